#pragma once
// The software stack editor (issue 21, item 1): the plan's `software` section (operating system, driver, CUDA,
// cuDNN, NCCL, framework and its version, container image), opened from the Plan menu. The fields are the plan's
// software field table (plan/softwarefields.h), so what is edited here is what the reader, the writer and the
// quote know. Below them, live: what the plan's GPUs need (rules::stackNeeds) and the software findings the rule
// book gives for the stack as it stands, with "Apply smallest fix" (software::smallestFix, one undo step). Every
// change is one undoable plan command; undo and redo while the dialog is open update it.

#include <QDialog>
#include <QList>

#include <memory>

QT_BEGIN_NAMESPACE
class QLabel;
class QLineEdit;
class QPushButton;
QT_END_NAMESPACE

namespace aip {

class PartCatalog;
class PlanDocument;
struct Software;

class SoftwareDialog : public QDialog
{
    Q_OBJECT
public:
    SoftwareDialog(PlanDocument *doc, std::shared_ptr<const PartCatalog> catalog, QWidget *parent = nullptr);

    // The editor of a field by its JSON key ("cuda"); nullptr for an unknown key.
    QLineEdit *field(const char *key) const;
    QLabel *needsLabel() const { return m_needs; }
    QLabel *findingsLabel() const { return m_findings; }
    QPushButton *fixButton() const { return m_fix; }

private:
    void load();
    // Pushes one plan command with the plan's stack set to sw (no section when every field is empty).
    void apply(const Software &sw, const QString &what, const QString &mergeKey);
    void applyFix();
    void updateChecks();

    PlanDocument *m_doc;
    std::shared_ptr<const PartCatalog> m_catalog;
    QList<QLineEdit *> m_fields; // in the order of planfields::softwareFields()
    QLabel *m_needs;
    QLabel *m_findings;
    QPushButton *m_fix;
};

} // namespace aip
