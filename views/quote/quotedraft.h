#pragma once
// No quote for a broken machine (issue 16, item 3): before the Quote tab exports a PDF, the plan's errors from the
// rule book (planFindings, what `aiplanner-cli quote` refuses on) are shown with two ways on: Cancel, or Export as
// draft (every page of the PDF says "DRAFT — this configuration has errors").

#include "rules/finding.h"

#include <QCoreApplication>
#include <QList>

class QMessageBox;
class QWidget;

namespace aip {

class QuoteDraft
{
    Q_DECLARE_TR_FUNCTIONS(QuoteDraft)
public:
    // The question for a plan with these errors (findings of other severities are left out); the "Export as
    // draft" button has the object name "exportDraftButton", Cancel is the default. The caller owns the box.
    static QMessageBox *question(QWidget *parent, const QList<Finding> &findings);
    // Asks, modally; true when the user chose Export as draft.
    static bool askExportAsDraft(QWidget *parent, const QList<Finding> &findings);
    // The refusal when a final quote is asked of a plan with errors.
    static QString refusal(const QList<Finding> &findings);
};

} // namespace aip
