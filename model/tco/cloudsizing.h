#pragma once
// How many cloud instances do the owned cluster's work. The performance model evaluates the instance's own GPUs
// and network at a given instance count (throughput does not scale linearly with count: more instances mean more
// communication), so the count is searched: the smallest count whose delivered throughput (x goodput) reaches
// the owned cluster's. When the model cannot size it (no workload, nothing fits), the count that matches the
// owned GPU count is the fallback, and the result says so.

#include <QString>

#include <functional>
#include <optional>

namespace aip::tco {

struct CloudSizing {
    int instances = 0;
    bool byThroughput = false;         // sized by the performance model (else by GPU count or by the plan)
    std::optional<double> samplesPerS; // the cloud cluster's throughput at `instances`, when evaluated
    int evaluations = 0;
};

// Throughput (samples/s) of `instances` instances, or nullopt when the workload does not run on them.
using ThroughputAt = std::function<std::optional<double>(int instances)>;

// Smallest count in [1, maxInstances] with throughput x goodput >= target, searched from `guess` by doubling and
// bisection (throughput grows with the count). nullopt when no count up to maxInstances reaches the target.
std::optional<CloudSizing> sizeByThroughput(double target, double goodput, int guess, int maxInstances,
                                            const ThroughputAt &throughputAt);
// The fallback: instances = ceil(owned GPUs / GPUs per instance).
int instancesForGpus(int ownedGpus, int gpusPerInstance);

} // namespace aip::tco
