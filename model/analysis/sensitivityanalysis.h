#pragma once
// The sensitivity of the TCO comparison to its main assumptions: the difference owned minus cloud over the horizon
// (one cloud option) when each assumption alone moves by -swing and +swing (hardware price, $/kWh, PUE,
// utilization, the cloud's hourly price, years). Every figure comes from tco::tcoForPlan() on a changed copy of
// the plan (or of the catalog, for hardware prices); this file only changes inputs and collects answers, so the
// tornado chart shows the TCO model's numbers.
//
// Bounds: utilization stays within (0, 1], PUE at or above 1.0, years are whole (3 years at +-20 % gives 2 and 4).

#include "hardware/partcatalog.h"
#include "plan/plan.h"
#include "tco/cloudcost.h"
#include "tco/throughputsource.h"

#include <QList>
#include <QString>

namespace aip {

struct SensitivityBar {
    QString key;   // "hardware_price", "electricity_per_kwh", "pue", "utilization", "cloud_price", "years"
    QString label; // translated
    QString unit;
    double baseValue = 0, lowValue = 0, highValue = 0; // the assumption's value at base, -swing, +swing
    double lowDifference = 0, highDifference = 0;      // owned total - cloud total at the low and high values
    double lowDelta = 0, highDelta = 0;                // the same less the base difference
    double spread() const;                             // |highDelta - lowDelta|: the bar's length
};

struct SensitivityResult {
    int cloudIndex = 0;
    tco::CloudCost cloud; // the cloud option compared with (the views name it: charts::cloudOptionName)
    int horizonMonths = 0;
    double baseOwned = 0, baseCloud = 0, baseDifference = 0;
    double swing = 0.2;
    QList<SensitivityBar> bars; // widest first
    QString error;              // for users, when the plan has no TCO or no cloud option
    bool ok() const { return error.isEmpty(); }
};

SensitivityResult computeSensitivity(const Plan &plan, const PartCatalog &catalog, tco::ThroughputSource *source,
                                     int cloudIndex = 0, double swing = 0.2);

} // namespace aip
