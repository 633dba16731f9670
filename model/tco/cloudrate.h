#pragma once
// The hourly rate of a cloud instance for a pricing mode: the plan's `hourly_rate`, else the catalog's rate for
// the mode, else on-demand less the sourced commitment or spot discount of tcodefaults.h (said in `source`).
// Spot pays an interruption overhead on top (extra instance-hours for the same work).

#include "hardware/part.h"

#include <QString>

#include <optional>

namespace aip::tco {

struct CloudRate {
    double listRate = 0;      // $/h per instance for the mode, in the plan's currency
    double effectiveRate = 0; // listRate x (1 + interruption overhead) for spot, else listRate
    QString source;           // "plan", "catalog" or the discount applied to on-demand
    bool estimated = false;   // derived from on-demand rather than a published rate for the mode
};

// fx: units of the plan's currency per unit of the catalog part's currency.
// The pricing mode for people, in the interface language: "on demand", "1-year reserved", "3-year reserved",
// "spot"; an unknown mode as it is. The plan file and JSON keep the tokens (on_demand, reserved_1y, ...).
QString pricingLabel(const QString &pricing);

std::optional<CloudRate> cloudRate(const CloudSpec &spec, const QString &pricing, std::optional<double> planRate,
                                   double fx, double spotInterruptionPct);

} // namespace aip::tco
