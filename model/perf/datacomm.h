#pragma once
// Data-parallel traffic of one step: gradient all-reduce (DDP), ZeRO 1-2 (Rajbhandari et al. 2020) and ZeRO-3 /
// fully sharded data parallelism as what it is on the wire: per sharding unit (a transformer layer) an all-gather
// of the unit's weights before its forward, another before its backward, and a reduce-scatter of its gradients,
// each a ring across the shard group paying NCCL's per-step latency, overlapped with at most the neighbouring
// unit's compute (prefetch depth 1). Hybrid sharding shards inside a group of data-parallel ranks and all-reduces
// the gradient shards across the groups. The implementation (DeepSpeed, PyTorch FSDP, Megatron) sets how many
// collectives a unit takes (see datacomm.cpp for the sourced defaults).

#include "perf/collectives.h"
#include "perf/modelarch.h"
#include "perf/perfresult.h"

namespace aip::perf {

// Compute lost per second of communication running beside it. NCCL's collective kernels hold their CTAs (one
// per channel, up to 24-32 on A100/H100) on the SMs for the whole collective, whichever link it crosses, so a GEMM
// running beside them loses SMs and spills into an extra wave (NVIDIA developer forum, "Compute-communication
// overlap causes severe GEMM performance degradation because of tail effect", 2025: 24 NCCL all-gather CTAs of
// 132 SMs on H100). Measured over GPT and Llama training kernels on A100, H100, MI250 and MI210: compute runs on
// average 18.9 % slower while it overlaps communication (Lee et al. 2025, "Characterizing Compute-Communication
// Overlap in GPU-Accelerated Distributed Deep Learning", arXiv 2507.03114, abstract and Sec. 5).
inline constexpr double kOverlapComputeSlowdown = 0.189;

// DeepSpeed ZeRO-3's gradient bucket (v0.3.15, 2021): reduce_bucket_size 5e8 elements
// (deepspeed/runtime/zero/constants.py @ 18a26e8604c4cb8562ed8d57241ca64dbeb4318a,
// ZERO_OPTIMIZATION_REDUCE_BUCKET_SIZE_DEFAULT).
inline constexpr double kDeepSpeedReduceBucketParams = 5e8;

// DeepSpeed ZeRO-3's persistent parameters (v0.3.12-0.3.16, 2021): a tensor of fewer elements than
// param_persistence_threshold is never released after use (stage3.py persistent_parameters, release_sub_module
// "not param.ds_persist"). Default 1e5 (deepspeed/runtime/zero/constants.py @ v0.3.13,
// ZERO_OPTIMIZATION_PARAM_PERSISTENCE_THRESHOLD_DEFAULT = 100000).
inline constexpr double kDeepSpeedPersistenceThreshold = 1e5;

// One transformer layer's tensors on a GPU, split at that threshold: the large ones DeepSpeed gathers one at a time
// in every pass, the small ones (LayerNorms, biases) that persist. `lastParams` is the layer's last tensor in forward
// order (the MLP's down projection), reused right after its recomputed forward.
struct LayerTensors {
    double large = 0, largeParams = 0, small = 0, smallParams = 0, lastParams = 0;
};
LayerTensors deepSpeedLayerTensors(const ModelArch &arch, int tp);

// PyTorch FSDP's SHARD_GRAD_OP (a strategy of zero 2 with sharding_impl fsdp): "this strategy unshards before the
// forward, does not reshard them after the forward, and only reshards them after the backward computation"
// (torch/distributed/fsdp/api.py ShardingStrategy.SHARD_GRAD_OP; FSDP2's fully_shard(reshard_after_forward=False)
// alike). So it is FSDP's unit-by-unit machinery, as ZeRO-3: each unit's all-gather before its forward (every
// micro-batch: the weights are resharded after each backward) and its reduce-scatter as its backward makes the
// gradients, each a collective of its own with the latency of the shard group, but no gather in the backward and none
// for a recomputed forward. DeepSpeed's ZeRO-2 keeps the weights whole and reduce-scatters in buckets (the bucketed
// path of DataParallelComm::cost).
bool fsdpShardGradOp(const Strategy &s);

// PyTorch FSDP2 under PyTorch's pipeline schedules (torch.distributed.pipelining) keeps a stage's weights unsharded
// from the first micro-batch's forward to the step's last backward and reduces its gradients once per step:
// torchtitan gives every block reshard_after_forward=False when pipelining ("For PP, do not reshard after forward to
// avoid per-microbatch all-gathers", torchtitan/parallelisms/parallelize_llama.py apply_fsdp @ 9dec370, 2024-12-26;
// NeMo AutoModel's benchmark configs set reshard_after_forward: false, examples/benchmark/configs/deepseek_v3_te_deepep
// .yaml @ 01926a5), and the stage's backward_maybe_with_nosync sets set_reshard_after_backward(False) and
// set_requires_gradient_sync(False) for every micro-batch, then runs each group's post_backward (the reduce-scatter)
// after the last one (torch/distributed/pipelining/stage.py, PyTorch 2.5-2.6). The unsharded gradients accumulate in
// the reduce dtype, fp32 in both (MixedPrecisionPolicy reduce_dtype: torchtitan --training.mixed_precision_reduce
// default float32; AutoModel parallelizer.py reduce_dtype=torch.float32; FSDP2 upcasts an accumulated unsharded
// gradient to it, _fsdp_param.py to_accumulated_grad_if_needed).
bool keepsUnshardedUnderPipeline(const Strategy &s);
// A gradient reduced in fp32: FSDP's fp32 reduce dtype (stepmodel.h fsdpReducesInFp32(), and always under pipelining as
// above) and an fp32 gradient buffer outside FSDP (dpReducesInFp32()).
inline constexpr double kFp32ReduceBytesPerParam = 4;

// The bytes per parameter of a stage that accumulating those unsharded gradients moves, per micro-batch on average
// over the step's `microBatches`, on the compute stream: each micro-batch's backward ends in the group's
// post_backward with reduce_grads False (torch/distributed/fsdp/_fully_shard/_fsdp_param_group.py
// FSDPParamGroup.post_backward: "post_backward_accumulate", then "post_backward_reshard"), which casts the first
// micro-batch's 16-bit gradient up to the fp32 reduce dtype (_fsdp_param.py to_accumulated_grad_if_needed,
// unsharded_grad.to(reduce_dtype): read 2, write 4 bytes) and adds every later one into it
// (accumulate_unsharded_grad_if_needed, unsharded_accumulated_grad += unsharded_param.grad: read 2 and 4, write 4).
// The step's last backward adds its own before the reduce-scatter, as the others do. Gradients already of the reduce
// dtype (fp32 training) stay where autograd put them, which adds each later one in place
// (torch/csrc/autograd/functions/accumulate_grad.h, variable_grad += new_grad: read twice, write once), and so do
// weights FSDP does not shard at all (`sharded` false: routed experts with no other rank holding them, which NeMo
// AutoModel leaves outside FSDP when ep_shard = dp / ep is 1, moe/parallelizer.py @ 89e3a9fdd). 0 for a plan that
// does not keep its stages unsharded.
double pipelineGradAccumulateBytesPerParam(const Strategy &s, int microBatches, double gradientBytes,
                                           bool sharded = true);

// DeepSpeed's BF16_Optimizer: what DeepSpeed trains a bf16 model with when ZeRO is off (sharding_impl deepspeed, zero
// 0, bf16; the engine's _do_optimizer_sanity_check returns BFLOAT16 for a bf16 model whose gradients accumulate in
// fp32, the default without ZeRO: get_data_types; the BLOOM 176B run's "zero stage 0" with bf16 trained this way). It
// is a ZeRO-1 of its own with a different traffic (deepspeed/runtime/bf16_optimizer.py @ deepspeedai/DeepSpeed
// 0acdb021):
// - each micro-batch's backward leaves the 16-bit gradients, which update_hp_grads() adds into a full-size fp32
//   buffer (fp32_groups_gradients_flat, every parameter, not a shard), on the compute stream
//   (kBf16OptimizerAccumulateBytesPerParam); the PipelineEngine calls it after every micro-batch's backward
//   (pipe/engine.py _exec_backward_pass: "manually call because we don't call optimizer.backward()"), the plain
//   engine through the optimizer's backward;
// - at the step's gradient-accumulation boundary, after the backward, the engine all-reduces that fp32 buffer over
//   the data-parallel ranks (engine.py allreduce_gradients: get_grads_for_reduction(), "This is currently for BF16
//   optimizer", then buffered_allreduce_fallback; the PipelineEngine's ReduceGrads, _bf16_reduce_grads, the same
//   list), cast to the communication dtype, bf16 unless the config says otherwise (engine.py
//   communication_data_type): an all-reduce, not a reduce-scatter, with nothing beside it;
// - each rank updates its 1/dp shard of the fp32 master weights and Adam states and copies it into its slice of the
//   flat bf16 weights, which step() then all-gathers before it returns (update_lp_params: all_gather_dp_groups);
// - step() reads the whole fp32 buffer once for the gradient norm (get_grads_for_norm) and zeroes it after the update
//   (clear_hp_grads).
// So per parameter 2 + 4 bytes of gradients held (the bf16 gradient and the fp32 buffer), optimizer states sharded as
// ZeRO-1's, and on the wire an all-reduce of the gradients and an all-gather of the weights, 1.5 times the
// reduce-scatter and all-gather of ZeRO-1 at one dtype. Adapters and offload are not this path.
bool deepSpeedBf16Optimizer(const Strategy &s, Precision precision);
// The fp32 accumulation of one micro-batch's 16-bit gradients, as _update_hp_grad writes it,
// hp_grad.data.add_(lp.grad.data.to(hp_grad.dtype)): the cast is a tensor of its own (read 2, write 4 bytes a
// parameter), then the in-place add reads the buffer and that copy and writes the buffer (4 + 4 + 4).
inline constexpr double kBf16OptimizerAccumulateBytesPerParam = 2 + 4 * kFp32ReduceBytesPerParam;
// What step() adds per parameter of the stage, once a step: the norm's read of the fp32 buffer and its zeroing.
inline constexpr double kBf16OptimizerStepBytesPerParam = 2 * kFp32ReduceBytesPerParam;
// Whether a strategy shards its optimizer states over the data-parallel ranks: ZeRO 1 and up, and BF16_Optimizer.
bool shardsOptimizerStates(const Strategy &s, Precision precision);

// One implementation's physical parameters.
struct ShardingImplParams {
    double gathersPerUnit = 1;     // all-gathers per unit and pass (1 = the unit's flat parameter at once)
    double gatherBucketParams = 0; // when > 0: parameters per gather bucket (collectives = unit / bucket, at least 1)
    double reduceBucketParams = 0; // when > 0: parameters per reduce-scatter bucket; 0 = one per unit
    double reducesPerUnit = 0;     // when > 0 (and no reduce bucket): reduce-scatters per unit
    // The gradients are all-reduced over the shard group (each rank then keeps its shard) instead of reduce-scattered:
    // twice the bus bytes, on one flat buffer (no per-rank list copies).
    bool reduceByAllReduce = false;
    // Host time per rank of the group, per collective: list-based collectives copy each of the n shards in or out of
    // a flat buffer, one copy launch per rank (0 = the collective works on one flat buffer).
    double perRankCopyS = 0;
    // Host time per rank of the group spent by the caller building that list of n views (DeepSpeed's Python loop).
    double perRankListS = 0;
    // Tensors below this many elements stay gathered between uses and are gathered together once per step, then
    // unpacked tensor by tensor and rank by rank at perRankTensorS each (0 = no persistent tensors).
    double persistenceThresholdParams = 0;
    double perRankTensorS = 0;
    // Under full recompute the unit's last tensor is not released between its recomputed forward and its backward.
    bool keepsLastTensorForBackward = false;
    bool synchronousGathers = false; // every gather waits for the device first: gathers never overlap compute
    // HBM traffic the implementation adds around its collectives, in bytes per byte gathered or reduced (buffers
    // zeroed, list collectives copied in or out of a flat buffer, gradients scaled): kernels on the device, on the
    // critical path when the gathers are synchronous.
    double hbmPassesPerGather = 0;
    double hbmPassesPerReduce = 0;
    bool refetchForRecompute = false; // a fully recomputed forward gathers its unit's weights again
};
ShardingImplParams shardingImplParams(ShardingImpl impl, int dp);

// What the step model knows about one data-parallel replica's work.
struct DataParallelWork {
    int microBatches = 1;
    double paramsPerGpu = 0; // before sharding (tensor and pipeline parallelism applied)
    double units = 1;        // sharding units on this GPU (the stage's layers)
    double unitParams = 0;   // per GPU, one unit
    // Of unitParams, the routed experts of an expert-parallel run: reduced (and sharded) over their own data-parallel
    // group, the ranks holding the same experts (expertGroup()), not over every data-parallel rank.
    double unitExpertParams = 0;
    double unitFwdS = 0;        // one unit's forward, one micro-batch
    double unitBwdS = 0;        // one unit's backward (recompute included), one micro-batch
    double headBwdS = 0;        // the output layer's backward, before the first unit's backward
    double backwardWindowS = 0; // the last micro-batch's backward, which hides once-per-step reductions
    double microBatchComputeS = 0;
    double gradientBytesPerParam = 2, weightBytesPerParam = 2;
    // ZeRO-1/2: the updated weights gathered inside the optimizer step, nothing beside them (workload `param_gather`
    // in_step: stepmodel.h paramGatherOf()), and what a parameter weighs in that gather (0: weightBytesPerParam).
    bool gatherInStep = false;
    double gatherBytesPerParam = 0;
    // DeepSpeed's BF16_Optimizer (deepSpeedBf16Optimizer()): zero 0's all-reduce, then the updated weights all-gathered
    // inside the step.
    bool allReduceThenGather = false;
    bool forwardRecomputed = false; // full recompute: the backward reruns each unit's forward first
    double hbmSecondsPerByte = 0;   // the GPU's memory-bound copies at a unit's tensor sizes (0: not costed)
    LayerTensors tensors;           // the unit's tensors (large = 0: not known; DeepSpeed's default count applies)
};

struct DataParallelCost {
    double exposedS = 0;             // on the critical path, including the slowdown of hidden traffic
    double interNodeBytesPerGpu = 0; // per step: what this GPU's collectives move across nodes (bus bytes)
};

class DataParallelComm
{
public:
    DataParallelComm(const CollectiveModel &collectives, int gpusPerNode);

    DataParallelCost cost(const Strategy &s, const DataParallelWork &w) const;

    // Where the groups sit (rank order: tp fastest, then cp, then dp; Megatron-LM's default order).
    CommGroup dataParallelGroup(const Strategy &s) const; // all dp x cp ranks (gradients are reduced over both)
    CommGroup shardGroup(const Strategy &s) const;        // the ranks one copy of the states is sharded over
    CommGroup replicaGroup(const Strategy &s) const;      // hybrid: one rank of each shard group
    // The ranks of a data-parallel or shard group `g` that hold the same routed experts (perf/moe.h
    // expertDataParallelRanks(): every ep-th), with as many of them a node as every ep-th rank puts there.
    CommGroup expertGroup(const Strategy &s, const CommGroup &g) const;

private:
    double timeOf(Collective c, double bytes, const CommGroup &g, double count, double *crossBytes) const;
    const CollectiveModel *m_collectives;
    int m_gpusPerNode = 1;
};

} // namespace aip::perf
