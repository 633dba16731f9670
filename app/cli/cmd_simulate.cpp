// aiplanner-cli simulate PLAN [--json] [--collectives]: one training step of the plan's workload on its
// cluster (model/perf), and optionally the predicted collective bandwidths in nccl-tests' layout.
#include "cli/cli.h"
#include "cli/cliargs.h"
#include "cli/perfinput.h"
#include "perf/perfmodel.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace aip::cli {

namespace {

using namespace aip::perf;

QString gb(double bytes)
{
    return QString::number(bytes / 1e9, 'f', 1) + QStringLiteral(" GB");
}

QString seconds(double s)
{
    if (s >= 3600 * 24)
        return QString::number(s / 86400, 'f', 1) + QStringLiteral(" days");
    if (s >= 3600)
        return QString::number(s / 3600, 'f', 1) + QStringLiteral(" hours");
    if (s >= 1)
        return QString::number(s, 'f', 3) + QStringLiteral(" s");
    return QString::number(s * 1e3, 'f', 2) + QStringLiteral(" ms");
}

void row(QTextStream &out, const QString &label, const QString &value)
{
    out << "  " << label.leftJustified(30, QLatin1Char(' ')) << value << "\n";
}

void printText(QTextStream &out, const Plan &plan, const ClusterHardware &c, const PerfResult &r)
{
    const Strategy &s = r.strategy;
    out << QCoreApplication::translate("cli", "Simulation of %1")
               .arg(plan.name.isEmpty() ? QCoreApplication::translate("cli", "the plan") : plan.name)
        << "\n";
    out << "Cluster: " << c.nodes << " x " << c.name << " (" << c.gpusPerNode << " x " << c.gpuSku << ", "
        << intraLinkName(c.intraLink) << ", " << c.nicsPerNode << " x " << c.nicGbps << " Gb/s NICs"
        << (c.inNetworkReduction ? ", SHARP" : "") << ")\n";
    out << "Strategy" << (r.strategySearched ? " (searched)" : "") << ": tp " << s.tp << ", pp " << s.pp << ", dp "
        << s.dp << ", micro-batch " << s.microBatch << ", " << s.gradAccum << " micro-batches per step, ZeRO " << s.zero
        << ", recompute " << recomputeName(s.recompute) << (s.sequenceParallel ? ", sequence parallel" : "")
        << ", interleave " << s.interleave << " (" << s.gpus() << " GPUs)\n\n";
    row(out, QCoreApplication::translate("cli", "Step time"), seconds(r.stepTimeS));
    row(out, QCoreApplication::translate("cli", "Samples/s"), QString::number(r.samplesPerS, 'f', 1));
    if (r.isTransformer)
        row(out, QCoreApplication::translate("cli", "Tokens/s"), QString::number(r.tokensPerS, 'f', 0));
    row(out, QCoreApplication::translate("cli", "TFLOP/s per GPU (hardware)"),
        QString::number(r.modelTflopsPerGpu, 'f', 1));
    row(out, QCoreApplication::translate("cli", "MFU"), QString::number(100 * r.mfu, 'f', 1) + QLatin1Char('%'));
    if (r.timeToTrainS)
        row(out, QCoreApplication::translate("cli", "Time to train"), seconds(*r.timeToTrainS));
    row(out, QCoreApplication::translate("cli", "Energy per step"),
        r.energyPerStepJ >= 3.6e6 ? QString::number(r.energyPerStepJ / 3.6e6, 'f', 2) + QStringLiteral(" kWh")
                                  : QString::number(r.energyPerStepJ / 1e3, 'f', 1) + QStringLiteral(" kJ"));
    row(out, QCoreApplication::translate("cli", "Bottleneck"), r.bottleneck);
    out << "\n" << QCoreApplication::translate("cli", "Memory per GPU") << "\n";
    row(out, QCoreApplication::translate("cli", "Weights"), gb(r.memory.weightsBytes));
    row(out, QCoreApplication::translate("cli", "Gradients"), gb(r.memory.gradientsBytes));
    row(out, QCoreApplication::translate("cli", "Optimizer states"), gb(r.memory.optimizerBytes));
    row(out, QCoreApplication::translate("cli", "Activations"), gb(r.memory.activationsBytes));
    row(out, QCoreApplication::translate("cli", "Total (with framework)"),
        QCoreApplication::translate("cli", "%1 of %2").arg(gb(r.memory.totalBytes), gb(r.memory.capacityBytes))
            + (r.memory.fits ? QCoreApplication::translate("cli", " (fits)")
                             : QCoreApplication::translate("cli", " (DOES NOT FIT)")));
    const StepBreakdown &b = r.breakdown;
    out << "\n" << QCoreApplication::translate("cli", "Step breakdown") << "\n";
    const QPair<const char *, double> parts[]
        = {{QT_TRANSLATE_NOOP("cli", "Compute"), b.computeS},
           {QT_TRANSLATE_NOOP("cli", "Recompute"), b.recomputeS},
           {QT_TRANSLATE_NOOP("cli", "Tensor-parallel comm"), b.tpCommS},
           {QT_TRANSLATE_NOOP("cli", "Pipeline bubble"), b.ppBubbleS},
           {QT_TRANSLATE_NOOP("cli", "Pipeline sends"), b.ppCommS},
           {QT_TRANSLATE_NOOP("cli", "Data-parallel comm (exposed)"), b.dpCommExposedS},
           {QT_TRANSLATE_NOOP("cli", "Optimizer"), b.optimizerS},
           {QT_TRANSLATE_NOOP("cli", "Data stall"), b.dataStallS}};
    for (const auto &p : parts)
        row(out, QCoreApplication::translate("cli", p.first),
            seconds(p.second)
                + QStringLiteral("  (%1%)").arg(r.stepTimeS > 0 ? 100 * p.second / r.stepTimeS : 0, 0, 'f', 1));
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

} // namespace

int cmdSimulate(Context &ctx, const QStringList &args)
{
    const CliArgs a(args, {QStringLiteral("--json"), QStringLiteral("--collectives")}, {});
    if (!a.ok() || a.positionals().size() != 1) {
        ctx.err << (a.ok() ? QStringLiteral("simulate needs exactly one PLAN") : a.error()) << "\n"
                << "Usage: aiplanner-cli simulate PLAN [--json] [--collectives]\n";
        return ExitUsage;
    }
    int exit = ExitOk;
    const std::optional<PerfInput> input
        = loadPerfInput(ctx, QStringLiteral("simulate"), a.positionals().constFirst(), &exit);
    if (!input)
        return exit;
    const Plan *plan = &input->plan;
    const ClusterHardware *cluster = &input->cluster;
    const PerfResult r = simulate(plan->workload, *cluster);
    const bool computed = r.status == PerfStatus::Ok || r.status == PerfStatus::DoesNotFit;
    if (!computed) {
        ctx.err << "simulate: " << r.error << "\n";
        return ExitInvalid;
    }
    const QList<CollectiveRow> collectives
        = a.flag(QStringLiteral("--collectives")) ? collectiveReport(*cluster) : QList<CollectiveRow>{};
    if (a.flag(QStringLiteral("--json"))) {
        QJsonObject o = toJson(r);
        if (!collectives.isEmpty()) {
            QJsonArray rows;
            for (const CollectiveRow &c : collectives)
                rows.append(toJson(c));
            o.insert(QStringLiteral("collectives"), rows);
        }
        ctx.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
    } else {
        printText(ctx.out, *plan, *cluster, r);
        printCollectives(ctx.out, collectives);
    }
    if (r.status == PerfStatus::DoesNotFit) {
        ctx.err << "simulate: " << r.error << "\n";
        return ExitInvalid;
    }
    return ExitOk;
}

} // namespace aip::cli
