#pragma once
// The JSON of `aiplanner-cli size --json` (DESIGN.md "Contract additions (2026-12)"):
//   {"candidates": [{"where", "system", "nodes", "gpus", "strategy", "days", "capex", "tco", "power_kw", "racks",
//                    "meets_target", "binding", ...}], "cheapest", "fastest", "pareto"}
// cheapest and fastest are indices into candidates (null when no candidate meets the target), pareto a list of
// them. Added keys: per candidate "pricing" (cloud), "gpu", "run_cost", "mfu", "price_estimated"; at the root
// "target", "currency", "horizon_months", "options", "pruned", "notes".

#include "sizing/sizingresult.h"

#include <QJsonObject>
#include <QList>

namespace aip::sizing {

// The candidates to list when at most `top` are wanted (0 = all): the first `top`, and every one the cheapest, the
// fastest and the Pareto front name, in the result's order.
QList<int> listedCandidates(const SizingResult &r, int top);

QJsonObject toJson(const SizingCandidate &c);
QJsonObject toJson(const SizingResult &r, int top = 0);

} // namespace aip::sizing
