#pragma once
// Memory per GPU: weights, gradients and optimizer states (mixed-precision Adam, 16 bytes per parameter before
// ZeRO sharding; Rajbhandari et al. 2020, Sec. 3.1) and activations (Korthikanti et al. 2022, "Reducing
// Activation Recomputation in Large Transformer Models", Sec. 4, Table 2), for the pipeline rank that needs
// the most: under Megatron-LM's uniform split the first stage's weights and in-flight micro-batches or the last
// stage's with the output layer; where the stages differ (a layout, DualPipe, the balanced and chunked splits), rank
// by rank (RankHold).

#include "perf/lossimpl.h"
#include "perf/modelarch.h"
#include "perf/perfresult.h"
#include "perf/selectiverecompute.h"

#include <QList>

namespace aip::perf {

struct ActivationShape {
    double microBatch = 1;
    int tp = 1;
    bool sequenceParallel = false;
    Recompute recompute = Recompute::None;
    bool flashAttention = false;
    double elementBytes = 2;
    // Which selective recompute (when `recompute` is selective): what it keeps (memorymodel.cpp).
    SelectiveRecompute selective = SelectiveRecompute::CoreAttention;
    // FP8 training through Transformer Engine: its linear layers save their inputs for the weight gradient as the
    // FP8 tensors they quantized (kFp8SavedInputBytes), not in 16 bits (memorymodel.cpp).
    bool fp8LinearInputs = false;
};

// Bytes a Transformer Engine FP8 linear layer keeps per element of its input for the backward: the quantized copy
// its weight-gradient GEMM reads (Linear and LayerNormLinear "discard row-wise data since it is not needed in
// backward pass" and save the column-wise FP8 data, or the row-wise FP8 data where sequence parallelism gathers it;
// transformer_engine/pytorch/module/linear.py :596-621 and layernorm_linear.py :468-487 @ d0067d0da), one byte an
// element. Megatron-LM's MoE guide counts it as FP8's "50% activation reduction: stores linear layer inputs in FP8
// instead of BF16" (megatron/core/transformer/moe/README.md @ d98e8a64d). MXFP8's E8M0 scales add 1/32 of a byte an
// element, not counted.
inline constexpr double kFp8SavedInputBytes = 1;

// Bytes one transformer layer keeps for its backward pass, per micro-batch, per GPU (Korthikanti Table 2,
// generalized to grouped-query attention, gated MLPs and models without dropout).
double layerActivationBytes(const ModelArch &arch, const ActivationShape &shape);
// The bytes one transformer layer keeps for its backward under strategy `s` (a mixture of experts' routed tokens
// counted as the dense MLP doing their work): the per-layer figure transformerMemory() multiplies by the layers and
// micro-batches a GPU holds, and what activation offload moves to host memory a layer (perf/offload.h).
double savedLayerActivationBytes(const ModelArch &arch, const Strategy &s, Precision precision, bool flashAttention,
                                 SelectiveRecompute selective = SelectiveRecompute::CoreAttention);
// Parameters held by one GPU of the largest pipeline stage (before ZeRO sharding); a mixture of experts holds
// experts / ep of its routed experts (perf/moe.h).
double parametersPerGpu(const ModelArch &arch, int tp, int pp, int ep = 1, int etp = 0);
// The transformer blocks on the stage parametersPerGpu() counts when it holds the multi-token prediction modules:
// ceil(L / p) layers and one block a module (ModelArch::mtpLayers); ceil(L / p) without them.
double stageLayersHeld(const ModelArch &arch, int pp);
// The weights of one transformer layer on one GPU (attention, MLP or this GPU's experts, two norms).
double layerParametersPerGpu(const ModelArch &arch, int tp, int ep = 1, int etp = 0);

// The largest weight tensor of one layer on one GPU: Megatron's fused QKV, the MLP's up projection (gate and up fused
// when gated) or its down projection (an MoE layer's: one expert's).
double largestLayerTensorParams(const ModelArch &arch, int tp);

struct PrecisionBytes {
    double weights = 2, gradients = 2, optimizer = 12; // per parameter
};
// `masterWeights` false: a 16-bit model trained without an fp32 master copy, its Adam states in the parameters' dtype
// (workload `master_weights`; memorymodel.cpp).
PrecisionBytes precisionBytes(Precision p, bool masterWeights = true);

// What one pipeline rank holds at its peak, where the stages are not all alike (a pipeline layout, DualPipe's pairs:
// perf/pipelineschedule.h pipelineRankHolds()): the weights of its stages' transformer layers and multi-token
// prediction modules, whether it holds the embedding and the output layer with its loss, and the activations saved
// for the backward, as the layers (and modules) of the (micro-batch, stage) pairs it has run forward and not yet
// backward. `copies`: the ranks that hold the same stage weights beyond data parallelism and shard its optimizer
// states with the data-parallel ranks (DualPipe's two copies of every stage: 2), 1 otherwise.
struct RankHold {
    double layers = 0, mtp = 0;
    bool embedding = false, loss = false;
    double savedLayers = 0, savedMtp = 0;
    double copies = 1;
};

// `selective`: the workload's selective recompute policy (it applies when the strategy's recompute is selective).
// `loss`: the cross entropy at the output (lossimpl.h), which sets what the logits hold at the loss's backward.
// `ranks`: what each pipeline rank holds where the stages differ (RankHold); the answer is then the rank that needs
// the most, its weights, gradients, optimizer states and activations together. Without it, the closed form of
// Megatron-LM's uniform split: ceil(L / p) layers a stage, the first stage's weights with the embedding and its
// in-flight micro-batches, the last stage's with the output layer and its loss, the larger of each.
MemoryBreakdown transformerMemory(const ModelArch &arch, const Strategy &s, Precision precision, bool flashAttention,
                                  int microBatchesPerStep, double capacityBytes,
                                  SelectiveRecompute selective = SelectiveRecompute::CoreAttention,
                                  LossImpl loss = LossImpl::Standard, bool masterWeights = true,
                                  const QList<RankHold> *ranks = nullptr);
// Bytes per logit (per position and vocabulary entry on this GPU) the output layer and its loss hold at the loss's
// backward, the output layer's peak, for 16-bit (`elementBytes` 2) or fp32 (4) logits (memorymodel.cpp).
double lossPeakBytesPerLogit(LossImpl loss, double elementBytes);
MemoryBreakdown netMemory(const ModelArch &arch, const Strategy &s, Precision precision, double capacityBytes);

// Memory the framework holds whatever the model: CUDA context, cuBLAS/cuDNN workspaces, NCCL buffers.
double frameworkReservedBytes();
// Bytes a program can allocate on a GPU of `memoryGB` datasheet gigabytes (binary, less the driver's share).
double usableGpuMemoryBytes(double memoryGB);

} // namespace aip::perf
