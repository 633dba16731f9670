// The serving models' queueing formulas (perf/queueing.h) against a simulated queue: Lindley's recursion
// W(n+1) = max(0, W(n) + S - A(n+1)) (Lindley 1952) with Poisson arrivals and fixed or exponential service.
#include "perf/queueing.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

using namespace aip::perf;

namespace {

// The p-th percentile of the waiting time of 200,000 simulated customers (a fixed seed: the same every run).
double simulatedWait(double serviceS, double arrivalsPerS, double percentile, bool exponentialService)
{
    std::mt19937_64 rng(20261202);
    std::exponential_distribution<double> gap(arrivalsPerS);
    std::exponential_distribution<double> service(1 / serviceS);
    const int n = 200000;
    std::vector<double> waits;
    waits.reserve(n);
    double w = 0;
    for (int i = 0; i < n; ++i) {
        waits.push_back(w);
        w = std::max(0.0, w + (exponentialService ? service(rng) : serviceS) - gap(rng));
    }
    std::sort(waits.begin(), waits.end());
    return waits[std::size_t(n * percentile / 100)];
}

} // namespace

TEST_CASE("M/D/1 waiting-time quantiles are within 8 percent of a simulated queue and about half of M/M/1")
{
    const double service = 0.004; // a 4 ms batch
    for (double rho : {0.3, 0.5, 0.7, 0.9}) {
        INFO("load " << rho);
        const double arrivals = rho / service;
        const double md1 = md1WaitQuantile(service, arrivals, 99);
        const double simulated = simulatedWait(service, arrivals, 99, false);
        CHECK(md1 == Approx(simulated).epsilon(0.08));
        const double mm1 = mm1WaitQuantile(service, arrivals, 99);
        CHECK(mm1 == Approx(simulatedWait(service, arrivals, 99, true)).epsilon(0.08));
        CHECK(md1 < 0.6 * mm1);
        CHECK(md1 > 0.3 * mm1);
    }
}

TEST_CASE("queue quantiles: nobody waits at a load below the tail, an overloaded queue waits forever")
{
    CHECK(md1WaitQuantile(0.01, 0.5, 99) == 0); // rho 0.005: fewer than 1 % of requests wait at all
    CHECK(mm1WaitQuantile(0.01, 0.5, 99) == 0);
    CHECK(std::isinf(md1WaitQuantile(0.01, 100, 99)));
    CHECK(std::isinf(mm1WaitQuantile(0.01, 150, 99)));
    // A higher percentile waits longer; p99.9 at a light load still converges (no overflow in the root search).
    CHECK(md1WaitQuantile(0.01, 50, 99.9) > md1WaitQuantile(0.01, 50, 99));
    const double light = md1WaitQuantile(0.01, 0.2, 99.9);
    CHECK(std::isfinite(light));
    CHECK(light >= 0);
}
