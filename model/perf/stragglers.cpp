#include "perf/stragglers.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace aip::perf {

namespace {

double normalCdf(double x)
{
    return 0.5 * std::erfc(-x / std::sqrt(2.0));
}

// Phi^-1(p) by bisection: Phi is monotonic, and 80 halvings of [-10, 10] leave an error below 1e-20.
double inverseNormalCdf(double p)
{
    double lo = -10, hi = 10;
    for (int i = 0; i < 80; ++i) {
        const double mid = 0.5 * (lo + hi);
        (normalCdf(mid) < p ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

} // namespace

double expectedMaxOfNormals(int n)
{
    if (n <= 1)
        return 0;
    // A search asks for a few job sizes many times (strategies that leave GPUs idle use fewer): the answers are
    // kept per thread in a small table by job size, so a hot path pays the bisection once per size.
    struct Entry {
        int n = 0;
        double value = 0;
    };
    thread_local std::array<Entry, 64> kept{};
    Entry &e = kept[std::size_t(n) % kept.size()];
    if (e.n != n) {
        const double nd = n;
        e.value = inverseNormalCdf((nd - 0.375) / (nd + 0.25));
        e.n = n;
    }
    return e.value;
}

double stragglerSlowdown(int gpus)
{
    return kGpuSpeedSigma * expectedMaxOfNormals(std::max(1, gpus));
}

} // namespace aip::perf
