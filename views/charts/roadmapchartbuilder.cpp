#include "charts/roadmapchartbuilder.h"

#include "charts/chartaxes.h"
#include "common/formatting.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace aip::charts {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aip::charts", text);
}

} // namespace

QString roadmapPathName(const QString &path)
{
    if (path == QLatin1String("buy_more"))
        return tr("Buy more when needed");
    if (path == QLatin1String("burst_to_cloud"))
        return tr("Burst to the cloud");
    if (path == QLatin1String("buy_bigger_now"))
        return tr("Buy bigger now");
    return path;
}

QChart *buildRoadmapChart(const sizing::Roadmap &r, ChartTheme theme)
{
    const QString currency = r.currency.isEmpty() ? QStringLiteral("USD") : r.currency;
    auto *chart = new QChart;
    applyChartStyle(chart, theme);
    chart->setTitle(tr("Three-year roadmap: cumulative cost of three paths"));
    double maxCost = 0;
    for (const sizing::RoadmapPath &p : r.paths) {
        for (double v : p.monthlyCumulative)
            maxCost = std::max(maxCost, v);
    }
    auto *xAxis = valueAxis(0, sizing::kRoadmapMonths, tr("Month"), QStringLiteral("%d"));
    xAxis->setTickType(QValueAxis::TicksDynamic);
    xAxis->setTickAnchor(0);
    xAxis->setTickInterval(6);
    QCategoryAxis *yAxis = labelledAxis(
        0, maxCost, [currency](double v) { return fmt::moneyShort(v, currency); },
        tr("Cumulative cost (%1)").arg(currency), 4);
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);
    auto attach = [&](QAbstractSeries *s) {
        chart->addSeries(s);
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    };
    for (int i = 0; i < r.paths.size(); ++i) {
        const sizing::RoadmapPath &p = r.paths.at(i);
        auto *s = new QLineSeries;
        s->setName(roadmapPathName(p.name));
        s->setPen(
            linePen(i == 0 ? ownedColor(theme) : seriesColor(i, theme), p.name == QLatin1String("burst_to_cloud")));
        for (int m = 0; m < p.monthlyCumulative.size(); ++m)
            s->append(m + 1, p.monthlyCumulative.at(m));
        attach(s);
        const QString name = roadmapPathName(p.name);
        QObject::connect(s, &QLineSeries::hovered, s, [s, name, currency](const QPointF &at, bool state) {
            if (!state)
                return showChartTooltip({});
            const int m = std::clamp(int(std::lround(at.x())) - 1, 0, int(s->count()) - 1);
            showChartTooltip(
                tr("<b>%1, month %2</b>: %3 cumulative").arg(name).arg(m + 1).arg(fmt::money(s->at(m).y(), currency)));
        });
    }
    if (r.runsOutMonth) {
        auto *mark = new QLineSeries;
        mark->setName(*r.runsOutMonth == 0 ? tr("Runs out: now") : tr("Runs out: month %1").arg(*r.runsOutMonth));
        mark->setPen(linePen(markerColor(), true));
        mark->append(*r.runsOutMonth, yAxis->min());
        mark->append(*r.runsOutMonth, yAxis->max());
        attach(mark);
    }
    return chart;
}

ChartTable roadmapChartTable(const sizing::Roadmap &r)
{
    ChartTable t;
    const QString cur = (r.currency.isEmpty() ? QStringLiteral("USD") : r.currency).toLower();
    t.columns = {QStringLiteral("month")};
    for (const sizing::RoadmapPath &p : r.paths)
        t.columns.append(p.name + QLatin1Char('_') + cur);
    for (int m = 0; m < sizing::kRoadmapMonths; ++m) {
        QVariantList row{m + 1};
        for (const sizing::RoadmapPath &p : r.paths)
            row.append(m < p.monthlyCumulative.size() ? QVariant(p.monthlyCumulative.at(m)) : QVariant());
        t.rows.append(row);
    }
    return t;
}

} // namespace aip::charts
