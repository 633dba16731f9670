// The L2 residency of CNN and encoder serving (perf/l2cache.h, batchinference.cpp): the table's figures by hand, a
// layer whose input and output at the batch fit the L2 moving them at L2 bandwidth, the boundary batch, a MIG slice's
// share, and the fast batch search still finding the best batch when the time per sample rises where a layer leaves
// the L2.
#include "perf/batchinference.h"
#include "perf/batchladder.h"
#include "perf/l2cache.h"
#include "perf/mig.h"
#include "perffixture.h"
#include "support/testsupport.h"

#include <cmath>
#include <limits>
#include <optional>
#include <string>

using namespace aip;
using namespace aip::perf;

namespace {

// The L4 as the seed catalog holds it (perffixture.cpp, addInferenceCards), under its catalog SKU.
ClusterHardware l4()
{
    PartCatalog cat = perftest::catalog();
    perftest::addInferenceCards(cat);
    const Part *card = cat.find(QStringLiteral("nvidia-l4"));
    REQUIRE(card);
    ClusterHardware hw;
    hw.gpuSku = card->sku;
    hw.gpu = card->gpu;
    return hw;
}

// One layer: a 1 x 1 convolution of 64 channels to 64 at 224 x 224 (3,211,264 elements in and as many out per image,
// 4,096 weights), as NetBuilder::conv counts it.
ModelArch oneConv()
{
    ModelArch a;
    a.name = QStringLiteral("custom");
    a.family = ModelFamily::Cnn;
    NetLayer l;
    l.gemmM = 224.0 * 224;
    l.gemmN = 64;
    l.gemmK = 64;
    l.flops = 2 * l.gemmM * l.gemmN * l.gemmK;
    l.inElems = 64 * l.gemmM;
    l.outElems = 64 * l.gemmM;
    l.weightElems = 64 * 64;
    l.convolution = true;
    a.net = {l};
    return a;
}

ServingSetup int8()
{
    ServingSetup s;
    s.precision = Precision::Fp16;
    s.weightQuant = WeightQuant::Int8;
    return s;
}

} // namespace

TEST_CASE("the L2 table: the L4 takes AD102's measured usable share and its slices at its clock")
{
    // 48 MiB x 91,648 / 98,304 KiB (L40's plateau in gpu-benches) = 512 x 91,648 bytes; 5.2 TB/s x 0.5 x 2040 / 2490.
    const L2Cache l2 = l2CacheOf(l4());
    CHECK(l2.bytes == Approx(46923776.0).epsilon(1e-12));
    CHECK(l2.bytesPerS == Approx(2.1301204819e12).epsilon(1e-9));
    // A GPU the table does not list has none: its layers stay in DRAM.
    ClusterHardware t4 = l4();
    t4.gpuSku = QStringLiteral("nvidia-t4");
    CHECK_FALSE(l2CacheOf(t4).valid());
    ClusterHardware custom = l4();
    custom.gpuSku.clear();
    CHECK_FALSE(l2CacheOf(custom).valid());
    // A batch fits while it is within the bytes: 46,923,776 / 1,605,632 = 29.2 samples of 1,605,632 bytes.
    CHECK(l2ResidentBatch(l2, 1605632) == 29);
    CHECK(l2ResidentBatch(l2, 0) == 0);
    CHECK(l2ResidentBatch(L2Cache{}, 1) == 0);
}

TEST_CASE("a MIG slice has its memory slices' share of the L2")
{
    ClusterHardware a100 = perftest::dgxCluster(1);
    REQUIRE(a100.gpuSku == QLatin1String("nvidia-a100-sxm4-80gb"));
    const L2Cache whole = l2CacheOf(a100);
    // GA100: 28,160 KiB at 5.4 TB/s (gpu-benches a100_80.txt).
    CHECK(whole.bytes == Approx(28160.0 * 1024).epsilon(1e-12));
    CHECK(whole.bytesPerS == Approx(5.4e12).epsilon(1e-12));
    QString error;
    const std::optional<MigProfile> p = migProfile(a100.gpu, u"1g.10gb", a100.gpuSku, &error);
    REQUIRE(p);
    const L2Cache slice = l2CacheOf(migSlice(a100, *p));
    CHECK(slice.bytes == Approx(whole.bytes / 8).epsilon(1e-12)); // one of eight memory slices
    CHECK(slice.bytesPerS == Approx(whole.bytesPerS / 8).epsilon(1e-12));
}

TEST_CASE("a layer whose activations fit the L2 moves them at L2 bandwidth and one batch more at DRAM bandwidth")
{
    // int8 on the L4: 6,422,528 bytes of input and output per image; 46,923,776 / 6,422,528 = 7.3, so 7 images fit.
    const ClusterHardware hw = l4();
    const L2Cache l2 = l2CacheOf(hw);
    CHECK(l2ResidentBatch(l2, 6422528) == 7);
    const ModelArch a = oneConv();
    // The L4's datasheet figures under no SKU: no L2, every byte at the GDDR6's 300 GB/s (the model before).
    ClusterHardware bare = hw;
    bare.gpuSku.clear();
    // Batch 8 does not fit: the layer is costed as without an L2.
    CHECK(batchForwardTime(a, hw, int8(), 8) == Approx(batchForwardTime(a, bare, int8(), 8)).epsilon(1e-12));
    // Batch 7 fits: the longer of the layer's math (and the floor) and its 7 x 6,422,528 + 4,096 bytes at 2.13 TB/s
    // instead of 300 GB/s (the same bytes at the same size efficiency: the DRAM time x 300 / 2130.12), the weights
    // from DRAM being far shorter. The math alone is the layer on the same L4 with a DRAM that costs nothing.
    ClusterHardware mathOnly = bare;
    mathOnly.generation = gpuGenerationOf(bare); // the same GEMM shares: the class is read from the figures
    mathOnly.gpu.memoryBandwidthGBs = 1e12;
    const double math = batchForwardTime(a, mathOnly, int8(), 7);
    const double dram = batchForwardTime(a, bare, int8(), 7);
    const double in = batchForwardTime(a, hw, int8(), 7);
    CHECK(in == Approx(std::max(math, dram * 300 / 2130.1204819)).epsilon(1e-9));
    CHECK(in < 0.5 * dram);
    // The kernel list costs it as the layer-by-layer sum does, on both sides of the boundary.
    const ForwardCost fast = batchForwardCost(a, hw, int8());
    REQUIRE(fast.valid());
    CHECK(fast(7) == Approx(in).epsilon(1e-9));
    CHECK(fast(8) == Approx(batchForwardTime(a, hw, int8(), 8)).epsilon(1e-9));
    CHECK(fast.residencyEndsWithin(7, 8));
    CHECK(fast.residencyEndsWithin(2, 20));
    CHECK_FALSE(fast.residencyEndsWithin(8, 1000));
    CHECK_FALSE(fast.residencyEndsWithin(1, 7));
}

TEST_CASE("the fast batch search finds the best batch where a layer leaving the L2 makes a larger batch slower")
{
    // Without a limit one replica runs its best batch: the one with the most images per second of the ladder. Here
    // that is the last batch in the L2 (7), not the largest that fits in memory, which the bound of a ladder whose
    // time per sample never rises would have skipped to.
    const ClusterHardware hw = l4();
    const ModelArch a = oneConv();
    const ServingSetup s = int8();
    const InferenceResult r = evaluateBatchInference(a, hw, s);
    REQUIRE(r.ok);
    int best = 0;
    double bestRate = 0;
    for (int b = 1; b > 0; b = nextLadderBatch(b, r.maxConcurrency)) {
        const double rate = b / batchForwardTime(a, hw, s, b);
        if (rate > bestRate)
            best = b, bestRate = rate;
    }
    CHECK(best == 7);
    CHECK(r.capacityBatch == best);
    CHECK(r.replicaCapacityPerS == Approx(bestRate).epsilon(1e-9));
    // ResNet-50 likewise, closed and with a latency limit.
    const ModelArch rn50 = perftest::preset("resnet50");
    for (double limit : {0.0, 0.002, 0.004, 0.01}) {
        ServingSetup sl = s;
        sl.ttftLimitS = limit;
        const InferenceResult rr = evaluateBatchInference(rn50, hw, sl);
        REQUIRE(rr.ok);
        int b0 = 0;
        double r0 = 0;
        for (int b = 1; b > 0; b = nextLadderBatch(b, rr.maxConcurrency)) {
            const double f = batchForwardTime(rn50, hw, sl, b);
            if (limit > 0 && f > limit)
                break;
            if (b / f > r0)
                b0 = b, r0 = b / f;
        }
        INFO("limit " << limit);
        CHECK(rr.capacityBatch == b0);
    }
}

TEST_CASE("with the L2 the kernel list still costs every pass as the layer-by-layer sum does")
{
    // The cards under their SKUs, so the L2 applies (the T4 has none: its rows are the check that nothing else moves).
    PartCatalog cat = perftest::catalog();
    perftest::addInferenceCards(cat);
    int costed = 0, resident = 0;
    for (const char *model : {"resnet50", "efficientnet-b0", "vit-b16", "bert-base", "bert-large"}) {
        const ModelArch arch = perftest::preset(model);
        for (const char *sku : {"nvidia-t4", "nvidia-l4", "nvidia-a100-sxm4-80gb", "nvidia-h100-sxm5-80gb"}) {
            const Part *card = cat.find(QLatin1String(sku));
            REQUIRE(card);
            ClusterHardware hw;
            hw.gpuSku = card->sku;
            hw.gpu = card->gpu;
            ClusterHardware bare = hw;
            bare.gpuSku.clear();
            for (WeightQuant q : {WeightQuant::None, WeightQuant::Int8}) {
                ServingSetup s;
                s.precision = Precision::Fp16;
                s.weightQuant = q;
                s.sequenceTokens = 128;
                const ForwardCost fast = batchForwardCost(arch, hw, s);
                REQUIRE(fast.valid());
                for (int b : {1, 2, 3, 7, 16, 29, 30, 33, 64, 100, 256, 1000}) {
                    INFO(model << " on " << sku << ", batch " << b);
                    const double want = batchForwardTime(arch, hw, s, b);
                    CHECK(std::abs(fast(b) - want) <= 1e-12 * want);
                    // The L2 never makes a pass slower, and a GPU without an L2 entry is costed as before.
                    const double dram = batchForwardTime(arch, bare, s, b);
                    CHECK(want <= dram * (1 + 1e-12));
                    if (sku == std::string("nvidia-t4"))
                        CHECK(want == dram);
                    resident += want < dram * (1 - 1e-9);
                    ++costed;
                }
                // Closed batches without a limit and within 5 ms: the fast search's pick is the full ladder's.
                const int maxBatch = maxInferenceBatch(arch, hw, s);
                for (double limit : {std::numeric_limits<double>::infinity(), 0.005}) {
                    const std::optional<BatchPick> pick = pickBatch(fast, maxBatch, limit, false, 99, 0);
                    if (!pick)
                        continue; // rounding could tip it: the caller searches layer by layer
                    int best = 0;
                    double bestRate = 0;
                    for (int b = 1; b > 0; b = nextLadderBatch(b, maxBatch)) {
                        const double f = fast(b);
                        if (f > limit)
                            break;
                        if (b / f > bestRate)
                            best = b, bestRate = b / f;
                    }
                    INFO(model << " on " << sku << ", limit " << limit);
                    CHECK(pick->batch == best);
                }
            }
        }
    }
    CHECK(costed == 5 * 4 * 2 * 12);
    CHECK(resident > 20); // the L2 did apply
}
