// When data parallelism reduces the gradients (workload "gradient_reduce"; perf/stepmodel.h
// gradientReduceAfterBackward()): by default beside the backward, or after it, as DeepLearningExamples' BERT
// pre-training runs with its one-bucket DDP. Checked against the all-reduce of the gradients computed by hand.
#include "model/perffixture.h"
#include "perf/collectives.h"
#include "perf/memorymodel.h"
#include "perf/stepmodel.h"

#include <catch2/catch.hpp>

namespace {

using namespace aip;
using namespace aip::perf;

// BERT-large pre-training phase 1 as DeepLearningExamples runs it on 32 DGX A100: sequence 128, fp16, 256 sequences
// per GPU and micro-batch, `microBatches` of them per step.
Workload bertPhase1(int gpus, int microBatches, const char *gradientReduce)
{
    Workload w;
    w.model.preset = QStringLiteral("bert-large");
    w.model.seqLen = 128;
    w.precision = Precision::Fp16;
    w.globalBatch = qint64(256) * gpus * microBatches;
    w.microBatch = 256;
    if (gradientReduce)
        w.extra.insert(QStringLiteral("gradient_reduce"), QLatin1String(gradientReduce));
    return w;
}

Strategy dataParallel(int gpus)
{
    Strategy s;
    s.dp = gpus;
    s.microBatch = 256;
    return s;
}

StepEstimate step(int nodes, int microBatches, const char *gradientReduce, int zero = 0,
                  ShardingImpl impl = ShardingImpl::Fsdp)
{
    const Workload w = bertPhase1(8 * nodes, microBatches, gradientReduce);
    Strategy s = dataParallel(8 * nodes);
    s.zero = zero;
    s.shardingImpl = impl;
    const StepEstimate e = StepModel(perftest::resolved(w.model), w, perftest::dgxCluster(nodes)).evaluate(s);
    REQUIRE(e.valid);
    return e;
}

} // namespace

TEST_CASE("gradients reduced after the backward expose their whole all-reduce, once a step")
{
    const int nodes = 32;
    const StepEstimate overlapped = step(nodes, 1, nullptr);
    const StepEstimate after = step(nodes, 1, "after_backward");

    // By hand: every parameter's fp16 gradient (2 bytes) all-reduced over the 256 data-parallel ranks, 8 a node.
    const Workload w = bertPhase1(8 * nodes, 1, nullptr);
    const ModelArch bert = perftest::resolved(w.model);
    const CollectiveModel net(perftest::dgxCluster(nodes));
    const double allReduceS = net.time(Collective::AllReduce, parametersPerGpu(bert, 1, 1) * 2, CommGroup{256, 8});
    REQUIRE(allReduceS > 1e-3); // ~680 MB across 32 nodes: milliseconds

    CHECK(after.breakdown.dpCommExposedS == Approx(allReduceS).epsilon(1e-9));
    // Beside the backward most of it hides (what shows is the overlap's slowdown of the compute and the rest).
    CHECK(overlapped.breakdown.dpCommExposedS < 0.5 * allReduceS);
    // Nothing else in the step changes.
    CHECK(after.breakdown.computeS == overlapped.breakdown.computeS);
    CHECK(after.breakdown.optimizerS == overlapped.breakdown.optimizerS);
    CHECK(after.stepS > overlapped.stepS);

    // Accumulating 8 micro-batches (DDP's no_sync for all but the last): still one all-reduce a step.
    CHECK(step(nodes, 8, "after_backward").breakdown.dpCommExposedS == Approx(allReduceS).epsilon(1e-9));
    // "overlapped" is the default, named.
    CHECK(step(nodes, 1, "overlapped").stepS == overlapped.stepS);
    // DeepSpeed's ZeRO-2 reduce-scatters after each micro-batch's backward: exposed too. ZeRO-3 and PyTorch FSDP's
    // ZeRO-2 (SHARD_GRAD_OP) reduce unit by unit as their backward makes the gradients, whatever the option says.
    CHECK(step(nodes, 1, "after_backward", 2, ShardingImpl::DeepSpeed).breakdown.dpCommExposedS
          > step(nodes, 1, nullptr, 2, ShardingImpl::DeepSpeed).breakdown.dpCommExposedS);
    CHECK(step(nodes, 1, "after_backward", 3).stepS == step(nodes, 1, nullptr, 3).stepS);
    CHECK(step(nodes, 1, "after_backward", 2).stepS == step(nodes, 1, nullptr, 2).stepS);
}

TEST_CASE("on one GPU there is nothing to reduce, wherever the reduction would run")
{
    const Workload w = bertPhase1(1, 1, "after_backward");
    const ClusterHardware one = perftest::dgxCluster(1);
    const StepEstimate e = StepModel(perftest::resolved(w.model), w, one).evaluate(dataParallel(1));
    REQUIRE(e.valid);
    CHECK(e.breakdown.dpCommExposedS == 0);
}
