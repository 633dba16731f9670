#pragma once
// The serving chart (issue 20): time to first token and time per output token of one replica against the
// sequences it holds in flight (log-2 axis, from one sequence to what its KV cache holds), with the plan's limits
// drawn as dashed lines in the same colours and the operating point marked. The table behind it adds each point's
// output tokens/s and requests/s, so the chart reads as latency against throughput. A CNN or encoder gets the
// latency of one batch and the images or sequences per second it answers against the batch, with its latency limit
// and operating point.

#include "analysis/servingsizing.h"
#include "charts/chartstyle.h"
#include "charts/charttable.h"

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace aip::charts {

QChart *buildServingChart(const ServingSizing &sizing, ChartTheme theme = ChartTheme::Light);
// concurrency, ttft_s, tpot_s, output_tokens_per_s, requests_per_s; a CNN or encoder: batch, latency_s,
// images_per_s or sequences_per_s
ChartTable servingChartTable(const ServingSizing &sizing);

} // namespace aip::charts
