// The quote's memory line names the pipeline rank its figure is for where the pipeline's stages differ, as simulate
// and the memory chart do (perf/memorymodel.h RankHold, MemoryBreakdown::pipelineRank).
#include "analysis/planevaluation.h"
#include "quote/quotecontent.h"
#include "quote/quotehtml.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

using namespace aip;

TEST_CASE("the quote's memory line names the pipeline rank where the stages differ, and only then")
{
    Plan plan = viewtest::makePlan();
    plan.servers.removeLast(); // the 16 DGX A100
    Parallelism p;
    p.tp = 2;
    p.pp = 4;
    p.dp = 16;
    p.zero = 1;
    p.recompute = Recompute::Selective;
    plan.workload.parallelism = p;
    plan.workload.microBatch = 1;
    auto html = [&](const Plan &pl) {
        const QuoteContent quote = QuoteBuilder::build(pl, *viewtest::seedCatalog(), QStringLiteral("en"),
                                                       QDate(2026, 1, 1), QStringLiteral("Q-1"), {});
        return QuoteHtml(quote).commercialPart();
    };
    CHECK_FALSE(html(plan).contains(QStringLiteral("pipeline rank")));
    // GPT-3 13B's 40 layers in 4 stages of 12, 10, 10 and 8.
    plan.workload.extra.insert(QStringLiteral("pipeline_layout"), QStringLiteral("Et*12|t*10|t*10|t*8L"));
    const PlanEvaluation ev = evaluatePlan(plan, *viewtest::seedCatalog());
    REQUIRE(ev.perf.has_value());
    REQUIRE(ev.perf->memory.pipelineRank >= 0);
    CHECK(html(plan).contains(
        QStringLiteral(" (pipeline rank %1 of 4, the one that needs the most)").arg(ev.perf->memory.pipelineRank)));
}
