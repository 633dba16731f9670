#pragma once
// The cluster panel: the node count of each server type, the fabric (a switch from the catalog, its topology,
// oversubscription and whether the job reduces in its switches), the rack power limit, and what follows from them
// (nodes, GPUs, power, switches, racks). An edit that would add an error to the plan's findings is refused with the
// rule's message (statusMessage).

#include "analysis/planevaluation.h"
#include "hardware/partcatalog.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace aip {

class PlanDocument;

class ClusterPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ClusterPanel(PlanDocument *doc, QWidget *parent = nullptr);

    void setCatalog(std::shared_ptr<const PartCatalog> catalog);
    void setEvaluation(const PlanEvaluation &evaluation);

signals:
    // An edit refused by the rule book, with the rule's message.
    void statusMessage(const QString &message);

private:
    // True (and says why) when `after` would add an error to the plan's findings (editverdict.h): node counts and
    // fabric edits are judged by the rules like the canvas's edits.
    bool refusedByRules(const Plan &after);
    void refresh();
    void rebuildCounts();
    void editFabric(const QString &key, const QString &text, const std::function<void(FabricSpec &)> &change);

    PlanDocument *m_doc;
    std::shared_ptr<const PartCatalog> m_catalog;
    QFormLayout *m_countsForm;
    QList<QSpinBox *> m_counts;
    QComboBox *m_switch;
    QComboBox *m_topology;
    QDoubleSpinBox *m_oversub;
    QCheckBox *m_sharp;
    QDoubleSpinBox *m_rackKw;
    QLabel *m_totals;
    PlanEvaluation m_eval;
    bool m_refreshing = false;
};

} // namespace aip
