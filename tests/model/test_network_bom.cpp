// The network bill of materials (issue 21, item 3): switches per layer of a fat tree or a rail-optimized fabric, and
// the cables and optics of every link by reach and speed (quote/fabricsizing.h, facility/networkbom.h), as quote lines
// and node-side optics power.
#include "facility/networkbom.h"
#include "quote/fabricsizing.h"
#include "quote/opticspower.h"
#include "quote/quotepricing.h"
#include "support/testsupport.h"
#include "test_tco_fixture.h"

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

qint64 qtyOf(const NetworkBom &bom, const char *sku)
{
    for (const BomItem &item : bom.items) {
        if (item.cable && QLatin1String(item.cable->sku) == QLatin1String(sku))
            return item.qty;
    }
    return 0;
}

} // namespace

TEST_CASE("128 DGX A100 rail-optimized at 1-1 on 40-port HDR switches match a hand count of switches and links")
{
    // Hand count, after NVIDIA's DGX SuperPOD reference architecture for the DGX A100 (RA-09950-001, 2020): each node
    // has 8 compute HCAs (200 Gb/s HDR, one per GPU), each on its own rail; the switches are 40-port QM8700/QM8790.
    //   non-blocking (1:1): a leaf has 20 ports down and 20 up.
    //   leaves: each rail needs ceil(128 / 20) = 7 leaves (6 full, one with 8 nodes), 8 rails -> 56 leaves
    //           (the 7 scalable units of 20 nodes of the 140-node SuperPOD; a partly filled unit is cabled in full).
    //   56 leaves are more than a 40-port spine can reach, so a third layer:
    //   leaf-spine links: 56 x 20 uplinks = 1,120; spines (20 down, 20 up): 1,120 / 20 = 56.
    //   spine-core links: 56 x 20 = 1,120; core (40 down): 1,120 / 40 = 28.
    //   switches: 56 + 56 + 28 = 140; node-leaf links: 128 x 8 = 1,024; all links: 1,024 + 1,120 + 1,120 = 3,264.
    // Cables: 128 DGX A100 (5.06 kW each in the fixture) fill many racks, so node links leave the rack: 1,024 HDR AOCs
    // of 10 m; the 2,240 switch-to-switch links are 30 m HDR AOCs.
    const PartCatalog cat = tcotest::catalog();
    Plan plan = tcotest::dgxPlan(128, true);
    plan.fabric->topology = QStringLiteral("rail-optimized");
    plan.fabric->oversubscription = 1.0;
    const PricedQuote q = priceQuote(plan, cat);
    REQUIRE(q.ok());
    const FabricSizing &f = q.fabric;
    CHECK(f.railOptimized);
    CHECK(f.rails == 8);
    CHECK(f.tiers == 3);
    CHECK(f.leaves == 56);
    CHECK(f.spines == 56);
    CHECK(f.cores == 28);
    CHECK(f.switches == 140);
    CHECK(f.nodeLinks() == 1024);
    CHECK(f.leafSpineLinks == 1120);
    CHECK(f.spineCoreLinks == 1120);
    CHECK(f.links == 3264);

    REQUIRE(line(q, "ib-switch-40"));
    CHECK(line(q, "ib-switch-40")->qty == 140);
    REQUIRE(line(q, "nvidia-mfs1s00-h010e"));
    CHECK(line(q, "nvidia-mfs1s00-h010e")->qty == 1024);
    REQUIRE(line(q, "nvidia-mfs1s00-h030e"));
    CHECK(line(q, "nvidia-mfs1s00-h030e")->qty == 2240);
    CHECK(line(q, "nvidia-mfs1s00-h030e")->unitPrice > 0);
    CHECK(q.fabricSubtotal
          == Approx(140 * 20000.0 + 1024 * fabricCable(QStringLiteral("nvidia-mfs1s00-h010e"))->priceUsd
                    + 2240 * fabricCable(QStringLiteral("nvidia-mfs1s00-h030e"))->priceUsd));

    // The node ends of the 1,024 optical links draw power (the switch ends are in the switches' maximum).
    const OpticsPower optics = fabricOpticsPower(f, 200);
    CHECK(optics.transceivers == 1024);
    CHECK(optics.totalW == Approx(1024 * transceiverWatts(200)));
}

TEST_CASE("the same 128 nodes as a plain fat tree need fewer leaves than one rail each")
{
    // 1,024 ports / 20 per leaf = 51.2 -> 52 leaves; 52 x 20 = 1,040 uplinks -> 52 spines; 1,040 / 40 -> 26 core.
    const FabricSizing f = sizeFabric(1024, 40, 1.0);
    CHECK(f.tiers == 3);
    CHECK(f.leaves == 52);
    CHECK(f.spines == 52);
    CHECK(f.cores == 26);
    CHECK(f.switches == 130);
    CHECK(f.links == 1024 + 1040 + 1040);
    CHECK_FALSE(f.railOptimized);
    // At 2:1 a leaf has 26 ports down: 40 leaves, few enough for two layers.
    const FabricSizing over = sizeFabric(1024, 40, 2.0);
    CHECK(over.tiers == 2);
    CHECK(over.leaves == 40);
    CHECK(over.spines == 14); // 40 x 14 uplinks = 560 / 40
    CHECK(over.switches < f.switches);
}

TEST_CASE("rail-optimized sizing reproduces NVIDIA's published SuperPOD compute fabric counts")
{
    // DGX SuperPOD with DGX H100, "Network Fabrics", Table 4: 4 SU (128 node slots, 8 rails), QM9700 (64 ports):
    // 32 leaves, 16 spines, 1,024 leaf-spine cables.
    const FabricSizing h100 = sizeRailFabric(128, 8, 64, 1.0);
    CHECK(h100.tiers == 2);
    CHECK(h100.leaves == 32);
    CHECK(h100.spines == 16);
    CHECK(h100.leafSpineLinks == 1024);
    // DGX SuperPOD with DGX B200, 16 SU = 512 nodes: 128 leaves, 128 spines, 64 core, 4,096 cables per tier.
    const FabricSizing b200 = sizeRailFabric(512, 8, 64, 1.0);
    CHECK(b200.tiers == 3);
    CHECK(b200.leaves == 128);
    CHECK(b200.spines == 128);
    CHECK(b200.cores == 64);
    CHECK(b200.nodeLinks() == 4096);
    CHECK(b200.leafSpineLinks == 4096);
    CHECK(b200.spineCoreLinks == 4096);
    // A fabric one switch holds is that switch, and the plan's explicit count still wins.
    CHECK(sizeRailFabric(4, 8, 40, 1.0).switches == 1);
    CHECK(sizeRailFabric(128, 8, 64, 1.0, 20).switches == 20);
    CHECK(sizeRailFabric(0, 8, 64, 1.0).switches == 0);
    CHECK(isRailOptimized(QStringLiteral("rail-optimized")));
    CHECK_FALSE(isRailOptimized(QStringLiteral("fat-tree")));
}

TEST_CASE("one switch in the servers' one rack is cabled with copper, which draws no optics power")
{
    const PartCatalog cat = tcotest::catalog();
    const PricedQuote q = priceQuote(tcotest::dgxPlan(1, true), cat);
    REQUIRE(q.ok());
    CHECK(q.fabric.tiers == 1);
    CHECK(q.fabric.nodeLinksInRack);
    REQUIRE(line(q, "nvidia-mcp1650-h002e26"));
    CHECK(line(q, "nvidia-mcp1650-h002e26")->qty == 8);
    CHECK(line(q, "nvidia-mfs1s00-h010e") == nullptr);
    CHECK(fabricOpticsPower(q.fabric, 200).totalW == 0);
    // Two nodes of 5.06 kW share a 14 kW rack (10.1 kW): still copper.
    CHECK(priceQuote(tcotest::dgxPlan(2, true), cat).fabric.nodeLinksInRack);
    // Three do not: the links leave the rack.
    CHECK_FALSE(priceQuote(tcotest::dgxPlan(3, true), cat).fabric.nodeLinksInRack);
}

TEST_CASE("NDR links take single-port optics at the node and twin-port optics at the switch")
{
    FabricSizing f;
    f.endpoints = 10;
    f.leafSpineLinks = 6;
    f.spineCoreLinks = 0;
    const NetworkBom bom = networkBom(f, 400);
    CHECK(bom.opticalNodeLinks == 10);
    CHECK(qtyOf(bom, "nvidia-mma4z00-ns400") == 10);     // one per node port
    CHECK(qtyOf(bom, "nvidia-mma4z00-ns") == 5 + 2 * 3); // leaf end: 10 ports / 2; both ends of 6 links: 3 + 3
    CHECK(qtyOf(bom, "nvidia-mfp7e10-n010") == 10);
    CHECK(qtyOf(bom, "nvidia-mfp7e10-n030") == 6);
    CHECK(qtyOf(bom, "nvidia-mfs1s00-h010e") == 0);

    f.nodeLinksInRack = true;
    const NetworkBom copper = networkBom(f, 400);
    CHECK(copper.opticalNodeLinks == 0);
    CHECK(qtyOf(copper, "nvidia-mcp7y00-n002") == 5); // a splitter serves two node ports
    CHECK(qtyOf(copper, "nvidia-mma4z00-ns400") == 0);
    CHECK(networkBom(FabricSizing{}, 200).items.isEmpty());
}

TEST_CASE("200G copper in the rack is HDR's DAC on InfiniBand and the 200GbE one on Ethernet")
{
    // NVIDIA LinkX: MCP1650-H0xxEyy (HDR InfiniBand) and MCP1650-V0xxEyy (200GbE), both QSFP56.
    FabricSizing h;
    h.endpoints = 8;
    h.nodeLinksInRack = true;
    CHECK(qtyOf(networkBom(h, 200), "nvidia-mcp1650-h002e26") == 8);
    h.ethernet = true;
    CHECK(qtyOf(networkBom(h, 200), "nvidia-mcp1650-v002e26") == 8);
    CHECK(qtyOf(networkBom(h, 200), "nvidia-mcp1650-h002e26") == 0);
}

TEST_CASE("a split switch's trunks are cables of its own speed, and an 800G link takes two fibers")
{
    // 400G node ports on an 800G switch (a Spectrum-4 with ConnectX-7s): each switch port carries two node links, the
    // 6 switch-to-switch links counted at 400G are 3 cables of 800G with a twin-port transceiver at each end and two
    // fibers each (MMA4Z00-NS: "two, 4-channel MPO-12/APC optical connectors"): the same parts as the same links on a
    // 400G switch.
    FabricSizing f;
    f.endpoints = 10;
    f.leafSpineLinks = 6;
    setCabling(f, 10, 400, 2);
    CHECK(f.links == 10 + 3);
    const NetworkBom bom = networkBom(f, 400);
    CHECK(qtyOf(bom, "nvidia-mma4z00-ns400") == 10);
    CHECK(qtyOf(bom, "nvidia-mma4z00-ns") == 5 + 2 * 3);
    CHECK(qtyOf(bom, "nvidia-mfp7e10-n010") == 10);
    CHECK(qtyOf(bom, "nvidia-mfp7e10-n030") == 2 * 3);

    // 200G node ports split four to an 800G port: 64 links up are 16 cables, not 64 HDR cables.
    FabricSizing h;
    h.endpoints = 96;
    h.leafSpineLinks = 64;
    setCabling(h, 96, 200, 4);
    CHECK(h.links == 96 + 16);
    const NetworkBom hdr = networkBom(h, 200);
    CHECK(qtyOf(hdr, "nvidia-mfs1s00-h010e") == 96);
    CHECK(qtyOf(hdr, "nvidia-mfs1s00-h030e") == 0);
    CHECK(qtyOf(hdr, "nvidia-mma4z00-ns") == 2 * 16);
    CHECK(qtyOf(hdr, "nvidia-mfp7e10-n030") == 2 * 16);
}

TEST_CASE("a twin-port cage reaches slower node ports through the splitter of their lanes, in the rack and beyond")
{
    // 96 node links of 200G on a Quantum-2 (400G logical ports, twin-port OSFP cages), 32 links up at 400G.
    FabricSizing f;
    f.endpoints = 96;
    f.leafSpineLinks = 32;
    setCabling(f, 96, 200, 2);
    f.twinPortCages = true;
    f.switchPortGbps = 400;
    f.nodeLaneGbps = 100; // ConnectX-7 NDR200 / BlueField-3: QSFP112 ends
    REQUIRE(f.qsfp112SplitNodePorts());
    // Beyond the rack: four adapters a twin-port transceiver, two a splitter fiber, their own QSFP112 transceivers.
    NetworkBom bom = networkBom(f, 200);
    CHECK(bom.opticalNodeLinks == 96);
    CHECK(qtyOf(bom, "nvidia-mma1z00-ns400") == 96);
    CHECK(qtyOf(bom, "nvidia-mfp7e20-n010") == 48);
    // The node side's 96 / 4, and the 32 links up over the split: 16 trunks of 400G, a half twin-port at each end.
    CHECK(qtyOf(bom, "nvidia-mma4z00-ns") == 24 + 16);
    CHECK(qtyOf(bom, "nvidia-mfp7e10-n030") == 16);
    CHECK(qtyOf(bom, "nvidia-mfs1s00-h010e") == 0);
    CHECK(qtyOf(bom, "nvidia-mma4z00-ns400") == 0);
    // In the rack: one 1:4 DAC a cage. 97 links take a 25th.
    f.nodeLinksInRack = true;
    bom = networkBom(f, 200);
    CHECK(bom.opticalNodeLinks == 0);
    CHECK(qtyOf(bom, "nvidia-mcp7y40-n002") == 24);
    CHECK(qtyOf(bom, "nvidia-mcp1650-h002e26") == 0);
    setCabling(f, 97, 200, 2);
    CHECK(qtyOf(networkBom(f, 200), "nvidia-mcp7y40-n002") == 25);
    // ConnectX-6 HDR (QSFP56, 50G lanes): two to a cage, one a logical port.
    setCabling(f, 96, 200, 1);
    f.nodeLaneGbps = 50;
    CHECK_FALSE(f.qsfp112SplitNodePorts());
    CHECK(qtyOf(networkBom(f, 200), "nvidia-mcp7y60-h002") == 48);
    f.nodeLinksInRack = false;
    CHECK(qtyOf(networkBom(f, 200), "nvidia-mfa7u10-h010") == 48); // beyond the rack: the HDR splitter AOC
    CHECK(qtyOf(networkBom(f, 200), "nvidia-mfs1s00-h010e") == 0);
    f.nodeLinksInRack = true;
    // HDR100: four to a cage.
    setCabling(f, 96, 100, 2);
    CHECK(qtyOf(networkBom(f, 100), "nvidia-mcp7y70-h002") == 24);
    // The node ends' optics beyond the rack: 5 W each in 200G mode (MMA1Z00-NS400), 6.5 W for an OSFP adapter's.
    f.nodeLinksInRack = false;
    setCabling(f, 96, 200, 2);
    f.nodeLaneGbps = 100;
    CHECK(fabricOpticsPower(f, 200).totalW == Approx(96 * 5.0));
    f.twinPortCages = false;
    CHECK(fabricOpticsPower(f, 200).totalW == Approx(96 * 6.5));
}

TEST_CASE("a Gaudi 3 server's 24 fabric ports leave it in six 800G cables, priced and powered as such")
{
    // Intel Gaudi documentation, "Intel Gaudi Network Configuration": each Gaudi 3's three 200G scale-out ports "are
    // bundled together as OSFP (4x200Gbps) links" to the leaf switches (hardware/part.h ownScaleOutPorts()).
    PartCatalog cat = tcotest::catalog();
    const Plan plan = tcotest::gaudiPlan(cat, 40, QStringLiteral("eth-switch-800g"), 800);
    const PricedQuote q = priceQuote(plan, cat);
    REQUIRE(q.ok());
    // 960 ports of 200G, four to each 800G switch port; 240 cables of 800G from the nodes.
    CHECK(q.fabric.endpoints == 40 * 24);
    CHECK(q.fabric.switchPortSplit == 4);
    CHECK(q.fabric.nodeCableCount() == 40 * 6);
    CHECK(q.fabric.nodeCableGbps == 800);
    REQUIRE(q.fabric.tiers == 2);
    CHECK(q.fabric.links == 40 * 6 + q.fabric.switchCables(q.fabric.leafSpineLinks));
    CHECK(line(q, "nvidia-mfs1s00-h010e") == nullptr); // no 200G cable anywhere
    CHECK(line(q, "nvidia-mfs1s00-h030e") == nullptr);
    const qint64 trunks = q.fabric.switchCables(q.fabric.leafSpineLinks);
    REQUIRE(line(q, "nvidia-mma4z00-ns"));
    CHECK(line(q, "nvidia-mma4z00-ns")->qty == 2 * 240 + 2 * trunks);
    REQUIRE(line(q, "nvidia-mfp7e10-n010"));
    CHECK(line(q, "nvidia-mfp7e10-n010")->qty == 2 * 240);
    // The node ends' optics: one 800G transceiver a cable at 15 W, not 960 at 200G.
    const OpticsPower optics = fabricOpticsPower(q.fabric, 200);
    CHECK(optics.transceivers == 240);
    CHECK(optics.totalW == Approx(240 * 15.0));
}

TEST_CASE("a catalog part with a cable's SKU sets its price, and every cable in the table has its sources")
{
    PartCatalog cat = tcotest::catalog();
    Part own = fabricCablePart(*fabricCable(QStringLiteral("nvidia-mfs1s00-h010e")), cat);
    CHECK(own.priceEstimated());
    CHECK(own.price == Approx(fabricCable(QStringLiteral("nvidia-mfs1s00-h010e"))->priceUsd));
    own.price = 480;
    own.priceBasis = kPriceBasisReseller;
    own.priceSource = QStringLiteral("Seller's price list 2026-12");
    cat.add(own);
    const PricedQuote q = priceQuote(tcotest::dgxPlan(4, true), cat);
    REQUIRE(line(q, "nvidia-mfs1s00-h010e"));
    CHECK(line(q, "nvidia-mfs1s00-h010e")->unitPrice == Approx(480));
    CHECK_FALSE(line(q, "nvidia-mfs1s00-h010e")->estimated);
    CHECK_FALSE(referenceEstimateSkus(q).contains(QStringLiteral("nvidia-mfs1s00-h010e")));

    for (const FabricCable &c : fabricCables()) {
        INFO(c.sku);
        CHECK(QString::fromUtf8(c.source).size() > 20);
        CHECK(QString::fromUtf8(c.priceSource).size() > 20);
        CHECK(QString::fromUtf8(c.nameZh).size() > 4);
        CHECK(c.priceUsd > 0);
        CHECK(isFabricCableSku(QLatin1String(c.sku)));
    }
    CHECK_FALSE(isFabricCableSku(QStringLiteral("fabric-cables-optics")));
}
