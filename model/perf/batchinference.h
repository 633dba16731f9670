#pragma once
// Serving CNNs and BERT-style encoders (issue 20, item 1): images or sequences per second at a batch size and a
// latency. A request is one image or one sequence, answered by one forward pass of the batch it joins (a TensorRT
// engine behind a dynamic batcher, as in NVIDIA's MLPerf Inference submissions and the TensorRT BERT demo). A replica
// is one GPU: these models fit one GPU and are served by copies, not tensor parallelism.
//
// The plan's fields (workload.serving) read as:
//   concurrency      requests in flight (clients with one outstanding request each): one batch per replica
//   requests_per_s   an open Poisson stream of requests: replicas sized so the latency holds at the percentile
//   ttft_limit_s     the request's latency limit (the whole answer arrives at once)
//   input_tokens     encoders: tokens per sequence (default the model's seq_len)
//   weight_quant     int8: the whole network in int8 (weights and activations, TensorRT post-training
//                    calibration as MLPerf's closed division allows); int4 is not offered for these models
//   precision        fp16/bf16 tensor cores, fp8 where the GPU has fp8 units, tf32/fp32 as given
// Every constant carries its source in batchinference.cpp. The layer lists come from convnets.h / visionnets.h
// (through the model's preset) and the transformer shape from modelarch.h.

#include "perf/batchladder.h"
#include "perf/clusterhardware.h"
#include "perf/inference.h"
#include "perf/modelarch.h"

namespace aip::perf {

// Whether the model is served as batches of images or sequences (CNNs, vision transformers, encoders).
bool isBatchInference(const ModelArch &arch);

// Seconds of one forward pass of `batch` images (CNN) or sequences (encoder) on one GPU of `hw`.
double batchForwardTime(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s, int batch);

// The same pass as a list of kernels with their work per sample (batchladder.h), for costing many batches: equal to
// batchForwardTime but for rounding. Not valid() for a GPU without a peak or HBM figure.
ForwardCost batchForwardCost(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s);

// The largest batch tried: what one GPU's memory holds after the weights (activations of the widest layer, in and
// out), at most the engine batch of kMaxEngineBatch (batchinference.cpp) unless the plan sets a batch limit.
int maxInferenceBatch(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s);

// The sizing: the batch with the most requests per second whose latency holds, the replicas (GPUs) the load needs,
// the latency at the percentile and the bottleneck (inference.h's InferenceResult, generative = false).
InferenceResult evaluateBatchInference(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s);

} // namespace aip::perf
