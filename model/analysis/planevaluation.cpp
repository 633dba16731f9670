#include "analysis/planevaluation.h"

#include "analysis/cloudthroughputcache.h"
#include "analysis/planfindings.h"
#include "hardware/serverconfig.h"
#include "perf/clusterhardware.h"
#include "tco/perfthroughputsource.h"
#include "validation/validationreport.h"

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

PlanEvaluation evaluatePlan(const Plan &plan, const PartCatalog &catalog, CloudThroughputCache *cache, bool extras)
{
    QElapsedTimer timer;
    timer.start();
    PlanEvaluation ev;
    ev.plan = plan;
    // The plan against the catalog, once: the rules, the performance model, the quote and the TCO below all read
    // these servers (issue 16, item 4).
    const ResolvedPlan resolved = resolvePlan(plan, catalog);
    const QList<ResolvedServer> &servers = resolved.servers;
    for (qsizetype i = 0; i < servers.size(); ++i) {
        const int count = plan.servers.at(i).count;
        ev.gpus += qint64(servers.at(i).gpuCount()) * count;
        ev.nominalPowerW += servers.at(i).nominalPowerW() * count;
    }
    ev.racks = facility::packRacks(plan, servers);
    // Priced once: the findings (what cannot be priced, the idle GPUs' cost), the serving cost and the TCO read it.
    ev.quote = priceQuote(resolved);

    // The performance result and the findings as `aiplanner-cli check` computes them: the one rule book reads the
    // same simulation (model/analysis/planfindings.h).
    const PlanPerf planPerf = simulatePlan(resolved);
    if (!planPerf.error.isEmpty()) {
        ev.perfError = planPerf.error;
    } else if (!plan.hasWorkload) {
        ev.perfError = PlanEvaluationText::tr("No workload: set a model in the Workload panel");
    } else if (planPerf.result) {
        ev.perf = planPerf.result;
        if (!ev.perf->ok() && ev.perf->status != perf::PerfStatus::DoesNotFit)
            ev.perfError = ev.perf->error;
        // The band of its regime, as `aiplanner-cli simulate` prints it; the report is computed once per process
        // (on the first evaluation's worker thread, never on the GUI thread).
        if ((ev.perf->ok() || ev.perf->status == perf::PerfStatus::DoesNotFit) && planPerf.cluster)
            ev.accuracy = validation::accuracyFor(plan.workload, *planPerf.cluster, *ev.perf,
                                                  validation::validationReport(catalog));
    }
    if (plan.hasWorkload && plan.workload.kind == WorkloadKind::Inference && planPerf.cluster)
        ev.serving = servingSizing(plan.workload, *planPerf.cluster);
    if (extras)
        ev.extras = computePerfExtras(plan, planPerf.cluster, planPerf.error, kStrategyTableRows,
                                      planPerf.cluster && plan.hasWorkload ? &validation::validationReport(catalog)
                                                                           : nullptr);
    ev.ruleFindings = planFindings(resolved, FindingScope::All, &planPerf, &ev.quote);
    for (const Finding &f : std::as_const(ev.ruleFindings))
        ev.findings.append({severityOf(f.severity), f.code, f.message, f.reason, f.serverId, f.sku});

    if (!plan.servers.isEmpty()) {
        // The owned cluster's throughput is the simulation above, with or without a result (the TCO would otherwise
        // resolve the plan and simulate it again); a serving plan's is its serving capacity on that cluster.
        CloudThroughputCache::Answer owned;
        owned.throughput
            = tco::ownedThroughput(plan, planPerf.result ? &*planPerf.result : nullptr,
                                   planPerf.cluster ? &*planPerf.cluster : nullptr, planPerf.error, &owned.why);
        const QString ownedWhy = owned.why;
        CachedThroughputSource source(cache, std::move(owned));
        ev.tco = tco::tcoForPlan(resolved, &source, &ev.quote);
        // The cost per million tokens is read off this one TCO: the Cost tab and the sizing show the same figure.
        if (ev.serving && ev.serving->result.ok)
            ev.serving->cost = tco::servingCostFromTco(plan, *ev.tco, ownedWhy);
    }
    ev.evaluationMs = double(timer.nsecsElapsed()) / 1e6;
    return ev;
}

} // namespace aip
