#include "tco/perfthroughputsource.h"

#include "perf/clusterhardware.h"
#include "perf/inference.h"
#include "perf/perfmodel.h"
#include "perf/perfresult.h"
#include "perf/workunit.h"

#include <QCoreApplication>

#include <algorithm>

namespace aip::tco {

namespace {

std::optional<Throughput> fromResult(const perf::PerfResult &r, QString *why)
{
    const std::optional<Throughput> t = throughputOf(r);
    if (!t && why)
        *why = r.error.isEmpty() ? QCoreApplication::translate("Tco", "the performance model gave no throughput")
                                 : r.error;
    return t;
}

std::optional<Throughput> run(const Workload &workload, const std::optional<perf::ClusterHardware> &cluster,
                              QString *why)
{
    if (!cluster)
        return std::nullopt;
    if (workload.kind == WorkloadKind::Inference)
        return servingCapacity(workload, *cluster, why);
    return fromResult(perf::simulate(workload, *cluster), why);
}

bool hasWorkload(const Plan &plan, QString *why)
{
    if (plan.hasWorkload)
        return true;
    if (why)
        *why = QCoreApplication::translate("Tco", "the plan has no workload");
    return false;
}

} // namespace

std::optional<Throughput> throughputOf(const perf::PerfResult &r)
{
    if (!r.ok() || !(r.samplesPerS > 0))
        return std::nullopt;
    // The run's goodput (perf/goodput.h: checkpoints and failures) enters the delivered work of the TCO.
    Throughput t{r.samplesPerS, r.tokensPerS};
    if (r.goodput > 0 && r.goodput <= 1)
        t.goodput = r.goodput;
    if (r.checkpointWriteS > 0)
        t.checkpointWriteS = r.checkpointWriteS;
    return t;
}

std::optional<Throughput> servingCapacity(const Workload &workload, const perf::ClusterHardware &cluster, QString *why)
{
    // One replica at the best batch within the limits: no load given, so the sizing reports that batch. A CNN or
    // encoder keeps an open stream (requests_per_s): its requests wait for their batch, and the most a replica
    // carries within the limit at the percentile is less than a full batch per forward pass (batchinference.h).
    Workload w = workload;
    Serving sv = w.serving.value_or(Serving{});
    sv.concurrency.reset();
    const bool openBatches = sv.requestsPerS.value_or(0) > 0 && perf::workUnit(workload) != perf::WorkUnit::Tokens;
    if (!openBatches)
        sv.requestsPerS.reset();
    w.serving = sv;
    perf::InferenceResult r = perf::evaluateInference(w, cluster);
    if (openBatches && r.ok && !r.generative) {
        r.replicas = r.replicaCapacityPerS > 0 ? 1 : 0;
        r.samplesPerS = r.replicaCapacityPerS;
    }
    if (!r.ok || r.replicas < 1 || !((r.generative ? r.outputTokensPerS : r.samplesPerS) > 0)) {
        if (why)
            *why = r.ok ? QCoreApplication::translate("Tco", "no batch meets the latency limits") : r.error;
        return std::nullopt;
    }
    // On MIG (perf/mig.h) every GPU holds the profile's instances, one replica each (tp 1).
    const long long perGpu = r.replicasPerGpu();
    const double replicas = double(static_cast<long long>(cluster.totalGpus()) * perGpu / std::max(1, r.tp));
    if (replicas < 1) {
        if (why)
            *why = QCoreApplication::translate("Tco", "the cluster has fewer GPUs than one replica needs");
        return std::nullopt;
    }
    // A CNN or encoder (perf/batchinference.h) generates no tokens: an image or sequence is the unit, so the figure is
    // the cost per million of them.
    if (!r.generative)
        return Throughput{r.samplesPerS * replicas, r.samplesPerS * replicas};
    const double outputTokens = std::max(1, perf::servingSetup(w).outputTokens);
    const double tokensPerS = r.outputTokensPerS * replicas;
    return Throughput{tokensPerS / outputTokens, tokensPerS};
}

std::optional<Throughput> ownedThroughput(const Plan &plan, const perf::PerfResult *simulated,
                                          const perf::ClusterHardware *cluster, const QString &clusterWhy, QString *why)
{
    if (!hasWorkload(plan, why))
        return std::nullopt;
    if (plan.workload.kind == WorkloadKind::Inference && cluster)
        return servingCapacity(plan.workload, *cluster, why);
    if (!simulated || !cluster) {
        if (why)
            *why = clusterWhy;
        return std::nullopt;
    }
    return fromResult(*simulated, why);
}

std::optional<Throughput> PerfThroughputSource::owned(const Plan &plan, const PartCatalog &catalog, QString *why)
{
    if (!hasWorkload(plan, why))
        return std::nullopt;
    return run(plan.workload, perf::clusterFromPlan(plan, catalog, why), why);
}

std::optional<Throughput> PerfThroughputSource::cloud(const Plan &plan, const PartCatalog &catalog,
                                                      const Part &instance, int instances, QString *why)
{
    if (!hasWorkload(plan, why))
        return std::nullopt;
    const auto cluster = perf::cloudClusterForPlan(plan, instance, instances, catalog, why);
    if (!cluster)
        return std::nullopt;
    // A serving plan's capacity takes no training strategy: one answer, not the same computed twice on failure.
    if (plan.workload.kind == WorkloadKind::Inference)
        return run(plan.workload, cluster, why);
    // The same work first: the plan's strategy with only the data-parallel width left to the search, so a
    // deliberately chosen (or poor) strategy is compared with itself rather than with the cloud's best.
    if (plan.workload.parallelism) {
        Workload same = plan.workload;
        same.parallelism->dp.reset();
        if (const auto t = run(same, cluster, why))
            return t;
    }
    // Otherwise the strategy searched for the instance's own hardware (a DGX's strategy need not fit a p4d's
    // 40 GB GPUs).
    Workload w = plan.workload;
    w.parallelism.reset();
    w.microBatch.reset();
    return run(w, cluster, why);
}

} // namespace aip::tco
