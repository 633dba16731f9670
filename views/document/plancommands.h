#pragma once
// Undo commands on a PlanDocument. Every edit of the plan goes through one of these.
//
// EditPlanCommand is the generic property edit: it stores the plan before and after, and consecutive edits
// with the same merge key (typing in one spin box) merge into one undo step.

#include "document/plandocument.h"

#include <QUndoCommand>

namespace aip {

class EditPlanCommand : public QUndoCommand
{
public:
    // mergeKey: commands with the same non-empty key pushed one after another merge into one step.
    EditPlanCommand(PlanDocument *doc, const Plan &after, PlanDocument::Changes changes, const QString &text,
                    const QString &mergeKey = {});

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    PlanDocument *m_doc;
    Plan m_before;
    Plan m_after;
    PlanDocument::Changes m_changes;
    QString m_mergeKey;
};

} // namespace aip
