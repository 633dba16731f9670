#pragma once
// Runs evaluatePlan() off the GUI thread after edits settle, so the window never blocks: edits within the debounce
// interval are one evaluation; an edit during an evaluation queues exactly one more; a result for a state that is
// no longer current is dropped.

#include "analysis/cloudthroughputcache.h"
#include "analysis/planevaluation.h"

#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <memory>

namespace aip {

class PlanEvaluator : public QObject
{
    Q_OBJECT
public:
    explicit PlanEvaluator(QObject *parent = nullptr);
    ~PlanEvaluator() override;

    void setCatalog(std::shared_ptr<const PartCatalog> catalog);
    // The plan changed: evaluate it once edits pause for `debounceMs`.
    void schedule(const Plan &plan);
    void setDebounceMs(int ms) { m_debounce.setInterval(ms); }
    bool isIdle() const { return !m_running && !m_debounce.isActive() && !m_pending; }
    const PlanEvaluation &latest() const { return m_latest; }
    // What the cloud options deliver, for the catalog set here; the sensitivity tab shares it.
    const std::shared_ptr<CloudThroughputCache> &cloudCache() const { return m_cloudCache; }

signals:
    void evaluated(const aip::PlanEvaluation &evaluation);

private:
    void start();
    void finished(const PlanEvaluation &evaluation);

    std::shared_ptr<const PartCatalog> m_catalog;
    std::shared_ptr<CloudThroughputCache> m_cloudCache = std::make_shared<CloudThroughputCache>();
    Plan m_plan;
    quint64 m_generation = 0;
    bool m_running = false;
    bool m_pending = false;
    QTimer m_debounce;
    QThreadPool m_pool;
    PlanEvaluation m_latest;
};

} // namespace aip
