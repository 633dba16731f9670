// The quote's figures come from the one evaluation (issue 16, item 4): QuoteBuilder::build() without figures, the
// Quote tab and `aiplanner-cli quote` all take them from evaluatePlan() through QuoteBuilder::figuresOf(), so the PDF
// cannot describe another machine than the panels do.
#include "analysis/planevaluation.h"
#include "i18n/translation.h"
#include "plan/planfile.h"
#include "quote/quotecontent.h"
#include "quote/quotehtml.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace aip;

namespace {

using viewtest::seedCatalog;

Plan example(const char *name)
{
    const PlanReadResult r
        = readPlanFile(aiptest::dataPath(QStringLiteral("../../examples/%1").arg(QLatin1String(name))));
    REQUIRE(r.ok());
    return *r.plan;
}

// A training plan of `count` servers of `chassis` with the workload's model, batch, precision and parallelism given.
Plan trainingPlan(const char *name, const char *chassis, int count, const char *preset, int globalBatch,
                  Precision precision, const Parallelism &parallelism)
{
    Plan plan;
    plan.name = QLatin1String(name);
    ServerSpec server;
    server.id = QStringLiteral("node");
    server.chassis = QLatin1String(chassis);
    server.count = count;
    plan.servers.append(server);
    plan.hasWorkload = true;
    plan.workload.model.preset = QLatin1String(preset);
    plan.workload.globalBatch = globalBatch;
    plan.workload.precision = precision;
    plan.workload.parallelism = parallelism;
    return plan;
}

QuoteContent build(const Plan &plan, const PartCatalog &catalog, const QuoteFigures *figures = nullptr)
{
    return QuoteBuilder::build(plan, catalog, QStringLiteral("en"), QDate(2026, 12, 1), QStringLiteral("Q-1"),
                               SellerInfo(), figures);
}

} // namespace

TEST_CASE("the quote built on its own shows the figures of the plan's one evaluation")
{
    for (const char *name : {"llama2-70b-serving-dgx-h100.aiplan", "gpt3-175b-128-dgx-a100.aiplan"}) {
        CAPTURE(name);
        const Plan plan = example(name);
        const PlanEvaluation ev = evaluatePlan(plan, *seedCatalog(), nullptr, false);
        const QuoteFigures f = QuoteBuilder::figuresOf(ev);
        const QuoteContent own = build(plan, *seedCatalog());
        const QuoteContent given = build(plan, *seedCatalog(), &f);

        REQUIRE(ev.tco);
        REQUIRE(own.tco);
        CHECK(own.tco->result.owned.total == ev.tco->result.owned.total);
        CHECK(own.tco->result.cloud.size() == ev.tco->result.cloud.size());
        CHECK(given.tco->result.owned.total == ev.tco->result.owned.total);
        CHECK(own.perf.has_value() == (ev.perf && ev.perf->ok()));
        if (own.perf) {
            CHECK(own.perf->stepTimeS == ev.perf->stepTimeS);
            CHECK(own.accuracy.has_value() == ev.accuracy.has_value());
        }
        CHECK(own.serving.has_value() == ev.serving.has_value());
        if (ev.serving) {
            // The evaluation costs a serving plan's tokens (tco/servingcost.h); a quote that simulated the plan on
            // its own path had the sizing without the cost.
            REQUIRE(ev.serving->cost);
            REQUIRE(own.serving->cost);
            CHECK(own.serving->cost->ownedPerMillion == ev.serving->cost->ownedPerMillion);
            CHECK(own.serving->result.outputTokensPerS == ev.serving->result.outputTokensPerS);
        }
    }
}

TEST_CASE("a quote of a plan without servers has no cost comparison as its evaluation has none")
{
    Plan plan = viewtest::makePlan();
    plan.servers.clear();
    plan.hasWorkload = false;
    plan.extra.insert(QStringLiteral("storage"),
                      QJsonDocument::fromJson(R"({"system": "ddn-ai400x2", "nodes": 2})").object());
    const PlanEvaluation ev = evaluatePlan(plan, *viewtest::sharedCatalog(), nullptr, false);
    CHECK_FALSE(ev.tco); // the TCO tab says "No cost comparison: the plan has no servers"
    const QuoteContent c = build(plan, *viewtest::sharedCatalog());
    CHECK_FALSE(c.tco); // the separate path computed a TCO whose only content was "the plan has no servers"
    CHECK_FALSE(c.priced.lines.isEmpty()); // the storage system is still quoted
}

TEST_CASE("the quote prints a serving plan's cost per million output tokens as the evaluation computes it")
{
    // Issue 20: the PDF read "Owned cost per million training tokens" on a serving plan, and gave no cloud figure.
    const Plan plan = example("llama2-70b-serving-dgx-h100.aiplan");
    const PlanEvaluation ev = evaluatePlan(plan, *seedCatalog(), nullptr, false);
    REQUIRE(ev.serving);
    REQUIRE(ev.serving->cost);
    REQUIRE(ev.serving->cost->ownedPerMillion);
    const QuoteFigures f = QuoteBuilder::figuresOf(ev);
    const QuoteContent c = build(plan, *seedCatalog(), &f);
    const QuoteHtml html(c);
    const QString part = html.tcoAndTermsPart(600, 300);
    CHECK_FALSE(part.contains(QStringLiteral("training tokens")));
    QString expected = QStringLiteral("Cost per million output tokens: owned %1")
                           .arg(html.money(*ev.serving->cost->ownedPerMillion));
    for (const tco::ServingCostOption &o : ev.serving->cost->cloud) {
        REQUIRE(o.perMillion);
        CHECK(part.contains(html.money(*o.perMillion)));
        CHECK(part.contains(o.sku));
    }
    CHECK(part.contains(expected));
    // A training plan keeps its own wording.
    const Plan training = example("gpt3-175b-128-dgx-a100.aiplan");
    const PlanEvaluation tev = evaluatePlan(training, *seedCatalog(), nullptr, false);
    const QuoteFigures tf = QuoteBuilder::figuresOf(tev);
    const QString trainingPart = QuoteHtml(build(training, *seedCatalog(), &tf)).tcoAndTermsPart(600, 300);
    CHECK_FALSE(trainingPart.contains(QStringLiteral("output tokens")));
}

TEST_CASE("the quote's parallel strategy names every dimension it splits over, in the quote's language")
{
    // Llama 3 405B on one GB200 NVL72 with its layout fixed: TP 4 x PP 9 x DP 1 is 36 GPUs; CP 2 makes the 72.
    Parallelism par;
    par.tp = 4;
    par.pp = 9;
    par.dp = 1;
    par.cp = 2;
    par.recompute = Recompute::None;
    Plan plan = trainingPlan("405B on an NVL72", "nvidia-gb200-nvl72", 1, "llama3-405b", 1024, Precision::Bf16, par);
    plan.workload.microBatch = 1;
    const QuoteContent c = build(plan, *seedCatalog());
    INFO(c.perfNote.toStdString());
    REQUIRE(c.perf);
    REQUIRE(c.perf->ok());
    CHECK(c.perf->strategy.cp == 2);
    const QString english = QuoteHtml(c).commercialPart();
    CHECK(english.contains(QStringLiteral("TP 4 × PP 9 × DP 1 × CP 2, micro-batch 1")));
    CHECK(english.contains(QStringLiteral("recompute none")));
    REQUIRE(installTranslators(QStringLiteral("zh_CN")));
    const QString chinese = QuoteHtml(c).commercialPart();
    installTranslators(QStringLiteral("en"));
    CHECK(chinese.contains(QStringLiteral("TP 4 × PP 9 × DP 1 × CP 2")));
    CHECK(chinese.contains(QStringLiteral("激活重计算 无")));
}

TEST_CASE("the quote says how much host memory the GPUs' offload takes when the fit relies on it")
{
    // Megatron-Bridge's Llama 3 70B on one GB200 NVL72 rack (FSDP over 64 GPUs, micro-batch 2, 8k tokens): it fits
    // only with its preset's 40 layers of activations in Grace memory (workload.activation_offload_layers).
    auto plan = [](bool offload) {
        const QByteArray json = "{\"format\":\"aiplanner-plan\",\"version\":1,\"name\":\"GB200\","
                                "\"rack\":{\"units\":48,\"power_limit_kw\":130},"
                                "\"facility\":{\"cooling\":\"direct_liquid\"},"
                                "\"servers\":[{\"id\":\"node\",\"chassis\":\"nvidia-gb200-nvl72\",\"count\":1,"
                                "\"parts\":[]}],"
                                "\"workload\":{\"model\":{\"preset\":\"llama3-70b\"},\"global_batch\":256,"
                                "\"micro_batch\":2,\"precision\":\"fp8\","
                                "\"parallelism\":{\"tp\":1,\"pp\":1,\"dp\":64,\"zero\":3,\"sharding_impl\":\"fsdp\","
                                "\"recompute\":\"none\"}"
            + QByteArray(offload ? ",\"activation_offload_layers\":40" : "") + "}}";
        const PlanReadResult r = readPlan(json);
        REQUIRE(r.ok());
        return *r.plan;
    };
    const QuoteContent with = build(plan(true), *seedCatalog());
    REQUIRE(with.perf);
    CHECK(with.perf->memory.fits);
    REQUIRE(with.perf->memory.hostBytesPerNode > 0);
    const QString html = QuoteHtml(with).commercialPart();
    CHECK(html.contains(QuoteHtml::tr("Host memory per node")));
    CHECK(html.contains(QuoteHtml(with).number(with.perf->memory.hostBytesPerNode / 1e9, 1)));
    // Without the offload the run does not fit, and there is no host memory to speak of.
    const PlanEvaluation without = evaluatePlan(plan(false), *seedCatalog(), nullptr, false);
    REQUIRE(without.perf);
    CHECK_FALSE(without.perf->memory.fits);
    CHECK(without.perf->memory.hostBytesPerNode == 0);
}

TEST_CASE("the quote names DeepSpeed's BF16_Optimizer beside ZeRO 0, as simulate does")
{
    // GPT-3 1.3B in bf16 on two DGX A100 under DeepSpeed with ZeRO off: DeepSpeed's BF16_Optimizer, which shards the
    // optimizer states at stage 0 (perf/datacomm.h). The quote says so; the same plan in fp16 does not.
    Parallelism par;
    par.tp = 1;
    par.pp = 1;
    par.dp = 16;
    par.zero = 0;
    par.recompute = Recompute::None;
    par.shardingImpl = ShardingImpl::DeepSpeed;
    Plan plan = trainingPlan("DeepSpeed bf16", "nvidia-dgx-a100-80gb", 2, "gpt3-1.3b", 512, Precision::Bf16, par);
    plan.workload.microBatch = 4;
    const QuoteContent c = build(plan, *seedCatalog());
    INFO(c.perfNote.toStdString());
    REQUIRE(c.perf);
    REQUIRE(c.perf->ok());
    const QString english = QuoteHtml(c).commercialPart();
    CHECK(english.contains(QStringLiteral("ZeRO 0 (DeepSpeed BF16_Optimizer)")));
    REQUIRE(installTranslators(QStringLiteral("zh_CN")));
    const QString chinese = QuoteHtml(c).commercialPart();
    installTranslators(QStringLiteral("en"));
    CHECK(chinese.contains(QStringLiteral("0（DeepSpeed BF16_Optimizer）")));

    plan.workload.precision = Precision::Fp16;
    const QuoteContent fp16 = build(plan, *seedCatalog());
    REQUIRE(fp16.perf);
    CHECK_FALSE(QuoteHtml(fp16).commercialPart().contains(QStringLiteral("BF16_Optimizer")));
}
