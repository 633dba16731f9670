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

const perf::ScalingPoint *pointAt(const QList<perf::ScalingPoint> &points, double nodes)
{
    const perf::ScalingPoint *best = nullptr;
    for (const perf::ScalingPoint &p : points) {
        if (p.result.ok()
            && (!best
                || std::abs(std::log2(p.nodes) - std::log2(nodes))
                    < std::abs(std::log2(best->nodes) - std::log2(nodes))))
            best = &p;
    }
    return best;
}
} // namespace

QChart *buildScalingChart(const QList<perf::ScalingPoint> &points, ChartTheme theme)
{
    const bool tokens = usesTokens(points);
    auto *chart = new QChart;
    applyChartStyle(chart, theme);
    chart->setTitle(tr("Scaling: throughput and efficiency against node count"));
    auto *throughput = new QLineSeries;
    throughput->setName(tokens ? tr("Throughput (tokens/s)") : tr("Throughput (samples/s)"));
    throughput->setPen(linePen(ownedColor(theme)));
    throughput->setPointsVisible(true);
    auto *efficiency = new QLineSeries;
    efficiency->setName(tr("Scaling efficiency (%)"));
    efficiency->setPen(linePen(seriesColor(1, theme), true));
    efficiency->setPointsVisible(true);
    double maxThroughput = 0;
    int minNodes = 0, maxNodes = 1;
    for (const perf::ScalingPoint &p : points) {
        if (!p.result.ok())
            continue;
        throughput->append(p.nodes, throughputOf(p.result, tokens));
        efficiency->append(p.nodes, p.scalingEfficiency);
        maxThroughput = std::max(maxThroughput, throughputOf(p.result, tokens));
        maxNodes = std::max(maxNodes, p.nodes);
        minNodes = minNodes == 0 ? p.nodes : std::min(minNodes, p.nodes);
    }
    chart->addSeries(throughput);
    chart->addSeries(efficiency);

    auto *x = new QLogValueAxis;
    x->setBase(2);
    x->setLabelFormat(QStringLiteral("%d"));
    // From the smallest node count the model could run (a 175B model starts at 16 nodes, not 1).
    const int from = std::max(1, minNodes);
    x->setRange(from, std::max(from * 2, maxNodes));
    x->setMinorTickCount(0);
    x->setTitleText(tr("Nodes"));
    chart->addAxis(x, Qt::AlignBottom);
    // Three or four labels: this chart shares its row with the collectives chart and is often short, and Qt Charts
    // elides a category axis' labels to "..." when they are closer than a line of text.
    constexpr int kTicks = 3;
    QCategoryAxis *y = labelledAxis(
        0, maxThroughput, [](double v) { return compactNumber(v); }, tokens ? tr("Tokens/s") : tr("Samples/s"), kTicks);
    chart->addAxis(y, Qt::AlignLeft);
    QCategoryAxis *e = labelledAxis(
        0, 1.0, [](double v) { return fmt::percent(v); }, tr("Efficiency (%)"), kTicks);
    e->setGridLineVisible(false);
    chart->addAxis(e, Qt::AlignRight);
    throughput->attachAxis(x);
    throughput->attachAxis(y);
    efficiency->attachAxis(x);
    efficiency->attachAxis(e);

    auto tip = [points, tokens](const QPointF &at, bool on) {
        const perf::ScalingPoint *p = on ? pointAt(points, at.x()) : nullptr;
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
        t.rows.append({p.nodes, r.gpusUsed, r.samplesPerS, r.tokensPerS, p.scalingEfficiency, r.strategy.tp,
                       r.strategy.pp, r.strategy.dp, r.ok() ? QString() : r.error});
    }
    return t;
}

} // namespace aip::charts
