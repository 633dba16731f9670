#pragma once
// A save refused because someone saved the part since ("changed by NAME at TIME"): the dialog shows who and when,
// and each field where the user's edit and the other's saved part differ, side by side, and offers the two ways out
// with nothing lost — Keep mine (save the edit over the newer version; the other's values stay in the history) or
// Take theirs (drop the edit and show the saved part).

#include "hardware/part.h"
#include "parthistory.h"

#include <QDialog>

#include <optional>

class QTableWidget;

namespace aip {

class ConflictDialog : public QDialog
{
    Q_OBJECT
public:
    enum Choice { Undecided, KeepMine, TakeTheirs };

    // `theirs`: the part as saved now (nullopt when it was removed); `current`: its version and last change.
    ConflictDialog(const Part &mine, const std::optional<Part> &theirs, const PartStamp &current,
                   QWidget *parent = nullptr);
    Choice choice() const { return m_choice; }
    // The fields that differ (CSV column names), in the table's order.
    QStringList differingFields() const { return m_fields; }

private:
    Choice m_choice = Undecided;
    QStringList m_fields;
    QTableWidget *m_table;
};

} // namespace aip
