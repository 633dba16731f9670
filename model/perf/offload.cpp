#include "perf/offload.h"

#include "hardware/pcie.h"
#include "rules/consumergpurules.h"

#include <algorithm>
#include <cmath>

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

} // namespace

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
    const bool hostFits = m.hostCapacityBytesPerNode <= 0 || m.hostBytesPerNode <= m.hostCapacityBytesPerNode;
    const bool nvmeFits = s.offload != Offload::Nvme
        || (m.nvmeCapacityBytesPerNode > 0 && m.nvmeBytesPerNode <= m.nvmeCapacityBytesPerNode);
    m.fits = m.totalBytes <= m.capacityBytes && hostFits && nvmeFits;
}

} // namespace aip::perf
