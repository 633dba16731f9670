#pragma once
// Bus bandwidth against message size, one line per collective, as perf::collectiveReport() predicts it for the
// cluster; optionally with a measured nccl-tests run (nccltestsparser.h) drawn over the prediction of its
// collective, so a user sees where the cluster falls short of (or beats) the model. x is log2(message bytes),
// labelled in bytes; y is the model's busbw unchanged, bandwidth in GB/s as nccl-tests prints it (busbw = algbw x
// 2(n-1)/n for all-reduce).

#include "charts/chartstyle.h"
#include "charts/charttable.h"
#include "perf/nccltestsparser.h"
#include "perf/perfresult.h"

#include <QList>

#include <optional>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace aip::charts {

// A message size as nccl-tests sweeps them, in powers of two ("8 B", "32 KiB", "8 GiB").
QString messageSizeLabel(double bytes);
// The collective in words ("all-reduce").
QString collectiveLabel(const QString &collective);

QChart *buildCollectiveChart(const QList<perf::CollectiveRow> &predicted, const NcclTestsRun *measured = nullptr,
                             ChartTheme theme = ChartTheme::Light);
// collective, ranks, tier, bytes, time_s, algbw_gb_s, busbw_gb_s (the prediction), then measured rows
// (tier "measured") when a run is given.
ChartTable collectiveChartTable(const QList<perf::CollectiveRow> &predicted, const NcclTestsRun *measured = nullptr);

// The prediction for `collective` at the size nearest `bytes` (same sweep), for comparing with a measured row.
std::optional<perf::CollectiveRow> predictionAt(const QList<perf::CollectiveRow> &predicted, const QString &collective,
                                                double bytes);

} // namespace aip::charts
