#pragma once
// Prepared statements kept for one transaction: a bulk write (an import of 10,000 parts) prepares each statement
// once instead of once a row. On a server that is a round trip a row instead of three (PREPARE, EXECUTE,
// DEALLOCATE). The values are bound anew before each exec (QSqlQuery::exec resets the bind position).

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <map>
#include <memory>

namespace aip {

class StatementCache
{
public:
    explicit StatementCache(const QSqlDatabase &db)
        : m_db(db)
    { }

    // The statement `sql` on this connection, prepared the first time it is asked for. A statement that did not
    // prepare fails its exec() with the reason.
    QSqlQuery &prepared(const QString &sql)
    {
        std::unique_ptr<QSqlQuery> &q = m_queries[sql];
        if (!q) {
            q = std::make_unique<QSqlQuery>(m_db);
            q->prepare(sql);
        }
        return *q;
    }

private:
    QSqlDatabase m_db;
    std::map<QString, std::unique_ptr<QSqlQuery>> m_queries;
};

} // namespace aip
