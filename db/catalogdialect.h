#pragma once
// Where a catalog lives and what differs between the two engines that can hold it: an SQLite file (one desk) or a
// PostgreSQL server (a team). Everything engine-specific in db/ is here, in one place: the Qt SQL driver and its
// connection, how the schema version is stored (PRAGMA user_version; a one-row table on PostgreSQL), the column
// types of the schema steps, how a write transaction starts (SQLite's BEGIN IMMEDIATE; on PostgreSQL a transaction
// that waits, boundedly, for one catalog-wide advisory lock, so writers queue as they do on SQLite), which errors are
// "busy, try again", who the user is, and how other programs learn that the catalog changed (NOTIFY).

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QStringList>

#include <optional>

namespace aip {

enum class CatalogEngine { Sqlite, Postgres };

// `--catalog` text: a file path, or postgresql://[user[:password]@]host[:port]/dbname (also postgres://).
struct CatalogLocation {
    CatalogEngine engine = CatalogEngine::Sqlite;
    QString path; // SQLite: the file
    QString host; // PostgreSQL: the server...
    int port = 5432;
    QString user;
    QString password; // only when written in the URL; else libpq reads PGPASSWORD or ~/.pgpass
    QString database;

    // Parses `text`; a text that starts like a URL but is not a valid one gives nullopt and *error.
    static std::optional<CatalogLocation> parse(const QString &text, QString *error);
    static bool looksLikeUrl(const QString &text);
    // For messages and the status bar: the URL without any password, or the file path.
    QString displayName() const;
    bool isServer() const { return engine == CatalogEngine::Postgres; }
};

class CatalogDialect
{
public:
    explicit CatalogDialect(CatalogEngine engine = CatalogEngine::Sqlite)
        : m_engine(engine)
    { }
    CatalogEngine engine() const { return m_engine; }

    // Adds and configures the Qt SQL connection `name` (not opened).
    QSqlDatabase addConnection(const CatalogLocation &where, const QString &name) const;
    // A schema step's statement in this engine's types (SQLite's REAL is PostgreSQL's 4-byte float).
    QString ddl(const char *statement) const;
    // The version the catalog's schema is at; 0 for an empty database. nullopt (and *error) when it cannot be read.
    std::optional<int> schemaVersion(QSqlDatabase &db, QString *error) const;
    // Inside the migration's transaction. Returns an empty string or the error.
    QString setSchemaVersion(QSqlDatabase &db, int version) const;
    // Starts a transaction that may write: one writer at a time, waiting a bounded time for the one before.
    QString beginWrite(QSqlDatabase &db) const;
    // Starts a read-only transaction that sees one state of the catalog (empty: reads go statement by statement).
    QString beginRead(QSqlDatabase &db) const;
    // Inside a write transaction: tells the other programs watching the catalog, when it commits.
    QString announceChange(QSqlDatabase &db) const;
    // The name recorded in the history: the database role on a server (checked by the server), else the OS user.
    QString currentUser(QSqlDatabase &db) const;
    // Another writer holds the catalog, or the server chose this transaction to give way: trying again may succeed.
    bool isRetryable(const QSqlError &error) const;
    bool isRetryable(const QString &errorText) const;
    // The notification channel the server announces changes on (empty on SQLite).
    QString changeChannel() const;

    // Whether beginRead() opened a transaction the caller ends (COMMIT).
    bool readsInTransaction() const { return m_engine == CatalogEngine::Postgres; }

    // How often a write is tried when it is busy or loses a race (SQLite's busy timeout already waits, once), and
    // the pause before try n + 1. On a server at most 6 tries of a 5 s lock wait: a writer gives up after ~35 s.
    int writeAttempts() const { return m_engine == CatalogEngine::Postgres ? 6 : 1; }
    static int retryPauseMs(int attempt) { return 50 * attempt * attempt; }

private:
    QString exec(QSqlDatabase &db, const QString &sql) const;

    CatalogEngine m_engine;
};

} // namespace aip
