#include "perf/moe.h"

#include <QJsonValue>

#include <algorithm>
#include <cmath>

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

} // namespace

double moeLayerMlpParams(const ModelArch &a)
{
    return (a.experts + a.sharedExperts) * expertParams(a) + double(a.hidden) * a.experts;
}

double moeLayerActiveMlpParams(const ModelArch &a)
{
    return (a.topK + a.sharedExperts) * expertParams(a) + double(a.hidden) * a.experts;
}

double moeLayerMlpParamsPerGpu(const ModelArch &a, int tp, int ep)
{
    const double local = double(a.experts) / std::max(1, ep);
    return (local + a.sharedExperts) * expertParams(a) / std::max(1, tp) + double(a.hidden) * a.experts;
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
    c.experts = c.topK = c.sharedExperts = c.expertFfnHidden = c.denseLayers = 0;
    c.capacityFactor = 0;
    return c;
}

CommGroup expertParallelGroup(const Strategy &s, int gpusPerNode)
{
    const int gpn = std::max(1, gpusPerNode);
    const int inner = std::max(1, s.tp * s.cp);
    const int perNode = inner >= gpn ? 1 : std::max(1, std::min(s.ep, gpn / inner));
    return {std::max(1, s.ep), perNode};
}

double moeNodesPerToken(const ModelArch &a, int nodes, int nodeLimit)
{
    const double n = std::max(1, nodes);
    const double spread = n * (1 - std::pow(1 - 1 / n, std::max(1, a.topK)));
    return nodeLimit > 0 ? std::min(spread, double(nodeLimit)) : spread;
}

double moeAllToAllS(const ModelArch &a, const Strategy &s, const CollectiveModel &collectives, int gpusPerNode,
                    double microBatchPerGpu, double elementBytes, const MoeDispatch &dispatch)
{
    if (!a.isMoe() || s.ep <= 1)
        return 0;
    // Megatron-Core requires sequence parallelism with tensor and expert parallelism: each tp rank dispatches its
    // seq/tp tokens (megatron/core/transformer/moe/README.md, "EP with TP requires sequence parallelism").
    const double tokens = microBatchPerGpu * a.seqLen / std::max(1, s.tp);
    const double bytes = tokens * a.topK * a.hidden * elementBytes * moeLoadFactor(a);
    const CommGroup group = expertParallelGroup(s, gpusPerNode);
    const int nodes = group.nodes();
    if (!dispatch.deepEp || nodes <= 1 || !(collectives.networkBandwidthPerGpu() > 0)
        || !(collectives.intraBusBandwidth() > 0))
        return collectives.time(Collective::AllToAll, bytes, group);
    // DeepEP: a token crosses the network once per other node its experts lie on (its own node is one of the
    // nodes it uses with probability nodes-used / nodes under balanced routing), then every copy but the one
    // for the receiving GPU's own experts is forwarded over NVLink.
    const double nodesUsed = moeNodesPerToken(a, nodes, dispatch.nodeLimit);
    const double remote = nodesUsed * (nodes - 1) / nodes;
    const double networkS
        = tokens * remote * a.hidden * elementBytes * moeLoadFactor(a) / collectives.networkBandwidthPerGpu();
    const int k = std::max(1, group.ranksPerNode);
    const double nvlinkS = bytes * (k - 1) / k / collectives.intraBusBandwidth();
    return collectives.latency(group) + std::max(networkS, nvlinkS);
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
    return d;
}

int moeRecomputedAllToAlls(const Strategy &s, bool deepEp)
{
    if (s.recompute != Recompute::Full)
        return 0;
    return deepEp && s.shardingImpl == ShardingImpl::Fsdp ? 1 : 2; // dispatch only, or dispatch and combine
}

} // namespace aip::perf
