#include "tabs/strategytablemodel.h"

#include "common/formatting.h"
#include "perf/perfmodel.h"
#include "plan/plan.h"
#include "validation/accuracy.h"

#include <algorithm>

namespace aip {

StrategyTableModel::StrategyTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void StrategyTableModel::setResults(const QList<perf::StrategyResult> &results,
                                    const QList<validation::AccuracyBand> &accuracy)
{
    beginResetModel();
    m_results = results;
    m_accuracy = accuracy.size() == results.size() ? accuracy : QList<validation::AccuracyBand>();
    endResetModel();
}

bool StrategyTableModel::hiddenColumn(int column) const
{
    auto any = [&](auto pred) { return std::any_of(m_results.begin(), m_results.end(), pred); };
    switch (column) {
    case Cp: return !any([](const perf::StrategyResult &r) { return r.strategy.cp > 1; });
    case Ep: return !any([](const perf::StrategyResult &r) { return r.strategy.ep > 1; });
    case Etp: return !any([](const perf::StrategyResult &r) { return r.strategy.etp > 0; });
    case Trains:
        return !any([](const perf::StrategyResult &r) {
            return r.strategy.method != FineTuneMethod::Full || r.strategy.offload != Offload::None;
        });
    case ModelError: return m_accuracy.isEmpty();
    default: return false;
    }
}

namespace {

QString trainsLabel(const perf::Strategy &s)
{
    return fineTuneMethodName(s.method)
        + (s.offload != Offload::None ? QLatin1Char('+') + offloadName(s.offload) : QString());
}

} // namespace

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
    case Cp: return s.cp;
    case Ep: return s.ep;
    case Etp: return s.etp > 0 ? s.etp : s.tp;
    case MicroBatch: return s.microBatch;
    case Zero: return s.zero;
    case Recompute: return perf::recomputeLabel(s.recompute);
    case SequenceParallel: return s.sequenceParallel;
    case Interleave: return s.interleave;
    case Trains: return trainsLabel(s);
    case StepTime: return r.result.stepTimeS;
    case Throughput: return r.result.isTransformer ? r.result.tokensPerS : r.result.samplesPerS;
    case Mfu: return r.result.mfu;
    case Memory: return r.result.memory.totalBytes;
    case ModelError:
        return row < m_accuracy.size() && m_accuracy.at(row).covered ? QVariant(m_accuracy.at(row).bandPct)
                                                                     : QVariant();
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
        return index.column() == Recompute || index.column() == Trains || index.column() == SequenceParallel
            ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
            : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    const validation::AccuracyBand *band = index.row() < m_accuracy.size() ? &m_accuracy.at(index.row()) : nullptr;
    if (role == Qt::ToolTipRole) {
        // The model-error cell says its regime and figure in words, as simulate does.
        if (index.column() == ModelError && band)
            return tr("Model accuracy: %1").arg(validation::accuracyText(*band));
        return tr("Bottleneck: %1").arg(r.result.bottleneck);
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Zero: return r.strategy.hybrid() ? tr("%1h").arg(r.strategy.zero) : QString::number(r.strategy.zero);
    case SequenceParallel: return r.strategy.sequenceParallel ? tr("yes") : tr("no");
    case StepTime: return fmt::duration(r.result.stepTimeS);
    case Throughput:
        return r.result.isTransformer ? tr("%1 tokens/s").arg(fmt::number(r.result.tokensPerS))
                                      : tr("%1 samples/s").arg(fmt::number(r.result.samplesPerS, 1));
    case Mfu: return fmt::percent(r.result.mfu, 1);
    case Memory: return fmt::bytes(r.result.memory.totalBytes);
    case ModelError:
        // As the summary strip writes the plan's band; a dash outside every regime (the tooltip says so).
        return band && band->covered ? tr("±%1 %").arg(fmt::bandFigure(band->bandPct)) : QStringLiteral("—");
    default: return raw(r, index.column(), index.row());
    }
}

QVariant StrategyTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        switch (section) {
        case Cp: return tr("Context parallel: GPUs that split each sequence");
        case Ep: return tr("Expert parallel: GPUs the experts of a layer are spread over");
        case Etp:
            return tr("Expert tensor parallel: GPUs each expert is split over (parallel folding: the experts laid over "
                      "the tensor- and data-parallel GPUs apart from attention's TP)");
        case Zero: return tr("ZeRO stage; \"h\": hybrid sharding, sharded inside a group and replicated across groups");
        case SequenceParallel: return tr("Sequence parallel: norms and dropout split across the tensor-parallel GPUs");
        case Trains: return tr("What trains (all weights, LoRA, QLoRA) and where the optimizer states live");
        case ModelError:
            return tr("The model's mean error on published runs of the strategy's regime (Help > Model accuracy)");
        default: break;
        }
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Rank: return tr("#");
    case Tp: return tr("TP");
    case Pp: return tr("PP");
    case Dp: return tr("DP");
    case Cp: return tr("CP");
    case Ep: return tr("EP");
    case Etp: return tr("ETP");
    case MicroBatch: return tr("Micro-batch");
    case Zero: return tr("ZeRO");
    case Recompute: return tr("Recompute");
    case SequenceParallel: return tr("SP");
    case Interleave: return tr("Interleave");
    case Trains: return tr("Trains");
    case StepTime: return tr("Step time");
    case Throughput: return tr("Throughput");
    case Mfu: return tr("MFU");
    case Memory: return tr("Memory/GPU");
    case ModelError: return tr("Model error");
    default: return {};
    }
}

} // namespace aip
