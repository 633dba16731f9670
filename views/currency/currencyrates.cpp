#include "currency/currencyrates.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace aip::currency {

namespace {

const QString kUsd = QStringLiteral("USD");

QString codeOf(const Part &part)
{
    return part.currency.isEmpty() ? kUsd : part.currency;
}

// USD, CNY, EUR first (the currencies the program offers), then the others alphabetically.
void sortCodes(QStringList &codes)
{
    const QStringList common = commonCurrencies();
    std::sort(codes.begin(), codes.end(), [&common](const QString &a, const QString &b) {
        const qsizetype ia = common.contains(a) ? common.indexOf(a) : common.size();
        const qsizetype ib = common.contains(b) ? common.indexOf(b) : common.size();
        return ia != ib ? ia < ib : a < b;
    });
}

double roundTo(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

} // namespace

QStringList commonCurrencies()
{
    return {QStringLiteral("USD"), QStringLiteral("CNY"), QStringLiteral("EUR")};
}

QMap<QString, double> rebase(const QMap<QString, double> &rates, const QString &from, const QString &to)
{
    if (from == to)
        return rates;
    const double toInFrom = rates.value(to, 0.0); // units of `from` per 1 `to`
    if (!(toInFrom > 0) || !std::isfinite(toInFrom))
        return {};
    QMap<QString, double> out;
    for (auto it = rates.cbegin(); it != rates.cend(); ++it) {
        if (it.key() != to && it.key() != from && it.value() > 0)
            out.insert(it.key(), it.value() / toInFrom);
    }
    out.insert(from, 1.0 / toInFrom);
    return out;
}

QMap<QString, QStringList> pricedCurrencies(const Plan &plan, const PricedQuote &quote, const PartCatalog *catalog)
{
    QMap<QString, QStringList> out;
    if (!catalog)
        return out;
    auto add = [&out](const QString &code, const QString &sku) {
        QStringList &skus = out[code];
        if (!skus.contains(sku))
            skus.append(sku);
    };
    // What the quote prices, in the currency each price comes in (priceQuote walks the servers, the fabric and
    // its cables exactly as the quote and the TCO's capex do).
    for (const QuoteLine &line : quote.lines)
        add(line.sourceCurrency.isEmpty() ? kUsd : line.sourceCurrency, line.sku);
    for (const CloudOption &c : plan.cloud) {
        if (c.hourlyRate) // an hourly_rate of the plan is in the plan's currency already
            continue;
        if (const Part *p = catalog->find(c.sku))
            add(codeOf(*p), p->sku);
    }
    return out;
}

QMap<QString, QStringList> pricedCurrencies(const Plan &plan, const PartCatalog *catalog)
{
    if (!catalog)
        return {};
    return pricedCurrencies(plan, priceQuote(plan, *catalog), catalog);
}

bool usesUsdDefaults(const Plan &plan)
{
    return !plan.servers.isEmpty();
}

QStringList neededCurrencies(const Plan &plan, const PartCatalog *catalog, const QString &currency)
{
    return neededCurrencies(pricedCurrencies(plan, catalog), plan, currency);
}

QStringList neededCurrencies(const QMap<QString, QStringList> &priced, const Plan &plan, const QString &currency)
{
    QStringList codes = priced.keys();
    if (usesUsdDefaults(plan) && !codes.contains(kUsd))
        codes.append(kUsd);
    codes.removeAll(currency);
    sortCodes(codes);
    return codes;
}

QStringList rateRows(const QStringList &needed, const QMap<QString, double> &rates, const QString &currency)
{
    QStringList codes = needed;
    for (const QString &c : commonCurrencies() + rates.keys()) {
        if (!codes.contains(c))
            codes.append(c);
    }
    codes.removeAll(currency);
    sortCodes(codes);
    return codes;
}

QStringList convertedCurrencies(const PricedQuote &quote)
{
    QStringList codes;
    for (const QuoteLine &line : quote.lines) {
        const QString code = line.sourceCurrency.isEmpty() ? kUsd : line.sourceCurrency;
        if (code != quote.currency && !codes.contains(code))
            codes.append(code);
    }
    sortCodes(codes);
    return codes;
}

QString rateNumber(double rate, const QLocale &locale)
{
    if (!std::isfinite(rate))
        return QStringLiteral("—");
    const double a = std::abs(rate);
    // About six significant digits: 7.14286, 0.140845, 0.000123457; never fewer than two decimals.
    const int magnitude = a > 0 ? int(std::floor(std::log10(a))) : 0;
    const int most = std::clamp(5 - magnitude, 2, 12);
    const double shown = roundTo(rate, most);
    const double quantum = std::pow(10.0, -most);
    int decimals = most;
    while (decimals > 2 && std::abs(roundTo(rate, decimals - 1) - shown) < quantum / 10)
        --decimals;
    return locale.toString(rate, 'f', decimals);
}

QString rateText(const QString &from, double rate, const QString &to, const QLocale &locale)
{
    return QStringLiteral("1 %1 = %2 %3").arg(from, rateNumber(rate, locale), to);
}

QString rateList(const QStringList &codes, const Plan &plan, const QLocale &locale)
{
    QStringList parts;
    for (const QString &code : codes) {
        const double r = plan.exchangeRates.value(code, 0.0);
        if (r > 0 && code != plan.currency)
            parts.append(rateText(code, r, plan.currency, locale));
    }
    return parts.join(QStringLiteral(", "));
}

QString longDate(const QDate &date, const QLocale &locale)
{
    // The long format carries the weekday ("dddd, MMMM d, yyyy", "yyyy年M月d日dddd"), which a rate's date does not
    // need; the rest is the locale's own order and month names.
    static const QRegularExpression weekday(QStringLiteral("(?<![d'])dddd?(?!d)"));
    static const QRegularExpression edges(QStringLiteral("^[\\s,，]+|[\\s,，]+$"));
    QString format = locale.dateFormat(QLocale::LongFormat);
    format.remove(weekday).remove(edges);
    return locale.toString(date, format.isEmpty() ? locale.dateFormat(QLocale::LongFormat) : format);
}

} // namespace aip::currency
