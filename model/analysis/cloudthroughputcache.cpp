#include "analysis/cloudthroughputcache.h"

#include "plan/planfile.h"
#include "tco/perfthroughputsource.h"

#include <QMutexLocker>

#include <utility>

namespace aip {

namespace {

// Everything a cloud throughput depends on besides the catalog: the workload (as the plan file writes it, so
// every member counts), the instance type and the count.
QByteArray keyOf(const Plan &plan, const Part &instance, int instances)
{
    Plan only;
    only.workload = plan.workload;
    only.hasWorkload = plan.hasWorkload;
    return writePlan(only) + '\n' + instance.sku.toUtf8() + '\n' + QByteArray::number(instances);
}

} // namespace

CloudThroughputCache::CloudThroughputCache(std::shared_ptr<const PartCatalog> catalog)
    : m_catalog(std::move(catalog))
{ }

void CloudThroughputCache::setCatalog(std::shared_ptr<const PartCatalog> catalog)
{
    const QMutexLocker lock(&m_mutex);
    if (catalog == m_catalog)
        return;
    m_catalog = std::move(catalog);
    m_answers.clear();
}

CloudThroughputCache::Answer CloudThroughputCache::cloud(const Plan &plan, const PartCatalog &catalog,
                                                         const Part &instance, int instances,
                                                         tco::ThroughputSource &compute)
{
    const QByteArray key = keyOf(plan, instance, instances);
    {
        const QMutexLocker lock(&m_mutex);
        const auto it = m_answers.constFind(key);
        if (&catalog == m_catalog.get() && it != m_answers.constEnd())
            return *it;
    }
    // Computed outside the lock: two threads may compute the same answer once each, never wait on each other.
    Answer a;
    a.throughput = compute.cloud(plan, catalog, instance, instances, &a.why);
    const QMutexLocker lock(&m_mutex);
    if (&catalog != m_catalog.get()) // not the cache's catalog, or it changed meanwhile
        return a;
    if (m_answers.size() >= kMaxEntries)
        m_answers.clear();
    m_answers.insert(key, a);
    return a;
}

void CloudThroughputCache::clear()
{
    const QMutexLocker lock(&m_mutex);
    m_answers.clear();
}

qsizetype CloudThroughputCache::size() const
{
    const QMutexLocker lock(&m_mutex);
    return m_answers.size();
}

CachedThroughputSource::CachedThroughputSource(CloudThroughputCache *cache, std::optional<tco::Throughput> owned)
    : m_cache(cache)
{
    if (owned)
        m_owned = CloudThroughputCache::Answer{owned, {}};
}

CachedThroughputSource::CachedThroughputSource(CloudThroughputCache *cache, CloudThroughputCache::Answer owned)
    : m_cache(cache)
    , m_owned(std::move(owned))
{ }

std::optional<tco::Throughput> CachedThroughputSource::owned(const Plan &plan, const PartCatalog &catalog, QString *why)
{
    if (!m_owned) {
        CloudThroughputCache::Answer a;
        a.throughput = tco::PerfThroughputSource().owned(plan, catalog, &a.why);
        m_owned = a;
    }
    if (why)
        *why = m_owned->why;
    return m_owned->throughput;
}

std::optional<tco::Throughput> CachedThroughputSource::cloud(const Plan &plan, const PartCatalog &catalog,
                                                             const Part &instance, int instances, QString *why)
{
    tco::PerfThroughputSource compute;
    if (!m_cache)
        return compute.cloud(plan, catalog, instance, instances, why);
    const CloudThroughputCache::Answer a = m_cache->cloud(plan, catalog, instance, instances, compute);
    if (why)
        *why = a.why;
    return a.throughput;
}

} // namespace aip
