#include "charts/tornadochartbuilder.h"

#include "charts/chartaxes.h"
#include "charts/tcochartbuilder.h"
#include "common/formatting.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QHorizontalBarSeries>

#include <algorithm>

namespace aip::charts {

namespace {
QString tr(const char *text)
{
    // lupdate files tr() of a free function under its namespace: ask for the same context.
    return QCoreApplication::translate("aip::charts", text);
}

QString valueText(const SensitivityBar &bar, double v, const QString &currency)
{
    if (bar.key == QLatin1String("hardware_price"))
        return QStringLiteral("×%1").arg(compactNumber(v));
    if (bar.key == QLatin1String("utilization"))
        return fmt::percent(v, 0);
    if (bar.key == QLatin1String("electricity_per_kwh") || bar.key == QLatin1String("cloud_price"))
        return fmt::money(v, currency, 2);
    return compactNumber(v);
}
} // namespace

QString sensitivityLabel(const SensitivityBar &bar, const QString &currency)
{
    return tr("%1 (%2 – %3)")
        .arg(bar.label, valueText(bar, bar.lowValue, currency), valueText(bar, bar.highValue, currency));
}

QChart *buildTornadoChart(const SensitivityResult &result, const QString &currency, ChartTheme theme)
{
    auto *chart = new QChart;
    applyChartStyle(chart, theme);
    chart->setTitle(tr("Owned minus cloud over %1 months: %2 at base (%3)")
                        .arg(result.horizonMonths)
                        .arg(fmt::money(result.baseDifference, currency), cloudOptionName(result.cloud)));
    auto *series = new QHorizontalBarSeries;
    series->setBarWidth(0.75);
    const int pct = int(std::lround(result.swing * 100));
    auto *low = new QBarSet(tr("Assumption −%1 %").arg(pct));
    auto *high = new QBarSet(tr("Assumption +%1 %").arg(pct));
    low->setColor(seriesColor(4, theme));
    low->setBorderColor(seriesColor(4, theme));
    high->setColor(seriesColor(1, theme));
    high->setBorderColor(seriesColor(1, theme));
    auto *axis = new QBarCategoryAxis;
    double lo = 0, hi = 0;
    // The first category is drawn at the bottom: append narrowest first so the widest bar is on top.
    QList<SensitivityBar> bars = result.bars;
    std::reverse(bars.begin(), bars.end());
    for (const SensitivityBar &b : bars) {
        low->append(b.lowDelta);
        high->append(b.highDelta);
        axis->append(sensitivityLabel(b, currency));
        lo = std::min({lo, b.lowDelta, b.highDelta});
        hi = std::max({hi, b.lowDelta, b.highDelta});
    }
    series->append(low);
    series->append(high);
    chart->addSeries(series);
    chart->addAxis(axis, Qt::AlignLeft);
    series->attachAxis(axis);
    QCategoryAxis *value = labelledAxis(
        lo, hi, [currency](double v) { return fmt::moneyShort(v, currency); },
        tr("Change of owned minus cloud (%1)").arg(currency), 6);
    chart->addAxis(value, Qt::AlignBottom);
    series->attachAxis(value);
    const double base = result.baseDifference;
    auto tip = [bars, currency, base](bool on, int index, bool isHigh) {
        if (!on || index < 0 || index >= bars.size())
            return showChartTooltip({});
        const SensitivityBar &b = bars.at(index);
        const double v = isHigh ? b.highValue : b.lowValue;
        const double d = isHigh ? b.highDifference : b.lowDifference;
        showChartTooltip(tr("<b>%1 at %2</b> (base %3)<br>owned minus cloud: %4, %5 against the base %6")
                             .arg(b.label, valueText(b, v, currency), valueText(b, b.baseValue, currency),
                                  fmt::money(d, currency), fmt::money(isHigh ? b.highDelta : b.lowDelta, currency),
                                  fmt::money(base, currency)));
    };
    QObject::connect(low, &QBarSet::hovered, low, [tip](bool on, int i) { tip(on, i, false); });
    QObject::connect(high, &QBarSet::hovered, high, [tip](bool on, int i) { tip(on, i, true); });
    return chart;
}

ChartTable tornadoChartTable(const SensitivityResult &result)
{
    ChartTable t;
    t.columns = {QStringLiteral("assumption"), QStringLiteral("base"),           QStringLiteral("low"),
                 QStringLiteral("high"),       QStringLiteral("difference_low"), QStringLiteral("difference_high"),
                 QStringLiteral("delta_low"),  QStringLiteral("delta_high")};
    for (const SensitivityBar &b : result.bars)
        t.rows.append(
            {b.key, b.baseValue, b.lowValue, b.highValue, b.lowDifference, b.highDifference, b.lowDelta, b.highDelta});
    return t;
}

} // namespace aip::charts
