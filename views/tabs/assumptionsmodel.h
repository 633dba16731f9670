#pragma once
// The TCO assumptions (tco::PlanTco::assumptions) as an editable table: assumption, value, unit, source. Editing a
// value pushes an undo command on the document (consecutive edits of one assumption merge); the table refreshes
// from the next evaluation, so it always shows what the model used. RawValueRole gives the number.

#include "tco/tcosettings.h"

#include <QAbstractTableModel>
#include <QList>

namespace aip {

class PlanDocument;

class AssumptionsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Label, Value, Unit, Source, ColumnCount };
    enum Role { RawValueRole = Qt::UserRole + 1, KeyRole };

    explicit AssumptionsModel(PlanDocument *doc, QObject *parent = nullptr);

    void setAssumptions(const QList<tco::Assumption> &assumptions);
    const QList<tco::Assumption> &assumptions() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

signals:
    void editRefused(const QString &reason);

private:
    PlanDocument *m_doc;
    QList<tco::Assumption> m_rows;
};

} // namespace aip
