#pragma once
// The one CSV writer of the program (the catalog's export, the charts' data tables): RFC 4180 quoting, and cells a
// spreadsheet would run as a formula neutralised as OWASP's "CSV Injection" guidance describes
// (https://owasp.org/www-community/attacks/CSV_Injection, read 2026-12): a cell beginning with =, +, -, @, a tab or
// a carriage return gets a leading apostrophe and is quoted. Plain numbers ("-12.5", "+3e4") are not formulas and
// stay as they are. A cell that already begins with apostrophes followed by one of those characters gets one more,
// so restoreCell() (the importer's side) is the exact inverse: export -> import -> export gives the same bytes.

#include <QString>
#include <QStringList>
#include <QStringView>

namespace aip::csv {

// Whether a spreadsheet could read this text as a formula (or a neutralised one, which must stay distinguishable).
bool needsNeutralising(const QString &text);
// One cell as written: cleaned (text/cleantext.h: no control characters or bidi overrides), neutralised when
// needed, then quoted when it holds a comma, a quote, a line break or was neutralised.
QString cell(const QString &text);
// Cells written with cell() and joined with commas (no line end).
QString row(const QStringList &cells);
// RFC 4180 quoting alone, the one copy of it: the text in double quotes with its quotes doubled, when it holds a
// comma, a quote or a line break (or `always`); nothing cleaned or neutralised. cell() quotes with it; the tests write
// their hand-made (and hostile) price lists with it.
QString quoted(const QString &text, bool always = false);
// Cells quoted() and joined with commas (no line end).
QString quotedRow(const QStringList &cells, bool always = false);
// The inverse of the neutralisation, for a cell's value as read (after unquoting): cleaned as cell() cleans, then
// one leading apostrophe is removed when what follows is a neutralised cell.
QString restoreCell(const QString &value);

// The one CSV reader (issue 16, item 6): RFC 4180 rows read one at a time from the text, so the catalog import holds
// one row at a time (a 64 MB file of short rows was several copies of itself in memory). A quote opens a quoted cell
// at the start of a cell; in it, commas, line breaks and doubled quotes are text. A row ends at LF, CRLF or CR.
class RecordReader
{
public:
    explicit RecordReader(QStringView text)
        : m_text(text)
    { }

    // The next row into `row` (a blank line is one empty cell); false at the end of the text.
    bool next(QStringList &row);
    int row() const { return m_row; }                    // the number of the row last read (1 = the first)
    bool unterminated() const { return m_unterminated; } // the last row ended inside a quoted cell

private:
    QStringView m_text;
    qsizetype m_pos = 0;
    int m_row = 0;
    bool m_unterminated = false;
};

// Every record of the program's own bundled tables (the validation set, the calibration file), by RecordReader;
// blank lines are skipped.
QList<QStringList> parseRecords(const QString &text);

} // namespace aip::csv
