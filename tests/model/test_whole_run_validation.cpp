// The whole-run rows of the validation set (resources/validation/published_runs.csv, regime whole-run; README,
// "Whole runs"): the code that trained LLaMA 1 and Llama 2 as their configuration describes it, and issue 14's
// bullet "Llama-2 70B for 2T tokens on A100 80GB with goodput on lands within 15 % of the model card's GPU-hours".
#include "model/bundledrunfixture.h"
#include "model/perffixture.h"
#include "model/wholerunfixture.h"
#include "perf/clusterhardware.h"
#include "perf/perfmodel.h"
#include "perf/transformerlayer.h"
#include "support/testsupport.h"
#include "validation/publishedruns.h"
#include "validation/runprediction.h"
#include "validation/validationreport.h"

#include <cmath>

namespace {

using namespace aip;
using namespace aip::validation;

QList<PublishedRun> wholeRuns()
{
    QList<PublishedRun> out;
    for (const PublishedRun &run : bundledPublishedRuns()) {
        if (run.regime() == QLatin1String("whole-run"))
            out << run;
    }
    return out;
}

// What a run's training configuration fixes of its layout, which the row's plan must carry as it is.
struct FixedLayout {
    int tp = 1, pp = 1, dp = 1, zero = 0;
    Recompute recompute = Recompute::None;
    int microBatch = 1;
    qint64 globalBatch = 1;
};

// The row's plan, its layout checked against the configuration's.
Plan planWithLayout(const PublishedRun &run, const FixedLayout &l)
{
    QString error;
    const std::optional<Plan> plan = planForRun(run, &error);
    INFO(error.toStdString());
    REQUIRE(plan);
    REQUIRE(plan->workload.parallelism);
    const Parallelism &par = *plan->workload.parallelism;
    CHECK(par.tp == l.tp);
    CHECK(par.pp == l.pp);
    CHECK(par.dp == l.dp);
    CHECK(par.zero == l.zero);
    CHECK(par.recompute == l.recompute);
    CHECK(plan->workload.microBatch == l.microBatch);
    CHECK(plan->workload.globalBatch == l.globalBatch);
    return *plan;
}

// The row's prediction, which must be the plan's own layout (not a searched one) and fit; and the plan's step.
perf::PerfResult predictedStep(const PublishedRun &run, const Plan &plan, const PartCatalog &catalog,
                               RunPrediction *prediction)
{
    *prediction = predictRun(run, catalog);
    INFO(prediction->error.toStdString());
    REQUIRE(prediction->ok);
    CHECK(prediction->fits);
    CHECK_FALSE(prediction->strategySearched);
    QString error;
    const std::optional<perf::ClusterHardware> cluster = perf::clusterFromPlan(plan, catalog, &error);
    REQUIRE(cluster);
    const perf::PerfResult step = perf::simulate(plan.workload, *cluster);
    REQUIRE(step.status == perf::PerfStatus::Ok);
    return step;
}

} // namespace

TEST_CASE("whole runs: the LLaMA 1 and Llama 2 rows run as LLaMA 1's code did and the Llama 3 rows keep the defaults")
{
    const QList<PublishedRun> runs = wholeRuns();
    int meta2023 = 0, llama3 = 0;
    for (const PublishedRun &run : runs) {
        INFO(run.id().toStdString());
        QString error;
        const std::optional<Plan> plan = planForRun(run, &error);
        REQUIRE(plan);
        const Workload &w = plan->workload;
        if (run.id().startsWith(QLatin1String("WR-LLAMA1-")) || run.id().startsWith(QLatin1String("WR-LLAMA2-"))) {
            // LLaMA 1 Sec. 2.4: xformers' attention with the FlashAttention (v1) backward, checkpointing that keeps
            // the linear layers' outputs; the elementwise ops op by op (the released llama/model.py, no fused
            // RMSNorm or rotary kernel in xformers before v0.0.22, no torch.compile before PyTorch 2.0).
            CHECK(w.extra.value(QStringLiteral("attention")).toString() == QLatin1String("flash1"));
            CHECK(perf::selectiveRecompute(w) == perf::SelectiveRecompute::Elementwise);
            CHECK_FALSE(perf::fusedElementwise(w));
            ++meta2023;
        } else if (run.id().startsWith(QLatin1String("WR-LLAMA3-"))) {
            // Nothing published on Llama 3's kernels: the plan's defaults.
            CHECK(perf::fusedElementwise(w));
            CHECK_FALSE(w.extra.contains(QStringLiteral("attention")));
            ++llama3;
        }
    }
    CHECK(meta2023 == 8); // LLaMA 1 7B, 13B, 33B, 65B; Llama 2 7B, 13B, 34B, 70B
    CHECK(llama3 == 2);   // Llama 3 8B, 70B
}

TEST_CASE("whole runs: Llama 2 70B for 2T tokens on A100 80GB with goodput lands within 15 % of the model card")
{
    QList<PublishedRun> runs;
    for (const PublishedRun &run : wholeRuns()) {
        if (run.id() == QLatin1String("WR-LLAMA2-70B"))
            runs << run;
    }
    REQUIRE(runs.size() == 1);
    const PublishedRun &run = runs.first();
    // The card's figure (meta-llama/llama MODEL_CARD.md at 0e3444b: 1,720,320 GPU-hours for the 70B) and what it
    // covers: 2T tokens, the wall-clock GPU time, goodput included.
    CHECK(run.number("value").value_or(0) == 1720320.0);
    CHECK(run.number("tokens_to_train").value_or(0) == 2e12);
    CHECK(goodputIncluded(run));
    CHECK(run.field("gpu") == QLatin1String("A100-SXM4-80GB"));

    const ValidationReport report = runValidation(runs, perftest::catalog());
    REQUIRE(report.rows.size() == 1);
    const RunPrediction &p = report.rows.first();
    REQUIRE(p.ok);
    CHECK(p.goodput < 1.0); // goodput on: failures and checkpoints of a 2,048-GPU run over weeks
    CHECK(p.goodput > 0.9);
    INFO("predicted " << p.predicted << " GPU-hours, error " << p.errorPct << " %");
    CHECK(std::abs(p.errorPct) <= 15.0);
}

TEST_CASE("whole runs: the Llama 2 rows are the card's table, the unreleased 34B its total less the three it lists")
{
    // meta-llama/llama MODEL_CARD.md at 0e3444b lists 7B, 13B and 70B and a Total of 3,311,616 GPU-hours; the paper's
    // Table 2 (arXiv 2307.09288) has the fourth row, 34B, 1,038,336. The four rows must add up to the card's total.
    double sum = 0;
    int rows = 0;
    for (const PublishedRun &run : wholeRuns()) {
        if (!run.id().startsWith(QLatin1String("WR-LLAMA2-")))
            continue;
        sum += run.number("value").value_or(0);
        ++rows;
        CHECK(run.number("tokens_to_train").value_or(0) == 2e12);
        CHECK(goodputIncluded(run));
        // Table 2's "Power Consumption (W)": the 34B on the production cluster's 350 W cap, the others at RSC's 400 W.
        CHECK(run.number("gpu_tdp_w").value_or(0) == (run.id() == QLatin1String("WR-LLAMA2-34B") ? 350 : 400));
    }
    CHECK(rows == 4);
    CHECK(sum == 3311616.0);
}

TEST_CASE("whole runs: Llama 3.1 405B's whole run is Table 4's 16,384-GPU step row, step for step, with goodput")
{
    // The card's 30.84M H100-hours (meta-llama/llama-models models/llama3_1/MODEL_CARD.md @ 1b28708) and the paper's
    // 16,384-GPU layout (Dubey et al. 2024 Table 4, the step row LLAMA3-T4-16384) are one training: the whole-run row
    // may differ from the step row only in what it measures.
    const std::optional<PublishedRun> whole = validationtest::bundledRun("WR-LLAMA31-405B");
    const std::optional<PublishedRun> step = validationtest::bundledRun("LLAMA3-T4-16384");
    REQUIRE(whole);
    REQUIRE(step);
    wholeruntest::checkSameTrainingAsStepRow(*whole, *step);
    CHECK(whole->number("value").value_or(0) == 30.84e6);
    CHECK(whole->number("tokens_to_train").value_or(0) == 15.6e12);
    CHECK(goodputIncluded(*whole));

    const RunPrediction w = predictRun(*whole, perftest::catalog());
    const RunPrediction s = predictRun(*step, perftest::catalog());
    INFO(w.error.toStdString() << s.error.toStdString());
    REQUIRE(w.ok);
    REQUIRE(s.ok);
    // 16,384 GPUs for months: the Llama 3 paper's interruption rate (Sec. 3.3.4) costs several per cent.
    CHECK(w.goodput < 0.97);
    CHECK(w.goodput > 0.85);
    // The step row predicts PaLM model TFLOP/s per GPU; its step time is the step's PaLM FLOPs over that rate and the
    // GPUs. GPU-hours = steps x step time x 16,384 / goodput.
    const double stepFlops = palmStepFlops(2048, 8192, 126, 16384, 405.9e9);
    const double stepS = stepFlops / (s.predicted * 1e12 * 16384);
    const double steps = 15.6e12 / (2048.0 * 8192.0);
    CHECK(w.predicted == Approx(steps * stepS * 16384 / 3600 / w.goodput).epsilon(2e-3));
}

TEST_CASE("whole runs: StarCoderBase runs its training script's layout on four 100 Gb/s cards a node")
{
    // bigcode-project/Megatron-LM examples/pretrain_bigcode_model.slurm @ c988cf25 (the repository the model card
    // names): TP 4 with sequence parallelism x PP 4 on 64 nodes of 8, micro-batch 1 of a 512 batch, bf16, the
    // distributed optimizer, no recompute, multi-query attention, flash-attn 1; gradients reduced after the backward
    // (the fork's train_step). The card: 512 A100 for 24 days, 250k steps.
    const std::optional<PublishedRun> run = validationtest::bundledRun("WR-STARCODERBASE-15B");
    REQUIRE(run);
    CHECK(run->number("value").value_or(0) == 512.0 * 24 * 24);
    CHECK(run->number("tokens_to_train").value_or(0) == 250000.0 * 512 * 8192);
    CHECK(goodputIncluded(*run));

    const Plan plan = planWithLayout(*run, {4, 4, 32, 1, Recompute::None, 1, 512});
    CHECK(plan.workload.parallelism->sequenceParallel == true);
    CHECK(plan.workload.model.kvHeads == 1);
    CHECK(plan.workload.extra.value(QStringLiteral("attention")).toString() == QLatin1String("flash1"));
    CHECK(plan.workload.extra.value(QStringLiteral("gradient_reduce")).toString() == QLatin1String("after_backward"));
    // Megatron-LM's bf16 reduces the fp32 main_grad buffer and its distributed optimizer gathers through it in the
    // step.
    CHECK(plan.workload.extra.value(QStringLiteral("dp_reduce_dtype")).toString() == QLatin1String("fp32"));
    CHECK(plan.workload.extra.value(QStringLiteral("param_gather")).toString() == QLatin1String("in_step_grad_buffer"));

    PartCatalog catalog = perftest::catalog();
    perftest::addBloomNode(catalog); // the HGX A100 chassis with four 100 Gb/s cards, standing in for a p4de
    QString error;
    const std::optional<perf::ClusterHardware> cluster = perf::clusterFromPlan(plan, catalog, &error);
    REQUIRE(cluster);
    CHECK(cluster->totalGpus() == 512);
    CHECK(cluster->nicsPerNode * cluster->nicGbps == 400);

    // GPU-hours = steps x the plan's step time x 512 / goodput, the step the layout gives, not a searched one.
    RunPrediction p;
    const perf::PerfResult step = predictedStep(*run, plan, catalog, &p);
    CHECK(p.goodput < 1);
    CHECK(p.goodput > 0.95); // 64 nodes for about three weeks
    CHECK(p.predicted == Approx(250000 * step.stepTimeS * 512 / 3600 / p.goodput).epsilon(2e-3));
}

TEST_CASE("whole runs: Pythia 1B runs its config's layout through DeepSpeed on 64 A100 40GB")
{
    // EleutherAI/pythia models/1B/pythia-1b.yml @ a19eecb: "trained on 64 gpus", model and pipe parallel 1,
    // micro-batch 16 and no accumulation (1,024 x 2,048 a step), DeepSpeed ZeRO-1, full activation checkpointing,
    // dropout 0, flash attention on every layer; bf16 (the suite's README). 4,830 GPU-hours for 299,892,736,000
    // tokens (the Pythia paper as TinyLlama's README quotes it), 64 GPUs for 3 days in Khandelwal et al. 2024.
    const std::optional<PublishedRun> run = validationtest::bundledRun("WR-PYTHIA-1B");
    REQUIRE(run);
    CHECK(run->number("value").value_or(0) == 4830);
    CHECK(run->number("tokens_to_train").value_or(0) == 143000.0 * 1024 * 2048);
    const double hoursPerGpu = run->number("value").value_or(0) / 64;
    CHECK(hoursPerGpu > 3 * 24); // "3 days", rounded down
    CHECK(hoursPerGpu < 4 * 24);
    CHECK(goodputIncluded(*run));

    const Plan plan = planWithLayout(*run, {1, 1, 64, 1, Recompute::Full, 16, 1024});
    CHECK(plan.workload.parallelism->shardingImpl == ShardingImpl::DeepSpeed);
    CHECK(plan.workload.precision == Precision::Bf16);
    CHECK(plan.workload.extra.value(QStringLiteral("attention")).toString() == QLatin1String("flash1"));
    // GPT-NeoX turns a quarter of each head (rotary_pct 0.25) with its eager rotate_half code in bf16.
    CHECK(plan.workload.model.extra.value(QStringLiteral("partial_rotary_factor")).toDouble() == 0.25);
    CHECK(plan.workload.extra.value(QStringLiteral("rotary")).toString() == QLatin1String("eager_rotate_half"));

    PartCatalog catalog = perftest::catalog();
    perftest::addBloomNode(catalog); // the HGX A100 chassis with four 100 Gb/s cards, standing in for a p4d
    QString error;
    const std::optional<perf::ClusterHardware> cluster = perf::clusterFromPlan(plan, catalog, &error);
    REQUIRE(cluster);
    CHECK(cluster->totalGpus() == 64);
    CHECK(cluster->gpuSku == QLatin1String("nvidia-a100-sxm4-40gb"));
    CHECK(cluster->nicsPerNode * cluster->nicGbps == 400);

    // GPU-hours = 143,000 steps x the config's step x 64 / goodput, not a searched layout's.
    RunPrediction p;
    const perf::PerfResult step = predictedStep(*run, plan, catalog, &p);
    CHECK(p.predicted == Approx(143000 * step.stepTimeS * 64 / 3600 / p.goodput).epsilon(2e-3));
    // DeepSpeed's ZeRO-1 gathers the updated weights inside its step, where Megatron-Core's overlapped gather runs
    // ahead of the next forward: the same plan exposes more with DeepSpeed.
    Workload overlapped = plan.workload;
    overlapped.parallelism->shardingImpl = ShardingImpl::Megatron;
    const perf::PerfResult megatron = perf::simulate(overlapped, *cluster);
    REQUIRE(megatron.status == perf::PerfStatus::Ok);
    CHECK(step.breakdown.dpCommExposedS > megatron.breakdown.dpCommExposedS);
}

TEST_CASE("whole runs: TinyLlama 1.1B runs its script's FSDP layout on 16 A100 40GB, tokens over its measured rate")
{
    // jzhang38/TinyLlama README @ 026587c: 3,456 A100 GPU-hours for 300B tokens on 16 A100-40G, "24k tokens per second
    // per A100-40G GPU"; pretrain/tinyllama.py @ 09baa9e: Lightning Fabric FSDP (FULL_SHARD, one unit a Block, no
    // activation checkpointing), micro-batch 8, 64 sequences a GPU a step, bf16-mixed.
    const std::optional<PublishedRun> run = validationtest::bundledRun("WR-TINYLLAMA-1.1B");
    REQUIRE(run);
    const double hours = run->number("value").value_or(0);
    const double tokens = run->number("tokens_to_train").value_or(0);
    CHECK(hours == 3456);
    CHECK(tokens == 300e9);
    CHECK(hours / 16 == 9 * 24); // 16 GPUs for exactly nine days
    // The figure is the tokens over the README's measured rate: pure step time, no goodput.
    CHECK(tokens / (hours * 3600) == Approx(24000).epsilon(0.01));
    CHECK_FALSE(goodputIncluded(*run));

    // 8 micro-batches of 8 a GPU a step.
    const Plan plan = planWithLayout(*run, {1, 1, 16, 3, Recompute::None, 8, 1024});
    CHECK(plan.workload.parallelism->shardingImpl == ShardingImpl::Fsdp);
    CHECK(plan.workload.precision == Precision::Bf16);
    CHECK(plan.workload.model.kvHeads == 4);
    CHECK(plan.workload.model.ffnHidden == 5632);
    CHECK(plan.workload.model.gatedMlp == true);
    CHECK(plan.workload.extra.value(QStringLiteral("loss")).toString() == QLatin1String("fused"));

    PartCatalog catalog = perftest::catalog();
    perftest::addDgx(catalog, "nvidia-dgx-a100-40gb", "nvidia-a100-sxm4-40gb", 600, "amd-epyc-7742",
                     "nvidia-connectx6-hdr200", "nvidia-connectx6-hdr200-dual", 2488);
    QString error;
    const std::optional<perf::ClusterHardware> cluster = perf::clusterFromPlan(plan, catalog, &error);
    REQUIRE(cluster);
    CHECK(cluster->totalGpus() == 16);
    CHECK(cluster->gpuSku == QLatin1String("nvidia-a100-sxm4-40gb"));

    // GPU-hours = the tokens' steps x the script's step x 16, nothing for failures or checkpoints; and it fits in
    // 40 GB without recompute, as the README says it does.
    RunPrediction p;
    const perf::PerfResult step = predictedStep(*run, plan, catalog, &p);
    CHECK(p.goodput == 1.0);
    const double steps = tokens / (1024.0 * 2048);
    CHECK(p.predicted == Approx(steps * step.stepTimeS * 16 / 3600).epsilon(2e-3));
}
