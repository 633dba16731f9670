#pragma once
// One training step of a resolved model on a cluster, for any strategy: the composition of the per-layer
// costs (transformerlayer.h, or the layer list of a network), the collectives (collectives.h), the pipeline
// schedule, the optimizer and the input pipeline. Built once per workload and cluster, then evaluated for
// many strategies by the search, so evaluate() allocates nothing.

#include "perf/clusterhardware.h"
#include "perf/collectives.h"
#include "perf/computerates.h"
#include "perf/contextparallel.h"
#include "perf/datacomm.h"
#include "perf/finetune.h"
#include "perf/modelarch.h"
#include "perf/moe.h"
#include "perf/optimizerstep.h"
#include "perf/perfresult.h"
#include "perf/pipelineschedule.h"
#include "perf/transformerlayer.h"

namespace aip::perf {

// When ZeRO-1/2 gathers the updated weights (workload `param_gather`, paramGatherOf() below).
enum class ParamGather { Overlapped, InStep, InStepGradBuffer };

struct StepEstimate {
    bool valid = false; // the strategy is possible (divisibility, GPUs, batch)
    double stepS = 0;
    StepBreakdown breakdown;
    MemoryBreakdown memory;
    double hardwareFlops = 0;          // per step, all GPUs, recompute included
    double inputBoundS = 0;            // time the input pipeline needs per step
    int microBatches = 0;              // per step per data-parallel replica
    double interNodeDpBytesPerGpu = 0; // data-parallel traffic across nodes per step (bus bytes, perf/datacomm.h)
    double offloadCpuS = 0, offloadPcieS = 0, offloadNvmeS = 0; // perf/offload.h, per step
    double activationOffloadS = 0; // activation offload's copies not hidden, per step (in offloadS: perf/offload.h)
};

class StepModel
{
public:
    StepModel(const ModelArch &arch, const Workload &workload, const ClusterHardware &cluster);

    // Time and memory of one step with strategy `s` (gradAccum is derived from the global batch). `knownMemory`,
    // when given, is memory(s) already taken (the search prunes on it first) and is used as it is.
    StepEstimate evaluate(const Strategy &s, const MemoryBreakdown *knownMemory = nullptr) const;
    // Memory only (cheap), for pruning the search.
    MemoryBreakdown memory(const Strategy &s) const;

    const ModelArch &arch() const { return m_arch; }
    const ClusterHardware &cluster() const { return m_cluster; }
    const ComputeRates &rates() const { return m_rates; }
    const CollectiveModel &collectives() const { return m_collectives; }
    qint64 globalBatch() const { return m_globalBatch; }
    bool flashAttention() const { return m_flash; }
    // The flash-attention kernel the step is costed with (computerates.h flashKernel(): the plan's, or the default for
    // this GPU and stack); meaningful where flashAttention().
    FlashKernel attentionKernel() const { return m_attentionKernel; }
    // The plan's pipeline layout, which fixes pp x interleave (pipelineschedule.h layoutFitsStrategy()); nullptr
    // without one.
    const PipelineLayout *pipelineLayout() const { return m_layout ? &*m_layout : nullptr; }
    // 3 x forward FLOPs x global batch (no recompute); a LoRA/QLoRA fine-tune: 2 x (forward and the activation
    // gradients) plus its adapters' 3 x (perf/finetune.h).
    double modelFlopsPerStep(FineTuneMethod method = FineTuneMethod::Full) const;
    // The workload is a fine-tune (workload.finetune), with this LoRA rank.
    bool isFineTune() const { return m_fineTune; }
    std::optional<FineTuneMethod> fineTuneMethod() const { return m_method; } // as the plan fixes it
    int loraRank() const { return m_lora.rank; }
    // Where the data-parallel, tensor-parallel and pipeline neighbours sit (Megatron rank order: tp fastest,
    // then cp, then dp, then pp).
    CommGroup tpGroup(const Strategy &s) const;
    CommGroup expertTpGroup(const Strategy &s) const; // the etp ranks of a folded MoE layer's experts
    CommGroup cpGroup(const Strategy &s) const;
    CommGroup dpGroup(const Strategy &s) const;
    bool pipelineCrossesNodes(const Strategy &s) const;

private:
    StepEstimate evaluateTransformer(const Strategy &s, int microBatches, const MemoryBreakdown *knownMemory) const;
    StepEstimate evaluateNet(const Strategy &s, int microBatches, const MemoryBreakdown *knownMemory) const;
    // Context parallelism's time of one layer and micro-batch not hidden under its attention (forward, again when
    // `recomputed` by a full recompute, and backward): the K/V exchange (exchangeS), and each implementation's merges
    // and copies (passesS: HBM passes on the compute stream, contextparallel.h), apart so that the step's breakdown
    // reports the passes with the GPU's work and only the exchange as communication.
    struct ContextParallelTime {
        double exchangeS = 0, passesS = 0;
        double total() const { return exchangeS + passesS; }
    };
    ContextParallelTime contextParallelExposed(const Strategy &s, const struct LayerCost &layer,
                                               double microBatchPerGpu, bool recomputed) const;
    double inputPipelineS(const Strategy &s) const;
    // The plan's data-parallel options (fsdp_reduce_dtype; outside PyTorch FSDP dp_reduce_dtype and param_gather) on
    // what data parallelism moves, for the strategies they apply to (fsdpReduceDtypeApplies(),
    // dataParallelOptionsApply()); transformers and networks alike.
    void applyDataParallelOptions(DataParallelWork &w, const Strategy &s) const;
    // One layer's tensor-parallel time left exposed under Transformer Engine's userbuffers overlap (tpCommOverlap()),
    // forward, backward and a full recompute's forward; ag and rs: one all-gather and one reduce-scatter.
    double tpOverlapLayerS(const ModelArch &a, double mbPerGpu, const Strategy &s, double ag, double rs) const;
    // Parameters whose gradients and optimizer states this GPU keeps (before ZeRO): all, or the adapters.
    double trainedParamsPerGpu(const Strategy &s) const;

    ModelArch m_arch;
    ModelArch m_layerArch; // what one layer computes: a mixture of experts as its dense equivalent (perf/moe.h)
    ClusterHardware m_cluster;
    FlashKernel m_attentionKernel = FlashKernel::Fa2; // before m_rates, which is built with it
    ComputeRates m_rates;
    CollectiveModel m_collectives;
    DataParallelComm m_dataComm;
    Precision m_precision = Precision::Bf16;
    qint64 m_globalBatch = 1;
    bool m_flash = false;
    SelectiveRecompute m_selective = SelectiveRecompute::CoreAttention; // what selective recompute repeats
    bool m_fused = true;                        // workload "fused_elementwise" (transformerlayer.h fusedElementwise())
    RotaryImpl m_rotary = RotaryImpl::Fused;    // workload "rotary" (transformerlayer.h rotaryImpl())
    bool m_eagerExpertBias = false;             // workload "moe_expert_bias" (transformerlayer.h eagerExpertBias())
    bool m_eagerDownBias = false;               // workload "moe_expert_bias" "eager_down" (eagerDownBias())
    Fp8Recipe m_fp8Recipe = Fp8Recipe::Delayed; // workload "fp8_recipe" (plan/workloadoptions.h fp8Recipe())
    bool m_fp8Attention = false;                // workload "fp8_attention" (transformerlayer.h fp8Attention())
    bool m_fusedGroupedGemm = false;            // workload "moe_grouped_gemm" (transformerlayer.h fusedGroupedGemm())
    bool m_eagerActClamp = false;               // workload "moe_act_clamp" (transformerlayer.h eagerActivationClamp())
    bool m_gpuDecode = false;
    bool m_tpOverlap = false;                       // workload.tp_comm_overlap (tpCommOverlap())
    bool m_deepEp = false;                          // workload.moe_dispatcher "deepep" (moe.h deepEpDispatcher())
    bool m_epOverlap = false;                       // workload.moe_a2a_overlap (moe.h moeAllToAllOverlap())
    bool m_moeHostSync = false;                     // workload.moe_host_sync (moe.h moeHostSync())
    MoeDispatch m_moeDispatch;                      // how tokens travel to the experts (moe.h moeDispatchOf())
    double m_commSmShare = 0;                       // SMs the overlapped all-to-alls hold (moe.h moeCommSmShare())
    bool m_dualPipe = false;                        // workload.pipeline_schedule "dualpipe" (pipelineschedule.h)
    PipelineSplit m_split = PipelineSplit::Uniform; // workload.pipeline_split (pipelineschedule.h pipelineSplit())
    std::optional<PipelineLayout> m_layout;         // workload.pipeline_layout (pipelineschedule.h pipelineLayout())
    bool m_layoutFitsModel = true; // the layout names the model's layers and MTP modules (pipelineLayoutProblem())
    bool m_ppOverlap = false;      // workload.pp_comm_overlap (pipelineschedule.h ppCommOverlap())
    bool m_deepSpeedGradsPartitioned = true; // workload.deepspeed_pipe_grads (deepSpeedPartitionsPipeGrads())
    bool m_unpaddedFlash = false; // workload.attention "flash_varlen" (transformerlayer.h unpaddedFlashAttention())
    ContextParallelImpl m_cpImpl = ContextParallelImpl::Ring; // workload.context_parallel (contextparallel.h)
    bool m_fineTune = false;
    std::optional<FineTuneMethod> m_method;
    LoraAdapters m_lora;                  // rank and target layers (perf/finetune.h)
    bool m_compiledInCheckpoint = false;  // workload.torch_compile "inside_checkpoint" (transformerlayer.h)
    LossImpl m_loss = LossImpl::Standard; // workload.loss (transformerlayer.h lossImpl())
    OptimizerImpl m_optimizer = OptimizerImpl::MultiTensor; // workload.optimizer (optimizerstep.h)
    EagerLoopStep m_torchLoop;          // a network's torch.optim loop, the same for every strategy (optimizerstep.h)
    bool m_masterWeights = true;        // workload.master_weights (optimizerstep.h)
    bool m_reduceAfterBackward = false; // workload.gradient_reduce "after_backward" (gradientReduceAfterBackward())
    bool m_fsdpReduceFp32 = false;      // workload.fsdp_reduce_dtype "fp32" (fsdpReducesInFp32())
    bool m_dpReduceFp32 = false;        // workload.dp_reduce_dtype "fp32" (dpReducesInFp32())
    ParamGather m_paramGather = ParamGather::Overlapped; // workload.param_gather (paramGatherOf())
    int m_activationOffload = 0; // workload.activation_offload_layers (activationOffloadLayers())
    double m_smCycles = 0; // the GPU's SM cycles per second, for the networks' depthwise kernels (gpuefficiency.h)
    int m_sms = 0;         // the GPU's SMs (prefill.h streamingMultiprocessors), for the networks' batch norms
};

// Whether a workload runs attention as FlashAttention. Plans may say `"attention": "flash" | "flash3" | "flash_triton"
// | "flash1" | "flash_varlen" | "standard"` in the workload (the kernel: computerates.h flashKernel()); by default bf16
// and fp8 runs use it (the Megatron-Core/NeMo/PyTorch default since 2023) and fp16/fp32 runs use Megatron-LM's fused
// softmax (the 2021-2022 papers' kernels).
bool usesFlashAttention(const Workload &workload);

// Tensor-parallel communication overlap as Transformer Engine's userbuffers run it (NeMo / Megatron-Core
// `tp_comm_overlap: true`): plans say `"tp_comm_overlap": true` in the workload; default false (every
// tensor-parallel collective exposed). It applies with sequence parallelism, tp > 1 and the tensor-parallel group
// inside one node. Each all-gather and reduce-scatter of a layer runs beside the GEMM that consumes or produces it
// (TE transformer_engine/pytorch/module/base.py at d0067d0, initialize_ub's default methods, the ones the NeMo
// recipes set): the forward's all-gathers (qkv_fprop, fc1_fprop) and the backward's (proj_dgrad, fc2_dgrad) by
// "ring_exchange" in tp chunks, the forward's reduce-scatters (proj_fprop, fc2_fprop) by "pipeline" in 4 splits
// (TE's default num_splits), the backward's reduce-scatters (qkv_dgrad, fc1_dgrad) in "bulk" beside the weight
// gradient GEMM.
bool tpCommOverlap(const Workload &workload);
// When data parallelism reduces the gradients (plans: `"gradient_reduce": "overlapped" | "after_backward"` in the
// workload). By default ("overlapped") PyTorch DDP's 25 MB buckets, Megatron's overlap_grad_reduce and ZeRO-2's
// reduce-scatters start as soon as the backward has made their gradients, so they run beside the rest of the backward
// (datacomm.h DataParallelWork::backwardWindowS). "after_backward": they start once the whole backward is done, with
// nothing left to hide them, as in a DDP built with one bucket the size of the model. DeepLearningExamples' BERT
// pre-training builds its DDP with bucket_cap_mb = the GPU's memory in bytes (NVIDIA/DeepLearningExamples
// PyTorch/LanguageModeling/BERT/run_pretraining.py @ 729963dd, prepare_model_and_optimizer), so all but DDP's first
// 1 MB bucket (torch.distributed _DEFAULT_FIRST_BUCKET_BYTES) are one bucket, all-reduced after the backward of the
// step's last micro-batch (the others run under model.no_sync()). ZeRO-3 / FSDP reduce-scatter unit by unit as their
// backward makes the gradients (datacomm.h): the option does not change them.
bool gradientReduceAfterBackward(const Workload &workload);
// The dtype FSDP reduce-scatters the gradients in (plans: `"fsdp_reduce_dtype": "param" | "fp32"` in the workload),
// for FSDP's every sharding strategy: FULL_SHARD and HYBRID_SHARD (zero 3) and SHARD_GRAD_OP (zero 2), which take the
// same MixedPrecision (sharding_impl fsdp, the default).
// "param" (the default) is PyTorch's: FSDP's MixedPrecision and FSDP2's MixedPrecisionPolicy reduce in the 16-bit
// parameter dtype when reduce_dtype is None, and torchtune sets none. "fp32" doubles the bytes: torchtitan's only
// choice (torchtitan/config_manager.py `--training.mixed_precision_reduce`, default and choices ["float32"], @ 3faaa1a
// and in job_config.py @ 820504e), NeMo AutoModel's (its parallelizers' MixedPrecisionPolicy reduce_dtype=
// torch.float32), Composer's FSDP `mixed_precision: DEFAULT` from 0.16 on (mosaic_fsdp_utils.py get_mixed_precision
// @ v0.16.4 and v0.17.0: reduce_dtype = torch.float32; in 0.15 it was None). Under pipelining FSDP2 reduces once a step
// in fp32 whatever this says (datacomm.h keepsUnshardedUnderPipeline()).
bool fsdpReducesInFp32(const Workload &workload);
// Whether fsdp_reduce_dtype applies to a strategy: PyTorch FSDP's reduce-scatter (zero 2 or 3 with sharding_impl fsdp),
// training all the weights.
bool fsdpReduceDtypeApplies(const Strategy &s);
// The dtype data parallelism outside FSDP's ZeRO-3 reduces the gradients in (plans: `"dp_reduce_dtype": "param" |
// "fp32"` in the workload): DDP's all-reduce, ZeRO-1/2's reduce-scatter and Megatron's distributed optimizer
// (zero < 3).
// "param" (the default) reduces the 16-bit gradients as PyTorch DDP and Megatron-Bridge's performance recipes do
// (src/megatron/bridge/perf_recipes/_common.py `_perf_precision`: grad_reduce_in_fp32 = False, @ 067f987df). "fp32"
// accumulates them in an fp32 buffer (`main_grad`) and reduces that, 4 bytes a parameter on the wire and in memory:
// Megatron-LM with bf16 forces it unless told otherwise (megatron/training/arguments.py, "bfloat16 requires gradient
// accumulation and all-reduce to be done in fp32": accumulate_allreduce_grads_in_fp32 = True, in every version from
// 2021's megatron/arguments.py, e.g. bigcode-project/Megatron-LM @ c988cf25 lines 195-202, to 2025's, where
// --grad-reduce-in-bf16 turns it off). FSDP's own reduce dtype is fsdp_reduce_dtype.
bool dpReducesInFp32(const Workload &workload);
// When ZeRO-1/2 and Megatron's distributed optimizer gather the updated weights back to every data-parallel rank
// (plans: `"param_gather": "overlapped" | "in_step" | "in_step_grad_buffer"` in the workload; datacomm.h
// DataParallelWork::gatherInStep):
// - "overlapped" (the default): each bucket's gather starts ahead of the layers of the next forward that need it
//   (Megatron-Core's overlap_param_gather, which Megatron-Bridge's performance recipes set). DeepSpeed ZeRO-1/2
//   gathers inside its step whatever this says; PyTorch FSDP's zero 2 (SHARD_GRAD_OP) gathers unit by unit before
//   each unit's forward (datacomm.h fsdpShardGradOp()), which this does not change either.
// - "in_step": the optimizer step gathers them all before it returns, nothing beside it (Megatron-Core without
//   overlap_param_gather, its default: DistributedOptimizer.step() ends with the parameter all-gather).
// - "in_step_grad_buffer": the same through the gradient buffer, in the gradients' reduce dtype (4 bytes a parameter
//   with dp_reduce_dtype fp32), then copied into the weights: Megatron-LM's distributed optimizer of 2022-2023
//   (megatron/optimizer/distrib_optimizer.py gather_model_params: "The DDP's grad buffer is used for the
//   all-gather ... the params can be copied from param.main_grad to param", bigcode-project/Megatron-LM @ c988cf25).
ParamGather paramGatherOf(const Workload &workload);
// Whether dp_reduce_dtype and param_gather apply to a strategy: data parallelism outside PyTorch FSDP (zero 0 and 1,
// and zero 2 with sharding_impl megatron or deepspeed), training all the weights. PyTorch FSDP's (zero 3, and zero 2 as
// SHARD_GRAD_OP) reduce dtype is fsdp_reduce_dtype, and its gathers are unit by unit (datacomm.h).
bool dataParallelOptionsApply(const Strategy &s);
// The transformer layers whose saved activations go to host memory (plans: `"activation_offload_layers": N` in the
// workload; default 0): Megatron-Core's cpu_offloading_num_layers (perf/offload.h). It applies to a strategy with
// pp 1 and no recompute, as Megatron-Core allows it (offloadedActivationLayers()).
int activationOffloadLayers(const Workload &workload);
constexpr int kTpOverlapPipelineSplits = 4; // TE initialize_ub default "num_splits" for "pipeline"
// What stays exposed of a collective taking commS beside a GEMM taking gemmS (the GEMM's own time not counted):
// "pipeline": the GEMM in `chunks` pieces, each chunk's reduce-scatter beside the next chunk's GEMM; the last
// chunk's communication always waits, and communication beyond the GEMM shows: max(c - g, 0) + min(c, g) / n.
double pipelinedCommExposedS(double commS, double gemmS, int chunks);
// "ring_exchange": tp GEMM chunks, the first on the local shard while the next shard arrives, tp - 1 transfers each
// beside one chunk: max(c - g (tp - 1) / tp, 0).
double ringExchangeCommExposedS(double commS, double gemmS, int tp);
// "bulk": the whole collective beside one GEMM: max(c - g, 0).
double bulkCommExposedS(double commS, double gemmS);

} // namespace aip::perf
