// A pipeline layout in Megatron-Core's notation (workload `pipeline_layout`, plan/pipelinelayout.h;
// perf/pipelineschedule.h busiestLayoutRank()): the parser against Megatron-Core's own examples and rules, the slowest
// rank by hand, and the step model against the splits a layout can spell out (the uniform, balanced and AutoModel
// chunk splits, DualPipe's pairs), which it must reproduce exactly.
#include "model/perffixture.h"
#include "model/planjsonfixture.h"
#include "perf/perfmodel.h"
#include "perf/pipelineschedule.h"
#include "plan/pipelinelayout.h"
#include "support/testsupport.h"

#include <QJsonValue>

namespace {

using namespace aip;
using namespace aip::perf;

// A GPT of `layers` layers on one DGX H100, pp stages of tp 1, eight sequences a step, one a micro-batch.
Workload gpt(int layers, int pp, int interleave = 1)
{
    Workload w = perftest::gptWorkload(layers, 4096, 32, 4096, 128256, 64);
    w.precision = Precision::Bf16;
    w.microBatch = 1;
    w.parallelism = perftest::fixedParallelism(1, pp, 8 / pp, 1, Recompute::None, interleave, false);
    return w;
}

PerfResult run(const Workload &w)
{
    const PerfResult r = simulate(w, perftest::dgxCluster(1, true));
    INFO(r.error.toStdString());
    REQUIRE(r.ok());
    return r;
}

// A training workload with one workload member added (a JSON member, without braces).
QByteArray workloadWith(const QByteArray &member)
{
    return plantest::planWithWorkload("{\"model\":{\"preset\":\"llama2-7b\"},\"global_batch\":64,\"precision\":"
                                      "\"bf16\","
                                      + member + "}");
}

Workload withLayout(Workload w, const QString &layout)
{
    w.extra.insert(QStringLiteral("pipeline_layout"), layout);
    return w;
}

} // namespace

TEST_CASE("pipeline layout: Megatron-Core's notation and rules")
{
    // Megatron-Bridge's DeepSeek-V3 layout for 16 x 1 stages: the embedding and 4 layers, 14 stages of 4, the last
    // layer with the MTP module and the loss.
    std::optional<PipelineLayout> l = parsePipelineLayout(QStringLiteral("Et*4|(t*4|)*14tmL"));
    REQUIRE(l);
    REQUIRE(l->stages.size() == 16);
    CHECK(l->stages[0].embedding);
    CHECK(l->stages[0].layers == 4);
    for (int c = 1; c < 15; ++c)
        CHECK(l->stages[c].layers == 4);
    CHECK(l->stages[15].layers == 1);
    CHECK(l->stages[15].mtp == 1);
    CHECK(l->stages[15].loss);
    CHECK(l->layers() == 61);
    CHECK(l->mtp() == 1);
    // parse_str_to_list's docstring example: "Ettt|(tt|)*29,m|L" -> [E t t t], 29 x [t t], [m], [L].
    l = parsePipelineLayout(QStringLiteral("Ettt|(tt|)*29,m|L"));
    REQUIRE(l);
    CHECK(l->stages.size() == 32);
    CHECK(l->layers() == 3 + 58);
    CHECK(l->stages[30].mtp == 1);
    CHECK(l->stages[30].layers == 0);
    CHECK(l->stages[31].loss);
    // What it refuses, with the reason.
    const struct {
        const char *text, *why;
    } bad[] = {
        {"", "empty"},
        {"Et|tx|L", "'x'"},
        {"tE|tL", "begin with the embedding"},
        {"Et|tL|L", "end with the loss"},
        {"Et|tLt", "end with the loss"},
        {"Etm|tL", "after a multi-token prediction module"},
        {"E(t|)*99999999L", "too long"},
    };
    for (const auto &b : bad) {
        INFO(b.text);
        QString error;
        CHECK_FALSE(parsePipelineLayout(QLatin1String(b.text), &error));
        CHECK(error.contains(QLatin1String(b.why)));
    }
    // The plan reader refuses what the parser refuses, and keeps what it reads.
    CHECK(plantest::firstError(workloadWith("\"pipeline_layout\":\"Et|tx|L\"")).contains(QStringLiteral("'x'")));
    CHECK(plantest::firstError(workloadWith("\"pipeline_layout\":4")).contains(QStringLiteral("notation")));
    CHECK(readPlan(workloadWith("\"pipeline_layout\":\"Et*4|(t*4|)*14tmL\"")).ok());
}

TEST_CASE("pipeline layout: the slowest rank by hand")
{
    // 4 stages on 4 ranks: E + 4, 4, 4, 3 + L. Rank 3 holds 3 layers and the output layer (2 layers' time): 5.
    const PipelineLayout l = *parsePipelineLayout(QStringLiteral("Et*4|t*4|t*4|t*3L"));
    StageLayout s = busiestLayoutRank(l, 4, false, 1.0, 0, 0.1, 2.0);
    CHECK(s.layers == 3);
    CHECK(s.logits);
    CHECK_FALSE(s.embedding);
    // With a light output layer the first rank's 4 layers and the embedding.
    s = busiestLayoutRank(l, 4, false, 1.0, 0, 0.1, 0.5);
    CHECK(s.layers == 4);
    CHECK(s.embedding);
    // Interleaved, 8 stages on 2 ranks: rank 0 holds stages 0, 2, 4, 6; rank 1 stages 1, 3, 5, 7.
    const PipelineLayout v = *parsePipelineLayout(QStringLiteral("Et*2|t*2|t*2|t*2|t*2|t*2|t*2|t*1mL"));
    s = busiestLayoutRank(v, 2, false, 1.0, 3.0, 0.1, 1.0);
    CHECK(s.layers == 7); // 2 + 2 + 2 + 1
    REQUIRE(s.mtp);
    CHECK(*s.mtp == 1);
    CHECK(s.logits);
    s = busiestLayoutRank(v, 2, false, 1.0, 0.1, 0.1, 0.1);
    CHECK(s.layers == 8); // rank 0's 8 layers and the embedding against rank 1's 7, the module and the loss
    CHECK(s.embedding);
    CHECK(*s.mtp == 0);
    // DualPipe pairs rank 0's stage with the last: (E + 4 + 3 + L) / 2 against a middle pair's (4 + 4) / 2.
    s = busiestLayoutRank(l, 4, true, 1.0, 0, 0.1, 2.0);
    CHECK(s.layers == 3.5);
    CHECK(s.headShare == 0.5);
    CHECK(s.embedding);
    CHECK(s.logits);
}

TEST_CASE("pipeline layout: the splits a layout spells out give the same step")
{
    SECTION("uniform: 16 layers on 4 stages")
    {
        CHECK(run(withLayout(gpt(16, 4), QStringLiteral("Et*4|t*4|t*4|t*4L"))).stepTimeS
              == Approx(run(gpt(16, 4)).stepTimeS).epsilon(1e-12));
    }
    SECTION("balanced: 22 layers and the two heads, 6 units a stage")
    {
        Workload balanced = gpt(22, 4);
        balanced.extra.insert(QStringLiteral("pipeline_split"), QStringLiteral("balanced"));
        CHECK(run(withLayout(gpt(22, 4), QStringLiteral("Et*5|t*6|t*6|t*5L"))).stepTimeS
              == Approx(run(balanced).stepTimeS).epsilon(1e-12));
    }
    SECTION("AutoModel's chunks: 30 layers in 4 x 2 chunks, the first 6 of 4 and the last 2 of 3")
    {
        Workload chunks = gpt(30, 4, 2);
        chunks.extra.insert(QStringLiteral("pipeline_split"), QStringLiteral("chunks"));
        CHECK(run(withLayout(gpt(30, 4, 2), QStringLiteral("Et*4|(t*4|)*5t*3|t*3L"))).stepTimeS
              == Approx(run(chunks).stepTimeS).epsilon(1e-12));
    }
    SECTION("DualPipe: 30 layers on 8 stages, 4 a middle stage")
    {
        Workload dual = gpt(30, 8);
        dual.extra.insert(QStringLiteral("pipeline_schedule"), QStringLiteral("dualpipe"));
        CHECK(run(withLayout(dual, QStringLiteral("Et*3|(t*4|)*6t*3L"))).stepTimeS
              == Approx(run(dual).stepTimeS).epsilon(1e-12));
    }
    SECTION("an MTP module on the last stage, as mtp_layers puts it")
    {
        Workload mtp = gpt(16, 4);
        mtp.model.extra.insert(QStringLiteral("mtp_layers"), 1);
        CHECK(run(withLayout(mtp, QStringLiteral("Et*4|t*4|t*4|t*4mL"))).stepTimeS
              == Approx(run(mtp).stepTimeS).epsilon(1e-12));
    }
}

TEST_CASE("pipeline layout: a layout that balances the output end is faster, and what simulate refuses")
{
    // 16 layers, pp 4, a large vocabulary: the uniform split's last stage holds 4 layers and the output layer;
    // moving one layer off it (E + 5, 4, 4, 3 + L) can only help while the output layer is heavier than a layer.
    const PerfResult uniform = run(gpt(16, 4));
    const PerfResult moved = run(withLayout(gpt(16, 4), QStringLiteral("Et*5|t*4|t*4|t*3L")));
    CHECK(moved.stepTimeS < uniform.stepTimeS);
    // The model's layers and modules, and pp x interleave stages.
    PerfResult r = simulate(withLayout(gpt(16, 4), QStringLiteral("Et*4|t*4|t*4|t*3L")), perftest::dgxCluster(1, true));
    CHECK(r.status == PerfStatus::InvalidWorkload);
    CHECK(r.error.contains(QLatin1String("15 transformer layers")));
    r = simulate(withLayout(gpt(16, 4), QStringLiteral("Et*4|t*4|t*4|t*4mL")), perftest::dgxCluster(1, true));
    CHECK(r.error.contains(QLatin1String("mtp_layers is 0")));
    r = simulate(withLayout(gpt(16, 2), QStringLiteral("Et*4|t*4|t*4|t*4L")), perftest::dgxCluster(1, true));
    CHECK(r.error.contains(QLatin1String("pp x interleave = 4")));
    // A search on a layout that misses a layer says so, not that nothing fits in memory.
    Workload missing = withLayout(gpt(16, 4), QStringLiteral("Et*4|t*4|t*4|t*3L"));
    missing.parallelism.reset();
    CHECK(searchLimitError(missing, perftest::dgxCluster(1, true)).contains(QLatin1String("15 transformer layers")));
    // The search keeps to the layout's stages.
    Workload open = withLayout(gpt(16, 4), QStringLiteral("Et*2|(t*2|)*6t*2L"));
    open.parallelism.reset();
    const QList<StrategyResult> found = search(open, perftest::dgxCluster(1, true), 20);
    REQUIRE_FALSE(found.isEmpty());
    for (const StrategyResult &f : found)
        CHECK(f.strategy.pp * f.strategy.interleave == 8);
}
