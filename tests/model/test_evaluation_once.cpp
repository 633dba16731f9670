// One evaluation resolves the plan against the catalog once and prices it once (issue 16, item 4): the rules, the
// performance model, the findings, the serving cost and the TCO read the same resolved servers and the same quote,
// and give what each computes on its own from the plan.
#include "analysis/planevaluation.h"
#include "analysis/planfindings.h"
#include "hardware/serverconfig.h"
#include "perffixture.h"
#include "quote/quotepricing.h"
#include "rules/compatibilityrules.h"
#include "support/testsupport.h"
#include "tco/perfthroughputsource.h"
#include "tco/plantco.h"
#include "tco/servingcost.h"

using namespace aip;

namespace {

// Two server types (a DGX A100 pool and a second pool of two), a GPT-3 workload with its parallelism open for the
// search, and a cloud option to compare with.
Plan trainingPlan()
{
    Workload w = perftest::gptWorkload(24, 2048, 16, 2048, 51200, 512);
    w.parallelism.reset();
    Plan plan = perftest::dgxPlan(2, w);
    ServerSpec second = plan.servers.constFirst();
    second.id = QStringLiteral("second-pool");
    second.count = 2;
    plan.servers.append(second);
    CloudOption c;
    c.sku = QStringLiteral("aws-p4d.24xlarge");
    c.hourlyRate = 32.77; // AWS EC2 on-demand, us-east-1 (aws.amazon.com/ec2/instance-types/p4)
    plan.cloud = {c};
    return plan;
}

QStringList messages(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out << f.code + QLatin1Char(':') + f.message;
    return out;
}

} // namespace

TEST_CASE("one evaluation resolves each server of the plan once")
{
    const PartCatalog catalog = perftest::catalog();
    // The first evaluation of the process also computes the accuracy report (validation::validationReport), which
    // builds the validation set's own clusters: not this plan's.
    (void)evaluatePlan(perftest::llama70bServingPlan(Precision::Bf16), catalog);
    (void)evaluatePlan(trainingPlan(), catalog);
    for (const Plan &plan : {trainingPlan(), perftest::llama70bServingPlan(Precision::Bf16)}) {
        INFO(plan.servers.size() << " server types, kind " << int(plan.workload.kind));
        const quint64 before = serverResolutionsOnThisThread();
        const PlanEvaluation ev = evaluatePlan(plan, catalog);
        CHECK(serverResolutionsOnThisThread() - before == quint64(plan.servers.size()));
        REQUIRE(ev.tco);
        CHECK(ev.gpus > 0);
    }
    // The plan's own functions each resolve it again: the count is not a constant of the counter.
    const Plan plan = trainingPlan();
    const quint64 before = serverResolutionsOnThisThread();
    (void)priceQuote(plan, catalog);
    (void)checkPlan(plan, catalog);
    CHECK(serverResolutionsOnThisThread() - before == 2 * quint64(plan.servers.size()));
}

TEST_CASE("the evaluation's findings quote and TCO are what each gives on its own from the plan")
{
    const PartCatalog catalog = perftest::catalog();
    for (const Plan &plan : {trainingPlan(), perftest::llama70bServingPlan(Precision::Bf16)}) {
        const PlanEvaluation ev = evaluatePlan(plan, catalog);
        CHECK(messages(ev.ruleFindings) == messages(planFindings(plan, catalog)));

        const PricedQuote alone = priceQuote(plan, catalog);
        CHECK(ev.quote.lines.size() == alone.lines.size());
        CHECK(ev.quote.total == Approx(alone.total).epsilon(1e-12));
        REQUIRE(ev.tco);
        CHECK(ev.tco->quote.total == Approx(alone.total).epsilon(1e-12));
        CHECK(ev.tco->result.owned.total > 0);
        // The TCO on its own, with the performance model as its throughput source.
        const tco::PlanTco t = tco::tcoForPlan(plan, catalog, nullptr);
        CHECK(ev.tco->result.owned.total == Approx(t.result.owned.total).epsilon(1e-12));
        CHECK(ev.tco->errors == t.errors);
    }
    // The serving cost per million tokens: the evaluation's equals the function's own.
    const Plan serving = perftest::llama70bServingPlan(Precision::Bf16);
    const PlanEvaluation ev = evaluatePlan(serving, catalog);
    REQUIRE(ev.serving);
    REQUIRE(ev.serving->cost);
    const tco::ServingCost alone = tco::servingCostForPlan(serving, catalog);
    REQUIRE(alone.ok);
    REQUIRE(ev.serving->cost->ownedPerMillion);
    CHECK(*ev.serving->cost->ownedPerMillion == Approx(*alone.ownedPerMillion).epsilon(1e-12));
    REQUIRE(ev.serving->cost->cloud.size() == alone.cloud.size());
    for (qsizetype i = 0; i < alone.cloud.size(); ++i)
        CHECK(ev.serving->cost->cloud.at(i).perMillion == alone.cloud.at(i).perMillion);
}

TEST_CASE("a serving plan has one cost per million tokens in the Cost tab the sizing and tco")
{
    // Issue 20: the Cost tab (the evaluation's TCO) and the serving sizing gave two figures for one plan, the first
    // from a training simulation of the served model, the second from the serving capacity.
    const PartCatalog catalog = perftest::catalog();
    for (const Precision p : {Precision::Bf16, Precision::Fp8}) {
        const Plan plan = perftest::llama70bServingPlan(p);
        const PlanEvaluation ev = evaluatePlan(plan, catalog);
        REQUIRE(ev.tco);
        REQUIRE(ev.serving);
        REQUIRE(ev.serving->cost);
        const tco::ServingCost &cost = *ev.serving->cost;
        REQUIRE(cost.ok);
        // The TCO's owned throughput is the serving capacity the cost per token divides by.
        REQUIRE(ev.tco->result.ownedThroughput);
        CHECK(ev.tco->result.ownedThroughput->tokensPerS == cost.outputTokensPerS);
        CHECK(ev.tco->result.ownedUnits.costPerMillionTokens == cost.ownedPerMillion);
        REQUIRE(ev.tco->result.cloudUnits.size() == cost.cloud.size());
        for (qsizetype i = 0; i < cost.cloud.size(); ++i) {
            INFO(cost.cloud.at(i).sku.toStdString());
            REQUIRE(cost.cloud.at(i).perMillion);
            CHECK(ev.tco->result.cloudUnits.at(i).costPerMillionTokens == cost.cloud.at(i).perMillion);
        }
        // `aiplanner-cli tco` sizes the same work with the performance model's source.
        tco::PerfThroughputSource perf;
        const tco::PlanTco cli = tco::tcoForPlan(plan, catalog, &perf);
        REQUIRE(cli.result.ownedUnits.costPerMillionTokens);
        CHECK(*cli.result.ownedUnits.costPerMillionTokens == Approx(*cost.ownedPerMillion).epsilon(1e-12));
        REQUIRE(cli.result.cloudUnits.size() == cost.cloud.size());
        for (qsizetype i = 0; i < cost.cloud.size(); ++i) {
            REQUIRE(cli.result.cloudUnits.at(i).costPerMillionTokens);
            CHECK(*cli.result.cloudUnits.at(i).costPerMillionTokens
                  == Approx(*cost.cloud.at(i).perMillion).epsilon(1e-12));
        }
    }
}
