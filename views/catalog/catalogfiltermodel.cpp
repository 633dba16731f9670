#include "catalog/catalogfiltermodel.h"

#include "catalog/catalogmodel.h"

namespace aip {

CatalogFilterModel::CatalogFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setRecursiveFilteringEnabled(true);
    setSortRole(CatalogModel::RawValueRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void CatalogFilterModel::setSourceModel(QAbstractItemModel *model)
{
    m_catalog = qobject_cast<CatalogModel *>(model);
    QSortFilterProxyModel::setSourceModel(model);
}

void CatalogFilterModel::setSearchText(const QString &text)
{
    const QStringList words = text.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    m_words = words;
    invalidateFilter();
}

void CatalogFilterModel::setVendor(const QString &vendor)
{
    if (vendor == m_vendor)
        return;
    m_vendor = vendor;
    invalidateFilter();
}

void CatalogFilterModel::setPriceRange(std::optional<double> minPrice, std::optional<double> maxPrice)
{
    if (minPrice == m_minPrice && maxPrice == m_maxPrice)
        return;
    m_minPrice = minPrice;
    m_maxPrice = maxPrice;
    invalidateFilter();
}

void CatalogFilterModel::setFormFactor(const QString &formFactor)
{
    if (formFactor == m_formFactor)
        return;
    m_formFactor = formFactor;
    invalidateFilter();
}

bool CatalogFilterModel::isFiltering() const
{
    return !m_words.isEmpty() || !m_vendor.isEmpty() || m_minPrice || m_maxPrice || !m_formFactor.isEmpty();
}

QVariant CatalogFilterModel::data(const QModelIndex &index, int role) const
{
    if (role == Qt::DisplayRole && index.isValid() && !index.parent().isValid() && index.column() == 0)
        return tr("%1 (%2)").arg(index.data(CatalogModel::RawValueRole).toString()).arg(rowCount(index));
    return QSortFilterProxyModel::data(index, role);
}

bool CatalogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!sourceParent.isValid()) // a category: shown while one of its parts is (recursive filtering)
        return !isFiltering();
    if (!m_catalog)
        return true;
    const CatalogModel::Entry *e = m_catalog->entryAt(sourceParent.row(), sourceRow);
    if (!e)
        return false;
    const Part &p = *e->part;
    if (!m_vendor.isEmpty() && p.vendor != m_vendor)
        return false;
    if (!m_formFactor.isEmpty() && e->formFactor != m_formFactor)
        return false;
    if (m_minPrice && p.price < *m_minPrice)
        return false;
    if (m_maxPrice && p.price > *m_maxPrice)
        return false;
    for (const QString &w : m_words) {
        if (!e->search.contains(w))
            return false;
    }
    return true;
}

} // namespace aip
