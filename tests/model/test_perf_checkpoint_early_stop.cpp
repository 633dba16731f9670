// PyTorch's non-reentrant activation checkpoint stops the recompute at the last tensor the forward saved
// (torch/utils/checkpoint.py _enable_checkpoint_early_stop; perf/transformerlayer.h earlyStopCheckpoint()): under
// FSDP a full recompute of a Llama block leaves out the MLP down-projection and the residual add after it; Megatron's
// and DeepSpeed's checkpoints rerun the whole forward. Hand calculations of the FLOPs left out.
#include "model/perffixture.h"
#include "perf/stepmodel.h"
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

Strategy fsdpFull()
{
    return perftest::fsdpFullRecompute();
}

} // namespace

TEST_CASE("checkpoint early stop: a Llama block's recompute is its forward without the down-projection")
{
    const ComputeRates rates(perftest::a100Sxm(), Precision::Bf16);
    const ModelArch a = arch(true);
    const double b = 2, s = a.seqLen, h = a.hidden, f = a.ffnHidden, kv = a.kvHeads * a.headDim(), e = 2;
    const double T = b * s;
    for (const int tp : {1, 4}) {
        INFO("tp " << tp);
        const LayerCost c = transformerLayerCost(a, LayerShape{b, tp, false, true}, rates);
        // Forward matmul FLOPs per GPU: QKV 2 T h (h + 2 kv), attention 4 T s h (Megatron's count), output 2 T h^2,
        // gate and up 2 T h 2f, down 2 T f h, each / tp.
        const double down = 2 * s * b * h * f / tp;
        const double forward
            = (2 * T * h * (h + 2 * kv) + 4 * T * s * h + 2 * T * h * h + 2 * T * h * 2 * f) / tp + down;
        CHECK(c.fwdFlops == Approx(forward).epsilon(1e-12));
        CHECK(c.earlyStopFlops == Approx(down).epsilon(1e-12));
        CHECK(c.fwdFlops - c.earlyStopFlops == Approx(forward - down).epsilon(1e-12));
        // About a quarter of the block's linear-layer FLOPs: f h of h (h + 2 kv) + h^2 + 3 f h.
        CHECK(c.earlyStopFlops / (c.fwdFlops - c.attnCoreFlops) == Approx(f / (h + 2 * kv + h + 3 * f)).epsilon(1e-9));
        // Time: the down GEMM at its shape's rate and the residual add (read two, write one T x h, bf16).
        CHECK(c.earlyStopS
              == Approx(rates.gemmTime(T, h, f / tp, 1, true) + rates.memoryTime(3 * e * T * h)).epsilon(1e-12));
        CHECK(c.earlyStopS < c.fwdS);
    }
    // A GPT block's dropout after the down-projection saves its mask: the recompute runs to the end of the block.
    const LayerCost gpt = transformerLayerCost(arch(false), LayerShape{b, 1, false, true}, rates);
    CHECK(gpt.earlyStopS == 0);
    CHECK(gpt.earlyStopFlops == 0);
}

TEST_CASE("checkpoint early stop: only PyTorch's checkpoint under FSDP stops early")
{
    const ModelArch llama = arch(true);
    Strategy s = fsdpFull();
    CHECK(earlyStopCheckpoint(llama, s, kLoraAllLinear));
    s.shardingImpl = ShardingImpl::Megatron;
    CHECK_FALSE(earlyStopCheckpoint(llama, s, kLoraAllLinear));
    s.shardingImpl = ShardingImpl::DeepSpeed;
    CHECK_FALSE(earlyStopCheckpoint(llama, s, kLoraAllLinear));
    s = fsdpFull();
    s.zero = 1; // the strategy's default implementation without FSDP's sharding: Megatron-style data parallelism
    CHECK_FALSE(earlyStopCheckpoint(llama, s, kLoraAllLinear));
    s = fsdpFull();
    s.recompute = Recompute::Selective;
    CHECK_FALSE(earlyStopCheckpoint(llama, s, kLoraAllLinear));
    // An adapter on the down-projection saves its hidden state after the frozen GEMM: that GEMM runs again.
    s = fsdpFull();
    s.method = FineTuneMethod::Lora;
    CHECK_FALSE(earlyStopCheckpoint(llama, s, kLoraAllLinear));
    CHECK(earlyStopCheckpoint(llama, s, kLoraQ | kLoraV));
    // A mixture of experts: the unpermute after the experts saves its index map.
    ModelArch moe = llama;
    moe.experts = 8;
    moe.topK = 2;
    CHECK_FALSE(earlyStopCheckpoint(moe, fsdpFull(), kLoraAllLinear));
}

TEST_CASE("checkpoint early stop: the step recomputes a down-projection fewer per layer under FSDP")
{
    QString error;
    const std::optional<ClusterHardware> c
        = clusterFromPlan(perftest::dgxPlan(1, Workload{}, true), perftest::catalog(), &error);
    REQUIRE(c.has_value());
    Workload w;
    w.model.preset = QStringLiteral("llama3-8b");
    w.globalBatch = 16;
    w.precision = Precision::Bf16;
    const ModelArch a = perftest::preset("llama3-8b");
    REQUIRE(a.gatedMlp);
    const StepModel model(a, w, *c);
    for (const int tp : {1, 2}) {
        INFO("tp " << tp);
        Strategy fsdp = fsdpFull();
        fsdp.tp = tp;
        fsdp.dp = 8 / tp;
        fsdp.sequenceParallel = tp > 1;
        Strategy deepSpeed = fsdp;
        deepSpeed.shardingImpl = ShardingImpl::DeepSpeed;
        const StepEstimate early = model.evaluate(fsdp);
        const StepEstimate whole = model.evaluate(deepSpeed);
        REQUIRE(early.valid);
        REQUIRE(whole.valid);
        REQUIRE(early.microBatches == whole.microBatches);
        // Per step: layers x micro-batches x 2 s b h f over the tp x dp GPUs.
        const double skipped = double(a.layers) * early.microBatches * 2.0 * a.seqLen * fsdp.microBatch * a.hidden
            * a.ffnHidden * fsdp.dp;
        CHECK(whole.hardwareFlops - early.hardwareFlops == Approx(skipped).epsilon(1e-9));
        CHECK(early.breakdown.recomputeS < whole.breakdown.recomputeS);
        CHECK(early.breakdown.computeS == Approx(whole.breakdown.computeS));
        if (tp > 1) // the down-projection's reduce-scatter is not run again either
            CHECK(early.breakdown.tpCommS < whole.breakdown.tpCommS);
        // Without recompute, nothing to stop.
        fsdp.recompute = Recompute::None;
        deepSpeed.recompute = Recompute::None;
        CHECK(model.evaluate(fsdp).hardwareFlops == Approx(model.evaluate(deepSpeed).hardwareFlops));
    }
}
