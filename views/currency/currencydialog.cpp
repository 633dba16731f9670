#include "currency/currencydialog.h"

#include "currency/currencyrates.h"
#include "document/plancommands.h"
#include "document/plandocument.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QMessageBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <memory>

namespace aip {

namespace {

const QDate kNoDate(2000, 1, 1); // the date edit's minimum, shown as "no date"
constexpr double kMaxRate = 1e9;
constexpr int kRateDecimals = 8;

// Shows a rate as the rest of the program does (at least two decimals, no trailing zeros): 7.10, not 7.10000000.
class RateSpinBox : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    QString textFromValue(double value) const override
    {
        QLocale l = locale(); // no group separator: "1380.50" reads back as typed
        l.setNumberOptions(l.numberOptions() | QLocale::OmitGroupSeparator);
        return currency::rateNumber(value, l);
    }
};

// The locale's short date with a four-digit year: "11/30/2026", "2026/11/30".
QString dateEditFormat()
{
    QString f = QLocale().dateFormat(QLocale::ShortFormat);
    if (!f.contains(QLatin1String("yyyy")))
        f.replace(QLatin1String("yy"), QLatin1String("yyyy"));
    return f;
}

} // namespace

CurrencyDialog::CurrencyDialog(const Plan &plan, const PartCatalog *catalog, QWidget *parent)
    : CurrencyDialog(plan, currency::pricedCurrencies(plan, catalog), parent)
{ }

CurrencyDialog::CurrencyDialog(const Plan &plan, const PartCatalog *catalog, const PricedQuote &priced, QWidget *parent)
    : CurrencyDialog(plan, currency::pricedCurrencies(plan, priced, catalog), parent)
{ }

CurrencyDialog::CurrencyDialog(const Plan &plan, QMap<QString, QStringList> priced, QWidget *parent)
    : QDialog(parent)
    , m_plan(plan)
    , m_priced(std::move(priced))
    , m_currency(plan.currency.isEmpty() ? QStringLiteral("USD") : plan.currency)
    , m_combo(new QComboBox(this))
    , m_rowsHost(new QWidget(this))
    , m_date(new QDateEdit(this))
    , m_warning(new QLabel(this))
{
    setObjectName(QStringLiteral("currencyDialog"));
    setWindowTitle(tr("Currency and exchange rates"));

    m_combo->setObjectName(QStringLiteral("currencyCombo"));
    QStringList codes = currency::commonCurrencies();
    if (!codes.contains(m_currency))
        codes.append(m_currency);
    for (const QString &code : codes) {
        QString name;
        if (code == QLatin1String("USD"))
            name = tr("US dollar");
        else if (code == QLatin1String("CNY"))
            name = tr("Chinese yuan (RMB)");
        else if (code == QLatin1String("EUR"))
            name = tr("Euro");
        m_combo->addItem(name.isEmpty() ? code : QStringLiteral("%1 — %2").arg(code, name), code);
    }
    m_combo->setCurrentIndex(int(codes.indexOf(m_currency)));

    auto *intro = new QLabel(tr("Catalog prices stay in their own currency. The plan converts them into its currency "
                                "at the rates below, which you enter: the program has no exchange rates of its own."),
                             this);
    intro->setWordWrap(true);

    auto *ratesBox = new QGroupBox(tr("Exchange rates"), this);
    auto *ratesLayout = new QVBoxLayout(ratesBox);
    ratesLayout->addWidget(m_rowsHost);

    m_date->setObjectName(QStringLiteral("ratesDate"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(dateEditFormat());
    m_date->setMinimumDate(kNoDate);
    m_date->setMaximumDate(QDate(2100, 12, 31));
    m_date->setSpecialValueText(tr("no date"));
    const QDate given = QDate::fromString(plan.exchangeRatesDate, Qt::ISODate);
    m_date->setDate(given.isValid() && given > kNoDate ? given : kNoDate);

    m_warning->setObjectName(QStringLiteral("ratesWarning"));
    m_warning->setWordWrap(true);
    m_warning->setStyleSheet(QStringLiteral("color: #a00000;"));

    auto *form = new QFormLayout;
    form->addRow(tr("Currency of the plan"), m_combo);
    form->addRow(tr("Rates as of"), m_date);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &CurrencyDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(ratesBox);
    layout->addWidget(m_warning);
    layout->addStretch();
    layout->addWidget(buttons);

    connect(m_combo, &QComboBox::currentIndexChanged, this, &CurrencyDialog::currencyChosen);
    QMap<QString, double> rates = plan.exchangeRates;
    rates.remove(m_currency);
    rebuildRows(rates);
    setMinimumWidth(640);
}

QMap<QString, double> CurrencyDialog::rates() const
{
    QMap<QString, double> out;
    for (auto it = m_spins.cbegin(); it != m_spins.cend(); ++it) {
        if (it.value()->value() > 0)
            out.insert(it.key(), it.value()->value());
    }
    return out;
}

QString CurrencyDialog::date() const
{
    return m_date->date() > kNoDate ? m_date->date().toString(Qt::ISODate) : QString();
}

void CurrencyDialog::currencyChosen()
{
    const QString code = m_combo->currentData().toString();
    if (code.isEmpty() || code == m_currency)
        return;
    // Re-base what is known (from USD with 1 CNY = 0.14 USD to CNY: 1 USD = 1/0.14 CNY) rather than drop it.
    const QMap<QString, double> rebased = currency::rebase(rates(), m_currency, code);
    m_currency = code;
    rebuildRows(rebased);
}

void CurrencyDialog::rebuildRows(const QMap<QString, double> &values)
{
    delete m_rowsLayout;
    qDeleteAll(m_rowsHost->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly));
    m_spins.clear();
    m_statusLabels.clear();
    m_rowsLayout = new QGridLayout(m_rowsHost);
    m_rowsLayout->setContentsMargins(0, 0, 0, 0);
    m_rowsLayout->setColumnStretch(3, 1);
    const QStringList needed = currency::neededCurrencies(m_priced, m_plan, m_currency);
    const QStringList rows = currency::rateRows(needed, values, m_currency);
    int row = 0;
    for (const QString &code : rows) {
        auto *from = new QLabel(QStringLiteral("1 %1 =").arg(code), m_rowsHost);
        auto *spin = new RateSpinBox(m_rowsHost);
        spin->setObjectName(QStringLiteral("rate_%1").arg(code));
        spin->setRange(0, kMaxRate);
        spin->setDecimals(kRateDecimals);
        spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
        spin->setSpecialValueText(tr("not set"));
        spin->setValue(values.value(code, 0.0));
        spin->setMinimumWidth(130);
        spin->setAccessibleName(tr("Units of %1 per 1 %2").arg(m_currency, code));
        auto *to = new QLabel(m_currency, m_rowsHost);
        auto *status = new QLabel(m_rowsHost);
        status->setObjectName(QStringLiteral("rateStatus_%1").arg(code));
        status->setWordWrap(true);
        m_rowsLayout->addWidget(from, row, 0, Qt::AlignRight);
        m_rowsLayout->addWidget(spin, row, 1);
        m_rowsLayout->addWidget(to, row, 2);
        m_rowsLayout->addWidget(status, row, 3);
        m_spins.insert(code, spin);
        m_statusLabels.insert(code, status);
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this] {
            // Rates typed now are rates of today unless the user says otherwise.
            if (m_date->date() <= kNoDate)
                m_date->setDate(QDate::currentDate());
            updateStatus();
        });
        ++row;
    }
    updateStatus();
}

QString CurrencyDialog::rowStatus(const QString &code, bool hasRate) const
{
    const qsizetype prices = m_priced.value(code).size();
    const bool defaults = code == QLatin1String("USD") && currency::usesUsdDefaults(m_plan);
    if (prices == 0 && !defaults)
        return tr("not used by this plan");
    if (!hasRate) {
        return prices > 0 ? tr("rate needed: prices in %1 cannot be converted").arg(code)
                          : tr("rate needed: the cost defaults in USD cannot be converted");
    }
    if (prices > 0 && defaults)
        return tr("converts %1 catalog prices and the cost defaults").arg(prices);
    return prices > 0 ? tr("converts %1 catalog prices").arg(prices) : tr("converts the cost defaults");
}

void CurrencyDialog::updateStatus()
{
    const QStringList missing = missingRates();
    for (auto it = m_statusLabels.cbegin(); it != m_statusLabels.cend(); ++it) {
        const bool hasRate = m_spins.value(it.key())->value() > 0;
        it.value()->setText(rowStatus(it.key(), hasRate));
        it.value()->setStyleSheet(missing.contains(it.key()) ? QStringLiteral("color: #a00000; font-weight: bold;")
                                                             : QStringLiteral("color: palette(mid);"));
    }
    m_warning->setText(missingRatesWarning());
    m_warning->setVisible(!missing.isEmpty());
}

QStringList CurrencyDialog::missingRates() const
{
    QStringList out;
    for (const QString &code : currency::neededCurrencies(m_priced, m_plan, m_currency)) {
        const QDoubleSpinBox *spin = m_spins.value(code);
        if (!spin || !(spin->value() > 0))
            out.append(code);
    }
    return out;
}

QString CurrencyDialog::missingRatesWarning() const
{
    // What model/quote/quotepricing.cpp and model/tco/plantco.cpp do without a rate.
    const QStringList missing = missingRates();
    QStringList priced;
    for (const QString &code : missing) {
        if (!m_priced.value(code).isEmpty())
            priced.append(code);
    }
    QStringList lines;
    if (!priced.isEmpty())
        lines.append(tr("Without a rate for %1, the parts priced in it are quoted at 0 with a note that the rate "
                        "is missing, so the quote total and the owned capex leave them out; the cost comparison "
                        "reports an error and leaves out cloud options priced in it.")
                         .arg(priced.join(QStringLiteral(", "))));
    if (missing.contains(QLatin1String("USD")) && currency::usesUsdDefaults(m_plan))
        lines.append(tr("Without a USD rate, the cost model takes its defaults, which are in USD (electricity, "
                        "colocation, operations), as amounts in %1.")
                         .arg(m_currency));
    return lines.join(QStringLiteral("\n\n"));
}

void CurrencyDialog::accept()
{
    if (!missingRates().isEmpty()) {
        QMessageBox box(QMessageBox::Warning, tr("Exchange rates missing"),
                        missingRatesWarning() + QStringLiteral("\n\n")
                            + tr("Use %1 without these rates?").arg(m_currency),
                        QMessageBox::Yes | QMessageBox::No, this);
        box.setObjectName(QStringLiteral("missingRatesBox"));
        box.setDefaultButton(QMessageBox::No);
        if (box.exec() != QMessageBox::Yes)
            return;
    }
    QDialog::accept();
}

namespace {

bool runCurrencyDialog(PlanDocument *doc, CurrencyDialog &dialog)
{
    if (dialog.exec() != QDialog::Accepted)
        return false;
    auto cmd = std::make_unique<SetCurrencyCommand>(doc, dialog.currency(), dialog.rates(), dialog.date());
    if (!cmd->isValid())
        return false;
    doc->undoStack()->push(cmd.release());
    return true;
}

} // namespace

bool editCurrency(PlanDocument *doc, const PartCatalog *catalog, QWidget *parent)
{
    CurrencyDialog dialog(doc->plan(), catalog, parent);
    return runCurrencyDialog(doc, dialog);
}

bool editCurrency(PlanDocument *doc, const PartCatalog *catalog, const PricedQuote &priced, QWidget *parent)
{
    CurrencyDialog dialog(doc->plan(), catalog, priced, parent);
    return runCurrencyDialog(doc, dialog);
}

} // namespace aip
