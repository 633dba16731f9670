#include "charts/collectivechartbuilder.h"

#include "charts/chartaxes.h"
#include "common/formatting.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>

#include <cmath>

namespace aip::charts {

namespace {
QString tr(const char *text)
{
    // lupdate files tr() of a free function under its namespace: ask for the same context.
    return QCoreApplication::translate("aip::charts", text);
}

} // namespace

QString messageSizeLabel(double bytes)
{
    // nccl-tests sweeps powers of two: label them as such (8 B, 32 KiB, 8 GiB).
    const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int u = 0;
    double v = bytes;
    while (v >= 1024 && u < 4) {
        v /= 1024;
        ++u;
    }
    return QStringLiteral("%1 %2").arg(compactNumber(v), QLatin1String(units[u]));
}

QString collectiveLabel(const QString &c)
{
    if (c == QLatin1String("all_reduce"))
        return tr("all-reduce");
    if (c == QLatin1String("reduce_scatter"))
        return tr("reduce-scatter");
    if (c == QLatin1String("all_gather"))
        return tr("all-gather");
    if (c == QLatin1String("all_to_all"))
        return tr("all-to-all");
    if (c == QLatin1String("sendrecv"))
        return tr("send/receive");
    return c;
}

std::optional<perf::CollectiveRow> predictionAt(const QList<perf::CollectiveRow> &predicted, const QString &collective,
                                                double bytes)
{
    std::optional<perf::CollectiveRow> best;
    for (const perf::CollectiveRow &r : predicted) {
        if (r.collective != collective || r.bytes <= 0 || bytes <= 0)
            continue;
        if (!best || std::abs(std::log2(r.bytes / bytes)) < std::abs(std::log2(best->bytes / bytes)))
            best = r;
    }
    return best;
}

QChart *buildCollectiveChart(const QList<perf::CollectiveRow> &predicted, const NcclTestsRun *measured,
                             ChartTheme theme)
{
    auto *chart = new QChart;
    applyChartStyle(chart, theme);
    const int ranks = predicted.isEmpty() ? 0 : predicted.first().ranks;
    chart->setTitle(tr("Predicted bus bandwidth over %1 GPUs (nccl-tests busbw)").arg(ranks));
    double maxBw = 0, minBytes = 8, maxBytes = 8;
    QStringList order;
    for (const perf::CollectiveRow &r : predicted) {
        if (!order.contains(r.collective))
            order.append(r.collective);
        maxBw = std::max(maxBw, r.busbwGBs);
        maxBytes = std::max(maxBytes, r.bytes);
    }
    if (measured) {
        for (const NcclTestsRow &r : measured->rows) {
            maxBw = std::max(maxBw, r.outOfPlaceBusbwGBs);
            if (r.bytes > 0) {
                minBytes = std::min(minBytes, r.bytes);
                maxBytes = std::max(maxBytes, r.bytes);
            }
        }
    }
    // x is log2(bytes) on a category axis labelled in bytes: a QLogValueAxis cannot print "32 KiB".
    auto *x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const int lo = int(std::floor(std::log2(minBytes))), hi = int(std::ceil(std::log2(maxBytes)));
    x->setStartValue(lo);
    // About five labels whatever the sweep (8 B ... 8 GiB: every 2^6).
    const int every = std::max(1, (hi - lo + 4) / 5);
    for (int e = lo; e <= hi; e += every)
        x->append(messageSizeLabel(std::ldexp(1.0, e)), e);
    x->setRange(lo, hi);
    x->setTitleText(tr("Message size (log scale)"));
    chart->addAxis(x, Qt::AlignBottom);
    // nccl-tests' own word: the title says what it is, and a laptop's short plot has room for it whole.
    QCategoryAxis *y = labelledAxis(
        0, maxBw * 1.05, [](double v) { return compactNumber(v); }, tr("busbw (GB/s)"));
    chart->addAxis(y, Qt::AlignLeft);

    for (int i = 0; i < order.size(); ++i) {
        auto *s = new QLineSeries;
        s->setName(collectiveLabel(order.at(i)));
        s->setPen(linePen(seriesColor(i, theme)));
        QList<perf::CollectiveRow> rows;
        for (const perf::CollectiveRow &r : predicted) {
            if (r.collective == order.at(i) && r.bytes > 0) {
                s->append(std::log2(r.bytes), r.busbwGBs);
                rows.append(r);
            }
        }
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
        QObject::connect(s, &QLineSeries::hovered, s, [rows](const QPointF &at, bool on) {
            if (!on || rows.isEmpty())
                return showChartTooltip({});
            const perf::CollectiveRow *best = &rows.first();
            for (const perf::CollectiveRow &r : rows) {
                if (std::abs(std::log2(r.bytes) - at.x()) < std::abs(std::log2(best->bytes) - at.x()))
                    best = &r;
            }
            showChartTooltip(tr("<b>%1, %2 over %3 GPUs</b> (%4)<br>time %5; algbw = size / time = %6 GB/s;"
                                " busbw = algbw x bus factor = %7 GB/s")
                                 .arg(collectiveLabel(best->collective), messageSizeLabel(best->bytes))
                                 .arg(best->ranks)
                                 .arg(best->tier, fmt::duration(best->timeS), fmt::number(best->algbwGBs, 2),
                                      fmt::number(best->busbwGBs, 2)));
        });
    }
    if (measured && measured->ok()) {
        auto *m = new QScatterSeries;
        const QString what = measured->collective.isEmpty() ? tr("nccl-tests") : collectiveLabel(measured->collective);
        m->setName(tr("%1 (measured)").arg(what));
        m->setMarkerSize(10);
        m->setColor(markerColor());
        m->setBorderColor(theme == ChartTheme::Dark ? Qt::white : Qt::black);
        for (const NcclTestsRow &r : measured->rows) {
            if (r.bytes > 0)
                m->append(std::log2(r.bytes), r.outOfPlaceBusbwGBs);
        }
        chart->addSeries(m);
        m->attachAxis(x);
        m->attachAxis(y);
        const NcclTestsRun run = *measured;
        const QList<perf::CollectiveRow> pred = predicted;
        QObject::connect(m, &QScatterSeries::hovered, m, [run, pred](const QPointF &at, bool on) {
            if (!on)
                return showChartTooltip({});
            for (const NcclTestsRow &r : run.rows) {
                if (r.bytes > 0 && std::abs(std::log2(r.bytes) - at.x()) < 0.5) {
                    const auto p = predictionAt(
                        pred, run.collective.isEmpty() ? QStringLiteral("all_reduce") : run.collective, r.bytes);
                    return showChartTooltip(
                        tr("<b>Measured at %1</b>: busbw %2 GB/s (time %3 us)<br>model at %4: %5 GB/s")
                            .arg(messageSizeLabel(r.bytes), fmt::number(r.outOfPlaceBusbwGBs, 2),
                                 fmt::number(r.outOfPlaceTimeUs, 1),
                                 p ? messageSizeLabel(p->bytes) : QStringLiteral("-"),
                                 p ? fmt::number(p->busbwGBs, 2) : QStringLiteral("-")));
                }
            }
        });
    }
    chart->legend()->setAlignment(Qt::AlignRight);
    return chart;
}

ChartTable collectiveChartTable(const QList<perf::CollectiveRow> &predicted, const NcclTestsRun *measured)
{
    ChartTable t;
    t.columns = {QStringLiteral("collective"), QStringLiteral("ranks"),  QStringLiteral("tier"),
                 QStringLiteral("bytes"),      QStringLiteral("time_s"), QStringLiteral("algbw_gb_s"),
                 QStringLiteral("busbw_gb_s")};
    for (const perf::CollectiveRow &r : predicted)
        t.rows.append({r.collective, r.ranks, r.tier, r.bytes, r.timeS, r.algbwGBs, r.busbwGBs});
    if (measured) {
        for (const NcclTestsRow &r : measured->rows)
            t.rows.append({measured->collective, measured->ranks, QStringLiteral("measured"), r.bytes,
                           r.outOfPlaceTimeUs * 1e-6, r.outOfPlaceAlgbwGBs, r.outOfPlaceBusbwGBs});
    }
    return t;
}

} // namespace aip::charts
