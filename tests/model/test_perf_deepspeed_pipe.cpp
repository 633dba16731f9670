// DeepSpeed's PipelineEngine (v0.5.3, runtime/pipe/): four blocking transfers per micro-batch, the activation split
// over the tensor-parallel ranks and its gradient sent whole, two all-gathers over that group per micro-batch on the
// stage and the data-parallel reduction after the schedule (perf/pipelineschedule.h), against a hand count; and from
// v0.5.4 on (workload deepspeed_pipe_grads, the default "partitioned") the gradient split as the activation is and
// all-gathered by its receiver.
#include "model/perffixture.h"
#include "perf/collectives.h"
#include "perf/perfmodel.h"
#include "perf/pipelineschedule.h"
#include "perf/stepmodel.h"
#include "perf/strategysearch.h"

#include <catch2/catch.hpp>

#include <cstdio>

namespace {

using namespace aip;
using namespace aip::perf;

ClusterHardware dgxA100(int nodes)
{
    return perftest::dgxCluster(nodes);
}

// MT-NLG 530B's shape (Smith et al. 2022: 105 layers, hidden 20480, 128 heads, 2,048 tokens, vocab 50272) at TP 8 x
// PP 35 x DP 8, ZeRO-1, full recompute, batch 1920 of micro-batch 1, on 280 DGX A100.
Workload mtnlg(ShardingImpl impl)
{
    Workload w;
    w.model.type = QStringLiteral("transformer");
    w.model.layers = 105;
    w.model.hidden = 20480;
    w.model.heads = 128;
    w.model.seqLen = 2048;
    w.model.vocab = 50272;
    w.globalBatch = 1920;
    w.microBatch = 1;
    w.precision = Precision::Bf16;
    Parallelism p;
    p.tp = 8;
    p.pp = 35;
    p.dp = 8;
    p.zero = 1;
    p.interleave = 1;
    p.recompute = Recompute::Full;
    p.sequenceParallel = false;
    p.sharding = Sharding::Full;
    p.shardingImpl = impl;
    w.parallelism = p;
    // DeepSpeed v0.5.3, the release MT-NLG's rows are read with: the gradients sent whole.
    w.extra.insert(QStringLiteral("deepspeed_pipe_grads"), QStringLiteral("whole"));
    return w;
}

} // namespace

TEST_CASE("perf pipeline: DeepSpeed's TrainSchedule costs four blocking transfers per micro-batch")
{
    const CollectiveModel net(dgxA100(280));
    const CommGroup pair{2, 1};
    const double full = 2048.0 * 20480 * 2; // one micro-batch's activation, bf16: 83.9 MB
    PipelineStageWork w;
    w.microBatches = 240;
    w.layersS = 0.170;
    w.boundaryBytes = full / 8;
    w.fullBoundaryBytes = full;
    w.crossesNodes = true;
    w.tpGatherS = 0.4e-3;
    w.deepSpeedGradsPartitioned = false; // v0.5.3

    Strategy megatron;
    megatron.tp = 8;
    megatron.pp = 35;
    megatron.dp = 8;
    megatron.interleave = 2;
    megatron.shardingImpl = ShardingImpl::Megatron;
    Strategy deepSpeed = megatron;
    deepSpeed.shardingImpl = ShardingImpl::DeepSpeed;
    REQUIRE(deepSpeedPipelineEngine(deepSpeed));
    REQUIRE_FALSE(deepSpeedPipelineEngine(megatron));
    Strategy onePipe = deepSpeed;
    onePipe.pp = 1;
    CHECK_FALSE(deepSpeedPipelineEngine(onePipe));

    const double act = net.time(Collective::SendRecv, full / 8, pair);
    const double grad = net.time(Collective::SendRecv, full, pair);
    // The gradient travels whole: at least 83.9 MB over one GPU's 200 Gb/s HDR port (3.36 ms), 8x the activation's
    // bytes.
    CHECK(grad >= full / 25e9);
    CHECK(grad > 4 * act);

    const PipelineCost mc = pipelineCost(megatron, w, net);
    const PipelineCost dc = pipelineCost(deepSpeed, w, net);
    // Megatron: 2 (v m + p - 1) paired transfers of the 1/t share, v = 2.
    CHECK(mc.sendS == Approx(2 * (2 * 240 + 34) * act).epsilon(1e-9));
    CHECK(mc.bubbleS == Approx(34.0 / 2 * 0.170).epsilon(1e-9));
    // DeepSpeed: (2m + p - 1) activation and gradient transfers, (3m + p - 1) all-gathers, no virtual stages.
    CHECK(dc.sendS == Approx(514 * (act + grad) + 754 * 0.4e-3).epsilon(1e-9));
    CHECK(dc.bubbleS == Approx(34 * 0.170).epsilon(1e-9));
    // By hand, for scale: about 514 x (0.46 + 3.6) ms + 0.3 s, 2.4 s a step where Megatron's sends take 0.5 s.
    CHECK(dc.sendS > 2.0);
    CHECK(dc.sendS < 3.5);

    // v0.5.4 on: the gradient travels as the activation does, its 1/t share, and each of the 2m + p - 1 gradient
    // transfers on the critical path ends in the receiver's all-gather of it.
    w.deepSpeedGradsPartitioned = true;
    const PipelineCost pc = pipelineCost(deepSpeed, w, net);
    CHECK(pc.sendS == Approx(514 * (act + act) + (754 + 514) * 0.4e-3).epsilon(1e-9));
    CHECK(pc.bubbleS == Approx(dc.bubbleS).epsilon(1e-12));
    CHECK(pc.sendS < dc.sendS / 2);
}

TEST_CASE("perf pipeline: MT-NLG on DeepSpeed's engine pays its sends and its after-schedule reduction")
{
    const PartCatalog catalog = perftest::catalog();
    QString error;
    const Workload wm = mtnlg(ShardingImpl::Megatron), wd = mtnlg(ShardingImpl::DeepSpeed);
    const auto cluster = clusterFromPlan(perftest::dgxPlan(280, wm), catalog, &error);
    REQUIRE(cluster.has_value());
    const PerfResult rm = simulate(wm, *cluster), rd = simulate(wd, *cluster);
    REQUIRE(rm.stepTimeS > 0);
    REQUIRE(rd.stepTimeS > 0);
    const StepBreakdown &m = rm.breakdown, &d = rd.breakdown;
    std::printf("MT-NLG 530B on 2,240 A100: Megatron's schedule %.2f s (pp sends %.3f, dp %.3f), DeepSpeed's engine "
                "%.2f s (pp sends %.3f, dp %.3f)\n",
                rm.stepTimeS, m.ppCommS, m.dpCommExposedS, rd.stepTimeS, d.ppCommS, d.dpCommExposedS);
    // Same layers, same bubble: only the sends and the exposed data-parallel traffic differ.
    CHECK(d.computeS == Approx(m.computeS).epsilon(1e-12));
    CHECK(d.ppBubbleS == Approx(m.ppBubbleS).epsilon(1e-12));

    // Hand count with the model's own transfer and gather times.
    const CollectiveModel net(*cluster);
    const double full = 2048.0 * 20480 * 2;
    const double act = net.time(Collective::SendRecv, full / 8, {2, 1});
    const double grad = net.time(Collective::SendRecv, full, {2, 1});
    const double gather = net.time(Collective::AllGather, full, {8, 8});
    // And once a step, either way, the embedding shared with the output layer: the first and the last stage
    // all-reduce its gradient, 50272 x 20480 / 8 values (perf/stepmodel.cpp), in bf16 under Megatron's
    // _allreduce_word_embedding_grads and as the BF16_Optimizer's fp32 copy under DeepSpeed's ReduceTiedGrads.
    const double shard = 50272.0 * 20480 / 8;
    const double tiedBf16 = net.time(Collective::AllReduce, shard * 2, {2, 1});
    const double tiedFp32 = net.time(Collective::AllReduce, shard * 4, {2, 1});
    CHECK(m.ppCommS == Approx(2 * (240 + 34) * act + tiedBf16).epsilon(1e-6));
    CHECK(d.ppCommS == Approx(514 * (act + grad) + 754 * gather + tiedFp32).epsilon(1e-6));
    // The ZeRO-1 reduce-scatter of 1.9B bf16 gradients over 8 nodes hides under the last backward in Megatron's
    // schedule and not after DeepSpeed's: at least 3.8 GB x 7/8 over a 25 GB/s port, 0.13 s.
    CHECK(d.dpCommExposedS - m.dpCommExposedS > 0.10);
    CHECK(rd.stepTimeS > rm.stepTimeS + 2.0);

    // The same run on a DeepSpeed of v0.5.4 or later (the plan's default): the gradients split over the eight
    // tensor-parallel ranks, one gather more after each gradient transfer; nothing else moves.
    Workload wp = wd;
    wp.extra.remove(QStringLiteral("deepspeed_pipe_grads"));
    const PerfResult rp = simulate(wp, *cluster);
    REQUIRE(rp.stepTimeS > 0);
    CHECK(rp.breakdown.ppCommS == Approx(514 * (act + act) + (754 + 514) * gather + tiedFp32).epsilon(1e-6));
    CHECK(rp.breakdown.computeS == Approx(d.computeS).epsilon(1e-12));
    CHECK(rp.breakdown.dpCommExposedS == Approx(d.dpCommExposedS).epsilon(1e-12));
}

TEST_CASE("perf pipeline: DeepSpeed's engine refuses ZeRO-2 and ZeRO-3 and the search never offers them")
{
    // PipelineEngine.__init__ asserts zero_optimization_stage() < 2 ("ZeRO-2 and ZeRO-3 are incompatible with pipeline
    // parallelism", deepspeed/runtime/pipe/engine.py).
    const PartCatalog catalog = perftest::catalog();
    QString error;
    Workload w = mtnlg(ShardingImpl::DeepSpeed);
    const auto cluster = clusterFromPlan(perftest::dgxPlan(280, w), catalog, &error);
    REQUIRE(cluster.has_value());
    for (int zero : {2, 3}) {
        w.parallelism->zero = zero;
        const PerfResult r = simulate(w, *cluster);
        INFO(zero);
        CHECK(r.status == PerfStatus::InvalidWorkload);
        CHECK(r.error.contains(QStringLiteral("ZeRO stage 0 or 1")));
    }
    // Megatron's and FSDP's pipelines take any stage; DeepSpeed without stages (ZeRO-3 alone) runs.
    Workload megatron = mtnlg(ShardingImpl::Megatron);
    megatron.parallelism->zero = 2;
    CHECK(simulate(megatron, *cluster).stepTimeS > 0);
    Workload flat = mtnlg(ShardingImpl::DeepSpeed);
    flat.parallelism->zero = 3;
    flat.parallelism->tp = 1;
    flat.parallelism->pp = 1;
    flat.parallelism->dp = 2240;
    flat.globalBatch = 2240;
    CHECK(simulate(flat, *cluster).status != PerfStatus::InvalidWorkload);

    // A search with DeepSpeed's sharding: no strategy with stages and ZeRO >= 2.
    Workload open = mtnlg(ShardingImpl::DeepSpeed);
    Parallelism only;
    only.shardingImpl = ShardingImpl::DeepSpeed;
    open.parallelism = only;
    open.microBatch.reset();
    const std::vector<Candidate> found = searchStrategies(StepModel(*resolveModel(open.model, nullptr), open, *cluster),
                                                          open.parallelism, open.microBatch, 50, &error);
    REQUIRE_FALSE(found.empty());
    for (const Candidate &c : found) {
        INFO(c.strategy.pp << " " << c.strategy.zero);
        CHECK((c.strategy.pp == 1 || c.strategy.zero < 2));
    }
}
