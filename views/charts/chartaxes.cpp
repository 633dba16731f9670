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

QValueAxis *valueAxis(double min, double max, const QString &title, const QString &labelFormat)
{
    auto *axis = new QValueAxis;
    axis->setRange(min, max);
    axis->setTitleText(title);
    axis->setLabelFormat(labelFormat);
    return axis;
}

} // namespace aip::charts
