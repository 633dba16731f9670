#include "tabs/cachingthroughputsource.h"

namespace aip {

CachingThroughputSource::CachingThroughputSource(std::unique_ptr<tco::ThroughputSource> inner)
    : m_inner(std::move(inner))
{ }

std::optional<tco::Throughput> CachingThroughputSource::owned(const Plan &plan, const PartCatalog &catalog,
                                                              QString *why)
{
    if (!m_owned) {
        Answer a;
        a.throughput = m_inner->owned(plan, catalog, &a.why);
        m_owned = a;
    }
    if (why)
        *why = m_owned->why;
    return m_owned->throughput;
}

std::optional<tco::Throughput> CachingThroughputSource::cloud(const Plan &plan, const PartCatalog &catalog,
                                                              const Part &instance, int instances, QString *why)
{
    const QPair<QString, int> key(instance.sku, instances);
    auto it = m_cloud.find(key);
    if (it == m_cloud.end()) {
        Answer a;
        a.throughput = m_inner->cloud(plan, catalog, instance, instances, &a.why);
        it = m_cloud.insert(key, a);
    }
    if (why)
        *why = it->why;
    return it->throughput;
}

} // namespace aip
