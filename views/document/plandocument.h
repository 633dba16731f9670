#pragma once
// The open plan: owns the Plan and its QUndoStack, knows its file and whether it is modified, and announces
// every change with one signal saying what changed. Widgets never write the plan directly: they push undo
// commands (see plancommands.h), which call setPlan() / the narrow mutators below.

#include "plan/plan.h"

#include <QFlags>
#include <QObject>
#include <QUndoStack>

namespace aip {

class PlanDocument : public QObject
{
    Q_OBJECT
public:
    enum class Change {
        None = 0,
        Name = 1 << 0,
        Servers = 1 << 1,
        Fabric = 1 << 2,
        Workload = 1 << 3,
        Costs = 1 << 4,
        Cloud = 1 << 5,
        Quote = 1 << 6,
        File = 1 << 7, // path or saved state
        All = 0xff,
    };
    Q_DECLARE_FLAGS(Changes, Change)
    Q_FLAG(Changes)

    explicit PlanDocument(QObject *parent = nullptr);
    // Quiet: the undo stack's destructor announces a clean-state change, which must not reach listeners that
    // are being destroyed with the document (the main window owns it).
    ~PlanDocument() override;

    const Plan &plan() const { return m_plan; }
    QUndoStack *undoStack() { return &m_undoStack; }
    QString filePath() const { return m_filePath; }
    QString displayName() const;
    bool isModified() const { return !m_undoStack.isClean(); }

    // Replace the whole document (New / Open): clears the undo history.
    void reset(const Plan &plan, const QString &filePath);
    // Returns an empty string or the error; on success the document is clean and has the new path.
    QString load(const QString &path);
    QString saveAs(const QString &path);

    // For undo commands only: apply a state and announce it.
    void applyPlan(const Plan &plan, Changes changes);

signals:
    void changed(aip::PlanDocument::Changes changes);

private:
    Plan m_plan;
    QUndoStack m_undoStack;
    QString m_filePath;
};

} // namespace aip

Q_DECLARE_OPERATORS_FOR_FLAGS(aip::PlanDocument::Changes)
