// Data parallelism outside FSDP reducing its gradients in fp32 (workload "dp_reduce_dtype"; perf/stepmodel.h
// dpReducesInFp32(): Megatron-LM's bf16 default) and the distributed optimizer gathering the updated weights inside
// its step (workload "param_gather"; paramGatherOf(): Megatron without overlap_param_gather, and Megatron-LM's
// 2022-2023 gather through its gradient buffer). Checked against the reduce-scatter and all-gather computed by hand.
#include "model/perffixture.h"
#include "perf/collectives.h"
#include "perf/memorymodel.h"
#include "perf/stepmodel.h"

#include <catch2/catch.hpp>

namespace {

using namespace aip;
using namespace aip::perf;

constexpr int kNodes = 8;

// GPT-3 1.3B in bf16 on 8 DGX A100, pure data parallelism with Megatron's distributed optimizer, its gradients
// reduced after the backward so that what each option adds shows whole.
Workload gpt(const char *reduceDtype, const char *gather, const char *gradientReduce = "after_backward")
{
    Workload w;
    w.model.preset = QStringLiteral("gpt3-1.3b");
    w.precision = Precision::Bf16;
    w.globalBatch = 8 * kNodes;
    w.microBatch = 1;
    if (reduceDtype)
        w.extra.insert(QStringLiteral("dp_reduce_dtype"), QLatin1String(reduceDtype));
    if (gather)
        w.extra.insert(QStringLiteral("param_gather"), QLatin1String(gather));
    if (gradientReduce)
        w.extra.insert(QStringLiteral("gradient_reduce"), QLatin1String(gradientReduce));
    return w;
}

Strategy distributedOptimizer(int zero = 1)
{
    Strategy s;
    s.dp = 8 * kNodes;
    s.microBatch = 1;
    s.zero = zero;
    s.shardingImpl = ShardingImpl::Megatron;
    return s;
}

StepEstimate step(const Workload &w, const Strategy &s)
{
    const StepEstimate e = StepModel(perftest::resolved(w.model), w, perftest::dgxCluster(kNodes)).evaluate(s);
    REQUIRE(e.valid);
    return e;
}

struct ByHand {
    double params = 0;
    double reduceScatter(double bytesPerParam) const { return time(Collective::ReduceScatter, bytesPerParam); }
    double allGather(double bytesPerParam) const { return time(Collective::AllGather, bytesPerParam); }
    double time(Collective c, double bytesPerParam) const
    {
        return CollectiveModel(perftest::dgxCluster(kNodes)).time(c, params * bytesPerParam, CommGroup{8 * kNodes, 8});
    }
};

ByHand byHand()
{
    const Workload w = gpt(nullptr, nullptr);
    return {parametersPerGpu(perftest::resolved(w.model), 1, 1)};
}

} // namespace

TEST_CASE("fp32 gradient reduction doubles the bytes of the distributed optimizer's reduce-scatter")
{
    const ByHand hand = byHand();
    REQUIRE(hand.reduceScatter(2) > 1e-3); // ~2.6 GB of bf16 gradients across 8 nodes: milliseconds at least

    const StepEstimate bf16 = step(gpt(nullptr, "in_step"), distributedOptimizer());
    const StepEstimate fp32 = step(gpt("fp32", "in_step"), distributedOptimizer());
    // Both collectives exposed (after the backward, inside the step): their times add, nothing hidden.
    CHECK(bf16.breakdown.dpCommExposedS == Approx(hand.reduceScatter(2) + hand.allGather(2)).epsilon(1e-9));
    CHECK(fp32.breakdown.dpCommExposedS == Approx(hand.reduceScatter(4) + hand.allGather(2)).epsilon(1e-9));
    // "param" is the default, named.
    CHECK(step(gpt("param", "in_step"), distributedOptimizer()).stepS == bf16.stepS);
    // Only the reduction changes.
    CHECK(fp32.breakdown.computeS == bf16.breakdown.computeS);
    CHECK(fp32.breakdown.optimizerS == bf16.breakdown.optimizerS);

    // The fp32 main_grad buffer: 4 bytes a parameter where bf16 gradients take 2, the rest of memory the same.
    CHECK(fp32.memory.gradientsBytes == Approx(2 * bf16.memory.gradientsBytes).epsilon(1e-12));
    CHECK(fp32.memory.gradientsBytes == Approx(4 * hand.params).epsilon(1e-12));
    CHECK(fp32.memory.totalBytes - bf16.memory.totalBytes == Approx(2 * hand.params).epsilon(1e-9));
    CHECK(fp32.memory.weightsBytes == bf16.memory.weightsBytes);
    CHECK(fp32.memory.optimizerBytes == bf16.memory.optimizerBytes);

    // Plain DDP (ZeRO 0) all-reduces the fp32 buffer.
    const double allReduce4 = hand.time(Collective::AllReduce, 4);
    CHECK(step(gpt("fp32", nullptr), distributedOptimizer(0)).breakdown.dpCommExposedS
          == Approx(allReduce4).epsilon(1e-9));
    // FSDP / ZeRO-3 has its own option (fsdp_reduce_dtype): this one leaves it alone.
    Strategy fsdp = distributedOptimizer(3);
    fsdp.shardingImpl = ShardingImpl::Fsdp;
    CHECK(step(gpt("fp32", nullptr), fsdp).stepS == step(gpt(nullptr, nullptr), fsdp).stepS);
    CHECK(step(gpt("fp32", nullptr), fsdp).memory.totalBytes == step(gpt(nullptr, nullptr), fsdp).memory.totalBytes);
}

TEST_CASE("a weight gather inside the optimizer step is exposed, through the gradient buffer in its dtype")
{
    const ByHand hand = byHand();
    const StepEstimate overlapped = step(gpt(nullptr, nullptr), distributedOptimizer());
    const StepEstimate inStep = step(gpt(nullptr, "in_step"), distributedOptimizer());
    const StepEstimate gradBuffer = step(gpt("fp32", "in_step_grad_buffer"), distributedOptimizer());

    // By default the gather hides under the next forward (what shows is its slowdown of that compute).
    CHECK(overlapped.breakdown.dpCommExposedS < hand.reduceScatter(2) + 0.5 * hand.allGather(2));
    CHECK(overlapped.breakdown.dpCommExposedS > hand.reduceScatter(2));
    CHECK(inStep.stepS > overlapped.stepS);
    CHECK(step(gpt(nullptr, "overlapped"), distributedOptimizer()).stepS == overlapped.stepS);
    // Megatron-LM 2022-2023: reduce-scatter and gather both through the fp32 gradient buffer.
    CHECK(gradBuffer.breakdown.dpCommExposedS == Approx(hand.reduceScatter(4) + hand.allGather(4)).epsilon(1e-9));
    // Through a 16-bit gradient buffer the gather weighs what the weights do.
    CHECK(step(gpt(nullptr, "in_step_grad_buffer"), distributedOptimizer()).stepS == inStep.stepS);
    // ZeRO-2 gathers in its step the same way; plain DDP gathers nothing.
    CHECK(step(gpt(nullptr, "in_step"), distributedOptimizer(2)).stepS
          > step(gpt(nullptr, nullptr), distributedOptimizer(2)).stepS);
    CHECK(step(gpt(nullptr, "in_step"), distributedOptimizer(0)).stepS
          == step(gpt(nullptr, nullptr), distributedOptimizer(0)).stepS);
}
