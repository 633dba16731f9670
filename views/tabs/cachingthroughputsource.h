#pragma once
// A ThroughputSource that asks another one once per question: the sensitivity analysis re-runs the TCO a dozen
// times with prices and facility figures changed, none of which change what the clusters deliver, so the
// performance model (and the cloud sizing's many evaluations) need not run again. Not thread-safe: one per task.

#include "tco/throughputsource.h"

#include <QHash>
#include <QPair>

#include <memory>

namespace aip {

class CachingThroughputSource : public tco::ThroughputSource
{
public:
    explicit CachingThroughputSource(std::unique_ptr<tco::ThroughputSource> inner);
    std::optional<tco::Throughput> owned(const Plan &plan, const PartCatalog &catalog, QString *why) override;
    std::optional<tco::Throughput> cloud(const Plan &plan, const PartCatalog &catalog, const Part &instance,
                                         int instances, QString *why) override;

private:
    struct Answer {
        std::optional<tco::Throughput> throughput;
        QString why;
    };
    std::unique_ptr<tco::ThroughputSource> m_inner;
    std::optional<Answer> m_owned;
    QHash<QPair<QString, int>, Answer> m_cloud;
};

} // namespace aip
