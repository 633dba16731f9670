#pragma once
// The fine-tuning, offload and mixture-of-experts rows of the validation set (issue 23;
// resources/validation/published_finetune.csv): what their columns add to a row's plan, the metrics only they use,
// and the regimes they open in the accuracy report. runprediction.cpp and accuracy.cpp call in here with a line each.
//
// Columns (beyond published_runs.csv's):
//   finetune_method  full | lora | qlora: workload.finetune.method (empty: training, not a fine-tune)
//   lora_rank        workload.finetune.rank (empty: the model's default, perf/finetune.h)
//   lora_target      workload.finetune.target as "q;k;v" (empty: every linear layer, the model's default)
//   offload          cpu | nvme: workload.parallelism.offload
//   ep               expert-parallel degree: workload.parallelism.ep
//   chassis, parts   the server when it is not a DGX: a chassis SKU and "sku*qty;sku*qty" (one node);
//                    published_runs.csv has them too (BLOOM's node), applied by the same applyFineTuneColumns()
//   preset           for transformer rows, a model preset (mixtral-8x7b, deepseek-v3, kimi-k2)
//                    replacing the explicit shape
// Metrics:
//   tokens_per_s     tokens per second of the whole job (torchtune's README figures)
//   peak_memory_gib  the model's memory per GPU as PyTorch's allocator counts it (weights, gradients, optimizer,
//                    activations; not the CUDA context and NCCL buffers of the framework allowance), GiB

#include "perf/perfresult.h"
#include "plan/plan.h"
#include "validation/publishedruns.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace aip::validation {

// Adds the columns above to the plan planJsonForRun() built for `run`; rows without them are left as they are.
void applyFineTuneColumns(const PublishedRun &run, QJsonObject &plan);

// The catalog SKUs a row names in its `chassis` and `parts` columns (empty for a row without them).
QStringList rowSystemSkus(const PublishedRun &run);

// The model's figure for `metric` when it is one of the metrics above; nullopt otherwise.
std::optional<double> fineTuneMetric(const QString &metric, const perf::PerfResult &result);

// The regime of a fine-tune, an offloaded run or a mixture of experts: offload, finetune-qlora, finetune-lora,
// moe, finetune-full (a plan's workload.finetune that trains all weights); empty for everything else (training of
// dense models: accuracy.cpp's regimes).
QString fineTuneRegimeFor(const perf::Strategy &strategy, bool moe, bool fineTune);

// Those regimes in words, in the interface language; empty for any other regime.
QString fineTuneRegimeLabel(const QString &regime);

} // namespace aip::validation
