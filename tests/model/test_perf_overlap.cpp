// Compute-communication overlap: a collective hidden under compute still takes SMs from it (NCCL's CTAs), so the
// compute it overlaps runs slower (Lee et al. 2025, arXiv 2507.03114: 18.9 % on average). Hand calculations of
// the slowdown for DDP and ZeRO-3, its independence from the link the collective crosses, and the invariants: more
// link bandwidth never slows a step, and hiding traffic never costs more than exposing it.
#include "model/perffixture.h"
#include "perf/datacomm.h"
#include "perf/perfmodel.h"
#include "perf/stepmodel.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;

ClusterHardware dgxCluster(int nodes)
{
    return perftest::dgxCluster(nodes);
}

Strategy dataParallel(int dp, int zero)
{
    Strategy s;
    s.dp = dp;
    s.zero = zero;
    return s;
}

} // namespace

TEST_CASE("perf overlap: a gradient all-reduce hidden under the backward slows it by 18.9 % of its time")
{
    const ClusterHardware c = dgxCluster(4);
    const CollectiveModel coll(c);
    const DataParallelComm comm(coll, c.gpusPerNode);
    DataParallelWork w;
    w.paramsPerGpu = 1e9;
    w.units = 1;
    w.unitParams = 1e9;
    w.backwardWindowS = 100; // far longer than the all-reduce: all of it hides
    w.microBatchComputeS = 150;
    for (int dp : {8, 32}) { // inside one node (NVLink), and across four (network)
        const Strategy s = dataParallel(dp, 0);
        const double allReduce = coll.time(Collective::AllReduce, 2e9, comm.dataParallelGroup(s));
        REQUIRE(allReduce > 0);
        REQUIRE(allReduce < w.backwardWindowS);
        // Hand calculation: nothing is exposed; the backward beside it loses 0.189 s per second of all-reduce.
        CHECK(comm.cost(s, w).exposedS == Approx(0.189 * allReduce).epsilon(1e-9));
    }
    // Without compute to hide under, the all-reduce is exposed whole and slows nothing.
    w.backwardWindowS = 0;
    const Strategy s = dataParallel(32, 0);
    CHECK(comm.cost(s, w).exposedS
          == Approx(coll.time(Collective::AllReduce, 2e9, comm.dataParallelGroup(s))).epsilon(1e-9));
}

TEST_CASE("perf overlap: ZeRO-3 pays the slowdown on every hidden gather and reduce-scatter")
{
    const ClusterHardware c = dgxCluster(32);
    const CollectiveModel coll(c);
    const DataParallelComm comm(coll, c.gpusPerNode);
    Strategy s = dataParallel(256, 3);
    s.shardingImpl = ShardingImpl::Fsdp;
    DataParallelWork w;
    w.microBatches = 1;
    w.units = 4;
    w.unitParams = 1e8;
    w.paramsPerGpu = 4e8; // no root unit
    w.unitFwdS = 10;
    w.unitBwdS = 20;
    w.headBwdS = 10;
    const CommGroup g = comm.shardGroup(s);
    const double ag = coll.time(Collective::AllGather, 2e8, g), rs = coll.time(Collective::ReduceScatter, 2e8, g);
    // FSDP: the first gather and the last reduce-scatter wait; the other 2 x 4 + 4 - 2 collectives hide.
    const double exposed = ag + rs, hidden = 4 * (2 * ag + rs) - exposed;
    CHECK(comm.cost(s, w).exposedS == Approx(exposed + 0.189 * hidden).epsilon(1e-9));
    // Hiding a collective never costs more than exposing it.
    DataParallelWork none = w;
    none.unitFwdS = none.unitBwdS = none.headBwdS = 0;
    CHECK(comm.cost(s, w).exposedS < comm.cost(s, none).exposedS);
}

TEST_CASE("perf overlap: more link bandwidth never slows a step, whatever the strategy")
{
    Workload w;
    w.model.preset = QStringLiteral("gpt3-175b");
    w.globalBatch = 1536;
    w.precision = Precision::Fp16;
    const ModelArch arch = *resolveModel(w.model, nullptr);
    const ClusterHardware slow = dgxCluster(128);
    ClusterHardware fastNic = slow, fastNvlink = slow;
    fastNic.nicGbps *= 2;
    fastNvlink.intraLinkGBs *= 2;
    const StepModel base(arch, w, slow), nic(arch, w, fastNic), nvlink(arch, w, fastNvlink);
    std::vector<Strategy> strategies;
    for (int zero : {0, 1, 2, 3}) {
        Strategy s;
        s.tp = 4;
        s.dp = 256;
        s.zero = zero;
        s.recompute = Recompute::Selective;
        s.sequenceParallel = true;
        strategies.push_back(s);
        Strategy p = s;
        p.pp = 4;
        p.dp = 64;
        p.interleave = 8;
        strategies.push_back(p);
    }
    for (const Strategy &s : strategies) {
        const StepEstimate a = base.evaluate(s);
        REQUIRE(a.valid);
        CHECK(nic.evaluate(s).stepS <= a.stepS);
        CHECK(nvlink.evaluate(s).stepS <= a.stepS);
    }
}

TEST_CASE("perf overlap: ZeRO-1/2 gather the updated weights beside the next forward, never beside the backward")
{
    const ClusterHardware c = dgxCluster(4);
    const CollectiveModel coll(c);
    const DataParallelComm comm(coll, c.gpusPerNode);
    DataParallelWork w;
    w.paramsPerGpu = 1e9;
    w.units = 10;
    w.unitParams = 1e8;
    w.unitFwdS = 0; // no forward to hide the gather
    w.backwardWindowS = 100;
    w.microBatchComputeS = 150;
    for (int zero : {1, 2}) {
        INFO("ZeRO-" << zero);
        Strategy s = dataParallel(32, zero);
        // Megatron's ZeRO-2: PyTorch FSDP's (SHARD_GRAD_OP) gathers unit by unit (test_perf_fsdp_shard_grad_op.cpp).
        if (zero == 2)
            s.shardingImpl = ShardingImpl::Megatron;
        const double gather = coll.time(Collective::AllGather, 2e9, comm.shardGroup(s));
        const double reduce = coll.time(Collective::ReduceScatter, 2e9, comm.shardGroup(s));
        REQUIRE(gather > 0);
        REQUIRE(reduce < w.backwardWindowS);
        // Hand calculation: the reduce-scatter hides under the backward (slowing it by 18.9 % of its time); the
        // gather comes after the optimizer step and, with no forward beside it, is exposed whole.
        CHECK(comm.cost(s, w).exposedS == Approx(gather + 0.189 * reduce).epsilon(1e-9));
        // A forward (10 units of 10 s) hides it too.
        w.unitFwdS = 10;
        CHECK(comm.cost(s, w).exposedS == Approx(0.189 * (gather + reduce)).epsilon(1e-9));
        // DeepSpeed gathers in its optimizer step, before the next forward starts: exposed whatever the forward.
        s.shardingImpl = ShardingImpl::DeepSpeed;
        CHECK(comm.cost(s, w).exposedS == Approx(gather + 0.189 * reduce).epsilon(1e-9));
        w.unitFwdS = 0;
    }
}
