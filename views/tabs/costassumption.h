#pragma once
// Setting one TCO assumption (a key of tco::describeSettings(), e.g. "pue") on a plan's costs, with the range
// the model accepts; the assumptions table turns each accepted edit into an undo command.

#include "plan/plan.h"

#include <QString>

namespace aip {

// Sets `key` to `value` in `costs`. False with *error (for users) when the key is not editable or the value is out
// of the range the plan file accepts (model/plan/planfields.h, the one range of each field).
bool setCostAssumption(Costs &costs, const QString &key, double value, QString *error);

} // namespace aip
