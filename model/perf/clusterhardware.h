#pragma once
// The hardware the performance model computes on: one homogeneous cluster of GPU nodes, read from a plan
// (its first server type with GPUs) or from a cloud instance type. Only figures the model uses are here, each
// in the unit of part.h; where a figure is *achievable* rather than nominal the comment says so.

#include "hardware/part.h"
#include "hardware/partcatalog.h"
#include "hardware/serverconfig.h"
#include "perf/gpuefficiency.h"
#include "plan/plan.h"
#include <limits>

#include <QString>

#include <optional>

namespace aip::perf {

// How the GPUs of one node talk to each other.
enum class IntraLink {
    NvSwitch, // every GPU reaches every other at full NVLink speed (DGX/HGX baseboards)
    NvLink,   // point-to-point NVLink (bridges, cloud instances without a switch figure)
    Pcie,     // through the host's PCIe (and CPU) only
    Mesh      // every GPU linked directly to every other, its links split evenly over the peers, no switch (AMD's
              // MI300 platform, Intel's Gaudi boards, the 4-GPU HGX A100): a pair gets one peer's links
};
QString intraLinkName(IntraLink link);  // "nvswitch", "nvlink", "pcie", "mesh": stable tokens (JSON, tests)
QString intraLinkLabel(IntraLink link); // the same, as people write it in the interface language

struct ClusterHardware {
    QString name;   // what the node is ("nvidia-dgx-a100-80gb", "aws-p4d.24xlarge")
    QString gpuSku; // catalog SKU of the GPU
    GpuSpec gpu;    // its datasheet figures
    // The GPU's efficiency class when `gpu` holds figures that would read as another class: one MIG instance's
    // (perf/mig.h); unset, gpuGeneration(gpu).
    std::optional<GpuGeneration> generation;
    // The share of the GPU's memory slices (its memory, bandwidth and L2) that `gpu` stands for: a MIG instance's
    // (perf/mig.h), else 1. The L2 figures of perf/l2cache.h are the whole GPU's times this.
    double memoryShare = 1;
    int gpusPerNode = 0;
    int nodes = 0;

    IntraLink intraLink = IntraLink::Pcie;
    double intraLinkGBs = 0;  // nominal per-GPU bandwidth of the intra-node link, bidirectional GB/s
    bool nvlinkSharp = false; // NVSwitch 3 (H100 baseboards) reduces in the switch (NVLS)
    bool peerToPeer = true;   // false: GeForce cards, no GPUDirect P2P, traffic through host memory (perf/offload.h)
    // The plan's stated software stack puts cuDNN's fused attention first (computerates.h stackPrefersCudnnAttention();
    // the plan's servers and the cloud instances it is held against run the same stack).
    bool cudnnAttentionFirst = false;

    int nicsPerNode = 0;              // GPU-facing scale-out NICs (ports)
    bool portsOnAccelerators = false; // those ports are the accelerators' own (Gaudi's RoCE), not NIC cards
    double nicGbps = 0;               // per NIC (port) line rate, Gb/s
    double oversubscription = 1;      // fabric: 1 = non-blocking, 2 = 2:1
    bool inNetworkReduction = false;  // the job reduces in the fabric's switches (SHARP where the switch has it and
                                      // the plan asks for it, fabric.sharp; a cloud instance's as its catalog entry)
    QString fabricSku;

    double storageReadMBs = 0; // per node, sequential read of all local drives striped (RAID 0)
    double storageIops = 0;    // per node, random 4k reads of all local drives
    int storageDrives = 0;
    int cpuCoresPerNode = 0;
    // Offload (perf/offload.h): host memory, its bandwidth (populated channels x transfer rate x 8 bytes), the
    // drives' write bandwidth and capacity, per node; 0 = unknown.
    double hostMemoryGB = 0, hostMemoryGBs = 0;
    double storageWriteMBs = 0, storageCapacityTB = 0;
    double nodePowerW = 0; // nominal power of one node (all parts and base power)
    // The plan's storage tier for checkpoints, bytes/s for the job (facility/storage.h); 0 = goodput.h's default.
    double checkpointWriteBytesPerS = 0;

    // In 64 bits and held at the int range: a hostile node count handed to the model must not overflow.
    int totalGpus() const
    {
        const long long total = static_cast<long long>(gpusPerNode) * nodes;
        return total > std::numeric_limits<int>::max() ? std::numeric_limits<int>::max() : static_cast<int>(total);
    }
    // Scale-out bandwidth per node after oversubscription, GB/s (one direction).
    double nodeNetworkGBs() const;
};

// The efficiency class of the cluster's GPU: ClusterHardware::generation when set (a MIG slice), else read from its
// figures.
inline GpuGeneration gpuGenerationOf(const ClusterHardware &hw)
{
    return hw.generation ? *hw.generation : gpuGeneration(hw.gpu);
}

// The plan's cluster: its first server type with GPUs, `count` nodes of it, the fabric from plan.fabric.
// Returns nullopt with *error set when no server has a known GPU.
// The plan already resolved against the catalog (one evaluation resolves it once).
std::optional<ClusterHardware> clusterFromPlan(const ResolvedPlan &resolved, QString *error);
std::optional<ClusterHardware> clusterFromPlan(const Plan &plan, const PartCatalog &catalog, QString *error);

// `instances` cloud instances of type `cloudInstance` (a Part of category Cloud): its GPU from the catalog
// (CloudSpec::gpuSku), its network and NVLink figures. `sharp`: the job is set up to reduce in the switches
// (sharpRequested), which it does where the instance's fabric can.
std::optional<ClusterHardware> clusterFromCloud(const Part &cloudInstance, int instances, const PartCatalog &catalog,
                                                QString *error, bool sharp);
// The same for a plan's cloud alternative: the job the plan sets up (its SHARP request, sharpRequested()) on the
// software stack it states (ClusterHardware::cudnnAttentionFirst), as on its own servers.
std::optional<ClusterHardware> cloudClusterForPlan(const Plan &plan, const Part &cloudInstance, int instances,
                                                   const PartCatalog &catalog, QString *error);

// Whether the plan's job reduces in the switches where they can (fabric.sharp; plan.h): the same job on its own
// fabric and on a cloud option's.
inline bool sharpRequested(const Plan &plan)
{
    return plan.fabric && plan.fabric->sharp;
}

} // namespace aip::perf
