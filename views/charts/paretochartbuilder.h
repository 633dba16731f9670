#pragma once
// The size sweep's answer as a chart (issue 18): every candidate with a time at (days to train, TCO), the ones that
// meet the target apart from those that do not, the Pareto front of time against cost as a line, the cheapest and
// the fastest marked, the deadline as a vertical line. Costs span two orders of magnitude (a few spot instances to
// a thousand owned nodes), so the cost axis is logarithmic: the series hold log10 of the TCO and the axis labels the
// money ($20M); the chart's table keeps the TCO itself.

#include "charts/chartstyle.h"
#include "charts/charttable.h"
#include "sizing/sizingresult.h"

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace aip::charts {

QChart *buildParetoChart(const sizing::SizingResult &result, ChartTheme theme = ChartTheme::Light);
// candidate, where, system, pricing, nodes, days, tco_<cur>, meets_target, pareto: the chart's points row by row.
ChartTable paretoChartTable(const sizing::SizingResult &result);

// "40 x aws-p6-b200.48xlarge, spot": how the chart, the table and the dialog name a candidate.
QString candidateName(const sizing::SizingCandidate &c);

} // namespace aip::charts
