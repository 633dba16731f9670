#include "perf/memorymodel.h"

#include "perf/datacomm.h"
#include "perf/mla.h"
#include "perf/moe.h"

#include <algorithm>
#include <cmath>

namespace aip::perf {

namespace {

// What the framework holds besides the tensors, item by item (no safety margin stacked on top):
// - the CUDA context with its kernels loaded on demand: ~0.5 GB (CUDA C++ Programming Guide, "Lazy Loading", the
//   default since CUDA 12.2; PyTorch 2.x training processes show 0.4-0.6 GB before the first tensor);
constexpr double kCudaContextBytes = 0.5e9;
// - NCCL's communication buffers: NCCL_BUFFSIZE 4 MiB (Simple protocol) plus ~4.5 MiB (LL128) and 0.25 MiB (LL)
//   per channel and ring peer (NCCL environment-variable documentation, 2.18-2.21), 16 channels and two peers on
//   NVLink: ~0.3 GB per communicator, two in the hot path (data parallel and tensor/pipeline parallel);
constexpr double kNcclBytes = 2 * 16 * 2 * 8.75 * 1048576;
// - cuBLAS/cuBLASLt workspaces (PyTorch's default CUBLAS_WORKSPACE_CONFIG, 4096 KiB x 8 = 32 MiB per handle, a
//   handle per stream: compute and communication) and the loss scaler and RNG states: ~0.1 GB.
constexpr double kWorkspaceBytes = 0.1e9;
constexpr double kFrameworkBytes = kCudaContextBytes + kNcclBytes + kWorkspaceBytes;
// GPU memory sizes are binary: an "80 GB" A100 or H100 is 5 HBM stacks of 16 GiB, 80 GiB; the driver holds back a
// little of it (nvidia-smi reports 81559 MiB of the H100 80GB HBM3's 81920, 2023-2024 driver logs).
constexpr double kGiB = 1024.0 * 1024 * 1024;
constexpr double kDriverVisibleShare = 81559.0 / 81920;
constexpr double kMaskBytes = 1;
// CEWithChunkedOutputLoss's chunks: num_output_chunks = 8 (pytorch/torchtune @ 30b8519
// torchtune/modules/loss/ce_chunked_output_loss.py, the default every Llama 3.1 config keeps).
constexpr double kLossChunks = 8;

} // namespace

double frameworkReservedBytes()
{
    return kFrameworkBytes;
}

double usableGpuMemoryBytes(double memoryGB)
{
    return std::max(0.0, memoryGB) * kGiB * kDriverVisibleShare;
}

PrecisionBytes precisionBytes(Precision p, bool masterWeights)
{
    // Mixed precision: 16-bit weights and gradients, fp32 master weights + Adam m and v = 12 (Rajbhandari et
    // al. 2020, K = 12). fp8 (Transformer Engine) keeps bf16 weights and fp32 optimizer state the same way.
    // Pure fp32/tf32: 4 + 4, and Adam m and v = 8.
    if (p == Precision::Fp32 || p == Precision::Tf32)
        return {4, 4, 8};
    // A model cast to bf16 and trained as it is, no master copy: torch.optim.Adam makes its states with
    // torch.zeros_like(param), in the parameter's dtype (torch/optim/adam.py _init_group), so m and v are 2 bytes
    // each. NeMo AutoModel's MoE models do this: initialize_weights() ends self.to(dtype), bf16 by default
    // (nemo_automodel/components/models/deepseek_v3/model.py @ 89e3a9fdd; qwen3_moe alike).
    if (!masterWeights)
        return {2, 2, 4};
    return {2, 2, 12};
}

double layerActivationBytes(const ModelArch &a, const ActivationShape &s)
{
    const double t = s.tp, b = s.microBatch, seq = a.seqLen, h = a.hidden, f = a.ffnHidden;
    const double sb = seq * b;
    const double scale = s.elementBytes / 2; // Korthikanti counts 2-byte activations
    const double kv = a.kvWidth();
    const bool dropout = a.trainsWithDropout();
    if (s.recompute == Recompute::Full) // only the layer's input (Korthikanti Sec. 4.3)
        return 2 * scale * sb * h / (s.sequenceParallel ? t : 1);
    if (s.recompute == Recompute::Selective && s.selective == SelectiveRecompute::EveryOtherLayer) {
        // torchtitan's layer SAC (selective_ac_option "2"): every second block checkpointed in full, the others keep
        // everything (torchtitan/parallelisms/parallelize_llama.py @ 9dec370, _apply_ac_to_transformer_block).
        ActivationShape kept = s, checkpointed = s;
        kept.recompute = Recompute::None;
        checkpointed.recompute = Recompute::Full;
        return (layerActivationBytes(a, kept) + layerActivationBytes(a, checkpointed)) / 2;
    }
    if (s.recompute == Recompute::Selective && s.selective == SelectiveRecompute::EveryOtherMatmul) {
        // torchtitan's op SAC (@ 9dec370, the same function): the block's input (the checkpoint's), and the outputs of
        // the ops in its _save_list -- aten.mm except every second one (a Llama block's wq, wv, w1 and w2; a GPT
        // block's q, v and MLP-up), the SDPA kernel's (its output and fp32 log-sum-exp per head and position) and
        // the tensor-parallel reduce-scatters' (after wo and the MLP down-projection) -- nothing else. Column-parallel
        // outputs are split over tp; w2's output is its partial sum before the reduce, whole on every rank; the
        // input is split with sequence parallelism (torchtitan's tensor parallelism always shards the norms'
        // sequence). Llama 3.1 8B at tp 1: 4096 + 4096 + 1024 + 4096 + 14336 + 4096 = 31,744 elements a token,
        // 15.5 sbh bytes where Korthikanti's selective keeps 34 (README, "Still does not fit").
        const double input = h / (s.sequenceParallel ? t : 1);
        const double columns = (a.queryWidth() + kv + a.queryWidth() + f) / t; // q, v, the attention output, w1
        const double down = a.gatedMlp ? h : 0;                                // w2's output, saved (the 7th mm)
        const double scattered = t > 1 && s.sequenceParallel ? 2 * h / t : 0;
        const double stats = s.flashAttention ? 4 * a.heads * sb / t : 0;
        return s.elementBytes * sb * (input + columns + down + scattered) + stats;
    }
    // Kept whole on every tensor-parallel rank unless sequence parallel: the two norms' inputs (4sbh), the QKV
    // and MLP inputs (2sbh each) and the two dropout masks (sbh each): 10sbh.
    // Recomputing the elementwise ops (Meta's LLaMA, Touvron et al. 2023 Sec. 2.4) rebuilds the QKV and MLP inputs
    // (the norms' outputs) from the norms' inputs: 4sbh of the 8.
    const bool mlaUp = s.recompute == Recompute::Selective && s.selective == SelectiveRecompute::MlaUpProjection;
    const bool elementwise
        = s.recompute == Recompute::Selective && (s.selective == SelectiveRecompute::Elementwise || mlaUp);
    // A linear layer's saved input: 16 bits, or FP8 where Transformer Engine trains in FP8 (kFp8SavedInputBytes).
    const double linearInputBytes = s.fp8LinearInputs ? kFp8SavedInputBytes : 2 * scale;
    const double replicated = scale * 4 * sb * h + (elementwise ? 0 : 2 * linearInputBytes * sb * h)
        + (dropout ? 2 * kMaskBytes * sb * h : 0);
    // Split over tensor parallelism: Q and K (4sbh), V (2sbh), output-projection input (2sbh), the activation
    // function's input (8sbh; two of them in a gated MLP) and the MLP-down input (8sbh): 24sbh for GPT. Recomputing
    // the elementwise ops rebuilds the MLP-down input (the activation's output) from the up-projection's outputs.
    // Multi-head latent attention (perf/mla.h) saves Q and K at the key width (P + R per head), V and the output
    // projection's input at the value width, and, whole on every rank, the two latents before and after their norms
    // and the rotary key: the up-projections' and the norms' inputs.
    // DeepSeek-V3's recompute of the up-projections (SelectiveRecompute::MlaUpProjection) keeps, of the four, only the
    // output projection's input.
    // The output projection's and the MLP-down's inputs are linear inputs (linearInputBytes); Q, K, V and the
    // activation function's inputs are the attention's and the activation's.
    const double attnSplit
        = a.isMla() ? a.heads * (mlaUp ? 0 : 2 * mlaPrefillQkDim(a) + mlaPrefillVDim(a)) : a.queryWidth() + kv + kv;
    const double projInput = a.isMla() ? a.heads * mlaPrefillVDim(a) : a.queryWidth();
    const double latents
        = a.isMla() ? 2.0 * a.mla.qLoraRank + a.mla.kvLoraRank + a.mla.qkRopeHeadDim + a.mla.kvLoraRank : 0;
    const double split = scale * 2 * sb * (attnSplit + f * (a.gatedMlp ? 2 : 1))
        + linearInputBytes * sb * (projInput + (elementwise ? 0 : f));
    // Softmax output (2as^2b), dropout mask (as^2b) and dropout output (2as^2b): 5as^2b; flash attention keeps
    // only the row statistics (fp32 per head and position) and selective recompute keeps none of it (the elementwise
    // one keeps all of it: attention is not repeated).
    double quadratic = 0;
    if (s.flashAttention)
        quadratic = 4 * a.heads * sb;
    else if (s.recompute != Recompute::Selective || elementwise)
        quadratic = a.heads * seq * sb * (scale * 2 + (dropout ? kMaskBytes + scale * 2 : 0));
    return replicated / (s.sequenceParallel ? t : 1) + (split + quadratic) / t + scale * 2 * sb * latents;
}

namespace {

// A mixture of experts keeps its routed tokens' MLP activations: those of the dense MLP doing the same work.
double routedActivationBytes(const ModelArch &a, const ActivationShape &shape)
{
    return a.isMoe() ? layerActivationBytes(moeComputeArch(a), shape) : layerActivationBytes(a, shape);
}

ActivationShape activationShapeOf(const Strategy &s, Precision precision, bool flash, SelectiveRecompute selective)
{
    const double e = precision == Precision::Fp32 || precision == Precision::Tf32 ? 4 : 2;
    // Context parallelism: each GPU keeps seq/cp of every sequence's activations.
    const double mbPerGpu = double(s.microBatch) / std::max(1, s.cp);
    return {mbPerGpu, s.tp, s.sequenceParallel, s.recompute, flash, e, selective, precision == Precision::Fp8};
}

} // namespace

double savedLayerActivationBytes(const ModelArch &a, const Strategy &s, Precision precision, bool flash,
                                 SelectiveRecompute selective)
{
    return routedActivationBytes(a, activationShapeOf(s, precision, flash, selective));
}

double layerParametersPerGpu(const ModelArch &a, int tp, int ep, int etp)
{
    const double h = a.hidden;
    // Multi-head latent attention keeps its down-projections whole on every tensor-parallel rank (perf/mla.h).
    const double replicated = a.isMla() ? mlaReplicatedParams(a) : 0;
    const double attention = (a.attentionParamsPerLayer() - replicated) / tp + replicated;
    if (!a.isMoe())
        return attention + (a.gatedMlp ? 3 : 2) * h * a.ffnHidden / tp + 4 * h;
    // The stage holding the most: MoE layers (dense layers of DeepSeek-V3 are fewer and not larger per GPU).
    return attention + moeLayerMlpParamsPerGpu(a, tp, ep, etp) + 4 * h;
}

double largestLayerTensorParams(const ModelArch &a, int tp)
{
    const double h = a.hidden, kv = a.kvWidth();
    const double f = a.isMoe() && a.denseLayers <= 0 ? a.expertFfnHidden : a.ffnHidden;
    const double qkv = h * (a.queryWidth() + 2 * kv), up = h * f * (a.gatedMlp ? 2 : 1);
    return std::max(qkv, up) / std::max(1, tp);
}

double parametersPerGpu(const ModelArch &a, int tp, int pp, int ep, int etp)
{
    if (!a.isTransformer())
        return a.parameters();
    const double h = a.hidden;
    const double layer = layerParametersPerGpu(a, tp, ep, etp);
    const double layersPerStage = std::ceil(double(a.layers) / pp);
    const double vocab = double(a.vocab) * h / tp;
    const double positions = a.learnedPositionParams();
    const double first = layersPerStage * layer + vocab + positions;
    // Multi-token prediction modules on the output layer's stage (ModelArch::mtpLayers): a block each, with its
    // projection and norms; the embedding and output layer they use are the model's.
    const double mtp = a.mtpLayers * (layer + a.mtpExtraParams() / tp);
    // The output layer: its own weights when untied (Llama); a tied copy on the last stage when pp > 1
    // (Megatron-LM keeps the word embeddings on both ends and all-reduces their gradients).
    const bool untied = !a.tiesOutputLayer();
    if (pp == 1)
        return first + (untied ? vocab : 0) + mtp;
    return std::max(first, layersPerStage * layer + vocab + mtp);
}

double stageLayersHeld(const ModelArch &a, int pp)
{
    const double layers = std::ceil(double(a.layers) / std::max(1, pp));
    return a.isTransformer() ? layers + a.mtpLayers : layers;
}

double lossPeakBytesPerLogit(LossImpl loss, double e)
{
    switch (loss) {
    case LossImpl::ChunkedCompiled:
        // torchtune's CEWithChunkedOutputLoss with compute_cross_entropy compiled (pytorch/torchtune @ 30b8519
        // torchtune/modules/loss/ce_chunked_output_loss.py, training.compile_loss) splits the output into kLossChunks
        // chunks, each upcast inside one compiled kernel ("upcasting only one chunk at a time"): the 16-bit logits
        // and at most one chunk in fp32.
        return e + 4.0 / kLossChunks;
    case LossImpl::VocabParallel:
        // Megatron-LM's _VocabParallelCrossEntropy (megatron/core/tensor_parallel/cross_entropy.py): forward upcasts
        // the logits once (.float()), subtracts the maximum, exponentiates and normalises in place and saves that
        // fp32 softmax; the caller's 16-bit logits are not saved. Backward writes the gradient into the saved buffer
        // (grad_input = softmax, in-place subtract and multiply) and autograd casts it to the input's 16 bits: 4 + e
        // at the peak, 4 when the logits are fp32 already (.float() returns them).
        return e < 4 ? 4 + e : 4;
    case LossImpl::Fused:
        // flash-attn 2.4.2 CrossEntropyLossFunction (flash_attn/ops/triton/cross_entropy.py): forward saves the
        // logits it was given (16-bit under autocast) and an fp32 log-sum-exp per position (not per logit); backward
        // allocates dlogits = torch.empty_like(logits) (inplace_backward False, CrossEntropyLoss's default and LLM
        // Foundry's) and writes the gradient there: 2 e.
        return 2 * e;
    case LossImpl::Standard: break;
    }
    // Eager F.cross_entropy(logits.float(), labels), i.e. nll_loss(log_softmax(x)) (ATen cross_entropy_loss): the
    // forward keeps log_softmax's fp32 output (4 bytes a logit; the upcast copy is freed, LogSoftmaxBackward saves
    // its result only) while the caller still holds the 16-bit logits (e: a model returns them; torchtitan deletes
    // them before loss.backward(), 2 bytes less). The backward allocates nll_loss's gradient, a dense fp32 tensor of
    // the logits' shape (nll_loss_backward: zeros_like, then the targets scattered), then log_softmax's backward
    // writes the fp32 gradient of the upcast logits before either the saved output or that gradient is freed: 4 + 4
    // + 4 + e.
    return 12 + e;
}

MemoryBreakdown transformerMemory(const ModelArch &a, const Strategy &s, Precision precision, bool flash,
                                  int microBatches, double capacity, SelectiveRecompute selective, LossImpl loss,
                                  bool masterWeights, const QList<RankHold> *ranks)
{
    const PrecisionBytes pb = precisionBytes(precision, masterWeights);
    // Under pipeline schedules FSDP2 keeps the stage's weights unsharded and accumulates unsharded fp32 gradients
    // until the step's last backward (perf/datacomm.h, keepsUnshardedUnderPipeline); the sharded fp32 weights are
    // the optimizer's master copy.
    const bool unsharded = keepsUnshardedUnderPipeline(s);
    // The weights, gradients, optimizer states and ZeRO-3's gathered layers of a rank holding `params` parameters
    // (before ZeRO sharding) in `heldLayers` transformer blocks, `routed` of them its routed experts; `copies` ranks
    // beyond data parallelism hold the same stage and shard its optimizer states with it (RankHold::copies).
    // ZeRO shards over the data-parallel and context-parallel ranks (or a hybrid group of them), zeroShardedParams().
    // The routed experts: the ep ranks of a group hold different ones, so each expert has dp / ep copies to shard over
    // (Megatron-Core's expert data-parallel group, whose distributed optimizer shards the experts' states over it;
    // NeMo AutoModel's ep_shard = dp / ep, and at 1 the experts stay outside FSDP: nemo_automodel/components/
    // distributed/fsdp2.py and moe/parallelizer.py @ 89e3a9fdd). zeroShardedParams() divides each kind by its ranks:
    // its two shares, taken once for every rank below.
    const double otherShare = zeroShardedParams(1, 0, s), routedShare = zeroShardedParams(1, 1, s);
    const bool shardsExperts = zeroShardsExperts(s);
    // DeepSpeed's BF16_Optimizer (datacomm.h deepSpeedBf16Optimizer()): ZeRO-1's sharded states beside the 16-bit
    // gradients and a full fp32 gradient buffer.
    const double gradientBytes = pb.gradients + (deepSpeedBf16Optimizer(s, precision) ? kFp32ReduceBytesPerParam : 0);
    const bool shardsStates = shardsOptimizerStates(s, precision);
    auto states = [&](MemoryBreakdown &m, double params, double routed, double heldLayers, double copies) {
        const double shardedParams = (params - routed) * otherShare + routed * routedShare;
        auto sharded
            = [&](double bytesPerParam, bool shard) { return (shard ? shardedParams : params) * bytesPerParam; };
        m.weightsBytes = sharded(pb.weights, s.zero >= 3);
        m.gradientsBytes = sharded(gradientBytes, s.zero >= 2);
        m.optimizerBytes = sharded(pb.optimizer, shardsStates) / std::max(1.0, copies);
        if (unsharded) {
            m.weightsBytes = params * pb.weights;
            m.gradientsBytes = params * std::max(pb.gradients, kFp32ReduceBytesPerParam);
        }
        // ZeRO-3 gathers a layer's weights before use and prefetches the next (PyTorch FSDP's unit and its prefetch);
        // the routed experts only when they are sharded (more copies than one).
        const double gatheredParams = params - (shardsExperts ? 0 : routed);
        double gathered
            = s.zero >= 3 && !unsharded && heldLayers > 0 ? 2 * gatheredParams / heldLayers * pb.weights : 0;
        if (s.zero >= 3 && s.shardingImpl == ShardingImpl::DeepSpeed) {
            // DeepSpeed ZeRO-3 (v0.3.15, stage3.py @ 18a26e86) gathers one submodule's tensors at a time and
            // prefetches only while fewer than stage3_max_live_parameters (1e9) are gathered. Its peak is in the
            // backward, at a tensor's gradient hook: that tensor's gathered weight and full 16-bit gradient, the
            // previous bucket's gradients being all-reduced (up to reduce_bucket_size elements, or one larger tensor
            // alone; reduce_independent_p_g_buckets_and_remove_grads) and the flat copy allreduce_bucket makes of
            // them (self.flatten), released at the next bucket (partition_previous_reduced_grads). See
            // perf/datacomm.cpp.
            const double largest = largestLayerTensorParams(a, s.tp);
            const double bucket = std::max(largest, std::min(kDeepSpeedReduceBucketParams, params));
            gathered = (2 * largest + 2 * bucket) * pb.weights;
        }
        m.totalBytes
            = m.weightsBytes + m.gradientsBytes + m.optimizerBytes + m.activationsBytes + gathered + kFrameworkBytes;
        m.capacityBytes = capacity;
        m.fits = m.totalBytes <= capacity;
    };

    ActivationShape shape = activationShapeOf(s, precision, flash, selective);
    const double e = shape.elementBytes, mbPerGpu = shape.microBatch;
    const double perLayer = routedActivationBytes(a, shape);
    // The backward's recompute of a layer rebuilds, for one micro-batch, what the policy did not keep (a checkpointed
    // block of layer SAC all but its input).
    double rebuilt = 0;
    if (s.recompute == Recompute::Full) {
        shape.recompute = Recompute::None;
        rebuilt = routedActivationBytes(a, shape);
    } else if (s.recompute == Recompute::Selective
               && (selective == SelectiveRecompute::EveryOtherMatmul
                   || selective == SelectiveRecompute::EveryOtherLayer)) {
        ActivationShape all = shape, kept = shape;
        all.recompute = Recompute::None;
        if (selective == SelectiveRecompute::EveryOtherLayer)
            kept.recompute = Recompute::Full;
        rebuilt = routedActivationBytes(a, all) - routedActivationBytes(a, kept);
    }
    // The output layer and its loss at the loss's backward (lossPeakBytesPerLogit()), on the stage that has them, with
    // every layer's saved activations still held: the backward has not reached them. The two extras never coincide:
    // the loss's backward runs before any layer's, and by the time the last layer is rebuilt the output layer's
    // backward has turned the logits' gradient into the hidden state's and freed it. A BERT-style encoder scores only
    // its masked positions (15 %).
    // Multi-token prediction: each module's loss is computed in the forward, beside the model's (Megatron-Core's
    // process_mtp_loss), so the stage holding a module holds one more set of logits at the loss's backward, and a
    // block's saved activations a module for each micro-batch it holds.
    const double headLogits = lossPeakBytesPerLogit(loss, e) * mbPerGpu * double(a.seqLen) * a.vocab / s.tp
        * (a.family == ModelFamily::Encoder ? 0.15 : 1);
    const double routedPerLayer = moeLayerRoutedParamsPerGpu(a, s.tp, s.ep, s.etp);

    if (ranks && !ranks->isEmpty()) {
        // Rank by rank (RankHold): its stages' weights, and the activations of the (micro-batch, stage) pairs it holds
        // at its peak, with the loss's logits or a layer's rebuild on top where it has them.
        const double layer = layerParametersPerGpu(a, s.tp, s.ep, s.etp);
        const double vocab = double(a.vocab) * a.hidden / s.tp, embedding = vocab + a.learnedPositionParams();
        const double mtpBlock = layer + a.mtpExtraParams() / s.tp;
        const bool untied = !a.tiesOutputLayer();
        MemoryBreakdown worst;
        worst.totalBytes = -1;
        for (qsizetype i = 0; i < ranks->size(); ++i) {
            const RankHold &r = (*ranks)[i];
            // The output layer: its own weights when untied; a tied copy unless the same rank holds the embedding.
            const double params = r.layers * layer + r.mtp * mtpBlock + (r.embedding ? embedding : 0)
                + (r.loss && (untied || !r.embedding) ? vocab : 0);
            const double heads = (r.loss ? 1 : 0) + r.mtp;
            MemoryBreakdown m;
            m.activationsBytes = perLayer * (r.savedLayers + r.savedMtp)
                + (r.savedLayers + r.savedMtp > 0 ? std::max(rebuilt, heads * headLogits) : heads * headLogits);
            states(m, params, (r.layers + r.mtp) * routedPerLayer, r.layers + r.mtp, r.copies);
            m.pipelineRank = int(i);
            if (m.totalBytes > worst.totalBytes)
                worst = m;
        }
        return worst;
    }

    MemoryBreakdown m;
    const double params = parametersPerGpu(a, s.tp, s.pp, s.ep, s.etp);
    const double layersPerStage = std::ceil(double(a.layers) / s.pp);
    // The stage whose weights parametersPerGpu() counts: with multi-token prediction the output layer's, which holds
    // the MTP blocks too (stageLayersHeld()). Every layer of the stage counted as an MoE layer, as parametersPerGpu()
    // does.
    const double heldLayers = stageLayersHeld(a, s.pp);
    // 1F1B: the first stage holds min(p, m) micro-batches in flight; interleaving adds (p-1)/(p v) of that
    // (Korthikanti Sec. 4.2.3).
    double inFlight = std::min(s.pp, std::max(1, microBatches));
    if (s.interleave > 1 && s.pp > 1)
        inFlight *= 1 + double(s.pp - 1) / (double(s.pp) * s.interleave);
    const double saved = perLayer * layersPerStage * inFlight;
    const double mtp = a.mtpLayers;
    const double tail = std::max(rebuilt, headLogits * (1 + mtp));
    // Under pipelining the first stage holds the most micro-batches, the last one micro-batch and the loss; when
    // interleaved, the last rank has run (v - 1) p + 1 chunks forward at its first backward (Megatron-LM's
    // num_warmup_microbatches for the last rank, and one more; pipelineschedule.h pipelineRankHolds()), the last of
    // them its loss chunk: ((v - 1) p + 1) / v stages' worth of layers.
    double lastInFlight = 1;
    if (s.interleave > 1 && s.pp > 1)
        lastInFlight = std::min(double(std::max(1, microBatches)) * s.interleave, double(s.interleave - 1) * s.pp + 1)
            / s.interleave;
    const double first = saved + rebuilt;
    const double last = perLayer * (layersPerStage * lastInFlight + mtp) + tail;
    m.activationsBytes = s.pp == 1 ? saved + perLayer * mtp * inFlight + tail : std::max(first, last);
    states(m, params, heldLayers * routedPerLayer, heldLayers, 1);
    return m;
}

MemoryBreakdown netMemory(const ModelArch &a, const Strategy &s, Precision precision, double capacity)
{
    MemoryBreakdown m;
    const PrecisionBytes pb = precisionBytes(precision);
    const double params = a.parameters();
    const double dp = std::max(1, s.shardRanks());
    m.weightsBytes = params * pb.weights / (s.zero >= 3 ? dp : 1);
    const double bf16OptimizerBytes = deepSpeedBf16Optimizer(s, precision) ? kFp32ReduceBytesPerParam : 0;
    m.gradientsBytes = params * (pb.gradients + bf16OptimizerBytes) / (s.zero >= 2 ? dp : 1);
    m.optimizerBytes = params * pb.optimizer / (shardsOptimizerStates(s, precision) ? dp : 1);
    const double e = precision == Precision::Fp32 || precision == Precision::Tf32 ? 4 : 2;
    // Each layer keeps its output (for the norm's backward) and what its memory-bound ops write (the next
    // layer's input). Full recompute checkpoints every sqrt(n)-th layer and rebuilds one segment at a time:
    // 2/sqrt(n) of it (Chen et al. 2016, "Training Deep Nets with Sublinear Memory Cost", Sec. 4).
    double elems = 0;
    for (const NetLayer &l : a.net)
        elems += l.outElems + l.memoryOpElems();
    if (s.recompute == Recompute::Full && !a.net.empty())
        elems *= std::min(1.0, 2 / std::sqrt(double(a.net.size())));
    m.activationsBytes = elems * e * s.microBatch;
    m.totalBytes = m.weightsBytes + m.gradientsBytes + m.optimizerBytes + m.activationsBytes + kFrameworkBytes;
    m.capacityBytes = capacity;
    m.fits = m.totalBytes <= capacity;
    return m;
}

} // namespace aip::perf
