// The routed experts' data-parallel traffic (perf/datacomm.h DataParallelWork::unitExpertParams,
// DataParallelComm::expertGroup): expert parallelism takes ep consecutive data-parallel ranks, so the ranks holding the
// same experts are every ep-th, dp x cp / ep of them (Megatron-Core's expert-data-parallel group; NeMo AutoModel's
// ep_shard mesh, moe/parallelizer.py apply_fsdp, which leaves the experts out of FSDP when ep covers dp_shard x cp).
// Hand cases for the groups and the collectives, and the step: an expert-parallel run moves fewer bytes across nodes
// than the same run with its experts reduced over every data-parallel rank.
#include "model/perffixture.h"
#include "perf/datacomm.h"
#include "perf/moe.h"
#include "perf/stepmodel.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;

Strategy dataParallel(int dp, int ep, int zero)
{
    Strategy s;
    s.dp = dp;
    s.ep = ep;
    s.zero = zero;
    s.shardingImpl = ShardingImpl::Fsdp;
    return s;
}

} // namespace

TEST_CASE("expert data parallel: the group is every ep-th data-parallel rank, one rank when ep covers it")
{
    const ClusterHardware c = perftest::dgxCluster(32);
    const CollectiveModel coll(c);
    const DataParallelComm comm(coll, c.gpusPerNode);
    // 256 data-parallel ranks, 8 a node. ep 64: 4 ranks hold each expert, one per 8-node block.
    Strategy s = dataParallel(256, 64, 3);
    const CommGroup all = comm.dataParallelGroup(s);
    CHECK(all.ranks == 256);
    CHECK(all.ranksPerNode == 8);
    const CommGroup experts = comm.expertGroup(s, all);
    CHECK(experts.ranks == 4);
    CHECK(experts.ranksPerNode == 1);
    // ep 4: 64 ranks, 2 a node (ranks 0 and 4 of each node's eight).
    s.ep = 4;
    CHECK(comm.expertGroup(s, all).ranks == 64);
    CHECK(comm.expertGroup(s, all).ranksPerNode == 2);
    // ep = dp: every rank holds its own experts.
    s.ep = 256;
    CHECK(comm.expertGroup(s, all).ranks == 1);
    // No expert parallelism: the group itself.
    s.ep = 1;
    CHECK(comm.expertGroup(s, all).ranks == 256);
    // The same count the memory model shards the experts' states over.
    CHECK(expertDataParallelRanks(256, 64) == 4);
    CHECK(expertDataParallelRanks(8, 8) == 1);
    CHECK(expertDataParallelRanks(256, 1) == 256);
}

TEST_CASE("expert data parallel: experts that no other rank holds add no traffic, by hand")
{
    const ClusterHardware c = perftest::dgxCluster(1);
    const CollectiveModel coll(c);
    const DataParallelComm comm(coll, c.gpusPerNode);
    DataParallelWork w;
    w.paramsPerGpu = 4e8;
    w.units = 4;
    w.unitParams = 1e8;
    w.unitFwdS = 0; // nothing hides: every collective is exposed
    w.unitBwdS = 0;
    w.microBatches = 2;
    DataParallelWork experts = w;
    experts.unitExpertParams = 6e7; // 60 % of each layer's weights on this GPU are its own experts
    DataParallelWork dense = w;
    dense.paramsPerGpu = 4 * 4e7;
    dense.unitParams = 4e7;
    for (int zero : {0, 1, 2, 3}) {
        // ep = dp = 8 (Qwen3-30B-A3B on AutoModel): the experts are not reduced, the rest is.
        const Strategy s = dataParallel(8, 8, zero);
        CAPTURE(zero);
        CHECK(comm.cost(s, experts).exposedS == Approx(comm.cost(s, dense).exposedS).epsilon(1e-12));
        CHECK(comm.cost(s, experts).exposedS < comm.cost(s, w).exposedS);
    }
    // DDP over 8 ranks, ep 4: the experts' all-reduce runs over 2 ranks. By hand: the dense bytes over the 8, the
    // experts' over their pair, nothing hidden.
    const Strategy s = dataParallel(8, 4, 0);
    const CommGroup pair = comm.expertGroup(s, comm.dataParallelGroup(s));
    REQUIRE(pair.ranks == 2);
    const double byHand = coll.time(Collective::AllReduce, 4 * 4e7 * 2, comm.dataParallelGroup(s))
        + coll.time(Collective::AllReduce, 4 * 6e7 * 2, pair);
    CHECK(comm.cost(s, experts).exposedS == Approx(byHand).epsilon(1e-12));
}

TEST_CASE("expert data parallel: in the step, experts that ep spreads over every rank stop crossing nodes")
{
    // DeepSeek-V3 on 32 DGX H100, pp 4 x dp 64, FSDP. ep 8: each rank holds 32 of a layer's 256 experts, shared with
    // the 7 other ranks of its expert group (on 7 other nodes); ep 64: 4 experts that no other rank holds. The
    // inter-node data-parallel bytes then fall to the dense weights' (attention, shared expert, router, embeddings).
    const ClusterHardware c = perftest::dgxCluster(32, true);
    const ModelArch a = perftest::preset("deepseek-v3");
    Workload w;
    w.model.preset = QStringLiteral("deepseek-v3");
    w.precision = Precision::Bf16;
    w.globalBatch = 512;
    const StepModel model(a, w, c);
    Strategy s;
    s.pp = 4;
    s.dp = 64;
    s.microBatch = 1;
    s.zero = 3;
    s.shardingImpl = ShardingImpl::Fsdp;
    s.recompute = Recompute::Full;
    s.ep = 8;
    const StepEstimate ep8 = model.evaluate(s);
    s.ep = 64;
    const StepEstimate ep64 = model.evaluate(s);
    REQUIRE(ep8.valid);
    REQUIRE(ep64.valid);
    CHECK(ep64.interNodeDpBytesPerGpu > 0); // the dense weights still cross
    // The experts are most of a layer's weights on an ep 8 rank (32 x 44M of about 1.6B): by far the most bytes.
    const double expertShare8 = moeLayerRoutedParamsPerGpu(a, 1, 8) / layerParametersPerGpu(a, 1, 8);
    CHECK(expertShare8 > 0.8);
    CHECK(ep64.interNodeDpBytesPerGpu < (1 - expertShare8) * 2 * ep8.interNodeDpBytesPerGpu);
}

TEST_CASE("fsdp reduce dtype: fp32 doubles FSDP's reduce-scatter bytes and nothing else")
{
    // Llama 3 8B on 4 DGX H100, FSDP over 32 ranks: torchtitan reduce-scatters in fp32 (fsdpReducesInFp32()).
    const ClusterHardware c = perftest::dgxCluster(4, true);
    const ModelArch a = perftest::preset("llama3-8b");
    Workload param;
    param.model.preset = QStringLiteral("llama3-8b");
    param.precision = Precision::Bf16;
    param.globalBatch = 64;
    Workload fp32 = param;
    fp32.extra.insert(QStringLiteral("fsdp_reduce_dtype"), QStringLiteral("fp32"));
    CHECK_FALSE(fsdpReducesInFp32(param));
    CHECK(fsdpReducesInFp32(fp32));
    const StepModel p(a, param, c), f(a, fp32, c);
    Strategy s;
    s.dp = 32;
    s.microBatch = 2;
    s.zero = 3;
    s.shardingImpl = ShardingImpl::Fsdp;
    const StepEstimate ep = p.evaluate(s), ef = f.evaluate(s);
    REQUIRE(ep.valid);
    REQUIRE(ef.valid);
    // Per micro-batch each unit is gathered twice (forward, backward) at 2 bytes a parameter and reduce-scattered once:
    // at 4 bytes the reduce-scatter's share of the cross-node bytes doubles, so the total grows by a third.
    CHECK(ef.interNodeDpBytesPerGpu == Approx(ep.interNodeDpBytesPerGpu * 4 / 3).epsilon(0.02));
    CHECK(ef.breakdown.dpCommExposedS >= ep.breakdown.dpCommExposedS);
    CHECK(ef.breakdown.computeS == ep.breakdown.computeS);
    // Not FSDP: ZeRO-1 and DeepSpeed's ZeRO-3 are unchanged.
    s.zero = 1;
    CHECK(f.evaluate(s).interNodeDpBytesPerGpu == p.evaluate(s).interNodeDpBytesPerGpu);
    s.zero = 3;
    s.shardingImpl = ShardingImpl::DeepSpeed;
    CHECK(f.evaluate(s).interNodeDpBytesPerGpu == p.evaluate(s).interNodeDpBytesPerGpu);
}
