#include "plan/workloadoptions.h"

#include "plan/pipelinelayout.h"
#include "plan/plan.h"
#include "text/cleantext.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <cmath>
#include <iterator>

namespace aip {

namespace {

struct WorkloadOptionsText {
    Q_DECLARE_TR_FUNCTIONS(WorkloadOptionsText)
};

using K = WorkloadOption::Kind;

} // namespace

const QList<WorkloadOption> &workloadOptions()
{
    // The names each reader in model/perf compares against; a name added there is added here.
    static const QList<WorkloadOption> options = {
        // perf/stepmodel.h usesFlashAttention(), perf/computerates.h flashKernel(): the attention kernel.
        {"attention",
         K::Choice,
         {QStringLiteral("flash"), QStringLiteral("flash1"), QStringLiteral("flash3"), QStringLiteral("flash_triton"),
          QStringLiteral("flash_varlen"), QStringLiteral("standard")}},
        // perf/computerates.h channelsFirst(): the convolutions' tensor layout.
        {"memory_format", K::Choice, {QStringLiteral("nhwc"), QStringLiteral("nchw")}},
        // perf/transformerlayer.h selectiveRecompute(): what selective recompute repeats ("attention": Megatron-Core's
        // core attention, the default).
        {"selective_recompute",
         K::Choice,
         {QStringLiteral("attention"), QStringLiteral("op"), QStringLiteral("layer"), QStringLiteral("elementwise"),
          QStringLiteral("mla_up")}},
        // perf/transformerlayer.h fusedElementwise(): false for eager PyTorch, one kernel per elementwise op.
        {"fused_elementwise", K::Boolean, {}},
        // perf/transformerlayer.h rotaryImpl(): the rotary embedding in a fused kernel, or as eager PyTorch ops through
        // complex fp32 numbers, on the two halves in the activations' precision, or with rotate_half (GPT-NeoX, Hugging
        // Face).
        {"rotary",
         K::Choice,
         {QStringLiteral("fused"), QStringLiteral("eager_complex"), QStringLiteral("eager_real"),
          QStringLiteral("eager_rotate_half")}},
        // perf/stepmodel.h fsdpReducesInFp32(): FSDP's reduce-scatter in the parameters' 16-bit dtype or in fp32.
        {"fsdp_reduce_dtype", K::Choice, {QStringLiteral("param"), QStringLiteral("fp32")}},
        // perf/stepmodel.h dpReducesInFp32(): data parallelism outside FSDP reduces the gradients in the 16-bit
        // dtype or in fp32 (Megatron-LM's bf16 default).
        {"dp_reduce_dtype", K::Choice, {QStringLiteral("param"), QStringLiteral("fp32")}},
        // perf/stepmodel.h paramGatherOf(): when ZeRO-1/2 gathers the updated weights: ahead of the next forward, or
        // inside the optimizer step in the weights' dtype or through the gradient buffer (Megatron-LM 2022-2023).
        {"param_gather",
         K::Choice,
         {QStringLiteral("overlapped"), QStringLiteral("in_step"), QStringLiteral("in_step_grad_buffer")}},
        // perf/stepmodel.h tpCommOverlap(): Transformer Engine's tensor-parallel communication overlap.
        {"tp_comm_overlap", K::Boolean, {}},
        // perf/stepmodel.h gradientReduceAfterBackward(): when data parallelism reduces the gradients.
        {"gradient_reduce", K::Choice, {QStringLiteral("overlapped"), QStringLiteral("after_backward")}},
        // perf/contextparallel.h contextParallelImpl(): ring attention, or PyTorch's context_parallel.
        {"context_parallel", K::Choice, {QStringLiteral("ring"), QStringLiteral("torch")}},
        // perf/transformerlayer.h compiledInsideCheckpoint(): torchtune's order (each block compiled, then wrapped in
        // its checkpoint); the default is a compiled checkpointed block (torchtitan) or no compiler.
        {"torch_compile", K::Choice, {QStringLiteral("outside_checkpoint"), QStringLiteral("inside_checkpoint")}},
        // perf/transformerlayer.h lossImpl(): eager cross entropy, torchtune's chunked compiled one, Megatron-LM's
        // vocab-parallel one or flash-attn's fused one.
        {"loss",
         K::Choice,
         {QStringLiteral("standard"), QStringLiteral("chunked_compiled"), QStringLiteral("vocab_parallel"),
          QStringLiteral("fused")}},
        // perf/pipelineschedule.h dualPipeSchedule(): 1F1B (interleaved with `parallelism.interleave`) or DualPipe.
        {"pipeline_schedule", K::Choice, {QStringLiteral("1f1b"), QStringLiteral("dualpipe")}, true},
        // perf/pipelineschedule.h pipelineSplit(): Megatron-LM's even split of the layers, or the embedding and
        // the output layer each counted as a layer of the split.
        {"pipeline_split",
         K::Choice,
         {QStringLiteral("uniform"), QStringLiteral("balanced"), QStringLiteral("chunks")},
         true},
        // perf/pipelineschedule.h busiestLayoutRank(): the stages' contents in Megatron-Core's notation
        // (plan/pipelinelayout.h); absent, `pipeline_split` places the layers.
        {"pipeline_layout", K::PipelineLayout, {}},
        // perf/pipelineschedule.h ppCommOverlap(): Megatron-Core's overlap_p2p_comm under interleaving.
        {"pp_comm_overlap", K::Boolean, {}},
        // perf/pipelineschedule.h deepSpeedPartitionsPipeGrads(): DeepSpeed's PipelineEngine sends the activation's
        // gradient split over the tensor-parallel ranks (v0.5.4 on) or whole (before).
        {"deepspeed_pipe_grads", K::Choice, {QStringLiteral("partitioned"), QStringLiteral("whole")}},
        // perf/moe.h deepEpDispatcher(): Megatron-Core's all-to-all token dispatcher or DeepEP's.
        {"moe_dispatcher", K::Choice, {QStringLiteral("alltoall"), QStringLiteral("deepep")}, true},
        // perf/moe.h moeAllToAllOverlap(): Megatron-Core's overlap of the expert all-to-alls with another micro-batch.
        {"moe_a2a_overlap", K::Boolean, {}},
        // perf/moe.h moeCommSmShare(): the SMs the MoE dispatcher's kernels hold while its all-to-alls overlap compute.
        {"moe_comm_sms", K::Integer, {}, false, 1, 1024},
        // perf/moe.h moeHostSync(): Megatron-Core's dropless dispatcher stops the host in every MoE layer.
        {"moe_host_sync", K::Boolean, {}},
        // perf/moe.h MoeDispatch::fp8: the dispatch's activations in FP8 (DeepSeek-V3), or as the model's.
        {"moe_dispatch_precision", K::Choice, {QStringLiteral("bf16"), QStringLiteral("fp8")}, true},
        // perf/optimizerstep.h optimizerImpl(): the training script's optimizer step, where it is not one multi-tensor
        // update ("multi_tensor", the default).
        {"optimizer",
         K::Choice,
         {QStringLiteral("multi_tensor"), QStringLiteral("apex_o2_fused_adam"), QStringLiteral("bert_adam"),
          QStringLiteral("torch_sgd"), QStringLiteral("torch_rmsprop")}},
        // perf/moe.h MoeDispatch::nodeLimit: the nodes a token's experts may lie on (node-limited routing).
        {"moe_node_limit", K::Integer, {}, false, 1, 65536},
        // perf/optimizerstep.h masterWeights(): an fp32 master copy and fp32 Adam states, or bf16 weights and states.
        {"master_weights", K::Boolean, {}},
        // perf/transformerlayer.h eagerExpertBias(): the routed experts' biases in their GEMMs, or added apart.
        {"moe_expert_bias",
         K::Choice,
         {QStringLiteral("fused"), QStringLiteral("eager"), QStringLiteral("eager_down")}},
        // fp8Recipe() (workloadoptions.h): fp8 scales from the amax history (delayed), from each tensor's own amax
        // (current, one read of it more a cast), or per 32-element block (mxfp8, Blackwell).
        {"fp8_recipe", K::Choice, {QStringLiteral("delayed"), QStringLiteral("current"), QStringLiteral("mxfp8")}},
        // perf/moe.h MoeRouting: a balanced learned router, or NeMo AutoModel's FakeBalancedGate (consecutive experts).
        {"moe_routing", K::Choice, {QStringLiteral("balanced"), QStringLiteral("consecutive")}, true},
        // perf/transformerlayer.h fp8Attention(): attention in fp8 (Transformer Engine's fp8_dot_product_attention,
        // cuDNN's fp8 fused attention), whose backward computes a sliding window's whole causal square.
        {"fp8_attention", K::Boolean, {}},
        // perf/transformerlayer.h fusedGroupedGemm(): the routed experts as one cuBLAS GEMM an expert over four streams
        // (Transformer Engine's GroupedLinear, the default), or one kernel for all of them.
        {"moe_grouped_gemm", K::Choice, {QStringLiteral("multi_stream"), QStringLiteral("fused")}},
        // perf/transformerlayer.h eagerActivationClamp(): the experts' activation clamps its inputs inside its kernel
        // (or has no clamp), or apart in eager PyTorch first (Megatron-Core's GPT-OSS activation).
        {"moe_act_clamp", K::Choice, {QStringLiteral("fused"), QStringLiteral("eager")}},
        // perf/stepmodel.h activationOffloadLayers(): the transformer layers whose saved activations go to host memory
        // (Megatron-Core's cpu_offloading_num_layers; perf/offload.h).
        {"activation_offload_layers", K::Integer, {}, false, 0, 100000},
    };
    return options;
}

const WorkloadOption *workloadOption(const QString &key)
{
    for (const WorkloadOption &o : workloadOptions()) {
        if (key == QLatin1String(o.key))
            return &o;
    }
    return nullptr;
}

QString workloadOptionProblem(const WorkloadOption &option, const QJsonValue &value)
{
    switch (option.kind) {
    case K::Boolean: return value.isBool() ? QString() : WorkloadOptionsText::tr("must be true or false");
    case K::Integer: {
        const double v = value.toDouble(std::nan(""));
        if (value.isDouble() && std::isfinite(v) && v == std::floor(v) && v >= option.min && v <= option.max)
            return {};
        return WorkloadOptionsText::tr("must be a whole number from %1 to %2").arg(option.min).arg(option.max);
    }
    case K::PipelineLayout: {
        if (!value.isString())
            return WorkloadOptionsText::tr("must be a pipeline layout in Megatron-Core's notation, such as "
                                           "\"Et*4|(t*4|)*14tmL\"");
        QString problem;
        if (!parsePipelineLayout(value.toString(), &problem))
            return WorkloadOptionsText::tr("%1 (a pipeline layout in Megatron-Core's notation: stages separated by "
                                           "'|', E the embedding, t a transformer layer, m a multi-token prediction "
                                           "module, L the loss)")
                .arg(problem);
        return {};
    }
    case K::Choice: {
        const Qt::CaseSensitivity cs = option.caseInsensitive ? Qt::CaseInsensitive : Qt::CaseSensitive;
        if (value.isString() && option.choices.contains(value.toString(), cs))
            return {};
        const QString got = value.isString() ? value.toString() : QStringLiteral("a non-text value");
        return WorkloadOptionsText::tr("must be one of %1 (got \"%2\")")
            .arg(option.choices.join(QStringLiteral(", ")), text::quotedInMessage(got));
    }
    }
    return {};
}

Fp8Recipe fp8Recipe(const QJsonObject &extra)
{
    const QString recipe = extra.value(QStringLiteral("fp8_recipe")).toString();
    if (recipe == QLatin1String("current"))
        return Fp8Recipe::Current;
    if (recipe == QLatin1String("mxfp8"))
        return Fp8Recipe::Mxfp8;
    return Fp8Recipe::Delayed;
}

bool isSoftwareOption(const QString &key)
{
    static const QStringList planChoices
        = {QStringLiteral("selective_recompute"), QStringLiteral("activation_offload_layers"),
           QStringLiteral("pipeline_schedule"),   QStringLiteral("pipeline_layout"),
           QStringLiteral("moe_routing"),         QStringLiteral("moe_node_limit"),
           QStringLiteral("master_weights")};
    return workloadOption(key) && !planChoices.contains(key);
}

QJsonObject withoutSoftwareOptions(QJsonObject extra)
{
    for (auto it = extra.begin(); it != extra.end();)
        it = isSoftwareOption(it.key()) ? extra.erase(it) : std::next(it);
    return extra;
}

bool namesSoftwareOptions(const QJsonObject &extra)
{
    for (auto it = extra.begin(); it != extra.end(); ++it) {
        if (isSoftwareOption(it.key()))
            return true;
    }
    return false;
}

bool namesSoftware(const Workload &workload)
{
    return (workload.parallelism && workload.parallelism->shardingImpl) || namesSoftwareOptions(workload.extra);
}

Workload withoutSoftware(Workload workload)
{
    workload.extra = withoutSoftwareOptions(workload.extra);
    if (workload.parallelism)
        workload.parallelism->shardingImpl.reset();
    return workload;
}

QStringList unknownWorkloadMembers(const QJsonObject &extra)
{
    QStringList out;
    for (auto it = extra.begin(); it != extra.end(); ++it) {
        if (!workloadOption(it.key()))
            out.append(it.key());
    }
    return out;
}

} // namespace aip
