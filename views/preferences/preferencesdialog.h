#pragma once
// Preferences: General (the interface language, the quote numbering and seller block used by quotes) and Catalog
// (the user's catalog file or a team server, with Test connection: preferences/catalogpage.h).

#include <QDialog>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace aip {

class CatalogPage;

class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    // Stores the choices; returns whether the language changed (the caller offers a restart).
    bool apply();
    // Whether apply() changed the catalog to open; catalogLocationChanged() says the same as a signal, which the main
    // window answers by opening the new catalog at once (mainwindow/catalogloader.h: openWindowCatalog).
    bool catalogChanged() const { return m_catalogChanged; }
    CatalogPage *catalogPage() const { return m_catalog; }

signals:
    void catalogLocationChanged(const QString &location);

private:
    QComboBox *m_language;
    QLineEdit *m_prefix;
    QSpinBox *m_nextNumber;
    CatalogPage *m_catalog;
    bool m_catalogChanged = false;
};

} // namespace aip
