#include "analysis/perfextras.h"

#include "perf/modelarch.h"
#include "perf/perfmodel.h"
#include "perf/pipelineschedule.h"

#include <QCoreApplication>

namespace aip {

PerfExtras computePerfExtras(const Plan &plan, const PartCatalog &catalog, int topStrategies)
{
    QString error;
    const std::optional<perf::ClusterHardware> cluster = perf::clusterFromPlan(plan, catalog, &error);
    return computePerfExtras(plan, cluster, error, topStrategies, &validation::validationReport(catalog));
}

PerfExtras computePerfExtras(const Plan &plan, const std::optional<perf::ClusterHardware> &cluster,
                             const QString &clusterError, int topStrategies, const validation::ValidationReport *report)
{
    PerfExtras out;
    if (!cluster) {
        out.error = clusterError;
        return out;
    }
    out.collectives = perf::collectiveReport(*cluster);
    if (!plan.hasWorkload) {
        out.error = QCoreApplication::translate("PerfExtras", "No workload: set a model in the Workload panel");
        return out;
    }
    // A training step's throughput against the cluster's size; a serving plan's tab draws its latency against load
    // instead (its capacity is tco/servingcost.h's), so it gets no curve.
    if (plan.workload.kind == WorkloadKind::Training)
        out.scaling = perf::scalingCurve(plan.workload, *cluster);
    // The open question `search --free` answers (the sharding implementation kept), so both list the same.
    const Workload open = perf::openStrategy(plan.workload);
    out.strategies = perf::search(open, *cluster, topStrategies);
    if (report) {
        for (const perf::StrategyResult &s : std::as_const(out.strategies))
            out.strategyAccuracy.append(validation::accuracyFor(open, *cluster, s.result, *report));
    }
    const std::optional<perf::ModelArch> arch = perf::resolveModel(open.model, nullptr);
    if (const std::optional<PipelineLayout> layout
        = arch && arch->isTransformer() ? perf::pipelineLayout(open) : std::nullopt)
        out.layoutStages = int(layout->stages.size());
    if (out.strategies.isEmpty())
        out.searchError = perf::searchLimitError(open, *cluster);
    return out;
}

} // namespace aip
