#pragma once
// The "Size to target" page (issue 18): the target (targetform.h) above, the answer below: a Pareto chart of time
// against cost and the candidates table, the cheapest and the fastest named, and "Open as new plan" for the selected
// candidate. The sweep runs off the GUI thread (on every core) with a progress bar and Cancel; the page shows the
// answer for the plan as it was when Size was pressed.

#include "hardware/partcatalog.h"
#include "plan/plan.h"
#include "sizing/sizingresult.h"

#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace aip {

class CandidateModel;
class LatestJob;
class PlanDocument;
class TargetForm;
namespace charts {
class ChartPanel;
}

class SizingPage : public QWidget
{
    Q_OBJECT
public:
    SizingPage(PlanDocument *doc, QWidget *parent = nullptr);
    ~SizingPage() override; // stops a running sweep and waits for it

    void setCatalog(std::shared_ptr<const PartCatalog> catalog);
    // Size button: sizes the document's plan as it is now.
    void run();
    // Cancel button: stops the sweep; the page keeps the previous answer.
    void cancel();
    bool isRunning() const;

    CandidateModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    charts::ChartPanel *chartPanel() const { return m_chart; }
    // The plan of candidate `row` of the table (candidateplan.h); nullopt when there is none.
    std::optional<Plan> candidatePlan(int row) const;

signals:
    void openPlanRequested(const aip::Plan &plan);
    void finished(); // a sweep ended (answered, failed or cancelled)

private:
    void showResult(const sizing::SizingResult &result, double seconds);
    void showError(const QString &error);
    void updateButtons();

    PlanDocument *m_doc;
    std::shared_ptr<const PartCatalog> m_catalog;
    std::shared_ptr<const PartCatalog> m_sizedCatalog; // the answer's options point into it
    Plan m_sizedPlan;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    TargetForm *m_target;
    QPushButton *m_run, *m_stop, *m_open;
    QProgressBar *m_progress;
    QLabel *m_summary;
    QLabel *m_hint; // under the table: what the answer covers, and how to open a candidate
    charts::ChartPanel *m_chart;
    QTableView *m_table;
    CandidateModel *m_model;
    LatestJob *m_job;
};

} // namespace aip
