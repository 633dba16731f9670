#pragma once
// Rows <-> Parts: the SQL that reads and writes parts, walking the field table of partfields.h. Every value is
// bound; table and column names come only from that table. Callers hold the transaction.

#include "hardware/part.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace aip {

// Every part, or those of one category, ordered by category then SKU. Sets *error on failure.
QList<Part> readParts(QSqlDatabase &db, std::optional<PartCategory> category, QString *error);
std::optional<Part> readPart(QSqlDatabase &db, const QString &sku, QString *error);
struct ChangeStamp;
class StatementCache;

// Inserts or replaces the part with its attributes and built-in parts. Returns an empty string or the error.
QString writePart(QSqlDatabase &db, const Part &part, StatementCache *statements = nullptr);
// The same, as a recorded change: `before` is the part as stored (nullopt: a new part). A part equal to `before`
// is not written; else its row version goes up by one, it is stamped with who and when, and part_history gets a
// row per field that changed ("part" "added" for a new one). Without a stamp, writePart's plain write.
// `statements` (may be null) keeps the prepared statements for the next part of the same transaction.
QString writePartChange(QSqlDatabase &db, const Part &part, const std::optional<Part> &before, const ChangeStamp *stamp,
                        StatementCache *statements);
QString deletePart(QSqlDatabase &db, const QString &sku);
bool partExists(QSqlDatabase &db, const QString &sku);
// SKUs of the complete systems that list `sku` as a built-in part.
QStringList systemsContaining(QSqlDatabase &db, const QString &sku);

} // namespace aip
