#pragma once
// A candidate of the size sweep as an ordinary plan (issue 18: "one action turns a candidate into a new plan"),
// then edited, checked and quoted like any other. The size sweep costs owned candidates on this same plan, so the
// plan's quote and TCO are the figures the table showed.
//   owned: the candidate's node (chassis and parts) x its count, its fabric (none for one node), the target's
//          work with the candidate's strategy written out, so simulate() gives the time the table showed;
//   cloud: the plan's own servers kept for comparison, its cloud options replaced by the candidate's instance
//          type, pricing and count.
// Everything else (costs, quote, rack, target, growth, unknown members) comes from the plan sized.

#include "plan/plan.h"
#include "sizing/sizingresult.h"
#include "sizing/systemoption.h"

namespace aip::sizing {

Plan candidatePlan(const Plan &base, const SystemOption &option, const SizingCandidate &candidate,
                   const SizingTarget &target);

// The strategy as the plan's parallelism and micro_batch, every member set.
void writeStrategy(Workload &workload, const perf::Strategy &s);

} // namespace aip::sizing
