#pragma once
// Where the TCO model gets throughputs: the performance model in the program (perfthroughputsource.h), a fixed
// table in tests. Kept behind this interface so the TCO glue can be tested without the performance model.

#include "hardware/partcatalog.h"
#include "plan/plan.h"
#include "tco/throughput.h"

#include <QString>

#include <optional>

namespace aip::tco {

class ThroughputSource
{
public:
    virtual ~ThroughputSource() = default;
    // The plan's own cluster on its workload; nullopt with *why (for users) when it cannot be evaluated.
    virtual std::optional<Throughput> owned(const Plan &plan, const PartCatalog &catalog, QString *why) = 0;
    // `instances` instances of the cloud type `instance` on the plan's workload.
    virtual std::optional<Throughput> cloud(const Plan &plan, const PartCatalog &catalog, const Part &instance,
                                            int instances, QString *why)
        = 0;
};

} // namespace aip::tco
