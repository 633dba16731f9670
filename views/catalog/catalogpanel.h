#pragma once
// The catalog panel: a search box, vendor / price / form-factor filters and the parts tree. It is a drag source of
// parts; Down or Enter in the search box goes to the first part found, and Enter there or a double
// click asks for the selected part to be added to the selected server.

#include "hardware/partcatalog.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QTimer;
class QTreeView;

namespace aip {

class CatalogFilterModel;
class CatalogModel;

class CatalogPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CatalogPanel(QWidget *parent = nullptr);

    void setCatalog(std::shared_ptr<const PartCatalog> catalog);
    CatalogModel *model() const { return m_model; }
    CatalogFilterModel *proxy() const { return m_proxy; }
    QTreeView *view() const { return m_view; }
    QLineEdit *searchBox() const { return m_search; }
    QString selectedSku() const;
    // Applies the search text at once (typing applies it after a short pause).
    void setSearchText(const QString &text);
    // Selects the first part the search and filters show and gives the parts list the focus (Down or Enter in the
    // search box does this); false when nothing is shown.
    bool focusFirstResult();

    // The catalog the parts come from (a path or a postgresql:// URL): its parts can then be edited and their
    // history shown (the context menu's Edit part... and History..., team/parteditdialog.h). Empty: no editing.
    void setCatalogLocation(const QString &location);
    QString catalogLocation() const { return m_location; }
    // Opens Edit part (or its History) for `sku` in the catalog; the dialog is modal.
    void editPart(const QString &sku, bool history = false);

signals:
    void partActivated(const QString &sku);
    // This program changed the catalog (a saved edit): the window reloads it.
    void catalogEdited(const QString &sku);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyFilters();
    void updateCount();
    // Sizes the columns to the view's width (see the definition); runs on every resize and filter.
    void fitColumns();

    CatalogModel *m_model;
    CatalogFilterModel *m_proxy;
    QLineEdit *m_search;
    QComboBox *m_vendor;
    QComboBox *m_formFactor;
    QDoubleSpinBox *m_minPrice;
    QDoubleSpinBox *m_maxPrice;
    QTreeView *m_view;
    QLabel *m_count;
    QTimer *m_debounce;
    QTimer *m_fitLater; // fits the columns after categories open or close
    QString m_location;
};

} // namespace aip
