// What the GUI asks of a team catalog, on both engines (issue 19): whether this user may edit (the server's grants
// for a reader; a file's permissions; never offline), who the catalog records as the author, the session's
// password reaching the connection without being part of its name, and the schema-5 migration (gpu_architecture)
// of a version-4 catalog on SQLite and on PostgreSQL.
#include "catalog/enginecatalogs.h"
#include "catalogcredentials.h"
#include "catalogdatabase.h"
#include "catalogschema.h"
#include "support/testsupport.h"

#include <QSqlQuery>
#include <QUrl>

using namespace aip;
using aiptest::EngineCatalogs;

TEST_CASE("a version-4 catalog on either engine gets gpu_architecture on migration")
{
    EngineCatalogs scratch;
    for (const QString &engine : scratch.engines()) {
        INFO(engine.toStdString());
        const QString where = scratch.create(engine);
        QString error;
        const auto location = CatalogLocation::parse(where, &error);
        REQUIRE(location);
        const CatalogDialect dialect(location->engine);
        const QString name = QStringLiteral("v4-%1").arg(engine);
        {
            QSqlDatabase raw = dialect.addConnection(*location, name);
            REQUIRE(raw.open());
            REQUIRE(raw.transaction());
            REQUIRE(migrateCatalogSchema(raw, dialect, 0, 4).isEmpty());
            QSqlQuery q(raw);
            for (const char *sku : {"nvidia-rtx-5090", "my-h100", "old-gpu"}) {
                const QString model = QString::fromLatin1(sku) == QLatin1String("my-h100")
                    ? QStringLiteral("H100 PCIe 80GB (own price)")
                    : QStringLiteral("Some GPU");
                REQUIRE(q.prepare(QStringLiteral("INSERT INTO parts (sku, category, vendor, model, price, currency, "
                                                 "price_date, source, notes) VALUES (?, 'gpu', 'V', ?, 100, 'USD', "
                                                 "'2020', 'test', '')")));
                q.addBindValue(QString::fromLatin1(sku));
                q.addBindValue(model);
                INFO(q.lastError().text().toStdString());
                REQUIRE(q.exec());
                REQUIRE(q.prepare(QStringLiteral("INSERT INTO gpu_specs VALUES (?, 1, 2, 3, 4, 5, 0, 16, 300, 0, 3, "
                                                 "16, 'pcie', '', 2, 75)")));
                q.addBindValue(QString::fromLatin1(sku));
                REQUIRE(q.exec());
            }
            REQUIRE(raw.commit());
            raw.close();
        }
        QSqlDatabase::removeDatabase(name);

        CatalogDatabase db;
        db.setOfflineCopyPath(QString());
        REQUIRE(db.open(where));
        CHECK(db.schemaVersion() == kCatalogSchemaVersion);
        CHECK(db.part(QStringLiteral("my-h100"))->gpu.architecture == QStringLiteral("hopper")); // from its name
        CHECK(db.part(QStringLiteral("old-gpu"))->gpu.architecture.isEmpty());                   // unknown
        // The migrated catalog takes an architecture and reads it back.
        Part edited = *db.part(QStringLiteral("old-gpu"));
        edited.gpu.architecture = QStringLiteral("ampere");
        REQUIRE(db.upsertPart(edited));
        CHECK(db.part(QStringLiteral("old-gpu"))->gpu.architecture == QStringLiteral("ampere"));
    }
}

TEST_CASE("an editor may edit, a reader role on the server may not, and the program can tell which")
{
    EngineCatalogs scratch;
    for (const QString &engine : scratch.engines()) {
        INFO(engine.toStdString());
        const QString where = scratch.create(engine);
        CatalogDatabase owner;
        owner.setOfflineCopyPath(QString());
        REQUIRE(owner.open(where));
        CHECK(owner.canEdit());
        CHECK_FALSE(owner.currentUser().isEmpty());
        if (engine != QLatin1String("postgresql"))
            continue;
        for (const char *sql : {"DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'aip_reader') "
                                "THEN CREATE ROLE aip_reader LOGIN; END IF; END $$",
                                "GRANT SELECT ON ALL TABLES IN SCHEMA public TO aip_reader"}) {
            QSqlQuery q(owner.connection());
            REQUIRE(q.exec(QString::fromLatin1(sql)));
        }
        QUrl url(where);
        url.setUserName(QStringLiteral("aip_reader"));
        CatalogDatabase reader;
        reader.setOfflineCopyPath(QString());
        REQUIRE(reader.open(url.toString()));
        CHECK(reader.currentUser() == QStringLiteral("aip_reader"));
        CHECK_FALSE(reader.canEdit());
        // What the GUI shows agrees with what the server enforces.
        Part p = reader.parts().constFirst();
        p.price += 1;
        CHECK_FALSE(reader.upsertPart(p));
    }
}

TEST_CASE("a password held for the session reaches the connection and is no part of its name")
{
    QString error;
    const auto where = CatalogLocation::parse(QStringLiteral("postgresql://anna@db.example:5433/aip"), &error);
    REQUIRE(where);
    const CatalogDialect dialect(CatalogEngine::Postgres);
    {
        QSqlDatabase before = dialect.addConnection(*where, QStringLiteral("pw-before"));
        CHECK(before.password().isEmpty());
    }
    QSqlDatabase::removeDatabase(QStringLiteral("pw-before"));
    setSessionPassword(*where, QStringLiteral("s3cret"));
    {
        QSqlDatabase with = dialect.addConnection(*where, QStringLiteral("pw-with"));
        CHECK(with.password() == QStringLiteral("s3cret"));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("pw-with"));
    CHECK_FALSE(where->displayName().contains(QStringLiteral("s3cret")));
    // Another server does not get it; forgetting it removes it.
    const auto other = CatalogLocation::parse(QStringLiteral("postgresql://anna@db.example:5433/other"), &error);
    REQUIRE(other);
    CHECK(sessionPassword(*other).isEmpty());
    setSessionPassword(*where, QString());
    CHECK(sessionPassword(*where).isEmpty());
}
