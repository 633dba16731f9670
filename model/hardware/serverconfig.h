#pragma once
// One server type of a plan resolved against the catalog: the chassis plus every part it holds, built in
// (a complete system's own GPUs, CPUs, NICs...) and added (the plan's `parts`). The rules, the performance
// model, the TCO model and the quote all read servers through this, so they agree on what a node contains.

#include "hardware/partcatalog.h"
#include "plan/plan.h"

#include <QList>
#include <QStringList>

namespace aip {

struct ResolvedPart {
    const Part *part = nullptr;
    int qty = 0;
    bool builtIn = false; // part of a complete system (not priced separately, not removable)
};

struct ResolvedServer {
    const ServerSpec *spec = nullptr;
    const Part *chassis = nullptr; // null when the chassis SKU is unknown or not a chassis
    QList<ResolvedPart> parts;     // built-in first, then added, in plan order
    QStringList unknownSkus;       // SKUs of the plan not in the catalog
    QStringList wrongCategorySkus; // e.g. a CPU SKU given as the chassis

    int count(PartCategory c) const; // units of category c per node (built in + added)
    QList<ResolvedPart> of(PartCategory c) const;
    // The GPU of the node (the first GPU part); null when the node has none.
    const Part *gpu() const;
    int gpuCount() const { return count(PartCategory::Gpu); }
    int cpuCores() const;
    double hostMemoryGB() const;
    // Sum of the nominal power of every part and the chassis' base power, W per node.
    double nominalPowerW() const;
    int nodes() const { return spec ? spec->count : 0; }
};

// Whether a NIC's ports face a fabric of this switch protocol: the same protocol, or one side that does not say.
bool nicServesFabric(const NicSpec &nic, const QString &fabricProtocol);

// The rate of one electrical lane of a NIC's port (Gb/s), which decides how many of its ports one port of a faster
// switch carries and through which splitter (quote/quotecabling.h switchPortSplit(), facility/networkbom.h). A 200 Gb/s
// port is four lanes of 50G-PAM4 in a QSFP56 on ConnectX-6 (HDR, 200GbE) or two of 100G-PAM4 in a QSFP112 or OSFP on
// ConnectX-7 and BlueField-3 (NDR200, 200GbE): NVIDIA's splitters for a Quantum-2 or Spectrum-4 cage differ by it,
// MCP7Y60-Hxxx to "two 200Gb/s QSFP56s" of "4-channels of 50G-PAM4 (200GbE/HDR)" for ConnectX-6/7 adapters,
// MCP7Y40-Nxxx to four QSFP112s of "2-channels x 100G-PAM4" for ConnectX-7/QSFP112 and BlueField-3 (LinkX MCP7Y60-Hxxx
// and MCP7Y10-Nxxx product specifications, docs.nvidia.com/networking, 2023-2024). The catalog has no column for it, so
// the card's host interface stands for its SerDes generation: 100 on PCIe 5.0 and later (ConnectX-7, BlueField-3,
// Broadcom Thor 2) or at 400 Gb/s and above, else 50 (PCIe 4.0: ConnectX-6, Intel E810); 0 without a port speed.
double nicLaneGbps(const NicSpec &nic);

// The ports one node of `server` connects to a fabric of this switch protocol, and how: the accelerators' own
// scale-out ports where they join it (Gaudi's on Ethernet, hardware/part.h), else its NIC ports of the protocol (every
// port when either side does not say), at most one per GPU (GPU-direct rails, as perf/clusterhardware.cpp counts
// them); further ports of a DGX serve the storage and management networks, which the fabric does not price.
struct NodeFabricPorts {
    qint64 ports = 0;            // 64 bits: NICs per node times ports per NIC passes 2^31 with a hostile quantity
    double gbps = 0;             // the fastest of them; 0 when none
    int portsPerCable = 1;       // node ports one connector (and so one cable) carries: Gaudi's four to a cage
    double laneGbps = 0;         // NIC ports: the lane rate of the fastest ones (nicLaneGbps(), the slower of a tie)
    bool onAccelerators = false; // the accelerators' own ports, not NIC cards
    qint64 cables() const { return ports > 0 ? (ports + portsPerCable - 1) / portsPerCable : 0; }
};
NodeFabricPorts nodeFabricPorts(const ResolvedServer &server, const QString &fabricProtocol);
// Only its NIC cards' ports of the protocol (every card with an empty protocol), whatever its accelerators carry.
NodeFabricPorts nodeNicPorts(const ResolvedServer &server, const QString &fabricProtocol);

ResolvedServer resolveServer(const ServerSpec &spec, const PartCatalog &catalog);
QList<ResolvedServer> resolveServers(const Plan &plan, const PartCatalog &catalog);

// A plan resolved against the catalog once. One evaluation (model/analysis/planevaluation.h) resolves the plan with
// resolvePlan() and hands this to the rules, the performance model, the quote and the TCO, which would otherwise each
// resolve it again (issue 16, item 4). The plan and the catalog must outlive it: servers[i].spec points into
// plan.servers, parts into the catalog.
struct ResolvedPlan {
    const Plan &plan;
    const PartCatalog &catalog;
    QList<ResolvedServer> servers; // one per plan.servers entry, in order

    // The plan's fabric switch, where fabric.sku names a switch of the catalog; null without a fabric, for an unknown
    // SKU or a part of another kind (which the rules report).
    const Part *fabricSwitch() const;
};

ResolvedPlan resolvePlan(const Plan &plan, const PartCatalog &catalog);

// How many servers resolveServer() resolved on the calling thread since it started: the test that one evaluation
// resolves each server of the plan once reads it.
quint64 serverResolutionsOnThisThread();

} // namespace aip
