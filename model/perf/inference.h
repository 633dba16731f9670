#pragma once
// Serving a decoder model (issue 20, first version): prefill, decode, KV-cache capacity, and the replicas a load
// needs within time-to-first-token and time-per-output-token limits. One replica is `tp` GPUs of one node running
// tensor parallel with continuous batching and a paged KV cache (vLLM, TensorRT-LLM). Every constant carries its
// source in inference.cpp.
//
// CNNs and BERT-style encoders are served as images or sequences per second at a batch size and a latency
// (batchinference.h); evaluateInference() dispatches on the model's family.
//
// A MIG profile (workload.serving.mig) puts each replica on one MIG instance, a smaller GPU without NVLink
// (perf/mig.h): tp 1, the slice's compute, memory and bandwidth, and as many replicas per GPU as the profile has
// instances.
//
// Not modelled yet: chunked prefill mixed into decode steps, speculative decoding, prefix caching,
// pipeline parallel across nodes, CPU/host sizing, input/output length spreads (lengths are fixed).

#include "perf/clusterhardware.h"
#include "perf/modelarch.h"
#include "plan/plan.h"

#include <QString>

#include <algorithm>

#include <optional>

namespace aip::perf {

// The serving assumptions with the plan's defaults applied.
struct ServingSetup {
    int inputTokens = 1024, outputTokens = 256;
    int concurrency = 0;     // sequences in flight over all replicas (0 = load given as requests_per_s, or none)
    double requestsPerS = 0; // 0 = load given as concurrency
    int tp = 0;       // 0 = the power of two up to a node that carries the load on the fewest GPUs (inference.cpp)
    int maxBatch = 0; // the engine's batch limit per replica (vLLM max_num_seqs); 0 = what the KV cache holds
    double weightBytesPerParam = 2;
    Precision precision = Precision::Bf16;       // the workload's
    WeightQuant weightQuant = WeightQuant::None; // as the plan says (CNNs and encoders: int8 runs int8 GEMMs)
    int sequenceTokens = 0; // encoders: tokens per sequence as the plan gives them (input_tokens); 0 = the model's
    // The precision the linear layers' GEMMs run at: fp8 when weights and activations are fp8 (W8A8, TensorRT-LLM's
    // and vLLM's fp8), else 16 bit (weight-only int8/int4 dequantise to 16 bit before the multiply).
    Precision gemmPrecision = Precision::Bf16;
    double kvElementBytes = 2;
    // The decode attention kernel reads a sequence's KV cache once per query head instead of once per KV head
    // (grouped-query models only): TensorRT-LLM's masked multi-head attention kernel before its XQA kernel for GQA
    // and MQA (inference.cpp). False, the default, for current engines (XQA, FlashInfer, FlashAttention decode).
    bool kvReadPerQueryHead = false;
    double ttftLimitS = 0, tpotLimitS = 0; // 0 = no limit
    double percentile = 50;
    QString mig; // a MIG profile ("1g.10gb": perf/mig.h); empty = whole GPUs
};
ServingSetup servingSetup(const Workload &workload);

// Bytes of KV cache one token holds over all layers: 2 (K and V) x layers x kv_heads x head_dim x bytes (GQA-aware);
// for multi-head latent attention layers x (kv_lora_rank + qk_rope_head_dim) x bytes, on every TP rank (perf/mla.h).
double kvBytesPerToken(const ModelArch &arch, double kvElementBytes);
// Bytes a weight takes for the quantisation (weight-only int8 / int4 with group scales) and compute precision.
double weightBytesPerParam(WeightQuant quant, Precision precision);

// BatchLatencyLimit: a CNN's or encoder's latency limit caps the batch (batchinference.h).
enum class ServingBottleneck {
    MemoryBandwidth,
    KvCapacity,
    Compute,
    TtftLimit,
    TpotLimit,
    LatencyLimit,
    BatchLatencyLimit
};
QString servingBottleneckName(ServingBottleneck b); // stable token for JSON: "memory_bandwidth", ...
QString servingBottleneckText(ServingBottleneck b); // words, in the interface language

struct InferenceResult {
    bool ok = false;
    QString error;
    int tp = 1;
    double weightBytesPerGpu = 0, kvBytesPerToken = 0, kvPoolBytesPerGpu = 0;
    double prefillS = 0;         // one request's prompt, alone on a replica
    double decodeStepS = 0;      // one decode step at the operating batch, without prefill interruptions
    double ttftS = 0;            // at the percentile, with queueing at the operating load
    double tpotS = 0;            // mean time per output token at the operating batch, prefills included
    int batch = 0;               // sequences in flight per replica at the operating point
    int maxConcurrency = 0;      // per replica, what the KV cache holds
    double outputTokensPerS = 0; // over all replicas at the operating point
    int replicas = 0, gpusNeeded = 0;
    // On MIG (perf/mig.h): the profile and how many instances one GPU holds. A replica is then one instance, its
    // figures (weights and KV cache "per GPU", max concurrency) the instance's, and gpusNeeded counts whole GPUs:
    // ceil(replicas / instances per GPU).
    QString mig;
    int migInstancesPerGpu = 0;
    // Replicas one GPU holds, each with its own copy of the weights: its MIG instances, else 1 (a replica of tp GPUs
    // spans them).
    int replicasPerGpu() const { return mig.isEmpty() ? 1 : std::max(1, migInstancesPerGpu); }
    ServingBottleneck bottleneck = ServingBottleneck::MemoryBandwidth;
    // CNNs and encoders (batchinference.h): no tokens are generated; a request is one image or sequence answered by
    // one forward pass of its batch. ttftS is then the request's latency, tpotS and outputTokensPerS are 0.
    bool generative = true;
    double samplesPerS = 0; // images or sequences per second over all replicas at the operating point
    // CNNs and encoders: the most requests per second one replica carries within the latency limit, and its batch:
    // for an open stream (requests_per_s) at the percentile with the wait for the batch and the queue (M/D/1), for a
    // closed one a full batch per forward pass. 0 when one request alone misses the limit.
    double replicaCapacityPerS = 0;
    int capacityBatch = 0;
};

// Seconds of one request's prefill (input tokens, alone on the replica) and of one decode step at `batch`
// sequences of `context` tokens each, without prefill interruptions.
double prefillTime(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s, int tp);
// The prefill of `batch` prompts of input tokens at once (static batching's context phase).
double batchPrefillTime(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s, int tp, int batch);
double decodeStepTime(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s, int tp, int batch,
                      double context);
// The mean decode step of requests of s.inputTokens + s.outputTokens: the step at the mean of the tokens whose keys and
// values it reads (ModelArch::meanCachedTokens), which the step's KV reads and attention are linear in.
double meanDecodeStepTime(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s, int tp, int batch);
// Sequences of input + output tokens the KV cache of one replica of `tp` GPUs holds (0 = the weights do not fit).
int maxConcurrency(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s, int tp);

InferenceResult evaluateInference(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s);
InferenceResult evaluateInference(const Workload &workload, const ClusterHardware &hw);

// The GPU one replica runs on and its setup: `hw` and `s` as they are, or, when s.mig names a MIG profile, that
// instance as a GPU of its own (migSlice) with a setup that no longer names it. nullopt with *error when the GPU has
// no such profile.
struct ReplicaGpu {
    ClusterHardware hw;
    ServingSetup setup;
};
std::optional<ReplicaGpu> replicaGpu(const ClusterHardware &hw, const ServingSetup &s, QString *error);

} // namespace aip::perf
