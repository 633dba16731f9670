#pragma once
// The storage findings (issue 21, item 4), one source of the rule book (analysis/planfindings.h): the plan's
// `storage` member (facility/storage.h) against what the workload reads and writes.
//   storage-field       a field of `storage` is wrong (error)
//   storage-system      parallel_fs without a system to size it (error)
//   storage-local-none  node-local NVMe chosen, the nodes have no drives (error)
//   storage-capacity    the data set does not fit the tier (warning)
//   storage-read        the input pipeline needs more than the tier reads (warning): the GPUs wait for data
//   storage-checkpoint  a checkpoint takes more than kCheckpointShareBudget of its interval (warning): goodput lost
//   storage-local-ckpt  checkpoints on node-local drives die with their node (info)

#include "perf/clusterhardware.h"
#include "perf/perfresult.h"
#include "plan/plan.h"
#include "rules/finding.h"

#include <QList>

namespace aip::facility {

// The share of training time a checkpoint may take before it is a finding: 5 %. A rule of thumb of this program, not a
// published figure: the goodput loses exactly this share to checkpoint stalls (perf/goodput.h), and above one step in
// twenty a faster tier or asynchronous checkpointing pays for itself.
inline constexpr double kCheckpointShareBudget = 0.05;

// cluster and result: the performance model's, when it has them (null: only the plan's own fields are checked).
QList<Finding> storageFindings(const Plan &plan, const perf::ClusterHardware *cluster, const perf::PerfResult *result);

// The data set in bytes: storage.dataset_tb, else one epoch of the workload (its tokens or samples to train times
// the model's input bytes per sample); 0 when neither is known.
double datasetBytes(const Plan &plan);

} // namespace aip::facility
