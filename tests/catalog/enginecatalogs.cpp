#include "catalog/enginecatalogs.h"

#include "support/testsupport.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>

namespace aiptest {

namespace {

QAtomicInt g_counter;

// The admin URL of the test server, or empty with the reason in *why.
QString adminUrl(QString *why)
{
    const QString env = qEnvironmentVariable("AIP_TEST_PG_URL");
    if (!env.isEmpty())
        return env;
    const QString state = QStringLiteral(AIP_PG_STATE_DIR);
    const QByteArray skip = readFile(state + QStringLiteral("/skip"));
    if (!skip.isEmpty()) {
        *why = QString::fromUtf8(skip).trimmed();
        return {};
    }
    const QString url = QString::fromUtf8(readFile(state + QStringLiteral("/url"))).trimmed();
    if (url.isEmpty())
        *why = QStringLiteral("no test server: run the tests under ctest (its fixture starts one) or set "
                              "AIP_TEST_PG_URL=postgresql://user@host:port/db");
    return url;
}

// Runs one statement on the server's admin database.
bool adminExec(const QString &sql, QString *error)
{
    const QUrl url(EngineCatalogs::serverUrl());
    const QString name = QStringLiteral("aiptest-admin-%1").arg(g_counter.fetchAndAddRelaxed(1));
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(url.host());
        db.setPort(url.port(5432));
        db.setUserName(url.userName());
        db.setDatabaseName(url.path().mid(1));
        if (db.open()) {
            QSqlQuery q(db);
            ok = q.exec(sql);
            if (!ok)
                *error = q.lastError().text();
        } else {
            *error = db.lastError().text();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace

EngineCatalogs::EngineCatalogs() = default;

EngineCatalogs::~EngineCatalogs()
{
    for (const QString &db : m_databases) {
        QString error;
        adminExec(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(db), &error);
    }
}

QString EngineCatalogs::serverUrl()
{
    QString why;
    return adminUrl(&why);
}

QStringList EngineCatalogs::engines() const
{
    QString why;
    if (adminUrl(&why).isEmpty()) {
        WARN("SKIP PostgreSQL: " << why.toStdString() << " (the tests ran on SQLite only)");
        return {QStringLiteral("sqlite")};
    }
    return {QStringLiteral("sqlite"), QStringLiteral("postgresql")};
}

QString EngineCatalogs::create(const QString &engine)
{
    if (engine == QLatin1String("sqlite"))
        return m_dir.filePath(QStringLiteral("catalog-%1.db").arg(++m_files));
    // A name of our own making (process id and a counter), not user text.
    const QString name
        = QStringLiteral("aiptest_%1_%2").arg(QCoreApplication::applicationPid()).arg(g_counter.fetchAndAddRelaxed(1));
    QString error;
    INFO("create database " << name.toStdString());
    const bool created = adminExec(QStringLiteral("CREATE DATABASE %1").arg(name), &error);
    INFO(error.toStdString());
    REQUIRE(created);
    m_databases.append(name);
    QUrl url(serverUrl());
    url.setPath(QLatin1Char('/') + name);
    return url.toString();
}

} // namespace aiptest
