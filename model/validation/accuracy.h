#pragma once
// The error band a prediction carries (issue 14, "an accuracy report users can see"): which regime of the
// validation set a configuration falls in, and that regime's mean absolute error on published runs. A configuration
// outside every regime (a GPU, precision or model kind the set has no runs for) is said to be not covered.
//
// Regimes (resources/validation/README.md):
//   bert-cnn-a100   BERT and CNNs on A100 SXM (DeepLearningExamples)
//   efficientnet-a100  EfficientNet-B0 / -B4 on A100 SXM (DeepLearningExamples)
//   long-seq        transformers at 16k tokens per sequence or more, A100 / H100 / H200 SXM
//   very-large      transformers of 300B parameters or more
//   fp8-h100        fp8 on H100 / H200 SXM
//   b200            dense decoder training (bf16 / fp8) on B200 (SXM and GB200 NVL72), every size and strategy
//   fsdp-gt256      ZeRO-3 / FSDP fully sharded over more than 256 GPUs
//   fsdp-a100       ZeRO-3 / FSDP up to 256 GPUs, A100 SXM
//   fsdp-h100       ZeRO-3 / FSDP up to 256 GPUs, H100 / H200 SXM
//   3d-a100         tensor / pipeline / data parallel without full sharding (ZeRO <= 2), A100 SXM
//   3d-h100         the same on H100 / H200 SXM
// whole-run (GPU-hours from model cards) and nccl (collective bandwidth) are regimes of rows, not of
// configurations: no configuration is classified into them.

#include "perf/clusterhardware.h"
#include "perf/perfresult.h"
#include "plan/plan.h"
#include "validation/validationreport.h"

#include <QJsonObject>
#include <QString>

namespace aip::validation {

struct AccuracyBand {
    QString regime;     // empty when not covered
    double bandPct = 0; // the regime's mean absolute error in the validation report, %
    double maxPct = 0;  // and its worst
    int rows = 0;       // published runs behind the figure
    // The regime's lean (RegimeStats::meanOptimismPct): > 0 its predictions ran optimistic on average (faster,
    // cheaper, smaller than measured), < 0 pessimistic.
    double optimismPct = 0;
    bool covered = false;
    // The regime has calibration runs only (the constants were fitted on them): an in-sample figure, said so.
    bool calibrationOnly = false;
};

// ZeRO-3 above this many GPUs is the regime "fsdp-gt256" (the issue's own limit for fully sharded runs at scale), where
// the implementations differ most (analysis/planfindings.cpp notes a plan that names none).
inline constexpr int kLargeShardedGpus = 256;

// The regime of `workload` run with `result`'s strategy on `cluster`; empty when no regime covers it.
QString regimeFor(const Workload &workload, const perf::ClusterHardware &cluster, const perf::PerfResult &result);

// The band of that regime in `report`; not covered when the regime is empty or has no rows with a prediction.
AccuracyBand accuracyFor(const Workload &workload, const perf::ClusterHardware &cluster, const perf::PerfResult &result,
                         const ValidationReport &report);

// simulate --json's "accuracy": {"regime", "band_pct", "covered"} (+ "max_pct", "rows", "calibration_only",
// "optimism_pct"; regime null when not covered).
QJsonObject toJson(const AccuracyBand &band);

// For people, in the interface language: "±7.3% for 3D parallelism on H100 in published runs (11 runs)", with the
// regime's lean when it is not noise beside the band ("...; on average 9% optimistic)"), or "outside every regime of
// the validation set".
QString accuracyText(const AccuracyBand &band);
// Whether accuracyText() names the band's lean: at least kLeanShownPct points, and at least half the band (a smaller
// lean is noise beside the band itself); never for an in-sample (calibration-only) band.
bool leanShown(const AccuracyBand &band);
inline constexpr double kLeanShownPct = 5;
// What the optimism figure means, in the interface language (validate's footnote, the accuracy dialog's tooltip).
QString optimismMeaning();
// A regime's name in words ("FSDP / ZeRO-3 on A100 up to 256 GPUs").
QString regimeLabel(const QString &regime);

} // namespace aip::validation
