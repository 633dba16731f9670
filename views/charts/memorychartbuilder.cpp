#include "charts/memorychartbuilder.h"

#include "charts/chartaxes.h"
#include "charts/chartfit.h"
#include "common/formatting.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLineSeries>
#include <QStackedBarSeries>

namespace aip::charts {

namespace {
QString tr(const char *text)
{
    // lupdate files tr() of a free function under its namespace: ask for the same context.
    return QCoreApplication::translate("aip::charts", text);
}

struct MemoryPart {
    QString label;
    QString meaning;
    double bytes;
};

QList<MemoryPart> memoryParts(const perf::MemoryBreakdown &m)
{
    const double listed = m.weightsBytes + m.gradientsBytes + m.optimizerBytes + m.activationsBytes;
    return {
        {tr("Weights"), tr("model parameters held by this GPU (after TP/PP and ZeRO-3 sharding)"), m.weightsBytes},
        {tr("Gradients"), tr("gradients held by this GPU (sharded by ZeRO-2 and 3)"), m.gradientsBytes},
        {tr("Optimizer states"), tr("mixed-precision Adam: 16 bytes per parameter before ZeRO sharding"),
         m.optimizerBytes},
        {tr("Activations"),
         tr("activations kept on the GPU for backward, after recompute, sequence parallelism and any offload to host "
            "memory"),
         m.activationsBytes},
        {tr("Framework overhead"), tr("CUDA context, allocator fragmentation and buffers: total less the above"),
         std::max(0.0, m.totalBytes - listed)},
    };
}
} // namespace

QChart *buildMemoryChart(const perf::PerfResult &result, ChartTheme theme)
{
    const perf::MemoryBreakdown &m = result.memory;
    auto *chart = new QChart;
    applyChartStyle(chart, theme);
    // Where the pipeline's stages differ, the rank the figures are for: the one that needs the most.
    const QString title = m.pipelineRank >= 0
        ? (m.fits ? tr("Memory per GPU (pipeline rank %3): %1 of %2")
                  : tr("Memory per GPU (pipeline rank %3): %1 — does not fit in %2"))
              .arg(fmt::bytes(m.totalBytes), fmt::bytes(m.capacityBytes))
              .arg(m.pipelineRank)
        : m.fits
        ? tr("Memory per GPU: %1 of %2").arg(fmt::bytes(m.totalBytes), fmt::bytes(m.capacityBytes))
        : tr("Memory per GPU: %1 — does not fit in %2").arg(fmt::bytes(m.totalBytes), fmt::bytes(m.capacityBytes));
    chart->setTitle(title);
    auto *series = new QStackedBarSeries;
    series->setBarWidth(0.45);
    const QList<MemoryPart> parts = memoryParts(m);
    for (int i = 0; i < parts.size(); ++i) {
        auto *set = new QBarSet(parts.at(i).label);
        set->append(parts.at(i).bytes);
        set->setColor(seriesColor(i, theme));
        set->setBorderColor(seriesColor(i, theme));
        series->append(set);
        const QString tip = tr("<b>%1</b>: %2 (%3 bytes)<br>%4")
                                .arg(parts.at(i).label, fmt::bytes(parts.at(i).bytes),
                                     QString::number(parts.at(i).bytes, 'f', 0), parts.at(i).meaning);
        QObject::connect(set, &QBarSet::hovered, set, [tip](bool on, int) { showChartTooltip(on ? tip : QString()); });
    }
    chart->addSeries(series);
    // One bar: the strategy it is for goes in the axis's title, which the panel fits to the plot's width
    // (chartpanel.cpp, chartfit.h fittedAxisTitle()), where Qt Charts gave the category's label half of it ("TP 1 ·
    // PP 1 · Z…" at 1366 px: a horizontal axis's label has the axis's width over its tick count, two here). The
    // category is a blank: with the labels hidden, or drawn in a one-pixel font, Qt Charts cuts the title to "…".
    const QString strategy
        = tr("TP %1 · PP %2 · ZeRO %3").arg(result.strategy.tp).arg(result.strategy.pp).arg(result.strategy.zero);
    auto *category = new QBarCategoryAxis;
    category->append(QStringLiteral(" "));
    category->setTitleText(strategy);
    chart->addAxis(category, Qt::AlignBottom);
    series->attachAxis(category);
    QCategoryAxis *value = labelledAxis(
        0, std::max(m.totalBytes, m.capacityBytes) * 1.05, [](double v) { return fmt::bytes(v); },
        // "per GPU" is the chart's title's; the short plot of a laptop's Performance tab has room for this one.
        tr("Memory (bytes)"));
    chart->addAxis(value, Qt::AlignLeft);
    series->attachAxis(value);

    auto *capacity = new QLineSeries;
    capacity->setName(tr("Capacity %1").arg(fmt::bytes(m.capacityBytes)));
    capacity->setPen(linePen(markerColor(), true));
    capacity->setProperty(kLegendOptional, true); // the title says "of 85.5 GB"
    capacity->append(-0.5, m.capacityBytes);
    capacity->append(0.5, m.capacityBytes);
    chart->addSeries(capacity);
    capacity->attachAxis(category);
    capacity->attachAxis(value);
    const QString capTip = tr("<b>GPU memory capacity</b>: %1 (%2 bytes, datasheet)")
                               .arg(fmt::bytes(m.capacityBytes), QString::number(m.capacityBytes, 'f', 0));
    QObject::connect(capacity, &QLineSeries::hovered, capacity,
                     [capTip](const QPointF &, bool on) { showChartTooltip(on ? capTip : QString()); });
    chart->legend()->setAlignment(Qt::AlignRight);
    return chart;
}

ChartTable memoryChartTable(const perf::PerfResult &result)
{
    ChartTable t;
    t.columns = {QStringLiteral("part"), QStringLiteral("bytes_per_gpu")};
    for (const MemoryPart &p : memoryParts(result.memory))
        t.rows.append({p.label, p.bytes});
    t.rows.append({tr("Total"), result.memory.totalBytes});
    t.rows.append({tr("Capacity"), result.memory.capacityBytes});
    return t;
}

} // namespace aip::charts
