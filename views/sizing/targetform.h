#pragma once
// The size-to-target question (issue 18), bound to the plan's `target`: tokens to train (the workload's when left at
// "the workload's"), the deadline, a budget as capex or TCO, the most power and racks, owned / cloud / either. Like
// the workload panel: every edit is one undo command (consecutive edits of one field merge), and the form refreshes
// from the document, never the other way round.

#include <QWidget>

#include <functional>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace aip {

class PlanDocument;
struct Target;

class TargetForm : public QWidget
{
    Q_OBJECT
public:
    explicit TargetForm(PlanDocument *doc, QWidget *parent = nullptr);

private:
    void refresh();
    void edit(const QString &field, const QString &text, const std::function<void(Target &)> &change);

    PlanDocument *m_doc;
    QDoubleSpinBox *m_tokens, *m_days, *m_budget, *m_maxKw;
    QSpinBox *m_maxRacks;
    QComboBox *m_budgetKind, *m_where;
    bool m_refreshing = false;
};

// The roadmap's growth profile, bound to the plan's `growth` the same way: model and tokens factors a year, the
// number of projects a year, the price decline in percent a year.
class GrowthForm : public QWidget
{
    Q_OBJECT
public:
    explicit GrowthForm(PlanDocument *doc, QWidget *parent = nullptr);

private:
    void refresh();

    PlanDocument *m_doc;
    QDoubleSpinBox *m_model, *m_tokens, *m_projects, *m_decline;
    bool m_refreshing = false;
};

} // namespace aip
