#include "findings/findingsmodel.h"

#include <QApplication>
#include <QColor>
#include <QStyle>

#include <algorithm>

namespace aip {

FindingsModel::FindingsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void FindingsModel::setFindings(const QList<FindingRow> &findings)
{
    beginResetModel();
    m_findings = findings;
    std::stable_sort(m_findings.begin(), m_findings.end(),
                     [](const FindingRow &a, const FindingRow &b) { return int(a.severity) < int(b.severity); });
    endResetModel();
}

void FindingsModel::setServerNames(const QHash<QString, QString> &names)
{
    m_serverNames = names;
    if (!m_findings.isEmpty())
        emit dataChanged(index(0, ServerColumn), index(rowCount() - 1, ServerColumn), {Qt::DisplayRole});
}

int FindingsModel::count(FindingRow::Severity severity) const
{
    return int(std::count_if(m_findings.cbegin(), m_findings.cend(),
                             [severity](const FindingRow &f) { return f.severity == severity; }));
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_findings.size());
}

int FindingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString FindingsModel::severityName(FindingRow::Severity severity)
{
    switch (severity) {
    case FindingRow::Severity::Error: return tr("Error");
    case FindingRow::Severity::Warning: return tr("Warning");
    case FindingRow::Severity::Note: return tr("Note");
    }
    return {};
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_findings.size())
        return {};
    const FindingRow &f = m_findings.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn: return severityName(f.severity);
        case MessageColumn: return f.message;
        case ServerColumn: return m_serverNames.value(f.serverId, f.serverId);
        }
        return {};
    case Qt::DecorationRole:
        if (index.column() != SeverityColumn)
            return {};
        switch (f.severity) {
        case FindingRow::Severity::Error: return QApplication::style()->standardIcon(QStyle::SP_MessageBoxCritical);
        case FindingRow::Severity::Warning: return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        case FindingRow::Severity::Note: return QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation);
        }
        return {};
    case Qt::ForegroundRole:
        if (index.column() == SeverityColumn && f.severity == FindingRow::Severity::Error)
            return QColor(0xc0, 0x28, 0x28);
        if (index.column() == SeverityColumn && f.severity == FindingRow::Severity::Warning)
            return QColor(0xa8, 0x6a, 0x00);
        return {};
    case Qt::ToolTipRole:
        return f.reason.isEmpty()
            ? f.message
            : QStringLiteral("<b>%1</b><br>%2").arg(f.message.toHtmlEscaped(), f.reason.toHtmlEscaped());
    case RawValueRole:
        switch (index.column()) {
        case SeverityColumn: return int(f.severity);
        case MessageColumn: return f.message;
        case ServerColumn: return f.serverId;
        }
        return {};
    case SkuRole: return f.sku;
    case ServerIdRole: return f.serverId;
    case CodeRole: return f.code;
    }
    return {};
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn: return tr("Severity");
    case MessageColumn: return tr("Finding");
    case ServerColumn: return tr("Server");
    }
    return {};
}

} // namespace aip
