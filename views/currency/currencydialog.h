#pragma once
// Edit > Currency and exchange rates (also on the Quote tab): the plan's currency (USD, CNY, EUR, or the code the
// plan already has), one rate for every other currency that matters ("1 USD = 7.10 CNY") and the rates' date.
// Catalog prices stay in their own currency; the plan converts them at these rates. The program has no sourced
// rates of its own, so none is invented: the user types them, and switching the currency re-bases the rates already
// given (currencyrates.h). A currency the plan needs without a rate is marked, and OK then asks to confirm.

#include "hardware/partcatalog.h"
#include "plan/plan.h"
#include "quote/quotepricing.h"

#include <QDialog>
#include <QMap>
#include <QStringList>

class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;

namespace aip {

class PlanDocument;

class CurrencyDialog : public QDialog
{
    Q_OBJECT
public:
    // catalog may be null: the dialog then cannot say which currencies the plan's prices need. Prices the plan once to
    // know which currencies its prices come in.
    CurrencyDialog(const Plan &plan, const PartCatalog *catalog, QWidget *parent = nullptr);
    // The same from the plan's priced quote (the window's evaluation's): the dialog prices nothing.
    CurrencyDialog(const Plan &plan, const PartCatalog *catalog, const PricedQuote &priced, QWidget *parent = nullptr);

    QString currency() const { return m_currency; }
    QMap<QString, double> rates() const; // the rates typed (> 0), in units of currency() per 1 key
    QString date() const;                // yyyy-MM-dd, or empty when no date is set

    // The currencies the plan needs that have no rate yet, and what that does to the quote and the TCO.
    QStringList missingRates() const;
    QString missingRatesWarning() const;

    void accept() override;

private:
    CurrencyDialog(const Plan &plan, QMap<QString, QStringList> priced, QWidget *parent);
    void currencyChosen();
    void rebuildRows(const QMap<QString, double> &values);
    void updateStatus();
    QString rowStatus(const QString &code, bool hasRate) const;

    Plan m_plan;
    QMap<QString, QStringList> m_priced; // catalog currency -> SKUs of the plan priced in it
    QString m_currency;                  // the currency the rows are shown in
    QComboBox *m_combo;
    QWidget *m_rowsHost;
    QGridLayout *m_rowsLayout = nullptr;
    QMap<QString, QDoubleSpinBox *> m_spins;
    QMap<QString, QLabel *> m_statusLabels;
    QDateEdit *m_date;
    QLabel *m_warning;
};

// Runs the dialog on the document's plan and pushes a SetCurrencyCommand when it is accepted with a change.
// Returns whether the plan changed.
bool editCurrency(PlanDocument *doc, const PartCatalog *catalog, QWidget *parent);
// The same with the priced quote of the document's plan (the window's latest evaluation's, when it is of this plan):
// nothing is priced on the GUI thread.
bool editCurrency(PlanDocument *doc, const PartCatalog *catalog, const PricedQuote &priced, QWidget *parent);

} // namespace aip
