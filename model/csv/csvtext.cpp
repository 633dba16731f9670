#include "csv/csvtext.h"

#include "text/cleantext.h"

#include <QRegularExpression>

namespace aip::csv {

namespace {

bool isTrigger(QChar c)
{
    return c == QLatin1Char('=') || c == QLatin1Char('+') || c == QLatin1Char('-') || c == QLatin1Char('@')
        || c == QLatin1Char('\t') || c == QLatin1Char('\r');
}

bool isPlainNumber(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("^[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?$"));
    return number.match(text).hasMatch();
}

// Text that the neutralisation would produce from something: apostrophes, then a trigger character, and not a
// plain number after them.
bool looksNeutralised(const QString &text)
{
    qsizetype i = 0;
    while (i < text.size() && text.at(i) == QLatin1Char('\''))
        ++i;
    return i > 0 && i < text.size() && isTrigger(text.at(i)) && !isPlainNumber(text.mid(i));
}

} // namespace

bool needsNeutralising(const QString &text)
{
    if (text.isEmpty())
        return false;
    if (isTrigger(text.at(0)))
        return !isPlainNumber(text);
    return looksNeutralised(text);
}

QString cell(const QString &raw)
{
    // Control characters and bidi overrides never reach a spreadsheet (cleaned first: what is left may begin with a
    // formula character).
    const QString textIn = text::clean(raw);
    const bool neutralise = needsNeutralising(textIn);
    const QString text = neutralise ? QLatin1Char('\'') + textIn : textIn;
    const bool quote = neutralise || text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"'))
        || text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'));
    if (!quote)
        return text;
    QString q = text;
    q.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QString row(const QStringList &cells)
{
    QStringList out;
    out.reserve(cells.size());
    for (const QString &c : cells)
        out.append(cell(c));
    return out.join(QLatin1Char(','));
}

QString restoreCell(const QString &raw)
{
    const QString value = text::clean(raw);
    return looksNeutralised(value) ? value.mid(1) : value;
}

QList<QStringList> parseRecords(const QString &text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    bool any = false; // the current record has content (so a trailing line without newline still counts)
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar ch = text.at(i);
        if (quoted) {
            if (ch == QLatin1Char('"') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                field += ch;
                ++i;
            } else if (ch == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += ch;
            }
            continue;
        }
        if (ch == QLatin1Char('"')) {
            quoted = true;
            any = true;
        } else if (ch == QLatin1Char(',')) {
            record << field;
            field.clear();
            any = true;
        } else if (ch == QLatin1Char('\n')) {
            if (any || !field.isEmpty())
                records << (record << field);
            record.clear();
            field.clear();
            any = false;
        } else if (ch != QLatin1Char('\r')) {
            field += ch;
            any = true;
        }
    }
    if (any || !field.isEmpty())
        records << (record << field);
    return records;
}

} // namespace aip::csv
