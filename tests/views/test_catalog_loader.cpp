// The window's catalog (issue 22, item 7): a catalog another program holds busy is tried again until it can be read,
// instead of the window staying without parts until restarted; File > Reload Catalog opens it again on demand.
#include "catalogdatabase.h"
#include "mainwindow/catalogloader.h"
#include "mainwindow/mainwindow.h"
#include "support/testsupport.h"

#include <QAction>
#include <QMenu>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace aip;

TEST_CASE("a busy catalog is tried again and loads once the other program lets go")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.db"));
    {
        CatalogDatabase created;
        REQUIRE(created.open(path));
    }
    const QString connection = QStringLiteral("test-catalog-lock");
    {
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        other.setDatabaseName(path);
        REQUIRE(other.open());
        QSqlQuery q(other);
        // An older program with a rollback journal holding an exclusive lock: nobody can read.
        REQUIRE(q.exec(QStringLiteral("PRAGMA journal_mode = DELETE")));
        REQUIRE(q.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        REQUIRE(q.exec(QStringLiteral("UPDATE parts SET notes = notes")));

        CatalogLoader loader(path);
        loader.setRetryPolicy(50, 1000);
        QSignalSpy loaded(&loader, &CatalogLoader::loaded);
        QSignalSpy failed(&loader, &CatalogLoader::failed);
        loader.reload();
        // Before: the window said the catalog could not be opened, and stayed so until restarted.
        REQUIRE(QTest::qWaitFor([&] { return !failed.isEmpty(); }, 30000));
        CHECK(failed.constFirst().at(1).toInt() > 0); // another try is scheduled
        CHECK(failed.constFirst().at(0).toString().contains(QStringLiteral("busy")));
        CHECK(loaded.isEmpty());
        REQUIRE(q.exec(QStringLiteral("ROLLBACK")));
        REQUIRE(QTest::qWaitFor([&] { return !loaded.isEmpty(); }, 30000));
        const auto catalog = loaded.constFirst().at(0).value<std::shared_ptr<const PartCatalog>>();
        REQUIRE(catalog);
        CHECK(catalog->size() > 100);
    }
    QSqlDatabase::removeDatabase(connection);
}

TEST_CASE("a damaged catalog is said at once, not retried, and File > Reload Catalog is in the window")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.db"));
    REQUIRE(aiptest::writeFile(path, QByteArray(4096, 'x')));
    CatalogLoader loader(path);
    loader.setRetryPolicy(50, 1000);
    QSignalSpy failed(&loader, &CatalogLoader::failed);
    loader.reload();
    REQUIRE(QTest::qWaitFor([&] { return !failed.isEmpty(); }, 30000));
    CHECK(failed.constFirst().at(1).toInt() == 0);
    QTest::qWait(200);
    CHECK(failed.size() == 1);

    MainWindow window;
    auto *file = window.findChild<QMenu *>(QStringLiteral("fileMenu"));
    REQUIRE(file);
    CHECK(window.findChild<QAction *>(QStringLiteral("reloadCatalogAction")) == nullptr);
    // A good catalog: attaching loads it; Reload opens it again.
    const QString good = dir.filePath(QStringLiteral("good.db"));
    CatalogLoader *attached = attachCatalogLoader(&window, good);
    QSignalSpy loaded(attached, &CatalogLoader::loaded);
    REQUIRE(QTest::qWaitFor([&] { return !loaded.isEmpty(); }, 30000));
    auto *reload = window.findChild<QAction *>(QStringLiteral("reloadCatalogAction"));
    REQUIRE(reload);
    CHECK(file->actions().contains(reload));
    reload->trigger();
    REQUIRE(QTest::qWaitFor([&] { return loaded.size() == 2; }, 30000));
}
