#pragma once
// The catalog as CSV: one header row with every column of partfields.h, one part per row, wide (the columns
// of other categories empty). The writer and the reader are exact inverses, so export -> import -> export gives
// the same bytes. Quoting follows RFC 4180 (and Python's csv module): a cell with a comma, quote or line break
// is quoted, quotes doubled. Cells a spreadsheet would run as formulas are neutralised on export and restored on
// import (csv/csvtext.h, OWASP's CSV-injection guidance). The reader accepts LF and CRLF line ends and a UTF-8
// byte-order mark.

#include "hardware/part.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace aip {

// The largest catalog CSV read (a limit enforced while reading the file).
inline constexpr qsizetype kMaxCatalogCsvBytes = 64 * 1024 * 1024;

struct CsvError {
    int row = 0;    // 1 = the header; 0 = the file as a whole
    QString column; // empty when the problem is the whole row
    QString message;
    QString toString() const;
};

struct CsvParseResult {
    QList<Part> parts;
    QList<int> rows; // the CSV row of each part, for messages about it later
    QList<CsvError> errors;
    bool ok() const { return errors.isEmpty(); }
};

// Splits CSV text into rows of cells; with maxRows >= 0, stops after that many rows.
QList<QStringList> splitCsv(const QString &text, qsizetype maxRows = -1);

// Parses a whole catalog CSV. Refuses (errors, no parts) a file whose header lacks or adds columns, a cell that is
// not a number where one is needed, a value in another category's column, an invalid SKU, or a SKU given twice.
CsvParseResult parsePartsCsv(const QByteArray &bytes);

QByteArray writePartsCsv(const QList<Part> &parts);
// Writes atomically (QSaveFile); returns an empty string or the error.
QString savePartsCsv(const QList<Part> &parts, const QString &path);

} // namespace aip
