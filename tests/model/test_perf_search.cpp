// The strategy search: valid, ranked, keeps what the plan fixes, and bounds its own work.
#include "model/perffixture.h"
#include "perf/perfmodel.h"
#include "support/testsupport.h"

#include <QElapsedTimer>

namespace {

using namespace aip;
using namespace aip::perf;

ClusterHardware dgx(int nodes)
{
    QString error;
    const std::optional<ClusterHardware> c
        = clusterFromPlan(perftest::dgxPlan(nodes, Workload{}), perftest::catalog(), &error);
    REQUIRE(c.has_value());
    return *c;
}

Workload gpt3()
{
    Workload w;
    w.model.preset = QStringLiteral("gpt3-175b");
    w.globalBatch = 1536;
    w.precision = Precision::Fp16;
    return w;
}

} // namespace

TEST_CASE("perf search: GPT-3 175B on 128 DGX A100 ranks valid strategies fastest first")
{
    QElapsedTimer timer;
    timer.start();
    const QList<StrategyResult> found = search(gpt3(), dgx(128), 20);
    const qint64 ms = timer.elapsed();
    INFO("search took " << ms << " ms");
    CHECK(ms < 5000); // even in a debug build
    REQUIRE(found.size() == 20);
    double previous = 0;
    for (const StrategyResult &s : found) {
        CHECK(s.result.memory.fits);
        CHECK(s.strategy.gpus() <= 1024);
        CHECK(s.strategy.tp <= 8);
        CHECK(96 % s.strategy.pp == 0);
        CHECK(96 % (s.strategy.pp * s.strategy.interleave) == 0);
        CHECK(1536 % (s.strategy.dp * s.strategy.microBatch) == 0);
        CHECK(s.result.stepTimeS >= previous);
        previous = s.result.stepTimeS;
    }
    // 175B needs model parallelism: no strategy keeps the whole model on one GPU.
    CHECK(found.first().strategy.tp * found.first().strategy.pp > 1);
    // The best is what simulate() picks when the plan leaves everything open.
    const PerfResult best = simulate(gpt3(), dgx(128));
    CHECK(best.stepTimeS == Approx(found.first().result.stepTimeS));
}

TEST_CASE("perf search: members the plan sets stay fixed")
{
    Workload w = gpt3();
    Parallelism p;
    p.tp = 4;
    p.recompute = Recompute::Full;
    w.parallelism = p;
    w.microBatch = 2;
    const QList<StrategyResult> found = search(w, dgx(128), 50);
    REQUIRE_FALSE(found.isEmpty());
    for (const StrategyResult &s : found) {
        CHECK(s.strategy.tp == 4);
        CHECK(s.strategy.microBatch == 2);
        CHECK(s.strategy.recompute == Recompute::Full);
    }
}

TEST_CASE("perf search: an absurd cluster is refused quickly with a reason")
{
    ClusterHardware huge = dgx(1);
    huge.nodes = 2000000000 / 8;
    QElapsedTimer timer;
    timer.start();
    CHECK(search(gpt3(), huge, 5).isEmpty());
    CHECK(searchLimitError(gpt3(), huge).contains(QStringLiteral("too large")));
    const PerfResult r = simulate(gpt3(), huge);
    CHECK(r.status == PerfStatus::NoStrategy);
    CHECK(timer.elapsed() < 1000);
}

TEST_CASE("perf search: a model that fits nowhere says so")
{
    Workload w;
    w.model.preset = QStringLiteral("llama3-405b");
    w.globalBatch = 64;
    const QList<StrategyResult> found = search(w, dgx(1), 5);
    CHECK(found.isEmpty());
    CHECK(searchLimitError(w, dgx(1)).contains(QStringLiteral("memory")));
    const PerfResult r = simulate(w, dgx(1));
    CHECK(r.status == PerfStatus::DoesNotFit); // the closest strategy, with how much it misses by
    CHECK(r.error.contains(QStringLiteral("GB")));
}
