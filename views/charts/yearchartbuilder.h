#pragma once
// The cost of each year of the horizon: the owned cluster's cash costs stacked (capex, energy, colocation,
// operations, maintenance; residual value as a negative part in the last year) with each cloud option's cost
// that year drawn as a line with markers across the columns. From tco::TcoResult::years, unchanged.

#include "charts/chartstyle.h"
#include "charts/charttable.h"
#include "tco/plantco.h"

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace aip::charts {

QChart *buildYearChart(const tco::PlanTco &tco, ChartTheme theme = ChartTheme::Light);
// year, capex, energy, colocation, operations, maintenance, residual, owned_cash, then one column per cloud option.
ChartTable yearChartTable(const tco::PlanTco &tco);

} // namespace aip::charts
