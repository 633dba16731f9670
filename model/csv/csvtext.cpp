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
    return quoted(neutralise ? QLatin1Char('\'') + textIn : textIn, neutralise);
}

QString quoted(const QString &text, bool always)
{
    const bool quote = always || text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"'))
        || text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'));
    if (!quote)
        return text;
    QString q = text;
    q.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QString quotedRow(const QStringList &cells, bool always)
{
    QStringList out;
    out.reserve(cells.size());
    for (const QString &c : cells)
        out.append(quoted(c, always));
    return out.join(QLatin1Char(','));
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

bool RecordReader::next(QStringList &row)
{
    row.clear();
    const qsizetype n = m_text.size();
    if (m_pos >= n)
        return false;
    ++m_row;
    QString cell;
    bool inQuotes = false;
    bool cellStarted = false;
    while (m_pos < n) {
        const QChar c = m_text.at(m_pos++);
        if (inQuotes) {
            if (c == QLatin1Char('"')) {
                if (m_pos < n && m_text.at(m_pos) == QLatin1Char('"')) {
                    cell += QLatin1Char('"');
                    ++m_pos;
                } else {
                    inQuotes = false;
                }
            } else {
                cell += c;
            }
            continue;
        }
        if (c == QLatin1Char('"') && !cellStarted) {
            inQuotes = true;
            cellStarted = true;
        } else if (c == QLatin1Char(',')) {
            row.append(cell);
            cell.clear();
            cellStarted = false;
        } else if (c == QLatin1Char('\n') || c == QLatin1Char('\r')) {
            if (c == QLatin1Char('\r') && m_pos < n && m_text.at(m_pos) == QLatin1Char('\n'))
                ++m_pos;
            row.append(cell);
            return true;
        } else {
            cell += c;
            cellStarted = true;
        }
    }
    // The end of the text inside a quoted cell: the quote that opened it was never closed.
    m_unterminated = inQuotes;
    row.append(cell);
    return true;
}

QList<QStringList> parseRecords(const QString &text)
{
    QList<QStringList> records;
    RecordReader reader(text);
    QStringList record;
    while (reader.next(record)) {
        if (record.size() == 1 && record.constFirst().isEmpty())
            continue; // a blank line
        records.append(record);
    }
    return records;
}

} // namespace aip::csv
