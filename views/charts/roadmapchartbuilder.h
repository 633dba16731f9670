#pragma once
// The three-year roadmap as a chart (issue 18): the cumulative cost of buying more when needed, bursting the excess
// to the cloud and buying bigger now, month by month, with the month the plan's cluster runs out marked. The
// Roadmap page and the PDF quote's appendix use it; the series hold the roadmap's numbers (month m+1 at index m).

#include "charts/chartstyle.h"
#include "charts/charttable.h"
#include "sizing/roadmap.h"

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace aip::charts {

QChart *buildRoadmapChart(const sizing::Roadmap &roadmap, ChartTheme theme = ChartTheme::Light);
// month, one cumulative-cost column per path.
ChartTable roadmapChartTable(const sizing::Roadmap &roadmap);
// The path's name in words: "buy more when needed", "burst to the cloud", "buy bigger now".
QString roadmapPathName(const QString &path);

} // namespace aip::charts
