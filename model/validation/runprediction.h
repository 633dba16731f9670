#pragma once
// One published run against the performance model: the plan the row describes (the way
// ../shared/acceptance/perf_eval.py builds it, plus what that script cannot say: the A100 40GB and H200 systems,
// fp8, context parallelism, the sharding implementation, GQA and gated MLPs), the model's answer for it, and that
// answer in the row's metric:
//   time_per_iteration        step time, s
//   throughput                samples/s of the whole cluster
//   tokens_per_s_per_gpu      tokens/s divided by the GPUs used
//   achieved_tflops_per_gpu   Narayanan et al. 2021 eq. 3 FLOPs (counts the recompute pass) / (step time x GPUs)
//   model_tflops_per_gpu      PaLM appendix B model FLOPs, 6N + 12 l h s per token / (step time x GPUs)
//   mfu                       the model's MFU, %
//   gpu_hours                 GPU-hours of the whole run: simulate's gpu_hours (with goodput) when the figure includes
//                             goodput losses, pure step time x steps when the row says it does not (goodput_included)
//   allreduce_busbw           predicted all-reduce bus bandwidth at the largest message size, GB/s

#include "hardware/partcatalog.h"
#include "plan/plan.h"
#include "validation/publishedruns.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace aip::validation {

struct RunPrediction {
    QString id, regime, split, metric, unit, source;
    double measured = 0;
    double predicted = 0;
    double errorPct = 0; // 100 (predicted - measured) / measured
    bool ok = false;     // a prediction was made (error says why not otherwise)
    bool fits = true;    // the model says the configuration fits in memory
    QString error;
    // Why the model says what it says (training rows with a prediction): the strategy it evaluated (the row's, or
    // the search's best when the row leaves parallelism open), that strategy's MFU, the share of the GPU's usable
    // memory it needs, and the goodput applied to whole-run GPU-hours.
    QJsonObject strategy;
    bool strategySearched = false;
    double mfu = 0;
    double memoryShare = 0; // total bytes per GPU / usable bytes per GPU
    double goodput = 1;
    // The row's plan names software options (plan/workloadoptions.h isSoftwareOption(): the attention kernel, fusions,
    // dispatchers, overlaps) or its framework (parallelism.sharding_impl): the prediction with them left at their
    // defaults, what a plan naming none of them is told. Equal to predicted and errorPct when the plan names none.
    bool softwareOptions = false;
    double predictedAtDefaults = 0;
    double errorAtDefaultsPct = 0;
};

// The row's identity (id, regime, split, metric, unit, source) and its measured value, no prediction yet; error
// "no measured value" when the row has none. The first step of every regime's prediction.
RunPrediction rowOf(const PublishedRun &run);

// p with the model's figure: predicted and its error against p.measured, ok; or p.error "the model gave no ..." when
// the figure is not a positive finite number. The last step of every regime's prediction.
RunPrediction withPredicted(RunPrediction p, double predicted);

// The plan file (JSON) for a row: one server type of `nodes` systems of the row's GPU, its InfiniBand fabric, and
// the workload with every parallelism member the row states.
QJsonObject planJsonForRun(const PublishedRun &run);

// planJsonForRun() read by the plan reader; nullopt with *error set when the reader refuses it.
std::optional<Plan> planForRun(const PublishedRun &run, QString *error);

// The GPU the run was made on where it differs from its system's catalog part (README: `gpu_memory_gb`,
// `gpu_memory_bandwidth_gbs`, `gpu_tdp_w`, the catalog's column names): the published figures replace the part's.
// predictRun applies it to the cluster it builds from the row's plan.
void applyRunGpu(const PublishedRun &run, GpuSpec &gpu);

// The model's figure for the row's metric. Never throws; ok = false with the reason when there is none.
RunPrediction predictRun(const PublishedRun &run, const PartCatalog &catalog);

// Every chassis, part and fabric switch SKU a row's plan can name (the published systems: DGX A100 40/80 GB, DGX H100,
// DGX H200 and their InfiniBand generations, the serving and inference systems, and the nodes rows name in their
// `chassis` and `parts` columns). The report's cache is keyed on these parts' content.
QStringList publishedSystemSkus();

// Whether a whole-run row's figure includes goodput losses (checkpoints, failures, restarts): the row's
// `goodput_included` column, `false` for figures that are step time x steps (LLaMA-1 Table 15: tokens / measured
// tokens per second); empty or `true` for wall-clock GPU time (model cards' "total GPU time").
bool goodputIncluded(const PublishedRun &run);

// FLOPs of one optimizer step by the two conventions the sources use.
double megatronStepFlops(double globalBatch, double seq, double layers, double hidden, double vocab);
double palmStepFlops(double globalBatch, double seq, double layers, double hidden, double params);

} // namespace aip::validation
