#pragma once
// The cost assumptions of one TCO run: the plan's `costs` with every unset value replaced by its sourced
// default (tcodefaults.h), and the list of assumptions (value, unit, source) that the GUI, CLI and PDF show.

#include "plan/plan.h"

#include <QList>
#include <QString>

#include <optional>

namespace aip::tco {

struct TcoSettings {
    int years = 3;
    double electricityPerKwh = 0.10;
    double pue = 1.4;
    double utilization = 0.85;
    double idlePowerFraction = 0.30;
    double colocationPerKwMonth = 184.06;
    bool colocationIncludesPower = false;
    double rackPerMonth = 0; // rack space per rack and month, on top of the per-kW rate (costs.rack_per_month)
    double opsPerServerYear = 2500;
    std::optional<double> opsFtes; // when set, operations cost FTEs x fteCostPerYear instead of per server
    double fteCostPerYear = 250000;
    double maintenancePctPerYear = 0;
    double residualPct = 0;
    std::optional<double> discountRatePct; // NPV; unset = no discounting
    double networkPct = 12.5;
    double capexOverheadPct = 0;
    double spotInterruptionPct = 10;

    int months() const { return years * 12; }
};

struct Assumption {
    QString key;   // the plan's costs member ("pue") or a model constant ("hours_per_month")
    QString label; // in words, translated
    double value = 0;
    QString unit;   // "USD/kWh", "%", "h", ...
    QString source; // where the default comes from, or "plan" when the user set it
    bool fromPlan = false;
};

// Money defaults are in USD; usdRate converts them to the plan's currency (units of it per USD).
TcoSettings resolveSettings(const Costs &costs, double usdRate = 1.0);
QList<Assumption> describeSettings(const Costs &costs, const TcoSettings &settings, const QString &currency);

} // namespace aip::tco
