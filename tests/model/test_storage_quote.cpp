// The storage system on the quote and in the TCO (issue 21): the plan's `storage` names a system with N nodes; the
// quote gets a line of N at the system's price (the catalog's when it has the SKU, else the storage table's estimate,
// marked as such), and the TCO counts the nodes' power and their racks. Hand calculations from the storage table
// (model/facility/storage.cpp): DDN AI400X2 2,500 W, 2U, $250,000 (estimate) per appliance.
#include "facility/storage.h"
#include "quote/quotepricing.h"
#include "support/testsupport.h"
#include "tco/plantco.h"
#include "test_tco_fixture.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace aip;

namespace {

const QuoteLine *line(const PricedQuote &q, const char *sku)
{
    for (const QuoteLine &l : q.lines) {
        if (l.sku == QLatin1String(sku))
            return &l;
    }
    return nullptr;
}

Plan withStorage(Plan plan, const char *storage, const char *facility = nullptr)
{
    plan.extra.insert(QStringLiteral("storage"), QJsonDocument::fromJson(QByteArray(storage)).object());
    if (facility)
        plan.extra.insert(QStringLiteral("facility"), QJsonDocument::fromJson(QByteArray(facility)).object());
    return plan;
}

} // namespace

TEST_CASE("a parallel file system's nodes are one quote line at the table's estimate, marked as one")
{
    const PartCatalog cat = tcotest::catalog();
    const Plan plan = withStorage(tcotest::dgxPlan(4, false), R"({"system": "ddn-ai400x2", "nodes": 4})");
    const PricedQuote q = priceQuote(plan, cat);
    REQUIRE(q.ok());
    const QuoteLine *storage = line(q, "ddn-ai400x2");
    REQUIRE(storage);
    CHECK(storage->kind == QuoteLine::Kind::Storage);
    CHECK(storage->serverId.isEmpty());
    CHECK(storage->qty == 4);
    CHECK(storage->unitPrice == Approx(250000.0));
    CHECK(storage->extended == Approx(1000000.0)); // 4 x $250,000
    CHECK(storage->estimated);
    CHECK(storage->description.startsWith(QStringLiteral("DDN AI400X2")));
    CHECK(referenceEstimateSkus(q).contains(QStringLiteral("ddn-ai400x2")));
    // 4 x dgx-test at $200,000 are the servers; the storage is its own share of the subtotal.
    CHECK(q.serversSubtotal == Approx(800000.0));
    CHECK(q.storageSubtotal == Approx(1000000.0));
    CHECK(q.subtotal == Approx(1800000.0));
    // In Chinese the line takes the table's Chinese name.
    const PricedQuote zh = priceQuote(plan, cat, QStringLiteral("zh_CN"));
    REQUIRE(line(zh, "ddn-ai400x2"));
    CHECK(line(zh, "ddn-ai400x2")->description.contains(QStringLiteral("一体机")));
}

TEST_CASE("a catalog part with the storage system's SKU sets its price, and line discounts apply")
{
    PartCatalog cat = tcotest::catalog();
    Part own;
    own.sku = QStringLiteral("ddn-ai400x2");
    own.category = PartCategory::Storage;
    own.vendor = QStringLiteral("DDN");
    own.model = QStringLiteral("AI400X2 (seller's price)");
    own.price = 180000;
    own.priceBasis = kPriceBasisContract;
    cat.add(own);
    Plan plan = withStorage(tcotest::dgxPlan(2, false), R"({"system": "ddn-ai400x2", "nodes": 3})");
    plan.quote.lineDiscounts.append({QStringLiteral("ddn-ai400x2"), 10});
    const PricedQuote q = priceQuote(plan, cat);
    REQUIRE(q.ok());
    const QuoteLine *storage = line(q, "ddn-ai400x2");
    REQUIRE(storage);
    CHECK(storage->unitPrice == Approx(180000.0));
    CHECK_FALSE(storage->estimated);
    CHECK(storage->extended == Approx(3 * 180000.0 * 0.9)); // 486,000
    CHECK_FALSE(referenceEstimateSkus(q).contains(QStringLiteral("ddn-ai400x2")));
}

TEST_CASE("no storage line for an object store, node-local NVMe or a plan without storage")
{
    const PartCatalog cat = tcotest::catalog();
    for (const char *storage : {R"({"system": "aws-s3-standard"})", R"({"tier": "local_nvme"})",
                                R"({"system": "ddn-ai400x2", "nodes": 0})"}) {
        INFO(storage);
        const PricedQuote q = priceQuote(withStorage(tcotest::dgxPlan(2, false), storage), cat);
        CHECK(q.storageSubtotal == 0.0);
        for (const QuoteLine &l : q.lines)
            CHECK(l.kind != QuoteLine::Kind::Storage);
        CHECK(q.subtotal == Approx(400000.0));
    }
    const PricedQuote none = priceQuote(tcotest::dgxPlan(2, false), cat);
    CHECK(none.lines.size() == 1);
}

TEST_CASE("the storage nodes' power and racks join the TCO, their price its capex")
{
    const PartCatalog cat = tcotest::catalog();
    // A 10 kW rack: min(42U / 2U, 10,000 W / 2,500 W) = 4 appliances per rack, so 10 appliances fill 3 racks.
    const char *facility = R"({"rack_kw_limit": 10})";
    const Plan bare = withStorage(tcotest::dgxPlan(2, false), R"({"tier": "local_nvme"})", facility);
    const Plan stored = withStorage(tcotest::dgxPlan(2, false), R"({"system": "ddn-ai400x2", "nodes": 10})", facility);

    const facility::StorageLoad load = facility::storageLoadOf(stored);
    REQUIRE(load.system);
    CHECK(load.nodes == 10);
    CHECK(load.powerW == Approx(25000.0)); // 10 x 2,500 W
    CHECK(load.rackUnits == 20);           // 10 x 2U
    CHECK(load.racks == 3);                // ceil(10 / 4)
    CHECK_FALSE(facility::storageLoadOf(bare).system);

    const tco::PlanTco without = tco::tcoForPlan(bare, cat, nullptr);
    const tco::PlanTco with = tco::tcoForPlan(stored, cat, nullptr);
    REQUIRE(without.ok());
    REQUIRE(with.ok());
    CHECK(with.inputs.owned.nominalPowerW - without.inputs.owned.nominalPowerW == Approx(25000.0));
    CHECK(with.inputs.owned.racks - without.inputs.owned.racks == 3);
    CHECK(with.inputs.owned.hardwareCapex - without.inputs.owned.hardwareCapex == Approx(2500000.0)); // 10 x $250,000
    // The storage is not a server: the flat network share (no fabric in the plan) keeps the servers' capex as its base.
    CHECK(with.inputs.owned.serverCapex == Approx(without.inputs.owned.serverCapex));
    bool row = false;
    for (const tco::Assumption &a : with.assumptions) {
        if (a.key == QLatin1String("storage_kw")) {
            row = true;
            CHECK(a.value == Approx(25.0));
            CHECK(a.source.contains(QStringLiteral("DDN")));
        }
    }
    CHECK(row);

    // In a 100 kW rack the height bounds it: min(42U / 2U, 100 kW / 2.5 kW) = min(21, 40) per rack.
    const Plan tall = withStorage(tcotest::dgxPlan(1, false), R"({"system": "ddn-ai400x2", "nodes": 30})",
                                  R"({"rack_kw_limit": 100})");
    CHECK(facility::storageLoadOf(tall).racks == 2); // min(21, 40) per rack: ceil(30 / 21)
}
