#include "analysis/planfindings.h"

#include "perf/clusterhardware.h"
#include "perf/modelarch.h"
#include "perf/perfmodel.h"
#include "quote/quotepricing.h"
#include "rules/compatibilityrules.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace aip {

namespace {

// The compatibility rules: parts against the chassis, the node's balance, racks, fabric, cloud options, the
// workload's parallelism against the GPUs (model/rules).
void rulesSource(const FindingInput &in, QList<Finding> &out)
{
    out += checkPlan(in.plan, in.catalog);
}

// A workload whose model the performance model does not know cannot be simulated: an error of the plan as much
// as a missing part is.
void workloadSource(const FindingInput &in, QList<Finding> &out)
{
    if (!in.plan.hasWorkload)
        return;
    QString error;
    if (!perf::resolveModel(in.plan.workload.model, &error))
        out.append({Severity::Error,
                    QStringLiteral("workload-model"),
                    QStringLiteral("workload.model: %1").arg(error),
                    QCoreApplication::translate("Rules",
                                                "The performance model needs a known preset or a complete "
                                                "architecture."),
                    {},
                    {}});
}

// The memory fit: the performance model's memory per GPU against the GPU's capacity.
void memorySource(const FindingInput &in, QList<Finding> &out)
{
    // A serving plan (issue 20) holds weights and KV cache, not a training step's memory: perf/inference.h sizes it.
    if (in.plan.workload.kind == WorkloadKind::Inference)
        return;
    const std::optional<perf::PerfResult> &r = in.perf.result;
    if (r && r->status == perf::PerfStatus::DoesNotFit)
        out.append({Severity::Error,
                    QStringLiteral("memory"),
                    QCoreApplication::translate("Rules", "The model does not fit in GPU memory"),
                    r->error,
                    {},
                    in.perf.gpuSku});
}

// The prices: what the quote cannot price (a part in a currency the plan has no exchange rate for). Parts that are
// not in the catalog or not of the right kind are the rules' findings already.
void priceSource(const FindingInput &in, QList<Finding> &out)
{
    if (in.plan.servers.isEmpty())
        return;
    const PricedQuote priced = priceQuote(in.plan, in.catalog);
    for (const QString &problem : priced.problems) {
        const bool reported = std::any_of(out.cbegin(), out.cend(), [&problem](const Finding &f) {
            return f.severity == Severity::Error && !f.sku.isEmpty() && problem.contains(f.sku)
                && (f.code == QLatin1String("wrong-category") || f.code == QLatin1String("unknown-sku"));
        });
        if (!reported)
            out.append({Severity::Error,
                        QStringLiteral("price"),
                        problem,
                        QCoreApplication::translate("Rules",
                                                    "A quote prices every part in the plan's currency; a part it "
                                                    "cannot price would be missing from the total."),
                        {},
                        {}});
    }
}

struct SourceEntry {
    FindingSource run;
    FindingScope scope; // the narrowest scope that runs it
};

// The finding sources, in the order their findings are listed (within a severity). Add new kinds of findings
// here (helper "tco": the stale-price finding; helper "parallel": performance findings): a source reads the
// FindingInput (plan, catalog, the performance result) and appends Findings with a stable code. Sources that
// need the performance model or the prices belong to FindingScope::All; FindingScope::Rules is what the build
// canvas runs on every drag move, so it must stay cheap.
const SourceEntry kFindingSources[] = {
    {rulesSource, FindingScope::Rules},
    {workloadSource, FindingScope::Rules},
    {memorySource, FindingScope::All},
    {priceSource, FindingScope::All},
};

} // namespace

PlanPerf simulatePlan(const Plan &plan, const PartCatalog &catalog)
{
    PlanPerf out;
    QString error;
    const std::optional<perf::ClusterHardware> cluster = perf::clusterFromPlan(plan, catalog, &error);
    if (!cluster) {
        out.error = error;
        return out;
    }
    out.gpuSku = cluster->gpuSku;
    if (plan.hasWorkload)
        out.result = perf::simulate(plan.workload, *cluster);
    out.cluster = cluster;
    return out;
}

QList<Finding> planFindings(const Plan &plan, const PartCatalog &catalog, FindingScope scope, const PlanPerf *perf)
{
    PlanPerf computed;
    if (scope == FindingScope::All && !perf) {
        computed = simulatePlan(plan, catalog);
        perf = &computed;
    }
    const FindingInput in{plan, catalog, perf ? *perf : computed};
    QList<Finding> out;
    for (const SourceEntry &source : kFindingSources) {
        if (source.scope == FindingScope::Rules || scope == FindingScope::All)
            source.run(in, out);
    }
    // Errors first, then warnings, then notes; the sources' order within each.
    std::stable_sort(out.begin(), out.end(),
                     [](const Finding &a, const Finding &b) { return int(a.severity) < int(b.severity); });
    return out;
}

} // namespace aip
