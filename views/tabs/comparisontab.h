#pragma once
// Scenario comparison: the open plan and up to three plans from files side by side — a table of key figures (one
// column per plan) and their cumulative cost curves overlaid. Each plan is evaluated by evaluatePlan(), the same
// function as the open document, so a plan's column equals what its own window and the CLI show. The open plan's
// column is the window's one evaluation; plans from files are evaluated off the GUI thread (LatestJob).

#include "analysis/planevaluation.h"

#include <QList>
#include <QWidget>

#include <memory>

QT_BEGIN_NAMESPACE
class QPushButton;
class QTableWidget;
class QLabel;
QT_END_NAMESPACE

namespace aip {

class LatestJob;
namespace charts {
class ChartPanel;
}

class ComparisonTab : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kMaxPlans = 4;
    enum Row {
        Gpus,
        Nodes,
        StepTime,
        Throughput,
        Mfu,
        Bottleneck,
        Capex,
        OwnedTotal,
        CloudTotal,
        BreakEven,
        GpuHour,
        MillionTokens,
        Efficiency,
        RowCount
    };
    enum { RawValueRole = Qt::UserRole + 1 };

    struct Scenario {
        QString name;
        QString path; // empty for the open document
        int nodes = 0;
        PlanEvaluation evaluation;
        bool evaluated = false; // false while its evaluation runs
        quint64 id = 0;
        Plan plan; // as read from the file
    };

    explicit ComparisonTab(QWidget *parent = nullptr);

    void setCatalog(std::shared_ptr<const PartCatalog> catalog);
    // The open document's latest evaluation: always the first column.
    void showEvaluation(const Plan &plan, const PlanEvaluation &evaluation);
    // Adds a plan from a file (read here, evaluated off the GUI thread); returns an empty string or the error for
    // users.
    QString addPlanFile(const QString &path);
    // No plan from a file waits for its evaluation (tests wait for it).
    bool isIdle() const;
    void removeScenario(int index); // index into scenarios(); the open document (0) stays
    const QList<Scenario> &scenarios() const { return m_scenarios; }
    QTableWidget *figuresTable() const { return m_table; }
    charts::ChartPanel *curvesPanel() const { return m_curves; }

signals:
    void statusMessage(const QString &message);

private:
    void refresh();
    void addWithDialog();
    void evaluatePending();

    std::shared_ptr<const PartCatalog> m_catalog;
    QList<Scenario> m_scenarios;
    quint64 m_nextId = 1;
    LatestJob *m_job;
    QPushButton *m_add;
    QPushButton *m_remove;
    QLabel *m_hint;
    QTableWidget *m_table;
    charts::ChartPanel *m_curves;
};

} // namespace aip
