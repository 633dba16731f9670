// A catalog many can read (issue 22, item 7): write-ahead logging, opening a current catalog writes nothing, reads
// go on while another program writes, "busy" is not "damaged", and only regular files are catalogs.
#include "catalogdatabase.h"
#include "db/catalogtestutil.h"
#include "support/testsupport.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <sys/stat.h>

using namespace aip;
using aiptest::RawDb;

TEST_CASE("a new catalog uses write-ahead logging, and opening a current catalog writes nothing")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.db"));
    {
        CatalogDatabase created;
        REQUIRE(created.open(path));
    }
    {
        RawDb raw(path);
        CHECK(raw.scalar(QStringLiteral("PRAGMA journal_mode")).toString() == QStringLiteral("wal"));
    }
    const QByteArray before = QCryptographicHash::hash(aiptest::readFile(path), QCryptographicHash::Sha256);
    const QDateTime modified = QFileInfo(path).lastModified();
    {
        CatalogDatabase reader;
        REQUIRE(reader.open(path));
        CHECK_FALSE(reader.parts().isEmpty());
    }
    // Before issue 22 every open rewrote the schema version inside a write transaction.
    CHECK(QCryptographicHash::hash(aiptest::readFile(path), QCryptographicHash::Sha256) == before);
    CHECK(QFileInfo(path).lastModified() == modified);
}

TEST_CASE("readers open and read while another connection is in the middle of a write")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.db"));
    {
        CatalogDatabase created;
        REQUIRE(created.open(path));
    }
    RawDb writer(path);
    REQUIRE(writer.exec(QStringLiteral("BEGIN IMMEDIATE")));
    REQUIRE(writer.exec(QStringLiteral("UPDATE parts SET notes = 'import in progress'")));
    QElapsedTimer t;
    t.start();
    CatalogDatabase reader;
    REQUIRE(reader.open(path));
    const QList<Part> parts = reader.parts();
    CHECK(parts.size() > 100);
    CHECK(t.elapsed() < 3000); // not after a busy timeout
    for (const Part &p : parts) {
        if (p.notes == QStringLiteral("import in progress")) {
            FAIL("a reader saw an uncommitted write");
            break;
        }
    }
    writer.exec(QStringLiteral("ROLLBACK"));
}

TEST_CASE("a catalog held by a program that locks it out says busy, not damaged")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.db"));
    {
        CatalogDatabase created;
        REQUIRE(created.open(path));
    }
    RawDb other(path);
    // An older program with a rollback journal, holding an exclusive lock: nobody can read.
    REQUIRE(other.exec(QStringLiteral("PRAGMA journal_mode = DELETE")));
    REQUIRE(other.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    REQUIRE(other.exec(QStringLiteral("UPDATE parts SET notes = notes")));
    CatalogDatabase db;
    CHECK_FALSE(db.open(path));
    INFO(db.errorString().toStdString());
    CHECK(db.errorString().contains(QStringLiteral("busy")));
    CHECK_FALSE(db.errorString().contains(QStringLiteral("not a usable")));
    other.exec(QStringLiteral("ROLLBACK"));
    CHECK(db.open(path));
}

TEST_CASE("devices and pipes are not catalogs, and are refused at once")
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("fifo.db"));
    REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    for (const QString &path : {QStringLiteral("/dev/null"), QStringLiteral("/dev/zero"), fifo}) {
        INFO(path.toStdString());
        QElapsedTimer t;
        t.start();
        CatalogDatabase db;
        CHECK_FALSE(db.open(path));
        CHECK(db.errorString().contains(QStringLiteral("not a regular file")));
        CHECK(t.elapsed() < 3000);
    }
}
