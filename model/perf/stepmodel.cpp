#include "perf/stepmodel.h"

#include "perf/finetune.h"
#include "perf/memorymodel.h"
#include "perf/moe.h"
#include "perf/netlayercost.h"
#include "perf/offload.h"
#include "perf/pipelineschedule.h"
#include "perf/prefill.h"
#include "perf/stragglers.h"
#include "perf/transformerlayer.h"

#include <algorithm>
#include <cmath>

namespace aip::perf {

namespace {

// Adam(W) update per parameter on this GPU, multi-tensor apply (memory-bound): read fp32 master weight, m, v
// and the gradient, write master, m and v and the 16-bit weight copy (28 bytes), plus the gradient-norm pass
// for clipping (2): 30 bytes (Megatron-LM FusedAdam; the same count for LAMB and SGD with momentum, which
// read less but keep more norms).
constexpr double kOptimizerBytesPerParam = 30;

} // namespace

bool usesFlashAttention(const Workload &w)
{
    const QString attention = w.extra.value(QStringLiteral("attention")).toString();
    if (attention == QLatin1String("flash") || attention == QLatin1String("flash3")
        || attention == QLatin1String("flash_triton") || attention == QLatin1String("flash1")
        || attention == QLatin1String("flash_varlen"))
        return true;
    if (attention == QLatin1String("standard"))
        return false;
    return w.precision == Precision::Bf16 || w.precision == Precision::Fp8;
}

bool tpCommOverlap(const Workload &w)
{
    return w.extra.value(QStringLiteral("tp_comm_overlap")).toBool(false);
}

bool fsdpReducesInFp32(const Workload &w)
{
    return w.extra.value(QStringLiteral("fsdp_reduce_dtype")).toString() == QLatin1String("fp32");
}

bool dpReducesInFp32(const Workload &w)
{
    return w.extra.value(QStringLiteral("dp_reduce_dtype")).toString() == QLatin1String("fp32");
}

ParamGather paramGatherOf(const Workload &w)
{
    const QString v = w.extra.value(QStringLiteral("param_gather")).toString();
    if (v == QLatin1String("in_step"))
        return ParamGather::InStep;
    if (v == QLatin1String("in_step_grad_buffer"))
        return ParamGather::InStepGradBuffer;
    return ParamGather::Overlapped;
}

bool fsdpReduceDtypeApplies(const Strategy &s)
{
    return s.zero >= 2 && s.shardingImpl == ShardingImpl::Fsdp && !trainsAdapters(s.method);
}

bool dataParallelOptionsApply(const Strategy &s)
{
    return s.zero < 3 && !fsdpShardGradOp(s) && !trainsAdapters(s.method);
}

int activationOffloadLayers(const Workload &w)
{
    const QJsonValue v = w.extra.value(QStringLiteral("activation_offload_layers"));
    return v.isDouble() && v.toDouble() >= 1 ? int(std::min(v.toDouble(), 1e6)) : 0;
}

bool gradientReduceAfterBackward(const Workload &w)
{
    return w.extra.value(QStringLiteral("gradient_reduce")).toString() == QLatin1String("after_backward");
}

double pipelinedCommExposedS(double commS, double gemmS, int chunks)
{
    return std::max(commS - gemmS, 0.0) + std::min(commS, gemmS) / std::max(1, chunks);
}

double ringExchangeCommExposedS(double commS, double gemmS, int tp)
{
    return std::max(commS - gemmS * (tp - 1) / std::max(1, tp), 0.0);
}

double bulkCommExposedS(double commS, double gemmS)
{
    return std::max(commS - gemmS, 0.0);
}

StepModel::StepModel(const ModelArch &arch, const Workload &w, const ClusterHardware &cluster)
    : m_arch(arch)
    , m_layerArch(moeComputeArch(arch))
    , m_cluster(cluster)
    , m_attentionKernel(flashKernel(w, cluster.gpu, cluster.cudnnAttentionFirst))
    , m_rates(cluster.gpu, w.precision, m_attentionKernel, channelsFirst(w))
    , m_collectives(cluster)
    , m_dataComm(m_collectives, cluster.gpusPerNode)
    , m_precision(w.precision)
    , m_flash(arch.isTransformer() && usesFlashAttention(w))
    , m_selective(selectiveRecompute(w))
    , m_fused(fusedElementwise(w))
    , m_rotary(rotaryImpl(w))
    , m_eagerExpertBias(eagerExpertBias(w))
    , m_eagerDownBias(eagerDownBias(w))
    , m_fp8Recipe(fp8Recipe(w.extra))
    , m_fp8Attention(fp8Attention(w))
    , m_fusedGroupedGemm(fusedGroupedGemm(w))
    , m_eagerActClamp(eagerActivationClamp(w))
    , m_gpuDecode(w.gpuDecode)
    , m_tpOverlap(tpCommOverlap(w))
    , m_deepEp(deepEpDispatcher(w))
    , m_epOverlap(moeAllToAllOverlap(w))
    , m_moeHostSync(moeHostSync(w))
    , m_moeDispatch(moeDispatchOf(w, arch))
    , m_commSmShare(arch.isMoe() ? moeCommSmShare(w, streamingMultiprocessors(cluster)) : 0) // dense: not read
    , m_dualPipe(dualPipeSchedule(w))
    , m_split(pipelineSplit(w))
    , m_layout(arch.isTransformer() ? perf::pipelineLayout(w) : std::nullopt)
    , m_layoutFitsModel(!m_layout || pipelineLayoutProblem(*m_layout, arch.layers, arch.mtpLayers).isEmpty())
    , m_ppOverlap(ppCommOverlap(w))
    , m_deepSpeedGradsPartitioned(deepSpeedPartitionsPipeGrads(w))
    , m_unpaddedFlash(unpaddedFlashAttention(w))
    , m_cpImpl(contextParallelImpl(w))
    , m_fineTune(w.finetune.has_value())
    , m_method(w.finetune ? w.finetune->method : std::nullopt)
    , m_lora(loraAdaptersOf(w))
    , m_compiledInCheckpoint(compiledInsideCheckpoint(w))
    , m_loss(lossImpl(w))
    , m_optimizer(optimizerImpl(w))
    , m_masterWeights(masterWeights(w))
    , m_reduceAfterBackward(gradientReduceAfterBackward(w))
    , m_fsdpReduceFp32(fsdpReducesInFp32(w))
    , m_dpReduceFp32(dpReducesInFp32(w))
    , m_paramGather(paramGatherOf(w))
    , m_activationOffload(arch.isTransformer() ? activationOffloadLayers(w) : 0)
    , m_smCycles(arch.net.empty() ? 0 : smCyclesPerS(cluster.gpu))
    , m_sms(arch.net.empty() ? 0 : streamingMultiprocessors(cluster))
{
    // Without a global batch, one micro-batch per GPU of the cluster.
    m_globalBatch = std::max<qint64>(
        1, w.globalBatch.value_or(qint64(std::max(1, cluster.totalGpus())) * w.microBatch.value_or(1)));
    if (isTorchLoop(m_optimizer) && optimizerCostedFor(m_optimizer, m_arch))
        m_torchLoop = torchLoopStep(m_optimizer, netParamTensors(m_arch), m_arch.parameters(), m_rates);
}

double StepModel::modelFlopsPerStep(FineTuneMethod method) const
{
    if (!trainsAdapters(method) || !m_arch.isTransformer())
        return 3 * (m_arch.forwardFlopsPerSample() + m_arch.mtpForwardFlopsPerSample()) * double(m_globalBatch);
    const double adapters = loraParamsPerLayer(m_arch, m_lora, 1) * m_arch.layers;
    return (2 * (m_arch.forwardFlopsPerSample() + m_arch.mtpForwardFlopsPerSample()) + 6 * adapters * m_arch.seqLen)
        * double(m_globalBatch);
}

double StepModel::trainedParamsPerGpu(const Strategy &s) const
{
    if (trainsAdapters(s.method))
        return loraParamsPerLayer(m_arch, m_lora, s.tp) * std::ceil(double(m_arch.layers) / s.pp);
    return parametersPerGpu(m_arch, s.tp, s.pp, s.ep, s.etp);
}

CommGroup StepModel::tpGroup(const Strategy &s) const
{
    return {s.tp, std::min(s.tp, std::max(1, m_cluster.gpusPerNode))};
}

CommGroup StepModel::expertTpGroup(const Strategy &s) const
{
    const int etp = expertTensorParallel(s);
    return {etp, std::min(etp, std::max(1, m_cluster.gpusPerNode))};
}

CommGroup StepModel::cpGroup(const Strategy &s) const
{
    const int gpn = std::max(1, m_cluster.gpusPerNode);
    return {s.cp, s.tp >= gpn ? 1 : std::max(1, std::min(s.cp, gpn / s.tp))};
}

CommGroup StepModel::dpGroup(const Strategy &s) const
{
    return m_dataComm.dataParallelGroup(s);
}

bool StepModel::pipelineCrossesNodes(const Strategy &s) const
{
    return s.gpus() > std::max(1, m_cluster.gpusPerNode);
}

MemoryBreakdown StepModel::memory(const Strategy &s) const
{
    const double capacity = usableGpuMemoryBytes(m_cluster.gpu.memoryGB);
    if (!m_arch.isTransformer())
        return netMemory(m_arch, s, m_precision, capacity);
    const qint64 perReplica = std::max<qint64>(1, qint64(s.dp) * s.microBatch);
    const int micro = int(std::min<qint64>((m_globalBatch + perReplica - 1) / perReplica, 1 << 30));
    // Rank by rank where the stages differ: a pipeline layout the strategy runs, DualPipe's pairs of stages, the
    // balanced and chunked splits (as the step time takes them: the layout first, then DualPipe, then the split).
    const PipelineLayout *layout
        = m_layout && m_layoutFitsModel && layoutFitsStrategy(*m_layout, s) ? &*m_layout : nullptr;
    const QList<RankHold> ranks = pipelineRankHolds(layout, m_layout ? PipelineSplit::Uniform : m_split, m_arch.layers,
                                                    m_arch.mtpLayers, s, m_dualPipe, micro);
    MemoryBreakdown m = transformerMemory(m_arch, s, m_precision, m_flash, micro, capacity, m_selective, m_loss,
                                          m_masterWeights, ranks.isEmpty() ? nullptr : &ranks);
    if (trainsAdapters(s.method))
        applyFineTuneMemory(m, m_arch, s, m_precision, m_lora, m_selective);
    if (s.offload != Offload::None)
        applyOffloadMemory(m, m_cluster, s, trainedParamsPerGpu(s), precisionBytes(m_precision, m_masterWeights));
    if (const int offloaded = offloadedActivationLayers(s, m_activationOffload, m_arch.layers); offloaded > 0)
        applyActivationOffloadMemory(m, m_cluster, s, offloaded,
                                     savedLayerActivationBytes(m_arch, s, m_precision, m_flash, m_selective));
    // (BF16_Optimizer's fp32 buffer is counted by the memory model already, whatever dtype it is reduced in.)
    if (m_dpReduceFp32 && dataParallelOptionsApply(s) && m.gradientsBytes > 0
        && !deepSpeedBf16Optimizer(s, m_precision)) {
        // dpReducesInFp32(): the gradients accumulate in an fp32 buffer (Megatron's main_grad), 4 bytes a parameter.
        const double pbGrad = precisionBytes(m_precision, m_masterWeights).gradients;
        if (pbGrad < kFp32ReduceBytesPerParam) {
            const double extra = m.gradientsBytes * (kFp32ReduceBytesPerParam / pbGrad - 1);
            m.gradientsBytes += extra;
            m.totalBytes += extra;
            m.fits = m.fits && m.totalBytes <= m.capacityBytes;
        }
    }
    return m;
}

StepEstimate StepModel::evaluate(const Strategy &s, const MemoryBreakdown *knownMemory) const
{
    if (s.tp < 1 || s.pp < 1 || s.dp < 1 || s.cp < 1 || s.microBatch < 1 || s.interleave < 1)
        return {};
    if (s.cp > 1 && (!m_arch.isTransformer() || m_arch.seqLen % s.cp != 0))
        return {};
    // Expert parallelism spreads a mixture's experts over ep of the data-parallel ranks (Megatron-Core: ep divides
    // dp and the expert count), or of the folded ranks (moe.h expertLayoutValid()); adapters and offload are for
    // transformers.
    if (!expertLayoutValid(m_arch, s))
        return {};
    if (!m_arch.isTransformer() && (trainsAdapters(s.method) || s.offload != Offload::None))
        return {};
    // DeepSpeed's PipelineEngine refuses ZeRO stages 2 and 3 (perfmodel.cpp deepSpeedPipelineProblem()).
    if (deepSpeedPipelineEngine(s) && s.zero >= 2)
        return {};
    // A pipeline layout fixes the stages: pp x interleave of them, the model's layers and MTP modules in them.
    if (m_layout && (!m_layoutFitsModel || !layoutFitsStrategy(*m_layout, s)))
        return {};
    const qint64 perReplica = qint64(s.dp) * s.microBatch;
    const int micro = int(std::min<qint64>((m_globalBatch + perReplica - 1) / perReplica, 1 << 30));
    StepEstimate e
        = m_arch.isTransformer() ? evaluateTransformer(s, micro, knownMemory) : evaluateNet(s, micro, knownMemory);
    if (!e.valid)
        return e;
    e.microBatches = micro;
    // The job waits for its slowest GPU wherever its ranks meet (perf/stragglers.h): the GPUs' own work, and the
    // bubble that waits on it, take that GPU's time (an optimizer offloaded to the CPUs does not).
    const qint64 jobGpus = qint64(s.tp) * s.cp * s.pp * s.dp; // 64 bits: a hostile plan's degrees must not overflow
    const double straggler = 1 + stragglerSlowdown(int(std::min<qint64>(jobGpus, 1 << 30)));
    e.breakdown.computeS *= straggler;
    e.breakdown.recomputeS *= straggler;
    e.breakdown.ppBubbleS *= straggler;
    if (s.offload == Offload::None)
        e.breakdown.optimizerS *= straggler;
    e.inputBoundS = inputPipelineS(s);
    const double busy = e.breakdown.total();
    e.breakdown.dataStallS = std::max(0.0, e.inputBoundS - busy); // the loader prefetches while the GPUs work
    e.stepS = e.breakdown.total();
    return e;
}

StepEstimate StepModel::evaluateTransformer(const Strategy &s, int m, const MemoryBreakdown *knownMemory) const
{
    StepEstimate e;
    // Context parallelism: each GPU holds seq/cp of every sequence. Per GPU that is the work of mb/cp whole
    // sequences for every matrix multiply and, with ring attention, for the attention core too (s/cp queries
    // against all s keys: b s^2 / cp, the same as mb/cp sequences of s).
    const double mbPerGpu = double(s.microBatch) / s.cp;
    LayerShape shape{mbPerGpu, s.tp, s.sequenceParallel && s.tp > 1, m_flash, m_selective};
    shape.fusedElementwise = m_fused;
    shape.rotary = m_rotary;
    shape.eagerExpertBias = m_eagerExpertBias;
    shape.eagerDownBias = m_eagerDownBias;
    shape.fp8Recipe = m_fp8Recipe;
    shape.fp8Attention = m_fp8Attention;
    shape.unpaddedFlash = m_unpaddedFlash;
    shape.ep = s.ep;
    shape.etp = s.etp;
    shape.cp = s.cp;
    shape.moeFp8Dispatch = m_moeDispatch.fp8;
    shape.fusedGroupedGemm = m_fusedGroupedGemm;
    shape.eagerActClamp = m_eagerActClamp;
    const ModelArch &la = m_arch.isMoe() ? m_layerArch : m_arch;
    LayerCost layer = transformerLayerCost(la, shape, m_rates);
    HeadCost head = transformerHeadCost(m_arch, shape, m_rates);
    if (trainsAdapters(s.method)) {
        const double linear = layerParametersPerGpu(la, s.tp) - 4.0 * la.hidden;
        applyFineTune(layer, la, shape, m_rates, s.method, m_lora, linear);
        applyFineTune(head, m_arch, shape, m_rates);
    }
    double tpCollective = 0, tpOverlapped = -1; // tpOverlapped: one layer's exposed TP time under userbuffers
    double lastCollective = 0;                  // the MLP down-projection's output collective
    if (s.tp > 1) {
        const CommGroup g = tpGroup(s);
        const double rs = m_collectives.time(Collective::ReduceScatter, layer.tpMessageBytes, g);
        const double ag = m_collectives.time(Collective::AllGather, layer.tpMessageBytes, g);
        tpCollective
            = shape.sequenceParallel ? rs + ag : m_collectives.time(Collective::AllReduce, layer.tpMessageBytes, g);
        lastCollective = shape.sequenceParallel ? rs : tpCollective;
        if (m_tpOverlap && shape.sequenceParallel && g.ranksPerNode >= g.ranks)
            tpOverlapped = tpOverlapLayerS(la, mbPerGpu, s, ag, rs);
    }
    // Megatron-LM: two collectives in the forward of a layer, two in its backward, two more when the
    // forward is recomputed in full (Korthikanti et al. 2022, Sec. 3 and 5).
    // PyTorch's early-stopping checkpoint (earlyStopCheckpoint()) leaves out the block's last GEMM, the MLP
    // down-projection, and with it the row-parallel collective on its output (the reduce-scatter with sequence
    // parallelism, otherwise the all-reduce).
    const bool full = s.recompute == Recompute::Full;
    const bool earlyStop = earlyStopCheckpoint(m_arch, s, m_lora.target, m_compiledInCheckpoint);
    const double collectivesPerLayer = 4 + (full ? 2 : 0);
    const double recompute = full ? layer.fwdS - (earlyStop ? layer.earlyStopS : 0)
                                  : (s.recompute == Recompute::Selective ? layer.selectiveS : 0);
    const double recomputeFlops = full ? layer.fwdFlops - (earlyStop ? layer.earlyStopFlops : 0)
                                       : (s.recompute == Recompute::Selective ? layer.selectiveFlops : 0);
    const double headTp = s.tp > 1 ? 2 * tpCollective : 0; // vocab-parallel embedding and loss reductions

    const double layerCompute = layer.fwdS + layer.bwdS;
    double layerTp
        = tpOverlapped >= 0 ? tpOverlapped : collectivesPerLayer * tpCollective - (earlyStop ? lastCollective : 0);
    const ContextParallelTime cpTime = contextParallelExposed(s, layer, mbPerGpu, full);
    const double layerCp = cpTime.total();
    // Expert parallelism: dispatch and combine in the forward, both again in the backward (the combine's backward
    // sends the output gradients to the experts, the dispatch's backward brings the input gradients back), and what
    // a recomputed forward runs again (moeRecomputedAllToAlls(): the dispatch, then the combine), on the MoE layers'
    // share of the stage. FP8 dispatch (moe.h MoeDispatch) sends the dispatch direction at 1 byte and its scales.
    const double moeShare = m_arch.isMoe() ? double(m_arch.layers - m_arch.denseLayers) / m_arch.layers : 0;
    if (s.etp > 0 && s.etp < s.tp && s.tp > 1 && moeShare > 0) {
        // Parallel folding (Strategy::etp): an MoE layer's experts run over the etp ranks, not tp, so its MLP half of
        // the layer's tensor-parallel collectives (the gather before the up-projection, the scatter after the
        // down-projection, and the gather again in a recompute) runs over the expert-TP group on the tokens of its
        // etp ranks, none at etp 1: the tokens stay sequence-parallel and reach the experts by the all-to-all
        // (Megatron-Core's token dispatchers over the expert-tensor-and-expert-parallel group). Attention keeps its
        // half. Under userbuffers the layer's exposed time is scaled the same way.
        double expertMlpTp = 0;
        if (s.etp > 1) {
            const CommGroup g = expertTpGroup(s);
            const double bytes = layer.tpMessageBytes * s.etp / s.tp;
            const double one = shape.sequenceParallel ? m_collectives.time(Collective::ReduceScatter, bytes, g)
                    + m_collectives.time(Collective::AllGather, bytes, g)
                                                      : m_collectives.time(Collective::AllReduce, bytes, g);
            const double last = shape.sequenceParallel ? m_collectives.time(Collective::ReduceScatter, bytes, g) : one;
            expertMlpTp = (collectivesPerLayer / 2) * one - (earlyStop ? last : 0);
        }
        const double mlpHalf = tpOverlapped >= 0
            ? layerTp / 2
            : (collectivesPerLayer / 2) * tpCollective - (earlyStop ? lastCollective : 0);
        layerTp -= moeShare * (mlpHalf - expertMlpTp);
    }
    const int recomputedA2a = moeRecomputedAllToAlls(s, m_deepEp);
    const auto allToAll = [&](double elementBytes) {
        return moeAllToAllS(m_arch, s, m_collectives, m_cluster.gpusPerNode, mbPerGpu, elementBytes, m_moeDispatch);
    };
    const double combineS = moeShare > 0 ? allToAll(m_rates.elementBytes()) : 0;
    const double dispatchS = m_moeDispatch.fp8 && moeShare > 0 ? allToAll(kFp8DispatchBytesPerElement) : combineS;
    double layerEp
        = moeShare * ((2 + (recomputedA2a >= 1 ? 1 : 0)) * dispatchS + (2 + (recomputedA2a >= 2 ? 1 : 0)) * combineS);
    const bool dualPipe = dualPipeRuns(m_dualPipe, s);
    const double layerBusy = layerCompute + recompute;
    if (dualPipe && layerEp > 0) {
        // DualPipe runs the all-to-alls under another micro-batch's chunk, on the SMs it does not give to them
        // (moe.h moeCommSmShare()): exposed is what the slower of the two adds to the compute.
        layerEp = std::max(layerBusy / (1 - m_commSmShare), layerEp) - layerBusy;
    } else if (m_epOverlap && layerEp > 0) {
        // Megatron-Core's EP overlap (moe.h moeAllToAllOverlap()): hidden as under DualPipe in the merged pairs, paid
        // whole by the about pp micro-batches of the warm-up and the cool-down that run alone.
        const double alone = std::min(1.0, double(std::max(1, s.pp)) / std::max(1, m));
        const double paired = std::max(layerBusy / (1 - m_commSmShare), layerEp) - layerBusy;
        layerEp = alone * layerEp + (1 - alone) * paired;
    }
    // The stage that sets the pace (busiestStage(): the uniform split's ceil(L / p) layers beside the embedding or the
    // output layer, or under a balanced split the slower of a middle stage and an end stage; busiestChunkedStage():
    // AutoModel's chunks). The memory model keeps ceil(L / p) layers a stage, which a balanced split's middle stages
    // and the chunked split's fullest rank hold as well (memorymodel.cpp).
    // A dispatcher that synchronises the host (moe.h moeHostSync()): each MoE layer's host work, on the MoE layers'
    // share of the stage, adds to every micro-batch.
    const double layerHost = m_moeHostSync && moeShare > 0 ? moeShare * moeHostSyncS(m_arch, s) : 0;
    // FSDP2 under pipeline schedules adds each micro-batch's gradients into the stage's unsharded fp32 ones on the
    // compute stream (datacomm.h pipelineGradAccumulateBytesPerParam()): a layer's weights after its backward, the
    // embedding's and the output layer's on the stages that hold them.
    // DeepSpeed's BF16_Optimizer adds each micro-batch's 16-bit gradients into its fp32 buffer the same way, every
    // weight of the stage, routed experts included (datacomm.h deepSpeedBf16Optimizer()).
    const PrecisionBytes pb = precisionBytes(m_precision);
    const bool bf16Optimizer = deepSpeedBf16Optimizer(s, m_precision);
    const double accumulateBytes = bf16Optimizer ? kBf16OptimizerAccumulateBytesPerParam
                                                 : pipelineGradAccumulateBytesPerParam(s, m, pb.gradients);
    const double routedAccumulateBytes
        = bf16Optimizer ? accumulateBytes : pipelineGradAccumulateBytesPerParam(s, m, pb.gradients, false);
    double layerAccumulateS = 0;
    if (accumulateBytes > 0) {
        // Routed experts no other rank holds stay outside FSDP and accumulate as autograd does.
        const double layerParams = layerParametersPerGpu(m_arch, s.tp, s.ep, s.etp);
        const double routed = zeroShardsExperts(s) ? 0 : moeLayerRoutedParamsPerGpu(m_arch, s.tp, s.ep, s.etp);
        layerAccumulateS
            = m_rates.memoryTime((layerParams - routed) * accumulateBytes + routed * routedAccumulateBytes);
        const double headAccumulateS
            = m_rates.memoryTime(double(m_arch.vocab) * m_arch.hidden / s.tp * accumulateBytes);
        head.embeddingS += headAccumulateS;
        if (!(m_arch.tiesOutputLayer() && s.pp == 1)) // one stage holding a tied embedding: one weight, one buffer
            head.logitsS += headAccumulateS;
    }
    const double layerStageS = layerCompute + layerAccumulateS + recompute + layerTp + layerCp + layerEp + layerHost;
    // Multi-token prediction (ModelArch::mtpLayers) sits with the output layer: Megatron-Core builds every MTP module
    // on the last pipeline stage unless a custom layout places it (multi_token_prediction.py mtp_on_this_rank @
    // d98e8a64dd). Each module is a transformer block, priced as one more layer of the stage (the layers' mean: for
    // DeepSeek-V3 an MoE block and a dense one do alike), plus its projection, its norms and the output layer and
    // loss again (HeadCost::mtpS), whose vocabulary-parallel reductions it repeats, with about three more of a layer's
    // tensor-parallel collectives for the projection's 2h-wide input and its output.
    const double mtp = m_arch.mtpLayers;
    const double mtpHeadTp = s.tp > 1 ? headTp + 3 * tpCollective : 0;
    const double logitsEndS = head.logitsS + mtp * (layerStageS + head.mtpS + mtpHeadTp);
    const double stageHeadS = std::max(head.embeddingS, logitsEndS) + headTp;
    const StageLayout busiest = m_layout
        ? busiestLayoutRank(*m_layout, s.pp, dualPipe, layerStageS, layerStageS + head.mtpS + mtpHeadTp,
                            head.embeddingS + headTp, head.logitsS + headTp)
        : dualPipe
        ? busiestDualPipeRank(m_arch.layers, s.pp, layerStageS, head.embeddingS + headTp, logitsEndS + headTp)
        : m_split == PipelineSplit::Chunks
        ? busiestChunkedStage(m_arch.layers, s.pp, std::max(1, s.interleave), layerStageS, head.embeddingS + headTp,
                              logitsEndS + headTp)
        : busiestStage(m_arch.layers, s.pp, m_split == PipelineSplit::Balanced, layerStageS, stageHeadS);
    // Every split prices the output layer's end when it is the slower (busiestStage()'s "both ends" take the larger
    // head, which MTP makes the output layer's); a DualPipe end rank runs it for half the micro-batches.
    const double stageMtp = busiest.mtp ? *busiest.mtp : busiest.logits ? mtp * busiest.headShare : 0;
    const double layersPerStage = busiest.layers + stageMtp;
    const double stageHeadTp = busiest.head() ? headTp + stageMtp * mtpHeadTp : 0;
    PipelineStageWork stage;
    stage.dualPipe = dualPipe;
    if (layerBusy > 0) {
        // A full backward chunk (B) and its weight-gradient part (W): the weight gradients are half of the backward
        // GEMMs' work (Qi et al. 2023, "Zero Bubble Pipeline Parallelism", arXiv 2401.10241, Sec. 2: T_F = T_B = T_W
        // for the GEMMs); attention's core has none.
        stage.backwardShare = (layer.bwdS + recompute) / layerBusy;
        stage.weightGradShare = layer.bwdS / 2 / layerBusy;
    }
    stage.microBatches = m;
    stage.commOverlap = m_ppOverlap;
    stage.layersS = layersPerStage * layerStageS;
    stage.embeddingS = busiest.embedding ? busiest.headShare * head.embeddingS : 0;
    stage.logitsS = busiest.logits ? busiest.headShare * head.logitsS + stageMtp * head.mtpS : 0;
    stage.headCommS = stageHeadTp;
    stage.boundaryBytes = layer.tpMessageBytes / s.tp;
    stage.crossesNodes = pipelineCrossesNodes(s);
    stage.fullBoundaryBytes = layer.tpMessageBytes;
    stage.deepSpeedGradsPartitioned = m_deepSpeedGradsPartitioned;
    if (s.tp > 1 && deepSpeedPipelineEngine(s))
        stage.tpGatherS = m_collectives.time(Collective::AllGather, layer.tpMessageBytes, tpGroup(s));
    const PipelineCost pipe = pipelineCost(s, stage, m_collectives);
    const double stagePerMicro = pipe.stagePerMicroS;

    StepBreakdown &b = e.breakdown;
    // Context parallelism's merges and copies are HBM passes on the compute stream: with the GPU's work, not in the
    // exchange's field (cpCommS, "context-parallel K/V exchange not hidden under attention").
    b.computeS = m * (layersPerStage * (layerCompute + layerAccumulateS + cpTime.passesS) + pipe.headS)
        + layersPerStage * layer.fp8WeightCastS;
    b.recomputeS = m * layersPerStage * recompute;
    b.tpCommS = m * (layersPerStage * layerTp + stageHeadTp);
    b.cpCommS = m * layersPerStage * cpTime.exchangeS;
    b.epCommS = m * layersPerStage * layerEp;
    b.hostSyncS = m * layersPerStage * layerHost;
    b.ppBubbleS = pipe.bubbleS;
    b.ppCommS = pipe.sendS;
    // What data parallelism reduces: every weight, or a fine-tune's adapters only.
    const double params = trainedParamsPerGpu(s);
    DataParallelWork w;
    w.microBatches = m;
    w.paramsPerGpu = params;
    w.units = layersPerStage;
    w.unitParams = trainsAdapters(s.method) ? loraParamsPerLayer(m_arch, m_lora, s.tp)
                                            : layerParametersPerGpu(m_arch, s.tp, s.ep, s.etp);
    // The routed experts are reduced over the ranks that hold the same experts (DataParallelComm::expertGroup).
    w.unitExpertParams = trainsAdapters(s.method) ? 0 : moeLayerRoutedParamsPerGpu(m_arch, s.tp, s.ep, s.etp);
    if (trainsAdapters(s.method) && s.zero >= 3) // FSDP gathers the sharded frozen base (perf/finetune.h)
        fineTuneShardedBase(w, parametersPerGpu(m_arch, s.tp, s.pp, s.ep, s.etp),
                            layerParametersPerGpu(m_arch, s.tp, s.ep, s.etp));
    // DeepSpeed ZeRO-3 gathers a layer tensor by tensor and keeps the small ones (perf/datacomm.h).
    if (s.shardingImpl == ShardingImpl::DeepSpeed && !trainsAdapters(s.method))
        w.tensors = deepSpeedLayerTensors(m_arch, s.tp);
    w.unitFwdS = layer.fwdS + (layerTp + layerCp) / 3;
    w.unitBwdS = layer.bwdS + recompute + (layerTp + layerCp) * 2 / 3;
    w.headBwdS = stage.logitsS * 2 / 3;
    w.backwardWindowS = layersPerStage * (layer.bwdS + recompute + layerTp / 2);
    // DeepSpeed's PipelineEngine turns the backward's all-reduce hooks off (enable_backward_allreduce = False) and
    // reduces in ReduceGrads after the schedule's last step (runtime/pipe/schedule.py, engine.py, v0.5.3): no
    // backward beside it. It refuses ZeRO-2 and -3 with pipelines (fbece50, 2021-04-19). Nor has a plan that reduces
    // its gradients after the backward (gradientReduceAfterBackward()).
    if ((deepSpeedPipelineEngine(s) && s.zero < 2) || m_reduceAfterBackward)
        w.backwardWindowS = 0;
    w.microBatchComputeS = stagePerMicro;
    w.gradientBytesPerParam = pb.gradients;
    w.weightBytesPerParam = pb.weights;
    applyDataParallelOptions(w, s);
    // An embedding shared with the output layer (ModelArch::tiesOutputLayer(), as the memory model counts it) sits on
    // the first and the last pipeline stage, and after the schedule each such pair all-reduces its gradient, the rank's
    // whole vocabulary shard in the dtype the gradients are reduced in, before the optimizer, with nothing beside it:
    // Megatron-LM's finalize_model_grads() runs _allreduce_word_embedding_grads() over the embedding group (the first
    // and last stage) after finish_grad_sync() (megatron/core/distributed/finalize_model_grads.py @ d98e8a64dd, lines
    // 164-257 and 560-680); DeepSpeed's PipelineEngine runs ReduceTiedGrads, an all_reduce of each tied weight's
    // gradient over its tie group, before ReduceGrads, and in bf16 that is the BF16_Optimizer's fp32 copy of the
    // gradient (`weight._hp_grad if self.using_bf16_optimizer`, no cast to the communication dtype, which its
    // data-parallel reduction of the bf16 gradients has: deepspeed/runtime/pipe/engine.py _exec_reduce_tied_grads @
    // deepspeedai/DeepSpeed 03f6f75c). Counted with the pipeline sends. DualPipe puts both ends on every rank; adapters
    // leave the embedding frozen.
    if (m_arch.tiesOutputLayer() && s.pp > 1 && !dualPipe && !trainsAdapters(s.method)) {
        const double bytesPerParam = deepSpeedPipelineEngine(s) && m_precision == Precision::Bf16
            ? kFp32ReduceBytesPerParam
            : w.gradientBytesPerParam;
        const double embeddingBytes = double(m_arch.vocab) * m_arch.hidden / s.tp * bytesPerParam;
        b.ppCommS += m_collectives.time(Collective::AllReduce, embeddingBytes, {2, pipelineCrossesNodes(s) ? 1 : 2});
    }
    w.forwardRecomputed = full;
    w.hbmSecondsPerByte = m_rates.memoryTime(1, w.unitParams * w.weightBytesPerParam); // one unit's tensors
    const DataParallelCost dpCost = m_dataComm.cost(s, w);
    b.dpCommExposedS = dpCost.exposedS;
    e.interNodeDpBytesPerGpu = dpCost.interNodeBytesPerGpu;
    // ZeRO shards the optimizer's work over the data-parallel ranks, the routed experts' over the ranks holding the
    // same experts (the memory model's split, memorymodel.cpp: Megatron-Core's expert data-parallel group).
    double optimizerParams = params;
    if (shardsOptimizerStates(s, m_precision))
        optimizerParams
            = zeroShardedParams(params, std::min(params, stageLayersHeld(m_arch, s.pp) * w.unitExpertParams), s);
    b.optimizerS = m_rates.memoryTime(optimizerParams * kOptimizerBytesPerParam);
    if (bf16Optimizer) // its norm's read of the whole fp32 gradient buffer and the buffer's zeroing
        b.optimizerS += m_rates.memoryTime(params * kBf16OptimizerStepBytesPerParam);
    else if (s.zero == 0 && !trainsAdapters(s.method)) // the script's own optimizer loop (optimizerstep.h)
        b.optimizerS = optimizerStepS(m_optimizer, m_arch, params, m_rates, b.optimizerS);
    if (s.offload != Offload::None) {
        const OffloadCost off = offloadCost(m_cluster, s, params, pb, w.backwardWindowS);
        b.optimizerS = off.cpuStepS;
        b.offloadS = off.exposedS();
        e.offloadCpuS = off.cpuStepS;
        e.offloadPcieS = off.pcieS;
        e.offloadNvmeS = off.nvmeS;
    }
    if (const int offloaded = offloadedActivationLayers(s, m_activationOffload, m_arch.layers); offloaded > 0) {
        // Activation offload (perf/offload.h): each micro-batch's forward and backward wait for the copies that miss
        // their deadlines. pp is 1 here, so every layer is the stage's; a layer's time split as its compute splits.
        const double fwdShare = layerCompute > 0 ? layer.fwdS / layerCompute : 1.0 / 3;
        const double layerBytes = savedLayerActivationBytes(m_arch, s, m_precision, m_flash, m_selective);
        const double rate = activationHostBytesPerS(m_cluster, s);
        const double stall = activationOffloadStallS(m_arch.layers, offloaded, layerBytes, layerStageS * fwdShare,
                                                     layerStageS * (1 - fwdShare), rate);
        b.offloadS += m * stall;
        e.activationOffloadS = m * stall;
    }

    const double perMicroFlops = (m_arch.layers + mtp) * (layer.fwdFlops + layer.bwdFlops + recomputeFlops)
        + head.logitsFlops + mtp * head.mtpFlops;
    e.hardwareFlops = perMicroFlops * s.tp * s.cp * double(m) * s.dp;
    e.memory = knownMemory ? *knownMemory : memory(s);
    e.valid = true;
    return e;
}

StepEstimate StepModel::evaluateNet(const Strategy &s, int m, const MemoryBreakdown *knownMemory) const
{
    StepEstimate e;
    if (s.tp != 1 || s.pp != 1)
        return e; // convolutional and diffusion nets run data parallel only here
    const double b = s.microBatch, el = m_rates.elementBytes();
    double fwd = 0, bwd = 0;
    for (const NetLayer &l : m_arch.net) {
        // Attention cores are batched products (count per sample); convolutions and linears are one GEMM whose
        // rows are the micro-batch's output pixels or tokens.
        const double count = l.gemmM * l.gemmN * l.gemmK > 0 ? l.flops / (2 * l.gemmM * l.gemmN * l.gemmK) : 1;
        const bool depthwise = l.convolution && l.gemmN == 1 && count > 1.5; // depthwiseTimes(), either layout
        if (depthwise) {
            const DepthwiseTimes d = depthwiseTimes(l, b, m_rates, m_cluster.gpu.fp32Tflops * 1e12, m_smCycles);
            fwd += d.fwd;
            bwd += d.bwd;
        } else if (count > 1.5) {
            const double t = m_rates.gemmTime(l.gemmM, l.gemmN, l.gemmK, count * b, false);
            fwd += t;
            bwd += 2 * t;
        } else {
            const double rows = b * l.gemmM;
            fwd += m_rates.gemmTime(rows, l.gemmN, l.gemmK);
            bwd += m_rates.gemmTime(rows, l.gemmK, l.gemmN) + m_rates.gemmTime(l.gemmK, l.gemmN, rows);
        }
        const double memBytes = l.memOpElems * b * el;
        fwd += m_rates.memoryTime(kNetMemAccessFwd * memBytes);
        bwd += m_rates.memoryTime(kNetMemAccessBwd * memBytes);
        const NetMemTimes ops = netOpTimes(l, b, m_rates, m_sms);
        fwd += ops.fwd;
        bwd += ops.bwd;
        if (l.convolution && !depthwise) {
            // NCHW tensors on tensor cores: the forward transposes input and output; the backward the output
            // gradient in, the input gradient out, and the input again for the weight gradient.
            const double elems = (l.inElems + l.outElems) * b;
            fwd += m_rates.convLayoutTime(elems);
            bwd += 2 * m_rates.convLayoutTime(elems);
        }
    }
    const double recompute = s.recompute == Recompute::Full ? fwd : 0;
    StepBreakdown &br = e.breakdown;
    br.computeS = m * (fwd + bwd);
    br.recomputeS = m * recompute;
    const double params = m_arch.parameters();
    const PrecisionBytes pb = precisionBytes(m_precision);
    DataParallelWork w;
    w.microBatches = m;
    w.paramsPerGpu = params;
    w.units = 1; // the whole network is one sharding unit
    w.unitParams = params;
    w.unitFwdS = fwd;
    w.unitBwdS = bwd + recompute;
    w.backwardWindowS = m_reduceAfterBackward ? 0 : bwd + recompute;
    w.microBatchComputeS = fwd + bwd + recompute;
    w.gradientBytesPerParam = pb.gradients;
    w.weightBytesPerParam = pb.weights;
    applyDataParallelOptions(w, s);
    const DataParallelCost dpCost = m_dataComm.cost(s, w);
    br.dpCommExposedS = dpCost.exposedS;
    e.interNodeDpBytesPerGpu = dpCost.interNodeBytesPerGpu;
    br.optimizerS = m_rates.memoryTime(params / (shardsOptimizerStates(s, m_precision) ? s.shardRanks() : 1)
                                       * kOptimizerBytesPerParam);
    if (deepSpeedBf16Optimizer(s, m_precision)) { // BF16_Optimizer (datacomm.h): its fp32 buffer, each micro-batch
        br.computeS += m * m_rates.memoryTime(params * kBf16OptimizerAccumulateBytesPerParam);
        br.optimizerS += m_rates.memoryTime(params * kBf16OptimizerStepBytesPerParam);
    } else if (isTorchLoop(m_optimizer) && s.zero == 0) {
        // An eager torch.optim loop (optimizerstep.h): its ops are issued one by one from Python. With fp16 the loss
        // scaler checks the gradients for overflow before it steps (torch.cuda.amp.GradScaler.step: _maybe_opt_step's
        // found_inf .item(), in every PyTorch since 1.6), so the host waits for the backward to finish and the GPU
        // then waits for each op of the loop as it is issued. Without a scaler the host issues the loop while the
        // GPU still runs the last backward, which hides the issuing up to its own length.
        const double issue
            = m_precision == Precision::Fp16 ? m_torchLoop.hostS : std::max(0.0, m_torchLoop.hostS - (bwd + recompute));
        br.optimizerS = std::max(m_torchLoop.gpuS, issue);
    }
    e.hardwareFlops = (3 + (s.recompute == Recompute::Full ? 1 : 0)) * m_arch.forwardFlopsPerSample() * b * m * s.dp;
    e.memory = knownMemory ? *knownMemory : memory(s);
    e.valid = true;
    return e;
}

void StepModel::applyDataParallelOptions(DataParallelWork &w, const Strategy &s) const
{
    if (m_fsdpReduceFp32 && fsdpReduceDtypeApplies(s)) // fsdpReducesInFp32()
        w.gradientBytesPerParam = std::max(w.gradientBytesPerParam, kFp32ReduceBytesPerParam);
    // DeepSpeed without ZeRO reduces after the backward, not beside it: its engine's backward() runs loss.backward()
    // and then, at the accumulation boundary, allreduce_gradients() ("Traditional code path that allreduces the
    // module parameter grads"; deepspeed/runtime/engine.py @ deepspeedai/DeepSpeed 0acdb021), with no hook that starts
    // a bucket while the backward goes on (ZeRO's optimizers install those). In bf16 that optimizer is the
    // BF16_Optimizer (datacomm.h), whose step also gathers the updated weights.
    if (s.zero == 0 && s.shardingImpl == ShardingImpl::DeepSpeed)
        w.backwardWindowS = 0;
    if (deepSpeedBf16Optimizer(s, m_precision))
        w.allReduceThenGather = true;
    if (!dataParallelOptionsApply(s))
        return; // PyTorch FSDP's reduce dtype is fsdp_reduce_dtype; a fine-tune's adapters are reduced as they are
    if (m_dpReduceFp32) // dpReducesInFp32(): the fp32 main_grad buffer is what is reduced
        w.gradientBytesPerParam = std::max(w.gradientBytesPerParam, kFp32ReduceBytesPerParam);
    if (s.zero >= 1 && m_paramGather != ParamGather::Overlapped) { // paramGatherOf()
        w.gatherInStep = true;
        if (m_paramGather == ParamGather::InStepGradBuffer)
            w.gatherBytesPerParam = w.gradientBytesPerParam;
    }
}

double StepModel::tpOverlapLayerS(const ModelArch &a, double mbPerGpu, const Strategy &s, double ag, double rs) const
{
    // The layer's four linear layers as transformerlayer.cpp sizes them (T tokens, this GPU's 1/tp of the weights):
    // forward GEMM m x n x k, data gradient m x k x n, weight gradient k x n x m.
    const double t = s.tp, T = mbPerGpu * a.seqLen, h = a.hidden, kv = a.kvWidth();
    const double q = a.queryWidth(), f = a.ffnHidden * (a.gatedMlp ? 2.0 : 1.0);
    auto gemm = [&](double m, double n, double k) { return GemmOp{m, n, k, 1, true}.time(m_rates); };
    const double qkv = gemm(T, (q + 2 * kv) / t, h), proj = gemm(T, h, q / t);
    const double fc1 = gemm(T, f / t, h), fc2 = gemm(T, h, a.ffnHidden / t);
    // Forward: all-gather into QKV and FC1 (ring_exchange), reduce-scatter out of the projection and FC2 (pipeline).
    const double fwd = ringExchangeCommExposedS(ag, qkv, s.tp)
        + pipelinedCommExposedS(rs, proj, kTpOverlapPipelineSplits) + ringExchangeCommExposedS(ag, fc1, s.tp)
        + pipelinedCommExposedS(rs, fc2, kTpOverlapPipelineSplits);
    // Backward: the output gradient all-gathered into the projection's and FC2's data gradient (ring_exchange); the
    // input gradient of QKV and FC1 reduce-scattered beside their weight gradient (bulk).
    const double bwd = ringExchangeCommExposedS(ag, gemm(T, q / t, h), s.tp)
        + ringExchangeCommExposedS(ag, gemm(T, a.ffnHidden / t, h), s.tp)
        + bulkCommExposedS(rs, gemm(h, (q + 2 * kv) / t, T)) + bulkCommExposedS(rs, gemm(h, f / t, T));
    // A recomputed forward overlaps as the forward. The GEMMs beside the hidden part lose SMs to the communication
    // kernels (the "pipeline" and "bulk" methods hold 16 SMs by TE's default, the recipes 2 to 24; datacomm.h's
    // kOverlapComputeSlowdown, Lee et al. 2025: 18.9 % of the time overlapped), counted with the exposed time.
    const double passes = s.recompute == Recompute::Full ? 2 : 1;
    const double exposed = fwd * passes + bwd;
    const double hidden = (4 + 2 * (passes - 1)) * (ag + rs) - exposed;
    return exposed + kOverlapComputeSlowdown * std::max(hidden, 0.0);
}

StepModel::ContextParallelTime StepModel::contextParallelExposed(const Strategy &s, const LayerCost &layer,
                                                                 double mbPerGpu, bool recomputed) const
{
    if (s.cp <= 1)
        return {};
    const double e = m_rates.elementBytes();
    const CommGroup g = cpGroup(s);
    const CommGroup pair{2, g.nodes() > 1 ? 1 : 2};
    // The attention core's share of the layer (scores and context: 4 b s^2 (heads x head_dim) / tp forward FLOPs)
    // hides it.
    const double attnFlops
        = 4 * mbPerGpu * double(m_arch.seqLen) * m_arch.meanAttentionSpan(m_arch.seqLen) * m_arch.queryWidth() / s.tp;
    const double share = layer.fwdFlops > 0 ? std::min(1.0, attnFlops / layer.fwdFlops) : 0;
    const double attnFwd = share * layer.fwdS, attnBwd = share * layer.bwdS;
    const double fwdPasses = recomputed ? 2 : 1;    // a full recompute runs the forward's exchange again
    const double tokens = mbPerGpu * m_arch.seqLen; // this GPU's share of the micro-batch's tokens
    // Each implementation's merges and copies, at the HBM roofline: the forward's again under a full recompute.
    const auto passesS = [&](double forwardBytes, double backwardBytes) {
        return fwdPasses * m_rates.memoryTime(forwardBytes) + m_rates.memoryTime(backwardBytes);
    };
    if (m_cpImpl == ContextParallelImpl::Torch) {
        // PyTorch's context_parallel (contextparallel.h): everything at the query width (K and V repeated to the
        // query heads). Forward: the all-gather of every rank's K and V, issued at step 0, waited for at step 1 (one
        // step's attention, attnFwd / cp, hides it). Backward: the same all-gather behind step 0, each step's dK and dV
        // (fp32) passed on behind the next step's attention, the last one waited for with nothing left to hide it.
        // Beside them the merges and copies of torchCpPassBytes().
        const double width = double(m_arch.heads) * m_arch.headDim() / s.tp;
        const double kv = 2 * tokens * width * e;
        const double gather = m_collectives.time(Collective::AllGather, s.cp * kv, g);
        const double gradKv = m_collectives.time(Collective::SendRecv, kv * 4 / e, pair); // dK and dV in fp32
        const TorchCpPassBytes passes = torchCpPassBytes(s.cp);
        const double fwd = std::max(0.0, gather - attnFwd / s.cp);
        const double bwd
            = std::max(0.0, gather - attnBwd / s.cp) + (s.cp - 1) * std::max(0.0, gradKv - attnBwd / s.cp) + gradKv;
        return {fwdPasses * fwd + bwd, passesS(passes.forward * tokens * width, passes.backward * tokens * width)};
    }
    // Ring attention (Liu et al. 2023, arXiv 2310.01889; Megatron-Core context parallelism): cp-1 steps, each
    // passing this GPU's K and V block (its seq/cp tokens, its tp share of the KV heads) to the next rank while the
    // attention of the block in hand runs; the backward passes K, V and their gradients: twice the bytes.
    const double queryElems = tokens * m_arch.queryWidth() / s.tp, kvElems = tokens * m_arch.kvWidth() / s.tp;
    const double kvBlock = 2 * kvElems * e;
    const double fwdComm = (s.cp - 1) * m_collectives.time(Collective::SendRecv, kvBlock, pair);
    const double bwdComm = (s.cp - 1) * m_collectives.time(Collective::SendRecv, 2 * kvBlock, pair);
    // Beside the kernels, on the compute stream: the exchange buffer's copies and each step's output and gradient
    // merges (ringCpPassAccesses(), Transformer Engine's bf16 path: the activations' element size).
    const RingCpPassAccesses acc = ringCpPassAccesses(s.cp, m_arch.family == ModelFamily::Decoder);
    return {fwdPasses * std::max(0.0, fwdComm - attnFwd) + std::max(0.0, bwdComm - attnBwd),
            passesS(e * (acc.forwardPerQuery * queryElems + 2 * acc.forwardPerKv * kvElems),
                    e * (acc.backwardPerQuery * queryElems + 2 * acc.backwardPerKv * kvElems))};
}

double StepModel::inputPipelineS(const Strategy &s) const
{
    const int gpn = std::max(1, m_cluster.gpusPerNode);
    const int gpus = std::min(s.gpus(), std::max(1, m_cluster.totalGpus()));
    const int nodes = std::max(1, (gpus + gpn - 1) / gpn);
    const double samples = double(m_globalBatch) / nodes; // per node per step
    double t = 0;
    if (m_cluster.storageReadMBs > 0)
        t = std::max(t, samples * m_arch.inputBytesPerSample / (m_cluster.storageReadMBs * 1e6));
    if (m_cluster.storageIops > 0)
        t = std::max(t, samples * m_arch.readsPerSample / m_cluster.storageIops);
    // A job gets the cores that go with its GPUs.
    const double cores = m_cluster.cpuCoresPerNode * double(std::min(gpus, gpn)) / gpn;
    if (cores > 0) {
        const double cpu = m_arch.cpuSecondsPerSample * (m_gpuDecode ? m_arch.gpuDecodeCpuFraction : 1);
        t = std::max(t, samples * cpu / cores);
    }
    return t;
}

} // namespace aip::perf
