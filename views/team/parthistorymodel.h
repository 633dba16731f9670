#pragma once
// The History view's rows: one change of one field of a part per row — when, who, the field, the old and the new
// value, and the source (an edit, or the price list it was imported from), newest first, as the catalog recorded
// them (db/parthistory.h). Raw values under Qt::UserRole (the time as a QDateTime).

#include "parthistory.h"

#include <QAbstractTableModel>

namespace aip {

class PartHistoryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { When, Who, Field, OldValue, NewValue, Source, ColumnCount };

    explicit PartHistoryModel(QObject *parent = nullptr);
    void setChanges(const QList<PartChange> &changes);
    const QList<PartChange> &changes() const { return m_changes; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<PartChange> m_changes;
};

} // namespace aip
