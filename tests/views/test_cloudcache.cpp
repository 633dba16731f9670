// The evaluator's cache of cloud throughputs: the same TCO as without it, reused after an edit of the owned
// servers, and forgotten when the workload changes.
#include "analysis/cloudthroughputcache.h"
#include "test_charts_fixture.h"

using namespace aip;

namespace {

void requireSameTco(const PlanEvaluation &a, const PlanEvaluation &b)
{
    REQUIRE(a.tco);
    REQUIRE(b.tco);
    const tco::TcoResult &x = a.tco->result, &y = b.tco->result;
    CHECK(x.owned.total == y.owned.total);
    REQUIRE(x.cloud.size() == y.cloud.size());
    for (qsizetype i = 0; i < x.cloud.size(); ++i) {
        CHECK(x.cloud.at(i).in.instances == y.cloud.at(i).in.instances);
        CHECK(x.cloud.at(i).total == y.cloud.at(i).total);
        CHECK(x.cloud.at(i).breakEvenMonth == y.cloud.at(i).breakEvenMonth);
    }
    CHECK(a.tco->notes == b.tco->notes);
}

} // namespace

TEST_CASE("the cloud throughput cache gives the TCO computed without it and is reused after edits")
{
    Plan plan = chartstest::smallPlan();
    const PartCatalog &catalog = *chartstest::catalog();
    CloudThroughputCache cache(chartstest::catalog());

    const PlanEvaluation fresh = evaluatePlan(plan, catalog);
    const PlanEvaluation first = evaluatePlan(plan, catalog, &cache);
    requireSameTco(fresh, first);
    const qsizetype afterFirst = cache.size();
    CHECK(afterFirst > 0); // the p4d options were sized by throughput, one entry per instance count tried

    // Twice the owned servers: a new owned throughput, so the sizing looks at other counts, but the answers it
    // already has are not computed again and the result is the uncached one.
    plan.servers[0].count = 8;
    const PlanEvaluation edited = evaluatePlan(plan, catalog, &cache);
    requireSameTco(evaluatePlan(plan, catalog), edited);
    CHECK(edited.tco->result.cloud.at(0).in.instances > first.tco->result.cloud.at(0).in.instances);
    const qsizetype afterEdit = cache.size();
    CHECK(afterEdit >= afterFirst);

    // The same plan again: every answer is known.
    (void)evaluatePlan(plan, catalog, &cache);
    CHECK(cache.size() == afterEdit);

    // Another workload is another question.
    plan.workload.globalBatch = 1024;
    requireSameTco(evaluatePlan(plan, catalog), evaluatePlan(plan, catalog, &cache));
    CHECK(cache.size() > afterEdit);

    cache.clear();
    CHECK(cache.size() == 0);
}

TEST_CASE("the cloud throughput cache keeps answers for its own catalog only")
{
    const Plan plan = chartstest::smallPlan();
    const std::shared_ptr<const PartCatalog> catalog = chartstest::catalog();
    CloudThroughputCache cache(catalog);
    (void)evaluatePlan(plan, *catalog, &cache);
    REQUIRE(cache.size() > 0);
    // The same catalog again changes nothing.
    const qsizetype known = cache.size();
    cache.setCatalog(catalog);
    CHECK(cache.size() == known);
    // Another catalog (an import, a new database): its instances may differ, so the answers go, and an
    // evaluation still running on the old one neither reads nor fills the cache.
    const auto other = std::make_shared<const PartCatalog>(*catalog);
    cache.setCatalog(other);
    CHECK(cache.size() == 0);
    const PlanEvaluation onOld = evaluatePlan(plan, *catalog, &cache);
    CHECK(cache.size() == 0);
    REQUIRE(onOld.tco);
    const PlanEvaluation onNew = evaluatePlan(plan, *other, &cache);
    CHECK(cache.size() > 0);
    REQUIRE(onNew.tco);
    CHECK(onNew.tco->result.cloud.at(0).total == onOld.tco->result.cloud.at(0).total);
}
