#pragma once
// The catalog tests run on both engines: each test asks for new, empty catalogs here, one per engine. SQLite: a file
// in a temporary folder. PostgreSQL: a new database on the test server that the ctest fixture started
// (tests/support/pgserver.sh; or AIP_TEST_PG_URL=postgresql://user@host:port/db of a server of your own), dropped
// at the end. Without PostgreSQL's server binaries the PostgreSQL half is skipped with a SKIP warning, never
// silently.

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace aiptest {

class EngineCatalogs
{
public:
    EngineCatalogs();
    ~EngineCatalogs();
    EngineCatalogs(const EngineCatalogs &) = delete;
    EngineCatalogs &operator=(const EngineCatalogs &) = delete;

    // "sqlite" and, when the test server is there, "postgresql".
    QStringList engines() const;
    // A new catalog location on `engine` (a path, or a URL of a new database); nothing is created in it yet.
    QString create(const QString &engine);
    // The server's superuser URL of a database made by create() (for roles and raw checks).
    static QString serverUrl();

private:
    QTemporaryDir m_dir;
    QStringList m_databases;
    int m_files = 0;
};

} // namespace aiptest
