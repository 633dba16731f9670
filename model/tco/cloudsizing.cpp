#include "tco/cloudsizing.h"

#include <QMap>

#include <algorithm>

namespace aip::tco {

namespace {

// Bisection stops at a range this narrow; the scan then tries each count in it (at most kMaxScan), so a count
// the bisection stepped over because its neighbour admitted no strategy is still found.
constexpr int kScanWindow = 32;
constexpr int kMaxScan = 64;

} // namespace

int instancesForGpus(int ownedGpus, int gpusPerInstance)
{
    if (gpusPerInstance <= 0 || ownedGpus <= 0)
        return 0;
    return (ownedGpus + gpusPerInstance - 1) / gpusPerInstance;
}

std::optional<CloudSizing> sizeByThroughput(double target, double goodput, int guess, int maxInstances,
                                            const ThroughputAt &throughputAt)
{
    if (!(target > 0) || maxInstances < 1 || !throughputAt)
        return std::nullopt;
    QMap<int, std::optional<double>> seen; // each count is evaluated once
    int evaluations = 0;
    auto at = [&](int n) {
        if (!seen.contains(n)) {
            seen.insert(n, throughputAt(n));
            ++evaluations;
        }
        return seen.value(n);
    };
    auto enough = [&](int n) {
        const auto t = at(n);
        return t && *t * goodput >= target;
    };

    int hi = std::clamp(guess, 1, maxInstances);
    int lo = 0; // largest count known not to be enough (0: none tried)
    while (!enough(hi)) {
        if (hi >= maxInstances)
            return std::nullopt;
        lo = hi;
        hi = std::min(maxInstances, hi * 2);
    }
    // hi is enough. Counts below it may be enough too, unless the model rejects them: a count whose GPUs admit
    // no strategy (the data-parallel width must divide the batch, the pipeline depth the layers) says nothing
    // about its neighbours, so bisection only narrows the range while it meets counts that run, and a short
    // ascending scan finds the smallest count that is enough.
    if (lo == 0) {
        // Walk down from the guess by halving until a count is not enough.
        int probe = hi / 2;
        while (probe >= 1 && enough(probe)) {
            hi = probe;
            probe /= 2;
        }
        lo = probe; // 0 or a count that is not enough
    }
    while (hi - lo > kScanWindow) {
        const int mid = lo + (hi - lo) / 2;
        if (enough(mid))
            hi = mid;
        else if (at(mid))
            lo = mid;
        else
            break;
    }
    for (int n = lo + 1, scanned = 0; n < hi && scanned < kMaxScan; ++n, ++scanned) {
        if (enough(n)) {
            hi = n;
            break;
        }
    }
    CloudSizing s;
    s.instances = hi;
    s.byThroughput = true;
    s.samplesPerS = at(hi);
    s.evaluations = evaluations;
    return s;
}

} // namespace aip::tco
