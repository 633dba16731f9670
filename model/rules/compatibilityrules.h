#pragma once
// The compatibility rules of a plan (issue 3, item 5): parts against the chassis' slots, sockets, bays and power
// supplies; the balance of a node (CPU cores, host memory and network bandwidth per GPU); rack power; complete
// systems' built-in parts; and the workload's parallelism against the GPUs the servers hold. No SQL here: the
// rules read the catalog through PartCatalog and servers through resolveServer().

#include "hardware/partcatalog.h"
#include "hardware/serverconfig.h"
#include "plan/plan.h"
#include "rules/finding.h"

namespace aip {

// Rule thresholds, each with its source.
namespace rules {
// The seeds' rule of thumb: at least 4 CPU cores per GPU for data loading and preprocessing (seeds/, DESIGN.md
// "Input pipeline").
inline constexpr int kMinCoresPerGpu = 4;
// Host memory of at least twice the GPU memory: NVIDIA-Certified Systems configuration guide; every DGX ships
// with more (DGX A100/H100: 2 TB for 640 GB of HBM).
inline constexpr double kRecommendedHostToGpuMemory = 2.0;
// Below this network bandwidth per GPU, multi-node data-parallel training is network-bound; NVIDIA's DGX
// SuperPOD reference architectures give every GPU its own 200 (A100) or 400 (H100) Gb/s NIC.
inline constexpr double kMinNicGbpsPerGpu = 100.0;
inline constexpr double kRecommendedNicGbpsPerGpu = 200.0;
// Enterprise rack power: a 14 kW redundant PDU per rack (NVIDIA AI Enterprise sizing guide, data/tco_defaults.md).
inline constexpr double kDefaultRackPowerKw = 14.0;
inline constexpr int kDefaultRackUnits = 42;
} // namespace rules

QList<Finding> checkPlan(const Plan &plan, const PartCatalog &catalog);
// The same, on a plan resolved once for the whole evaluation.
QList<Finding> checkPlan(const ResolvedPlan &resolved);
// The rules of one server type on its own (slots, sockets, power, balance): what the build canvas shows.
// fabricProtocol: the plan's fabric switch's ("ethernet", "infiniband"), empty when it has none.
QList<Finding> checkServer(const ResolvedServer &server, bool multiNode, const QString &fabricProtocol = {});

} // namespace aip
