#pragma once
// The cross entropy at the model's output, a workload implementation key (`loss`; transformerlayer.h lossImpl()):
// what it holds of the logits sets the output layer's memory (perf/memorymodel.cpp transformerMemory()).

namespace aip::perf {

enum class LossImpl {
    // `standard`: eager PyTorch, F.cross_entropy on the logits upcast to fp32 (torchtitan, LLM Foundry, Hugging Face).
    Standard,
    // `chunked_compiled`: torchtune's CEWithChunkedOutputLoss with its cross entropy compiled (`compile: True`:
    // training.compile_loss compiles compute_cross_entropy only; pytorch/torchtune @ 30b8519), which keeps the logits
    // at 16 bit.
    ChunkedCompiled,
    // `vocab_parallel`: Megatron-LM's vocab_parallel_cross_entropy (megatron/core/tensor_parallel/cross_entropy.py),
    // an autograd Function that upcasts, normalises and keeps the softmax in one fp32 buffer and writes its gradient
    // into that same buffer; Megatron-LM, NeMo and Megatron-DeepSpeed compute the loss with it at any tensor-parallel
    // size.
    VocabParallel,
    // `fused`: flash-attn's CrossEntropyLoss (flash_attn/losses/cross_entropy.py over the Triton kernel of
    // flash_attn/ops/triton/cross_entropy.py), LLM Foundry's default loss_fn `fused_crossentropy`: it saves the
    // logits as they are and an fp32 log-sum-exp per position, and its backward writes a new gradient of the logits'
    // type.
    Fused
};

} // namespace aip::perf
