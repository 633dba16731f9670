#include "model/perffixture.h"

#include "perf/stepmodel.h"

#include "support/testsupport.h"

#include <tuple>

namespace perftest {

using namespace aip;

namespace {

Part gpu(const char *sku, double tf16, double tf8, double memGB, double bwGBs, double nvlink, int pcieGen, double tdp)
{
    Part p;
    p.sku = QLatin1String(sku);
    p.category = PartCategory::Gpu;
    p.gpu.fp32Tflops = tf16 / 16;
    p.gpu.tf32Tflops = tf16 / 2;
    p.gpu.fp16Tflops = tf16;
    p.gpu.bf16Tflops = tf16;
    p.gpu.fp8Tflops = tf8;
    p.gpu.memoryGB = memGB;
    p.gpu.memoryBandwidthGBs = bwGBs;
    p.gpu.nvlinkGBs = nvlink;
    p.gpu.pcieGen = pcieGen;
    p.gpu.formFactor = GpuFormFactor::Sxm;
    p.gpu.tdpW = tdp;
    return p;
}

Part part(const char *sku, PartCategory c)
{
    Part p;
    p.sku = QLatin1String(sku);
    p.category = c;
    return p;
}

// An InfiniBand card of `ports` ports at `gbps` each.
Part nic(const char *sku, double gbps, int ports, double powerW)
{
    Part n = part(sku, PartCategory::Nic);
    n.nic.protocol = QStringLiteral("infiniband");
    n.nic.portGbps = gbps;
    n.nic.ports = ports;
    n.nic.powerW = powerW;
    return n;
}

} // namespace

void addFineTuneCards(PartCatalog &cat)
{
    for (const auto &[sku, model, tf16, memGB, bwGBs, tdp] :
         {std::tuple{"nvidia-rtx-4090", "GeForce RTX 4090 24GB", 165.2, 24.0, 1008.0, 450.0},
          std::tuple{"nvidia-rtx-a6000", "RTX A6000 48GB", 154.8, 48.0, 768.0, 300.0}}) {
        Part g = gpu(sku, tf16, 0, memGB, bwGBs, 0, 4, tdp);
        g.model = QLatin1String(model);
        g.gpu.pcieLanes = 16;
        g.gpu.formFactor = GpuFormFactor::Pcie;
        cat.add(g);
    }
    Part c = part("supermicro-sys-221ge-nr", PartCategory::Chassis);
    c.model = QStringLiteral("SYS-221GE-NR (4x PCIe GPU, 2U)");
    c.chassis.gpuSlots = 4;
    c.chassis.gpuSlotKind = GpuSlotKind::PcieX16;
    cat.add(c);
    // The rest of the node the rows name (parts): two Xeon Gold 6430 (32 cores), 16 x 64 GB DDR5, two 3.84 TB drives.
    Part xeon = part("intel-xeon-6430", PartCategory::Cpu);
    xeon.cpu.cores = 32;
    xeon.cpu.tdpW = 270;
    cat.add(xeon);
    Part dimm = part("samsung-ddr5-4800-64gb-rdimm", PartCategory::Memory);
    dimm.memory.type = QStringLiteral("DDR5");
    dimm.memory.sizeGB = 64;
    cat.add(dimm);
    Part drive = part("samsung-pm1743-3.84tb", PartCategory::Storage);
    drive.storage.capacityTB = 3.84;
    drive.storage.seqReadMBs = 13000;
    cat.add(drive);
}

namespace {

// A Blackwell GPU of the seed catalog (8000 GB/s, NVLink 1800 GB/s, PCIe Gen5; fp8 twice bf16) on its baseboard, and
// the host CPU it sits beside.
struct BlackwellFigures {
    double bf16, fp32, tf32, memoryGB, tdpW;
};
void addBlackwell(PartCatalog &cat, const char *gpuSku, const BlackwellFigures &f, const char *board,
                  const char *cpuSku, int cores, double cpuTdpW)
{
    Part g = gpu(gpuSku, f.bf16, 2 * f.bf16, f.memoryGB, 8000, 1800, 5, f.tdpW);
    g.gpu.fp32Tflops = f.fp32;
    g.gpu.tf32Tflops = f.tf32;
    g.gpu.baseboard = QLatin1String(board);
    g.gpu.architecture = QStringLiteral("blackwell");
    cat.add(g);
    Part cpu = part(cpuSku, PartCategory::Cpu);
    cpu.cpu.cores = cores;
    cpu.cpu.tdpW = cpuTdpW;
    // The seed catalog's channel count (nvidia-grace: 8 modelled channels of its LPDDR5X); the host's memory
    // bandwidth follows from it (perf/clusterhardware.cpp).
    cpu.cpu.memoryChannels = QLatin1String(cpuSku) == QLatin1String("nvidia-grace") ? 8 : 0;
    cat.add(cpu);
}

} // namespace

void addDgxB200(PartCatalog &cat)
{
    addBlackwell(cat, "nvidia-b200-sxm-180gb", {2250, 80, 1100, 180, 1000}, "sxm6", "intel-xeon-8570", 56, 350);
    addDgx(cat, "nvidia-dgx-b200", "nvidia-b200-sxm-180gb", 1800, "intel-xeon-8570", "nvidia-connectx7-ndr400",
           "nvidia-connectx7-ndr200-dual", 4874);
}

namespace {

// An NVL72 rack: 72 GPUs of `board` in one NVLink domain (1.8 TB/s a GPU), 36 Grace CPUs and their LPDDR5X, a `nicSku`
// NIC a GPU, `dpus` data-processing cards (stood in by the dual-port NIC) and a drive a GPU, in 48U.
struct Nvl72 {
    const char *sku, *gpuSku, *board, *nicSku;
    int dpus;
    double basePowerW;
};
void addNvl72(PartCatalog &cat, const Nvl72 &r)
{
    // Grace's LPDDR5X as the seed catalog models it: 60 GB a channel at 8000 MT/s, eight a CPU (480 GB).
    Part lpddr = part("nvidia-grace-lpddr5x-60gb", PartCategory::Memory);
    lpddr.memory.type = QStringLiteral("LPDDR5X");
    lpddr.memory.sizeGB = 60;
    lpddr.memory.speedMTs = 8000;
    cat.add(lpddr);
    Part c = part(r.sku, PartCategory::Chassis);
    c.chassis.completeSystem = true;
    c.chassis.gpuSlots = 72;
    c.chassis.gpuSlotKind = GpuSlotKind::SxmBaseboard;
    c.chassis.baseboard = QLatin1String(r.board);
    c.chassis.nvswitchGBs = 1800;
    c.chassis.cpuSockets = 36;
    c.chassis.rackUnits = 48;
    c.chassis.basePowerW = r.basePowerW;
    c.chassis.builtIn = {{QLatin1String(r.gpuSku), 72},
                         {QStringLiteral("nvidia-grace"), 36},
                         {QStringLiteral("nvidia-grace-lpddr5x-60gb"), 288},
                         {QLatin1String(r.nicSku), 72},
                         {QStringLiteral("nvidia-connectx7-ndr200-dual"), r.dpus},
                         {QStringLiteral("samsung-pm9a3-3.84tb"), 72}};
    cat.add(c);
}

} // namespace

void addGb200Nvl72(PartCatalog &cat)
{
    addBlackwell(cat, "nvidia-b200-gb200", {2500, 90, 1250, 186, 1200}, "gb200", "nvidia-grace", 72, 250);
    addNvl72(cat, {"nvidia-gb200-nvl72", "nvidia-b200-gb200", "gb200", "nvidia-connectx7-ndr400", 36, 17580});
}

namespace {

// Blackwell Ultra's network, once in a catalog: the ConnectX-8 SuperNIC (800 Gb/s, one port) and the Quantum-X800 Q3400
// (144 XDR ports, SHARP v4), as the seed catalog has them.
void addXdrNetwork(PartCatalog &cat)
{
    if (!cat.find(QStringLiteral("nvidia-connectx8-800g")))
        cat.add(nic("nvidia-connectx8-800g", 800, 1, 30));
    if (cat.find(QStringLiteral("nvidia-quantum-x800-q3400")))
        return;
    Part sw = part("nvidia-quantum-x800-q3400", PartCategory::Switch);
    sw.sw.protocol = QStringLiteral("infiniband");
    sw.sw.portGbps = 800;
    sw.sw.ports = 144;
    sw.sw.inNetworkReduction = true; // SHARP v4
    cat.add(sw);
}

} // namespace

void addGb300Nvl72(PartCatalog &cat)
{
    // The seed catalog's GB300 NVL72: 72 B300 (2500 TF bf16, 80 TF fp32, 288 GB, 1400 W), 36 Grace, a ConnectX-8 of
    // 800 Gb/s a GPU, 18 BlueField-3, on a Quantum-X800 fabric.
    addBlackwell(cat, "nvidia-b300-gb300", {2500, 80, 1250, 288, 1400}, "gb300", "nvidia-grace", 72, 250);
    addXdrNetwork(cat);
    addNvl72(cat, {"nvidia-gb300-nvl72", "nvidia-b300-gb300", "gb300", "nvidia-connectx8-800g", 18, 26170});
}

void addDgxB300(PartCatalog &cat)
{
    addBlackwell(cat, "nvidia-b300-sxm-288gb", {2250, 75, 1125, 288, 1000}, "hgx-b300", "intel-xeon-6776p", 64, 350);
    addXdrNetwork(cat);
    addDgx(cat, "nvidia-dgx-b300", "nvidia-b300-sxm-288gb", 1800, "intel-xeon-6776p", "nvidia-connectx8-800g",
           "nvidia-connectx7-ndr200-dual", 4834);
}

void addBloomNode(PartCatalog &cat)
{
    Part c = part("supermicro-as-4124go-nart", PartCategory::Chassis);
    c.model = QStringLiteral("AS-4124GO-NART (HGX A100 8-GPU, 4U)");
    c.chassis.gpuSlots = 8;
    c.chassis.gpuSlotKind = GpuSlotKind::SxmBaseboard;
    c.chassis.nvswitchGBs = 600;
    c.chassis.cpuSockets = 2;
    c.chassis.dimmSlots = 32;
    c.chassis.pcieSlots = 10;
    cat.add(c);
    cat.add(nic("nvidia-connectx6-hdr100", 100, 1, 15));
    Part dimm = part("samsung-ddr4-3200-32gb-rdimm", PartCategory::Memory);
    dimm.memory.type = QStringLiteral("DDR4");
    dimm.memory.sizeGB = 32;
    cat.add(dimm);
    Part cpu = part("amd-epyc-7543", PartCategory::Cpu);
    cpu.cpu.cores = 32;
    cpu.cpu.tdpW = 225;
    cat.add(cpu);
}

// T4 and L4 (PCIe, one slot): the seed catalog's figures (NVIDIA T4 and L4 datasheets): T4 65 TF fp16, 8.1 TF fp32,
// no bf16/fp8, 16 GB at 320 GB/s, Gen3, 70 W (Turing); L4 121 TF fp16/bf16 dense, 242.5 TF fp8, 30.3 TF fp32, 24 GB at
// 300 GB/s, Gen4, 72 W (Ada). For the CNN/BERT inference rows of the validation set (issue 20).
void addInferenceCards(PartCatalog &cat)
{
    Part t4 = gpu("nvidia-t4", 65, 0, 16, 320, 0, 3, 70);
    t4.gpu.fp32Tflops = 8.1;
    t4.gpu.tf32Tflops = 0;
    t4.gpu.bf16Tflops = 0;
    t4.gpu.architecture = QStringLiteral("turing");
    Part l4 = gpu("nvidia-l4", 121, 242.5, 24, 300, 0, 4, 72);
    l4.gpu.fp32Tflops = 30.3;
    l4.gpu.tf32Tflops = 60;
    l4.gpu.architecture = QStringLiteral("ada");
    for (Part *g : {&t4, &l4}) {
        g->gpu.formFactor = GpuFormFactor::Pcie;
        g->gpu.pcieLanes = 16;
        g->gpu.slotWidth = 1;
        cat.add(*g);
    }
}

void addDgx(PartCatalog &cat, const char *sku, const char *gpuSku, double nvswitchGBs, const char *cpu,
            const char *nic8, const char *nic2, double basePowerW)
{
    Part c = part(sku, PartCategory::Chassis);
    c.chassis.completeSystem = true;
    c.chassis.gpuSlots = 8;
    c.chassis.gpuSlotKind = GpuSlotKind::SxmBaseboard;
    c.chassis.nvswitchGBs = nvswitchGBs;
    c.chassis.basePowerW = basePowerW;
    c.chassis.builtIn = {{QLatin1String(gpuSku), 8},
                         {QLatin1String(cpu), 2},
                         {QLatin1String(nic8), 8},
                         {QLatin1String(nic2), 2},
                         {QStringLiteral("samsung-pm9a3-3.84tb"), 8}};
    cat.add(c);
}

PartCatalog catalog()
{
    PartCatalog cat;
    // A100: 312 TF fp16 dense, 2039 GB/s (80 GB) / 1555 GB/s (40 GB), NVLink 600 GB/s; H100 SXM5: 989.4 TF
    // bf16, 1978.9 TF fp8, 3350 GB/s, NVLink 900 GB/s (catalog_sources.csv).
    // The A100s' architecture and FP64 rate (9.7 TF vector, datasheet) as the seed catalog has them: GA100 has 64
    // FP32 lanes an SM (gpuefficiency.cpp fp32LanesPerSm()), which the SM-bound CNN kernels' clock comes from.
    for (Part a100 : {gpu("nvidia-a100-sxm4-80gb", 312, 0, 80, 2039, 600, 4, 400),
                      gpu("nvidia-a100-sxm4-40gb", 312, 0, 40, 1555, 600, 4, 400)}) {
        a100.gpu.architecture = QStringLiteral("ampere");
        a100.gpu.fp64Tflops = 9.7;
        cat.add(a100);
    }
    cat.add(gpu("nvidia-h100-sxm5-80gb", 989.4, 1978.9, 80, 3350, 900, 5, 700));
    // L40S (PCIe, no NVLink): 362.05 TF fp16/bf16 dense, 733 TF fp8, 91.6 TF fp32, 48 GB at 864 GB/s, Gen4, 350 W;
    // in a Dell PowerEdge R760xa (4 PCIe GPU slots): the seed catalog's figures (NVIDIA L40S datasheet), for the
    // serving rows of the validation set (issue 20).
    Part l40s = gpu("nvidia-l40s", 362.05, 733, 48, 864, 0, 4, 350);
    l40s.gpu.fp32Tflops = 91.6;
    l40s.gpu.tf32Tflops = 183;
    l40s.gpu.formFactor = GpuFormFactor::Pcie;
    l40s.gpu.architecture = QStringLiteral("ada");
    cat.add(l40s);
    Part r760xa = part("dell-poweredge-r760xa", PartCategory::Chassis);
    r760xa.chassis.gpuSlots = 4;
    r760xa.chassis.gpuSlotKind = GpuSlotKind::PcieX16;
    r760xa.chassis.cpuSockets = 2;
    r760xa.chassis.dimmSlots = 32;
    r760xa.chassis.driveBays = 8;
    r760xa.chassis.pcieSlots = 4;
    cat.add(r760xa);
    Part epyc = part("amd-epyc-7742", PartCategory::Cpu);
    epyc.cpu.cores = 64;
    epyc.cpu.tdpW = 225;
    cat.add(epyc);
    Part xeon = part("intel-xeon-8480c", PartCategory::Cpu);
    xeon.cpu.cores = 56;
    xeon.cpu.tdpW = 350;
    cat.add(xeon);
    cat.add(nic("nvidia-connectx6-hdr200", 200, 1, 20));
    cat.add(nic("nvidia-connectx6-hdr200-dual", 200, 2, 20));
    cat.add(nic("nvidia-connectx7-ndr400", 400, 1, 20));
    cat.add(nic("nvidia-connectx7-ndr200-dual", 200, 2, 20));
    Part drive = part("samsung-pm9a3-3.84tb", PartCategory::Storage);
    drive.storage.seqReadMBs = 6500;
    drive.storage.randReadIops = 900000;
    drive.storage.powerW = 13;
    cat.add(drive);
    auto sw = [&](const char *sku, double gbps, int ports) {
        Part s = part(sku, PartCategory::Switch);
        s.sw.protocol = QStringLiteral("infiniband");
        s.sw.portGbps = gbps;
        s.sw.ports = ports;
        s.sw.inNetworkReduction = true; // SHARP v2 (HDR) / v3 (NDR)
        cat.add(s);
    };
    sw("nvidia-quantum-qm8700", 200, 40);
    sw("nvidia-quantum2-qm9700", 400, 64);
    addDgx(cat, "nvidia-dgx-a100-80gb", "nvidia-a100-sxm4-80gb", 600, "amd-epyc-7742", "nvidia-connectx6-hdr200",
           "nvidia-connectx6-hdr200-dual", 2340);
    addDgx(cat, "nvidia-dgx-h100", "nvidia-h100-sxm5-80gb", 900, "intel-xeon-8480c", "nvidia-connectx7-ndr400",
           "nvidia-connectx7-ndr200-dual", 3274);
    Part p4d = part("aws-p4d.24xlarge", PartCategory::Cloud);
    p4d.cloud.provider = QStringLiteral("aws");
    p4d.cloud.gpuSku = QStringLiteral("nvidia-a100-sxm4-40gb");
    p4d.cloud.gpuCount = 8;
    p4d.cloud.vcpus = 96;
    p4d.cloud.networkGbps = 400;
    p4d.cloud.nvlinkGBs = 600;
    cat.add(p4d);
    return cat;
}

Plan llama70bServingPlan(Precision precision, int outputTokens)
{
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.model.preset = QStringLiteral("llama2-70b");
    w.precision = precision;
    Serving sv;
    sv.inputTokens = 1024;
    sv.outputTokens = outputTokens;
    sv.ttftLimitS = 1;
    sv.percentile = 90;
    w.serving = sv;
    Plan plan = dgxPlan(1, w, true);
    CloudOption c;
    c.sku = QStringLiteral("aws-p4d.24xlarge");
    c.hourlyRate
        = 32.77; // AWS EC2 on-demand, us-east-1 (aws.amazon.com/ec2/instance-types/p4): the fixture has no rate
    plan.cloud = {c};
    return plan;
}

Plan dgxPlan(int nodes, const Workload &workload, bool h100)
{
    Plan plan;
    ServerSpec s;
    s.id = QStringLiteral("node");
    s.chassis = h100 ? QStringLiteral("nvidia-dgx-h100") : QStringLiteral("nvidia-dgx-a100-80gb");
    s.count = nodes;
    plan.servers = {s};
    FabricSpec f;
    f.sku = h100 ? QStringLiteral("nvidia-quantum2-qm9700") : QStringLiteral("nvidia-quantum-qm8700");
    plan.fabric = f;
    plan.workload = workload;
    plan.hasWorkload = true;
    return plan;
}

perf::Strategy fsdpFullRecompute()
{
    perf::Strategy s;
    s.dp = 8;
    s.zero = 3;
    s.shardingImpl = ShardingImpl::Fsdp;
    s.recompute = Recompute::Full;
    return s;
}

perf::ClusterHardware dgxCluster(int nodes, bool h100)
{
    QString error;
    const std::optional<perf::ClusterHardware> c
        = perf::clusterFromPlan(dgxPlan(nodes, Workload{}, h100), catalog(), &error);
    INFO(error.toStdString());
    REQUIRE(c.has_value());
    return *c;
}

Parallelism fixedParallelism(int tp, int pp, int dp, int zero, Recompute recompute, int interleave,
                             bool sequenceParallel)
{
    Parallelism p;
    p.tp = tp;
    p.pp = pp;
    p.dp = dp;
    p.zero = zero;
    p.interleave = interleave;
    p.recompute = recompute;
    p.sequenceParallel = sequenceParallel;
    return p;
}

Workload gptWorkload(int layers, int hidden, int heads, int seq, int vocab, qint64 globalBatch)
{
    Workload w;
    w.model.type = QStringLiteral("transformer");
    w.model.layers = layers;
    w.model.hidden = hidden;
    w.model.heads = heads;
    w.model.seqLen = seq;
    w.model.vocab = vocab;
    w.globalBatch = globalBatch;
    w.precision = Precision::Fp16;
    return w;
}

perf::ModelArch resolved(const ModelSpec &spec)
{
    QString error;
    const std::optional<perf::ModelArch> a = perf::resolveModel(spec, &error);
    INFO(error.toStdString());
    REQUIRE(a.has_value());
    return *a;
}

perf::ModelArch preset(const char *name)
{
    ModelSpec spec;
    spec.preset = QLatin1String(name);
    return resolved(spec);
}

aip::GpuSpec a100Sxm()
{
    aip::GpuSpec g;
    g.bf16Tflops = g.fp16Tflops = 312;
    g.tf32Tflops = 156;
    g.fp32Tflops = 19.5;
    g.memoryBandwidthGBs = 2039;
    g.formFactor = aip::GpuFormFactor::Sxm;
    g.baseboard = QStringLiteral("sxm4");
    g.tdpW = 400;
    return g;
}

aip::perf::ModelArch llamaOrGptArch(bool llama)
{
    aip::perf::ModelArch a;
    a.family = aip::perf::ModelFamily::Decoder;
    a.layers = 32;
    a.hidden = 4096;
    a.heads = 32;
    a.kvHeads = llama ? 8 : 32;
    a.ffnHidden = llama ? 14336 : 4 * 4096;
    a.gatedMlp = llama;
    a.seqLen = 8192;
    a.vocab = 128256;
    return a;
}

aip::perf::ClusterHardware oneGpuA100(double hbmGBs, const char *sku)
{
    aip::perf::ClusterHardware c;
    c.gpu = a100Sxm();
    c.gpu.memoryBandwidthGBs = hbmGBs;
    c.gpu.memoryGB = 80;
    if (sku)
        c.gpuSku = QLatin1String(sku);
    c.gpusPerNode = 8;
    c.nodes = 1;
    return c;
}

double netComputeS(const aip::perf::ModelArch &a, aip::Precision precision, const char *format, int batch,
                   const aip::perf::ClusterHardware &cluster)
{
    aip::Workload w;
    w.precision = precision;
    w.globalBatch = batch;
    w.extra.insert(QStringLiteral("memory_format"), QLatin1String(format));
    aip::perf::Strategy s;
    s.microBatch = batch;
    const aip::perf::StepEstimate e = aip::perf::StepModel(a, w, cluster).evaluate(s);
    REQUIRE(e.valid);
    return e.breakdown.computeS;
}

} // namespace perftest
