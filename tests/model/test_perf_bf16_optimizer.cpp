// DeepSpeed's BF16_Optimizer (perf/datacomm.h deepSpeedBf16Optimizer()): a bf16 model under DeepSpeed with ZeRO off
// shards its optimizer states as ZeRO-1 does, keeps a full fp32 gradient buffer beside the bf16 gradients, adds each
// micro-batch's gradients into that buffer, all-reduces it after the backward and all-gathers the updated weights
// inside the step (deepspeed/runtime/bf16_optimizer.py, engine.py allreduce_gradients). Checked against the
// collectives, the bytes and the HBM passes computed by hand.
#include "model/perffixture.h"
#include "perf/collectives.h"
#include "perf/computerates.h"
#include "perf/datacomm.h"
#include "perf/memorymodel.h"
#include "perf/stepmodel.h"
#include "perf/stragglers.h"

#include <catch2/catch.hpp>

namespace {

using namespace aip;
using namespace aip::perf;

constexpr int kNodes = 8;

// GPT-3 1.3B on 8 DGX A100, pure data parallelism over the 64 GPUs, `microBatches` micro-batches a step.
Workload gpt(Precision precision, int microBatches = 4)
{
    Workload w;
    w.model.preset = QStringLiteral("gpt3-1.3b");
    w.precision = precision;
    w.globalBatch = 8 * kNodes * microBatches;
    w.microBatch = 1;
    return w;
}

Strategy dataParallel(int zero, ShardingImpl impl)
{
    Strategy s;
    s.dp = 8 * kNodes;
    s.microBatch = 1;
    s.zero = zero;
    s.shardingImpl = impl;
    return s;
}

StepModel model(const Workload &w)
{
    return StepModel(perftest::resolved(w.model), w, perftest::dgxCluster(kNodes));
}

StepEstimate step(const Workload &w, const Strategy &s)
{
    const StepEstimate e = model(w).evaluate(s);
    REQUIRE(e.valid);
    return e;
}

} // namespace

TEST_CASE("BF16_Optimizer: DeepSpeed with ZeRO off in bf16, and nothing else")
{
    CHECK(deepSpeedBf16Optimizer(dataParallel(0, ShardingImpl::DeepSpeed), Precision::Bf16));
    // fp16 is DeepSpeed's FP16_Optimizer (a plain all-reduce), ZeRO 1 its ZeRO optimizer, another stack none of it.
    CHECK_FALSE(deepSpeedBf16Optimizer(dataParallel(0, ShardingImpl::DeepSpeed), Precision::Fp16));
    CHECK_FALSE(deepSpeedBf16Optimizer(dataParallel(1, ShardingImpl::DeepSpeed), Precision::Bf16));
    CHECK_FALSE(deepSpeedBf16Optimizer(dataParallel(0, ShardingImpl::Megatron), Precision::Bf16));
    Strategy lora = dataParallel(0, ShardingImpl::DeepSpeed);
    lora.method = FineTuneMethod::Lora;
    CHECK_FALSE(deepSpeedBf16Optimizer(lora, Precision::Bf16));
    CHECK(shardsOptimizerStates(dataParallel(0, ShardingImpl::DeepSpeed), Precision::Bf16));
    CHECK_FALSE(shardsOptimizerStates(dataParallel(0, ShardingImpl::DeepSpeed), Precision::Fp16));
}

TEST_CASE("BF16_Optimizer: an all-reduce of the gradients and an all-gather of the weights, both exposed")
{
    // The data-parallel cost alone: 1e9 parameters a GPU over 64 ranks on 8 nodes, bf16 on the wire.
    const ClusterHardware cluster = perftest::dgxCluster(kNodes);
    const CollectiveModel collectives(cluster);
    const DataParallelComm comm(collectives, 8);
    DataParallelWork w;
    w.microBatches = 4;
    w.paramsPerGpu = 1e9;
    w.unitParams = 1e9;
    w.unitFwdS = 1;
    w.unitBwdS = 2;
    w.backwardWindowS = 10; // a DDP would hide its all-reduce here; BF16_Optimizer's waits for the backward's end
    const Strategy s = dataParallel(0, ShardingImpl::DeepSpeed);
    const CommGroup all{8 * kNodes, 8};
    const double allReduce = collectives.time(Collective::AllReduce, 2e9, all);
    const double allGather = collectives.time(Collective::AllGather, 2e9, all);
    REQUIRE(allGather > 1e-3);

    const DataParallelCost ddp = comm.cost(s, w); // without the flag: zero 0's all-reduce under the backward
    CHECK(ddp.exposedS == Approx(kOverlapComputeSlowdown * allReduce).epsilon(1e-9));

    w.allReduceThenGather = true;
    w.backwardWindowS = 0;
    const DataParallelCost bf16 = comm.cost(s, w);
    CHECK(bf16.exposedS == Approx(allReduce + allGather).epsilon(1e-9));
    // Across the nodes: the all-reduce's 2 (n - 1) / n and the all-gather's (n - 1) / n of the 2 GB, 1.5 times the
    // reduce-scatter and all-gather of ZeRO-1.
    CHECK(bf16.interNodeBytesPerGpu == Approx(3 * 2e9 * 63 / 64).epsilon(1e-9));

    // Through the step model: its exposed data-parallel time is the same two collectives over the model's weights.
    const Workload gw = gpt(Precision::Bf16);
    const double params = parametersPerGpu(perftest::resolved(gw.model), 1, 1);
    const StepEstimate e = step(gw, s);
    CHECK(e.breakdown.dpCommExposedS
          == Approx(collectives.time(Collective::AllReduce, 2 * params, all)
                    + collectives.time(Collective::AllGather, 2 * params, all))
                 .epsilon(1e-9));
}

TEST_CASE("DeepSpeed without ZeRO all-reduces after the backward, in fp16 too")
{
    // fp16 under DeepSpeed at zero 0 (FP16_Optimizer): the all-reduce alone, none of it under the backward; the same
    // plan under another stack (a DDP's buckets) hides most of it.
    const ClusterHardware cluster = perftest::dgxCluster(kNodes);
    const CollectiveModel collectives(cluster);
    const Workload w = gpt(Precision::Fp16);
    const double params = parametersPerGpu(perftest::resolved(w.model), 1, 1);
    const double allReduce = collectives.time(Collective::AllReduce, 2 * params, CommGroup{8 * kNodes, 8});
    const StepEstimate deepspeed = step(w, dataParallel(0, ShardingImpl::DeepSpeed));
    const StepEstimate ddp = step(w, dataParallel(0, ShardingImpl::Megatron));
    CHECK(deepspeed.breakdown.dpCommExposedS == Approx(allReduce).epsilon(1e-9));
    CHECK(ddp.breakdown.dpCommExposedS < 0.5 * allReduce);
    CHECK(deepspeed.memory.optimizerBytes == Approx(ddp.memory.optimizerBytes).epsilon(1e-9)); // not sharded
}

TEST_CASE("BF16_Optimizer: sharded optimizer states, a full fp32 gradient buffer")
{
    const Workload w = gpt(Precision::Bf16);
    const StepModel m = model(w);
    const MemoryBreakdown bf16 = m.memory(dataParallel(0, ShardingImpl::DeepSpeed));
    const MemoryBreakdown ddp = m.memory(dataParallel(0, ShardingImpl::Megatron));
    const MemoryBreakdown zero1 = m.memory(dataParallel(1, ShardingImpl::DeepSpeed));
    const double params = parametersPerGpu(perftest::resolved(w.model), 1, 1);
    // 2 bytes of bf16 gradient and 4 of the fp32 buffer a parameter; Adam's 12 bytes over the 64 ranks.
    CHECK(bf16.gradientsBytes == Approx(6 * params).epsilon(1e-9));
    CHECK(ddp.gradientsBytes == Approx(2 * params).epsilon(1e-9));
    CHECK(bf16.optimizerBytes == Approx(zero1.optimizerBytes).epsilon(1e-9));
    CHECK(bf16.optimizerBytes == Approx(12 * params / 64).epsilon(1e-9));
    CHECK(bf16.weightsBytes == Approx(ddp.weightsBytes).epsilon(1e-9));
    CHECK(bf16.totalBytes - ddp.totalBytes == Approx(4 * params - 12 * params * 63 / 64).epsilon(1e-9));
}

TEST_CASE("BF16_Optimizer: every micro-batch adds its gradients into the fp32 buffer")
{
    // Against the same step without the optimizer (another stack's zero 0): the difference in the GPU's work is the
    // accumulation, 18 bytes a parameter each micro-batch (the cast's 2 + 4, the add's 4 + 4 + 4), layer by layer and
    // the embedding's and output layer's weights, at the GPU's memory-bound rate; the straggler share applies to it
    // as to every kernel.
    const ModelArch arch = perftest::resolved(gpt(Precision::Bf16).model);
    const ClusterHardware cluster = perftest::dgxCluster(kNodes);
    const ComputeRates rates(cluster.gpu, Precision::Bf16);
    const double layer = layerParametersPerGpu(arch, 1);
    const double head = double(arch.vocab) * arch.hidden;
    const double straggler = 1 + stragglerSlowdown(8 * kNodes);
    for (const int micro : {2, 8}) {
        const Workload w = gpt(Precision::Bf16, micro);
        const StepEstimate bf16 = step(w, dataParallel(0, ShardingImpl::DeepSpeed));
        const StepEstimate ddp = step(w, dataParallel(0, ShardingImpl::Megatron));
        // GPT's output layer is its embedding: one weight, one buffer, accumulated once.
        const double byHand = micro
            * (arch.layers * rates.memoryTime(layer * kBf16OptimizerAccumulateBytesPerParam)
               + rates.memoryTime(head * kBf16OptimizerAccumulateBytesPerParam))
            * straggler;
        CHECK(bf16.breakdown.computeS - ddp.breakdown.computeS == Approx(byHand).epsilon(1e-6));
        // By bandwidth: 18 bytes a parameter of 1.3 B at no more than the A100's 2,039 GB/s is at least 11 ms.
        CHECK(bf16.breakdown.computeS - ddp.breakdown.computeS > micro * 18 * 1.3e9 / 2039e9);
    }
    // The step's own passes over the buffer (the norm's read, the zeroing) go with the optimizer, which shards its
    // update as ZeRO-1 does (and waits for the slowest GPU as the kernels do).
    const Workload w = gpt(Precision::Bf16);
    const StepEstimate bf16 = step(w, dataParallel(0, ShardingImpl::DeepSpeed));
    const StepEstimate zero1 = step(w, dataParallel(1, ShardingImpl::DeepSpeed));
    const double params = parametersPerGpu(arch, 1, 1);
    CHECK(bf16.breakdown.optimizerS - zero1.breakdown.optimizerS
          == Approx(rates.memoryTime(params * kBf16OptimizerStepBytesPerParam) * straggler).epsilon(1e-9));
}
