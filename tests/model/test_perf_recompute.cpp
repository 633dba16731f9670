// What selective activation recompute repeats, by implementation (perf/transformerlayer.h SelectiveRecompute):
// Megatron-Core's attention core, torchtitan's op-level SAC (every second matmul of a block, and every non-matmul
// op) and its layer SAC (every second block in full), against hand calculations from torchtitan's policy.
#include "model/perffixture.h"
#include "perf/perfmodel.h"
#include "perf/transformerlayer.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;

// Llama 3 8B (GQA, SwiGLU) or GPT-style (multi-head, GELU 4h).
ModelArch arch(bool llama)
{
    ModelArch a;
    a.family = ModelFamily::Decoder;
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

LayerCost cost(const ModelArch &a, SelectiveRecompute policy, int tp = 1)
{
    const ComputeRates rates(perftest::a100Sxm(), Precision::Bf16);
    return transformerLayerCost(a, LayerShape{2, tp, false, true, policy}, rates);
}

} // namespace

TEST_CASE("selective recompute: the workload names the implementation's policy")
{
    Workload w;
    CHECK(selectiveRecompute(w) == SelectiveRecompute::CoreAttention);
    w.extra.insert(QStringLiteral("selective_recompute"), QStringLiteral("op"));
    CHECK(selectiveRecompute(w) == SelectiveRecompute::EveryOtherMatmul);
    w.extra.insert(QStringLiteral("selective_recompute"), QStringLiteral("layer"));
    CHECK(selectiveRecompute(w) == SelectiveRecompute::EveryOtherLayer);
    w.extra.insert(QStringLiteral("selective_recompute"), QStringLiteral("attention"));
    CHECK(selectiveRecompute(w) == SelectiveRecompute::CoreAttention);
}

TEST_CASE("selective recompute: what each policy repeats, hand-checked")
{
    for (const bool llama : {true, false}) {
        for (const int tp : {1, 4}) {
            INFO("llama " << llama << " tp " << tp);
            const ModelArch a = arch(llama);
            const double T = 2.0 * a.seqLen, h = a.hidden, f = a.ffnHidden, kv = a.kvHeads * a.headDim();
            const LayerCost core = cost(a, SelectiveRecompute::CoreAttention, tp);
            const LayerCost op = cost(a, SelectiveRecompute::EveryOtherMatmul, tp);
            const LayerCost layer = cost(a, SelectiveRecompute::EveryOtherLayer, tp);

            // Megatron-Core: the attention core only.
            CHECK(core.selectiveS == core.attnCoreS);
            CHECK(core.selectiveFlops == core.attnCoreFlops);
            // The policy changes nothing else of the layer.
            CHECK(op.fwdS == core.fwdS);
            CHECK(op.bwdS == core.bwdS);
            CHECK(op.fwdFlops == core.fwdFlops);

            // torchtitan op SAC: the block's mms are wq, wk, wv, wo, w1, w3, w2 (GPT: wq, wk, wv, wo, w1, w2), the
            // even ones recomputed: wk (T x kv x h), wo (T x h x h) and one T x f x h MLP product, each / tp.
            const double recomputedFlops = 2 * T * (h * kv + h * h + h * f) / tp;
            CHECK(op.selectiveFlops == Approx(recomputedFlops).epsilon(1e-9));
            // ... plus every non-matmul op, but never the kept attention kernel or the other matmuls: more than
            // the recomputed products' math at the A100's peak, less than the forward without the attention core.
            CHECK(op.selectiveS > recomputedFlops / 312e12);
            CHECK(op.selectiveS < op.fwdS - op.attnCoreS);
            // At 8k tokens the recomputed products outweigh the flash-attention forward Megatron-Core repeats.
            CHECK(op.selectiveS > core.selectiveS);

            // Layer SAC every second block: half a forward per layer on average.
            CHECK(layer.selectiveS == Approx(layer.fwdS / 2));
            CHECK(layer.selectiveFlops == Approx(layer.fwdFlops / 2));
        }
    }
}

TEST_CASE("selective recompute: a step costs more the more it recomputes")
{
    using namespace perftest;
    Workload w = gptWorkload(32, 4096, 32, 8192, 128256, 64);
    w.precision = Precision::Bf16;
    auto step = [&](Recompute rc, const char *policy) {
        Workload x = w;
        if (policy)
            x.extra.insert(QStringLiteral("selective_recompute"), QLatin1String(policy));
        Parallelism p;
        p.tp = 1;
        p.pp = 1;
        p.dp = 64;
        p.zero = 3;
        p.recompute = rc;
        x.parallelism = p;
        x.microBatch = 1;
        const std::optional<ClusterHardware> cluster = clusterFromPlan(dgxPlan(8, x), catalog(), nullptr);
        REQUIRE(cluster);
        const PerfResult r = simulate(x, *cluster);
        REQUIRE((r.status == PerfStatus::Ok || r.status == PerfStatus::DoesNotFit));
        return r.stepTimeS;
    };
    const double none = step(Recompute::None, nullptr);
    const double core = step(Recompute::Selective, nullptr);
    const double op = step(Recompute::Selective, "op");
    const double full = step(Recompute::Full, nullptr);
    CHECK(none <= core);
    CHECK(core < op);
    CHECK(op < full);
}
