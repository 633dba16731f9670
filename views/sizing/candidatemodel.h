#pragma once
// The size sweep's candidates as a table (Size to target page): one row per candidate in the sweep's order (those
// that meet the target first, cheapest first). Display text is formatted here; RawValueRole gives the model's number
// (days, money, kW) for sorting and export.

#include "sizing/sizingresult.h"

#include <QAbstractTableModel>

namespace aip {

class CandidateModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Rank, Where, System, Nodes, Gpus, Strategy, Days, Capex, Tco, PowerKw, Racks, Binds, ColumnCount };
    enum Role { RawValueRole = Qt::UserRole + 1 };

    explicit CandidateModel(QObject *parent = nullptr);

    void setResult(const sizing::SizingResult &result);
    void clear();
    const sizing::SizingResult &result() const { return m_result; }
    // The candidate of a row; null when the row is out of range.
    const sizing::SizingCandidate *candidate(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant raw(const sizing::SizingCandidate &c, int column, int row) const;
    QVariant display(const sizing::SizingCandidate &c, int column, int row) const;
    sizing::SizingResult m_result;
};

} // namespace aip
