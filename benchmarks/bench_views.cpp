// The analysis views' speed (issue 7): what runs after every edit of a plan — evaluatePlan() (rules, performance
// model with its strategy search when the plan sets no parallelism, quote pricing and TCO against each cloud
// option), then the breakdown and TCO charts with their tables. The target is an edit-to-chart time a user does
// not notice (~100 ms) on a 1,000-node plan. Run by hand, in a Release build:
//   cmake -S . -B build-perf-rel -DCMAKE_BUILD_TYPE=Release -DAIP_BUILD_BENCHMARKS=ON
//   ninja -C build-perf-rel bench_views && ./build-perf-rel/benchmarks/bench_views
#include "analysis/cloudthroughputcache.h"
#include "analysis/planevaluation.h"
#include "catalogdatabase.h"
#include "charts/breakdownchartbuilder.h"
#include "charts/tcochartbuilder.h"
#include "perf/clusterhardware.h"
#include "perf/perfmodel.h"
#include "plan/planfile.h"
#include "tco/perfthroughputsource.h"
#include "tco/plantco.h"

#include <QApplication>
#include <QChart>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <memory>

namespace {

using namespace aip;

const std::shared_ptr<const PartCatalog> &sharedSeedCatalog()
{
    static const std::shared_ptr<const PartCatalog> catalog = [] {
        static QTemporaryDir dir;
        CatalogDatabase db;
        if (!db.open(dir.filePath(QStringLiteral("catalog.db")))) {
            std::fprintf(stderr, "cannot open the seed catalog: %s\n", qPrintable(db.errorString()));
            std::abort();
        }
        return std::make_shared<const PartCatalog>(db.loadCatalog());
    }();
    return catalog;
}

const PartCatalog &seedCatalog()
{
    return *sharedSeedCatalog();
}

// GPT-3 13B on `nodes` DGX A100 with an HDR fat tree, against p4d on demand and reserved: the tests' small plan
// (tests/views/test_charts_fixture.h) with the node count as the parameter. No parallelism is set, so each
// evaluation includes the strategy search.
Plan planWithNodes(int nodes)
{
    const QByteArray json = QStringLiteral(R"({"format":"aiplanner-plan","version":1,"name":"bench",
 "servers":[{"id":"n","chassis":"nvidia-dgx-a100-80gb","parts":[],"count":%1}],
 "fabric":{"sku":"nvidia-quantum-qm8700","topology":"fat-tree","oversubscription":1.0},
 "workload":{"model":{"preset":"gpt3-13b"},"global_batch":%2,"precision":"bf16","tokens_to_train":1e11},
 "costs":{"years":3,"electricity_per_kwh":0.10,"pue":1.4,"utilization":0.85},
 "cloud":[{"sku":"aws-p4d.24xlarge","pricing":"on_demand"},{"sku":"aws-p4d.24xlarge","pricing":"reserved_3y"}]})")
                                .arg(nodes)
                                .arg(nodes * 8 * 2)
                                .toUtf8();
    const PlanReadResult r = readPlan(json);
    if (!r.ok()) {
        std::fprintf(stderr, "bench plan: %s\n", qPrintable(r.errorText()));
        std::abort();
    }
    return *r.plan;
}

void BM_EvaluatePlan(benchmark::State &state)
{
    const Plan plan = planWithNodes(int(state.range(0)));
    const PartCatalog &catalog = seedCatalog();
    for (auto _ : state) {
        PlanEvaluation ev = evaluatePlan(plan, catalog);
        benchmark::DoNotOptimize(ev);
    }
}
BENCHMARK(BM_EvaluatePlan)->Arg(4)->Arg(128)->Arg(1000)->Unit(benchmark::kMillisecond);

// What the GUI's evaluator does on an edit of the owned servers: the cloud answers it has seen are cached
// (model/analysis/cloudthroughputcache.h). The loop alternates between N and N+1 nodes; the cache is warmed with
// both first, so this is the steady state of a user adding and removing a server.
void BM_EvaluatePlanCached(benchmark::State &state)
{
    const int nodes = int(state.range(0));
    Plan a = planWithNodes(nodes);
    Plan b = a;
    b.servers[0].count = nodes + 1;
    const PartCatalog &catalog = seedCatalog();
    CloudThroughputCache cache(sharedSeedCatalog());
    (void)evaluatePlan(a, catalog, &cache);
    (void)evaluatePlan(b, catalog, &cache);
    bool flip = false;
    for (auto _ : state) {
        PlanEvaluation ev = evaluatePlan(flip ? a : b, catalog, &cache);
        flip = !flip;
        benchmark::DoNotOptimize(ev);
    }
}
BENCHMARK(BM_EvaluatePlanCached)->Arg(4)->Arg(128)->Arg(1000)->Unit(benchmark::kMillisecond);

// The parts of an evaluation: the owned cluster's performance (strategy search included) and the TCO, whose cloud
// sizing runs the performance model for many instance counts.
void BM_OwnedPerformance(benchmark::State &state)
{
    const Plan plan = planWithNodes(int(state.range(0)));
    const auto cluster = perf::clusterFromPlan(plan, seedCatalog(), nullptr);
    if (!cluster) {
        state.SkipWithError("no cluster");
        return;
    }
    for (auto _ : state) {
        perf::PerfResult r = perf::simulate(plan.workload, *cluster);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_OwnedPerformance)->Arg(4)->Arg(128)->Arg(1000)->Unit(benchmark::kMillisecond);

void BM_Tco(benchmark::State &state)
{
    const Plan plan = planWithNodes(int(state.range(0)));
    for (auto _ : state) {
        tco::PerfThroughputSource source;
        tco::PlanTco t = tco::tcoForPlan(plan, seedCatalog(), &source);
        benchmark::DoNotOptimize(t);
    }
}
BENCHMARK(BM_Tco)->Arg(4)->Arg(128)->Arg(1000)->Unit(benchmark::kMillisecond);

void BM_BuildCharts(benchmark::State &state)
{
    const PlanEvaluation ev = evaluatePlan(planWithNodes(int(state.range(0))), seedCatalog());
    if (!ev.perf || !ev.tco) {
        state.SkipWithError("the plan did not evaluate");
        return;
    }
    for (auto _ : state) {
        std::unique_ptr<QChart> breakdown(charts::buildBreakdownChart(*ev.perf));
        std::unique_ptr<QChart> tco(charts::buildTcoChart(*ev.tco));
        charts::ChartTable a = charts::breakdownChartTable(*ev.perf);
        charts::ChartTable b = charts::tcoChartTable(*ev.tco);
        benchmark::DoNotOptimize(a);
        benchmark::DoNotOptimize(b);
    }
}
BENCHMARK(BM_BuildCharts)->Arg(1000)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv); // QChart is a QGraphicsWidget: it needs the application object
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
