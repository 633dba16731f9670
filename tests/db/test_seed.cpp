// The seed catalog's integrity: every SKU the plans and scripts name, sources and dates on every part, and every
// figure in a sane range, so a typo (a TDP of 7000 W, a GPU with 8 GB/s) fails here and not in a client meeting.
#include "catalogdatabase.h"
#include "hardware/serverconfig.h"
#include "perf/clusterhardware.h"
#include "perf/collectives.h"
#include "quote/opticspower.h"
#include "quote/quotecabling.h"
#include "quote/quotepricing.h"
#include "rules/compatibilityrules.h"
#include "sizing/systemoption.h"
#include "support/testsupport.h"

#include <QMap>
#include <QSet>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>

using namespace aip;

namespace {

const PartCatalog &seedCatalog()
{
    static const PartCatalog catalog = [] {
        QTemporaryDir dir;
        CatalogDatabase db;
        REQUIRE(db.open(dir.filePath(QStringLiteral("seed.db"))));
        return db.loadCatalog();
    }();
    return catalog;
}

bool within(double v, double lo, double hi)
{
    return std::isfinite(v) && v >= lo && v <= hi;
}

} // namespace

TEST_CASE("seed: enough parts of every category, every required SKU, unique SKUs")
{
    const PartCatalog &c = seedCatalog();
    CHECK(c.size() >= 150);
    QMap<PartCategory, int> counts;
    QSet<QString> skus;
    for (const Part &p : c.parts()) {
        ++counts[p.category];
        CHECK_FALSE(skus.contains(p.sku));
        skus.insert(p.sku);
    }
    CHECK(counts[PartCategory::Gpu] >= 20);
    CHECK(counts[PartCategory::Cpu] >= 10);
    CHECK(counts[PartCategory::Memory] >= 4);
    CHECK(counts[PartCategory::Storage] >= 6);
    CHECK(counts[PartCategory::Nic] >= 5);
    CHECK(counts[PartCategory::Switch] >= 3);
    CHECK(counts[PartCategory::Chassis] >= 8);
    CHECK(counts[PartCategory::Cloud] >= 10);
    CHECK(counts[PartCategory::Psu] >= 1);
    const QStringList required
        = QString::fromUtf8(aiptest::readFile(aiptest::sharedPath(QStringLiteral("acceptance/required_skus.txt"))))
              .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE(required.size() >= 30);
    for (const QString &sku : required) {
        INFO(sku.toStdString());
        CHECK(c.contains(sku.trimmed()));
    }
}

TEST_CASE("seed: every part says where its figures come from, and which are estimates")
{
    for (const Part &p : seedCatalog().parts()) {
        INFO(p.sku.toStdString());
        CHECK_FALSE(p.vendor.isEmpty());
        CHECK_FALSE(p.model.isEmpty());
        CHECK_FALSE(p.source.isEmpty());
        CHECK_FALSE(p.priceDate.isEmpty());
        CHECK(p.currency == QStringLiteral("USD"));
        if (p.estimated)
            CHECK_FALSE(p.notes.isEmpty());
        // A rack-scale system (a complete system of more than 10U: the GB200 NVL72 at about $3 M) up to $5 M; every
        // other part up to $1 M.
        const bool rack = p.category == PartCategory::Chassis && p.chassis.completeSystem && p.chassis.rackUnits > 10;
        if (p.category != PartCategory::Cloud)
            CHECK(within(p.price, 50, rack ? 5000000 : 1000000));
    }
}

TEST_CASE("seed: GPU figures are dense, consistent and in range")
{
    for (const Part &p : seedCatalog().parts()) {
        if (p.category != PartCategory::Gpu)
            continue;
        INFO(p.sku.toStdString());
        const GpuSpec &g = p.gpu;
        CHECK(within(g.memoryGB, 8, 300));
        CHECK(within(g.memoryBandwidthGBs, 200, 10000));
        CHECK(within(g.fp32Tflops, 5, 200));
        CHECK(within(g.fp16Tflops, g.fp32Tflops, 3000)); // tensor fp16 is never slower than fp32
        CHECK(within(g.bf16Tflops, 0, 3000));
        CHECK(within(g.fp8Tflops, 0, 2.05 * std::max(g.bf16Tflops, g.fp16Tflops))); // L40S: 733 vs 362.05
        CHECK(within(g.tdpW, 50, 1400)); // up to the GB300's B300: 1,400 W a GPU (NVIDIA Mission Control FAQ)
        CHECK(within(g.pcieGen, 3, 6));
        CHECK(g.pcieLanes == 16);
        if (g.formFactor == GpuFormFactor::Pcie) {
            CHECK(g.baseboard.isEmpty());
            CHECK(within(g.slotWidth, 1, 3));
        } else {
            CHECK_FALSE(g.baseboard.isEmpty());
            CHECK(g.nvlinkGBs > 0);
        }
    }
    const PartCatalog &c = seedCatalog();
    const Part *a100 = c.find(QStringLiteral("nvidia-a100-sxm4-80gb"));
    REQUIRE(a100);
    CHECK(a100->gpu.bf16Tflops == 312);
    CHECK(a100->gpu.fp16Tflops == 312);
    CHECK(a100->gpu.tf32Tflops == 156);
    CHECK(a100->gpu.fp8Tflops == 0);
    CHECK(a100->gpu.baseboard == QStringLiteral("sxm4"));
    const Part *h100 = c.find(QStringLiteral("nvidia-h100-sxm5-80gb"));
    REQUIRE(h100);
    CHECK(std::abs(h100->gpu.bf16Tflops - 989) < 1);
    CHECK(std::abs(h100->gpu.fp8Tflops - 1979) < 1);
    CHECK(h100->gpu.nvlinkGBs == 900);
    CHECK(h100->gpu.baseboard == QStringLiteral("sxm5"));
    CHECK(c.find(QStringLiteral("amd-mi300x"))->gpu.baseboard == QStringLiteral("oam-mi300"));
    CHECK(c.find(QStringLiteral("intel-gaudi3"))->gpu.baseboard == QStringLiteral("oam-gaudi3"));
    CHECK(c.find(QStringLiteral("nvidia-v100-sxm2-32gb"))->gpu.baseboard == QStringLiteral("sxm2"));
}

TEST_CASE("seed: CPUs, memory, drives, NICs and switches are in range")
{
    for (const Part &p : seedCatalog().parts()) {
        INFO(p.sku.toStdString());
        switch (p.category) {
        case PartCategory::Cpu:
            CHECK(within(p.cpu.cores, 8, 256));
            CHECK((p.cpu.threads == p.cpu.cores || p.cpu.threads == 2 * p.cpu.cores));
            CHECK(within(p.cpu.baseGHz, 1.5, p.cpu.boostGHz));
            CHECK(within(p.cpu.boostGHz, 2.5, 6));
            CHECK(within(p.cpu.memoryChannels, 4, 12));
            CHECK(within(p.cpu.pcieLanes, 48, 160));
            CHECK(within(p.cpu.tdpW, 65, 600));
            CHECK_FALSE(p.cpu.socket.isEmpty());
            break;
        case PartCategory::Memory:
            // DIMMs, and the LPDDR5X soldered beside Grace CPUs (GB200)
            CHECK((p.memory.type == QStringLiteral("DDR4") || p.memory.type == QStringLiteral("DDR5")
                   || p.memory.type == QStringLiteral("LPDDR5X")));
            CHECK(within(p.memory.sizeGB, 8, 512));
            CHECK(within(p.memory.speedMTs, 2133, 8800));
            CHECK(within(p.memory.powerW, 1, 20));
            break;
        case PartCategory::Storage:
            CHECK(within(p.storage.capacityTB, 0.1, 150));
            CHECK(within(p.storage.seqReadMBs, 100, 16000));
            CHECK(within(p.storage.seqWriteMBs, 100, p.storage.seqReadMBs));
            CHECK(within(p.storage.randReadIops, 50, 4e6));
            break;
        case PartCategory::Nic:
            CHECK((p.nic.protocol == QStringLiteral("infiniband") || p.nic.protocol == QStringLiteral("ethernet")));
            CHECK(within(p.nic.portGbps, 10, 800));
            CHECK(within(p.nic.ports, 1, 4));
            CHECK(within(p.nic.powerW, 5, 150));
            break;
        case PartCategory::Switch:
            // Up to a Quantum-X800 Q3400's 144 XDR ports (one ASIC-pair chassis, 4U, liquid-cooled) and its power.
            CHECK(within(p.sw.ports, 16, 144));
            CHECK(within(p.sw.portGbps, 1, 800));
            CHECK(within(p.sw.powerW, 50, 8000));
            if (p.sw.inNetworkReduction)
                CHECK(p.sw.protocol == QStringLiteral("infiniband"));
            break;
        case PartCategory::Psu: CHECK(within(p.psu.watts, 500, 4000)); break;
        default: break;
        }
    }
    const Part *qm8700 = seedCatalog().find(QStringLiteral("nvidia-quantum-qm8700"));
    REQUIRE(qm8700);
    CHECK(qm8700->sw.ports == 40);
    CHECK(qm8700->sw.portGbps == 200);
    CHECK(qm8700->sw.inNetworkReduction);
}

TEST_CASE("seed: chassis fit their own parts, and complete systems are what their datasheets say")
{
    const PartCatalog &c = seedCatalog();
    for (const Part &p : c.parts()) {
        if (p.category != PartCategory::Chassis)
            continue;
        INFO(p.sku.toStdString());
        const ChassisSpec &s = p.chassis;
        // Servers of 1-10U with one or two sockets; a rack-scale complete system (GB200 NVL72: 18 compute trays of
        // 2 Grace CPUs, 9 NVLink switch trays, power shelves) fills a 48U rack with up to 36 CPUs.
        const bool rack = s.completeSystem && s.rackUnits > 10;
        CHECK(within(s.rackUnits, 1, rack ? 48 : 10));
        CHECK(within(s.cpuSockets, 1, rack ? 36 : 2));
        CHECK_FALSE(s.cpuSocket.isEmpty());
        CHECK(s.psuCount > s.psuRedundant);
        // Up to the DGX B200's 4,874 W: 14.3 kW maximum (NVIDIA DGX B200 user guide) less its parts' 9,426 W (fans,
        // NVSwitch chips and retimers of a 1000 W-GPU baseboard). A rack's base power carries its NVLink switch
        // trays, pumps and fans too: the GB200 NVL72's 17,580 W of 120 kW, the GB300 NVL72's 26,170 W of 142 kW
        // (NVIDIA's reference architecture), up to 30 kW.
        CHECK(within(s.basePowerW, 100, rack ? 30000 : 5000));
        if (s.gpuSlotKind == GpuSlotKind::SxmBaseboard) {
            CHECK_FALSE(s.baseboard.isEmpty());
            // Eight-GPU baseboards join their GPUs through NVSwitch; the four-GPU HGX A100 board (Dell XE8545) has
            // none: its GPUs link to each other directly (issue 21).
            if (s.gpuSlots >= 8)
                CHECK(s.nvswitchGBs > 0);
            else
                CHECK(s.nvswitchGBs == 0);
        }
        CHECK(s.completeSystem == !s.builtIn.isEmpty());
        if (!s.completeSystem)
            continue;
        ServerSpec spec;
        spec.chassis = p.sku;
        const ResolvedServer rs = resolveServer(spec, c);
        CHECK(rs.unknownSkus.isEmpty());
        REQUIRE(rs.gpu());
        CHECK(rs.gpuCount() == s.gpuSlots);
        CHECK(rs.gpu()->gpu.baseboard == s.baseboard);
        CHECK(rs.count(PartCategory::Cpu) == s.cpuSockets);
        CHECK(rs.count(PartCategory::Memory) <= s.dimmSlots);
        CHECK(rs.count(PartCategory::Storage) <= s.driveBays);
        CHECK(rs.count(PartCategory::Nic) <= s.pcieSlots);
        for (const ResolvedPart &cpu : rs.of(PartCategory::Cpu))
            CHECK(cpu.part->cpu.socket == s.cpuSocket);
        // The PSUs carry the system's maximum power with the redundant ones failed.
        CHECK(rs.nominalPowerW() <= s.psuWatts * (s.psuCount - s.psuRedundant));
    }
    ServerSpec dgx;
    dgx.chassis = QStringLiteral("nvidia-dgx-a100-80gb");
    const ResolvedServer a = resolveServer(dgx, c);
    CHECK(a.gpu()->sku == QStringLiteral("nvidia-a100-sxm4-80gb"));
    CHECK(a.gpuCount() == 8);
    CHECK(a.cpuCores() == 128);
    CHECK(a.hostMemoryGB() == 2048);
    CHECK(a.count(PartCategory::Nic) >= 8);
    CHECK(std::abs(a.nominalPowerW() - 6500) < 1);
    dgx.chassis = QStringLiteral("nvidia-dgx-h100");
    const ResolvedServer h = resolveServer(dgx, c);
    CHECK(h.gpu()->sku == QStringLiteral("nvidia-h100-sxm5-80gb"));
    CHECK(h.cpuCores() == 112);
    CHECK(std::abs(h.nominalPowerW() - 10200) < 1);
    dgx.chassis = QStringLiteral("nvidia-dgx-b200");
    const ResolvedServer b = resolveServer(dgx, c);
    CHECK(b.gpu()->sku == QStringLiteral("nvidia-b200-sxm-180gb"));
    CHECK(b.gpuCount() == 8);
    CHECK(b.cpuCores() == 112);
    CHECK(b.hostMemoryGB() == 2048);
    CHECK(std::abs(b.nominalPowerW() - 14300) < 1);
    // GB200 NVL72: one rack, 72 GPUs on one NVLink switch fabric, 36 Grace CPUs of 72 cores and 480 GB each, about
    // 120 kW (the part's sources).
    dgx.chassis = QStringLiteral("nvidia-gb200-nvl72");
    const ResolvedServer nvl = resolveServer(dgx, c);
    CHECK(nvl.gpu()->sku == QStringLiteral("nvidia-b200-gb200"));
    CHECK(nvl.gpuCount() == 72);
    CHECK(nvl.cpuCores() == 36 * 72);
    CHECK(nvl.hostMemoryGB() == 36 * 480);
    CHECK(nvl.count(PartCategory::Nic) == 72 + 36);
    CHECK(std::abs(nvl.nominalPowerW() - 120000) < 1);
    CHECK(nvl.chassis->chassis.nvswitchGBs == 1800);
    // Blackwell Ultra (the parts' sources): the DGX B300, 8 B300 of 288 GB, 2 Xeon 6776P of 64 cores, a ConnectX-8
    // of 800 Gb/s a GPU, 14.3 kW (the DGX B200's, an estimate); the GB300 NVL72, 72 B300 of 288 GB at 1,400 W, 36
    // Grace, 72 ConnectX-8 and 18 BlueField-3, 142 kW (NVIDIA's reference architecture).
    dgx.chassis = QStringLiteral("nvidia-dgx-b300");
    const ResolvedServer b3 = resolveServer(dgx, c);
    CHECK(b3.gpu()->sku == QStringLiteral("nvidia-b300-sxm-288gb"));
    CHECK(b3.gpuCount() == 8);
    CHECK(b3.gpu()->gpu.memoryGB == 288);
    CHECK(b3.cpuCores() == 128);
    CHECK(std::abs(b3.nominalPowerW() - 14300) < 1);
    dgx.chassis = QStringLiteral("nvidia-gb300-nvl72");
    const ResolvedServer gb3 = resolveServer(dgx, c);
    CHECK(gb3.gpu()->sku == QStringLiteral("nvidia-b300-gb300"));
    CHECK(gb3.gpuCount() == 72);
    CHECK(gb3.gpu()->gpu.tdpW == 1400);
    CHECK(gb3.cpuCores() == 36 * 72);
    CHECK(gb3.count(PartCategory::Nic) == 72 + 18);
    CHECK(std::abs(gb3.nominalPowerW() - 142000) < 1);
    // Neither Blackwell Ultra GPU fits the other's board, nor a B200's.
    CHECK(c.find(QStringLiteral("nvidia-b300-sxm-288gb"))->gpu.baseboard == QStringLiteral("hgx-b300"));
    CHECK(c.find(QStringLiteral("nvidia-b300-gb300"))->gpu.baseboard == QStringLiteral("gb300"));
    const Part *tnhr = c.find(QStringLiteral("supermicro-sys-821ge-tnhr"));
    REQUIRE(tnhr);
    CHECK(tnhr->chassis.gpuSlots == 8);
    CHECK(tnhr->chassis.baseboard == QStringLiteral("sxm5"));
    CHECK(tnhr->chassis.cpuSocket == QStringLiteral("LGA4677"));
}

TEST_CASE("seed: cloud instances name a GPU of the catalog and sane prices")
{
    const PartCatalog &c = seedCatalog();
    for (const Part &p : c.parts()) {
        if (p.category != PartCategory::Cloud)
            continue;
        INFO(p.sku.toStdString());
        const CloudSpec &s = p.cloud;
        const Part *gpu = c.find(s.gpuSku);
        REQUIRE(gpu);
        CHECK(gpu->category == PartCategory::Gpu);
        // One NVLink domain at most (a GB200 NVL72 rack rented whole: 72 GPUs), 4 to 64 vCPUs a GPU.
        CHECK(within(s.gpuCount, 1, 72));
        CHECK(within(double(s.vcpus) / std::max(1, s.gpuCount), 4, 64));
        // Host memory per GPU: 16 GB (one T4 or L4) to 550 GB (p6-b300: 4 TiB for eight B300).
        CHECK(within(s.memoryGB / std::max(1, s.gpuCount), 8, 1024));
        const double od = s.onDemandPerHour;
        if (!std::isnan(od)) {
            // $0.1 to $25 a GPU-hour (Blackwell Ultra on AWS: $17.80), and in proportion to what the GPU costs to
            // buy: an hour rents for 1/10,000 to 1/400 of the GPU's catalog price (the seed's instances: 1/8,600 to
            // 1/490).
            CHECK(within(od / s.gpuCount, 0.1, 25));
            if (gpu->price > 0 && gpu->currency == p.currency)
                CHECK(within(od / s.gpuCount / gpu->price, 1.0 / 10000, 1.0 / 400));
            if (!std::isnan(s.reserved1yPerHour))
                CHECK(s.reserved1yPerHour < od);
            if (!std::isnan(s.reserved3yPerHour))
                CHECK(s.reserved3yPerHour < (std::isnan(s.reserved1yPerHour) ? od : s.reserved1yPerHour));
            if (!std::isnan(s.spotPerHour))
                CHECK(s.spotPerHour < od);
        }
    }
    // The AWS EC2 price list after the June 2025 P4/P5 cut (2023: $32.77 and $98.32); the 2023 reserved estimates,
    // above the new on-demand rate, are gone.
    CHECK(c.find(QStringLiteral("aws-p4d.24xlarge"))->cloud.onDemandPerHour == 21.957642);
    CHECK(c.find(QStringLiteral("aws-p5.48xlarge"))->cloud.onDemandPerHour == 55.04);
    CHECK(std::isnan(c.find(QStringLiteral("aws-p5.48xlarge"))->cloud.reserved3yPerHour));
    CHECK(c.find(QStringLiteral("gcp-a2-megagpu-16g"))->cloud.gpuCount == 16);
}

TEST_CASE("seed: GPUs joined by a switch resolve as NVSwitch, GPUs linked directly to each other as a mesh")
{
    const PartCatalog &c = seedCatalog();
    const auto cluster = [&](const char *chassis, const char *gpu, int gpus) {
        Plan plan;
        ServerSpec server;
        server.chassis = QString::fromLatin1(chassis);
        if (gpu)
            server.parts.append(PartRef{QString::fromLatin1(gpu), gpus, {}});
        plan.servers.append(server);
        QString error;
        const auto hw = perf::clusterFromPlan(plan, c, &error);
        INFO(chassis << ": " << error.toStdString());
        REQUIRE(hw);
        return *hw;
    };
    // DGX H100: NVSwitch; an MI300X UBB (seven Infinity Fabric links a GPU, one to each peer), a Gaudi 3 board (21 of
    // 24 Ethernet ports, three to each peer) and the 4-GPU HGX A100 of the XE8545 (4 NVLinks a pair): meshes.
    const perf::ClusterHardware dgx = cluster("nvidia-dgx-h100", nullptr, 0);
    CHECK(dgx.intraLink == perf::IntraLink::NvSwitch);
    const perf::ClusterHardware mi300x = cluster("supermicro-as-8125gs-tnmr2", "amd-mi300x", 8);
    CHECK(mi300x.intraLink == perf::IntraLink::Mesh);
    CHECK(mi300x.intraLinkGBs == 896);
    CHECK_FALSE(mi300x.nvlinkSharp);
    const perf::ClusterHardware gaudi3 = cluster("supermicro-sys-822ga-ngr3", "intel-gaudi3", 8);
    CHECK(gaudi3.intraLink == perf::IntraLink::Mesh);
    // Gaudi scales out on its own RoCE ports, three of 200 GbE each; the MI300X server on the NIC cards it is given
    // (none here).
    CHECK(gaudi3.nicsPerNode == 24);
    CHECK(gaudi3.nicGbps == 200);
    CHECK(mi300x.nicsPerNode == 0);
    CHECK(cluster("dell-poweredge-xe8545", "nvidia-a100-sxm4-80gb", 4).intraLink == perf::IntraLink::Mesh);
    // The cloud's MI300X instance is the same board.
    const Part *nd = c.find(QStringLiteral("azure-nd96isr-mi300x-v5"));
    REQUIRE(nd);
    QString error;
    const auto cloud = perf::clusterFromCloud(*nd, 1, c, &error, false);
    REQUIRE(cloud);
    CHECK(cloud->intraLink == perf::IntraLink::Mesh);
    // Two MI300X of the eight share one peer's links: an all-reduce between them runs at a seventh of the eight's
    // bus bandwidth, where on the DGX H100's NVSwitch a pair runs at the tier's full rate.
    const perf::CollectiveModel mesh(mi300x), sw(dgx);
    const double mesh8 = mesh.busBandwidth(perf::Collective::AllReduce, {8, 8});
    CHECK(mesh.busBandwidth(perf::Collective::AllReduce, {2, 2}) == Approx(mesh8 / 7));
    CHECK(sw.busBandwidth(perf::Collective::AllReduce, {2, 2})
          == Approx(sw.busBandwidth(perf::Collective::AllGather, {8, 8})));
}

TEST_CASE("seed: the model scales out on the node's cards of the fabric's protocol, as the quote cables them")
{
    // Eight HDR 200G InfiniBand cards for the GPUs and two 400GbE BlueField-3s for storage and the front end, on an
    // HDR InfiniBand fabric: the GPUs reach other nodes at 200 Gb/s each (hardware/serverconfig.h nodeFabricPorts()),
    // not at the Ethernet cards' 400, and the quote's fabric takes the same eight ports a node.
    const PartCatalog &c = seedCatalog();
    Plan plan;
    ServerSpec server;
    server.chassis = QStringLiteral("supermicro-sys-821ge-tnhr");
    server.count = 4;
    server.parts = {PartRef{QStringLiteral("nvidia-h100-sxm5-80gb"), 8, {}},
                    PartRef{QStringLiteral("nvidia-connectx6-hdr200"), 8, {}},
                    PartRef{QStringLiteral("nvidia-bluefield3-b3140l"), 2, {}}};
    plan.servers.append(server);
    plan.fabric = FabricSpec{};
    plan.fabric->sku = QStringLiteral("nvidia-quantum-qm8700");
    QString error;
    std::optional<perf::ClusterHardware> hw = perf::clusterFromPlan(plan, c, &error);
    INFO(error.toStdString());
    REQUIRE(hw);
    CHECK(hw->nicsPerNode == 8);
    CHECK(hw->nicGbps == 200);
    CHECK(priceQuote(plan, c).fabric.endpoints == 4 * 8);
    // Without a fabric every card may carry the traffic: the fastest first, one a GPU, as before.
    plan.fabric.reset();
    hw = perf::clusterFromPlan(plan, c, &error);
    REQUIRE(hw);
    CHECK(hw->nicsPerNode == 8);
    CHECK(hw->nicGbps == 400);
}

TEST_CASE(
    "seed: a Gaudi node's own Ethernet ports join an Ethernet fabric, and on InfiniBand it needs InfiniBand cards")
{
    // Gaudi 3's three scale-out ports a GPU are RoCE (Ethernet): the Spectrum-4 takes them, the Quantum-2 does not,
    // and there HCCL scales out on the host's NICs (hardware/part.h). The model, the rule book and the quote's fabric
    // read the same facts, so they must agree on each fabric.
    const PartCatalog &c = seedCatalog();
    Plan plan;
    ServerSpec server;
    server.chassis = QStringLiteral("supermicro-sys-822ga-ngr3");
    server.count = 4;
    server.parts.append(PartRef{QStringLiteral("intel-gaudi3"), 8, {}});
    plan.servers.append(server);
    plan.fabric = FabricSpec{};
    const auto has = [](const QList<Finding> &findings, const char *rule) {
        return std::any_of(findings.begin(), findings.end(),
                           [&](const Finding &f) { return f.code == QLatin1String(rule); });
    };
    const auto network = [&](const Plan &p) {
        QString error;
        const auto hw = perf::clusterFromPlan(p, c, &error);
        INFO(error.toStdString());
        REQUIRE(hw);
        return *hw;
    };

    plan.fabric->sku = QStringLiteral("nvidia-spectrum4-sn5600");
    perf::ClusterHardware hw = network(plan);
    CHECK(hw.nicsPerNode == 24);
    CHECK(hw.nicGbps == 200);
    CHECK(hw.portsOnAccelerators);
    QList<Finding> findings = checkPlan(plan, c);
    CHECK_FALSE(has(findings, "fabric-protocol"));
    CHECK_FALSE(has(findings, "nic-bandwidth-per-gpu"));
    CHECK(priceQuote(plan, c).fabric.endpoints == 4 * 24);

    // InfiniBand without InfiniBand cards: an error, and the model counts no Ethernet port of the board.
    plan.fabric->sku = QStringLiteral("nvidia-quantum2-qm9700");
    hw = network(plan);
    CHECK(hw.nicsPerNode == 0);
    CHECK_FALSE(hw.portsOnAccelerators);
    findings = checkPlan(plan, c);
    CHECK(has(findings, "fabric-protocol"));
    CHECK(has(findings, "nic-bandwidth-per-gpu"));

    // With one 400 Gb/s NDR card a GPU the node scales out on those, as a DGX does.
    plan.servers[0].parts.append(PartRef{QStringLiteral("nvidia-connectx7-ndr400"), 8, {}});
    hw = network(plan);
    CHECK(hw.nicsPerNode == 8);
    CHECK(hw.nicGbps == 400);
    CHECK_FALSE(hw.portsOnAccelerators);
    findings = checkPlan(plan, c);
    CHECK_FALSE(has(findings, "fabric-protocol"));
    CHECK_FALSE(has(findings, "nic-bandwidth-per-gpu"));
    CHECK(priceQuote(plan, c).fabric.endpoints == 4 * 8);
    // One card for eight Gaudis is too little network, which the rule book now says, where it used to skip Gaudi.
    plan.servers[0].parts.last().qty = 1;
    CHECK(has(checkPlan(plan, c), "nic-bandwidth-per-gpu"));
    CHECK(network(plan).nicsPerNode == 1);
}

TEST_CASE("seed: a switch faster than the nodes' ports splits each port among them, in the quote and the sizing")
{
    // The Spectrum-4 SN5600's 64 ports of 800GbE serve 128 ports of 400GbE or 256 of 200GbE through splitter cables
    // (NVIDIA SN5000 user manual, "Data Interfaces"; quote/quotecabling.h). Sixteen HGX H100 servers with eight
    // 400GbE ConnectX-7 each are 128 node ports: one SN5600, where one port a node port made it a two-layer fabric
    // of six switches (4 leaves of 32 down and 32 up, 2 spines).
    const PartCatalog &c = seedCatalog();
    const Part *sn5600 = c.find(QStringLiteral("nvidia-spectrum4-sn5600"));
    REQUIRE(sn5600);
    Plan plan;
    ServerSpec hgx;
    hgx.chassis = QStringLiteral("supermicro-sys-821ge-tnhr");
    hgx.count = 16;
    hgx.parts = {PartRef{QStringLiteral("nvidia-h100-sxm5-80gb"), 8, {}},
                 PartRef{QStringLiteral("nvidia-connectx7-400gbe"), 8, {}}};
    plan.servers.append(hgx);
    plan.fabric = FabricSpec{};
    plan.fabric->sku = sn5600->sku;
    const QList<ResolvedServer> servers = resolvePlan(plan, c).servers;
    CHECK(nodePortGbps(*sn5600, servers) == 400);
    CHECK(switchPortSplit(*sn5600, 400) == 2);
    CHECK(fabricLinkGbps(sn5600, servers) == 400);
    PricedQuote q = priceQuote(plan, c);
    CHECK(q.fabric.endpoints == 128);
    CHECK(q.fabric.tiers == 1);
    CHECK(q.fabric.switches == 1);
    // Twice the servers need two layers of 128-link switches: 4 leaves (64 down, 64 links up) and 2 spines.
    plan.servers[0].count = 32;
    q = priceQuote(plan, c);
    CHECK(q.fabric.tiers == 2);
    CHECK(q.fabric.leaves == 4);
    CHECK(q.fabric.spines == 2);
    // Gaudi 3's own 200GbE ports: four to a port, at most (256 ports of 200GbE); no split beyond the switch's four
    // for slower ports, and none where the node ports are as fast as the switch's.
    const Part *qm9700 = c.find(QStringLiteral("nvidia-quantum2-qm9700"));
    REQUIRE(qm9700);
    CHECK(switchPortSplit(*sn5600, 200) == 4);
    CHECK(switchPortSplit(*sn5600, 100) == 4);
    CHECK(switchPortSplit(*sn5600, 800) == 1);
    CHECK(switchPortSplit(*sn5600, 0) == 1);
    // InfiniBand splits a port in two at most (NDR into 2 x NDR200, HDR into 2 x HDR100).
    CHECK(switchPortSplit(*qm9700, 400) == 1);
    CHECK(switchPortSplit(*qm9700, 200) == 2);
    CHECK(switchPortSplit(*qm9700, 100) == 2);
    Plan gaudi;
    ServerSpec g3;
    g3.chassis = QStringLiteral("supermicro-sys-822ga-ngr3");
    g3.count = 4;
    g3.parts = {PartRef{QStringLiteral("intel-gaudi3"), 8, {}}};
    gaudi.servers.append(g3);
    gaudi.fabric = FabricSpec{};
    gaudi.fabric->sku = sn5600->sku;
    q = priceQuote(gaudi, c);
    CHECK(q.fabric.endpoints == 96);
    CHECK(q.fabric.switches == 1);
}

TEST_CASE("seed: a Quantum-2 or Spectrum-4 cage splits by the node ports' lanes, and the quote takes the splitter "
          "that fits")
{
    // NVIDIA's splitters for a twin-port OSFP cage: MCP7Y40 to four 200G QSFP112 ends of 2 x 100G-PAM4 (ConnectX-7
    // NDR200, BlueField-3), MCP7Y60 to two 200G QSFP56 ends of 4 x 50G-PAM4 (ConnectX-6 HDR), MCP7Y70 to four 100G
    // QSFP56 ends (LinkX product specifications; hardware/serverconfig.h nicLaneGbps()).
    const PartCatalog &c = seedCatalog();
    const Part *qm9700 = c.find(QStringLiteral("nvidia-quantum2-qm9700"));
    const Part *sn5600 = c.find(QStringLiteral("nvidia-spectrum4-sn5600"));
    const Part *sn4700 = c.find(QStringLiteral("nvidia-spectrum-sn4700"));
    const Part *cx6 = c.find(QStringLiteral("nvidia-connectx6-hdr200"));
    const Part *cx7 = c.find(QStringLiteral("nvidia-connectx7-ndr200-dual"));
    const Part *bf3 = c.find(QStringLiteral("nvidia-bluefield3-b3220"));
    REQUIRE((qm9700 && sn5600 && sn4700 && cx6 && cx7 && bf3));
    CHECK(nicLaneGbps(cx6->nic) == 50);
    CHECK(nicLaneGbps(cx7->nic) == 100);
    CHECK(nicLaneGbps(bf3->nic) == 100);
    CHECK(twinPortOsfpCages(*qm9700));
    CHECK(twinPortOsfpCages(*sn5600));
    CHECK_FALSE(twinPortOsfpCages(*sn4700)); // 400GbE QSFP-DD of 50G lanes
    // A Quantum-2 port (four 100G lanes) carries two NDR200 ports, one HDR port, two HDR100.
    CHECK(switchPortSplit(*qm9700, 200, 100) == 2);
    CHECK(switchPortSplit(*qm9700, 200, 50) == 1);
    CHECK(switchPortSplit(*qm9700, 100, 50) == 2);
    CHECK(switchPortSplit(*qm9700, 200) == 2); // lanes not known: by speed alone, as before
    // A Spectrum-4 cage (eight 100G lanes): four 200G QSFP112, two 200G QSFP56; a Spectrum-3's 400GbE port, whose
    // lanes are 50G already, two 200G ports of either kind.
    CHECK(switchPortSplit(*sn5600, 200, 100) == 4);
    CHECK(switchPortSplit(*sn5600, 200, 50) == 2);
    CHECK(switchPortSplit(*sn4700, 200, 50) == 2);
    CHECK(switchPortSplit(*sn4700, 200, 100) == 2);

    // Sixteen HGX H100 nodes, eight 200G ports each on a Quantum-2: 128 node ports.
    auto plan = [&](const Part *nic, int cards) {
        Plan p;
        ServerSpec hgx;
        hgx.chassis = QStringLiteral("supermicro-sys-821ge-tnhr");
        hgx.count = 16;
        hgx.parts = {PartRef{QStringLiteral("nvidia-h100-sxm5-80gb"), 8, {}}, PartRef{nic->sku, cards, {}}};
        p.servers.append(hgx);
        p.fabric = FabricSpec{};
        p.fabric->sku = qm9700->sku;
        return p;
    };
    auto qty = [](const PricedQuote &q, const char *sku) -> qint64 {
        for (const QuoteLine &l : q.lines) {
            if (l.sku == QLatin1String(sku))
                return l.qty;
        }
        return 0;
    };
    // ConnectX-7 NDR200: 128 ports on one switch; each twin-port transceiver at the switch serves four adapters'
    // MMA1Z00-NS400s in 200G mode over two MFP7E20 splitter fibers, at 5 W an adapter end.
    const Plan ndr200 = plan(cx7, 4);
    const QList<ResolvedServer> servers = resolvePlan(ndr200, c).servers;
    CHECK(nodePortLaneGbps(*qm9700, servers) == 100);
    CHECK(fabricLinkGbps(qm9700, servers) == 200);
    PricedQuote q = priceQuote(ndr200, c);
    REQUIRE(q.ok());
    CHECK(q.fabric.endpoints == 128);
    CHECK(q.fabric.switches == 1);
    CHECK_FALSE(q.fabric.nodeLinksInRack); // 16 nodes fill several racks
    CHECK(qty(q, "nvidia-mma1z00-ns400") == 128);
    CHECK(qty(q, "nvidia-mma4z00-ns") == 32);
    CHECK(qty(q, "nvidia-mfp7e20-n010") == 64);
    CHECK(qty(q, "nvidia-mfs1s00-h010e") == 0); // no HDR QSFP56 cable for an OSFP cage
    CHECK(fabricOpticsPower(q.fabric, 200).totalW == Approx(128 * 5.0));
    // ConnectX-6 HDR: a Quantum-2 port carries one of them, so the 128 ports need a second layer (where one switch
    // of 128 split ports was priced before), and the links run at 200.
    const Plan hdr = plan(cx6, 8);
    CHECK(nodePortLaneGbps(*qm9700, resolvePlan(hdr, c).servers) == 50);
    CHECK(fabricLinkGbps(qm9700, resolvePlan(hdr, c).servers) == 200);
    q = priceQuote(hdr, c);
    REQUIRE(q.ok());
    CHECK(q.fabric.endpoints == 128);
    CHECK(q.fabric.switchPortSplit == 1);
    CHECK(q.fabric.tiers == 2);
    CHECK(q.fabric.switches > 1);
    CHECK(qty(q, "nvidia-mma1z00-ns400") == 0);
    CHECK(qty(q, "nvidia-mfa7u10-h010") == 64); // two HDR ports an OSFP cage, through NVIDIA's splitter AOC
    CHECK(qty(q, "nvidia-mfs1s00-h010e") == 0);
}

TEST_CASE("seed: the sizing prices a switch per node port by the same lanes: ConnectX-6 HDR nodes get an HDR switch")
{
    // A Quantum-2 port carries one ConnectX-6 HDR port (50G lanes) but two ConnectX-7 NDR200 ports (100G lanes), so per
    // node port the QM9790's $36,000 over 64 ports is dearer than the QM8790's $18,000 over 40 for the first, and
    // cheaper at 128 ports for the second (the seed's estimates; quote/quotecabling.h switchPortSplit()).
    const PartCatalog &c = seedCatalog();
    ServerSpec server;
    server.chassis = QStringLiteral("supermicro-sys-821ge-tnhr");
    server.count = 1;
    server.parts = {PartRef{QStringLiteral("nvidia-h100-sxm5-80gb"), 8, {}},
                    PartRef{QStringLiteral("nvidia-connectx6-hdr200"), 8, {}}};
    const Plan plan;
    std::optional<FabricSpec> f = sizing::chooseFabric(plan, server, c);
    REQUIRE(f);
    CHECK(f->sku == QLatin1String("nvidia-quantum-qm8790"));
    server.parts[1] = PartRef{QStringLiteral("nvidia-connectx7-ndr200-dual"), 4, {}};
    f = sizing::chooseFabric(plan, server, c);
    REQUIRE(f);
    CHECK(f->sku == QLatin1String("nvidia-quantum2-qm9790"));
}
