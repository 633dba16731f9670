#include "charts/comparisonchartbuilder.h"

#include "charts/chartaxes.h"
#include "charts/tcochartbuilder.h"
#include "common/formatting.h"
#include "tco/tcoreport.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
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
} // namespace

bool useLogScale(double minPositive, double max)
{
    return minPositive > 0 && max / minPositive >= 100;
}

QChart *buildComparisonChart(const QList<NamedTco> &plans, ChartTheme theme)
{
    auto *chart = new QChart;
    applyChartStyle(chart, theme);
    chart->setTitle(tr("Cumulative cost: owned (solid) and cloud (dashed) per plan"));
    const QString currency
        = plans.isEmpty() || plans.first().tco.currency.isEmpty() ? QStringLiteral("USD") : plans.first().tco.currency;
    double maxCost = 0;
    double minCost = 0; // the smallest positive figure
    int months = 1;
    const auto note = [&](double v) {
        maxCost = std::max(maxCost, v);
        if (v > 0 && (minCost == 0 || v < minCost))
            minCost = v;
    };
    for (const NamedTco &p : plans) {
        months = std::max(months, p.tco.result.horizonMonths());
        for (double v : p.tco.result.owned.monthly)
            note(v);
        for (const tco::CloudCost &c : p.tco.result.cloud) {
            for (double v : c.monthly)
                note(v);
        }
    }
    auto *x = new QValueAxis;
    x->setRange(0, months);
    x->setTitleText(tr("Month"));
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(months > 24 ? 6 : 3);
    chart->addAxis(x, Qt::AlignBottom);
    QAbstractAxis *y = nullptr;
    if (useLogScale(minCost, maxCost)) {
        // A 4-GPU plan beside a 128-node one: on a linear axis the small plan is a line along the bottom.
        auto *log = new QLogValueAxis;
        log->setBase(10);
        log->setMinorTickCount(-1);
        log->setRange(std::pow(10.0, std::floor(std::log10(minCost))), std::pow(10.0, std::ceil(std::log10(maxCost))));
        log->setLabelFormat(QStringLiteral("%.0f"));
        log->setTitleText(tr("Cumulative cost (%1, log scale)").arg(currency));
        chart->setLocalizeNumbers(true); // 1,000,000 rather than 1000000
        y = log;
    } else {
        y = labelledAxis(
            0, maxCost, [currency](double v) { return fmt::moneyShort(v, currency); },
            tr("Cumulative cost (%1)").arg(currency));
    }
    chart->addAxis(y, Qt::AlignLeft);

    auto addLine = [&](const QList<double> &monthly, const QString &name, const QColor &color, bool dashed) {
        auto *s = new QLineSeries;
        s->setName(name);
        s->setPen(linePen(color, dashed));
        for (int m = 0; m < monthly.size(); ++m) {
            if (monthly.at(m) > 0 || y->type() != QAbstractAxis::AxisTypeLogValue) // log scale: no zero
                s->append(m + 1, monthly.at(m));
        }
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
        QObject::connect(s, &QLineSeries::hovered, s, [s, currency](const QPointF &at, bool on) {
            // The point of the month under the cursor (a log axis leaves out months costing nothing).
            const QList<QPointF> points = s->points();
            const auto near
                = std::min_element(points.cbegin(), points.cend(), [&at](const QPointF &a, const QPointF &b) {
                      return std::abs(a.x() - at.x()) < std::abs(b.x() - at.x());
                  });
            showChartTooltip(on && near != points.cend() ? tr("<b>%1, month %2</b>: %3 cumulative")
                                                               .arg(s->name())
                                                               .arg(int(near->x()))
                                                               .arg(fmt::money(near->y(), currency))
                                                         : QString());
        });
    };
    for (int i = 0; i < plans.size(); ++i) {
        const NamedTco &p = plans.at(i);
        const QColor color = seriesColor(i, theme);
        addLine(p.tco.result.owned.monthly, tr("Owned — %1").arg(p.name), color, false);
        for (const tco::CloudCost &c : p.tco.result.cloud)
            addLine(c.monthly, tr("%1 — %2").arg(cloudOptionShortName(c), p.name), color, true);
    }
    // Plan names are long: a vertical legend at the side keeps each one whole. Its markers are the lines
    // themselves, so owned (solid) and cloud (dashed) are told apart there too, not only in the title.
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    return chart;
}

ChartTable comparisonChartTable(const QList<NamedTco> &plans)
{
    ChartTable t;
    t.columns = {QStringLiteral("month")};
    int months = 0;
    for (const NamedTco &p : plans) {
        t.columns.append(p.name + QStringLiteral(": owned"));
        for (const tco::CloudCost &c : p.tco.result.cloud)
            t.columns.append(p.name + QStringLiteral(": ") + tco::optionLabel(c));
        months = std::max(months, int(p.tco.result.owned.monthly.size()));
    }
    for (int m = 0; m < months; ++m) {
        QVariantList row{m + 1};
        for (const NamedTco &p : plans) {
            row.append(m < p.tco.result.owned.monthly.size() ? QVariant(p.tco.result.owned.monthly.at(m))
                                                             : QVariant(QString()));
            for (const tco::CloudCost &c : p.tco.result.cloud)
                row.append(m < c.monthly.size() ? QVariant(c.monthly.at(m)) : QVariant(QString()));
        }
        t.rows.append(row);
    }
    return t;
}

} // namespace aip::charts
