#pragma once
// Throughputs from the performance model (model/perf): the owned cluster as the plan sets its workload; the
// cloud cluster with the plan's strategy where it runs there (data-parallel width adapted), else with the
// strategy searched anew for the instance's own GPUs and network (a DGX's strategy need not fit a p4d's 40 GB).

#include "tco/throughputsource.h"

namespace aip::perf {
struct PerfResult;
}

namespace aip::tco {

// The throughput the TCO takes from one performance result: samples and tokens per second and the run's goodput
// (perf/goodput.h). The one conversion: the GUI's evaluation and the CLI's tco read a result through it alike.
std::optional<Throughput> throughputOf(const perf::PerfResult &r);

// What PerfThroughputSource::owned() answers for the plan, from the simulation of its workload the caller has run
// already (null: the plan has no cluster, clusterWhy says why); why: the reason there is none.
std::optional<Throughput> ownedThroughput(const Plan &plan, const perf::PerfResult *simulated,
                                          const QString &clusterWhy, QString *why);

class PerfThroughputSource : public ThroughputSource
{
public:
    std::optional<Throughput> owned(const Plan &plan, const PartCatalog &catalog, QString *why) override;
    std::optional<Throughput> cloud(const Plan &plan, const PartCatalog &catalog, const Part &instance, int instances,
                                    QString *why) override;
};

} // namespace aip::tco
