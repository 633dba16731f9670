#include "charts/yearchartbuilder.h"

#include "charts/chartaxes.h"
#include "charts/tcochartbuilder.h"
#include "common/formatting.h"
#include "tco/tcoreport.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QStackedBarSeries>

#include <algorithm>
#include <functional>

namespace aip::charts {

namespace {
QString tr(const char *text)
{
    // lupdate files tr() of a free function under its namespace: ask for the same context.
    return QCoreApplication::translate("aip::charts", text);
}

struct YearPart {
    QString key;
    QString label;
    std::function<double(const tco::YearCosts &)> value;
};

QList<YearPart> yearParts()
{
    return {
        {QStringLiteral("capex"), tr("Capex"), [](const tco::YearCosts &y) { return y.capex; }},
        {QStringLiteral("energy"), tr("Energy"), [](const tco::YearCosts &y) { return y.energy; }},
        {QStringLiteral("colocation"), tr("Colocation"), [](const tco::YearCosts &y) { return y.colocation; }},
        {QStringLiteral("operations"), tr("Operations"), [](const tco::YearCosts &y) { return y.operations; }},
        {QStringLiteral("maintenance"), tr("Maintenance"), [](const tco::YearCosts &y) { return y.maintenance; }},
        // Cash back at the end of the horizon: a negative part of the last year.
        {QStringLiteral("residual"), tr("Residual value"), [](const tco::YearCosts &y) { return -y.residual; }},
    };
}
} // namespace

QChart *buildYearChart(const tco::PlanTco &tco, ChartTheme theme)
{
    const tco::TcoResult &r = tco.result;
    const QString currency = tco.currency.isEmpty() ? QStringLiteral("USD") : tco.currency;
    auto *chart = new QChart;
    applyChartStyle(chart, theme);
    chart->setTitle(tr("Cost per year: owned (stacked) and cloud"));
    auto *stack = new QStackedBarSeries;
    stack->setBarWidth(0.5);
    const QList<YearPart> parts = yearParts();
    double top = 0, bottom = 0;
    for (const tco::YearCosts &y : r.years) {
        double pos = 0, neg = 0;
        for (const YearPart &p : parts)
            (p.value(y) >= 0 ? pos : neg) += p.value(y);
        top = std::max(top, pos);
        bottom = std::min(bottom, neg);
        for (double c : y.cloud)
            top = std::max(top, c);
    }
    for (int i = 0; i < parts.size(); ++i) {
        const YearPart &p = parts.at(i);
        auto *set = new QBarSet(p.label);
        bool any = false;
        for (const tco::YearCosts &y : r.years) {
            set->append(p.value(y));
            any = any || p.value(y) != 0;
        }
        const QColor color = i == 0 ? ownedColor(theme) : seriesColor(i + 1, theme);
        set->setColor(color);
        set->setBorderColor(color);
        stack->append(set);
        QObject::connect(set, &QBarSet::hovered, set, [set, currency](bool on, int index) {
            showChartTooltip(on ? tr("<b>%1, year %2</b>: %3")
                                      .arg(set->label())
                                      .arg(index + 1)
                                      .arg(fmt::money(set->at(index), currency))
                                : QString());
        });
        if (!any)
            stack->remove(set); // nothing to show (e.g. no maintenance contract): keep the legend short
    }
    chart->addSeries(stack);
    auto *x = new QBarCategoryAxis;
    for (const tco::YearCosts &y : r.years)
        x->append(tr("Year %1").arg(y.year));
    x->setTitleText(tr("Year of the horizon"));
    chart->addAxis(x, Qt::AlignBottom);
    stack->attachAxis(x);
    // Three labels: the Cost tab shares its height with tables and is short on a laptop, and Qt Charts elides a
    // category axis' labels to "..." when they are closer than a line of text (as in the scaling chart).
    constexpr int kTicks = 3;
    // The currency alone as the y title (the chart's title says "Cost per year"): a longer one is cut on a laptop.
    QCategoryAxis *yAxis = labelledAxis(
        bottom, top, [currency](double v) { return fmt::moneyShort(v, currency); }, currency, kTicks);
    chart->addAxis(yAxis, Qt::AlignLeft);
    stack->attachAxis(yAxis);

    for (int c = 0; c < r.cloud.size(); ++c) {
        auto *line = new QLineSeries;
        line->setName(tr("Cloud: %1").arg(cloudOptionShortName(r.cloud.at(c))));
        line->setPen(linePen(seriesColor(c + 1, theme), true));
        line->setPointsVisible(true);
        for (int i = 0; i < r.years.size(); ++i)
            line->append(i, r.years.at(i).cloud.value(c));
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(yAxis);
        QObject::connect(line, &QLineSeries::hovered, line, [line, currency](const QPointF &at, bool on) {
            const int i = std::clamp(int(std::lround(at.x())), 0, std::max(0, int(line->count()) - 1));
            showChartTooltip(on ? tr("<b>%1, year %2</b>: %3")
                                      .arg(line->name())
                                      .arg(i + 1)
                                      .arg(fmt::money(line->at(i).y(), currency))
                                : QString());
        });
    }
    return chart;
}

ChartTable yearChartTable(const tco::PlanTco &tco)
{
    const tco::TcoResult &r = tco.result;
    const QString cur = (tco.currency.isEmpty() ? QStringLiteral("USD") : tco.currency).toLower();
    ChartTable t;
    t.columns = {QStringLiteral("year")};
    for (const YearPart &p : yearParts())
        t.columns.append(p.key + QLatin1Char('_') + cur);
    t.columns.append(QStringLiteral("owned_cash_") + cur);
    for (const tco::CloudCost &c : r.cloud)
        t.columns.append(tco::optionLabel(c).replace(QLatin1Char(' '), QLatin1Char('_')) + QLatin1Char('_') + cur);
    for (const tco::YearCosts &y : r.years) {
        QVariantList row{y.year};
        for (const YearPart &p : yearParts())
            row.append(p.value(y));
        row.append(y.ownedCash);
        for (double c : y.cloud)
            row.append(c);
        t.rows.append(row);
    }
    return t;
}

} // namespace aip::charts
