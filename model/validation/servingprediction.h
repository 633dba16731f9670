#pragma once
// A published serving measurement (resources/validation/published_serving.csv, regime `serving`) against the
// inference model of perf/inference.h. The row names the engine's batching:
//   static      TensorRT-LLM's gptSessionBenchmark: a batch of `batch` prompts of `input_len` tokens goes through
//               the context phase at once, then `output_len` - 1 generation steps at that batch; no queueing.
// and one of these metrics:
//   output_tokens_per_s_per_gpu   batch x output_len / (context phase + generation) / tp
//   ttft_ms                       the context phase of the batch (batch 1: one prompt alone), ms
// The plan a row describes is one server of the row's GPU (a DGX for SXM parts, a PCIe server for L40S) with the
// workload `kind: inference` at the row's precision, KV-cache precision and tensor parallelism.

#include "hardware/partcatalog.h"
#include "perf/clusterhardware.h"
#include "perf/modelarch.h"
#include "plan/plan.h"
#include "validation/publishedruns.h"
#include "validation/runprediction.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace aip::validation {

// The plan file (JSON) of a serving row.
QJsonObject servingPlanJson(const PublishedRun &run);
// A plan file of one node (`chassis` with `parts`) running `workload`, named `name`: the serving and batch-inference
// rows' plans.
QJsonObject oneNodePlanJson(const QString &name, const QString &chassis, const QJsonArray &parts,
                            const QJsonObject &workload);

// A one-node row's plan, read as a plan file is, with the cluster and the model it resolves to.
struct OneNodeRun {
    Plan plan;
    perf::ClusterHardware hw;
    perf::ModelArch arch;
};
// std::nullopt with `error` set when the plan does not read, its hardware is not in `catalog` or its model is unknown.
std::optional<OneNodeRun> resolveOneNodeRun(const QJsonObject &planJson, const PartCatalog &catalog, QString *error);

// The model's figure for a serving row; ok = false with the reason when there is none. Never throws.
RunPrediction predictServingRun(const PublishedRun &run, const PartCatalog &catalog);

// The regime of an inference workload: `serving` for decoder models on the GPUs the serving rows ran on (A100,
// H100/H200, L40S); empty (not covered) otherwise.
QString servingRegimeFor(const Workload &workload, const perf::ClusterHardware &cluster);

// The chassis and GPU SKUs a serving row's plan can name (the report's cache keys on their content).
QStringList servingSystemSkus();

} // namespace aip::validation
