#include "document/plancommands.h"

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
{ }

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
    if (!o || o->m_doc != m_doc || o->m_mergeKey != m_mergeKey)
        return false;
    m_after = o->m_after;
    m_changes |= o->m_changes;
    return true;
}

} // namespace aip
