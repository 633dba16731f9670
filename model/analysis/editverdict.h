#pragma once
// Edits judged by the rule book (issue 16, item 2): an edit of the build canvas (a drop, a move, a chassis swap)
// is allowed when it adds no error to the plan's findings, and refused with the rule's own message when it would.
// The canvas keeps only the slot geometry (which slot a part is drawn in); whether a part may go there is the
// rules' answer, the same the findings panel and `aiplanner-cli check` give.

#include "hardware/partcatalog.h"
#include "plan/plan.h"
#include "rules/finding.h"

#include <QList>
#include <QStringList>

namespace aip {

// The errors of `after` that `before` does not have. Errors are matched by rule, server and part (code, serverId,
// sku), not by wording, so an edit that changes a figure in an existing error (a 9th GPU where 8 already do not
// fit) adds none, and one that breaks a new rule does. The rules' scope (FindingScope::Rules): cheap enough for
// every drag move.
QList<Finding> addedErrors(const Plan &before, const Plan &after, const PartCatalog &catalog);

// A chassis swap of plan.servers[server]: the errors it would add; the parts of that server that no longer fit
// (`stranded`, SKUs of the server's own parts); and whether removing them would leave no added error
// (`repairable`: the GUI offers the swap with their removal as one undo step).
struct ChassisSwapVerdict {
    QList<Finding> errors;
    QStringList stranded;
    bool repairable = false;
    bool ok() const { return errors.isEmpty(); }
};
ChassisSwapVerdict judgeChassisSwap(const Plan &plan, int server, const QString &chassisSku,
                                    const PartCatalog &catalog);

// The plan with plan.servers[server]'s parts of these SKUs removed (every unit of each).
Plan withoutParts(const Plan &plan, int server, const QStringList &skus);

} // namespace aip
