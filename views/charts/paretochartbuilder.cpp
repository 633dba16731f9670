#include "charts/paretochartbuilder.h"

#include "charts/chartaxes.h"
#include "common/formatting.h"
#include "tco/cloudrate.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace aip::charts {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aip::charts", text);
}

// A logarithmic money axis over [lo, hi]: ticks at 1, 2 and 5 x 10^k, positioned at their log10.
QCategoryAxis *logMoneyAxis(double lo, double hi, const QString &currency, const QString &title)
{
    const double first = std::floor(std::log10(lo));
    const double last = std::ceil(std::log10(hi));
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setStartValue(first);
    // Fewer ticks over a wide range: every decade, with 2 and 5 only while there are few decades.
    const QList<double> steps = last - first > 3 ? QList<double>{1} : QList<double>{1, 2, 5};
    for (double e = first; e <= last; ++e) {
        for (double m : steps) {
            const double v = m * std::pow(10.0, e);
            if (std::log10(v) <= last + 1e-9)
                axis->append(fmt::moneyShort(v, currency), std::log10(v));
        }
    }
    axis->setRange(first, last);
    axis->setTitleText(title);
    axis->setGridLineVisible(true);
    return axis;
}

QString tip(const sizing::SizingCandidate &c, const QString &currency)
{
    return tr("<b>%1</b><br>%2 days, TCO %3, capex %4<br>%5")
        .arg(candidateName(c), fmt::number(c.days, 1), fmt::money(c.tco, currency), fmt::money(c.capex, currency),
             c.meetsTarget ? tr("meets the target") : tr("misses the target: %1").arg(sizing::bindingLabel(c.binding)));
}

} // namespace

QString candidateName(const sizing::SizingCandidate &c)
{
    return c.pricing.isEmpty() ? tr("%1 x %2").arg(c.nodes).arg(c.system)
                               : tr("%1 x %2, %3").arg(c.nodes).arg(c.system, tco::pricingLabel(c.pricing));
}

QChart *buildParetoChart(const sizing::SizingResult &r, ChartTheme theme)
{
    const QString currency = r.currency.isEmpty() ? QStringLiteral("USD") : r.currency;
    auto *chart = new QChart;
    applyChartStyle(chart, theme);
    chart->setTitle(tr("Days to train against %1-month TCO").arg(r.horizonMonths));
    double maxDays = r.target.days;
    for (const sizing::SizingCandidate &c : r.candidates)
        maxDays = std::max(maxDays, c.hasTime() ? c.days : 0.0);
    // Candidates far slower than the deadline (the slowest options at their most nodes) would squeeze the ones that
    // matter into a corner: the axis stops at three deadlines and the title says so.
    const double xMax = std::min(maxDays, 3 * r.target.days);
    if (maxDays > xMax)
        chart->setTitle(tr("Days to train against %1-month TCO (slower than %2 days: off the chart)")
                            .arg(r.horizonMonths)
                            .arg(fmt::number(xMax)));
    auto shown = [xMax](const sizing::SizingCandidate &c) { return c.hasTime() && c.cost() > 0 && c.days <= xMax; };
    double lo = 0, hi = 0;
    for (const sizing::SizingCandidate &c : r.candidates) {
        if (!shown(c))
            continue;
        lo = lo > 0 ? std::min(lo, c.cost()) : c.cost();
        hi = std::max(hi, c.cost());
    }
    if (!(lo > 0)) {
        lo = 1;
        hi = 10;
    }
    const double xStep = niceStep(xMax, 6);
    auto *xAxis = valueAxis(0, std::ceil(xMax * 1.05 / xStep) * xStep, tr("Days to train"), QStringLiteral("%d"));
    xAxis->setTickType(QValueAxis::TicksDynamic);
    xAxis->setTickAnchor(0);
    xAxis->setTickInterval(xStep);
    QCategoryAxis *yAxis = logMoneyAxis(lo, hi, currency, tr("TCO (%1, log)").arg(currency));
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);
    auto attach = [&](QAbstractSeries *s) {
        chart->addSeries(s);
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    };

    // One scatter per verdict; each point's tooltip names its candidate.
    auto scatter = [&](bool meets) {
        auto *s = new QScatterSeries;
        s->setName(meets ? tr("Meets the target") : tr("Misses the target"));
        s->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        s->setMarkerSize(meets ? 9 : 7);
        QColor color = meets ? seriesColor(0, theme) : seriesColor(3, theme);
        if (!meets)
            color.setAlpha(150);
        s->setColor(color);
        s->setBorderColor(color);
        QList<int> indices;
        for (int i = 0; i < r.candidates.size(); ++i) {
            const sizing::SizingCandidate &c = r.candidates.at(i);
            if (shown(c) && c.meetsTarget == meets) {
                s->append(c.days, std::log10(c.cost()));
                indices.append(i);
            }
        }
        attach(s);
        QObject::connect(s, &QScatterSeries::hovered, s, [r, indices, currency](const QPointF &at, bool state) {
            if (!state)
                return showChartTooltip({});
            int best = -1;
            double distance = 0;
            for (int i : indices) {
                const sizing::SizingCandidate &c = r.candidates.at(i);
                const double d = std::hypot(c.days - at.x(), (std::log10(c.cost()) - at.y()) * 10);
                if (best < 0 || d < distance) {
                    best = i;
                    distance = d;
                }
            }
            showChartTooltip(best >= 0 ? tip(r.candidates.at(best), currency) : QString());
        });
    };
    scatter(false);
    scatter(true);

    auto *front = new QLineSeries;
    front->setName(tr("Pareto front"));
    front->setPen(linePen(ownedColor(theme)));
    for (int i : r.pareto) {
        if (shown(r.candidates.at(i)))
            front->append(r.candidates.at(i).days, std::log10(r.candidates.at(i).cost()));
    }
    attach(front);

    auto *deadline = new QLineSeries;
    deadline->setName(tr("Deadline: %1 days").arg(fmt::number(r.target.days, r.target.days < 10 ? 1 : 0)));
    deadline->setPen(linePen(markerColor(), true));
    deadline->append(r.target.days, yAxis->min());
    deadline->append(r.target.days, yAxis->max());
    attach(deadline);

    // The cheapest and the fastest that meet the target, each marked and labelled.
    auto mark = [&](const std::optional<int> &i, const QString &name, QScatterSeries::MarkerShape shape) {
        if (!i)
            return;
        auto *s = new QScatterSeries;
        s->setName(name);
        s->setMarkerShape(shape);
        s->setMarkerSize(15);
        s->setColor(markerColor());
        s->setBorderColor(theme == ChartTheme::Dark ? Qt::white : Qt::black);
        s->setPointLabelsVisible(true);
        s->setPointLabelsClipping(false);
        s->setPointLabelsColor(theme == ChartTheme::Dark ? Qt::white : Qt::black);
        s->setPointLabelsFormat(name);
        s->append(r.candidates.at(*i).days, std::log10(r.candidates.at(*i).cost()));
        attach(s);
    };
    mark(r.cheapest, tr("cheapest"), QScatterSeries::MarkerShapeRectangle);
    mark(r.fastest, tr("fastest"), QScatterSeries::MarkerShapeTriangle);
    return chart;
}

ChartTable paretoChartTable(const sizing::SizingResult &r)
{
    ChartTable t;
    const QString cur = (r.currency.isEmpty() ? QStringLiteral("USD") : r.currency).toLower();
    t.columns = {QStringLiteral("candidate"),  QStringLiteral("where"),        QStringLiteral("system"),
                 QStringLiteral("pricing"),    QStringLiteral("nodes"),        QStringLiteral("days"),
                 QStringLiteral("tco_") + cur, QStringLiteral("meets_target"), QStringLiteral("pareto")};
    for (int i = 0; i < r.candidates.size(); ++i) {
        const sizing::SizingCandidate &c = r.candidates.at(i);
        if (!c.hasTime())
            continue;
        t.rows.append(
            {i + 1, c.where, c.system, c.pricing, c.nodes, c.days, c.tco, c.meetsTarget, r.pareto.contains(i)});
    }
    return t;
}

} // namespace aip::charts
