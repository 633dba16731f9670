#include "perf/perfmodel.h"

#include "perf/bottleneck.h"
#include "perf/datacomm.h"
#include "perf/finetune.h"
#include "perf/goodput.h"
#include "perf/memorymodel.h"
#include "perf/strategysearch.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace aip::perf {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aip::perf", text);
}

PerfResult failure(PerfStatus status, const QString &error)
{
    PerfResult r;
    r.status = status;
    r.error = error;
    return r;
}

PerfResult makeResult(const StepModel &model, const Workload &w, const Strategy &s, const StepEstimate &e)
{
    PerfResult r;
    const ModelArch &a = model.arch();
    const ClusterHardware &c = model.cluster();
    r.strategy = s;
    r.strategy.gradAccum = e.microBatches;
    r.stepTimeS = e.stepS;
    r.breakdown = e.breakdown;
    r.memory = e.memory;
    r.isTransformer = a.isTransformer();
    if (a.isTransformer()) {
        const QString named = w.extra.value(QStringLiteral("attention")).toString();
        r.attentionKernelDefault = named.isEmpty();
        r.attentionKernel = !model.flashAttention()                ? QStringLiteral("standard")
            : !named.isEmpty()                                     ? named
            : model.attentionKernel() == FlashKernel::HopperNative ? QStringLiteral("flash3")
                                                                   : QStringLiteral("flash");
    }
    r.gpusUsed = s.gpus();
    r.paramsCount = a.parameters();
    const double batch = double(model.globalBatch());
    r.samplesPerS = e.stepS > 0 ? batch / e.stepS : 0;
    r.tokensPerS = a.isTransformer() ? r.samplesPerS * a.seqLen : 0;
    r.modelFlopsPerStep = model.modelFlopsPerStep(s.method);
    r.hardwareFlopsPerStep = e.hardwareFlops;
    r.peakTflopsPerGpu = model.rates().peakFlops() / 1e12;
    if (e.stepS > 0 && r.gpusUsed > 0) {
        // Model FLOPs per GPU as the name says (issue 16); the hardware figure counts recompute (Megatron's).
        r.modelTflopsPerGpu = r.modelFlopsPerStep / (e.stepS * r.gpusUsed) / 1e12;
        r.hardwareTflopsPerGpu = e.hardwareFlops / (e.stepS * r.gpusUsed) / 1e12;
        r.mfu = r.peakTflopsPerGpu > 0 ? r.modelFlopsPerStep / (e.stepS * r.gpusUsed) / (r.peakTflopsPerGpu * 1e12) : 0;
    }
    if (a.isTransformer() && w.tokensToTrain && r.tokensPerS > 0)
        r.timeToTrainS = *w.tokensToTrain / r.tokensPerS;
    else if (w.samplesToTrain && r.samplesPerS > 0)
        r.timeToTrainS = *w.samplesToTrain / r.samplesPerS;
    const int gpn = std::max(1, c.gpusPerNode);
    const double nodesUsed = double(r.gpusUsed) / gpn; // a partial node draws its share
    // Goodput over the whole run: checkpoints of weights and optimizer states, failures and restarts.
    const GoodputEstimate g
        = estimateGoodput(w.goodput, checkpointBytes(a, w, s.method), r.gpusUsed, int(std::ceil(nodesUsed)),
                          c.checkpointWriteBytesPerS, c.gpu.architecture);
    r.goodput = g.goodput;
    r.checkpointWriteS = g.checkpointWriteS;
    if (r.timeToTrainS) {
        r.wallClockToTrainS = *r.timeToTrainS / g.goodput;
        r.gpuHours = *r.wallClockToTrainS * r.gpusUsed / 3600;
    }
    r.energyPerStepJ = c.nodePowerW * nodesUsed * e.stepS;
    r.bottleneck = describeBottleneck(model, s, e);
    r.status = e.memory.fits ? PerfStatus::Ok : PerfStatus::DoesNotFit;
    if (!e.memory.fits)
        r.error = tr("does not fit: %1 GB per GPU needed, %2 GB available")
                      .arg(e.memory.totalBytes / 1e9, 0, 'f', 1)
                      .arg(e.memory.capacityBytes / 1e9, 0, 'f', 1);
    return r;
}

// Every member of the strategy is in the plan: nothing to search.
bool everythingGiven(const Workload &w)
{
    if (!w.microBatch || !w.parallelism || !w.parallelism->isComplete())
        return false;
    const Parallelism &p = *w.parallelism;
    if (w.finetune && !w.finetune->method)
        return false; // the search chooses the fine-tuning method
    return p.zero && p.recompute && p.sequenceParallel && p.interleave;
}

// The sharding members of a strategy that the plan sets (the search does not choose the implementation). Hybrid
// sharding without a group shards inside a node (PyTorch FSDP HYBRID_SHARD's default).
void applySharding(const std::optional<Parallelism> &p, int gpusPerNode, Strategy &s)
{
    if (!p)
        return;
    if (p->shardingImpl)
        s.shardingImpl = *p->shardingImpl;
    if (p->sharding == Sharding::Hybrid)
        s.shardGroup = p->shardGroup.value_or(std::max(1, gpusPerNode / std::max(1, s.tp * s.cp)));
}

// The ranks a plan's expert parallelism spans per data-parallel rank: with parallel folding (etp dividing tp) the
// fold's (tp / etp) x cp, else 1 (ep divides dp itself). 0 where the plan leaves tp unset or etp does not divide it.
int expertFoldPerDataRank(const Parallelism &p)
{
    if (!p.etp)
        return 1;
    if (!p.tp || *p.etp <= 0 || *p.tp % *p.etp != 0)
        return 0;
    return *p.tp / *p.etp * std::max(1, p.cp.value_or(1));
}

// Expert parallelism the plan fixes: a mixture of experts, ep dividing the expert count and dp, or with parallel
// folding (etp) the fold's (tp / etp) x cp x dp ranks.
QString expertParallelProblem(const ModelArch &a, const Parallelism &p)
{
    const int ep = p.ep.value_or(1);
    if (p.etp && !a.isMoe())
        return tr("workload.parallelism.etp: expert tensor parallelism needs a mixture-of-experts model (experts > 0)");
    if (ep <= 1)
        return {};
    if (!a.isMoe())
        return tr("workload.parallelism.ep: expert parallelism needs a mixture-of-experts model (experts > 0)");
    if (p.etp) {
        const int fold = expertFoldPerDataRank(p);
        if (a.experts % ep != 0 || (fold > 0 && p.dp && qint64(fold) * *p.dp % ep != 0))
            return tr("workload.parallelism.ep: must divide the experts (%1) and (tp / etp) x cp x dp").arg(a.experts);
        return {};
    }
    if (a.experts % ep != 0 || (p.dp && *p.dp % ep != 0))
        return tr("workload.parallelism.ep: must divide the experts (%1) and dp").arg(a.experts);
    return {};
}

// DeepSpeed's pipeline engine with sharded gradients: its PipelineEngine refuses ZeRO stages 2 and 3
// (deepspeed/runtime/pipe/engine.py, PipelineEngine.__init__: assert zero_optimization_stage() < 2, "ZeRO-2 and ZeRO-3
// are incompatible with pipeline parallelism").
QString deepSpeedPipelineProblem(const Parallelism &p)
{
    if (p.shardingImpl != ShardingImpl::DeepSpeed || p.pp.value_or(1) <= 1 || p.zero.value_or(0) < 2)
        return {};
    return tr("workload.parallelism: DeepSpeed's pipeline engine runs ZeRO stage 0 or 1 only (ZeRO-2 and ZeRO-3 are "
              "incompatible with its pipeline parallelism); use pp 1, zero 1, or another sharding_impl");
}

Strategy givenStrategy(const Workload &w, int gpusPerNode)
{
    const Parallelism &p = *w.parallelism;
    Strategy s;
    s.tp = *p.tp;
    s.pp = *p.pp;
    s.dp = *p.dp;
    s.microBatch = *w.microBatch;
    s.zero = p.zero.value_or(0);
    s.interleave = p.interleave.value_or(1);
    s.recompute = p.recompute.value_or(Recompute::None);
    s.sequenceParallel = p.sequenceParallel.value_or(false);
    s.cp = p.cp.value_or(1);
    s.ep = p.ep.value_or(1);
    s.etp = p.etp.value_or(0);
    s.offload = p.offload.value_or(Offload::None);
    if (w.finetune)
        s.method = w.finetune->method.value_or(FineTuneMethod::Lora);
    applySharding(w.parallelism, gpusPerNode, s);
    return s;
}

} // namespace

PerfResult simulate(const Workload &workload, const ClusterHardware &cluster)
{
    QString error;
    const std::optional<ModelArch> arch = resolveModel(workload.model, &error);
    if (!arch)
        return failure(PerfStatus::InvalidWorkload, error);
    if (cluster.totalGpus() <= 0 || cluster.gpusPerNode <= 0)
        return failure(PerfStatus::InvalidWorkload, tr("the cluster has no GPUs"));
    // A pipeline layout names the model's layers and MTP modules stage by stage (pipelineschedule.h).
    const std::optional<PipelineLayout> layout = arch->isTransformer() ? pipelineLayout(workload) : std::nullopt;
    if (layout) {
        if (const QString bad = pipelineLayoutProblem(*layout, arch->layers, arch->mtpLayers); !bad.isEmpty())
            return failure(PerfStatus::InvalidWorkload, bad);
    }
    if (workload.parallelism && workload.parallelism->isComplete()) {
        const Parallelism &p = *workload.parallelism;
        const int cp = p.cp.value_or(1);
        const long long need = qint64(*p.tp) * cp * *p.pp * *p.dp;
        if (need > cluster.totalGpus())
            return failure(PerfStatus::TooManyGpus,
                           cp > 1 ? tr("the parallelism needs %1 GPUs (tp %2 x cp %3 x pp %4 x dp %5); the cluster "
                                       "has %6")
                                        .arg(need)
                                        .arg(*p.tp)
                                        .arg(cp)
                                        .arg(*p.pp)
                                        .arg(*p.dp)
                                        .arg(cluster.totalGpus())
                                  : tr("the parallelism needs %1 GPUs (tp %2 x pp %3 x dp %4); the cluster has %5")
                                        .arg(need)
                                        .arg(*p.tp)
                                        .arg(*p.pp)
                                        .arg(*p.dp)
                                        .arg(cluster.totalGpus()));
        if (cp > 1 && arch->seqLen % cp != 0)
            return failure(PerfStatus::InvalidWorkload,
                           tr("workload.parallelism.cp: must divide the sequence length (%1)").arg(arch->seqLen));
        if (const QString bad = expertParallelProblem(*arch, p); !bad.isEmpty())
            return failure(PerfStatus::InvalidWorkload, bad);
        if (const QString bad = deepSpeedPipelineProblem(p); !bad.isEmpty())
            return failure(PerfStatus::InvalidWorkload, bad);
        if (layout) {
            if (const QString bad = pipelineLayoutStagesProblem(*layout, *p.pp, p.interleave.value_or(1));
                !bad.isEmpty())
                return failure(PerfStatus::InvalidWorkload, bad);
        }
        if (!arch->isTransformer() && (*p.tp > 1 || *p.pp > 1))
            return failure(PerfStatus::InvalidWorkload,
                           tr("workload.parallelism: convolutional and diffusion models run data parallel only "
                              "(tp = pp = 1)"));
    }
    const StepModel model(*arch, workload, cluster);
    if (everythingGiven(workload)) {
        const Strategy s = givenStrategy(workload, cluster.gpusPerNode);
        const StepEstimate e = model.evaluate(s);
        // A strategy the step model cannot run has no step time: say so rather than report 0 s as a result.
        if (!e.valid)
            return failure(PerfStatus::InvalidWorkload,
                           tr("workload: the plan's strategy cannot run this model (fine-tuning adapters and "
                              "offload are for transformers; expert parallelism needs a mixture of experts whose "
                              "experts and data-parallel ranks it divides)"));
        return makeResult(model, workload, s, e);
    }
    Candidate closest;
    closest.estimate.valid = false;
    const std::vector<Candidate> found
        = searchStrategies(model, workload.parallelism, workload.microBatch, 1, &error, &closest);
    if (found.empty()) {
        if (closest.estimate.valid) {
            PerfResult r = makeResult(model, workload, closest.strategy, closest.estimate);
            r.strategySearched = true;
            return r;
        }
        return failure(PerfStatus::NoStrategy, error);
    }
    PerfResult r = makeResult(model, workload, found.front().strategy, found.front().estimate);
    r.strategySearched = true;
    return r;
}

Workload openStrategy(Workload workload)
{
    const std::optional<ShardingImpl> impl = workload.parallelism ? workload.parallelism->shardingImpl : std::nullopt;
    workload.parallelism.reset();
    if (impl) {
        Parallelism p;
        p.shardingImpl = impl;
        workload.parallelism = p;
    }
    workload.microBatch.reset();
    return workload;
}

QList<StrategyResult> search(const Workload &workload, const ClusterHardware &cluster, int top)
{
    QList<StrategyResult> out;
    const std::optional<ModelArch> arch = resolveModel(workload.model, nullptr);
    if (!arch || cluster.totalGpus() <= 0)
        return out;
    const StepModel model(*arch, workload, cluster);
    QString error;
    const std::vector<Candidate> found
        = searchStrategies(model, workload.parallelism, workload.microBatch, std::max(1, top), &error);
    for (const Candidate &c : found) {
        PerfResult r = makeResult(model, workload, c.strategy, c.estimate);
        r.strategySearched = true;
        out.append({r.strategy, r});
    }
    return out;
}

QString recomputeLabel(Recompute r)
{
    switch (r) {
    case Recompute::None: return tr("none");
    case Recompute::Selective: return tr("selective");
    case Recompute::Full: return tr("full");
    }
    return recomputeName(r);
}

QString zeroLabel(const Strategy &s, Precision precision)
{
    return deepSpeedBf16Optimizer(s, precision) ? tr("%1 (DeepSpeed BF16_Optimizer)").arg(s.zero)
                                                : QString::number(s.zero);
}

QString attentionKernelLabel(const QString &kernel)
{
    if (kernel == QLatin1String("flash3"))
        return tr("cuDNN / FlashAttention-3"); // short enough for the Workload panel's list at 1366 px
    if (kernel == QLatin1String("flash"))
        return tr("FlashAttention-2");
    if (kernel == QLatin1String("flash_varlen"))
        return tr("FlashAttention-2 on unpadded tokens");
    if (kernel == QLatin1String("flash_triton"))
        return tr("FlashAttention in Triton");
    if (kernel == QLatin1String("flash1"))
        return tr("FlashAttention 1");
    if (kernel == QLatin1String("standard"))
        return tr("Unfused softmax");
    return kernel;
}

QString searchLimitError(const Workload &workload, const ClusterHardware &cluster)
{
    QString error;
    const std::optional<ModelArch> arch = resolveModel(workload.model, &error);
    if (!arch)
        return error;
    if (cluster.totalGpus() <= 0)
        return tr("the cluster has no GPUs");
    const StepModel model(*arch, workload, cluster);
    const std::vector<Candidate> found = searchStrategies(model, workload.parallelism, workload.microBatch, 1, &error);
    return found.empty() ? error : QString();
}

QList<CollectiveRow> collectiveReport(const ClusterHardware &cluster, int ranks)
{
    QList<CollectiveRow> rows;
    const int n = ranks > 0 ? ranks : cluster.totalGpus();
    if (n <= 0)
        return rows;
    const CollectiveModel model(cluster);
    const CommGroup group{n, std::min(n, std::max(1, cluster.gpusPerNode))};
    // nccl-tests' usual sweep: -b 8 -e 8G -f 4 (8 B ... 8 GiB, every factor of four).
    for (Collective c : {Collective::AllReduce, Collective::ReduceScatter, Collective::AllGather, Collective::AllToAll,
                         Collective::SendRecv}) {
        const CommGroup g = c == Collective::SendRecv ? CommGroup{2, n > cluster.gpusPerNode ? 1 : 2} : group;
        for (double bytes = 8; bytes <= 8.6e9; bytes *= 4) {
            CollectiveRow row;
            row.collective = collectiveName(c);
            row.ranks = g.ranks;
            row.bytes = bytes;
            row.timeS = model.time(c, bytes, g);
            row.algbwGBs = row.timeS > 0 ? bytes / row.timeS / 1e9 : 0;
            row.busbwGBs = row.algbwGBs * busFactor(c, g.ranks);
            row.tier = model.tier(g);
            rows.append(row);
        }
    }
    return rows;
}

QList<ScalingPoint> scalingCurve(const Workload &workload, const ClusterHardware &cluster)
{
    QList<ScalingPoint> points;
    // One node (a DGX, an NVL72 rack): the job on 1, 2, 4, ... of its GPUs and on all of them. More nodes: the
    // plan's nodes on 1, 2, 4, ... and all of them.
    const bool withinNode = cluster.nodes == 1 && cluster.gpusPerNode > 1;
    const int upTo = withinNode ? cluster.gpusPerNode : cluster.nodes;
    QList<int> counts;
    for (int n = 1; n < upTo && counts.size() < 24; n *= 2)
        counts.append(n);
    if (upTo > 0)
        counts.append(upTo);
    Workload w = workload;
    const bool keepLayout = w.parallelism && w.parallelism->tp && w.parallelism->pp;
    double basePerGpu = 0;
    for (int n : counts) {
        ClusterHardware c = cluster;
        if (withinNode) {
            // A job given n of the node's GPUs: their links are the node's, the node's drives and host memory are
            // there for it, and, as for any job on part of a node, it gets the CPU cores that go with its GPUs
            // (StepModel::inputPipelineS) and draws its share of the node's power (makeResult's energy).
            const double share = double(n) / cluster.gpusPerNode;
            c.gpusPerNode = n;
            c.cpuCoresPerNode = int(std::lround(cluster.cpuCoresPerNode * share));
            c.nodePowerW = cluster.nodePowerW * share;
        } else {
            c.nodes = n;
        }
        if (w.parallelism) {
            if (keepLayout) {
                // The layout over every GPU of the point: dp fills them (tp x pp x cp a replica), rounded down to
                // what expert parallelism takes (ep dividing dp, or with folding (tp / etp) x cp x dp) -- an NVL72's
                // 72 GPUs run ep 64 on 64 of them, as the plan itself does.
                const Parallelism &p = *w.parallelism;
                const int cp = std::max(1, p.cp.value_or(1));
                const int fill = std::max(1, c.totalGpus() / (*p.tp * *p.pp * cp));
                const int ep = std::max(1, p.ep.value_or(1));
                const int unit = ep / std::gcd(ep, std::max(1, expertFoldPerDataRank(p)));
                w.parallelism->dp = fill >= unit ? fill / unit * unit : fill;
            } else {
                w.parallelism->dp.reset();
            }
        }
        ScalingPoint p;
        p.nodes = c.nodes;
        p.gpus = c.totalGpus();
        p.result = simulate(w, c);
        if (p.result.ok() && p.result.gpusUsed > 0) {
            const double perGpu = p.result.samplesPerS / p.result.gpusUsed;
            if (basePerGpu <= 0)
                basePerGpu = perGpu;
            p.scalingEfficiency = basePerGpu > 0 ? perGpu / basePerGpu : 0;
        }
        points.append(p);
    }
    return points;
}

} // namespace aip::perf
