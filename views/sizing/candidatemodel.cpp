#include "sizing/candidatemodel.h"

#include "charts/paretochartbuilder.h"
#include "common/formatting.h"
#include "perf/perfmodel.h"
#include "tco/cloudrate.h"
#include "workload/workloadtext.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

namespace aip {

CandidateModel::CandidateModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void CandidateModel::setResult(const sizing::SizingResult &result)
{
    beginResetModel();
    m_result = result;
    endResetModel();
}

void CandidateModel::clear()
{
    setResult({});
}

const sizing::SizingCandidate *CandidateModel::candidate(int row) const
{
    return row >= 0 && row < m_result.candidates.size() ? &m_result.candidates.at(row) : nullptr;
}

int CandidateModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_result.candidates.size());
}

int CandidateModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CandidateModel::raw(const sizing::SizingCandidate &c, int column, int row) const
{
    switch (column) {
    case Rank: return row + 1;
    case Where: return c.where;
    case System: return c.pricing.isEmpty() ? c.system : c.system + QLatin1Char(' ') + c.pricing;
    case Nodes: return c.nodes;
    case Gpus: return c.gpus;
    case Strategy: return c.perf.ok() ? c.perf.strategy.gpus() : QVariant();
    case Days: return c.hasTime() ? QVariant(c.days) : QVariant();
    case Capex: return c.capex;
    case Tco: return c.tco;
    case PowerKw: return c.where == QLatin1String("owned") ? QVariant(c.powerKw) : QVariant();
    case Racks: return c.where == QLatin1String("owned") ? QVariant(c.racks) : QVariant();
    case Binds: return sizing::bindingName(c.binding);
    default: return {};
    }
}

QVariant CandidateModel::display(const sizing::SizingCandidate &c, int column, int row) const
{
    const QString &cur = m_result.currency;
    switch (column) {
    case Rank: return c.meetsTarget ? QString::number(row + 1) : tr("%1 ✗").arg(row + 1);
    case Where: return c.where == QLatin1String("owned") ? tr("owned") : tr("cloud");
    case System: return c.pricing.isEmpty() ? c.system : tr("%1, %2").arg(c.system, tco::pricingLabel(c.pricing));
    case Nodes: return fmt::number(c.nodes);
    case Gpus: return fmt::number(c.gpus);
    case Strategy: {
        if (!c.perf.ok())
            return tr("does not fit");
        return workloadtext::layout(c.perf.strategy);
    }
    case Days: return c.hasTime() ? fmt::number(c.days, 1) : QStringLiteral("–");
    case Capex: return c.where == QLatin1String("owned") ? fmt::money(c.capex, cur) : QStringLiteral("–");
    case Tco: return fmt::money(c.tco, cur);
    case PowerKw: return c.where == QLatin1String("owned") ? fmt::number(c.powerKw, 1) : QStringLiteral("–");
    case Racks: return c.where == QLatin1String("owned") ? fmt::number(c.racks) : QStringLiteral("–");
    case Binds: return sizing::bindingLabel(c.binding);
    default: return {};
    }
}

QVariant CandidateModel::data(const QModelIndex &index, int role) const
{
    const sizing::SizingCandidate *c = index.isValid() ? candidate(index.row()) : nullptr;
    if (!c)
        return {};
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: return display(*c, column, index.row());
    case RawValueRole: return raw(*c, column, index.row());
    case Qt::TextAlignmentRole:
        return column == System || column == Where || column == Binds || column == Strategy
            ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        // Candidates that miss the target are listed after the others, in the palette's dimmed text.
        return c->meetsTarget ? QVariant() : QVariant(QGuiApplication::palette().brush(QPalette::PlaceholderText));
    case Qt::FontRole: {
        if (m_result.cheapest != index.row() && m_result.fastest != index.row())
            return {};
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    case Qt::ToolTipRole: {
        QString tip = charts::candidateName(*c);
        if (m_result.cheapest == index.row())
            tip += tr(" — the cheapest that meets the target");
        if (m_result.fastest == index.row())
            tip += tr(" — the fastest that meets the target");
        if (c->perf.ok())
            tip += tr("\nMFU %1, %2").arg(fmt::percent(c->perf.mfu, 1), c->perf.bottleneck);
        if (!c->meetsTarget)
            tip += tr("\nMisses the target: %1").arg(sizing::bindingLabel(c->binding));
        return tip;
    }
    default: return {};
    }
}

QVariant CandidateModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Rank: return tr("#");
    case Where: return tr("Where");
    case System: return tr("System");
    case Nodes: return tr("Nodes");
    case Gpus: return tr("GPUs");
    case Strategy: return tr("Strategy");
    case Days: return tr("Days");
    case Capex: return tr("Capex");
    case Tco: return tr("TCO");
    case PowerKw: return tr("kW");
    case Racks: return tr("Racks");
    case Binds: return tr("Binds");
    default: return {};
    }
}

} // namespace aip
