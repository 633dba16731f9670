#include "validation/runprediction.h"

#include "perf/clusterhardware.h"
#include "perf/perfmodel.h"
#include "plan/planfile.h"
#include "plan/workloadoptions.h"
#include "validation/batchinferenceprediction.h"
#include "validation/finetuneprediction.h"
#include "validation/servingprediction.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>
#include <optional>
#include <utility>

namespace aip::validation {

namespace {

bool has(const QString &text, const char *what)
{
    return text.contains(QLatin1String(what), Qt::CaseInsensitive);
}

// perf_eval.py precision(): the first of fp8, bf16, tf32, fp32, fp16 the column names; fp16 otherwise.
QString precisionToken(const PublishedRun &run)
{
    const QString p = run.field("precision");
    for (const char *k : {"fp8", "bf16", "tf32", "fp32", "fp16"}) {
        if (has(p, k))
            return QLatin1String(k);
    }
    return QStringLiteral("fp16");
}

// perf_eval.py recompute(): the leading word of the column.
QString recomputeToken(const PublishedRun &run)
{
    const QString r = run.field("recompute").toLower();
    if (r.startsWith(QLatin1String("selective")))
        return QStringLiteral("selective");
    if (r.startsWith(QLatin1String("full")) || r.startsWith(QLatin1String("yes")))
        return QStringLiteral("full");
    return QStringLiteral("none");
}

// perf_eval.py zero(): a leading digit, FSDP (3, or 2 when not resharded), Megatron's distributed optimizer (1).
int zeroStage(const PublishedRun &run)
{
    const QString z = run.field("zero_stage").toLower();
    if (!z.isEmpty() && z.at(0).isDigit())
        return z.at(0).digitValue();
    if (z.contains(QLatin1String("fsdp")))
        return z.contains(QLatin1String("not resharded")) ? 2 : 3;
    if (z.contains(QLatin1String("distributed optimizer")))
        return 1;
    return 0;
}

// The interleave column, else perf_eval.py's reading of the notes ("interleaved stages=3"), else 1. Not a recipe's
// "moe_mlp_glu_interleave_size 32" (the experts' GLU weight layout), which notes quote too.
int interleave(const PublishedRun &run)
{
    if (const auto v = run.number("interleave"))
        return std::max(1, int(*v));
    static const QRegularExpression re(QStringLiteral("interleav(?!e_size)\\w* (?:stages=)?(\\d+)"));
    const QRegularExpressionMatch m = re.match(run.field("notes"));
    return m.hasMatch() ? m.captured(1).toInt() : 1;
}

// The system the row ran on, as a catalog chassis and the InfiniBand generation that goes with it.
struct System {
    QString chassis, fabric;
};

// DGX B200: 8x ConnectX-7 at NDR 400 Gb/s, the Quantum-2 generation (NVIDIA DGX B200 user guide).
const System kDgxB200{QStringLiteral("nvidia-dgx-b200"), QStringLiteral("nvidia-quantum2-qm9700")};
// GB200 NVL72: one rack, 72 GPUs in one NVLink domain, a ConnectX-7 NDR 400 Gb/s NIC a GPU (the catalog part's notes).
const System kGb200Nvl72{QStringLiteral("nvidia-gb200-nvl72"), QStringLiteral("nvidia-quantum2-qm9700")};
// Blackwell Ultra: the DGX B300's eight ConnectX-8 and the GB300 NVL72's 72 (one a GPU) run XDR 800 Gb/s, the
// Quantum-X800 generation (the catalog parts' sources: NVIDIA's HGX B300 figures and GB300 NVL72 reference
// architecture).
const System kDgxB300{QStringLiteral("nvidia-dgx-b300"), QStringLiteral("nvidia-quantum-x800-q3400")};
const System kGb300Nvl72{QStringLiteral("nvidia-gb300-nvl72"), QStringLiteral("nvidia-quantum-x800-q3400")};
const System kDgxH200{QStringLiteral("nvidia-dgx-h200"), QStringLiteral("nvidia-quantum2-qm9700")};
const System kDgxH100{QStringLiteral("nvidia-dgx-h100"), QStringLiteral("nvidia-quantum2-qm9700")};
const System kDgxA100x40{QStringLiteral("nvidia-dgx-a100-40gb"), QStringLiteral("nvidia-quantum-qm8700")};
const System kDgxA100x80{QStringLiteral("nvidia-dgx-a100-80gb"), QStringLiteral("nvidia-quantum-qm8700")};

System systemFor(const PublishedRun &run)
{
    const QString gpu = run.field("gpu").toUpper();
    if (gpu.contains(QLatin1String("GB300")))
        return kGb300Nvl72;
    if (gpu.contains(QLatin1String("B300")))
        return kDgxB300;
    if (gpu.contains(QLatin1String("GB200")))
        return kGb200Nvl72;
    if (gpu.contains(QLatin1String("B200")))
        return kDgxB200;
    if (gpu.contains(QLatin1String("H200")))
        return kDgxH200;
    if (gpu.contains(QLatin1String("H100")))
        return kDgxH100;
    if (gpu.contains(QLatin1String("A100")) && gpu.contains(QLatin1String("40GB")))
        return kDgxA100x40;
    return kDgxA100x80;
}

QString modelType(const PublishedRun &run)
{
    const QString t = run.field("model_type");
    if (!t.isEmpty())
        return t;
    // Rows without the column (the calibration file's layout): perf_eval.py's id prefixes.
    if (run.id().startsWith(QLatin1String("DLE-RN50")))
        return QStringLiteral("cnn");
    if (run.id().startsWith(QLatin1String("DLE-BERT")))
        return QStringLiteral("bert");
    return QStringLiteral("transformer");
}

QJsonObject modelJson(const PublishedRun &run)
{
    const QString type = modelType(run);
    const int seq = int(run.number("seq_len").value_or(0));
    if (type == QLatin1String("cnn"))
        return {{QStringLiteral("type"), type}, {QStringLiteral("preset"), run.field("preset")}};
    if (type == QLatin1String("bert")) {
        QJsonObject m{{QStringLiteral("type"), type},
                      {QStringLiteral("preset"),
                       run.field("preset").isEmpty() ? QStringLiteral("bert-large") : run.field("preset")},
                      {QStringLiteral("seq_len"), seq}};
        // The mean length the run's data loader padded batches to (README: `padded_seq_len`).
        if (const auto padded = run.number("padded_seq_len"))
            m.insert(QStringLiteral("padded_seq_len"), *padded);
        return m;
    }
    QJsonObject m{{QStringLiteral("type"), QStringLiteral("transformer")},
                  {QStringLiteral("layers"), int(run.number("layers").value_or(0))},
                  {QStringLiteral("hidden"), int(run.number("hidden").value_or(0))},
                  {QStringLiteral("heads"), int(run.number("heads").value_or(0))},
                  {QStringLiteral("seq_len"), seq},
                  {QStringLiteral("vocab"), int(run.number("vocab").value_or(51200))}};
    if (const auto kv = run.number("kv_heads"))
        m.insert(QStringLiteral("kv_heads"), int(*kv));
    if (const auto d = run.number("head_dim")) // a head width other than hidden / heads (modelarch.h)
        m.insert(QStringLiteral("head_dim"), int(*d));
    if (const auto ffn = run.number("ffn_hidden"))
        m.insert(QStringLiteral("ffn_hidden"), int(*ffn));
    if (run.field("gated_mlp").toLower() == QLatin1String("true"))
        m.insert(QStringLiteral("gated_mlp"), true);
    // The rotary share of each head, when the row's model turns only part of it (README: `partial_rotary_factor`;
    // perf/modelarch.h rotaryFraction()).
    if (const auto f = run.number("partial_rotary_factor"))
        m.insert(QStringLiteral("partial_rotary_factor"), *f);
    // Whether the model trains with dropout, when the row says (README: `dropout`; perf/modelarch.h).
    if (const QString dropout = run.field("dropout").toLower();
        dropout == QLatin1String("true") || dropout == QLatin1String("false"))
        m.insert(QStringLiteral("dropout"), dropout == QLatin1String("true"));
    return m;
}

std::optional<QJsonObject> parallelismJson(const PublishedRun &run)
{
    QJsonObject par;
    for (const char *k : {"tp", "pp", "dp"}) {
        if (const auto v = run.number(k); v && *v >= 1)
            par.insert(QLatin1String(k), int(*v));
    }
    if (par.isEmpty()) {
        // A row that leaves the GPU layout to the search may still say how the run recomputed and whether it split
        // the sequence over the tensor-parallel group (the whole runs of LLaMA 1 and Llama 2, Touvron et al. 2023
        // Sec. 2.4): those are fixed, the rest searched (README: `recompute`, `sequence_parallel`).
        if (!run.field("recompute").isEmpty())
            par.insert(QStringLiteral("recompute"), recomputeToken(run));
        if (const QString sp = run.field("sequence_parallel").toLower(); !sp.isEmpty())
            par.insert(QStringLiteral("sequence_parallel"), sp == QLatin1String("true"));
        if (par.isEmpty())
            return std::nullopt;
        return par;
    }
    const QString rc = recomputeToken(run);
    const int tp = par.value(QStringLiteral("tp")).toInt(1);
    // The sequence_parallel column when the row states it; else perf_eval.py's rule (selective recompute goes with
    // sequence parallelism, Korthikanti et al. 2022).
    const QString sp = run.field("sequence_parallel").toLower();
    const bool sequenceParallel
        = sp.isEmpty() ? rc == QLatin1String("selective") && tp > 1 : sp == QLatin1String("true");
    const int zero = zeroStage(run);
    par.insert(QStringLiteral("zero"), zero);
    par.insert(QStringLiteral("recompute"), rc);
    par.insert(QStringLiteral("sequence_parallel"), sequenceParallel);
    par.insert(QStringLiteral("interleave"), interleave(run));
    if (const auto cp = run.number("cp"); cp && *cp > 1)
        par.insert(QStringLiteral("cp"), int(*cp));
    const QString impl = run.field("sharding_impl");
    if (!impl.isEmpty()) {
        // Zero 0 too: a DeepSpeed row of stage 0 in bf16 ran the BF16_Optimizer (perf/datacomm.h).
        if (zero >= 1)
            par.insert(QStringLiteral("sharding"), QStringLiteral("full"));
        par.insert(QStringLiteral("sharding_impl"), impl);
    }
    return par;
}

double globalBatch(const PublishedRun &run)
{
    const QString gb = run.field("global_batch");
    const double seq = run.number("seq_len").value_or(0);
    // perf_eval.py: "4M tokens" style batches are converted to sequences (2^20 tokens per M).
    if (has(gb, "M tokens") && seq > 0)
        return std::floor(run.number("global_batch").value_or(0) * 1048576.0 / seq);
    return run.number("global_batch").value_or(1);
}

int gpusOf(const QJsonObject &plan)
{
    const QJsonObject par
        = plan.value(QStringLiteral("workload")).toObject().value(QStringLiteral("parallelism")).toObject();
    if (!par.isEmpty())
        return par.value(QStringLiteral("tp")).toInt(1) * par.value(QStringLiteral("pp")).toInt(1)
            * par.value(QStringLiteral("dp")).toInt(1) * par.value(QStringLiteral("cp")).toInt(1);
    return plan.value(QStringLiteral("servers")).toArray().at(0).toObject().value(QStringLiteral("count")).toInt() * 8;
}

} // namespace

void applyRunGpu(const PublishedRun &run, GpuSpec &gpu)
{
    if (const auto v = run.number("gpu_memory_gb"); v && *v > 0)
        gpu.memoryGB = *v;
    if (const auto v = run.number("gpu_memory_bandwidth_gbs"); v && *v > 0)
        gpu.memoryBandwidthGBs = *v;
    if (const auto v = run.number("gpu_tdp_w"); v && *v > 0)
        gpu.tdpW = *v;
}

QStringList publishedSystemSkus()
{
    // The nodes rows name in their own columns (the fine-tuning rows' workstations, BLOOM's Jean Zay node), read once:
    // the bundled set does not change while the program runs.
    static const QStringList rowSkus = [] {
        QStringList out;
        for (const PublishedRun &run : bundledPublishedRuns())
            out += rowSystemSkus(run);
        return out;
    }();
    QStringList skus = servingSystemSkus() + batchInferenceSystemSkus() + rowSkus;
    for (const System &s : {kGb300Nvl72, kDgxB300, kGb200Nvl72, kDgxB200, kDgxH200, kDgxH100, kDgxA100x40, kDgxA100x80})
        skus << s.chassis << s.fabric;
    skus.removeDuplicates();
    return skus;
}

bool goodputIncluded(const PublishedRun &run)
{
    return run.field("goodput_included").trimmed().toLower() != QLatin1String("false");
}

double megatronStepFlops(double B, double s, double l, double h, double V)
{
    return 96 * B * s * l * h * h * (1 + s / (6 * h) + V / (16 * l * h));
}

double palmStepFlops(double B, double s, double l, double h, double params)
{
    return B * s * (6 * params + 12 * l * h * s);
}

namespace {

// The row's nodes; ">=2" (the multi-node nccl-tests figure of the calibration file: two nodes or more) is the least
// count it covers. perf_eval.py reads only leading numbers, and has no nccl-tests rows.
int nodesOf(const PublishedRun &run)
{
    static const QRegularExpression atLeast(QStringLiteral("^\\s*>=\\s*([0-9]+)"));
    if (const QRegularExpressionMatch m = atLeast.match(run.field("nodes")); m.hasMatch())
        return std::max(1, m.captured(1).toInt());
    return std::max(1, int(run.number("nodes").value_or(1)));
}
} // namespace

QJsonObject planJsonForRun(const PublishedRun &run)
{
    if (run.regime() == QLatin1String("serving"))
        return servingPlanJson(run);
    if (run.regime() == batchInferenceRegime()) // CNN and BERT inference (batchinferenceprediction.h)
        return batchInferencePlanJson(run);
    const System sys = systemFor(run);
    const int nodes = nodesOf(run);
    QJsonObject plan{{QStringLiteral("format"), QStringLiteral("aiplanner-plan")},
                     {QStringLiteral("version"), 1},
                     {QStringLiteral("name"), run.id()},
                     {QStringLiteral("servers"),
                      QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("node")},
                                             {QStringLiteral("name"), QStringLiteral("node")},
                                             {QStringLiteral("chassis"), sys.chassis},
                                             {QStringLiteral("parts"), QJsonArray{}},
                                             {QStringLiteral("count"), nodes}}}},
                     {QStringLiteral("fabric"),
                      QJsonObject{{QStringLiteral("sku"), sys.fabric},
                                  {QStringLiteral("topology"), QStringLiteral("fat-tree")},
                                  {QStringLiteral("oversubscription"), 1.0}}}};
    if (modelType(run) == QLatin1String("collective"))
        return plan; // nccl-tests rows: the cluster alone
    QJsonObject wl{{QStringLiteral("model"), modelJson(run)},
                   {QStringLiteral("global_batch"), qint64(globalBatch(run))},
                   {QStringLiteral("precision"), precisionToken(run)}};
    if (const auto mb = run.number("micro_batch"); mb && *mb >= 1)
        wl.insert(QStringLiteral("micro_batch"), int(*mb));
    if (const auto par = parallelismJson(run))
        wl.insert(QStringLiteral("parallelism"), *par);
    if (const auto tokens = run.number("tokens_to_train"); tokens && *tokens > 0)
        wl.insert(QStringLiteral("tokens_to_train"), *tokens);
    // What selective recompute repeated, when the row's recompute column says (README: `recompute`): torchtitan's
    // op-level SAC ("selective (op)", "per-op SAC"), layer SAC ("selective (layer)"), Meta's LLaMA checkpointing of
    // the elementwise ops ("selective (elementwise)"); else Megatron-Core's.
    if (recomputeToken(run) == QLatin1String("selective")) {
        const QString rc = run.field("recompute").toLower();
        if (rc.contains(QLatin1String("(op")) || rc.contains(QLatin1String("per-op")))
            wl.insert(QStringLiteral("selective_recompute"), QStringLiteral("op"));
        else if (rc.contains(QLatin1String("(layer")))
            wl.insert(QStringLiteral("selective_recompute"), QStringLiteral("layer"));
        else if (rc.contains(QLatin1String("(elementwise")))
            wl.insert(QStringLiteral("selective_recompute"), QStringLiteral("elementwise"));
        else if (rc.contains(QLatin1String("(mla_up")))
            wl.insert(QStringLiteral("selective_recompute"), QStringLiteral("mla_up"));
    }
    // The attention kernel the run's software stack used, when the row states it (README: `attention`).
    if (const QString attention = run.field("attention"); !attention.isEmpty())
        wl.insert(QStringLiteral("attention"), attention);
    // Transformer Engine's tensor-parallel communication overlap, when the run's recipe enables it (README:
    // `tp_comm_overlap`).
    if (run.field("tp_comm_overlap").toLower() == QLatin1String("true"))
        wl.insert(QStringLiteral("tp_comm_overlap"), true);
    // Megatron-Core's pipeline send overlap under interleaving, when the run's recipe enables it (README:
    // `pp_comm_overlap`; perf/pipelineschedule.h ppCommOverlap()).
    if (run.field("pp_comm_overlap").toLower() == QLatin1String("true"))
        wl.insert(QStringLiteral("pp_comm_overlap"), true);
    // How DeepSpeed's PipelineEngine sent the activations' gradients (`deepspeed_pipe_grads`;
    // perf/pipelineschedule.h deepSpeedPartitionsPipeGrads()).
    if (const QString grads = run.field("deepspeed_pipe_grads").toLower(); !grads.isEmpty())
        wl.insert(QStringLiteral("deepspeed_pipe_grads"), grads);
    // When the run's data parallelism reduced the gradients, when the row says (README: `gradient_reduce`).
    if (const QString reduce = run.field("gradient_reduce"); !reduce.isEmpty())
        wl.insert(QStringLiteral("gradient_reduce"), reduce);
    // Eager PyTorch's elementwise kernels, one op per kernel, when the run was made without torch.compile or fused
    // kernels (README: `fused_elementwise`).
    if (run.field("fused_elementwise").toLower() == QLatin1String("false"))
        wl.insert(QStringLiteral("fused_elementwise"), false);
    // The cross entropy the run's code computes, when the row names it (README: `loss`; perf/lossimpl.h): Megatron-LM's
    // vocab-parallel one for the Megatron-LM and Megatron-DeepSpeed rows that name no `sharding_impl` megatron.
    if (const QString loss = run.field("loss"); !loss.isEmpty())
        wl.insert(QStringLiteral("loss"), loss);
    // The MoE token dispatcher, when the row names one (README: `moe_dispatcher`; moe.h deepEpDispatcher()).
    if (const QString dispatcher = run.field("moe_dispatcher"); !dispatcher.isEmpty())
        wl.insert(QStringLiteral("moe_dispatcher"), dispatcher);
    // DeepSeek-V3's FP8 dispatch and DualPipe schedule, and a routing's node limit, when the row ran them (README:
    // `moe_dispatch_precision`, `pipeline_schedule`, `moe_node_limit`; perf/moe.h, perf/pipelineschedule.h).
    if (const QString precision = run.field("moe_dispatch_precision"); !precision.isEmpty())
        wl.insert(QStringLiteral("moe_dispatch_precision"), precision);
    if (const QString schedule = run.field("pipeline_schedule"); !schedule.isEmpty())
        wl.insert(QStringLiteral("pipeline_schedule"), schedule);
    // How the run's code split the layers over the stages, when the row says (README: `pipeline_split`;
    // perf/pipelineschedule.h pipelineSplit()).
    if (const QString split = run.field("pipeline_split"); !split.isEmpty())
        wl.insert(QStringLiteral("pipeline_split"), split);
    // What each stage held, in Megatron-Core's notation, when the run's recipe set a layout (README-finetune:
    // `pipeline_layout`; perf/pipelineschedule.h busiestLayoutRank()).
    if (const QString layout = run.field("pipeline_layout"); !layout.isEmpty())
        wl.insert(QStringLiteral("pipeline_layout"), layout);
    if (const auto limit = run.number("moe_node_limit"))
        wl.insert(QStringLiteral("moe_node_limit"), *limit);
    // The layers whose activations the run offloaded to host memory (README: `activation_offload_layers`;
    // perf/offload.h).
    if (const auto offloaded = run.number("activation_offload_layers"))
        wl.insert(QStringLiteral("activation_offload_layers"), *offloaded);
    // A bf16 model trained without an fp32 master copy, when the row says (README-finetune: `master_weights`;
    // perf/optimizerstep.h masterWeights()).
    if (const QString master = run.field("master_weights").toLower(); !master.isEmpty())
        wl.insert(QStringLiteral("master_weights"), master == QLatin1String("true"));
    // Where the run's router sent the tokens, when the row says (README-finetune: `moe_routing`; perf/moe.h
    // MoeRouting).
    if (const QString routing = run.field("moe_routing"); !routing.isEmpty())
        wl.insert(QStringLiteral("moe_routing"), routing);
    // The dtype the run's FSDP reduce-scattered in, when the row says (README: `fsdp_reduce_dtype`;
    // perf/stepmodel.h fsdpReducesInFp32()).
    if (const QString reduce = run.field("fsdp_reduce_dtype"); !reduce.isEmpty())
        wl.insert(QStringLiteral("fsdp_reduce_dtype"), reduce);
    // The dtype the run's data parallelism outside FSDP reduced in, and when its distributed optimizer gathered the
    // updated weights, when the row says (README: `dp_reduce_dtype`, `param_gather`; perf/stepmodel.h).
    if (const QString reduce = run.field("dp_reduce_dtype"); !reduce.isEmpty())
        wl.insert(QStringLiteral("dp_reduce_dtype"), reduce);
    if (const QString gather = run.field("param_gather"); !gather.isEmpty())
        wl.insert(QStringLiteral("param_gather"), gather);
    // How the run's code added the experts' biases, when the row says (README-finetune: `moe_expert_bias`;
    // perf/transformerlayer.h eagerExpertBias()).
    if (const QString bias = run.field("moe_expert_bias"); !bias.isEmpty())
        wl.insert(QStringLiteral("moe_expert_bias"), bias);
    // Megatron-Core's overlap of the expert all-to-alls with another micro-batch, when the row ran it (README-finetune:
    // `moe_a2a_overlap`; perf/moe.h moeAllToAllOverlap()).
    if (run.field("moe_a2a_overlap").toLower() == QLatin1String("true"))
        wl.insert(QStringLiteral("moe_a2a_overlap"), true);
    // The SMs the run's dispatcher held for its overlapped all-to-alls, when the row says (README-finetune:
    // `moe_comm_sms`; perf/moe.h moeCommSmShare()).
    if (const auto sms = run.number("moe_comm_sms"))
        wl.insert(QStringLiteral("moe_comm_sms"), *sms);
    // Whether the run's MoE layers stopped the host for their token counts, when the row says (README-finetune:
    // `moe_host_sync`; perf/moe.h moeHostSync()).
    if (run.field("moe_host_sync").toLower() == QLatin1String("true"))
        wl.insert(QStringLiteral("moe_host_sync"), true);
    // How the run's fp8 took its scales, when the row says (README: `fp8_recipe`; perf/transformerlayer.h
    // fp8CurrentScaling()).
    if (const QString recipe = run.field("fp8_recipe"); !recipe.isEmpty())
        wl.insert(QStringLiteral("fp8_recipe"), recipe);
    // Whether the run's attention ran in fp8, when the row says (README: `fp8_attention`; perf/transformerlayer.h
    // fp8Attention()).
    if (run.field("fp8_attention").toLower() == QLatin1String("true"))
        wl.insert(QStringLiteral("fp8_attention"), true);
    // How the run's MoE layers ran their routed GEMMs, when the row says (README: `moe_grouped_gemm`;
    // perf/transformerlayer.h fusedGroupedGemm()).
    if (const QString grouped = run.field("moe_grouped_gemm"); !grouped.isEmpty())
        wl.insert(QStringLiteral("moe_grouped_gemm"), grouped);
    // Where the run's experts clamped their activation's inputs, when the row says (README-finetune: `moe_act_clamp`;
    // perf/transformerlayer.h eagerActivationClamp()).
    if (const QString clamp = run.field("moe_act_clamp"); !clamp.isEmpty())
        wl.insert(QStringLiteral("moe_act_clamp"), clamp);
    // How the run's code applied the rotary embedding, when the row says (README-finetune: `rotary`;
    // perf/transformerlayer.h rotaryImpl()).
    if (const QString rotary = run.field("rotary"); !rotary.isEmpty())
        wl.insert(QStringLiteral("rotary"), rotary);
    // PyTorch's context parallelism, when the row ran it (README: `context_parallel`; perf/contextparallel.h).
    if (const QString cp = run.field("context_parallel"); !cp.isEmpty())
        wl.insert(QStringLiteral("context_parallel"), cp);
    // The training script's optimizer step, when the row says (README: `optimizer`; perf/optimizerstep.h).
    if (const QString optimizer = run.field("optimizer"); !optimizer.isEmpty())
        wl.insert(QStringLiteral("optimizer"), optimizer);
    plan.insert(QStringLiteral("workload"), wl);
    applyFineTuneColumns(run, plan); // fine-tune, offload and MoE columns, and a row's own node (finetuneprediction.h)
    return plan;
}

std::optional<Plan> planForRun(const PublishedRun &run, QString *error)
{
    const PlanReadResult read = readPlan(QJsonDocument(planJsonForRun(run)).toJson(QJsonDocument::Compact));
    if (!read.ok()) {
        if (error)
            *error = read.errorText();
        return std::nullopt;
    }
    return read.plan;
}

RunPrediction predictRun(const PublishedRun &run, const PartCatalog &catalog)
{
    if (run.regime() == QLatin1String("serving")) // published_serving.csv: the inference model (servingprediction.h)
        return predictServingRun(run, catalog);
    if (run.regime() == batchInferenceRegime()) // CNN and BERT inference rows (batchinferenceprediction.h)
        return predictBatchInferenceRun(run, catalog);
    RunPrediction p = rowOf(run);
    if (!p.error.isEmpty())
        return p;
    const QJsonObject json = planJsonForRun(run);
    QString error;
    const std::optional<Plan> plan = planForRun(run, &error);
    if (!plan) {
        p.error = error;
        return p;
    }
    // A row that names its own node (chassis, parts) is predicted on that node or not at all: without one of its parts
    // the plan would run on another machine (no cards, another network) and the report would show that machine's
    // error as the model's.
    for (const QString &sku : rowSystemSkus(run)) {
        if (!catalog.find(sku)) {
            p.error = QStringLiteral("the catalog has no %1, a part of this run's node").arg(sku);
            return p;
        }
    }
    std::optional<perf::ClusterHardware> cluster = perf::clusterFromPlan(*plan, catalog, &error);
    if (!cluster) {
        p.error = error;
        return p;
    }
    applyRunGpu(run, cluster->gpu);
    if (p.metric == QLatin1String("allreduce_busbw")) {
        double busbw = 0;
        for (const perf::CollectiveRow &c : perf::collectiveReport(*cluster)) {
            if (c.collective == QLatin1String("all_reduce"))
                busbw = c.busbwGBs; // the sweep ends at its largest message
        }
        return withPredicted(std::move(p), busbw);
    }
    // The row's metric from a simulation of its plan; 0 when the model gives none.
    const double B = globalBatch(run), s = run.number("seq_len").value_or(0), l = run.number("layers").value_or(0),
                 h = run.number("hidden").value_or(0), V = run.number("vocab").value_or(51200);
    const QString metric = p.metric;
    auto metricOf = [&](const perf::PerfResult &r) -> std::optional<double> {
        const double gpus = r.strategy.gpus() > 0 ? r.strategy.gpus() : gpusOf(json);
        const double t = r.stepTimeS;
        if (metric == QLatin1String("time_per_iteration"))
            return t;
        if (metric == QLatin1String("throughput"))
            return r.samplesPerS;
        if (metric == QLatin1String("tokens_per_s_per_gpu"))
            return gpus > 0 ? r.tokensPerS / gpus : 0;
        if (metric == QLatin1String("mfu"))
            return 100 * r.mfu;
        if (metric == QLatin1String("achieved_tflops_per_gpu"))
            return t > 0 ? megatronStepFlops(B, s, l, h, V) / (t * gpus) / 1e12 : 0;
        if (metric == QLatin1String("model_tflops_per_gpu"))
            return t > 0 ? palmStepFlops(B, s, l, h, run.number("params_b").value_or(0) * 1e9) / (t * gpus) / 1e12 : 0;
        if (metric == QLatin1String("gpu_hours")) {
            // simulate --json's gpu_hours (goodput included) when the figure has goodput losses in it and the model
            // gives it; else pure step time x steps (README: `goodput_included`).
            const QJsonObject out = perf::toJson(r);
            if (goodputIncluded(run) && out.contains(QStringLiteral("gpu_hours")))
                return out.value(QStringLiteral("gpu_hours")).toDouble();
            return r.timeToTrainS ? *r.timeToTrainS * gpus / 3600 : 0;
        }
        return fineTuneMetric(metric, r);
    };
    const perf::PerfResult r = perf::simulate(plan->workload, *cluster);
    if (r.status != perf::PerfStatus::Ok && r.status != perf::PerfStatus::DoesNotFit) {
        p.error = r.error;
        return p;
    }
    p.fits = r.status == perf::PerfStatus::Ok;
    p.strategy = perf::toJson(r.strategy);
    p.strategySearched = r.strategySearched;
    p.mfu = r.mfu;
    p.memoryShare = r.memory.capacityBytes > 0 ? r.memory.totalBytes / r.memory.capacityBytes : 0;
    p.goodput = p.metric == QLatin1String("gpu_hours") && !goodputIncluded(run) ? 1 : r.goodput;
    const std::optional<double> predicted = metricOf(r);
    if (!predicted) {
        p.error = QStringLiteral("unknown metric '%1'").arg(p.metric);
        return p;
    }
    p = withPredicted(std::move(p), *predicted);
    // The same run with its software left at its defaults (workloadoptions.h withoutSoftware(): the software options
    // and the framework): what a plan that names none of them would have been told.
    if (p.ok && namesSoftware(plan->workload)) {
        const perf::PerfResult d = perf::simulate(withoutSoftware(plan->workload), *cluster);
        const double v = d.status == perf::PerfStatus::Ok || d.status == perf::PerfStatus::DoesNotFit
            ? metricOf(d).value_or(0)
            : 0;
        if (v > 0 && std::isfinite(v)) {
            p.softwareOptions = true;
            p.predictedAtDefaults = v;
            p.errorAtDefaultsPct = 100 * (v - p.measured) / p.measured;
        }
    }
    return p;
}

RunPrediction rowOf(const PublishedRun &run)
{
    RunPrediction p;
    p.id = run.id();
    p.regime = run.regime();
    p.split = run.split().isEmpty() ? QStringLiteral("validation") : run.split();
    p.metric = run.metric();
    p.unit = run.field("unit");
    p.source = run.source();
    p.measured = run.number("value").value_or(0);
    if (!(p.measured > 0))
        p.error = QStringLiteral("no measured value");
    return p;
}

RunPrediction withPredicted(RunPrediction p, double predicted)
{
    if (!(predicted > 0) || !std::isfinite(predicted)) {
        p.error = QStringLiteral("the model gave no %1").arg(p.metric);
        return p;
    }
    p.predicted = p.predictedAtDefaults = predicted;
    p.errorPct = p.errorAtDefaultsPct = 100 * (predicted - p.measured) / p.measured;
    p.ok = true;
    return p;
}

} // namespace aip::validation
