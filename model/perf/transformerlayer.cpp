#include "perf/transformerlayer.h"

namespace aip::perf {

namespace {

// Backward of a memory-bound operation reads the incoming gradient and the saved input and writes the outgoing
// gradient (and for norms reduces twice): about twice the forward traffic (Calculon's elementwise layers
// count 2x; Korthikanti et al. 2022 Sec. 4 treats them alike).
constexpr double kBackwardMemoryFactor = 2;
// FlashAttention-2 backward runs five matmuls against the forward's two, recomputing the scores
// (Dao 2023, Sec. 3.1): 2.5x the forward work.
constexpr double kFlashBackwardFactor = 2.5;
// FlashAttention-2 reaches 50-73% of A100 peak forward and 40-63% backward at head dimension 128 (Dao 2023,
// Figs. 4-6), against ~80% for cuBLAS GEMMs of the same work: its matmuls run at 0.8 of a plain GEMM's rate.
constexpr double kFlashRelativeEfficiency = 0.8;
// A causal mask lets flash attention skip the upper triangle of the scores (Dao 2023, Sec. 3.1.1).
constexpr double kCausalShare = 0.5;
// BERT's masked-LM head runs on the masked positions only: 20 of 128 (max_predictions_per_seq, Devlin et
// al. 2019 and NVIDIA DeepLearningExamples BERT), ~15%.
constexpr double kMaskedShare = 0.15;
// fp8 (Transformer Engine): each linear layer's input is cast from bf16 to fp8 (read 2 bytes, write 1).
constexpr double kFp8CastBytes = 3;
// Dropout masks are one byte per element (PyTorch bool masks, as Korthikanti et al. 2022 count them).
constexpr double kMaskBytes = 1;
// Scale, mask-add and softmax as separate elementwise kernels (each reads and writes the scores).
constexpr double kUnfusedSoftmaxPasses = 3;

} // namespace

LayerCost transformerLayerCost(const ModelArch &a, const LayerShape &s, const ComputeRates &r)
{
    const double e = r.elementBytes();
    const double t = s.tp, b = s.microBatch, seq = a.seqLen, h = a.hidden, f = a.ffnHidden;
    const double T = b * seq;
    const double d = a.headDim();
    const double kv = a.kvHeads * d; // width of K (and of V)
    const double headsPerGpu = a.heads / t;
    const bool dropout = !a.gatedMlp; // GPT and BERT train with dropout 0.1; Llama without
    const bool fp8 = r.fp8Gemms();
    const double normShare = s.sequenceParallel ? 1 / t : 1; // norms and residuals: sharded only with SP

    LayerCost c;
    double fwd = 0, bwd = 0, memFwd = 0;
    auto linear = [&](double m, double n, double k) {
        const GemmOp op{m, n, k, 1, true};
        fwd += op.time(r);
        bwd += GemmOp{m, k, n, 1, true}.time(r) + GemmOp{k, n, m, 1, true}.time(r); // data and weight grads
        c.fwdFlops += op.flops();
        c.bwdFlops += 2 * op.flops();
        if (fp8)
            memFwd += MemoryOp{kFp8CastBytes * m * k}.time(r);
    };
    auto memory = [&](double bytes) { memFwd += MemoryOp{bytes}.time(r); };

    // Attention block.
    memory(2 * e * T * h * normShare); // LayerNorm / RMSNorm
    linear(T, (h + 2 * kv) / t, h);    // fused QKV
    if (a.gatedMlp)
        memory(2 * e * T * (h + kv) / t); // rotary embedding of Q and K
    const double causal = a.family == ModelFamily::Decoder ? kCausalShare : 1;
    if (s.flashAttention) {
        const GemmOp scores{seq, seq * causal, d, b * headsPerGpu, false};
        const GemmOp context{seq, d, seq * causal, b * headsPerGpu, false};
        const double core = (scores.time(r) + context.time(r)) / kFlashRelativeEfficiency;
        fwd += core;
        bwd += kFlashBackwardFactor * core;
        // FLOPs as Megatron counts them (the full s x s product), whatever the kernel skips.
        c.fwdFlops += 4 * T * seq * h / t;
        c.bwdFlops += 8 * T * seq * h / t;
    } else {
        const GemmOp scores{seq, seq, d, b * headsPerGpu, false};
        const GemmOp context{seq, d, seq, b * headsPerGpu, false};
        const double probs = b * headsPerGpu * seq * seq;
        // Megatron-LM (decoders): fused scale-mask-softmax (read scores, write probabilities), then dropout
        // (read, write, mask). BERT's reference code (google-research/bert modeling.py, NVIDIA DLE PyTorch BERT
        // modeling.py) scales, adds the mask and takes the softmax as three kernels, and copies the context
        // back from heads-major layout (permute + contiguous).
        const double softmaxPasses = a.family == ModelFamily::Encoder ? kUnfusedSoftmaxPasses : 1;
        const double softmax = softmaxPasses * MemoryOp{2 * e * probs}.time(r)
            + (dropout ? MemoryOp{(2 * e + kMaskBytes) * probs}.time(r) : 0)
            + (a.family == ModelFamily::Encoder ? MemoryOp{2 * e * T * h / t}.time(r) : 0);
        const double gemms = scores.time(r) + context.time(r);
        c.attnCoreS = gemms + softmax;
        c.attnCoreFlops = scores.flops() + context.flops();
        fwd += gemms;
        memFwd += softmax;
        bwd += 2 * gemms;
        c.fwdFlops += c.attnCoreFlops;
        c.bwdFlops += 2 * c.attnCoreFlops;
    }
    linear(T, h, h / t);                                              // output projection
    memory((3 * e + (dropout ? kMaskBytes : 0)) * T * h * normShare); // bias + dropout + residual

    // MLP block.
    memory(2 * e * T * h * normShare);
    linear(T, f * (a.gatedMlp ? 2 : 1) / t, h);
    memory((a.gatedMlp ? 3 : 2) * e * T * f / t); // GeLU with bias, or SwiGLU (two inputs)
    linear(T, h, f / t);
    memory((3 * e + (dropout ? kMaskBytes : 0)) * T * h * normShare);

    c.fwdS = fwd + memFwd;
    c.bwdS = bwd + kBackwardMemoryFactor * memFwd;
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
    if (a.family == ModelFamily::Encoder) {
        // MLM transform: dense h x h, GeLU and LayerNorm on the masked tokens.
        const GemmOp dense{tokens, h, h, 1, true};
        fwd += dense.time(r) + MemoryOp{4 * e * tokens * h}.time(r);
        bwd += 2 * dense.time(r) + MemoryOp{8 * e * tokens * h}.time(r);
        c.logitsFlops += 3 * dense.flops();
    }
    const GemmOp logits{tokens, V / t, h, 1, true};
    fwd += logits.time(r);
    bwd += GemmOp{tokens, h, V / t, 1, true}.time(r) + GemmOp{h, V / t, tokens, 1, true}.time(r);
    // Cross entropy in fp32 over the vocabulary shard: read logits, write fp32 softmax; backward reads it and
    // writes the 16-bit gradient.
    const double vocabElems = tokens * V / t;
    fwd += MemoryOp{(e + 4) * vocabElems}.time(r);
    bwd += MemoryOp{(4 + e) * vocabElems}.time(r);
    c.logitsS = fwd + bwd;
    c.logitsFlops += 3 * logits.flops();
    return c;
}

} // namespace aip::perf
