#pragma once
// Collective communication on a cluster: each collective as latency plus its bus traffic over the
// achievable bus bandwidth of the tier it crosses (NCCL's algbw/busbw model, nccl-tests doc/PERFORMANCE.md).
//   all-reduce      busbw = algbw * 2(n-1)/n
//   reduce-scatter  busbw = algbw * (n-1)/n      (size = the full, unreduced buffer)
//   all-gather      busbw = algbw * (n-1)/n      (size = the full, gathered buffer)
//   all-to-all      busbw = algbw * (n-1)/n
//   send/recv       busbw = algbw

#include "perf/clusterhardware.h"

namespace aip::perf {

enum class Collective { AllReduce, ReduceScatter, AllGather, AllToAll, SendRecv };
QString collectiveName(Collective c);
// nccl-tests' bus factor: busbw = algbw * busFactor (2(n-1)/n, (n-1)/n or 1).
double busFactor(Collective c, int ranks);

// Where a communicator's ranks sit: `ranks` in all, `ranksPerNode` of them on each node they span.
struct CommGroup {
    int ranks = 1;
    int ranksPerNode = 1;
    int nodes() const { return ranksPerNode > 0 ? (ranks + ranksPerNode - 1) / ranksPerNode : 1; }
};

class CollectiveModel
{
public:
    CollectiveModel() = default;
    explicit CollectiveModel(const ClusterHardware &cluster);

    // Seconds for one collective over `bytes` (nccl-tests "size") among the group.
    double time(Collective c, double bytes, const CommGroup &group) const;
    // Achievable bus bandwidth, bytes/s, for large messages.
    double busBandwidth(Collective c, const CommGroup &group) const;
    double latency(const CommGroup &group) const;
    // A ring all-gather or reduce-scatter: n-1 steps, those crossing nodes at the network's hop latency, in the
    // protocol NCCL's tuner picks for `bytes` (NCCL's ring model, see collectives.cpp).
    double ncclRingTime(Collective c, const CommGroup &group, double bytes) const;
    // Its start-up latency: what a ring all-gather of `bytes` takes beyond those bytes at the bus bandwidth, in the
    // protocol ncclRingTime() picks. Not used by the step model (which calls time()); the tests check NCCL's hop
    // latencies with it, apart from the bandwidth terms.
    double ringLatency(const CommGroup &group, double bytes) const;
    // An all-reduce across nodes without in-network reduction: the fastest of NCCL's rings and trees in its three
    // protocols, as NCCL 2.8's own tuner costs them (collectives.cpp).
    double ncclAllReduceTime(const CommGroup &group, double bytes) const;
    QString tier(const CommGroup &group) const;

    // Achievable per-GPU bus bandwidth inside a node for a group with `ranksOnNode` ranks there: the node's tier,
    // or on a mesh (IntraLink::Mesh) the links among those ranks.
    double intraBusBandwidth(int ranksOnNode) const;
    double networkBandwidthPerGpu() const { return m_netPerGpu; }

private:
    double m_intraBus = 0;  // achievable per-GPU bus bandwidth inside a node, bytes/s
    double m_nvlsAlgbw = 0; // NVLink SHARP all-reduce algorithm bandwidth inside a node, bytes/s (0 = none)
    double m_netPerGpu = 0; // achievable scale-out bandwidth per GPU (its share of the node's NICs), bytes/s
    double m_p2pIntra = 0;  // one GPU to another inside a node, bytes/s
    int m_meshPeers = 0;    // a mesh's links per GPU, one set to each peer (IntraLink::Mesh); 0 = not a mesh
    // NCCL's channels across nodes for the group: one a NIC its ranks on a node use.
    double channels(const CommGroup &group) const;
    int m_nicsPerNode = 1; // scale-out NICs of a node (NCCL's channels across nodes)
    bool m_sharp = false;
    bool m_pcieOnly = false;
    int m_gpusPerNode = 1;
};

} // namespace aip::perf
