#include "charts/chartaxes.h"

#include "common/formatting.h"

#include <QCategoryAxis>
#include <QLocale>
#include <QValueAxis>

#include <cmath>

namespace aip::charts {

double niceStep(double span, int ticks)
{
    if (!(span > 0) || !std::isfinite(span))
        return 1;
    const double raw = span / std::max(1, ticks);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (m * magnitude >= raw)
            return m * magnitude;
    }
    return 10 * magnitude;
}

QCategoryAxis *labelledAxis(double min, double max, const AxisFormatter &format, const QString &title, int ticks)
{
    if (!(max > min))
        max = min + 1;
    const double step = niceStep(max - min, ticks);
    const double lo = std::floor(min / step) * step;
    const double hi = std::ceil(max / step) * step;
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setStartValue(lo);
    // Labels must be unique in a QCategoryAxis; a formatter that rounds two ticks alike gets a thin space added.
    QStringList used;
    const int count = int(std::lround((hi - lo) / step));
    for (int i = 0; i <= count; ++i) {
        const double v = lo + i * step;
        QString label = format(std::abs(v) < step * 1e-9 ? 0.0 : v);
        while (used.contains(label))
            label += QChar(0x2009);
        used.append(label);
        axis->append(label, v);
    }
    axis->setRange(lo, hi);
    axis->setTitleText(title);
    axis->setGridLineVisible(true);
    return axis;
}

QString compactNumber(double value, int significant)
{
    if (value == 0)
        return QStringLiteral("0");
    const double a = std::abs(value);
    if (a >= std::pow(10.0, significant))
        return QLocale().toString(value, 'f', 0);
    const int decimals = std::max(0, significant - 1 - int(std::floor(std::log10(a))));
    QString s = QLocale().toString(value, 'f', decimals);
    const QChar point = QLocale().decimalPoint().at(0);
    if (s.contains(point)) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(point))
            s.chop(1);
    }
    return s;
}

QString compactMoney(double value, const QString &currency)
{
    const double a = std::abs(value);
    const QString symbol = fmt::currencySymbol(currency);
    const QString sign = value < 0 ? QStringLiteral("-") : QString();
    if (a >= 1e9)
        return sign + symbol + compactNumber(a / 1e9) + QLatin1Char('B');
    if (a >= 1e6)
        return sign + symbol + compactNumber(a / 1e6) + QLatin1Char('M');
    if (a >= 1e3)
        return sign + symbol + compactNumber(a / 1e3) + QLatin1Char('k');
    return sign + symbol + compactNumber(a);
}

QString compactBytes(double bytes)
{
    const double a = std::abs(bytes);
    if (a >= 1e12)
        return compactNumber(bytes / 1e12) + QStringLiteral(" TB");
    if (a >= 1e9)
        return compactNumber(bytes / 1e9) + QStringLiteral(" GB");
    if (a >= 1e6)
        return compactNumber(bytes / 1e6) + QStringLiteral(" MB");
    if (a >= 1e3)
        return compactNumber(bytes / 1e3) + QStringLiteral(" kB");
    return compactNumber(bytes) + QStringLiteral(" B");
}

QValueAxis *valueAxis(double min, double max, const QString &title, const QString &labelFormat)
{
    auto *axis = new QValueAxis;
    axis->setRange(min, max);
    axis->setTitleText(title);
    axis->setLabelFormat(labelFormat);
    return axis;
}

} // namespace aip::charts
