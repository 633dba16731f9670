// An idle GPU (issue 17, item 4): the strategy the training runs on uses fewer GPUs than the cluster holds. The rule
// book's source warns with the number idle and what they cost; a strategy that uses every GPU, a serving plan and a
// plan without a result are not warned about.
#include "analysis/idlegpus.h"
#include "analysis/planfindings.h"
#include "support/testsupport.h"

#include "test_rules_fixture.h"

using namespace aip;

namespace {

PlanPerf perfUsing(int used, int gpusPerNode, int nodes, const QString &gpuSku)
{
    PlanPerf p;
    perf::PerfResult r;
    r.status = perf::PerfStatus::Ok;
    r.strategy.dp = used;
    r.strategySearched = true;
    p.result = r;
    perf::ClusterHardware c;
    c.gpusPerNode = gpusPerNode;
    c.nodes = nodes;
    c.gpuSku = gpuSku;
    p.cluster = c;
    p.gpuSku = gpuSku;
    return p;
}

} // namespace

TEST_CASE("idle GPUs: fewer GPUs in the strategy than installed is a warning with the count and the cost")
{
    Plan plan = rulestest::planWith(rulestest::goodHgxServer(1));
    plan.hasWorkload = true;
    plan.workload.model.preset = QStringLiteral("gpt3-13b");
    plan.workload.globalBatch = 64;
    const PlanPerf perf = perfUsing(6, 8, 1, QStringLiteral("h100"));
    CHECK(idleGpus(perf, plan) == 2);

    QList<Finding> out;
    const ResolvedPlan resolved = resolvePlan(plan, rulestest::catalog());
    const PricedQuote pricedOnce = priceQuote(resolved);
    idleGpuSource({plan, rulestest::catalog(), resolved.servers, perf, &pricedOnce}, out);
    REQUIRE(out.size() == 1);
    CHECK(out.first().severity == Severity::Warning);
    CHECK(out.first().code == QStringLiteral("idle-gpus"));
    CHECK(out.first().message.contains(QStringLiteral("2 of the 8 GPUs are idle")));
    CHECK(out.first().message.contains(QStringLiteral("runs on 6")));
    CHECK(out.first().reason.contains(QStringLiteral("the search found"))); // the search chose the split

    // A plan that fixes its data-parallel width is told so, though the search filled in the rest of its strategy.
    plan.workload.parallelism = Parallelism{};
    plan.workload.parallelism->dp = 6;
    QList<Finding> fixed;
    idleGpuSource({plan, rulestest::catalog(), resolved.servers, perf, &pricedOnce}, fixed);
    REQUIRE(fixed.size() == 1);
    CHECK(fixed.first().reason.contains(QStringLiteral("The workload's parallelism uses 6 GPUs")));
    CHECK_FALSE(fixed.first().reason.contains(QStringLiteral("the search found")));
    plan.workload.parallelism.reset();

    // The cost: two of the eight GPU lines' price.
    const PricedQuote priced = priceQuote(plan, rulestest::catalog());
    double gpuLines = 0;
    qint64 gpuQty = 0;
    for (const QuoteLine &l : priced.lines) {
        if (l.sku == QStringLiteral("h100")) {
            gpuLines += l.extended;
            gpuQty += l.qty;
        }
    }
    REQUIRE(gpuQty == 8);
    CHECK(idleGpuCost(priced, perf, 2) == Approx(2 * gpuLines / 8));
    CHECK(idleGpuCost(priced, perf, 2) > 0);
}

TEST_CASE("idle GPUs: none when every GPU works, for serving plans, or without a result")
{
    Plan plan = rulestest::planWith(rulestest::goodHgxServer(2));
    plan.hasWorkload = true;
    plan.workload.model.preset = QStringLiteral("gpt3-13b");
    CHECK(idleGpus(perfUsing(16, 8, 2, QStringLiteral("h100")), plan) == 0);
    CHECK(idleGpus(perfUsing(8, 8, 2, QStringLiteral("h100")), plan) == 8);
    PlanPerf failed = perfUsing(8, 8, 2, QStringLiteral("h100"));
    failed.result->status = perf::PerfStatus::DoesNotFit;
    CHECK(idleGpus(failed, plan) == 0);
    CHECK(idleGpus(PlanPerf(), plan) == 0);
    Plan serving = plan;
    serving.workload.kind = WorkloadKind::Inference;
    CHECK(idleGpus(perfUsing(8, 8, 2, QStringLiteral("h100")), serving) == 0);
}
