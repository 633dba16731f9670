#include "perf/queueing.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace aip::perf {

double mm1WaitQuantile(double serviceS, double arrivalsPerS, double percentile)
{
    const double rho = arrivalsPerS * serviceS;
    if (rho >= 1)
        return std::numeric_limits<double>::infinity();
    const double tail = 1 - percentile / 100;
    if (rho <= tail)
        return 0;
    return std::log(rho / tail) / (1 / serviceS - arrivalsPerS);
}

double md1WaitQuantile(double serviceS, double arrivalsPerS, double percentile)
{
    const double rho = arrivalsPerS * serviceS;
    if (rho >= 1)
        return std::numeric_limits<double>::infinity();
    const double tail = 1 - percentile / 100;
    // P(W > 0) = rho exactly (the server is busy a share rho of the time, and Poisson arrivals see time averages).
    if (rho <= tail || serviceS <= 0)
        return 0;
    // x = theta D solves g(x) = rho (e^x - 1) - x = 0, x > 0. g is convex with g(0) = 0 and g'(0) = rho - 1 < 0, so
    // the positive root is unique and Newton's method from any point right of it falls to it monotonically. Both
    // starts are right of it: 2 (1 - rho) / rho from e^x >= 1 + x + x^2/2, and 2 ln(2 / rho) because there
    // rho e^x = 4 / rho >= 2 ln(2 / rho) + rho for rho <= 1.
    double x = std::min(2 * (1 - rho) / rho, 2 * std::log(2 / rho));
    for (int i = 0; i < 100; ++i) {
        const double step = (rho * std::expm1(x) - x) / (rho * std::exp(x) - 1);
        x -= step;
        if (!(std::abs(step) > 1e-13 * x))
            break;
    }
    // At the root rho e^x = rho + x, so C = (1 - rho) / (rho + x - 1).
    const double c = (1 - rho) / (rho + x - 1);
    if (!(x > 0) || !(c > tail))
        return 0;
    return std::log(c / tail) * serviceS / x;
}

} // namespace aip::perf
