#include "perf/pipelineschedule.h"

#include "perf/datacomm.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace aip::perf {

namespace {

// The units (layers, or the balanced split's layers and two heads) stage c of n holds when they are dealt as evenly
// as they go, the first units mod n one more: AutoModel's chunks and the balanced split (pipelineschedule.h).
int dealtUnits(int units, int n, int c)
{
    return units / n + (c < units % n ? 1 : 0);
}

// DualPipe's middle-out split (busiestDualPipeRank()): ceil(L / p) layers on each middle stage, and the layers left
// for the two end stages together.
struct DualPipeSplit {
    double middle = 0, ends = 0;
};
DualPipeSplit dualPipeSplit(int layers, int pp)
{
    const int p = std::max(2, pp), l = std::max(0, layers);
    const double middle = std::ceil(double(l) / p);
    return {middle, std::max(0.0, l - (p - 2) * middle)};
}

} // namespace

bool dualPipeSchedule(const Workload &w)
{
    return w.extra.value(QStringLiteral("pipeline_schedule")).toString().toLower() == QLatin1String("dualpipe");
}

bool dualPipeRuns(bool dualPipeSchedule, const Strategy &s)
{
    return dualPipeSchedule && s.pp >= 2 && s.pp % 2 == 0 && s.interleave == 1;
}

PipelineCost pipelineCost(const Strategy &s, const PipelineStageWork &w, const CollectiveModel &collectives)
{
    PipelineCost c;
    // The busiest stage carries the embedding (first) or the output layer and loss (last); with one stage, both.
    // A DualPipe end rank holds both (pipelineschedule.h busiestDualPipeRank(), each at its share).
    c.headS = s.pp == 1 || w.dualPipe ? w.embeddingS + w.logitsS : std::max(w.embeddingS, w.logitsS);
    c.stagePerMicroS = w.layersS + c.headS + w.headCommS;
    if (s.pp <= 1)
        return c;
    const bool deepSpeed = deepSpeedPipelineEngine(s);
    const CommGroup pair{2, w.crossesNodes ? 1 : 2};
    const double p2p = collectives.time(Collective::SendRecv, w.boundaryBytes, pair);
    if (w.dualPipe) {
        // DualPipe (pipelineschedule.h): (PP/2 - 1)(F&B + B - 3W), F&B = the stage's F + B; the steady state's sends
        // hide under computation (Sec. 3.2.1), those of fill and drain do not.
        const double shares = std::max(0.0, 1 + w.backwardShare - 3 * w.weightGradShare);
        c.bubbleS = (s.pp / 2 - 1) * shares * c.stagePerMicroS;
        c.sendS = 2 * double(s.pp - 1) * p2p;
        return c;
    }
    const int v = deepSpeed ? 1 : std::max(1, s.interleave); // TrainSchedule has no virtual stages
    // 1F1B: (p-1) micro-batch slots of fill and drain at the pace of the slowest stage; interleaving v chunks
    // per GPU divides them by v (Narayanan et al. 2021, Sec. 2.2).
    c.bubbleS = double(s.pp - 1) / v * c.stagePerMicroS;
    // Activations (and their gradients) cross each stage boundary; with tensor parallelism each rank sends its 1/t
    // share and the receivers all-gather over NVLink (Narayanan et al. 2021, Sec. 4.1 "scatter/gather").
    // Blocking sends, each paying the link's latency (collectives.cpp) and its bandwidth: on the critical path
    // once per micro-batch and chunk forward and backward, plus the fill and drain.
    if (deepSpeed) {
        // DeepSpeed v0.5.3 (30537e7, 2021-09-16; the release before MT-NLG's announcement), runtime/pipe/: each
        // transfer is its own blocking op (p2p.py: dist.broadcast over a two-rank group), four per micro-batch on a
        // stage (schedule.py TrainSchedule: RecvActivation and SendGrad in a forward step, SendActivation and
        // RecvGrad in a backward step), where Megatron pairs them (send_forward_recv_backward). engine.py splits
        // the activation over the tensor-parallel ranks (is_pipe_partitioned) but sends the gradient whole
        // (is_grad_partitioned = False until e2fdd25, v0.5.4), and all-gathers over that group the received
        // activation (_exec_forward_pass) and, before receiving its gradient, the stage's own output
        // (_exec_recv_grads). An event simulation of TrainSchedule with rendezvous transfers puts 2m + p - 4
        // activation and as many gradient transfers and 3m + p - 5 all-gathers on the critical path (p >= 4); here
        // 2m + p - 1 and 3m + p - 1. From v0.5.4 the gradient is split as the activation is (deepSpeedPartitionsPipe
        // Grads()): each transfer the 1/tp share, and the receiving stage all-gathers it before its backward, one
        // gather more after each gradient transfer on the critical path.
        const double m = w.microBatches;
        const double transfers = 2 * m + s.pp - 1;
        const double gradBytes
            = w.deepSpeedGradsPartitioned ? w.boundaryBytes : std::max(w.fullBoundaryBytes, w.boundaryBytes);
        const double grad = collectives.time(Collective::SendRecv, gradBytes, pair);
        const double gathers = 3 * m + s.pp - 1 + (w.deepSpeedGradsPartitioned ? transfers : 0);
        c.sendS = transfers * (p2p + grad) + gathers * w.tpGatherS;
        return c;
    }
    if (w.commOverlap && v > 1) {
        // overlap_p2p_comm (ppCommOverlap()): the fill's and the flush's p - 1 sends each way stay on the critical
        // path; the steady state's 2 v m run beside the next chunk's forward or backward, hidden up to that chunk's
        // time (the shorter, the forward, is taken) and slowing it by kOverlapComputeSlowdown of the time they
        // overlap (datacomm.h: NCCL's kernels hold SMs beside the GEMMs, as for the data-parallel traffic).
        const double chunkForwardS = w.layersS / v * std::max(0.0, 1 - w.backwardShare);
        const double hidden = std::min(p2p, chunkForwardS);
        const double steady = 2 * double(v) * w.microBatches;
        c.sendS = 2 * double(s.pp - 1) * p2p + steady * (p2p - hidden + kOverlapComputeSlowdown * hidden);
        return c;
    }
    c.sendS = 2 * (double(v) * w.microBatches + s.pp - 1) * p2p;
    return c;
}

bool ppCommOverlap(const Workload &w)
{
    return w.extra.value(QStringLiteral("pp_comm_overlap")).toBool(false);
}

bool deepSpeedPartitionsPipeGrads(const Workload &workload)
{
    return workload.extra.value(QStringLiteral("deepspeed_pipe_grads")).toString() != QLatin1String("whole");
}

bool deepSpeedPipelineEngine(const Strategy &s)
{
    return s.pp > 1 && s.shardingImpl == ShardingImpl::DeepSpeed;
}

PipelineSplit pipelineSplit(const Workload &w)
{
    const QString split = w.extra.value(QStringLiteral("pipeline_split")).toString().toLower();
    if (split == QLatin1String("balanced"))
        return PipelineSplit::Balanced;
    if (split == QLatin1String("chunks"))
        return PipelineSplit::Chunks;
    return PipelineSplit::Uniform;
}

StageLayout busiestChunkedStage(int layers, int pp, int interleave, double layerS, double embeddingS, double logitsS)
{
    const int p = std::max(1, pp), v = std::max(1, interleave), l = std::max(0, layers);
    const int chunks = p * v;
    StageLayout busiest{0, false, false};
    double slowest = -1;
    for (int r = 0; r < p; ++r) {
        double held = 0;
        for (int j = 0; j < v; ++j)
            held += dealtUnits(l, chunks, r + j * p);
        const bool first = r == 0, last = r == p - 1;
        const double time = held * layerS + (first ? embeddingS : 0) + (last ? logitsS : 0);
        if (time > slowest) {
            slowest = time;
            busiest = {held, first, last};
        }
    }
    return busiest;
}

StageLayout busiestDualPipeRank(int layers, int pp, double layerS, double embeddingS, double logitsS)
{
    const int p = std::max(2, pp), l = std::max(0, layers);
    const auto [middle, ends] = dualPipeSplit(l, p); // ends: the layers of stages 0 and p - 1 together
    const StageLayout end{ends / 2, true, true, 0.5};
    if (p == 2 || (ends * layerS + embeddingS + logitsS) / 2 >= middle * layerS)
        return end;
    return {middle, false, false, 1};
}

std::optional<PipelineLayout> pipelineLayout(const Workload &w)
{
    const QJsonValue v = w.extra.value(QStringLiteral("pipeline_layout"));
    return v.isString() ? parsePipelineLayout(v.toString()) : std::nullopt;
}

QString pipelineLayoutProblem(const PipelineLayout &layout, int layers, int mtpLayers)
{
    if (layout.layers() != layers)
        return QCoreApplication::translate("aip::perf",
                                           "workload.pipeline_layout: it places %1 transformer layers ('t'); the model "
                                           "has %2")
            .arg(layout.layers())
            .arg(layers);
    if (layout.mtp() != mtpLayers)
        return QCoreApplication::translate("aip::perf",
                                           "workload.pipeline_layout: it places %1 multi-token prediction modules "
                                           "('m'); workload.model.mtp_layers is %2")
            .arg(layout.mtp())
            .arg(mtpLayers);
    return {};
}

bool layoutFitsStrategy(const PipelineLayout &layout, const Strategy &s)
{
    return qint64(std::max(1, s.pp)) * std::max(1, s.interleave) == layout.stages.size();
}

QString pipelineLayoutStagesProblem(const PipelineLayout &layout, int pp, int interleave)
{
    Strategy s;
    s.pp = pp;
    s.interleave = interleave;
    if (layoutFitsStrategy(layout, s))
        return {};
    return QCoreApplication::translate(
               "aip::perf",
               "workload.pipeline_layout: its %1 stages need pp x interleave = %1 (the plan has "
               "pp %2, interleave %3)")
        .arg(layout.stages.size())
        .arg(pp)
        .arg(interleave);
}

StageLayout busiestLayoutRank(const PipelineLayout &layout, int pp, bool dualPipe, double layerS, double mtpS,
                              double embeddingS, double logitsS)
{
    const int p = std::max(1, pp);
    const auto &stages = layout.stages;
    auto timeOf = [&](const StageLayout &r) {
        return r.layers * layerS + r.mtp.value_or(0) * mtpS
            + r.headShare * ((r.embedding ? embeddingS : 0) + (r.logits ? logitsS : 0));
    };
    StageLayout busiest{0, false, false, 1, 0.0};
    double slowest = -1;
    for (int r = 0; r < p; ++r) {
        StageLayout held{0, false, false, 1, 0.0};
        // DualPipe: rank r runs its stage for half the micro-batches and stage p - 1 - r for the other half.
        const double share = dualPipe ? 0.5 : 1;
        for (qsizetype c = 0; c < stages.size(); ++c) {
            if (dualPipe ? (c != r && c != p - 1 - r) : c % p != r)
                continue;
            held.layers += share * stages[c].layers;
            *held.mtp += share * stages[c].mtp;
            held.embedding = held.embedding || stages[c].embedding;
            held.logits = held.logits || stages[c].loss;
        }
        held.headShare = share;
        if (const double t = timeOf(held); t > slowest) {
            slowest = t;
            busiest = held;
        }
    }
    return busiest;
}

namespace {

// The stages a rank-by-rank count walks, one at a time and nothing built (the search evaluates thousands of
// strategies): a layout's, a non-uniform split's (splitPipelineLayout()) or DualPipe's middle-out split.
class Stages
{
public:
    Stages(const PipelineLayout *layout, PipelineSplit split, int layers, int mtpLayers, int stages, bool dualPipe)
        : m_layout(layout)
        , m_split(split)
        , m_layers(std::max(0, layers))
        , m_mtp(std::max(0, mtpLayers))
        , m_n(std::max(1, stages))
    {
        // The split deals its units (balanced: the embedding, the layers, the output layer) over the stages.
        m_units = m_split == PipelineSplit::Balanced ? m_layers + 2 : m_layers;
        if (!layout && dualPipe) {
            // busiestDualPipeRank(): ceil(L / p) from the middle out, the rest halved between the two ends.
            m_dualPipe = true;
            const DualPipeSplit d = dualPipeSplit(m_layers, m_n);
            m_middle = d.middle;
            m_ends = d.ends;
        }
    }
    // Whether there are stages to walk: a layout, DualPipe, or a balanced or chunked split.
    bool any() const { return m_layout || m_dualPipe || m_split != PipelineSplit::Uniform; }
    int count() const { return m_layout ? int(m_layout->stages.size()) : m_n; }
    double layers(int c) const
    {
        if (m_layout)
            return m_layout->stages[c].layers;
        if (m_dualPipe)
            return c == 0 || c == m_n - 1 ? m_ends / 2 : m_middle;
        const int held = dealtUnits(m_units, m_n, c);
        if (m_split != PipelineSplit::Balanced)
            return held;
        return std::max(0, held - (c == 0 ? 1 : 0) - (c == m_n - 1 ? 1 : 0));
    }
    int mtp(int c) const { return m_layout ? m_layout->stages[c].mtp : c == m_n - 1 ? m_mtp : 0; }
    bool embedding(int c) const { return m_layout ? m_layout->stages[c].embedding : c == 0; }
    bool loss(int c) const { return m_layout ? m_layout->stages[c].loss : c == m_n - 1; }

private:
    const PipelineLayout *m_layout = nullptr;
    PipelineSplit m_split = PipelineSplit::Uniform;
    int m_layers = 0, m_mtp = 0, m_n = 1, m_units = 0;
    bool m_dualPipe = false;
    double m_middle = 0, m_ends = 0;
};

} // namespace

std::optional<PipelineLayout> splitPipelineLayout(PipelineSplit split, int layers, int mtpLayers, int pp,
                                                  int interleave)
{
    const Stages stages(nullptr, split, layers, mtpLayers, std::max(1, pp) * std::max(1, interleave), false);
    if (!stages.any())
        return std::nullopt;
    PipelineLayout layout;
    layout.stages.resize(stages.count());
    for (int c = 0; c < stages.count(); ++c)
        layout.stages[c] = {int(stages.layers(c)), stages.mtp(c), stages.embedding(c), stages.loss(c)};
    return layout;
}

QList<RankHold> pipelineRankHolds(const PipelineLayout *layout, PipelineSplit split, int layers, int mtpLayers,
                                  const Strategy &s, bool dualPipe, int microBatches)
{
    const int p = std::max(1, s.pp);
    const bool dual = dualPipeRuns(dualPipe, s);
    const int v = dual ? 1 : std::max(1, s.interleave);
    const Stages stages(layout, dual || s.pp < 2 ? PipelineSplit::Uniform : split, layers, mtpLayers,
                        layout ? 0 : p * v, dual);
    if (!stages.any() || stages.count() != p * v)
        return {};
    const qint64 m = std::max(1, microBatches);
    QList<RankHold> ranks(p);
    for (int r = 0; r < p; ++r) {
        RankHold &h = ranks[r];
        auto hold = [&](int c, double inFlight) {
            const double l = stages.layers(c);
            const int mtp = stages.mtp(c);
            h.layers += l;
            h.mtp += mtp;
            h.embedding = h.embedding || stages.embedding(c);
            h.loss = h.loss || stages.loss(c);
            h.savedLayers += inFlight * l;
            h.savedMtp += inFlight * mtp;
        };
        if (dual) {
            const double half = std::max<qint64>(1, m / 2);
            hold(r, std::min<double>(p - r, half));
            hold(p - 1 - r, std::min<double>(r + 1, half));
            h.copies = 2;
            continue;
        }
        if (v == 1) {
            hold(r, double(std::min<qint64>(p - r, m)));
            continue;
        }
        // Interleaved: n forwards, the k-th on chunk (k mod g v) / g for groups of g = p micro-batches (all of them
        // when fewer): whole rounds of g v give each chunk g, and the rest fills the chunks in order, g each.
        const qint64 n = std::min<qint64>(m * v, 2 * qint64(p - r - 1) + qint64(v - 1) * p + 1);
        const qint64 g = std::min<qint64>(p, m), round = g * v, rounds = n / round, rest = n % round;
        for (int k = 0; k < v; ++k) {
            const qint64 extra = std::clamp<qint64>(rest - k * g, 0, g);
            hold(k * p + r, double(rounds * g + extra));
        }
    }
    return ranks;
}

QList<RankHold> pipelineRankHolds(const PipelineLayout *layout, int layers, int mtpLayers, const Strategy &s,
                                  bool dualPipe, int microBatches)
{
    return pipelineRankHolds(layout, PipelineSplit::Uniform, layers, mtpLayers, s, dualPipe, microBatches);
}

StageLayout busiestStage(int layers, int pp, bool balanced, double layerS, double headS)
{
    const int p = std::max(1, pp), l = std::max(0, layers);
    if (!balanced || p == 1)
        return {std::ceil(double(l) / p), true, true};
    const double units = std::ceil(double(l + 2) / p);
    const StageLayout end{std::clamp(units - 1, 0.0, double(l)), true, true};
    if (p == 2)
        return end;
    const StageLayout middle{std::min(units, double(l)), false, false};
    return middle.layers * layerS > end.layers * layerS + headS ? middle : end;
}

} // namespace aip::perf
