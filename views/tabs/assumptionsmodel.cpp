#include "tabs/assumptionsmodel.h"

#include "document/plancommands.h"
#include "document/plandocument.h"
#include "tabs/costassumption.h"

#include <QFont>
#include <QLocale>

namespace aip {

AssumptionsModel::AssumptionsModel(PlanDocument *doc, QObject *parent)
    : QAbstractTableModel(parent)
    , m_doc(doc)
{ }

void AssumptionsModel::setAssumptions(const QList<tco::Assumption> &assumptions)
{
    if (assumptions.size() == m_rows.size()) {
        bool sameKeys = true;
        for (int i = 0; i < assumptions.size() && sameKeys; ++i)
            sameKeys = assumptions.at(i).key == m_rows.at(i).key;
        if (sameKeys) {
            // Same rows: update in place so an open editor and the selection survive.
            m_rows = assumptions;
            if (!m_rows.isEmpty())
                emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
            return;
        }
    }
    beginResetModel();
    m_rows = assumptions;
    endResetModel();
}

int AssumptionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AssumptionsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AssumptionsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const tco::Assumption &a = m_rows.at(index.row());
    if (role == KeyRole)
        return a.key;
    if (role == RawValueRole)
        return index.column() == Value ? QVariant(a.value) : data(index, Qt::DisplayRole);
    if (role == Qt::ToolTipRole)
        return tr("%1 (%2)\nSource: %3\nDouble-click the value to change it; Undo restores it.")
            .arg(a.label, a.key, a.source);
    if (role == Qt::FontRole && a.fromPlan && index.column() == Value) {
        QFont f;
        f.setBold(true); // set by the user, not a default
        return f;
    }
    if (role == Qt::TextAlignmentRole && index.column() == Value)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::EditRole && index.column() == Value)
        return a.value;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Label: return a.label;
    case Value: return QLocale().toString(a.value, 'g', 8);
    case Unit: return a.unit;
    case Source: return a.source;
    default: return {};
    }
}

QVariant AssumptionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Label: return tr("Assumption");
    case Value: return tr("Value");
    case Unit: return tr("Unit");
    case Source: return tr("Source");
    default: return {};
    }
}

Qt::ItemFlags AssumptionsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Value) {
        Costs probe;
        if (setCostAssumption(probe, m_rows.at(index.row()).key, m_rows.at(index.row()).value, nullptr))
            f |= Qt::ItemIsEditable;
    }
    return f;
}

bool AssumptionsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.column() != Value || role != Qt::EditRole || index.row() >= m_rows.size())
        return false;
    bool isNumber = false;
    double v = value.toDouble(&isNumber);
    if (!isNumber)
        v = QLocale().toDouble(value.toString(), &isNumber);
    const tco::Assumption &a = m_rows.at(index.row());
    Plan after = m_doc->plan();
    QString error;
    if (!isNumber) {
        emit editRefused(tr("%1: enter a number").arg(a.label));
        return false;
    }
    if (!setCostAssumption(after.costs, a.key, v, &error)) {
        emit editRefused(tr("%1: %2").arg(a.label, error));
        return false;
    }
    auto *cmd = new EditPlanCommand(m_doc, after, PlanDocument::Change::Costs, tr("Set %1").arg(a.label),
                                    QStringLiteral("costs.") + a.key);
    if (!cmd->isValid()) {
        delete cmd;
        return false;
    }
    m_doc->undoStack()->push(cmd);
    m_rows[index.row()].value = v;
    m_rows[index.row()].fromPlan = true;
    emit dataChanged(index.siblingAtColumn(0), index.siblingAtColumn(ColumnCount - 1));
    return true;
}

} // namespace aip
