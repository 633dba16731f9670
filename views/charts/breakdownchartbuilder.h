#pragma once
// The step-time breakdown of one simulation as one horizontal stacked bar: compute, recompute, tensor-parallel
// communication, pipeline bubble, pipeline sends, exposed data-parallel communication, optimizer and data stall,
// in seconds per step (perf::StepBreakdown). The parts add up to the model's step time; the bar is titled with
// the model's bottleneck in words. Used by the Performance tab and the PDF quote (see chartrender.h).

#include "charts/chartstyle.h"
#include "charts/charttable.h"
#include "perf/perfresult.h"

#include <QList>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace aip::charts {

struct BreakdownPart {
    QString key;     // the `simulate --json` breakdown member ("compute_s")
    QString label;   // in words, translated
    QString meaning; // what the part is, for the tooltip
    double seconds = 0;
};

// The parts in stacking order, straight from the result's breakdown.
QList<BreakdownPart> breakdownParts(const perf::StepBreakdown &breakdown);

QChart *buildBreakdownChart(const perf::PerfResult &result, ChartTheme theme = ChartTheme::Light);
// part, key, seconds_per_step; a last row "step" with the model's step time.
ChartTable breakdownChartTable(const perf::PerfResult &result);

} // namespace aip::charts
