// What selective activation recompute repeats, by implementation (perf/transformerlayer.h SelectiveRecompute):
// Megatron-Core's attention core, torchtitan's op-level SAC (every second matmul of a block, and every non-matmul
// op) and its layer SAC (every second block in full), against hand calculations from torchtitan's policy; Meta's
// LLaMA checkpointing (the elementwise ops only) against the passes its description leaves to recompute.
#include "model/perffixture.h"
#include "perf/memorymodel.h"
#include "perf/perfmodel.h"
#include "perf/transformerlayer.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;

// Llama 3 8B (GQA, SwiGLU) or GPT-style (multi-head, GELU 4h): perffixture.h.
ModelArch arch(bool llama)
{
    return perftest::llamaOrGptArch(llama);
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
    w.extra.insert(QStringLiteral("selective_recompute"), QStringLiteral("elementwise"));
    CHECK(selectiveRecompute(w) == SelectiveRecompute::Elementwise);
    w.extra.insert(QStringLiteral("selective_recompute"), QStringLiteral("attention"));
    CHECK(selectiveRecompute(w) == SelectiveRecompute::CoreAttention);
}

TEST_CASE("selective recompute: Meta's LLaMA checkpointing repeats the norms and rotary and activation passes")
{
    // Touvron et al. 2023 Sec. 2.4: the linear layers' (and attention's) outputs are kept; what lies between them
    // runs again. Per layer, bf16 (e = 2), fused kernels, without sequence parallelism: two norms (read and write
    // T x h each), the rotary embedding of Q and K (T x (h + kv) / tp, Llama only) and the activation (SwiGLU reads
    // two T x f / tp and writes one; GeLU with bias reads one and writes one), each a pass at HBM bandwidth.
    const ComputeRates rates(perftest::a100Sxm(), Precision::Bf16);
    for (const bool llama : {true, false}) {
        for (const int tp : {1, 4}) {
            INFO("llama " << llama << " tp " << tp);
            const ModelArch a = arch(llama);
            const double e = 2, T = 2.0 * a.seqLen, h = a.hidden, f = a.ffnHidden, kv = a.kvHeads * a.headDim();
            const double norm = rates.memoryTime(2 * e * T * h);
            const double rotary = llama ? rates.memoryTime(2 * e * T * (h + kv) / tp) : 0;
            const double activation = rates.memoryTime((llama ? 3 : 2) * e * T * f / tp);
            const LayerCost meta = cost(a, SelectiveRecompute::Elementwise, tp);
            CHECK(meta.selectiveS == Approx(2 * norm + rotary + activation).epsilon(1e-9));
            CHECK(meta.selectiveFlops == 0); // no matmul repeated
            // Less than Megatron-Core's repeated flash forward, a small share of the layer's forward.
            CHECK(meta.selectiveS < cost(a, SelectiveRecompute::CoreAttention, tp).selectiveS);
            CHECK(meta.selectiveS < 0.1 * meta.fwdS);
        }
    }
}

TEST_CASE("selective recompute: Meta's LLaMA checkpointing keeps the linear outputs only")
{
    // Per layer and micro-batch of b sequences of s tokens, 2-byte activations: without recompute the layer keeps
    // the norms' inputs and outputs (8 s b h), Q, K, V, the attention output, the MLP's up outputs and its down input;
    // recomputing the elementwise ops drops the norms' outputs (4 s b h, split over tp with sequence parallelism) and
    // the down input (2 s b f / tp), rebuilt in the backward from what is kept.
    const ModelArch a = arch(true);
    const double s = a.seqLen, b = 2, h = a.hidden, f = a.ffnHidden;
    for (const bool sp : {false, true}) {
        for (const int tp : {1, 8}) {
            INFO("sp " << sp << " tp " << tp);
            const ActivationShape none{b, tp, sp, Recompute::None, true, 2};
            ActivationShape meta{b, tp, sp, Recompute::Selective, true, 2};
            meta.selective = SelectiveRecompute::Elementwise;
            const double dropped = 4 * s * b * h / (sp ? tp : 1) + 2 * s * b * f / tp;
            CHECK(layerActivationBytes(a, none) - layerActivationBytes(a, meta) == Approx(dropped).epsilon(1e-9));
            // Megatron-Core's selective recompute keeps what no recompute keeps when flash attention is on.
            const ActivationShape core{b, tp, sp, Recompute::Selective, true, 2};
            CHECK(layerActivationBytes(a, core) == Approx(layerActivationBytes(a, none)));
        }
    }
}

TEST_CASE("selective recompute: torchtitan's op and layer policies keep what they save, by hand")
{
    // Llama 3 8B (h 4096, 8 KV heads of 128, SwiGLU 14336, 32 heads), b sequences of s tokens, 2-byte activations.
    // Op SAC (torchtitan @ 9dec370 _save_list, every second aten.mm recomputed): the block's input, wq, wv, the SDPA
    // output and its fp32 log-sum-exp, w1 and w2's outputs; with tp 8 and sequence parallelism the input is split,
    // the column-parallel outputs too, w2's partial sum is whole, and the two reduce-scatters' outputs are kept.
    const ModelArch a = arch(true);
    const double s = a.seqLen, b = 2, h = a.hidden, f = a.ffnHidden, kv = 1024, heads = a.heads;
    REQUIRE(a.kvHeads * a.headDim() == kv);
    ActivationShape op{b, 1, false, Recompute::Selective, true, 2};
    op.selective = SelectiveRecompute::EveryOtherMatmul;
    const double oneGpu = 2 * s * b * (h + h + kv + h + f + h) + 4 * heads * s * b;
    CHECK(layerActivationBytes(a, op) == Approx(oneGpu).epsilon(1e-12));
    CHECK(2 * s * b * (h + h + kv + h + f + h) / (s * b * h) == Approx(15.5)); // sbh bytes: 15.5 where Korthikanti
    const ActivationShape core{b, 1, false, Recompute::Selective, true, 2};    // keeps 34
    CHECK(layerActivationBytes(a, core) == Approx(34 * s * b * h + 4 * heads * s * b).epsilon(1e-12));
    ActivationShape opTp = op;
    opTp.tp = 8;
    opTp.sequenceParallel = true;
    const double tp8 = 2 * s * b * (h / 8 + (h + kv + h + f) / 8 + h + 2 * h / 8) + 4 * heads * s * b / 8;
    CHECK(layerActivationBytes(a, opTp) == Approx(tp8).epsilon(1e-12));
    // Layer SAC ("2"): half the blocks keep everything, half only their input.
    ActivationShape layer = core;
    layer.selective = SelectiveRecompute::EveryOtherLayer;
    const ActivationShape none{b, 1, false, Recompute::None, true, 2};
    CHECK(layerActivationBytes(a, layer) == Approx((layerActivationBytes(a, none) + 2 * s * b * h) / 2));

    // A whole step's memory: 32 such layers for one micro-batch, and the larger of two moments that never coincide:
    // the one layer being recomputed holding the rest, and the loss's backward (the eager loss's 14 bytes a logit).
    // Here the loss's is the larger, so the policies differ by what their 32 layers keep.
    Strategy st;
    st.dp = 8;
    st.zero = 3;
    st.microBatch = 2;
    st.recompute = Recompute::Selective;
    const MemoryBreakdown coreMem = transformerMemory(a, st, Precision::Bf16, true, 1, 80e9);
    const MemoryBreakdown opMem
        = transformerMemory(a, st, Precision::Bf16, true, 1, 80e9, SelectiveRecompute::EveryOtherMatmul);
    const double saved = 32 * (layerActivationBytes(a, core) - oneGpu);
    const double transient = layerActivationBytes(a, none) - oneGpu;
    REQUIRE(transient < lossPeakBytesPerLogit(LossImpl::Standard, 2) * b * s * a.vocab);
    CHECK(coreMem.activationsBytes - opMem.activationsBytes == Approx(saved).epsilon(1e-9));
    // With a loss that holds 16-bit logits only (torchtune's chunked one) and a small vocabulary, the recompute's
    // transient is the larger: op SAC holds it, the core-attention policy rebuilds nothing beyond its own keep.
    ModelArch small = a;
    small.vocab = 1024;
    const MemoryBreakdown coreSmall = transformerMemory(small, st, Precision::Bf16, true, 1, 80e9,
                                                        SelectiveRecompute::CoreAttention, LossImpl::ChunkedCompiled);
    const MemoryBreakdown opSmall = transformerMemory(small, st, Precision::Bf16, true, 1, 80e9,
                                                      SelectiveRecompute::EveryOtherMatmul, LossImpl::ChunkedCompiled);
    const double smallLogits = lossPeakBytesPerLogit(LossImpl::ChunkedCompiled, 2) * b * s * small.vocab;
    REQUIRE(transient > smallLogits);
    CHECK(coreSmall.activationsBytes - opSmall.activationsBytes
          == Approx(saved - transient + smallLogits).epsilon(1e-9));
}

TEST_CASE("selective recompute: a plan asking for sequence parallelism with tp open searches tp above 1")
{
    using namespace perftest;
    Workload w = gptWorkload(32, 4096, 32, 2048, 32000, 512);
    w.precision = Precision::Bf16;
    w.extra.insert(QStringLiteral("selective_recompute"), QStringLiteral("elementwise"));
    Parallelism p;
    p.sequenceParallel = true;
    p.recompute = Recompute::Selective;
    w.parallelism = p;
    const std::optional<ClusterHardware> cluster = clusterFromPlan(dgxPlan(4, w), catalog(), nullptr);
    REQUIRE(cluster);
    const QList<StrategyResult> found = search(w, *cluster, 30);
    REQUIRE_FALSE(found.isEmpty());
    for (const StrategyResult &r : found) {
        CHECK(r.strategy.tp > 1);
        CHECK(r.strategy.sequenceParallel);
        CHECK(r.strategy.recompute == Recompute::Selective);
    }
    // Left open, a model this small runs fastest without tensor parallelism.
    Workload open = w;
    open.parallelism.reset();
    const QList<StrategyResult> free = search(open, *cluster, 1);
    REQUIRE(free.size() == 1);
    CHECK(free.first().strategy.tp == 1);
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
    const double meta = step(Recompute::Selective, "elementwise");
    const double core = step(Recompute::Selective, nullptr);
    const double op = step(Recompute::Selective, "op");
    const double full = step(Recompute::Full, nullptr);
    CHECK(none < meta);
    CHECK(meta < core);
    CHECK(none <= core);
    CHECK(core < op);
    CHECK(op < full);
}
