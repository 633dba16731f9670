#pragma once
// Goodput: the share of a training run's wall-clock time that trains. Step time stays pure step time; goodput
// takes from the whole run the checkpoints (written at the storage's bandwidth) and the failures (each costs a
// restart, the checkpoint's reload and, on average, half a checkpoint interval of lost work). First-order model of
// Young (1974, "A first order approximation to the optimum checkpoint interval", CACM 17(9)) and Daly (2006).

#include "plan/plan.h"

#include <optional>

namespace aip::perf {

struct GoodputEstimate {
    double goodput = 1;             // 0..1
    double checkpointBytes = 0;     // weights + optimizer states, the whole model
    double checkpointWriteS = 0;    // one checkpoint
    double checkpointIntervalS = 0; // training time between checkpoints
    double restartS = 0;            // relaunch + reload after a failure
    double jobMtbfS = 0;            // mean time between failures of the job (0 = none expected)
};

// Failures per 1,000 GPU-days when the plan gives none: Llama 3 (Dubey et al. 2024, arXiv 2407.21783, Sec. 3.3.4,
// Table 5): 419 unexpected interruptions in a 54-day snapshot on 16,384 H100 GPUs: 419 / (54 x 16.384).
inline constexpr double kDefaultFailuresPer1kGpuDays = 419.0 / (54.0 * 16.384);

// `checkpointBytes` for the whole model; `gpus` and `nodes` of the job. `writeBytesPerS`: the bandwidth of the plan's
// storage tier for checkpoints (facility/storage.h); 0 = the default per node below.
GoodputEstimate estimateGoodput(const std::optional<Goodput> &given, double checkpointBytes, int gpus, int nodes,
                                double writeBytesPerS = 0);

} // namespace aip::perf
