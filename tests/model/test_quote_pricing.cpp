// Quote pricing: line items, built-in parts, discounts, tax, currency conversion, fabric sizing, unknown SKUs.
#include "facility/networkbom.h"
#include "plan/planfile.h"
#include "quote/fabricsizing.h"
#include "quote/quotecabling.h"
#include "quote/quotepricing.h"
#include "support/testsupport.h"
#include "test_tco_fixture.h"

#include <cmath>

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

} // namespace

TEST_CASE("a complete system is priced once, its built-in parts get no line")
{
    const PartCatalog cat = tcotest::catalog();
    Plan plan = tcotest::dgxPlan(4, false);
    const PricedQuote q = priceQuote(plan, cat);
    REQUIRE(q.ok());
    REQUIRE(q.lines.size() == 1);
    CHECK(q.lines.at(0).sku == QStringLiteral("dgx-test"));
    CHECK(q.lines.at(0).qty == 4);
    CHECK(q.subtotal == Approx(800000.0));
    CHECK(q.total == Approx(800000.0));
    CHECK_FALSE(q.hasFabric);
}

TEST_CASE("a bare chassis: chassis x count plus part x qty x count, with currency conversion")
{
    const PartCatalog cat = tcotest::catalog();
    const PricedQuote q = priceQuote(tcotest::barePlan(), cat);
    REQUIRE(q.ok());
    REQUIRE(q.lines.size() == 5);
    CHECK(line(q, "gpu-h100")->qty == 16);
    CHECK(line(q, "gpu-h100")->extended == Approx(16 * 25000.0));
    // EUR 1,000 at 1.1 USD per EUR.
    const QuoteLine *nvme = line(q, "nvme-eur");
    CHECK(nvme->unitPrice == Approx(1100.0));
    CHECK(nvme->sourceUnitPrice == Approx(1000.0));
    CHECK(nvme->sourceCurrency == QStringLiteral("EUR"));
    const double hand = 2 * 20000.0 + 16 * 25000.0 + 4 * 10000.0 + 16 * 2000.0 + 8 * 1100.0;
    CHECK(q.subtotal == Approx(hand));
    CHECK(q.serversSubtotal == Approx(hand));
}

TEST_CASE("line discounts, the quote discount and tax compound in that order")
{
    const PartCatalog cat = tcotest::catalog();
    Plan plan = tcotest::barePlan();
    plan.quote.lineDiscounts = {{QStringLiteral("gpu-h100"), 10}};
    plan.quote.discountPct = 5;
    plan.quote.taxPct = 8;
    const PricedQuote q = priceQuote(plan, cat);
    const QuoteLine *gpu = line(q, "gpu-h100");
    CHECK(gpu->gross == Approx(400000.0));
    CHECK(gpu->extended == Approx(360000.0));
    const double subtotal = 40000.0 + 360000.0 + 40000.0 + 32000.0 + 8800.0;
    CHECK(q.subtotal == Approx(subtotal));
    CHECK(q.discount == Approx(subtotal * 0.05));
    CHECK(q.afterDiscount == Approx(subtotal * 0.95));
    CHECK(q.tax == Approx(subtotal * 0.95 * 0.08));
    CHECK(q.total == Approx(subtotal * 0.95 * 1.08));
}

TEST_CASE("a missing exchange rate and unknown SKUs are reported, not crashed on")
{
    const PartCatalog cat = tcotest::catalog();
    Plan plan = tcotest::barePlan();
    plan.exchangeRates.clear();
    plan.servers[0].parts.append({QStringLiteral("no-such-part"), 1, {}});
    ServerSpec ghost;
    ghost.id = QStringLiteral("g");
    ghost.chassis = QStringLiteral("no-such-chassis");
    plan.servers.append(ghost);
    const PricedQuote q = priceQuote(plan, cat);
    CHECK_FALSE(q.ok());
    CHECK(q.unknownSkus.contains(QStringLiteral("no-such-part")));
    CHECK(q.unknownSkus.contains(QStringLiteral("no-such-chassis")));
    REQUIRE(q.problems.size() == 1);
    CHECK(q.problems.at(0).contains(QStringLiteral("EUR")));
    // What is known is still priced.
    CHECK(line(q, "gpu-h100")->extended == Approx(400000.0));
}

TEST_CASE("a plan in CNY converts USD catalog prices with the plan's rate")
{
    const PartCatalog cat = tcotest::catalog();
    Plan plan = tcotest::dgxPlan(1, false);
    plan.currency = QStringLiteral("CNY");
    plan.exchangeRates.insert(QStringLiteral("USD"), 7.2);
    const PricedQuote q = priceQuote(plan, cat);
    REQUIRE(q.ok());
    CHECK(q.currency == QStringLiteral("CNY"));
    CHECK(q.total == Approx(200000.0 * 7.2));
}

TEST_CASE("the fabric: derived switch count and its cables by reach, or the plan's count")
{
    const PartCatalog cat = tcotest::catalog();
    Plan plan = tcotest::dgxPlan(4, true);
    PricedQuote q = priceQuote(plan, cat);
    REQUIRE(q.ok());
    CHECK(q.hasFabric);
    // 4 nodes x 8 HDR ports = 32 endpoints on a 40-port switch: one switch, 32 links.
    CHECK(q.fabric.endpoints == 32);
    CHECK(q.fabric.switches == 1);
    CHECK(q.fabric.links == 32);
    CHECK(line(q, "ib-switch-40")->extended == Approx(20000.0));
    // A 5.06 kW node fills a 14 kW rack two at a time: 4 nodes are 2 racks, so the node links leave the rack and are
    // HDR active optical cables (facility/networkbom.h), 32 of them at the table's price.
    CHECK_FALSE(q.fabric.nodeLinksInRack);
    CHECK(line(q, "fabric-cables-optics") == nullptr);
    const QuoteLine *cables = line(q, "nvidia-mfs1s00-h010e");
    REQUIRE(cables);
    CHECK(cables->kind == QuoteLine::Kind::Cabling);
    CHECK(cables->estimated);
    CHECK(cables->qty == 32);
    const double aoc = fabricCable(QStringLiteral("nvidia-mfs1s00-h010e"))->priceUsd;
    CHECK(cables->extended == Approx(32 * aoc));
    CHECK(q.fabricSubtotal == Approx(20000.0 + 32 * aoc));
    CHECK(q.serversSubtotal == Approx(800000.0));

    plan.fabric->switches = 3;
    q = priceQuote(plan, cat);
    CHECK(line(q, "ib-switch-40")->qty == 3);
    CHECK(q.fabric.explicitCount);

    plan.fabric->sku = QStringLiteral("gpu-h100");
    q = priceQuote(plan, cat);
    CHECK_FALSE(q.ok());
    CHECK_FALSE(q.hasFabric);
}

TEST_CASE("fat-tree sizing follows the tier rule of tco_defaults.md")
{
    // 64-port switch, one port per node: <= 64 nodes one layer, <= 2048 two layers (tco_defaults.md).
    CHECK(sizeFabric(64, 64, 1.0).tiers == 1);
    CHECK(sizeFabric(64, 64, 1.0).switches == 1);
    const FabricSizing two = sizeFabric(65, 64, 1.0);
    CHECK(two.tiers == 2);
    // ceil(65/32) = 3 leaves with 32 uplinks each = 96 uplinks -> ceil(96/64) = 2 spines.
    CHECK(two.switches == 5);
    CHECK(two.links == 65 + 96);
    const FabricSizing full = sizeFabric(2048, 64, 1.0);
    CHECK(full.tiers == 2);
    CHECK(full.switches == 64 + 32);
    const FabricSizing three = sizeFabric(2049, 64, 1.0);
    CHECK(three.tiers == 3);
    // A k-ary fat tree: k^3/4 hosts on 5k^2/4 switches (Al-Fares et al. 2008).
    CHECK(sizeFabric(16 * 16 * 16 / 4, 16, 1.0).switches == 5 * 16 * 16 / 4);
    // 2:1 oversubscription: 42 of 64 ports face the nodes, so fewer switches for the same nodes.
    CHECK(sizeFabric(200, 64, 2.0).switches < sizeFabric(200, 64, 1.0).switches);
    CHECK(sizeFabric(0, 64, 1.0).switches == 0);
    CHECK(sizeFabric(10, 64, 1.0, 4).switches == 4);
}

TEST_CASE("quantities past 32 bits stay exact: 100,000 nodes x 100,000 parts is 10,000,000,000")
{
    // Before issue 22 the line's quantity was an int: 1,410,065,408 was printed and the total was wrong.
    const PartCatalog cat = tcotest::catalog();
    Plan plan = tcotest::barePlan();
    plan.servers[0].count = kMaxNodesPerServerType;
    plan.servers[0].parts = {{QStringLiteral("gpu-h100"), kMaxPartQty, {}}};
    const PricedQuote q = priceQuote(plan, cat);
    REQUIRE(q.ok());
    const QuoteLine *gpus = line(q, "gpu-h100");
    REQUIRE(gpus);
    CHECK(gpus->qty == qint64(10000000000));
    CHECK(gpus->extended == Approx(1e10 * 25000.0));
    CHECK(q.subtotal > 0);
    CHECK(std::isfinite(q.total));
}

TEST_CASE("the same part listed many times in a server type is one quote line with the total quantity")
{
    // Issue 22: 40,000 entries of one SKU made 40,000 lines (820 pages, 196 s to lay out).
    const PartCatalog cat = tcotest::catalog();
    Plan plan = tcotest::barePlan();
    const PricedQuote before = priceQuote(plan, cat);
    for (int i = 0; i < 40000; ++i)
        plan.servers[0].parts.append({QStringLiteral("cpu-test"), 1, {}});
    const PricedQuote q = priceQuote(plan, cat);
    REQUIRE(q.ok());
    CHECK(q.lines.size() == before.lines.size());
    const QuoteLine *cpus = line(q, "cpu-test");
    REQUIRE(cpus);
    CHECK(cpus->qty == (2 + 40000) * 2); // per node, times the server count
    CHECK(q.subtotal == Approx(before.subtotal + 40000 * 2 * cpus->unitPrice));
}

TEST_CASE("the fabric's link speed: the switch's ports, else the fastest NIC, else HDR, for cables and optics alike")
{
    const PartCatalog cat = tcotest::catalog();
    const Part *sw = cat.find(QStringLiteral("ib-switch-40"));
    REQUIRE(sw);
    REQUIRE(sw->sw.portGbps == 200.0);
    Plan bare = tcotest::barePlan(); // 8 x nic-ndr (400 Gb/s) per node
    const QList<ResolvedServer> ndr = resolveServers(bare, cat);
    // The switch's port speed comes first, even with faster NICs.
    CHECK(fabricLinkGbps(sw, ndr) == 200.0);
    Part noSpeed = *sw;
    noSpeed.sw.portGbps = 0;
    CHECK(fabricLinkGbps(&noSpeed, ndr) == 400.0);
    CHECK(fabricLinkGbps(nullptr, ndr) == 400.0);
    bare.servers[0].parts.removeIf([](const PartRef &r) { return r.sku == QLatin1String("nic-ndr"); });
    CHECK(fabricLinkGbps(nullptr, resolveServers(bare, cat)) == kDefaultLinkGbps);
}

TEST_CASE("fabric endpoints past 32 bits are a problem of the quote, not a wrapped count")
{
    // 100,000 nodes x 100,000 NIC ports: 10,000,000,000 endpoints, which an int sum wrapped.
    const PartCatalog cat = tcotest::catalog();
    Plan plan = tcotest::barePlan();
    plan.servers[0].count = kMaxNodesPerServerType;
    plan.servers[0].parts = {{QStringLiteral("nic-ndr"), kMaxPartQty, {}}};
    FabricSpec f;
    f.sku = QStringLiteral("ib-switch-40");
    plan.fabric = f;
    const PricedQuote q = priceQuote(plan, cat);
    CHECK_FALSE(q.ok());
    REQUIRE(q.problems.size() == 1);
    CHECK(q.problems.constFirst().contains(QStringLiteral("10000000000")));
    CHECK(q.fabric.endpoints == 0);
    // A fabric that fits in 32 bits is sized as before.
    plan.servers[0].count = 4;
    CHECK(priceQuote(plan, cat).fabric.endpoints == 4 * kMaxPartQty);
}

TEST_CASE("a Gaudi node brings its accelerators' own scale-out ports to an Ethernet fabric, not NIC cards")
{
    // Each Gaudi 3 routes 3 x 200 GbE of its own RoCE ports off the board (hardware/part.h ownScaleOutPorts()): 4
    // nodes of 8 are 96 fabric endpoints, as the performance model counts them. An InfiniBand fabric takes none of
    // them, so each node keeps the one port a node without a NIC of the fabric's protocol is counted with.
    PartCatalog cat = tcotest::catalog();
    Plan plan = tcotest::gaudiPlan(cat, 4, QStringLiteral("eth-switch-64"), 200);
    const PricedQuote q = priceQuote(plan, cat);
    REQUIRE(q.ok());
    CHECK(q.fabric.endpoints == 4 * 8 * 3);
    plan.fabric->sku = QStringLiteral("ib-switch-40");
    CHECK(priceQuote(plan, cat).fabric.endpoints == 4);
}
