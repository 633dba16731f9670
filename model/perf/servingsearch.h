#pragma once
// The serving search (issue 20): tensor-parallel width, batch limit and weight quantisation of an inference plan,
// each candidate sized by evaluateInference() for the plan's load and latency limits, ranked by the GPUs the load
// needs (fewest first), then output tokens/s per GPU (most first). A CNN or BERT-style encoder ranks its number
// format (16-bit, int8, fp8) by the GPUs needed, then the latency; its tokensPerSPerGpu holds images or sequences.

#include "perf/clusterhardware.h"
#include "perf/inference.h"
#include "plan/plan.h"

#include <QList>
#include <QString>

namespace aip::perf {

struct ServingCandidate {
    int tp = 1;
    int maxBatch = 0;       // 0 = no limit beyond the KV cache
    QString quantization;   // "bf16", "fp8" (W8A8 with an fp8 KV cache), "int8", "int4" (weight-only)
    InferenceResult result; // ok, replicas > 0: meets the limits
    double tokensPerSPerGpu = 0;
};

// Every candidate that meets the limits, best first; empty when none does.
QList<ServingCandidate> searchServing(const Workload &workload, const ClusterHardware &hw);

} // namespace aip::perf
