// Cost per million output tokens of a serving plan (issue 20, tco/servingcost.h): the TCO on the same work with
// the serving capacity as throughput, owned and on a cloud option; figures checked against the parts they come from.
#include "perf/clusterhardware.h"
#include "perf/inference.h"
#include "perffixture.h"
#include "support/testsupport.h"
#include "tco/plantco.h"
#include "tco/servingcost.h"

#include <limits>

using namespace aip;
using namespace aip::tco;

TEST_CASE("serving cost: owned cost per million output tokens is the TCO total over the tokens delivered")
{
    const PartCatalog catalog = perftest::catalog();
    const Plan plan = perftest::llama70bServingPlan(Precision::Bf16);
    const ServingCost c = servingCostForPlan(plan, catalog);
    INFO(c.error.toStdString());
    REQUIRE(c.ok);
    // The capacity: whole replicas of the cluster, each at its best batch within the limits.
    QString error;
    const auto hw = perf::clusterFromPlan(plan, catalog, &error);
    REQUIRE(hw);
    Workload one = plan.workload;
    const perf::InferenceResult r = perf::evaluateInference(one, *hw);
    REQUIRE(r.ok);
    CHECK(c.outputTokensPerS == Approx(r.outputTokensPerS * (8 / r.tp)).epsilon(1e-9));
    // The TCO's own unit cost: total / (delivered requests x output tokens) x 1e6.
    ServingThroughputSource source;
    const PlanTco t = tcoForPlan(plan, catalog, &source);
    REQUIRE(t.result.deliveredWork > 0);
    REQUIRE(c.ownedPerMillion);
    CHECK(*c.ownedPerMillion == Approx(t.result.owned.total / (t.result.deliveredWork * 256) * 1e6).epsilon(1e-9));
    CHECK(*c.ownedPerMillion > 0);
    // The sensitivity brackets the figure.
    REQUIRE(c.ownedPerMillionLow);
    REQUIRE(c.ownedPerMillionHigh);
    CHECK(*c.ownedPerMillionLow < *c.ownedPerMillion);
    CHECK(*c.ownedPerMillionHigh > *c.ownedPerMillion);
    // The cloud option is costed on the same work.
    INFO(c.notes.join(QStringLiteral("; ")).toStdString());
    REQUIRE(c.cloud.size() == 1);
    CHECK(c.cloud[0].sku == QLatin1String("aws-p4d.24xlarge"));
    REQUIRE(c.cloud[0].perMillion);
    REQUIRE(t.result.cloudUnits.size() == 1);
    CHECK(*c.cloud[0].perMillion
          == Approx(t.result.cloud[0].total / (t.result.deliveredWork * 256) * 1e6).epsilon(1e-9));
    const QJsonObject o = toJson(c);
    for (const char *k : {"currency", "owned", "owned_low", "owned_high", "cloud"})
        CHECK(o.contains(QLatin1String(k)));
}

TEST_CASE("serving cost: fp8 on H100 serves more tokens on the same hardware, so its tokens never cost more")
{
    const PartCatalog catalog = perftest::catalog();
    const ServingCost bf16 = servingCostForPlan(perftest::llama70bServingPlan(Precision::Bf16), catalog);
    const ServingCost fp8 = servingCostForPlan(perftest::llama70bServingPlan(Precision::Fp8), catalog);
    REQUIRE(bf16.ok);
    REQUIRE(fp8.ok);
    CHECK(fp8.outputTokensPerS > bf16.outputTokensPerS);
    CHECK(*fp8.ownedPerMillion < *bf16.ownedPerMillion);
}

TEST_CASE("serving cost: a training plan or a plan without a workload gets a clear error, not a figure")
{
    const PartCatalog catalog = perftest::catalog();
    Plan plan = perftest::llama70bServingPlan(Precision::Bf16);
    plan.workload.kind = WorkloadKind::Training;
    const ServingCost c = servingCostForPlan(plan, catalog);
    CHECK(!c.ok);
    CHECK(!c.error.isEmpty());
    plan.hasWorkload = false;
    CHECK(!servingCostForPlan(plan, catalog).ok);
}

TEST_CASE("a cost per million shows three significant digits - cents from a dime up")
{
    CHECK(tco::perMillionDecimals(12.345) == 2);
    CHECK(tco::perMillionDecimals(0.62) == 2);
    CHECK(tco::perMillionDecimals(0.1) == 2);
    CHECK(tco::perMillionDecimals(0.0322) == 4);  // 0.0322, not 0.03
    CHECK(tco::perMillionDecimals(0.00999) == 5); // 0.00999
    CHECK(tco::perMillionDecimals(-0.0322) == 4); // a saving reads like a cost
    CHECK(tco::perMillionDecimals(1e-12) == 6);   // at most six
    CHECK(tco::perMillionDecimals(0) == 2);
    CHECK(tco::perMillionDecimals(std::numeric_limits<double>::quiet_NaN()) == 2);
}
