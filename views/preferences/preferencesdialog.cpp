#include "preferences/preferencesdialog.h"

#include "common/appsettings.h"
#include "i18n/translation.h"
#include "preferences/catalogpage.h"
#include "quote/quotecontent.h"
#include "quote/quotenumber.h"
#include "quote/sellerdialog.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace aip {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_language(new QComboBox(this))
    , m_prefix(new QLineEdit(this))
    , m_nextNumber(new QSpinBox(this))
    , m_catalog(new CatalogPage(this))
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    m_language->setObjectName(QStringLiteral("preferencesLanguage"));
    m_language->addItem(tr("System language"), QStringLiteral("system"));
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(languageSetting())));

    m_prefix->setText(appsettings::quotePrefix(QDate::currentDate()));
    m_nextNumber->setRange(1, 999999);
    // The shared counter's next number (quote/quotenumber.h): a higher value raises it; it never goes back.
    m_nextNumber->setValue(std::min(999999, nextQuoteSequence()));

    auto *tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("preferencesTabs"));
    auto *general = new QWidget(tabs);
    auto *form = new QFormLayout(general);
    form->addRow(tr("Language"), m_language);
    form->addRow(tr("Quote number prefix"), m_prefix);
    form->addRow(tr("Next quote number"), m_nextNumber);
    auto *seller = new QPushButton(tr("Seller details..."), this);
    form->addRow(tr("Quotes"), seller);
    connect(seller, &QPushButton::clicked, this, [this] {
        SellerDialog dialog(sellerFromSettings(), this);
        if (dialog.exec() == QDialog::Accepted)
            saveSellerSettings(dialog.seller());
    });
    tabs->addTab(general, tr("General"));
    tabs->addTab(m_catalog, tr("Catalog"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

bool PreferencesDialog::apply()
{
    appsettings::setQuotePrefix(m_prefix->text());
    appsettings::setQuoteNextNumber(m_nextNumber->value());
    const QString language = m_language->currentData().toString();
    const bool changed = language != languageSetting();
    setLanguageSetting(language);
    m_catalogChanged = m_catalog->apply();
    if (m_catalogChanged)
        emit catalogLocationChanged(m_catalog->choice().location());
    return changed;
}

} // namespace aip
