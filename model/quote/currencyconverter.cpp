#include "quote/currencyconverter.h"

namespace aip {

CurrencyConverter::CurrencyConverter(const QString &target, const QMap<QString, double> &rates)
    : m_target(target.isEmpty() ? QStringLiteral("USD") : target)
    , m_rates(rates)
{ }

std::optional<double> CurrencyConverter::rate(const QString &from) const
{
    // A part without a currency is priced in USD, the catalog's default (model/hardware/part.h).
    const QString code = from.isEmpty() ? QStringLiteral("USD") : from;
    if (code == m_target)
        return 1.0;
    const auto it = m_rates.constFind(code);
    if (it == m_rates.constEnd() || !(it.value() > 0))
        return std::nullopt;
    return it.value();
}

std::optional<double> CurrencyConverter::convert(double amount, const QString &from) const
{
    if (const auto r = rate(from))
        return amount * *r;
    return std::nullopt;
}

} // namespace aip
