#pragma once
// The one CSV writer of the program (the catalog's export, the charts' data tables): RFC 4180 quoting, and cells a
// spreadsheet would run as a formula neutralised as OWASP's "CSV Injection" guidance describes
// (https://owasp.org/www-community/attacks/CSV_Injection, read 2026-12): a cell beginning with =, +, -, @, a tab or
// a carriage return gets a leading apostrophe and is quoted. Plain numbers ("-12.5", "+3e4") are not formulas and
// stay as they are. A cell that already begins with apostrophes followed by one of those characters gets one more,
// so restoreCell() (the importer's side) is the exact inverse: export -> import -> export gives the same bytes.

#include <QString>
#include <QStringList>

namespace aip::csv {

// Whether a spreadsheet could read this text as a formula (or a neutralised one, which must stay distinguishable).
bool needsNeutralising(const QString &text);
// One cell as written: cleaned (text/cleantext.h: no control characters or bidi overrides), neutralised when
// needed, then quoted when it holds a comma, a quote, a line break or was neutralised.
QString cell(const QString &text);
// Cells written with cell() and joined with commas (no line end).
QString row(const QStringList &cells);
// The inverse of the neutralisation, for a cell's value as read (after unquoting): cleaned as cell() cleans, then
// one leading apostrophe is removed when what follows is a neutralised cell.
QString restoreCell(const QString &value);

// The reader for the program's own bundled tables (the validation set, the calibration file): RFC 4180 records,
// quoted fields may hold commas, doubled quotes and line breaks; CR is dropped and blank lines are skipped. (The
// catalog import keeps its own reader in db/, with row limits and errors naming the row.)
QList<QStringList> parseRecords(const QString &text);

} // namespace aip::csv
