#pragma once
// The strategy search's best results as a table (Performance tab): one row per strategy, fastest first. Display
// text is formatted here; RawValueRole gives the model's number (seconds, samples/s, bytes) for sorting and export.

#include "perf/perfresult.h"

#include <QAbstractTableModel>
#include <QList>

namespace aip {

class StrategyTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Rank,
        Tp,
        Pp,
        Dp,
        MicroBatch,
        Zero,
        Recompute,
        Interleave,
        StepTime,
        Throughput,
        Mfu,
        Memory,
        ColumnCount
    };
    enum Role { RawValueRole = Qt::UserRole + 1 };

    explicit StrategyTableModel(QObject *parent = nullptr);

    void setResults(const QList<perf::StrategyResult> &results);
    const QList<perf::StrategyResult> &results() const { return m_results; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant raw(const perf::StrategyResult &r, int column, int row) const;
    QList<perf::StrategyResult> m_results;
};

} // namespace aip
