#pragma once
// Catalog > Edit part: a part's price (with its currency, date and source) edited in the catalog itself — the
// user's file or the team's server — and the part's History (who changed which field when, old and new value,
// source). A save is checked against the version the edit started from: a part someone else saved since opens the
// ConflictDialog (keep mine / take theirs, nothing lost). A reader (the server grants no writes), an offline copy
// or a read-only file shows the same fields read-only and says why; the server refuses such writes regardless.

#include "hardware/part.h"

#include <QDialog>

#include <memory>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTableView;

namespace aip {

class CatalogDatabase;
class PartHistoryModel;

class PartEditDialog : public QDialog
{
    Q_OBJECT
public:
    // Opens the catalog at `location` (a path or a postgresql:// URL) and the part `sku` in it.
    PartEditDialog(const QString &location, const QString &sku, QWidget *parent = nullptr);
    ~PartEditDialog() override;

    bool isReadOnly() const { return m_readOnly; }
    // Saves the edited fields; on a conflict asks (ConflictDialog). True when the catalog now holds the user's values.
    bool save();
    // Reads the part, its version and its history from the catalog again.
    void reload();
    void showHistory();
    PartHistoryModel *historyModel() const { return m_history; }
    int version() const { return m_version; }

signals:
    // The catalog was changed by this dialog (the window reloads it).
    void partSaved(const QString &sku);

private:
    Part edited() const;
    void setEditable(bool editable);

    std::unique_ptr<CatalogDatabase> m_db;
    QString m_sku;
    Part m_part;
    int m_version = 0;
    bool m_readOnly = true;
    QTabWidget *m_tabs;
    QLabel *m_title;
    QDoubleSpinBox *m_price;
    QLineEdit *m_currency;
    QLineEdit *m_priceDate;
    QLineEdit *m_priceSource;
    QLabel *m_note;
    QLabel *m_status;
    QPushButton *m_save;
    PartHistoryModel *m_history;
    QTableView *m_historyView;
};

} // namespace aip
