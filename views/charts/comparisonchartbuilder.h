#pragma once
// Several plans' cumulative cost curves in one chart (the scenario comparison): each plan in its own colour, its
// owned cluster solid and its cloud options dashed, in the plot and in the legend; the cost axis is logarithmic when
// the figures span orders of magnitude. The series hold each plan's tco::TcoResult monthly figures unchanged.

#include "charts/chartstyle.h"
#include "charts/charttable.h"
#include "tco/plantco.h"

#include <QList>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace aip::charts {

struct NamedTco {
    QString name; // the plan's name (or file name)
    tco::PlanTco tco;
};

// Whether the cost axis is logarithmic: when the figures span two orders of magnitude or more (a workstation beside
// a cluster), so every plan's curve is readable.
bool useLogScale(double minPositive, double max);
QChart *buildComparisonChart(const QList<NamedTco> &plans, ChartTheme theme = ChartTheme::Light);
// month, then per plan: owned and each cloud option.
ChartTable comparisonChartTable(const QList<NamedTco> &plans);

} // namespace aip::charts
