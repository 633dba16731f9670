#pragma once
// CNN and BERT inference measurements (resources/validation/published_serving.csv, regime `inference-cnn-bert`)
// against perf/batchinference.h. The row names `batching` `batch`: one forward pass of `batch` images (CNN) or
// sequences of `input_len` tokens (BERT) on one GPU, and one of these metrics:
//   samples_per_s   batch / forward pass (MLPerf Offline: the engine's batch back to back)
//   latency_ms      the forward pass of the batch, ms (the TensorRT BERT demo's average latency)
// `precision` int8 is the network in int8 (the plan's weight_quant int8 at fp16 precision); fp16 as such.
// The plan a row describes is one server with the row's GPU: a DGX A100 for A100 SXM parts, a Dell R760xa with one
// card for T4 and L4.

#include "hardware/partcatalog.h"
#include "perf/clusterhardware.h"
#include "plan/plan.h"
#include "validation/publishedruns.h"
#include "validation/runprediction.h"

#include <QJsonObject>
#include <QStringList>

namespace aip::validation {

// The regime's name.
QString batchInferenceRegime();

// The plan file (JSON) of a row.
QJsonObject batchInferencePlanJson(const PublishedRun &run);

// The model's figure for a row; ok = false with the reason when there is none. Never throws.
RunPrediction predictBatchInferenceRun(const PublishedRun &run, const PartCatalog &catalog);

// `inference-cnn-bert` for an inference workload of a CNN or encoder on the GPUs the rows ran on (T4, L4, A100);
// empty (not covered) otherwise.
QString batchInferenceRegimeFor(const Workload &workload, const perf::ClusterHardware &cluster);

// The chassis and GPU SKUs the rows' plans name (the report's cache keys on their content).
QStringList batchInferenceSystemSkus();

} // namespace aip::validation
