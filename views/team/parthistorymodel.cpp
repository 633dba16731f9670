#include "team/parthistorymodel.h"

#include <QDateTime>
#include <QLocale>

namespace aip {

PartHistoryModel::PartHistoryModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void PartHistoryModel::setChanges(const QList<PartChange> &changes)
{
    beginResetModel();
    m_changes = changes;
    endResetModel();
}

int PartHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_changes.size());
}

int PartHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PartHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_changes.size())
        return {};
    const PartChange &c = m_changes.at(index.row());
    if (role == Qt::UserRole && index.column() == When)
        return QDateTime::fromString(c.changedAt, Qt::ISODateWithMs);
    if (role == Qt::ToolTipRole && (index.column() == OldValue || index.column() == NewValue))
        return index.column() == OldValue ? c.oldValue : c.newValue;
    if (role != Qt::DisplayRole && role != Qt::UserRole)
        return {};
    switch (index.column()) {
    case When: {
        const QDateTime at = QDateTime::fromString(c.changedAt, Qt::ISODateWithMs);
        return at.isValid() ? QLocale().toString(at.toLocalTime(), QLocale::ShortFormat) : c.changedAt;
    }
    case Who: return c.changedBy;
    case Field: return c.field;
    case OldValue: return c.oldValue;
    case NewValue: return c.newValue;
    case Source: return c.source;
    default: return {};
    }
}

QVariant PartHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case When: return tr("When");
    case Who: return tr("Who");
    case Field: return tr("Field");
    case OldValue: return tr("Old value");
    case NewValue: return tr("New value");
    case Source: return tr("Source");
    default: return {};
    }
}

} // namespace aip
