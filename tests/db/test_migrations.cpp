// Schema migrations: from an empty file and from every older version, in one transaction, after a backup.
#include "catalogdatabase.h"
#include "catalogschema.h"
#include "db/catalogtestutil.h"
#include "seedsync.h"
#include "support/testsupport.h"

#include <QFile>
#include <QTemporaryDir>

using namespace aip;
using aiptest::RawDb;

namespace {

// A catalog file at schema `version` holding one GPU, written the way that version's program wrote it.
void createAtVersion(const QString &path, int version)
{
    RawDb raw(path);
    REQUIRE(raw.exec(QStringLiteral("BEGIN")));
    REQUIRE(migrateCatalogSchema(raw.db(), 0, version).isEmpty());
    REQUIRE(raw.exec(QStringLiteral("INSERT INTO parts (sku, category, vendor, model, price, currency, price_date, "
                                    "source, notes) VALUES ('old-gpu', 'gpu', 'Old', 'Old GPU', 100, 'USD', '2020', "
                                    "'test', '')")));
    // From version 5 on, gpu_specs ends with the architecture.
    REQUIRE(raw.exec(QStringLiteral("INSERT INTO gpu_specs VALUES ('old-gpu', 1, 2, 3, 4, 5, 0, 16, 300, 0, 3, 16, "
                                    "'pcie', '', 2, 75%1)")
                         .arg(version >= 5 ? QStringLiteral(", ''") : QString())));
    REQUIRE(raw.exec(QStringLiteral("COMMIT")));
}

QString freshSchema(const QString &dirPath)
{
    const QString path = dirPath + QStringLiteral("/fresh.db");
    {
        CatalogDatabase db;
        REQUIRE(db.open(path));
    }
    RawDb raw(path);
    return raw.schemaText();
}

} // namespace

TEST_CASE("an empty file gets the whole schema and the seed")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("empty.db"));
    REQUIRE(aiptest::writeFile(path, {}));
    CatalogDatabase db;
    REQUIRE(db.open(path));
    CHECK(db.parts().size() >= 150);
    CHECK(db.backupPath().isEmpty());
    db.close();
    RawDb raw(path);
    CHECK(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt() == kCatalogSchemaVersion);
    CHECK(raw.schemaText() == freshSchema(dir.path()));
}

TEST_CASE("every older version migrates to the current schema, keeping its parts, after a backup")
{
    QTemporaryDir dir;
    const QString expected = freshSchema(dir.path());
    for (int version = 1; version < kCatalogSchemaVersion; ++version) {
        INFO("from version " << version);
        const QString path = dir.filePath(QStringLiteral("v%1.db").arg(version));
        createAtVersion(path, version);
        CatalogDatabase db;
        REQUIRE(db.open(path));
        // The user's own parts stay as they were. This catalog has none of the seed's parts and never had (no
        // history of them): each is new to it and added once (seedsync.h).
        const auto old = db.part(QStringLiteral("old-gpu"));
        REQUIRE(old);
        CHECK(old->gpu.bf16Tflops == 5);
        CHECK(old->estimated == false);
        CHECK(db.addedSeedParts().size() == bundledSeed().parts.size());
        CHECK(db.parts().size() == 1 + bundledSeed().parts.size());
        // The backup is the file as it was.
        REQUIRE(QFile::exists(db.backupPath()));
        {
            RawDb backup(db.backupPath());
            CHECK(backup.scalar(QStringLiteral("PRAGMA user_version")).toInt() == version);
        }
        db.close();
        RawDb raw(path);
        CHECK(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt() == kCatalogSchemaVersion);
        CHECK(raw.schemaText() == expected);
    }
}

TEST_CASE("a migration that fails changes nothing")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v1.db"));
    createAtVersion(path, 1);
    {
        // Make step 2 fail half-way: its second statement finds the column there already.
        RawDb raw(path);
        REQUIRE(raw.exec(QStringLiteral("ALTER TABLE parts ADD COLUMN estimated INTEGER")));
    }
    CatalogDatabase db;
    CHECK_FALSE(db.open(path));
    CHECK(db.errorString().contains(QStringLiteral("schema step 2")));
    RawDb raw(path);
    CHECK(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt() == 1);
    // Step 2's first statement (name_zh) was rolled back with the rest.
    CHECK_FALSE(raw.exec(QStringLiteral("SELECT name_zh FROM parts")));
    CHECK(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM parts")).toInt() == 1);
}

TEST_CASE("foreign keys are enforced: attributes go with their part")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.db"));
    CatalogDatabase db;
    REQUIRE(db.open(path));
    REQUIRE(db.upsertPart(aiptest::sampleGpu(QStringLiteral("fk-gpu"))));
    REQUIRE(db.removePart(QStringLiteral("fk-gpu")));
    db.close();
    RawDb raw(path);
    CHECK(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM gpu_specs WHERE sku = 'fk-gpu'")).toInt() == 0);
}
