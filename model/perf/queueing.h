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

} // namespace aip::perf
