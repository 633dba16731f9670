#include "facility/storage.h"

#include "facility/facility.h"
#include "facility/rackpacking.h"
#include "plan/planfields.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>

namespace aip::facility {

namespace {

constexpr const char *kNoListPrice
    = "Estimate (2026-12 review): no list price is published; usable TB x about $1,000 per TB, the order of "
      "enterprise all-flash file storage with its software, not a quote";

// Retrieved 2026-12. Figures per storage node: an appliance (DDN), an HA pair (NetApp), a server (WEKApod); the object
// store's per client node.
const QList<StorageSystem> kSystems = {
    {"ddn-ai400x2", "DDN AI400X2 (EXAScaler, 2U all-NVMe)", "DDN AI400X2 全闪存并行文件系统一体机（2U）",
     // 2U: the appliance's height (the datasheet's name for it, "2U all-NVMe appliance").
     StorageTier::ParallelFs, 90, 65, 250, 2500, 2, 250000, true,
     "DDN AI400X2 datasheet (DDN, 2022): up to 90 GB/s read and 65 GB/s write per 2U appliance; the 250 TB usable "
     "and 2.5 kW are one configuration's estimate",
     kNoListPrice},
    {"netapp-aff-a900-ha", "NetApp AFF A900 HA pair (ONTAP, NFS over RDMA)", "NetApp AFF A900 高可用控制器对（ONTAP）",
     // 16U, an estimate: the A900's 8U controller chassis (the HA pair, no drives of its own; NetApp Hardware Universe,
     // AFF A900) and four 2U NS224 shelves of 24 NVMe drives for the 1 PB usable.
     StorageTier::ParallelFs, 25, 12.5, 1000, 3000, 16, 1000000, true,
     "NetApp, \"NetApp AIPod with NVIDIA DGX Systems - Solution Validation and Sizing Guidance\" (docs.netapp.com, "
     "2023): a 24-node (12 HA pair) cluster provides over 40 PB and up to 300 GBps, i.e. 25 GB/s per HA pair; write "
     "at half the read rate and 1 PB usable per pair are estimates",
     kNoListPrice},
    {"weka-wekapod-node", "WEKA WEKApod storage node (WekaFS)", "WEKA WEKApod 存储节点（WekaFS）",
     // 1U, an estimate: the 1U all-NVMe servers WEKA's launch describes the WEKApod on; not re-checked in this review.
     StorageTier::ParallelFs, 95, 40, 125, 1500, 1, 125000, true,
     "WEKA, \"WEKApod\" launch (2023-11): 8 nodes, 1 PB, up to 765 GB/s read, i.e. about 95 GB/s and 125 TB per node; "
     "write (40 GB/s) and power are estimates",
     kNoListPrice},
    {"aws-s3-standard", "Amazon S3 Standard (object storage)", "Amazon S3 标准存储（对象存储）", StorageTier::Object,
     12.5, 12.5, 0, 0, 0, 0, false,
     "AWS, \"Performance design patterns for Amazon S3\" (docs.aws.amazon.com, 2025): up to 100 Gb/s (12.5 GB/s) "
     "between one EC2 instance and S3, scaling with parallel clients; capacity unbounded",
     "AWS S3 pricing page (2025): $0.023 per GB-month for the first 50 TB, billed monthly, no purchase price"},
};

const planfields::NumericField &nodesField()
{
    static const planfields::NumericField field{"storage.nodes", 1, 10000, true, ""};
    return field;
}

const planfields::NumericField &datasetField()
{
    static const planfields::NumericField field{"storage.dataset_tb", 0.0, 1e6, false, "TB"};
    return field;
}

} // namespace

QString storageTierName(StorageTier t)
{
    switch (t) {
    case StorageTier::LocalNvme: return QStringLiteral("local_nvme");
    case StorageTier::ParallelFs: return QStringLiteral("parallel_fs");
    case StorageTier::Object: return QStringLiteral("object");
    }
    return {};
}

std::optional<StorageTier> storageTierFromName(const QString &s)
{
    for (const StorageTier t : {StorageTier::LocalNvme, StorageTier::ParallelFs, StorageTier::Object}) {
        if (storageTierName(t) == s)
            return t;
    }
    return std::nullopt;
}

QString storageTierLabel(StorageTier t)
{
    switch (t) {
    case StorageTier::LocalNvme: return QCoreApplication::translate("Storage", "node-local NVMe");
    case StorageTier::ParallelFs: return QCoreApplication::translate("Storage", "parallel file system");
    case StorageTier::Object: return QCoreApplication::translate("Storage", "object storage");
    }
    return {};
}

const QList<StorageSystem> &storageSystems()
{
    return kSystems;
}

const StorageSystem *storageSystem(const QString &sku)
{
    for (const StorageSystem &s : kSystems) {
        if (sku == QLatin1String(s.sku))
            return &s;
    }
    return nullptr;
}

StorageChoice storageOf(const Plan &plan)
{
    StorageChoice spec;
    const QJsonValue v = plan.extra.value(QStringLiteral("storage"));
    if (v.isUndefined() || v.isNull())
        return spec;
    spec.given = true;
    if (!v.isObject()) {
        spec.errors.append(QCoreApplication::translate("Storage", "storage: must be an object"));
        return spec;
    }
    const QJsonObject o = v.toObject();
    const QJsonValue tier = o.value(QStringLiteral("tier"));
    if (!tier.isUndefined()) {
        spec.tier = storageTierFromName(tier.toString());
        if (!spec.tier)
            spec.errors.append(
                QCoreApplication::translate("Storage", "storage.tier: must be one of local_nvme, parallel_fs, object"));
    }
    const QJsonValue system = o.value(QStringLiteral("system"));
    if (!system.isUndefined()) {
        spec.system = system.toString();
        if (!storageSystem(spec.system)) {
            QStringList known;
            for (const StorageSystem &s : kSystems)
                known.append(QLatin1String(s.sku));
            spec.errors.append(QCoreApplication::translate(
                                   "Storage", "storage.system: '%1' is not a storage system this version knows (%2)")
                                   .arg(system.isString() ? spec.system : system.toVariant().toString(),
                                        known.join(QStringLiteral(", "))));
            spec.system.clear();
        }
    }
    const QJsonValue nodes = o.value(QStringLiteral("nodes"));
    if (!nodes.isUndefined()) {
        if (nodes.isDouble() && planfields::accepts(nodesField(), nodes.toDouble()))
            spec.nodes = int(nodes.toDouble());
        else
            spec.errors.append(QCoreApplication::translate("Storage", "storage.nodes: must be %1")
                                   .arg(planfields::rangeText(nodesField())));
    }
    const QJsonValue dataset = o.value(QStringLiteral("dataset_tb"));
    if (!dataset.isUndefined()) {
        if (dataset.isDouble() && planfields::accepts(datasetField(), dataset.toDouble()))
            spec.datasetTB = dataset.toDouble();
        else
            spec.errors.append(QCoreApplication::translate("Storage", "storage.dataset_tb: must be %1")
                                   .arg(planfields::rangeText(datasetField())));
    }
    if (!spec.tier && !spec.system.isEmpty())
        spec.tier = storageSystem(spec.system)->tier;
    if (spec.tier && !spec.system.isEmpty() && storageSystem(spec.system)->tier != *spec.tier)
        spec.errors.append(
            QCoreApplication::translate("Storage", "storage.system: %1 is %2, not the %3 of storage.tier")
                .arg(spec.system, storageTierLabel(storageSystem(spec.system)->tier), storageTierLabel(*spec.tier)));
    return spec;
}

std::optional<TierFigures> tierFigures(const StorageChoice &spec, const NodeDrives &drives)
{
    if (!spec.given || !spec.errors.isEmpty())
        return std::nullopt;
    TierFigures t;
    t.tier = spec.tier.value_or(StorageTier::LocalNvme);
    const int computeNodes = std::max(1, drives.nodes);
    if (t.tier == StorageTier::LocalNvme) {
        t.readBytesPerS = computeNodes * drives.readMBs * 1e6;
        t.writeBytesPerS = computeNodes * drives.writeMBs * 1e6;
        t.capacityBytes = drives.capacityTB * 1e12;
        t.capacityPerNode = true;
        return t;
    }
    t.system = storageSystem(spec.system);
    if (!t.system)
        return std::nullopt;
    if (t.tier == StorageTier::Object) {
        // An object store scales with its clients: each compute node at the per-client rate.
        t.storageNodes = 0;
        t.readBytesPerS = computeNodes * t.system->readGBs * 1e9;
        t.writeBytesPerS = computeNodes * t.system->writeGBs * 1e9;
        return t;
    }
    t.storageNodes = spec.nodes.value_or(1);
    t.readBytesPerS = t.storageNodes * t.system->readGBs * 1e9;
    t.writeBytesPerS = t.storageNodes * t.system->writeGBs * 1e9;
    t.capacityBytes = t.storageNodes * t.system->capacityTB * 1e12;
    return t;
}

double checkpointWriteBytesPerS(const Plan &plan, const NodeDrives &drives)
{
    const std::optional<TierFigures> t = tierFigures(storageOf(plan), drives);
    return t ? t->writeBytesPerS : 0.0;
}

StorageLoad storageLoadOf(const Plan &plan)
{
    StorageLoad load;
    const StorageChoice spec = storageOf(plan);
    if (!spec.given || !spec.errors.isEmpty() || spec.system.isEmpty())
        return load;
    const StorageSystem *system = storageSystem(spec.system);
    if (!system || system->tier != StorageTier::ParallelFs)
        return load; // an object store: billed by the month, nothing on site
    load.system = system;
    load.nodes = spec.nodes.value_or(1);
    load.powerW = load.nodes * system->powerW;
    load.rackUnits = load.nodes * system->rackUnits;
    // Racks of their own, as the servers' (rackpacking.h): the fewest of rack units / node height and rack kW / node
    // kW.
    const double limitKw = rackLimitKw(plan, facilityOf(plan));
    int perRack = system->rackUnits > 0 ? kDefaultRackUnits / system->rackUnits : load.nodes;
    if (system->powerW > 0 && limitKw > 0)
        perRack = std::min(perRack, int(limitKw * 1000.0 / system->powerW));
    perRack = std::max(1, perRack);
    load.racks = (load.nodes + perRack - 1) / perRack;
    return load;
}

Part storageSystemPart(const StorageSystem &system, const PartCatalog &catalog)
{
    if (const Part *own = catalog.find(QLatin1String(system.sku)))
        return *own;
    Part p;
    p.sku = QLatin1String(system.sku);
    p.category = PartCategory::Storage; // storage gear; the quote line's kind says it is a storage system
    p.model = QLatin1String(system.name);
    p.nameZh = QString::fromUtf8(system.nameZh);
    p.price = system.priceUsd;
    p.currency = QStringLiteral("USD");
    p.priceDate = QStringLiteral("2026-12");
    p.source = QLatin1String(system.source);
    p.estimated = system.priceEstimated;
    if (system.priceEstimated)
        p.priceBasis = kPriceBasisEstimate;
    p.priceSource = QLatin1String(system.priceSource);
    return p;
}

} // namespace aip::facility
