#include "test_tco_fixture.h"

namespace tcotest {

using namespace aip;

namespace {

Part part(const char *sku, PartCategory c, double price)
{
    Part p;
    p.sku = QLatin1String(sku);
    p.category = c;
    p.vendor = QStringLiteral("Test");
    p.model = QLatin1String(sku);
    p.price = price;
    return p;
}

} // namespace

PartCatalog catalog()
{
    PartCatalog cat;
    Part a100 = part("gpu-a100", PartCategory::Gpu, 15000);
    a100.gpu.tdpW = 400;
    a100.gpu.memoryGB = 80;
    cat.add(a100);
    Part h100 = part("gpu-h100", PartCategory::Gpu, 25000);
    h100.gpu.tdpW = 700;
    cat.add(h100);
    Part cpu = part("cpu-test", PartCategory::Cpu, 10000);
    cpu.cpu.tdpW = 250;
    cpu.cpu.cores = 64;
    cat.add(cpu);
    Part hdr = part("nic-hdr", PartCategory::Nic, 1500);
    hdr.nic = {QStringLiteral("infiniband"), 200, 1, 4, 16, 20};
    cat.add(hdr);
    Part ndr = part("nic-ndr", PartCategory::Nic, 2000);
    ndr.nic = {QStringLiteral("infiniband"), 400, 1, 5, 16, 25};
    cat.add(ndr);
    Part nvme = part("nvme-eur", PartCategory::Storage, 1000);
    nvme.currency = QStringLiteral("EUR");
    nvme.storage.powerW = 20;
    cat.add(nvme);

    Part dgx = part("dgx-test", PartCategory::Chassis, 200000);
    dgx.chassis.completeSystem = true;
    dgx.chassis.basePowerW = 1200;
    dgx.chassis.builtIn
        = {{QStringLiteral("gpu-a100"), 8}, {QStringLiteral("cpu-test"), 2}, {QStringLiteral("nic-hdr"), 8}};
    cat.add(dgx);
    Part bare = part("bare-test", PartCategory::Chassis, 20000);
    bare.chassis.basePowerW = 500;
    bare.chassis.gpuSlots = 8;
    cat.add(bare);

    Part sw = part("ib-switch-40", PartCategory::Switch, 20000);
    sw.sw.protocol = QStringLiteral("infiniband");
    sw.sw.ports = 40;
    sw.sw.portGbps = 200;
    sw.sw.powerW = 600;
    cat.add(sw);

    Part cloud = part("cloud-8gpu", PartCategory::Cloud, 0);
    cloud.cloud.gpuSku = QStringLiteral("gpu-a100");
    cloud.cloud.gpuCount = 8;
    cloud.cloud.onDemandPerHour = 32.77;
    cloud.cloud.reserved1yPerHour = 20.0;
    cloud.cloud.spotPerHour = 9.83;
    cloud.priceDate = QStringLiteral("2023-07");
    cat.add(cloud);
    Part norate = part("cloud-norate", PartCategory::Cloud, 0);
    norate.cloud.gpuCount = 8;
    cat.add(norate);
    return cat;
}

Plan dgxPlan(int nodes, bool fabric)
{
    Plan plan;
    plan.name = QStringLiteral("test");
    ServerSpec s;
    s.id = QStringLiteral("n");
    s.chassis = QStringLiteral("dgx-test");
    s.count = nodes;
    plan.servers.append(s);
    if (fabric) {
        FabricSpec f;
        f.sku = QStringLiteral("ib-switch-40");
        plan.fabric = f;
    }
    return plan;
}

Plan barePlan()
{
    Plan plan;
    ServerSpec s;
    s.id = QStringLiteral("h");
    s.chassis = QStringLiteral("bare-test");
    s.count = 2;
    s.parts = {{QStringLiteral("gpu-h100"), 8, {}},
               {QStringLiteral("cpu-test"), 2, {}},
               {QStringLiteral("nic-ndr"), 8, {}},
               {QStringLiteral("nvme-eur"), 4, {}}};
    plan.servers.append(s);
    plan.exchangeRates.insert(QStringLiteral("EUR"), 1.1);
    return plan;
}

Plan gaudiPlan(PartCatalog &cat, int nodes, const QString &switchSku, double portGbps)
{
    Part gaudi;
    gaudi.sku = QStringLiteral("gpu-gaudi3");
    gaudi.category = PartCategory::Gpu;
    gaudi.gpu.formFactor = GpuFormFactor::Oam;
    gaudi.gpu.baseboard = QStringLiteral("oam-gaudi3");
    gaudi.gpu.tdpW = 900;
    gaudi.price = 15000;
    cat.add(gaudi);
    Part eth;
    eth.sku = switchSku;
    eth.category = PartCategory::Switch;
    eth.sw.protocol = QStringLiteral("ethernet");
    eth.sw.ports = 64;
    eth.sw.portGbps = portGbps;
    eth.price = 30000;
    cat.add(eth);
    Plan plan = barePlan();
    plan.servers[0].count = nodes;
    plan.servers[0].parts = {{QStringLiteral("gpu-gaudi3"), 8, {}}, {QStringLiteral("cpu-test"), 2, {}}};
    plan.fabric = FabricSpec{};
    plan.fabric->sku = switchSku;
    return plan;
}

} // namespace tcotest
