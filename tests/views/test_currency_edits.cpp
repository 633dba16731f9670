// The plan's currency and exchange rates: the pure edit accepts what the plan file accepts and refuses the rest, the
// undo command restores currency, rates and date exactly, and the re-basing and formatting of currencyrates.h.
#include "analysis/planevaluation.h"
#include "currency/currencyrates.h"
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "document/planedits.h"
#include "facility/networkbom.h"
#include "plan/planfile.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QUndoStack>

#include <algorithm>

#include <cmath>
#include <limits>

using namespace aip;

namespace {
QMap<QString, double> rates(std::initializer_list<std::pair<QString, double>> list)
{
    QMap<QString, double> m;
    for (const auto &[k, v] : list)
        m.insert(k, v);
    return m;
}

// The test catalog with its fabric switch priced in EUR: a plan then needs a EUR rate too.
PartCatalog catalogWithEuroSwitch()
{
    PartCatalog c = viewtest::makeCatalog();
    Part sw = *c.find(QStringLiteral("nvidia-quantum-qm8700"));
    sw.currency = QStringLiteral("EUR");
    sw.price = 23000;
    c.add(sw);
    return c;
}
} // namespace

TEST_CASE("setCurrency sets the currency, the rates and their date")
{
    Plan plan = viewtest::makePlan();
    REQUIRE(planedits::setCurrency(plan, QStringLiteral("CNY"), rates({{QStringLiteral("USD"), 7.1}}),
                                   QStringLiteral("2026-11-30")));
    CHECK(plan.currency == QStringLiteral("CNY"));
    CHECK(plan.exchangeRates == rates({{QStringLiteral("USD"), 7.1}}));
    CHECK(plan.exchangeRatesDate == QStringLiteral("2026-11-30"));
    // Only the rates, then only the date (cleared): both are edits.
    CHECK(planedits::setCurrency(plan, QStringLiteral("CNY"),
                                 rates({{QStringLiteral("USD"), 7.2}, {QStringLiteral("EUR"), 7.8}}),
                                 QStringLiteral("2026-11-30")));
    CHECK(plan.exchangeRates.value(QStringLiteral("EUR")) == 7.8);
    CHECK(planedits::setCurrency(plan, QStringLiteral("CNY"), plan.exchangeRates, QString()));
    CHECK(plan.exchangeRatesDate.isEmpty());
    // The same again changes nothing and is not an edit.
    CHECK_FALSE(planedits::setCurrency(plan, plan.currency, plan.exchangeRates, plan.exchangeRatesDate));
    // A plan file with the result reads back the same.
    const PlanReadResult back = readPlan(writePlan(plan));
    REQUIRE(back.ok());
    CHECK(back.plan->currency == QStringLiteral("CNY"));
    CHECK(back.plan->exchangeRates == plan.exchangeRates);
}

TEST_CASE("setCurrency refuses codes, rates and dates the plan file would refuse")
{
    const Plan original = viewtest::makePlan();
    const QByteArray before = writePlan(original);
    const QMap<QString, double> usd = rates({{QStringLiteral("USD"), 7.1}});
    const QString date = QStringLiteral("2026-11-30");
    auto refused = [&](const QString &currency, const QMap<QString, double> &r, const QString &d) {
        Plan plan = original;
        const bool changed = planedits::setCurrency(plan, currency, r, d);
        if (!changed)
            CHECK(writePlan(plan) == before); // a refused edit leaves the plan as it was
        return !changed;
    };
    for (const char *code : {"cny", "CN", "CNYY", "", "C1Y", "人民币"}) {
        INFO(code);
        CHECK(refused(QString::fromUtf8(code), usd, date));
    }
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    for (double bad : {0.0, -7.1, nan, inf}) {
        INFO(bad);
        CHECK(refused(QStringLiteral("CNY"), rates({{QStringLiteral("USD"), bad}}), date));
    }
    CHECK(refused(QStringLiteral("CNY"), rates({{QStringLiteral("usd"), 7.1}}), date));
    CHECK(refused(QStringLiteral("CNY"), rates({{QStringLiteral("US"), 7.1}}), date));
    // No rate for the plan's own currency: it is 1 by definition.
    CHECK(refused(QStringLiteral("CNY"), rates({{QStringLiteral("USD"), 7.1}, {QStringLiteral("CNY"), 1.0}}), date));
    for (const char *d : {"30.11.2026", "2026-13-01", "2026-11-31", "2026-11-30T10:00:00", "yesterday"}) {
        INFO(d);
        CHECK(refused(QStringLiteral("CNY"), usd, QString::fromLatin1(d)));
    }
    // The valid case next to them passes.
    CHECK_FALSE(refused(QStringLiteral("CNY"), usd, date));
}

TEST_CASE("the currency command undoes to the exact currency, rates and date")
{
    PlanDocument doc;
    Plan plan = viewtest::makePlan();
    plan.currency = QStringLiteral("USD");
    plan.exchangeRates = rates({{QStringLiteral("EUR"), 1.08}});
    plan.exchangeRatesDate = QStringLiteral("2026-10-01");
    doc.reset(plan, {});
    const QByteArray before = writePlan(doc.plan());

    auto *cmd = new SetCurrencyCommand(&doc, QStringLiteral("CNY"),
                                       rates({{QStringLiteral("USD"), 7.1}, {QStringLiteral("EUR"), 7.67}}),
                                       QStringLiteral("2026-11-30"));
    REQUIRE(cmd->isValid());
    CHECK(cmd->text() == QStringLiteral("Change currency to CNY"));
    doc.undoStack()->push(cmd);
    const QByteArray after = writePlan(doc.plan());
    CHECK(doc.plan().currency == QStringLiteral("CNY"));
    CHECK(doc.plan().exchangeRates.value(QStringLiteral("USD")) == 7.1);
    CHECK(doc.plan().exchangeRatesDate == QStringLiteral("2026-11-30"));
    CHECK(doc.isModified());

    doc.undoStack()->undo();
    CHECK(writePlan(doc.plan()) == before);
    CHECK(doc.plan().currency == QStringLiteral("USD"));
    CHECK(doc.plan().exchangeRates == rates({{QStringLiteral("EUR"), 1.08}}));
    CHECK(doc.plan().exchangeRatesDate == QStringLiteral("2026-10-01"));
    doc.undoStack()->redo();
    CHECK(writePlan(doc.plan()) == after);

    // Same currency, other rates: says so. An impossible edit is not a command.
    SetCurrencyCommand ratesOnly(&doc, QStringLiteral("CNY"), rates({{QStringLiteral("USD"), 7.2}}),
                                 QStringLiteral("2026-12-01"));
    CHECK(ratesOnly.isValid());
    CHECK(ratesOnly.text() == QStringLiteral("Change exchange rates"));
    SetCurrencyCommand bad(&doc, QStringLiteral("CNY"), rates({{QStringLiteral("USD"), -1}}), QString());
    CHECK_FALSE(bad.isValid());
    SetCurrencyCommand same(&doc, doc.plan().currency, doc.plan().exchangeRates, doc.plan().exchangeRatesDate);
    CHECK_FALSE(same.isValid());
}

TEST_CASE("re-basing the rates onto another currency keeps what is known")
{
    // From USD with 1 CNY = 0.14 USD and 1 EUR = 1.08 USD, to CNY: 1 USD = 1/0.14 CNY, 1 EUR = 1.08/0.14 CNY.
    const QMap<QString, double> usd = rates({{QStringLiteral("CNY"), 0.14}, {QStringLiteral("EUR"), 1.08}});
    const QMap<QString, double> cny = currency::rebase(usd, QStringLiteral("USD"), QStringLiteral("CNY"));
    REQUIRE(cny.size() == 2);
    CHECK(cny.value(QStringLiteral("USD")) == Approx(1 / 0.14).epsilon(1e-12));
    CHECK(cny.value(QStringLiteral("EUR")) == Approx(1.08 / 0.14).epsilon(1e-12));
    CHECK_FALSE(cny.contains(QStringLiteral("CNY")));
    // And back: the round trip gives the rates it started from.
    const QMap<QString, double> back = currency::rebase(cny, QStringLiteral("CNY"), QStringLiteral("USD"));
    REQUIRE(back.size() == 2);
    CHECK(back.value(QStringLiteral("CNY")) == Approx(0.14).epsilon(1e-12));
    CHECK(back.value(QStringLiteral("EUR")) == Approx(1.08).epsilon(1e-12));
    // To EUR: 1 USD = 1/1.08 EUR, 1 CNY = 0.14/1.08 EUR.
    const QMap<QString, double> eur = currency::rebase(usd, QStringLiteral("USD"), QStringLiteral("EUR"));
    CHECK(eur.value(QStringLiteral("USD")) == Approx(1 / 1.08).epsilon(1e-12));
    CHECK(eur.value(QStringLiteral("CNY")) == Approx(0.14 / 1.08).epsilon(1e-12));
    // Without a rate for the new currency nothing can be re-based; the same currency keeps the rates.
    CHECK(currency::rebase(rates({{QStringLiteral("EUR"), 1.08}}), QStringLiteral("USD"), QStringLiteral("CNY"))
              .isEmpty());
    CHECK(currency::rebase(usd, QStringLiteral("USD"), QStringLiteral("USD")) == usd);
}

TEST_CASE("the currencies a plan needs come from the catalog prices of its parts")
{
    const PartCatalog catalog = catalogWithEuroSwitch();
    Plan plan = viewtest::makePlan();
    const QMap<QString, QStringList> priced = currency::pricedCurrencies(plan, &catalog);
    CHECK(priced.keys() == QStringList{QStringLiteral("EUR"), QStringLiteral("USD")});
    CHECK(priced.value(QStringLiteral("EUR")) == QStringList{QStringLiteral("nvidia-quantum-qm8700")});
    CHECK(priced.value(QStringLiteral("USD")).contains(QStringLiteral("nvidia-dgx-a100-80gb")));
    CHECK(priced.value(QStringLiteral("USD")).contains(QStringLiteral("nvidia-h100-sxm5-80gb")));
    // The fabric's cables and optics, part by part (facility/networkbom.h), are priced in USD.
    const QStringList usd = priced.value(QStringLiteral("USD"));
    CHECK(std::any_of(usd.begin(), usd.end(), [](const QString &sku) { return isFabricCableSku(sku); }));
    // The DGX's built-in GPUs are in its price, not a price of their own.
    CHECK_FALSE(priced.value(QStringLiteral("USD")).contains(QStringLiteral("nvidia-a100-sxm4-80gb")));
    // From the evaluation's priced quote (issue 16, item 4: the dialog prices nothing): the same answer; and it is
    // read from the quote given, not priced again (an empty quote leaves only what no line prices).
    const PlanEvaluation ev = evaluatePlan(plan, catalog, nullptr, false);
    REQUIRE(ev.tco);
    CHECK(currency::pricedCurrencies(plan, ev.tco->quote, &catalog) == priced);
    CHECK(currency::pricedCurrencies(plan, PricedQuote(), &catalog).isEmpty());
    CHECK(currency::neededCurrencies(priced, plan, QStringLiteral("CNY"))
          == QStringList{QStringLiteral("USD"), QStringLiteral("EUR")});

    CHECK(currency::neededCurrencies(plan, &catalog, QStringLiteral("CNY"))
          == QStringList{QStringLiteral("USD"), QStringLiteral("EUR")});
    CHECK(currency::neededCurrencies(plan, &catalog, QStringLiteral("USD")) == QStringList{QStringLiteral("EUR")});
    CHECK(currency::neededCurrencies(plan, nullptr, QStringLiteral("CNY")) == QStringList{QStringLiteral("USD")});
    // The table offers USD/CNY/EUR and every currency with a rate, never the plan's own.
    CHECK(currency::rateRows({QStringLiteral("EUR")}, rates({{QStringLiteral("JPY"), 0.0067}}), QStringLiteral("USD"))
          == QStringList{QStringLiteral("CNY"), QStringLiteral("EUR"), QStringLiteral("JPY")});
    // A cloud option with its own hourly rate needs no rate for the catalog's.
    plan.cloud.append(CloudOption{});
    plan.cloud.last().sku = QStringLiteral("aws-p4d.24xlarge");
    plan.cloud.last().hourlyRate = 230.0;
    plan.fabric.reset();
    CHECK(currency::neededCurrencies(plan, &catalog, QStringLiteral("USD")).isEmpty());
}

TEST_CASE("rates and their dates read in the reader's locale")
{
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    const QLocale zh(QLocale::Chinese, QLocale::China);
    const QLocale de(QLocale::German, QLocale::Germany);
    CHECK(currency::rateNumber(7.1, en) == QStringLiteral("7.10"));
    CHECK(currency::rateNumber(0.14, en) == QStringLiteral("0.14"));
    CHECK(currency::rateNumber(1 / 0.14, en) == QStringLiteral("7.14286"));
    CHECK(currency::rateNumber(1234.5, en) == QStringLiteral("1,234.50"));
    CHECK(currency::rateNumber(0.000123456789, en) == QStringLiteral("0.000123457"));
    CHECK(currency::rateNumber(7.1, de) == QStringLiteral("7,10"));
    CHECK(currency::rateText(QStringLiteral("USD"), 7.1, QStringLiteral("CNY"), en)
          == QStringLiteral("1 USD = 7.10 CNY"));

    const QDate d(2026, 11, 30);
    CHECK(currency::longDate(d, zh) == QStringLiteral("2026年11月30日"));
    CHECK(currency::longDate(d, en) == QStringLiteral("November 30, 2026"));
    CHECK(currency::longDate(d, de) == QStringLiteral("30. November 2026"));

    Plan plan;
    plan.currency = QStringLiteral("CNY");
    plan.exchangeRates = rates({{QStringLiteral("USD"), 7.1}, {QStringLiteral("EUR"), 7.8}});
    CHECK(currency::rateList({QStringLiteral("USD"), QStringLiteral("EUR"), QStringLiteral("JPY")}, plan, en)
          == QStringLiteral("1 USD = 7.10 CNY, 1 EUR = 7.80 CNY"));
}
