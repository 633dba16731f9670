#pragma once
// The strategy search's best results as a table (Performance tab): one row per strategy, fastest first, with the
// columns of `aiplanner-cli search` (app/cli/cmd_search.cpp) so that two strategies the command tells apart never read
// the same here. Display text is formatted here; RawValueRole gives the model's number (seconds, samples/s, bytes) for
// sorting and export.

#include "perf/perfresult.h"
#include "validation/accuracy.h"

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
        Cp,  // context parallel: shown when a listed strategy splits sequences (hiddenColumn)
        Ep,  // expert parallel: shown when a listed strategy spreads experts
        Etp, // the experts' tensor parallel under parallel folding: shown when a listed strategy folds
        MicroBatch,
        Zero, // "3h": hybrid sharding (shard inside a group, replicate across), as `search` prints it
        Recompute,
        SequenceParallel,
        Interleave,
        Trains, // all weights, LoRA or QLoRA, "+cpu"/"+nvme" when offloaded: shown for fine-tunes and offload
        StepTime,
        Throughput,
        Mfu,
        Memory,
        ModelError, // the band of the strategy's regime in the validation report (`search`'s "error" column)
        ColumnCount
    };
    enum Role { RawValueRole = Qt::UserRole + 1 };

    explicit StrategyTableModel(QObject *parent = nullptr);

    // `accuracy`: each result's error band (PerfExtras::strategyAccuracy), in the same order; without them the
    // model-error column is hidden.
    void setResults(const QList<perf::StrategyResult> &results, const QList<validation::AccuracyBand> &accuracy = {});
    // A column that no listed strategy uses (context parallel, expert parallel, what trains), as `aiplanner-cli
    // search` leaves it out: the table and the command's list read the same.
    bool hiddenColumn(int column) const;
    const QList<perf::StrategyResult> &results() const { return m_results; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant raw(const perf::StrategyResult &r, int column, int row) const;
    QList<perf::StrategyResult> m_results;
    QList<validation::AccuracyBand> m_accuracy; // m_results' size, or empty
};

} // namespace aip
