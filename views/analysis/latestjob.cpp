#include "analysis/latestjob.h"

namespace aip {

LatestJob::LatestJob(QObject *parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
}

LatestJob::~LatestJob()
{
    // The worker posts its result to this object: it must be done before this object goes (a result posted but not
    // yet delivered goes with the object).
    m_pool.waitForDone();
}

void LatestJob::request(Work work)
{
    ++m_generation;
    m_next = std::move(work);
    if (!m_running)
        startNext();
}

void LatestJob::cancel()
{
    ++m_generation;
    m_next = nullptr;
}

void LatestJob::startNext()
{
    if (!m_next)
        return;
    Work work = std::move(m_next);
    m_next = nullptr;
    m_running = true;
    const quint64 generation = m_generation;
    m_pool.start([this, work = std::move(work), generation] {
        std::function<void()> deliver = work();
        QMetaObject::invokeMethod(
            this,
            [this, deliver = std::move(deliver), generation] {
                m_running = false;
                if (generation == m_generation && deliver)
                    deliver();
                startNext();
            },
            Qt::QueuedConnection);
    });
}

} // namespace aip
