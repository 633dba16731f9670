#pragma once
// Size to target (issue 18): "we must train this within D days, within this budget and these racks: what should we
// buy, or rent?" The sweep runs over every option of systemoption.h, finds for each the node counts worth showing
// with the performance model's strategy search (nodesweep.h), costs them on the same work (candidatecost.h) and
// ranks them: the candidates that meet the target first, cheapest first; the cheapest and the fastest that meet it;
// the Pareto front of time against cost. The GUI runs it off its thread with progress and cancel; the CLI's `size`
// prints it.

#include "hardware/partcatalog.h"
#include "plan/plan.h"
#include "sizing/sizingresult.h"

#include <QString>

#include <atomic>
#include <functional>
#include <optional>

namespace aip::sizing {

struct SweepControl {
    // After each option, from the thread that swept it (calls are serialized); may be empty.
    std::function<void(int done, int total)> progress;
    const std::atomic<bool> *cancel = nullptr; // set to stop early: the result says `cancelled`
    int threads = 0;                           // 0: one per core
};

// nullopt with *error (for users) when the plan gives nothing to size for (resolveTarget()).
std::optional<SizingResult> sizeToTarget(const Plan &plan, const PartCatalog &catalog, const TargetOverrides &overrides,
                                         QString *error, const SweepControl &control = {});

// The indices of the candidates on the Pareto front of (days, cost): none faster is as cheap. Fastest first.
QList<int> paretoFront(const QList<SizingCandidate> &candidates);

} // namespace aip::sizing
