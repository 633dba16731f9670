#include "charts/tcochartbuilder.h"

#include "tco/cloudrate.h"

#include "charts/chartaxes.h"
#include "common/formatting.h"
#include "tco/tcoreport.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace aip::charts {

namespace {
QString tr(const char *text)
{
    // lupdate files tr() of a free function under its namespace: ask for the same context.
    return QCoreApplication::translate("aip::charts", text);
}

// The data point a hover over a line means: the month nearest the mouse.
int nearestIndex(const QLineSeries *series, const QPointF &at)
{
    const int i = int(std::lround(at.x())) - 1;
    return std::clamp(i, 0, std::max(0, int(series->count()) - 1));
}

QLineSeries *monthlySeries(const QList<double> &monthly, const QString &name, const QPen &pen)
{
    auto *series = new QLineSeries;
    series->setName(name);
    series->setPen(pen);
    QList<QPointF> points;
    points.reserve(monthly.size());
    for (int m = 0; m < monthly.size(); ++m)
        points.append(QPointF(m + 1, monthly.at(m)));
    series->replace(points);
    return series;
}
} // namespace

QString pricingName(const QString &pricing)
{
    return tco::pricingLabel(pricing);
}

QString cloudOptionName(const tco::CloudCost &cloud)
{
    // Two messages: English has a singular and a plural, Chinese one form (issue 17, item 3).
    return (cloud.in.instances == 1 ? tr("Cloud: %1, %2 (%3 instance)") : tr("Cloud: %1, %2 (%3 instances)"))
        .arg(cloud.in.sku, pricingName(cloud.in.pricing), QString::number(cloud.in.instances));
}

QString cloudOptionShortName(const tco::CloudCost &cloud)
{
    return tr("%1, %2").arg(cloud.in.sku, pricingName(cloud.in.pricing));
}

QChart *buildTcoChart(const tco::PlanTco &tco, ChartTheme theme)
{
    const tco::TcoResult &r = tco.result;
    const QString currency = tco.currency.isEmpty() ? QStringLiteral("USD") : tco.currency;
    auto *chart = new QChart;
    applyChartStyle(chart, theme);
    chart->setTitle(tr("Cumulative cost over %1 months: owned vs cloud").arg(r.horizonMonths()));

    double maxCost = 0;
    auto track = [&maxCost](const QList<double> &v) {
        for (double x : v)
            maxCost = std::max(maxCost, x);
    };
    track(r.owned.monthly);
    for (const tco::CloudCost &c : r.cloud)
        track(c.monthly);
    const int months = std::max<int>(1, r.horizonMonths());

    auto *xAxis = valueAxis(0, months, tr("Month"), QStringLiteral("%d"));
    xAxis->setTickType(QValueAxis::TicksDynamic);
    xAxis->setTickAnchor(0);
    xAxis->setTickInterval(months > 24 ? 6 : 3);
    // Three labels: the Cost tab shares its height with tables and is short on a laptop, and Qt Charts elides a
    // category axis' labels to "..." when they are closer than a line of text (as in the scaling chart).
    constexpr int kTicks = 3;
    // The y title is the currency alone: the chart's title says what is plotted, and on a laptop-height Cost tab
    // a longer title ("Cumulative cost (USD)", longer in Chinese) is cut to "Cumula... (USD)" by Qt Charts.
    QCategoryAxis *yAxis = labelledAxis(
        0, maxCost, [currency](double v) { return fmt::moneyShort(v, currency); }, currency, kTicks);
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);

    auto attach = [&](QAbstractSeries *s) {
        chart->addSeries(s);
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    };

    const tco::OwnedCost &owned = r.owned;
    QLineSeries *ownedSeries = monthlySeries(owned.monthly, tr("Owned cluster"), linePen(ownedColor(theme)));
    attach(ownedSeries);
    QObject::connect(
        ownedSeries, &QLineSeries::hovered, ownedSeries, [ownedSeries, owned, currency](const QPointF &at, bool state) {
            if (!state)
                return showChartTooltip({});
            const int i = nearestIndex(ownedSeries, at);
            showChartTooltip(tr("<b>Owned, month %1</b>: %2 cumulative<br>= capex %3 in month 1"
                                " + running costs %4 a year (energy, colocation, operations,"
                                " maintenance)")
                                 .arg(i + 1)
                                 .arg(fmt::money(ownedSeries->at(i).y(), currency), fmt::money(owned.capex, currency),
                                      fmt::money(owned.opexPerYear, currency)));
        });

    auto *breakEven = new QScatterSeries;
    breakEven->setName(tr("Break-even"));
    breakEven->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    breakEven->setMarkerSize(13);
    breakEven->setColor(markerColor());
    breakEven->setBorderColor(theme == ChartTheme::Dark ? Qt::white : Qt::black);
    breakEven->setPointLabelsFormat(tr("break-even: month @xPoint"));
    breakEven->setPointLabelsVisible(true);
    breakEven->setPointLabelsClipping(false);
    breakEven->setPointLabelsColor(theme == ChartTheme::Dark ? Qt::white : Qt::black);
    QStringList breakEvenTips;
    int bandsShown = 0;

    for (int i = 0; i < r.cloud.size(); ++i) {
        const tco::CloudCost &c = r.cloud.at(i);
        const QString name = cloudOptionName(c);
        QLineSeries *s = monthlySeries(c.monthly, name, linePen(seriesColor(i + 1, theme), true));
        attach(s);
        QObject::connect(s, &QLineSeries::hovered, s, [s, c, name, currency](const QPointF &at, bool state) {
            if (!state)
                return showChartTooltip({});
            const int m = nearestIndex(s, at);
            if (!c.sameWork())
                return showChartTooltip(
                    (c.in.instances == 1 ? tr("<b>%1, month %2</b>: %3 cumulative<br>= %4 a month: %5 instance x %6/h"
                                              " x 730 h + storage + egress (same capacity, always on)")
                                         : tr("<b>%1, month %2</b>: %3 cumulative<br>= %4 a month: %5 instances x %6/h"
                                              " x 730 h + storage + egress (same capacity, always on)"))
                        .arg(name)
                        .arg(m + 1)
                        .arg(fmt::money(s->at(m).y(), currency), fmt::money(c.perMonth, currency))
                        .arg(c.in.instances)
                        .arg(fmt::money(c.in.rate.listRate, currency, 2)));
            showChartTooltip(tr("<b>%1, month %2</b>: %3 cumulative<br>same work: %4 instance-hours at %5/h (price "
                                "of %6) over the horizon, %7 a month on average with storage and egress")
                                 .arg(name)
                                 .arg(m + 1)
                                 .arg(fmt::money(s->at(m).y(), currency), fmt::number(c.instanceHours),
                                      fmt::money(c.in.rate.listRate, currency, 2),
                                      c.in.priceDate.isEmpty() ? tr("no date") : c.in.priceDate,
                                      fmt::money(c.perMonth, currency)));
        });
        if (i < tco.bands.size() && tco.bands.at(i).earliest) {
            // The break-even range along the owned line: where the month falls with the cloud price, the
            // utilization and the electricity price each 20% off (tco/breakevenband.h).
            const tco::BreakEvenBand &b = tco.bands.at(i);
            const int last = b.openEnded ? int(owned.monthly.size()) : b.latest.value_or(*b.earliest);
            auto *band = new QLineSeries;
            band->setName(tr("Break-even range"));
            QColor color = seriesColor(i + 1, theme);
            color.setAlpha(90);
            QPen pen(color);
            pen.setWidthF(9);
            pen.setCapStyle(Qt::RoundCap);
            band->setPen(pen);
            for (int m = *b.earliest; m <= last && m <= owned.monthly.size(); ++m)
                band->append(m, owned.monthly.at(m - 1));
            attach(band);
            // One legend entry for all the ranges: each has its option's colour.
            if (bandsShown++ > 0) {
                for (QLegendMarker *marker : chart->legend()->markers(band))
                    marker->setVisible(false);
            }
            const QString tip = b.openEnded
                ? tr("<b>Break-even range with %1</b>: month %2 or later (none within the horizon at worst) with "
                     "the cloud price, utilization and electricity each %3% off")
                      .arg(name)
                      .arg(*b.earliest)
                      .arg(int(b.swing * 100 + 0.5))
                : tr("<b>Break-even range with %1</b>: months %2 to %3 with the cloud price, utilization and "
                     "electricity each %4% off")
                      .arg(name)
                      .arg(*b.earliest)
                      .arg(last)
                      .arg(int(b.swing * 100 + 0.5));
            QObject::connect(band, &QLineSeries::hovered, band,
                             [tip](const QPointF &, bool state) { showChartTooltip(state ? tip : QString()); });
        }
        if (c.breakEvenMonth && *c.breakEvenMonth >= 1 && *c.breakEvenMonth <= owned.monthly.size()) {
            const int m = *c.breakEvenMonth;
            breakEven->append(m, owned.monthly.at(m - 1));
            breakEvenTips.append(
                tr("<b>Break-even with %1 at month %2</b>: the first month whose cumulative"
                   " owned cost (%3) is no more than the cloud's (%4)")
                    .arg(name)
                    .arg(m)
                    .arg(fmt::money(owned.monthly.at(m - 1), currency), fmt::money(c.monthly.value(m - 1), currency)));
        }
    }
    if (breakEven->count() > 0) {
        // Labels of break-even months close together print over each other: the table and the tooltips say them.
        for (int a = 0; a < breakEven->count(); ++a) {
            for (int b = a + 1; b < breakEven->count(); ++b) {
                if (std::abs(breakEven->at(a).x() - breakEven->at(b).x()) < months / 6.0)
                    breakEven->setPointLabelsVisible(false);
            }
        }
        attach(breakEven);
        QObject::connect(breakEven, &QScatterSeries::hovered, breakEven,
                         [breakEven, breakEvenTips](const QPointF &at, bool state) {
                             if (!state)
                                 return showChartTooltip({});
                             for (int i = 0; i < breakEven->count(); ++i) {
                                 if (std::abs(breakEven->at(i).x() - at.x()) < 0.5)
                                     return showChartTooltip(breakEvenTips.value(i));
                             }
                         });
    } else {
        delete breakEven;
    }
    return chart;
}

ChartTable tcoChartTable(const tco::PlanTco &tco)
{
    const tco::TcoResult &r = tco.result;
    const QString cur = (tco.currency.isEmpty() ? QStringLiteral("USD") : tco.currency).toLower();
    ChartTable t;
    t.columns = {QStringLiteral("month"), QStringLiteral("owned_%1").arg(cur)};
    for (const tco::CloudCost &c : r.cloud)
        t.columns.append(
            QStringLiteral("%1_%2").arg(tco::optionLabel(c).replace(QLatin1Char(' '), QLatin1Char('_')), cur));
    for (int m = 0; m < r.owned.monthly.size(); ++m) {
        QVariantList row{m + 1, r.owned.monthly.at(m)};
        for (const tco::CloudCost &c : r.cloud)
            row.append(m < c.monthly.size() ? QVariant(c.monthly.at(m)) : QVariant(QString()));
        t.rows.append(row);
    }
    return t;
}

} // namespace aip::charts
