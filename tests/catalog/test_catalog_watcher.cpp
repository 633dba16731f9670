// A second program sees a change of the catalog within 2 s: the watcher's signal on both engines (notifications on
// PostgreSQL, the revision poll on SQLite).
#include "catalog/enginecatalogs.h"
#include "catalogdatabase.h"
#include "catalogwatcher.h"
#include "support/testsupport.h"

#include <QCoreApplication>
#include <QElapsedTimer>

using namespace aip;
using aiptest::EngineCatalogs;

TEST_CASE("a price changed by another program is announced to a watcher within 2 s")
{
    EngineCatalogs scratch;
    for (const QString &engine : scratch.engines()) {
        INFO(engine.toStdString());
        const QString where = scratch.create(engine);
        CatalogDatabase editor;
        REQUIRE(editor.open(where));
        CatalogWatcher watcher(where);
        REQUIRE(watcher.isWatching());
        CHECK(watcher.isListening() == (engine == QLatin1String("postgresql")));
        qint64 announced = -1;
        QObject::connect(&watcher, &CatalogWatcher::catalogChanged, [&](qint64 r) { announced = r; });

        Part p = editor.parts().constFirst();
        p.price += 7;
        QElapsedTimer t;
        t.start();
        REQUIRE(editor.upsertPart(p));
        while (announced < 0 && t.elapsed() < 3000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        const qint64 ms = t.elapsed();
        WARN(engine.toStdString() << ": the change reached the watcher in " << ms << " ms");
        CHECK(announced == editor.revision());
        CHECK(ms <= 2000);
    }
}
