// Memory rank by rank where the pipeline's stages differ (perf/pipelineschedule.h pipelineRankHolds(),
// perf/memorymodel.h RankHold): the micro-batches each rank holds in flight under 1F1B, the interleaved schedule and
// DualPipe, counted by hand from Megatron-LM's warm-up rule and DeepSeek-V3's Table 2, and the memory of the rank that
// needs the most, composed by hand from the memory model's parts.
#include "model/perffixture.h"
#include "perf/memorymodel.h"
#include "perf/moe.h"
#include "perf/perfmodel.h"
#include "perf/pipelineschedule.h"
#include "plan/pipelinelayout.h"
#include "support/testsupport.h"

#include <algorithm>

namespace {

using namespace aip;
using namespace aip::perf;

Strategy pipeline(int pp, int interleave = 1)
{
    Strategy s;
    s.tp = 1;
    s.pp = pp;
    s.dp = 1;
    s.interleave = interleave;
    s.microBatch = 1;
    s.zero = 1;
    s.recompute = Recompute::None;
    return s;
}

QList<RankHold> holds(const char *layout, const Strategy &s, int microBatches, bool dualPipe = false)
{
    const std::optional<PipelineLayout> l = parsePipelineLayout(QLatin1String(layout));
    REQUIRE(l);
    return pipelineRankHolds(&*l, l->layers(), l->mtp(), s, dualPipe, microBatches);
}

// A GPT of `layers` layers on one DGX H100, pp stages of tp 1, 64 sequences a step, one a micro-batch; a vocabulary
// of 32,000, so that the output layer's logits weigh less than a stage's in-flight layers.
Workload gpt(int layers, int pp)
{
    Workload w = perftest::gptWorkload(layers, 4096, 32, 4096, 32000, 64);
    w.precision = Precision::Bf16;
    w.microBatch = 1;
    w.parallelism = perftest::fixedParallelism(1, pp, 8 / pp, 1, Recompute::None, 1, false);
    return w;
}

MemoryBreakdown memoryOf(const Workload &w)
{
    const PerfResult r = simulate(w, perftest::dgxCluster(1, true));
    INFO(r.error.toStdString());
    REQUIRE(r.ok());
    return r.memory;
}

} // namespace

TEST_CASE("pipeline memory: the micro-batches each rank holds, by hand")
{
    SECTION("1F1B: rank r has run min(p - r, m) forwards at its first backward")
    {
        const QList<RankHold> r = holds("Et|tt|ttt|tL", pipeline(4), 8);
        REQUIRE(r.size() == 4);
        const double layers[] = {1, 2, 3, 1}, saved[] = {4 * 1, 3 * 2, 2 * 3, 1 * 1};
        for (int i = 0; i < 4; ++i) {
            INFO(i);
            CHECK(r[i].layers == layers[i]);
            CHECK(r[i].savedLayers == saved[i]);
            CHECK(r[i].copies == 1);
        }
        CHECK(r[0].embedding);
        CHECK_FALSE(r[0].loss);
        CHECK(r[3].loss);
        CHECK_FALSE(r[3].embedding);
        // Fewer micro-batches than stages: no rank holds more than there are.
        const QList<RankHold> one = holds("Et|tt|ttt|tL", pipeline(4), 2);
        CHECK(one[0].savedLayers == 2 * 1);
        CHECK(one[1].savedLayers == 2 * 2);
        CHECK(one[2].savedLayers == 2 * 3);
        CHECK(one[3].savedLayers == 1 * 1);
    }
    SECTION("interleaved: 2 (p - r - 1) + (v - 1) p + 1 forwards, the k-th on chunk (k mod p v) / p")
    {
        // p 2, v 2, m 4. Rank 0 holds stages 0 (E + 3) and 2 (2 layers): 5 forwards, chunks 0, 0, 1, 1, 0. Rank 1
        // holds stages 1 (1) and 3 (1 + L): 3 forwards, chunks 0, 0, 1.
        const QList<RankHold> r = holds("Ettt|t|tt|tL", pipeline(2, 2), 4);
        REQUIRE(r.size() == 2);
        CHECK(r[0].layers == 5);
        CHECK(r[0].savedLayers == 3 * 3 + 2 * 2);
        CHECK(r[1].layers == 2);
        CHECK(r[1].savedLayers == 2 * 1 + 1 * 1);
        CHECK(r[1].loss);
        // Alike chunks: Korthikanti et al.'s p (1 + (p - 1) / (p v)) micro-batches of a stage's layers on rank 0.
        const QList<RankHold> even = holds("Etttt|tttt|tttt|tttt|tttt|tttt|tttt|ttttL", pipeline(4, 2), 64);
        CHECK(even[0].savedLayers == Approx(4 * (1 + 3.0 / 8) * 8));
        // Every micro-batch's forward already run: m v of them.
        const QList<RankHold> few = holds("Ettt|t|tt|tL", pipeline(2, 2), 1);
        CHECK(few[0].savedLayers == 3 + 2);
    }
    SECTION("DualPipe: stages r and p - 1 - r, p + 1 micro-batch stages in all, both stages' weights")
    {
        // 14 layers and one MTP module on 4 stages, no layout: the middle stages 4 layers each, the end stages 3 each
        // (busiestDualPipeRank()'s middle-out split), 8 micro-batches (4 from each end).
        Strategy s = pipeline(4);
        const QList<RankHold> r = pipelineRankHolds(nullptr, 14, 1, s, true, 8);
        REQUIRE(r.size() == 4);
        CHECK(r[0].layers == 6);
        CHECK(r[0].mtp == 1);
        CHECK(r[0].embedding);
        CHECK(r[0].loss);
        CHECK(r[0].savedLayers == 4 * 3 + 1 * 3);
        CHECK(r[0].savedMtp == 1);
        CHECK(r[1].layers == 8);
        CHECK(r[1].savedLayers == 3 * 4 + 2 * 4);
        CHECK(r[1].savedLayers / 4 == 4 + 1); // Table 2: PP + 1
        for (const RankHold &h : r)
            CHECK(h.copies == 2);
        // A layout under DualPipe pairs its stages the same way.
        const QList<RankHold> l = holds("Ett|tttt|tttt|tttL", s, 8, true);
        CHECK(l[0].layers == 2 + 3);
        CHECK(l[0].savedLayers == 4 * 2 + 1 * 3);
    }
    SECTION("nothing where the closed form holds, or the layout is not the strategy's")
    {
        CHECK(pipelineRankHolds(nullptr, 16, 0, pipeline(4), false, 8).isEmpty());
        CHECK(holds("Et|tt|ttt|tL", pipeline(2), 8).isEmpty());
        // DualPipe needs an even number of stages and no interleaving (dualPipeRuns()).
        CHECK(pipelineRankHolds(nullptr, 15, 0, pipeline(3), true, 8).isEmpty());
    }
}

TEST_CASE("pipeline memory: the rank that needs the most, composed by hand")
{
    const ModelArch a = perftest::preset("llama2-7b");
    Strategy s = pipeline(2);
    s.dp = 4;
    const int micro = 16;
    // Rank 0: the embedding and 6 layers, 2 micro-batches in flight; rank 1: 3 layers and the output layer, one.
    RankHold first, last;
    first.layers = 6;
    first.embedding = true;
    first.savedLayers = 12;
    last.layers = 3;
    last.loss = true;
    last.savedLayers = 3;
    const PrecisionBytes pb = precisionBytes(Precision::Bf16);
    const double layer = layerParametersPerGpu(a, 1), vocab = double(a.vocab) * a.hidden;
    const double perLayer = savedLayerActivationBytes(a, s, Precision::Bf16, true);
    const double logits = lossPeakBytesPerLogit(LossImpl::Standard, 2) * a.seqLen * double(a.vocab);
    auto total = [&](double params, double activations) {
        return params * (pb.weights + pb.gradients) + zeroShardedParams(params, 0, s) * pb.optimizer + activations
            + frameworkReservedBytes();
    };
    // Llama's output layer is its own (untied), on the last rank.
    const double t0 = total(6 * layer + vocab, 12 * perLayer), t1 = total(3 * layer + vocab, 3 * perLayer + logits);
    const QList<RankHold> ranks{first, last};
    const MemoryBreakdown m = transformerMemory(a, s, Precision::Bf16, true, micro, 1e12,
                                                SelectiveRecompute::CoreAttention, LossImpl::Standard, true, &ranks);
    CHECK(m.totalBytes == Approx(std::max(t0, t1)));
    CHECK(m.activationsBytes == Approx(t0 > t1 ? 12 * perLayer : 3 * perLayer + logits));
    // Each rank alone is its own answer.
    const QList<RankHold> onlyLast{last};
    CHECK(transformerMemory(a, s, Precision::Bf16, true, micro, 1e12, SelectiveRecompute::CoreAttention,
                            LossImpl::Standard, true, &onlyLast)
              .totalBytes
          == Approx(t1));
    // DualPipe's two copies of a stage shard its optimizer states between them.
    RankHold pair = first;
    pair.copies = 2;
    const QList<RankHold> paired{pair};
    CHECK(transformerMemory(a, s, Precision::Bf16, true, micro, 1e12, SelectiveRecompute::CoreAttention,
                            LossImpl::Standard, true, &paired)
              .optimizerBytes
          == Approx(zeroShardedParams(6 * layer + vocab, 0, s) * pb.optimizer / 2));
}

TEST_CASE("pipeline memory: a layout's heavier first rank is what the plan needs")
{
    // 9 layers on 2 stages: the uniform split counts ceil(9 / 2) = 5 on each; a layout of 6 and 3 puts one more layer,
    // held for 2 micro-batches, on the first rank, which needs the most (its 2 micro-batches in flight outweigh the
    // last rank's logits).
    Workload w = gpt(9, 2);
    const MemoryBreakdown uniform = memoryOf(w);
    w.extra.insert(QStringLiteral("pipeline_layout"), QStringLiteral("Et*6|t*3L"));
    const MemoryBreakdown heavy = memoryOf(w);
    CHECK(heavy.totalBytes > uniform.totalBytes);
    // The same 5 and 4 layers as a layout: the first rank's, what the closed form takes here.
    w.extra.insert(QStringLiteral("pipeline_layout"), QStringLiteral("Et*5|t*4L"));
    const MemoryBreakdown spelled = memoryOf(w);
    CHECK(spelled.totalBytes == Approx(uniform.totalBytes).epsilon(1e-12));
    // One layer more on the first rank: its weights and states once, its activations twice.
    CHECK(heavy.activationsBytes == Approx(spelled.activationsBytes * 6 / 5));
    CHECK(heavy.weightsBytes > spelled.weightsBytes);
}

TEST_CASE("pipeline memory: the balanced and chunked splits as stages, by hand")
{
    CHECK_FALSE(splitPipelineLayout(PipelineSplit::Uniform, 16, 0, 4, 1));
    // Llama 3 405B (Dubey et al. 2024 Sec. 3.3.2): 126 layers and the two heads in 16 x 8 chunks of one unit; the first
    // chunk holds only the embedding, the last only the output layer.
    std::optional<PipelineLayout> l = splitPipelineLayout(PipelineSplit::Balanced, 126, 0, 16, 8);
    REQUIRE(l);
    REQUIRE(l->stages.size() == 128);
    CHECK(l->stages[0].embedding);
    CHECK(l->stages[0].layers == 0);
    CHECK(l->stages[127].loss);
    CHECK(l->stages[127].layers == 0);
    CHECK(l->layers() == 126);
    for (int c = 1; c < 127; ++c)
        CHECK(l->stages[c].layers == 1);
    // BLOOM 176B: 70 layers and the two embeddings, 6 units on each of 12 stages.
    l = splitPipelineLayout(PipelineSplit::Balanced, 70, 0, 12, 1);
    REQUIRE(l);
    CHECK(l->stages[0].layers == 5);
    CHECK(l->stages[5].layers == 6);
    CHECK(l->stages[11].layers == 5);
    CHECK(l->layers() == 70);
    // AutoModel's chunks: 30 layers in 4 x 2 chunks, the first 6 of 4 and the last 2 of 3; an MTP module with the loss.
    l = splitPipelineLayout(PipelineSplit::Chunks, 30, 1, 4, 2);
    REQUIRE(l);
    CHECK(l->stages[0].layers == 4);
    CHECK(l->stages[5].layers == 4);
    CHECK(l->stages[6].layers == 3);
    CHECK(l->stages[7].layers == 3);
    CHECK(l->stages[7].mtp == 1);
    CHECK(l->stages[7].loss);
    CHECK(l->layers() == 30);
    // The first rank of Llama 3 405B's layout holds 7 layers (its 8 chunks less the embedding's) where the uniform
    // split counts ceil(126 / 16) = 8, and 112 layer micro-batches in flight at m = 16: 143 forwards, its embedding
    // chunk's 16 + 15 and each of its 7 one-layer chunks' 16, not 8 x (16 + 15 / 8) = 143 layers.
    Strategy s = pipeline(16, 8);
    const PipelineLayout llama = *splitPipelineLayout(PipelineSplit::Balanced, 126, 0, 16, 8);
    const QList<RankHold> r = pipelineRankHolds(&llama, 126, 0, s, false, 16);
    REQUIRE(r.size() == 16);
    CHECK(r[0].layers == 7);
    CHECK(r[0].savedLayers == 7 * 16);
}

TEST_CASE("pipeline memory: the interleaved last rank holds (v - 1) p + 1 chunks, not one micro-batch")
{
    // 8 layers on 2 ranks of 2 chunks, a vocabulary of 512,000: the last rank's logits and its 3 chunks in flight (2
    // of its first chunk, 1 of its loss chunk: 6 layers) are what the plan needs, where the closed form had counted its
    // stage's 4 layers once. The closed form and the rank-by-rank count of the same stages spelled out as a layout
    // agree.
    Workload w = perftest::gptWorkload(8, 4096, 32, 4096, 512000, 64);
    w.precision = Precision::Bf16;
    w.microBatch = 1;
    w.parallelism = perftest::fixedParallelism(1, 2, 4, 1, Recompute::None, 2, false);
    const MemoryBreakdown closed = memoryOf(w);
    w.extra.insert(QStringLiteral("pipeline_layout"), QStringLiteral("Et*2|t*2|t*2|t*2L"));
    const MemoryBreakdown ranks = memoryOf(w);
    CHECK(closed.activationsBytes == Approx(ranks.activationsBytes).epsilon(1e-12));
    // The closed form takes the weights of the first stage (its learned positions) with the last stage's
    // activations; rank by rank, each rank's own.
    CHECK(closed.totalBytes >= ranks.totalBytes);
    // The last rank's 6 layers and its logits, by hand.
    const std::optional<ModelArch> a = resolveModel(w.model, nullptr);
    REQUIRE(a);
    const PerfResult r = simulate(w, perftest::dgxCluster(1, true));
    REQUIRE(r.ok());
    const double perLayer = savedLayerActivationBytes(*a, r.strategy, Precision::Bf16, true);
    const double logits = lossPeakBytesPerLogit(LossImpl::Standard, 2) * 4096 * 512000.0;
    CHECK(ranks.activationsBytes == Approx(6 * perLayer + logits));
}
