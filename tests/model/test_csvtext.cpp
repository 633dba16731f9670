// The one CSV writer (csv/csvtext.h): OWASP neutralisation of formula cells, RFC 4180 quoting, and restoreCell()
// as the exact inverse, checked on every short string over the characters that matter.
#include "csv/csvtext.h"
#include "support/testsupport.h"

using namespace aip;

namespace {
// A cell as a reader sees its value: quotes removed, doubled quotes single.
QString unquote(const QString &cell)
{
    if (!cell.startsWith(QLatin1Char('"')))
        return cell;
    QString v = cell.mid(1, cell.size() - 2);
    v.replace(QStringLiteral("\"\""), QStringLiteral("\""));
    return v;
}
} // namespace

TEST_CASE("cells a spreadsheet would run are neutralised and quoted, numbers and plain text are not")
{
    CHECK(csv::cell(QStringLiteral("=1+2")) == QStringLiteral("\"'=1+2\""));
    CHECK(csv::cell(QStringLiteral("+A1")) == QStringLiteral("\"'+A1\""));
    CHECK(csv::cell(QStringLiteral("-A1")) == QStringLiteral("\"'-A1\""));
    CHECK(csv::cell(QStringLiteral("@SUM(A1)")) == QStringLiteral("\"'@SUM(A1)\""));
    CHECK(csv::cell(QStringLiteral("\tx")) == QStringLiteral("\"'\tx\""));
    CHECK(csv::cell(QStringLiteral("\rx")) == QStringLiteral("\"'\rx\""));
    CHECK(csv::cell(QStringLiteral("'=x")) == QStringLiteral("\"''=x\""));
    CHECK(csv::cell(QStringLiteral("-12.5")) == QStringLiteral("-12.5"));
    CHECK(csv::cell(QStringLiteral("+3e4")) == QStringLiteral("+3e4"));
    CHECK(csv::cell(QStringLiteral("it's")) == QStringLiteral("it's"));
    CHECK(csv::cell(QStringLiteral("a,b")) == QStringLiteral("\"a,b\""));
    CHECK(csv::cell(QStringLiteral("say \"hi\"")) == QStringLiteral("\"say \"\"hi\"\"\""));
    CHECK(csv::row({QStringLiteral("a"), QStringLiteral("=b"), QString()}) == QStringLiteral("a,\"'=b\","));
}

TEST_CASE("restoreCell is the exact inverse of the writer on every short string")
{
    const QString alphabet = QStringLiteral("'=-+@\t1.ae,\"");
    QStringList strings{QString()};
    QStringList frontier{QString()};
    for (int length = 1; length <= 4; ++length) {
        QStringList next;
        for (const QString &s : frontier) {
            for (QChar c : alphabet)
                next.append(s + c);
        }
        strings += next;
        frontier = next;
    }
    int failures = 0;
    for (const QString &s : strings) {
        const QString written = csv::cell(s);
        if (csv::restoreCell(unquote(written)) != s)
            ++failures;
        // Nothing written starts with a trigger character, unless it is a plain number.
        const QString value = unquote(written);
        if (!value.isEmpty() && QStringLiteral("=+-@\t\r").contains(value.at(0))) {
            bool number = false;
            value.toDouble(&number);
            if (!number)
                ++failures;
        }
    }
    CHECK(strings.size() > 20000);
    CHECK(failures == 0);
}

TEST_CASE("csv::parseRecords reads RFC 4180: quoted commas, doubled quotes, line breaks, CRLF, blank lines skipped")
{
    const QList<QStringList> r
        = csv::parseRecords(QStringLiteral("id,note\r\na,\"x, y\"\r\n\r\nb,\"say \"\"hi\"\"\"\nc,\"two\nlines\"\nd,"));
    REQUIRE(r.size() == 5);
    CHECK(r.at(0) == QStringList{QStringLiteral("id"), QStringLiteral("note")});
    CHECK(r.at(1) == QStringList{QStringLiteral("a"), QStringLiteral("x, y")});
    CHECK(r.at(2) == QStringList{QStringLiteral("b"), QStringLiteral("say \"hi\"")});
    CHECK(r.at(3) == QStringList{QStringLiteral("c"), QStringLiteral("two\nlines")});
    CHECK(r.at(4) == QStringList{QStringLiteral("d"), QString()});
    // What the writer writes, the reader reads back.
    const QStringList cells{QStringLiteral("plain"), QStringLiteral("a,b"), QStringLiteral("q\"uote")};
    CHECK(csv::parseRecords(csv::row(cells) + QLatin1Char('\n')).value(0) == cells);
}

TEST_CASE("quoted() is RFC 4180 quoting alone, which the reader reads back exactly, hostile cells included")
{
    CHECK(csv::quoted(QStringLiteral("plain")) == QStringLiteral("plain"));
    CHECK(csv::quoted(QStringLiteral("plain"), true) == QStringLiteral("\"plain\""));
    CHECK(csv::quoted(QStringLiteral("a,b")) == QStringLiteral("\"a,b\""));
    CHECK(csv::quoted(QStringLiteral("say \"hi\"")) == QStringLiteral("\"say \"\"hi\"\"\""));
    CHECK(csv::quoted(QStringLiteral("two\nlines")) == QStringLiteral("\"two\nlines\""));
    CHECK(csv::quoted(QStringLiteral("cr\rhere")) == QStringLiteral("\"cr\rhere\""));
    // Nothing neutralised or cleaned: a test's hostile cell reaches the importer as it was written.
    CHECK(csv::quoted(QStringLiteral("=1+2")) == QStringLiteral("=1+2"));
    CHECK(csv::quoted(QStringLiteral("\u200bvendor")) == QStringLiteral("\u200bvendor"));
    // cell() quotes with it.
    CHECK(csv::cell(QStringLiteral("a,b")) == csv::quoted(QStringLiteral("a,b")));
    CHECK(csv::cell(QStringLiteral("=1+2")) == csv::quoted(QStringLiteral("'=1+2"), true));

    const QStringList cells{QStringLiteral("x"), QStringLiteral("a,\"b\""), QStringLiteral("l1\nl2"),
                            QStringLiteral("=HYPERLINK(1)"), QString()};
    for (bool always : {false, true}) {
        const QString text = csv::quotedRow(cells, always) + QLatin1Char('\n') + csv::quotedRow(cells, always);
        csv::RecordReader reader(text);
        QStringList row;
        REQUIRE(reader.next(row));
        CHECK(row == cells);
        REQUIRE(reader.next(row));
        CHECK(row == cells);
        CHECK_FALSE(reader.next(row));
    }
}
