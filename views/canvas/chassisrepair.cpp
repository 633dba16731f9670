#include "canvas/chassisrepair.h"

#include <QMessageBox>
#include <QPushButton>

#include <memory>

namespace aip {

QMessageBox *ChassisRepair::question(QWidget *parent, const ChassisRepairQuestion &q)
{
    auto *box = new QMessageBox(parent);
    box->setObjectName(QStringLiteral("chassisRepairQuestion"));
    box->setIcon(QMessageBox::Warning);
    box->setWindowTitle(tr("Parts that do not fit %1").arg(q.chassisName));
    box->setText(tr("These parts do not fit %1: %2").arg(q.chassisName, q.strandedNames.join(QStringLiteral(", "))));
    QStringList lines;
    for (const Finding &f : q.errors)
        lines.append(QStringLiteral("• ") + f.message);
    box->setInformativeText(
        tr("%1\n\nRemove them and use the new chassis (one undo step), or keep the server as it is?")
            .arg(lines.join(QLatin1Char('\n'))));
    QPushButton *repair = box->addButton(tr("Remove them and use %1").arg(q.chassisName), QMessageBox::AcceptRole);
    repair->setObjectName(QStringLiteral("repairChassisButton"));
    QPushButton *cancel = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(cancel);
    box->setEscapeButton(cancel);
    return box;
}

bool ChassisRepair::askModal(QWidget *parent, const ChassisRepairQuestion &q)
{
    std::unique_ptr<QMessageBox> box(question(parent, q));
    box->exec();
    return box->clickedButton() && box->clickedButton()->objectName() == QLatin1String("repairChassisButton");
}

} // namespace aip
