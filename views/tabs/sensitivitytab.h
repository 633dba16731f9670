#pragma once
// The sensitivity view: a tornado chart of how the difference owned minus cloud over the horizon moves when each
// main assumption moves by ±20 % (sensitivityanalysis.h), for the cloud option chosen in the combo box. The TCO
// model runs a dozen times, so it runs off the GUI thread after each evaluation.

#include "analysis/cloudthroughputcache.h"
#include "analysis/planevaluation.h"
#include "analysis/sensitivityanalysis.h"

#include <QWidget>

#include <memory>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
QT_END_NAMESPACE

namespace aip {

class LatestJob;
namespace charts {
class ChartPanel;
}

class SensitivityTab : public QWidget
{
    Q_OBJECT
public:
    // cloudCache: what the cloud options deliver, shared with the plan evaluator (PlanEvaluator::cloudCache());
    // null: the tab keeps its own.
    // The tab reads only the evaluations it is shown (showEvaluation), never the document.
    explicit SensitivityTab(std::shared_ptr<CloudThroughputCache> cloudCache = {}, QWidget *parent = nullptr);

    void setCatalog(std::shared_ptr<const PartCatalog> catalog);
    void showEvaluation(const PlanEvaluation &evaluation);
    bool isIdle() const;
    const SensitivityResult &result() const { return m_result; }
    charts::ChartPanel *tornadoPanel() const { return m_tornado; }

signals:
    void statusMessage(const QString &message);

private:
    void start();
    void show(const SensitivityResult &result);

    std::shared_ptr<const PartCatalog> m_catalog;
    // Kept across runs: an edit that leaves the workload alone sizes the cloud options for free.
    std::shared_ptr<CloudThroughputCache> m_cloudCache;
    LatestJob *m_job; // runs the dozen TCO runs off the GUI thread, only the latest request's result shown
    Plan m_plan;      // the evaluation's plan: the tornado describes what the other tabs show
    SensitivityResult m_result;
    QString m_currency;
    QComboBox *m_option;
    QLabel *m_explanation;
    charts::ChartPanel *m_tornado;
};

} // namespace aip
