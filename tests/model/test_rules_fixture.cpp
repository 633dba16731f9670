#include "test_rules_fixture.h"

#include "rules/compatibilityrules.h"

#include <limits>

using namespace aip;

namespace rulestest {

namespace {

Part base(const char *sku, PartCategory c)
{
    Part p;
    p.sku = QString::fromLatin1(sku);
    p.category = c;
    p.vendor = p.model = p.sku;
    p.price = 1000;
    p.priceDate = QStringLiteral("2025");
    p.source = QStringLiteral("test");
    return p;
}

Part gpu(const char *sku, GpuFormFactor ff, const char *board, double tdp, double memGB, int width = 2)
{
    Part p = base(sku, PartCategory::Gpu);
    p.gpu.formFactor = ff;
    p.gpu.baseboard = QString::fromLatin1(board);
    p.gpu.tdpW = tdp;
    p.gpu.memoryGB = memGB;
    p.gpu.slotWidth = width;
    p.gpu.bf16Tflops = 500;
    return p;
}

Part cpu(const char *sku, const char *socket, int cores, int channels, int lanes, int gen, double tdp)
{
    Part p = base(sku, PartCategory::Cpu);
    p.cpu.socket = QString::fromLatin1(socket);
    p.cpu.cores = cores;
    p.cpu.threads = 2 * cores;
    p.cpu.memoryChannels = channels;
    p.cpu.pcieLanes = lanes;
    p.cpu.pcieGen = gen;
    p.cpu.tdpW = tdp;
    return p;
}

Part memory(const char *sku, const char *type)
{
    Part p = base(sku, PartCategory::Memory);
    p.memory.type = QString::fromLatin1(type);
    p.memory.sizeGB = 64;
    p.memory.powerW = 8;
    return p;
}

Part nic(const char *sku, const char *protocol, double gbps, int ports, int gen)
{
    Part p = base(sku, PartCategory::Nic);
    p.nic.protocol = QString::fromLatin1(protocol);
    p.nic.portGbps = gbps;
    p.nic.ports = ports;
    p.nic.pcieGen = gen;
    p.nic.powerW = 25;
    return p;
}

Part chassis(const char *sku, int gpus, GpuSlotKind kind, const char *board, int sockets, const char *socket, int dimms,
             int bays, int pcie, double psuW, int psus, int redundant, int ru, double basePower)
{
    Part p = base(sku, PartCategory::Chassis);
    ChassisSpec &c = p.chassis;
    c.gpuSlots = gpus;
    c.gpuSlotKind = kind;
    c.baseboard = QString::fromLatin1(board);
    c.cpuSockets = sockets;
    c.cpuSocket = QString::fromLatin1(socket);
    c.dimmSlots = dimms;
    c.driveBays = bays;
    c.pcieSlots = pcie;
    c.psuWatts = psuW;
    c.psuCount = psus;
    c.psuRedundant = redundant;
    c.rackUnits = ru;
    c.basePowerW = basePower;
    return p;
}

PartCatalog makeCatalog()
{
    PartCatalog c;
    c.add(gpu("h100", GpuFormFactor::Sxm, "sxm5", 700, 80));
    c.add(gpu("a100", GpuFormFactor::Sxm, "sxm4", 400, 80));
    c.add(gpu("l40s", GpuFormFactor::Pcie, "", 350, 48));
    c.add(gpu("rtx4090", GpuFormFactor::Pcie, "", 450, 24, 3));
    c.add(gpu("hotcard", GpuFormFactor::Pcie, "", 1000, 96));
    c.add(cpu("xeon56", "LGA4677", 56, 8, 80, 5, 350));
    c.add(cpu("xeon12", "LGA4677", 12, 8, 80, 5, 150));
    c.add(cpu("epyc64", "SP3", 64, 8, 128, 4, 225));
    c.add(memory("ddr5-64", "DDR5"));
    c.add(memory("ddr4-64", "DDR4"));
    Part nvme = base("nvme", PartCategory::Storage);
    nvme.storage.powerW = 25;
    c.add(nvme);
    c.add(nic("cx7", "infiniband", 400, 1, 5));
    c.add(nic("eth100", "ethernet", 100, 1, 4));
    for (const auto &[sku, watts] : {std::pair{"psu1000", 1000.0}, {"psu2000", 2000.0}, {"psu3000", 3000.0}}) {
        Part psu = base(sku, PartCategory::Psu);
        psu.psu.watts = watts;
        c.add(psu);
    }
    Part sw = base("ib-switch", PartCategory::Switch);
    sw.sw.protocol = QStringLiteral("infiniband");
    sw.sw.ports = 64;
    sw.sw.portGbps = 400;
    c.add(sw);
    c.add(chassis("hgx8", 8, GpuSlotKind::SxmBaseboard, "sxm5", 2, "LGA4677", 32, 8, 10, 3000, 6, 3, 8, 1500));
    c.add(chassis("pcie4", 4, GpuSlotKind::PcieX16, "", 2, "LGA4677", 16, 4, 2, 2000, 2, 1, 2, 300));
    c.add(chassis("sp3box", 4, GpuSlotKind::PcieX16, "", 2, "SP3", 16, 4, 4, 2000, 2, 1, 2, 300));
    Part dgx = chassis("dgx", 8, GpuSlotKind::SxmBaseboard, "sxm4", 2, "SP3", 32, 4, 10, 3000, 6, 3, 6, 1500);
    dgx.chassis.completeSystem = true;
    dgx.chassis.builtIn = {{QStringLiteral("a100"), 8},
                           {QStringLiteral("epyc64"), 2},
                           {QStringLiteral("ddr4-64"), 32},
                           {QStringLiteral("nvme"), 2},
                           {QStringLiteral("cx7"), 8}};
    c.add(dgx);
    Part inst = base("inst", PartCategory::Cloud);
    inst.price = 0;
    inst.cloud.gpuSku = QStringLiteral("a100");
    inst.cloud.gpuCount = 8;
    inst.cloud.onDemandPerHour = 30;
    c.add(inst);
    return c;
}

} // namespace

const PartCatalog &catalog()
{
    static const PartCatalog c = makeCatalog();
    return c;
}

ServerSpec goodHgxServer(int count)
{
    ServerSpec s;
    s.id = QStringLiteral("node");
    s.chassis = QStringLiteral("hgx8");
    s.count = count;
    s.parts = {{QStringLiteral("h100"), 8, {}},
               {QStringLiteral("xeon56"), 2, {}},
               {QStringLiteral("ddr5-64"), 32, {}},
               {QStringLiteral("nvme"), 2, {}},
               {QStringLiteral("cx7"), 8, {}}};
    return s;
}

Plan planWith(const ServerSpec &server)
{
    Plan p;
    p.name = QStringLiteral("rule test");
    p.servers = {server};
    return p;
}

void setQty(ServerSpec &server, const QString &sku, int qty)
{
    for (qsizetype i = 0; i < server.parts.size(); ++i) {
        if (server.parts[i].sku == sku) {
            if (qty == 0)
                server.parts.removeAt(i);
            else
                server.parts[i].qty = qty;
            return;
        }
    }
    if (qty > 0)
        server.parts.append({sku, qty, {}});
}

QList<Finding> check(const Plan &plan)
{
    return checkPlan(plan, catalog());
}

bool has(const QList<Finding> &findings, const char *code, Severity severity)
{
    for (const Finding &f : findings) {
        if (f.code == QLatin1String(code) && f.severity == severity)
            return true;
    }
    return false;
}

int errorCount(const QList<Finding> &findings)
{
    int n = 0;
    for (const Finding &f : findings)
        n += f.severity == Severity::Error ? 1 : 0;
    return n;
}

QString describe(const QList<Finding> &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines.append(severityName(f.severity) + QLatin1Char(' ') + f.code + QStringLiteral(": ") + f.message);
    return lines.join(QLatin1Char('\n'));
}

const Finding *find(const QList<Finding> &findings, const char *code)
{
    for (const Finding &f : findings) {
        if (f.code == QLatin1String(code))
            return &f;
    }
    return nullptr;
}

Part part(const char *sku, PartCategory category, const char *model)
{
    Part p;
    p.sku = QString::fromLatin1(sku);
    p.category = category;
    p.vendor = QStringLiteral("test");
    p.model = QString::fromLatin1(model);
    p.price = 1000;
    p.priceDate = QStringLiteral("2025");
    p.source = QStringLiteral("test");
    return p;
}

} // namespace rulestest
