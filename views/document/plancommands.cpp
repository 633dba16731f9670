#include "document/plancommands.h"

#include "document/planedits.h"

#include <QLocale>

namespace aip {

namespace {
constexpr int kEditPlanCommandId = 0x41495001;
}

EditPlanCommand::EditPlanCommand(PlanDocument *doc, const Plan &after, PlanDocument::Changes changes,
                                 const QString &text, const QString &mergeKey)
    : QUndoCommand(text)
    , m_doc(doc)
    , m_before(doc->plan())
    , m_after(after)
    , m_changes(changes)
    , m_mergeKey(mergeKey)
{
    // An edit that changes nothing is no undo step (issue 16, item 8): QUndoStack::push drops an obsolete command.
    m_valid = !(m_after == m_before);
    setObsolete(!m_valid);
}

void EditPlanCommand::undo()
{
    m_doc->applyPlan(m_before, m_changes);
}

void EditPlanCommand::redo()
{
    m_doc->applyPlan(m_after, m_changes);
}

int EditPlanCommand::id() const
{
    return m_mergeKey.isEmpty() ? -1 : kEditPlanCommandId;
}

bool EditPlanCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = dynamic_cast<const EditPlanCommand *>(other);
    if (!o || o->m_doc != m_doc || o->m_mergeKey != m_mergeKey || m_mergeKey.isEmpty())
        return false;
    m_after = o->m_after;
    m_changes |= o->m_changes;
    setObsolete(m_after == m_before); // edits that cancel out leave no step
    return true;
}

namespace {
QString nameOr(const QString &name, const QString &sku)
{
    return name.isEmpty() ? sku : name;
}

QString serverName(const PlanDocument *doc, int server)
{
    const Plan &p = doc->plan();
    if (server < 0 || server >= p.servers.size())
        return {};
    const ServerSpec &s = p.servers.at(server);
    return s.name.isEmpty() ? s.id : s.name;
}
} // namespace

AddPartCommand::AddPartCommand(PlanDocument *doc, int server, const QString &sku, int qty, const QString &partName)
    : EditPlanCommand(doc, doc->plan(), PlanDocument::Change::Servers,
                      qty == 1 ? tr("Add %1 to %2").arg(nameOr(partName, sku), serverName(doc, server))
                               : tr("Add %1 × %2 to %3").arg(qty).arg(nameOr(partName, sku), serverName(doc, server)))
{
    applyEdit([&](Plan &p) { return planedits::addPart(p, server, sku, qty); });
}

RemovePartCommand::RemovePartCommand(PlanDocument *doc, int server, const QString &sku, int qty,
                                     const QString &partName)
    : EditPlanCommand(doc, doc->plan(), PlanDocument::Change::Servers,
                      qty == 1
                          ? tr("Remove %1 from %2").arg(nameOr(partName, sku), serverName(doc, server))
                          : tr("Remove %1 × %2 from %3").arg(qty).arg(nameOr(partName, sku), serverName(doc, server)))
{
    applyEdit([&](Plan &p) { return planedits::removePart(p, server, sku, qty); });
}

MovePartCommand::MovePartCommand(PlanDocument *doc, int fromServer, int toServer, const QString &sku, int qty,
                                 const QString &partName)
    : EditPlanCommand(
        doc, doc->plan(), PlanDocument::Change::Servers,
        tr("Move %1 from %2 to %3").arg(nameOr(partName, sku), serverName(doc, fromServer), serverName(doc, toServer)))
{
    applyEdit([&](Plan &p) { return planedits::movePart(p, fromServer, toServer, sku, qty); });
}

SetServerCountCommand::SetServerCountCommand(PlanDocument *doc, int server, int count)
    : EditPlanCommand(
        doc, doc->plan(), PlanDocument::Change::Servers,
        tr("Set %1 nodes to %2").arg(serverName(doc, server)).arg(count),
        QStringLiteral("servers/%1/count")
            .arg(server >= 0 && server < doc->plan().servers.size() ? doc->plan().servers.at(server).id : QString()))
{
    applyEdit([&](Plan &p) { return planedits::setServerCount(p, server, count); });
}

SetChassisCommand::SetChassisCommand(PlanDocument *doc, int server, const QString &chassisSku,
                                     const QString &chassisName)
    : EditPlanCommand(doc, doc->plan(), PlanDocument::Change::Servers,
                      tr("Use chassis %1 for %2").arg(nameOr(chassisName, chassisSku), serverName(doc, server)))
{
    applyEdit([&](Plan &p) { return planedits::setChassis(p, server, chassisSku); });
}

RenameServerCommand::RenameServerCommand(PlanDocument *doc, int server, const QString &name)
    : EditPlanCommand(
        doc, doc->plan(), PlanDocument::Change::Servers, tr("Rename %1 to %2").arg(serverName(doc, server), name),
        QStringLiteral("servers/%1/name")
            .arg(server >= 0 && server < doc->plan().servers.size() ? doc->plan().servers.at(server).id : QString()))
{
    applyEdit([&](Plan &p) { return planedits::renameServer(p, server, name); });
}

AddServerTypeCommand::AddServerTypeCommand(PlanDocument *doc, const ServerSpec &spec)
    : EditPlanCommand(doc, doc->plan(), PlanDocument::Change::Servers,
                      tr("Add server type %1").arg(spec.name.isEmpty() ? spec.id : spec.name))
{
    applyEdit([&](Plan &p) { return (m_index = planedits::addServerType(p, spec)) >= 0; });
}

RemoveServerTypeCommand::RemoveServerTypeCommand(PlanDocument *doc, int server)
    : EditPlanCommand(doc, doc->plan(), PlanDocument::Change::Servers,
                      tr("Remove server type %1").arg(serverName(doc, server)))
{
    applyEdit([&](Plan &p) { return planedits::removeServerType(p, server); });
}

SetCurrencyCommand::SetCurrencyCommand(PlanDocument *doc, const QString &currency, const QMap<QString, double> &rates,
                                       const QString &date)
    : EditPlanCommand(doc, doc->plan(), PlanDocument::Change::Quote | PlanDocument::Change::Costs,
                      currency == doc->plan().currency ? tr("Change exchange rates")
                                                       : tr("Change currency to %1").arg(currency))
{
    applyEdit([&](Plan &p) { return planedits::setCurrency(p, currency, rates, date); });
}

SetLineDiscountCommand::SetLineDiscountCommand(PlanDocument *doc, const QString &sku, std::optional<double> pct,
                                               const QString &partName)
    : EditPlanCommand(doc, doc->plan(), PlanDocument::Change::Quote,
                      pct && *pct != 0
                          ? tr("Set the discount on %1 to %2%").arg(nameOr(partName, sku), QLocale().toString(*pct))
                          : tr("Remove the discount on %1").arg(nameOr(partName, sku)))
{
    applyEdit([&](Plan &p) { return planedits::setLineDiscount(p, sku, pct); });
}

} // namespace aip
