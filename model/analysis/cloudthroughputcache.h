#pragma once
// What cloud instances deliver on a workload, remembered across evaluations of a plan (the evaluator and the
// sensitivity tab each hold one). Sizing the cloud side of
// the TCO runs the performance model (a strategy search each time) for dozens of instance counts per cloud
// option; none of that depends on the owned servers, the prices or the facility figures, so after an edit of
// anything but the workload the answers are reused (bench_views: ~0.1-1 s of an evaluation otherwise).
// One cache per window: the plan evaluator and the sensitivity tab share it. Thread-safe.
// The answers are for one catalog (setCatalog): another catalog forgets them, and a task still running on an
// older catalog neither reads nor fills the cache (the cache holds its catalog, so the address stays its own).

#include "tco/throughputsource.h"

#include <QByteArray>
#include <QHash>
#include <QMutex>

#include <memory>

namespace aip {

class CloudThroughputCache
{
public:
    struct Answer {
        std::optional<tco::Throughput> throughput;
        QString why;
    };
    explicit CloudThroughputCache(std::shared_ptr<const PartCatalog> catalog = {});
    void setCatalog(std::shared_ptr<const PartCatalog> catalog); // a different one: the answers are forgotten
    // The answer for this workload on `instances` of `instance`; computes it, and remembers it when `catalog` is
    // the cache's.
    Answer cloud(const Plan &plan, const PartCatalog &catalog, const Part &instance, int instances,
                 tco::ThroughputSource &compute);
    void clear();
    qsizetype size() const;

private:
    static constexpr qsizetype kMaxEntries = 20000; // a few MB; cleared whole when full
    mutable QMutex m_mutex;
    std::shared_ptr<const PartCatalog> m_catalog;
    QHash<QByteArray, Answer> m_answers;
};

// A ThroughputSource for one task (an evaluation, a sensitivity run that re-runs the TCO a dozen times): the
// owned cluster's throughput is computed once (or given, when the caller has it already), the cloud's comes from
// the cache (computed without one when cache is null). Not thread-safe itself: one per task.
class CachedThroughputSource : public tco::ThroughputSource
{
public:
    explicit CachedThroughputSource(CloudThroughputCache *cache, std::optional<tco::Throughput> owned = {});
    // The owned answer as the caller has it already (the evaluation's simulation, tco::ownedThroughput), with or
    // without a throughput: owned() computes nothing.
    CachedThroughputSource(CloudThroughputCache *cache, CloudThroughputCache::Answer owned);
    std::optional<tco::Throughput> owned(const Plan &plan, const PartCatalog &catalog, QString *why) override;
    std::optional<tco::Throughput> cloud(const Plan &plan, const PartCatalog &catalog, const Part &instance,
                                         int instances, QString *why) override;

private:
    CloudThroughputCache *m_cache;
    std::optional<CloudThroughputCache::Answer> m_owned;
};

} // namespace aip
