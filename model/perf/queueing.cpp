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
    const double x = md1DecayRate(rho);
    // At the root rho e^x = rho + x, so C = (1 - rho) / (rho + x - 1).
    const double c = (1 - rho) / (rho + x - 1);
    if (!(x > 0) || !(c > tail))
        return 0;
    return std::log(c / tail) * serviceS / x;
}

double md1DecayRate(double rho)
{
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
    return x;
}

Md1Capacity::Md1Capacity(double percentile)
    : m_tail(1 - percentile / 100)
{
    if (!(m_tail > 0 && m_tail < 1))
        return;
    m_logTail = std::log(m_tail);
    // Just above rho = tail the quantile is Q(x) service times at the root x of that load (md1WaitQuantile); at or
    // below it, 0. A limit between the two is met up to rho = tail and no further.
    const double x = md1DecayRate(m_tail);
    const double c = (1 - m_tail) / (m_tail + x - 1);
    m_jump = x > 0 && c > m_tail ? std::log(c / m_tail) / x : 0;
    m_xTail = x;
    m_valid = x > 0;
}

double Md1Capacity::utilization(double serviceS, double limitS, double startX)
{
    m_root = 0;
    if (!m_valid || !(serviceS > 0) || !(serviceS <= limitS))
        return std::numeric_limits<double>::quiet_NaN();
    const double tau = (limitS - serviceS) / serviceS; // the wait allowed, in service times
    if (std::abs(tau - m_jump) <= 1e-9 * m_jump)
        return std::numeric_limits<double>::quiet_NaN(); // on the jump at rho = tail: too close to call
    if (tau < m_jump)
        return m_tail;
    // Above the jump the quantile is Q(x) = ln(C / tail) / x service times at the root x = theta D of the load rho,
    // and rho = x / (e^x - 1) there (the Cramer-Lundberg equation solved for rho). So the load whose quantile is
    // tau solves h(x) = ln(C(x)) - ln(tail) - tau x = 0 for x in (0, x at rho = tail): h > 0 left of the root (a
    // heavier load, a longer wait), < 0 right of it. Halley's method on h, kept inside the bracket by bisection.
    double lo = 0, hi = m_xTail;
    // Start: the caller's guess, else the last root scaled to this wait (the root times the wait allowed, x tau,
    // moves slowly: from about 2 ln(1 / tail) when nobody waits long to ln(1 / tail) as rho -> 1), else the
    // heavy-load form ln(1 / tail) / tau (C -> 1 as rho -> 1).
    const double last = m_xTau / tau;
    double x = startX > lo && startX < hi ? startX : last > lo && last < hi ? last : std::min(-m_logTail / tau, hi / 2);
    for (int i = 0; i < 200; ++i) {
        const double e = std::expm1(x);
        const double rho = x / e;
        const double idle = 1 - rho, u = rho + x - 1;
        if (!(idle > 0 && u > 0)) {
            x = (lo + hi) / 2; // rounding at the ends of the bracket
            continue;
        }
        const double h = std::log(idle / u) - m_logTail - tau * x;
        (h > 0 ? lo : hi) = x;
        const double dRho = (e - x * (e + 1)) / (e * e);
        const double dh = -dRho / idle - (dRho + 1) / u - tau;
        double step = h / dh;
        // Halley's step (Press et al., "Numerical Recipes", 3rd ed., 2007, section 9.4.2): x -= (h / h') / (1 - h h''
        // / 2 h'^2), whose error is about the cube of the last one: from a start within 1e-5 (batchladder.cpp
        // interpolates one from the neighbouring rungs' roots) the first evaluation ends the search, within 1e-2 the
        // second (Newton's method took two and three). rho'' = (e + 1) (x (e + 2) - 2 e) / e^3,
        // where x (e + 2) - 2 e = x^3 / 6 + x^4 / 12 + x^5 / 40 + O(x^6) by Taylor (below x = 0.01 the difference of
        // two near-equal terms).
        const double cubic = x < 0.01 ? x * x * x * (1.0 / 6 + x * (1.0 / 12 + x / 40)) : x * (e + 2) - 2 * e;
        const double ddRho = (e + 1) * cubic / (e * e * e);
        const double ddh = -ddRho / idle - dRho * dRho / (idle * idle) - ddRho / u + (dRho + 1) * (dRho + 1) / (u * u);
        const double damp = 1 - step * ddh / (2 * dh);
        if (damp > 0.5 && damp < 2) {
            step /= damp;
            // Its error after a step of s is of order s^3 (h's derivatives scale as powers of 1 / x): under 2e-5 of x
            // it leaves ~1e-14, and rho moves by its Taylor polynomial of degree 2 over the step (~s^3 left).
            if (std::abs(step) <= 2e-5 * x && x - step >= lo && x - step <= hi) {
                m_root = x - step;
                m_xTau = m_root * tau;
                return rho - dRho * step + ddRho * step * step / 2;
            }
        } else if (std::abs(step) <= 1e-7 * x && x - step >= lo && x - step <= hi) {
            // Newton's error after a step of s is about s^2 (h'' / 2 h'): a step under 1e-7 of x leaves ~1e-14, and
            // rho moves by its slope over it (the same order left).
            m_root = x - step;
            m_xTau = m_root * tau;
            return rho - dRho * step;
        }
        if (!(x - step > lo && x - step < hi)) {
            x = (lo + hi) / 2;
            if (!(hi - lo > 1e-15 * hi))
                break;
            continue;
        }
        x -= step;
    }
    m_root = x;
    m_xTau = x * tau;
    return x / std::expm1(x);
}

} // namespace aip::perf
