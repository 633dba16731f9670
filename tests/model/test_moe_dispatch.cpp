// How a mixture's tokens travel (perf/moe.h MoeDispatch) and DeepSeek-V3's DualPipe (perf/pipelineschedule.h): the
// nodes a token's experts lie on, DeepEP's once-per-node network crossing, FP8 dispatch, and DualPipe's bubble,
// memory and overlap, each against a hand count from DeepSeek-AI 2024 (arXiv 2412.19437).
#include "model/perffixture.h"
#include "perf/moe.h"
#include "perf/pipelineschedule.h"
#include "perf/stepmodel.h"
#include "support/testsupport.h"

#include <cmath>

namespace {

using namespace aip;
using namespace aip::perf;
using perftest::preset;

ClusterHardware dgxH100(int nodes)
{
    return perftest::dgxCluster(nodes, true);
}

Workload deepSeekWorkload()
{
    Workload w;
    w.model.preset = QStringLiteral("deepseek-v3");
    w.precision = Precision::Fp8;
    w.globalBatch = 1024;
    return w;
}

// DeepSeek-V3's layout (Sec. 3.2): pp 16, ep 64 over eight nodes, ZeRO-1, micro-batch 1.
Strategy deepSeekStrategy()
{
    Strategy s;
    s.tp = 1;
    s.pp = 16;
    s.dp = 64;
    s.ep = 64;
    s.zero = 1;
    s.microBatch = 1;
    s.recompute = Recompute::Selective;
    return s;
}

// C(E - m, k) / C(E, k): the chance that none of a token's k distinct experts, drawn at random from E, is among a
// given m.
double missed(double experts, double m, int k)
{
    double p = 1;
    for (int i = 0; i < k; ++i)
        p *= (experts - m - i) / (experts - i);
    return p;
}

} // namespace

TEST_CASE("moe dispatch: the nodes one token's experts lie on")
{
    const ModelArch ds = preset("deepseek-v3");
    CHECK(ds.routedNodeLimit == 4); // Sec. 2.1.2 and 4.2: at most 4 nodes per token
    CHECK(preset("mixtral-8x7b").routedNodeLimit == 0);
    // Top-8 distinct experts of 256 over 8 nodes of 32: 8 (1 - C(224, 8) / C(256, 8)) = 5.29 nodes; the limit caps it
    // at 4; one node is one node.
    CHECK(moeNodesPerToken(ds, 8, 0) == Approx(8 * (1 - missed(256, 32, 8))));
    CHECK(moeNodesPerToken(ds, 8, 0) == Approx(5.29).epsilon(0.001));
    CHECK(moeNodesPerToken(ds, 8, 4) == Approx(4));
    CHECK(moeNodesPerToken(ds, 8, 1) == Approx(1));
    CHECK(moeNodesPerToken(ds, 1, 0) == Approx(1));
    CHECK(moeNodesPerToken(ds, 2, 4) == Approx(2 * (1 - missed(256, 128, 8))));

    Workload w = deepSeekWorkload();
    MoeDispatch d = moeDispatchOf(w, ds);
    CHECK_FALSE(d.deepEp);
    CHECK(d.nodeLimit == 4);
    CHECK_FALSE(d.fp8);
    w.extra.insert(QStringLiteral("moe_dispatcher"), QStringLiteral("deepep"));
    w.extra.insert(QStringLiteral("moe_node_limit"), 1);
    w.extra.insert(QStringLiteral("moe_dispatch_precision"), QStringLiteral("FP8"));
    d = moeDispatchOf(w, ds);
    CHECK(d.deepEp);
    CHECK(d.nodeLimit == 1);
    CHECK(d.fp8);
    w.extra.insert(QStringLiteral("moe_node_limit"), -3); // hostile: no limit rather than a negative one
    CHECK(moeDispatchOf(w, ds).nodeLimit == 0);
}

TEST_CASE("moe dispatch: DeepEP crosses the network once per node and forwards over NVLink")
{
    const ModelArch ds = preset("deepseek-v3");
    const ClusterHardware c = dgxH100(8);
    const CollectiveModel coll(c);
    const Strategy s = deepSeekStrategy();
    const CommGroup group = expertParallelGroup(s, c.gpusPerNode);
    REQUIRE(group.nodes() == 8);
    REQUIRE(group.ranksPerNode == 8);
    // Hand count for one micro-batch of 4,096 tokens in bf16, at most 4 nodes per token: 4 x 7/8 = 3.5 network
    // crossings per token at the GPU's NIC share; one copy per rank the token's experts lie on -- the 8 experts drawn
    // from the 4 nodes' 128 over their 32 ranks of 4, 32 (1 - C(124, 8) / C(128, 8)) = 7.36 -- of which 7/8 go over
    // NVLink.
    const double tokens = 4096, hidden = 7168, bytes = 2;
    const double ranks = 32 * (1 - missed(128, 4, 8));
    CHECK(ranks == Approx(7.36).epsilon(0.001));
    CHECK(moeRanksPerToken(ds, group, 4) == Approx(ranks));
    const double network = tokens * 3.5 * hidden * bytes / coll.networkBandwidthPerGpu();
    const double nvlink = tokens * ranks * hidden * bytes * 7 / 8 / coll.intraBusBandwidth(8);
    MoeDispatch deepEp;
    deepEp.deepEp = true;
    deepEp.nodeLimit = 4;
    const double t = moeAllToAllS(ds, s, coll, c.gpusPerNode, 1, bytes, deepEp);
    CHECK(t == Approx(coll.latency(group) + std::max(network, nvlink)));
    // Megatron-Core's all-to-all sends each of the 8 copies on its own: never faster than DeepEP's.
    const double plain = moeAllToAllS(ds, s, coll, c.gpusPerNode, 1, bytes);
    CHECK(plain == Approx(coll.time(Collective::AllToAll, tokens * 8 * hidden * bytes, group)));
    CHECK(t < plain);
    // A tighter node limit never sends more; no limit sends the most.
    MoeDispatch oneNode = deepEp, anyNode = deepEp;
    oneNode.nodeLimit = 1;
    anyNode.nodeLimit = 0;
    CHECK(moeAllToAllS(ds, s, coll, c.gpusPerNode, 1, bytes, oneNode) <= t);
    CHECK(moeAllToAllS(ds, s, coll, c.gpusPerNode, 1, bytes, anyNode) >= t);
    // Inside one node there is no network part: an all-to-all of one copy per rank used, 8 ranks of 32 experts:
    // 8 (1 - C(224, 8) / C(256, 8)) = 5.29 copies a token where Megatron-Core's dispatcher sends 8.
    Strategy inNode = s;
    inNode.ep = 8;
    const CommGroup node = expertParallelGroup(inNode, c.gpusPerNode);
    const double inNodeRanks = 8 * (1 - missed(256, 32, 8));
    CHECK(moeAllToAllS(ds, inNode, coll, c.gpusPerNode, 1, bytes, deepEp)
          == Approx(coll.time(Collective::AllToAll, tokens * inNodeRanks * hidden * bytes, node)));
    CHECK(moeAllToAllS(ds, inNode, coll, c.gpusPerNode, 1, bytes, deepEp)
          < moeAllToAllS(ds, inNode, coll, c.gpusPerNode, 1, bytes));
}

TEST_CASE("moe dispatch: NeMo AutoModel's fake balanced gate sends a token to consecutive experts, mostly one rank")
{
    // FakeBalancedGate: token t's experts are (t k + j) mod E (nemo_automodel/components/moe/layers.py @ 89e3a9fdd).
    // Qwen3-30B-A3B on EP 8: 16 experts a rank, 8 consecutive from a multiple of 8: always one rank.
    const ModelArch qwen = preset("qwen3-30b-a3b");
    CHECK(moeRanksPerToken(qwen, CommGroup{8, 8}, 0, MoeRouting::Consecutive) == Approx(1));
    CHECK(moeRanksPerToken(qwen, CommGroup{8, 8}, 0) == Approx(8 * (1 - missed(128, 16, 8)))); // 5.27 balanced
    // DeepSeek-V3 on EP 64 over 8 nodes: 4 experts a rank, so two ranks, and 32 a node, so one node.
    const ModelArch ds = preset("deepseek-v3");
    CHECK(moeRanksPerToken(ds, CommGroup{64, 8}, 0, MoeRouting::Consecutive) == Approx(2));
    CHECK(moeNodesPerToken(ds, 8, 0, MoeRouting::Consecutive) == Approx(1));
    // Kimi K2 on EP 32: 12 experts a rank; the starts 8t mod 12 are 0, 8, 4 in turn: experts 0-7 (one rank), 8-15
    // (two), 4-11 (one): 4/3 ranks a token.
    const ModelArch kimi = preset("kimi-k2");
    CHECK(moeRanksPerToken(kimi, CommGroup{32, 8}, 0, MoeRouting::Consecutive) == Approx(4.0 / 3));
    // An expert count the ranks do not divide, and a wrap past the last expert, still count each rank once: 10
    // experts on 4 ranks (expert e on rank 4e / 10: 0-2, 3-4, 5-7, 8-9), top 4 from 0, 4, 8, 2, 6 in turn: experts
    // 0-3 (two ranks), 4-7 (two), 8, 9, 0, 1 (two), 2-5 (three), 6-9 (two): 11/5.
    ModelArch odd = qwen;
    odd.experts = 10;
    odd.topK = 4;
    CHECK(moeRanksPerToken(odd, CommGroup{4, 4}, 0, MoeRouting::Consecutive) == Approx(11.0 / 5));

    Workload w;
    w.model.preset = QStringLiteral("qwen3-30b-a3b");
    CHECK(moeDispatchOf(w, qwen).routing == MoeRouting::Balanced);
    w.extra.insert(QStringLiteral("moe_routing"), QStringLiteral("Consecutive"));
    CHECK(moeDispatchOf(w, qwen).routing == MoeRouting::Consecutive);
}

TEST_CASE("moe dispatch: FP8 dispatch halves the dispatch direction and leaves the combine in BF16")
{
    const ClusterHardware c = dgxH100(8);
    Workload bf16 = deepSeekWorkload();
    bf16.extra.insert(QStringLiteral("moe_dispatcher"), QStringLiteral("deepep"));
    Workload fp8 = bf16;
    fp8.extra.insert(QStringLiteral("moe_dispatch_precision"), QStringLiteral("fp8"));
    Strategy s = deepSeekStrategy();
    s.pp = 1; // no pipeline: the expert all-to-alls alone in epCommS
    s.dp = 64;
    s.zero = 3;
    const StepEstimate a = StepModel(preset("deepseek-v3"), bf16, c).evaluate(s);
    const StepEstimate b = StepModel(preset("deepseek-v3"), fp8, c).evaluate(s);
    REQUIRE(a.valid);
    REQUIRE(b.valid);
    REQUIRE(a.breakdown.epCommS > 0);
    // Four all-to-alls per layer (no full recompute): two in the dispatch direction at 1 + 4/128 bytes instead of
    // 2, two combines at 2. Latency aside, the ratio is (2 x 1.03125 + 2 x 2) / (4 x 2) = 0.758.
    const double ratio = b.breakdown.epCommS / a.breakdown.epCommS;
    CHECK(ratio < 1);
    CHECK(ratio == Approx((2 * kFp8DispatchBytesPerElement + 2 * 2) / 8).epsilon(0.02));
}

TEST_CASE("dualpipe: its bubble against 1F1B's from DeepSeek-V3's Table 2")
{
    const ClusterHardware c = dgxH100(2);
    const CollectiveModel coll(c);
    Strategy s;
    s.pp = 16;
    PipelineStageWork w;
    w.microBatches = 64;
    w.layersS = 1;
    // 1F1B: (PP - 1)(F + B) = 15 stage slots.
    CHECK(pipelineCost(s, w, coll).bubbleS == Approx(15));
    // DualPipe: (PP/2 - 1)(F&B + B - 3W), with F&B = F + B = 1, B = 2/3, W = 1/3: 7 x 2/3.
    w.dualPipe = true;
    w.backwardShare = 2.0 / 3;
    w.weightGradShare = 1.0 / 3;
    CHECK(pipelineCost(s, w, coll).bubbleS == Approx(7 * 2.0 / 3));
    // Two stages: PP/2 - 1 = 0, no bubble.
    s.pp = 2;
    CHECK(pipelineCost(s, w, coll).bubbleS == Approx(0));

    Workload plan = deepSeekWorkload();
    CHECK_FALSE(dualPipeSchedule(plan));
    plan.extra.insert(QStringLiteral("pipeline_schedule"), QStringLiteral("DualPipe"));
    CHECK(dualPipeSchedule(plan));
    Strategy odd;
    odd.pp = 3;
    CHECK_FALSE(dualPipeRuns(true, odd)); // two pipelines from both ends need an even number of stages
    odd.pp = 4;
    CHECK(dualPipeRuns(true, odd));
    odd.interleave = 2;
    CHECK_FALSE(dualPipeRuns(true, odd));
    CHECK_FALSE(dualPipeRuns(false, s));
}

TEST_CASE("dualpipe: two copies of the parameters and the all-to-alls under computation")
{
    const ClusterHardware c = dgxH100(16);
    Workload oneFOneB = deepSeekWorkload();
    oneFOneB.extra.insert(QStringLiteral("moe_dispatcher"), QStringLiteral("deepep"));
    Workload dual = oneFOneB;
    dual.extra.insert(QStringLiteral("pipeline_schedule"), QStringLiteral("dualpipe"));
    const ModelArch ds = preset("deepseek-v3");
    Strategy s = deepSeekStrategy();
    s.dp = 8;
    s.ep = 8;
    const StepModel a(ds, oneFOneB, c), b(ds, dual, c);
    const MemoryBreakdown ma = a.memory(s), mb = b.memory(s);
    // 1F1B's heaviest stage: ceil(61 / 16) = 4 layers and the embedding (or the output layer), its first rank 16
    // micro-batches in flight. DualPipe's heaviest rank is a middle one (pipelineschedule.h pipelineRankHolds()): two
    // stages of 4 layers and no head ("Parameter 2x", DeepSeek-V3 Table 2), with 16 - r and r + 1 micro-batches of
    // them in flight, 17 ("Activation PP + 1"); its two copies of a stage shard the optimizer states between them.
    const double stage = parametersPerGpu(ds, s.tp, s.pp, s.ep, s.etp), layer = layerParametersPerGpu(ds, s.tp, s.ep);
    CHECK(mb.weightsBytes == Approx(ma.weightsBytes / stage * 8 * layer));
    CHECK(mb.gradientsBytes == Approx(ma.gradientsBytes / stage * 8 * layer));
    CHECK(mb.optimizerBytes
          == Approx(precisionBytes(Precision::Fp8).optimizer
                    * zeroShardedParams(4 * layer, 4 * moeLayerRoutedParamsPerGpu(ds, s.tp, s.ep), s)));
    CHECK(mb.activationsBytes == Approx(ma.activationsBytes * 17 / 16));

    const StepEstimate ea = a.evaluate(s), eb = b.evaluate(s);
    REQUIRE(ea.valid);
    REQUIRE(eb.valid);
    CHECK(eb.breakdown.ppBubbleS < ea.breakdown.ppBubbleS);
    // Exposed all-to-all under DualPipe: what the slower of the computation on the SMs left to it and the
    // all-to-alls adds to the computation, never nothing (the 20 SMs given to the communication slow the computation
    // while it runs). With the experts inside one node (EP 8 over NVLink) the computation outlasts the all-to-alls,
    // so what DualPipe exposes is those SMs' share of the computation beside them, share / (1 - share) of the layers'
    // compute and recompute (the output layer and the embedding run beside no all-to-all), and here more than the
    // all-to-alls 1F1B exposes.
    const double share = moeCommSmShare(dual, 132); // DeepSeek-V3's 20 of the H800's (and the H100's) 132 SMs
    REQUIRE(share == Approx(20.0 / 132));
    const double smCost = share / (1 - share);
    CHECK(eb.breakdown.epCommS > 0);
    CHECK(eb.breakdown.epCommS <= smCost * (eb.breakdown.computeS + eb.breakdown.recomputeS));
    CHECK(eb.breakdown.epCommS > ea.breakdown.epCommS);
    CHECK(eb.stepS < ea.stepS);
    {
        // DeepSeek-V3's own layout (EP 64 over eight nodes, Sec. 3.2): the all-to-alls cross InfiniBand and outlast
        // the SMs' share of the computation; DualPipe exposes less of them than 1F1B, the case it was built for.
        const ClusterHardware big = dgxH100(128);
        const StepModel a64(ds, oneFOneB, big), b64(ds, dual, big);
        const Strategy d = deepSeekStrategy();
        const StepEstimate e1 = a64.evaluate(d), e2 = b64.evaluate(d);
        REQUIRE(e1.valid);
        REQUIRE(e2.valid);
        CHECK(e1.breakdown.epCommS > smCost * (e1.breakdown.computeS + e1.breakdown.recomputeS));
        CHECK(e2.breakdown.epCommS < e1.breakdown.epCommS);
        CHECK(e2.breakdown.epCommS > 0);
        CHECK(e2.stepS < e1.stepS);
    }
    // An odd pipeline cannot run DualPipe: the same step as 1F1B.
    Strategy odd = s;
    odd.pp = 1;
    CHECK(b.evaluate(odd).stepS == Approx(a.evaluate(odd).stepS));
    CHECK(b.memory(odd).totalBytes == Approx(a.memory(odd).totalBytes));
}
