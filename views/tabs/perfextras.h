#pragma once
// What the Performance tab shows beyond PlanEvaluation::perf: the scaling curve, the predicted collectives and the
// search's best strategies, all from model/perf for the plan's cluster. A pure function of (plan, catalog), run off
// the GUI thread by the tab.

#include "hardware/partcatalog.h"
#include "perf/perfresult.h"
#include "plan/plan.h"

#include <QList>
#include <QString>

namespace aip {

struct PerfExtras {
    quint64 generation = 0;
    QList<perf::ScalingPoint> scaling;
    QList<perf::CollectiveRow> collectives;
    QList<perf::StrategyResult> strategies;
    QString searchError; // why the search found nothing, when it did not
    QString error;       // why there is no cluster or workload to evaluate
};

// topStrategies: how many of the search's best to keep. The search runs with the plan's parallelism cleared
// (keeping the precision, batch and model), so the table offers alternatives to the plan's own choice.
PerfExtras computePerfExtras(const Plan &plan, const PartCatalog &catalog, int topStrategies = 10);

} // namespace aip
