#include "document/fileconflict.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace aip {

namespace {
struct ConflictText {
    Q_DECLARE_TR_FUNCTIONS(FileConflict)
};
} // namespace

FileConflictChoice askFileConflict(QWidget *parent, const QString &path, bool saving)
{
    QMessageBox box(parent);
    box.setIcon(QMessageBox::Warning);
    box.setWindowTitle(ConflictText::tr("Plan changed on disk"));
    box.setText(saving ? ConflictText::tr("%1 was changed by another window or program since you opened or saved it "
                                          "here. Saving now would replace that version.")
                             .arg(path)
                       : ConflictText::tr("%1 was changed by another window or program.").arg(path));
    box.setInformativeText(ConflictText::tr("Reload shows the version on disk (your unsaved changes here are "
                                            "dropped); Save As keeps both; Overwrite replaces the version on disk "
                                            "with this one."));
    auto *reload = box.addButton(ConflictText::tr("Reload"), QMessageBox::DestructiveRole);
    reload->setObjectName(QStringLiteral("reloadButton"));
    auto *saveAs = box.addButton(ConflictText::tr("Save As..."), QMessageBox::AcceptRole);
    saveAs->setObjectName(QStringLiteral("saveAsButton"));
    auto *overwrite = box.addButton(ConflictText::tr("Overwrite"), QMessageBox::DestructiveRole);
    overwrite->setObjectName(QStringLiteral("overwriteButton"));
    auto *cancel = box.addButton(saving ? ConflictText::tr("Cancel") : ConflictText::tr("Keep Editing"),
                                 QMessageBox::RejectRole);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    box.setDefaultButton(saveAs);
    box.setEscapeButton(cancel);
    box.exec();
    const QAbstractButton *clicked = box.clickedButton();
    if (clicked == reload)
        return FileConflictChoice::Reload;
    if (clicked == saveAs)
        return FileConflictChoice::SaveAs;
    if (clicked == overwrite)
        return FileConflictChoice::Overwrite;
    return FileConflictChoice::Cancel;
}

} // namespace aip
