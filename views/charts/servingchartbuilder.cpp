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

QLineSeries *curveSeries(const QString &name, const QColor &color)
{
    auto *series = new QLineSeries;
    series->setName(name);
    series->setPen(linePen(color));
    series->setPointsVisible(true);
    return series;
}

// The axes both serving charts share: a log-2 count from 1 to maxB along the bottom, two value axes from 0 to 1.05
// times their largest value, the right one without grid lines.
struct Axes {
    QLogValueAxis *x = nullptr;
    QCategoryAxis *left = nullptr, *right = nullptr;
};

struct ValueAxis {
    double max = 0;
    AxisFormatter format;
    QString title;
};

Axes addAxes(QChart *chart, int maxB, const QString &xTitle, const ValueAxis &left, const ValueAxis &right)
{
    constexpr int kTicks = 4;
    Axes a;
    a.x = new QLogValueAxis;
    a.x->setBase(2);
    a.x->setLabelFormat(QStringLiteral("%d"));
    a.x->setRange(1, maxB);
    a.x->setMinorTickCount(0);
    a.x->setTitleText(xTitle);
    chart->addAxis(a.x, Qt::AlignBottom);
    a.left = labelledAxis(0, left.max * 1.05, left.format, left.title, kTicks);
    chart->addAxis(a.left, Qt::AlignLeft);
    a.right = labelledAxis(0, right.max * 1.05, right.format, right.title, kTicks);
    a.right->setGridLineVisible(false);
    chart->addAxis(a.right, Qt::AlignRight);
    return a;
}

void attach(QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y)
{
    series->attachAxis(x);
    series->attachAxis(y);
}

// A limit, dashed in its series' colour, across the whole axis (none when value is 0).
void addLimit(QChart *chart, const Axes &axes, QCategoryAxis *y, double value, const QString &name, const QColor &color)
{
    if (!(value > 0))
        return;
    auto *line = new QLineSeries;
    line->setName(name);
    line->setPen(linePen(color, true));
    line->append(1, value);
    line->append(axes.x->max(), value);
    chart->addSeries(line);
    attach(line, axes.x, y);
}

void addOperatingPoint(QChart *chart, const Axes &axes, QCategoryAxis *y, QPointF at, const QString &name)
{
    auto *op = new QScatterSeries;
    op->setName(name);
    op->setColor(markerColor());
    op->setBorderColor(markerColor());
    op->setMarkerSize(11);
    op->append(at);
    chart->addSeries(op);
    attach(op, axes.x, y);
}

QString durationLabel(double v)
{
    return v > 0 ? fmt::duration(v) : QStringLiteral("0");
}

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
    auto *latency = curveSeries(tr("Latency of the batch"), latencyColor);
    const QString rateName = sizing.images ? tr("Images/s per replica") : tr("Sequences/s per replica");
    auto *rate = curveSeries(rateName, rateColor);
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
    const Axes axes
        = addAxes(chart, maxB, tr("Batch (requests in one forward pass)"), {maxLatency, durationLabel, tr("Latency")},
                  {maxRate, [](double v) { return fmt::number(v); }, rateName});
    attach(latency, axes.x, axes.left);
    attach(rate, axes.x, axes.right);
    addLimit(chart, axes, axes.left, s.ttftLimitS, tr("Latency limit"), latencyColor);
    if (r.ok && r.batch > 0)
        addOperatingPoint(chart, axes, axes.left, QPointF(std::max(1, r.batch), r.ttftS),
                          tr("Operating point (%1)").arg(fmt::percentile(s.percentile)));

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
    auto *ttft = curveSeries(tr("TTFT (%1)").arg(fmt::percentile(s.percentile)), ttftColor);
    auto *tpot = curveSeries(tr("TPOT"), tpotColor);
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
    const Axes axes = addAxes(chart, maxB, tr("Sequences in flight per replica"),
                              {maxTtft, durationLabel, tr("Time to first token")},
                              {maxTpot, durationLabel, tr("Time per output token")});
    attach(ttft, axes.x, axes.left);
    attach(tpot, axes.x, axes.right);
    addLimit(chart, axes, axes.left, s.ttftLimitS, tr("TTFT limit"), ttftColor);
    addLimit(chart, axes, axes.right, s.tpotLimitS, tr("TPOT limit"), tpotColor);
    // The operating point: the batch each replica runs at the plan's load.
    if (sizing.result.ok && sizing.result.batch > 0)
        addOperatingPoint(chart, axes, axes.right, QPointF(sizing.result.batch, sizing.result.tpotS),
                          tr("Operating point"));

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
