#include "analysis/planfindings.h"

#include "analysis/idlegpus.h"

#include "facility/coolingcheck.h"
#include "facility/storagecheck.h"
#include "perf/clusterhardware.h"
#include "perf/mig.h"
#include "perf/modelarch.h"
#include "perf/optimizerstep.h"
#include "perf/perfmodel.h"
#include "perf/pipelineschedule.h"
#include "perf/stepmodel.h"
#include "perf/transformerlayer.h"
#include "plan/workloadoptions.h"
#include "quote/quotepricing.h"
#include "rules/compatibilityrules.h"
#include "text/cleantext.h"
#include "validation/accuracy.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace aip {

namespace {

// The compatibility rules: parts against the chassis, the node's balance, racks, fabric, cloud options, the
// workload's parallelism against the GPUs (model/rules).
void rulesSource(const FindingInput &in, QList<Finding> &out)
{
    out += checkPlan(ResolvedPlan{in.plan, in.catalog, in.servers});
}

// Activation offload (workload "activation_offload_layers", perf/offload.h) where Megatron-Core would not run it: all
// the model's layers or more (it offloads all but the last at most), or a plan whose parallelism fixes pipeline
// stages or activation recompute, with which it refuses to start (megatron/core/transformer/transformer_config.py
// @ d98e8a64d). The model then prices no offload for that strategy; the search still uses it where pp is 1.
void activationOffloadFindings(const Workload &w, const perf::ModelArch &arch, QList<Finding> &out)
{
    const int layers = perf::activationOffloadLayers(w);
    if (layers <= 0 || !arch.isTransformer())
        return;
    if (layers >= arch.layers) {
        out.append({Severity::Error,
                    QStringLiteral("workload-activation-offload"),
                    QCoreApplication::translate("Rules",
                                                "workload.activation_offload_layers (%1) must be below the model's "
                                                "%2 layers.")
                        .arg(layers)
                        .arg(arch.layers),
                    QCoreApplication::translate("Rules",
                                                "Megatron-Core offloads the activations of at most all layers but the "
                                                "last; the last layer's backward starts from its own."),
                    {},
                    {}});
        return;
    }
    if (!w.parallelism)
        return; // the search: it offloads where pp is 1 and nothing is recomputed
    const Parallelism &p = *w.parallelism;
    const bool pipelined = p.pp.value_or(1) > 1;
    const bool recomputes = p.recompute && *p.recompute != Recompute::None;
    if (!pipelined && !recomputes)
        return;
    out.append({Severity::Warning,
                QStringLiteral("workload-activation-offload"),
                QCoreApplication::translate("Rules",
                                            "workload.activation_offload_layers has no effect with this parallelism "
                                            "(%1): the activations stay on the GPUs.")
                    .arg(pipelined ? QStringLiteral("pp %1").arg(*p.pp)
                                   : QStringLiteral("recompute %1").arg(recomputeName(*p.recompute))),
                QCoreApplication::translate("Rules",
                                            "Megatron-Core offloads activations only without pipeline parallelism "
                                            "and without activation recompute; set pp 1 and recompute none, or "
                                            "remove the option."),
                {},
                {}});
}

// The data-parallel options (perf/stepmodel.h dpReducesInFp32(), paramGatherOf(), fsdpReducesInFp32()) on a plan whose
// parallelism fixes a ZeRO stage they do not apply to: each is read for its own stages only (the model's predicates,
// dataParallelOptionsApply() and fsdpReduceDtypeApplies()), so the model prices nothing for it there; say so rather
// than let the plan claim what is not priced.
void dataParallelOptionFindings(const Workload &w, QList<Finding> &out)
{
    if (!w.parallelism || !w.parallelism->zero)
        return; // the search tries every stage: each option applies to the strategies of its stages
    // The plan's stage and implementation as the model reads them (an unset implementation is Strategy's default).
    perf::Strategy s;
    s.zero = *w.parallelism->zero;
    if (w.parallelism->shardingImpl)
        s.shardingImpl = *w.parallelism->shardingImpl;
    const QString impl = shardingImplName(s.shardingImpl);
    auto warn = [&](const QString &message, const QString &reason) {
        out.append({Severity::Warning, QStringLiteral("workload-data-parallel-option"), message, reason, {}, {}});
    };
    if (perf::paramGatherOf(w) != perf::ParamGather::Overlapped && !(perf::dataParallelOptionsApply(s) && s.zero >= 1))
        warn(QCoreApplication::translate("Rules",
                                         "workload.param_gather has no effect with zero %1 (%2): only ZeRO-1, and "
                                         "ZeRO-2 outside PyTorch FSDP, gather the updated weights after the "
                                         "optimizer step.")
                 .arg(s.zero)
                 .arg(impl),
             QCoreApplication::translate("Rules",
                                         "Set parallelism.zero to 1, or to 2 with sharding_impl megatron or "
                                         "deepspeed, or remove the option."));
    if (perf::dpReducesInFp32(w) && !perf::dataParallelOptionsApply(s))
        warn(QCoreApplication::translate("Rules",
                                         "workload.dp_reduce_dtype has no effect with zero %1 (%2): it applies to "
                                         "data parallelism outside PyTorch FSDP; FSDP's reduce dtype is "
                                         "workload.fsdp_reduce_dtype.")
                 .arg(s.zero)
                 .arg(impl),
             QCoreApplication::translate("Rules",
                                         "Set workload.fsdp_reduce_dtype for PyTorch FSDP, or remove the option."));
    if (perf::fsdpReducesInFp32(w) && !perf::fsdpReduceDtypeApplies(s))
        warn(QCoreApplication::translate("Rules",
                                         "workload.fsdp_reduce_dtype has no effect without PyTorch FSDP (zero 2 or 3 "
                                         "with sharding_impl fsdp): the gradients are reduced in the dtype of "
                                         "workload.dp_reduce_dtype."),
             QCoreApplication::translate("Rules", "Set workload.dp_reduce_dtype instead, or remove the option."));
}

// An eager rotary embedding (workload "rotary", perf/transformerlayer.h rotaryImpl()) on a model that turns no part of
// its heads (ModelArch::rotaryFraction(): GPT and BERT learn their positions unless
// workload.model.partial_rotary_factor says otherwise): the model prices nothing for it; say so rather than let the
// plan claim what is not priced.
void rotaryFindings(const Workload &w, const perf::ModelArch &arch, QList<Finding> &out)
{
    if (perf::rotaryImpl(w) == perf::RotaryImpl::Fused || !arch.isTransformer() || arch.isMla()
        || arch.rotaryFraction() > 0)
        return;
    out.append({Severity::Warning,
                QStringLiteral("workload-rotary"),
                QCoreApplication::translate("Rules",
                                            "workload.rotary has no effect: this model has no rotary embedding (a GPT "
                                            "or BERT model learns its positions)."),
                QCoreApplication::translate("Rules",
                                            "Give workload.model.partial_rotary_factor (the share of each head the "
                                            "rotary embedding turns, 0.25 for GPT-NeoX and Pythia), or remove the "
                                            "option."),
                {},
                {}});
}

// Multi-token prediction modules on a serving plan (workload.model.mtp_layers, perf/modelarch.h): the serving model
// decodes with the model alone and prices no speculative decoding with them ("we can also repurpose these MTP modules
// for speculative decoding", DeepSeek-V3, arXiv 2412.19437, Sec. 2.2, "MTP in Inference"); say so rather than let the
// plan suggest that they are priced.
void mtpServingFindings(const perf::ModelArch &arch, QList<Finding> &out)
{
    if (arch.mtpLayers <= 0)
        return;
    out.append({Severity::Warning,
                QStringLiteral("workload-mtp"),
                QCoreApplication::translate("Rules",
                                            "workload.model.mtp_layers has no effect on serving: the serving model "
                                            "decodes with the model alone and prices no speculative decoding with "
                                            "the multi-token prediction modules."),
                QCoreApplication::translate("Rules",
                                            "Read the serving figures as without speculative decoding, or remove "
                                            "mtp_layers from the serving plan."),
                {},
                {}});
}

// A pipeline layout (workload.pipeline_layout, perf/pipelineschedule.h) names the model's layers and MTP modules stage
// by stage, and with them pp x interleave: one that does not fit the model or the plan's parallelism cannot be
// simulated; say so with the plan's other errors, as the performance model does.
void pipelineLayoutFindings(const Workload &w, const perf::ModelArch &arch, QList<Finding> &out)
{
    const std::optional<PipelineLayout> layout = arch.isTransformer() ? perf::pipelineLayout(w) : std::nullopt;
    if (!layout)
        return;
    const QString why = QCoreApplication::translate("Rules",
                                                    "A pipeline layout places every layer, MTP module, the embedding "
                                                    "and the loss on a stage: it must name the model's and fill pp x "
                                                    "interleave stages.");
    if (const QString problem = perf::pipelineLayoutProblem(*layout, arch.layers, arch.mtpLayers); !problem.isEmpty()) {
        out.append({Severity::Error, QStringLiteral("workload-pipeline-layout"), problem, why, {}, {}});
        return;
    }
    if (!w.parallelism || !w.parallelism->pp)
        return;
    if (const QString problem
        = perf::pipelineLayoutStagesProblem(*layout, *w.parallelism->pp, w.parallelism->interleave.value_or(1));
        !problem.isEmpty())
        out.append({Severity::Error, QStringLiteral("workload-pipeline-layout"), problem, why, {}, {}});
}

// A workload whose model the performance model does not know cannot be simulated: an error of the plan as much
// as a missing part is.
void workloadSource(const FindingInput &in, QList<Finding> &out)
{
    if (!in.plan.hasWorkload)
        return;
    // A workload member that is neither a field nor a model option (plan/workloadoptions.h): a typo such as
    // "pipline_schedule", or a member of a later version. The file keeps it; nothing reads it.
    for (const QString &key : unknownWorkloadMembers(in.plan.workload.extra)) {
        QStringList options;
        for (const WorkloadOption &o : workloadOptions())
            options.append(QLatin1String(o.key));
        out.append({Severity::Warning,
                    QStringLiteral("workload-unknown-member"),
                    QCoreApplication::translate("Rules",
                                                "workload.%1 is not a field or option this version reads: it is kept "
                                                "in the plan file and has no effect.")
                        .arg(text::quotedInMessage(key)),
                    QCoreApplication::translate("Rules", "The workload's model options are: %1.")
                        .arg(options.join(QStringLiteral(", "))),
                    {},
                    {}});
    }
    QString error;
    const std::optional<perf::ModelArch> arch = perf::resolveModel(in.plan.workload.model, &error);
    if (!arch) {
        out.append({Severity::Error,
                    QStringLiteral("workload-model"),
                    QStringLiteral("workload.model: %1").arg(error),
                    QCoreApplication::translate("Rules",
                                                "The performance model needs a known preset or a complete "
                                                "architecture."),
                    {},
                    {}});
        return;
    }
    // An optimizer step the performance model costs for one kind of network only (perf/optimizerstep.h): torch.optim's
    // eager loops over a convolutional or diffusion network's tensors, BERT's scripts' loops over a transformer's. On
    // the other kind the step is priced as the default multi-tensor update; say so rather than price it silently.
    // (A serving workload has no optimizer step.)
    if (in.plan.workload.kind != WorkloadKind::Training) {
        mtpServingFindings(*arch, out);
        return;
    }
    pipelineLayoutFindings(in.plan.workload, *arch, out);
    activationOffloadFindings(in.plan.workload, *arch, out);
    dataParallelOptionFindings(in.plan.workload, out);
    rotaryFindings(in.plan.workload, *arch, out);
    const perf::OptimizerImpl impl = perf::optimizerImpl(in.plan.workload);
    if (perf::optimizerCostedFor(impl, *arch))
        return;
    const QString message = perf::isTorchLoop(impl)
        ? QCoreApplication::translate("Rules",
                                      "workload.optimizer \"%1\" is costed for convolutional and diffusion "
                                      "networks only (torch.optim's loop over their layers' tensors); this "
                                      "transformer's optimizer step is priced as one multi-tensor update.")
        : QCoreApplication::translate("Rules",
                                      "workload.optimizer \"%1\" is costed for transformer models only (the "
                                      "BERT scripts' optimizers); this network's optimizer step is priced "
                                      "as one multi-tensor update.");
    out.append(
        {Severity::Warning,
         QStringLiteral("workload-optimizer-not-costed"),
         message.arg(text::quotedInMessage(in.plan.workload.extra.value(QStringLiteral("optimizer")).toString())),
         QCoreApplication::translate("Rules",
                                     "Remove workload.optimizer, or set it to \"multi_tensor\", so that the plan "
                                     "says what is priced."),
         {},
         {}});
}

// The memory fit: the performance model's memory per GPU against the GPU's capacity.
void memorySource(const FindingInput &in, QList<Finding> &out)
{
    // A serving plan (issue 20) holds weights and KV cache, not a training step's memory: perf/inference.h sizes it.
    if (in.plan.workload.kind == WorkloadKind::Inference)
        return;
    const std::optional<perf::PerfResult> &r = in.perf.result;
    if (r && r->status == perf::PerfStatus::DoesNotFit)
        out.append({Severity::Error,
                    QStringLiteral("memory"),
                    QCoreApplication::translate("Rules", "The model does not fit in GPU memory"),
                    r->error,
                    {},
                    in.perf.gpuSku});
}

// A serving plan's MIG profile (perf/mig.h) against the plan's GPU and tensor parallelism: a profile the GPU does not
// have, a GPU without MIG, or tp above 1 (an instance has no NVLink) leaves the serving model nothing to evaluate.
void migSource(const FindingInput &in, QList<Finding> &out)
{
    const Workload &w = in.plan.workload;
    if (!in.plan.hasWorkload || w.kind != WorkloadKind::Inference || !w.serving || !w.serving->mig || !in.perf.cluster)
        return;
    const perf::ClusterHardware &hw = *in.perf.cluster;
    QString error;
    if (!perf::migProfile(hw.gpu, *w.serving->mig, hw.gpuSku, &error)) {
        out.append({Severity::Error,
                    QStringLiteral("serving-mig"),
                    error,
                    QCoreApplication::translate("Rules",
                                                "Choose a MIG profile of the plan's GPU, or none to serve on whole "
                                                "GPUs."),
                    {},
                    hw.gpuSku});
        return;
    }
    if (w.serving->tp.value_or(1) > 1)
        out.append({Severity::Error,
                    QStringLiteral("serving-mig-tp"),
                    QCoreApplication::translate("Rules",
                                                "workload.serving.tp (%1) with MIG: a replica runs on one MIG "
                                                "instance (tp 1)")
                        .arg(*w.serving->tp),
                    QCoreApplication::translate("Rules",
                                                "A MIG instance has no NVLink or peer-to-peer access: tensor "
                                                "parallelism across instances is not possible."),
                    {},
                    hw.gpuSku});
}

// A run shorter than one step: the tokens (or samples) to train are fewer than one global batch, so the time to
// train the model prints is a fraction of a step, which no run takes (issue 22: nonsense input said, not printed).
void runLengthSource(const FindingInput &in, QList<Finding> &out)
{
    const std::optional<perf::PerfResult> &r = in.perf.result;
    if (!r || !r->timeToTrainS || !(r->stepTimeS > 0) || !(*r->timeToTrainS < r->stepTimeS))
        return;
    const Workload &w = in.plan.workload;
    const bool tokens = r->isTransformer && w.tokensToTrain;
    const double perStep = tokens ? r->tokensPerS * r->stepTimeS : r->samplesPerS * r->stepTimeS;
    out.append({Severity::Warning,
                QStringLiteral("train-shorter-than-step"),
                tokens
                    ? QCoreApplication::translate("Rules",
                                                  "workload.tokens_to_train: %1 tokens are less than one step "
                                                  "(%2 tokens per global batch)")
                          .arg(QString::number(*w.tokensToTrain, 'g', 6), QString::number(perStep, 'g', 6))
                    : QCoreApplication::translate("Rules",
                                                  "workload.samples_to_train: %1 samples are less than one step "
                                                  "(%2 samples per global batch)")
                          .arg(QString::number(w.samplesToTrain.value_or(0), 'g', 6), QString::number(perStep, 'g', 6)),
                QCoreApplication::translate("Rules",
                                            "The time to train is shorter than one training step, which no run "
                                            "takes: raise the tokens or samples to train, or lower the global batch."),
                {},
                {}});
}

// ZeRO-3 costed as PyTorch FSDP's because the plan names no framework (parallelism.sharding_impl; perf/datacomm.h).
// The implementations differ most at scale: Narayanan et al.'s DeepSpeed ZeRO-3 runs of GPT-3 175B and 530B on 384
// to 2,240 A100s (SC21, Table 2; the validation set's MEG21-T2-Z3 rows) measured 1.28 to 3.88 times slower than the
// model's FSDP costing of the same runs, while PyTorch FSDP's own runs above 256 GPUs land within 6.5 % of it
// (resources/validation/README.md, "At defaults, the framework unsaid too"). Said above validation::kLargeShardedGpus,
// the boundary of the regime fsdp-gt256 those runs are judged in; the prediction is not changed.

void shardingImplSource(const FindingInput &in, QList<Finding> &out)
{
    const Workload &w = in.plan.workload;
    const std::optional<perf::PerfResult> &r = in.perf.result;
    if (!in.plan.hasWorkload || w.kind != WorkloadKind::Training || !r
        || (r->status != perf::PerfStatus::Ok && r->status != perf::PerfStatus::DoesNotFit))
        return;
    if (r->strategy.zero < 3 || (w.parallelism && w.parallelism->shardingImpl)
        || r->strategy.gpus() <= validation::kLargeShardedGpus)
        return;
    out.append({Severity::Info,
                QStringLiteral("workload-sharding-impl-unsaid"),
                QCoreApplication::translate("Rules",
                                            "ZeRO-3 over %1 GPUs is costed as PyTorch FSDP's: the plan names no "
                                            "framework. At this scale the implementations differ most: DeepSpeed's "
                                            "ZeRO-3 runs of 2021 on 384 to 2,240 A100s measured 1.3 to 3.9 times "
                                            "slower than this costing of the same runs.")
                    .arg(r->strategy.gpus()),
                QCoreApplication::translate("Rules",
                                            "Set the framework that will run (Workload > Software > Framework, "
                                            "parallelism.sharding_impl): the prediction and its error band assume "
                                            "it."),
                {},
                {}});
}

// The prices: what the quote cannot price (a part in a currency the plan has no exchange rate for). Parts that are
// not in the catalog or not of the right kind are the rules' findings already.
void priceSource(const FindingInput &in, QList<Finding> &out)
{
    if (in.plan.servers.isEmpty() || !in.priced)
        return;
    for (const QString &problem : in.priced->problems) {
        const bool reported = std::any_of(out.cbegin(), out.cend(), [&problem](const Finding &f) {
            return f.severity == Severity::Error && !f.sku.isEmpty() && problem.contains(f.sku)
                && (f.code == QLatin1String("wrong-category") || f.code == QLatin1String("unknown-sku"));
        });
        if (!reported)
            out.append({Severity::Error,
                        QStringLiteral("price"),
                        problem,
                        QCoreApplication::translate("Rules",
                                                    "A quote prices every part in the plan's currency; a part it "
                                                    "cannot price would be missing from the total."),
                        {},
                        {}});
    }
}

// Power and cooling of the racks: a rack that draws more than its cooling removes, feeds and PDUs
// (model/facility/coolingcheck.h).
void facilitySource(const FindingInput &in, QList<Finding> &out)
{
    out += facility::facilityFindings(in.plan, in.servers);
}

// Storage tiers: the data set and the checkpoints against the plan's `storage` tier (model/facility/storagecheck.h).
void storageSource(const FindingInput &in, QList<Finding> &out)
{
    out += facility::storageFindings(in.plan, in.perf.cluster ? &*in.perf.cluster : nullptr,
                                     in.perf.result ? &*in.perf.result : nullptr);
}

struct SourceEntry {
    FindingSource run;
    FindingScope scope; // the narrowest scope that runs it
};

// The finding sources, in the order their findings are listed (within a severity). Add new kinds of findings
// here (helper "tco": the stale-price finding; helper "parallel": performance findings): a source reads the
// FindingInput (plan, catalog, the performance result) and appends Findings with a stable code. Sources that
// need the performance model or the prices belong to FindingScope::All; FindingScope::Rules is what the build
// canvas runs on every drag move, so it must stay cheap.
const SourceEntry kFindingSources[] = {
    {rulesSource, FindingScope::Rules},      // compatibility rules
    {workloadSource, FindingScope::Rules},   // the workload's model
    {facilitySource, FindingScope::Rules},   // power and cooling of the racks
    {memorySource, FindingScope::All},       // memory fit
    {migSource, FindingScope::All},          // a serving plan's MIG profile against its GPU
    {idleGpuSource, FindingScope::All},      // GPUs the training does not use (analysis/idlegpus.h)
    {runLengthSource, FindingScope::All},    // a run shorter than one step
    {shardingImplSource, FindingScope::All}, // ZeRO-3 at scale costed as FSDP's, the framework unsaid
    {priceSource, FindingScope::All},        // what the quote cannot price
    {storageSource, FindingScope::All},      // storage tiers: data set, input pipeline, checkpoints
};

} // namespace

PlanPerf simulatePlan(const Plan &plan, const PartCatalog &catalog)
{
    return simulatePlan(resolvePlan(plan, catalog));
}

PlanPerf simulatePlan(const ResolvedPlan &resolved)
{
    const Plan &plan = resolved.plan;
    PlanPerf out;
    QString error;
    const std::optional<perf::ClusterHardware> cluster = perf::clusterFromPlan(resolved, &error);
    if (!cluster) {
        out.error = error;
        return out;
    }
    out.gpuSku = cluster->gpuSku;
    if (plan.hasWorkload)
        out.result = perf::simulate(plan.workload, *cluster);
    out.cluster = cluster;
    return out;
}

QList<Finding> planFindings(const Plan &plan, const PartCatalog &catalog, FindingScope scope, const PlanPerf *perf)
{
    return planFindings(resolvePlan(plan, catalog), scope, perf, nullptr);
}

QList<Finding> planFindings(const ResolvedPlan &resolved, FindingScope scope, const PlanPerf *perf,
                            const PricedQuote *priced)
{
    PlanPerf computed;
    if (scope == FindingScope::All && !perf) {
        computed = simulatePlan(resolved);
        perf = &computed;
    }
    std::optional<PricedQuote> pricedHere;
    if (scope == FindingScope::All && !priced) {
        pricedHere = priceQuote(resolved);
        priced = &*pricedHere;
    }
    const FindingInput in{resolved.plan, resolved.catalog, resolved.servers, perf ? *perf : computed,
                          scope == FindingScope::All ? priced : nullptr};
    QList<Finding> out;
    for (const SourceEntry &source : kFindingSources) {
        if (source.scope == FindingScope::Rules || scope == FindingScope::All)
            source.run(in, out);
    }
    // Errors first, then warnings, then notes; the sources' order within each.
    std::stable_sort(out.begin(), out.end(),
                     [](const Finding &a, const Finding &b) { return int(a.severity) < int(b.severity); });
    return out;
}

} // namespace aip
