#pragma once
// Memory per GPU as one stacked column (weights, gradients, optimizer states, activations, framework overhead)
// against the GPU's capacity, drawn as a line across it. From perf::MemoryBreakdown, in bytes.
// "Framework overhead" is the model's total less the four parts it itemizes, so the stack ends at the model's
// total exactly.

#include "charts/chartstyle.h"
#include "charts/charttable.h"
#include "perf/perfresult.h"

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace aip::charts {

QChart *buildMemoryChart(const perf::PerfResult &result, ChartTheme theme = ChartTheme::Light);
// part, bytes_per_gpu; rows for the parts, the total and the capacity.
ChartTable memoryChartTable(const perf::PerfResult &result);

} // namespace aip::charts
