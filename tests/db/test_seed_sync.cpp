// Parts new to the program's bundled seed reach a catalog made from an older seed once, and nothing the user did is
// undone (db/seedsync.h): a removed part stays removed, an own part with a seed SKU stays the user's, and a catalog
// with nothing new is opened without a write.
#include "catalogdatabase.h"
#include "catalogschema.h"
#include "db/catalogtestutil.h"
#include "seedsync.h"
#include "support/testsupport.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>

using namespace aip;
using aiptest::RawDb;

namespace {

// Parts of the seed the tests take away: a GPU built into no system, the cloud instance of it, and another cloud
// instance (of the MI300X, which stays).
const QString kL40s = QStringLiteral("nvidia-l40s");
const QString kRunpodL40s = QStringLiteral("runpod-l40s-4x");
const QString kDigitalOcean = QStringLiteral("digitalocean-gpu-mi300x1-192gb");

std::optional<Part> seedPart(const QString &sku)
{
    for (const Part &p : bundledSeed().parts) {
        if (p.sku == sku)
            return p;
    }
    return std::nullopt;
}

QString createCatalog(const QTemporaryDir &dir, const QString &name)
{
    const QString path = dir.filePath(name);
    CatalogDatabase db;
    REQUIRE(db.open(path));
    return path;
}

// Makes the catalog at `path` look as if it had been created from a seed without `skus`.
void forgetSeedParts(const QString &path, const QStringList &skus)
{
    RawDb raw(path);
    REQUIRE(raw.exec(QStringLiteral("PRAGMA foreign_keys = ON")));
    for (const QString &sku : skus) {
        REQUIRE(raw.exec(QStringLiteral("DELETE FROM parts WHERE sku = '%1'").arg(sku)));
        REQUIRE(raw.exec(QStringLiteral("DELETE FROM seed_offered WHERE sku = '%1'").arg(sku)));
    }
}

QSet<QString> asSet(const QStringList &list)
{
    return QSet<QString>(list.cbegin(), list.cend());
}

qint64 offeredCount(const QString &path)
{
    RawDb raw(path);
    return raw.scalar(QStringLiteral("SELECT COUNT(*) FROM seed_offered")).toLongLong();
}

// The user removes an offered seed part; the next open neither adds it back nor reports it.
void removedStaysRemoved(const QString &path, const QString &sku)
{
    {
        CatalogDatabase db;
        REQUIRE(db.open(path));
        REQUIRE(db.removePart(sku));
    }
    CatalogDatabase db;
    REQUIRE(db.open(path));
    CHECK(db.addedSeedParts().isEmpty());
    CHECK_FALSE(db.part(sku));
}

} // namespace

TEST_CASE("the seed has the parts these tests take away")
{
    REQUIRE(bundledSeed().ok());
    REQUIRE(seedPart(kL40s));
    REQUIRE(seedPart(kRunpodL40s));
    REQUIRE(seedPart(kDigitalOcean));
    CHECK(seedPart(kRunpodL40s)->cloud.gpuSku == kL40s);
}

TEST_CASE("a new catalog has been offered every seed part")
{
    QTemporaryDir dir;
    const QString path = createCatalog(dir, QStringLiteral("new.db"));
    CHECK(offeredCount(path) == bundledSeed().parts.size());
    CatalogDatabase db;
    REQUIRE(db.open(path));
    CHECK(db.addedSeedParts().isEmpty());
}

TEST_CASE("a catalog made from an older seed gains exactly the parts new to the seed and only once")
{
    QTemporaryDir dir;
    const QString path = createCatalog(dir, QStringLiteral("old.db"));
    const qint64 seedParts = aiptest::partCount(path);
    forgetSeedParts(path, {kL40s, kRunpodL40s, kDigitalOcean});
    REQUIRE(aiptest::partCount(path) == seedParts - 3);
    qint64 revisionBefore = 0;
    {
        RawDb raw(path);
        revisionBefore = raw.scalar(QStringLiteral("SELECT revision FROM catalog_revision")).toLongLong();
    }

    CatalogDatabase db;
    REQUIRE(db.open(path));
    CHECK(db.errorString().isEmpty());
    // In the seed's order; the cloud instance of the L40S comes with its GPU.
    CHECK(db.addedSeedParts() == QStringList({kL40s, kDigitalOcean, kRunpodL40s}));
    CHECK(db.parts().size() == seedParts);
    const auto added = db.part(kDigitalOcean);
    REQUIRE(added);
    CHECK(added->price == seedPart(kDigitalOcean)->price);
    CHECK(added->cloud.onDemandPerHour == seedPart(kDigitalOcean)->cloud.onDemandPerHour);
    // Recorded as a change of the catalog, by whom and from where.
    CHECK(db.revision() == revisionBefore + 1);
    const QList<PartChange> history = db.history(kDigitalOcean);
    REQUIRE(history.size() == 1);
    CHECK(history.constFirst().field == QStringLiteral("part"));
    CHECK(history.constFirst().source == QStringLiteral("bundled catalog"));
    CHECK(offeredCount(path) == bundledSeed().parts.size());
    db.close();

    // Once: the next open finds nothing new and changes nothing.
    CatalogDatabase again;
    REQUIRE(again.open(path));
    CHECK(again.addedSeedParts().isEmpty());
    CHECK(again.revision() == revisionBefore + 1);
}

TEST_CASE("a seed part the user removed after it was offered is not added again")
{
    QTemporaryDir dir;
    const QString path = createCatalog(dir, QStringLiteral("removed.db"));
    removedStaysRemoved(path, kDigitalOcean);
}

TEST_CASE("a user's own part with a seed SKU is neither overwritten nor reported")
{
    QTemporaryDir dir;
    const QString path = createCatalog(dir, QStringLiteral("own.db"));
    forgetSeedParts(path, {kDigitalOcean});
    {
        RawDb raw(path);
        // The user's own part under the SKU the seed gains later: another price and provider.
        REQUIRE(raw.exec(QStringLiteral("INSERT INTO parts (sku, category, vendor, model, price, currency, price_date, "
                                        "source, notes) VALUES ('%1', 'cloud', 'Me', 'My droplet', 0, 'USD', "
                                        "'2026-01', 'own quote', '')")
                             .arg(kDigitalOcean)));
        REQUIRE(raw.exec(QStringLiteral("INSERT INTO cloud_specs (sku, provider, gpu_sku, gpu_count, vcpus, memory_gb, "
                                        "network_gbps, nvlink_gbs, sharp, on_demand_per_hour, region) VALUES ('%1', "
                                        "'My cloud', 'amd-mi300x', 1, 20, 240, 10, 0, 0, 1.23, 'home')")
                             .arg(kDigitalOcean)));
    }
    {
        CatalogDatabase db;
        REQUIRE(db.open(path));
        CHECK(db.addedSeedParts().isEmpty());
        const auto own = db.part(kDigitalOcean);
        REQUIRE(own);
        CHECK(own->model == QStringLiteral("My droplet"));
        CHECK(own->cloud.provider == QStringLiteral("My cloud"));
        CHECK(own->cloud.onDemandPerHour == 1.23);
    }
    // Recorded as offered: removing it later does not bring the seed's part back.
    CHECK(offeredCount(path) == bundledSeed().parts.size());
    removedStaysRemoved(path, kDigitalOcean);
}

TEST_CASE("a new cloud instance of a GPU the user removed is not added")
{
    QTemporaryDir dir;
    const QString path = createCatalog(dir, QStringLiteral("gpu-removed.db"));
    forgetSeedParts(path, {kRunpodL40s});
    {
        RawDb raw(path);
        REQUIRE(raw.exec(QStringLiteral("DELETE FROM parts WHERE sku = '%1'").arg(kL40s))); // offered, then removed
    }
    CatalogDatabase db;
    REQUIRE(db.open(path));
    CHECK(db.addedSeedParts().isEmpty());
    CHECK_FALSE(db.part(kRunpodL40s));
    CHECK_FALSE(db.part(kL40s));
    CHECK(offeredCount(path) == bundledSeed().parts.size());
}

TEST_CASE("opening a catalog with nothing new from the seed writes nothing")
{
    QTemporaryDir dir;
    const QString path = createCatalog(dir, QStringLiteral("current.db"));
    const QByteArray before = QCryptographicHash::hash(aiptest::readFile(path), QCryptographicHash::Sha256);
    const QDateTime modified = QFileInfo(path).lastModified();
    {
        CatalogDatabase db;
        REQUIRE(db.open(path));
        CHECK(db.addedSeedParts().isEmpty());
        CHECK_FALSE(db.loadCatalog().parts().isEmpty());
    }
    CHECK(QCryptographicHash::hash(aiptest::readFile(path), QCryptographicHash::Sha256) == before);
    CHECK(QFileInfo(path).lastModified() == modified);
}

TEST_CASE("a catalog that cannot be written opens without the new parts and without an error")
{
    QTemporaryDir dir;
    const QString path = createCatalog(dir, QStringLiteral("locked.db"));
    forgetSeedParts(path, {kDigitalOcean});
    SECTION("another program holds the write lock")
    {
        RawDb other(path);
        REQUIRE(other.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        CatalogDatabase db; // waits for SQLite's busy timeout (5 s), then opens without them
        REQUIRE(db.open(path));
        CHECK(db.errorString().isEmpty());
        CHECK(db.addedSeedParts().isEmpty());
        CHECK_FALSE(db.part(kDigitalOcean));
        CHECK_FALSE(db.parts().isEmpty());
        other.exec(QStringLiteral("ROLLBACK"));
        db.close();
        // The next open that can write adds them.
        REQUIRE(db.open(path));
        CHECK(db.addedSeedParts() == QStringList({kDigitalOcean}));
    }
    SECTION("the file is read-only")
    {
        QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther);
        QFile probe(path);
        if (probe.open(QIODevice::ReadWrite)) {
            SUCCEED("running with privileges that ignore file permissions; nothing to check");
        } else {
            CatalogDatabase db;
            REQUIRE(db.open(path));
            CHECK(db.errorString().isEmpty());
            CHECK(db.addedSeedParts().isEmpty());
            CHECK_FALSE(db.part(kDigitalOcean));
            CHECK_FALSE(db.parts().isEmpty());
        }
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    }
}

TEST_CASE("a version-5 catalog keeps the user's parts prices and removals and gains the seed's new parts")
{
    QTemporaryDir dir;
    const QString path = createCatalog(dir, QStringLiteral("v5.db"));
    const QString edited = QStringLiteral("aws-p5en.48xlarge");
    const QString removed = QStringLiteral("runpod-h100-sxm-8x");
    REQUIRE(seedPart(edited));
    REQUIRE(seedPart(removed));
    {
        // What the user did with version 5: a price of their own, a part removed, a part of their own.
        CatalogDatabase db;
        REQUIRE(db.open(path));
        Part p = *db.part(edited);
        p.price = 4242;
        p.cloud.onDemandPerHour = 77.5;
        REQUIRE(db.upsertPart(p));
        REQUIRE(db.removePart(removed));
        REQUIRE(db.upsertPart(aiptest::sampleGpu(QStringLiteral("my-gpu"))));
    }
    // The version-5 seed lacked two parts; version 5 had no seed_offered table.
    forgetSeedParts(path, {kL40s, kRunpodL40s});
    {
        RawDb raw(path);
        REQUIRE(raw.exec(QStringLiteral("DROP TABLE seed_offered")));
        REQUIRE(raw.exec(QStringLiteral("PRAGMA user_version = 5")));
    }

    CatalogDatabase db;
    REQUIRE(db.open(path));
    CHECK(db.schemaVersion() == kCatalogSchemaVersion);
    // The file as it was is kept beside it.
    CHECK(db.backupPath() == path + QStringLiteral(".v5.bak"));
    CHECK(QFile::exists(db.backupPath()));
    CHECK(asSet(db.addedSeedParts()) == QSet<QString>({kL40s, kRunpodL40s}));
    CHECK(db.part(edited)->price == 4242);
    CHECK(db.part(edited)->cloud.onDemandPerHour == 77.5);
    CHECK_FALSE(db.part(removed)); // its removal is in the history: it was offered
    REQUIRE(db.part(QStringLiteral("my-gpu")));
    CHECK(db.part(QStringLiteral("my-gpu"))->price == 1234.5);
    CHECK(offeredCount(path) == bundledSeed().parts.size());
}
