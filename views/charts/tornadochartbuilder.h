#pragma once
// The tornado chart of the sensitivity analysis (analysis/sensitivityanalysis.h): for each assumption, how much the
// difference owned minus cloud over the horizon changes when the assumption moves down (one bar) and up (the
// other), widest on top. The bars are SensitivityBar::lowDelta and highDelta unchanged.

#include "analysis/sensitivityanalysis.h"
#include "charts/chartstyle.h"
#include "charts/charttable.h"

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace aip::charts {

// "Electricity price (0.08 – 0.12 per kWh)"
QString sensitivityLabel(const SensitivityBar &bar, const QString &currency);

QChart *buildTornadoChart(const SensitivityResult &result, const QString &currency,
                          ChartTheme theme = ChartTheme::Light);
// assumption, base, low, high, difference_low, difference_high, delta_low, delta_high
ChartTable tornadoChartTable(const SensitivityResult &result);

} // namespace aip::charts
