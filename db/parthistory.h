#pragma once
// Who changed what in the catalog: the stamp a write carries (user, time, source), the version and last change of
// each part row (what an edit is checked against), the part_history rows, and the catalog's revision counter.
// Callers hold the transaction: a change and its history are written by the same one.

#include "hardware/part.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace aip {

struct ChangeStamp {
    QString user;   // the database role on a server, the OS user for a file
    QString at;     // UTC, ISO 8601
    QString source; // "import prices.csv", "edit", ...
};

// The version of a part row and its last change: what a save is checked against.
struct PartStamp {
    int version = 0;
    QString changedBy;
    QString changedAt;
};

// One row of part_history.
struct PartChange {
    qint64 id = 0;
    QString changedAt;
    QString changedBy;
    QString sku;
    QString field; // a CSV column name, or "part" for added/removed
    QString oldValue;
    QString newValue;
    QString source;
};

// The CSV columns whose text differs between `before` and `after` (every column when `before` is nullopt).
QStringList changedFields(const std::optional<Part> &before, const Part &after);
class StatementCache;
QString recordChange(QSqlDatabase &db, const ChangeStamp &stamp, const QString &sku, const QString &field,
                     const QString &oldValue, const QString &newValue, StatementCache *statements = nullptr);
std::optional<PartStamp> readPartStamp(QSqlDatabase &db, const QString &sku, QString *error);
// The newest first; all parts when `sku` is empty; at most `limit` rows.
QList<PartChange> readHistory(QSqlDatabase &db, const QString &sku, int limit, QString *error);
// Counts one more change of the catalog (inside the writing transaction).
QString bumpRevision(QSqlDatabase &db, const ChangeStamp &stamp);
// The catalog's change counter and the time of its last change; nullopt (and *error) when it cannot be read.
std::optional<std::pair<qint64, QString>> readRevision(QSqlDatabase &db, QString *error);

} // namespace aip
