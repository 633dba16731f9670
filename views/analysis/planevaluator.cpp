#include "analysis/planevaluator.h"

namespace aip {

namespace {
// Long enough that holding a spin box arrow is one evaluation, short enough to feel live.
constexpr int kDebounceMs = 150;
} // namespace

PlanEvaluator::PlanEvaluator(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<aip::PlanEvaluation>();
    m_pool.setMaxThreadCount(1);
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &PlanEvaluator::start);
}

PlanEvaluator::~PlanEvaluator()
{
    // The worker posts its result to this object: it must be done before this object goes.
    m_pool.clear();
    m_pool.waitForDone();
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
    m_debounce.start();
}

void PlanEvaluator::start()
{
    if (m_running) {
        m_pending = true;
        return;
    }
    m_running = true;
    m_pending = false;
    const Plan plan = m_plan;
    const quint64 generation = m_generation;
    std::shared_ptr<const PartCatalog> catalog = m_catalog ? m_catalog : std::make_shared<const PartCatalog>();
    m_pool.start([this, plan, generation, catalog, cache = m_cloudCache] {
        PlanEvaluation ev = evaluatePlan(plan, *catalog, cache.get());
        ev.generation = generation;
        QMetaObject::invokeMethod(
            this, [this, ev] { finished(ev); }, Qt::QueuedConnection);
    });
}

void PlanEvaluator::finished(const PlanEvaluation &evaluation)
{
    m_running = false;
    if (evaluation.generation == m_generation) {
        m_latest = evaluation;
        emit evaluated(evaluation);
    } else if (!m_debounce.isActive()) {
        m_pending = true; // the plan changed while this ran: evaluate the current one
    }
    if (m_pending) {
        m_pending = false;
        start();
    }
}

} // namespace aip
