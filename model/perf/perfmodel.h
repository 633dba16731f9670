#pragma once
// The performance model's public face (DESIGN.md "Performance model"): simulate a workload on a cluster,
// search its parallel strategies, report collectives and a scaling curve, and write the JSON of
// `aiplanner-cli simulate --json`. Everything is analytical and allocation-light, so the GUI can re-run it on
// every edit. The pieces live next to this file: transformerops (per-operation FLOPs/bytes), collectives,
// memorymodel, cnnmodel, inputpipeline, strategysearch.

#include "perf/clusterhardware.h"
#include "perf/perfresult.h"
#include "plan/plan.h"

#include <QJsonObject>
#include <QList>

namespace aip::perf {

// One optimizer step of `workload` on `cluster`. When the workload leaves any member of the strategy unset
// (tp, pp, dp, micro_batch, zero, recompute, sequence_parallel, interleave), the best strategy of search() that
// keeps what is given is used (strategySearched); when none fits, the one needing the least memory, with
// status DoesNotFit.
PerfResult simulate(const Workload &workload, const ClusterHardware &cluster);

// Every valid strategy (tp, pp, dp, micro_batch, zero, recompute, interleave) that fits in memory, fastest
// first, at most `top`. Members the workload sets are kept fixed. Bounded work: an absurd cluster returns an
// empty list quickly (see searchLimitError()).
QList<StrategyResult> search(const Workload &workload, const ClusterHardware &cluster, int top);
// The workload with its strategy left open, as `search --free` and the GUI's strategy table search it: the
// parallelism and micro_batch dropped, the sharding implementation kept (it names the software the cluster runs,
// not a choice of the search).
Workload openStrategy(Workload workload);
// Why search() returned nothing (empty when it did return something).
QString searchLimitError(const Workload &workload, const ClusterHardware &cluster);

// The activation-recompute mode for people, in the interface language ("none", "selective", "full" in English:
// the plan file's tokens, so English output reads as before).
QString recomputeLabel(Recompute r);
// The ZeRO stage as the program shows it: the number, and where DeepSpeed trains the strategy with its BF16_Optimizer
// (zero 0 in bf16; perf/datacomm.h deepSpeedBf16Optimizer()), which shards the optimizer states at stage 0, says so.
QString zeroLabel(const Strategy &s, Precision precision);
// An attention kernel in words, in the interface language, by its name in the workload's `attention` option
// ("flash3" -> "cuDNN / FlashAttention-3", cuDNN's fused attention or FA3; PerfResult::attentionKernel); the name
// itself for one it does not know.
QString attentionKernelLabel(const QString &kernel);

// Predicted bus bandwidth per collective and message size on `cluster` over `ranks` GPUs (0 = all).
QList<CollectiveRow> collectiveReport(const ClusterHardware &cluster, int ranks = 0);

// The workload on 1, 2, 4, ... nodes up to the cluster's count (and the count itself), or, on a cluster of one node
// with several GPUs, on 1, 2, 4, ... of its GPUs and all of them (ScalingPoint::nodes stays 1, ScalingPoint::gpus
// grows); parallelism is searched anew at each size unless tp and pp are given (then dp scales).
QList<ScalingPoint> scalingCurve(const Workload &workload, const ClusterHardware &cluster);

// The JSON of `simulate --json`: step_time_s, samples_per_s, tokens_per_s, model_tflops_per_gpu, mfu,
// memory{...}, breakdown{...}, bottleneck, time_to_train_s, strategy{...}, energy_per_step_j, ...
QJsonObject toJson(const PerfResult &result);
QJsonObject toJson(const Strategy &strategy);
QJsonObject toJson(const CollectiveRow &row);

} // namespace aip::perf
