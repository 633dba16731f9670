#pragma once
// The plan's exchange rates as the GUI edits and shows them: which currencies a plan needs a rate for, re-basing the
// rates when the plan's currency changes, and "1 USD = 7.10 CNY" in the reader's locale. Pure functions (no widgets)
// so the tests check the arithmetic on its own; the conversion itself stays in model/quote/currencyconverter.h.
//
// A rate is, as in the plan file, units of the plan's currency per 1 unit of the key currency.

#include "hardware/partcatalog.h"
#include "plan/plan.h"
#include "quote/quotepricing.h"

#include <QDate>
#include <QLocale>
#include <QMap>
#include <QString>
#include <QStringList>

namespace aip::currency {

// The currencies the dialog always offers: USD, CNY, EUR.
QStringList commonCurrencies();

// Rates given in `from` (units of `from` per 1 unit of each key) re-based onto `to`: every key K becomes
// rates[K] / rates[to], and `from` itself becomes 1 / rates[to]. Without a rate for `to` nothing can be re-based and
// the result is empty; from == to returns the rates unchanged.
QMap<QString, double> rebase(const QMap<QString, double> &rates, const QString &from, const QString &to);

// The catalog currencies the plan's prices come in: code -> SKUs of the parts it uses priced in that code (servers'
// chassis and added parts, the fabric switch, cloud options without an hourly_rate of their own). The fabric's
// cables are estimated in USD (model/quote/quotecabling.h) and listed as "fabric-cables-optics". A part without a
// currency is in USD. catalog may be null: nothing is known then.
// From the plan's priced quote (the window's evaluation's: PlanEvaluation::tco->quote), which this does not price
// again: its lines' currencies, and the cloud options' from the catalog.
QMap<QString, QStringList> pricedCurrencies(const Plan &plan, const PricedQuote &quote, const PartCatalog *catalog);
// Prices the plan first (priceQuote): for a caller that has no priced quote of it (a dialog opened before the first
// evaluation, the tests).
QMap<QString, QStringList> pricedCurrencies(const Plan &plan, const PartCatalog *catalog);
// Whether the cost model's money defaults, which are in USD (model/tco/tcodefaults.h), apply: the plan has servers.
bool usesUsdDefaults(const Plan &plan);
// The currencies the plan needs a rate for when its currency is `currency`, sorted as rateRows() sorts.
QStringList neededCurrencies(const Plan &plan, const PartCatalog *catalog, const QString &currency);
// The same from pricedCurrencies()'s answer for the plan: prices nothing.
QStringList neededCurrencies(const QMap<QString, QStringList> &priced, const Plan &plan, const QString &currency);
// The rows of the rates table: the needed currencies, the common ones and those with a rate, less `currency`;
// USD, CNY, EUR first, then alphabetically.
QStringList rateRows(const QStringList &needed, const QMap<QString, double> &rates, const QString &currency);

// The source currencies of the quote's lines other than the quote's own (the prices that were converted or that
// need a rate), sorted as rateRows() sorts.
QStringList convertedCurrencies(const PricedQuote &quote);

// A rate with at least two decimals and about six significant digits: "7.10", "0.140845", "1,234.50".
QString rateNumber(double rate, const QLocale &locale);
// "1 USD = 7.10 CNY"
QString rateText(const QString &from, double rate, const QString &to, const QLocale &locale);
// "1 USD = 7.10 CNY, 1 EUR = 7.80 CNY" for the codes that have a rate in plan.exchangeRates; empty when none has.
QString rateList(const QStringList &codes, const Plan &plan, const QLocale &locale);
// The locale's long date without the weekday: "November 30, 2026", "2026年11月30日".
QString longDate(const QDate &date, const QLocale &locale);

} // namespace aip::currency
