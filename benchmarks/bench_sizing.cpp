// Size to target and the roadmap (issue 18): the whole size sweep over the shipped catalog (every complete system and
// valid build, node counts 1-1024, every cloud instance and pricing mode, each with its strategy search) <= 1 s on
// one core; the roadmap <= 0.2 s. Run by hand, in a Release build:
//   cmake --build build --target bench_sizing && ./build/benchmarks/bench_sizing
#include "catalogdatabase.h"
#include "sizing/roadmap.h"
#include "sizing/sizing.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>

namespace {

using namespace aip;

const PartCatalog &seedCatalog()
{
    static const PartCatalog catalog = [] {
        static QTemporaryDir dir;
        CatalogDatabase db;
        if (!db.open(dir.filePath(QStringLiteral("catalog.db")))) {
            std::fprintf(stderr, "cannot open the seed catalog: %s\n", qPrintable(db.errorString()));
            std::abort();
        }
        return db.loadCatalog();
    }();
    return catalog;
}

// The acceptance check's question: Llama-2 70B on 2T tokens within 30 days, owned or cloud, from 16 DGX A100.
Plan llama70b(double days)
{
    Plan p;
    p.name = QStringLiteral("70B in a month");
    ServerSpec s;
    s.id = QStringLiteral("n");
    s.chassis = QStringLiteral("nvidia-dgx-a100-80gb");
    s.count = 16;
    p.servers = {s};
    FabricSpec f;
    f.sku = QStringLiteral("nvidia-quantum-qm8700");
    p.fabric = f;
    p.workload.model.preset = QStringLiteral("llama2-70b");
    p.workload.globalBatch = 1024;
    p.workload.tokensToTrain = 2e12;
    p.hasWorkload = true;
    Target t;
    t.tokens = 2e12;
    t.days = days;
    p.target = t;
    Growth g;
    g.modelFactorPerYear = 2;
    g.tokensFactorPerYear = 2;
    p.growth = g;
    CloudOption c;
    c.sku = QStringLiteral("aws-p4d.24xlarge");
    p.cloud = {c};
    return p;
}

void BM_SizeLlama70bIn30Days(benchmark::State &state)
{
    const PartCatalog &cat = seedCatalog();
    const Plan plan = llama70b(double(state.range(0)));
    int candidates = 0, evaluations = 0;
    for (auto _ : state) {
        QString error;
        sizing::SweepControl oneCore;
        oneCore.threads = 1; // the bar is one core; the CLI and the GUI use them all
        const auto r = sizing::sizeToTarget(plan, cat, {}, &error, oneCore);
        candidates = r ? int(r->candidates.size()) : 0;
        evaluations = r ? r->evaluations : 0;
        benchmark::DoNotOptimize(r);
    }
    state.counters["candidates"] = candidates;
    state.counters["evaluations"] = evaluations;
}
BENCHMARK(BM_SizeLlama70bIn30Days)->Arg(30)->Arg(60)->Unit(benchmark::kMillisecond);

// The roadmap of the "DGX A100 with InfiniBand" template with models doubling each year.
void BM_RoadmapDgxA100Template(benchmark::State &state)
{
    const PartCatalog &cat = seedCatalog();
    Plan plan = llama70b(30);
    plan.servers.first().count = 4;
    plan.workload.model.preset = QStringLiteral("gpt3-13b");
    plan.workload.globalBatch = 512;
    plan.workload.tokensToTrain = 3e11;
    plan.target.reset();
    plan.growth->tokensFactorPerYear = 1;
    for (auto _ : state) {
        QString error;
        benchmark::DoNotOptimize(sizing::buildRoadmap(plan, cat, &error));
    }
}
BENCHMARK(BM_RoadmapDgxA100Template)->Unit(benchmark::kMillisecond);

void BM_RoadmapLlama70b(benchmark::State &state)
{
    const PartCatalog &cat = seedCatalog();
    const Plan plan = llama70b(30);
    for (auto _ : state) {
        QString error;
        benchmark::DoNotOptimize(sizing::buildRoadmap(plan, cat, &error));
    }
}
BENCHMARK(BM_RoadmapLlama70b)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // Qt SQL loads its driver plugin through the application object
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
