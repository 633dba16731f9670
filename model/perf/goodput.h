#pragma once
// Goodput: the share of a training run's wall-clock time that trains. Step time stays pure step time; goodput
// takes from the whole run the checkpoints (written at the storage's bandwidth) and the failures (each costs a
// restart, the checkpoint's reload and, on average, half a checkpoint interval of lost work). First-order model of
// Young (1974, "A first order approximation to the optimum checkpoint interval", CACM 17(9)) and Daly (2006).
//
// The failure rate, the restart overhead and the checkpoint interval are those measured on a cluster of the plan's
// GPU generation (measuredReliability below), never fitted to the validation rows.

#include "plan/plan.h"

#include <QString>

#include <optional>

namespace aip::perf {

struct GoodputEstimate {
    double goodput = 1;              // 0..1
    double checkpointBytes = 0;      // weights + optimizer states, the whole model
    double checkpointWriteS = 0;     // one checkpoint
    double checkpointIntervalS = 0;  // training time between checkpoints
    double restartS = 0;             // relaunch + reload after a failure
    double jobMtbfS = 0;             // mean time between failures of the job (0 = none expected)
    double failuresPer1kGpuDays = 0; // the rate used (the plan's, else the measured cluster's)
};

// Failures per 1,000 GPU-days when the plan gives none and the GPU generation has no measurement of its own: Llama 3
// (Dubey et al. 2024, arXiv 2407.21783, Sec. 3.3.4, Table 5): 419 unexpected interruptions in a 54-day snapshot on
// 16,384 H100 GPUs: 419 / (54 x 16.384).
inline constexpr double kDefaultFailuresPer1kGpuDays = 419.0 / (54.0 * 16.384);

// Kokolis et al. 2024, "Revisiting Reliability in Large-Scale Machine Learning Research Clusters" (arXiv 2410.21680,
// HPCA 2025), quantifying ETTR, "Comparison with actual jobs": the node failure rate r_f of RSC-1 (16k A100 80GB, DGX
// nodes of 8 GPUs) is 6.50 failures per 1,000 node-days (RSC-2, 8k A100: 2.34); its Fig. 7 projects MTTF = 1 / (N_nodes
// x r_f): 1.8 h at 16,384 GPUs, 0.23 h at 131,072. Per GPU-day: 6.50 / 8.
inline constexpr double kRsc1FailuresPer1kNodeDays = 6.50;
inline constexpr double kRsc1FailuresPer1kGpuDays = kRsc1FailuresPer1kNodeDays / 8;

// What a failure costs on a measured cluster, and how often that cluster checkpoints.
struct MeasuredReliability {
    double failuresPer1kGpuDays = kDefaultFailuresPer1kGpuDays;
    double relaunchS = 600;              // from the failure to training again, before the checkpoint is read back
    double checkpointEveryS = 0;         // the cluster's practice; 0 = Young's optimum for the job
    bool relaunchIncludesReload = false; // the measured overhead already counts reading the checkpoint back
    QString source;                      // the cluster the figures were measured on
};

// The measured cluster for a GPU generation (GpuSpec::architecture: "ampere", "hopper", ...): A100 ("ampere") at
// Meta's RSC-1, every other generation at Llama 3's H100 cluster (the newest published measurement).
MeasuredReliability measuredReliability(const QString &gpuArchitecture);

// `checkpointBytes` for the whole model; `gpus` and `nodes` of the job. `writeBytesPerS`: the bandwidth of the plan's
// storage tier for checkpoints (facility/storage.h); 0 = the default per node below. `gpuArchitecture`: the
// generation whose measured cluster supplies the failure rate, restart and interval (empty: Llama 3's H100 cluster).
GoodputEstimate estimateGoodput(const std::optional<Goodput> &given, double checkpointBytes, int gpus, int nodes,
                                double writeBytesPerS = 0, const QString &gpuArchitecture = {});

} // namespace aip::perf
