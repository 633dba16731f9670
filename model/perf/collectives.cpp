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
// tree level per doubling of the nodes.
constexpr double kLatencyIntra = 10e-6;
constexpr double kLatencyInter = 20e-6;
constexpr double kLatencyPerLevel = 5e-6;
// Ring all-gather and reduce-scatter (NCCL's only algorithm for them on InfiniBand before the PAT algorithm of
// NCCL 2.23): n-1 steps, nodes-1 of them across the network. NCCL's own cost model (src/graph/tuning.cc, the
// 2.8-2.18 tables): latency = baseLat + (steps - interSteps) * intraHop + interSteps * netHop, in microseconds,
//   Simple: base 8.4, NVLink hop 3.4, PCIe hop 5.7, network hop 9.6, full bandwidth;
//   LL128:  base 10.0, NVLink hop 1.9, PCIe hop 2.5, network hop 4.0, 0.92 of the bandwidth (NVLink systems only).
// NCCL picks the cheaper of the two for each message size.
constexpr double kRingBaseSimple = 8.4e-6, kRingHopNvlinkSimple = 3.4e-6, kRingHopPcieSimple = 5.7e-6,
                 kRingHopNetSimple = 9.6e-6;
constexpr double kRingBaseLl128 = 10.0e-6, kRingHopNvlinkLl128 = 1.9e-6, kRingHopPcieLl128 = 2.5e-6,
                 kRingHopNetLl128 = 4.0e-6, kLl128Bandwidth = 0.92;
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
        // A 3- or 4-GPU baseboard without NVSwitch (HGX A100 4-GPU, Dell XE8545) links every GPU to every other,
        // its NVLinks split evenly over the peers (4 x NVLink 3 per pair, 200 GB/s): NCCL's rings over all GPUs use
        // every link, one pair only its share (NVIDIA HGX A100 datasheet, 2020; Dell XE8545 technical guide, 2021).
        if (m_gpusPerNode >= 3 && m_gpusPerNode <= 4) {
            m_intraBus = m_p2pIntra;
            m_p2pIntra /= m_gpusPerNode - 1;
        }
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
    m_sharp = c.inNetworkReduction;
}

double CollectiveModel::latency(const CommGroup &g) const
{
    const int nodes = g.nodes();
    if (nodes <= 1)
        return kLatencyIntra;
    return kLatencyInter + kLatencyPerLevel * std::log2(double(nodes));
}

double CollectiveModel::ringLatency(const CommGroup &g, double bytes) const
{
    if (g.ranks <= 1)
        return 0;
    const double nodes = std::min(g.nodes(), g.ranks), steps = g.ranks - 1, inter = nodes - 1, intra = steps - inter;
    const bool nvlink = !m_pcieOnly;
    const double simple
        = kRingBaseSimple + intra * (nvlink ? kRingHopNvlinkSimple : kRingHopPcieSimple) + inter * kRingHopNetSimple;
    if (!nvlink)
        return simple; // NCCL enables LL128 only on NVLink systems
    const double ll128 = kRingBaseLl128 + intra * kRingHopNvlinkLl128 + inter * kRingHopNetLl128;
    // LL128 wins while its lower latency outweighs its 8% lower bandwidth.
    const double transfer = bytes * busFactor(Collective::AllGather, g.ranks) / busBandwidth(Collective::AllGather, g);
    return std::min(simple, ll128 + transfer * (1 / kLl128Bandwidth - 1));
}

QString CollectiveModel::tier(const CommGroup &g) const
{
    if (g.nodes() > 1)
        return QStringLiteral("network");
    return m_pcieOnly ? QStringLiteral("pcie")
                      : (m_nvlsAlgbw > 0 ? QStringLiteral("nvswitch") : QStringLiteral("nvlink"));
}

double CollectiveModel::busBandwidth(Collective c, const CommGroup &g) const
{
    const int k = std::clamp(g.ranksPerNode, 1, m_gpusPerNode);
    const bool multiNode = g.nodes() > 1;
    if (c == Collective::SendRecv)
        return multiNode ? m_netPerGpu : (k == 2 || !m_pcieOnly ? m_p2pIntra : m_intraBus);
    if (!multiNode) {
        if (c == Collective::AllReduce && m_nvlsAlgbw > 0 && g.ranks > 2)
            return m_nvlsAlgbw * busFactor(c, g.ranks);
        return m_intraBus;
    }
    // Rings cross each node on the NICs of the group's k GPUs there (rail-aligned, NCCL's default).
    const double net = k * m_netPerGpu;
    if (c == Collective::AllReduce && m_sharp) {
        // In-network reduction: reduce-scatter inside the node, each shard crosses the network once and comes
        // back reduced (NCCL CollNet), all-gather inside the node.
        const double intra = k > 1 ? busFactor(Collective::AllReduce, k) / m_intraBus : 0;
        const double inter = 1.0 / net;
        return busFactor(c, g.ranks) / std::max(intra, inter);
    }
    if (c == Collective::AllToAll) {
        // Only the share bound for other nodes crosses the NICs.
        const double remote = double(g.ranks - k) / g.ranks;
        return std::min(m_intraBus, m_netPerGpu * busFactor(c, g.ranks) / std::max(remote, 1e-9));
    }
    return std::min(m_intraBus, net);
}

double CollectiveModel::time(Collective c, double bytes, const CommGroup &g) const
{
    if (g.ranks <= 1 && c != Collective::SendRecv)
        return 0;
    if (bytes <= 0)
        return 0;
    const double factor = busFactor(c, g.ranks);
    const bool ring = c == Collective::AllGather || c == Collective::ReduceScatter;
    return (ring ? ringLatency(g, bytes) : latency(g)) + bytes * factor / busBandwidth(c, g);
}

} // namespace aip::perf
