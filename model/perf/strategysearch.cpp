#include "perf/strategysearch.h"
#include "perf/moe.h"
#include "perf/pipelineschedule.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace aip::perf {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aip::perf", text);
}

std::vector<int> powersOfTwoUpTo(int limit)
{
    std::vector<int> out;
    for (int v = 1; v <= limit && v > 0; v *= 2)
        out.push_back(v);
    return out;
}

std::vector<int> divisorsUpTo(int n, qint64 limit)
{
    std::vector<int> out;
    for (int d = 1; d <= n && d <= limit; ++d) {
        if (n % d == 0)
            out.push_back(d);
    }
    return out;
}

// Fastest first; strategies within a part in a million of each other (recompute that costs nothing with flash
// attention, ZeRO stages whose traffic hides under compute) rank by memory, the safer choice.
bool faster(const Candidate &a, const Candidate &b)
{
    const double ta = a.estimate.stepS, tb = b.estimate.stepS;
    if (std::abs(ta - tb) > 1e-6 * std::max(ta, tb))
        return ta < tb;
    return a.estimate.memory.totalBytes < b.estimate.memory.totalBytes;
}

// Sequences at least this long are where context parallelism pays (Megatron-Core recommends it from 8k tokens;
// Llama 3 trains with cp from 8k and uses it for its 128k stage, Dubey et al. 2024 Sec. 3.3.2).
constexpr int kContextParallelMinSeq = 8192;
// Strategies within this share of the fastest count as a tie and rank by simplicity: 2%, the run-to-run spread
// of published throughput figures (Narayanan et al. 2021 report their Table 1 to three digits).
constexpr double kNearTie = 0.02;
// Extra candidates kept beyond `top` so that near-ties can be re-ranked.
constexpr int kTiePool = 32;

} // namespace

int strategyComplexity(const Strategy &s)
{
    // Each parallel dimension in use is one more thing to set up and debug; hybrid sharding and interleaving one
    // more each. ZeRO-3 (every layer's weights over the network in every pass) counts as three, so that 3D
    // parallelism, even interleaved, wins a near-tie against ZeRO-3 with or without tensor parallelism.
    int c = (s.tp > 1) + (s.cp > 1) + (s.pp > 1) + (s.dp > 1);
    c += s.zero >= 3 ? 3 : 0;
    c += s.hybrid() ? 1 : 0;
    c += s.interleave > 1 ? 1 : 0;
    c += s.ep > 1 ? 1 : 0;
    c += s.etp > 0 && s.etp < s.tp ? 1 : 0; // a folded expert layout: a second set of groups
    c += s.offload != Offload::None ? 1 : 0;
    return c;
}

namespace {

// Fastest first, except that among strategies within kNearTie of the fastest remaining one the simplest goes first.
void rankNearTies(std::vector<Candidate> &pool)
{
    std::vector<Candidate> out;
    out.reserve(pool.size());
    std::vector<bool> taken(pool.size(), false);
    for (size_t done = 0; done < pool.size(); ++done) {
        size_t first = 0;
        while (taken[first])
            ++first;
        const double limit = pool[first].estimate.stepS * (1 + kNearTie);
        size_t pick = first;
        for (size_t i = first + 1; i < pool.size() && pool[i].estimate.stepS <= limit; ++i) {
            if (!taken[i] && strategyComplexity(pool[i].strategy) < strategyComplexity(pool[pick].strategy))
                pick = i;
        }
        taken[pick] = true;
        out.push_back(pool[pick]);
    }
    pool.swap(out);
}

template<typename T>
std::vector<T> fixedOr(const std::optional<T> &value, std::vector<T> choices)
{
    if (value)
        return {*value};
    return choices;
}

} // namespace

std::vector<Candidate> searchStrategies(const StepModel &model, const std::optional<Parallelism> &fixed,
                                        std::optional<int> fixedMicroBatch, int top, QString *error, Candidate *closest)
{
    std::vector<Candidate> best;
    const ModelArch &a = model.arch();
    const ClusterHardware &c = model.cluster();
    const qint64 gpus = qint64(std::max(0, c.gpusPerNode)) * std::max(0, c.nodes);
    if (gpus <= 0) {
        if (error)
            *error = tr("the cluster has no GPUs");
        return best;
    }
    if (gpus > kMaxSearchGpus) {
        if (error)
            *error = tr("the cluster is too large to search (%1 GPUs; at most %2): give the parallelism in the plan")
                         .arg(gpus)
                         .arg(kMaxSearchGpus);
        return best;
    }
    // A pipeline layout that does not name the model's layers and modules runs no strategy: say why, not that none
    // fits in memory.
    const PipelineLayout *layout = model.pipelineLayout();
    if (layout) {
        if (const QString bad = pipelineLayoutProblem(*layout, a.layers, a.mtpLayers); !bad.isEmpty()) {
            if (error)
                *error = bad;
            return best;
        }
    }
    const Parallelism p = fixed.value_or(Parallelism{});
    const qint64 batch = model.globalBatch();
    const int gpn = std::max(1, c.gpusPerNode);

    // Choices per dimension. Tensor parallelism stays inside a node and divides the heads (Megatron-LM);
    // networks that are not transformers run data parallel only.
    std::vector<int> tps, pps, mbs;
    if (a.isTransformer()) {
        for (int t : powersOfTwoUpTo(gpn)) {
            if (a.heads % t == 0 && a.kvHeads % std::min(t, a.kvHeads) == 0)
                tps.push_back(t);
        }
        pps = divisorsUpTo(a.layers, gpus);
        // A pipeline layout fixes the stages: pp divides their count, the rest are interleaved (pipelineschedule.h
        // layoutFitsStrategy()); pp 1 only for a layout of one stage.
        if (layout) {
            const int stages = int(layout->stages.size());
            pps.clear();
            for (int d : divisorsUpTo(stages, gpus)) {
                if (d > 1 || stages == 1)
                    pps.push_back(d);
            }
        }
        mbs = {1, 2, 4, 8};
    } else {
        tps = {1};
        pps = {1};
        mbs = powersOfTwoUpTo(512);
    }
    // Sequence parallelism splits the norms and residuals over the tensor-parallel group (Korthikanti et al. 2022,
    // Sec. 4.2.2): a plan that asks for it and leaves tp open asks for tp > 1, when the model allows one.
    if (p.sequenceParallel.value_or(false) && !p.tp && tps.size() > 1)
        tps.erase(tps.begin());
    tps = fixedOr(p.tp, tps);
    pps = fixedOr(p.pp, pps);
    mbs = fixedOr(fixedMicroBatch, mbs);
    const std::vector<int> zeros = fixedOr(p.zero, std::vector<int>{0, 1, 2, 3});
    const std::vector<Recompute> recomputes
        = fixedOr(p.recompute,
                  a.isTransformer() ? std::vector<Recompute>{Recompute::None, Recompute::Selective, Recompute::Full}
                                    : std::vector<Recompute>{Recompute::None, Recompute::Full});
    const std::vector<int> interleaves = {1, 2, 3, 4, 6, 8};
    // Context parallelism only for long sequences, and not when the plan fixes the GPU layout without it.
    std::vector<int> cps{1};
    if (p.cp) {
        cps = {*p.cp};
    } else if (a.isTransformer() && a.seqLen >= kContextParallelMinSeq && !(p.tp && p.pp && p.dp)) {
        for (int v : {2, 4, 8, 16}) {
            if (a.seqLen % v == 0 && v <= gpus)
                cps.push_back(v);
        }
    }
    const int keep = top + kTiePool;
    // A fine-tune whose plan leaves the method open tries all weights, LoRA and QLoRA, with and without offloading
    // the optimizer to host memory (NVMe only when the plan asks); a mixture of experts tries every expert-parallel
    // degree that divides its experts (perf/moe.h).
    std::vector<FineTuneMethod> methods{FineTuneMethod::Full};
    if (model.fineTuneMethod())
        methods = {*model.fineTuneMethod()};
    else if (model.isFineTune() && a.isTransformer())
        methods = {FineTuneMethod::Full, FineTuneMethod::Lora, FineTuneMethod::Qlora};
    std::vector<Offload> offloads{Offload::None};
    if (p.offload)
        offloads = {*p.offload};
    else if (model.isFineTune() && a.isTransformer())
        offloads = {Offload::None, Offload::Cpu};
    std::vector<int> eps{1};
    if (p.ep) {
        eps = {*p.ep};
    } else if (a.isMoe()) {
        for (int v = 2; v <= a.experts && v <= gpus; v *= 2) {
            if (a.experts % v == 0)
                eps.push_back(v);
        }
    }
    // The experts' own tensor-parallel degree (Strategy::etp): the plan's, or for a mixture of experts both the
    // unfolded layout (0: experts over tp) and Megatron-Core's parallel folding at etp 1 (whole experts on a GPU),
    // the layout its MoE report recommends for fine-grained experts; only where tp > 1 do they differ.
    std::vector<int> etps{0};
    if (p.etp)
        etps = {*p.etp};
    else if (a.isMoe())
        etps = {0, 1};

    const qint64 space = qint64(tps.size()) * cps.size() * pps.size() * mbs.size() * zeros.size() * recomputes.size()
        * 2 * 2 * (p.interleave ? 1 : interleaves.size()) * methods.size() * offloads.size() * eps.size() * etps.size();
    if (space > kMaxSearchEvaluations) {
        if (error)
            *error = tr("the strategy space is too large to search (%1 candidates): give more of the parallelism")
                         .arg(space);
        return best;
    }

    // Divisors of the global batch, for the data-parallel degree (trial division: at most 10^6 steps).
    std::vector<qint64> batchDivisors;
    if (!p.dp) {
        if (batch > kMaxSearchBatch) {
            if (error)
                *error = tr("the global batch is too large to search (%1; at most %2): give dp in the plan")
                             .arg(batch)
                             .arg(kMaxSearchBatch);
            return best;
        }
        std::vector<qint64> high;
        for (qint64 d = 1; d * d <= batch; ++d) {
            if (batch % d == 0) {
                batchDivisors.push_back(d);
                if (d != batch / d)
                    high.push_back(batch / d);
            }
        }
        batchDivisors.insert(batchDivisors.end(), high.rbegin(), high.rend());
    }

    double closestBytes = -1;
    auto consider = [&](const Strategy &s) {
        const MemoryBreakdown mem = model.memory(s);
        if (!mem.fits) {
            if (closest && (closestBytes < 0 || mem.totalBytes < closestBytes)) {
                closestBytes = mem.totalBytes;
                closest->strategy = s;
                closest->estimate = model.evaluate(s, &mem);
            }
            return;
        }
        const StepEstimate e = model.evaluate(s, &mem);
        if (!e.valid)
            return;
        Candidate cand{s, e};
        if (int(best.size()) >= keep && !faster(cand, best.back()))
            return;
        auto at = std::upper_bound(best.begin(), best.end(), cand, faster);
        best.insert(at, cand);
        if (int(best.size()) > keep)
            best.pop_back();
    };
    // Sharding layouts for a ZeRO stage: full, and (ZeRO-3, unless the plan says) hybrid inside a node.
    auto shardGroups = [&](int zero, int tp, int cp, int dp) {
        std::vector<int> groups{0};
        if (zero < 1)
            return groups;
        const int inNode = std::max(1, gpn / (tp * cp));
        if (p.sharding) {
            const int g = p.sharding == Sharding::Hybrid ? p.shardGroup.value_or(inNode) : 0;
            return std::vector<int>{g > 0 && g < dp && dp % g == 0 ? g : 0};
        }
        if (zero >= 3 && inNode > 1 && inNode < dp && dp % inNode == 0)
            groups.push_back(inNode);
        return groups;
    };

    std::vector<int> vs = fixedOr(p.interleave, interleaves);
    if (layout && !p.interleave) { // the layout's stages over each pp tried
        vs.clear();
        for (int pp : pps) {
            const int v = int(layout->stages.size() / std::max(1, pp));
            if (std::find(vs.begin(), vs.end(), v) == vs.end())
                vs.push_back(v);
        }
    }
    for (int tp : tps) {
        const std::vector<bool> sps = p.sequenceParallel ? std::vector<bool>{*p.sequenceParallel}
            : tp > 1                                     ? std::vector<bool>{false, true}
                                                         : std::vector<bool>{false};
        for (int cp : cps)
            for (int pp : pps) {
                if (qint64(tp) * cp * pp > gpus)
                    continue;
                // Data parallelism: all the GPUs left, or the most of them that divides the batch.
                std::vector<int> dps;
                if (p.dp) {
                    dps = {*p.dp};
                } else {
                    const qint64 limit = gpus / (qint64(tp) * cp * pp);
                    auto at = std::upper_bound(batchDivisors.begin(), batchDivisors.end(), limit);
                    if (at != batchDivisors.begin())
                        dps = {int(*(at - 1))};
                }
                for (int dp : dps) {
                    if (qint64(tp) * cp * pp * dp > gpus)
                        continue;
                    for (int mb : mbs) {
                        if (!fixedMicroBatch && !p.dp && batch % (qint64(dp) * mb) != 0)
                            continue;
                        const qint64 micro = std::max<qint64>(1, (batch + qint64(dp) * mb - 1) / (qint64(dp) * mb));
                        for (int zero : zeros) {
                            // DeepSpeed refuses ZeRO-2/3 with pipeline parallelism (gradients and weights sharded
                            // across micro-batches in flight); Megatron's distributed optimizer is stage 1.
                            if (zero >= 2 && pp > 1 && !p.zero)
                                continue;
                            for (int group : shardGroups(zero, tp, cp, dp))
                                for (Recompute rc : recomputes) {
                                    for (bool sp : sps) {
                                        for (int v : vs) {
                                            // Interleaving splits each stage's layers into v chunks and needs the
                                            // micro-batches in multiples of pp (Megatron-LM schedules.py).
                                            if (layout) {
                                                // The layout's stages are pp x v, whatever the layer count.
                                                if (qint64(pp) * v != layout->stages.size()
                                                    || (v > 1 && micro % pp != 0))
                                                    continue;
                                            } else if (v > 1 && !p.interleave
                                                       && (pp == 1 || a.layers % (pp * v) != 0 || micro % pp != 0)) {
                                                continue;
                                            }
                                            Strategy s;
                                            s.tp = tp;
                                            s.pp = pp;
                                            s.dp = dp;
                                            s.microBatch = mb;
                                            s.zero = zero;
                                            s.recompute = rc;
                                            s.sequenceParallel = sp;
                                            s.interleave = v;
                                            s.gradAccum = int(std::min<qint64>(micro, 1 << 30));
                                            s.cp = cp;
                                            s.shardGroup = group;
                                            if (p.shardingImpl) // unset: Strategy's own default
                                                s.shardingImpl = *p.shardingImpl;
                                            for (FineTuneMethod method : methods)
                                                for (Offload offload : offloads)
                                                    for (int ep : eps)
                                                        for (int etp : etps) {
                                                            s.ep = ep;
                                                            s.etp = etp;
                                                            // etp 1 at tp 1 is the unfolded layout: tried once
                                                            if ((etp == 1 && tp == 1 && !p.etp)
                                                                || !expertLayoutValid(a, s))
                                                                continue;
                                                            s.method = method;
                                                            s.offload = offload;
                                                            consider(s);
                                                        }
                                        }
                                    }
                                }
                        }
                    }
                }
            }
    }
    if (best.empty() && error)
        *error = tr("no parallel strategy fits the model in the GPUs' memory");
    rankNearTies(best);
    if (int(best.size()) > top)
        best.resize(size_t(top));
    return best;
}

} // namespace aip::perf
