#include "analysis/planevaluator.h"

#include "common/logging.h"

namespace aip {

namespace {
// Long enough that holding a spin box arrow is one evaluation, short enough to feel live.
constexpr int kDebounceMs = 150;
} // namespace

PlanEvaluator::PlanEvaluator(QObject *parent)
    : QObject(parent)
    , m_job(new LatestJob(this))
{
    qRegisterMetaType<aip::PlanEvaluation>();
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &PlanEvaluator::start);
}

void PlanEvaluator::setCatalog(std::shared_ptr<const PartCatalog> catalog)
{
    m_catalog = std::move(catalog);
    m_cloudCache->setCatalog(m_catalog);
}

void PlanEvaluator::schedule(const Plan &plan)
{
    m_plan = plan;
    ++m_generation;
    if (m_job->isRunning())
        qCDebug(lcPlanner) << "plan changed during evaluation" << m_generation - 1 << ": its result will be dropped";
    // The running evaluation's result is stale from now on; the debounce starts the current plan's.
    m_job->cancel();
    m_debounce.start();
}

void PlanEvaluator::start()
{
    const Plan plan = m_plan;
    const quint64 generation = m_generation;
    std::shared_ptr<const PartCatalog> catalog = m_catalog ? m_catalog : std::make_shared<const PartCatalog>();
    EvaluateFunction evaluate = m_evaluate;
    if (!evaluate)
        evaluate = [](const Plan &p, const PartCatalog &c, CloudThroughputCache *cache) {
            return evaluatePlan(p, c, cache);
        };
    m_job->request([this, plan, generation, catalog, evaluate, cache = m_cloudCache]() -> std::function<void()> {
        PlanEvaluation ev = evaluate(plan, *catalog, cache.get());
        ev.generation = generation;
        return [this, ev] {
            qCDebug(lcPlanner) << "evaluation" << ev.generation << "took" << ev.evaluationMs << "ms";
            m_latest = ev;
            emit evaluated(m_latest);
        };
    });
}

} // namespace aip
