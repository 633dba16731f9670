#include "perf/collectives.h"

#include "perf/offload.h"

#include <algorithm>
#include <cmath>

namespace aip::perf {

namespace {

// NVLink/NVSwitch: 8x A100 SXM4 all_reduce_perf reaches 232.5 GB/s busbw on 300 GB/s per direction
// (NVIDIA/nccl-tests #175, data/perf_calibration.csv NCCL-A100-8GPU-NVSW): 0.775; on H100 the ring reaches
// ~370 of 450 GB/s (nccl-tests #290 reply): 0.82. One efficiency for the tier: 0.78.
constexpr double kNvlinkEfficiency = 0.78;
// AMD Infinity Fabric mesh (MI300X platform, IntraLink::Mesh): RCCL 2.22.3's all_reduce_perf on 8 MI300X reaches
// 315-317 GB/s busbw from 1 to 8 GB (Azure ND MI300X v5, Azure's AI-benchmarking-guide Azure_Results/
// ND_MI300X_v5_results.md, "RCCL Bandwidth", read at yosoyjay/AI-benchmarking-guide @ a8263ef) on 7 links x 64 GB/s =
// 448 GB/s per direction: 0.70. (The table's caption says "NVLS algorithm", the NVIDIA template's words; RCCL has
// none, these are its rings over every link.)
constexpr double kInfinityFabricMeshEfficiency = 315.0 / 448;
// Intel Gaudi's RoCE mesh (21 of 24 on-chip Ethernet ports, three to each peer): HCCL's all_reduce on one HLS-3 box of
// 8 Gaudi 3, 256 MB of fp32, reports "NW Bandwidth: 512.957298 GB/s" (Algo Bandwidth 293.118 x 2 x 7/8, the busbw) on
// 21 x 200 Gb/s = 525 GB/s per direction; its all_gather of 16 MB a rank 509.2 GB/s (Intel Gaudi documentation 1.23,
// Network Configuration, "Collectives Performance" and "How to Pick Good Nodes in the Datacenter"): 0.98, about
// RoCE's payload share of the line at a 4 KB MTU, the collectives running on the chips' own NIC engines. No Gaudi 2
// figure was found; its board is the same mesh of the same engines at 100 GbE.
constexpr double kGaudiMeshEfficiency = 512.957298 / 525;
// NVLink SHARP (NVSwitch 3) all-reduce: algbw ~275 GB/s of 450 GB/s per direction (nccl-tests #212,
// sjeaugey; busbw ~476-480 for 8 GPUs, data/perf_calibration.csv NCCL-H100-8GPU-NVLS).
constexpr double kNvlsEfficiency = 0.61;
// InfiniBand/RoCE NICs: NCCL reaches ~24 GB/s per 200 Gb/s NIC (25 GB/s line), and a DGX A100 with 8 HDR
// NICs measures 192 GB/s all-reduce busbw (nccl-tests #119, nccl #812; NCCL-A100-DGX-8xHDR-MULTINODE).
constexpr double kNicEfficiency = 0.96;
// GPUs on PCIe only: rings through the root complex reach ~20 GB/s busbw on PCIe Gen4 x16 (32 GB/s per
// direction), the figure nccl-tests users report for PCIe servers (nccl-tests #149 discussion): 0.65.
constexpr double kPcieEfficiency = 0.65;
// Latency per collective: ~10 microseconds for small messages inside an NVSwitch node, ~20 across IB
// (nccl-tests small-size rows; Calculon a100_80g.json uses 1-2 us per hop before protocol overhead), plus a
// tree level per doubling of the nodes. Across nodes this is the latency of an all-to-all and of an all-reduce reduced
// in the switches (SHARP); a ring all-reduce or one over NCCL's trees is costed by ncclAllReduceTime() below.
constexpr double kLatencyIntra = 10e-6;
constexpr double kLatencyInter = 20e-6;
constexpr double kLatencyPerLevel = 5e-6;
// Ring all-gather and reduce-scatter (NCCL's only algorithm for them on InfiniBand before the PAT algorithm of
// NCCL 2.23): n-1 steps, nodes-1 of them across the network. NCCL's own cost model (src/graph/tuning.cc, the
// 2.8-2.18 tables): latency = baseLat + (steps - interSteps) * intraHop + interSteps * netHop, in microseconds,
//   Simple: base 8.4, NVLink hop 3.4, PCIe hop 5.7, network hop 9.6, full bandwidth;
//   LL128:  base 10.0, NVLink hop 1.9, PCIe hop 2.5, network hop 4.0, 0.92 of the bandwidth (0.7 with one rank a
//           node), across nodes at most 18.3 GB/s a channel for an all-gather, 15.2 for a reduce-scatter
//           (ll128MaxBwPerCh, v2.8.4-1); NVLink systems only;
//   LL:     base 3.6, NVLink hop 0.47 / PCIe 1.0 (x 1.8 across nodes), network hop 2.7, a third of the bandwidth in
//           one node and a quarter across nodes, at most llMaxBws (87.7 GB/s in one node, Ampere; 22.5 on two nodes,
//           19.0 on more, AMD hosts: see the all-reduce below).
// NCCL picks the cheapest of the three for each message size (ncclRingTime()).
constexpr double kRingBaseSimple = 8.4e-6, kRingHopNvlinkSimple = 3.4e-6, kRingHopPcieSimple = 5.7e-6,
                 kRingHopNetSimple = 9.6e-6;
// (LL128's PCIe hops, 2.5 in a ring and 1.9 in a tree, are not constants here: LL128 is taken on NVLink systems only.)
constexpr double kRingBaseLl128 = 10.0e-6, kRingHopNvlinkLl128 = 1.9e-6, kRingHopNetLl128 = 4.0e-6,
                 kLl128Bandwidth = 0.92;
// An all-reduce across nodes (without in-network reduction): NCCL picks, for each call, the algorithm and protocol its
// own cost model says is fastest, and that model is taken here as the time: NCCL v2.8.4-1 (2021-02, the NCCL of the
// NGC PyTorch containers of the 2021 Selene runs the validation set holds), src/graph/tuning.cc, ncclTopoTuneModel
// and ncclTopoGetAlgoTime. Its developers fit it to their measurements so that NCCL chooses right (the tree's
// per-size correction "works quite well"). For n ranks on N nodes, in microseconds and GB/s of bus bandwidth:
//   ring:  latency base + (2(n-1) - 2(N-1)) intra hops + 2(N-1) network hops, bandwidth busBw x n / (2(n-1));
//          Simple: base 8.4, hops 3.4 NVLink / 5.7 PCIe / 9.6 network, and its latency x 1.9 once the message
//          reaches n/16 x 64 KiB ("plateau effect of ring"); LL128: base 10.0, hops 1.9 / 2.5 / 4.0, bandwidth
//          min(0.92 busBw (0.7 with one rank a node), 16.9 a channel); LL: base 3.6, intra hops 0.47 / 1.0 x 1.8
//          across nodes, network 2.7, bandwidth min(busBw / 4, llMaxBw);
//   tree:  latency base + 2((n/N - 1) intra hops + log2(N) network hops), bandwidth half the tree's bus bandwidth
//          min(0.92 busBw, channels x perChMaxTreeBw) times the correction factor of the message's size (below);
//          Simple: base 0, hops 28 / 28 / 28; LL128: base 4.4, hops 1.25 / 1.9 / 8.5, x 0.915 (7/9 on one node);
//          LL: base 4.4, hops 0.52 / 1.0 (x 1.8 across nodes) / 5.0, min(/ 3.8, llMaxBw).
// busBw is the model's own achievable bus bandwidth of the group (busBandwidth(), NCCL's channels x speed), and there
// is a channel for each NIC the group's ranks on a node use (NCCL builds its rings one NIC a channel: 8 x 24 GB/s =
// the 192 GB/s nccl-tests measure on a DGX A100's eight HDR NICs). perChMaxTreeBws and llMaxBws are 2.8's Ampere rows
// (A100; 2.8 has only Volta's otherwise, and later NCCLs retune them for Hopper) and its AMD-host row for LL (the DGX
// A100's EPYC). LL128 is taken on NVLink systems only, as for the all-gather above.
constexpr double kRingBaseLl = 3.6e-6, kRingHopNvlinkLl = 0.47e-6, kRingHopPcieLl = 1.0e-6, kRingHopNetLl = 2.7e-6;
constexpr double kLlInterNodeIntraHop = 1.8, kRingLlBandwidth = 1.0 / 4, kRingLl128OneRankPerNode = 0.7;
// ll128MaxBwPerCh: all-reduce, all-gather, reduce-scatter.
constexpr double kLl128MaxPerChannelAllReduce = 16.9e9, kLl128MaxPerChannelAllGather = 18.3e9,
                 kLl128MaxPerChannelReduceScatter = 15.2e9;
// Inside one node a ring all-gather or reduce-scatter in LL gets a third of the bus bandwidth, at most llMaxBws'
// Ampere one-node figure.
constexpr double kRingLlOneNodeGatherBandwidth = 1.0 / 3, kLlMaxOneNode = 87.7e9;
constexpr double kRingPlateau = 1.9, kRingPlateauBytesPerRank = 65536.0 / 16;
constexpr double kTreeHopSimple = 28e-6; // NVLink, PCIe and network alike in 2.8.4
constexpr double kTreeBaseLl128 = 4.4e-6, kTreeHopNvlinkLl128 = 1.25e-6, kTreeHopNetLl128 = 8.5e-6,
                 kTreeLl128Bandwidth = 0.915;
constexpr double kTreeBaseLl = 4.4e-6, kTreeHopNvlinkLl = 0.52e-6, kTreeHopPcieLl = 1.0e-6, kTreeHopNetLl = 5.0e-6,
                 kTreeLlBandwidth = 1 / 3.8;
constexpr double kTreeBusShare = 0.92;
// perChMaxTreeBws (Ampere) and llMaxBws (AMD hosts) for two nodes and for more.
constexpr double kTreeMaxPerChannelTwoNodes = 22.5e9, kTreeMaxPerChannelManyNodes = 16.0e9;
constexpr double kLlMaxTwoNodes = 22.5e9, kLlMaxManyNodes = 19.0e9;
// treeCorrectionFactor[protocol][log2(bytes / 64)] for messages below 512 MiB (LL, LL128, Simple).
constexpr int kTreeCorrectionSizes = 23;
constexpr double kTreeCorrection[3][kTreeCorrectionSizes]
    = {{1.0, 1.0, 1.0, 1.0, .9, .8, .7, .7, .7, .7, .6, .5, .4, .4, .5, .6, .7, .8, .9, 1.0, 1.0, 1.0, 1.0},
       {1.0, 1.0, 1.0, 1.0, 1.0, .9, .8, .8, .8, .7, .6, .6, .6, .5, .6, .6, .7, .7, .8, .9, .9, .92, .92},
       {.9, .9, .9, .9, .9, .9, .9, .8, .7, .6, .6, .5, .5, .5, .5, .6, .7, .8, .7, .7, .8, .9, .9}};
enum { kLl = 0, kLl128 = 1, kSimple = 2 };

// NCCL's log2i: the floor of log2, 0 for 0.
int log2i(double x)
{
    return x >= 1 ? std::ilogb(x) : 0;
}

// A ring collective of `steps` steps, `inter` of them across nodes, moving `ringBytes` (bytes x the bus factor) at
// the bus bandwidth `bus`: the cheapest of NCCL's three protocols (the tables above). `llShare` and `llMax`: LL's share
// of the bus bandwidth and its cap; `ll128Cap`: LL128's per-channel cap times the channels (0: none); `plateau`: the
// all-reduce's Simple latency x 1.9.
struct RingCall {
    double steps = 0, inter = 0, perNode = 1, bus = 1, ringBytes = 0, llShare = 0.25, llMax = 0, ll128Cap = 0;
    bool nvlink = true, multiNode = false, plateau = false;
};

double cheapestRing(const RingCall &r)
{
    const double intra = r.steps - r.inter;
    double simpleLat = kRingBaseSimple + intra * (r.nvlink ? kRingHopNvlinkSimple : kRingHopPcieSimple)
        + r.inter * kRingHopNetSimple;
    if (r.plateau)
        simpleLat *= kRingPlateau;
    const double llLat = kRingBaseLl
        + intra * (r.nvlink ? kRingHopNvlinkLl : kRingHopPcieLl) * (r.multiNode ? kLlInterNodeIntraHop : 1)
        + r.inter * kRingHopNetLl;
    double best = std::min(simpleLat + r.ringBytes / r.bus, llLat + r.ringBytes / std::min(r.llMax, r.bus * r.llShare));
    if (r.nvlink) { // NCCL enables LL128 only on NVLink systems
        double ll128Bus = r.bus * (r.perNode < 2 ? kRingLl128OneRankPerNode : kLl128Bandwidth);
        if (r.ll128Cap > 0)
            ll128Bus = std::min(ll128Bus, r.ll128Cap);
        best = std::min(
            best, kRingBaseLl128 + intra * kRingHopNvlinkLl128 + r.inter * kRingHopNetLl128 + r.ringBytes / ll128Bus);
    }
    return best;
}

// A node without scale-out NICs talks over its management Ethernet; 10 Gb/s assumed.
constexpr double kFallbackNodeBytesPerS = 10e9 / 8;

} // namespace

double busFactor(Collective c, int n)
{
    if (c == Collective::SendRecv)
        return 1;
    if (n <= 1)
        return 0;
    switch (c) {
    case Collective::AllReduce: return 2.0 * (n - 1) / n;
    case Collective::ReduceScatter:
    case Collective::AllGather:
    case Collective::AllToAll: return double(n - 1) / n;
    case Collective::SendRecv: return 1;
    }
    return 1;
}

QString collectiveName(Collective c)
{
    switch (c) {
    case Collective::AllReduce: return QStringLiteral("all_reduce");
    case Collective::ReduceScatter: return QStringLiteral("reduce_scatter");
    case Collective::AllGather: return QStringLiteral("all_gather");
    case Collective::AllToAll: return QStringLiteral("all_to_all");
    case Collective::SendRecv: return QStringLiteral("sendrecv");
    }
    return {};
}

CollectiveModel::CollectiveModel(const ClusterHardware &c)
{
    m_gpusPerNode = std::max(1, c.gpusPerNode);
    const double perDirection = c.intraLinkGBs / 2 * 1e9;
    switch (c.intraLink) {
    case IntraLink::NvSwitch:
        m_intraBus = perDirection * kNvlinkEfficiency;
        m_p2pIntra = m_intraBus;
        m_nvlsAlgbw = c.nvlinkSharp ? perDirection * kNvlsEfficiency : 0;
        break;
    case IntraLink::NvLink:
        // Bridged pairs: NVLink between two GPUs, PCIe for anything larger.
        m_p2pIntra = perDirection * kNvlinkEfficiency;
        m_intraBus = pcieLinkBytesPerS(c.gpu.pcieGen, c.gpu.pcieLanes) * kPcieEfficiency;
        break;
    case IntraLink::Mesh:
        // Every GPU linked to every other, its links split evenly over the n-1 peers (clusterhardware.cpp): rings
        // over all n GPUs use every link (the measured busbw above is such rings'), a group of k of them only the
        // k-1 links among them (intraBusBandwidth()), one pair one peer's links.
        m_meshPeers = std::max(1, m_gpusPerNode - 1);
        m_intraBus = perDirection
            * (c.gpu.architecture == QLatin1String("cdna3")       ? kInfinityFabricMeshEfficiency
                   : c.gpu.architecture == QLatin1String("gaudi") ? kGaudiMeshEfficiency
                                                                  : kNvlinkEfficiency);
        m_p2pIntra = m_intraBus / m_meshPeers;
        break;
    case IntraLink::Pcie:
        m_pcieOnly = true;
        m_intraBus = perDirection * kPcieEfficiency * (c.peerToPeer ? 1 : kHostStagedShare); // perf/offload.h
        m_p2pIntra = m_intraBus;
        break;
    }
    // A catalog entry without link figures must not divide by zero: fall back to PCIe Gen3 x16 (~10 GB/s).
    constexpr double kFloor = 10e9 * kPcieEfficiency;
    m_intraBus = std::max(m_intraBus, kFloor);
    m_p2pIntra = std::max(m_p2pIntra, kFloor);
    const double node = c.nicsPerNode > 0 && c.nicGbps > 0
        ? c.nicsPerNode * c.nicGbps / 8 * 1e9 * kNicEfficiency / std::max(1.0, c.oversubscription)
        : kFallbackNodeBytesPerS;
    m_netPerGpu = node / m_gpusPerNode;
    m_nicsPerNode = c.nicsPerNode > 0 && c.nicGbps > 0 ? c.nicsPerNode : 1;
    m_sharp = c.inNetworkReduction;
}

double CollectiveModel::latency(const CommGroup &g) const
{
    const int nodes = g.nodes();
    if (nodes <= 1)
        return kLatencyIntra;
    return kLatencyInter + kLatencyPerLevel * std::log2(double(nodes));
}

double CollectiveModel::channels(const CommGroup &g) const
{
    // One channel a NIC the group's ranks on a node use (rail-aligned: each GPU its share of the node's NICs).
    const int k = std::clamp(g.ranksPerNode, 1, m_gpusPerNode);
    return std::max(1.0, std::round(double(k) * m_nicsPerNode / m_gpusPerNode));
}

double CollectiveModel::ncclRingTime(Collective c, const CommGroup &g, double bytes) const
{
    if (g.ranks <= 1)
        return 0;
    RingCall r;
    const double nodes = std::min(g.nodes(), g.ranks);
    r.steps = g.ranks - 1;
    r.inter = nodes - 1;
    r.perNode = std::floor(g.ranks / nodes);
    r.bus = busBandwidth(c, g);
    r.ringBytes = bytes * busFactor(c, g.ranks);
    r.nvlink = !m_pcieOnly;
    r.multiNode = nodes > 1;
    r.llShare = r.multiNode ? kRingLlBandwidth : kRingLlOneNodeGatherBandwidth;
    r.llMax = r.multiNode ? (nodes > 2 ? kLlMaxManyNodes : kLlMaxTwoNodes) : kLlMaxOneNode;
    if (r.multiNode) // the per-channel cap, with a channel per NIC (a node's channel count is not known)
        r.ll128Cap = channels(g)
            * (c == Collective::ReduceScatter ? kLl128MaxPerChannelReduceScatter : kLl128MaxPerChannelAllGather);
    return cheapestRing(r);
}

double CollectiveModel::ringLatency(const CommGroup &g, double bytes) const
{
    if (g.ranks <= 1)
        return 0;
    const double transfer = bytes * busFactor(Collective::AllGather, g.ranks) / busBandwidth(Collective::AllGather, g);
    return ncclRingTime(Collective::AllGather, g, bytes) - transfer;
}

double CollectiveModel::ncclAllReduceTime(const CommGroup &g, double bytes) const
{
    const double n = g.ranks, nodes = std::min(g.nodes(), g.ranks);
    const bool nvlink = !m_pcieOnly;
    const double bus = busBandwidth(Collective::AllReduce, g);
    const double channels = this->channels(g);
    const double llMax = nodes > 2 ? kLlMaxManyNodes : kLlMaxTwoNodes;
    const double perNode = std::floor(n / nodes); // NCCL's nRanks / nNodes, in integers
    // The ring, 2(n-1) steps, then the tree.
    RingCall r;
    r.steps = 2 * (n - 1);
    r.inter = 2 * (nodes - 1);
    r.perNode = perNode;
    r.bus = bus;
    r.ringBytes = bytes * busFactor(Collective::AllReduce, g.ranks);
    r.nvlink = nvlink;
    r.multiNode = true;
    r.llShare = kRingLlBandwidth;
    r.llMax = llMax;
    r.ll128Cap = kLl128MaxPerChannelAllReduce * channels;
    r.plateau = bytes >= n * kRingPlateauBytesPerRank;
    double best = cheapestRing(r);
    // Tree.
    const double treeBus = std::min(kTreeBusShare * bus,
                                    channels * (nodes > 2 ? kTreeMaxPerChannelManyNodes : kTreeMaxPerChannelTwoNodes));
    const int logSize = log2i(bytes / 64);
    auto tree = [&](int protocol, double base, double intraHop, double netHop, double protocolBus) {
        const double correction = logSize < kTreeCorrectionSizes ? kTreeCorrection[protocol][logSize] : 1.0;
        const double latency = base + 2 * ((perNode - 1) * intraHop + log2i(nodes) * netHop);
        return latency + bytes / (protocolBus * 0.5 * correction);
    };
    best = std::min(best, tree(kSimple, 0, kTreeHopSimple, kTreeHopSimple, treeBus));
    best = std::min(best,
                    tree(kLl, kTreeBaseLl, (nvlink ? kTreeHopNvlinkLl : kTreeHopPcieLl) * kLlInterNodeIntraHop,
                         kTreeHopNetLl, std::min(treeBus * kTreeLlBandwidth, llMax)));
    if (nvlink)
        best = std::min(best,
                        tree(kLl128, kTreeBaseLl128, kTreeHopNvlinkLl128, kTreeHopNetLl128,
                             std::min(treeBus * kTreeLl128Bandwidth, kLl128MaxPerChannelAllReduce * channels)));
    return best;
}

QString CollectiveModel::tier(const CommGroup &g) const
{
    if (g.nodes() > 1)
        return QStringLiteral("network");
    if (m_meshPeers > 0)
        return QStringLiteral("mesh");
    return m_pcieOnly ? QStringLiteral("pcie")
                      : (m_nvlsAlgbw > 0 ? QStringLiteral("nvswitch") : QStringLiteral("nvlink"));
}

double CollectiveModel::intraBusBandwidth(int ranksOnNode) const
{
    const int k = std::clamp(ranksOnNode, 1, m_gpusPerNode);
    // A mesh gives a group of k of its GPUs the k-1 links among them (one peer's links, m_p2pIntra, each); a
    // single rank on the node crosses no link of it.
    return m_meshPeers > 0 && k > 1 ? m_intraBus * (k - 1) / m_meshPeers : m_intraBus;
}

double CollectiveModel::busBandwidth(Collective c, const CommGroup &g) const
{
    const int k = std::clamp(g.ranksPerNode, 1, m_gpusPerNode);
    const bool multiNode = g.nodes() > 1;
    if (c == Collective::SendRecv)
        return multiNode ? m_netPerGpu : (k == 2 || !m_pcieOnly ? m_p2pIntra : m_intraBus);
    const double intraBus = intraBusBandwidth(k);
    if (!multiNode) {
        if (c == Collective::AllReduce && m_nvlsAlgbw > 0 && g.ranks > 2)
            return m_nvlsAlgbw * busFactor(c, g.ranks);
        return intraBus;
    }
    // Rings cross each node on the NICs of the group's k GPUs there (rail-aligned, NCCL's default).
    const double net = k * m_netPerGpu;
    if (c == Collective::AllReduce && m_sharp) {
        // In-network reduction: reduce-scatter inside the node, each shard crosses the network once and comes
        // back reduced (NCCL CollNet), all-gather inside the node.
        const double intra = k > 1 ? busFactor(Collective::AllReduce, k) / intraBus : 0;
        const double inter = 1.0 / net;
        return busFactor(c, g.ranks) / std::max(intra, inter);
    }
    if (c == Collective::AllToAll) {
        // Only the share bound for other nodes crosses the NICs.
        const double remote = double(g.ranks - k) / g.ranks;
        return std::min(intraBus, m_netPerGpu * busFactor(c, g.ranks) / std::max(remote, 1e-9));
    }
    return std::min(intraBus, net);
}

double CollectiveModel::time(Collective c, double bytes, const CommGroup &g) const
{
    if (g.ranks <= 1 && c != Collective::SendRecv)
        return 0;
    if (bytes <= 0)
        return 0;
    if (c == Collective::AllReduce && g.nodes() > 1 && !m_sharp)
        return ncclAllReduceTime(g, bytes);
    const double factor = busFactor(c, g.ranks);
    if (c == Collective::AllGather || c == Collective::ReduceScatter)
        return ncclRingTime(c, g, bytes);
    return latency(g) + bytes * factor / busBandwidth(c, g);
}

} // namespace aip::perf
