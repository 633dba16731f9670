#pragma once
// The catalog as CSV: one header row with every column of partfields.h, one part per row, wide (the columns
// of other categories empty). The writer and the reader are exact inverses, so export -> import -> export gives
// the same bytes. Quoting follows RFC 4180 (and Python's csv module): a cell with a comma, quote or line break
// is quoted, quotes doubled. The reader accepts LF and CRLF line ends and a UTF-8 byte-order mark.

#include "hardware/part.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace aip {

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

// Splits CSV text into rows of cells.
QList<QStringList> splitCsv(const QString &text);

// Parses a whole catalog CSV. Refuses (errors, no parts) a file whose header lacks or adds columns, a cell that is
// not a number where one is needed, a value in another category's column, an invalid SKU, or a SKU given twice.
CsvParseResult parsePartsCsv(const QByteArray &bytes);

QByteArray writePartsCsv(const QList<Part> &parts);
// Writes atomically (QSaveFile); returns an empty string or the error.
QString savePartsCsv(const QList<Part> &parts, const QString &path);

} // namespace aip
