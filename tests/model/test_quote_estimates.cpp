// Which quote lines are reference estimates rather than the seller's prices: the part's price basis decides
// (Part::priceEstimated()), not whether some other figure of the part is estimated; the fabric's cables always are.
// The export warns the seller about exactly these lines (referenceEstimateSkus), and the PDF does not mark them.
#include "quote/quotepricing.h"
#include "support/testsupport.h"
#include "test_tco_fixture.h"

using namespace aip;

namespace {

void setBasis(PartCatalog &cat, const char *sku, const QString &basis, bool figuresEstimated)
{
    Part p = *cat.find(QString::fromLatin1(sku));
    p.priceBasis = basis;
    p.estimated = figuresEstimated;
    cat.add(p);
}

} // namespace

TEST_CASE("Part::priceEstimated: the stated basis decides, without one, the part's estimated flag")
{
    Part p;
    p.estimated = true;
    p.priceBasis = kPriceBasisList;
    CHECK_FALSE(p.priceEstimated()); // a list price of a part whose TDP is estimated is still a list price
    p.priceBasis = kPriceBasisEstimate;
    p.estimated = false;
    CHECK(p.priceEstimated());
    p.priceBasis.clear();
    CHECK_FALSE(p.priceEstimated());
    p.estimated = true;
    CHECK(p.priceEstimated());
    CHECK(isKnownPriceBasis(QString()));
    CHECK(isKnownPriceBasis(QStringLiteral("contract")));
    CHECK_FALSE(isKnownPriceBasis(QStringLiteral("guess")));
}

TEST_CASE("the lines priced from reference estimates are listed once each, in line order, and only they")
{
    PartCatalog cat = tcotest::catalog();
    setBasis(cat, "bare-test", kPriceBasisReseller, true);
    setBasis(cat, "gpu-h100", kPriceBasisEstimate, false);
    setBasis(cat, "cpu-test", kPriceBasisList, true);
    setBasis(cat, "nic-ndr", QString(), true);
    setBasis(cat, "nvme-eur", QString(), false);
    const PricedQuote q = priceQuote(tcotest::barePlan(), cat);
    REQUIRE(q.ok());
    CHECK(referenceEstimateSkus(q) == QStringList{QStringLiteral("gpu-h100"), QStringLiteral("nic-ndr")});

    // The seller's own price list (every basis stated, none an estimate) leaves nothing to warn about.
    for (const char *sku : {"gpu-h100", "nic-ndr"})
        setBasis(cat, sku, kPriceBasisList, false);
    CHECK(referenceEstimateSkus(priceQuote(tcotest::barePlan(), cat)).isEmpty());
}

TEST_CASE("the fabric's cables are a reference estimate, and their description does not say so to the client")
{
    const PartCatalog cat = tcotest::catalog();
    const PricedQuote q = priceQuote(tcotest::dgxPlan(4, true), cat);
    REQUIRE(q.ok());
    // 4 nodes in 2 racks: the node links are HDR active optical cables, an estimated price (facility/networkbom.h).
    CHECK(referenceEstimateSkus(q).contains(QStringLiteral("nvidia-mfs1s00-h010e")));
    for (const QuoteLine &l : q.lines)
        CHECK_FALSE(l.description.contains(QLatin1String("estimate")));
}
