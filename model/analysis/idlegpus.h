#pragma once
// An idle GPU (issue 17, item 4): the parallel strategy the plan runs (the best the search found when its parallelism
// is open) uses fewer GPUs than the cluster holds, so some are bought and never used. A warning of the rule book
// (planfindings.cpp lists it as a finding source), so the findings panel, `check`, `quote` and the PDF say the same:
// how many are idle and what they cost.

#include "analysis/planfindings.h"
#include "quote/quotepricing.h"

#include <QList>

namespace aip {

// The idle GPUs of the plan's training run; 0 when every GPU works, or there is no result to judge.
int idleGpus(const PlanPerf &perf, const Plan &plan);
// What the idle GPUs cost in the quote's currency: their lines' price after discounts; for GPUs that come built into
// a system (no GPU line), their share of that server type's lines.
double idleGpuCost(const PricedQuote &priced, const PlanPerf &perf, int idle);
// The finding source: a warning "2 of the 8 GPUs are idle ...".
void idleGpuSource(const FindingInput &in, QList<Finding> &out);

} // namespace aip
