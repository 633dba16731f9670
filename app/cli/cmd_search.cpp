// aiplanner-cli search PLAN [--top N] [--json]: the fastest parallel strategies that fit, for the plan's model on
// its cluster (model/perf strategy search). Members of the plan's parallelism that are set stay fixed.
#include "cli/cli.h"
#include "cli/cliargs.h"
#include "cli/clitext.h"
#include "cli/perfinput.h"
#include "perf/perfmodel.h"
#include "perf/pipelineschedule.h"
#include "perf/servingsearch.h"
#include "perf/workunit.h"
#include "validation/accuracy.h"
#include "validation/validationreport.h"

#include "common/logging.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace aip::cli {

namespace {

using namespace aip::perf;

constexpr int kDefaultTop = 10;
constexpr int kMaxTop = 10000;

// The text table's columns: header and width. The last column, the bottleneck in words, is not padded. Headers that
// are parameter names (tp, pp, dp, mb, zero, sp, v, MFU) are not marked for translation and read the same in Chinese.
struct Column {
    const char *header;
    int width;
};
const Column kColumns[] = {
    {QT_TRANSLATE_NOOP("cli", "rank"), 4},
    {"tp", 4},
    {"pp", 4},
    {"dp", 6},
    {"cp", 3},  // only when a listed strategy splits sequences (kCpColumn)
    {"ep", 4},  // only when a listed strategy spreads experts (kEpColumn)
    {"etp", 4}, // only when a listed strategy folds its experts (kEtpColumn; Strategy::etp)
    {"mb", 4},
    {"zero", 5},
    {QT_TRANSLATE_NOOP("cli", "recompute"), 11},
    {"sp", 4},
    {"v", 3},
    {QT_TRANSLATE_NOOP("cli", "trains"), 11}, // only for fine-tunes and offload (kTrainsColumn)
    {QT_TRANSLATE_NOOP("cli", "step (s)"), 12},
    {QT_TRANSLATE_NOOP("cli", "samples/s"), 12},
    {"MFU", 7},
    {QT_TRANSLATE_NOOP("cli", "mem/GPU"), 10},
    // The band of the strategy's regime in the validation report ("±9.2%"; "-" outside every regime): every row's
    // prediction with its error, as simulate prints the plan's.
    {QT_TRANSLATE_NOOP("cli", "error"), 8},
};

void printTable(QTextStream &out, const QLocale &l, const QList<StrategyResult> &found,
                const QList<validation::AccuracyBand> &accuracy)
{
    // The context-parallel column only when some strategy uses it (short-sequence tables read as before).
    constexpr int kCpColumn = 4, kEpColumn = 5, kEtpColumn = 6, kTrainsColumn = 12;
    auto any = [&](auto pred) { return std::any_of(found.begin(), found.end(), pred); };
    const bool showCp = any([](const StrategyResult &sr) { return sr.strategy.cp > 1; });
    // Expert parallelism and what trains (all weights, LoRA, QLoRA; "+cpu"/"+nvme" when the optimizer is offloaded).
    const bool showEp = any([](const StrategyResult &sr) { return sr.strategy.ep > 1; });
    const bool showEtp = any([](const StrategyResult &sr) { return sr.strategy.etp > 0; });
    const bool showTrains = any([](const StrategyResult &sr) {
        return sr.strategy.method != FineTuneMethod::Full || sr.strategy.offload != Offload::None;
    });
    auto shown = [&](int i) {
        return (i != kCpColumn || showCp) && (i != kEpColumn || showEp) && (i != kEtpColumn || showEtp)
            && (i != kTrainsColumn || showTrains);
    };
    for (int i = 0; i < int(std::size(kColumns)); ++i) {
        if (shown(i))
            out << padLeft(cliText(kColumns[i].header), kColumns[i].width);
    }
    out << "  " << QCoreApplication::translate("cli", "bottleneck") << "\n";
    for (qsizetype row = 0; row < found.size(); ++row) {
        const Strategy &s = found.at(row).strategy;
        const PerfResult &r = found.at(row).result;
        const validation::AccuracyBand &band = accuracy.at(row);
        const QString cells[] = {
            fixed(l, double(row + 1), 0),
            fixed(l, s.tp, 0),
            fixed(l, s.pp, 0),
            fixed(l, s.dp, 0),
            fixed(l, s.cp, 0),
            fixed(l, s.ep, 0),
            fixed(l, s.etp > 0 ? s.etp : s.tp, 0),
            fixed(l, s.microBatch, 0),
            s.hybrid() ? fixed(l, s.zero, 0) + QStringLiteral("h") : fixed(l, s.zero, 0),
            perf::recomputeLabel(s.recompute),
            s.sequenceParallel ? QCoreApplication::translate("cli", "yes") : QCoreApplication::translate("cli", "no"),
            fixed(l, s.interleave, 0),
            fineTuneMethodName(s.method)
                + (s.offload != Offload::None ? QLatin1Char('+') + offloadName(s.offload) : QString()),
            fixed(l, r.stepTimeS, 3),
            fixed(l, r.samplesPerS, 1),
            fixed(l, 100 * r.mfu, 1) + QLatin1Char('%'),
            fixed(l, r.memory.totalBytes / 1e9, 1) + QStringLiteral(" GB"),
            band.covered ? QStringLiteral("±") + fixed(l, band.bandPct, 1) + QLatin1Char('%') : QStringLiteral("-"),
        };
        static_assert(std::size(cells) == std::size(kColumns));
        for (int i = 0; i < int(std::size(kColumns)); ++i) {
            if (shown(i))
                out << padLeft(cells[i], kColumns[i].width);
        }
        out << "  " << r.bottleneck << "\n";
    }
}

// The strategy members the plan sets (the search keeps them unless --free), as the plan file names them.
QStringList fixedMembers(const Workload &w)
{
    QStringList out;
    if (w.parallelism) {
        const Parallelism &p = *w.parallelism;
        const std::pair<const char *, bool> members[] = {
            {"tp", bool(p.tp)},
            {"pp", bool(p.pp)},
            {"dp", bool(p.dp)},
            {"cp", bool(p.cp)},
            {"zero", bool(p.zero)},
            {"recompute", bool(p.recompute)},
            {"sequence_parallel", bool(p.sequenceParallel)},
            {"interleave", bool(p.interleave)},
            {"sharding", bool(p.sharding)},
            {"ep", bool(p.ep)},
            {"etp", bool(p.etp)},
            {"offload", bool(p.offload)},
        };
        for (const auto &[name, set] : members) {
            if (set)
                out.append(QLatin1String(name));
        }
    }
    if (w.microBatch)
        out.append(QStringLiteral("micro_batch"));
    return out;
}

// A serving candidate's keys common to language models and batch-served networks (search --json).
QJsonObject candidateJson(int rank, const ServingCandidate &c)
{
    return QJsonObject{{QStringLiteral("rank"), rank},
                       {QStringLiteral("tp"), c.tp},
                       {QStringLiteral("max_batch"), c.maxBatch},
                       {QStringLiteral("quantization"), c.quantization},
                       {QStringLiteral("gpus_needed"), c.result.gpusNeeded},
                       {QStringLiteral("replicas"), c.result.replicas},
                       {QStringLiteral("batch_per_replica"), c.result.batch},
                       {QStringLiteral("ttft_s"), c.result.ttftS},
                       {QStringLiteral("bottleneck"), servingBottleneckName(c.result.bottleneck)}};
}

void printCandidatesJson(Context &ctx, const QJsonArray &list)
{
    ctx.out << QString::fromUtf8(
        QJsonDocument(QJsonObject{{QStringLiteral("candidates"), list}}).toJson(QJsonDocument::Indented));
}

// A CNN or encoder served in batches: its number formats ranked (perf/servingsearch.h), in images or sequences.
int printBatchServing(Context &ctx, const QList<ServingCandidate> &found, perf::WorkUnit unit, bool json)
{
    const QString unitName = perf::workUnitName(unit);
    if (json) {
        QJsonArray list;
        for (qsizetype i = 0; i < found.size(); ++i) {
            const ServingCandidate &c = found[i];
            QJsonObject o = candidateJson(int(i) + 1, c);
            o.insert(QStringLiteral("latency_s"), c.result.ttftS);
            o.insert(QStringLiteral("samples_per_s"), c.result.samplesPerS);
            o.insert(QStringLiteral("samples_per_s_per_gpu"), c.tokensPerSPerGpu);
            o.insert(QStringLiteral("sample_unit"), unitName);
            list.append(o);
        }
        printCandidatesJson(ctx, list);
        return ExitOk;
    }
    ctx.out << (unit == perf::WorkUnit::Images
                    ? QCoreApplication::translate("cli",
                                                  "rank  format  GPUs  replicas  batch  latency (ms)  images/s/GPU")
                    : QCoreApplication::translate("cli",
                                                  "rank  format  GPUs  replicas  batch  latency (ms)  sequences/s/GPU"))
            << "\n";
    for (qsizetype i = 0; i < found.size(); ++i) {
        const ServingCandidate &c = found[i];
        ctx.out << QString::number(i + 1).rightJustified(4) << c.quantization.rightJustified(8)
                << QString::number(c.result.gpusNeeded).rightJustified(6)
                << QString::number(c.result.replicas).rightJustified(10)
                << QString::number(c.result.batch).rightJustified(7)
                << QString::number(c.result.ttftS * 1e3, 'f', 2).rightJustified(14)
                << QString::number(c.tokensPerSPerGpu, 'f', 0).rightJustified(14) << "\n";
    }
    return ExitOk;
}

// An inference plan (issue 20): tensor parallel, batch limit and quantisation ranked by perf/servingsearch.h.
int searchInference(Context &ctx, const PerfInput &input, int top, bool json)
{
    const QList<ServingCandidate> found = searchServing(input.plan.workload, input.cluster);
    if (found.isEmpty()) {
        ctx.err << "search: " << QCoreApplication::translate("cli", "no serving configuration meets the latency limits")
                << "\n";
        return ExitInvalid;
    }
    const qsizetype n = std::min<qsizetype>(found.size(), top);
    const perf::WorkUnit unit = perf::workUnit(input.plan.workload);
    if (unit != perf::WorkUnit::Tokens)
        return printBatchServing(ctx, found.mid(0, n), unit, json);
    if (json) {
        QJsonArray list;
        for (qsizetype i = 0; i < n; ++i) {
            const ServingCandidate &c = found[i];
            QJsonObject o = candidateJson(int(i) + 1, c);
            o.insert(QStringLiteral("tpot_s"), c.result.tpotS);
            o.insert(QStringLiteral("output_tokens_per_s"), c.result.outputTokensPerS);
            o.insert(QStringLiteral("output_tokens_per_s_per_gpu"), c.tokensPerSPerGpu);
            list.append(o);
        }
        printCandidatesJson(ctx, list);
        return ExitOk;
    }
    ctx.out << QCoreApplication::translate(
        "cli", "rank  tp  quant  batch limit  GPUs  replicas  batch  TTFT (ms)  TPOT (ms)  tok/s/GPU")
            << "\n";
    for (qsizetype i = 0; i < n; ++i) {
        const ServingCandidate &c = found[i];
        ctx.out << QString::number(i + 1).rightJustified(4) << QString::number(c.tp).rightJustified(4)
                << c.quantization.rightJustified(7)
                << (c.maxBatch > 0 ? QString::number(c.maxBatch) : QStringLiteral("-")).rightJustified(13)
                << QString::number(c.result.gpusNeeded).rightJustified(6)
                << QString::number(c.result.replicas).rightJustified(10)
                << QString::number(c.result.batch).rightJustified(7)
                << QString::number(c.result.ttftS * 1e3, 'f', 0).rightJustified(11)
                << QString::number(c.result.tpotS * 1e3, 'f', 1).rightJustified(11)
                << QString::number(c.tokensPerSPerGpu, 'f', 0).rightJustified(11) << "\n";
    }
    return ExitOk;
}

} // namespace

int cmdSearch(Context &ctx, const CliArgs &a)
{
    bool topOk = true;
    const int top
        = a.hasOption(QStringLiteral("--top")) ? a.option(QStringLiteral("--top")).toInt(&topOk) : kDefaultTop;
    if (!a.ok() || a.positionals().size() != 1 || !topOk || top < 1 || top > kMaxTop) {
        ctx.err << (!a.ok() ? a.error()
                        : !topOk || top < 1 || top > kMaxTop
                        ? QCoreApplication::translate("cli", "--top must be a whole number from 1 to %1").arg(kMaxTop)
                        : QCoreApplication::translate("cli", "search needs exactly one PLAN"))
                << "\n"
                << usageLine(QStringLiteral("aiplanner-cli search PLAN [--top N] [--free] [--json]")) << "\n";
        return ExitUsage;
    }
    int exit = ExitOk;
    const std::optional<PerfInput> input
        = loadPerfInput(ctx, QStringLiteral("search"), a.positionals().constFirst(), &exit);
    if (!input)
        return exit;
    if (input->plan.workload.kind == WorkloadKind::Inference)
        return searchInference(ctx, *input, top, a.flag(QStringLiteral("--json")));
    const Plan *plan = &input->plan;
    const ClusterHardware *cluster = &input->cluster;
    // The search keeps the members the plan sets, micro_batch included; it ranks the rest. --free opens them all.
    const bool free = a.flag(QStringLiteral("--free"));
    const QStringList fixedByPlan = free ? QStringList() : fixedMembers(plan->workload);
    const Workload workload = free ? perf::openStrategy(plan->workload) : plan->workload; // --free: all open again
    QElapsedTimer timer;
    timer.start();
    const QList<StrategyResult> found = search(workload, *cluster, top);
    qCDebug(lcSearch) << "the strategy search found" << found.size() << "in" << timer.elapsed() << "ms";
    if (found.isEmpty()) {
        ctx.err << "search: " << searchLimitError(workload, *cluster) << "\n";
        return ExitInvalid;
    }
    // The error band of each strategy's regime in the validation report (computed once per process), as simulate
    // reports it.
    const validation::ValidationReport &report = validation::validationReport(input->catalog);
    // A pipeline layout (workload.pipeline_layout) places the layers stage by stage: the search keeps to its pp x
    // interleave stages, --free included (it opens the parallelism, not the layout).
    const std::optional<PipelineLayout> layout = perf::pipelineLayout(workload);
    const int layoutStages = layout ? int(layout->stages.size()) : 0;
    QList<validation::AccuracyBand> accuracy;
    for (const StrategyResult &s : found)
        accuracy.append(validation::accuracyFor(workload, *cluster, s.result, report));
    if (a.flag(QStringLiteral("--json"))) {
        QJsonArray list;
        for (const StrategyResult &s : found) {
            QJsonObject o = toJson(s.result);
            o.insert(QStringLiteral("accuracy"), validation::toJson(accuracy.at(list.size())));
            o.insert(QStringLiteral("rank"), int(list.size()) + 1);
            list.append(o);
        }
        QJsonObject root{{QStringLiteral("gpus"), cluster->totalGpus()},
                         {QStringLiteral("strategies"), list},
                         {QStringLiteral("free"), free},
                         {QStringLiteral("fixed_by_plan"), QJsonArray::fromStringList(fixedByPlan)}};
        if (layoutStages > 0) // the plan's pipeline layout fixes pp x interleave, --free or not
            root.insert(QStringLiteral("pipeline_layout_stages"), layoutStages);
        ctx.out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
        return ExitOk;
    }
    ctx.out << QCoreApplication::translate("cli", "Best strategies for %1 on %2 GPUs (%3 x %4)")
                   .arg(plan->name.isEmpty() ? QCoreApplication::translate("cli", "the plan") : plan->name,
                        fixed(ctx.locale(), cluster->totalGpus(), 0), fixed(ctx.locale(), cluster->nodes, 0),
                        cluster->name)
            << "\n";
    if (!fixedByPlan.isEmpty())
        ctx.out << QCoreApplication::translate("cli",
                                               "The plan fixes %1: only strategies that keep them are ranked "
                                               "(--free searches every strategy).")
                       .arg(fixedByPlan.join(QStringLiteral(", ")))
                << "\n";
    if (layoutStages > 0)
        ctx.out << QCoreApplication::translate("cli",
                                               "The plan's pipeline_layout has %1 stages: only strategies with pp x "
                                               "interleave = %1 are ranked (remove the layout to search other "
                                               "pipelines).")
                       .arg(layoutStages)
                << "\n";
    ctx.out << "\n";
    printTable(ctx.out, ctx.locale(), found, accuracy);
    ctx.out << "\n"
            << QCoreApplication::translate("cli", "Model accuracy of strategy 1: %1")
                   .arg(validation::accuracyText(accuracy.constFirst()))
            << "\n";
    return ExitOk;
}

} // namespace aip::cli
