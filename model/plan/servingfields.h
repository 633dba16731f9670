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

// The members of workload.serving that are names, not numbers.
inline constexpr char kServingKvPrecision[] = "kv_precision";
inline constexpr char kServingWeightQuant[] = "weight_quant";
inline constexpr char kServingMig[] = "mig";

using ServingNumber = MemberNumber<Serving>;

const QList<ServingNumber> &servingNumbers();
// The number at `path` ("workload.serving.tp"), or null.
const ServingNumber *servingNumber(QStringView path);
// Every JSON key of workload.serving: its numbers' and its names' (kv_precision, weight_quant, mig).
QStringList servingKeys();
// Whether `name` is written like a MIG profile, "<g>g.<memory>gb" ("1g.10gb", "7g.141gb"): what the plan reader checks
// of workload.serving.mig without the GPU (perf/mig.h matches it against the plan's GPU).
bool isMigProfileName(QStringView name);

} // namespace aip::planfields
