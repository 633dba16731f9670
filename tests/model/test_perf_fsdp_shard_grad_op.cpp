// PyTorch FSDP's SHARD_GRAD_OP (zero 2 with sharding_impl fsdp; perf/datacomm.h fsdpShardGradOp()): FSDP's unit by
// unit collectives with the weights kept from each unit's forward to its backward. Checked against the per-unit
// all-gathers and reduce-scatters computed by hand, and against ZeRO-3 (which gathers again in the backward) and
// DeepSpeed's bucketed ZeRO-2.
#include "model/perffixture.h"
#include "perf/collectives.h"
#include "perf/datacomm.h"
#include "perf/stepmodel.h"

#include <catch2/catch.hpp>

namespace {

using namespace aip;
using namespace aip::perf;

constexpr int kNodes = 8;

Strategy sharded(int zero, ShardingImpl impl, bool recompute = false)
{
    Strategy s;
    s.dp = 8 * kNodes;
    s.zero = zero;
    s.shardingImpl = impl;
    s.recompute = recompute ? Recompute::Full : Recompute::None;
    return s;
}

// Four units of 100M parameters on each GPU and no compute to hide anything under: every collective shows.
DataParallelWork exposedWork(bool recompute = false)
{
    DataParallelWork w;
    w.microBatches = 1;
    w.units = 4;
    w.unitParams = 100e6;
    w.paramsPerGpu = 4 * w.unitParams;
    w.gradientBytesPerParam = 2;
    w.weightBytesPerParam = 2;
    w.forwardRecomputed = recompute;
    return w;
}

} // namespace

TEST_CASE("FSDP SHARD_GRAD_OP gathers each unit once before its forward and reduce-scatters it in its backward")
{
    const ClusterHardware cluster = perftest::dgxCluster(kNodes);
    const CollectiveModel net(cluster);
    const DataParallelComm comm(net, cluster.gpusPerNode);
    const Strategy op = sharded(2, ShardingImpl::Fsdp);
    REQUIRE(fsdpShardGradOp(op));
    CHECK_FALSE(fsdpShardGradOp(sharded(3, ShardingImpl::Fsdp)));
    CHECK_FALSE(fsdpShardGradOp(sharded(2, ShardingImpl::DeepSpeed)));

    // By hand: per unit one all-gather of its 200 MB of bf16 weights and one reduce-scatter of its bf16 gradients over
    // the 64 ranks, 8 a node; nothing beside them, so all of it is exposed.
    const CommGroup group = comm.shardGroup(op);
    REQUIRE(group.ranks == 64);
    const double gather = net.time(Collective::AllGather, 100e6 * 2, group);
    const double reduce = net.time(Collective::ReduceScatter, 100e6 * 2, group);
    REQUIRE(gather > 1e-3);
    const DataParallelCost shardGradOp = comm.cost(op, exposedWork());
    CHECK(shardGradOp.exposedS == Approx(4 * (gather + reduce)).epsilon(1e-9));

    // ZeRO-3 gathers every unit again for its backward: one gather a unit more, the same reduce-scatters.
    const DataParallelCost zero3 = comm.cost(sharded(3, ShardingImpl::Fsdp), exposedWork());
    CHECK(zero3.exposedS == Approx(4 * (2 * gather + reduce)).epsilon(1e-9));
    CHECK(zero3.interNodeBytesPerGpu == Approx(1.5 * shardGradOp.interNodeBytesPerGpu).epsilon(1e-9));
    // A recomputed forward finds its unit still gathered: nothing more for SHARD_GRAD_OP, where FSDP's ZeRO-3 gathers
    // for the recompute too.
    CHECK(comm.cost(sharded(2, ShardingImpl::Fsdp, true), exposedWork(true)).exposedS
          == Approx(shardGradOp.exposedS).epsilon(1e-12));

    // DeepSpeed's ZeRO-2 reduce-scatters the whole model in one bucketed pass and gathers the updated weights once
    // a step (the bucketed path): a collective's latency once, not per unit.
    const DataParallelCost deepSpeed = comm.cost(sharded(2, ShardingImpl::DeepSpeed), exposedWork());
    CHECK(deepSpeed.exposedS
          == Approx(net.time(Collective::ReduceScatter, 400e6 * 2, group)
                    + net.time(Collective::AllGather, 400e6 * 2, group))
                 .epsilon(1e-9));
    // The same bytes cross the nodes either way.
    CHECK(deepSpeed.interNodeBytesPerGpu == Approx(shardGradOp.interNodeBytesPerGpu).epsilon(1e-9));
}

TEST_CASE("FSDP SHARD_GRAD_OP reduce-scatters in fp32 when the plan says FSDP reduces in fp32")
{
    Workload w;
    w.model.preset = QStringLiteral("gpt3-1.3b");
    w.precision = Precision::Bf16;
    w.globalBatch = 8 * kNodes;
    w.microBatch = 1;
    Workload fp32 = w;
    fp32.extra.insert(QStringLiteral("fsdp_reduce_dtype"), QStringLiteral("fp32"));
    Strategy s = sharded(2, ShardingImpl::Fsdp);
    s.microBatch = 1;
    const ClusterHardware cluster = perftest::dgxCluster(kNodes);
    const StepEstimate param = StepModel(perftest::resolved(w.model), w, cluster).evaluate(s);
    const StepEstimate wide = StepModel(perftest::resolved(fp32.model), fp32, cluster).evaluate(s);
    REQUIRE(param.valid);
    REQUIRE(wide.valid);
    // The gather stays bf16, the reduce-scatter doubles: 2 + 4 bytes a parameter across the nodes against 2 + 2.
    CHECK(wide.interNodeDpBytesPerGpu == Approx(1.5 * param.interNodeDpBytesPerGpu).epsilon(1e-9));
    CHECK(wide.stepS > param.stepS);
}

TEST_CASE(
    "a convolutional network sharded by FSDP reduce-scatters in fp32 when the plan says so, as a transformer does")
{
    Workload w;
    w.model.preset = QStringLiteral("resnet50");
    w.precision = Precision::Fp16;
    w.globalBatch = 256 * 8 * kNodes;
    w.microBatch = 256;
    Workload fp32 = w;
    fp32.extra.insert(QStringLiteral("fsdp_reduce_dtype"), QStringLiteral("fp32"));
    const ClusterHardware cluster = perftest::dgxCluster(kNodes);
    for (int zero : {2, 3}) {
        INFO("zero " << zero);
        Strategy s = sharded(zero, ShardingImpl::Fsdp);
        s.microBatch = 256;
        const StepEstimate param = StepModel(perftest::resolved(w.model), w, cluster).evaluate(s);
        const StepEstimate wide = StepModel(perftest::resolved(fp32.model), fp32, cluster).evaluate(s);
        REQUIRE(param.valid);
        REQUIRE(wide.valid);
        CHECK(wide.interNodeDpBytesPerGpu > param.interNodeDpBytesPerGpu);
    }
    // Outside FSDP (DeepSpeed's ZeRO-2) the option does nothing.
    Strategy deepSpeed = sharded(2, ShardingImpl::DeepSpeed);
    deepSpeed.microBatch = 256;
    CHECK(StepModel(perftest::resolved(fp32.model), fp32, cluster).evaluate(deepSpeed).stepS
          == StepModel(perftest::resolved(w.model), w, cluster).evaluate(deepSpeed).stepS);
}
