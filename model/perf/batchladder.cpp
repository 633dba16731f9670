#include "perf/batchladder.h"

#include "perf/queueing.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <optional>

namespace aip::perf {

namespace {

inline int nextRung(int b, int maxBatch)
{
    if (b >= maxBatch)
        return 0;
    return std::min(maxBatch, std::max(b + 1, int(b * 1.05)));
}

constexpr int kMaxRungs = kMaxLadderRungs;

// The ladder without a top: the ladder up to maxBatch is its rungs below maxBatch, then maxBatch (nextRung). Built
// once (building it per evaluation took a tenth of one).
struct Ladder {
    std::array<int, kMaxRungs> rungs{};
    int count = 0;
    Ladder()
    {
        constexpr int top = std::numeric_limits<int>::max();
        for (int b = 1; count < kMaxRungs; b = nextRung(b, top)) {
            rungs[std::size_t(count++)] = b;
            if (b > top / 1.05 - 1)
                break; // the next rung would not fit an int
        }
    }
};

} // namespace

int nextLadderBatch(int b, int maxBatch)
{
    return nextRung(b, maxBatch);
}

ForwardCost::ForwardCost(const ComputeRates &rates, double launchS, double l2BytesPerS)
    : m_rates(rates)
    , m_launchS(launchS)
    , m_hbm(rates.hbmBytesPerS())
    , m_memScale(rates.memorySizeScale())
    , m_l2(l2BytesPerS > 0 ? l2BytesPerS : 0)
    , m_gemmCurve(gemmEfficiencyCurve())
    , m_memoryCurve(memoryEfficiencyCurve())
{
    m_slots.fill(-1);
    m_valid = m_hbm > 0;
    m_gemm = table(m_gemmCurve);
    m_memory = table(m_memoryCurve);
}

void ForwardCost::addKernel(double count, double flops, double n, double k, bool lowPrecision, double bytes,
                            double fixedBytes, double timeScale, double residentBatch)
{
    if (!(flops > 0))
        flops = 0; // no math (gemmMathTime answers 0)
    if (!(bytes > 0) && !(fixedBytes > 0))
        bytes = fixedBytes = 0; // no memory pass (memoryTime answers 0)
    if (!(residentBatch >= 1) || !(m_l2 > 0) || !(bytes > 0))
        residentBatch = 0; // no L2, or no per-sample bytes to keep in it
    // The same work on the same shape is the same kernel: ResNet-50's 54 layers are 21 kernels.
    const auto bits = [](double v) { return std::bit_cast<std::uint64_t>(v); };
    // Multiplicative hashing, the top bits: the low bits of a whole number's double are zeros.
    const std::uint64_t h
        = (bits(flops) ^ bits(bytes) * 0xC2B2AE3D27D4EB4FULL ^ bits(fixedBytes) * 0x165667B19E3779F9ULL)
        * 0x9E3779B97F4A7C15ULL;
    static_assert(std::tuple_size_v<decltype(m_slots)> == 256);
    std::size_t slot = std::size_t(h >> 56);
    for (std::size_t probe = 0; probe < m_slots.size(); ++probe, slot = (slot + 1) % m_slots.size()) {
        if (m_slots[slot] < 0)
            break;
        Kernel &same = m_kernels[std::size_t(m_slots[slot])];
        if (same.flops == flops && same.bytes == bytes && same.fixedBytes == fixedBytes && same.n == n && same.k == k
            && same.lowPrecision == lowPrecision && same.timeScale == timeScale
            && same.residentBatch == residentBatch) {
            same.count += count;
            return;
        }
    }
    Kernel kn;
    kn.count = count;
    kn.flops = flops;
    kn.n = n;
    kn.k = k;
    kn.lowPrecision = lowPrecision;
    kn.timeScale = timeScale;
    kn.residentBatch = residentBatch;
    if (residentBatch > 0) {
        const auto at = std::lower_bound(m_residentBatches.begin(), m_residentBatches.end(), residentBatch);
        if (at == m_residentBatches.end() || *at != residentBatch)
            m_residentBatches.insert(at, residentBatch);
    }
    if (flops > 0) {
        const ComputeRates::GemmFactors f = m_rates.gemmFactors(n, k, lowPrecision);
        if (!(f.rate > 0) || !(timeScale > 0))
            m_valid = false; // gemmMathTime's unknown GPU: flops as seconds
        kn.rate = f.rate * m_gemmCurve.scale / timeScale;
        kn.sizeScale = f.sizeScale;
        kn.logFlops = std::log(flops * f.sizeScale);
    }
    kn.bytes = bytes;
    kn.fixedBytes = fixedBytes;
    if (bytes > 0)
        kn.logBytes = std::log(bytes * m_memScale);
    if (fixedBytes > 0)
        kn.fixedHbm = m_hbm * m_memoryCurve(fixedBytes * m_memScale);
    if (m_slots[slot] < 0 && m_kernels.size() < m_slots.size() / 2)
        m_slots[slot] = std::int16_t(m_kernels.size());
    m_kernels.push_back(kn);
}

template<std::size_t N>
ForwardCost::Table ForwardCost::table(const EfficiencyCurve<N> &curve)
{
    static_assert(N == 4, "Table holds a curve of four points");
    Table t;
    t.size = curve.size;
    t.c[0] = curve.efficiency[0] / curve.size[0];
    for (std::size_t i = 1; i < N; ++i) {
        t.e[i] = curve.efficiency[i - 1] - curve.logSize[i - 1] * curve.slope[i];
        t.l[i] = curve.slope[i];
    }
    t.e[N] = curve.efficiency[N - 1];
    return t;
}

inline double ForwardCost::kernelTime(const Kernel &k, double batch, double logBatch) const
{
    double t = m_launchS;
    if (k.flops > 0) {
        const double flops = k.flops * batch;
        t = std::max(t, flops / (k.rate * m_gemm(flops * k.sizeScale, logBatch + k.logFlops)));
    }
    if (batch <= k.residentBatch) {
        // In the L2 (perf/l2cache.h): everything the kernel moves at L2 bandwidth, the weights also from DRAM (a
        // hierarchical roofline, one ceiling per memory level: Yang, Kurth and Williams 2020, "Hierarchical Roofline
        // analysis for GPUs", CCPE 32(20)). The size efficiency of the DRAM's table applies to both.
        const double bytes = k.bytes * batch + k.fixedBytes;
        const double s = bytes * m_memScale;
        t = std::max(t, bytes / (m_l2 * m_memory(s, std::log(s))));
        if (k.fixedBytes > 0)
            t = std::max(t, k.fixedBytes / k.fixedHbm);
    } else if (k.fixedBytes > 0) {
        const double bytes = k.bytes * batch + k.fixedBytes;
        // The pass moves at least the per-sample bytes and at least the weights, at efficiencies no lower than
        // either's alone (the table never falls with size): when even that bound is shorter, the memory pass is not
        // the longest and its logarithm is not needed.
        if (bytes > t * k.fixedHbm
            && (!(k.bytes > 0) || bytes > t * m_hbm * m_memory(k.bytes * batch * m_memScale, logBatch + k.logBytes))) {
            const double s = bytes * m_memScale;
            const std::size_t i = m_memory.piece(s);
            t = std::max(t, bytes / (m_hbm * m_memory(i, s, i - 1 < 3 ? std::log(s) : 0)));
        }
    } else if (k.bytes > 0) {
        const double bytes = k.bytes * batch;
        t = std::max(t, bytes / (m_hbm * m_memory(bytes * m_memScale, logBatch + k.logBytes)));
    }
    return t;
}

double ForwardCost::operator()(int batch) const
{
    const double b = std::max(1, batch);
    const double logBatch = std::log(b);
    double t = 0;
    for (const Kernel &k : m_kernels)
        t += k.count * kernelTime(k, b, logBatch);
    return t;
}

bool ForwardCost::residencyEndsWithin(int lo, int hi) const
{
    const auto at = std::lower_bound(m_residentBatches.begin(), m_residentBatches.end(), double(lo));
    return at != m_residentBatches.end() && *at < hi;
}

std::optional<BatchPick> pickBatch(const ForwardCost &forward, int maxBatch, double limitS, bool open,
                                   double percentile, double requestsPerS, double forwardOfOne, RungTimes *rungTimes)
{
    if (!forward.valid() || maxBatch < 1)
        return std::nullopt;
    static const Ladder ladder;
    // The rungs below maxBatch, then maxBatch.
    const int below = int(std::lower_bound(ladder.rungs.begin(), ladder.rungs.begin() + ladder.count, maxBatch)
                          - ladder.rungs.begin());
    if (below >= ladder.count || below + 1 > kMaxRungs)
        return std::nullopt;
    const int n = below + 1;
    auto rungAt = [&](int i) { return i < below ? ladder.rungs[std::size_t(i)] : maxBatch; };
    // The top is a rung of the ladder itself when maxBatch is one; its time is kept with the others' then.
    const bool topOnLadder = ladder.rungs[std::size_t(below)] == maxBatch;
    auto forwardAt = [&](int i) {
        if (i == 0 && forwardOfOne > 0)
            return forwardOfOne;
        if (rungTimes && (i < below || topOnLadder))
            return rungTimes->at(forward, i, rungAt(i));
        return forward(rungAt(i));
    };
    const bool limited = limitS < std::numeric_limits<double>::infinity();
    // The queue as its constructor leaves it (the constructor's root search took a twentieth of an evaluation):
    // each thread keeps the last one it built, untouched, and copies it for the same percentile.
    thread_local std::optional<Md1Capacity> fresh;
    thread_local std::uint64_t freshPercentile = 0;
    if (!fresh || std::bit_cast<std::uint64_t>(percentile) != freshPercentile) {
        fresh.emplace(percentile);
        freshPercentile = std::bit_cast<std::uint64_t>(percentile);
    }
    Md1Capacity queue = *fresh;
    const bool queued = open && limited;
    // How far apart two figures must be for rounding not to tip a choice: the layer-by-layer search bisects the
    // queue's load to 2^-40 of its range, 1e-12 of a load near 1 but 2^-40 / tail of one near the tail.
    const double margin = queued ? 4 * std::ldexp(1.0, -40) / std::max(queue.tail(), 1e-6) + 1e-11 : 1e-11;
    // Per rung: the forward pass, the utilisation within the limit (0: over it) and the queue's root there (0: none).
    std::array<double, kMaxRungs> time, load, root;
    std::array<int, kMaxRungs> costed; // the rungs costed, in turn
    int costedCount = 0;
    bool tipping = false;
    int best = -1;
    double bestRate = 0;
    // Rung i, between costed rungs lo and hi (-1: none): the queue's root search starts from theirs. The root x times
    // the wait allowed tau (limit / forward - 1, in forward passes) is nearly linear in 1 / tau (it tends to
    // ln(1 / tail) as tau grows): interpolated so, the start is within 1e-6 of the root for neighbours 3 % apart
    // (1e-3 interpolating x in tau), and Halley's step (perf/queueing.cpp) ends the search at its first evaluation.
    auto cost = [&](int i, int lo, int hi) {
        const std::size_t r = std::size_t(i);
        const double f = forwardAt(i);
        time[r] = f;
        root[r] = 0;
        costed[std::size_t(costedCount++)] = i;
        if (limited && std::abs(f - limitS) <= 1e-12 * limitS)
            tipping = true;
        if (f > limitS) {
            load[r] = 0;
        } else if (queued && lo >= 0 && hi - i < 2 && load[std::size_t(lo)] / f * rungAt(i) < bestRate * (1 - margin)) {
            // Even at the load the faster rung below takes (the load within the limit falls as the pass grows) this
            // one carries fewer requests than the best: it cannot win. Its load bounds no span (none lies above it
            // up to the next rung costed), so the queue's root search is skipped.
            load[r] = load[std::size_t(lo)];
        } else if (queued) {
            double guess = 0;
            if (lo >= 0 && root[std::size_t(lo)] > 0 && root[std::size_t(hi)] > 0) {
                const auto tauAt = [&](double forwardS) { return (limitS - forwardS) / forwardS; };
                const double tLo = tauAt(time[std::size_t(lo)]), tHi = tauAt(time[std::size_t(hi)]), t = tauAt(f);
                const double yLo = root[std::size_t(lo)] * tLo, yHi = root[std::size_t(hi)] * tHi;
                guess = (yLo + (yHi - yLo) * (1 / t - 1 / tLo) / (1 / tHi - 1 / tLo)) / t;
            }
            load[r] = queue.utilization(f, limitS, guess);
            root[r] = queue.root();
        } else {
            load[r] = 1;
        }
        if (std::isnan(load[r]))
            tipping = true;
    };
    auto rate = [&](int i) { return load[std::size_t(i)] / time[std::size_t(i)] * rungAt(i); };
    auto consider = [&](int i) {
        const double r = rate(i);
        if (r > bestRate || best < 0) {
            best = i;
            bestRate = r;
        }
    };
    cost(0, -1, -1);
    consider(0);
    if (n > 1) {
        cost(n - 1, -1, -1);
        consider(n - 1);
    }
    // Branch and bound over the rungs between costed ones, the most promising span first (a heap on the bound): once
    // the most promising cannot beat the best, none can.
    struct Span {
        int lo, hi;
        double bound;
    };
    std::array<Span, kMaxRungs> spans;
    std::size_t spanCount = 0;
    const auto lessPromising = [](const Span &a, const Span &b) { return a.bound < b.bound; };
    auto push = [&](int lo, int hi) {
        if (hi - lo < 2)
            return;
        // Between lo and hi the time per sample never rises unless a kernel leaves the L2 there: then only the pass's
        // time does not fall below lo's.
        const bool rises = forward.residencyEndsWithin(rungAt(lo), rungAt(hi));
        const double bound = load[std::size_t(lo)] * rungAt(hi) / time[std::size_t(rises ? lo : hi)];
        if (bound < bestRate * (1 - margin))
            return; // the best only grows
        spans[spanCount++] = {lo, hi, bound};
        std::push_heap(spans.begin(), spans.begin() + std::ptrdiff_t(spanCount), lessPromising);
    };
    push(0, n - 1);
    while (spanCount > 0 && !tipping) {
        std::pop_heap(spans.begin(), spans.begin() + std::ptrdiff_t(spanCount), lessPromising);
        const Span s = spans[--spanCount];
        if (s.bound < bestRate * (1 - margin))
            break;
        const int mid = (s.lo + s.hi) / 2;
        cost(mid, s.lo, s.hi);
        consider(mid);
        push(s.lo, mid);
        push(mid, s.hi);
    }
    if (tipping || !(bestRate > 0))
        return std::nullopt;
    // The first rung with the most requests per second, unless another comes within rounding of it.
    for (int c = 0; c < costedCount; ++c)
        if (const int i = costed[std::size_t(c)]; i != best && rate(i) >= bestRate * (1 - margin))
            return std::nullopt;
    BatchPick pick;
    pick.batch = rungAt(best);
    pick.rate = bestRate;
    pick.forwardS = time[std::size_t(best)];
    pick.latencyStop = limited && time[std::size_t(n - 1)] > limitS;
    if (open && requestsPerS > 0) {
        const double replicas = requestsPerS / bestRate - 1e-9;
        if (std::abs(replicas - std::nearbyint(replicas)) <= margin * replicas)
            return std::nullopt;
    }
    return pick;
}

} // namespace aip::perf
