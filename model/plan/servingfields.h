#pragma once
// The numbers of the plan's `workload.serving` section (issue 16, item 5), each a field of the plan's field table
// (planfields::numericFields(): its key, range and whether it is whole) bound to its member of Serving. The plan
// reader, the plan writer and the Workload panel walk this list, so a serving number's key, limits and member are
// named once; servingKeys() is the reader's list of known members.

#include "plan/plan.h"
#include "plan/planfields.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace aip::planfields {

// The two members of workload.serving that are names, not numbers.
inline constexpr char kServingKvPrecision[] = "kv_precision";
inline constexpr char kServingWeightQuant[] = "weight_quant";

struct ServingNumber {
    const char *path;                               // "workload.serving.input_tokens", a path of numericFields()
    std::optional<int> Serving::*whole = nullptr;   // the member, for a whole-number field
    std::optional<double> Serving::*real = nullptr; // the member, for the others
    const NumericField &field() const;              // its row of the table
    const char *key() const;                        // "input_tokens"
    std::optional<double> value(const Serving &s) const;
    void setValue(Serving &s, std::optional<double> v) const;
};

const QList<ServingNumber> &servingNumbers();
// The number at `path` ("workload.serving.tp"), or null.
const ServingNumber *servingNumber(QStringView path);
// Every JSON key of workload.serving: its numbers' and its names' (kv_precision, weight_quant).
QStringList servingKeys();

} // namespace aip::planfields
