// The performance charts (memory, scaling, collectives) carry model/perf's numbers; the nccl-tests parser reads
// real output, launcher prefixes and all.
#include "charts/collectivechartbuilder.h"
#include "charts/memorychartbuilder.h"
#include "charts/scalingchartbuilder.h"
#include "perf/clusterhardware.h"
#include "perf/nccltestsparser.h"
#include "perf/perfmodel.h"
#include "test_charts_fixture.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QCoreApplication>
#include <QLineSeries>
#include <QScatterSeries>
#include <QStackedBarSeries>

#include <cmath>
#include <memory>

using namespace aip;

namespace {
// all_reduce_perf on 16 H100 (two nodes, 8x400G IB), as published with a public MPI-operator example.
const char *kH100AllReduce
    = R"(# nThread 1 nGpus 1 minBytes 536870912 maxBytes 8589934592 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0
#
# Using devices
#  Rank  0 Group  0 Pid     16 on nccl-tests-h100-worker-0 device  0 [0x19] NVIDIA H100 80GB HBM3
#  Rank  1 Group  0 Pid     17 on nccl-tests-h100-worker-0 device  1 [0x3a] NVIDIA H100 80GB HBM3
#  Rank  2 Group  0 Pid     18 on nccl-tests-h100-worker-0 device  2 [0x4c] NVIDIA H100 80GB HBM3
#  Rank  3 Group  0 Pid     19 on nccl-tests-h100-worker-0 device  3 [0x5c] NVIDIA H100 80GB HBM3
#  Rank  4 Group  0 Pid     20 on nccl-tests-h100-worker-0 device  4 [0x9a] NVIDIA H100 80GB HBM3
#  Rank  5 Group  0 Pid     21 on nccl-tests-h100-worker-0 device  5 [0xba] NVIDIA H100 80GB HBM3
#  Rank  6 Group  0 Pid     22 on nccl-tests-h100-worker-0 device  6 [0xca] NVIDIA H100 80GB HBM3
#  Rank  7 Group  0 Pid     23 on nccl-tests-h100-worker-0 device  7 [0xda] NVIDIA H100 80GB HBM3
#  Rank  8 Group  0 Pid     16 on nccl-tests-h100-worker-1 device  0 [0x19] NVIDIA H100 80GB HBM3
#  Rank  9 Group  0 Pid     17 on nccl-tests-h100-worker-1 device  1 [0x3a] NVIDIA H100 80GB HBM3
#  Rank 10 Group  0 Pid     18 on nccl-tests-h100-worker-1 device  2 [0x4c] NVIDIA H100 80GB HBM3
#  Rank 11 Group  0 Pid     19 on nccl-tests-h100-worker-1 device  3 [0x5c] NVIDIA H100 80GB HBM3
#  Rank 12 Group  0 Pid     20 on nccl-tests-h100-worker-1 device  4 [0x9a] NVIDIA H100 80GB HBM3
#  Rank 13 Group  0 Pid     21 on nccl-tests-h100-worker-1 device  5 [0xba] NVIDIA H100 80GB HBM3
#  Rank 14 Group  0 Pid     22 on nccl-tests-h100-worker-1 device  6 [0xca] NVIDIA H100 80GB HBM3
#  Rank 15 Group  0 Pid     23 on nccl-tests-h100-worker-1 device  7 [0xda] NVIDIA H100 80GB HBM3
#
#                                                              out-of-place                       in-place          
#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong
#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)       
   536870912     134217728     float     sum      -1   5202.3  103.20  193.50      0   5377.7   99.83  187.19      0
  1073741824     268435456     float     sum      -1    10314  104.11  195.20      0    10339  103.85  194.73      0
  2147483648     536870912     float     sum      -1    20565  104.42  195.79      0    20583  104.33  195.62      0
  4294967296    1073741824     float     sum      -1    41198  104.25  195.47      0    41040  104.65  196.22      0
  8589934592    2147483648     float     sum      -1    81958  104.81  196.52      0    81960  104.81  196.51      0
# Out of bounds values : 0 OK
# Avg bus bandwidth    : 194.675 
#
)";

// The same table as mpirun prints it over EFA (launcher prefixes, NCCL INFO lines between the rows).
const char *kMpirunPrefixed
    = R"([1,0]<stdout>:#                                                              out-of-place                       in-place  
[1,0]<stdout>:#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong
[1,0]<stdout>:#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)  
[1,0]<stdout>:test-nccl-efa-worker-0:21:21 [0] NCCL INFO Launch mode Parallel
[1,0]<stdout>:           0             0     float     sum      -1     6.36    0.00    0.00      0     6.40    0.00    0.00      0
[1,0]<stdout>:           4             1     float     sum      -1    65.70    0.00    0.00      0    64.84    0.00    0.00      0
[1,0]<stdout>:          16             4     float     sum      -1    64.33    0.00    0.00      0    65.02    0.00    0.00      0
)";

perf::ClusterHardware smallCluster()
{
    QString error;
    const auto c = perf::clusterFromPlan(chartstest::smallPlan(), *chartstest::catalog(), &error);
    INFO(error.toStdString());
    REQUIRE(c.has_value());
    return *c;
}

// The chart's two series hold the points that ran, in order: x the node count (or, byGpus, the GPU count), throughput
// and efficiency as the curve gives them. Returns how many points the chart plots.
int checkScalingSeries(QChart *chart, const QList<perf::ScalingPoint> &points, bool byGpus)
{
    auto *throughput = qobject_cast<QLineSeries *>(chart->series().at(0));
    auto *efficiency = qobject_cast<QLineSeries *>(chart->series().at(1));
    REQUIRE(throughput);
    REQUIRE(efficiency);
    int i = 0;
    for (const perf::ScalingPoint &p : points) {
        if (!p.result.ok())
            continue;
        REQUIRE(i < throughput->count());
        CHECK(throughput->at(i).x() == (byGpus ? p.gpus : p.nodes));
        CHECK(throughput->at(i).y() == p.result.tokensPerS);
        CHECK(efficiency->at(i).y() == p.scalingEfficiency);
        ++i;
    }
    CHECK(i == throughput->count());
    CHECK(i == efficiency->count());
    return i;
}
} // namespace

TEST_CASE("nccl-tests output is parsed: sizes, out-of-place and in-place busbw, ranks and the average")
{
    const charts::NcclTestsRun run = charts::parseNcclTests(QString::fromUtf8(kH100AllReduce));
    REQUIRE(run.ok());
    CHECK(run.ranks == 16);
    REQUIRE(run.rows.size() == 5);
    CHECK(run.rows.first().bytes == 536870912.0);
    CHECK(run.rows.first().outOfPlaceTimeUs == 5202.3);
    CHECK(run.rows.first().outOfPlaceAlgbwGBs == 103.20);
    CHECK(run.rows.first().outOfPlaceBusbwGBs == 193.50);
    CHECK(run.rows.first().inPlaceBusbwGBs == 187.19);
    CHECK(run.rows.last().bytes == 8589934592.0);
    CHECK(run.rows.last().outOfPlaceBusbwGBs == 196.52);
    CHECK(run.averageBusbwGBs == 194.675);
}

TEST_CASE("nccl-tests output through mpirun: prefixes and NCCL INFO lines are skipped")
{
    const charts::NcclTestsRun run = charts::parseNcclTests(QString::fromUtf8(kMpirunPrefixed));
    REQUIRE(run.rows.size() == 3);
    CHECK(run.rows.at(1).bytes == 4);
    CHECK(run.rows.at(2).outOfPlaceTimeUs == 64.33);
    const charts::NcclTestsRun named = charts::parseNcclTests(QStringLiteral("$ ./build/all_gather_perf -b 8 -e 1G\n")
                                                              + QString::fromUtf8(kH100AllReduce));
    CHECK(named.collective == QStringLiteral("all_gather"));
}

TEST_CASE("text that is not nccl-tests output gives a reason, not rows")
{
    for (const char *text : {"", "hello world", "#  size count type\n1 2 3", "# size count busbw\n"}) {
        const charts::NcclTestsRun run = charts::parseNcclTests(QString::fromUtf8(text));
        CHECK_FALSE(run.ok());
        CHECK_FALSE(run.error.isEmpty());
    }
}

TEST_CASE("the memory chart names the pipeline rank its figures are for, where the stages differ")
{
    perf::PerfResult r;
    r.memory.totalBytes = 2e9;
    r.memory.capacityBytes = 80e9;
    r.memory.fits = true;
    auto title = [](const perf::PerfResult &result) {
        std::unique_ptr<QChart> chart(charts::buildMemoryChart(result));
        return chart->title();
    };
    CHECK(title(r) == QStringLiteral("Memory per GPU: 2.0 GB of 80.0 GB"));
    r.memory.pipelineRank = 3;
    CHECK(title(r) == QStringLiteral("Memory per GPU (pipeline rank 3): 2.0 GB of 80.0 GB"));
    r.memory.fits = false;
    r.memory.totalBytes = 90e9;
    CHECK(title(r) == QStringLiteral("Memory per GPU (pipeline rank 3): 90.0 GB — does not fit in 80.0 GB"));
}

TEST_CASE("the memory chart names its strategy in the bottom axis's title, which the panel fits, not in its label")
{
    perf::PerfResult r;
    r.memory.totalBytes = 2e9;
    r.memory.capacityBytes = 80e9;
    r.memory.fits = true;
    r.strategy.tp = 4;
    r.strategy.pp = 2;
    r.strategy.zero = 1;
    std::unique_ptr<QChart> chart(charts::buildMemoryChart(r));
    const QList<QAbstractAxis *> bottom = chart->axes(Qt::Horizontal);
    REQUIRE(bottom.size() == 1);
    CHECK(bottom.first()->titleText() == QStringLiteral("TP 4 · PP 2 · ZeRO 1"));
    auto *category = qobject_cast<QBarCategoryAxis *>(bottom.first());
    REQUIRE(category);
    CHECK(category->categories().join(QString()).trimmed().isEmpty());
}

TEST_CASE("the memory chart stacks the model's memory per GPU up to its total, with the capacity line")
{
    const PlanEvaluation ev = evaluatePlan(chartstest::smallPlan(), *chartstest::catalog());
    REQUIRE(ev.perf.has_value());
    const perf::MemoryBreakdown &m = ev.perf->memory;
    std::unique_ptr<QChart> chart(charts::buildMemoryChart(*ev.perf));
    QStackedBarSeries *bars = nullptr;
    QLineSeries *capacity = nullptr;
    for (QAbstractSeries *s : chart->series()) {
        if (auto *b = qobject_cast<QStackedBarSeries *>(s))
            bars = b;
        if (auto *l = qobject_cast<QLineSeries *>(s))
            capacity = l;
    }
    REQUIRE(bars);
    REQUIRE(capacity);
    REQUIRE(bars->barSets().size() == 5);
    CHECK(bars->barSets().at(0)->at(0) == m.weightsBytes);
    CHECK(bars->barSets().at(1)->at(0) == m.gradientsBytes);
    CHECK(bars->barSets().at(2)->at(0) == m.optimizerBytes);
    CHECK(bars->barSets().at(3)->at(0) == m.activationsBytes);
    double sum = 0;
    for (QBarSet *set : bars->barSets())
        sum += set->at(0);
    CHECK(sum == Approx(m.totalBytes).epsilon(1e-12));
    CHECK(capacity->at(0).y() == m.capacityBytes);
    const charts::ChartTable t = charts::memoryChartTable(*ev.perf);
    CHECK(t.rows.at(t.rows.size() - 2).at(1).toDouble() == m.totalBytes);
}

TEST_CASE("the scaling chart plots perf::scalingCurve's throughput and efficiency per node count")
{
    const Plan plan = chartstest::smallPlan();
    const QList<perf::ScalingPoint> points = perf::scalingCurve(plan.workload, smallCluster());
    REQUIRE(points.size() >= 2);
    std::unique_ptr<QChart> chart(charts::buildScalingChart(points));
    checkScalingSeries(chart.get(), points, false);
    CHECK(charts::scalingChartTable(points).rows.size() == points.size());
}

TEST_CASE("the scaling chart of a one-node plan plots its GPU counts, on an axis that says so")
{
    const Plan plan = chartstest::smallPlan();
    perf::ClusterHardware one = smallCluster();
    one.nodes = 1;
    const QList<perf::ScalingPoint> points = perf::scalingCurve(plan.workload, one);
    REQUIRE(points.size() == 4);
    for (const perf::ScalingPoint &p : points)
        CHECK(p.nodes == 1);
    std::unique_ptr<QChart> chart(charts::buildScalingChart(points));
    CHECK(checkScalingSeries(chart.get(), points, true) >= 2);
    auto *efficiency = qobject_cast<QLineSeries *>(chart->series().at(1));
    bool gpuAxis = false;
    for (QAbstractAxis *axis : chart->axes(Qt::Horizontal))
        gpuAxis |= axis->titleText().contains(QStringLiteral("GPUs"));
    CHECK(gpuAxis);
    // The efficiency axis reaches above every point and above 100 %: a curve that holds its efficiency, or gains,
    // is drawn inside the plot, not along its edge.
    const QList<QAbstractAxis *> right = chart->axes(Qt::Vertical, efficiency);
    REQUIRE(right.size() == 1);
    const auto *e = qobject_cast<const QCategoryAxis *>(right.first());
    REQUIRE(e);
    CHECK(e->max() > 1.0);
    for (const perf::ScalingPoint &p : points)
        CHECK(e->max() > p.scalingEfficiency);
    // The table names the GPUs of every point, those that could not run included.
    const charts::ChartTable t = charts::scalingChartTable(points);
    REQUIRE(t.rows.size() == points.size());
    for (int r = 0; r < t.rows.size(); ++r)
        CHECK(t.rows[r].at(1).toInt() == points[r].gpus);
}

TEST_CASE("the collective chart plots perf::collectiveReport's busbw, and a measured run over it")
{
    const QList<perf::CollectiveRow> rows = perf::collectiveReport(smallCluster());
    REQUIRE_FALSE(rows.isEmpty());
    const charts::NcclTestsRun run = charts::parseNcclTests(QString::fromUtf8(kH100AllReduce));
    std::unique_ptr<QChart> chart(charts::buildCollectiveChart(rows, &run));
    auto *allReduce = qobject_cast<QLineSeries *>(
        chartstest::seriesNamed(chart.get(), charts::collectiveLabel(QStringLiteral("all_reduce"))));
    REQUIRE(allReduce);
    int k = 0;
    for (const perf::CollectiveRow &r : rows) {
        if (r.collective != QLatin1String("all_reduce"))
            continue;
        REQUIRE(k < allReduce->count());
        CHECK(allReduce->at(k).y() == r.busbwGBs);
        CHECK(allReduce->at(k).x() == std::log2(r.bytes));
        ++k;
    }
    CHECK(k == allReduce->count());
    QScatterSeries *measured = nullptr;
    for (QAbstractSeries *s : chart->series()) {
        if (auto *sc = qobject_cast<QScatterSeries *>(s))
            measured = sc;
    }
    REQUIRE(measured);
    REQUIRE(measured->count() == run.rows.size());
    CHECK(measured->at(4).y() == 196.52);
    const charts::ChartTable t = charts::collectiveChartTable(rows, &run);
    CHECK(t.rows.size() == rows.size() + run.rows.size());
    // The nearest prediction to a measured size is the model's row for that size.
    const auto p = charts::predictionAt(rows, QStringLiteral("all_reduce"), 8589934592.0);
    REQUIRE(p.has_value());
    CHECK(p->collective == QStringLiteral("all_reduce"));
    CHECK(std::abs(std::log2(p->bytes / 8589934592.0)) <= 1.0);
}
