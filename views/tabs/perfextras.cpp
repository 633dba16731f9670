#include "tabs/perfextras.h"

#include "perf/clusterhardware.h"
#include "perf/perfmodel.h"

#include <QCoreApplication>

namespace aip {

PerfExtras computePerfExtras(const Plan &plan, const PartCatalog &catalog, int topStrategies)
{
    PerfExtras out;
    QString error;
    const std::optional<perf::ClusterHardware> cluster = perf::clusterFromPlan(plan, catalog, &error);
    if (!cluster) {
        out.error = error;
        return out;
    }
    out.collectives = perf::collectiveReport(*cluster);
    if (!plan.hasWorkload) {
        out.error = QCoreApplication::translate("PerfExtras", "No workload: set a model in the Workload panel");
        return out;
    }
    out.scaling = perf::scalingCurve(plan.workload, *cluster);
    Workload open = plan.workload;
    open.parallelism.reset();
    open.microBatch.reset();
    out.strategies = perf::search(open, *cluster, topStrategies);
    if (out.strategies.isEmpty())
        out.searchError = perf::searchLimitError(open, *cluster);
    return out;
}

} // namespace aip
