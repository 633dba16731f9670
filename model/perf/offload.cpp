#include "perf/offload.h"

#include "hardware/pcie.h"
#include "rules/consumergpurules.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace aip::perf {

namespace {

// DeepSpeed CPU-Adam per parameter: reads the fp32 weight, gradient, momentum and variance (16 bytes), writes
// weight, momentum and variance (12) and the 16-bit copy for the GPU (2): 30 bytes streamed through host memory,
// the update itself vectorized (AVX-512, Ren et al. 2021 Sec. 5.1) and far from compute-bound.
constexpr double kCpuAdamBytesPerParam = 30;
// What the host keeps per offloaded parameter: fp32 weight, gradient, momentum and variance (Ren et al. 2021,
// Sec. 4.1: the CPU holds "fp32 parameters, gradients, momentum and variance", 16 bytes; K = 12 plus the gradient).
constexpr double kHostStateBytesPerParam = 16;
constexpr double kFp32GradientBytes = 4;
// STREAM triad reaches about 70-80 % of a server's theoretical DRAM bandwidth (McCalpin, STREAM benchmark results
// for 2-socket Xeon and EPYC servers); 0.75.
constexpr double kHostMemoryEfficiency = 0.75;
// A two-socket server with 8 DDR4-3200 channels per socket (2 x 204.8 GB/s), for catalogs without DIMMs.
constexpr double kDefaultHostMemoryGBs = 409.6;
// Pinned host-to-device copies reach ~26 GB/s of PCIe 4.0 x16's 31.5 (CUDA samples bandwidthTest): 0.8. The 31.5 is
// the link's 32 GB/s after 128b/130b encoding as PCI-SIG quotes it (hardware/pcie.h).
constexpr double kPcieEfficiency = 0.8;
constexpr double kGiB = 1024.0 * 1024 * 1024;

int gpusOnNode(const ClusterHardware &c, const Strategy &s)
{
    return std::max(1, std::min(s.gpus(), std::max(1, c.gpusPerNode)));
}

double statesPerGpu(const Strategy &s, double params)
{
    const double dp = std::max(1, s.shardRanks()) * std::max(1, s.cp);
    return params / (s.zero >= 1 ? dp : 1);
}

// NVLink-C2C joins a Grace CPU to its GPUs at 900 GB/s bidirectional (NVIDIA, "NVIDIA Grace Hopper Superchip
// Architecture" whitepaper, 2023: "900 GB/s of coherent interface"; the GB200 superchip gives the same figure between
// its Grace and its two Blackwell GPUs): 450 GB/s a direction for each Grace, shared by the GPUs it carries.
constexpr double kNvlinkC2cBytesPerSPerDirection = 450e9;

// Whether the GPU hangs off a Grace CPU by NVLink-C2C rather than PCIe: the catalog's superchip boards (the GB200
// and GB300 NVL72 compute trays, and a GH200's) name their baseboard family after the superchip.
bool graceAttached(const GpuSpec &gpu)
{
    const QString board = gpu.baseboard.toLower();
    return board.startsWith(QLatin1String("gb")) || board.startsWith(QLatin1String("gh"));
}

// GPUs one Grace carries on its C2C link: two Blackwell GPUs on a GB200 or GB300 superchip, one Hopper on a GH200.
int gpusPerGrace(const GpuSpec &gpu)
{
    return gpu.baseboard.toLower().startsWith(QLatin1String("gh")) ? 1 : 2;
}

// Whether `m` fits once offload has moved part of it: the GPU's memory, the node's host memory and, offloading to
// NVMe, its drives (0 capacity: host memory not known, taken as enough).
void refit(MemoryBreakdown &m, const Strategy &s)
{
    const bool hostFits = m.hostCapacityBytesPerNode <= 0 || m.hostBytesPerNode <= m.hostCapacityBytesPerNode;
    const bool nvmeFits = s.offload != Offload::Nvme
        || (m.nvmeCapacityBytesPerNode > 0 && m.nvmeBytesPerNode <= m.nvmeCapacityBytesPerNode);
    m.fits = m.totalBytes <= m.capacityBytes && hostFits && nvmeFits;
}

} // namespace

int offloadedActivationLayers(const Strategy &s, int requested, int layers)
{
    if (requested <= 0 || s.pp != 1 || s.recompute != Recompute::None || layers < 2)
        return 0;
    return std::min(requested, layers - 1);
}

double activationHostBytesPerS(const ClusterHardware &c, const Strategy &s)
{
    const double link
        = graceAttached(c.gpu) ? kNvlinkC2cBytesPerSPerDirection / gpusPerGrace(c.gpu) : pcieBytesPerS(c.gpu);
    const double memoryShare = hostMemoryBytesPerS(c) / gpusOnNode(c, s);
    return std::min(link, memoryShare);
}

double activationOffloadStallS(int layers, int offloaded, double layerBytes, double fwdS, double bwdS, double bytesPerS)
{
    if (offloaded <= 0 || layers < 2 || layerBytes <= 0)
        return 0;
    if (bytesPerS <= 0)
        return std::numeric_limits<double>::infinity();
    const int n = std::min(offloaded, layers - 1);
    const double copyS = layerBytes / bytesPerS;
    double stall = 0;
    // Forward: before layer j, layer j-1's copy starts (if offloaded); layer j waits for the copy of layer
    // j - (L - N), whose memory it is to reuse. The copies run one after another on the offload stream.
    double t = 0, streamFree = 0;
    std::vector<double> finish(size_t(n), 0.0);
    for (int j = 0; j < layers; ++j) {
        if (j - 1 >= 0 && j - 1 < n) {
            streamFree = std::max(streamFree, t) + copyS;
            finish[size_t(j - 1)] = streamFree;
        }
        if (const int i = j - (layers - n); i >= 0 && i < n && finish[size_t(i)] > t) {
            stall += finish[size_t(i)] - t;
            t = finish[size_t(i)];
        }
        t += fwdS;
    }
    // Backward, layers L-1 .. 0: before layer k's backward the reload of layer k - (L - 1 - N) starts; an offloaded
    // layer's backward waits for its own reload, which queues behind the offload stream's last forward copy (the
    // clock restarts at the backward's start).
    streamFree = std::max(0.0, streamFree - t);
    t = 0;
    std::vector<double> back(size_t(n), 0.0);
    for (int k = layers - 1; k >= 0; --k) {
        if (const int i = k - (layers - 1 - n); i >= 0 && i < n) {
            streamFree = std::max(streamFree, t) + copyS;
            back[size_t(i)] = streamFree;
        }
        if (k < n && back[size_t(k)] > t) {
            stall += back[size_t(k)] - t;
            t = back[size_t(k)];
        }
        t += bwdS;
    }
    return stall;
}

void applyActivationOffloadMemory(MemoryBreakdown &m, const ClusterHardware &c, const Strategy &s, int offloaded,
                                  double layerBytes)
{
    if (offloaded <= 0 || layerBytes <= 0)
        return;
    const double moved = offloaded * layerBytes;
    m.activationsBytes = std::max(0.0, m.activationsBytes - moved);
    m.totalBytes -= moved;
    m.hostBytesPerNode += gpusOnNode(c, s) * moved;
    m.hostCapacityBytesPerNode = c.hostMemoryGB * kGiB;
    refit(m, s);
}

bool gpuHasPeerToPeer(const Part &gpu)
{
    return !rules::isConsumerGpu(gpu);
}

double pcieLinkBytesPerS(int gen, int lanes)
{
    return pcie::rawBytesPerS(gen, lanes);
}

double pcieBytesPerS(const GpuSpec &gpu)
{
    return pcie::usableBytesPerS(gpu.pcieGen, gpu.pcieLanes) * kPcieEfficiency;
}

double hostMemoryBytesPerS(const ClusterHardware &c)
{
    const double gbs = c.hostMemoryGBs > 0 ? c.hostMemoryGBs : kDefaultHostMemoryGBs;
    return gbs * 1e9 * kHostMemoryEfficiency;
}

OffloadCost offloadCost(const ClusterHardware &c, const Strategy &s, double params, const PrecisionBytes &pb,
                        double backwardS)
{
    OffloadCost o;
    if (s.offload == Offload::None)
        return o;
    const double states = statesPerGpu(s, params);
    const int gpus = gpusOnNode(c, s);
    o.cpuStepS = gpus * states * kCpuAdamBytesPerParam / hostMemoryBytesPerS(c);
    // Every GPU sends its gradient shard down and receives its weights back over its own link.
    const double link = pcieBytesPerS(c.gpu);
    const double down = link > 0 ? states * pb.gradients / link : 0;
    const double up = link > 0 ? states * pb.weights / link : 0;
    o.pcieS = std::max(0.0, down - backwardS) + up;
    if (s.offload == Offload::Nvme) {
        const double bytes = gpus * states * pb.optimizer;
        const double read = c.storageReadMBs > 0 ? bytes / (c.storageReadMBs * 1e6) : 0;
        const double write = c.storageWriteMBs > 0 ? bytes / (c.storageWriteMBs * 1e6) : read;
        o.nvmeS = std::max(0.0, read + write - o.cpuStepS);
    }
    return o;
}

void applyOffloadMemory(MemoryBreakdown &m, const ClusterHardware &c, const Strategy &s, double params,
                        const PrecisionBytes &pb)
{
    if (s.offload == Offload::None)
        return;
    const double before = m.weightsBytes + m.gradientsBytes + m.optimizerBytes;
    m.optimizerBytes = 0;
    if (s.zero >= 2)
        m.gradientsBytes = 0;
    if (s.zero >= 3)
        m.weightsBytes = 0; // gathered layer by layer (the gather buffers stay in totalBytes)
    m.totalBytes += m.weightsBytes + m.gradientsBytes + m.optimizerBytes - before;
    const double states = statesPerGpu(s, params);
    const int gpus = gpusOnNode(c, s);
    const double paramCopy = s.zero >= 3 ? pb.weights : 0;
    if (s.offload == Offload::Cpu) {
        m.hostBytesPerNode = gpus * states * (kHostStateBytesPerParam + paramCopy);
    } else {
        m.hostBytesPerNode = gpus * states * (kFp32GradientBytes + paramCopy);
        m.nvmeBytesPerNode = gpus * states * pb.optimizer;
    }
    m.hostCapacityBytesPerNode = c.hostMemoryGB * kGiB;
    m.nvmeCapacityBytesPerNode = c.storageCapacityTB * 1e12;
    refit(m, s);
}

} // namespace aip::perf
