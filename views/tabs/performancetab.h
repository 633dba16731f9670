#pragma once
// The Performance tab: the step-time breakdown with the bottleneck in words, memory per GPU against capacity, the
// scaling curve, predicted bus bandwidth per collective (with a pasted nccl-tests run to compare), and the
// search's best strategies, each one click from being applied (an undo command). It draws what the one evaluation
// returns (PlanEvaluation::perf and ::extras, computed off the GUI thread by PlanEvaluator): the headline, the charts
// and the table always describe the same plan.

#include "analysis/perfextras.h"
#include "analysis/planevaluation.h"
#include "perf/nccltestsparser.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;
class QTableView;
class QTableWidget;
QT_END_NAMESPACE

namespace aip {

class PlanDocument;
class StrategyTableModel;
namespace charts {
class ChartPanel;
}

class PerformanceTab : public QWidget
{
    Q_OBJECT
public:
    explicit PerformanceTab(PlanDocument *doc, QWidget *parent = nullptr);

    // A new evaluation of the document's plan: redraw the headline, the charts and the strategy table.
    void showEvaluation(const PlanEvaluation &evaluation);

    // Pushes an undo command that sets the plan's parallelism and micro-batch to the table's row `row`.
    bool applyStrategy(int row);
    // Parses `text` as nccl-tests output and draws it over the prediction; returns the parser's error, if any.
    QString compareNcclTests(const QString &text);

    charts::ChartPanel *breakdownPanel() const { return m_breakdown; }
    charts::ChartPanel *memoryPanel() const { return m_memory; }
    charts::ChartPanel *scalingPanel() const { return m_scaling; }
    charts::ChartPanel *collectivePanel() const { return m_collectives; }
    // A serving plan (issue 20): the latency curve and the sizing table in place of the training charts.
    charts::ChartPanel *servingPanel() const { return m_servingChart; }
    QTableWidget *servingTable() const { return m_servingTable; }
    bool showsServing() const;
    StrategyTableModel *strategyModel() const { return m_strategyModel; }
    const PerfExtras &extras() const { return m_extras; }

signals:
    void statusMessage(const QString &message);

private:
    QWidget *createStrategyPage();
    QWidget *createNcclPage();
    void showExtras(const PerfExtras &extras);
    void redrawCollectives();
    // performancetabserving.cpp: the serving page and what it shows.
    QWidget *createServingPage();
    void showServing(const PlanEvaluation &evaluation);
    // A served CNN or encoder: images or sequences per second and a latency, no tokens (perf/workunit.h).
    void showBatchServing(const PlanEvaluation &evaluation);
    void addServingRow(const QString &key, const QString &label, const QString &value, const QString &tip = {});

    PlanDocument *m_doc;
    PerfExtras m_extras;
    charts::NcclTestsRun m_measured;

    QLabel *m_headline = nullptr;
    QLabel *m_figures = nullptr;
    QLabel *m_accuracy = nullptr; // the error band of the plan's regime (issue 14)
    charts::ChartPanel *m_breakdown = nullptr;
    charts::ChartPanel *m_memory = nullptr;
    charts::ChartPanel *m_scaling = nullptr;
    charts::ChartPanel *m_collectives = nullptr;
    StrategyTableModel *m_strategyModel = nullptr;
    QTableView *m_strategyView = nullptr;
    QPushButton *m_apply = nullptr;
    QLabel *m_searchNote = nullptr;
    QComboBox *m_ncclCollective = nullptr;
    QPlainTextEdit *m_ncclText = nullptr;
    QTableWidget *m_ncclTable = nullptr;
    QLabel *m_ncclNote = nullptr;
    QStackedWidget *m_pages = nullptr; // 0: training (charts and strategies), 1: serving
    charts::ChartPanel *m_servingChart = nullptr;
    QTableWidget *m_servingTable = nullptr;
};

} // namespace aip
