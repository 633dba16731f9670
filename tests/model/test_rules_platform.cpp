// Rules made right (issue 21, item 5; issue 17, item 4): the PCIe lanes a one- or two-socket platform exposes, and
// consumer GeForce cards in a rack server. Each rule with a plan that passes and one that fails.
#include "rules/compatibilityrules.h"
#include "rules/consumergpurules.h"
#include "rules/slotrules.h"
#include "support/testsupport.h"
#include "test_rules_fixture.h"

using namespace aip;
using rulestest::find;
using rulestest::part;

namespace {

Part card(const char *sku, const char *model, double tdp)
{
    Part g = part(sku, PartCategory::Gpu, model);
    g.gpu.tdpW = tdp;
    g.gpu.memoryGB = 32;
    g.gpu.pcieLanes = 16;
    return g;
}

Part box(const char *sku, const char *model, const char *socket)
{
    Part c = part(sku, PartCategory::Chassis, model);
    c.chassis.gpuSlots = 8;
    c.chassis.gpuSlotKind = GpuSlotKind::PcieX16;
    c.chassis.cpuSockets = 2;
    c.chassis.cpuSocket = QString::fromLatin1(socket);
    c.chassis.dimmSlots = 32;
    c.chassis.pcieSlots = 8;
    c.chassis.psuWatts = 3000;
    c.chassis.psuCount = 4;
    c.chassis.rackUnits = 4;
    return c;
}

PartCatalog makeCatalog()
{
    PartCatalog c;
    c.add(card("rtx5090", "GeForce RTX 5090 32GB", 575));
    c.add(card("l40s", "L40S 48GB", 350));
    c.add(box("rack-sp5", "Rack server (8x PCIe GPU, SP5, 4U)", "SP5"));
    c.add(box("rack-intel", "Rack server (8x PCIe GPU, LGA4677, 4U)", "LGA4677"));
    c.add(box("ws-intel", "Tower workstation (4x GPU)", "LGA4677"));
    Part epyc = part("epyc", PartCategory::Cpu, "EPYC 9554");
    epyc.cpu.socket = QStringLiteral("SP5");
    epyc.cpu.cores = 64;
    epyc.cpu.pcieLanes = 128;
    epyc.cpu.pcieGen = 5;
    c.add(epyc);
    Part xeon = part("xeon", PartCategory::Cpu, "Xeon 8480+");
    xeon.cpu.socket = QStringLiteral("LGA4677");
    xeon.cpu.cores = 56;
    xeon.cpu.pcieLanes = 80;
    xeon.cpu.pcieGen = 5;
    c.add(xeon);
    Part nic = part("nic", PartCategory::Nic, "400G NIC");
    nic.nic.protocol = QStringLiteral("infiniband");
    nic.nic.portGbps = 400;
    nic.nic.pcieGen = 5;
    nic.nic.pcieLanes = 16;
    c.add(nic);
    return c;
}

const PartCatalog &catalog()
{
    static const PartCatalog c = makeCatalog();
    return c;
}

QList<Finding> check(const char *chassis, const char *gpu, int gpus, const char *cpu, int nics)
{
    Plan p;
    p.name = QStringLiteral("platform test");
    ServerSpec s;
    s.id = QStringLiteral("n");
    s.chassis = QString::fromLatin1(chassis);
    s.parts = {{QString::fromLatin1(gpu), gpus, {}}, {QString::fromLatin1(cpu), 2, {}}};
    if (nics > 0)
        s.parts.append({QStringLiteral("nic"), nics, {}});
    p.servers = {s};
    return checkPlan(p, catalog());
}

} // namespace

TEST_CASE("platform lanes: two EPYC sockets expose 128 to 160 lanes, two Xeons add theirs up")
{
    rules::PlatformLanes p = rules::platformPcieLanes(QStringLiteral("SP5"), 2, 128);
    CHECK(p.lanes == 160);
    CHECK(p.commonLanes == 128);
    CHECK(p.socketLink);
    p = rules::platformPcieLanes(QStringLiteral("SP3"), 1, 128);
    CHECK(p.lanes == 128);
    CHECK_FALSE(p.socketLink);
    p = rules::platformPcieLanes(QStringLiteral("LGA4677"), 2, 80);
    CHECK(p.lanes == 160);
    CHECK_FALSE(p.socketLink);
}

TEST_CASE("platform lanes: 8 GPUs and 4 NICs on two EPYCs need more lanes than the platform exposes")
{
    // 8 x16 GPUs + 4 x16 NICs = 192 lanes: under the 256 the two CPUs have, over the 160 the platform exposes.
    QList<Finding> f = check("rack-sp5", "l40s", 8, "epyc", 4);
    const Finding *w = find(f, "pcie-lanes");
    REQUIRE(w);
    CHECK(w->severity == Severity::Warning);
    CHECK(w->message.contains(QStringLiteral("192")));
    CHECK(w->message.contains(QStringLiteral("160")));
    CHECK(w->reason.contains(QStringLiteral("xGMI")));
    // 8 GPUs and 1 NIC (144 lanes) fit only boards with three xGMI links: a note, not a warning.
    f = check("rack-sp5", "l40s", 8, "epyc", 1);
    REQUIRE(find(f, "pcie-lanes"));
    CHECK(find(f, "pcie-lanes")->severity == Severity::Info);
    // 4 GPUs and 2 NICs (96 lanes) fit every board.
    CHECK_FALSE(find(check("rack-sp5", "l40s", 4, "epyc", 2), "pcie-lanes"));
    // Two Xeons with 80 lanes each: 160 lanes, no socket link.
    CHECK_FALSE(find(check("rack-intel", "l40s", 8, "xeon", 2), "pcie-lanes"));
    CHECK(find(check("rack-intel", "l40s", 8, "xeon", 4), "pcie-lanes"));
}

TEST_CASE("consumer GeForce cards in a rack server are a warning with the reasons")
{
    QList<Finding> f = check("rack-intel", "rtx5090", 2, "xeon", 0);
    const Finding *w = find(f, "consumer-gpu-rack");
    REQUIRE(w);
    CHECK(w->severity == Severity::Warning);
    CHECK(w->sku == QStringLiteral("rtx5090"));
    for (const char *reason : {"12V-2x6", "575 W", "licence", "peer-to-peer", "open-air"})
        CHECK(w->reason.contains(QLatin1String(reason)));
    // Data-centre cards in the same server: no such warning.
    CHECK_FALSE(find(check("rack-intel", "l40s", 2, "xeon", 0), "consumer-gpu-rack"));
    // In a workstation: no rack warning, but two cards note the missing peer-to-peer.
    f = check("ws-intel", "rtx5090", 2, "xeon", 0);
    CHECK_FALSE(find(f, "consumer-gpu-rack"));
    REQUIRE(find(f, "consumer-gpu-p2p"));
    CHECK(find(f, "consumer-gpu-p2p")->severity == Severity::Info);
    CHECK_FALSE(find(check("ws-intel", "rtx5090", 1, "xeon", 0), "consumer-gpu-p2p"));
}

TEST_CASE("consumer cards and workstations are told apart by name")
{
    CHECK(rules::isConsumerGpu(card("x", "GeForce RTX 4090 24GB", 450)));
    CHECK_FALSE(rules::isConsumerGpu(card("x", "RTX 6000 Ada Generation 48GB", 300)));
    CHECK(rules::isWorkstationChassis(part("precision-7960-tower", PartCategory::Chassis, "Precision 7960")));
    CHECK_FALSE(rules::isWorkstationChassis(part("r760xa", PartCategory::Chassis, "PowerEdge R760xa")));
}
