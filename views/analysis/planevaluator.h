#pragma once
// Runs evaluatePlan() off the GUI thread after edits settle, so the window never blocks: edits within the debounce
// interval are one evaluation; an edit during an evaluation queues exactly one more; a result for a state that is
// no longer current is dropped (LatestJob). The one evaluation of the window: every view reads the result it
// announces (evaluated) or keeps (latest); none evaluates the plan on the GUI thread.

#include "analysis/cloudthroughputcache.h"
#include "analysis/latestjob.h"
#include "analysis/planevaluation.h"

#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>

namespace aip {

class PlanEvaluator : public QObject
{
    Q_OBJECT
public:
    using EvaluateFunction = std::function<PlanEvaluation(const Plan &, const PartCatalog &, CloudThroughputCache *)>;

    explicit PlanEvaluator(QObject *parent = nullptr);

    void setCatalog(std::shared_ptr<const PartCatalog> catalog);
    // What runs on the worker thread: evaluatePlan() unless replaced (tests inject a deliberately slow one).
    void setEvaluateFunction(EvaluateFunction evaluate) { m_evaluate = std::move(evaluate); }
    // The plan changed: evaluate it once edits pause for `debounceMs`.
    void schedule(const Plan &plan);
    void setDebounceMs(int ms) { m_debounce.setInterval(ms); }
    bool isIdle() const { return m_job->isIdle() && !m_debounce.isActive(); }
    bool isRunning() const { return m_job->isRunning(); }
    const PlanEvaluation &latest() const { return m_latest; }
    // What the cloud options deliver, for the catalog set here; the sensitivity tab shares it.
    const std::shared_ptr<CloudThroughputCache> &cloudCache() const { return m_cloudCache; }

signals:
    void evaluated(const aip::PlanEvaluation &evaluation);

private:
    void start();

    std::shared_ptr<const PartCatalog> m_catalog;
    EvaluateFunction m_evaluate;
    std::shared_ptr<CloudThroughputCache> m_cloudCache = std::make_shared<CloudThroughputCache>();
    Plan m_plan;
    quint64 m_generation = 0;
    QTimer m_debounce;
    LatestJob *m_job;
    PlanEvaluation m_latest;
};

} // namespace aip
