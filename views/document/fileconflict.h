#pragma once
// What to do when the plan's file was changed by another window or program: reload it (dropping this window's
// unsaved changes), save this version under another name, or overwrite the other version. Never decided silently.

#include <QString>

class QWidget;

namespace aip {

enum class FileConflictChoice { Reload, SaveAs, Overwrite, Cancel };

// Asks with a message box whose buttons have the object names "reloadButton", "saveAsButton", "overwriteButton"
// and "cancelButton" (for tests). saving: asked when saving (Cancel keeps the file as the other program left it);
// otherwise asked when the change is noticed (Cancel keeps editing; the next save asks again).
FileConflictChoice askFileConflict(QWidget *parent, const QString &path, bool saving);

} // namespace aip
