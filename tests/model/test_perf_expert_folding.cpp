// Megatron-Core's MoE parallel folding (Strategy::etp, plan `parallelism.etp`; its MoE report, arXiv 2603.07685, "MoE
// Parallel Folding": attention over TP x CP x DP, the experts over ETP x EP x EDP of the same ranks) and its overlap of
// the expert all-to-alls with another micro-batch (workload `moe_a2a_overlap`), against hand counts.
#include "model/perffixture.h"
#include "model/planjsonfixture.h"
#include "perf/datacomm.h"
#include "perf/memorymodel.h"
#include "perf/moe.h"
#include "perf/perfmodel.h"
#include "perf/prefill.h"
#include "perf/stepmodel.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;

// Qwen3-235B-A22B as Megatron-Bridge ran it on 256 H100s (26.04.01): TP 2 with sequence parallelism, PP 8, DP 16,
// EP 32 over the folded ranks, expert TP 1.
Strategy qwen235Folded()
{
    Strategy s;
    s.tp = 2;
    s.sequenceParallel = true;
    s.pp = 8;
    s.dp = 16;
    s.ep = 32;
    s.etp = 1;
    s.zero = 1;
    s.shardingImpl = ShardingImpl::Megatron;
    return s;
}

// The workload of those runs in bf16: Qwen3-235B-A22B, `globalBatch` sequences of 4,096 tokens a step.
Workload qwen235Workload(int globalBatch)
{
    Workload w;
    w.model.preset = QStringLiteral("qwen3-235b-a22b");
    w.globalBatch = globalBatch;
    w.precision = Precision::Bf16;
    return w;
}

// Qwen3-235B-A22B folded (qwen235Folded()) at 2048 sequences on `c`, with the expert all-to-alls under the partner
// micro-batch's computation or not, and the plan's moe_comm_sms when above 0.
StepEstimate evaluateQwen235(const ClusterHardware &c, bool overlap, int commSms = 0)
{
    Workload w = qwen235Workload(2048);
    if (overlap)
        w.extra.insert(QStringLiteral("moe_a2a_overlap"), true);
    if (commSms > 0)
        w.extra.insert(QStringLiteral("moe_comm_sms"), commSms);
    const StepEstimate e = StepModel(perftest::preset("qwen3-235b-a22b"), w, c).evaluate(qwen235Folded());
    REQUIRE(e.valid);
    return e;
}

} // namespace

TEST_CASE("expert folding: which layouts the frameworks run")
{
    const ModelArch q = perftest::preset("qwen3-235b-a22b");
    Strategy s = qwen235Folded();
    CHECK(expertLayoutValid(q, s)); // (2 / 1) x 16 = 32 folded ranks, ep 32
    Strategy unfolded = s;
    unfolded.etp = 0; // ep carved from dp: 32 does not divide 16
    CHECK_FALSE(expertLayoutValid(q, unfolded));
    unfolded.ep = 16;
    CHECK(expertLayoutValid(q, unfolded));
    Strategy badEtp = s;
    badEtp.etp = 3; // does not divide tp
    CHECK_FALSE(expertLayoutValid(q, badEtp));
    badEtp.etp = 4; // above tp
    CHECK_FALSE(expertLayoutValid(q, badEtp));
    Strategy tooWide = s;
    tooWide.ep = 64; // 32 folded ranks
    CHECK_FALSE(expertLayoutValid(q, tooWide));
    Strategy dense = s;
    dense.ep = 1;
    CHECK_FALSE(expertLayoutValid(perftest::preset("llama2-7b"), dense)); // folding needs experts
    CHECK(expertTensorParallel(s) == 1);
    CHECK(expertTensorParallel(unfolded) == 2);
}

TEST_CASE("expert folding: whole experts on a GPU, their data-parallel ranks and the all-to-all's nodes, by hand")
{
    const ModelArch q = perftest::preset("qwen3-235b-a22b");
    const Strategy s = qwen235Folded();
    // 128 experts over ep 32: 4 a GPU, whole at etp 1 (gate, up and down of 4,096 x 1,536: 3 x 6.29M each).
    const double expert = 3.0 * 4096 * 1536;
    CHECK(moeLayerRoutedParamsPerGpu(q, s.tp, s.ep, s.etp) == Approx(4 * expert));
    // Unfolded at tp 2 each expert would be split in two.
    CHECK(moeLayerRoutedParamsPerGpu(q, s.tp, s.ep) == Approx(2 * expert));
    // The ranks holding the same experts: (tp / etp) x dp / ep = 2 x 16 / 32 = 1.
    CHECK(expertDataParallelRanks(s, 16) == 1);
    Strategy edp = s;
    edp.ep = 8;
    CHECK(expertDataParallelRanks(edp, 16) == 4);
    // The all-to-all group: 32 consecutive ranks of the fold, 8 a node, 4 nodes; unfolded ep 16 at tp 2 takes 16
    // data-parallel ranks 2 apart, 4 a node, 4 nodes.
    const CommGroup folded = expertParallelGroup(s, 8);
    CHECK(folded.ranks == 32);
    CHECK(folded.ranksPerNode == 8);
    CHECK(folded.nodes() == 4);
    Strategy unfolded = s;
    unfolded.etp = 0;
    unfolded.ep = 16;
    CHECK(expertParallelGroup(unfolded, 8).ranksPerNode == 4);
    // The experts' gradients are reduced over their data-parallel ranks: edp 4 at ep 8, etp x ep = 8 ranks apart,
    // one a node.
    const ClusterHardware c = perftest::dgxCluster(32);
    const CollectiveModel coll(c);
    const DataParallelComm comm(coll, c.gpusPerNode);
    const CommGroup all = comm.dataParallelGroup(edp);
    CHECK(all.ranks == 16);
    CHECK(comm.expertGroup(edp, all).ranks == 4);
    CHECK(comm.expertGroup(edp, all).ranksPerNode == 1);
}

TEST_CASE("expert folding: at etp 1 the MoE layers' MLP pays no tensor-parallel collective, attention still does")
{
    const ClusterHardware c = perftest::dgxCluster(32);
    const Workload w = qwen235Workload(512);
    const StepModel model(perftest::preset("qwen3-235b-a22b"), w, c);
    Strategy folded = qwen235Folded();
    folded.ep = 16;
    Strategy unfolded = folded;
    unfolded.etp = 0;
    const StepEstimate f = model.evaluate(folded);
    const StepEstimate u = model.evaluate(unfolded);
    REQUIRE(f.valid);
    REQUIRE(u.valid);
    // Every layer is an MoE layer and nothing recomputes: the MLP's gather and scatter of the micro-batch's 4,096 x
    // 4,096 activations over the TP pair, forward and backward, go, for the stage's ceil(94 / 8) = 12 layers and
    // 512 / 16 = 32 micro-batches; attention's and the embedding's and the loss's stay.
    const CollectiveModel coll(c);
    const CommGroup pair{2, 2};
    const double bytes = 4096.0 * 4096 * 2;
    const double gatherScatter
        = coll.time(Collective::ReduceScatter, bytes, pair) + coll.time(Collective::AllGather, bytes, pair);
    CHECK(u.breakdown.tpCommS > 0);
    CHECK(u.breakdown.tpCommS - f.breakdown.tpCommS == Approx(32 * 12 * 2 * gatherScatter).epsilon(1e-9));
    // etp 2 under tp 4: the MLP's collectives run over the expert pair, on the pair's half of the tokens.
    Strategy four = folded;
    four.tp = 4;
    four.dp = 8;
    four.etp = 2;
    Strategy fourUnfolded = four;
    fourUnfolded.etp = 0;
    fourUnfolded.ep = 8;
    four.ep = 8;
    const StepEstimate f4 = model.evaluate(four), u4 = model.evaluate(fourUnfolded);
    REQUIRE(f4.valid);
    REQUIRE(u4.valid);
    const CommGroup quad{4, 4};
    const double quadGatherScatter
        = coll.time(Collective::ReduceScatter, bytes, quad) + coll.time(Collective::AllGather, bytes, quad);
    const double pairHalf
        = coll.time(Collective::ReduceScatter, bytes / 2, pair) + coll.time(Collective::AllGather, bytes / 2, pair);
    CHECK(u4.breakdown.tpCommS - f4.breakdown.tpCommS
          == Approx(64 * 12 * 2 * (quadGatherScatter - pairHalf)).epsilon(1e-9));
    // The experts' work is the same: the FLOPs do not move.
    CHECK(f.breakdown.computeS == Approx(u.breakdown.computeS).epsilon(1e-9));
    // etp = tp is the unfolded layout.
    Strategy same = unfolded;
    same.etp = 2;
    CHECK(model.evaluate(same).breakdown.tpCommS == Approx(u.breakdown.tpCommS).epsilon(1e-9));
    // Whole experts on a GPU hold more weights than experts split over tp.
    CHECK(f.memory.weightsBytes > u.memory.weightsBytes);
}

TEST_CASE("expert folding: the plan's etp is read, checked and kept by the search")
{
    const QByteArray base = "{\"model\":{\"preset\":\"qwen3-235b-a22b\"},\"global_batch\":512,\"micro_batch\":1,"
                            "\"precision\":\"bf16\",\"parallelism\":{\"tp\":2,\"pp\":8,\"dp\":16,\"ep\":32,";
    const PlanReadResult ok = readPlan(plantest::planWithWorkload(base + "\"etp\":1}}"));
    REQUIRE(ok.ok());
    CHECK(ok.plan->workload.parallelism->etp == 1);
    CHECK(plantest::firstError(plantest::planWithWorkload(base + "\"etp\":3}}")).contains(QStringLiteral("etp")));
    // Without folding ep 32 must divide dp 16.
    CHECK(plantest::firstError(plantest::planWithWorkload(base + "\"zero\":1}}")).contains(QStringLiteral("ep")));
    // etp 1 with ep 64: the fold has 32 ranks.
    const QByteArray wide = "{\"model\":{\"preset\":\"qwen3-235b-a22b\"},\"global_batch\":512,\"micro_batch\":1,"
                            "\"precision\":\"bf16\",\"parallelism\":{\"tp\":2,\"pp\":8,\"dp\":16,\"ep\":64,\"etp\":1}}";
    CHECK(plantest::firstError(plantest::planWithWorkload(wide)).contains(QStringLiteral("ep")));
}

TEST_CASE("expert all-to-all overlap: hidden under the partner micro-batch's computation but for about pp alone")
{
    const ClusterHardware c = perftest::dgxCluster(32);
    Workload overlapped;
    overlapped.extra.insert(QStringLiteral("moe_a2a_overlap"), true);
    CHECK(moeAllToAllOverlap(overlapped));
    CHECK_FALSE(moeAllToAllOverlap(Workload()));
    const StepEstimate plain = evaluateQwen235(c, false);
    const StepEstimate hidden = evaluateQwen235(c, true);
    REQUIRE(plain.breakdown.epCommS > 0);
    CHECK(hidden.breakdown.epCommS < plain.breakdown.epCommS);
    // 2048 / 16 = 128 micro-batches a replica, pp 8 of them without a partner: at least 8 / 128 of it stays.
    CHECK(hidden.breakdown.epCommS >= plain.breakdown.epCommS * 8 / 128 - 1e-12);
    // Everything else is the same step.
    CHECK(hidden.breakdown.computeS == Approx(plain.breakdown.computeS).epsilon(1e-12));
}

TEST_CASE("expert all-to-all overlap: the dispatcher's SMs are a share of the GPU's, by the plan's moe_comm_sms")
{
    Workload w;
    // DeepEP's and DeepSeek-V3's 20 SMs by default, of the GPU's own count, or of the H800's 132 where it is unknown.
    CHECK(moeCommSmShare(w, 132) == Approx(20.0 / 132));
    CHECK(moeCommSmShare(w, 148) == Approx(20.0 / 148));
    CHECK(moeCommSmShare(w, 0) == Approx(20.0 / 132));
    // Megatron-Bridge's HybridEP recipes hold 32.
    w.extra.insert(QStringLiteral("moe_comm_sms"), 32);
    CHECK(moeCommSmShare(w, 148) == Approx(32.0 / 148));
    CHECK(moeCommSmShare(w, 160) == Approx(0.2));
    // The computation keeps half the SMs whatever a plan says.
    w.extra.insert(QStringLiteral("moe_comm_sms"), 1000);
    CHECK(moeCommSmShare(w, 132) == Approx(kMaxMoeCommSmShare));

    // The SM counts the share is taken of: the Blackwell parts' published counts.
    ClusterHardware b200 = perftest::dgxCluster(1);
    b200.gpuSku = QStringLiteral("nvidia-b200-gb200");
    CHECK(streamingMultiprocessors(b200) == 148);
    b200.gpuSku = QStringLiteral("nvidia-b300-gb300");
    CHECK(streamingMultiprocessors(b200) == 160);

    // In the step (DGX H100s, 132 SMs): where the computation outlasts the all-to-alls, the paired micro-batches
    // expose f(n) = share / (1 - share) of their computation, share = n / 132, and the ones alone the same all-to-alls
    // whatever n: so the exposed time grows with n, and the growth from 20 to 40 SMs is (f(40) - f(20)) /
    // (f(32) - f(20)) = 1.81 times the growth from 20 to 32.
    const ClusterHardware c = perftest::dgxCluster(32, true);
    REQUIRE(streamingMultiprocessors(c) == 132);
    const StepEstimate at20 = evaluateQwen235(c, true), at32 = evaluateQwen235(c, true, 32);
    CHECK(at32.breakdown.epCommS > at20.breakdown.epCommS);
    CHECK(at32.breakdown.computeS == Approx(at20.breakdown.computeS).epsilon(1e-12));
    CHECK(at32.stepS > at20.stepS);
    const StepEstimate at40 = evaluateQwen235(c, true, 40);
    const auto f = [](double n) { return n / 132 / (1 - n / 132); };
    CHECK((at40.breakdown.epCommS - at20.breakdown.epCommS) / (at32.breakdown.epCommS - at20.breakdown.epCommS)
          == Approx((f(40) - f(20)) / (f(32) - f(20))).epsilon(1e-9));
}
