#include "tabs/strategytablemodel.h"

#include "common/formatting.h"
#include "perf/perfmodel.h"

namespace aip {

StrategyTableModel::StrategyTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void StrategyTableModel::setResults(const QList<perf::StrategyResult> &results)
{
    beginResetModel();
    m_results = results;
    endResetModel();
}

int StrategyTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_results.size());
}

int StrategyTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StrategyTableModel::raw(const perf::StrategyResult &r, int column, int row) const
{
    const perf::Strategy &s = r.strategy;
    switch (column) {
    case Rank: return row + 1;
    case Tp: return s.tp;
    case Pp: return s.pp;
    case Dp: return s.dp;
    case MicroBatch: return s.microBatch;
    case Zero: return s.zero;
    case Recompute: return perf::recomputeLabel(s.recompute);
    case Interleave: return s.interleave;
    case StepTime: return r.result.stepTimeS;
    case Throughput: return r.result.isTransformer ? r.result.tokensPerS : r.result.samplesPerS;
    case Mfu: return r.result.mfu;
    case Memory: return r.result.memory.totalBytes;
    default: return {};
    }
}

QVariant StrategyTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_results.size())
        return {};
    const perf::StrategyResult &r = m_results.at(index.row());
    if (role == RawValueRole)
        return raw(r, index.column(), index.row());
    if (role == Qt::TextAlignmentRole)
        return index.column() == Recompute ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
                                           : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    if (role == Qt::ToolTipRole)
        return tr("Bottleneck: %1").arg(r.result.bottleneck);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case StepTime: return fmt::duration(r.result.stepTimeS);
    case Throughput:
        return r.result.isTransformer ? tr("%1 tokens/s").arg(fmt::number(r.result.tokensPerS))
                                      : tr("%1 samples/s").arg(fmt::number(r.result.samplesPerS, 1));
    case Mfu: return fmt::percent(r.result.mfu, 1);
    case Memory: return fmt::bytes(r.result.memory.totalBytes);
    default: return raw(r, index.column(), index.row());
    }
}

QVariant StrategyTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Rank: return tr("#");
    case Tp: return tr("TP");
    case Pp: return tr("PP");
    case Dp: return tr("DP");
    case MicroBatch: return tr("Micro-batch");
    case Zero: return tr("ZeRO");
    case Recompute: return tr("Recompute");
    case Interleave: return tr("Interleave");
    case StepTime: return tr("Step time");
    case Throughput: return tr("Throughput");
    case Mfu: return tr("MFU");
    case Memory: return tr("Memory/GPU");
    default: return {};
    }
}

} // namespace aip
