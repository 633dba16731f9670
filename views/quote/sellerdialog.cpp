#include "quote/sellerdialog.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>

namespace aip {

SellerDialog::SellerDialog(const SellerInfo &seller, QWidget *parent)
    : QDialog(parent)
    , m_company(new QLineEdit(seller.party.name, this))
    , m_contact(new QLineEdit(seller.party.contact, this))
    , m_email(new QLineEdit(seller.party.email, this))
    , m_phone(new QLineEdit(seller.party.phone, this))
    , m_logo(new QLineEdit(seller.logoPath, this))
    , m_address(new QPlainTextEdit(seller.party.address, this))
{
    setObjectName(QStringLiteral("sellerDialog"));
    setWindowTitle(tr("Seller details for quotes"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("Company"), m_company);
    form->addRow(tr("Address"), m_address);
    form->addRow(tr("Contact"), m_contact);
    form->addRow(tr("E-mail"), m_email);
    form->addRow(tr("Phone"), m_phone);
    auto *logoRow = new QHBoxLayout;
    logoRow->addWidget(m_logo);
    auto *browse = new QPushButton(tr("Browse..."), this);
    logoRow->addWidget(browse);
    form->addRow(tr("Logo"), logoRow);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path
            = QFileDialog::getOpenFileName(this, tr("Logo"), QString(), tr("Images (*.png *.jpg *.jpeg *.svg)"));
        if (!path.isEmpty())
            m_logo->setText(path);
    });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

SellerInfo SellerDialog::seller() const
{
    SellerInfo s;
    s.party.name = m_company->text().trimmed();
    s.party.address = m_address->toPlainText().trimmed();
    s.party.contact = m_contact->text().trimmed();
    s.party.email = m_email->text().trimmed();
    s.party.phone = m_phone->text().trimmed();
    s.logoPath = m_logo->text().trimmed();
    return s;
}

} // namespace aip
