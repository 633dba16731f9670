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

} // namespace

TEST_CASE("moe dispatch: the nodes one token's experts lie on")
{
    const ModelArch ds = preset("deepseek-v3");
    CHECK(ds.routedNodeLimit == 4); // Sec. 2.1.2 and 4.2: at most 4 nodes per token
    CHECK(preset("mixtral-8x7b").routedNodeLimit == 0);
    // Top-8 drawn evenly over 8 nodes: 8 (1 - (7/8)^8) = 5.25 nodes; the limit caps it at 4; one node is one node.
    CHECK(moeNodesPerToken(ds, 8, 0) == Approx(8 * (1 - std::pow(7.0 / 8, 8))));
    CHECK(moeNodesPerToken(ds, 8, 4) == Approx(4));
    CHECK(moeNodesPerToken(ds, 8, 1) == Approx(1));
    CHECK(moeNodesPerToken(ds, 1, 0) == Approx(1));
    CHECK(moeNodesPerToken(ds, 2, 4) == Approx(2 * (1 - std::pow(0.5, 8))));

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
    // crossings per token at the GPU's NIC share; 8 copies per token of which 7/8 go over NVLink.
    const double tokens = 4096, hidden = 7168, bytes = 2;
    const double network = tokens * 3.5 * hidden * bytes / coll.networkBandwidthPerGpu();
    const double nvlink = tokens * 8 * hidden * bytes * 7 / 8 / coll.intraBusBandwidth();
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
    // Inside one node there is no network part: the plain all-to-all.
    Strategy inNode = s;
    inNode.ep = 8;
    CHECK(moeAllToAllS(ds, inNode, coll, c.gpusPerNode, 1, bytes, deepEp)
          == Approx(moeAllToAllS(ds, inNode, coll, c.gpusPerNode, 1, bytes)));
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
    CHECK(mb.weightsBytes == Approx(2 * ma.weightsBytes));
    CHECK(mb.gradientsBytes == Approx(2 * ma.gradientsBytes));
    CHECK(mb.totalBytes == Approx(ma.totalBytes + ma.weightsBytes + ma.gradientsBytes));

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
    const double smCost = kDualPipeCommSmShare / (1 - kDualPipeCommSmShare);
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
