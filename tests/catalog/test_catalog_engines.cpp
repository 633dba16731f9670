// The catalog on both engines, SQLite and PostgreSQL (a throwaway server, see enginecatalogs.h): the schema and the
// seed from empty, the CSV round trip, two writers at once, a conflicting edit refused with who and when, the
// history of every change, and a reader role refused by the server.
#include "catalog/enginecatalogs.h"
#include "catalogdatabase.h"
#include "catalogschema.h"
#include "support/testsupport.h"

#include <QDateTime>
#include <QDir>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUrl>

#include <thread>

using namespace aip;
using aiptest::EngineCatalogs;

namespace {

QHash<QString, double> pricesOf(CatalogDatabase &db)
{
    QHash<QString, double> out;
    for (const Part &p : db.parts())
        out.insert(p.sku, p.price);
    return out;
}

} // namespace

TEST_CASE("a new catalog on each engine gets the whole schema and the seed, once")
{
    EngineCatalogs scratch;
    for (const QString &engine : scratch.engines()) {
        INFO(engine.toStdString());
        const QString where = scratch.create(engine);
        qsizetype count = 0;
        {
            CatalogDatabase db;
            REQUIRE(db.open(where));
            CHECK(db.engine() == (engine == QLatin1String("sqlite") ? CatalogEngine::Sqlite : CatalogEngine::Postgres));
            count = db.parts().size();
            CHECK(count >= 150);
            CHECK(db.schemaVersion() == kCatalogSchemaVersion);
            CHECK(db.revision() == 0);
            CHECK(db.history().isEmpty()); // the seed is the starting point, not a change
        }
        CatalogDatabase again;
        REQUIRE(again.open(where));
        CHECK(again.parts().size() == count);
    }
}

TEST_CASE("a URL is never a file, and a server that does not answer says so")
{
    QTemporaryDir dir;
    const QString cwd = QDir::currentPath();
    REQUIRE(QDir::setCurrent(dir.path()));
    CatalogDatabase db;
    CHECK_FALSE(db.open(QStringLiteral("postgresql://nobody@127.0.0.1:1/none")));
    CHECK(db.errorString().contains(QStringLiteral("postgresql://nobody@127.0.0.1:1/none")));
    CHECK_FALSE(db.open(QStringLiteral("postgresql://secret-user:secret-password@/")));
    CHECK_FALSE(db.errorString().contains(QStringLiteral("secret-password")));
    CHECK(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
    QDir::setCurrent(cwd);
}

TEST_CASE("export, import into a new catalog, export again gives the same bytes, across engines")
{
    EngineCatalogs scratch;
    QTemporaryDir dir;
    const QStringList engines = scratch.engines();
    QByteArray first;
    for (const QString &engine : engines) {
        INFO(engine.toStdString());
        CatalogDatabase db;
        REQUIRE(db.open(scratch.create(engine)));
        if (first.isEmpty()) {
            // A changed price and a new part, so the round trip carries more than the seed.
            Part p = db.parts().constFirst();
            p.price = 4321.25;
            REQUIRE(db.upsertPart(p));
            p.sku = QStringLiteral("round-trip-extra");
            REQUIRE(db.upsertPart(p));
            const QString out = dir.filePath(QStringLiteral("first.csv"));
            REQUIRE(db.exportCsv(out));
            first = aiptest::readFile(out);
            continue;
        }
        const QString in = dir.filePath(QStringLiteral("first.csv"));
        const CatalogImportResult r = db.importCsv(in);
        INFO(r.errorText().toStdString());
        REQUIRE(r.ok);
        CHECK(r.added == 1);
        const QString out = dir.filePath(QStringLiteral("again-%1.csv").arg(engine));
        REQUIRE(db.exportCsv(out));
        CHECK(aiptest::readFile(out) == first);
    }
    // With one engine the round trip is within it.
    if (engines.size() == 1) {
        CatalogDatabase db;
        REQUIRE(db.open(scratch.create(engines.constFirst())));
        REQUIRE(db.importCsv(dir.filePath(QStringLiteral("first.csv"))).ok);
        REQUIRE(db.exportCsv(dir.filePath(QStringLiteral("again.csv"))));
        CHECK(aiptest::readFile(dir.filePath(QStringLiteral("again.csv"))) == first);
    }
}

TEST_CASE("two imports at once both apply and nothing is lost")
{
    EngineCatalogs scratch;
    for (const QString &engine : scratch.engines()) {
        INFO(engine.toStdString());
        const QString where = scratch.create(engine);
        QList<Part> halves[2];
        QHash<QString, double> before;
        {
            CatalogDatabase db;
            REQUIRE(db.open(where));
            before = pricesOf(db);
            const QList<Part> all = db.parts();
            for (qsizetype i = 0; i < all.size(); ++i) {
                Part p = all.at(i);
                p.price = p.price * (i % 2 ? 1.2 : 1.1) + 1;
                halves[i % 2].append(p);
            }
        }
        bool ok[2] = {false, false};
        QString errors[2];
        auto importHalf = [&](int h) {
            CatalogDatabase db; // its own connection, in its own thread
            if (!db.open(where)) {
                errors[h] = db.errorString();
                return;
            }
            const CatalogImportResult r = db.importParts(halves[h]);
            ok[h] = r.ok;
            errors[h] = r.errorText();
        };
        std::thread a(importHalf, 0);
        std::thread b(importHalf, 1);
        a.join();
        b.join();
        INFO(errors[0].toStdString() << " / " << errors[1].toStdString());
        CHECK(ok[0]);
        CHECK(ok[1]);
        CatalogDatabase db;
        REQUIRE(db.open(where));
        const QHash<QString, double> after = pricesOf(db);
        int changed = 0;
        for (const auto &half : halves) {
            for (const Part &p : half)
                changed += std::abs(after.value(p.sku) - p.price) < 1e-9 ? 1 : 0;
        }
        CHECK(changed == before.size());
        CHECK(db.revision() == 2);
    }
}

TEST_CASE("a save against a part someone else changed is refused with who and when, and nothing is lost")
{
    EngineCatalogs scratch;
    for (const QString &engine : scratch.engines()) {
        INFO(engine.toStdString());
        const QString where = scratch.create(engine);
        CatalogDatabase mine;
        CatalogDatabase theirs;
        REQUIRE(mine.open(where));
        REQUIRE(theirs.open(where));
        const Part original = mine.parts().constFirst();
        const auto start = mine.partStamp(original.sku);
        REQUIRE(start);

        Part theirEdit = original;
        theirEdit.price = original.price + 111;
        REQUIRE(theirs.savePart(theirEdit, start->version).ok);

        Part myEdit = original;
        myEdit.price = original.price + 222;
        const CatalogEditResult refused = mine.savePart(myEdit, start->version);
        CHECK_FALSE(refused.ok);
        CHECK(refused.conflict);
        CHECK(refused.current.version == start->version + 1);
        CHECK_FALSE(refused.current.changedBy.isEmpty());
        CHECK(refused.error.contains(refused.current.changedBy));
        CHECK(refused.error.contains(refused.current.changedAt));
        CHECK(mine.part(original.sku)->price == theirEdit.price); // theirs kept

        // Keeping mine is a save at the version now stored; both edits stay in the history.
        REQUIRE(mine.savePart(myEdit, refused.current.version).ok);
        CHECK(theirs.part(original.sku)->price == myEdit.price);
        const QList<PartChange> history = theirs.history(original.sku);
        REQUIRE(history.size() == 2);
        CHECK(history.at(0).field == QLatin1String("price"));
        CHECK(history.at(0).newValue.toDouble() == myEdit.price);
        CHECK(history.at(0).oldValue.toDouble() == theirEdit.price);
        CHECK(history.at(1).oldValue.toDouble() == original.price);
    }
}

TEST_CASE("every change of a part is recorded with who, when, field, old and new value and source")
{
    EngineCatalogs scratch;
    QTemporaryDir dir;
    for (const QString &engine : scratch.engines()) {
        INFO(engine.toStdString());
        CatalogDatabase db;
        REQUIRE(db.open(scratch.create(engine)));
        const QList<Part> all = db.parts();
        Part changed = all.at(3);
        changed.price += 10;
        const QString csv = dir.filePath(QStringLiteral("prices.csv"));
        // One part changed, one unchanged: only the change is recorded.
        REQUIRE(aiptest::writeFile(csv, writePartsCsv({changed, all.at(4)})));
        const qint64 revision = db.revision().value_or(-1);
        REQUIRE(db.importCsv(csv).ok);
        CHECK(db.revision() == revision + 1);
        const QList<PartChange> history = db.history();
        REQUIRE(history.size() == 1);
        const PartChange &c = history.constFirst();
        CHECK(c.sku == changed.sku);
        CHECK(c.field == QLatin1String("price"));
        CHECK(c.oldValue.toDouble() == all.at(3).price);
        CHECK(c.newValue.toDouble() == changed.price);
        CHECK(c.source == QLatin1String("import prices.csv"));
        CHECK_FALSE(c.changedBy.isEmpty());
        CHECK(QDateTime::fromString(c.changedAt, Qt::ISODateWithMs).isValid());
    }
}

TEST_CASE("a reader role is refused a write by the PostgreSQL server")
{
    EngineCatalogs scratch;
    if (!scratch.engines().contains(QStringLiteral("postgresql")))
        return; // engines() has said SKIP
    const QString where = scratch.create(QStringLiteral("postgresql"));
    {
        CatalogDatabase admin;
        REQUIRE(admin.open(where)); // creates the schema as the owner
        for (const char *sql : {"DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'aip_reader') "
                                "THEN CREATE ROLE aip_reader LOGIN; END IF; END $$",
                                "GRANT SELECT ON ALL TABLES IN SCHEMA public TO aip_reader"}) {
            QSqlQuery q(admin.connection());
            INFO(sql);
            REQUIRE(q.exec(QString::fromLatin1(sql)));
        }
    }
    QUrl url(where);
    url.setUserName(QStringLiteral("aip_reader"));
    CatalogDatabase reader;
    REQUIRE(reader.open(url.toString()));
    const QList<Part> parts = reader.parts();
    CHECK(parts.size() >= 150);
    Part p = parts.constFirst();
    p.price += 1;
    CHECK_FALSE(reader.upsertPart(p));
    CHECK(reader.errorString().contains(QStringLiteral("permission denied")));
}
