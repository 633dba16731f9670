#pragma once
// What each roadmap path buys when, as a table (Roadmap page): per path its purchases (sizing::purchasesByYear:
// owned nodes as bought, cloud hours per year) and its 3-year total. RawValueRole gives months, quantities and money
// as numbers.

#include "sizing/roadmap.h"

#include <QAbstractTableModel>

namespace aip {

class RoadmapModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Path, When, What, Quantity, Cost, ColumnCount };
    enum Role { RawValueRole = Qt::UserRole + 1 };

    explicit RoadmapModel(QObject *parent = nullptr);

    void setRoadmap(const sizing::Roadmap &roadmap);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString path;
        std::optional<sizing::RoadmapPurchase> purchase; // none: the path's total
        double total = 0;
    };
    QList<Row> m_rows;
    QString m_currency;
};

} // namespace aip
