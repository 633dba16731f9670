#pragma once
// The seller block of quotes (company, address, contact, logo), kept in the settings.

#include "quote/quotecontent.h"

#include <QDialog>

class QLineEdit;
class QPlainTextEdit;

namespace aip {

class SellerDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SellerDialog(const SellerInfo &seller, QWidget *parent = nullptr);
    SellerInfo seller() const;

private:
    QLineEdit *m_company, *m_contact, *m_email, *m_phone, *m_logo;
    QPlainTextEdit *m_address;
};

} // namespace aip
