#include "charts/breakdownchartbuilder.h"

#include "charts/chartaxes.h"
#include "charts/chartfit.h"
#include "common/formatting.h"
#include "workload/workloadtext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>

#include <iterator>

namespace aip::charts {

namespace {
QString tr(const char *text)
{
    // lupdate files tr() of a free function under its namespace: ask for the same context.
    return QCoreApplication::translate("aip::charts", text);
}

// Stable colours per part across plans, so "pipeline bubble" is always the same colour on the projector.
QColor partColor(int i)
{
    // One colour a part (twelve parts: the MoE host wait took the twelfth, Paul Tol's "sand").
    static const QRgb colors[] = {0x0072B2, 0x56B4E9, 0xE69F00, 0xCC79A7, 0xA65628, 0xD55E00,
                                  0x009E73, 0x7F7F7F, 0x332288, 0x882255, 0x44AA99, 0xDDCC77};
    return QColor(colors[i % int(std::size(colors))]);
}

} // namespace

QList<BreakdownPart> breakdownParts(const perf::StepBreakdown &b)
{
    return {
        {QStringLiteral("compute_s"), tr("Compute"),
         tr("forward and backward math: matmuls and memory-bound operations"), b.computeS},
        {QStringLiteral("recompute_s"), tr("Recompute"), tr("extra forward passes of activation recompute"),
         b.recomputeS},
        {QStringLiteral("tp_comm_s"), tr("TP communication"),
         tr("tensor/sequence-parallel collectives inside each layer, not overlapped"), b.tpCommS},
        {QStringLiteral("pp_bubble_s"), tr("Pipeline bubble"), tr("pipeline fill and drain: (p-1)/(v*m) of the work"),
         b.ppBubbleS},
        {QStringLiteral("pp_comm_s"), tr("Pipeline sends"), tr("point-to-point activation sends between stages"),
         b.ppCommS},
        {QStringLiteral("dp_comm_exposed_s"), tr("Exposed DP communication"),
         tr("data-parallel gradient reduction (and ZeRO gathers) not hidden behind backward"), b.dpCommExposedS},
        {QStringLiteral("optimizer_s"), tr("Optimizer"), tr("optimizer update, memory-bound"), b.optimizerS},
        {QStringLiteral("data_stall_s"), tr("Data stall"), tr("the input pipeline (storage or CPU) not keeping up"),
         b.dataStallS},
        // Issue 23: the parts of context parallel, mixture-of-experts and offload, so the bar adds up to the step.
        {QStringLiteral("cp_comm_s"), tr("Context-parallel exchange"),
         tr("context-parallel K/V exchange not hidden under attention"), b.cpCommS},
        {QStringLiteral("ep_comm_s"), tr("Expert all-to-all"),
         tr("expert-parallel all-to-alls: tokens sent to their experts and back, not overlapped"), b.epCommS},
        {QStringLiteral("offload_s"), tr("Offload transfers"),
         tr("optimizer states (and weights) moved to and from CPU memory or NVMe, not hidden"), b.offloadS},
        {QStringLiteral("host_sync_s"), tr("MoE host wait"),
         tr("MoE layers waiting for the host: a dispatcher that copies token counts to the CPU every layer"),
         b.hostSyncS},
    };
}

QChart *buildBreakdownChart(const perf::PerfResult &result, ChartTheme theme)
{
    auto *chart = new QChart;
    applyChartStyle(chart, theme);
    if (!result.ok() && result.status != perf::PerfStatus::DoesNotFit)
        chart->setTitle(tr("No step time: %1").arg(result.error));
    else if (result.bottleneck.isEmpty())
        chart->setTitle(tr("Time per step"));
    else
        chart->setTitle(tr("Time per step — bottleneck: %1").arg(result.bottleneck));
    auto *series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.4);
    const QList<BreakdownPart> parts = breakdownParts(result.breakdown);
    const double step = result.stepTimeS;
    for (int i = 0; i < parts.size(); ++i) {
        const BreakdownPart &p = parts.at(i);
        auto *set = new QBarSet(p.label);
        set->append(p.seconds);
        set->setColor(partColor(i));
        set->setBorderColor(partColor(i));
        // A part under 1 % of the step is a few pixels of the bar: a short chart's legend leaves it out (chartfit.h),
        // its tooltip and the chart's table (Save) keep it. Not a part that takes no time: that one leaves the legend
        // for good (below), and fitLegend() showing its marker again on a tall chart drew a bare colour square.
        if (step > 0 && p.seconds > 0 && p.seconds < 0.01 * step)
            set->setProperty(kLegendOptional, true);
        series->append(set);
        const QString tip = tr("<b>%1</b>: %2 per step (%3 of the step time %4)<br>%5")
                                .arg(p.label, fmt::duration(p.seconds),
                                     fmt::percent(step > 0 ? p.seconds / step : 0, 1), fmt::duration(step), p.meaning);
        QObject::connect(set, &QBarSet::hovered, set,
                         [tip](bool state, int) { showChartTooltip(state ? tip : QString()); });
    }
    chart->addSeries(series);
    auto *category = new QBarCategoryAxis;
    category->append(workloadtext::layout(result.strategy));
    chart->addAxis(category, Qt::AlignLeft);
    series->attachAxis(category);
    QCategoryAxis *value = labelledAxis(
        0, std::max(step, result.breakdown.total()), [](double v) { return compactNumber(v); }, tr("Time per step (s)"),
        6);
    chart->addAxis(value, Qt::AlignBottom);
    series->attachAxis(value);
    // Parts that take no time stay in the data (and the CSV) but not in the legend.
    for (int i = 0; i < parts.size(); ++i) {
        if (parts.at(i).seconds <= 0) {
            for (QLegendMarker *m : chart->legend()->markers(series)) {
                if (m->label() == parts.at(i).label)
                    m->setVisible(false);
            }
        }
    }
    return chart;
}

ChartTable breakdownChartTable(const perf::PerfResult &result)
{
    ChartTable t;
    t.columns = {QStringLiteral("part"), QStringLiteral("key"), QStringLiteral("seconds_per_step")};
    for (const BreakdownPart &p : breakdownParts(result.breakdown))
        t.rows.append({p.label, p.key, p.seconds});
    t.rows.append({tr("Step time"), QStringLiteral("step_time_s"), result.stepTimeS});
    return t;
}

} // namespace aip::charts
