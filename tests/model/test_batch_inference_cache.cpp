// The fast CNN and BERT sizing (perf/batchladder.h, issue 20 item 6) against the definitions it stands for: the batch
// pickBatch chooses is the one a search costing every rung layer by layer finds, and the kernel lists kept between
// evaluations (batchinference.cpp, cachedForward) are those of the network, GPU and format asked for, also after a
// layer, a GPU figure or a format changes, after older lists were dropped, and from several threads at once.
#include "perf/batchinference.h"
#include "perf/queueing.h"
#include "perffixture.h"
#include "support/testsupport.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <thread>
#include <vector>

using namespace aip;
using namespace aip::perf;

namespace {

GpuSpec card(const char *sku)
{
    PartCatalog cat = perftest::catalog();
    perftest::addInferenceCards(cat);
    const Part *p = cat.find(QLatin1String(sku));
    REQUIRE(p);
    return p->gpu;
}

ClusterHardware onGpu(const GpuSpec &g)
{
    ClusterHardware hw;
    hw.gpu = g;
    return hw;
}

// The definition: every rung of the ladder costed layer by layer until the limit stops it, the queue's capacity
// bisected over md1WaitQuantile (as batchinference.cpp's fallback does).
BatchPick everyRungByLayers(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s, int maxBatch,
                            double limit, bool open)
{
    BatchPick pick;
    for (int b = 1; b > 0; b = nextLadderBatch(b, maxBatch)) {
        const double f = batchForwardTime(arch, hw, s, b);
        double rate = 0;
        if (!open || !(limit < std::numeric_limits<double>::infinity())) {
            rate = f <= limit ? b / f : 0;
        } else if (f <= limit) {
            double lo = 0, hi = 1 / f;
            for (int i = 0; i < 60; ++i) {
                const double mid = (lo + hi) / 2;
                (f + md1WaitQuantile(f, mid, s.percentile) <= limit ? lo : hi) = mid;
            }
            rate = lo * b;
        }
        if (rate <= 0) {
            pick.latencyStop = true;
            break;
        }
        if (rate > pick.rate) {
            pick.batch = b;
            pick.rate = rate;
            pick.forwardS = f;
        }
    }
    return pick;
}

bool sameBits(double a, double b)
{
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

bool sameAnswer(const InferenceResult &a, const InferenceResult &b)
{
    return a.ok == b.ok && a.batch == b.batch && a.replicas == b.replicas && a.maxConcurrency == b.maxConcurrency
        && a.bottleneck == b.bottleneck && sameBits(a.ttftS, b.ttftS) && sameBits(a.samplesPerS, b.samplesPerS)
        && sameBits(a.prefillS, b.prefillS) && sameBits(a.weightBytesPerGpu, b.weightBytesPerGpu);
}

} // namespace

TEST_CASE("the fast batch search picks the batch that costing every rung layer by layer picks")
{
    int compared = 0, left = 0;
    for (const char *model : {"resnet50", "efficientnet-b0", "bert-base", "bert-large"}) {
        const ModelArch arch = perftest::preset(model);
        for (const char *sku : {"nvidia-t4", "nvidia-l4", "nvidia-a100-sxm4-80gb"}) {
            const ClusterHardware hw = onGpu(card(sku));
            for (const auto &[limit, open, percentile] : {std::tuple{0.015, true, 99.0}, std::tuple{0.005, true, 90.0},
                                                          std::tuple{0.05, false, 50.0}, std::tuple{0.2, true, 99.9}}) {
                ServingSetup s;
                s.precision = Precision::Fp16;
                s.percentile = percentile;
                s.sequenceTokens = 256;
                const ForwardCost fast = batchForwardCost(arch, hw, s);
                REQUIRE(fast.valid());
                const int maxBatch = maxInferenceBatch(arch, hw, s);
                const std::optional<BatchPick> pick = pickBatch(fast, maxBatch, limit, open, percentile, 0);
                RungTimes kept;
                const std::optional<BatchPick> again = pickBatch(fast, maxBatch, limit, open, percentile, 0, 0, &kept);
                const std::optional<BatchPick> warm = pickBatch(fast, maxBatch, limit, open, percentile, 0, 0, &kept);
                INFO(model << " on " << sku << ", limit " << limit << " at p" << percentile);
                REQUIRE(bool(again) == bool(pick));
                REQUIRE(bool(warm) == bool(pick));
                if (!pick) {
                    ++left; // rounding could tip it: the layer-by-layer search answers
                    continue;
                }
                const BatchPick want = everyRungByLayers(arch, hw, s, maxBatch, limit, open);
                CHECK(pick->batch == want.batch);
                CHECK(pick->latencyStop == want.latencyStop);
                CHECK(std::abs(pick->forwardS - want.forwardS) <= 1e-12 * want.forwardS);
                CHECK(std::abs(pick->rate - want.rate) <= 1e-9 * want.rate);
                // The rung times kept give the same pick, to the bit.
                for (const std::optional<BatchPick> &p : {again, warm}) {
                    CHECK(p->batch == pick->batch);
                    CHECK(sameBits(p->forwardS, pick->forwardS));
                    CHECK(sameBits(p->rate, pick->rate));
                }
                ++compared;
            }
        }
    }
    CHECK(compared >= 40);
    CHECK(left <= 8);
}

TEST_CASE("a kept kernel list serves only the network GPU and format it was built for")
{
    const ModelArch resnet = perftest::preset("resnet50");
    // A T4: at batch 1 the A100 runs ResNet-50's every kernel at the launch floor, whatever its figures.
    const GpuSpec t4 = card("nvidia-t4");
    ServingSetup s;
    s.precision = Precision::Fp16;
    s.concurrency = 300; // one batch per replica: the latency is forward(batch) itself
    auto firstPass = [](const ModelArch &arch, const GpuSpec &g, const ServingSetup &setup) {
        return batchForwardCost(arch, onGpu(g), setup)(1);
    };
    const InferenceResult base = evaluateBatchInference(resnet, onGpu(t4), s);
    REQUIRE(base.ok);
    CHECK(sameBits(base.prefillS, firstPass(resnet, t4, s)));
    CHECK(sameBits(base.ttftS, batchForwardCost(resnet, onGpu(t4), s)(base.batch)));
    CHECK(sameAnswer(evaluateBatchInference(resnet, onGpu(t4), s), base)); // kept

    // A custom network with one layer changed: its own list, not the kept one.
    ModelArch custom = resnet;
    custom.net[5].gemmK *= 10;
    custom.net[5].flops *= 10;
    const InferenceResult changedLayer = evaluateBatchInference(custom, onGpu(t4), s);
    CHECK(sameBits(changedLayer.prefillS, firstPass(custom, t4, s)));
    CHECK_FALSE(sameBits(changedLayer.prefillS, base.prefillS));

    // The same GPU with less HBM bandwidth, and under another architecture's name: their own lists.
    GpuSpec slower = t4;
    slower.memoryBandwidthGBs /= 4;
    const InferenceResult changedGpu = evaluateBatchInference(resnet, onGpu(slower), s);
    CHECK(sameBits(changedGpu.prefillS, firstPass(resnet, slower, s)));
    CHECK(changedGpu.prefillS > base.prefillS);
    GpuSpec renamedCard = t4;
    renamedCard.architecture = QStringLiteral("ada"); // no longer the low-power Turing of gpuefficiency.cpp
    const InferenceResult renamed = evaluateBatchInference(resnet, onGpu(renamedCard), s);
    CHECK(sameBits(renamed.prefillS, firstPass(resnet, renamedCard, s)));
    CHECK_FALSE(sameBits(renamed.prefillS, base.prefillS));

    // Another format, another quantisation, another sequence length (encoders).
    ServingSetup int8 = s;
    int8.weightQuant = WeightQuant::Int8;
    const InferenceResult quantised = evaluateBatchInference(resnet, onGpu(t4), int8);
    CHECK(sameBits(quantised.prefillS, firstPass(resnet, t4, int8)));
    CHECK(quantised.prefillS < base.prefillS);
    const ModelArch bert = perftest::preset("bert-base");
    ServingSetup shortSeq = s, longSeq = s;
    shortSeq.sequenceTokens = 128;
    longSeq.sequenceTokens = 512;
    const InferenceResult shortBert = evaluateBatchInference(bert, onGpu(t4), shortSeq);
    const InferenceResult longBert = evaluateBatchInference(bert, onGpu(t4), longSeq);
    CHECK(sameBits(shortBert.prefillS, firstPass(bert, t4, shortSeq)));
    CHECK(sameBits(longBert.prefillS, firstPass(bert, t4, longSeq)));
    CHECK(longBert.prefillS > shortBert.prefillS);

    // Forty other GPUs later (the first list long dropped), the first answer again, to the bit.
    for (int i = 0; i < 40; ++i) {
        GpuSpec g = t4;
        g.memoryBandwidthGBs += i + 1;
        const InferenceResult r = evaluateBatchInference(resnet, onGpu(g), s);
        CHECK(sameBits(r.prefillS, firstPass(resnet, g, s)));
    }
    CHECK(sameAnswer(evaluateBatchInference(resnet, onGpu(t4), s), base));
    CHECK(sameAnswer(evaluateBatchInference(custom, onGpu(t4), s), changedLayer));
}

TEST_CASE("CNN and BERT sizings from several threads at once answer as one thread does")
{
    std::vector<ModelArch> archs;
    for (const char *model : {"resnet50", "efficientnet-b0", "vit-b16", "bert-base", "bert-large"})
        archs.push_back(perftest::preset(model));
    std::vector<GpuSpec> gpus;
    for (const char *sku : {"nvidia-t4", "nvidia-l4", "nvidia-a100-sxm4-80gb", "nvidia-h100-sxm5-80gb"})
        gpus.push_back(card(sku));
    struct Case {
        std::size_t arch, gpu;
        ServingSetup s;
    };
    std::vector<Case> cases;
    for (std::size_t a = 0; a < archs.size(); ++a)
        for (std::size_t g = 0; g < gpus.size(); ++g)
            for (int k = 0; k < 3; ++k) {
                ServingSetup s;
                s.precision = k == 2 ? Precision::Fp8 : Precision::Fp16;
                s.weightQuant = k == 1 ? WeightQuant::Int8 : WeightQuant::None;
                s.requestsPerS = 5000.0 * (k + 1);
                s.ttftLimitS = 0.01 * (k + 1);
                s.percentile = 99;
                cases.push_back({a, g, s});
            }
    // 60 lists, more than are kept: the threads build, share and drop them.
    std::vector<InferenceResult> want;
    for (const Case &c : cases)
        want.push_back(evaluateBatchInference(archs[c.arch], onGpu(gpus[c.gpu]), c.s));
    constexpr int kThreads = 4;
    std::vector<std::vector<InferenceResult>> got(kThreads);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t)
        threads.emplace_back([&, t] {
            for (int round = 0; round < 3; ++round)
                for (std::size_t i = 0; i < cases.size(); ++i) {
                    const Case &c = cases[(i * (t + 1) + std::size_t(round)) % cases.size()];
                    got[std::size_t(t)].push_back(evaluateBatchInference(archs[c.arch], onGpu(gpus[c.gpu]), c.s));
                }
        });
    for (std::thread &t : threads)
        t.join();
    int same = 0;
    for (int t = 0; t < kThreads; ++t) {
        std::size_t n = 0;
        for (int round = 0; round < 3; ++round)
            for (std::size_t i = 0; i < cases.size(); ++i) {
                const std::size_t k = (i * (t + 1) + std::size_t(round)) % cases.size();
                same += sameAnswer(got[std::size_t(t)][n++], want[k]);
            }
    }
    CHECK(same == kThreads * 3 * int(cases.size()));
}
