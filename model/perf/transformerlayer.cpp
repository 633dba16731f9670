#include "perf/transformerlayer.h"

#include "perf/contextparallel.h"
#include "perf/finetune.h"
#include "perf/mla.h"
#include "perf/moe.h"

#include <algorithm>
#include <cmath>

#include <QJsonValue>

namespace aip::perf {

namespace {

// Backward of a memory-bound operation reads the incoming gradient and the saved input and writes the outgoing
// gradient (and for norms reduces twice): about twice the forward traffic (Calculon's elementwise layers
// count 2x; Korthikanti et al. 2022 Sec. 4 treats them alike).
constexpr double kBackwardMemoryFactor = 2;
// FlashAttention-2 backward runs five matmuls against the forward's two, recomputing the scores
// (Dao 2023, Sec. 3.1): 2.5x the forward work.
constexpr double kFlashBackwardFactor = 2.5;
// A causal mask lets flash attention skip the upper triangle of the scores (Dao 2023, Sec. 3.1.1).
constexpr double kCausalShare = 0.5;
// BERT's masked-LM head runs on the masked positions only: 20 of 128 (max_predictions_per_seq, Devlin et
// al. 2019 and NVIDIA DeepLearningExamples BERT), ~15%.
constexpr double kMaskedShare = 0.15;
// fp8 (Transformer Engine): a linear layer casts its input and, in the backward, its output gradient to fp8 with
// TE's fused cast-transpose (transformer_engine/common/transpose/cast_transpose.cu): read 2 bytes, write the fp8
// copy and its transpose for the other GEMM (1 + 1), with the amax taken on the way. Its weight is cast the same
// way once per step: TE caches the fp8 weight across micro-batches when told which is the first
// (is_first_microbatch; Megatron-Core's TE layers pass it, megatron/core/extensions/transformer_engine.py), and
// torchtitan's float8 with FSDP2 casts weights once before the all-gather.
constexpr double kFp8CastBytes = 4;
// fp8 with per-tensor current scaling (LayerShape::fp8CurrentScaling): Transformer Engine's
// Float8CurrentScalingQuantizer::quantize_impl runs nvte_compute_amax over the 16-bit input before the cast, since the
// scale must come from the tensor itself (transformer_engine/pytorch/csrc/quantizer.cpp @ d0067d0): one read of e
// bytes an element more. Its normalization and activation kernels take the amax while they write their 16-bit output
// (FUSED_NORM_AMAX_FP8, FUSED_ACTIVATION_AMAX_FP8 in csrc/extensions/normalization.cpp and activation.cpp), so a
// linear layer fed by TE's fused norm (Megatron-Core's TELayerNormColumnParallelLinear: QKV, the MLP's up-projection,
// MLA's projections after their latents' norms) pays no pass; the attention's output, the activation's output
// (Megatron-Core's own fused SwiGLU, megatron/core/fusions/fused_bias_swiglu.py, writes 16 bits), the permuted tokens
// before the experts and every output gradient pay it. Weights: once a step, as their cast.
constexpr double kFp8AmaxReadPasses = 1;
// fp8 with MX block scaling (LayerShape::fp8Recipe Mxfp8): row-wise and column-wise MXFP8 copies are quantized apart
// from the 16-bit data ("one cannot derive one from the other"), each with one E8M0 scale byte per 32 elements, and
// Blackwell's GEMMs take either layout without a transpose (Transformer Engine docs/features/low_precision_training/
// mxfp8/mxfp8.rst @ d0067d0); TE's quantize_mxfp8_kernel writes both in the pass that reads the input and takes each
// block's amax (transformer_engine/common/cast/mxfp8/quantize_mxfp8.cuh, ROWWISE_SCALING and COLWISE_SCALING). So a
// cast moves what the cast-transpose does (kFp8CastBytes) and two scale bytes per 32 elements more, with no amax pass.
constexpr double kMxfp8ScaleBytes = 2.0 / 32;
// Dropout masks are one byte per element (PyTorch bool masks, as Korthikanti et al. 2022 count them).
constexpr double kMaskBytes = 1;

// A mixture of experts' routed experts: Transformer Engine's GroupedLinear (Megatron-Core's TEGroupedMLP) runs them, by
// default, as one cuBLAS GEMM per local expert launched over a pool of four CUDA streams
// (NVIDIA/TransformerEngine transformer_engine/common/gemm/cublaslt_gemm.cu nvte_multi_tensor_gemm: without
// NVTE_USE_CUTLASS_GROUPED_GEMM, default off, multi_stream_cublas_gemm; util/multi_stream.h num_compute_streams = 4),
// forward, data and weight gradients alike; grouped_gemm's gmm, which NeMo AutoModel's experts call, loops cuBLAS GEMMs
// over four streams on sm_90 too (fanshiqing/grouped_gemm v1.1.4 csrc/grouped_gemm.cu). So each expert's GEMM has its
// own tokens' size, and at most four run at once: the GEMM size curve (computerates.cpp) applies to four experts' GEMMs
// together, not to all the experts' as one.
constexpr double kGroupedGemmStreams = 4;
// Scale, mask-add and softmax as separate elementwise kernels (each reads and writes the scores).
constexpr double kUnfusedSoftmaxPasses = 3;
// Eager PyTorch running the Llama reference code (torchtitan models/llama/model.py and models/norms.py at commit
// 08a5a9f, Dec. 2024, as meta-llama/llama3 model.py): every op is a kernel with its own HBM pass, bf16 activations
// (e bytes), fp32 math (4 bytes). Bytes read + written per element, forward:
// RMSNorm, x.float() (e + 4), x.pow(2) (4 + 4), .mean(-1) (4), x * rsqrt (4 + 4), .type_as(x) (4 + e), * weight
// (e + e): 28 + 4e, against a fused kernel's 2e.
constexpr double kEagerRmsNormFp32Bytes = 28;
// Rotary embedding of Q and K through complex fp32: .float() (e + 4), complex multiply (4 + 4), .type_as (4 + e):
// 16 + 2e, against a fused kernel's 2e.
constexpr double kEagerRotaryFp32Bytes = 16;
// Rotary embedding on the two halves in the activations' precision (RotaryImpl::EagerReal; NeMo AutoModel's
// _apply_rotary_emb, gpt_oss/layers.py @ 8d9bfb90e): x1 * cos, x2 * sin and their difference, x2 * cos, x1 * sin and
// their sum (each product reads half the elements and writes half, each sum reads two halves and writes one), then
// torch.cat (reads and writes them all): 5 reads and 4 writes of e bytes per element against a fused kernel's 2; the
// cos and sin tables are a token's, broadcast over the heads (not counted).
constexpr double kEagerRotaryRealPasses = 9 - 2;
// Rotary embedding as `(x * cos) + (rotate_half(x) * sin)`, rotate_half(x) = torch.cat((-x2, x1)) (RotaryImpl::
// EagerRotateHalf; EleutherAI/gpt-neox megatron/model/positional_embeddings.py apply_rotary_pos_emb_torch @ d36f623,
// which transformer.py picks in bf16, "jitting fails with bf16"; huggingface/transformers models/gpt_neox/
// modeling_gpt_neox.py apply_rotary_pos_emb @ 006bd23d): the negation reads and writes half the elements, the cat reads
// and writes them all, the two products each read and write them all, the sum reads two and writes one: 10 accesses
// of e bytes per element against a fused kernel's 2.
constexpr double kEagerRotateHalfPasses = 10 - 2;
// A partial rotary (ModelArch::rotaryFraction() below 1) turns the first dimensions of each head and concatenates them
// with the rest (`torch.cat((query, query_pass), dim=-1)`, the same for the key; both sources above): a read and a
// write of all of Q and K, in eager code only (a fused kernel writes the turned part in place).
constexpr double kPartialRotaryCatPasses = 2;
// The routed experts' biases added expert by expert in eager PyTorch (LayerShape::eagerExpertBias; NeMo AutoModel's
// GroupedExpertsDeepEP._apply_bias, moe/layers.py @ 89e3a9fdd): the up-projection's output split by expert, each slice
// `t + b`, then torch.cat (two reads and two writes of e bytes an element); the backward reads the gradient once for
// the biases' sums and passes it on as it is. The down-projection's adds `t + b * p` with the router probabilities p in
// fp32 (DeepEP's), so b * p is written in fp32 (4), the sum reads t and it (e + 4) and writes fp32 (4), torch.cat
// reads and writes it (8) and .to(dtype) reads it and writes e: 24 + 2e an element; backward, the cast's gradient
// (e + 4), t's gradient cast back (4 + e) and the two products' reads (8): 16 + 2e.
constexpr double kEagerExpertUpBiasFwdPerE = 4, kEagerExpertUpBiasBwdPerE = 1;
constexpr double kEagerExpertDownBiasFwdFixed = 24, kEagerExpertDownBiasBwdFixed = 16; // plus 2e each
// Megatron-Core's down-projection bias (LayerShape::eagerDownBias): TEGroupedMLP.forward runs linear_fc2 with
// skip_bias_add and then _apply_bias (megatron/core/transformer/moe/experts.py:213-215, 251-268 and :398 @ 2edffadb52):
// the output split by expert, each slice `t + b * p` with the router probabilities p in the activations' dtype, then
// torch.cat and .to(dtype) (a no-op): b * p written (e), the sum reading t and it and writing (3e), the cat reading and
// writing all (2e): 6e an element of the output. Backward, the cat's and the sum's gradients are views; the product's
// are two reductions, the bias's over the rows of grad * p and the probabilities' over the width of grad * b, each a
// product written and read again beside the gradient's read (3e): 6e.
constexpr double kEagerDownBiasFwdPerE = 6, kEagerDownBiasBwdPerE = 6;
// The routed experts' gated activation with its inputs clamped apart in eager PyTorch (LayerShape::eagerActClamp):
// Megatron-Core's weighted_bias_quick_geglu_impl with activation_func_clamp_value set (GPT-OSS: 7.0,
// Megatron-Bridge gpt_oss_bridge.py:83 @ c81012934) chunks the up-projection's output into its two halves,
// clamps each (x_glu.clamp(max=7), x_linear.clamp(-7, 7): read and write a half each) and torch.cat's them back (read
// and write it all) before the fused activation kernel (megatron/core/fusions/fused_bias_geglu.py:424-432 @ 2edffadb52,
// called from TEGroupedMLP.bias_act_func, moe/experts.py:292-299): 4e an element of the up-projection's output
// forward. Backward, cat's gradient is two views, each clamp's a masked copy (read the gradient and the input, write:
// 3e a half) and chunk's a cat of the two (2e): 5e an element. The recompute of the activation (recompute_modules
// moe_act) runs the forward's again.
constexpr double kEagerActClampFwdPerE = 4, kEagerActClampBwdPerE = 5;
// Eager PyTorch running NVIDIA's BERT fine-tuning as the DeepLearningExamples README's SQuAD table ran it
// (PyTorch/LanguageModeling/BERT run_squad.py and modeling.py at 729963dd, unchanged since a9e2c1d5 (2022-03-02), the
// commit that published that table from the pytorch:21.11-py3 container, PyTorch 1.11.0a0): activations are
// sequence-first (s, b, h), Q, K and V three nn.Linear, no TorchScript, apex AMP O2 (every activation 16-bit). Bytes
// read + written per element (e each) beyond what the fused kernels above move:
// - every nn.Linear on the 3-d activations runs at::matmul and then output.add_(bias), a pass of its own over the
//   output (read, write): "F.linear goes down to addmm for 2d tensors and to matmul + add_ for other cases" (pytorch
//   issue 39661); the fused addmm path for contiguous 3-d input came with pytorch PR 72728 (2022-02-11), after that
//   container. Forward only: the bias gradient is the same reduction over the output gradient either way. 2e over
//   each linear's output: Q, K, V, the attention output (h each), the MLP's up (f) and down (h) projections;
// - BertSelfOutput and BertOutput: dropout (read, write, mask), then `hidden_states + input_tensor` (read two, write
//   one) before the LayerNorm: 5e + mask where a fused bias-dropout-add is 3e + mask: 2e per h-wide output, twice per
//   layer, forward only (the add's gradient is the incoming one, passed on without a kernel);
// - Q, K and V enter torch.bmm as views (view + transpose, or permute for K), which cuBLAS takes with their strides
//   (aten/src/ATen/native/cuda/Blas.cpp, prepare_batch_matrix_for_cublas: no copy when one of the two matrix
//   dimensions has stride 1). Their gradients come back from bmm batch-major, and the view's backward reshapes the
//   transposed gradient to (s, b, h), which copies it: read and write each of dQ, dK, dV, 6e per h, backward only.
// - Q, K and V are three GEMMs of h columns (their sizes set their efficiency), and autograd sums the layer input's
//   gradient from the three and the residual (torch/csrc/autograd/input_buffer.cpp, InputBuffer::add: one add per
//   further use): two adds more than with one fused QKV linear, 3e per h each, backward only.
// GeLU is LinearActivation's F.gelu after the linear, one kernel as fused (its bias add counted above).
constexpr double kEagerBertBiasAddBytesPerE = 2;
constexpr double kEagerBertGradAddBytesPerE = 3;
constexpr double kEagerBertResidualBytesPerE = 2;
constexpr double kEagerBertGradCopyBytesPerE = 2;

} // namespace

SelectiveRecompute selectiveRecompute(const Workload &w)
{
    const QString policy = w.extra.value(QStringLiteral("selective_recompute")).toString();
    if (policy == QLatin1String("op"))
        return SelectiveRecompute::EveryOtherMatmul;
    if (policy == QLatin1String("layer"))
        return SelectiveRecompute::EveryOtherLayer;
    if (policy == QLatin1String("elementwise"))
        return SelectiveRecompute::Elementwise;
    if (policy == QLatin1String("mla_up"))
        return SelectiveRecompute::MlaUpProjection;
    return SelectiveRecompute::CoreAttention;
}

bool fusedElementwise(const Workload &w)
{
    const QJsonValue v = w.extra.value(QStringLiteral("fused_elementwise"));
    return !v.isBool() || v.toBool();
}

bool fp8CurrentScaling(const Workload &w)
{
    return fp8Recipe(w.extra) == Fp8Recipe::Current;
}

bool fp8BlockScaling(const Workload &w)
{
    return fp8Recipe(w.extra) == Fp8Recipe::Mxfp8;
}

bool fp8Attention(const Workload &w)
{
    return w.precision == Precision::Fp8 && w.extra.value(QStringLiteral("fp8_attention")).toBool();
}

bool fusedGroupedGemm(const Workload &w)
{
    return w.extra.value(QStringLiteral("moe_grouped_gemm")).toString() == QLatin1String("fused");
}

bool eagerExpertBias(const Workload &w)
{
    return w.extra.value(QStringLiteral("moe_expert_bias")).toString() == QLatin1String("eager");
}

bool eagerDownBias(const Workload &w)
{
    return w.extra.value(QStringLiteral("moe_expert_bias")).toString() == QLatin1String("eager_down");
}

bool eagerActivationClamp(const Workload &w)
{
    return w.extra.value(QStringLiteral("moe_act_clamp")).toString() == QLatin1String("eager");
}

RotaryImpl rotaryImpl(const Workload &w)
{
    const QString v = w.extra.value(QStringLiteral("rotary")).toString();
    if (v == QLatin1String("eager_complex"))
        return RotaryImpl::EagerComplex;
    if (v == QLatin1String("eager_real"))
        return RotaryImpl::EagerReal;
    if (v == QLatin1String("eager_rotate_half"))
        return RotaryImpl::EagerRotateHalf;
    return RotaryImpl::Fused;
}

bool unpaddedFlashAttention(const Workload &w)
{
    return w.extra.value(QStringLiteral("attention")).toString() == QLatin1String("flash_varlen");
}

bool compiledInsideCheckpoint(const Workload &w)
{
    return w.extra.value(QStringLiteral("torch_compile")).toString() == QLatin1String("inside_checkpoint");
}

LossImpl lossImpl(const Workload &w)
{
    const QString loss = w.extra.value(QStringLiteral("loss")).toString();
    if (loss == QLatin1String("chunked_compiled"))
        return LossImpl::ChunkedCompiled;
    if (loss == QLatin1String("vocab_parallel"))
        return LossImpl::VocabParallel;
    if (loss == QLatin1String("fused"))
        return LossImpl::Fused;
    if (loss.isEmpty() && w.parallelism && w.parallelism->shardingImpl == ShardingImpl::Megatron)
        return LossImpl::VocabParallel;
    return LossImpl::Standard;
}

bool earlyStopCheckpoint(const ModelArch &arch, const Strategy &s, unsigned loraTarget, bool compiledInsideCheckpoint)
{
    if (s.recompute != Recompute::Full || s.zero < 3 || s.shardingImpl != ShardingImpl::Fsdp || arch.isMoe()
        || compiledInsideCheckpoint)
        return false;
    return !trainsAdapters(s.method) || (loraTarget & kLoraDown) == 0;
}

namespace {

// The routed experts on a GPU (E / ep), their tensor-parallel degree (etp when the strategy folds, else tp) and the
// tokens they take of a micro-batch's `tokens` (tokens x etp / tp: all of them when the experts split over the
// tensor-parallel ranks as the attention does, the GPU's sequence-parallel share when the strategy folds them to 1).
double moeLocalExperts(const ModelArch &a, const LayerShape &s)
{
    return std::max(1.0, a.moeRoutedExperts / std::max(1, s.ep));
}

double moeRoutedTokens(double tokens, const LayerShape &s)
{
    return tokens * expertTensorParallel(s.tp, s.etp) / std::max(1, s.tp);
}

// Seconds added to a layer's forward and backward.
struct GemmExtra {
    double fwd = 0, bwd = 0;
};

// The seconds a mixture of experts' routed GEMM (the up-projection, `up`, or the down-projection) takes beyond one
// merged GEMM of the same FLOPs, which is how the layer's dense stand-in prices it (moeComputeArch(): all the
// micro-batch's tokens against an MLP top_k experts wide, split over tp): forward, and backward (data and weight
// gradients), averaged over the layers as the stand-in is. The experts' own layout: E / ep experts on a GPU, each
// split over the expert tensor-parallel ranks (etp; tp unless the strategy folds, Strategy::etp), so a GPU's experts
// take tokens x etp / tp of the tokens (moeRoutedTokens()); with balanced routing (moeLoadFactor()) each computes
// load x top_k of those over its E / ep share. Their GEMMs run kGroupedGemmStreams at a time.
GemmExtra groupedExpertExtra(const ModelArch &a, const LayerShape &s, const ComputeRates &r, double tokens, bool up)
{
    if (s.fusedGroupedGemm || a.moeLayerShare <= 0 || a.moeRoutedPerToken <= 0 || a.moeRoutedExperts <= 0)
        return {};
    const double t = std::max(1, s.tp), etp = expertTensorParallel(s.tp, s.etp), k = a.moeRoutedPerToken;
    const double ups = a.gatedMlp ? 2 : 1, h = a.hidden, w = a.moeRoutedFfn;
    const double local = moeLocalExperts(a, s);
    const double perExpert = moeRoutedTokens(tokens, s) * k / local;
    const double together = std::min(kGroupedGemmStreams, local), rounds = local / together;
    // One expert's weight (n x k) and the stand-in's merged GEMM (tokens x mn x mk).
    const double en = up ? w * ups / etp : h, ek = up ? h : w / etp;
    const double mn = up ? w * ups * k / t : h, mk = up ? h : w * k / t;
    const double merged = GemmOp{tokens, mn, mk, 1, true}.time(r);
    const double mergedBwd = GemmOp{tokens, mk, mn, 1, true}.time(r) + GemmOp{mk, mn, tokens, 1, true}.time(r);
    const double grouped = rounds * GemmOp{perExpert, en, ek, together, true}.time(r);
    const double groupedBwd = rounds
        * (GemmOp{perExpert, ek, en, together, true}.time(r) + GemmOp{ek, en, perExpert, together, true}.time(r));
    return {a.moeLayerShare * (grouped - merged), a.moeLayerShare * (groupedBwd - mergedBwd)};
}

} // namespace

LayerCost transformerLayerCost(const ModelArch &a, const LayerShape &s, const ComputeRates &r)
{
    const double e = r.elementBytes();
    const double t = s.tp, b = s.microBatch, seq = a.seqLen, h = a.hidden, f = a.ffnHidden;
    const double T = b * seq;
    const double d = a.headDim();
    const double kv = a.kvWidth();   // width of K (and of V)
    const double q = a.queryWidth(); // width of Q and of the attention's output: h unless head_dim is set
    const double headsPerGpu = a.heads / t;
    // Multi-head latent attention (perf/mla.h, DeepSeek-V2/V3, Kimi K2): its own projections, and heads of P + R for
    // the keys and V for the values where grouped-query attention has d for both.
    const bool mla = a.isMla();
    const double dQk = mla ? mlaPrefillQkDim(a) : d, dV = mla ? mlaPrefillVDim(a) : d;
    const double rope = mla ? a.mla.qkRopeHeadDim : 0;
    // GPT and BERT train with dropout 0.1; Llama and MPT without (modelarch.h trainsWithDropout()).
    const bool dropout = a.trainsWithDropout();
    const bool fp8 = r.fp8Gemms();
    const double normShare = s.sequenceParallel ? 1 / t : 1; // norms and residuals: sharded only with SP

    LayerCost c;
    double fwd = 0, bwd = 0, memFwd = 0;
    // The last linear layer's forward (its fp8 input cast included) and FLOPs, for the op-level recompute below.
    double linearS = 0, linearFlops = 0;
    // A linear layer of m tokens, n outputs and k inputs. `amaxFused`: its input comes from a kernel that takes the
    // amax on the way (a TE norm fused into the layer), so fp8 current scaling adds no pass over it.
    const double amaxPass = fp8 && s.fp8Recipe == Fp8Recipe::Current ? kFp8AmaxReadPasses * e : 0;
    const double castBytes = kFp8CastBytes + (s.fp8Recipe == Fp8Recipe::Mxfp8 ? kMxfp8ScaleBytes : 0);
    auto linear = [&](double m, double n, double k, bool amaxFused = false) {
        const GemmOp op{m, n, k, 1, true};
        linearS = op.time(r);
        linearFlops = op.flops();
        bwd += GemmOp{m, k, n, 1, true}.time(r) + GemmOp{k, n, m, 1, true}.time(r); // data and weight grads
        c.fwdFlops += op.flops();
        c.bwdFlops += 2 * op.flops();
        if (fp8) {
            linearS += MemoryOp{(castBytes + (amaxFused ? 0 : amaxPass)) * m * k}.time(r);
            bwd += MemoryOp{(castBytes + amaxPass) * m * n}.time(r);
            c.fp8WeightCastS += MemoryOp{(castBytes + amaxPass) * n * k}.time(r);
        }
        fwd += linearS;
    };
    // Every-other-matmul recompute (SelectiveRecompute::EveryOtherMatmul): wk (K's share of the fused QKV), wo
    // and one h x f MLP GEMM (w3, half the fused gated up-projection; or the down-projection without a gate).
    double opSacS = 0, opSacFlops = 0;
    // Multi-head latent attention's up-projections (the latents to Q, K and V), what MlaUpProjection runs again.
    double mlaUpS = 0, mlaUpFlops = 0;
    auto recomputeShare = [&](double share) {
        opSacS += share * linearS;
        opSacFlops += share * linearFlops;
    };
    auto memory = [&](double bytes) { memFwd += MemoryOp{bytes}.time(r); };
    // The norms, the rotary embedding and the MLP's activation: what SelectiveRecompute::Elementwise runs again.
    double elementwiseS = 0;
    auto elementwise = [&](double bytes) {
        memory(bytes);
        elementwiseS += MemoryOp{bytes}.time(r);
    };
    // Eager PyTorch's extra passes over the fused kernels' (kEagerRmsNormFp32Bytes): Llama-style layers only (RMSNorm,
    // rotary, SwiGLU, grouped KV); eager LayerNorm and GELU are one kernel each, as fused.
    const bool eager = !s.fusedElementwise && a.gatedMlp;
    const double eagerNorm = eager ? (kEagerRmsNormFp32Bytes + 2 * e) * T * h * normShare : 0;

    // Eager BERT layers (kEagerBert*): encoders whose workload says their elementwise ops are not fused. (Eager GPT
    // code is Megatron's or nanoGPT's, whose layouts differ: not costed from this source.)
    const bool eagerBert = !s.fusedElementwise && a.family == ModelFamily::Encoder && !a.gatedMlp;

    // Attention block.
    elementwise(2 * e * T * h * normShare); // LayerNorm / RMSNorm
    if (eager)
        elementwise(eagerNorm);
    if (eagerBert) { // modeling.py's query, key and value: three nn.Linear, three GEMMs
        linear(T, q / t, h);
        linear(T, kv / t, h);
        recomputeShare(1); // wk
        linear(T, kv / t, h);
        // The layer input's gradient is summed from the three (and the residual) by autograd: two adds more than
        // a fused QKV's one (read two, write one: 3e per h each), backward only.
        bwd += 2 * MemoryOp{kEagerBertGradAddBytesPerE * e * T * h * normShare}.time(r);
    } else if (mla) {
        // The down-projections into the query and key-value latents, whole on every tensor-parallel rank
        // (mlaReplicatedParams()), each latent's RMSNorm, then the up-projections column-parallel: the queries to
        // P + R a head, the key-value latent to P (keys) and V (values) a head; the decoupled rotary key (R) comes
        // with the key-value down-projection (DeepSeek-AI 2024, arXiv 2405.04434 Sec. 2.1.2-2.1.3).
        const MlaShape &m = a.mla;
        if (m.qLoraRank > 0) {
            linear(T, m.qLoraRank, h, true);
            elementwise(2 * e * T * m.qLoraRank);
            linear(T, a.heads * dQk / t, m.qLoraRank, true);
            mlaUpS += linearS;
            mlaUpFlops += linearFlops;
        } else {
            linear(T, a.heads * dQk / t, h, true);
        }
        linear(T, double(m.kvLoraRank) + m.qkRopeHeadDim, h, true);
        elementwise(2 * e * T * m.kvLoraRank);
        linear(T, a.heads * (double(m.qkNopeHeadDim) + m.vHeadDim) / t, m.kvLoraRank, true);
        mlaUpS += linearS;
        mlaUpFlops += linearFlops;
    } else {
        linear(T, (q + 2 * kv) / t, h, true); // fused QKV
        recomputeShare(kv / (q + 2 * kv));    // wk
    }
    // The elements the rotary embedding turns: the queries' and the shared key's R (MLA), or the rotary share of Q and
    // K (Llama-style models all of it; GPT and BERT none, their positions learned; Pythia a quarter).
    const double rotaryShare = a.rotaryFraction();
    const bool rotary = rotaryShare > 0;
    const double rotated = mla ? T * (a.heads * rope / t + rope) : rotaryShare * T * (q + kv) / t;
    if (a.qkNorm && !mla) // a per-head RMSNorm on Q and K before the rotary (Qwen3): one fused pass
        elementwise(2 * e * T * (q + kv) / t + (eager ? kEagerRmsNormFp32Bytes * T * (q + kv) / t : 0));
    if (rotary) {
        elementwise(2 * e * rotated);
        if (eager || s.rotary == RotaryImpl::EagerComplex)
            elementwise(kEagerRotaryFp32Bytes * rotated);
        else if (s.rotary == RotaryImpl::EagerReal)
            elementwise(kEagerRotaryRealPasses * e * rotated);
        else if (s.rotary == RotaryImpl::EagerRotateHalf)
            elementwise(kEagerRotateHalfPasses * e * rotated);
        if (!mla && rotaryShare < 1 && (eager || s.rotary != RotaryImpl::Fused))
            elementwise(kPartialRotaryCatPasses * e * T * (q + kv) / t);
    }
    // MLA without a fused rotary kernel writing into the attention's inputs: Q and K are concatenated from their
    // rotary and non-rotary parts, the shared rotary key expanded to every head (torch.cat of q_nope and q_pe, of
    // k_nope and k_pe.expand: NeMo AutoModel's deepseek_v3/layers.py MLA.forward @ 01926a5), a read and a write of each
    // P + R wide.
    if (mla && (eager || s.rotary != RotaryImpl::Fused))
        memory(2 * 2 * e * T * a.heads * dQk / t);
    if (eager && mla) {
        memory(2 * e * T * a.heads * dV / t); // the context's transpose copy
    } else if (eager) {
        // repeat_kv materializes K and V at every query head's width (expand + reshape: read kv, write q), and the
        // context's .transpose(1, 2).contiguous() copies it once (read and write q).
        if (kv < q)
            memory(2 * 2 * e * T * (kv + q) / t);
        memory(2 * e * T * q / t);
    }
    if (eagerBert) {
        // Q, K and V: their bias adds (forward) and their gradients' copies (backward); kEagerBert* above.
        fwd += 3 * MemoryOp{kEagerBertBiasAddBytesPerE * e * T * q / t}.time(r);
        bwd += 3 * MemoryOp{kEagerBertGradCopyBytesPerE * e * T * q / t}.time(r);
    }
    const double causal = a.family == ModelFamily::Decoder ? kCausalShare : 1;
    if (s.flashAttention) {
        // The kernel's two matmuls at the GPU's rate for their shape, each query against its keys (half the row
        // under a causal mask). The scores stay on chip (Dao et al. 2022, Sec. 3.1): no HBM roofline over them.
        // Packed documents (ModelArch::documentLen) attend within themselves: each query against its own
        // document's keys, the cu_seqlens kernels skipping the rest of the sequence.
        // Sliding-window layers (ModelArch::windowSpan()) attend over the window's span, the kernel skipping the
        // blocks outside the band as it skips those above the diagonal (FlashAttention-2's window_size): the layer is
        // costed as the mean of its windowed and whole-sequence kinds.
        const double whole = a.documentLen > 0 ? std::min(seq, a.documentLen) : seq;
        const double heads = b * headsPerGpu;
        // A head narrower than 128 runs at a lower FLOP rate on the kernels measured so (ComputeRates::
        // flashHeadDimFactor(): the softmax's per-score work does not shrink with the head).
        const double headWidth = (dQk + dV) / 2;
        const double narrowFwd = r.flashHeadDimFactor(headWidth, false),
                     narrowBwd = r.flashHeadDimFactor(headWidth, true);
        // `band`: the keys a query computes beyond those it attends, the band's edge tiles of a sliding window
        // (kFlashBandTileKeys).
        // `steps`: the kernel calls a query's keys are split over, one a context-parallel ring step (1 without it, or
        // for a window's band, which lies in the first step's diagonal block), each paying the kernel's fixed work per
        // query tile over its cp-th of the keys (contextparallel.h ringAttentionKeysPerCall()). Only the first call is
        // masked, but FlashAttention-2's loss under a mask (ComputeRates::flashForwardTime(..., causal)) stays on the
        // whole forward: taken off the unmasked steps, the torchtitan CP 4 and 8 rows (FA2, 32k tokens a rank) go 7 to
        // 9 points more optimistic (+27/+32 -> +34/+41 %), which says something else of PyTorch's ring is not costed
        // yet (resources/validation/README.md, long-seq).
        auto coreTimes = [&](double span, double band, int steps, double &fwdS, double &bwdS) {
            const double keys = span * causal, computed = keys + band;
            const double gemms
                = r.gemmMathTime(seq, computed, dQk, heads, false) + r.gemmMathTime(seq, dV, computed, heads, false);
            const double perCall = ringAttentionKeysPerCall(computed, steps);
            fwdS = r.flashForwardTime(gemms, perCall, a.family == ModelFamily::Decoder) * narrowFwd;
            bwdS = r.flashBackwardTime(kFlashBackwardFactor * gemms, perCall) * narrowBwd;
        };
        double core = 0, coreBwd = 0, span = whole;
        coreTimes(whole, 0, s.cp, core, coreBwd);
        if (a.slidingWindow > 0 && a.slidingWindowShare > 0) {
            const double local = a.slidingWindowShare, windowed = std::min(whole, a.windowSpan(seq));
            double localFwd = 0, localBwd = 0;
            coreTimes(windowed, windowed < whole ? kFlashBandTileKeys : 0, 1, localFwd, localBwd);
            // cuDNN's fp8 attention backward computes a windowed layer's whole causal square, its forward only the
            // band. Measured in two releases on a GB200 (NVIDIA/cudnn-frontend benchmark/sdpa_benchmark_training/
            // results/gpt_oss/gb200: cuDNN 9.22 @ 3929da2, 2026-04-24, and 9.27 @ 20dc108, 2026-08-13; 128 heads of 64,
            // a 128-key window, batch 2): the MXFP8 backward takes 0.64, 2.08, 7.43, 27.9, 108.4 ms at 2k, 4k, 8k,
            // 16k, 32k tokens (x ~3.7 a doubling: the square) against bf16's 0.24, 0.47, 0.91, 1.82, 3.69 (linear);
            // tensor-wise fp8 alike (0.54 ... 90.3 ms); the forwards equal bf16's within 7 % up to 16k (at 32k
            // the bf16 forward is the slower). Costed as the whole-sequence backward at the 16-bit rates, which
            // reproduces them: by hand at 4k, 1.37 TFLOP over ~690 TFLOP/s (llama3.1's causal backward at 4k, 1,148,
            // x the head-64 share 0.60) = 2.0 ms against 2.08 measured; at 32k 119 against 108. At heads of 128
            // without a window fp8 attention takes about bf16's time (the same tables' llama3.1 config at 4k: 1.63
            // against 1.59 ms forward and backward), so nothing else changes.
            if (s.fp8Attention)
                localBwd = coreBwd;
            core = (1 - local) * core + local * localFwd;
            coreBwd = (1 - local) * coreBwd + local * localBwd;
            span = (1 - local) * whole + local * windowed; // the mean span, for the FLOPs below
        }
        fwd += core;
        bwd += coreBwd;
        if (s.unpaddedFlash) {
            // flash-attn's bert_padding.py (IndexFirstAxis, IndexPutFirstAxis; the same since 2022-03): unpad_input
            // gathers Q, K and V (torch.gather over an expanded index: read and write each element), pad_input zeroes
            // the padded output and index_puts the kernel's into it; the backward gathers the output gradient and
            // zeroes and scatters the gradients of Q, K and V.
            const double qkv = (q + 2 * kv) / t * T, out = q / t * T;
            fwd += MemoryOp{2 * e * qkv}.time(r) + MemoryOp{3 * e * out}.time(r);
            bwd += MemoryOp{2 * e * out}.time(r) + MemoryOp{3 * e * qkv}.time(r);
        }
        // FLOPs as Megatron counts them (the full s x s product), whatever the kernel skips; over each packed
        // document for packed sequences (the products the kernel is given), over the window's span in windowed layers.
        const double coreFlops = 2 * T * span * headsPerGpu * (dQk + dV); // 4 T span h / t when dQk = dV = h / heads
        c.fwdFlops += coreFlops;
        c.bwdFlops += 2 * coreFlops;
        // Selective recompute checkpoints the core attention, flash kernel included (Megatron-Core
        // TransformerConfig recompute_granularity="selective", recompute_modules ["core_attn"]): its backward
        // reruns the kernel's forward (Korthikanti et al. 2022, Sec. 5: the cost is the attention forward).
        c.attnCoreS = core;
        c.attnCoreFlops = coreFlops;
    } else {
        const GemmOp scores{seq, seq, dQk, b * headsPerGpu, false};
        const GemmOp context{seq, dV, seq, b * headsPerGpu, false};
        const double probs = b * headsPerGpu * seq * seq;
        // Megatron-LM (decoders): fused scale-mask-softmax (read scores, write probabilities), then dropout
        // (read, write, mask). BERT's reference code (google-research/bert modeling.py, NVIDIA DLE PyTorch BERT
        // modeling.py) scales, adds the mask and takes the softmax as three kernels, and copies the context
        // back from heads-major layout (permute + contiguous).
        const double softmaxPasses = a.family == ModelFamily::Encoder ? kUnfusedSoftmaxPasses : 1;
        const double softmax = softmaxPasses * MemoryOp{2 * e * probs}.time(r)
            + (dropout ? MemoryOp{(2 * e + kMaskBytes) * probs}.time(r) : 0)
            + (a.family == ModelFamily::Encoder ? MemoryOp{2 * e * T * q / t}.time(r) : 0);
        const double gemms = scores.time(r) + context.time(r);
        c.attnCoreS = gemms + softmax;
        c.attnCoreFlops = scores.flops() + context.flops();
        fwd += gemms;
        memFwd += softmax;
        bwd += 2 * gemms;
        c.fwdFlops += c.attnCoreFlops;
        c.bwdFlops += 2 * c.attnCoreFlops;
    }
    linear(T, h, (mla ? a.heads * dV : q) / t);                       // output projection
    recomputeShare(1);                                                // wo
    memory((3 * e + (dropout ? kMaskBytes : 0)) * T * h * normShare); // bias + dropout + residual
    if (eagerBert) // the projection's bias add, then dropout and the residual add apart (forward only)
        fwd += MemoryOp{kEagerBertBiasAddBytesPerE * e * T * h / t}.time(r)
            + MemoryOp{kEagerBertResidualBytesPerE * e * T * h * normShare}.time(r);

    // MLP block.
    elementwise(2 * e * T * h * normShare);
    if (eager)
        elementwise(eagerNorm);
    // A mixture of experts' token permutation (ModelArch::moePermuteRows): before the experts each token is copied
    // once for every expert it is routed to, grouped by expert, and after them the copies are summed back, weighted
    // by their router probabilities: Transformer Engine's fused moe_permute and moe_unpermute (one read and one write
    // per row; Megatron-Core's moe_utils.py permute / unpermute, whose unfused paths move more), which Megatron-Core's
    // all-to-all and DeepEP (flex) dispatchers and NeMo AutoModel's run around the experts' grouped GEMMs.
    if (a.moePermuteRows > 0)
        memory(2 * e * T * h * normShare * a.moePermuteRows);
    const double ups = a.gatedMlp ? 2 : 1;
    linear(T, f * ups / t, h, a.moePermuteRows <= 0); // after the norm, or the permuted tokens
    // The routed experts' GEMMs one expert at a time (kGroupedGemmStreams), here and for the down-projection below;
    // as the merged GEMM when one kernel runs them all (LayerShape::fusedGroupedGemm).
    auto expertGemms = [&](const GemmExtra &x) {
        linearS += x.fwd;
        fwd += x.fwd;
        bwd += x.bwd;
    };
    expertGemms(groupedExpertExtra(a, s, r, T, true));
    // In fp8 the routed experts quantise what they multiply, expert by expert: Transformer Engine's GroupedLinear
    // splits its input by expert and casts each part (transformer_engine/pytorch/module/grouped_linear.py forward:
    // tex.split_quantize(inp, m_splits, input_quantizers)), the permuted copies, load x top_k rows a token; so too the
    // down-projection's output gradient, one row a copy. linear() counted one row a token for both (the stand-in's
    // m is the tokens). A single grouped kernel (LayerShape::fusedGroupedGemm) takes the same copies, cast by one
    // kernel across the experts (TE's single grouped GEMM path: "the quantization fused across experts"): the same
    // bytes. With FP8 dispatch the token is cast once, before it travels: nothing more. The weights cast once a step
    // are the E / ep local experts', not the top_k experts' the stand-in is wide.
    if (fp8 && a.moeRoutedPerToken > 0 && a.moeRoutedExperts > 0) {
        const double perElement = castBytes + amaxPass;
        // Signed: a GPU's experts can take fewer rows, or hold fewer weights, than the stand-in counted.
        auto cast = [&](double elements) {
            const double seconds = MemoryOp{perElement * a.moeLayerShare * std::abs(elements)}.time(r);
            return elements >= 0 ? seconds : -seconds;
        };
        if (!s.moeFp8Dispatch) {
            const double copies = cast((moeRoutedTokens(T, s) * a.moeRoutedPerToken - T) * h);
            fwd += copies;
            linearS += copies;
            bwd += copies;
        }
        const double expert = (ups + 1) * a.moeRoutedFfn * h; // one expert's up- and down-projection
        c.fp8WeightCastS += cast(moeLocalExperts(a, s) * expert / expertTensorParallel(s.tp, s.etp)
                                 - a.moeRoutedPerToken * expert / t);
    }
    const bool expertBias = s.eagerExpertBias && a.moeUpBiasElems > 0;
    if (expertBias) {
        const double elems = T * a.moeUpBiasElems / t;
        fwd += MemoryOp{kEagerExpertUpBiasFwdPerE * e * elems}.time(r);
        bwd += MemoryOp{kEagerExpertUpBiasBwdPerE * e * elems}.time(r);
    }
    if (s.eagerActClamp && a.gatedMlp && a.moeRoutedPerToken > 0) {
        // The routed copies' up-projection output, both halves (kEagerActClamp*).
        const double elems = T * a.moeLayerShare * a.moeRoutedPerToken * ups * a.moeRoutedFfn / t;
        const double clampFwd = MemoryOp{kEagerActClampFwdPerE * e * elems}.time(r);
        fwd += clampFwd;
        elementwiseS += clampFwd; // recomputed with the activation
        bwd += MemoryOp{kEagerActClampBwdPerE * e * elems}.time(r);
    }
    if (a.gatedMlp)
        recomputeShare(0.5);                           // w3
    elementwise((a.gatedMlp ? 3 : 2) * e * T * f / t); // GeLU with bias, or SwiGLU (two inputs)
    if (eager)
        elementwise(2 * e * T * f / t); // F.silu(w1 x) * w3 x as two kernels: silu (e + e), then the product (3e)
    if (eagerBert)
        fwd += MemoryOp{kEagerBertBiasAddBytesPerE * e * T * f / t}.time(r); // the up-projection's bias add
    linear(T, h, f / t);
    expertGemms(groupedExpertExtra(a, s, r, T, false));
    if (expertBias && a.moeDownBiasElems > 0) {
        const double elems = T * a.moeDownBiasElems * normShare;
        fwd += MemoryOp{(kEagerExpertDownBiasFwdFixed + 2 * e) * elems}.time(r);
        bwd += MemoryOp{(kEagerExpertDownBiasBwdFixed + 2 * e) * elems}.time(r);
    } else if (s.eagerDownBias && a.moeDownBiasElems > 0) {
        const double elems = T * a.moeDownBiasElems * normShare;
        fwd += MemoryOp{kEagerDownBiasFwdPerE * e * elems}.time(r);
        bwd += MemoryOp{kEagerDownBiasBwdPerE * e * elems}.time(r);
    }
    if (!a.gatedMlp)
        recomputeShare(1); // the MLP's second mm
    memory((3 * e + (dropout ? kMaskBytes : 0)) * T * h * normShare);
    // PyTorch's early-stopping checkpoint (LayerCost::earlyStopS): the down-projection saves its input (and weight)
    // before its GEMM runs, the last tensors the block saves unless a dropout's mask follows; the residual add saves
    // none. Without dropout the recompute ends before the GEMM.
    if (!dropout) {
        c.earlyStopS = linearS + MemoryOp{3 * e * T * h * normShare}.time(r);
        c.earlyStopFlops = linearFlops;
    }
    if (eagerBert)
        fwd += MemoryOp{kEagerBertBiasAddBytesPerE * e * T * h / t}.time(r)
            + MemoryOp{kEagerBertResidualBytesPerE * e * T * h * normShare}.time(r);

    c.fwdS = fwd + memFwd;
    c.bwdS = bwd + kBackwardMemoryFactor * memFwd;
    switch (s.selective) {
    case SelectiveRecompute::CoreAttention:
        c.selectiveS = c.attnCoreS;
        c.selectiveFlops = c.attnCoreFlops;
        break;
    case SelectiveRecompute::EveryOtherMatmul: // the kept matmuls and attention aside, the whole forward again
        c.selectiveS = opSacS + memFwd;
        c.selectiveFlops = opSacFlops;
        break;
    case SelectiveRecompute::EveryOtherLayer: // half the layers' forward again
        c.selectiveS = c.fwdS / 2;
        c.selectiveFlops = c.fwdFlops / 2;
        break;
    case SelectiveRecompute::Elementwise: // memory-bound passes only: no matmul FLOPs repeated
        c.selectiveS = elementwiseS;
        c.selectiveFlops = 0;
        break;
    case SelectiveRecompute::MlaUpProjection: // those passes and MLA's up-projections
        c.selectiveS = elementwiseS + mlaUpS;
        c.selectiveFlops = mlaUpFlops;
        break;
    }
    c.tpMessageBytes = e * T * h;
    return c;
}

HeadCost transformerHeadCost(const ModelArch &a, const LayerShape &s, const ComputeRates &r)
{
    const double e = r.elementBytes();
    const double t = s.tp, T = s.microBatch * a.seqLen, h = a.hidden, V = a.vocab;
    HeadCost c;
    // Embedding lookup (write T x h) and its gradient accumulated in fp32 into the table.
    c.embeddingS = MemoryOp{2 * e * T * h}.time(r) + MemoryOp{(e + 8) * T * h}.time(r);
    const double tokens = a.family == ModelFamily::Encoder ? T * kMaskedShare : T;
    double fwd = 0, bwd = 0;
    // The head runs in 16 bit in fp8 runs: Megatron-Core's output layer is a tensor_parallel.ColumnParallelLinear,
    // not a Transformer Engine layer (megatron/core/models/gpt/gpt_model.py), and TE's fp8 recipe keeps the first
    // and last layers in higher precision (Transformer Engine user guide, "Using FP8 with Transformer Engine").
    if (a.family == ModelFamily::Encoder) {
        // MLM transform: dense h x h, GeLU and LayerNorm on the masked tokens.
        const GemmOp dense{tokens, h, h, 1, false};
        fwd += dense.time(r) + MemoryOp{4 * e * tokens * h}.time(r);
        bwd += 2 * dense.time(r) + MemoryOp{8 * e * tokens * h}.time(r);
        c.logitsFlops += 3 * dense.flops();
    }
    const GemmOp logits{tokens, V / t, h, 1, false};
    fwd += logits.time(r);
    bwd += GemmOp{tokens, h, V / t, 1, false}.time(r) + GemmOp{h, V / t, tokens, 1, false}.time(r);
    // Cross entropy in fp32 over the vocabulary shard: read logits, write fp32 softmax; backward reads it and
    // writes the 16-bit gradient.
    const double vocabElems = tokens * V / t;
    fwd += MemoryOp{(e + 4) * vocabElems}.time(r);
    bwd += MemoryOp{(4 + e) * vocabElems}.time(r);
    c.logitsS = fwd + bwd;
    c.logitsFlops += 3 * logits.flops();
    if (a.mtpLayers > 0 && a.family == ModelFamily::Decoder) {
        // A multi-token prediction module (Megatron-LM megatron/core/transformer/multi_token_prediction.py
        // MultiTokenPredictionLayer @ d98e8a64dd): the embedding of the tokens one further ahead, enorm and hnorm
        // (forward: read and write the hidden width; backward: read two, write one), their concatenation (2h
        // written and read), eh_proj, a column-parallel 2h -> h linear (forward and its two backward GEMMs), the
        // final norm after the block; then process_mtp_loss runs the shared output layer and its loss on the
        // module's output, as for the model's own. The block itself is a layer (the step model counts it).
        // eh_proj is a Transformer Engine linear in Megatron-Core's TE spec: at the workload's precision, fp8 too.
        const GemmOp proj{T, h / t, 2 * h};
        const double projS = proj.time(r) + GemmOp{T, 2 * h, h / t}.time(r) + GemmOp{2 * h, h / t, T}.time(r);
        const double normsS = 3 * (MemoryOp{2 * e * T * h}.time(r) + MemoryOp{3 * e * T * h}.time(r));
        const double concatS = MemoryOp{2 * 2 * e * T * h}.time(r) + MemoryOp{2 * 2 * e * T * h}.time(r);
        c.mtpS = c.embeddingS + normsS + concatS + projS + c.logitsS;
        c.mtpFlops = 3 * proj.flops() + c.logitsFlops;
    }
    return c;
}

} // namespace aip::perf
