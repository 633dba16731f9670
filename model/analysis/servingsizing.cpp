#include "analysis/servingsizing.h"

#include "perf/batchinference.h"
#include "perf/mig.h"
#include "perf/workunit.h"

#include <algorithm>
#include <cmath>

namespace aip {

namespace {

// About `points` counts from 1 to `top`, in geometric steps (the curves bend at small batches), each once, the last
// `top` itself.
QList<int> geometricCounts(int top, int points)
{
    QList<int> counts;
    if (top < 1 || points < 2)
        return counts;
    const double ratio = std::pow(double(top), 1.0 / double(points - 1));
    for (int i = 0; i < points; ++i) {
        const int b = i == points - 1 ? top : std::clamp(int(std::lround(std::pow(ratio, i))), 1, top);
        if (counts.isEmpty() || b > counts.last())
            counts.append(b);
    }
    return counts;
}

} // namespace

QList<ServingPoint> servingCurve(const perf::ModelArch &arch, const perf::ClusterHardware &hw,
                                 const perf::ServingSetup &setup, int tp, int maxConcurrency, int points)
{
    QList<ServingPoint> curve;
    if (tp < 1)
        return curve;
    // From 1 to the KV cache's limit.
    for (const int b : geometricCounts(maxConcurrency, points)) {
        perf::ServingSetup s = setup;
        s.tp = tp;
        s.concurrency = b;
        s.requestsPerS = 0;
        s.ttftLimitS = 0;
        s.tpotLimitS = 0;
        const perf::InferenceResult r = perf::evaluateInference(arch, hw, s);
        if (!r.ok || r.replicas != 1 || !(r.tpotS > 0))
            continue;
        curve.append({b, r.ttftS, r.tpotS, r.outputTokensPerS,
                      setup.outputTokens > 0 ? r.outputTokensPerS / setup.outputTokens : 0.0});
    }
    return curve;
}

// How far past the latency limit a CNN or encoder's curve goes (batchServingCurve).
constexpr double kCurveLatencyOverLimit = 4;

QList<ServingPoint> batchServingCurve(const perf::ModelArch &arch, const perf::ClusterHardware &hw,
                                      const perf::ServingSetup &setup, int maxBatch, int points)
{
    QList<ServingPoint> curve;
    // A replica on a MIG instance runs on the slice as a GPU of its own, as the evaluation does.
    const std::optional<perf::ReplicaGpu> replica = perf::replicaGpu(hw, setup, nullptr);
    if (!replica)
        return curve;
    const perf::ServingSetup &s = replica->setup;
    for (const int b : geometricCounts(maxBatch, points)) {
        const double pass = perf::batchForwardTime(arch, replica->hw, s, b);
        if (!(pass > 0) || !std::isfinite(pass))
            continue;
        curve.append({b, pass, 0.0, 0.0, b / pass});
        // With a latency limit the curve stops at the first batch four times over it: the batches beyond (seconds
        // against a limit of milliseconds) would flatten the part that matters to a line along the axis.
        if (s.ttftLimitS > 0 && pass > kCurveLatencyOverLimit * s.ttftLimitS)
            break;
    }
    return curve;
}

ServingSizing servingSizing(const Workload &workload, const perf::ClusterHardware &hw)
{
    ServingSizing out;
    out.gpusInPlan = hw.totalGpus();
    for (const perf::MigProfile &p : perf::migProfiles(hw.gpu))
        out.migProfiles.append(p.name);
    out.setup = perf::servingSetup(workload);
    out.images = perf::workUnit(workload) == perf::WorkUnit::Images;
    QString error;
    const std::optional<perf::ModelArch> arch = perf::resolveModel(workload.model, &error);
    if (!arch) {
        out.result.error = error;
        return out;
    }
    out.result = perf::evaluateInference(*arch, hw, out.setup);
    if (!out.result.ok)
        return out;
    if (!out.result.generative) {
        // A CNN or encoder: the largest load of the plan's kind (an open stream queues for its batch at the
        // percentile; batchinference.h), which the evaluation already found.
        out.capacity = out.result;
        out.capacity.replicas = out.result.replicaCapacityPerS > 0 ? 1 : 0;
        out.capacity.samplesPerS = out.result.replicaCapacityPerS;
        out.capacity.batch = out.result.capacityBatch;
    } else {
        perf::ServingSetup one = out.setup;
        one.tp = out.result.tp;
        one.concurrency = 0;
        one.requestsPerS = 0;
        out.capacity = perf::evaluateInference(*arch, hw, one);
    }
    out.curve = out.result.generative ? servingCurve(*arch, hw, out.setup, out.result.tp, out.result.maxConcurrency)
                                      : batchServingCurve(*arch, hw, out.setup, out.result.maxConcurrency);
    return out;
}

} // namespace aip
