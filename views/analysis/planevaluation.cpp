#include "analysis/planevaluation.h"

#include "analysis/cloudthroughputcache.h"
#include "hardware/serverconfig.h"
#include "perf/clusterhardware.h"
#include "perf/perfmodel.h"
#include "rules/compatibilityrules.h"

#include <QCoreApplication>
#include <QElapsedTimer>

namespace aip {

namespace {
// The translation context of these texts (lupdate reads PlanEvaluationText::tr).
struct PlanEvaluationText {
    Q_DECLARE_TR_FUNCTIONS(PlanEvaluationText)
};

FindingRow::Severity severityOf(Severity s)
{
    switch (s) {
    case Severity::Error: return FindingRow::Severity::Error;
    case Severity::Warning: return FindingRow::Severity::Warning;
    case Severity::Info: return FindingRow::Severity::Note;
    }
    return FindingRow::Severity::Note;
}
} // namespace

PlanEvaluation evaluatePlan(const Plan &plan, const PartCatalog &catalog, CloudThroughputCache *cache)
{
    QElapsedTimer timer;
    timer.start();
    PlanEvaluation ev;
    for (const Finding &f : checkPlan(plan, catalog))
        ev.findings.append({severityOf(f.severity), f.code, f.message, f.reason, f.serverId, f.sku});
    for (const ServerSpec &s : plan.servers) {
        const ResolvedServer rs = resolveServer(s, catalog);
        ev.gpus += rs.gpuCount() * s.count;
        ev.nominalPowerW += rs.nominalPowerW() * s.count;
    }

    QString error;
    const std::optional<perf::ClusterHardware> cluster = perf::clusterFromPlan(plan, catalog, &error);
    if (!cluster) {
        ev.perfError = error;
    } else if (!plan.hasWorkload) {
        ev.perfError = PlanEvaluationText::tr("No workload: set a model in the Workload panel");
    } else {
        ev.perf = perf::simulate(plan.workload, *cluster);
        if (!ev.perf->ok() && ev.perf->status != perf::PerfStatus::DoesNotFit)
            ev.perfError = ev.perf->error;
        if (ev.perf->status == perf::PerfStatus::DoesNotFit)
            ev.findings.append({FindingRow::Severity::Error,
                                QStringLiteral("memory"),
                                PlanEvaluationText::tr("The model does not fit in GPU memory"),
                                ev.perf->error,
                                {},
                                cluster->gpuSku});
    }

    if (!plan.servers.isEmpty()) {
        // The owned cluster's throughput is the result above (the TCO would otherwise simulate it again).
        std::optional<tco::Throughput> owned;
        if (ev.perf && ev.perf->ok() && ev.perf->samplesPerS > 0)
            owned = tco::Throughput{ev.perf->samplesPerS, ev.perf->tokensPerS};
        CachedThroughputSource source(cache, owned);
        ev.tco = tco::tcoForPlan(plan, catalog, &source);
    }
    ev.evaluationMs = double(timer.nsecsElapsed()) / 1e6;
    return ev;
}

} // namespace aip
