// The currency dialog (re-basing, missing rates marked and confirmed), opened from Edit and pushed as one undo step;
// a plan switched to CNY is quoted in CNY, and the Quote tab, the PDF's HTML and the Cost tab say at which rates.
#include "analysis/planevaluation.h"
#include "analysis/planevaluator.h"
#include "currency/currencydialog.h"
#include "currency/currencyrates.h"
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "mainwindow/mainwindow.h"
#include "quote/quotecontent.h"
#include "quote/quotehtml.h"
#include "quote/quotepricing.h"
#include "quote/quotetab.h"
#include "support/testsupport.h"
#include "tabs/tcotab.h"
#include "viewtestcatalog.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace aip;

namespace {

PartCatalog catalogWithEuroSwitch()
{
    PartCatalog c = viewtest::makeCatalog();
    Part sw = *c.find(QStringLiteral("nvidia-quantum-qm8700"));
    sw.currency = QStringLiteral("EUR");
    sw.price = 23000;
    c.add(sw);
    return c;
}

QDoubleSpinBox *rateSpin(QWidget *dialog, const char *code)
{
    return dialog->findChild<QDoubleSpinBox *>(QStringLiteral("rate_%1").arg(QLatin1String(code)));
}

QString statusText(QWidget *dialog, const char *code)
{
    auto *l = dialog->findChild<QLabel *>(QStringLiteral("rateStatus_%1").arg(QLatin1String(code)));
    return l ? l->text() : QString();
}

void chooseCurrency(CurrencyDialog &d, const QString &code)
{
    auto *combo = d.findChild<QComboBox *>(QStringLiteral("currencyCombo"));
    REQUIRE(combo);
    const int i = combo->findData(code);
    REQUIRE(i >= 0);
    combo->setCurrentIndex(i);
}

// Answers the next message box with `button` once it is up (a modal dialog runs its own loop).
void answerNextMessageBox(QMessageBox::StandardButton button, QString *text = nullptr)
{
    QTimer::singleShot(0, [button, text] {
        (void)QTest::qWaitFor([] { return qobject_cast<QMessageBox *>(QApplication::activeModalWidget()) != nullptr; },
                              3000);
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            if (text)
                *text = box->text();
            box->button(button)->click();
        }
    });
}

Plan cnyPlan()
{
    Plan plan = viewtest::makePlan();
    plan.currency = QStringLiteral("CNY");
    plan.exchangeRates.insert(QStringLiteral("USD"), 7.1);
    plan.exchangeRatesDate = QStringLiteral("2026-11-30");
    return plan;
}

} // namespace

TEST_CASE("the currency dialog re-bases the rates when the currency changes")
{
    Plan plan = viewtest::makePlan();
    plan.exchangeRates.insert(QStringLiteral("CNY"), 0.14);
    plan.exchangeRates.insert(QStringLiteral("EUR"), 1.08);
    plan.exchangeRatesDate = QStringLiteral("2026-11-30");
    const PartCatalog catalog = viewtest::makeCatalog();
    CurrencyDialog d(plan, &catalog);
    REQUIRE(rateSpin(&d, "CNY"));
    CHECK(rateSpin(&d, "CNY")->value() == Approx(0.14));
    CHECK_FALSE(rateSpin(&d, "USD")); // no rate for the plan's own currency
    CHECK(d.date() == QStringLiteral("2026-11-30"));

    chooseCurrency(d, QStringLiteral("CNY"));
    CHECK(d.currency() == QStringLiteral("CNY"));
    CHECK_FALSE(rateSpin(&d, "CNY"));
    REQUIRE(rateSpin(&d, "USD"));
    REQUIRE(rateSpin(&d, "EUR"));
    CHECK(rateSpin(&d, "USD")->value() == Approx(1 / 0.14).epsilon(1e-7));
    CHECK(rateSpin(&d, "EUR")->value() == Approx(1.08 / 0.14).epsilon(1e-7));
    CHECK(rateSpin(&d, "USD")->text() == QLocale().toString(1 / 0.14, 'f', 5)); // 7.14286, no trailing zeros
    CHECK(d.rates().keys() == QStringList{QStringLiteral("EUR"), QStringLiteral("USD")});
    CHECK(d.missingRates().isEmpty());

    // A large rate is typed and shown without group separators, so what is shown reads back as the same value.
    QDoubleSpinBox *eur = rateSpin(&d, "EUR");
    eur->selectAll();
    QTest::keyClicks(eur, QLocale().toString(1380.5, 'f', 1).remove(QLocale().groupSeparator()));
    eur->interpretText();
    CHECK(eur->value() == Approx(1380.5));
    CHECK(eur->valueFromText(eur->text()) == Approx(1380.5));
    CHECK_FALSE(eur->text().contains(QLocale().groupSeparator()));
    eur->setValue(1.08 / 0.14);

    chooseCurrency(d, QStringLiteral("USD"));
    CHECK(d.rates().value(QStringLiteral("CNY")) == Approx(0.14).epsilon(1e-6));
    CHECK(d.rates().value(QStringLiteral("EUR")) == Approx(1.08).epsilon(1e-6));
}

TEST_CASE("a currency the plan needs without a rate is marked and OK asks first")
{
    const PartCatalog catalog = catalogWithEuroSwitch();
    Plan plan = cnyPlan();
    CurrencyDialog d(plan, &catalog);
    CHECK(d.missingRates() == QStringList{QStringLiteral("EUR")});
    CHECK(statusText(&d, "EUR").contains(QStringLiteral("rate needed")));
    CHECK(statusText(&d, "EUR").contains(QStringLiteral("EUR")));
    CHECK_FALSE(statusText(&d, "USD").contains(QStringLiteral("rate needed")));
    auto *warning = d.findChild<QLabel *>(QStringLiteral("ratesWarning"));
    REQUIRE(warning);
    CHECK(warning->text().contains(QStringLiteral("EUR")));
    CHECK(warning->text().contains(QStringLiteral("quoted at 0")));
    // Without the USD rate the cost defaults are named too.
    rateSpin(&d, "USD")->setValue(0);
    CHECK(d.missingRates() == QStringList{QStringLiteral("USD"), QStringLiteral("EUR")});
    CHECK(d.missingRatesWarning().contains(QStringLiteral("defaults")));
    rateSpin(&d, "USD")->setValue(7.1);

    // OK with a missing rate: No keeps the dialog open, Yes accepts.
    QString asked;
    answerNextMessageBox(QMessageBox::No, &asked);
    d.accept();
    CHECK(d.result() != QDialog::Accepted);
    CHECK(asked.contains(QStringLiteral("EUR")));
    answerNextMessageBox(QMessageBox::Yes);
    d.accept();
    CHECK(d.result() == QDialog::Accepted);

    // With the rate typed, nothing is missing and OK does not ask.
    CurrencyDialog complete(plan, &catalog);
    rateSpin(&complete, "EUR")->setValue(7.8);
    CHECK(complete.missingRates().isEmpty());
    CHECK(statusText(&complete, "EUR").contains(QStringLiteral("converts")));
    auto *w = complete.findChild<QLabel *>(QStringLiteral("ratesWarning"));
    CHECK(w->isHidden());
    complete.accept();
    CHECK(complete.result() == QDialog::Accepted);
    CHECK(complete.rates().value(QStringLiteral("EUR")) == Approx(7.8));
}

TEST_CASE("Edit > Currency and exchange rates changes the plan in one undo step")
{
    MainWindow w;
    w.setCatalog(viewtest::sharedCatalog());
    w.document()->reset(viewtest::makePlan(), {});
    auto *action = w.findChild<QAction *>(QStringLiteral("currencyAction"));
    REQUIRE(action);
    bool seen = false;
    QTimer::singleShot(0, [&seen] {
        (void)QTest::qWaitFor(
            [] { return qobject_cast<CurrencyDialog *>(QApplication::activeModalWidget()) != nullptr; }, 3000);
        auto *d = qobject_cast<CurrencyDialog *>(QApplication::activeModalWidget());
        if (!d)
            return;
        seen = true;
        chooseCurrency(*d, QStringLiteral("CNY"));
        rateSpin(d, "USD")->setValue(7.1);
        d->findChild<QDateEdit *>(QStringLiteral("ratesDate"))->setDate(QDate(2026, 11, 30));
        d->accept();
    });
    action->trigger();
    REQUIRE(seen);
    const Plan &p = w.document()->plan();
    CHECK(p.currency == QStringLiteral("CNY"));
    CHECK(p.exchangeRates.value(QStringLiteral("USD")) == Approx(7.1));
    CHECK(p.exchangeRatesDate == QStringLiteral("2026-11-30"));
    CHECK(w.document()->undoStack()->count() == 1);
    CHECK(w.document()->undoStack()->undoText() == QStringLiteral("Change currency to CNY"));
    w.document()->undoStack()->undo();
    CHECK(w.document()->plan().currency == QStringLiteral("USD"));
    CHECK(w.document()->plan().exchangeRates.isEmpty());
    CHECK(w.document()->plan().exchangeRatesDate.isEmpty());
}

TEST_CASE("a plan switched to CNY is quoted in CNY at its USD rate")
{
    const PartCatalog catalog = viewtest::makeCatalog();
    Plan plan = viewtest::makePlan();
    plan.quote.discountPct = 5;
    plan.quote.taxPct = 13;
    const PricedQuote usd = priceQuote(plan, catalog);
    REQUIRE(usd.ok());
    REQUIRE(usd.total > 0);
    Plan cny = cnyPlan();
    cny.quote = plan.quote;
    const PricedQuote q = priceQuote(cny, catalog);
    REQUIRE(q.ok());
    CHECK(q.currency == QStringLiteral("CNY"));
    CHECK(q.total == Approx(usd.total * 7.1).epsilon(1e-12));
    REQUIRE(q.lines.size() == usd.lines.size());
    CHECK(q.lines.first().unitPrice == Approx(usd.lines.first().unitPrice * 7.1).epsilon(1e-12));
    CHECK(currency::convertedCurrencies(q) == QStringList{QStringLiteral("USD")});
    CHECK(currency::convertedCurrencies(usd).isEmpty());
}

TEST_CASE("the quote's HTML says at which rates and of which date prices were converted")
{
    const PartCatalog catalog = viewtest::makeCatalog();
    Plan plan = cnyPlan();
    plan.quote.date = QStringLiteral("2026-11-30");
    plan.quote.validDays = 30;
    plan.hasQuote = true;
    {
        const QuoteContent c = QuoteBuilder::build(plan, catalog, QStringLiteral("en"), QDate(2026, 1, 1),
                                                   QStringLiteral("Q-1"), SellerInfo{});
        const QuoteHtml html(c);
        const QString first = html.commercialPart();
        CHECK(first.contains(QStringLiteral("1 USD = 7.10 CNY")));
        CHECK(first.contains(QStringLiteral("exchange rates of 2026-11-30")));
        CHECK(first.contains(QStringLiteral("2026-12-30"))); // the expiry, ISO in English
    }
    {
        // In Chinese the dates are the locale's: 2026年11月30日, and the expiry 2026年12月30日.
        const QuoteContent c = QuoteBuilder::build(plan, catalog, QStringLiteral("zh_CN"), QDate(2026, 1, 1),
                                                   QStringLiteral("Q-1"), SellerInfo{});
        const QuoteHtml html(c);
        const QString first = html.commercialPart();
        CHECK(first.contains(QStringLiteral("1 USD = 7.10 CNY")));
        CHECK(first.contains(QStringLiteral("2026年11月30日")));
        CHECK(first.contains(QStringLiteral("2026年12月30日")));
        CHECK_FALSE(first.contains(QStringLiteral("2026-12-30")));
        CHECK(html.tcoAndTermsPart(400, 200).contains(QStringLiteral("2026年12月30日")));
        CHECK(html.money(1234567.5) == QStringLiteral("1,234,567.50"));
    }
    {
        // Nothing converted (a USD plan of USD prices): no rate line.
        Plan usdPlan = viewtest::makePlan();
        const QuoteContent c = QuoteBuilder::build(usdPlan, catalog, QStringLiteral("en"), QDate(2026, 1, 1),
                                                   QStringLiteral("Q-1"), SellerInfo{});
        CHECK(QuoteHtml(c).ratesNote().isEmpty());
        CHECK_FALSE(QuoteHtml(c).commercialPart().contains(QStringLiteral("converted")));
    }
}

TEST_CASE("the Quote tab shows the currency and the rates with their date")
{
    PlanDocument doc;
    doc.reset(cnyPlan(), {});
    QuoteTab tab(&doc);
    tab.setCatalog(viewtest::sharedCatalog());
    auto *currency = tab.findChild<QLabel *>(QStringLiteral("quoteCurrency"));
    auto *rates = tab.findChild<QLabel *>(QStringLiteral("quoteRates"));
    REQUIRE(currency);
    REQUIRE(rates);
    // The rates line reads the window's evaluation (its priced quote): the tab does not price the plan itself.
    CHECK(rates->text().isEmpty());
    tab.showEvaluation(evaluatePlan(doc.plan(), *viewtest::sharedCatalog(), nullptr, false));
    CHECK(currency->text() == QStringLiteral("CNY"));
    CHECK(rates->text().contains(QStringLiteral("1 USD = %1 CNY").arg(QLocale().toString(7.1, 'f', 2))));
    CHECK(rates->text().contains(currency::longDate(QDate(2026, 11, 30), QLocale())));
    CHECK(tab.findChild<QPushButton *>(QStringLiteral("quoteCurrencyButton")));

    // An undo back to USD: the line follows the plan.
    Plan usd = doc.plan();
    usd.currency = QStringLiteral("USD");
    usd.exchangeRates.clear();
    doc.reset(usd, {});
    CHECK(currency->text() == QStringLiteral("USD"));
    CHECK_FALSE(rates->text().contains(QStringLiteral("1 USD")));
    // Before the evaluation of the USD plan arrives the line already follows its currency: USD prices, no conversion.
    CHECK(rates->text().contains(QStringLiteral("USD")));
    tab.showEvaluation(evaluatePlan(doc.plan(), *viewtest::sharedCatalog(), nullptr, false));
    CHECK_FALSE(rates->text().contains(QStringLiteral("1 USD")));
}

TEST_CASE("the Cost tab notes the rates its amounts were converted at")
{
    PlanDocument doc;
    Plan plan = cnyPlan();
    plan.hasWorkload = false; // the note does not need the performance model
    doc.reset(plan, {});
    TcoTab tab(&doc);
    tab.showEvaluation(evaluatePlan(doc.plan(), *viewtest::sharedCatalog()));
    auto *note = tab.findChild<QLabel *>(QStringLiteral("tcoCurrencyNote"));
    REQUIRE(note);
    CHECK_FALSE(note->isHidden());
    CHECK(note->text().contains(QStringLiteral("CNY")));
    CHECK(note->text().contains(QStringLiteral("1 USD = %1 CNY").arg(QLocale().toString(7.1, 'f', 2))));
    CHECK(note->text().contains(currency::longDate(QDate(2026, 11, 30), QLocale())));

    Plan usd = viewtest::makePlan();
    usd.hasWorkload = false;
    doc.reset(usd, {});
    tab.showEvaluation(evaluatePlan(doc.plan(), *viewtest::sharedCatalog()));
    CHECK(note->isHidden());
}

TEST_CASE("Edit > Currency reads the currencies from the evaluation of the plan and prices it only before that")
{
    MainWindow w;
    w.setCatalog(viewtest::sharedCatalog());
    // The evaluation's priced quote says its first line is priced in GBP, which no part of the catalog is: the dialog
    // asks for a GBP rate only when it reads the evaluation's quote instead of pricing the plan itself.
    const QString gbp = QStringLiteral("GBP");
    w.evaluator()->setEvaluateFunction(
        [gbp](const Plan &plan, const PartCatalog &catalog, CloudThroughputCache *cache) {
            PlanEvaluation ev = evaluatePlan(plan, catalog, cache, false);
            if (!ev.quote.lines.isEmpty())
                ev.quote.lines.first().sourceCurrency = gbp;
            return ev;
        });
    w.document()->reset(viewtest::makePlan(), {});
    REQUIRE(QTest::qWaitFor(
        [&] { return w.evaluator()->isIdle() && w.evaluator()->latest().plan == w.document()->plan(); }, 30000));
    auto *action = w.findChild<QAction *>(QStringLiteral("currencyAction"));
    REQUIRE(action);
    auto missingWhenOpened = [action] {
        QStringList missing;
        bool seen = false;
        QTimer::singleShot(0, [&] {
            (void)QTest::qWaitFor(
                [] { return qobject_cast<CurrencyDialog *>(QApplication::activeModalWidget()) != nullptr; }, 3000);
            auto *d = qobject_cast<CurrencyDialog *>(QApplication::activeModalWidget());
            if (!d)
                return;
            seen = true;
            missing = d->missingRates();
            d->reject();
        });
        action->trigger();
        REQUIRE(seen);
        return missing;
    };
    CHECK(missingWhenOpened().contains(gbp));
    // Right after an edit, before the evaluation of the edited plan: the dialog prices the plan itself.
    w.document()->undoStack()->push(new SetServerCountCommand(w.document(), 0, 8));
    CHECK_FALSE(missingWhenOpened().contains(gbp));
    CHECK(w.document()->undoStack()->count() == 1); // the dialogs were cancelled: no currency edit
}
