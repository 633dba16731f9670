#include "perf/stragglers.h"

#include <algorithm>
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
    // The search asks for the same job size many times: keep the last answer (per thread, the search may run in
    // several).
    thread_local int lastN = 0;
    thread_local double lastValue = 0;
    if (n != lastN) {
        const double nd = n;
        lastValue = inverseNormalCdf((nd - 0.375) / (nd + 0.25));
        lastN = n;
    }
    return lastValue;
}

double stragglerSlowdown(int gpus)
{
    return kGpuSpeedSigma * expectedMaxOfNormals(std::max(1, gpus));
}

} // namespace aip::perf
