#pragma once
// What the Performance tab shows beyond PlanEvaluation::perf: the scaling curve, the predicted collectives and the
// search's best strategies, all from model/perf for the plan's cluster. Part of the one evaluation (evaluatePlan), so
// the scaling chart and the strategy table describe the same plan as the headline.

#include "hardware/partcatalog.h"
#include "perf/clusterhardware.h"
#include "perf/perfresult.h"
#include "plan/plan.h"
#include "validation/accuracy.h"

#include <QList>
#include <QString>

#include <optional>

namespace aip {

struct PerfExtras {
    QList<perf::ScalingPoint> scaling;
    QList<perf::CollectiveRow> collectives;
    QList<perf::StrategyResult> strategies;
    // The error band of each strategy's regime in the validation report, in the strategies' order, as `search` gives
    // it per row (issue 14: every prediction carries its band); empty when computed without a report.
    QList<validation::AccuracyBand> strategyAccuracy;
    QString searchError; // why the search found nothing, when it did not
    // The stages of the plan's pipeline layout (workload.pipeline_layout), which keep the search to pp x interleave of
    // them, as `search --free` does; 0 without one.
    int layoutStages = 0;
    QString error; // why there is no cluster or workload to evaluate
};

// The strategies the Performance tab lists.
inline constexpr int kStrategyTableRows = 10;

// topStrategies: how many of the search's best to keep. The search runs with the plan's parallelism cleared
// (keeping the precision, batch and model), so the table offers alternatives to the plan's own choice.
PerfExtras computePerfExtras(const Plan &plan, const PartCatalog &catalog, int topStrategies = kStrategyTableRows);
// The same for a cluster already resolved from the plan (the evaluation resolves it once); clusterError says why
// there is none. `report`: the validation report the strategies' bands are read from (none: no bands).
PerfExtras computePerfExtras(const Plan &plan, const std::optional<perf::ClusterHardware> &cluster,
                             const QString &clusterError, int topStrategies = kStrategyTableRows,
                             const validation::ValidationReport *report = nullptr);

} // namespace aip
