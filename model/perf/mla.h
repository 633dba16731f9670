#pragma once
// Multi-head latent attention (MLA, DeepSeek-AI 2024, arXiv 2405.04434 Sec. 2.1 and arXiv 2412.19437 Sec. 2.1.1) as
// the serving engines run it. Keys and values are kept per token as one latent vector of kvLoraRank elements plus a
// decoupled rotary key of qkRopeHeadDim, shared by every head; queries pass through a latent of qLoraRank.
//
// Sources for what an engine does with it:
// - deepseek-ai/DeepSeek-V3 inference/model.py @ 1ea5a1a7, class MLA with attn_impl "absorb": the cache is
//   kv_cache [batch, seq, kv_lora_rank] and pe_cache [batch, seq, qk_rope_head_dim] per layer, not divided by the
//   world size (only the heads are, n_local_heads = n_heads // world_size): every tensor-parallel rank keeps the whole
//   latent cache. Scores are q_nope absorbed into the latent (einsum "bshc,btc") plus q_pe against pe_cache, and the
//   output is the scores against the latent (einsum "bsht,btc") then up-projected per head.
// - vllm-project/vllm vllm/attention/backends/mla/common.py (module docstring): the "data-movement friendly" absorbed
//   form for decode, whose compute "is similar to multi-query attention" over Lkv + R = 576 dimensions, and the
//   "compute friendly" form for prefill, multi-head attention with keys of P + R = 192 and values of V = 128 per head
//   after up-projecting the latent.
// Per token and layer the weights are wq_a (hidden x qLoraRank), wq_b (qLoraRank x heads x (P + R)), wkv_a (hidden x
// (Lkv + R)), wkv_b (Lkv x heads x (P + V)) and wo (heads x V x hidden); the absorbed form multiplies by the same
// wkv_b, split between the query and the output, so the linear FLOPs per token are twice these weights either way.

namespace aip::perf {

struct ModelArch;

struct MlaShape {
    int qLoraRank = 0;     // query latent (0: queries projected directly, wq of hidden x heads x (P + R))
    int kvLoraRank = 0;    // Lkv, the cached latent
    int qkNopeHeadDim = 0; // P
    int qkRopeHeadDim = 0; // R, the decoupled rotary key, cached too
    int vHeadDim = 0;      // V
    bool valid() const { return kvLoraRank > 0 && qkNopeHeadDim > 0 && vHeadDim > 0 && qkRopeHeadDim >= 0; }
};

// Attention weights of one layer (the five projections above).
double mlaAttentionParams(const ModelArch &arch);
// Of those, the down-projections into the latents (wq_a and wkv_a), which tensor parallelism keeps whole on every rank:
// Megatron-Core's MLASelfAttention builds linear_q_down_proj and linear_kv_down_proj with parallel_mode "duplicated"
// (megatron/core/transformer/multi_latent_attention.py), the up-projections column-parallel and the output
// row-parallel.
double mlaReplicatedParams(const ModelArch &arch);
// Elements one token keeps per layer in the cache: Lkv + R, on every tensor-parallel rank.
double mlaCacheElementsPerTokenLayer(const ModelArch &arch);
// Decode (absorbed form), FLOPs per token, key and layer over all heads: 2 x (Lkv + R) for the scores and 2 x Lkv for
// the weighted sum, per head.
double mlaDecodeAttentionFlopsPerKey(const ModelArch &arch);
// Prefill (multi-head form): the head dimensions of QK^T (P + R) and of PV (V).
double mlaPrefillQkDim(const ModelArch &arch);
double mlaPrefillVDim(const ModelArch &arch);

} // namespace aip::perf
