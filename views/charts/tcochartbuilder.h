#pragma once
// The cumulative cost chart of a plan's TCO: owned against each cloud option, month by month over the horizon,
// with each option's break-even month marked. The TCO tab, the scenario comparison and the PDF quote use it.
// The series hold the model's numbers unchanged (tco::TcoResult owned.monthly and cloud[i].monthly, month m+1
// at index m); the y axis only labels them ($20M).
//
// The caller owns the chart (a QChartView takes it over with setChart()). To paint it into a PDF without a
// window, see chartrender.h: renderChart(chart, &painter, rect).

#include "charts/chartstyle.h"
#include "charts/charttable.h"
#include "tco/plantco.h"

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace aip::charts {

// "Cloud: aws-p4d.24xlarge, on demand (16 instances)" — how charts and tables name a cloud option.
QString cloudOptionName(const tco::CloudCost &cloud);
// "aws-p4d.24xlarge, on demand" — for legends where the instance count would crowd the line.
QString cloudOptionShortName(const tco::CloudCost &cloud);
// The pricing mode in words ("on demand", "1-year reserved", ...).
QString pricingName(const QString &pricing);

QChart *buildTcoChart(const tco::PlanTco &tco, ChartTheme theme = ChartTheme::Light);
// month, owned_<cur>, one column per cloud option; the chart's data row by row.
ChartTable tcoChartTable(const tco::PlanTco &tco);

} // namespace aip::charts
