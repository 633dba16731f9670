#include "analysis/servingsizing.h"

#include "perf/mig.h"

#include <algorithm>
#include <cmath>

namespace aip {

QList<ServingPoint> servingCurve(const perf::ModelArch &arch, const perf::ClusterHardware &hw,
                                 const perf::ServingSetup &setup, int tp, int maxConcurrency, int points)
{
    QList<ServingPoint> curve;
    if (maxConcurrency < 1 || tp < 1 || points < 2)
        return curve;
    // Geometric steps from 1 to the KV cache's limit (the curve bends at small batches), each count once.
    const double ratio = std::pow(double(maxConcurrency), 1.0 / double(points - 1));
    int last = 0;
    for (int i = 0; i < points; ++i) {
        const int b
            = i == points - 1 ? maxConcurrency : std::clamp(int(std::lround(std::pow(ratio, i))), 1, maxConcurrency);
        if (b <= last)
            continue;
        last = b;
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

ServingSizing servingSizing(const Workload &workload, const perf::ClusterHardware &hw)
{
    ServingSizing out;
    out.gpusInPlan = hw.totalGpus();
    for (const perf::MigProfile &p : perf::migProfiles(hw.gpu))
        out.migProfiles.append(p.name);
    out.setup = perf::servingSetup(workload);
    QString error;
    const std::optional<perf::ModelArch> arch = perf::resolveModel(workload.model, &error);
    if (!arch) {
        out.result.error = error;
        return out;
    }
    out.result = perf::evaluateInference(*arch, hw, out.setup);
    if (!out.result.ok)
        return out;
    perf::ServingSetup one = out.setup;
    one.tp = out.result.tp;
    one.concurrency = 0;
    one.requestsPerS = 0;
    out.capacity = perf::evaluateInference(*arch, hw, one);
    out.curve = servingCurve(*arch, hw, out.setup, out.result.tp, out.result.maxConcurrency);
    return out;
}

} // namespace aip
