// CNN and BERT inference (issue 20, item 1; perf/batchinference.h): a forward pass between its roofline bounds by
// hand, properties that hold whatever the efficiencies (int8 never slower than fp16, a bigger batch never fewer
// images per second, a tighter latency limit never fewer GPUs), the sizing's answers, and the validation regime's
// rows (resources/validation/published_serving.csv, regime inference-cnn-bert) each with a prediction.
#include "analysis/servingsizing.h"
#include "perf/batchinference.h"
#include "perffixture.h"
#include "support/testsupport.h"
#include "validation/batchinferenceprediction.h"
#include "validation/publishedruns.h"
#include "validation/runprediction.h"

#include <cmath>
#include <cstdio>
#include <optional>

using namespace aip;
using namespace aip::perf;

namespace {

ClusterHardware dgxA100()
{
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.model.preset = QStringLiteral("resnet50");
    QString error;
    const auto hw = clusterFromPlan(perftest::dgxPlan(1, w), perftest::catalog(), &error);
    INFO(error.toStdString());
    REQUIRE(hw);
    return *hw;
}

ServingSetup setup(WeightQuant quant = WeightQuant::None, int sequenceTokens = 0)
{
    ServingSetup s;
    s.precision = Precision::Fp16;
    s.weightQuant = quant;
    s.sequenceTokens = sequenceTokens;
    return s;
}

// The T4 and L4 as the seed catalog holds them (resources/catalog/seed_parts.csv: T4 65 TFLOPS fp16, 16 GB at
// 320 GB/s, PCIe 3.0, 70 W; L4 121 TFLOPS fp16/bf16, 242.5 fp8, 24 GB at 300 GB/s, PCIe 4.0, 72 W) and a DGX A100
// 40GB, for the validation rows.
PartCatalog validationCatalog()
{
    PartCatalog cat = perftest::catalog();
    auto card = [&](const char *sku, double fp16, double bf16, double fp8, double tf32, double fp32, double mem,
                    double bw, int gen, double tdp) {
        Part p;
        p.sku = QLatin1String(sku);
        p.category = PartCategory::Gpu;
        p.gpu.fp16Tflops = fp16;
        p.gpu.bf16Tflops = bf16;
        p.gpu.fp8Tflops = fp8;
        p.gpu.tf32Tflops = tf32;
        p.gpu.fp32Tflops = fp32;
        p.gpu.memoryGB = mem;
        p.gpu.memoryBandwidthGBs = bw;
        p.gpu.pcieGen = gen;
        p.gpu.tdpW = tdp;
        p.gpu.slotWidth = 1;
        p.gpu.formFactor = GpuFormFactor::Pcie;
        cat.add(p);
    };
    card("nvidia-t4", 65, 0, 0, 0, 8.1, 16, 320, 3, 70);
    card("nvidia-l4", 121, 121, 242.5, 60, 30.3, 24, 300, 4, 72);
    perftest::addDgx(cat, "nvidia-dgx-a100-40gb", "nvidia-a100-sxm4-40gb", 600, "amd-epyc-7742",
                     "nvidia-connectx6-hdr200", "nvidia-connectx6-hdr200-dual", 2340);
    return cat;
}

} // namespace

TEST_CASE("a large BERT-Large batch takes at least its FLOPs at peak and its weights at HBM bandwidth")
{
    const ClusterHardware hw = dgxA100();
    const ModelArch bert = perftest::preset("bert-large");
    const ServingSetup s = setup(WeightQuant::None, 384);
    const double b = 128, seq = 384;
    // 2 FLOPs per weight per token plus the attention square (4 x seq^2 x hidden per layer), per sequence.
    const double flops = b * (2 * seq * bert.parameters() + 4 * seq * seq * bert.hidden * bert.layers);
    const double peak = hw.gpu.fp16Tflops * 1e12;
    const double t = batchForwardTime(bert, hw, s, int(b));
    CHECK(t >= flops / peak);
    CHECK(t >= bert.parameters() * 2 / (hw.gpu.memoryBandwidthGBs * 1e9));
    CHECK(t <= flops / (0.3 * peak)); // no worse than 30 % of peak at this size
}

TEST_CASE("int8 never runs slower than fp16 and a bigger batch never serves fewer images per second")
{
    // Not a law once the L2 counts (perf/l2cache.h): at the batch where a layer's activations leave the L2 the images
    // per second can fall (test_perf_l2cache.cpp builds such a layer on the L4). For these networks on the A100 at
    // these batches it holds, and this checks it.
    const ClusterHardware hw = dgxA100();
    for (const char *name : {"resnet50", "bert-base", "efficientnet-b0"}) {
        INFO(name);
        const ModelArch a = perftest::preset(name);
        double lastRate = 0;
        for (int b : {1, 4, 16, 64, 256, 1024}) {
            const double fp16 = batchForwardTime(a, hw, setup(), b);
            const double int8 = batchForwardTime(a, hw, setup(WeightQuant::Int8), b);
            CHECK(int8 <= fp16);
            CHECK(b / fp16 >= lastRate * 0.999);
            lastRate = b / fp16;
        }
    }
}

TEST_CASE("int8 on a GPU without fp8 units runs at twice the 16-bit rate and with fp8 units at the fp8 share")
{
    // A large BERT-Large batch is GEMM-bound: int8 halves the math and the bytes of every kernel. On an A100 (no fp8
    // units) the int8 GEMMs keep the 16-bit share (netRates), so the pass takes half the fp16 time but for the few
    // launch-bound kernels; on an H100 they take the fp8 GEMMs' smaller measured share (70.9 % against 80.3 % of
    // peak, gpuefficiency.cpp), so int8 saves less than half.
    const ModelArch bert = perftest::preset("bert-large");
    const ServingSetup fp16 = setup(WeightQuant::None, 384), int8 = setup(WeightQuant::Int8, 384);
    const ClusterHardware a100 = dgxA100();
    const double a100Ratio = batchForwardTime(bert, a100, int8, 128) / batchForwardTime(bert, a100, fp16, 128);
    CHECK(a100Ratio >= 0.5 * 0.99);
    CHECK(a100Ratio <= 0.5 * 1.02);
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.model.preset = QStringLiteral("bert-large");
    QString error;
    const auto h100 = clusterFromPlan(perftest::dgxPlan(1, w, true), perftest::catalog(), &error);
    INFO(error.toStdString());
    REQUIRE(h100);
    const double h100Ratio = batchForwardTime(bert, *h100, int8, 128) / batchForwardTime(bert, *h100, fp16, 128);
    CHECK(h100Ratio >= 0.5 * (794.5 / 989) / (1402.6 / 1979) * 0.97); // the bf16 over the fp8 MAMF share
    CHECK(h100Ratio > a100Ratio * 1.08);
}

TEST_CASE("ResNet-50 sizing: the latency holds at the percentile, the load sets the GPUs, a tighter limit needs more")
{
    const ClusterHardware hw = dgxA100();
    const ModelArch rn = perftest::preset("resnet50");
    ServingSetup s = setup(WeightQuant::Int8);
    s.requestsPerS = 100000;
    s.ttftLimitS = 0.015;
    s.percentile = 99;
    const InferenceResult r = evaluateBatchInference(rn, hw, s);
    INFO(r.error.toStdString());
    REQUIRE(r.ok);
    CHECK_FALSE(r.generative);
    CHECK(r.tp == 1);
    CHECK(r.replicas >= 1);
    CHECK(r.gpusNeeded == r.replicas);
    CHECK(r.ttftS <= s.ttftLimitS);
    CHECK(r.samplesPerS == Approx(s.requestsPerS));
    // Each replica carries its share within what its batch does back to back.
    CHECK(s.requestsPerS / r.replicas <= r.batch / batchForwardTime(rn, hw, s, r.batch) * 1.0001);
    CHECK(r.outputTokensPerS == 0);
    ServingSetup tight = s;
    tight.ttftLimitS = 0.003;
    const InferenceResult t = evaluateBatchInference(rn, hw, tight);
    REQUIRE(t.ok);
    CHECK(t.gpusNeeded >= r.gpusNeeded);
    CHECK(t.batch <= r.batch);
    ServingSetup more = s;
    more.requestsPerS = 2 * s.requestsPerS;
    CHECK(evaluateBatchInference(rn, hw, more).gpusNeeded >= r.gpusNeeded);
    // A limit not even one image alone meets: no replica, said so.
    ServingSetup impossible = s;
    impossible.ttftLimitS = 1e-6;
    const InferenceResult none = evaluateBatchInference(rn, hw, impossible);
    REQUIRE(none.ok);
    CHECK(none.replicas == 0);
    CHECK(none.bottleneck == ServingBottleneck::LatencyLimit);
}

TEST_CASE("concurrent clients are one batch per replica, answered in one forward pass")
{
    const ClusterHardware hw = dgxA100();
    const ModelArch bert = perftest::preset("bert-large");
    ServingSetup s = setup(WeightQuant::None, 128);
    s.concurrency = 1000;
    s.ttftLimitS = 0.05;
    const InferenceResult r = evaluateBatchInference(bert, hw, s);
    REQUIRE(r.ok);
    REQUIRE(r.replicas >= 1);
    CHECK(r.replicas * r.batch >= s.concurrency);
    CHECK(r.ttftS == Approx(batchForwardTime(bert, hw, s, r.batch)));
    CHECK(r.ttftS <= s.ttftLimitS);
    CHECK(r.samplesPerS == Approx(r.replicas * r.batch / r.ttftS));
    ServingSetup int4 = s;
    int4.weightQuant = WeightQuant::Int4;
    CHECK_FALSE(evaluateBatchInference(bert, hw, int4).ok); // offered for language models only
}

TEST_CASE("CNN and BERT inference validation: published rows with sources, each predicted")
{
    const PartCatalog catalog = validationCatalog();
    double sumAbs = 0;
    int n = 0;
    for (const validation::PublishedRun &run : validation::bundledPublishedRuns()) {
        if (run.regime() != validation::batchInferenceRegime())
            continue;
        INFO(run.id().toStdString());
        CHECK(run.split() == QLatin1String("validation"));
        CHECK(!run.field("engine").isEmpty());
        CHECK(run.source().contains(QLatin1String("@"))); // a repository file at a commit
        const validation::RunPrediction p = validation::predictRun(run, catalog);
        INFO(p.error.toStdString());
        REQUIRE(p.ok);
        CHECK(p.regime == validation::batchInferenceRegime());
        CHECK(p.fits);
        std::fprintf(stderr, "%-34s %-14s measured %9.4g predicted %9.4g error %+6.1f%%\n", qPrintable(p.id),
                     qPrintable(p.metric), p.measured, p.predicted, p.errorPct);
        sumAbs += std::abs(p.errorPct);
        ++n;
    }
    REQUIRE(n >= 10);
    std::fprintf(stderr, "inference-cnn-bert: %d rows, mean |error| %.1f%%\n", n, sumAbs / n);
    // The regime stands at 10.4 % over 34 rows (2026-12-03, README-serving.md: 15.9 % before the batch-1 kernel floor
    // of batchinference.cpp was taken from MLPerf's A30 SingleStream latency; issue 14 asks 10 %): it must not get
    // worse.
    CHECK(sumAbs / n <= 10.5);
}

TEST_CASE("MIG validation rows: a 1g.10gb instance of an A100 serves ResNet-50 as its slice of the GPU")
{
    // MLPerf Inference v1.1 (README-serving.md, "MIG slices"): one whole A100 SXM4 80GB and one 1g.10gb instance of
    // one, ResNet-50 int8 Offline, the same round and harness. The rows run on the slice through the plan's path
    // (perf/mig.h), so a slice that lost its MIG profile would be predicted as the whole GPU, 7x too fast.
    const PartCatalog catalog = validationCatalog();
    std::optional<validation::RunPrediction> whole, slice;
    for (const validation::PublishedRun &run : validation::bundledPublishedRuns()) {
        if (run.id() == QLatin1String("MLPERF11-A100-RN50-OFFLINE"))
            whole = validation::predictRun(run, catalog);
        if (run.id() == QLatin1String("MLPERF11-A100MIG1G-RN50-OFFLINE")) {
            CHECK(run.field("mig") == QLatin1String("1g.10gb"));
            slice = validation::predictRun(run, catalog);
        }
    }
    REQUIRE(whole);
    REQUIRE(slice);
    REQUIRE(whole->ok);
    REQUIRE(slice->ok);
    CHECK(std::abs(slice->errorPct) < 10);
    // The slice's share of the whole GPU: 1/7 of the compute by the guide (perf/mig.h), 0.1335 measured.
    const double predictedShare = slice->predicted / whole->predicted;
    CHECK(predictedShare > 0.12);
    CHECK(predictedShare < 1.0 / 7 + 1e-9);
    CHECK(slice->measured / whole->measured == Approx(predictedShare).epsilon(0.10));
}

TEST_CASE("the batch serving curve is the evaluation's forward pass at each batch")
{
    // analysis/servingsizing.h: a CNN's latency-against-batch curve on one A100 of a DGX, from batch 1, each point the
    // forward pass the sizing costs and batch / pass requests per second.
    const ClusterHardware hw = dgxA100();
    const ModelArch rn50 = perftest::preset("resnet50");
    ServingSetup s = setup();
    const int maxBatch = maxInferenceBatch(rn50, hw, s);
    REQUIRE(maxBatch > 64);
    const QList<ServingPoint> curve = batchServingCurve(rn50, hw, s, maxBatch);
    REQUIRE(curve.size() >= 10);
    CHECK(curve.first().concurrency == 1);
    CHECK(curve.last().concurrency == maxBatch); // no latency limit: to what memory holds
    for (const ServingPoint &p : curve) {
        CHECK(p.ttftS == Approx(batchForwardTime(rn50, hw, s, p.concurrency)));
        CHECK(p.requestsPerS == Approx(p.concurrency / p.ttftS));
        CHECK(p.tpotS == 0);
    }
    // With a limit the curve stops at the first batch four times over it.
    s.ttftLimitS = 2 * curve.first().ttftS;
    const QList<ServingPoint> limited = batchServingCurve(rn50, hw, s, maxBatch);
    REQUIRE(limited.size() >= 2);
    CHECK(limited.last().ttftS > 4 * s.ttftLimitS);
    CHECK(limited.at(limited.size() - 2).ttftS <= 4 * s.ttftLimitS);
}

TEST_CASE("at batch 1 every ResNet-50 kernel takes the floor MLPerf measured on an A30")
{
    // kerneltimes.h, kEngineKernelFloorS: MLPerf Inference v1.1, ResNet-50 int8 SingleStream on one A30, mean latency
    // 514,515 ns, over the model's 54 ResNet-50 kernels. On the A30 as its datasheet gives it (the seed catalog's
    // row: 165 TFLOPS fp16/bf16 dense, 330 int8 TOPS, 24 GB at 933 GB/s, PCIe 4.0, 165 W) every kernel at batch 1 is
    // shorter than the floor, so the pass is the measured latency, by hand: 54 x 514.515 / 54 us.
    GpuSpec a30;
    a30.fp64Tflops = 5.2;
    a30.fp32Tflops = 10.3;
    a30.tf32Tflops = 82;
    a30.fp16Tflops = a30.bf16Tflops = 165;
    a30.memoryGB = 24;
    a30.memoryBandwidthGBs = 933;
    a30.pcieGen = 4;
    a30.tdpW = 165;
    a30.formFactor = GpuFormFactor::Pcie;
    a30.architecture = QStringLiteral("ampere");
    ClusterHardware a30hw;
    a30hw.gpu = a30;
    const ModelArch rn50 = perftest::preset("resnet50");
    const ServingSetup s = setup(WeightQuant::Int8);
    const double one = batchForwardTime(rn50, a30hw, s, 1);
    CHECK(one == Approx(514.515e-6).epsilon(1e-9));
    // A time per kernel, not a rate: the A100, with twice the SMs and tensor rate and 2.2x the bandwidth, is at the
    // same floor at batch 1 (measured in the same round: 0.463 ms against the A30's 0.515).
    const ClusterHardware a100 = dgxA100();
    CHECK(batchForwardTime(rn50, a100, s, 1) == Approx(one).epsilon(1e-9));
    // A floor: at a large batch the kernels are far above it and the pass grows with the batch (at the floor it would
    // not grow at all).
    const double large = batchForwardTime(rn50, a100, s, 2048);
    CHECK(large > 50 * one);
    CHECK(large > 1.9 * batchForwardTime(rn50, a100, s, 1024));
    // And the sizing's batch-1 latency is that pass.
    ServingSetup one1 = s;
    one1.maxBatch = 1;
    one1.concurrency = 1;
    const InferenceResult r = evaluateBatchInference(rn50, a30hw, one1);
    REQUIRE(r.ok);
    CHECK(r.batch == 1);
    CHECK(r.ttftS == Approx(514.515e-6).epsilon(1e-9));
}
