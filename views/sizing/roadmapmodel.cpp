#include "sizing/roadmapmodel.h"

#include "charts/roadmapchartbuilder.h"
#include "common/formatting.h"
#include "tco/cloudrate.h"

#include <QFont>

namespace aip {

RoadmapModel::RoadmapModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void RoadmapModel::setRoadmap(const sizing::Roadmap &roadmap)
{
    beginResetModel();
    m_rows.clear();
    m_currency = roadmap.currency;
    for (const sizing::RoadmapPath &p : roadmap.paths) {
        for (const sizing::RoadmapPurchase &b : sizing::purchasesByYear(p))
            m_rows.append({p.name, b, 0});
        m_rows.append({p.name, std::nullopt, p.total});
    }
    endResetModel();
}

int RoadmapModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RoadmapModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RoadmapModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &r = m_rows.at(index.row());
    const int column = index.column();
    if (role == Qt::FontRole && !r.purchase) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::TextAlignmentRole)
        return column == Quantity || column == Cost ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                    : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == RawValueRole) {
        switch (column) {
        case Path: return r.path;
        case When: return r.purchase ? QVariant(r.purchase->month) : QVariant();
        case What: return r.purchase ? QVariant(r.purchase->item) : QVariant();
        case Quantity: return r.purchase ? QVariant(r.purchase->quantity) : QVariant();
        case Cost: return r.purchase ? r.purchase->cost : r.total;
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case Path: return charts::roadmapPathName(r.path);
    case When: {
        if (!r.purchase)
            return tr("36 months in all");
        const sizing::RoadmapPurchase &b = *r.purchase;
        if (b.month == 0)
            return tr("now");
        return b.lastMonth > b.month ? tr("months %1–%2").arg(b.month).arg(b.lastMonth) : tr("month %1").arg(b.month);
    }
    case What:
        if (!r.purchase)
            return QString();
        return r.purchase->unit == QLatin1String("instance_hours")
            ? tr("%1, %2").arg(r.purchase->item, tco::pricingLabel(r.purchase->pricing))
            : r.purchase->item;
    case Quantity:
        if (!r.purchase)
            return QString();
        return r.purchase->unit == QLatin1String("instance_hours")
            ? tr("%1 instance-hours").arg(fmt::number(r.purchase->quantity))
            : (r.purchase->quantity == 1 ? tr("%1 node") : tr("%1 nodes")).arg(fmt::number(r.purchase->quantity));
    case Cost: return fmt::money(r.purchase ? r.purchase->cost : r.total, m_currency);
    default: return {};
    }
}

QVariant RoadmapModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Path: return tr("Path");
    case When: return tr("When");
    case What: return tr("What");
    case Quantity: return tr("Quantity");
    case Cost: return tr("Cost");
    default: return {};
    }
}

} // namespace aip
