#include "facility/storagecheck.h"

#include "facility/storage.h"
#include "perf/finetune.h"
#include "perf/goodput.h"
#include "perf/memorymodel.h"
#include "perf/modelarch.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace aip::facility {

namespace {

QString num(double v, int decimals = 1)
{
    return QString::number(v, 'f', decimals);
}

Finding finding(Severity s, const char *code, const QString &message, const QString &reason)
{
    return {s, QLatin1String(code), message, reason, {}, {}};
}

QString systemList()
{
    QStringList skus;
    for (const StorageSystem &s : storageSystems()) {
        if (s.tier == StorageTier::ParallelFs)
            skus.append(QLatin1String(s.sku));
    }
    return skus.join(QStringLiteral(", "));
}

} // namespace

double datasetBytes(const Plan &plan)
{
    const StorageChoice spec = storageOf(plan);
    if (spec.datasetTB)
        return *spec.datasetTB * 1e12;
    if (!plan.hasWorkload)
        return 0;
    QString error;
    const std::optional<perf::ModelArch> arch = perf::resolveModel(plan.workload.model, &error);
    if (!arch || arch->inputBytesPerSample <= 0)
        return 0;
    if (arch->isTransformer() && plan.workload.tokensToTrain && arch->seqLen > 0)
        return *plan.workload.tokensToTrain / arch->seqLen * arch->inputBytesPerSample;
    if (plan.workload.samplesToTrain)
        return *plan.workload.samplesToTrain * arch->inputBytesPerSample;
    return 0;
}

QList<Finding> storageFindings(const Plan &plan, const perf::ClusterHardware *cluster, const perf::PerfResult *result)
{
    QList<Finding> out;
    const StorageChoice spec = storageOf(plan);
    if (!spec.given)
        return out;
    for (const QString &e : spec.errors)
        out.append(finding(Severity::Error, "storage-field", e,
                           QCoreApplication::translate("Storage",
                                                       "The storage tier decides how fast the data is read and "
                                                       "the checkpoints are written; a wrong field cannot be sized.")));
    if (!spec.errors.isEmpty())
        return out;
    const StorageTier tier = spec.tier.value_or(StorageTier::LocalNvme);
    if (tier == StorageTier::ParallelFs && spec.system.isEmpty()) {
        out.append(finding(Severity::Error, "storage-system",
                           QCoreApplication::translate("Storage",
                                                       "storage.tier is parallel_fs but storage.system names no "
                                                       "file system (one of %1)")
                               .arg(systemList()),
                           QCoreApplication::translate("Storage",
                                                       "A parallel file system's bandwidth and capacity come from "
                                                       "its storage nodes.")));
        return out;
    }
    if (!cluster)
        return out;
    const NodeDrives drives{cluster->nodes, cluster->storageReadMBs, cluster->storageWriteMBs,
                            cluster->storageCapacityTB};
    const std::optional<TierFigures> t = tierFigures(spec, drives);
    if (!t)
        return out;
    const QString where = storageTierLabel(tier);
    if (tier == StorageTier::LocalNvme && (drives.readMBs <= 0 || drives.capacityTB <= 0)) {
        out.append(
            finding(Severity::Error, "storage-local-none",
                    QCoreApplication::translate("Storage", "storage.tier is local_nvme but the nodes have no drives"),
                    QCoreApplication::translate("Storage",
                                                "Node-local NVMe serves data only from drives in the nodes; "
                                                "add drives or choose a shared tier.")));
        return out;
    }

    const double data = datasetBytes(plan);
    if (data > 0 && t->capacityBytes > 0 && data > t->capacityBytes)
        out.append(finding(Severity::Warning, "storage-capacity",
                           t->capacityPerNode
                               ? QCoreApplication::translate("Storage",
                                                             "The data set (%1 TB) does not fit on one node's drives "
                                                             "(%2 TB)")
                                     .arg(num(data / 1e12), num(t->capacityBytes / 1e12))
                               : QCoreApplication::translate("Storage",
                                                             "The data set (%1 TB) does not fit on the %3 (%2 TB "
                                                             "usable)")
                                     .arg(num(data / 1e12), num(t->capacityBytes / 1e12), where),
                           QCoreApplication::translate("Storage",
                                                       "Data that does not fit the tier is read from a slower one; "
                                                       "add storage nodes or choose a larger tier.")));

    if (!result || result->samplesPerS <= 0)
        return out;
    QString error;
    const std::optional<perf::ModelArch> arch = perf::resolveModel(plan.workload.model, &error);
    const double readNeed = arch ? result->samplesPerS * arch->inputBytesPerSample : 0;
    if (readNeed > t->readBytesPerS && t->readBytesPerS > 0)
        out.append(
            finding(Severity::Warning, "storage-read",
                    QCoreApplication::translate("Storage", "The input pipeline reads %1 GB/s; the %2 serves %3 GB/s")
                        .arg(num(readNeed / 1e9, 2), where, num(t->readBytesPerS / 1e9, 2)),
                    QCoreApplication::translate("Storage",
                                                "Below the rate the steps consume, the GPUs wait for data: "
                                                "add storage nodes, cache the data on local NVMe, or read "
                                                "a smaller encoding.")));

    const perf::PrecisionBytes pb = perf::precisionBytes(plan.workload.precision);
    // A fine-tune of adapters saves them alone (perf/finetune.h); a full run every parameter the result counts.
    const double checkpoint = arch && perf::trainsAdapters(result->strategy.method)
        ? perf::checkpointBytes(*arch, plan.workload, result->strategy.method)
        : result->paramsCount * (pb.weights + pb.optimizer);
    const int nodes = std::max(1, cluster->nodes);
    const perf::GoodputEstimate g = perf::estimateGoodput(plan.workload.goodput, checkpoint,
                                                          std::max(1, result->gpusUsed), nodes, t->writeBytesPerS);
    const double share = g.checkpointWriteS / (g.checkpointIntervalS + g.checkpointWriteS);
    if (checkpoint > 0 && share > kCheckpointShareBudget)
        out.append(finding(Severity::Warning, "storage-checkpoint",
                           QCoreApplication::translate("Storage",
                                                       "A checkpoint of %1 GB takes %2 s to write to the %3 (%4 "
                                                       "GB/s), %5 % of its %6 min interval (budget %7 %)")
                               .arg(num(checkpoint / 1e9, 0), num(g.checkpointWriteS, 0), where,
                                    num(t->writeBytesPerS / 1e9, 2), num(share * 100),
                                    num(g.checkpointIntervalS / 60, 0), num(kCheckpointShareBudget * 100, 0)),
                           QCoreApplication::translate("Storage",
                                                       "Training stops while a checkpoint is written, so its share "
                                                       "of the interval is lost goodput: write to a faster tier, add "
                                                       "storage nodes, or checkpoint asynchronously.")));
    if (tier == StorageTier::LocalNvme && checkpoint > 0)
        out.append(finding(Severity::Info, "storage-local-ckpt",
                           QCoreApplication::translate("Storage",
                                                       "Checkpoints on node-local NVMe (%1 s each) are lost with "
                                                       "their node")
                               .arg(num(g.checkpointWriteS, 0)),
                           QCoreApplication::translate("Storage",
                                                       "A failed node takes its shards with it; copy each checkpoint "
                                                       "to a shared tier in the background.")));
    return out;
}

} // namespace aip::facility
