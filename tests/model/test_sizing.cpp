// Size to target (issue 18): the answer on a small priced catalog, one case checked by hand, the monotonic
// properties (a later deadline never raises the minimum cost, a larger budget never makes the fastest slower,
// removing a part never improves the answer), and a candidate turned into a plan simulates to the days it showed.
#include "analysis/planfindings.h"
#include "model/sizingfixture.h"
#include "perf/clusterhardware.h"
#include "perf/perfmodel.h"
#include "sizing/buildcomposer.h"
#include "sizing/candidateplan.h"
#include "sizing/sizing.h"
#include "support/testsupport.h"
#include "tco/tcodefaults.h"

#include <QSet>

#include <algorithm>
#include <cmath>

using namespace aip;
using namespace aip::sizing;

namespace {

SizingResult size(const Plan &plan, const PartCatalog &cat, const TargetOverrides &o = {})
{
    QString error;
    const std::optional<SizingResult> r = sizeToTarget(plan, cat, o, &error);
    INFO(error.toStdString());
    REQUIRE(r);
    return *r;
}

std::optional<double> cheapestCost(const SizingResult &r)
{
    return r.cheapest ? std::optional<double>(r.candidates.at(*r.cheapest).cost()) : std::nullopt;
}

std::optional<double> fastestDays(const SizingResult &r)
{
    return r.fastest ? std::optional<double>(r.candidates.at(*r.fastest).days) : std::nullopt;
}

const SizingCandidate *find(const SizingResult &r, const QString &system, int nodes, const QString &pricing = {})
{
    for (const SizingCandidate &c : r.candidates) {
        if (c.system == system && c.nodes == nodes && c.pricing == pricing)
            return &c;
    }
    return nullptr;
}

} // namespace

TEST_CASE("sizing finds, for each option, the fewest nodes that meet the deadline")
{
    const PartCatalog cat = sizingtest::catalog();
    const SizingResult r = size(sizingtest::plan("gpt3-13b", 3e11, 20), cat);
    REQUIRE(r.cheapest);
    REQUIRE(r.fastest);
    CHECK(r.considered >= 4); // DGX A100, DGX H100, the SXM5 build, p4d, p5
    const SizingCandidate &best = r.candidates.at(*r.cheapest);
    CHECK(best.meetsTarget);
    for (const SizingCandidate &c : r.candidates) {
        if (c.meetsTarget)
            CHECK(c.cost() >= best.cost());
    }
    // The one with one node fewer than the cheapest owned DGX A100 count misses the deadline.
    const SizingCandidate *dgx = nullptr;
    for (const SizingCandidate &c : r.candidates) {
        if (c.system == QLatin1String("nvidia-dgx-a100-80gb") && c.meetsTarget && (!dgx || c.nodes < dgx->nodes))
            dgx = &c;
    }
    REQUIRE(dgx);
    if (dgx->nodes > 1) {
        const Plan p = sizingtest::plan("gpt3-13b", 3e11, 20, dgx->nodes - 1);
        const auto cluster = perf::clusterFromPlan(p, cat, nullptr);
        REQUIRE(cluster);
        const perf::PerfResult fewer = perf::simulate(sizingWorkload(p.workload, r.target), *cluster);
        CHECK((!fewer.ok() || *fewer.wallClockToTrainS / 86400 > 20));
    }
}

TEST_CASE("a small case checked by hand: one DGX A100 trains GPT-3 1.3B on 10B tokens in a week")
{
    const PartCatalog cat = sizingtest::catalog();
    Plan plan = sizingtest::plan("gpt3-1.3b", 1e10, 7);
    const SizingResult r = size(plan, cat);
    const SizingCandidate *one = find(r, QStringLiteral("nvidia-dgx-a100-80gb"), 1);
    REQUIRE(one);
    CHECK(one->meetsTarget);
    // 1.3B parameters x 1e10 tokens x 6 FLOPs ~ 8e19 FLOPs; 8 A100 at 312 TFLOP/s and ~50% take about a day.
    CHECK(one->days > 0.3);
    CHECK(one->days < 3);
    // One node, no fabric: capex = the DGX's price + the 12.5% network share of data/tco_defaults.md.
    CHECK(one->capex == Approx(199000 * 1.125));
    CHECK(one->racks == 1);
    CHECK(one->gpus == 8);
    // p4d on demand, one instance: billed for the hours the work W needs at its throughput.
    //   W = 1e10 tokens / 2048 per sample / 7 days x 26,280 h x 3600 s x 0.85 utilization
    const SizingCandidate *p4d = find(r, QStringLiteral("aws-p4d.24xlarge"), 1, QStringLiteral("on_demand"));
    REQUIRE(p4d);
    const double samples = 1e10 / 2048;
    const double work = samples / (7 * 86400.0) * 26280 * 3600 * 0.85;
    const double useful = p4d->perf.samplesPerS * p4d->perf.goodput;
    CHECK(p4d->tco == Approx(work / (useful * 3600) * 21.957642).epsilon(1e-9));
    // One run's cost: its share of the same work.
    CHECK(p4d->runCost == Approx(p4d->tco * samples / work));
    CHECK(p4d->capex == 0);
    CHECK(p4d->where == QLatin1String("cloud"));
}

TEST_CASE("a later deadline never raises the minimum cost")
{
    const PartCatalog cat = sizingtest::catalog();
    std::optional<double> previous;
    for (double days : {5.0, 10.0, 20.0, 40.0, 80.0}) {
        CAPTURE(days);
        const SizingResult r = size(sizingtest::plan("gpt3-13b", 3e11, days), cat);
        const auto cost = cheapestCost(r);
        if (previous)
            REQUIRE(cost);
        if (previous && cost)
            CHECK(*cost <= *previous * (1 + 1e-9));
        if (cost)
            previous = cost;
    }
    CHECK(previous);
}

TEST_CASE("a larger budget never makes the fastest option slower")
{
    const PartCatalog cat = sizingtest::catalog();
    for (BudgetKind kind : {BudgetKind::Capex, BudgetKind::Tco}) {
        std::optional<double> previous;
        for (double budget : {2e6, 5e6, 1e7, 3e7, 1e8}) {
            CAPTURE(budget, int(kind));
            Plan plan = sizingtest::plan("gpt3-13b", 3e11, 20);
            plan.target->budget = budget;
            plan.target->budgetKind = kind;
            const auto days = fastestDays(size(plan, cat));
            if (previous)
                REQUIRE(days);
            if (previous && days)
                CHECK(*days <= *previous * (1 + 1e-9));
            if (days)
                previous = days;
        }
        CHECK(previous);
    }
}

TEST_CASE("removing a catalog part never improves the answer")
{
    const PartCatalog full = sizingtest::catalog();
    const Plan plan = sizingtest::plan("gpt3-13b", 3e11, 20);
    const SizingResult all = size(plan, full);
    REQUIRE(all.cheapest);
    for (const char *removed : {"nvidia-dgx-h100", "aws-p5.48xlarge", "sxm5-chassis", "aws-p4d.24xlarge"}) {
        CAPTURE(removed);
        PartCatalog fewer;
        for (const Part &p : full.parts()) {
            if (p.sku != QLatin1String(removed))
                fewer.add(p);
        }
        const SizingResult r = size(plan, fewer);
        if (const auto cost = cheapestCost(r))
            CHECK(*cost >= *cheapestCost(all) * (1 - 1e-9));
        if (const auto days = fastestDays(r))
            CHECK(*days >= *fastestDays(all) * (1 - 1e-9));
    }
}

TEST_CASE("a candidate turned into a plan simulates to the days the table showed, and the rules accept it")
{
    const PartCatalog cat = sizingtest::catalog();
    const Plan plan = sizingtest::plan("gpt3-13b", 3e11, 20);
    const SizingResult r = size(plan, cat);
    int owned = 0;
    for (const SizingCandidate &c : r.candidates) {
        if (c.where != QLatin1String("owned") || !c.hasTime())
            continue;
        CAPTURE(c.system.toStdString(), c.nodes);
        const Plan p = candidatePlan(plan, r.options.at(c.option), c, r.target);
        const PlanPerf perf = simulatePlan(p, cat);
        REQUIRE(perf.result);
        REQUIRE(perf.result->ok());
        CHECK(*perf.result->wallClockToTrainS / 86400 == Approx(c.days).epsilon(1e-12));
        CHECK_FALSE(hasErrors(planFindings(p, cat)));
        CHECK(p.servers.constFirst().count == c.nodes);
        CHECK(p.fabric.has_value() == (c.nodes > 1));
        ++owned;
    }
    CHECK(owned >= 3);
    // A cloud candidate's plan rents its instances.
    for (const SizingCandidate &c : r.candidates) {
        if (c.where == QLatin1String("cloud")) {
            const Plan p = candidatePlan(plan, r.options.at(c.option), c, r.target);
            REQUIRE(p.cloud.size() == 1);
            CHECK(p.cloud.constFirst().sku == c.system);
            CHECK(p.cloud.constFirst().pricing == c.pricing);
            CHECK(*p.cloud.constFirst().instances == c.nodes);
            break;
        }
    }
}

TEST_CASE("the Pareto front holds exactly the candidates no faster one beats on cost")
{
    const PartCatalog cat = sizingtest::catalog();
    const SizingResult r = size(sizingtest::plan("gpt3-13b", 3e11, 20), cat);
    REQUIRE_FALSE(r.pareto.isEmpty());
    for (int i = 0; i < r.candidates.size(); ++i) {
        const SizingCandidate &c = r.candidates.at(i);
        if (!c.hasTime())
            continue;
        bool dominated = false;
        for (const SizingCandidate &o : r.candidates) {
            if (o.hasTime() && o.days <= c.days && o.cost() <= c.cost() && (o.days < c.days || o.cost() < c.cost()))
                dominated = true;
        }
        CAPTURE(i, c.days, c.cost());
        CHECK(r.pareto.contains(i) == !dominated);
    }
    CHECK(r.pareto.contains(*r.fastest));
}

TEST_CASE("what binds: the limit nearest (or furthest past) its value, the deadline, budget, power or racks")
{
    const PartCatalog cat = sizingtest::catalog();
    Plan plan = sizingtest::plan("gpt3-13b", 3e11, 20);
    plan.target->maxKw = 30;
    plan.target->maxRacks = 3;
    plan.target->budget = 1e6;
    plan.target->budgetKind = BudgetKind::Capex;
    const SizingResult r = size(plan, cat);
    QSet<int> seen;
    for (const SizingCandidate &c : r.candidates) {
        if (c.where != QLatin1String("owned") || !c.hasTime())
            continue;
        CAPTURE(c.system.toStdString(), c.nodes, c.days, c.capex, c.powerKw, c.racks);
        const std::pair<Binding, double> ratios[] = {{Binding::Deadline, c.days / 20},
                                                     {Binding::Budget, c.capex / 1e6},
                                                     {Binding::Power, c.powerKw / 30},
                                                     {Binding::Racks, c.racks / 3.0}};
        const auto top = std::max_element(std::begin(ratios), std::end(ratios),
                                          [](const auto &a, const auto &b) { return a.second < b.second; });
        if (c.binding != Binding::Memory)
            CHECK(c.binding == top->first);
        CHECK(c.meetsTarget == (top->second <= 1));
        seen.insert(int(c.binding));
    }
    CHECK(seen.size() >= 2);
}

TEST_CASE("options that cannot meet the deadline even at peak FLOPs are not searched")
{
    const PartCatalog cat = sizingtest::catalog();
    // 175B on 100T tokens in a day: far beyond 1024 nodes of anything in the catalog.
    const SizingResult r = size(sizingtest::plan("gpt3-175b", 1e14, 1), cat);
    CHECK(r.pruned == r.considered);
    CHECK(r.candidates.isEmpty());
    CHECK_FALSE(r.cheapest);
    CHECK_FALSE(r.notes.isEmpty());
}

TEST_CASE("only owned or only cloud options when the target says so, and the overrides replace the plan")
{
    const PartCatalog cat = sizingtest::catalog();
    const Plan plan = sizingtest::plan("gpt3-13b", 3e11, 20);
    TargetOverrides owned;
    owned.where = Where::Owned;
    owned.days = 40;
    const SizingResult o = size(plan, cat, owned);
    CHECK(o.target.days == 40);
    for (const SizingCandidate &c : o.candidates)
        CHECK(c.where == QLatin1String("owned"));
    TargetOverrides cloud;
    cloud.where = Where::Cloud;
    cloud.tokens = 1e11;
    const SizingResult c = size(plan, cat, cloud);
    CHECK(c.target.tokens == 1e11);
    for (const SizingCandidate &x : c.candidates)
        CHECK(x.where == QLatin1String("cloud"));
}

TEST_CASE("a bare chassis is built into a node the rules accept")
{
    const PartCatalog cat = sizingtest::catalog();
    const auto build
        = composeBuild(*cat.find(QStringLiteral("sxm5-chassis")), *cat.find(QStringLiteral("nvidia-h100-sxm5-80gb")),
                       cat, QStringLiteral("infiniband"));
    REQUIRE(build);
    Plan p;
    p.servers = {*build};
    p.servers.first().count = 2;
    CHECK_FALSE(hasErrors(planFindings(p, cat, FindingScope::Rules)));
    int gpus = 0, dimms = 0, nics = 0;
    for (const PartRef &r : build->parts) {
        gpus += r.sku == QLatin1String("nvidia-h100-sxm5-80gb") ? r.qty : 0;
        dimms += r.sku == QLatin1String("ddr5-64gb") ? r.qty : 0;
        nics += r.sku == QLatin1String("nvidia-connectx7-ndr400") ? r.qty : 0;
    }
    CHECK(gpus == 8);
    CHECK(dimms == 32); // 2 x 640 GB of HBM over 16 channels of 64 GB DIMMs
    CHECK(nics == 8);
    // An A100 module does not go on an SXM5 baseboard.
    CHECK_FALSE(composeBuild(*cat.find(QStringLiteral("sxm5-chassis")),
                             *cat.find(QStringLiteral("nvidia-a100-sxm4-80gb")), cat, QStringLiteral("infiniband")));
}

TEST_CASE("a plan without work to size says what is missing")
{
    const PartCatalog cat = sizingtest::catalog();
    Plan plan = sizingtest::plan("gpt3-13b", 3e11, 20);
    plan.workload.tokensToTrain.reset();
    plan.target->tokens.reset();
    QString error;
    CHECK_FALSE(sizeToTarget(plan, cat, {}, &error));
    CHECK(error.startsWith(QStringLiteral("target.tokens")));
    plan.hasWorkload = false;
    CHECK_FALSE(sizeToTarget(plan, cat, {}, &error));
    CHECK_FALSE(error.isEmpty());
}
