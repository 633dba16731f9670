#pragma once
// The numbers of the plan's `workload.serving` section (issue 16, item 5), each a field of the plan's field table
// (planfields::numericFields(): its key, range and whether it is whole) bound to its member of Serving. The plan
// reader, the plan writer and the Workload panel walk this list, so a serving number's key, limits and member are
// named once; servingKeys() is the reader's list of known members.

#include "plan/memberfields.h"
#include "plan/plan.h"
#include "plan/planfields.h"

#include <QList>
#include <QStringList>

namespace aip::planfields {

// The two members of workload.serving that are names, not numbers.
inline constexpr char kServingKvPrecision[] = "kv_precision";
inline constexpr char kServingWeightQuant[] = "weight_quant";

using ServingNumber = MemberNumber<Serving>;

const QList<ServingNumber> &servingNumbers();
// The number at `path` ("workload.serving.tp"), or null.
const ServingNumber *servingNumber(QStringView path);
// Every JSON key of workload.serving: its numbers' and its names' (kv_precision, weight_quant).
QStringList servingKeys();

} // namespace aip::planfields
