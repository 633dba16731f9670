#include "sizing/nodesweep.h"

#include "perf/modelarch.h"
#include "perf/perfmodel.h"
#include "perf/stepmodel.h"

#include <algorithm>
#include <cmath>

namespace aip::sizing {

namespace {

// The strategy's shape: everything but the data-parallel width (and interleaving and the sharding layout, which
// depend on it) fixed, so the search only widens or narrows data parallelism for another node count.
Workload shaped(const Workload &free, const perf::Strategy &s)
{
    Workload w = free;
    Parallelism p = w.parallelism.value_or(Parallelism{});
    p.tp = s.tp;
    p.pp = s.pp;
    p.cp = s.cp;
    p.zero = s.zero;
    p.recompute = s.recompute;
    p.sequenceParallel = s.sequenceParallel;
    p.dp.reset();
    p.interleave.reset();
    w.parallelism = p;
    w.microBatch = s.microBatch;
    return w;
}

class Sweeper
{
public:
    Sweeper(const Workload &w, const perf::ClusterHardware &multi, const perf::ClusterHardware &single,
            double deadlineS)
        : m_free(w)
        , m_multi(multi)
        , m_single(single)
        , m_deadlineS(deadlineS)
    { }

    perf::PerfResult full(int n) { return run(m_free, n); }
    // With the shape of `s`: a hundredth of a full search (only data parallelism and interleaving are open).
    perf::PerfResult withShape(int n, const perf::Strategy &s) { return run(shaped(m_free, s), n); }
    // Whether n nodes meet the deadline with the shape of `s`, or else with the strategy searched afresh (a count the
    // shape does not suit may still suit another: a deeper pipeline that fills GPUs the shape leaves idle).
    bool meetsAt(int n, const perf::Strategy &s, perf::PerfResult *result)
    {
        *result = run(shaped(m_free, s), n);
        if (!meets(*result))
            *result = full(n);
        return meets(*result);
    }
    bool meets(const perf::PerfResult &r) const
    {
        const double t = wallClockS(r);
        return t > 0 && t <= m_deadlineS;
    }
    int evaluations() const { return m_evaluations; }

private:
    perf::PerfResult run(const Workload &w, int n)
    {
        ++m_evaluations;
        perf::ClusterHardware c = n > 1 ? m_multi : m_single;
        c.nodes = n;
        return perf::simulate(w, c);
    }

    const Workload &m_free;
    const perf::ClusterHardware &m_multi;
    const perf::ClusterHardware &m_single;
    double m_deadlineS;
    int m_evaluations = 0;
};

// The fewest nodes that could meet the deadline at the GPUs' peak FLOPs; kMaxNodes + 1 when not even kMaxNodes can.
int peakBoundNodes(const Workload &w, const perf::ClusterHardware &c, double deadlineS)
{
    const std::optional<perf::ModelArch> arch = perf::resolveModel(w.model, nullptr);
    if (!arch || c.gpusPerNode <= 0 || !(deadlineS > 0))
        return kMaxNodes + 1;
    perf::ClusterHardware one = c;
    one.nodes = 1;
    const perf::StepModel model(*arch, w, one);
    const double samples = arch->isTransformer() ? w.tokensToTrain.value_or(0.0) / std::max(1, arch->seqLen)
                                                 : w.samplesToTrain.value_or(0.0);
    const double flops = model.modelFlopsPerStep() / double(model.globalBatch()) * samples;
    const double perNode = model.rates().peakFlops() * c.gpusPerNode * deadlineS;
    if (!(perNode > 0))
        return kMaxNodes + 1;
    const double n = std::ceil(flops / perNode);
    return n > kMaxNodes ? kMaxNodes + 1 : std::max(1, int(n));
}

} // namespace

double wallClockS(const perf::PerfResult &r)
{
    return r.ok() && r.wallClockToTrainS ? *r.wallClockToTrainS : 0.0;
}

NodeSweep sweepNodes(const Workload &workload, const perf::ClusterHardware &multi, const perf::ClusterHardware &single,
                     double deadlineS, const std::atomic<bool> *cancel)
{
    NodeSweep out;
    const int nPeak = peakBoundNodes(workload, multi, deadlineS);
    if (nPeak > kMaxNodes) {
        out.pruned = true;
        return out;
    }
    Sweeper s(workload, multi, single, deadlineS);
    auto cancelled = [&] { return cancel && cancel->load(std::memory_order_relaxed); };

    // The first full search where a good strategy would just make it; more nodes while nothing fits in memory
    // (deeper pipelines and wider ZeRO shards need GPUs).
    int n0 = std::min(kMaxNodes, std::max(nPeak, int(std::ceil(nPeak / kFirstGuessMfu))));
    perf::PerfResult r0 = s.full(n0);
    while (!r0.ok() && n0 < kMaxNodes && !cancelled()) {
        n0 = std::min(kMaxNodes, n0 * 2);
        r0 = s.full(n0);
    }
    if (!r0.ok() || cancelled()) {
        out.points.append({n0, r0});
        out.evaluations = s.evaluations();
        return out;
    }

    // Bracket the smallest count that meets the deadline: lo misses it (nPeak - 1 misses even at peak), hi meets it.
    int lo = nPeak - 1, hi = 0;
    perf::PerfResult hiResult;
    if (s.meets(r0)) {
        hi = n0;
        hiResult = r0;
    } else {
        lo = n0;
        perf::PerfResult at = r0;
        while (lo < kMaxNodes && !cancelled()) {
            // Time falls a little slower than the count rises: aim 5% past the linear estimate.
            const double need = std::ceil(lo * wallClockS(at) / deadlineS * 1.05);
            const int n = std::clamp(int(std::min(need, double(kMaxNodes))), lo + 1, kMaxNodes);
            at = s.withShape(n, r0.strategy);
            if (!at.ok())
                at = s.full(n);
            if (s.meets(at)) {
                hi = n;
                hiResult = at;
                break;
            }
            lo = n;
        }
        if (hi == 0) {
            // Not even the most nodes make it: the fastest that was tried, for the table (it binds on the deadline).
            out.points.append({lo, at.ok() ? at : r0});
            out.evaluations = s.evaluations();
            return out;
        }
    }
    // Bisection with the shape (cheap); then one full search a node below: when another strategy makes it there,
    // bisect again below, each count judged by the shape and, failing that, by a full search.
    auto bisect = [&](bool thorough) {
        while (hi - lo > 1 && !cancelled()) {
            const int mid = lo + (hi - lo) / 2;
            perf::PerfResult r;
            const bool ok
                = thorough ? s.meetsAt(mid, hiResult.strategy, &r) : s.meets(r = s.withShape(mid, hiResult.strategy));
            if (ok) {
                hi = mid;
                hiResult = r;
            } else {
                lo = mid;
            }
        }
    };
    bisect(false);
    // Known misses need no second look: below the peak bound, and the first full search when it missed.
    const bool knownMiss = hi - 1 < nPeak || (hi - 1 == n0 && !s.meets(r0));
    if (hi > 1 && !knownMiss && !cancelled()) {
        const perf::PerfResult below = s.full(hi - 1);
        if (s.meets(below)) {
            hi = hi - 1;
            hiResult = below;
            lo = nPeak - 1; // the shape's misses say nothing of other strategies: only the peak bound does
            bisect(true);
        }
    }
    // The best strategy for the count found; the shaped one if the search's simpler near-tie misses the deadline.
    perf::PerfResult best = hi == n0 ? r0 : s.full(hi);
    if (!s.meets(best))
        best = hiResult;

    if (hi / 2 >= 1 && hi / 2 < hi) {
        perf::PerfResult half = s.withShape(hi / 2, best.strategy);
        if (half.ok())
            out.points.append({hi / 2, half});
    }
    out.meeting = int(out.points.size());
    out.points.append({hi, best});
    double previous = wallClockS(best);
    for (int factor : {2, 4}) {
        const int n = hi * factor;
        if (n > kMaxNodes || cancelled())
            break;
        const perf::PerfResult r = s.withShape(n, best.strategy);
        // Only when the extra nodes buy time (5%): past the scaling limit they add cost and nothing else.
        if (!r.ok() || wallClockS(r) > previous * 0.95)
            break;
        out.points.append({n, r});
        previous = wallClockS(r);
    }
    out.evaluations = s.evaluations();
    return out;
}

} // namespace aip::sizing
