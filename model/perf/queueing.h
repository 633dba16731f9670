#pragma once
// Waiting-time quantiles of single-server queues with Poisson arrivals: how long a request (or a batch of them)
// waits before its forward pass starts, at a percentile (99 = p99). Used by the serving models (inference.cpp,
// batchinference.cpp); one place for the queueing formulas.

namespace aip::perf {

// M/M/1 (exponential service times): P(W > t) = rho exp(-(mu - lambda) t) (Kleinrock 1975, "Queueing Systems"
// vol. 1, section 3.2). Infinite when rho = arrivals x service >= 1; 0 when no more than the tail waits at all.
double mm1WaitQuantile(double serviceS, double arrivalsPerS, double percentile);

// M/D/1 (every service takes exactly serviceS, as a forward pass of a fixed batch on a fixed engine does): the
// exponential tail P(W > t) ~ C exp(-theta t), theta > 0 the root of the Cramer-Lundberg equation
// lambda (exp(theta D) - 1) = theta and C = (1 - rho) / (lambda D exp(theta D) - 1) (Abate, Choudhury and Whitt,
// "Exponential approximations for tail probabilities in queues, I: Waiting times", Operations Research 43(5),
// 1995, eq. 7 and 11 for M/G/1). About half the M/M/1 quantile at the same load; within 6 % of a simulated
// M/D/1 at p99 for rho 0.3 to 0.95 (tests/model/test_queueing.cpp).
double md1WaitQuantile(double serviceS, double arrivalsPerS, double percentile);
// theta D, the root x > 0 of rho (e^x - 1) = x that md1WaitQuantile uses (0 < rho < 1).
double md1DecayRate(double rho);

// The heaviest load an M/D/1 server takes with its latency (service plus md1WaitQuantile at the percentile) within a
// limit, solved for directly: the same load as the largest for which serviceS + md1WaitQuantile(serviceS, rho /
// serviceS, percentile) <= limitS, to about 1e-13 (the quantile grows with the load), at the cost of one root search
// instead of a bisection over md1WaitQuantile's own root search. One object per percentile: it keeps the quantile's
// jump at rho = tail (below it nobody waits at the percentile) and warm-starts from the last root.
class Md1Capacity
{
public:
    explicit Md1Capacity(double percentile);
    // The utilisation rho (arrivals x service) at that load; NaN when the limit lies within 1e-9 of the jump (too
    // close to tell which side), for a service time over the limit or a percentile outside (0, 100).
    // `startX` (optional): a guess at the root x = theta D of that load (the batch ladder interpolates its
    // neighbours'); else the last root found, scaled to this limit.
    double utilization(double serviceS, double limitS, double startX = 0);
    double root() const { return m_root; } // the last answer's x (0: none, the load at the jump or no answer)
    double tail() const { return m_tail; } // 1 - percentile / 100

private:
    double m_tail = 0, m_logTail = 0;
    double m_jump = 0;  // the quantile just above rho = tail, in service times
    double m_xTail = 0; // the root x at rho = tail
    double m_xTau = 0;  // the last root found times its wait allowed (in service times)
    double m_root = 0;  // the last answer's root
    bool m_valid = false;
};

} // namespace aip::perf
