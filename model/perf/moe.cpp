#include "perf/moe.h"

#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace aip::perf {

namespace {

double expertParams(const ModelArch &a)
{
    return (a.gatedMlp ? 3.0 : 2.0) * a.hidden * a.expertFfnHidden;
}

double moeLayers(const ModelArch &a)
{
    return std::max(0, a.layers - a.denseLayers);
}

// The host time of Megatron-Core's synchronising MoE path (moeHostSync()), per MoE layer and micro-batch, forward and
// backward: calibrated (issue 14) on the two DGX-GB200 figures of Megatron-Bridge's release 26.04.01, the `calibration`
// rows MBRIDGE260401-QWEN3-30B-A3B-8xGB200 and MBRIDGE260401-QWEN3-235B-A22B-256xGB200 of published_finetune.csv
// (docs/performance-summary.md:92 and :102 @ 21d102f5e). Both block the host in every MoE layer: flex HybridEP,
// dropless, no static receive size, so a blocking dispatch and then tokens_per_expert.tolist() for the grouped MLP
// (Megatron-LM fused_a2a.py:403-405, token_dispatcher.py:984-1025, experts.py:344 @ 2edffadb52). Neither is a
// validation row: the rule takes each model's latest figure, 26.08's, whose stack does not synchronise. On the same
// racks and layouts (the figures of the fit before the refits in the parenthesis below, which give the constants):
// - Qwen3-30B-A3B, 8 GPUs, EP 8 (16 experts a GPU), MBS 4: 26,112 tokens/s a GPU, where the model without this cost
//   gives 42,298; its step grows 768 s per second of host time a layer and micro-batch (48 layers x 16 micro-batches,
//   no pipeline), so 5.002 ms;
// - Qwen3-235B-A22B, 256 GPUs, PP 8 x VP 3 x EP 32 (4 experts a GPU), MBS 1: 5,680 against 7,008; its step grows
//   2,843 s per second of it (the busiest stage's layers over 256 micro-batches and the bubble), so 1.538 ms.
// (Refitted when the GB200's own MAMF shares replaced the B200 SXM's, 2026-12-05: 43,658 and 7,263 without the cost
// before, 5.254 and 1.769 ms. A change of the model under these rows moves the constants; the test of the validation
// set fails when the two rows stop reproducing within 1 %. Refitted again when the routed experts' GEMMs were costed
// one expert at a time, four streams at once (transformerlayer.cpp kGroupedGemmStreams, 2026-12-05): the 30B's
// grouped GEMMs are 16 experts of 8,192 tokens, so its model step grew by 0.092 s and its host time is 4.883 ms, not
// 5.002; the 235B's four experts a GPU run as one round of four, the same FLOPs together, and it stays 1.538 ms. And
// again when fp8 runs cast the routed experts' inputs and output gradients copy by copy, and the local experts' weights
// (transformerlayer.cpp): the 30B's step grew 0.209 s and the 235B's 0.392 s, so 4.610 and 1.400 ms. And when the
// optimizer step shards the routed experts' work over their own data-parallel ranks only (stepmodel.cpp; one rank at
// the 30B's EP 8 on 8 GPUs): the 30B's step grew 0.013 s, the 235B's 0.004 s, so 4.593 and 1.399 ms.)
// Two figures, two constants: the part that grows with the experts a GPU holds (GroupedLinear's quantisations, GEMMs
// and allocations issued per expert, TransformerEngine issue 1499) and the rest (the wait itself and the dispatcher's
// host work). Calibrated on a Grace host (GB200); the H100 and B200 rows that synchronise, on x86 hosts, are its
// validation (resources/validation/README.md, "The host time of Megatron-Core's synchronising MoE path,
// costed").
constexpr double kMoeHostSync30bS = 4.593e-3, kMoeHostSync235bS = 1.399e-3;
constexpr double kMoeHostSyncPerLocalExpertS = (kMoeHostSync30bS - kMoeHostSync235bS) / (16 - 4); // 0.266 ms
constexpr double kMoeHostSyncFixedS = kMoeHostSync235bS - 4 * kMoeHostSyncPerLocalExpertS;        // 0.334 ms

} // namespace

double moeLayerMlpParams(const ModelArch &a)
{
    return (a.experts + a.sharedExperts) * expertParams(a) + double(a.hidden) * a.experts;
}

double moeLayerActiveMlpParams(const ModelArch &a)
{
    return (a.topK + a.sharedExperts) * expertParams(a) + double(a.hidden) * a.experts;
}

double moeLayerMlpParamsPerGpu(const ModelArch &a, int tp, int ep, int etp)
{
    return moeLayerRoutedParamsPerGpu(a, tp, ep, etp) + a.sharedExperts * expertParams(a) / std::max(1, tp)
        + double(a.hidden) * a.experts;
}

double moeLayerRoutedParamsPerGpu(const ModelArch &a, int tp, int ep, int etp)
{
    const int split = etp > 0 ? etp : tp;
    return a.isMoe() ? double(a.experts) / std::max(1, ep) * expertParams(a) / std::max(1, split) : 0;
}

int expertDataParallelRanks(int ranks, int ep)
{
    return ep <= 1 ? std::max(1, ranks) : std::max(1, ranks / ep);
}

int expertTensorParallel(int tp, int etp)
{
    return etp > 0 ? etp : std::max(1, tp);
}

int expertTensorParallel(const Strategy &s)
{
    return expertTensorParallel(s.tp, s.etp);
}

int expertFold(const Strategy &s)
{
    return s.etp > 0 ? std::max(1, s.tp / s.etp) : 1;
}

int expertDataParallelRanks(const Strategy &s, int dpRanks)
{
    return expertDataParallelRanks(dpRanks * expertFold(s), s.ep);
}

namespace {

int zeroRanks(const Strategy &s)
{
    return std::max(1, s.shardRanks()) * std::max(1, s.cp);
}

} // namespace

double zeroShardedParams(double params, double routed, const Strategy &s)
{
    return (params - routed) / zeroRanks(s) + routed / expertDataParallelRanks(s, zeroRanks(s));
}

bool zeroShardsExperts(const Strategy &s)
{
    return expertDataParallelRanks(s, zeroRanks(s)) > 1;
}

bool expertLayoutValid(const ModelArch &a, const Strategy &s)
{
    if (s.ep < 1 || s.etp < 0)
        return false;
    if (s.etp > 0 && (s.etp > s.tp || s.tp % s.etp != 0 || !a.isMoe()))
        return false;
    if (s.ep == 1)
        return true;
    const qint64 ranks = s.etp > 0 ? qint64(expertFold(s)) * s.cp * s.dp : s.dp;
    return a.isMoe() && ranks % s.ep == 0 && a.experts % s.ep == 0;
}

double moeLoadFactor(const ModelArch &a)
{
    return a.capacityFactor > 0 ? a.capacityFactor : 1.0;
}

ModelArch moeComputeArch(const ModelArch &a)
{
    ModelArch c = a;
    if (!a.isMoe())
        return c;
    // Per token, an expert group does load x top_k expert MLPs plus the shared ones.
    const double moeWidth = (moeLoadFactor(a) * a.topK + a.sharedExperts) * a.expertFfnHidden;
    const double layers = std::max(1, a.layers);
    const double width = (a.denseLayers * double(a.ffnHidden) + moeLayers(a) * moeWidth) / layers;
    c.ffnHidden = std::max(1, int(std::lround(width)));
    c.moePermuteRows = moeLayers(a) / layers * (moeLoadFactor(a) * a.topK + 1);
    c.moeLayerShare = moeLayers(a) / layers;
    c.moeRoutedPerToken = moeLoadFactor(a) * a.topK;
    c.moeRoutedExperts = a.experts;
    c.moeRoutedFfn = a.expertFfnHidden;
    if (a.expertBias) {
        const double copies = moeLayers(a) / layers * moeLoadFactor(a) * a.topK;
        c.moeUpBiasElems = copies * (a.gatedMlp ? 2.0 : 1.0) * a.expertFfnHidden;
        c.moeDownBiasElems = copies * a.hidden;
    }
    c.experts = c.topK = c.sharedExperts = c.expertFfnHidden = c.denseLayers = 0;
    c.capacityFactor = 0;
    return c;
}

CommGroup expertParallelGroup(const Strategy &s, int gpusPerNode)
{
    const int gpn = std::max(1, gpusPerNode);
    // Unfolded, ep takes consecutive data-parallel ranks, tp x cp apart; folded, consecutive ranks of the fold, etp
    // apart (the experts' order etp, ep, edp over the stage's ranks).
    const int inner = s.etp > 0 ? s.etp : std::max(1, s.tp * s.cp);
    const int perNode = inner >= gpn ? 1 : std::max(1, std::min(s.ep, gpn / inner));
    return {std::max(1, s.ep), perNode};
}

namespace {

// The H800's SMs (the H100 SXM5's GH100 configuration, prefill.cpp), which DeepSeek-V3's 20 communication SMs are of.
constexpr double kDeepSeekV3GpuSms = 132;

// Balanced routing: k distinct experts drawn from `experts` spread over `groups` equal groups; the groups used.
double drawnGroups(double experts, int topK, double groups)
{
    if (groups <= 1 || experts <= 0)
        return 1;
    const double perGroup = experts / groups;
    double missed = 1; // C(E - m, k) / C(E, k) as the product over the k draws
    for (int i = 0; i < topK && missed > 0; ++i)
        missed *= std::max(0.0, experts - perGroup - i) / std::max(1.0, experts - i);
    return groups * (1 - missed);
}

// Consecutive routing: token t's experts are (t k + j) mod E; the groups (expert e in group e x groups / E) those k
// lie on, averaged over the E / gcd(E, k) offsets t k mod E takes.
double consecutiveGroups(int experts, int topK, int groups)
{
    if (groups <= 1 || experts <= 0)
        return 1;
    const int k = std::clamp(topK, 1, experts), step = std::gcd(experts, k);
    auto group = [&](int e) { return int(qint64(e) * groups / experts); };
    double sum = 0;
    for (int start = 0; start < experts; start += step) {
        const int end = start + k - 1; // the last of the k, before the wrap
        sum += end < experts ? group(end) - group(start) + 1
                             : std::min(groups, (groups - group(start)) + group(end - experts) + 1);
    }
    return sum / (experts / step);
}

} // namespace

double moeNodesPerToken(const ModelArch &a, int nodes, int nodeLimit, MoeRouting routing)
{
    const int n = std::max(1, nodes), k = std::max(1, a.topK);
    if (routing == MoeRouting::Consecutive)
        return consecutiveGroups(a.experts, k, n);
    const double spread = drawnGroups(a.experts, k, n);
    return nodeLimit > 0 ? std::min(spread, double(nodeLimit)) : spread;
}

double moeRanksPerToken(const ModelArch &a, const CommGroup &group, int nodeLimit, MoeRouting routing)
{
    const int ranks = std::max(1, group.ranks), nodes = group.nodes(), k = std::max(1, a.topK);
    if (routing == MoeRouting::Consecutive)
        return consecutiveGroups(a.experts, k, ranks);
    if (nodeLimit > 0 && nodeLimit < nodes) {
        // The experts of the L nodes the router picked, over their ranks.
        const double share = double(nodeLimit) / nodes;
        return drawnGroups(a.experts * share, k, ranks * share);
    }
    return drawnGroups(a.experts, k, ranks);
}

double moeAllToAllS(const ModelArch &a, const Strategy &s, const CollectiveModel &collectives, int gpusPerNode,
                    double microBatchPerGpu, double elementBytes, const MoeDispatch &dispatch)
{
    if (!a.isMoe() || s.ep <= 1)
        return 0;
    // Megatron-Core requires sequence parallelism with tensor and expert parallelism: each tp rank dispatches its
    // seq/tp tokens (megatron/core/transformer/moe/README.md, "EP with TP requires sequence parallelism").
    const double tokens = microBatchPerGpu * a.seqLen / std::max(1, s.tp);
    const double tokenBytes = a.hidden * elementBytes * moeLoadFactor(a);
    const CommGroup group = expertParallelGroup(s, gpusPerNode);
    if (!dispatch.deepEp) // one copy per expert (Megatron-Core's all-to-all dispatcher permutes by expert first)
        return collectives.time(Collective::AllToAll, tokens * a.topK * tokenBytes, group);
    // DeepEP: one copy per rank the token's experts lie on.
    const double bytes = tokens * moeRanksPerToken(a, group, dispatch.nodeLimit, dispatch.routing) * tokenBytes;
    const int nodes = group.nodes();
    const int k = std::max(1, group.ranksPerNode);
    if (nodes <= 1 || !(collectives.networkBandwidthPerGpu() > 0) || !(collectives.intraBusBandwidth(k) > 0))
        return collectives.time(Collective::AllToAll, bytes, group);
    // Across nodes a token crosses the network once per other node its experts lie on (its own node is one of the
    // nodes it uses with probability nodes-used / nodes), then every rank copy but the receiving GPU's own is
    // forwarded over NVLink.
    const double nodesUsed = moeNodesPerToken(a, nodes, dispatch.nodeLimit, dispatch.routing);
    const double remote = nodesUsed * (nodes - 1) / nodes;
    const double networkS = tokens * remote * tokenBytes / collectives.networkBandwidthPerGpu();
    const double nvlinkS = bytes * (k - 1) / k / collectives.intraBusBandwidth(k);
    return collectives.latency(group) + std::max(networkS, nvlinkS);
}

bool moeAllToAllOverlap(const Workload &w)
{
    return w.extra.value(QStringLiteral("moe_a2a_overlap")).toBool(false);
}

double moeCommSmShare(const Workload &w, int gpuSms)
{
    const QJsonValue v = w.extra.value(QStringLiteral("moe_comm_sms"));
    const double sms = v.isDouble() && v.toDouble() >= 1 ? v.toDouble() : kDefaultMoeCommSms;
    const double of = gpuSms > 0 ? gpuSms : kDeepSeekV3GpuSms;
    return std::min(kMaxMoeCommSmShare, sms / of);
}

bool moeHostSync(const Workload &w)
{
    return w.extra.value(QStringLiteral("moe_host_sync")).toBool(false);
}

QStringList moeHostSyncCalibrationRuns()
{
    return {QStringLiteral("MBRIDGE260401-QWEN3-30B-A3B-8xGB200"),
            QStringLiteral("MBRIDGE260401-QWEN3-235B-A22B-256xGB200")};
}

double moeHostSyncS(const ModelArch &a, const Strategy &s)
{
    if (!a.isMoe())
        return 0;
    const double localExperts = double(a.experts) / std::max(1, s.ep);
    return kMoeHostSyncFixedS + kMoeHostSyncPerLocalExpertS * localExperts;
}

bool deepEpDispatcher(const Workload &w)
{
    return w.extra.value(QStringLiteral("moe_dispatcher")).toString().toLower() == QLatin1String("deepep");
}

MoeDispatch moeDispatchOf(const Workload &w, const ModelArch &a)
{
    MoeDispatch d;
    d.deepEp = deepEpDispatcher(w);
    d.nodeLimit = std::max(0, a.routedNodeLimit);
    if (const QJsonValue v = w.extra.value(QStringLiteral("moe_node_limit")); v.isDouble())
        d.nodeLimit = std::max(0, v.toInt());
    d.fp8 = w.extra.value(QStringLiteral("moe_dispatch_precision")).toString().toLower() == QLatin1String("fp8");
    if (w.extra.value(QStringLiteral("moe_routing")).toString().toLower() == QLatin1String("consecutive"))
        d.routing = MoeRouting::Consecutive;
    return d;
}

int moeRecomputedAllToAlls(const Strategy &s, bool deepEp)
{
    if (s.recompute != Recompute::Full)
        return 0;
    return deepEp && s.shardingImpl == ShardingImpl::Fsdp ? 1 : 2; // dispatch only, or dispatch and combine
}

} // namespace aip::perf
