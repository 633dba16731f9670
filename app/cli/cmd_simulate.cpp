// aiplanner-cli simulate PLAN [--json] [--collectives]: one training step of the plan's workload on its
// cluster (model/perf), and optionally the predicted collective bandwidths in nccl-tests' layout.
#include "analysis/planfindings.h"
#include "cli/cli.h"
#include "cli/cliargs.h"
#include "cli/clifindings.h"
#include "cli/clitext.h"
#include "cli/perfinput.h"
#include "common/formatting.h"
#include "perf/datacomm.h"
#include "perf/inference.h"
#include "perf/perfmodel.h"
#include "perf/workunit.h"
#include "tco/servingcost.h"
#include "validation/accuracy.h"

#include "common/logging.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>

namespace aip::cli {

namespace {

using namespace aip::perf;

// Memory in GB, and in MB below 1 GB: a ResNet-50's 51 MB of weights is not "0.0 GB" (issue 20).
QString gb(const QLocale &l, double bytes)
{
    if (bytes > 0 && bytes < 1e9)
        return fixed(l, bytes / 1e6, bytes < 1e7 ? 1 : 0) + QStringLiteral(" MB");
    return fixed(l, bytes / 1e9, 1) + QStringLiteral(" GB");
}

void row(QTextStream &out, const QString &label, const QString &value)
{
    // A label as wide as the column keeps two spaces before its value.
    const QString cell = padRight(label, 30);
    out << "  " << cell << (cell.endsWith(QLatin1Char(' ')) ? QString() : QStringLiteral("  ")) << value << "\n";
}

QString fineTuneMethodLabel(FineTuneMethod m)
{
    switch (m) {
    case FineTuneMethod::Full: return QCoreApplication::translate("cli", "all weights");
    case FineTuneMethod::Lora: return QCoreApplication::translate("cli", "LoRA adapters (frozen 16-bit base)");
    case FineTuneMethod::Qlora: return QCoreApplication::translate("cli", "QLoRA adapters (frozen 4-bit NF4 base)");
    }
    return {};
}

QString offloadLabel(Offload o)
{
    switch (o) {
    case Offload::None: return QCoreApplication::translate("cli", "in GPU memory");
    case Offload::Cpu: return QCoreApplication::translate("cli", "offloaded to CPU memory");
    case Offload::Nvme: return QCoreApplication::translate("cli", "offloaded to NVMe");
    }
    return {};
}

// What the search chose where the plan fixes its layout (tp, pp and dp) and leaves the rest open: " (searched)" alone
// would read as if the layout were the search's too.
QString searchedLabel(const PerfResult &r, const Workload &w)
{
    if (!r.strategySearched)
        return {};
    if (!w.parallelism || !w.parallelism->isComplete())
        return QCoreApplication::translate("cli", " (searched)");
    const Parallelism &p = *w.parallelism;
    QStringList open;
    if (!w.microBatch)
        open << QCoreApplication::translate("cli", "micro-batch");
    if (!p.zero)
        open << QCoreApplication::translate("cli", "ZeRO");
    if (!p.recompute)
        open << QCoreApplication::translate("cli", "recompute");
    // Sequence parallelism means something with tensor parallelism only, interleaving with pipeline stages only.
    if (!p.sequenceParallel && *p.tp > 1)
        open << QCoreApplication::translate("cli", "sequence parallelism");
    if (!p.interleave && *p.pp > 1)
        open << QCoreApplication::translate("cli", "interleave");
    if (open.isEmpty()) // nothing that matters, or what else the search chose (the fine-tuning method)
        return w.finetune && !w.finetune->method ? QCoreApplication::translate("cli", " (searched)") : QString();
    return QCoreApplication::translate("cli", " (the plan's layout; searched: %1)")
        .arg(open.join(QStringLiteral(", ")));
}

void printSetup(QTextStream &out, const QLocale &l, const ClusterHardware &c, const PerfResult &r, const Workload &w)
{
    const Precision precision = w.precision;
    const Strategy &s = r.strategy;
    // A node without network cards (a single workstation or PCIe server) says so, not "0 x 0 Gb/s NICs".
    // Gaudi's scale-out ports are on the accelerators, not network cards.
    const QString network = c.nicsPerNode > 0
        ? (c.portsOnAccelerators ? QCoreApplication::translate("cli", "%1 x %2 Gb/s accelerator ports%3")
                                 : QCoreApplication::translate("cli", "%1 x %2 Gb/s NICs%3"))
              .arg(fixed(l, c.nicsPerNode, 0), significant(l, c.nicGbps),
                   c.inNetworkReduction ? QCoreApplication::translate("cli", ", SHARP") : QString())
        : QCoreApplication::translate("cli", "no network cards");
    out << QCoreApplication::translate("cli", "Cluster: %1 x %2 (%3 x %4, %5, %6)")
               .arg(fixed(l, c.nodes, 0), text::escapedForTerminal(c.name), fixed(l, c.gpusPerNode, 0), c.gpuSku,
                    intraLinkLabel(c.intraLink), network)
        << "\n";
    out << QCoreApplication::translate("cli",
                                       "Strategy%1: tp %2, pp %3, dp %4, micro-batch %5, %6 micro-batches per step, "
                                       "ZeRO %7, recompute %8%9, interleave %10 (%11 GPUs)")
               .arg(searchedLabel(r, w), fixed(l, s.tp, 0), fixed(l, s.pp, 0), fixed(l, s.dp, 0),
                    fixed(l, s.microBatch, 0), fixed(l, s.gradAccum, 0), perf::zeroLabel(s, precision),
                    perf::recomputeLabel(s.recompute),
                    s.sequenceParallel ? QCoreApplication::translate("cli", ", sequence parallel") : QString(),
                    fixed(l, s.interleave, 0), fixed(l, s.gpus(), 0))
        << "\n";
    if (s.cp > 1 || s.zero >= 3 || s.hybrid())
        out << QCoreApplication::translate("cli", "Context parallel %1; sharding %2 over %3 data-parallel ranks (%4)")
                   .arg(fixed(l, s.cp, 0),
                        s.hybrid() ? QCoreApplication::translate("cli", "hybrid")
                                   : QCoreApplication::translate("cli", "full"),
                        fixed(l, s.shardRanks(), 0), shardingImplName(s.shardingImpl))
            << "\n";
    if (r.isTransformer && !r.attentionKernel.isEmpty())
        out << (r.attentionKernelDefault
                    ? QCoreApplication::translate("cli",
                                                  "Attention: %1, the default for this GPU and stack (the workload's "
                                                  "\"attention\" can name another)")
                    : QCoreApplication::translate("cli", "Attention: %1"))
                   .arg(QStringLiteral("%1 (%2)").arg(perf::attentionKernelLabel(r.attentionKernel), r.attentionKernel))
            << "\n";
    if (perf::deepSpeedBf16Optimizer(s, precision)) // ZeRO 0 in bf16 under DeepSpeed (perf/datacomm.h)
        out << QCoreApplication::translate("cli",
                                           "Optimizer: DeepSpeed's BF16_Optimizer, its states sharded over %1 "
                                           "data-parallel ranks, an fp32 gradient buffer on every GPU, the gradients "
                                           "all-reduced after the backward and the weights gathered in the step")
                   .arg(fixed(l, s.shardRanks(), 0))
            << "\n";
    // Fine-tuning, offload and expert parallelism (perf/finetune.h, perf/offload.h, perf/moe.h).
    if (s.method != FineTuneMethod::Full || s.offload != Offload::None || s.ep > 1)
        out << QCoreApplication::translate("cli", "Trains: %1; optimizer states: %2; expert parallel %3")
                   .arg(fineTuneMethodLabel(s.method), offloadLabel(s.offload), fixed(l, s.ep, 0))
            << "\n";
    if (s.etp > 0) // Megatron-Core's parallel folding (perf/moe.h expertTensorParallel())
        out << QCoreApplication::translate("cli",
                                           "Expert tensor parallel %1: the experts folded over the tensor- and "
                                           "data-parallel ranks")
                   .arg(fixed(l, s.etp, 0))
            << "\n";
    out << "\n";
}

void printText(QTextStream &out, const QLocale &l, const Plan &plan, const ClusterHardware &c, const PerfResult &r)
{
    out << QCoreApplication::translate("cli", "Simulation of %1")
               .arg(plan.name.isEmpty() ? QCoreApplication::translate("cli", "the plan")
                                        : text::escapedForTerminal(plan.name))
        << "\n";
    printSetup(out, l, c, r, plan.workload);
    row(out, QCoreApplication::translate("cli", "Step time"), fmt::duration(r.stepTimeS, l));
    row(out, QCoreApplication::translate("cli", "Samples/s"), fixed(l, r.samplesPerS, 1));
    if (r.isTransformer)
        row(out, QCoreApplication::translate("cli", "Tokens/s"), fixed(l, r.tokensPerS, 0));
    row(out, QCoreApplication::translate("cli", "TFLOP/s per GPU (hardware)"), fixed(l, r.hardwareTflopsPerGpu, 1));
    row(out, QCoreApplication::translate("cli", "TFLOP/s per GPU (model)"), fixed(l, r.modelTflopsPerGpu, 1));
    row(out, QCoreApplication::translate("cli", "MFU"), fixed(l, 100 * r.mfu, 1) + QLatin1Char('%'));
    if (r.timeToTrainS)
        row(out,
            plan.workload.finetune ? QCoreApplication::translate("cli", "Time per epoch")
                                   : QCoreApplication::translate("cli", "Time to train"),
            fmt::duration(*r.timeToTrainS, l));
    row(out, QCoreApplication::translate("cli", "Goodput"),
        fixed(l, 100 * r.goodput, 1) + QLatin1Char('%')
            + QCoreApplication::translate("cli", " (checkpoint %1)").arg(fmt::duration(r.checkpointWriteS, l)));
    if (r.wallClockToTrainS)
        row(out, QCoreApplication::translate("cli", "Wall clock with goodput"), fmt::duration(*r.wallClockToTrainS, l));
    if (r.gpuHours)
        row(out, QCoreApplication::translate("cli", "GPU-hours"), fixed(l, *r.gpuHours, 0));
    row(out, QCoreApplication::translate("cli", "Energy per step"),
        r.energyPerStepJ >= 3.6e6 ? fixed(l, r.energyPerStepJ / 3.6e6, 2) + QStringLiteral(" kWh")
                                  : fixed(l, r.energyPerStepJ / 1e3, 1) + QStringLiteral(" kJ"));
    row(out, QCoreApplication::translate("cli", "Bottleneck"), r.bottleneck);
    out << "\n" << QCoreApplication::translate("cli", "Memory per GPU");
    if (r.memory.pipelineRank >= 0)
        out << QCoreApplication::translate("cli", " (pipeline rank %1 of %2, the one that needs the most)")
                   .arg(r.memory.pipelineRank)
                   .arg(r.strategy.pp);
    out << "\n";
    row(out, QCoreApplication::translate("cli", "Weights"), gb(l, r.memory.weightsBytes));
    row(out, QCoreApplication::translate("cli", "Gradients"), gb(l, r.memory.gradientsBytes));
    row(out, QCoreApplication::translate("cli", "Optimizer states"), gb(l, r.memory.optimizerBytes));
    row(out, QCoreApplication::translate("cli", "Activations"), gb(l, r.memory.activationsBytes));
    row(out, QCoreApplication::translate("cli", "Total (with framework)"),
        QCoreApplication::translate("cli", "%1 of %2").arg(gb(l, r.memory.totalBytes), gb(l, r.memory.capacityBytes))
            + (r.memory.fits ? QCoreApplication::translate("cli", " (fits)")
                             : QCoreApplication::translate("cli", " (DOES NOT FIT)")));
    if (r.memory.hostBytesPerNode > 0)
        row(out, QCoreApplication::translate("cli", "Host memory/node (offload)"),
            QCoreApplication::translate("cli", "%1 of %2")
                .arg(gb(l, r.memory.hostBytesPerNode), gb(l, r.memory.hostCapacityBytesPerNode)));
    const StepBreakdown &b = r.breakdown;
    out << "\n" << QCoreApplication::translate("cli", "Step breakdown") << "\n";
    const QPair<const char *, double> parts[]
        = {{QT_TRANSLATE_NOOP("cli", "Compute"), b.computeS},
           {QT_TRANSLATE_NOOP("cli", "Recompute"), b.recomputeS},
           {QT_TRANSLATE_NOOP("cli", "Tensor-parallel comm"), b.tpCommS},
           {QT_TRANSLATE_NOOP("cli", "Context-parallel comm"), b.cpCommS},
           {QT_TRANSLATE_NOOP("cli", "Pipeline bubble"), b.ppBubbleS},
           {QT_TRANSLATE_NOOP("cli", "Pipeline sends"), b.ppCommS},
           {QT_TRANSLATE_NOOP("cli", "Data-parallel comm (exposed)"), b.dpCommExposedS},
           {QT_TRANSLATE_NOOP("cli", "Optimizer"), b.optimizerS},
           {QT_TRANSLATE_NOOP("cli", "Data stall"), b.dataStallS},
           {QT_TRANSLATE_NOOP("cli", "Expert-parallel all-to-all"), b.epCommS},
           {QT_TRANSLATE_NOOP("cli", "Offload transfers (exposed)"), b.offloadS},
           {QT_TRANSLATE_NOOP("cli", "MoE host wait"), b.hostSyncS}};
    for (const auto &p : parts)
        row(out, cliText(p.first),
            fmt::duration(p.second, l) + QStringLiteral("  (")
                + fixed(l, r.stepTimeS > 0 ? 100 * p.second / r.stepTimeS : 0, 1) + QStringLiteral("%)"));
}

// nccl-tests prints one table per collective: size, count, type, redop, root, time, algbw, busbw.
void printCollectives(QTextStream &out, const QList<CollectiveRow> &rows)
{
    QString current;
    for (const CollectiveRow &r : rows) {
        if (r.collective != current) {
            current = r.collective;
            out << "\n# " << current << "_perf (predicted), " << r.ranks << " ranks, tier " << r.tier << "\n";
            out << "#" << QStringLiteral("size").rightJustified(14) << QStringLiteral("count").rightJustified(14)
                << QStringLiteral("type").rightJustified(8) << QStringLiteral("time").rightJustified(12)
                << QStringLiteral("algbw").rightJustified(9) << QStringLiteral("busbw").rightJustified(9) << "\n";
            out << "#" << QStringLiteral("(B)").rightJustified(14) << QStringLiteral("(elements)").rightJustified(14)
                << QString().rightJustified(8) << QStringLiteral("(us)").rightJustified(12)
                << QStringLiteral("(GB/s)").rightJustified(9) << QStringLiteral("(GB/s)").rightJustified(9) << "\n";
        }
        out << " " << QString::number(qint64(r.bytes)).rightJustified(14)
            << QString::number(qint64(r.bytes / 4)).rightJustified(14) << QStringLiteral("float").rightJustified(8)
            << QString::number(r.timeS * 1e6, 'f', 1).rightJustified(12)
            << QString::number(r.algbwGBs, 'f', 2).rightJustified(9)
            << QString::number(r.busbwGBs, 'f', 2).rightJustified(9) << "\n";
    }
}

// The MIG instance a replica runs on (perf/mig.h), when the plan names one.
void printMig(QTextStream &out, const QLocale &l, const InferenceResult &r)
{
    if (r.mig.isEmpty())
        return;
    row(out, QCoreApplication::translate("cli", "MIG instance per replica"),
        QCoreApplication::translate("cli", "%1 (%2 per GPU; figures per GPU are per instance)")
            .arg(r.mig, fixed(l, r.migInstancesPerGpu, 0)));
}

// An LLM's serving sizing (perf/inference.h).
void printServing(QTextStream &out, const QLocale &l, const ClusterHardware &c, const InferenceResult &r)
{
    out << QCoreApplication::translate("cli", "Serving on %1 x %2 (%3 x %4), tensor parallel %5 per replica")
               .arg(fixed(l, c.nodes, 0), text::escapedForTerminal(c.name), fixed(l, c.gpusPerNode, 0), c.gpuSku,
                    fixed(l, r.tp, 0))
        << "\n\n";
    printMig(out, l, r);
    row(out, QCoreApplication::translate("cli", "Weights per GPU"), gb(l, r.weightBytesPerGpu));
    row(out, QCoreApplication::translate("cli", "KV cache per token"),
        fixed(l, r.kvBytesPerToken / 1024, 0) + QStringLiteral(" KiB"));
    row(out, QCoreApplication::translate("cli", "Max concurrency per replica"), fixed(l, r.maxConcurrency, 0));
    row(out, QCoreApplication::translate("cli", "Batch per replica"), fixed(l, r.batch, 0));
    row(out, QCoreApplication::translate("cli", "Prefill (one request)"), fmt::duration(r.prefillS, l));
    row(out, QCoreApplication::translate("cli", "Decode step"), fmt::duration(r.decodeStepS, l));
    row(out, QCoreApplication::translate("cli", "Time to first token"), fmt::duration(r.ttftS, l));
    row(out, QCoreApplication::translate("cli", "Time per output token"), fmt::duration(r.tpotS, l));
    row(out, QCoreApplication::translate("cli", "Output tokens/s"), fixed(l, r.outputTokensPerS, 0));
    row(out, QCoreApplication::translate("cli", "Replicas"), fixed(l, r.replicas, 0));
    row(out, QCoreApplication::translate("cli", "GPUs needed"),
        QCoreApplication::translate("cli", "%1 (the plan has %2)")
            .arg(fixed(l, r.gpusNeeded, 0), fixed(l, c.totalGpus(), 0)));
    row(out, QCoreApplication::translate("cli", "Bottleneck"), servingBottleneckText(r.bottleneck));
}

// Cost per million output tokens (an LLM) or per million images or sequences (`unit`, a CNN or encoder), owned with
// its sensitivity and per cloud option (tco/servingcost.h).
void printServingCost(QTextStream &out, const QLocale &l, const tco::ServingCost &cost, const QString &unit)
{
    auto money
        = [&](double v) { return fixed(l, v, tco::perMillionDecimals(v)) + QStringLiteral(" ") + cost.currency; };
    const QString owned = unit.isEmpty()     ? QCoreApplication::translate("cli", "Cost per 1M tokens, owned")
        : unit == QLatin1String("sequences") ? QCoreApplication::translate("cli", "Cost per 1M sequences, owned")
                                             : QCoreApplication::translate("cli", "Cost per 1M images, owned");
    row(out, owned,
        QCoreApplication::translate("cli", "%1 (%2 to %3 with the capacity 20% higher or lower)")
            .arg(money(*cost.ownedPerMillion), money(*cost.ownedPerMillionLow), money(*cost.ownedPerMillionHigh)));
    for (const tco::ServingCostOption &o : cost.cloud) {
        const QString label = unit.isEmpty()     ? QCoreApplication::translate("cli", "Cost per 1M tokens, %1 (%2)")
            : unit == QLatin1String("sequences") ? QCoreApplication::translate("cli", "Cost per 1M sequences, %1 (%2)")
                                                 : QCoreApplication::translate("cli", "Cost per 1M images, %1 (%2)");
        row(out, label.arg(o.sku, o.pricing),
            o.perMillion ? money(*o.perMillion) : QCoreApplication::translate("cli", "not available: %1").arg(o.why));
    }
}

// What a CNN or encoder serves: "images" or "sequences" (JSON's sample_unit, a stable token; perf/workunit.h).
QString sampleUnit(const Workload &w)
{
    return workUnitName(workUnit(w));
}

// A CNN or encoder (perf/batchinference.h): requests per second at a batch and a latency, one GPU per replica.
void printBatchInference(QTextStream &out, const QLocale &l, const ClusterHardware &c, const InferenceResult &r,
                         const Workload &w)
{
    const bool sequences = sampleUnit(w) == QLatin1String("sequences");
    out << (r.mig.isEmpty()
                ? QCoreApplication::translate("cli", "Serving on %1 x %2 (%3 x %4), one GPU per replica")
                : QCoreApplication::translate("cli", "Serving on %1 x %2 (%3 x %4), one MIG instance per replica"))
               .arg(fixed(l, c.nodes, 0), text::escapedForTerminal(c.name), fixed(l, c.gpusPerNode, 0), c.gpuSku)
        << "\n\n";
    printMig(out, l, r);
    row(out, QCoreApplication::translate("cli", "Weights per GPU"), gb(l, r.weightBytesPerGpu));
    row(out, QCoreApplication::translate("cli", "Largest batch"), fixed(l, r.maxConcurrency, 0));
    row(out, QCoreApplication::translate("cli", "Batch per replica"), fixed(l, r.batch, 0));
    row(out, QCoreApplication::translate("cli", "One request alone"), fmt::duration(r.prefillS, l));
    row(out, QCoreApplication::translate("cli", "Latency"), fmt::duration(r.ttftS, l));
    row(out,
        sequences ? QCoreApplication::translate("cli", "Sequences/s") : QCoreApplication::translate("cli", "Images/s"),
        fixed(l, r.samplesPerS, 0));
    row(out, QCoreApplication::translate("cli", "Replicas"), fixed(l, r.replicas, 0));
    row(out, QCoreApplication::translate("cli", "GPUs needed"),
        QCoreApplication::translate("cli", "%1 (the plan has %2)")
            .arg(fixed(l, r.gpusNeeded, 0), fixed(l, c.totalGpus(), 0)));
    row(out, QCoreApplication::translate("cli", "Bottleneck"), servingBottleneckText(r.bottleneck));
}

// An inference workload (issue 20): the serving sizing of model/perf/inference.h instead of a training step.
int simulateInference(Context &ctx, const PerfInput &input, bool json)
{
    const ClusterHardware &c = input.cluster;
    const InferenceResult r = evaluateInference(input.plan.workload, c);
    if (!r.ok) {
        ctx.err << "simulate: " << r.error << "\n";
        return ExitInvalid;
    }
    // Cost per million output tokens, owned and per cloud option, on the same work (tco/servingcost.h).
    const tco::ServingCost cost = tco::servingCostForPlan(input.plan, input.catalog);
    // An inference plan's regime depends on the workload and the cluster only (validation/accuracy.h).
    const validation::AccuracyBand band
        = validation::accuracyFor(input.plan.workload, c, PerfResult{}, validation::validationReport(input.catalog));
    if (json) {
        QJsonObject o;
        o.insert(QStringLiteral("kind"), QStringLiteral("inference"));
        o.insert(QStringLiteral("ttft_s"), r.ttftS);
        o.insert(QStringLiteral("tpot_s"), r.tpotS);
        o.insert(QStringLiteral("output_tokens_per_s"), r.outputTokensPerS);
        o.insert(QStringLiteral("max_concurrency"), r.maxConcurrency);
        o.insert(QStringLiteral("replicas"), r.replicas);
        o.insert(QStringLiteral("gpus_needed"), r.gpusNeeded);
        o.insert(QStringLiteral("bottleneck"), servingBottleneckName(r.bottleneck));
        o.insert(QStringLiteral("bottleneck_text"), servingBottleneckText(r.bottleneck));
        o.insert(QStringLiteral("tp"), r.tp);
        o.insert(QStringLiteral("batch_per_replica"), r.batch);
        o.insert(QStringLiteral("prefill_s"), r.prefillS);
        o.insert(QStringLiteral("decode_step_s"), r.decodeStepS);
        o.insert(QStringLiteral("weight_bytes_per_gpu"), r.weightBytesPerGpu);
        o.insert(QStringLiteral("kv_bytes_per_token"), r.kvBytesPerToken);
        o.insert(QStringLiteral("gpus_in_plan"), c.totalGpus());
        if (!r.mig.isEmpty()) { // each replica on one MIG instance (perf/mig.h); gpus_needed counts whole GPUs
            o.insert(QStringLiteral("mig"), r.mig);
            o.insert(QStringLiteral("mig_instances_per_gpu"), r.migInstancesPerGpu);
        }
        if (!r.generative) { // CNNs and encoders (perf/batchinference.h): images or sequences, no tokens generated
            o.insert(QStringLiteral("samples_per_s"), r.samplesPerS);
            o.insert(QStringLiteral("latency_s"), r.ttftS);
            o.insert(QStringLiteral("sample_unit"), sampleUnit(input.plan.workload));
        }
        // The error band of the serving regime in the validation report, as training predictions carry theirs.
        o.insert(QStringLiteral("accuracy"), validation::toJson(band));
        if (cost.ok)
            o.insert(r.generative ? QStringLiteral("cost_per_million_output_tokens")
                                  : QStringLiteral("cost_per_million_samples"),
                     tco::toJson(cost));
        ctx.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
    } else {
        const QLocale l = ctx.locale();
        QTextStream &out = ctx.out;
        if (r.generative)
            printServing(out, l, c, r);
        else
            printBatchInference(out, l, c, r, input.plan.workload);
        if (cost.ok)
            printServingCost(out, l, cost, r.generative ? QString() : sampleUnit(input.plan.workload));
        out << "\n"
            << QCoreApplication::translate("cli", "Model accuracy: %1").arg(validation::accuracyText(band)) << "\n";
    }
    if (r.replicas == 0) {
        ctx.err << QCoreApplication::translate("cli", "simulate: no batch meets the latency limits") << "\n";
        return ExitInvalid;
    }
    return ExitOk;
}

} // namespace

int cmdSimulate(Context &ctx, const CliArgs &a)
{
    if (!a.ok() || a.positionals().size() != 1) {
        ctx.err << (a.ok() ? QCoreApplication::translate("cli", "simulate needs exactly one PLAN") : a.error()) << "\n"
                << usageLine(QStringLiteral("aiplanner-cli simulate PLAN [--json] [--collectives]")) << "\n";
        return ExitUsage;
    }
    int exit = ExitOk;
    const std::optional<PerfInput> input
        = loadPerfInput(ctx, QStringLiteral("simulate"), a.positionals().constFirst(), &exit);
    if (!input)
        return exit;
    if (input->plan.workload.kind == WorkloadKind::Inference)
        return simulateInference(ctx, *input, a.flag(QStringLiteral("--json")));
    const Plan *plan = &input->plan;
    const ClusterHardware *cluster = &input->cluster;
    QElapsedTimer timer;
    timer.start();
    const PerfResult r = simulate(plan->workload, *cluster);
    qCDebug(lcEvaluation) << "the performance model (with the strategy search when the parallelism is open) in"
                          << timer.elapsed() << "ms";
    const bool computed = r.status == PerfStatus::Ok || r.status == PerfStatus::DoesNotFit;
    if (!computed) {
        ctx.err << "simulate: " << r.error << "\n";
        return ExitInvalid;
    }
    const QList<CollectiveRow> collectives
        = a.flag(QStringLiteral("--collectives")) ? collectiveReport(*cluster) : QList<CollectiveRow>{};
    if (a.flag(QStringLiteral("--json"))) {
        QJsonObject o = toJson(r);
        // A fine-tune's tokens to train are its dataset: time_to_train_s is one epoch, said so (issue 23).
        if (plan->workload.finetune && r.timeToTrainS)
            o.insert(QStringLiteral("time_per_epoch_s"), *r.timeToTrainS);
        // The error band of the configuration's regime in the validation report (computed once per process).
        o.insert(QStringLiteral("accuracy"),
                 validation::toJson(validation::accuracyFor(plan->workload, *cluster, r,
                                                            validation::validationReport(input->catalog))));
        if (!collectives.isEmpty()) {
            QJsonArray rows;
            for (const CollectiveRow &c : collectives)
                rows.append(toJson(c));
            o.insert(QStringLiteral("collectives"), rows);
        }
        ctx.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
    } else {
        printText(ctx.out, ctx.locale(), *plan, *cluster, r);
        ctx.out << "\n"
                << QCoreApplication::translate("cli", "Model accuracy: %1")
                       .arg(validation::accuracyText(validation::accuracyFor(
                           plan->workload, *cluster, r, validation::validationReport(input->catalog))))
                << "\n";
        printCollectives(ctx.out, collectives);
    }
    // The rule book's errors (what `check` and the GUI report): the figures above are for a machine that cannot be
    // built as planned, so say so (the memory fit is said just below).
    const PlanPerf planPerf{r, cluster->gpuSku, {}, *cluster};
    QList<Finding> errors, runLength;
    for (const Finding &f : planFindings(*plan, input->catalog, FindingScope::All, &planPerf)) {
        if (f.severity == Severity::Error && f.code != QLatin1String("memory"))
            errors.append(f);
        // The time to train printed above is shorter than one step: say why beside it (issue 22).
        if (f.code == QLatin1String("train-shorter-than-step"))
            runLength.append(f);
    }
    if (!errors.isEmpty()) {
        ctx.err << QCoreApplication::translate("cli", "simulate: the plan has errors (aiplanner-cli check):") << "\n";
        printFindings(ctx.err, errors, true);
    }
    printFindings(ctx.err, runLength, false);
    if (r.status == PerfStatus::DoesNotFit) {
        ctx.err << "simulate: " << r.error << "\n";
        return ExitInvalid;
    }
    return ExitOk;
}

} // namespace aip::cli
