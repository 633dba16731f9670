#include "perf/clusterhardware.h"

#include "facility/storage.h"
#include "hardware/serverconfig.h"
#include "perf/computerates.h"
#include "perf/offload.h"
#include "software/softwarecompat.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace aip::perf {

namespace {

// NVSwitch generation 3 (HGX/DGX H100 baseboards, NVLink 4 at 900 GB/s per GPU) reduces in the switch
// (NVLink SHARP, "NVLS"); the A100 generation does not. Source: NVIDIA H100 Tensor Core GPU architecture
// whitepaper (2022), "NVLink SHARP"; NVIDIA/nccl-tests #212 (sjeaugey: NVLS on H100 systems).
constexpr double kNvlink4GBs = 900;

QString tr(const char *text)
{
    return QCoreApplication::translate("aip::perf", text);
}

// The GPU's generation when its catalog row does not state it, from its model name or SKU: the goodput's measured
// cluster depends on it (perf/goodput.h).
void fillArchitecture(ClusterHardware &c, const Part &gpu)
{
    if (c.gpu.architecture.isEmpty())
        c.gpu.architecture = software::architectureFromModel(gpu.model.isEmpty() ? gpu.sku : gpu.model);
}

} // namespace

QString intraLinkName(IntraLink link)
{
    switch (link) {
    case IntraLink::NvSwitch: return QStringLiteral("nvswitch");
    case IntraLink::NvLink: return QStringLiteral("nvlink");
    case IntraLink::Pcie: return QStringLiteral("pcie");
    case IntraLink::Mesh: return QStringLiteral("mesh");
    }
    return {};
}

QString intraLinkLabel(IntraLink link)
{
    switch (link) {
    case IntraLink::NvSwitch: return QCoreApplication::translate("aip::perf", "nvswitch");
    case IntraLink::NvLink: return QCoreApplication::translate("aip::perf", "nvlink");
    case IntraLink::Pcie: return QCoreApplication::translate("aip::perf", "pcie");
    case IntraLink::Mesh: return QCoreApplication::translate("aip::perf", "mesh");
    }
    return {};
}

double ClusterHardware::nodeNetworkGBs() const
{
    if (nicsPerNode <= 0 || nicGbps <= 0)
        return 0;
    return nicsPerNode * nicGbps / 8.0 / std::max(1.0, oversubscription);
}

std::optional<ClusterHardware> clusterFromPlan(const Plan &plan, const PartCatalog &catalog, QString *error)
{
    return clusterFromPlan(resolvePlan(plan, catalog), error);
}

std::optional<ClusterHardware> clusterFromPlan(const ResolvedPlan &resolved, QString *error)
{
    const Plan &plan = resolved.plan;
    for (const ResolvedServer &server : resolved.servers) {
        const ServerSpec &spec = *server.spec;
        const Part *gpu = server.gpu();
        if (!gpu || server.gpuCount() <= 0)
            continue;
        ClusterHardware c;
        c.name = spec.chassis;
        c.gpuSku = gpu->sku;
        c.gpu = gpu->gpu;
        fillArchitecture(c, *gpu);
        c.gpusPerNode = server.gpuCount();
        c.nodes = std::max(0, spec.count);
        const double switchGBs = server.chassis ? server.chassis->chassis.nvswitchGBs : 0;
        // A chassis' NVSwitch connects only the SXM/OAM modules on its baseboard: PCIe cards in it (an error of
        // the rules, gpu-slot-kind) talk over PCIe.
        const bool onBaseboard = gpu->gpu.formFactor != GpuFormFactor::Pcie;
        if (switchGBs > 0 && c.gpusPerNode > 1 && onBaseboard) {
            c.intraLink = onMeshBaseboard(gpu->gpu) ? IntraLink::Mesh : IntraLink::NvSwitch;
            c.intraLinkGBs = std::min(switchGBs, gpu->gpu.nvlinkGBs > 0 ? gpu->gpu.nvlinkGBs : switchGBs);
            c.nvlinkSharp = c.intraLink == IntraLink::NvSwitch && c.intraLinkGBs >= kNvlink4GBs;
        } else if (gpu->gpu.nvlinkGBs > 0 && onBaseboard && c.gpusPerNode > 1) {
            // Direct NVLink without a switch (issue 21): the 4-GPU HGX A100 board of the Dell XE8545 joins each pair
            // by its own links (4 x NVLink 3 a pair; NVIDIA HGX A100 datasheet, 2020; Dell XE8545 technical guide,
            // 2021), a mesh; two GPUs on a board are one bridged pair.
            c.intraLink = c.gpusPerNode >= 3 ? IntraLink::Mesh : IntraLink::NvLink;
            c.intraLinkGBs = gpu->gpu.nvlinkGBs;
        } else {
            c.intraLink = IntraLink::Pcie;
            c.peerToPeer = gpuHasPeerToPeer(*gpu); // GeForce: through host memory (perf/offload.h)
            c.intraLinkGBs = 2 * pcieLinkBytesPerS(gpu->gpu.pcieGen, gpu->gpu.pcieLanes) / 1e9; // bidirectional
        }
        // Scale-out ports: those the node connects to the fabric (hardware/serverconfig.h nodeFabricPorts(), the rule
        // the quote sizes the fabric by): NIC ports of the fabric's protocol, at most one per GPU (GPU-direct rails;
        // further ports of a DGX serve storage and management), or a Gaudi's own ports, which are Ethernet, so on an
        // InfiniBand fabric the node scales out on its NIC cards (hardware/part.h). A server with no card of the
        // fabric's protocol, which the rules reject (fabric-protocol), is modelled on the cards it has (none of them
        // its accelerators' Ethernet ports on an InfiniBand fabric).
        const Part *sw = resolved.fabricSwitch();
        NodeFabricPorts fabricPorts = nodeFabricPorts(server, sw ? sw->sw.protocol : QString());
        if (fabricPorts.ports == 0)
            fabricPorts = nodeNicPorts(server, QString());
        c.nicsPerNode = int(std::min<qint64>(fabricPorts.ports, std::numeric_limits<int>::max()));
        c.nicGbps = fabricPorts.ports > 0 ? fabricPorts.gbps : 0;
        c.portsOnAccelerators = fabricPorts.onAccelerators;
        if (plan.fabric) {
            c.fabricSku = plan.fabric->sku;
            c.oversubscription = std::max(1.0, plan.fabric->oversubscription);
            if (sw) {
                c.inNetworkReduction = sw->reducesInNetwork() && sharpRequested(plan);
                if (sw->sw.portGbps > 0 && c.nicGbps > sw->sw.portGbps)
                    c.nicGbps = sw->sw.portGbps; // a port runs at the slower end's speed
            }
        }
        for (const ResolvedPart &rp : server.of(PartCategory::Storage)) {
            c.storageReadMBs += rp.qty * rp.part->storage.seqReadMBs;
            c.storageIops += rp.qty * rp.part->storage.randReadIops;
            c.storageDrives += rp.qty;
            c.storageWriteMBs += rp.qty * rp.part->storage.seqWriteMBs;
            c.storageCapacityTB += rp.qty * rp.part->storage.capacityTB;
        }
        // Host memory: each populated channel moves 8 bytes per transfer (DDR4/DDR5 64-bit channel).
        int channels = 0;
        for (const ResolvedPart &rp : server.of(PartCategory::Cpu))
            channels += rp.qty * rp.part->cpu.memoryChannels;
        for (const ResolvedPart &rp : server.of(PartCategory::Memory)) {
            c.hostMemoryGB += rp.qty * rp.part->memory.sizeGB;
            const int used = channels > 0 ? std::min(rp.qty, channels) : rp.qty;
            c.hostMemoryGBs = std::max(c.hostMemoryGBs, used * rp.part->memory.speedMTs * 8.0 / 1000);
        }
        c.cpuCoresPerNode = server.cpuCores();
        c.nodePowerW = server.nominalPowerW();
        c.cudnnAttentionFirst = stackPrefersCudnnAttention(plan.software);
        c.checkpointWriteBytesPerS = facility::checkpointWriteBytesPerS(
            plan, {c.nodes, c.storageReadMBs, c.storageWriteMBs, c.storageCapacityTB});
        return c;
    }
    if (error)
        *error = tr("no server of the plan holds a GPU known to the catalog");
    return std::nullopt;
}

std::optional<ClusterHardware> clusterFromCloud(const Part &cloudInstance, int instances, const PartCatalog &catalog,
                                                QString *error, bool sharp)
{
    const CloudSpec &cs = cloudInstance.cloud;
    const Part *gpu = catalog.find(cs.gpuSku);
    if (cloudInstance.category != PartCategory::Cloud || !gpu || gpu->category != PartCategory::Gpu
        || cs.gpuCount <= 0) {
        if (error)
            *error = tr("cloud instance %1: its GPU '%2' is not in the catalog").arg(cloudInstance.sku, cs.gpuSku);
        return std::nullopt;
    }
    ClusterHardware c;
    c.name = cloudInstance.sku;
    c.gpuSku = gpu->sku;
    c.gpu = gpu->gpu;
    fillArchitecture(c, *gpu);
    c.gpusPerNode = cs.gpuCount;
    c.nodes = std::max(0, instances);
    if (cs.nvlinkGBs > 0 && cs.gpuCount > 1) {
        // 8-GPU SXM instances (p4d, p5, ND A100/H100) are HGX baseboards with NVSwitch; 8-OAM instances (ND MI300X
        // v5, Gaudi) are meshes.
        c.intraLink = gpu->gpu.formFactor == GpuFormFactor::Pcie ? IntraLink::NvLink
            : onMeshBaseboard(gpu->gpu)                          ? IntraLink::Mesh
                                                                 : IntraLink::NvSwitch;
        c.intraLinkGBs = cs.nvlinkGBs;
        c.nvlinkSharp = c.intraLink == IntraLink::NvSwitch && c.intraLinkGBs >= kNvlink4GBs;
    } else {
        c.intraLink = IntraLink::Pcie;
        c.intraLinkGBs = 2 * pcieLinkBytesPerS(gpu->gpu.pcieGen, gpu->gpu.pcieLanes) / 1e9; // bidirectional
    }
    // The instance's network as one aggregate: NIC count is not published for every type, bandwidth is.
    c.nicsPerNode = cs.networkGbps > 0 ? cs.gpuCount : 0;
    c.nicGbps = cs.networkGbps > 0 ? cs.networkGbps / cs.gpuCount : 0;
    c.inNetworkReduction = cs.inNetworkReduction && sharp;
    // vCPUs are hyper-threads, two per physical core, except beside a Grace CPU (GB200, GB300 boards): its Arm
    // Neoverse V2 cores run one thread each (NVIDIA Grace CPU Superchip datasheet: 144 cores, no SMT), and a
    // provider's vCPU is a core.
    c.cpuCoresPerNode = onGraceBoard(gpu->gpu) ? cs.vcpus : cs.vcpus / 2;
    c.hostMemoryGB = cs.memoryGB;
    c.nodePowerW = 0; // the provider's, not the user's
    return c;
}

std::optional<ClusterHardware> cloudClusterForPlan(const Plan &plan, const Part &cloudInstance, int instances,
                                                   const PartCatalog &catalog, QString *error)
{
    std::optional<ClusterHardware> c = clusterFromCloud(cloudInstance, instances, catalog, error, sharpRequested(plan));
    if (c)
        c->cudnnAttentionFirst = stackPrefersCudnnAttention(plan.software);
    return c;
}

} // namespace aip::perf
