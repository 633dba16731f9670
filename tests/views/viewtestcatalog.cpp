#include "viewtestcatalog.h"

#include "catalogdatabase.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace aip;

namespace viewtest {

namespace {
Part part(const char *sku, PartCategory c, const char *vendor, const char *model, double price)
{
    Part p;
    p.sku = QString::fromLatin1(sku);
    p.category = c;
    p.vendor = QString::fromLatin1(vendor);
    p.model = QString::fromLatin1(model);
    p.price = price;
    return p;
}

Part gpu(const char *sku, const char *model, GpuFormFactor ff, const char *baseboard, double mem, double price)
{
    Part p = part(sku, PartCategory::Gpu, "NVIDIA", model, price);
    p.gpu.formFactor = ff;
    p.gpu.baseboard = QString::fromLatin1(baseboard);
    p.gpu.memoryGB = mem;
    p.gpu.memoryBandwidthGBs = 2000;
    p.gpu.bf16Tflops = 312;
    p.gpu.fp16Tflops = 312;
    p.gpu.tf32Tflops = 156;
    p.gpu.fp32Tflops = 19.5;
    p.gpu.nvlinkGBs = ff == GpuFormFactor::Pcie ? 0 : 600;
    p.gpu.tdpW = 400;
    return p;
}

Part cpu(const char *sku, const char *vendor, const char *model, const char *socket, int cores)
{
    Part p = part(sku, PartCategory::Cpu, vendor, model, 8000);
    p.cpu.socket = QString::fromLatin1(socket);
    p.cpu.cores = cores;
    p.cpu.threads = 2 * cores;
    p.cpu.memoryChannels = 8;
    p.cpu.tdpW = 280;
    return p;
}

Part chassis(const char *sku, const char *vendor, const char *model, GpuSlotKind kind, const char *baseboard, int gpus,
             const char *socket)
{
    Part p = part(sku, PartCategory::Chassis, vendor, model, 30000);
    p.chassis.gpuSlots = gpus;
    p.chassis.gpuSlotKind = kind;
    p.chassis.baseboard = QString::fromLatin1(baseboard);
    p.chassis.cpuSockets = 2;
    p.chassis.cpuSocket = QString::fromLatin1(socket);
    p.chassis.dimmSlots = 32;
    p.chassis.driveBays = 8;
    p.chassis.pcieSlots = 8;
    p.chassis.psuCount = 6;
    p.chassis.psuWatts = 3000;
    p.chassis.rackUnits = 6;
    p.chassis.basePowerW = 1500;
    return p;
}
} // namespace

PartCatalog makeCatalog()
{
    PartCatalog c;
    c.add(gpu("nvidia-a100-sxm4-80gb", "A100 SXM4 80GB", GpuFormFactor::Sxm, "sxm4", 80, 15000));
    c.add(gpu("nvidia-h100-sxm5-80gb", "H100 SXM5 80GB", GpuFormFactor::Sxm, "sxm5", 80, 30000));
    c.add(gpu("nvidia-h100-pcie-80gb", "H100 PCIe 80GB", GpuFormFactor::Pcie, "", 80, 25000));
    c.add(gpu("nvidia-rtx-4090", "GeForce RTX 4090", GpuFormFactor::Pcie, "", 24, 1800));
    c.add(cpu("amd-epyc-7742", "AMD", "EPYC 7742", "SP3", 64));
    c.add(cpu("intel-xeon-8480p", "Intel", "Xeon Platinum 8480+", "LGA4677", 56));
    c.add(cpu("amd-epyc-9654", "AMD", "EPYC 9654", "SP5", 96));
    Part ddr5 = part("samsung-64gb-ddr5-4800", PartCategory::Memory, "Samsung", "64GB DDR5-4800 RDIMM", 300);
    ddr5.memory = {QStringLiteral("DDR5"), 64, 4800, 10};
    c.add(ddr5);
    Part ddr4 = part("samsung-64gb-ddr4-3200", PartCategory::Memory, "Samsung", "64GB DDR4-3200 RDIMM", 200);
    ddr4.memory = {QStringLiteral("DDR4"), 64, 3200, 8};
    c.add(ddr4);
    Part nvme = part("samsung-pm1743-7.68tb", PartCategory::Storage, "Samsung", "PM1743 7.68TB", 1500);
    nvme.storage.interface = QStringLiteral("NVMe PCIe 5.0");
    nvme.storage.formFactor = QStringLiteral("U.2");
    nvme.storage.capacityTB = 7.68;
    nvme.storage.seqReadMBs = 13000;
    nvme.storage.randReadIops = 2.5e6;
    nvme.storage.powerW = 25;
    c.add(nvme);
    Part cx6 = part("nvidia-connectx6-200g", PartCategory::Nic, "NVIDIA", "ConnectX-6 HDR 200G", 1200);
    cx6.nic = {QStringLiteral("infiniband"), 200, 1, 4, 16, 20};
    c.add(cx6);
    Part cx7 = part("nvidia-connectx7-400g", PartCategory::Nic, "NVIDIA", "ConnectX-7 NDR 400G", 2200);
    cx7.nic = {QStringLiteral("infiniband"), 400, 1, 5, 16, 25};
    c.add(cx7);
    Part sw = part("nvidia-quantum-qm8700", PartCategory::Switch, "NVIDIA", "Quantum QM8700", 25000);
    sw.sw = {QStringLiteral("infiniband"), 40, 200, true, 650, 1};
    c.add(sw);
    Part psu = part("generic-psu-3000w", PartCategory::Psu, "Delta", "3000 W PSU", 600);
    psu.psu.watts = 3000;
    c.add(psu);
    Part p4d = part("aws-p4d.24xlarge", PartCategory::Cloud, "AWS", "p4d.24xlarge", 0);
    p4d.cloud.provider = QStringLiteral("aws");
    p4d.cloud.gpuSku = QStringLiteral("nvidia-a100-sxm4-80gb");
    p4d.cloud.gpuCount = 8;
    p4d.cloud.onDemandPerHour = 32.77;
    c.add(p4d);

    Part dgx = chassis("nvidia-dgx-a100-80gb", "NVIDIA", "DGX A100 640GB", GpuSlotKind::SxmBaseboard, "sxm4", 8, "SP3");
    dgx.chassis.completeSystem = true;
    dgx.price = 200000;
    dgx.chassis.builtIn = {{QStringLiteral("nvidia-a100-sxm4-80gb"), 8},
                           {QStringLiteral("amd-epyc-7742"), 2},
                           {QStringLiteral("samsung-64gb-ddr4-3200"), 16},
                           {QStringLiteral("nvidia-connectx6-200g"), 8},
                           {QStringLiteral("samsung-pm1743-7.68tb"), 4}};
    c.add(dgx);
    c.add(chassis("supermicro-sys-821ge-tnhr", "Supermicro", "SYS-821GE-TNHR", GpuSlotKind::SxmBaseboard, "sxm5", 8,
                  "LGA4677"));
    Part ws = chassis("generic-workstation-4gpu", "Generic", "4-GPU Workstation", GpuSlotKind::PcieX16, "", 4, "SP5");
    ws.chassis.cpuSockets = 1;
    ws.chassis.dimmSlots = 8;
    ws.chassis.psuCount = 2;
    c.add(ws);
    return c;
}

std::shared_ptr<const PartCatalog> sharedCatalog()
{
    return std::make_shared<const PartCatalog>(makeCatalog());
}

PartCatalog makeLargeCatalog(int n)
{
    PartCatalog c;
    const QList<PartCategory> cats = allCategories();
    const char *vendors[] = {"NVIDIA", "AMD", "Intel", "Samsung", "Micron", "Supermicro", "Dell", "Lenovo"};
    for (int i = 0; i < n; ++i) {
        Part p;
        p.category = cats.at(i % cats.size());
        p.vendor = QString::fromLatin1(vendors[i % 8]);
        p.sku = QStringLiteral("synthetic-%1-%2").arg(categoryName(p.category)).arg(i);
        p.model = QStringLiteral("Model %1").arg(i);
        p.price = 100.0 + (i * 37) % 50000;
        p.gpu.formFactor = i % 3 == 0 ? GpuFormFactor::Sxm : GpuFormFactor::Pcie;
        p.gpu.memoryGB = 16 + i % 128;
        p.storage.formFactor = i % 2 ? QStringLiteral("U.2") : QStringLiteral("E3.S");
        c.add(p);
    }
    return c;
}

Plan makePlan()
{
    Plan plan;
    plan.name = QStringLiteral("Test plan");
    ServerSpec dgx;
    dgx.id = QStringLiteral("dgx");
    dgx.name = QStringLiteral("DGX A100");
    dgx.chassis = QStringLiteral("nvidia-dgx-a100-80gb");
    dgx.count = 16;
    plan.servers.append(dgx);
    ServerSpec hgx;
    hgx.id = QStringLiteral("hgx");
    hgx.name = QStringLiteral("HGX H100");
    hgx.chassis = QStringLiteral("supermicro-sys-821ge-tnhr");
    hgx.count = 2;
    hgx.parts = {{QStringLiteral("nvidia-h100-sxm5-80gb"), 4, {}}, {QStringLiteral("intel-xeon-8480p"), 2, {}}};
    plan.servers.append(hgx);
    plan.hasWorkload = true;
    plan.workload.model.preset = QStringLiteral("gpt3-13b");
    plan.workload.globalBatch = 512;
    FabricSpec fabric;
    fabric.sku = QStringLiteral("nvidia-quantum-qm8700");
    plan.fabric = fabric;
    return plan;
}

std::shared_ptr<const aip::PartCatalog> seedCatalog()
{
    static const std::shared_ptr<const aip::PartCatalog> catalog = [] {
        static QTemporaryDir dir;
        aip::CatalogDatabase db;
        REQUIRE(db.open(dir.filePath(QStringLiteral("catalog.db"))));
        return std::make_shared<const aip::PartCatalog>(db.loadCatalog());
    }();
    return catalog;
}

} // namespace viewtest
