#pragma once
// Preferences: the interface language (takes effect at the next start; the dialog says so) and the quote
// numbering and seller block used by quotes.

#include <QDialog>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace aip {

class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    // Stores the choices; returns whether the language changed (the caller offers a restart).
    bool apply();

private:
    QComboBox *m_language;
    QLineEdit *m_prefix;
    QSpinBox *m_nextNumber;
};

} // namespace aip
