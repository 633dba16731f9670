#pragma once
// Storage tiers (issue 21, item 4): where the training data and the checkpoints live, and how fast each tier serves
// them. The plan's `storage` member (an addition to DESIGN.md's plan file, read from Plan::extra like `facility`, so it
// round-trips without a field of its own in model/plan):
//   {"tier": "local_nvme" | "parallel_fs" | "object", "system": SKU, "nodes": N, "dataset_tb": X}
//   tier        where the job reads its data and writes its checkpoints; default: the system's tier, else local NVMe
//   system      a storage system of storageSystems() (parallel file system appliance or object store)
//   nodes       storage nodes (appliances, HA pairs, servers) of that system; default 1
//   dataset_tb  the training data set in TB (10^12 bytes); default: one epoch of the workload (tokens_to_train x 2
//               bytes of token ids, or samples_to_train x the model's input bytes per sample)
// Each tier's bandwidth and capacity:
//   local_nvme   the compute nodes' own drives, striped: every node reads and writes at its drives' sequential rate;
//                the data set must fit on one node's drives (each node caches what it reads).
//   parallel_fs  nodes x the system's published read and write bandwidth and usable capacity per node.
//   object       an object store: its per-client throughput x the compute nodes; capacity unbounded.
// Without a `storage` member nothing changes: the goodput keeps its default checkpoint bandwidth (perf/goodput.h).

#include "hardware/part.h"
#include "hardware/partcatalog.h"
#include "plan/plan.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace aip::facility {

enum class StorageTier { LocalNvme, ParallelFs, Object };
QString storageTierName(StorageTier t); // the plan's spelling
std::optional<StorageTier> storageTierFromName(const QString &s);
QString storageTierLabel(StorageTier t); // in words, translated

struct StorageSystem {
    const char *sku;
    const char *name; // vendor and model
    const char *nameZh;
    StorageTier tier;
    double readGBs;    // per storage node (appliance, HA pair, server); object: per client node
    double writeGBs;   // likewise
    double capacityTB; // usable per storage node; 0 = unbounded (object)
    double powerW;     // per storage node
    int rackUnits;     // per storage node, with its shelves; 0 = none on site (object)
    double priceUsd;   // per storage node; an estimate where priceEstimated
    bool priceEstimated;
    const char *source;      // the bandwidth and capacity figures
    const char *priceSource; // the price, or how it was estimated
};

const QList<StorageSystem> &storageSystems();
const StorageSystem *storageSystem(const QString &sku);

struct StorageChoice {
    bool given = false; // the plan has a `storage` member
    std::optional<StorageTier> tier;
    QString system;
    std::optional<int> nodes;
    std::optional<double> datasetTB;
    QStringList errors; // "storage.tier: must be one of local_nvme, parallel_fs, object"
};
StorageChoice storageOf(const Plan &plan);

// The compute nodes' own drives, per node (perf::ClusterHardware's storage figures).
struct NodeDrives {
    int nodes = 0;
    double readMBs = 0, writeMBs = 0, capacityTB = 0;
};

// What the chosen tier serves, for the whole job.
struct TierFigures {
    StorageTier tier = StorageTier::LocalNvme;
    const StorageSystem *system = nullptr; // parallel_fs and object
    int storageNodes = 0;
    double readBytesPerS = 0, writeBytesPerS = 0;
    double capacityBytes = 0;     // 0 = unbounded
    bool capacityPerNode = false; // local NVMe: what one node holds
};
// None when the plan has no `storage` member, or it names a system the table lacks, or a tier without a system.
std::optional<TierFigures> tierFigures(const StorageChoice &spec, const NodeDrives &drives);

// What the plan's storage system adds to the installation (issue 21): its nodes on the quote, their power and racks in
// the TCO. Only an on-site system counts (a parallel file system's appliances, HA pairs or servers); an object store is
// billed by the month and adds nothing here. The nodes stand in storage racks of their own, packed as the servers are
// (rackpacking.h): per rack = min(rack units / node height, rack kW / node kW), at least 1.
struct StorageLoad {
    const StorageSystem *system = nullptr; // none: no on-site storage system in the plan (or the member has errors)
    int nodes = 0;
    double powerW = 0; // nodes x the system's power per node
    int rackUnits = 0; // nodes x its height
    int racks = 0;
};
StorageLoad storageLoadOf(const Plan &plan);

// The system as a part for the quote's line: the catalog's part when it has the SKU (a seller's own price), else the
// table's price, marked an estimate where the table's is.
Part storageSystemPart(const StorageSystem &system, const PartCatalog &catalog);

// The plan's checkpoint bandwidth for the goodput (perf/goodput.h), bytes/s; 0 = the goodput's default.
double checkpointWriteBytesPerS(const Plan &plan, const NodeDrives &drives);

} // namespace aip::facility
