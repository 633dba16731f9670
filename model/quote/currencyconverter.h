#pragma once
// Converts catalog prices into the plan's currency. Prices stay in their own currency in the catalog; the plan
// carries the rates (DESIGN.md: "Money is in the plan's currency with user-set exchange rates"), so the same
// catalog quotes in USD for one client and in CNY for another.

#include <QMap>
#include <QString>

#include <optional>

namespace aip {

class CurrencyConverter
{
public:
    // rates: units of `target` per 1 unit of the key currency (Plan::exchangeRates).
    CurrencyConverter(const QString &target, const QMap<QString, double> &rates);

    const QString &target() const { return m_target; }
    // The amount in the target currency; nullopt when no rate is known for `from`.
    std::optional<double> convert(double amount, const QString &from) const;
    // Units of the target currency per unit of `from` (1 for the target itself).
    std::optional<double> rate(const QString &from) const;

private:
    QString m_target;
    QMap<QString, double> m_rates;
};

} // namespace aip
