#pragma once
// A chassis swap that strands parts (issue 16, item 2): the new chassis has no place for some of the server's parts
// (RTX cards on an HGX baseboard, DDR4 on a DDR5 platform). The swap cannot sensibly be refused - the user means to
// change the chassis - so the canvas names the parts that no longer fit, with the rules' messages, and offers to
// remove them in the same undo step as the swap.

#include "rules/finding.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <functional>

class QMessageBox;
class QWidget;

namespace aip {

struct ChassisRepairQuestion {
    QString chassisName;       // the chassis dropped
    QStringList strandedNames; // the parts that no longer fit, as users read them
    QList<Finding> errors;     // the rules' errors the swap alone would add
};

class ChassisRepair
{
    Q_DECLARE_TR_FUNCTIONS(ChassisRepair)
public:
    // Answers whether to swap and remove the stranded parts (true) or keep the server as it is (false).
    using Ask = std::function<bool(QWidget *parent, const ChassisRepairQuestion &question)>;

    // The question as a message box: "Remove them and use X" (object name "repairChassisButton") or Cancel (the
    // default). The caller owns the box.
    static QMessageBox *question(QWidget *parent, const ChassisRepairQuestion &question);
    // Asks modally with question().
    static bool askModal(QWidget *parent, const ChassisRepairQuestion &question);
};

} // namespace aip
