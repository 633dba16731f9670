#include "charts/servingchartbuilder.h"

#include "charts/chartaxes.h"
#include "common/formatting.h"

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

const ServingPoint *nearest(const QList<ServingPoint> &curve, double concurrency)
{
    const ServingPoint *best = nullptr;
    for (const ServingPoint &p : curve) {
        if (!best
            || std::abs(std::log2(p.concurrency) - std::log2(concurrency))
                < std::abs(std::log2(best->concurrency) - std::log2(concurrency)))
            best = &p;
    }
    return best;
}
} // namespace

namespace {

// A CNN or encoder (perf/batchinference.h): the latency of one batch's forward pass (left) and the requests per second
// it answers (right) against the batch, the latency limit dashed and the operating point (its latency at the plan's
// percentile: an open stream adds the wait for the batch) marked.
QChart *buildBatchServingChart(const ServingSizing &sizing, ChartTheme theme)
{
    auto *chart = new QChart;
    applyChartStyle(chart, theme);
    const QList<ServingPoint> &curve = sizing.curve;
    const perf::ServingSetup &s = sizing.setup;
    const perf::InferenceResult &r = sizing.result;
    chart->setTitle(r.mig.isEmpty() ? tr("Latency against batch, one replica of one GPU")
                                    : tr("Latency against batch, one replica on one %1 MIG instance").arg(r.mig));
    const QColor latencyColor = ownedColor(theme);
    const QColor rateColor = seriesColor(2, theme);
    auto *latency = new QLineSeries;
    latency->setName(tr("Latency of the batch"));
    latency->setPen(linePen(latencyColor));
    latency->setPointsVisible(true);
    auto *rate = new QLineSeries;
    rate->setName(sizing.images ? tr("Images/s per replica") : tr("Sequences/s per replica"));
    rate->setPen(linePen(rateColor));
    rate->setPointsVisible(true);
    double maxLatency = std::max(s.ttftLimitS, r.ttftS), maxRate = 0;
    int maxB = 2;
    for (const ServingPoint &p : curve) {
        latency->append(p.concurrency, p.ttftS);
        rate->append(p.concurrency, p.requestsPerS);
        maxLatency = std::max(maxLatency, p.ttftS);
        maxRate = std::max(maxRate, p.requestsPerS);
        maxB = std::max(maxB, p.concurrency);
    }
    chart->addSeries(latency);
    chart->addSeries(rate);

    auto *x = new QLogValueAxis;
    x->setBase(2);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setRange(1, maxB);
    x->setMinorTickCount(0);
    x->setTitleText(tr("Batch (requests in one forward pass)"));
    chart->addAxis(x, Qt::AlignBottom);
    constexpr int kTicks = 4;
    QCategoryAxis *yLatency = labelledAxis(
        0, maxLatency * 1.05, [](double v) { return v > 0 ? fmt::duration(v) : QStringLiteral("0"); }, tr("Latency"),
        kTicks);
    chart->addAxis(yLatency, Qt::AlignLeft);
    QCategoryAxis *yRate = labelledAxis(
        0, maxRate * 1.05, [](double v) { return fmt::number(v); },
        sizing.images ? tr("Images/s per replica") : tr("Sequences/s per replica"), kTicks);
    yRate->setGridLineVisible(false);
    chart->addAxis(yRate, Qt::AlignRight);
    latency->attachAxis(x);
    latency->attachAxis(yLatency);
    rate->attachAxis(x);
    rate->attachAxis(yRate);

    if (s.ttftLimitS > 0) {
        auto *line = new QLineSeries;
        line->setName(tr("Latency limit"));
        line->setPen(linePen(latencyColor, true));
        line->append(1, s.ttftLimitS);
        line->append(maxB, s.ttftLimitS);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(yLatency);
    }
    if (r.ok && r.batch > 0) {
        auto *op = new QScatterSeries;
        op->setName(tr("Operating point (p%1)")
                        .arg(fmt::number(s.percentile, s.percentile == std::floor(s.percentile) ? 0 : 1)));
        op->setColor(markerColor());
        op->setBorderColor(markerColor());
        op->setMarkerSize(11);
        op->append(std::max(1, r.batch), r.ttftS);
        chart->addSeries(op);
        op->attachAxis(x);
        op->attachAxis(yLatency);
    }

    const bool images = sizing.images;
    auto tip = [curve, images](const QPointF &at, bool on) {
        const ServingPoint *p = on ? nearest(curve, std::max(1.0, at.x())) : nullptr;
        if (!p)
            return showChartTooltip({});
        showChartTooltip((images ? tr("<b>Batch %1</b><br>forward pass %2<br>%3 images/s per replica")
                                 : tr("<b>Batch %1</b><br>forward pass %2<br>%3 sequences/s per replica"))
                             .arg(p->concurrency)
                             .arg(fmt::duration(p->ttftS), fmt::number(p->requestsPerS)));
    };
    QObject::connect(latency, &QLineSeries::hovered, latency, tip);
    QObject::connect(rate, &QLineSeries::hovered, rate, tip);
    return chart;
}

} // namespace

QChart *buildServingChart(const ServingSizing &sizing, ChartTheme theme)
{
    if (!sizing.result.generative)
        return buildBatchServingChart(sizing, theme);
    auto *chart = new QChart;
    applyChartStyle(chart, theme);
    const QList<ServingPoint> &curve = sizing.curve;
    const perf::ServingSetup &s = sizing.setup;
    chart->setTitle((sizing.result.tp == 1 ? tr("Latency against load, one replica of %1 GPU")
                                           : tr("Latency against load, one replica of %1 GPUs"))
                        .arg(sizing.result.tp));
    const QColor ttftColor = ownedColor(theme);
    const QColor tpotColor = seriesColor(2, theme);
    auto *ttft = new QLineSeries;
    ttft->setName(tr("TTFT (p%1)").arg(fmt::number(s.percentile, s.percentile < 99 ? 0 : 1)));
    ttft->setPen(linePen(ttftColor));
    ttft->setPointsVisible(true);
    auto *tpot = new QLineSeries;
    tpot->setName(tr("TPOT"));
    tpot->setPen(linePen(tpotColor));
    tpot->setPointsVisible(true);
    double maxTtft = s.ttftLimitS, maxTpot = s.tpotLimitS;
    int maxB = 2;
    for (const ServingPoint &p : curve) {
        ttft->append(p.concurrency, p.ttftS);
        tpot->append(p.concurrency, p.tpotS);
        maxTtft = std::max(maxTtft, p.ttftS);
        maxTpot = std::max(maxTpot, p.tpotS);
        maxB = std::max(maxB, p.concurrency);
    }
    chart->addSeries(ttft);
    chart->addSeries(tpot);

    auto *x = new QLogValueAxis;
    x->setBase(2);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setRange(1, maxB);
    x->setMinorTickCount(0);
    x->setTitleText(tr("Sequences in flight per replica"));
    chart->addAxis(x, Qt::AlignBottom);
    constexpr int kTicks = 4;
    QCategoryAxis *yTtft = labelledAxis(
        0, maxTtft * 1.05, [](double v) { return v > 0 ? fmt::duration(v) : QStringLiteral("0"); },
        tr("Time to first token"), kTicks);
    chart->addAxis(yTtft, Qt::AlignLeft);
    QCategoryAxis *yTpot = labelledAxis(
        0, maxTpot * 1.05, [](double v) { return v > 0 ? fmt::duration(v) : QStringLiteral("0"); },
        tr("Time per output token"), kTicks);
    yTpot->setGridLineVisible(false);
    chart->addAxis(yTpot, Qt::AlignRight);
    ttft->attachAxis(x);
    ttft->attachAxis(yTtft);
    tpot->attachAxis(x);
    tpot->attachAxis(yTpot);

    // The limits, dashed in their series' colours, across the whole axis.
    auto limit = [&](double value, const QString &name, const QColor &color, QCategoryAxis *y) {
        if (!(value > 0))
            return;
        auto *line = new QLineSeries;
        line->setName(name);
        line->setPen(linePen(color, true));
        line->append(1, value);
        line->append(maxB, value);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    };
    limit(s.ttftLimitS, tr("TTFT limit"), ttftColor, yTtft);
    limit(s.tpotLimitS, tr("TPOT limit"), tpotColor, yTpot);

    // The operating point: the batch each replica runs at the plan's load.
    if (sizing.result.ok && sizing.result.batch > 0) {
        auto *op = new QScatterSeries;
        op->setName(tr("Operating point"));
        op->setColor(markerColor());
        op->setBorderColor(markerColor());
        op->setMarkerSize(11);
        op->append(sizing.result.batch, sizing.result.tpotS);
        chart->addSeries(op);
        op->attachAxis(x);
        op->attachAxis(yTpot);
    }

    auto tip = [curve](const QPointF &at, bool on) {
        const ServingPoint *p = on ? nearest(curve, std::max(1.0, at.x())) : nullptr;
        if (!p)
            return showChartTooltip({});
        showChartTooltip((p->concurrency == 1 ? tr("<b>%1 sequence in flight</b><br>first token %2 · per output token "
                                                   "%3<br>%4 output tokens/s · %5 requests/s per replica")
                                              : tr("<b>%1 sequences in flight</b><br>first token %2 · per output token "
                                                   "%3<br>%4 output tokens/s · %5 requests/s per replica"))
                             .arg(p->concurrency)
                             .arg(fmt::duration(p->ttftS), fmt::duration(p->tpotS), fmt::number(p->outputTokensPerS),
                                  fmt::number(p->requestsPerS, 2)));
    };
    QObject::connect(ttft, &QLineSeries::hovered, ttft, tip);
    QObject::connect(tpot, &QLineSeries::hovered, tpot, tip);
    return chart;
}

ChartTable servingChartTable(const ServingSizing &sizing)
{
    ChartTable t;
    if (!sizing.result.generative) {
        t.columns = {QStringLiteral("batch"), QStringLiteral("latency_s"),
                     sizing.images ? QStringLiteral("images_per_s") : QStringLiteral("sequences_per_s")};
        for (const ServingPoint &p : sizing.curve)
            t.rows.append({p.concurrency, p.ttftS, p.requestsPerS});
        return t;
    }
    t.columns = {QStringLiteral("concurrency"), QStringLiteral("ttft_s"), QStringLiteral("tpot_s"),
                 QStringLiteral("output_tokens_per_s"), QStringLiteral("requests_per_s")};
    for (const ServingPoint &p : sizing.curve)
        t.rows.append({p.concurrency, p.ttftS, p.tpotS, p.outputTokensPerS, p.requestsPerS});
    return t;
}

} // namespace aip::charts
