#pragma once
// The catalog panel's filter: search text (every word must occur in SKU, vendor, model or specs), vendor, price
// range and form factor. Category rows show while any of their parts passes. Filtering reads the source model's
// precomputed lower-case text directly, so 100,000 parts filter in a blink.

#include <QSortFilterProxyModel>

#include <optional>

namespace aip {

class CatalogModel;

class CatalogFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit CatalogFilterModel(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *model) override;

    void setSearchText(const QString &text);
    void setVendor(const QString &vendor); // empty: any
    void setPriceRange(std::optional<double> minPrice, std::optional<double> maxPrice);
    void setFormFactor(const QString &formFactor); // empty: any
    bool isFiltering() const;
    // Category rows say how many of their parts pass the filter ("GPUs (3)").
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    CatalogModel *m_catalog = nullptr;
    QStringList m_words;
    QString m_vendor;
    std::optional<double> m_minPrice, m_maxPrice;
    QString m_formFactor;
};

} // namespace aip
