// The seed catalog's prices as a finance reviewer reads them: every source a publication (never a bare domain, an
// unnamed search result or a file of this project), every price with what it is (list, reseller, contract, press,
// provider, estimate) and, for an estimate, how it was derived; every cloud rate dated 2025 or later with the
// provider's list it comes from; and estimates a minority of the SKUs the catalog acceptance requires.
#include "catalogdatabase.h"
#include "support/testsupport.h"

#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <cmath>

using namespace aip;

namespace {

const QList<Part> &seedParts()
{
    static const QList<Part> parts = [] {
        QTemporaryDir dir;
        CatalogDatabase db;
        REQUIRE(db.open(dir.filePath(QStringLiteral("seed.db"))));
        return db.parts();
    }();
    return parts;
}

// The parts of a source: "A ; B (note) ; C".
QStringList sourceItems(const QString &source)
{
    QStringList items;
    for (const QString &item : source.split(QLatin1Char(';'))) {
        if (!item.trimmed().isEmpty())
            items.append(item.trimmed());
    }
    return items;
}

// Why an item of a source is not a publication a reviewer can open; empty when it is one.
QString notAPublication(const QString &item)
{
    // A bare domain ("https://example.com", "example.com/") names no page.
    static const QRegularExpression bareDomain(QStringLiteral(R"(^(https?://)?[A-Za-z0-9.-]+\.[A-Za-z]{2,}/?$)"));
    if (bareDomain.match(item).hasMatch())
        return QStringLiteral("a bare domain");
    if (item.contains(QLatin1String("repository not named")) || item.startsWith(QLatin1String("public code search")))
        return QStringLiteral("an unnamed search result");
    // A file of this project (its data or design files, or a path into its tree) is not a publication; a file of a
    // named public repository ("github:owner/name path") is.
    static const QRegularExpression projectFile(
        QStringLiteral(R"((^|[\s(])(data|resources|model|views|db|tests|app)/[\w./-]+|tco_defaults\.md|)"
                       R"(catalog_sources\.csv|seed_parts\.csv|DESIGN\.md)"));
    if (!item.contains(QLatin1String("github:")) && projectFile.match(item).hasMatch())
        return QStringLiteral("a file of this project");
    return {};
}

int yearOf(const QString &date)
{
    return date.left(4).toInt();
}

bool hasRate(const CloudSpec &c)
{
    for (double r : {c.onDemandPerHour, c.reserved1yPerHour, c.reserved3yPerHour, c.spotPerHour}) {
        if (std::isfinite(r) && r > 0)
            return true;
    }
    return false;
}

} // namespace

TEST_CASE("seed prices: every source and price source is a publication, not a bare domain or a project file")
{
    CHECK(notAPublication(QStringLiteral("https://example.com")) == QStringLiteral("a bare domain"));
    CHECK(notAPublication(QStringLiteral("data/tco_defaults.md")) == QStringLiteral("a file of this project"));
    CHECK(notAPublication(QStringLiteral("public code search result (repository not named)")).size() > 0);
    CHECK(notAPublication(QStringLiteral("github:Boavizta/boaviztapi boaviztapi/data/cpu_specs.csv")).isEmpty());
    CHECK(notAPublication(QStringLiteral("https://www.nextplatform.com/2024/06/13/stacking-up/")).isEmpty());
    for (const Part &p : seedParts()) {
        for (const QString &text : {p.source, p.priceSource}) {
            for (const QString &item : sourceItems(text)) {
                INFO(p.sku.toStdString() << ": " << item.toStdString());
                CHECK(notAPublication(item).isEmpty());
            }
        }
    }
}

TEST_CASE("seed prices: every hardware price says what it is, and an estimate how it was derived")
{
    int parts = 0;
    for (const Part &p : seedParts()) {
        if (p.category == PartCategory::Cloud)
            continue;
        ++parts;
        INFO(p.sku.toStdString());
        CHECK(isKnownPriceBasis(p.priceBasis));
        CHECK_FALSE(p.priceBasis.isEmpty());
        CHECK(p.priceSource.size() >= 20); // a publication with its date, or a derivation in words
        CHECK_FALSE(p.priceDate.isEmpty());
    }
    CHECK(parts > 100);
}

TEST_CASE("seed prices: every cloud rate is dated 2025 or later and names the provider's list it comes from")
{
    int priced = 0, fromProvider = 0;
    QSet<QString> providers;
    for (const Part &p : seedParts()) {
        if (p.category != PartCategory::Cloud)
            continue;
        INFO(p.sku.toStdString() << " dated " << p.priceDate.toStdString());
        CHECK_FALSE(p.priceSource.isEmpty()); // where the rate is from, or why there is none
        if (!hasRate(p.cloud))
            continue;
        ++priced;
        CHECK(yearOf(p.priceDate) >= 2025);
        // Issue 15: a rate is the provider's own (no estimate from an old table); an instance without one is unpriced.
        CHECK(p.priceBasis == kPriceBasisProvider);
        if (p.priceBasis == kPriceBasisProvider) {
            ++fromProvider;
            providers.insert(p.cloud.provider);
            // A page or price list of the provider, and when it was read.
            static const QRegularExpression dated(QStringLiteral(R"(20\d\d-\d\d-\d\d)"));
            CHECK(dated.match(p.priceSource).hasMatch());
        }
        // A commitment or a spot rate undercuts on-demand (a 1-year rate above it is a stale or mixed-up figure).
        if (std::isfinite(p.cloud.onDemandPerHour) && p.cloud.onDemandPerHour > 0) {
            for (double r : {p.cloud.reserved1yPerHour, p.cloud.reserved3yPerHour, p.cloud.spotPerHour}) {
                if (std::isfinite(r) && r > 0)
                    CHECK(r < p.cloud.onDemandPerHour);
            }
        }
        if (std::isfinite(p.cloud.reserved1yPerHour) && std::isfinite(p.cloud.reserved3yPerHour))
            CHECK(p.cloud.reserved3yPerHour < p.cloud.reserved1yPerHour);
    }
    CHECK(priced >= 20);
    CHECK(fromProvider == priced);
    // The hyperscalers and the GPU clouds a buyer compares against.
    for (const char *provider : {"aws", "gcp", "lambda", "coreweave", "runpod", "nebius"})
        CHECK(providers.contains(QString::fromLatin1(provider)));
}

TEST_CASE("seed prices: H100, H200, B200 and A100 instances from several clouds, each evaluable by the perf model")
{
    QMap<QString, QSet<QString>> providersOfGpu;
    QSet<QString> gpuSkus;
    for (const Part &p : seedParts()) {
        if (p.category == PartCategory::Gpu)
            gpuSkus.insert(p.sku);
    }
    for (const Part &p : seedParts()) {
        if (p.category != PartCategory::Cloud || !std::isfinite(p.cloud.onDemandPerHour))
            continue;
        INFO(p.sku.toStdString());
        CHECK(gpuSkus.contains(p.cloud.gpuSku)); // the performance model evaluates the instance's own GPU
        CHECK(p.cloud.gpuCount > 0);
        providersOfGpu[p.cloud.gpuSku].insert(p.cloud.provider);
    }
    for (const char *gpu :
         {"nvidia-h100-sxm5-80gb", "nvidia-h200-sxm-141gb", "nvidia-b200-sxm-180gb", "nvidia-a100-sxm4-80gb"}) {
        INFO(gpu);
        CHECK(providersOfGpu.value(QString::fromLatin1(gpu)).size() >= 3);
    }
}

TEST_CASE("seed prices: the required SKUs' estimated prices are reported, their cloud rates are the providers'")
{
    const QStringList required
        = QString::fromUtf8(aiptest::readFile(aiptest::sharedPath(QStringLiteral("acceptance/required_skus.txt"))))
              .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE(required.size() >= 30);
    QMap<QString, const Part *> bySku;
    for (const Part &p : seedParts())
        bySku.insert(p.sku, &p);
    QStringList estimated;
    for (const QString &skuIn : required) {
        const QString sku = skuIn.trimmed();
        REQUIRE(bySku.contains(sku));
        const Part *p = bySku.value(sku);
        if (p->category == PartCategory::Cloud) {
            // A required instance with a rate has the provider's rate, never an estimate.
            if (hasRate(p->cloud)) {
                INFO(sku.toStdString());
                CHECK(p->priceBasis == kPriceBasisProvider);
            }
            continue;
        }
        if (p->priceEstimated())
            estimated.append(sku);
        else
            CHECK(p->priceBasis != kPriceBasisEstimate);
    }
    // Data-centre GPUs, NVIDIA systems and InfiniBand parts have no public list price: their estimates say so.
    WARN("estimated prices among the " << required.size() << " required SKUs: " << estimated.size() << " ("
                                       << estimated.join(QStringLiteral(", ")).toStdString() << ")");
    for (const QString &sku : estimated) {
        INFO(sku.toStdString());
        CHECK(bySku.value(sku)->priceSource.contains(QLatin1String("stimate")));
    }
    // Issue 15's limit: estimated prices are below 30 % of the required SKUs.
    CHECK(estimated.size() * 10 < required.size() * 3);
}
