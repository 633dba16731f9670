// What the accuracy report says about each run beyond its error (model/validation/runprediction.h): the strategy the
// model evaluated, its MFU, the memory it needs and the goodput of whole runs, exactly as simulate gives them; and
// two checks of the model against what published runs show about memory and goodput.
#include "model/perffixture.h"
#include "perf/goodput.h"
#include "perf/perfmodel.h"
#include "support/testsupport.h"
#include "validation/publishedruns.h"
#include "validation/runprediction.h"
#include "validation/validationreport.h"

#include <QJsonArray>

namespace {

using namespace aip;
using namespace aip::validation;

// The perf fixture's catalog and the DGX A100 40GB that the LLM Foundry A100-40GB rows run on.
PartCatalog catalog()
{
    PartCatalog cat = perftest::catalog();
    perftest::addDgx(cat, "nvidia-dgx-a100-40gb", "nvidia-a100-sxm4-40gb", 600, "amd-epyc-7742",
                     "nvidia-connectx6-hdr200", "nvidia-connectx6-hdr200-dual", 2488);
    return cat;
}

QList<PublishedRun> runsWhere(bool (*keep)(const PublishedRun &))
{
    QList<PublishedRun> out;
    for (const PublishedRun &run : bundledPublishedRuns()) {
        if (keep(run))
            out << run;
    }
    return out;
}

const RunPrediction *rowOf(const ValidationReport &r, const char *id)
{
    for (const RunPrediction &p : r.rows) {
        if (p.id == QLatin1String(id))
            return &p;
    }
    return nullptr;
}

} // namespace

TEST_CASE("validation report: each training run says which strategy the model evaluated, its MFU, memory and goodput")
{
    const QList<PublishedRun> runs = runsWhere([](const PublishedRun &run) {
        return run.id() == QLatin1String("WR-LLAMA2-70B") || run.id() == QLatin1String("MTNLG-530B-2240")
            || run.id() == QLatin1String("DGXC-L31-405B-BF16-576") || run.regime() == QLatin1String("nccl");
    });
    REQUIRE(runs.size() >= 4);
    const PartCatalog cat = catalog();
    const ValidationReport report = runValidation(runs, cat);

    SECTION("a whole run that leaves the parallelism open: the search's best, as simulate gives it")
    {
        const RunPrediction *p = rowOf(report, "WR-LLAMA2-70B");
        REQUIRE(p);
        REQUIRE(p->ok);
        const PublishedRun *run = nullptr;
        for (const PublishedRun &r : runs)
            run = r.id() == p->id ? &r : run;
        REQUIRE(run);
        QString error;
        const std::optional<Plan> plan = planForRun(*run, &error);
        REQUIRE(plan);
        const auto cluster = perf::clusterFromPlan(*plan, cat, &error);
        REQUIRE(cluster);
        const perf::PerfResult r = perf::simulate(plan->workload, *cluster);
        CHECK(p->strategySearched);
        CHECK(p->strategy == perf::toJson(r.strategy));
        CHECK(p->mfu == Approx(r.mfu));
        CHECK(p->memoryShare == Approx(r.memory.totalBytes / r.memory.capacityBytes));
        CHECK(p->goodput == Approx(r.goodput));
        const QJsonObject &s = p->strategy;
        const int gpus = s.value(QStringLiteral("gpus")).toInt();
        CHECK(gpus
              == s.value(QStringLiteral("tp")).toInt() * s.value(QStringLiteral("pp")).toInt()
                  * s.value(QStringLiteral("dp")).toInt() * s.value(QStringLiteral("cp")).toInt());
        CHECK(gpus <= 2048);
        CHECK(p->fits == (p->memoryShare <= 1));
        // GPU-hours with goodput: the pure step time's GPU-hours over the goodput.
        REQUIRE(r.timeToTrainS);
        CHECK(p->predicted == Approx(*r.timeToTrainS * gpus / 3600 / p->goodput));
        CHECK(p->goodput < 1);
    }
    SECTION("a run that states its parallelism: that strategy")
    {
        // Every member given (NVIDIA's Llama 3.1 405B recipe): nothing searched.
        const RunPrediction *full = rowOf(report, "DGXC-L31-405B-BF16-576");
        REQUIRE(full);
        REQUIRE(full->ok);
        CHECK_FALSE(full->strategySearched);
        for (const auto &[key, value] : {std::pair{"tp", 8}, {"pp", 9}, {"dp", 4}, {"cp", 2}, {"micro_batch", 1}})
            CHECK(full->strategy.value(QLatin1String(key)).toInt() == value);
        CHECK(full->mfu > 0);
        CHECK(full->memoryShare > 0);
        // MT-NLG's row gives tp, pp and dp but no micro-batch: the search keeps the layout and picks the rest.
        const RunPrediction *layout = rowOf(report, "MTNLG-530B-2240");
        REQUIRE(layout);
        REQUIRE(layout->ok);
        CHECK(layout->strategySearched);
        CHECK(layout->strategy.value(QStringLiteral("tp")).toInt() == 8);
        CHECK(layout->strategy.value(QStringLiteral("pp")).toInt() == 35);
        CHECK(layout->strategy.value(QStringLiteral("dp")).toInt() == 8);
    }
    SECTION("validate --json carries them for training runs, not for collective bandwidth runs")
    {
        const QJsonObject o = toJson(report);
        int training = 0, collective = 0;
        for (const QJsonValue &v : o.value(QStringLiteral("rows")).toArray()) {
            const QJsonObject row = v.toObject();
            const bool isCollective = row.value(QStringLiteral("regime")).toString() == QLatin1String("nccl");
            INFO(row.value(QStringLiteral("id")).toString().toStdString());
            for (const char *k : {"strategy", "strategy_searched", "mfu", "memory_share", "goodput"})
                CHECK(row.contains(QLatin1String(k)) == !isCollective);
            (isCollective ? collective : training)++;
        }
        CHECK(training == 3);
        CHECK(collective >= 1);
    }
}

TEST_CASE("perf memory: the runs LLM Foundry tuned to the largest micro-batch that ran all fit, some at the brim")
{
    // MosaicML's LLM Foundry benchmark tables (resources/validation/published_runs.csv, LF-* rows) list for each
    // model the largest micro-batch that ran on A100 40GB, A100 80GB and H100 80GB with PyTorch FSDP. The memory
    // model must let every one of them fit, and, since they were tuned to the edge, some must need nearly all of
    // the usable memory: a blanket margin (e.g. GMLake's 15 % allocator fragmentation, ASPLOS 2024, applied to the
    // activations of runs without recompute) would refuse five of them.
    const QList<PublishedRun> runs
        = runsWhere([](const PublishedRun &run) { return run.id().startsWith(QLatin1String("LF-")); });
    REQUIRE(runs.size() >= 20);
    const ValidationReport report = runValidation(runs, catalog());
    double highest = 0;
    for (const RunPrediction &p : report.rows) {
        INFO(p.id.toStdString() << " needs " << p.memoryShare << " of the usable memory");
        REQUIRE(p.ok);
        CHECK(p.fits);
        CHECK(p.memoryShare <= 1);
        highest = std::max(highest, p.memoryShare);
    }
    // A blanket 15 % margin on the total would refuse any run that needs more than 1 / 1.15 = 0.870 of the memory.
    // MPT trains without dropout (modelarch.h trainsWithDropout(); the rows say `dropout` false) and LLM Foundry's
    // loss is flash-attn's fused cross entropy (the rows' `loss` fused: 4 bytes a logit at its backward, where the
    // model had counted 6 for every loss until 2026-12-04; memorymodel.cpp lossPeakBytesPerLogit()): the tightest,
    // LF-H100FP8-3B-S8K-8, needs 0.892 of it (0.921 with the 6 bytes, 0.93 with dropout masks as well).
    CHECK(highest * 1.15 > 1);
}

TEST_CASE("perf goodput: Llama 3 405B on 16,384 H100 lands where its paper says, smaller jobs lose less")
{
    // Dubey et al. 2024 (arXiv 2407.21783) Sec. 3.3.4: 419 unexpected interruptions in 54 days on 16,384 H100 GPUs
    // (2,048 nodes), "higher than 90% effective training time". Checkpoint: bf16 weights and fp32 Adam states of
    // 405.9B parameters (14 bytes each).
    const double checkpoint = 405.9e9 * 14;
    const perf::GoodputEstimate llama3 = perf::estimateGoodput(std::nullopt, checkpoint, 16384, 2048);
    CHECK(llama3.goodput > 0.90);
    CHECK(llama3.goodput < 0.95);
    // Its job's mean time between failures: 54 days / 419 interruptions.
    CHECK(llama3.jobMtbfS == Approx(54.0 * 86400 / 419).epsilon(1e-9));
    // Llama 2 70B on 2,048 A100 (256 nodes): an eighth of the failures, a smaller checkpoint.
    const perf::GoodputEstimate llama2 = perf::estimateGoodput(std::nullopt, 69e9 * 14, 2048, 256);
    CHECK(llama2.goodput > llama3.goodput);
    CHECK(llama2.goodput > 0.97);
    CHECK(llama2.goodput < 1);
}

TEST_CASE("validation set: torchtitan's 405B context-parallel rows run their 4D layout, one sequence per micro-batch")
{
    // benchmarks/llama3_h100_202412_torchtitan.md Table 6: TP 8 and PP 8 in every row, FSDP x CP = 8 (8x1, 4x2, 2x4,
    // 1x8) over 512 GPUs, local batch 8 cut into PP = 8 micro-batches of one sequence (torchtitan 9dec370's default),
    // the sequence growing with CP so that each GPU holds 32k of its tokens.
    const QList<PublishedRun> runs = runsWhere(
        [](const PublishedRun &run) { return run.id().startsWith(QLatin1String("TT-H100FP8-L31-405B-CP")); });
    REQUIRE(runs.size() == 4);
    const ValidationReport report = runValidation(runs, catalog());
    for (const PublishedRun &run : runs) {
        const RunPrediction *p = rowOf(report, run.id().toLatin1().constData());
        REQUIRE(p);
        INFO(p->id.toStdString());
        REQUIRE(p->ok);
        CHECK(p->regime == QLatin1String("long-seq"));
        CHECK_FALSE(p->strategySearched);
        const QJsonObject &s = p->strategy;
        const int cp = s.value(QStringLiteral("cp")).toInt();
        CHECK(s.value(QStringLiteral("tp")).toInt() == 8);
        CHECK(s.value(QStringLiteral("pp")).toInt() == 8);
        CHECK(cp * s.value(QStringLiteral("dp")).toInt() == 8);
        CHECK(s.value(QStringLiteral("micro_batch")).toInt() == 1);
        CHECK(s.value(QStringLiteral("grad_accum")).toInt() == 8);
        CHECK(run.number("seq_len").value_or(0) == 32768.0 * cp);
        // torchtitan ran them in 96 GB (75.3-84.9 GiB peak).
        CHECK(p->fits);
    }
}
