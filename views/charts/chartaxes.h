#pragma once
// Axes whose labels are formatted for people while the series keep the models' raw numbers (STYLE.md 8): a
// QCategoryAxis whose boundaries sit on "nice" tick values (1, 2, 2.5, 5 x 10^n) and whose labels are made by a
// formatter ($20M, 80 GB). Series attach to it like to a QValueAxis, so the data stay in dollars and bytes.

#include "common/formatting.h"

#include <QString>

#include <functional>

QT_BEGIN_NAMESPACE
class QCategoryAxis;
class QChart;
class QValueAxis;
QT_END_NAMESPACE

namespace aip::charts {

using AxisFormatter = std::function<QString(double)>;

// The tick step that divides [0, span] into about `ticks` intervals of a round size.
double niceStep(double span, int ticks = 5);

// A value axis from `min` to at least `max`, rounded outward to whole steps, labelled by `format`.
QCategoryAxis *labelledAxis(double min, double max, const AxisFormatter &format, const QString &title, int ticks = 5);
// Axis labels come from the program's one formatter (common/formatting.h): fmt::moneyShort for money ("$125M",
// "$2.5M", "$800k") and fmt::compactNumber for plain numbers ("12.5", "0.25", "1,200"), known here by that name.
using fmt::compactNumber;

// A plain numeric axis with a title and a printf label format ("%d", "%.1f").
QValueAxis *valueAxis(double min, double max, const QString &title, const QString &labelFormat);

} // namespace aip::charts
