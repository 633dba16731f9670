#include "offlinecopy.h"

#include "catalogschema.h"
#include "parthistory.h"
#include "partrepository.h"
#include "statementcache.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

#include <cstdio>

namespace aip {

namespace {

QAtomicInt g_copyConnections;

// A connection of its own for the duration of a scope.
class CopyConnection
{
public:
    explicit CopyConnection(const QString &path, bool readOnly)
        : m_name(QStringLiteral("aip-offline-%1").arg(g_copyConnections.fetchAndAddRelaxed(1)))
    {
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        m_db.setDatabaseName(path);
        if (readOnly)
            m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        m_db.open();
    }
    ~CopyConnection()
    {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
    }
    CopyConnection(const CopyConnection &) = delete;
    CopyConnection &operator=(const CopyConnection &) = delete;
    QSqlDatabase &db() { return m_db; }

private:
    QString m_name;
    QSqlDatabase m_db;
};

} // namespace

QString defaultOfflineCopyPath(const QString &host, int port, const QString &database)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]"));
    QString name = QStringLiteral("%1-%2-%3.db").arg(host, QString::number(port), database);
    name.replace(unsafe, QStringLiteral("_"));
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/offline/") + name;
}

QString writeOfflineCopy(const QString &path, const QList<Part> &parts, qint64 revision)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return QStringLiteral("cannot create %1").arg(QFileInfo(path).absolutePath());
    const QString temp = QStringLiteral("%1.%2.tmp").arg(path, QString::number(QCoreApplication::applicationPid()));
    QFile::remove(temp);
    QString error;
    {
        CopyConnection c(temp, false);
        QSqlQuery begin(c.db());
        if (!c.db().isOpen() || !begin.exec(QStringLiteral("BEGIN")))
            error = c.db().lastError().text();
        if (error.isEmpty())
            error = migrateCatalogSchema(c.db(), 0, kCatalogSchemaVersion);
        StatementCache statements(c.db());
        for (qsizetype i = 0; error.isEmpty() && i < parts.size(); ++i)
            error = writePart(c.db(), parts.at(i), &statements);
        if (error.isEmpty()) {
            QSqlQuery q(c.db());
            q.prepare(QStringLiteral("UPDATE catalog_revision SET revision = ?, changed_at = ? WHERE id = 1"));
            q.addBindValue(revision);
            q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
            if (!q.exec())
                error = q.lastError().text();
        }
        QSqlQuery commit(c.db());
        if (error.isEmpty() && !commit.exec(QStringLiteral("COMMIT")))
            error = commit.lastError().text();
    }
    // rename(2) replaces the old copy in one step: a reader sees the old copy or the new one, never half of one.
    if (error.isEmpty() && std::rename(QFile::encodeName(temp).constData(), QFile::encodeName(path).constData()) != 0)
        error = QStringLiteral("cannot replace %1").arg(path);
    if (!error.isEmpty())
        QFile::remove(temp);
    return error;
}

std::optional<OfflineCopyInfo> readOfflineCopyInfo(const QString &path)
{
    if (!QFileInfo(path).isFile())
        return std::nullopt;
    CopyConnection c(path, true);
    QString error;
    const auto r = readRevision(c.db(), &error);
    if (!r)
        return std::nullopt;
    // A copy whose own date is missing or unreadable (edited by hand, or written by a tool of ours that failed half
    // way) is still a copy, and is still offline: its file's last change is then the honest "prices as of" date, so
    // the status bar and a quote from it say "offline" with a date rather than passing it off as the live catalog.
    if (!QDateTime::fromString(r->second, Qt::ISODate).isValid())
        return OfflineCopyInfo{r->first, QFileInfo(path).lastModified().toUTC().toString(Qt::ISODate)};
    return OfflineCopyInfo{r->first, r->second};
}

} // namespace aip
