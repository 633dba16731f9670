// The window and a team catalog (issue 19): with the server unreachable the loader loads the laptop's offline copy
// and says so, with the copy's date, in the window's catalog banner; a reachable catalog is watched, and reloaded
// when another program changes it.
#include "catalogdatabase.h"
#include "catalogwatcher.h"
#include "mainwindow/catalogloader.h"
#include "mainwindow/mainwindow.h"
#include "offlinecopy.h"
#include "support/testsupport.h"

#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace aip;

TEST_CASE("a team catalog whose server does not answer loads its offline copy, and the window says as of when")
{
    // A copy as an earlier session on the server left it; nothing listens on port 1.
    QList<Part> parts;
    {
        QTemporaryDir dir;
        CatalogDatabase seed;
        REQUIRE(seed.open(dir.filePath(QStringLiteral("seed.db"))));
        parts = seed.parts();
    }
    const QString copy = defaultOfflineCopyPath(QStringLiteral("127.0.0.1"), 1, QStringLiteral("loader_offline"));
    REQUIRE(writeOfflineCopy(copy, parts, 7).isEmpty());
    const QString url = QStringLiteral("postgresql://aip@127.0.0.1:1/loader_offline");

    MainWindow window;
    CatalogLoader *loader = attachCatalogLoader(&window, url);
    QSignalSpy loaded(loader, &CatalogLoader::loaded);
    QSignalSpy offline(loader, &CatalogLoader::offlineChanged);
    REQUIRE(QTest::qWaitFor([&] { return !offline.isEmpty(); }, 30000));
    REQUIRE(loaded.size() == 1);
    CHECK(loaded.constFirst().at(0).value<std::shared_ptr<const PartCatalog>>()->size() == parts.size());
    const QString asOf = offline.constFirst().at(0).toString();
    CHECK_FALSE(asOf.isEmpty());
    CHECK(asOf == readOfflineCopyInfo(copy)->takenAt);
    // The window says it, with the date (the banner is a label of the window).
    bool said = false;
    for (const QLabel *label : window.findChildren<QLabel *>())
        said = said || (label->text().contains(asOf) && label->text().contains(QStringLiteral("offline")));
    CHECK(said);
    const auto *status = window.findChild<QLabel *>(QStringLiteral("catalogOfflineLabel"));
    REQUIRE(status);
    CHECK(status->text().contains(asOf));
    CHECK(loader->findChild<CatalogWatcher *>() == nullptr); // nothing to watch while offline
    QFile::remove(copy);
}

TEST_CASE("a catalog another program changes is reloaded in the window within 2 s")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.db"));
    MainWindow window;
    CatalogLoader *loader = attachCatalogLoader(&window, path);
    QSignalSpy loaded(loader, &CatalogLoader::loaded);
    REQUIRE(QTest::qWaitFor([&] { return loader->findChild<CatalogWatcher *>() != nullptr; }, 30000));
    loaded.clear();
    CatalogDatabase other;
    REQUIRE(other.open(path));
    Part p = other.parts().constFirst();
    p.price += 1;
    REQUIRE(other.upsertPart(p));
    REQUIRE(QTest::qWaitFor([&] { return !loaded.isEmpty(); }, 2500));
    const auto catalog = loaded.constLast().at(0).value<std::shared_ptr<const PartCatalog>>();
    REQUIRE(catalog);
    CHECK(catalog->find(p.sku)->price == p.price);
}
