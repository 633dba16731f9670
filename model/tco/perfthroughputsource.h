#pragma once
// Throughputs from the performance model (model/perf): the owned cluster as the plan sets its workload; the
// cloud cluster with the plan's strategy where it runs there (data-parallel width adapted), else with the
// strategy searched anew for the instance's own GPUs and network (a DGX's strategy need not fit a p4d's 40 GB).
// An inference workload is served, not trained: its throughput is the serving capacity (servingCapacity below).

#include "tco/throughputsource.h"

namespace aip::perf {
struct ClusterHardware;
struct PerfResult;
} // namespace aip::perf

namespace aip::tco {

// The throughput the TCO takes from one performance result: samples and tokens per second and the run's goodput
// (perf/goodput.h). The one conversion: the GUI's evaluation and the CLI's tco read a result through it alike.
std::optional<Throughput> throughputOf(const perf::PerfResult &r);

// The serving capacity of an inference workload (workload.kind "inference") on a cluster, as a TCO throughput:
// its whole replicas (GPUs / tensor parallel), each at the best batch the latency limits allow (perf/inference.h).
// Samples are requests and tokens output tokens; for a CNN or encoder both are images or sequences. Every TCO of a
// serving plan takes its throughputs here (PerfThroughputSource, tco/servingcost.h), so the Cost tab, `tco`, the
// sensitivity and the cost per million tokens size the same work (issue 20).
std::optional<Throughput> servingCapacity(const Workload &workload, const perf::ClusterHardware &cluster, QString *why);

// What PerfThroughputSource::owned() answers for the plan, from the simulation of its workload the caller has run
// already and the cluster it ran on (null: the plan has no cluster, clusterWhy says why); a serving plan's answer is
// its serving capacity on that cluster. why: the reason there is none.
std::optional<Throughput> ownedThroughput(const Plan &plan, const perf::PerfResult *simulated,
                                          const perf::ClusterHardware *cluster, const QString &clusterWhy,
                                          QString *why);

class PerfThroughputSource : public ThroughputSource
{
public:
    std::optional<Throughput> owned(const Plan &plan, const PartCatalog &catalog, QString *why) override;
    std::optional<Throughput> cloud(const Plan &plan, const PartCatalog &catalog, const Part &instance, int instances,
                                    QString *why) override;
};

} // namespace aip::tco
