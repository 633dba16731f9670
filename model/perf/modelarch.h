#pragma once
// A workload's model resolved to its architecture: a preset with the plan's explicit fields laid over it
// (`{"preset": "bert-large", "seq_len": 512}`), or a fully explicit transformer. Convolutional and diffusion
// models carry their layers (per sample) so the step can be costed layer by layer with a roofline.

#include "perf/mla.h"
#include "plan/plan.h"

#include <QString>
#include <QStringList>

#include <algorithm>
#include <optional>
#include <vector>

namespace aip::perf {

enum class ModelFamily {
    Decoder,  // GPT / Llama: causal self-attention, logits over every token
    Encoder,  // BERT: bidirectional, masked-LM head over the masked tokens only
    Cnn,      // ResNet, YOLO
    Diffusion // UNet of a latent diffusion model
};

// One layer of a convolutional or diffusion network, per sample, forward pass. Matmul-like work (convolutions,
// attention, linear layers) and memory-bound work (norms, activations, residual adds, upsampling) are kept
// apart: the first runs at GEMM efficiency, the second at HBM bandwidth.
struct NetLayer {
    double flops = 0;         // multiply-adds x 2 of the matmul-like part
    double gemmM = 0;         // rows of the implicit GEMM per sample (output pixels or tokens)
    double gemmN = 0;         // output channels
    double gemmK = 0;         // reduction length (input channels x kernel area)
    double inElems = 0;       // activation elements read by the matmul part
    double outElems = 0;      // activation elements it writes
    double weightElems = 0;   // parameters
    double memOpElems = 0;    // elements passed through memory-bound ops after it (norm + activation ...)
    bool convolution = false; // an implicit-GEMM convolution (its tensors have a memory layout: NCHW or NHWC)
    // The same work op by op, where the network's builder knows its ops (NetBuilder::opsApart; stepmodel.cpp
    // costs each at its kernel's measured rate). An op is counted here or in memOpElems, never in both.
    double bnElems = 0;    // through a batch norm in training mode after the matmul
    double bnChannels = 0; // that batch norm's channels
    double actElems = 0;   // through an elementwise activation (ReLU, SiLU)
    double addElems = 0;   // residual adds
    double scaleElems = 0; // multiplied by a per-channel factor (squeeze-and-excitation's excite)
    double poolElems = 0;  // read by a global average pool
    // The layer's parameter tensors as a training script's optimizer holds them (perf/optimizerstep.h's eager loops
    // step them one by one): its weight, a linear layer's bias (nn.Linear's default), and the weight and bias of the
    // norm after it (BatchNorm2d, GroupNorm).
    double weightTensors = 0;
    double normTensors = 0;
    // The layer's memory-bound elements as memOpElems counted them before the ops were told apart (a batch norm
    // and the activation after it one op): what the activation memory (memorymodel.cpp) keeps.
    double memoryOpElems() const { return memOpElems + bnElems + addElems + scaleElems + poolElems; }
};

struct ModelArch {
    QString name; // preset name or "custom"
    ModelFamily family = ModelFamily::Decoder;
    // Transformers
    int layers = 0, hidden = 0, heads = 0, kvHeads = 0, ffnHidden = 0, seqLen = 0, vocab = 0;
    // One attention head's width where it is not hidden / heads (workload.model.head_dim; Qwen3, Gemma, Mistral NeMo):
    // Q and the attention's output are heads x headDim() wide, K and V kvHeads x headDim(). 0: hidden / heads.
    int headDimension = 0;
    bool gatedMlp = false;
    // A per-head RMSNorm on the queries and keys before the rotary embedding (workload.model.qk_norm; Qwen3, Gemma 3,
    // OLMo 2): one more memory-bound pass over Q and K a layer (transformerlayer.cpp).
    bool qkNorm = false;
    // The share of each query and key head the rotary embedding turns (workload.model.partial_rotary_factor, Hugging
    // Face's name; GPT-NeoX configs call it rotary_pct): Pythia and GPT-NeoX 0.25, Llama 1. Unset: the default
    // (rotaryFraction()).
    std::optional<double> partialRotaryFactor;
    // Multi-token prediction modules trained beside the model (workload.model.mtp_layers; DeepSeek-AI 2024, arXiv
    // 2412.19437, Sec. 2.2, depth D = 1 in DeepSeek-V3's pre-training, Sec. 4.2; Hugging Face configs'
    // num_nextn_predict_layers, Megatron-Core's mtp_num_layers). Each module predicts one token further ahead: two
    // RMSNorms (the hidden state and the embedding of the token ahead), a 2h -> h projection of the two concatenated,
    // one transformer block of the model's kind (an MoE block for a mixture: Megatron-LM counts it as the last layer's
    // kind), a final norm, and the shared output layer and its loss again. Not counted in parameters(): DeepSeek-V3's
    // 671B leave its MTP module out. 0: none.
    int mtpLayers = 0;
    // Whether the layers train with dropout (hidden and attention), where `workload.model.dropout` says so for a
    // model that differs from the default (trainsWithDropout()); unset: the default.
    std::optional<bool> dropout;
    // Mixture-of-experts (perf/moe.h): 0 experts = a dense model. The first `denseLayers` layers keep a dense MLP of
    // ffnHidden (DeepSeek-V3); the others route each token to topK of `experts` MLPs of expertFfnHidden, plus
    // `sharedExperts` that every token passes.
    int experts = 0, topK = 0, sharedExperts = 0, expertFfnHidden = 0, denseLayers = 0;
    bool expertBias = false;   // the experts' projections have biases (GPT-OSS's gate_up_proj_bias and down_proj_bias)
    double capacityFactor = 0; // workload.model.capacity_factor; 0: dropless (perf/moe.h)
    int routedNodeLimit = 0;   // the most nodes a token's experts may lie on (node-limited routing); 0: any
    // Packed sequences: the length of the documents a sequence of seqLen tokens is packed from, each attending only
    // within itself (workload.model.document_len; attention through cu_seqlens, the THD layout); 0: one document
    // filling the sequence. For documents of unequal length it is E[L^2] / E[L], the length a token's own document
    // has on average, as attention costs sum L_i^2 over a pack's documents.
    double documentLen = 0;
    // Sliding-window attention (workload.model.sliding_window, sliding_window_share): `slidingWindowShare` of the
    // layers attend each query to the `slidingWindow` keys up to it, the others to the whole sequence (Mistral 7B: all
    // layers, window 4,096; Gemma 2: every other layer, 4,096; Gemma 3: five of six, 1,024; GPT-OSS: every other, 128).
    // 0: every layer attends to the whole sequence.
    int slidingWindow = 0;
    double slidingWindowShare = 0;
    // Multi-head latent attention (perf/mla.h; DeepSeek-V3): set, the serving model keeps the latent KV cache and
    // costs decode and prefill attention in MLA's shapes, and the training step costs MLA's projections, latent norms
    // and its attention core at heads of P + R for the scores and V for the context (transformerlayer.cpp).
    MlaShape mla;
    // Set on moeComputeArch()'s stand-in only (perf/moe.h): the rows of hidden elements a token's permutation reads
    // or writes on an MoE layer, averaged over the layers: the permute's one read and load x top_k writes, the same
    // again for the unpermute (transformerlayer.cpp).
    double moePermuteRows = 0;
    // Set on moeComputeArch()'s stand-in only: the routed experts' bias elements a token adds on an MoE layer,
    // averaged over the layers, on the up-projection's output (load x top_k x the gated width) and on the
    // down-projection's (load x top_k x hidden); 0 for experts without biases (expertBias).
    double moeUpBiasElems = 0, moeDownBiasElems = 0;
    // Set on moeComputeArch()'s stand-in only: the routed experts as their GEMMs see them (transformerlayer.cpp, the
    // grouped GEMM): the share of the layers that are MoE layers, the expert copies a token makes there (load x
    // top_k), the routed experts' count and width. 0 for a dense model.
    double moeLayerShare = 0, moeRoutedPerToken = 0, moeRoutedExperts = 0, moeRoutedFfn = 0;
    // Convolutional / diffusion networks
    int imageSize = 0;
    std::vector<NetLayer> net;
    double inputBytesPerSample = 0;  // what the input pipeline reads from storage per sample
    double readsPerSample = 1;       // storage reads (files or 1 MB chunks) per sample
    double cpuSecondsPerSample = 0;  // decoding and augmentation on one CPU core, per sample
    double gpuDecodeCpuFraction = 1; // share of that CPU work left when decoding runs on the GPU

    bool isTransformer() const { return family == ModelFamily::Decoder || family == ModelFamily::Encoder; }
    bool isMoe() const { return experts > 0 && isTransformer(); }
    bool isMla() const { return mla.valid() && isTransformer(); }
    // MLP weights of one layer, averaged over the layers: all of them (memory), or those one token uses (FLOPs).
    double mlpParamsPerLayer() const;
    double activeMlpParamsPerLayer() const;
    double headDim() const { return headDimension > 0 ? headDimension : heads > 0 ? double(hidden) / heads : 0; }
    // What a windowed layer's causal attention computes over a sequence of `seq`, as the span of a full square of seq x
    // span products of which a causal kernel computes half (the convention that counts causal attention as seq x
    // seq): a query at position i attends to min(i, w) keys, seq / 2 of them on average when seq <= w, else
    // w (1 - w / 2 seq), so the span is seq, or 2 w - w^2 / seq.
    double windowSpan(double seq) const
    {
        return slidingWindow <= 0 || seq <= slidingWindow
            ? seq
            : 2.0 * slidingWindow - double(slidingWindow) * slidingWindow / seq;
    }
    // The span averaged over the layers, windowed and not.
    double meanAttentionSpan(double seq) const
    {
        return slidingWindow <= 0 ? seq : (1 - slidingWindowShare) * seq + slidingWindowShare * windowSpan(seq);
    }
    // The tokens of a context of `context` whose keys and values a layer keeps, averaged over the layers: the windowed
    // layers keep the last `slidingWindow` (TensorRT-LLM's cyclic KV cache, vLLM's sliding-window blocks freed).
    double cachedTokens(double context) const
    {
        if (slidingWindow <= 0)
            return context;
        return (1 - slidingWindowShare) * context + slidingWindowShare * std::min(context, double(slidingWindow));
    }
    // cachedTokens() averaged over a decode whose context grows evenly from `first` to `last` tokens: the windowed
    // layers' min(c, w) integrated over c (c up to w, then w) and divided by the span. Without a window, the mean
    // context (first + last) / 2.
    double meanCachedTokens(double first, double last) const
    {
        const double mean = (first + last) / 2;
        if (slidingWindow <= 0 || !(last > first))
            return slidingWindow <= 0 ? mean : cachedTokens(mean);
        const double w = slidingWindow;
        const double below = std::clamp(w, first, last); // min(c, w) = c on [first, below], w on [below, last]
        const double windowed = ((below * below - first * first) / 2 + w * (last - below)) / (last - first);
        return (1 - slidingWindowShare) * mean + slidingWindowShare * windowed;
    }
    // The query's (and the attention output's) width, heads x head_dim, and the key's (and value's), kv_heads x
    // head_dim: both equal to hidden and hidden x kv_heads / heads unless head_dim is set.
    double queryWidth() const { return heads * headDim(); }
    double kvWidth() const { return (kvHeads > 0 ? kvHeads : heads) * headDim(); }
    // Attention weights of one layer: Q, K, V and the output projection at the grouped-query width, or multi-head
    // latent attention's five projections (perf/mla.h mlaAttentionParams()).
    double attentionParamsPerLayer() const;
    // Dropout on the hidden states and the attention probabilities: by default the non-gated models train with it,
    // as GPT and BERT do (0.1), and the gated ones without, as Llama does; MPT (non-gated) says it has none.
    bool trainsWithDropout() const { return dropout.value_or(!gatedMlp); }
    // The output layer is the input embedding (GPT, BERT, BLOOM: the non-gated models); Llama-style (gated) models
    // keep an output layer of their own. Counts the parameters, each pipeline end's copy of the embedding, and the
    // gradient all-reduce that keeps the two copies alike (stepmodel.cpp).
    bool tiesOutputLayer() const { return !gatedMlp; }
    // The rotary share of Q and K a layer turns: the plan's partial_rotary_factor, otherwise 1 for Llama-style (gated)
    // models and 0 for GPT and BERT, whose learned position embeddings are added once before the first layer.
    double rotaryFraction() const { return partialRotaryFactor.value_or(gatedMlp ? 1.0 : 0.0); }
    // A learned position embedding's weights (seqLen x hidden, GPT and BERT); none where a rotary embedding encodes the
    // positions (Llama, GPT-NeoX).
    double learnedPositionParams() const { return rotaryFraction() > 0 ? 0 : double(seqLen) * hidden; }
    double parameters() const; // weights, embeddings included
    // The weights of one multi-token prediction module beside its transformer block: the 2h -> h projection (eh_proj)
    // and its three norms (enorm, hnorm and the final norm; Megatron-LM megatron/core/transformer/
    // multi_token_prediction.py MultiTokenPredictionLayer @ d98e8a64dd). The output layer and the embedding are shared.
    double mtpExtraParams() const { return 2.0 * hidden * hidden + 3.0 * hidden; }
    // Forward FLOPs per sample of the matmul part (transformers: per sequence, without recompute).
    double forwardFlopsPerSample() const;
    // The multi-token prediction modules' share of it, not included there: per module a layer (the layers' mean), the
    // projection and the output layer again (Megatron-LM's num_floating_point_operations counts the same, training.py
    // @ d98e8a64dd: the MTP layers as layers, `2 h^2` of projection, the logits `(mtp_num_layers + 1)` times).
    double mtpForwardFlopsPerSample() const;
};

// The preset names the model knows.
QStringList presetNames();
// Resolves the plan's model; nullopt with *error (for users) when the preset is unknown or fields are missing.
std::optional<ModelArch> resolveModel(const ModelSpec &spec, QString *error);

} // namespace aip::perf
