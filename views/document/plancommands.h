#pragma once
// Undo commands on a PlanDocument. Every edit of the plan goes through one of these.
//
// EditPlanCommand is the generic property edit: it stores the plan before and after, and consecutive edits
// with the same merge key (typing in one spin box) merge into one undo step.

#include "document/plandocument.h"

#include <QCoreApplication>
#include <QMap>
#include <QUndoCommand>

#include <optional>

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

    // False when the edit would change nothing (or was impossible): such a command must not be pushed.
    bool isValid() const { return m_valid; }

protected:
    // For the named commands: run an edit (bool(Plan &)) on the state before; its result says whether it changed
    // anything.
    template<typename Edit>
    void applyEdit(Edit edit)
    {
        Plan after = m_before;
        m_valid = edit(after) && !(after == m_before);
        m_after = after;
        setObsolete(!m_valid);
    }

private:
    PlanDocument *m_doc;
    Plan m_before;
    Plan m_after;
    PlanDocument::Changes m_changes;
    QString m_mergeKey;
    bool m_valid = true;
};

// The named commands below are EditPlanCommands whose "after" is computed by planedits.h; each says what it does
// in its (translated) text. partName is what the user reads ("NVIDIA H100 SXM5 80GB"); it defaults to the SKU.

class AddPartCommand : public EditPlanCommand
{
    Q_DECLARE_TR_FUNCTIONS(AddPartCommand)
public:
    AddPartCommand(PlanDocument *doc, int server, const QString &sku, int qty = 1, const QString &partName = {});
};

class RemovePartCommand : public EditPlanCommand
{
    Q_DECLARE_TR_FUNCTIONS(RemovePartCommand)
public:
    RemovePartCommand(PlanDocument *doc, int server, const QString &sku, int qty = 1, const QString &partName = {});
};

// Moves units of a part from one server type to another.
class MovePartCommand : public EditPlanCommand
{
    Q_DECLARE_TR_FUNCTIONS(MovePartCommand)
public:
    MovePartCommand(PlanDocument *doc, int fromServer, int toServer, const QString &sku, int qty = 1,
                    const QString &partName = {});
};

// Consecutive count edits of one server type (a spin box) merge into one undo step.
class SetServerCountCommand : public EditPlanCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetServerCountCommand)
public:
    SetServerCountCommand(PlanDocument *doc, int server, int count);
};

class SetChassisCommand : public EditPlanCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetChassisCommand)
public:
    SetChassisCommand(PlanDocument *doc, int server, const QString &chassisSku, const QString &chassisName = {});
};

class RenameServerCommand : public EditPlanCommand
{
    Q_DECLARE_TR_FUNCTIONS(RenameServerCommand)
public:
    RenameServerCommand(PlanDocument *doc, int server, const QString &name);
};

class AddServerTypeCommand : public EditPlanCommand
{
    Q_DECLARE_TR_FUNCTIONS(AddServerTypeCommand)
public:
    AddServerTypeCommand(PlanDocument *doc, const ServerSpec &spec);
    int newIndex() const { return m_index; }

private:
    int m_index = -1;
};

class RemoveServerTypeCommand : public EditPlanCommand
{
    Q_DECLARE_TR_FUNCTIONS(RemoveServerTypeCommand)
public:
    RemoveServerTypeCommand(PlanDocument *doc, int server);
};

// The plan's currency, exchange rates and their date, set together (the Currency and exchange rates dialog).
class SetCurrencyCommand : public EditPlanCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetCurrencyCommand)
public:
    SetCurrencyCommand(PlanDocument *doc, const QString &currency, const QMap<QString, double> &rates,
                       const QString &date);
};

// The quote's discount on the lines of one SKU (quote.line_discounts): pct in 0..100, nullopt removes it. One undo
// step per edit (no merging: each value typed into the Quote tab's discount column is a decision of its own).
class SetLineDiscountCommand : public EditPlanCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetLineDiscountCommand)
public:
    SetLineDiscountCommand(PlanDocument *doc, const QString &sku, std::optional<double> pct,
                           const QString &partName = {});
};

} // namespace aip
