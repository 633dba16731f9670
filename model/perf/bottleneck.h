#pragma once
// The bottleneck of a step, in words a planner can act on: which part of the breakdown dominates and the
// hardware figure behind it (the link, the NICs, the drives, the cores).

#include "perf/stepmodel.h"

#include <QString>

namespace aip::perf {

QString describeBottleneck(const StepModel &model, const Strategy &s, const StepEstimate &e);

} // namespace aip::perf
