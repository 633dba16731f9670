#pragma once
// The scaling curve: throughput (tokens/s for transformers, samples/s otherwise) and scaling efficiency
// (throughput per GPU relative to the smallest point) against node count, or, for a one-node plan, against the GPUs of
// its node, from perf::scalingCurve(). Counts are on a log-2 axis (1, 2, 4, ...); points the model could not evaluate
// are left out.

#include "charts/chartstyle.h"
#include "charts/charttable.h"
#include "perf/perfresult.h"

#include <QList>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace aip::charts {

// A one-node plan's curve (perf::scalingCurve): its points are the GPUs of that node, 1, 2, 4, ... and all.
bool scalingOverGpus(const QList<perf::ScalingPoint> &points);
QChart *buildScalingChart(const QList<perf::ScalingPoint> &points, ChartTheme theme = ChartTheme::Light);
// nodes, gpus, samples_per_s, tokens_per_s, scaling_efficiency, tp, pp, dp, status
ChartTable scalingChartTable(const QList<perf::ScalingPoint> &points);

} // namespace aip::charts
