// Properties the performance model must have whatever its constants: more bandwidth or peak never slows a
// step, recompute trades compute for memory, slow fabrics lose scaling efficiency, the input pipeline can
// stall, and simulate() reports what DESIGN.md promises.
#include "model/perffixture.h"
#include "perf/perfmodel.h"
#include "support/testsupport.h"

#include <QJsonArray>

#include <cmath>

namespace {

using namespace aip;
using namespace aip::perf;

ClusterHardware dgx(int nodes, bool h100 = false)
{
    return perftest::dgxCluster(nodes, h100);
}

Workload presetWorkload(const char *preset, qint64 batch, Precision precision = Precision::Bf16)
{
    Workload w;
    w.model.preset = QLatin1String(preset);
    w.globalBatch = batch;
    w.precision = precision;
    return w;
}

Workload withParallelism(Workload w, int tp, int pp, int dp, int mb, Recompute rc, int zero = 1)
{
    Parallelism p;
    p.tp = tp;
    p.pp = pp;
    p.dp = dp;
    p.zero = zero;
    p.recompute = rc;
    p.sequenceParallel = tp > 1;
    p.interleave = 1;
    w.parallelism = p;
    w.microBatch = mb;
    return w;
}

// A handful of fixed workloads that exercise every term.
QList<Workload> workloads()
{
    return {withParallelism(presetWorkload("gpt3-175b", 1536, Precision::Fp16), 8, 8, 2, 1, Recompute::Selective),
            withParallelism(presetWorkload("llama2-7b", 512), 2, 1, 64, 2, Recompute::None, 2),
            withParallelism(presetWorkload("bert-large", 4096, Precision::Fp16), 1, 1, 128, 32, Recompute::None, 0),
            withParallelism(presetWorkload("resnet50", 32768, Precision::Fp16), 1, 1, 128, 256, Recompute::None, 0)};
}

} // namespace

TEST_CASE("perf invariants: more bandwidth or more peak never slows a step")
{
    const ClusterHardware base = dgx(16);
    for (const Workload &w : workloads()) {
        const PerfResult r0 = simulate(w, base);
        INFO(w.model.preset.toStdString());
        REQUIRE(r0.ok());
        for (int knob = 0; knob < 6; ++knob) {
            ClusterHardware faster = base;
            switch (knob) {
            case 0: faster.nicGbps *= 2; break;
            case 1: faster.intraLinkGBs *= 2; break;
            case 2: faster.gpu.memoryBandwidthGBs *= 2; break;
            case 3:
                faster.gpu.fp16Tflops *= 2;
                faster.gpu.bf16Tflops *= 2;
                break;
            case 4: faster.inNetworkReduction = true; break;
            case 5: faster.nicsPerNode = 8, faster.oversubscription = 1; break;
            }
            const PerfResult r1 = simulate(w, faster);
            INFO("knob " << knob);
            CHECK(r1.stepTimeS <= r0.stepTimeS * (1 + 1e-12));
        }
        ClusterHardware slower = base;
        slower.oversubscription = 4;
        CHECK(simulate(w, slower).stepTimeS >= r0.stepTimeS);
    }
}

TEST_CASE("perf invariants: activation recompute trades extra compute for a large memory saving")
{
    const ClusterHardware c = dgx(16);
    const Workload base = presetWorkload("gpt3-13b", 512, Precision::Fp16);
    const PerfResult none = simulate(withParallelism(base, 8, 1, 16, 4, Recompute::None), c);
    const PerfResult selective = simulate(withParallelism(base, 8, 1, 16, 4, Recompute::Selective), c);
    const PerfResult full = simulate(withParallelism(base, 8, 1, 16, 4, Recompute::Full), c);
    CHECK(none.breakdown.recomputeS == 0);
    CHECK(selective.breakdown.recomputeS > 0);
    CHECK(full.breakdown.recomputeS > selective.breakdown.recomputeS);
    CHECK(full.stepTimeS > none.stepTimeS);
    // Full recompute keeps ~2sbh per layer instead of ~34sbh/t + 5as^2b/t: several times less.
    CHECK(full.memory.activationsBytes * 3 < none.memory.activationsBytes);
    CHECK(selective.memory.activationsBytes < none.memory.activationsBytes);
    // Its cost is about one extra forward pass: a third of the step's math, not more.
    CHECK(full.breakdown.recomputeS < 0.45 * full.breakdown.computeS);
}

TEST_CASE("perf invariants: more nodes on a slow fabric lose efficiency")
{
    Workload w = presetWorkload("llama2-7b", 1024);
    w = withParallelism(w, 1, 1, 8, 1, Recompute::Full, 1);
    w.parallelism->dp.reset(); // dp follows the node count
    w.parallelism->tp = 1;
    w.parallelism->pp = 1;
    ClusterHardware fast = dgx(32);
    ClusterHardware slow = fast;
    slow.nicsPerNode = 1;
    slow.nicGbps = 25; // one 25 GbE port per node
    slow.inNetworkReduction = false;
    const QList<ScalingPoint> fastCurve = scalingCurve(w, fast);
    const QList<ScalingPoint> slowCurve = scalingCurve(w, slow);
    REQUIRE(fastCurve.size() == 6);
    REQUIRE(slowCurve.size() == 6);
    CHECK(slowCurve.last().nodes == 32);
    CHECK(slowCurve.last().scalingEfficiency < 0.8);
    CHECK(fastCurve.last().scalingEfficiency > slowCurve.last().scalingEfficiency);
    CHECK(fastCurve.last().scalingEfficiency > 0.85);
    for (qsizetype i = 1; i < slowCurve.size(); ++i)
        CHECK(slowCurve[i].scalingEfficiency <= slowCurve[i - 1].scalingEfficiency + 1e-9);
}

TEST_CASE("perf scaling: a one-node plan's curve runs over its node's GPUs, 1, 2, 4 and all")
{
    // Searched: BERT-large on one DGX A100 runs on one GPU and on all eight; every point is one node.
    const Workload w = presetWorkload("bert-large", 256);
    const ClusterHardware one = dgx(1);
    const QList<ScalingPoint> curve = scalingCurve(w, one);
    REQUIRE(curve.size() == 4);
    const int gpus[] = {1, 2, 4, 8};
    for (int i = 0; i < 4; ++i) {
        CHECK(curve[i].nodes == 1);
        CHECK(curve[i].gpus == gpus[i]);
        REQUIRE(curve[i].result.ok());
        CHECK(curve[i].result.gpusUsed == gpus[i]);
    }
    CHECK(curve[0].scalingEfficiency == Approx(1));
    // The eight-GPU point is the plan itself.
    const PerfResult plan = simulate(w, one);
    REQUIRE(plan.ok());
    CHECK(curve.last().result.samplesPerS == Approx(plan.samplesPerS));
    // NVLink keeps BERT-large's gradients cheap: eight GPUs lose less than a tenth per GPU against one.
    CHECK(curve.last().scalingEfficiency > 0.9);
    CHECK(curve.last().scalingEfficiency <= 1.0 + 1e-9);

    // A fixed layout of tp 2: one GPU cannot hold a replica, two run dp 1, eight dp 4.
    Workload tp2 = withParallelism(presetWorkload("bert-large", 256), 2, 1, 4, 8, Recompute::None, 1);
    const QList<ScalingPoint> fixed = scalingCurve(tp2, one);
    REQUIRE(fixed.size() == 4);
    CHECK_FALSE(fixed[0].result.ok());
    REQUIRE(fixed[1].result.ok());
    CHECK(fixed[1].result.strategy.dp == 1);
    REQUIRE(fixed[3].result.ok());
    CHECK(fixed[3].result.strategy.dp == 4);
    CHECK(fixed[1].scalingEfficiency == Approx(1)); // efficiency from the smallest size that runs

    // A job on part of the node gets the CPU cores that go with its GPUs: one core a GPU starves ResNet-50 alike at
    // every size, at one core's decoding rate per GPU (kImageCpuSeconds, 5 ms an image).
    ClusterHardware starved = dgx(1);
    starved.cpuCoresPerNode = 8;
    const Workload rn
        = withParallelism(presetWorkload("resnet50", 2048, Precision::Fp16), 1, 1, 8, 256, Recompute::None, 0);
    const QList<ScalingPoint> loader = scalingCurve(rn, starved);
    REQUIRE(loader.size() == 4);
    for (const ScalingPoint &p : loader) {
        REQUIRE(p.result.ok());
        CHECK(p.result.breakdown.dataStallS > 0);
        CHECK(p.result.samplesPerS / p.result.gpusUsed == Approx(1 / 5e-3).epsilon(0.01));
    }

    // One node of one GPU has nothing to scale over: one point.
    ClusterHardware single = dgx(1);
    single.gpusPerNode = 1;
    const QList<ScalingPoint> lone = scalingCurve(presetWorkload("llama2-7b", 64), single);
    REQUIRE(lone.size() == 1);
    CHECK(lone[0].gpus == 1);
}

TEST_CASE("perf scaling: a fixed expert-parallel layout fills each node count down to what ep divides")
{
    // Nodes of 12 GPUs and ep 8 (an NVL72's 72 GPUs and ep 64 are the same case): filling every GPU would give dp 12
    // on one node, which ep 8 does not divide; the curve runs dp 8 there, and dp 24 on two nodes.
    Workload w = withParallelism(presetWorkload("qwen3-30b-a3b", 96), 1, 1, 16, 1, Recompute::Full, 1);
    w.parallelism->ep = 8;
    ClusterHardware c = dgx(2);
    c.gpusPerNode = 12;
    REQUIRE(simulate(w, c).ok());
    const QList<ScalingPoint> curve = scalingCurve(w, c);
    REQUIRE(curve.size() == 2);
    REQUIRE(curve[0].result.ok());
    CHECK(curve[0].result.strategy.dp == 8);
    CHECK(curve[0].result.gpusUsed == 8);
    REQUIRE(curve[1].result.ok());
    CHECK(curve[1].result.strategy.dp == 24);
    CHECK(curve[0].scalingEfficiency == Approx(1));
    // ep 16 cannot run on one such node (12 GPUs): that point stays without a result, the two-node one has it.
    w.parallelism->ep = 16;
    const QList<ScalingPoint> wide = scalingCurve(w, c);
    REQUIRE(wide.size() == 2);
    CHECK_FALSE(wide[0].result.ok());
    REQUIRE(wide[1].result.ok());
    CHECK(wide[1].result.strategy.dp == 16);
}

TEST_CASE("perf invariants: a starved input pipeline stalls the step, GPU decoding relieves it")
{
    ClusterHardware c = dgx(1);
    c.cpuCoresPerNode = 8; // 1 core per GPU, below the 4-per-GPU rule
    Workload w = withParallelism(presetWorkload("resnet50", 2048, Precision::Fp16), 1, 1, 8, 256, Recompute::None, 0);
    const PerfResult starved = simulate(w, c);
    REQUIRE(starved.ok());
    CHECK(starved.breakdown.dataStallS > 0);
    CHECK(starved.bottleneck.contains(QStringLiteral("input")));
    w.gpuDecode = true;
    const PerfResult decoded = simulate(w, c);
    CHECK(decoded.breakdown.dataStallS < starved.breakdown.dataStallS);
    c.cpuCoresPerNode = 128;
    w.gpuDecode = false;
    CHECK(simulate(w, c).breakdown.dataStallS == 0);
    // One slow drive (500 MB/s, SATA class) cannot feed eight GPUs with ImageNet JPEGs.
    c.storageReadMBs = 500;
    c.storageDrives = 1;
    const PerfResult slowDisk = simulate(w, c);
    CHECK(slowDisk.breakdown.dataStallS > 0);
    CHECK(slowDisk.stepTimeS == Approx(2048 * 110e3 / 500e6)); // bytes per step over the drive
}

TEST_CASE("perf simulate: errors for unknown models, too many GPUs and plans that do not fit")
{
    const ClusterHardware c = dgx(2);
    Workload unknown = presetWorkload("nonesuch-1t", 64);
    CHECK(simulate(unknown, c).status == PerfStatus::InvalidWorkload);
    CHECK(simulate(unknown, c).error.contains(QStringLiteral("nonesuch-1t")));
    const Workload tooMany = withParallelism(presetWorkload("llama2-7b", 64), 8, 2, 2, 1, Recompute::None);
    const PerfResult r = simulate(tooMany, c);
    CHECK(r.status == PerfStatus::TooManyGpus);
    CHECK(r.error.contains(QStringLiteral("32")));
    const Workload huge = withParallelism(presetWorkload("gpt3-175b", 64), 1, 1, 1, 1, Recompute::Full, 0);
    const PerfResult big = simulate(huge, c);
    CHECK(big.status == PerfStatus::DoesNotFit);
    CHECK_FALSE(big.memory.fits);
    CHECK(big.memory.totalBytes > big.memory.capacityBytes);
    CHECK(big.bottleneck.contains(QStringLiteral("memory")));
}

TEST_CASE("perf simulate: a given strategy the step model cannot run is an error, not a zero step time")
{
    const ClusterHardware c = dgx(2);
    // LoRA adapters on a convolutional network, every strategy member given: nothing to search, nothing to run.
    Workload w = withParallelism(presetWorkload("resnet50", 256, Precision::Fp16), 1, 1, 16, 16, Recompute::None, 0);
    w.finetune = FineTune{};
    w.finetune->method = FineTuneMethod::Lora;
    const PerfResult r = simulate(w, c);
    CHECK_FALSE(r.ok());
    CHECK(r.status == PerfStatus::InvalidWorkload);
    CHECK(r.error.contains(QStringLiteral("transformers")));
    CHECK(r.stepTimeS == 0);
    // The same network trained whole runs.
    w.finetune.reset();
    const PerfResult whole = simulate(w, c);
    REQUIRE(whole.ok());
    CHECK(whole.stepTimeS > 0);
}

TEST_CASE("perf simulate: searches what the plan leaves open, and writes the DESIGN.md JSON")
{
    const ClusterHardware c = dgx(128);
    Workload w = presetWorkload("gpt3-175b", 1536, Precision::Fp16);
    w.tokensToTrain = 3e11;
    const PerfResult r = simulate(w, c);
    REQUIRE(r.ok());
    CHECK(r.strategySearched);
    CHECK(r.strategy.gpus() <= 1024);
    CHECK(r.memory.fits);
    CHECK(r.mfu > 0.2);
    CHECK(r.mfu < 0.8);
    REQUIRE(r.timeToTrainS.has_value());
    CHECK(*r.timeToTrainS == Approx(3e11 / r.tokensPerS));
    const QJsonObject o = toJson(r);
    for (const char *key : {"step_time_s", "samples_per_s", "tokens_per_s", "model_tflops_per_gpu", "mfu", "memory",
                            "breakdown", "bottleneck", "time_to_train_s", "strategy", "energy_per_step_j"})
        CHECK(o.contains(QLatin1String(key)));
    for (const char *key : {"weights_bytes", "gradients_bytes", "optimizer_bytes", "activations_bytes",
                            "total_bytes_per_gpu", "capacity_bytes_per_gpu", "fits"})
        CHECK(o.value(QStringLiteral("memory")).toObject().contains(QLatin1String(key)));
    for (const char *key :
         {"compute_s", "recompute_s", "tp_comm_s", "pp_bubble_s", "dp_comm_exposed_s", "optimizer_s", "data_stall_s"})
        CHECK(o.value(QStringLiteral("breakdown")).toObject().contains(QLatin1String(key)));
    // The breakdown adds up to the step.
    CHECK(r.breakdown.total() == Approx(r.stepTimeS));
    CHECK(r.energyPerStepJ > 0);

    // A CNN has no tokens.
    const PerfResult cnn = simulate(presetWorkload("yolov5s", 512, Precision::Fp16), dgx(1));
    REQUIRE(cnn.ok());
    CHECK_FALSE(toJson(cnn).contains(QStringLiteral("tokens_per_s")));
    CHECK(cnn.strategy.tp == 1);
}

TEST_CASE("perf simulate: FP8 on H100 is faster than BF16, and faster than an A100")
{
    Workload w = withParallelism(presetWorkload("llama2-70b", 512), 8, 4, 8, 1, Recompute::Selective, 1);
    const PerfResult bf16 = simulate(w, dgx(32, true));
    w.precision = Precision::Fp8;
    const PerfResult fp8 = simulate(w, dgx(32, true));
    REQUIRE(bf16.ok());
    REQUIRE(fp8.ok());
    CHECK(fp8.stepTimeS < bf16.stepTimeS);
    CHECK(fp8.stepTimeS > bf16.stepTimeS / 2); // attention, memory-bound ops and communication stay 16-bit
    w.precision = Precision::Bf16;
    const PerfResult a100 = simulate(w, dgx(32));
    CHECK(a100.stepTimeS > 2 * bf16.stepTimeS);
    // An A100 has no fp8 tensor cores: fp8 runs as bf16.
    w.precision = Precision::Fp8;
    CHECK(simulate(w, dgx(32)).stepTimeS == Approx(a100.stepTimeS));
}

TEST_CASE("perf cluster: DGX systems and cloud instances resolve from the catalog")
{
    const ClusterHardware a = dgx(4);
    CHECK(a.gpusPerNode == 8);
    CHECK(a.nodes == 4);
    CHECK(a.intraLink == IntraLink::NvSwitch);
    CHECK(a.intraLinkGBs == 600);
    CHECK_FALSE(a.nvlinkSharp);
    CHECK(a.nicsPerNode == 8);
    CHECK(a.nicGbps == 200);
    // The QM8700 can reduce in the network, but a job does so only when set up for it (fabric.sharp; NCCL's
    // NCCL_COLLNET_ENABLE defaults to 0).
    CHECK_FALSE(a.inNetworkReduction);
    CHECK(a.cpuCoresPerNode == 128);
    CHECK(a.storageDrives == 8);
    CHECK(a.storageReadMBs == 8 * 6500);
    const ClusterHardware h = dgx(1, true);
    CHECK(h.nvlinkSharp);
    CHECK(h.nicGbps == 400);
    const PartCatalog cat = perftest::catalog();
    QString error;
    const std::optional<ClusterHardware> p4d
        = clusterFromCloud(*cat.find(QStringLiteral("aws-p4d.24xlarge")), 2, cat, &error, false);
    REQUIRE(p4d.has_value());
    CHECK(p4d->gpu.memoryGB == 40);
    CHECK(p4d->totalGpus() == 16);
    CHECK(p4d->nodeNetworkGBs() == Approx(50));
    // vCPUs are two hyper-threads a core on x86 hosts; beside a Grace CPU (GB200 and GB300 boards) a vCPU is a core.
    const Part &p4dPart = *cat.find(QStringLiteral("aws-p4d.24xlarge"));
    CHECK(p4d->cpuCoresPerNode == p4dPart.cloud.vcpus / 2);
    PartCatalog withGrace = cat;
    Part graceGpu = *cat.find(p4dPart.cloud.gpuSku);
    graceGpu.sku = QStringLiteral("test-gpu-on-grace");
    graceGpu.gpu.baseboard = QStringLiteral("gb200");
    withGrace.add(graceGpu);
    Part graceInstance = p4dPart;
    graceInstance.cloud.gpuSku = graceGpu.sku;
    const auto grace = clusterFromCloud(graceInstance, 2, withGrace, &error, false);
    REQUIRE(grace.has_value());
    CHECK(grace->cpuCoresPerNode == p4dPart.cloud.vcpus);
    Plan none;
    CHECK_FALSE(clusterFromPlan(none, cat, &error).has_value());
    CHECK_FALSE(error.isEmpty());
}

TEST_CASE("perf cluster: a job reduces in the switches only when the plan asks and the switch can")
{
    const PartCatalog cat = perftest::catalog();
    QString error;
    Plan plan = perftest::dgxPlan(4, Workload{});
    REQUIRE(plan.fabric.has_value());
    CHECK_FALSE(clusterFromPlan(plan, cat, &error)->inNetworkReduction); // NCCL's default: no CollNet
    plan.fabric->sharp = true;
    CHECK(clusterFromPlan(plan, cat, &error)->inNetworkReduction);
    // A switch without in-network reduction cannot, whatever the plan asks.
    PartCatalog noSharp = cat;
    Part sw = *cat.find(plan.fabric->sku);
    sw.sku = QStringLiteral("ib-switch-no-sharp");
    sw.sw.inNetworkReduction = false;
    noSharp.add(sw);
    plan.fabric->sku = sw.sku;
    CHECK_FALSE(clusterFromPlan(plan, noSharp, &error)->inNetworkReduction);
    // A cloud option runs the same job: the instance's SHARP only when the job is set up for it.
    Part inst = *cat.find(QStringLiteral("aws-p4d.24xlarge"));
    inst.cloud.inNetworkReduction = true;
    CHECK_FALSE(clusterFromCloud(inst, 2, cat, &error, false)->inNetworkReduction);
    CHECK(clusterFromCloud(inst, 2, cat, &error, true)->inNetworkReduction);
    inst.cloud.inNetworkReduction = false;
    CHECK_FALSE(clusterFromCloud(inst, 2, cat, &error, true)->inNetworkReduction);

    // On 64 DGX A100s (tp 8, pp 8, dp 8 across nodes), GPT-3 175B: reducing in the switches never slows the step.
    Workload w = withParallelism(presetWorkload("gpt3-175b", 1536), 8, 8, 8, 1, Recompute::Full);
    Plan big = perftest::dgxPlan(64, w);
    const PerfResult rings = simulate(w, *clusterFromPlan(big, cat, &error));
    big.fabric->sharp = true;
    const PerfResult sharp = simulate(w, *clusterFromPlan(big, cat, &error));
    REQUIRE(rings.ok());
    REQUIRE(sharp.ok());
    CHECK(sharp.stepTimeS <= rings.stepTimeS);
}

TEST_CASE("perf simulate: a GPU without figures gives an answer, never a crash or a division by zero")
{
    ClusterHardware c;
    c.gpusPerNode = 4;
    c.nodes = 2;
    c.gpu.memoryGB = 80;
    Workload w = presetWorkload("llama2-7b", 64);
    const PerfResult r = simulate(w, c);
    CHECK((r.ok() || r.status == PerfStatus::DoesNotFit));
    CHECK(std::isfinite(r.stepTimeS));
    CHECK(r.stepTimeS > 0);
    ClusterHardware empty;
    CHECK(simulate(w, empty).status == PerfStatus::InvalidWorkload);
}
