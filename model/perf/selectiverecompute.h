#pragma once
// The selective activation recompute policies (workload "selective_recompute"): the layer model costs what each
// repeats (perf/transformerlayer.h), the memory model what each keeps (perf/memorymodel.h).

namespace aip::perf {

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
    // DeepSeek-V3 (DeepSeek-AI 2024, arXiv 2412.19437): "We recompute all RMSNorm operations and MLA up-projections
    // during back-propagation, thereby eliminating the need to persistently store their output activations"
    // (Sec. 3.2.3), and "cache the inputs of the SwiGLU operator and recompute its output in the backward pass"
    // (Sec. 3.3.3). The elementwise passes above, and for multi-head latent attention the up-projections' GEMMs from
    // the stored latents to Q, K and V (perf/mla.h): Q, K and V are not kept. Without MLA the same as Elementwise.
    MlaUpProjection,
};

} // namespace aip::perf
