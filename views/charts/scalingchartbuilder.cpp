#include "charts/scalingchartbuilder.h"

#include "charts/chartaxes.h"
#include "common/formatting.h"
#include "workload/workloadtext.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace aip::charts {

namespace {
QString tr(const char *text)
{
    // lupdate files tr() of a free function under its namespace: ask for the same context.
    return QCoreApplication::translate("aip::charts", text);
}

bool usesTokens(const QList<perf::ScalingPoint> &points)
{
    return std::any_of(points.begin(), points.end(),
                       [](const perf::ScalingPoint &p) { return p.result.ok() && p.result.isTransformer; });
}

double throughputOf(const perf::PerfResult &r, bool tokens)
{
    return tokens ? r.tokensPerS : r.samplesPerS;
}

const perf::ScalingPoint *pointAt(const QList<perf::ScalingPoint> &points, double x, bool byGpus)
{
    const auto at = [byGpus](const perf::ScalingPoint &p) { return std::log2(std::max(1, byGpus ? p.gpus : p.nodes)); };
    const perf::ScalingPoint *best = nullptr;
    for (const perf::ScalingPoint &p : points) {
        if (p.result.ok() && (!best || std::abs(at(p) - std::log2(x)) < std::abs(at(*best) - std::log2(x))))
            best = &p;
    }
    return best;
}
} // namespace

bool scalingOverGpus(const QList<perf::ScalingPoint> &points)
{
    return points.size() > 1
        && std::all_of(points.begin(), points.end(), [](const perf::ScalingPoint &p) { return p.nodes == 1; });
}

QChart *buildScalingChart(const QList<perf::ScalingPoint> &points, ChartTheme theme)
{
    const bool tokens = usesTokens(points);
    const bool byGpus = scalingOverGpus(points);
    auto *chart = new QChart;
    applyChartStyle(chart, theme);
    chart->setTitle(byGpus ? tr("Scaling in one node: throughput and efficiency against GPU count")
                           : tr("Scaling: throughput and efficiency against node count"));
    auto *throughput = new QLineSeries;
    throughput->setName(tokens ? tr("Throughput (tokens/s)") : tr("Throughput (samples/s)"));
    throughput->setPen(linePen(ownedColor(theme)));
    throughput->setPointsVisible(true);
    auto *efficiency = new QLineSeries;
    efficiency->setName(tr("Scaling efficiency (%)"));
    efficiency->setPen(linePen(seriesColor(1, theme), true));
    efficiency->setPointsVisible(true);
    double maxThroughput = 0, maxEfficiency = 0;
    int minX = 0, maxX = 1;
    for (const perf::ScalingPoint &p : points) {
        if (!p.result.ok())
            continue;
        const int x = std::max(1, byGpus ? p.gpus : p.nodes);
        throughput->append(x, throughputOf(p.result, tokens));
        efficiency->append(x, p.scalingEfficiency);
        maxThroughput = std::max(maxThroughput, throughputOf(p.result, tokens));
        maxEfficiency = std::max(maxEfficiency, p.scalingEfficiency);
        maxX = std::max(maxX, x);
        minX = minX == 0 ? x : std::min(minX, x);
    }
    chart->addSeries(throughput);
    chart->addSeries(efficiency);

    auto *x = new QLogValueAxis;
    x->setBase(2);
    x->setLabelFormat(QStringLiteral("%d"));
    // From the smallest count the model could run (a 175B model starts at 16 nodes, not 1; a 70B one at 2 or 4 of a
    // node's GPUs).
    const int from = std::max(1, minX);
    x->setRange(from, std::max(from * 2, maxX));
    x->setMinorTickCount(0);
    x->setTitleText(byGpus ? tr("GPUs (one node)") : tr("Nodes"));
    chart->addAxis(x, Qt::AlignBottom);
    // Three or four labels: this chart shares its row with the collectives chart and is often short, and Qt Charts
    // elides a category axis' labels to "..." when they are closer than a line of text.
    constexpr int kTicks = 3;
    QCategoryAxis *y = labelledAxis(
        0, maxThroughput, [](double v) { return compactNumber(v); }, tokens ? tr("Tokens/s") : tr("Samples/s"), kTicks);
    chart->addAxis(y, Qt::AlignLeft);
    // Headroom over 100 %: a curve that keeps its efficiency (NVLink in one node, often) would otherwise run along the
    // plot's top edge, out of sight, and one that gains per GPU (a larger micro-batch once sharding frees memory) off
    // it.
    QCategoryAxis *e = labelledAxis(
        0, std::max(1.0, maxEfficiency) * 1.05, [](double v) { return fmt::percent(v); }, tr("Efficiency (%)"), kTicks);
    e->setGridLineVisible(false);
    chart->addAxis(e, Qt::AlignRight);
    throughput->attachAxis(x);
    throughput->attachAxis(y);
    efficiency->attachAxis(x);
    efficiency->attachAxis(e);

    auto tip = [points, tokens, byGpus](const QPointF &at, bool on) {
        const perf::ScalingPoint *p = on ? pointAt(points, at.x(), byGpus) : nullptr;
        if (!p)
            return showChartTooltip({});
        const perf::PerfResult &r = p->result;
        // "1 node, 8 GPUs": one message per count and number (Chinese has one form for both).
        const QString nodes = (p->nodes == 1 ? tr("%1 node") : tr("%1 nodes")).arg(p->nodes);
        const QString gpus = (r.gpusUsed == 1 ? tr("%1 GPU") : tr("%1 GPUs")).arg(r.gpusUsed);
        showChartTooltip(tr("<b>%1, %2</b> (%3)<br>throughput %4 %5<br>"
                            "step %6; efficiency %7 = throughput per GPU / throughput per GPU at the smallest size")
                             .arg(nodes, gpus, workloadtext::layout(r.strategy))
                             .arg(fmt::number(throughputOf(r, tokens)), tokens ? tr("tokens/s") : tr("samples/s"),
                                  fmt::duration(r.stepTimeS), fmt::percent(p->scalingEfficiency, 1)));
    };
    QObject::connect(throughput, &QLineSeries::hovered, throughput, tip);
    QObject::connect(efficiency, &QLineSeries::hovered, efficiency, tip);
    return chart;
}

ChartTable scalingChartTable(const QList<perf::ScalingPoint> &points)
{
    ChartTable t;
    t.columns = {QStringLiteral("nodes"),
                 QStringLiteral("gpus"),
                 QStringLiteral("samples_per_s"),
                 QStringLiteral("tokens_per_s"),
                 QStringLiteral("scaling_efficiency"),
                 QStringLiteral("tp"),
                 QStringLiteral("pp"),
                 QStringLiteral("dp"),
                 QStringLiteral("error")};
    for (const perf::ScalingPoint &p : points) {
        const perf::PerfResult &r = p.result;
        t.rows.append({p.nodes, r.ok() ? r.gpusUsed : p.gpus, r.samplesPerS, r.tokensPerS, p.scalingEfficiency,
                       r.strategy.tp, r.strategy.pp, r.strategy.dp, r.ok() ? QString() : r.error});
    }
    return t;
}

} // namespace aip::charts
