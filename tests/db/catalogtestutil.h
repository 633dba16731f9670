#pragma once
// Helpers of the catalog tests: raw SQLite access beside CatalogDatabase, and a small valid part.

#include "hardware/part.h"

#include <QSqlDatabase>
#include <QString>
#include <QVariant>

namespace aiptest {

// A plain Qt SQL connection to `path` for the duration of a scope (to inspect or tamper with a catalog file).
class RawDb
{
public:
    explicit RawDb(const QString &path);
    ~RawDb();
    RawDb(const RawDb &) = delete;
    RawDb &operator=(const RawDb &) = delete;
    QSqlDatabase &db() { return m_db; }
    bool exec(const QString &sql);
    QVariant scalar(const QString &sql);
    QString schemaText(); // every CREATE statement, sorted: two files with equal text have the same schema

private:
    QString m_name;
    QSqlDatabase m_db;
};

aip::Part sampleGpu(const QString &sku);
qint64 partCount(const QString &path);

} // namespace aiptest
