// 10,000 parts in one import: one transaction on both engines, loaded back fast, and an import killed (SIGKILL)
// half-way leaves the catalog as it was before, nothing half-applied. The killed import runs in a child process:
// this executable again, running the hidden test "[.bulk-child]".
#include "catalog/enginecatalogs.h"
#include "catalogdatabase.h"
#include "support/testsupport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>

using namespace aip;
using aiptest::EngineCatalogs;

namespace {

constexpr int kBulkParts = 10000;

// A 10,000-part catalog loads within a second: the limit of the shipped (optimised) build. The CI's second build
// runs the same test under AddressSanitizer, whose "typical slowdown ... is 2x" (Clang documentation,
// AddressSanitizer, "Introduction"): there the limit is the same second times that documented factor, so the check
// still fails on a load that would be slow without the sanitizer.
#if defined(__SANITIZE_ADDRESS__)
constexpr qint64 kLoadLimitMs = 2 * 1000;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr qint64 kLoadLimitMs = 2 * 1000;
#else
constexpr qint64 kLoadLimitMs = 1000;
#endif
#else
constexpr qint64 kLoadLimitMs = 1000;
#endif

QList<Part> bulkParts(double price)
{
    QList<Part> out;
    out.reserve(kBulkParts);
    for (int i = 0; i < kBulkParts; ++i) {
        Part p;
        p.sku = QStringLiteral("bulk-gpu-%1").arg(i, 5, 10, QLatin1Char('0'));
        p.category = PartCategory::Gpu;
        p.vendor = QStringLiteral("Bulk");
        p.model = QStringLiteral("GPU %1").arg(i);
        p.price = price + i;
        p.priceDate = QStringLiteral("2026-01");
        p.source = QStringLiteral("bulk test");
        p.gpu.bf16Tflops = 100;
        p.gpu.fp16Tflops = 100;
        p.gpu.memoryGB = 48;
        p.gpu.memoryBandwidthGBs = 900;
        p.gpu.tdpW = 300;
        out.append(p);
    }
    return out;
}

// How many bulk parts have prices from `base` (base + i).
int pricedFrom(CatalogDatabase &db, double base)
{
    int n = 0;
    for (const Part &p : db.parts(PartCategory::Gpu)) {
        if (p.sku.startsWith(QLatin1String("bulk-gpu-")) && p.price == base + p.sku.mid(9).toInt())
            ++n;
    }
    return n;
}

} // namespace

TEST_CASE("the child that imports 10,000 prices until it is killed", "[.bulk-child]")
{
    CatalogDatabase db;
    REQUIRE(db.open(qEnvironmentVariable("AIP_BULK_CHILD_CATALOG")));
    REQUIRE(db.importParts(bulkParts(2000)).ok);
}

TEST_CASE("10,000 parts import in one transaction, load fast, and a killed import leaves the previous state")
{
    EngineCatalogs scratch;
    for (const QString &engine : scratch.engines()) {
        INFO(engine.toStdString());
        const QString where = scratch.create(engine);
        CatalogDatabase db;
        REQUIRE(db.open(where));
        QElapsedTimer t;
        t.start();
        const CatalogImportResult r = db.importParts(bulkParts(1000));
        const qint64 importMs = t.elapsed();
        INFO(r.errorText().toStdString());
        REQUIRE(r.ok);
        CHECK(r.added == kBulkParts);
        CHECK(db.revision() == 1);
        t.restart();
        const PartCatalog loaded = db.loadCatalog();
        const qint64 loadMs = t.elapsed();
        CHECK(pricedFrom(db, 1000) == kBulkParts);
        WARN(engine.toStdString() << ": 10,000 parts imported in " << importMs << " ms, the catalog ("
                                  << loaded.parts().size() << " parts) loaded in " << loadMs << " ms");
        CHECK(loadMs <= kLoadLimitMs);

        // The same import of new prices in a child process, killed half-way through its transaction.
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("AIP_BULK_CHILD_CATALOG"), where);
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("[.bulk-child]")});
        REQUIRE(child.waitForStarted());
        QElapsedTimer wait;
        wait.start();
        // Past opening the catalog and into the writes; well before the commit.
        while (wait.elapsed() < 200 + importMs / 2 && child.state() == QProcess::Running)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        const bool killed = child.state() == QProcess::Running;
        child.kill();
        child.waitForFinished();
        INFO("the child " << (killed ? "was killed" : "finished first"));
        CatalogDatabase after;
        REQUIRE(after.open(where));
        const int old = pricedFrom(after, 1000);
        const int fresh = pricedFrom(after, 2000);
        CHECK(((old == kBulkParts && fresh == 0) || (old == 0 && fresh == kBulkParts)));
        if (killed)
            CHECK(old == kBulkParts);
    }
}
