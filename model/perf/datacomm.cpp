#include "perf/datacomm.h"

#include "perf/kerneltimes.h"
#include "perf/moe.h"

#include <algorithm>

namespace aip::perf {

namespace {

// DeepSpeed ZeRO-3 as its published large-scale runs used it (v0.3.15, 2021: the ZeRO-3 of Narayanan et al. 2021,
// Table 2). deepspeed/runtime/zero/partition_parameters.py at commit 18a26e8604c4cb8562ed8d57241ca64dbeb4318a:
// _allgather_param gathers one parameter tensor at a time, calls torch.cuda.synchronize() first, and gathers into a
// Python list of world_size views of a flat buffer. PyTorch's ProcessGroupNCCL copies list outputs out of its flat
// buffer (all_gather) one tensor at a time: world_size copy launches per collective
// (torch/lib/c10d/ProcessGroupNCCL.cpp, allgather, PyTorch 1.8). A Megatron GPT layer has 12
// parameter tensors (two LayerNorms' weight and bias, QKV, attention output, MLP up and down, each weight and bias).
// The module hooks release a submodule's parameters after its forward, so a checkpointed layer's recomputed forward
// fetches them again before the backward fetches them once more (stage3.py fetch_sub_module / release_sub_module),
// except the tensors under param_persistence_threshold, which are never released (deepSpeedLayerTensors: of the 12,
// a GPT layer's four weight matrices are gathered, its LayerNorms and biases persist), and the layer's last tensor,
// used again right after its recomputed forward (_keep_for_later: reuse distance 0 < stage3_max_reuse_distance 1e9).
// The same code from v0.3.12 (2021-03-12, the first release with ZeRO-3, before the paper's April 2021 preprint) to
// v0.3.16. 12 is the count where the step model does not know the layer's tensors.
constexpr double kDeepSpeedTensorsPerLayer = 12;
// The gradients of that version are not reduce-scattered. ZeRO-3's default is contiguous_gradients False
// (deepspeed/runtime/zero/constants.py @ 18a26e86: ZERO3_OPTIMIZATION_CONTIGUOUS_GRADIENTS_DEFAULT = False), and then
// stage3.py's reduce_ipg_grads takes buffered_reduce_fallback -> allreduce_no_retain -> allreduce_and_copy ->
// allreduce_bucket: the bucket's gradients are flattened into one tensor, divided by the world size and
// dist.all_reduce'd over the data-parallel group, then copied back (unflatten) and each rank keeps its partition
// (partition_previous_reduced_grads). The reduce-scatter (average_tensor -> reduce_gradients_at_owner) is the
// contiguous_gradients path only. A bucket collects gradients as the backward makes them until the next would pass
// reduce_bucket_size (kDeepSpeedReduceBucketParams, datacomm.h); a larger tensor is a bucket of its own
// (reduce_independent_p_g_buckets_and_remove_grads).
// HBM traffic around each of those collectives, read off the same code. A gather: _allgather_param allocates its
// output with torch.zeros (one write of the gathered tensor), ProcessGroupNCCL copies the gathered flat buffer out
// into the list of world_size views (a read and a write), and fetch_sub_module formats each fetched parameter's
// param.norm() into a debug f-string that Python evaluates whether or not it prints (one read): 4 bytes per byte
// gathered. A reduction: allreduce_bucket flattens the bucket (a read and a write) and divides it in place (a read
// and a write), allreduce_and_copy copies the result back into the gradients (a read and a write): 6.
constexpr double kDeepSpeedHbmPassesPerGather = 4;
constexpr double kDeepSpeedHbmPassesPerReduce = 6;
// One copy launch and one eager PyTorch view op called from Python (narrow, view): kerneltimes.h's kKernelLaunchS
// and kPythonOpDispatchS (PyTorch's micro-benchmark times `split`, a view op, at 3.3 us per call on CPU and CUDA
// tensors alike before pytorch/pytorch#32194, 2.3 us after it).
constexpr double kCopyLaunchS = kKernelLaunchS;
constexpr double kTorchViewOpS = kPythonOpDispatchS;
// The per-rank host loops of DeepSpeed ZeRO-3 (2021) around its list-based all_gathers, read off
// deepspeed/runtime/zero/partition_parameters.py (the same code from v0.3.12, 2021-03-12, the first with ZeRO-3,
// to 18a26e86, 2021-04-30). _allgather_param, one tensor: a Python loop of world_size iterations, each a narrow of
// the flat buffer (and a get_rank call, not costed), then ProcessGroupNCCL's copy launch per rank (kCopyLaunchS).
// _allgather_params, the persistent tensors at once (stage3.py _post_step, once per step): the same list, then for
// every tensor a Python loop over the ranks whose share holds any of it, each iteration a narrow, a view, a narrow and
// a copy_ (a Python op call and a copy launch): 4 x 2.3 + 3.8 = 13 us per tensor and rank.
constexpr double kDeepSpeedPerRankListS = kTorchViewOpS;
constexpr double kDeepSpeedPerRankTensorS = 4 * kTorchViewOpS + kCopyLaunchS;
// Megatron-Core's distributed data parallelism groups parameters in buckets of max(40M, 1M x dp) parameters
// (megatron/core/distributed/distributed_data_parallel_config.py, bucket_size default) for the reduce-scatter of
// gradients and the all-gather of weights.
constexpr double kMegatronBucketMin = 40e6;
constexpr double kMegatronBucketPerRank = 1e6;
// PyTorch FSDP (Zhao et al. 2023, arXiv 2304.11277, Sec. 3.2-3.4): one FlatParameter per wrapped unit (a
// transformer layer with the usual auto-wrap policy), gathered by one all-gather before its forward and before its
// backward (BACKWARD_PRE prefetch, depth 1; the rate limiter keeps at most two gathers in flight) and reduced by one
// reduce-scatter after its backward.

} // namespace

ShardingImplParams shardingImplParams(ShardingImpl impl, int dp)
{
    ShardingImplParams p;
    switch (impl) {
    case ShardingImpl::DeepSpeed:
        p.gathersPerUnit = kDeepSpeedTensorsPerLayer;
        p.reduceBucketParams = kDeepSpeedReduceBucketParams;
        p.reduceByAllReduce = true;
        p.perRankCopyS = kCopyLaunchS;
        p.hbmPassesPerGather = kDeepSpeedHbmPassesPerGather;
        p.hbmPassesPerReduce = kDeepSpeedHbmPassesPerReduce;
        p.synchronousGathers = true;
        p.refetchForRecompute = true;
        p.perRankListS = kDeepSpeedPerRankListS;
        p.persistenceThresholdParams = kDeepSpeedPersistenceThreshold;
        p.perRankTensorS = kDeepSpeedPerRankTensorS;
        p.keepsLastTensorForBackward = true;
        break;
    case ShardingImpl::Fsdp: break;
    case ShardingImpl::Megatron:
        p.gatherBucketParams = std::max(kMegatronBucketMin, kMegatronBucketPerRank * dp);
        p.reduceBucketParams = p.gatherBucketParams;
        break;
    }
    return p;
}

LayerTensors deepSpeedLayerTensors(const ModelArch &a, int tp)
{
    // A Megatron-LM layer (the DeepSpeed ZeRO-3 runs of 2021 are GPT): two LayerNorms (weight and bias, h each), the
    // column-parallel QKV and MLP up projection (weight and bias split over tp), the row-parallel attention output and
    // MLP down projection (weight split, bias h whole). Gated MLPs (Llama) have no biases and RMSNorm weights only.
    LayerTensors t;
    if (!a.isTransformer() || a.hidden <= 0)
        return t;
    const double h = a.hidden, tps = std::max(1, tp), kv = a.kvWidth();
    const double f = a.isMoe() && a.denseLayers <= 0 ? a.expertFfnHidden : a.ffnHidden, up = a.gatedMlp ? 2 * f : f;
    const bool biases = !a.gatedMlp;
    const double q = a.queryWidth();
    const double weights[] = {h * (q + 2 * kv) / tps, q * h / tps, h * up / tps, h * f / tps};
    const double smalls[] = {h,
                             biases ? h : 0,
                             h,
                             biases ? h : 0,
                             biases ? (q + 2 * kv) / tps : 0,
                             biases ? h : 0,
                             biases ? up / tps : 0,
                             biases ? h : 0};
    auto add = [&t](double n) {
        if (n <= 0)
            return;
        if (n < kDeepSpeedPersistenceThreshold) {
            t.small += 1;
            t.smallParams += n;
        } else {
            t.large += 1;
            t.largeParams += n;
        }
    };
    for (double n : weights)
        add(n);
    for (double n : smalls)
        add(n);
    t.lastParams = weights[3] >= kDeepSpeedPersistenceThreshold ? weights[3] : 0;
    return t;
}

bool fsdpShardGradOp(const Strategy &s)
{
    return s.zero == 2 && s.shardingImpl == ShardingImpl::Fsdp;
}

bool deepSpeedBf16Optimizer(const Strategy &s, Precision precision)
{
    return s.zero == 0 && s.shardingImpl == ShardingImpl::DeepSpeed && precision == Precision::Bf16
        && s.method == FineTuneMethod::Full && s.offload == Offload::None;
}

bool shardsOptimizerStates(const Strategy &s, Precision precision)
{
    return s.zero >= 1 || deepSpeedBf16Optimizer(s, precision);
}

bool keepsUnshardedUnderPipeline(const Strategy &s)
{
    return s.zero >= 3 && s.pp > 1 && s.shardingImpl == ShardingImpl::Fsdp && s.method == FineTuneMethod::Full
        && s.offload == Offload::None;
}

double pipelineGradAccumulateBytesPerParam(const Strategy &s, int microBatches, double gradientBytes, bool sharded)
{
    if (!keepsUnshardedUnderPipeline(s) || microBatches < 1 || !(gradientBytes > 0))
        return 0;
    const double g = gradientBytes, r = kFp32ReduceBytesPerParam;
    const bool cast = sharded && g < r;
    const double first = cast ? g + r : 0;         // 6 from 16-bit gradients; 0 when FSDP keeps them as they are
    const double later = cast ? g + 2 * r : 3 * g; // 10; or autograd's variable_grad += new_grad at the gradients' size
    return (first + (microBatches - 1) * later) / microBatches;
}

DataParallelComm::DataParallelComm(const CollectiveModel &collectives, int gpusPerNode)
    : m_collectives(&collectives)
    , m_gpusPerNode(std::max(1, gpusPerNode))
{ }

CommGroup DataParallelComm::dataParallelGroup(const Strategy &s) const
{
    const int ranks = s.dp * s.cp;
    const int perNode = s.tp >= m_gpusPerNode ? 1 : std::max(1, std::min(ranks, m_gpusPerNode / s.tp));
    return {ranks, perNode};
}

CommGroup DataParallelComm::shardGroup(const Strategy &s) const
{
    if (!s.hybrid())
        return dataParallelGroup(s);
    const int ranks = s.shardGroup * s.cp;
    const int perNode = s.tp >= m_gpusPerNode ? 1 : std::max(1, std::min(ranks, m_gpusPerNode / s.tp));
    return {ranks, perNode};
}

CommGroup DataParallelComm::replicaGroup(const Strategy &s) const
{
    if (!s.hybrid())
        return {1, 1};
    // Data-parallel indices on one node, then one of every shard group's.
    const int dpPerNode = std::max(1, m_gpusPerNode / std::max(1, s.tp * s.cp));
    const int ranks = s.dp / s.shardGroup;
    return {ranks, std::clamp(dpPerNode / s.shardGroup, 1, ranks)};
}

CommGroup DataParallelComm::expertGroup(const Strategy &s, const CommGroup &g) const
{
    if (s.ep <= 1 && s.etp <= 0)
        return g;
    // Folded (Strategy::etp), the experts' data-parallel group spans the fold's (tp / etp) x dp ranks, etp x ep apart.
    const int ranks = expertDataParallelRanks(s, g.ranks);
    return {ranks, std::clamp(g.ranksPerNode * expertFold(s) / std::max(1, s.ep), 1, ranks)};
}

// `count` collectives moving `bytes` in all (fractional counts: a bucket shared by several units).
double DataParallelComm::timeOf(Collective c, double bytes, const CommGroup &g, double count, double *cross) const
{
    if (g.ranks <= 1 || bytes <= 0)
        return 0;
    count = std::max(count, 1e-3);
    if (cross && g.nodes() > 1)
        *cross += bytes * busFactor(c, g.ranks);
    return count * m_collectives->time(c, bytes / count, g);
}

DataParallelCost DataParallelComm::cost(const Strategy &s, const DataParallelWork &w) const
{
    DataParallelCost out;
    if (s.dp * s.cp <= 1)
        return out;
    const CommGroup all = dataParallelGroup(s), shard = shardGroup(s), replicas = replicaGroup(s);
    const CommGroup expertAll = expertGroup(s, all), expertShard = expertGroup(s, shard);
    const double shardRanks = shard.ranks, expertShardRanks = expertShard.ranks;
    const double m = w.microBatches;
    const double slowdown = kOverlapComputeSlowdown;
    // A collective over `params` of which `experts` are routed experts: the rest over `g`, the experts over their own
    // group `ge` (expertGroup; none where ep covers the group).
    auto split = [&](Collective c, double params, double experts, double bytesPerParam, const CommGroup &g,
                     const CommGroup &ge, double count, double *cross) {
        experts = std::clamp(experts, 0.0, params);
        return timeOf(c, (params - experts) * bytesPerParam, g, count, cross)
            + timeOf(c, experts * bytesPerParam, ge, count, cross);
    };
    // A reduce-scatter over the shard group and, hybrid, the all-reduce of the shards across the replicas.
    auto shardReduce = [&](Collective c, double params, double experts, double bytesPerParam, double count,
                           double *cross) {
        experts = std::clamp(experts, 0.0, params);
        return split(c, params, experts, bytesPerParam, shard, expertShard, count, cross)
            + timeOf(Collective::AllReduce, (params - experts) * bytesPerParam / shardRanks, replicas, count, cross)
            + timeOf(Collective::AllReduce, experts * bytesPerParam / expertShardRanks, replicas, count, cross);
    };
    const double units = std::max(1.0, w.units);
    const double unitExperts = std::clamp(w.unitExpertParams, 0.0, w.unitParams);
    const double expertsPerGpu = std::min(units * unitExperts, w.paramsPerGpu);

    // PyTorch FSDP's SHARD_GRAD_OP (zero 2 with sharding_impl fsdp) is FSDP's unit-by-unit machinery with the weights
    // kept from the forward to the backward (fsdpShardGradOp()): costed below with ZeRO-3's per-unit collectives.
    const bool shardGradOp = fsdpShardGradOp(s);
    if (s.zero < 3 && !shardGradOp) {
        // ZeRO (Rajbhandari et al. 2020, Sec. 7): stage 0 all-reduces gradients once per step; stage 1 reduce-
        // scatters them and all-gathers the updated weights (same volume); stage 2 reduce-scatters after every
        // micro-batch (its gradients are sharded). Hybrid: the reduce-scatter stays in the shard group and the
        // shards are all-reduced across the groups.
        double crossOnce = 0, crossMicro = 0, reduceOnce = 0, gatherOnce = 0, perMicro = 0;
        if (s.zero == 0) {
            reduceOnce = split(Collective::AllReduce, w.paramsPerGpu, expertsPerGpu, w.gradientBytesPerParam, all,
                               expertAll, 1, &crossOnce);
            if (w.allReduceThenGather) // BF16_Optimizer: its shards of the updated weights gathered in the step
                gatherOnce = split(Collective::AllGather, w.paramsPerGpu, expertsPerGpu, w.weightBytesPerParam, all,
                                   expertAll, 1, &crossOnce);
        } else {
            double crossReduce = 0;
            const double reduce = shardReduce(Collective::ReduceScatter, w.paramsPerGpu, expertsPerGpu,
                                              w.gradientBytesPerParam, 1, &crossReduce);
            const double gatherBytes = w.gatherBytesPerParam > 0 ? w.gatherBytesPerParam : w.weightBytesPerParam;
            gatherOnce = split(Collective::AllGather, w.paramsPerGpu, expertsPerGpu, gatherBytes, shard, expertShard, 1,
                               &crossOnce);
            if (s.zero == 1) {
                reduceOnce = reduce;
                crossOnce += crossReduce;
            } else {
                perMicro = reduce;
                crossMicro = crossReduce;
            }
        }
        // Gradients exist only once the backward has made them: their buckets are reduced while the backward goes
        // on (PyTorch DDP, Megatron overlap-grad-reduce), once-per-step reductions under the last micro-batch's
        // backward and ZeRO-2's per-micro-batch reduce-scatter under each micro-batch's backward; what is left is
        // exposed. The updated weights are gathered after the optimizer step, so not beside any backward: they
        // overlap the next step's forward where the implementation launches each bucket's gather ahead of the
        // layers that need it (Megatron-Core's distributed optimizer, overlap_param_gather, "overlap parameter
        // all-gather with forward compute", distributed_data_parallel_config.py); DeepSpeed ZeRO-1/2
        // gathers them all in its optimizer step (stage_1_and_2.py step(): all_gather_dp_groups after the update,
        // before the step returns): exposed, as is a plan's gather inside the step (w.gatherInStep: Megatron without
        // overlap_param_gather). The hidden traffic still slows the compute it overlaps (NCCL kernels take SMs).
        const double forwardWindowS = std::max(1.0, w.units) * w.unitFwdS;
        const double gatherWindowS
            = s.shardingImpl == ShardingImpl::DeepSpeed || w.gatherInStep || w.allReduceThenGather ? 0 : forwardWindowS;
        const double exposedOnce
            = std::max(0.0, reduceOnce - w.backwardWindowS) + std::max(0.0, gatherOnce - gatherWindowS);
        const double exposedPerMicro = std::max(0.0, perMicro - w.backwardWindowS);
        const double hidden = (reduceOnce + gatherOnce - exposedOnce) + m * (perMicro - exposedPerMicro);
        out.exposedS = exposedOnce + m * exposedPerMicro + slowdown * hidden;
        out.interNodeBytesPerGpu = crossOnce + m * crossMicro;
        return out;
    }

    // ZeRO-3 / FSDP, per unit and micro-batch.
    const ShardingImplParams impl = shardingImplParams(s.shardingImpl, s.dp);
    const double unitParams = std::min(w.unitParams, w.paramsPerGpu / units);
    const double gathers = impl.gatherBucketParams > 0 ? unitParams / impl.gatherBucketParams : impl.gathersPerUnit;
    const double reduces = impl.reduceBucketParams > 0 ? unitParams / impl.reduceBucketParams
                                                       : (impl.reducesPerUnit > 0 ? impl.reducesPerUnit : 1);
    if (keepsUnshardedUnderPipeline(s)) {
        // Once per step: each unit gathered before the first micro-batch's forward (the first gather waits, the
        // others hide under the previous unit's forward), the fp32 gradients reduce-scattered after the last
        // backward. Every stage chunk's reductions are exposed, not only the last chunk's: after a chunk's last
        // backward the stage runs each group's post_backward (the reduce-scatters, on FSDP's own stream) and then
        // FSDP's _root_post_backward_final_callback, "to ensure FSDP syncs its grad reduction ops back to the
        // default stream" (torch/distributed/pipelining/stage.py backward_maybe_with_nosync; read in
        // copies of stage.py whose PyTorch versions were not identified, not at each run's own version):
        // with is_last_backward set, finalize_backward makes the compute stream wait on each group's post-reduce
        // event (_fsdp_param_group.py _wait_for_post_backward) and on the last reduce-scatter's event
        // (_fsdp_state.py). So an interleaved stage's other chunks' backwards queue behind those reductions instead of
        // hiding them.
        double crossUnit = 0, crossRoot = 0;
        const double gatherOnce = split(Collective::AllGather, unitParams, unitExperts, w.weightBytesPerParam, shard,
                                        expertShard, 1, &crossUnit);
        const double reduceOnce
            = shardReduce(Collective::ReduceScatter, unitParams, unitExperts, kFp32ReduceBytesPerParam, 1, &crossUnit);
        const double rootParams = std::max(0.0, w.paramsPerGpu - units * unitParams);
        const double rootGrads32 = rootParams * kFp32ReduceBytesPerParam;
        const double rootGather
            = timeOf(Collective::AllGather, rootParams * w.weightBytesPerParam, shard, 1, &crossRoot);
        const double rootReduce = timeOf(Collective::ReduceScatter, rootGrads32, shard, 1, &crossRoot)
            + timeOf(Collective::AllReduce, rootGrads32 / shardRanks, replicas, 1, &crossRoot);
        const double fwd = rootGather + gatherOnce + (units - 1) * std::max(0.0, gatherOnce - w.unitFwdS);
        const double bwd = units * reduceOnce + rootReduce;
        const double total = rootGather + rootReduce + units * (gatherOnce + reduceOnce);
        const double exposed = std::min(total, fwd + bwd);
        out.exposedS = exposed + slowdown * (total - exposed);
        out.interNodeBytesPerGpu = units * crossUnit + crossRoot;
        return out;
    }
    // Host time of list-based collectives, per collective: a copy launch per rank of the shard group, and the
    // caller's own loop over the ranks building the list.
    const double copies = (impl.perRankCopyS + impl.perRankListS) * shardRanks;
    // Persistent tensors (DeepSpeed): the unit's small tensors are not gathered in its passes; the large ones are,
    // one collective each. Under full recompute the unit's last tensor stays gathered from its recomputed forward to
    // its backward (stage3.py _keep_for_later: nothing lies between the two uses, below stage3_max_reuse_distance).
    const bool persists = impl.persistenceThresholdParams > 0 && w.tensors.large > 0;
    const double unitGathered = persists ? std::min(unitParams, w.tensors.largeParams) : unitParams;
    const double unitGathers = persists ? w.tensors.large : gathers;
    const bool keepLast = persists && impl.keepsLastTensorForBackward && w.forwardRecomputed && w.tensors.lastParams > 0
        && w.tensors.large > 1;
    // SHARD_GRAD_OP keeps the whole unit gathered from its forward to its backward: no backward gather.
    const double bwdParams = shardGradOp ? 0 : keepLast ? unitGathered - w.tensors.lastParams : unitGathered;
    const double bwdGathers = shardGradOp ? 0 : keepLast ? unitGathers - 1 : unitGathers;
    double crossGather = 0, crossBwdGather = 0, crossReduce = 0, crossRoot = 0, crossPersist = 0;
    const double gather = split(Collective::AllGather, unitGathered, unitExperts, w.weightBytesPerParam, shard,
                                expertShard, unitGathers, &crossGather);
    const double bwdGather = split(Collective::AllGather, bwdParams, unitExperts, w.weightBytesPerParam, shard,
                                   expertShard, bwdGathers, &crossBwdGather);
    const Collective reduceOp = impl.reduceByAllReduce ? Collective::AllReduce : Collective::ReduceScatter;
    const double reduce
        = shardReduce(reduceOp, unitParams, unitExperts, w.gradientBytesPerParam, reduces, &crossReduce);
    // The root unit: embedding and output layer, gathered before the forward and reduced after the backward.
    const double rootParams = std::max(0.0, w.paramsPerGpu - units * unitParams);
    const double rootGather = timeOf(Collective::AllGather, rootParams * w.weightBytesPerParam, shard, 1, &crossRoot);
    const double rootGrads = rootParams * w.gradientBytesPerParam;
    const double rootReduce = timeOf(reduceOp, rootGrads, shard, 1, &crossRoot)
        + timeOf(Collective::AllReduce, rootGrads / shardRanks, replicas, 1, &crossRoot);
    // A recomputed forward that gathers again: one more gather per unit in the backward.
    const double regathers = w.forwardRecomputed && impl.refetchForRecompute && !shardGradOp ? 1 : 0;
    // The copies run on the host thread that launches the compute: on the critical path. A flat all-reduce has none.
    const double reduceLists = impl.reduceByAllReduce ? 0 : 1;
    const double gatherCollectives = units * ((1 + regathers) * unitGathers + bwdGathers);
    const double hostCopies = (gatherCollectives + units * reduceLists * reduces) * copies
        + (rootParams > 0 ? (1 + reduceLists) * copies : 0);
    // The implementation's own HBM passes (buffers zeroed, list copies, scaling) over every gathered and reduced byte;
    // experts that their group does not shard are neither.
    const double still = expertShard.ranks > 1 ? 0 : unitExperts;
    const double gatheredBytes
        = (units * ((1 + regathers) * std::max(0.0, unitGathered - still) + std::max(0.0, bwdParams - still))
           + 2 * rootParams)
        * w.weightBytesPerParam;
    const double reducedBytes = (units * (unitParams - still) + rootParams) * w.gradientBytesPerParam;
    const double hbmS
        = w.hbmSecondsPerByte * (impl.hbmPassesPerGather * gatheredBytes + impl.hbmPassesPerReduce * reducedBytes);
    const double unitGather = (1 + regathers) * gather + bwdGather; // a unit's gathers in one micro-batch
    double fwdExposed = 0, bwdExposed = 0;
    if (impl.synchronousGathers) {
        // Every gather drains the whole device first (torch.cuda.synchronize waits for every stream, the reduction
        // stream too): the gathers add to the compute, and a reduce-scatter overlaps only the compute queued before
        // the next gather, one tensor's share of its unit's backward.
        fwdExposed = rootGather + units * gather;
        bwdExposed = units * (regathers * gather + bwdGather)
            + units * std::max(0.0, reduce - w.unitBwdS / std::max(1.0, unitGathers)) + rootReduce;
    } else {
        // Forward: the first unit's gather waits; each later one hides under the previous unit's forward. Backward:
        // the last unit's gather hides under the output layer's backward; then each unit's prefetch gather (two for
        // a recomputed forward that gathers again) and the previous unit's reduce-scatter run under its backward;
        // the last reduce-scatters wait.
        const double bwdUnitGather = regathers * gather + bwdGather;
        fwdExposed = rootGather + gather + (units - 1) * std::max(0.0, gather - w.unitFwdS);
        bwdExposed = std::max(0.0, bwdUnitGather - w.headBwdS)
            + (units - 1) * std::max(0.0, bwdUnitGather + reduce - w.unitBwdS) + reduce + rootReduce;
    }
    const double total = rootGather + rootReduce + units * (unitGather + reduce);
    const double exposed = std::min(total, fwdExposed + bwdExposed);
    // The HBM passes of synchronous gathers wait like the gathers (each gather drains the device first); otherwise
    // they run on the communication stream beside the compute and are not costed here.
    const double hbmExposed = impl.synchronousGathers ? hbmS : 0;
    // The persistent tensors: partitioned again after every backward (stage3.py backward -> _partition_all_parameters),
    // gathered together after the optimizer step (_post_step -> _allgather_params, synchronous) and unpacked tensor by
    // tensor and rank by rank; a later micro-batch of the same step gathers them one at a time in its forward. A
    // tensor of fewer elements than ranks has one element on each of its first ranks: min(n, elements) copies.
    double persistentS = 0;
    if (persists && w.tensors.small > 0) {
        const double tensors = units * w.tensors.small, bytes = units * w.tensors.smallParams * w.weightBytesPerParam;
        const double unpacks = std::min(shardRanks, w.tensors.smallParams / w.tensors.small);
        persistentS = timeOf(Collective::AllGather, bytes, shard, 1, &crossPersist) + copies
            + tensors * unpacks * impl.perRankTensorS;
        if (m > 1) {
            double crossLater = 0;
            persistentS
                += (m - 1) * (timeOf(Collective::AllGather, bytes, shard, tensors, &crossLater) + tensors * copies);
            crossPersist += (m - 1) * crossLater;
        }
    }
    out.exposedS = m * (exposed + hostCopies + hbmExposed + slowdown * (total - exposed)) + persistentS;
    out.interNodeBytesPerGpu
        = m * (units * ((1 + regathers) * crossGather + crossBwdGather + crossReduce) + crossRoot) + crossPersist;
    return out;
}

} // namespace aip::perf
