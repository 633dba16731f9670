#include "catalog/catalogmodel.h"

#include "catalog/partdescription.h"
#include "common/formatting.h"

#include <QFont>
#include <QSet>

#include <cmath>

namespace aip {

namespace {

// A cloud instance's on-demand rate per hour, else its price; an estimate is marked in the text, not only by style.
QString priceText(const Part &p)
{
    QString text;
    if (p.category == PartCategory::Cloud) {
        if (!std::isfinite(p.cloud.onDemandPerHour))
            return {};
        text = CatalogModel::tr("%1/h").arg(fmt::money(p.cloud.onDemandPerHour, p.currency, 2));
    } else {
        text = fmt::money(p.price, p.currency);
    }
    return p.priceEstimated() ? CatalogModel::tr("%1 est.").arg(text) : text;
}

// What the price is, when it was seen and where it is quoted from.
QString priceTip(const Part &p)
{
    QString basis;
    if (p.priceBasis == kPriceBasisList)
        basis = CatalogModel::tr("vendor list price");
    else if (p.priceBasis == kPriceBasisReseller)
        basis = CatalogModel::tr("reseller listing");
    else if (p.priceBasis == kPriceBasisContract)
        basis = CatalogModel::tr("public contract price list");
    else if (p.priceBasis == kPriceBasisPress)
        basis = CatalogModel::tr("dated press");
    else if (p.priceBasis == kPriceBasisProvider)
        basis = CatalogModel::tr("provider's published rate");
    else if (p.priceEstimated())
        basis = CatalogModel::tr("estimate");
    QString tip;
    if (!p.priceDate.isEmpty())
        tip += CatalogModel::tr("<br>Price as of %1").arg(p.priceDate.toHtmlEscaped());
    if (!basis.isEmpty())
        tip += CatalogModel::tr("<br>Price basis: %1").arg(basis);
    if (!p.priceSource.isEmpty())
        tip += CatalogModel::tr("<br>Price source: %1").arg(p.priceSource.toHtmlEscaped());
    return tip;
}
// Part rows carry their category row + 1 as internal id; category rows carry 0.
constexpr quintptr kCategoryRowId = 0;
} // namespace

CatalogModel::CatalogModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

void CatalogModel::setCatalog(std::shared_ptr<const PartCatalog> catalog)
{
    beginResetModel();
    m_catalog = std::move(catalog);
    m_categories.clear();
    if (m_catalog) {
        QHash<int, qsizetype> rowOf;
        for (PartCategory c : allCategories()) {
            rowOf.insert(int(c), m_categories.size());
            m_categories.append({c, {}});
        }
        for (const Part &p : m_catalog->parts()) {
            Entry e;
            e.part = &p;
            e.specs = partdesc::keySpecs(p);
            e.formFactor = partdesc::formFactor(p);
            e.search = QStringList{p.sku, p.vendor, p.model, p.nameZh, e.specs, e.formFactor, p.notes}
                           .join(QLatin1Char(' '))
                           .toLower();
            m_categories[rowOf.value(int(p.category))].entries.append(e);
        }
    }
    endResetModel();
}

const CatalogModel::Entry *CatalogModel::entry(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == kCategoryRowId)
        return nullptr;
    return entryAt(int(index.internalId() - 1), index.row());
}

const CatalogModel::Entry *CatalogModel::entryAt(int categoryRow, int partRow) const
{
    if (categoryRow < 0 || categoryRow >= m_categories.size())
        return nullptr;
    const QList<Entry> &entries = m_categories.at(categoryRow).entries;
    if (partRow < 0 || partRow >= entries.size())
        return nullptr;
    return &entries.at(partRow);
}

QStringList CatalogModel::vendors() const
{
    QSet<QString> set;
    for (const Category &c : m_categories) {
        for (const Entry &e : c.entries)
            set.insert(e.part->vendor);
    }
    set.remove(QString());
    QStringList out(set.cbegin(), set.cend());
    out.sort(Qt::CaseInsensitive);
    return out;
}

QStringList CatalogModel::formFactors() const
{
    QSet<QString> set;
    for (const Category &c : m_categories) {
        for (const Entry &e : c.entries)
            set.insert(e.formFactor);
    }
    set.remove(QString());
    QStringList out(set.cbegin(), set.cend());
    out.sort(Qt::CaseInsensitive);
    return out;
}

QModelIndex CatalogModel::indexOfSku(const QString &sku) const
{
    for (int c = 0; c < m_categories.size(); ++c) {
        const QList<Entry> &entries = m_categories.at(c).entries;
        for (int r = 0; r < entries.size(); ++r) {
            if (entries.at(r).part->sku == sku)
                return createIndex(r, 0, quintptr(c) + 1);
        }
    }
    return {};
}

QModelIndex CatalogModel::categoryIndex(PartCategory cat) const
{
    for (int c = 0; c < m_categories.size(); ++c) {
        if (m_categories.at(c).category == cat)
            return createIndex(c, 0, kCategoryRowId);
    }
    return {};
}

QModelIndex CatalogModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return row < m_categories.size() ? createIndex(row, column, kCategoryRowId) : QModelIndex();
    if (parent.internalId() != kCategoryRowId || parent.row() >= m_categories.size())
        return {};
    if (row >= m_categories.at(parent.row()).entries.size())
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex CatalogModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kCategoryRowId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kCategoryRowId);
}

int CatalogModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_categories.size());
    if (parent.internalId() == kCategoryRowId && parent.column() == 0 && parent.row() < m_categories.size())
        return int(m_categories.at(parent.row()).entries.size());
    return 0;
}

int CatalogModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant CatalogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == kCategoryRowId) {
        const Category &c = m_categories.at(index.row());
        if (index.column() == NameColumn && role == Qt::DisplayRole)
            return tr("%1 (%2)").arg(partdesc::categoryTitle(c.category)).arg(c.entries.size());
        if (role == Qt::FontRole) {
            QFont f;
            f.setBold(true);
            return f;
        }
        if (role == CategoryRole)
            return int(c.category);
        if (role == RawValueRole && index.column() == NameColumn)
            return partdesc::categoryTitle(c.category);
        return {};
    }
    const Entry *e = entry(index);
    if (!e)
        return {};
    const Part &p = *e->part;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn: return partdesc::listName(p);
        case VendorColumn: return p.vendor;
        case SpecsColumn: return e->specs;
        case PriceColumn: return priceText(p);
        case PriceDateColumn: return p.priceDate;
        case SkuColumn: return p.sku;
        }
        return {};
    case RawValueRole:
        switch (index.column()) {
        case NameColumn: return partdesc::listName(p);
        case VendorColumn: return p.vendor;
        case SpecsColumn: return partdesc::keyValue(p);
        case PriceColumn: return p.price;
        case PriceDateColumn: return p.priceDate;
        case SkuColumn: return p.sku;
        }
        return {};
    case Qt::ToolTipRole: {
        // In Chinese the English name follows the Chinese one: it is what vendors' price lists say.
        QString tip = QStringLiteral("<b>%1</b><br>").arg(partdesc::displayName(p).toHtmlEscaped());
        if (const QString english = partdesc::otherName(p); !english.isEmpty())
            tip += english.toHtmlEscaped() + QStringLiteral("<br>");
        tip += QStringLiteral("%1<br><i>%2</i>").arg(e->specs.toHtmlEscaped(), p.sku.toHtmlEscaped());
        tip += priceTip(p);
        if (p.estimated)
            tip += tr("<br>Some figures are estimates: %1").arg(p.notes.toHtmlEscaped());
        return tip;
    }
    case Qt::FontRole:
        if (index.column() == PriceColumn && p.priceEstimated()) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == PriceColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case SkuRole: return p.sku;
    case CategoryRole: return int(p.category);
    case SearchTextRole: return e->search;
    }
    return {};
}

QVariant CatalogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("Part");
    case VendorColumn: return tr("Vendor");
    case SpecsColumn: return tr("Key specs");
    case PriceColumn: return tr("Price");
    case PriceDateColumn: return tr("Price date");
    case SkuColumn: return tr("SKU");
    }
    return {};
}

Qt::ItemFlags CatalogModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::ItemIsDropEnabled; // parts dragged out of a server come back here
    if (index.internalId() == kCategoryRowId)
        return Qt::ItemIsEnabled | Qt::ItemIsDropEnabled;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled | Qt::ItemNeverHasChildren;
}

QStringList CatalogModel::mimeTypes() const
{
    return {partmime::skuMimeType(), partmime::placedPartMimeType()};
}

QMimeData *CatalogModel::mimeData(const QModelIndexList &indexes) const
{
    QStringList skus;
    for (const QModelIndex &i : indexes) {
        const Entry *e = entry(i);
        if (e && !skus.contains(e->part->sku))
            skus.append(e->part->sku);
    }
    if (skus.isEmpty())
        return nullptr;
    auto *mime = new QMimeData;
    partmime::writeSkus(mime, skus);
    return mime;
}

Qt::DropActions CatalogModel::supportedDragActions() const
{
    return Qt::CopyAction;
}

Qt::DropActions CatalogModel::supportedDropActions() const
{
    return Qt::MoveAction | Qt::CopyAction;
}

bool CatalogModel::canDropMimeData(const QMimeData *data, Qt::DropAction, int, int, const QModelIndex &) const
{
    partmime::PlacedPart placed;
    return partmime::readPlacedPart(data, &placed) && !placed.builtIn;
}

bool CatalogModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                                const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    partmime::PlacedPart placed;
    partmime::readPlacedPart(data, &placed);
    emit placedPartReturned(placed);
    // Accepted: the drag source learns the part went somewhere and does not remove it a second time.
    return true;
}

} // namespace aip
