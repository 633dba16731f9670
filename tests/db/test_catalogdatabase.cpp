// The catalog database: created from the bundled seed, refusing files it cannot use, and its repository API.
#include "catalogdatabase.h"
#include "catalogschema.h"
#include "db/catalogtestutil.h"
#include "support/testsupport.h"

#include <QFile>
#include <QSqlDatabase>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace aip;
using aiptest::RawDb;

TEST_CASE("the user's catalog lives in the application data folder")
{
    const QString path = CatalogDatabase::defaultPath();
    CHECK(path.endsWith(QStringLiteral("/catalog.db")));
    CHECK(path.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
}

TEST_CASE("the seed catalog is compiled into the program")
{
    QFile seed(CatalogDatabase::seedResourcePath());
    REQUIRE(seed.open(QIODevice::ReadOnly));
    CHECK(seed.readLine().startsWith("sku,category,vendor,model"));
}

TEST_CASE("a path that does not exist is created from the seed, folders included")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/folder/catalog.db"));
    CatalogDatabase db;
    const bool opened = db.open(path);
    INFO(db.errorString().toStdString());
    REQUIRE(opened);
    CHECK(QFile::exists(path));
    CHECK(db.backupPath().isEmpty());
    const QList<Part> parts = db.parts();
    CHECK(parts.size() >= 150);
    CHECK(db.parts(PartCategory::Gpu).size() >= 20);
    const auto h100 = db.part(QStringLiteral("nvidia-h100-sxm5-80gb"));
    REQUIRE(h100);
    CHECK(h100->gpu.memoryGB == 80);
    CHECK(db.loadCatalog().size() == parts.size());
    db.close();
    RawDb raw(path);
    CHECK(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt() == kCatalogSchemaVersion);
}

TEST_CASE("each database has its own connection, removed when it is destroyed")
{
    QTemporaryDir dir;
    const qsizetype before = QSqlDatabase::connectionNames().size();
    {
        CatalogDatabase a, b;
        REQUIRE(a.open(dir.filePath(QStringLiteral("a.db"))));
        REQUIRE(b.open(dir.filePath(QStringLiteral("b.db"))));
        CHECK(QSqlDatabase::connectionNames().size() == before + 2);
        REQUIRE(a.removePart(QStringLiteral("nvidia-rtx-4090")));
        CHECK_FALSE(a.part(QStringLiteral("nvidia-rtx-4090")).has_value());
        CHECK(b.part(QStringLiteral("nvidia-rtx-4090")).has_value());
    }
    CHECK(QSqlDatabase::connectionNames().size() == before);
}

TEST_CASE("files that are not usable catalogs are refused with a reason and left as they were")
{
    QTemporaryDir dir;
    CatalogDatabase db;

    SECTION("random bytes")
    {
        const QString path = dir.filePath(QStringLiteral("random.db"));
        QByteArray junk;
        for (int i = 0; i < 20000; ++i)
            junk.append(char((i * 7919) % 251));
        REQUIRE(aiptest::writeFile(path, junk));
        CHECK_FALSE(db.open(path));
        CHECK(db.errorString().contains(QStringLiteral("not a catalog database")));
        CHECK(aiptest::readFile(path) == junk);
    }
    SECTION("a truncated catalog")
    {
        const QString good = dir.filePath(QStringLiteral("good.db"));
        {
            CatalogDatabase seeded;
            REQUIRE(seeded.open(good));
        }
        const QByteArray bytes = aiptest::readFile(good);
        REQUIRE(bytes.size() > 8192);
        const QString path = dir.filePath(QStringLiteral("truncated.db"));
        REQUIRE(aiptest::writeFile(path, bytes.left(bytes.size() / 2)));
        CHECK_FALSE(db.open(path));
        CHECK_FALSE(db.errorString().isEmpty());
        CHECK(db.errorString().contains(path));
    }
    SECTION("a catalog of a newer program")
    {
        const QString path = dir.filePath(QStringLiteral("newer.db"));
        {
            CatalogDatabase seeded;
            REQUIRE(seeded.open(path));
        }
        {
            RawDb raw(path);
            REQUIRE(raw.exec(QStringLiteral("PRAGMA user_version = 99")));
        }
        CHECK_FALSE(db.open(path));
        CHECK(db.errorString().contains(QStringLiteral("newer")));
    }
    SECTION("a folder")
    {
        CHECK_FALSE(db.open(dir.path()));
        CHECK(db.errorString().contains(QStringLiteral("folder")));
    }
    SECTION("a file another program is writing: read at once, written when the other is done")
    {
        const QString path = dir.filePath(QStringLiteral("locked.db"));
        {
            CatalogDatabase seeded;
            REQUIRE(seeded.open(path));
        }
        RawDb other(path);
        REQUIRE(other.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        // Issue 22: opening took a write lock, so every reader failed during an import.
        REQUIRE(db.open(path));
        CHECK_FALSE(db.parts().isEmpty());
        CHECK_FALSE(db.upsertPart(aiptest::sampleGpu(QStringLiteral("while-locked"))));
        CHECK(db.errorString().contains(QStringLiteral("locked")));
        other.exec(QStringLiteral("ROLLBACK"));
        CHECK(db.upsertPart(aiptest::sampleGpu(QStringLiteral("while-locked"))));
    }
    SECTION("a read-only file")
    {
        const QString path = dir.filePath(QStringLiteral("readonly.db"));
        {
            CatalogDatabase seeded;
            REQUIRE(seeded.open(path));
        }
        QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther);
        QFile probe(path);
        if (probe.open(QIODevice::ReadWrite)) {
            SUCCEED("running with privileges that ignore file permissions; nothing to check");
        } else {
            // Read-only catalogs serve every read; only a write is refused, saying why.
            REQUIRE(db.open(path));
            CHECK_FALSE(db.parts().isEmpty());
            CHECK_FALSE(db.upsertPart(aiptest::sampleGpu(QStringLiteral("read-only-gpu"))));
            CHECK(db.errorString().contains(QStringLiteral("read-only")));
        }
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    }
}

TEST_CASE("parts are added, updated and removed through the repository")
{
    QTemporaryDir dir;
    CatalogDatabase db;
    REQUIRE(db.open(dir.filePath(QStringLiteral("c.db"))));
    const qsizetype n = db.parts().size();

    Part p = aiptest::sampleGpu(QStringLiteral("test-gpu-1"));
    REQUIRE(db.upsertPart(p));
    CHECK(db.parts().size() == n + 1);
    auto back = db.part(p.sku);
    REQUIRE(back);
    CHECK(back->price == p.price);
    CHECK(back->gpu.bf16Tflops == 100);

    p.price = 999;
    p.category = PartCategory::Cpu; // a part may even change category: its old attributes go
    p.cpu.cores = 8;
    p.cpu.socket = QStringLiteral("AM5");
    REQUIRE(db.upsertPart(p));
    back = db.part(p.sku);
    REQUIRE(back);
    CHECK(back->category == PartCategory::Cpu);
    CHECK(back->cpu.cores == 8);
    CHECK(db.parts().size() == n + 1);

    REQUIRE(db.removePart(p.sku));
    CHECK_FALSE(db.part(p.sku));
    CHECK_FALSE(db.removePart(p.sku));

    // A GPU a complete system is built from cannot go.
    CHECK_FALSE(db.removePart(QStringLiteral("nvidia-a100-sxm4-80gb")));
    CHECK(db.errorString().contains(QStringLiteral("nvidia-dgx-a100-80gb")));
    CHECK(db.part(QStringLiteral("nvidia-a100-sxm4-80gb")));

    Part bad = aiptest::sampleGpu(QStringLiteral("Not A Sku"));
    CHECK_FALSE(db.upsertPart(bad));
    CHECK(db.errorString().contains(QStringLiteral("sku")));
}

TEST_CASE("SQL in a value is stored as text")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.db"));
    CatalogDatabase db;
    REQUIRE(db.open(path));
    const qsizetype n = db.parts().size();
    Part p = aiptest::sampleGpu(QStringLiteral("hostile-vendor"));
    p.vendor = QStringLiteral("x'); DROP TABLE parts; --");
    p.notes = QStringLiteral("\"; DELETE FROM parts; SELECT \"");
    REQUIRE(db.upsertPart(p));
    const auto back = db.part(p.sku);
    REQUIRE(back);
    CHECK(back->vendor == p.vendor);
    CHECK(back->notes == p.notes);
    CHECK(db.parts().size() == n + 1);
}
