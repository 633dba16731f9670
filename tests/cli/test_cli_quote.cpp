// aiplanner-cli quote: the PDF carries every SKU at its catalog price with the discounts applied, the totals, the
// customer (in Chinese too, escaped), the quote number and expiry date, embedded fonts; an impossible path
// leaves nothing behind. The PDF's text is read back with pdftotext, as a client's search would.
#include "clirun.h"
#include "support/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cmath>

namespace {

using clitest::Run;

Run run(const QString &program, const QStringList &args)
{
    return clitest::program(program, args);
}

Run cli(const QStringList &args)
{
    return clitest::exe(args);
}

bool hasPoppler()
{
    return !QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty();
}

// Every "1,234.56" in the text as a number.
QList<double> amounts(const QString &text)
{
    QList<double> out;
    static const QRegularExpression re(QStringLiteral("\\d[\\d,]*\\.\\d\\d"));
    for (auto it = re.globalMatch(text); it.hasNext();)
        out.append(it.next().captured().remove(QLatin1Char(',')).toDouble());
    return out;
}

bool near(const QList<double> &values, double want)
{
    for (double v : values) {
        if (std::abs(v - want) <= 0.006)
            return true;
    }
    return false;
}

} // namespace

TEST_CASE("the CLI quote carries every line at its catalog price, the discounts and the totals")
{
    REQUIRE(hasPoppler());
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("c.db"));
    const QString pdf = dir.filePath(QStringLiteral("q.pdf"));
    const QString plan = aiptest::dataPath(QStringLiteral("plans/quote-check.aiplan"));
    const Run q = cli({QStringLiteral("--catalog"), db, QStringLiteral("quote"), plan, QStringLiteral("-o"), pdf});
    INFO(q.err.toStdString());
    REQUIRE(q.status == 0);

    const Run list = cli(
        {QStringLiteral("--catalog"), db, QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
    REQUIRE(list.status == 0);
    QHash<QString, double> price;
    for (const QJsonValue &v : QJsonDocument::fromJson(list.out.toUtf8()).array())
        price.insert(v[QStringLiteral("sku")].toString(), v[QStringLiteral("price")].toDouble());

    const Run text = run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    REQUIRE(text.status == 0);
    const QList<double> nums = amounts(text.out);
    const QList<QPair<QString, int>> items{{QStringLiteral("supermicro-sys-821ge-tnhr"), 2},
                                           {QStringLiteral("nvidia-h100-sxm5-80gb"), 16},
                                           {QStringLiteral("intel-xeon-8480p"), 4},
                                           {QStringLiteral("nvidia-connectx7-ndr400"), 16},
                                           {QStringLiteral("samsung-pm1743-7.68tb"), 8}};
    double servers = 0;
    for (const auto &[sku, qty] : items) {
        INFO(sku.toStdString());
        REQUIRE(price.contains(sku));
        CHECK(text.out.contains(sku));
        CHECK(near(nums, price[sku]));
        const double lineDiscount = sku == QLatin1String("samsung-pm1743-7.68tb") ? 0.10 : 0.0;
        const double extended = std::round(price[sku] * qty * (1 - lineDiscount) * 100) / 100;
        CHECK(near(nums, extended));
        servers += extended;
    }
    // The fabric lines come on top of the servers; the total is (subtotal x 0.95) x 1.08.
    double subtotalMax = 0;
    for (double n : nums)
        subtotalMax = std::max(subtotalMax, n);
    CHECK(subtotalMax >= servers * 0.95);
    bool consistent = false;
    for (double subtotal : nums) {
        if (subtotal < servers)
            continue;
        const double after = subtotal * 0.95;
        const double total = after * 1.08;
        if (near(nums, std::round(after * 100) / 100) && near(nums, std::round(total * 100) / 100))
            consistent = true;
    }
    CHECK(consistent);
    CHECK(text.out.contains(QStringLiteral("Q-2026-0042")));
    CHECK(text.out.contains(QStringLiteral("2026-12-30"))); // 2026-11-30 + 30 days
    CHECK(text.out.contains(QStringLiteral("北京示例科技有限公司")));
    CHECK(text.out.contains(QStringLiteral("<b>Line</b> & Co")));
    CHECK(text.out.contains(QStringLiteral("Page 1 of")));

    const Run fonts = run(QStringLiteral("pdffonts"), {pdf});
    REQUIRE(fonts.status == 0);
    const QStringList lines = fonts.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
    CHECK_FALSE(lines.isEmpty());
    for (const QString &line : lines) {
        const QStringList cols = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        REQUIRE(cols.size() >= 5);
        INFO(line.toStdString());
        CHECK(cols.at(cols.size() - 5) == QStringLiteral("yes"));
    }
}

TEST_CASE("a quote to an impossible path fails with a message and leaves no file")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("c.db"));
    const QString plan = aiptest::dataPath(QStringLiteral("plans/quote-check.aiplan"));
    const QString bad = dir.filePath(QStringLiteral("no/such/dir/q.pdf"));
    const Run q = cli({QStringLiteral("--catalog"), db, QStringLiteral("quote"), plan, QStringLiteral("-o"), bad});
    CHECK(q.status == 3);
    CHECK(q.err.contains(QStringLiteral("q.pdf")));
    CHECK_FALSE(QFile::exists(bad));
    const Run usage = cli({QStringLiteral("--catalog"), db, QStringLiteral("quote"), plan});
    CHECK(usage.status == 2);
}

TEST_CASE("a quote in Chinese has Chinese headings")
{
    REQUIRE(hasPoppler());
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("c.db"));
    const QString pdf = dir.filePath(QStringLiteral("zh.pdf"));
    const QString plan = aiptest::dataPath(QStringLiteral("plans/quote-check.aiplan"));
    const Run q = cli({QStringLiteral("--catalog"), db, QStringLiteral("--lang"), QStringLiteral("zh_CN"),
                       QStringLiteral("quote"), plan, QStringLiteral("-o"), pdf});
    REQUIRE(q.status == 0);
    const Run text = run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    CHECK(text.out.contains(QStringLiteral("报价单")));
    CHECK(text.out.contains(QStringLiteral("总拥有成本")));
    CHECK(text.out.contains(QStringLiteral("nvidia-h100-sxm5-80gb")));
}
