#include "common/formatting.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace aip::fmt {

QString currencySymbol(const QString &currency)
{
    if (currency == QLatin1String("USD"))
        return QStringLiteral("$");
    if (currency == QLatin1String("EUR"))
        return QStringLiteral("€");
    if (currency == QLatin1String("CNY") || currency == QLatin1String("RMB") || currency == QLatin1String("JPY"))
        return QStringLiteral("¥");
    if (currency == QLatin1String("GBP"))
        return QStringLiteral("£");
    return currency.isEmpty() ? QStringLiteral("$") : currency + QLatin1Char(' ');
}

QString money(double value, const QString &currency, int decimals)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    // Symbol first, in every locale: "$1,234" and "¥1,234" read the same on a quote and on a projector.
    const QString n = QLocale().toString(std::abs(value), 'f', decimals);
    return (value < 0 ? QStringLiteral("-") : QString()) + currencySymbol(currency) + n;
}

QString amount(double value, const QLocale &locale, int decimals)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    return locale.toString(value, 'f', decimals);
}

QString moneyShort(double value, const QString &currency)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    const double a = std::abs(value);
    const QString head = (value < 0 ? QStringLiteral("-") : QString()) + currencySymbol(currency);
    if (a >= 1e9)
        return head + compactNumber(a / 1e9) + QLatin1Char('B');
    if (a >= 1e6)
        return head + compactNumber(a / 1e6) + QLatin1Char('M');
    if (a >= 1e3)
        return head + compactNumber(a / 1e3) + QLatin1Char('k');
    return head + compactNumber(a);
}

QString number(double value, int decimals)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    return QLocale().toString(value, 'f', decimals);
}

QString bandFigure(double pct)
{
    return number(pct, pct < 10 ? 1 : 0);
}

QString percentile(double p, const QLocale &locale)
{
    return QStringLiteral("p%1").arg(locale.toString(p, 'f', p == std::floor(p) ? 0 : 1));
}

QString compactNumber(double value, int significant)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    if (value == 0)
        return QStringLiteral("0");
    const QLocale l;
    const double a = std::abs(value);
    if (a >= std::pow(10.0, significant))
        return l.toString(value, 'f', 0);
    const int decimals = std::max(0, significant - 1 - int(std::floor(std::log10(a))));
    QString s = l.toString(value, 'f', decimals);
    const QChar point = l.decimalPoint().at(0);
    if (s.contains(point)) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(point))
            s.chop(1);
    }
    return s;
}

QString watts(double w)
{
    if (!std::isfinite(w))
        return QStringLiteral("—");
    const QLocale l;
    if (std::abs(w) >= 1e6)
        return QCoreApplication::translate("fmt", "%1 MW").arg(l.toString(w / 1e6, 'f', 2));
    if (std::abs(w) >= 1e4)
        return QCoreApplication::translate("fmt", "%1 kW").arg(l.toString(w / 1e3, 'f', 1));
    return QCoreApplication::translate("fmt", "%1 W").arg(l.toString(w, 'f', 0));
}

QString duration(double s, const QLocale &l)
{
    if (!std::isfinite(s) || s < 0)
        return QStringLiteral("—");
    if (s < 1.0)
        return QCoreApplication::translate("fmt", "%1 ms").arg(l.toString(s * 1e3, 'f', s < 0.01 ? 2 : 0));
    if (s < 120)
        return QCoreApplication::translate("fmt", "%1 s").arg(l.toString(s, 'f', 2));
    if (s < 7200)
        return QCoreApplication::translate("fmt", "%1 min").arg(l.toString(s / 60, 'f', 1));
    if (s < 2 * 86400)
        return QCoreApplication::translate("fmt", "%1 h").arg(l.toString(s / 3600, 'f', 1));
    return QCoreApplication::translate("fmt", "%1 days").arg(l.toString(s / 86400, 'f', 1));
}

QString compactCount(double v)
{
    if (!std::isfinite(v))
        return QStringLiteral("—");
    const QLocale l;
    if (v >= 1e6)
        return QCoreApplication::translate("fmt", "%1M").arg(l.toString(v / 1e6, 'f', 2));
    if (v >= 1e4)
        return QCoreApplication::translate("fmt", "%1k").arg(l.toString(v / 1e3, 'f', 1));
    return l.toString(v, 'f', v < 10 ? 2 : 0);
}

QString percent(double fraction, int decimals)
{
    if (!std::isfinite(fraction))
        return QStringLiteral("—");
    return QLocale().toString(fraction * 100.0, 'f', decimals) + QStringLiteral(" %");
}

QString bytes(double b)
{
    if (!std::isfinite(b))
        return QStringLiteral("—");
    const QLocale l;
    if (b >= 1e12)
        return QCoreApplication::translate("fmt", "%1 TB").arg(l.toString(b / 1e12, 'f', 2));
    if (b >= 1e9)
        return QCoreApplication::translate("fmt", "%1 GB").arg(l.toString(b / 1e9, 'f', 1));
    return QCoreApplication::translate("fmt", "%1 MB").arg(l.toString(b / 1e6, 'f', 0));
}

} // namespace aip::fmt
