#pragma once
// The findings of the rules as a table: severity, message, server, part. The explanation is the tooltip;
// RawValueRole gives the severity as a number (0 error, 1 warning, 2 note) so the list sorts errors first.

#include "analysis/planevaluation.h"

#include <QAbstractTableModel>
#include <QHash>

namespace aip {

class FindingsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { SeverityColumn, MessageColumn, ServerColumn, ColumnCount };
    enum Role { RawValueRole = Qt::UserRole + 1, SkuRole, ServerIdRole, CodeRole };

    explicit FindingsModel(QObject *parent = nullptr);

    void setFindings(const QList<FindingRow> &findings);
    // Names to show for server ids ("hgx" -> "HGX H100 node").
    void setServerNames(const QHash<QString, QString> &names);
    const QList<FindingRow> &findings() const { return m_findings; }
    int count(FindingRow::Severity severity) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString severityName(FindingRow::Severity severity);

private:
    QList<FindingRow> m_findings;
    QHash<QString, QString> m_serverNames;
};

} // namespace aip
