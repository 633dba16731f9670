#include "model/sizingfixture.h"

#include "model/perffixture.h"

namespace sizingtest {

using namespace aip;

namespace {

void price(PartCatalog &cat, const char *sku, double price)
{
    Part p = *cat.find(QLatin1String(sku));
    p.price = price;
    p.vendor = QStringLiteral("NVIDIA");
    cat.add(p);
}

Part part(const char *sku, PartCategory c, double price, const char *vendor = "Test")
{
    Part p;
    p.sku = QLatin1String(sku);
    p.category = c;
    p.price = price;
    p.vendor = QLatin1String(vendor);
    return p;
}

} // namespace

PartCatalog catalog()
{
    PartCatalog cat = perftest::catalog();
    // Prices of the seed catalog (resources/catalog/seed_parts.csv).
    price(cat, "nvidia-dgx-a100-80gb", 199000);
    price(cat, "nvidia-dgx-h100", 310000);
    price(cat, "nvidia-quantum-qm8700", 20000);
    price(cat, "nvidia-quantum2-qm9700", 50000);
    price(cat, "nvidia-h100-sxm5-80gb", 30000);
    price(cat, "nvidia-a100-sxm4-80gb", 15000);
    price(cat, "nvidia-a100-sxm4-40gb", 10000);
    price(cat, "amd-epyc-7742", 6950);
    price(cat, "intel-xeon-8480c", 10710);
    price(cat, "nvidia-connectx6-hdr200", 1100);
    price(cat, "nvidia-connectx6-hdr200-dual", 1700);
    price(cat, "nvidia-connectx7-ndr400", 2200);
    price(cat, "nvidia-connectx7-ndr200-dual", 1800);
    price(cat, "samsung-pm9a3-3.84tb", 450);
    // The DGXs as the seed describes their chassis, so the rule book accepts them.
    for (const char *sku : {"nvidia-dgx-a100-80gb", "nvidia-dgx-h100"}) {
        Part dgx = *cat.find(QLatin1String(sku));
        dgx.chassis.cpuSockets = 2;
        dgx.chassis.driveBays = 10;
        dgx.chassis.pcieSlots = 10;
        dgx.chassis.rackUnits = QLatin1String(sku).contains(QLatin1String("h100")) ? 8 : 6;
        if (dgx.chassis.rackUnits == 8) {
            dgx.chassis.baseboard = QStringLiteral("sxm5");
            dgx.chassis.cpuSocket = QStringLiteral("LGA4677");
        }
        cat.add(dgx);
    }
    Part p4d = *cat.find(QStringLiteral("aws-p4d.24xlarge"));
    p4d.cloud.onDemandPerHour = 21.957642;
    p4d.cloud.spotPerHour = 8;
    p4d.vendor = QStringLiteral("AWS");
    cat.add(p4d);
    Part p5 = part("aws-p5.48xlarge", PartCategory::Cloud, 0, "AWS");
    p5.cloud = p4d.cloud;
    p5.cloud.gpuSku = QStringLiteral("nvidia-h100-sxm5-80gb");
    p5.cloud.networkGbps = 3200;
    p5.cloud.nvlinkGBs = 900;
    p5.cloud.onDemandPerHour = 55.04;
    p5.cloud.spotPerHour = std::numeric_limits<double>::quiet_NaN();
    cat.add(p5);

    // A bare SXM5 chassis (Supermicro SYS-821GE-TNHR's figures) and what a build of it takes.
    Part bare = part("sxm5-chassis", PartCategory::Chassis, 25000, "Supermicro");
    ChassisSpec &c = bare.chassis;
    c.gpuSlots = 8;
    c.gpuSlotKind = GpuSlotKind::SxmBaseboard;
    c.baseboard = QStringLiteral("sxm5");
    c.nvswitchGBs = 900;
    c.cpuSockets = 2;
    c.cpuSocket = QStringLiteral("LGA4677");
    c.dimmSlots = 32;
    c.driveBays = 19;
    c.pcieSlots = 10;
    c.psuWatts = 3000;
    c.psuCount = 6;
    c.psuRedundant = 3;
    c.rackUnits = 8;
    c.basePowerW = 1500;
    cat.add(bare);
    Part h100 = *cat.find(QStringLiteral("nvidia-h100-sxm5-80gb"));
    h100.gpu.baseboard = QStringLiteral("sxm5");
    cat.add(h100);
    Part xeon = *cat.find(QStringLiteral("intel-xeon-8480c"));
    xeon.cpu.socket = QStringLiteral("LGA4677");
    xeon.cpu.memoryChannels = 8;
    xeon.cpu.pcieLanes = 80;
    xeon.cpu.pcieGen = 5;
    cat.add(xeon);
    Part ddr5 = part("ddr5-64gb", PartCategory::Memory, 300);
    ddr5.memory = {QStringLiteral("DDR5"), 64, 4800, 8};
    cat.add(ddr5);
    Part ddr4 = part("ddr4-64gb", PartCategory::Memory, 250);
    ddr4.memory = {QStringLiteral("DDR4"), 64, 3200, 6};
    cat.add(ddr4);
    Part nvme = *cat.find(QStringLiteral("samsung-pm9a3-3.84tb"));
    nvme.storage.interface = QStringLiteral("NVMe PCIe 4.0");
    nvme.storage.formFactor = QStringLiteral("U.2");
    nvme.storage.capacityTB = 3.84;
    cat.add(nvme);
    for (const char *sku : {"nvidia-connectx6-hdr200", "nvidia-connectx6-hdr200-dual", "nvidia-connectx7-ndr400",
                            "nvidia-connectx7-ndr200-dual"}) {
        Part nic = *cat.find(QLatin1String(sku));
        nic.nic.pcieGen = QLatin1String(sku).contains(QLatin1String("x7")) ? 5 : 4;
        nic.nic.pcieLanes = 16;
        cat.add(nic);
    }
    return cat;
}

Plan plan(const char *preset, double tokens, double days, int nodes)
{
    Workload w;
    w.model.preset = QLatin1String(preset);
    w.globalBatch = 1024;
    w.precision = Precision::Bf16;
    w.tokensToTrain = tokens;
    Plan p = perftest::dgxPlan(nodes, w);
    p.name = QStringLiteral("sizing test");
    Target t;
    t.days = days;
    t.where = Where::Either;
    p.target = t;
    CloudOption cloud;
    cloud.sku = QStringLiteral("aws-p4d.24xlarge");
    p.cloud = {cloud};
    return p;
}

} // namespace sizingtest
