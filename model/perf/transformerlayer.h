#pragma once
// One transformer layer (and the embedding and output head) on one GPU for one micro-batch, Calculon-style:
// each operation is a GemmOp or a MemoryOp carrying its FLOPs and bytes; the layer adds them up for the
// forward pass, the backward pass and the part that selective recompute repeats. Shapes follow Megatron-LM
// tensor parallelism (Shoeybi et al. 2019): QKV and MLP-up split by columns, output and MLP-down by rows.

#include "perf/computerates.h"
#include "perf/modelarch.h"

namespace aip::perf {

struct GemmOp {
    double m = 0, n = 0, k = 0, count = 1;
    bool lowPrecision = true; // linear layers run at the workload precision (fp8); attention and the output
                              // layer stay 16-bit
    double flops() const { return 2 * m * n * k * count; }
    double time(const ComputeRates &r) const { return r.gemmTime(m, n, k, count, lowPrecision); }
};

struct MemoryOp {
    double bytes = 0; // read + written
    double time(const ComputeRates &r) const { return r.memoryTime(bytes); }
};

// What selective activation recompute repeats in the backward pass (workload "selective_recompute"). The
// implementations differ in what they keep, so in what they recompute:
enum class SelectiveRecompute {
    // Megatron-Core recompute_granularity="selective" (the default): the attention core, scores to context
    // (Korthikanti et al. 2022, Sec. 5; with flash attention, the kernel's forward).
    CoreAttention,
    // torchtitan selective_ac_option="op" (torchtitan/models/llama3/infra/parallelize.py, _apply_op_sac): keeps the
    // outputs of the matmuls, attention and reduce-scatters "except every second mm", counted per block; every other
    // op (norms, rotary, activations, residual adds, casts) is recomputed. A Llama block's mms run wq, wk, wv, wo,
    // w1, w3, w2: wk, wo and w3 are recomputed (a GPT block: wk, wo and the MLP's second GEMM).
    EveryOtherMatmul,
    // torchtitan selective_ac_option="2" (layer SAC): every second block checkpointed in full.
    EveryOtherLayer,
    // Meta's LLaMA training code (Touvron et al. 2023, arXiv 2302.13971, Sec. 2.4: "we save the activations that are
    // expensive to compute, such as the outputs of linear layers", by a hand-written backward of the transformer
    // layer; Llama 2 keeps that pretraining setting, arXiv 2307.09288 Sec. 2.2): the linear layers' and attention's
    // outputs are kept; the elementwise ops between them (the two norms, the rotary embedding, the MLP's activation)
    // run their forward again in the backward, memory-bound passes at HBM bandwidth. Residual adds are not repeated:
    // their outputs are the next norm's inputs, kept.
    Elementwise,
};

struct LayerShape {
    double microBatch = 1;
    int tp = 1;
    bool sequenceParallel = false;
    bool flashAttention = false;
    SelectiveRecompute selective = SelectiveRecompute::CoreAttention;
    // Elementwise work in fused kernels, one HBM pass each (Megatron-Core / Transformer Engine, torch.compile), or
    // as eager PyTorch runs the Llama reference code or NVIDIA's BERT, an op per kernel (workload
    // `"fused_elementwise": false`).
    bool fusedElementwise = true;
    // FlashAttention-2 called through flash_attn_varlen_func on unpadded tokens, as LLM Foundry's attn_impl "flash"
    // runs it (llmfoundry/models/layers/attention.py flash_attn_fn at 5e85bd6: bert_padding.unpad_input on Q, K and V
    // before the kernel, pad_input on its output after, whether or not the batch has padding): workload
    // `"attention": "flash_varlen"` (unpaddedFlashAttention()).
    bool unpaddedFlash = false;
};

// Seconds and FLOPs of one layer, one micro-batch, one GPU.
struct LayerCost {
    double fwdS = 0, bwdS = 0;
    double attnCoreS = 0; // forward of the attention core (scores, softmax, dropout, context, or the flash kernel):
                          // what selective recompute repeats
    double fwdFlops = 0, bwdFlops = 0, attnCoreFlops = 0;
    // The forward work selective recompute repeats under the shape's policy (per layer, averaged over layers for
    // EveryOtherLayer); equals attnCoreS/attnCoreFlops for CoreAttention.
    double selectiveS = 0, selectiveFlops = 0;
    double tpMessageBytes = 0; // one tensor-parallel collective: the layer's full activation
    double fp8WeightCastS = 0; // once per step (not per micro-batch): the layer's weights cast to fp8
};

// The embedding (first stage) and the output layer with its loss (last stage).
struct HeadCost {
    double embeddingS = 0; // forward + backward
    double logitsS = 0;    // forward + backward
    double logitsFlops = 0;
};

// The workload's selective recompute: `"selective_recompute": "op"` (torchtitan's every-other-matmul op SAC),
// `"layer"` (torchtitan's layer SAC, every second block), `"elementwise"` (Meta's LLaMA: norms, rotary and activation
// only), otherwise (`"attention"`, or absent) Megatron-Core's.
SelectiveRecompute selectiveRecompute(const Workload &workload);
// The workload's `"fused_elementwise"`: true (the default) unless the plan says false.
bool fusedElementwise(const Workload &workload);
// The workload's `"attention": "flash_varlen"` (LayerShape::unpaddedFlash).
bool unpaddedFlashAttention(const Workload &workload);

LayerCost transformerLayerCost(const ModelArch &arch, const LayerShape &shape, const ComputeRates &rates);
HeadCost transformerHeadCost(const ModelArch &arch, const LayerShape &shape, const ComputeRates &rates);

} // namespace aip::perf
