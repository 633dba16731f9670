// aiplanner-cli search PLAN [--top N] [--json]: the fastest parallel strategies that fit, for the plan's model on
// its cluster (model/perf strategy search). Members of the plan's parallelism that are set stay fixed.
#include "cli/cli.h"
#include "cli/cliargs.h"
#include "cli/perfinput.h"
#include "perf/perfmodel.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace aip::cli {

namespace {

using namespace aip::perf;

constexpr int kDefaultTop = 10;
constexpr int kMaxTop = 10000;

} // namespace

int cmdSearch(Context &ctx, const QStringList &args)
{
    const CliArgs a(args, {QStringLiteral("--json")}, {QStringLiteral("--top")});
    bool topOk = true;
    const int top
        = a.hasOption(QStringLiteral("--top")) ? a.option(QStringLiteral("--top")).toInt(&topOk) : kDefaultTop;
    if (!a.ok() || a.positionals().size() != 1 || !topOk || top < 1 || top > kMaxTop) {
        ctx.err << (!a.ok() ? a.error()
                        : !topOk || top < 1 || top > kMaxTop
                        ? QStringLiteral("--top must be a whole number from 1 to %1").arg(kMaxTop)
                        : QStringLiteral("search needs exactly one PLAN"))
                << "\nUsage: aiplanner-cli search PLAN [--top N] [--json]\n";
        return ExitUsage;
    }
    int exit = ExitOk;
    const std::optional<PerfInput> input
        = loadPerfInput(ctx, QStringLiteral("search"), a.positionals().constFirst(), &exit);
    if (!input)
        return exit;
    const Plan *plan = &input->plan;
    const ClusterHardware *cluster = &input->cluster;
    // The search keeps the members the plan sets, micro_batch included; it ranks the rest.
    const QList<StrategyResult> found = search(plan->workload, *cluster, top);
    if (found.isEmpty()) {
        ctx.err << "search: " << searchLimitError(plan->workload, *cluster) << "\n";
        return ExitInvalid;
    }
    if (a.flag(QStringLiteral("--json"))) {
        QJsonArray list;
        for (const StrategyResult &s : found) {
            QJsonObject o = toJson(s.result);
            o.insert(QStringLiteral("rank"), int(list.size()) + 1);
            list.append(o);
        }
        const QJsonObject root{{QStringLiteral("gpus"), cluster->totalGpus()}, {QStringLiteral("strategies"), list}};
        ctx.out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
        return ExitOk;
    }
    ctx.out << "Best strategies for " << (plan->name.isEmpty() ? QStringLiteral("the plan") : plan->name) << " on "
            << cluster->totalGpus() << " GPUs (" << cluster->nodes << " x " << cluster->name << ")\n\n";
    ctx.out << QStringLiteral("rank").rightJustified(4) << QStringLiteral("tp").rightJustified(4)
            << QStringLiteral("pp").rightJustified(4) << QStringLiteral("dp").rightJustified(6)
            << QStringLiteral("mb").rightJustified(4) << QStringLiteral("zero").rightJustified(5)
            << QStringLiteral("recompute").rightJustified(11) << QStringLiteral("sp").rightJustified(4)
            << QStringLiteral("v").rightJustified(3) << QStringLiteral("step (s)").rightJustified(12)
            << QStringLiteral("samples/s").rightJustified(12) << QStringLiteral("MFU").rightJustified(7)
            << QStringLiteral("mem/GPU").rightJustified(10) << "  bottleneck\n";
    int rank = 0;
    for (const StrategyResult &sr : found) {
        const Strategy &s = sr.strategy;
        const PerfResult &r = sr.result;
        ctx.out << QString::number(++rank).rightJustified(4) << QString::number(s.tp).rightJustified(4)
                << QString::number(s.pp).rightJustified(4) << QString::number(s.dp).rightJustified(6)
                << QString::number(s.microBatch).rightJustified(4) << QString::number(s.zero).rightJustified(5)
                << recomputeName(s.recompute).rightJustified(11)
                << (s.sequenceParallel ? QStringLiteral("yes") : QStringLiteral("no")).rightJustified(4)
                << QString::number(s.interleave).rightJustified(3)
                << QString::number(r.stepTimeS, 'f', 3).rightJustified(12)
                << QString::number(r.samplesPerS, 'f', 1).rightJustified(12)
                << (QString::number(100 * r.mfu, 'f', 1) + QLatin1Char('%')).rightJustified(7)
                << (QString::number(r.memory.totalBytes / 1e9, 'f', 1) + QStringLiteral(" GB")).rightJustified(10)
                << "  " << r.bottleneck << "\n";
    }
    return ExitOk;
}

} // namespace aip::cli
