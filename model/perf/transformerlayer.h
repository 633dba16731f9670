#pragma once
// One transformer layer (and the embedding and output head) on one GPU for one micro-batch, Calculon-style:
// each operation is a GemmOp or a MemoryOp carrying its FLOPs and bytes; the layer adds them up for the
// forward pass, the backward pass and the part that selective recompute repeats. Shapes follow Megatron-LM
// tensor parallelism (Shoeybi et al. 2019): QKV and MLP-up split by columns, output and MLP-down by rows.

#include "perf/computerates.h"
#include "perf/lossimpl.h"
#include "perf/modelarch.h"
#include "perf/perfresult.h"
#include "perf/selectiverecompute.h"
#include "plan/workloadoptions.h"

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

// How a layer applies its rotary embedding to Q and K (workload `"rotary"`): in a fused kernel (Transformer Engine's
// fused RoPE, Liger, torch.compile; one read and one write per element), or as eager PyTorch ops: through complex fp32
// numbers (`eager_complex`: the Llama reference code and torchtitan, DeepSeek-V3 in NeMo AutoModel, rope_utils.py
// apply_rotary_emb), or on the two halves in the activations' precision (`eager_real`: NeMo AutoModel's Qwen3 and
// GPT-OSS, gpt_oss/layers.py _apply_rotary_emb: x1 cos - x2 sin and x2 cos + x1 sin as six kernels, then a cat), or
// as `(x * cos) + (rotate_half(x) * sin)` with rotate_half = cat(-x2, x1) (`eager_rotate_half`: GPT-NeoX's
// apply_rotary_pos_emb_torch, which it runs in bf16, and Hugging Face's GPT-NeoX and Llama code; a partial rotary
// concatenates the turned and the passed parts of Q and K afterwards).
enum class RotaryImpl { Fused, EagerComplex, EagerReal, EagerRotateHalf };

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
    // The rotary embedding's kernels (RotaryImpl); eager_complex whenever fusedElementwise is false.
    RotaryImpl rotary = RotaryImpl::Fused;
    // The routed experts' biases added apart from their GEMMs, expert by expert (workload `"moe_expert_bias": "eager"`:
    // NeMo AutoModel's GroupedExpertsDeepEP._apply_bias); otherwise in the GEMMs' epilogue, at no cost.
    bool eagerExpertBias = false;
    // Only the down-projection's bias added apart, expert by expert, scaled by the router probabilities in the
    // activations' dtype (workload `"moe_expert_bias": "eager_down"`, eagerDownBias(): Megatron-Core's
    // TEGroupedMLP._apply_bias); the up-projection's in Transformer Engine's grouped GEMM.
    bool eagerDownBias = false;
    // The routed experts' gated activation clamps its two inputs apart, in eager PyTorch, before the fused activation
    // kernel (workload `"moe_act_clamp": "eager"`, eagerActivationClamp(): Megatron-Core's GPT-OSS activation);
    // otherwise inside the kernel, at no cost.
    bool eagerActClamp = false;
    // How fp8 casts take their scales (workload `"fp8_recipe"`, plan/workloadoptions.h fp8Recipe()). Current: per-
    // tensor current scaling (Transformer Engine's Float8CurrentScaling, Megatron-Core's `fp8_recipe: tensorwise`),
    // each cast takes its tensor's amax first, a read of the 16-bit tensor more, unless the kernel that wrote it took
    // the amax on the way. Mxfp8: MX block scaling (TE's MXFP8BlockScaling, Blackwell only), each cast writes a
    // row-wise and a column-wise fp8 copy with an E8M0 scale per 32 elements each, in one pass that takes the block
    // amaxes on the way (kMxfp8ScaleBytes).
    Fp8Recipe fp8Recipe = Fp8Recipe::Delayed;
    // Attention in fp8 (workload `"fp8_attention": true` with fp8 precision; fp8Attention()): cuDNN's fp8 fused
    // attention, forward and backward. Its backward does not skip the blocks outside a sliding window's band: a
    // windowed layer's backward costs the whole causal square (transformerlayer.cpp, the windowed core's measurements).
    bool fp8Attention = false;
    // Expert parallelism (Strategy::ep): the ranks a mixture of experts' routed experts are spread over, which sets
    // how many experts a GPU holds and how many tokens each computes (the grouped GEMM, transformerlayer.cpp).
    int ep = 1;
    // The experts' tensor-parallel degree when the strategy folds them (Strategy::etp); 0: tp.
    int etp = 0;
    // The MoE tokens travel in fp8 (MoeDispatch::fp8, DeepSeek-V3's FP8 dispatch): quantised once a token before the
    // dispatch, not once a copy before the experts' GEMMs (transformerlayer.cpp, the routed experts' casts).
    bool moeFp8Dispatch = false;
    // The routed experts' GEMMs run as one kernel (workload `"moe_grouped_gemm": "fused"`, fusedGroupedGemm()): as
    // the stand-in's one merged GEMM. Otherwise Transformer Engine's GroupedLinear: a cuBLAS GEMM an expert, four
    // streams at once (transformerlayer.cpp). In fp8 either casts every routed copy of a token.
    bool fusedGroupedGemm = false;
    // Context parallelism (Strategy::cp): the attention kernel runs once a ring step on the block in hand, each call
    // giving a query a cp-th of its keys (contextparallel.h ringAttentionKeysPerCall()). microBatch is then the GPU's
    // share, mb / cp.
    int cp = 1;
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
    // The forward work at the block's end that PyTorch's non-reentrant checkpoint does not run again (its early stop,
    // earlyStopCheckpoint()): the MLP down-projection (fp8 input cast included) and the residual add after it, when
    // nothing after the projection saves a tensor; 0 when a dropout (its saved mask) follows it.
    double earlyStopS = 0, earlyStopFlops = 0;
    double tpMessageBytes = 0; // one tensor-parallel collective: the layer's full activation
    double fp8WeightCastS = 0; // once per step (not per micro-batch): the layer's weights cast to fp8
};

// The embedding (first stage) and the output layer with its loss (last stage).
struct HeadCost {
    double embeddingS = 0; // forward + backward
    double logitsS = 0;    // forward + backward
    double logitsFlops = 0;
    // One multi-token prediction module's work beside its transformer block (ModelArch::mtpLayers), on the stage with
    // the output layer: the embedding of the tokens ahead, the norms, the 2h -> h projection, and the output layer
    // and its loss again; forward + backward. 0 without MTP.
    double mtpS = 0;
    double mtpFlops = 0;
};

// The workload's selective recompute: `"selective_recompute": "op"` (torchtitan's every-other-matmul op SAC),
// `"layer"` (torchtitan's layer SAC, every second block), `"elementwise"` (Meta's LLaMA: norms, rotary and activation
// only), otherwise (`"attention"`, or absent) Megatron-Core's.
SelectiveRecompute selectiveRecompute(const Workload &workload);
// The workload's `"fused_elementwise"`: true (the default) unless the plan says false.
bool fusedElementwise(const Workload &workload);
// The workload's `"moe_expert_bias": "eager"` (LayerShape::eagerExpertBias).
bool eagerExpertBias(const Workload &workload);
// The workload's `"moe_expert_bias": "eager_down"` (LayerShape::eagerDownBias).
bool eagerDownBias(const Workload &workload);
// The workload's `"moe_act_clamp": "eager"` (LayerShape::eagerActClamp).
bool eagerActivationClamp(const Workload &workload);
// The workload's `"fp8_recipe": "current"` and `"mxfp8"` (LayerShape::fp8Recipe); `"delayed"` or absent: delayed.
bool fp8CurrentScaling(const Workload &workload);
bool fp8BlockScaling(const Workload &workload);
// The workload's `"rotary"`: `"eager_complex"`, `"eager_real"`, `"eager_rotate_half"`, otherwise (`"fused"`, or
// absent) fused.
RotaryImpl rotaryImpl(const Workload &workload);
// The workload's `"fp8_attention": true` in an fp8 run (LayerShape::fp8Attention).
bool fp8Attention(const Workload &workload);
// The workload's `"moe_grouped_gemm": "fused"` (LayerShape::fusedGroupedGemm); `"multi_stream"` or absent: false.
bool fusedGroupedGemm(const Workload &workload);
// The workload's `"attention": "flash_varlen"` (LayerShape::unpaddedFlash).
bool unpaddedFlashAttention(const Workload &workload);

// Whether a full recompute is PyTorch's non-reentrant checkpoint with its early stop: the strategy shards with FSDP
// (zero 3, ShardingImpl::Fsdp: torchtitan, torchtune, NeMo AutoModel wrap each block in torch.distributed's
// checkpoint_wrapper, CheckpointImpl.NO_REENTRANT by default, torch.utils.checkpoint with use_reentrant=False).
// That checkpoint (since PyTorch 2.1: the rewrite of pytorch PR 90105) stops the recompute once the last tensor the
// forward saved for the backward is rebuilt: early_stop = True by default, and _recomputation_hook's pack hook raises
// _StopRecomputationError when the recompute has saved as many tensors as the forward did (pytorch/pytorch
// torch/utils/checkpoint.py @ 0008d77). Autograd saves an op's inputs before its kernel runs
// (tools/autograd/gen_variable_type.py: setup_derivative before emit_call), so the block's last GEMM, the MLP
// down-projection, and the residual add after it are not run again (LayerCost::earlyStopS). Megatron-LM's and
// DeepSpeed's checkpoint functions rerun the whole forward: false for them. False too for a mixture of experts (the
// MoE layer's unpermute saves its index map after the experts: moe.h) and when a LoRA adapter sits on the
// down-projection (its B matrix saves the adapter's hidden state after the frozen GEMM has run).
// False as well when each block was compiled before the checkpoint wrapped it (compiledInsideCheckpoint()): the
// compiled block is one autograd function that saves its tensors only after its whole forward has run
// (pytorch/pytorch torch/_functorch/_aot_autograd/jit_compile_runtime_wrappers.py @ 0077fac, CompiledFunction.forward:
// call_func_at_runtime_with_args(compiled_fw), then ctx.save_for_backward), so the recompute's early stop comes after
// the last GEMM.
bool earlyStopCheckpoint(const ModelArch &arch, const Strategy &s, unsigned loraTarget,
                         bool compiledInsideCheckpoint = false);
// The workload's `"torch_compile": "inside_checkpoint"`: every block compiled on its own and then wrapped in the
// activation checkpoint, torchtune's order (pytorch/torchtune @ 30b8519, the README table's commit:
// recipes/lora_finetune_single_device.py, lora_finetune_distributed.py and full_finetune_distributed.py call
// training.compile_model, which compiles each TransformerSelfAttentionLayer in place with m.compile(), before
// training.set_activation_checkpointing wraps the same layers). torchtitan compiles the already wrapped block, so
// the compiler sees the checkpoint and its partitioner recomputes only what the backward reads: not this case.
bool compiledInsideCheckpoint(const Workload &workload);
// The workload's loss. Unset: Megatron-LM's where the plan names Megatron as its implementation
// (`parallelism.sharding_impl` megatron), the eager one otherwise.
LossImpl lossImpl(const Workload &workload);

LayerCost transformerLayerCost(const ModelArch &arch, const LayerShape &shape, const ComputeRates &rates);
HeadCost transformerHeadCost(const ModelArch &arch, const LayerShape &shape, const ComputeRates &rates);

} // namespace aip::perf
