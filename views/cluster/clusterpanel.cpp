#include "cluster/clusterpanel.h"

#include "analysis/editverdict.h"
#include "catalog/partdescription.h"
#include "common/fieldrange.h"
#include "common/formatting.h"
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "document/planedits.h"
#include "facility/rackpacking.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

namespace aip {

ClusterPanel::ClusterPanel(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    setObjectName(QStringLiteral("clusterPanel"));
    auto *nodes = new QGroupBox(tr("Nodes per server type"), this);
    m_countsForm = new QFormLayout(nodes);

    auto *fabric = new QGroupBox(tr("Fabric"), this);
    auto *fabricForm = new QFormLayout(fabric);
    m_switch = new QComboBox(this);
    m_switch->setObjectName(QStringLiteral("fabricSwitch"));
    m_topology = new QComboBox(this);
    m_topology->setObjectName(QStringLiteral("fabricTopology"));
    m_topology->addItem(tr("Fat tree"), QStringLiteral("fat-tree"));
    m_topology->addItem(tr("Rail-optimized"), QStringLiteral("rail-optimized"));
    m_topology->addItem(tr("Leaf-spine"), QStringLiteral("leaf-spine"));
    m_oversub = new QDoubleSpinBox(this);
    m_oversub->setObjectName(QStringLiteral("fabricOversubscription"));
    setFieldRange(m_oversub, "fabric.oversubscription");
    m_oversub->setSingleStep(0.5);
    m_oversub->setDecimals(1);
    m_oversub->setPrefix(QStringLiteral("1 : "));
    m_oversub->setKeyboardTracking(false);
    m_oversub->setToolTip(tr("1 : 1 is non-blocking; 2 : 1 gives each node half its bandwidth across the spine"));
    fabricForm->addRow(tr("Switch"), m_switch);
    fabricForm->addRow(tr("Topology"), m_topology);
    fabricForm->addRow(tr("Oversubscription"), m_oversub);
    m_sharp = new QCheckBox(tr("Reduce in the switches (SHARP)"), this);
    m_sharp->setObjectName(QStringLiteral("fabricSharp"));
    m_sharp->setToolTip(tr("The job is set up for in-network reduction (NCCL with the SHARP plugin and "
                           "NCCL_COLLNET_ENABLE=1). NCCL does not use it unless asked, so it is off by default."));
    fabricForm->addRow(QString(), m_sharp);

    auto *racks = new QGroupBox(tr("Racks"), this);
    auto *rackForm = new QFormLayout(racks);
    m_rackKw = new QDoubleSpinBox(this);
    m_rackKw->setObjectName(QStringLiteral("rackPowerLimit"));
    setFieldRange(m_rackKw, "rack.power_limit_kw");
    m_rackKw->setDecimals(1);
    m_rackKw->setSuffix(tr(" kW per rack"));
    m_rackKw->setKeyboardTracking(false);
    rackForm->addRow(tr("Power limit"), m_rackKw);
    m_totals = new QLabel(this);
    m_totals->setObjectName(QStringLiteral("clusterTotals"));
    m_totals->setWordWrap(true);
    m_totals->setTextFormat(Qt::RichText);
    rackForm->addRow(m_totals);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(nodes);
    layout->addWidget(fabric);
    layout->addWidget(racks);
    layout->addStretch(1);

    connect(m_switch, &QComboBox::activated, this, [this] {
        const QString sku = m_switch->currentData().toString();
        if (sku.isEmpty()) {
            Plan plan = m_doc->plan();
            plan.fabric.reset();
            if (refusedByRules(plan))
                return;
            m_doc->undoStack()->push(
                new EditPlanCommand(m_doc, plan, PlanDocument::Change::Fabric, tr("Remove the fabric switch")));
            return;
        }
        editFabric(QStringLiteral("switch"), tr("Use switch %1").arg(m_switch->currentText()),
                   [sku](FabricSpec &f) { f.sku = sku; });
    });
    connect(m_topology, &QComboBox::activated, this, [this] {
        const QString t = m_topology->currentData().toString();
        editFabric(QStringLiteral("topology"), tr("Set topology to %1").arg(m_topology->currentText()),
                   [t](FabricSpec &f) { f.topology = t; });
    });
    connect(m_oversub, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        editFabric(QStringLiteral("oversubscription"), tr("Set oversubscription to %1:1").arg(v),
                   [v](FabricSpec &f) { f.oversubscription = v; });
    });
    connect(m_sharp, &QCheckBox::toggled, this, [this](bool on) {
        editFabric(QStringLiteral("sharp"),
                   on ? tr("Reduce in the switches (SHARP)") : tr("Reduce on the network cards (no SHARP)"),
                   [on](FabricSpec &f) { f.sharp = on; });
    });
    connect(m_rackKw, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (m_refreshing)
            return;
        Plan plan = m_doc->plan();
        plan.rack.powerLimitKw = v;
        if (refusedByRules(plan))
            return;
        m_doc->undoStack()->push(new EditPlanCommand(m_doc, plan, PlanDocument::Change::Fabric,
                                                     tr("Set rack power to %1 kW").arg(v), QStringLiteral("rack/kw")));
    });
    connect(m_doc, &PlanDocument::changed, this, [this] { refresh(); });
    refresh();
}

void ClusterPanel::setCatalog(std::shared_ptr<const PartCatalog> catalog)
{
    m_catalog = std::move(catalog);
    refresh();
}

bool ClusterPanel::refusedByRules(const Plan &after)
{
    if (!m_catalog)
        return false;
    const QList<Finding> added = addedErrors(m_doc->plan(), after, *m_catalog);
    if (added.isEmpty())
        return false;
    // Refused with the rule's own message, as the canvas refuses a drop; the editors go back to the plan's values.
    emit statusMessage(tr("Not changed: %1").arg(added.constFirst().message));
    refresh();
    return true;
}

void ClusterPanel::editFabric(const QString &key, const QString &text, const std::function<void(FabricSpec &)> &change)
{
    if (m_refreshing)
        return;
    Plan plan = m_doc->plan();
    if (!plan.fabric)
        plan.fabric = FabricSpec();
    change(*plan.fabric);
    if (refusedByRules(plan))
        return;
    m_doc->undoStack()->push(
        new EditPlanCommand(m_doc, plan, PlanDocument::Change::Fabric, text, QStringLiteral("fabric/") + key));
}

void ClusterPanel::rebuildCounts()
{
    const Plan &plan = m_doc->plan();
    if (m_counts.size() != plan.servers.size()) {
        while (m_countsForm->rowCount() > 0)
            m_countsForm->removeRow(0);
        m_counts.clear();
        for (int i = 0; i < plan.servers.size(); ++i) {
            auto *box = new QSpinBox(this);
            box->setObjectName(QStringLiteral("clusterCount%1").arg(i));
            setFieldRange(box, "servers[].count");
            box->setKeyboardTracking(false);
            box->setGroupSeparatorShown(true);
            connect(box, &QSpinBox::valueChanged, this, [this, i](int v) {
                if (m_refreshing)
                    return;
                Plan after = m_doc->plan();
                if (!planedits::setServerCount(after, i, v) || refusedByRules(after))
                    return;
                auto *cmd = new SetServerCountCommand(m_doc, i, v);
                if (cmd->isValid())
                    m_doc->undoStack()->push(cmd);
                else
                    delete cmd;
            });
            m_countsForm->addRow(QString(), box);
            m_counts.append(box);
        }
    }
    for (int i = 0; i < plan.servers.size(); ++i) {
        const ServerSpec &s = plan.servers.at(i);
        const QSignalBlocker block(m_counts.at(i));
        m_counts.at(i)->setValue(s.count);
        if (auto *label = qobject_cast<QLabel *>(m_countsForm->labelForField(m_counts.at(i))))
            label->setText(s.name.isEmpty() ? s.id : s.name);
        else
            m_countsForm->setWidget(i, QFormLayout::LabelRole, new QLabel(s.name.isEmpty() ? s.id : s.name, this));
    }
}

void ClusterPanel::refresh()
{
    m_refreshing = true;
    rebuildCounts();
    const Plan &plan = m_doc->plan();
    {
        const QSignalBlocker block(m_switch);
        m_switch->clear();
        m_switch->addItem(tr("None (network priced as a share)"), QString());
        if (m_catalog) {
            for (const Part &p : m_catalog->parts()) {
                if (p.category == PartCategory::Switch)
                    m_switch->addItem(partdesc::displayName(p) + QStringLiteral(" — ") + partdesc::keySpecs(p), p.sku);
            }
        }
        const QString sku = plan.fabric ? plan.fabric->sku : QString();
        int i = m_switch->findData(sku);
        if (i < 0) {
            m_switch->addItem(tr("%1 (not in the catalog)").arg(sku), sku);
            i = m_switch->count() - 1;
        }
        m_switch->setCurrentIndex(i);
    }
    const FabricSpec fabric = plan.fabric.value_or(FabricSpec());
    {
        const QSignalBlocker b1(m_topology), b2(m_oversub), b3(m_rackKw), b4(m_sharp);
        int t = m_topology->findData(fabric.topology);
        if (t < 0) {
            m_topology->addItem(fabric.topology, fabric.topology);
            t = m_topology->count() - 1;
        }
        m_topology->setCurrentIndex(t);
        m_oversub->setValue(fabric.oversubscription);
        m_sharp->setChecked(fabric.sharp);
        // The plan's limit, else its facility's cooling's rack density (facility/facility.h).
        m_rackKw->setValue(facility::rackLimitKw(plan, facility::facilityOf(plan)));
    }
    m_topology->setEnabled(plan.fabric.has_value());
    m_oversub->setEnabled(plan.fabric.has_value());
    // Offered where the switch can reduce in the network; a plan that asks for it on another switch keeps the box
    // (checked, so that it can be cleared) and the rules warn (fabric-sharp).
    const Part *sw = m_catalog && plan.fabric ? m_catalog->find(plan.fabric->sku) : nullptr;
    const bool canReduce = sw && sw->reducesInNetwork();
    m_sharp->setEnabled(canReduce || fabric.sharp);
    m_refreshing = false;
    setEvaluation(m_eval);
}

void ClusterPanel::setEvaluation(const PlanEvaluation &ev)
{
    m_eval = ev;
    // The window's one evaluation (PlanEvaluator, off the GUI thread) packed the racks: whole servers per rack by
    // power, height and the facility's cap, the packing the rack finding and the TCO count with, so the three say the
    // same number. Until it has evaluated the plan, the totals are of the plan it evaluated.
    const facility::RackPacking &packing = ev.racks;
    const double rackKw
        = packing.limitKw > 0 ? packing.limitKw : facility::rackLimitKw(ev.plan, facility::facilityOf(ev.plan));
    const int racks = packing.racks;
    // Counted phrases, each one or many (a single-node plan reads "1 node", a one-switch fabric "1 switch").
    const int nodes = ev.plan.totalNodes();
    const QString nodesText = (nodes == 1 ? tr("<b>%1</b> node") : tr("<b>%1</b> nodes")).arg(nodes);
    const QString gpusText = (ev.gpus == 1 ? tr("<b>%1</b> GPU") : tr("<b>%1</b> GPUs")).arg(ev.gpus);
    QString text = tr("%1 · %2 · <b>%3</b> nominal power<br>").arg(nodesText, gpusText, fmt::watts(ev.nominalPowerW));
    text += (racks == 1 ? tr("<b>%1</b> rack at %2 kW") : tr("<b>%1</b> racks at %2 kW each"))
                .arg(racks)
                .arg(fmt::number(rackKw, 1));
    if (ev.quote.hasFabric) { // a fabric is quoted with or without servers (PlanEvaluation::quote)
        const FabricSizing &f = ev.quote.fabric;
        const QString switches = (f.switches == 1 ? tr("<b>%1</b> switch") : tr("<b>%1</b> switches")).arg(f.switches);
        const QString tiers = (f.tiers == 1 ? tr("%1 tier") : tr("%1 tiers")).arg(f.tiers);
        const QString links = (f.links == 1 ? tr("%1 link") : tr("%1 links")).arg(f.links);
        text += tr("<br>Fabric: %1 in %2, %3").arg(switches, tiers, links);
    }
    m_totals->setText(text);
}

} // namespace aip
