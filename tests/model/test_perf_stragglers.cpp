// Stragglers (perf/stragglers.h): the expected slowest of n GPUs whose speeds spread as Sinha et al. (SC22) measured,
// against hand values.
#include "model/perffixture.h"
#include "perf/perfmodel.h"
#include "perf/stragglers.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace aip;
using namespace aip::perf;

TEST_CASE("perf stragglers: expected maximum of normal draws against hand values")
{
    CHECK(expectedMaxOfNormals(1) == 0);
    CHECK(expectedMaxOfNormals(0) == 0);
    // Two draws: exactly 1 / sqrt(pi) = 0.5642; Blom's position (1.625 / 2.25 = 0.7222) gives Phi^-1 = 0.5894.
    CHECK(expectedMaxOfNormals(2) == Approx(0.5894).margin(2e-4));
    CHECK(std::abs(expectedMaxOfNormals(2) - 1 / std::sqrt(M_PI)) < 0.03);
    // 2,048 draws: Phi^-1(2047.625 / 2048.25) = Phi^-1(0.999695) = 3.4270 (tables: the exact mean is 3.44).
    CHECK(expectedMaxOfNormals(2048) == Approx(3.4270).margin(2e-3));
    // Monotonic in n, and the cache per thread does not mix sizes.
    CHECK(expectedMaxOfNormals(64) < expectedMaxOfNormals(2048));
    CHECK(expectedMaxOfNormals(2048) == Approx(3.4270).margin(2e-3));
    CHECK(expectedMaxOfNormals(1 << 30) < 6.5);
}

TEST_CASE("perf stragglers: slowdown from Sinha et al.'s 8 % variation")
{
    // 8 % = 4 IQR / median: IQR 2 %, sigma = 0.02 / 1.349 = 1.483 %.
    CHECK(kGpuSpeedSigma == Approx(0.014826).epsilon(1e-4));
    CHECK(stragglerSlowdown(1) == 0);
    CHECK(stragglerSlowdown(2048) == Approx(0.014826 * 3.4270).epsilon(1e-3)); // 5.08 %
    CHECK(stragglerSlowdown(8) == Approx(0.014826 * 1.4342).epsilon(2e-3));    // Phi^-1(7.625/8.25) = 1.4342
}

TEST_CASE("perf stragglers: a step's compute takes the slowest GPU's time")
{
    // Llama-style 7B on 1 and on 64 DGX A100 nodes, data parallel: the 512-GPU step's compute is 1 + sigma E[max 512]
    // times the 8-GPU one's over 1 + sigma E[max 8], everything else of the micro-batch unchanged.
    Workload w;
    w.model.preset = QStringLiteral("llama2-7b");
    w.microBatch = 1;
    Parallelism p;
    p.tp = 1;
    p.pp = 1;
    p.zero = 0;
    p.recompute = Recompute::None;
    p.interleave = 1;
    const PartCatalog catalog = perftest::catalog();
    QString error;
    double compute[2] = {0, 0};
    const int nodes[2] = {1, 64};
    for (int i = 0; i < 2; ++i) {
        p.dp = 8 * nodes[i];
        w.parallelism = p;
        w.globalBatch = 8 * nodes[i] * 4; // four micro-batches per GPU at both sizes
        const auto cluster = clusterFromPlan(perftest::dgxPlan(nodes[i], w), catalog, &error);
        REQUIRE(cluster.has_value());
        const PerfResult r = simulate(w, *cluster);
        REQUIRE(r.stepTimeS > 0);
        compute[i] = r.breakdown.computeS;
    }
    const double expected = (1 + stragglerSlowdown(512)) / (1 + stragglerSlowdown(8)); // 1.0449 / 1.0213
    CHECK(compute[1] / compute[0] == Approx(expected).epsilon(1e-9));
    CHECK(compute[1] / compute[0] > 1.02);
}
