#pragma once
// The rule book (issue 16): every finding about a plan, from one function. The findings panel, the summary strip,
// the build canvas' judgement of an edit, `aiplanner-cli check`, `simulate` and `quote`, and the quote PDF all read
// planFindings(), so the GUI and the CLI cannot disagree: `check` exits 1 exactly when the GUI shows an error.
//
// The findings come from a list of finding sources (kFindingSources in planfindings.cpp): the compatibility rules
// (model/rules), the workload (a model the performance model knows), the memory fit (the performance model's
// verdict) and the prices (what the quote cannot price). A new kind of finding (a stale price, a performance
// warning) is one more source in that list, not a check of its own in a panel or a command.

#include "hardware/partcatalog.h"
#include "hardware/serverconfig.h"
#include "perf/clusterhardware.h"
#include "perf/perfresult.h"
#include "plan/plan.h"
#include "quote/quotepricing.h"
#include "rules/finding.h"

#include <QList>
#include <QString>

#include <optional>

namespace aip {

// The performance model's result for a plan, as the findings and the GUI's evaluation both compute it.
struct PlanPerf {
    std::optional<perf::PerfResult> result; // none: no cluster with a known GPU, or no workload
    QString gpuSku;                         // the cluster's GPU
    QString error;                          // why there is no result (no GPU, no workload)
    // The plan resolved against the catalog (once per evaluation: the accuracy band reads it too).
    std::optional<perf::ClusterHardware> cluster = std::nullopt;
};
// Simulates the plan's workload on its cluster (perf::clusterFromPlan, perf::simulate).
PlanPerf simulatePlan(const Plan &plan, const PartCatalog &catalog);
PlanPerf simulatePlan(const ResolvedPlan &resolved);

// What the finding sources read: the plan, the catalog, its servers resolved once, the performance model's result
// and (FindingScope::All) the priced quote, each computed once for all sources.
struct FindingInput {
    const Plan &plan;
    const PartCatalog &catalog;
    const QList<ResolvedServer> &servers;
    const PlanPerf &perf;
    const PricedQuote *priced; // null in FindingScope::Rules
};
using FindingSource = void (*)(const FindingInput &in, QList<Finding> &out);

// Which sources to run. Rules: the compatibility rules and the workload's model, cheap enough to judge every
// edit of the build canvas; All: everything, including the performance model's memory fit and the prices.
enum class FindingScope { Rules, All };

// Every finding about the plan, errors first, then warnings, then notes (each in the sources' order).
// perf: the result of simulatePlan(plan, catalog) when the caller has it already (the GUI's evaluation), so it is
// not computed twice; null computes it when the scope needs it.
QList<Finding> planFindings(const Plan &plan, const PartCatalog &catalog, FindingScope scope = FindingScope::All,
                            const PlanPerf *perf = nullptr);
// The same on a plan resolved once for the whole evaluation; priced: priceQuote(resolved) when the caller has it
// already, else (FindingScope::All) it is priced here, once for every source.
QList<Finding> planFindings(const ResolvedPlan &resolved, FindingScope scope, const PlanPerf *perf,
                            const PricedQuote *priced);

} // namespace aip
