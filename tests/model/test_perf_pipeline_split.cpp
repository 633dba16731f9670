// How the layers are split over the pipeline stages (perf/pipelineschedule.h busiestStage(), workload
// `pipeline_split`): Megatron-LM's uniform split against the balanced one, where the embedding and the output layer
// each take a layer's place (BLOOM's Megatron-DeepSpeed partition, Llama 3 405B's layout), against hand counts.
#include "model/perffixture.h"
#include "perf/perfmodel.h"
#include "perf/pipelineschedule.h"
#include "perf/stepmodel.h"
#include "perf/stragglers.h"
#include "perf/transformerlayer.h"

#include <catch2/catch.hpp>

#include <QJsonValue>

#include <cmath>

namespace {

using namespace aip;
using namespace aip::perf;

// BLOOM 176B's shape and layout (bigscience-workshop/bigscience train/tr11-176B-ml/tr11-176B-ml.slurm): 70 layers,
// hidden 14336, 112 heads, 2,048 tokens, vocab padded to 250,880, TP 4 x PP 12 x DP 8, micro-batch 2, batch 2048,
// full recompute, ZeRO-1, on 48 eight-GPU nodes.
Workload bloom(bool balanced)
{
    Workload w = perftest::gptWorkload(70, 14336, 112, 2048, 250880, 2048);
    w.microBatch = 2;
    w.precision = Precision::Bf16;
    w.parallelism = perftest::fixedParallelism(4, 12, 8, 1, Recompute::Full, 1, false);
    w.extra.insert(QStringLiteral("attention"), QStringLiteral("standard"));
    if (balanced)
        w.extra.insert(QStringLiteral("pipeline_split"), QStringLiteral("balanced"));
    return w;
}

} // namespace

TEST_CASE("perf pipeline split: the busiest stage of a uniform and a balanced split, by hand")
{
    struct Case {
        const char *what;
        int layers, pp;
        bool balanced;
        double headS; // the head's time in layers (layerS = 1)
        double busiestLayers;
        bool busiestHead;
    };
    const Case cases[] = {
        // Uniform: ceil(70 / 12) = 6 layers and the head, whatever their times.
        {"uniform, BLOOM's 70 layers on 12 stages", 70, 12, false, 1.46, 6, true},
        // Balanced, BLOOM: 72 units over 12 stages, 6 each; the last holds 5 layers and the output layer. An output
        // layer of 1.46 layers' time (250,880 x 14,336 against a layer's 12 x 14,336^2 weights, at TP 4 both) makes
        // the last stage the slowest (6.46 against a middle stage's 6).
        {"balanced, BLOOM", 70, 12, true, 1.46, 5, true},
        // With a head of half a layer a middle stage's 6 layers set the pace.
        {"balanced, a light head", 70, 12, true, 0.5, 6, false},
        // Llama 3 405B (Dubey et al. 2024, Sec. 3.3.2): 126 layers + 2 = 128 chunks of one, 8 per GPU at PP 16 (in 8
        // interleaved chunks); the last GPU holds 7 layers and the output layer (about 0.6 of a layer), a middle one 8.
        {"balanced, Llama 3 405B", 126, 16, true, 0.6, 8, false},
        {"uniform, Llama 3 405B", 126, 16, false, 0.6, 8, true},
        // Uneven: 70 layers + 2 over 16 stages: at most 5 units a stage (72 / 16 = 4.5).
        {"balanced, uneven", 70, 16, true, 2.0, 4, true},
        // Two stages: both ends hold a head, 13 units each for 24 layers.
        {"balanced, two stages", 24, 2, true, 0.1, 12, true},
        // One stage: every layer and both heads.
        {"balanced, one stage", 24, 1, true, 0.1, 24, true},
    };
    for (const Case &c : cases) {
        INFO(c.what);
        const StageLayout s = busiestStage(c.layers, c.pp, c.balanced, 1.0, c.headS);
        CHECK(s.layers == c.busiestLayers);
        CHECK(s.head() == c.busiestHead);
    }
}

TEST_CASE("perf pipeline split: a balanced split is no slower than the uniform one when the head is a layer or more")
{
    // Counting the head as a layer can cost when the head is small (a middle stage may then hold one layer more than
    // the uniform split's), never when it takes a layer's time or more.
    for (int layers : {2, 7, 24, 70, 96, 126}) {
        for (int pp : {1, 2, 3, 4, 8, 12, 16}) {
            for (double head : {1.0, 1.43, 3.0}) {
                auto time = [&](bool balanced) {
                    const StageLayout s = busiestStage(layers, pp, balanced, 1.0, head);
                    return s.layers + (s.head() ? head : 0);
                };
                INFO(layers << " layers, pp " << pp << ", head " << head);
                CHECK(time(true) <= time(false) + 1e-12);
                if (pp >= 2) // no better than a perfect split of the layers and both heads
                    CHECK(time(true) >= (layers + 2 * head) / pp - 1e-12);
            }
        }
    }
}

TEST_CASE("perf pipeline split: BLOOM's stages under a balanced split, from two uniform ones")
{
    const PartCatalog catalog = perftest::catalog();
    QString error;
    const auto cluster = clusterFromPlan(perftest::dgxPlan(48, bloom(false)), catalog, &error);
    REQUIRE(cluster.has_value());
    for (const Recompute recompute : {Recompute::Full, Recompute::None}) {
        auto run = [&](int layers, bool balanced) {
            Workload w = bloom(balanced);
            w.model.layers = layers;
            w.parallelism->recompute = recompute;
            const PerfResult r = simulate(w, *cluster);
            REQUIRE(r.stepTimeS > 0);
            return r;
        };
        // The bubble is 11 of the busiest stage's micro-batches (1F1B, p = 12). Uniform: ceil(70 / 12) = 6 layers and
        // the head, ceil(82 / 12) = 7 and the head: one layer's stage time S and the head's H from the two.
        const PerfResult u6 = run(70, false), u7 = run(82, false), b = run(70, true);
        const double S = (u7.breakdown.ppBubbleS - u6.breakdown.ppBubbleS) / 11;
        const double H = u6.breakdown.ppBubbleS / 11 - 6 * S;
        REQUIRE(S > 0);
        REQUIRE(H > 0);
        // Balanced: 72 units, 6 a stage; the slower of a middle stage's 6 layers and the last's 5 and the head.
        INFO((recompute == Recompute::Full ? "full recompute" : "no recompute")
             << ": layer " << S << " s, head " << H << " s");
        CHECK(b.breakdown.ppBubbleS / 11 == Approx(std::max(6 * S, 5 * S + H)).epsilon(1e-9));
        CHECK(b.stepTimeS < u6.stepTimeS);
        // Recompute repeats the busiest stage's layers: 6 on a middle stage, 5 on the last.
        const double layersBusiest = 6 * S >= 5 * S + H ? 6 : 5;
        CHECK(b.breakdown.recomputeS == Approx(u6.breakdown.recomputeS * layersBusiest / 6).epsilon(1e-9));
        // Memory rank by rank (pipelineschedule.h pipelineRankHolds()): the stages the split makes, E + 5, ten of 6
        // and 5 + L, what the same stages spelled out as a layout need; less than the uniform split's closed form,
        // whose first stage holds 6 layers for 12 micro-batches (the balanced split's first rank 5, its second 6 for
        // 11). The hardware FLOPs are the whole model's.
        Workload spelled = bloom(false);
        spelled.parallelism->recompute = recompute;
        spelled.extra.insert(QStringLiteral("pipeline_layout"), QStringLiteral("Et*5|(t*6|)*10t*5L"));
        const PerfResult l = simulate(spelled, *cluster);
        REQUIRE(l.stepTimeS > 0);
        CHECK(b.memory.totalBytes == Approx(l.memory.totalBytes).epsilon(1e-12));
        CHECK(b.memory.totalBytes < u6.memory.totalBytes);
        CHECK(b.hardwareFlopsPerStep == Approx(u6.hardwareFlopsPerStep).epsilon(1e-12));
    }
}

TEST_CASE("perf pipeline split: AutoModel's chunks, by hand and never slower than the uniform split")
{
    // DeepSeek-V3, 61 layers in 32 chunks at PP 4 (nemo_automodel functional.py generate_hf_model_fqn_per_model_part:
    // the first 29 chunks two layers, the last 3 one; chunk c on rank c mod 4): ranks of 16, 15, 15 and 15 layers.
    // With a light output layer the first rank (16 layers and the embedding) sets the pace; with one of two layers'
    // time the last (15 and the output layer).
    StageLayout s = busiestChunkedStage(61, 4, 8, 1.0, 0.1, 0.5);
    CHECK(s.layers == 16);
    CHECK(s.embedding);
    CHECK_FALSE(s.logits);
    s = busiestChunkedStage(61, 4, 8, 1.0, 0.1, 2.0);
    CHECK(s.layers == 15);
    CHECK(s.logits);
    CHECK_FALSE(s.embedding);
    // Kimi K2, 61 layers in 32 chunks at PP 8: ranks 0-4 hold 8, ranks 5-7 hold 7; the last 7 and the output layer.
    s = busiestChunkedStage(61, 8, 4, 1.0, 0.1, 2.0);
    CHECK(s.layers == 7);
    CHECK(s.logits);
    s = busiestChunkedStage(61, 8, 4, 1.0, 0.1, 0.5);
    CHECK(s.layers == 8);
    // An even split: every rank the same, the output layer's rank the slowest.
    s = busiestChunkedStage(80, 4, 10, 1.0, 0.1, 0.5);
    CHECK(s.layers == 20);
    CHECK(s.logits);
    // One stage: every layer and both ends.
    s = busiestChunkedStage(24, 1, 1, 1.0, 0.1, 0.5);
    CHECK(s.layers == 24);
    CHECK(s.embedding);
    CHECK(s.logits);
    // The fullest rank holds ceil(L / p) layers, as the uniform split's every stage, and only one end's head: never
    // slower than the uniform split priced with the larger head.
    for (int layers : {7, 24, 61, 80, 126}) {
        for (int pp : {2, 3, 4, 8}) {
            for (int v : {1, 2, 4, 8}) {
                if (pp * v > layers)
                    continue;
                for (double logits : {0.2, 1.0, 3.0}) {
                    INFO(layers << " layers, pp " << pp << ", v " << v << ", output layer " << logits);
                    const StageLayout c = busiestChunkedStage(layers, pp, v, 1.0, 0.1, logits);
                    const StageLayout u = busiestStage(layers, pp, false, 1.0, logits);
                    const double chunked = c.layers + (c.embedding ? 0.1 : 0) + (c.logits ? logits : 0);
                    CHECK(chunked <= u.layers + logits + 1e-12);
                    CHECK(c.layers <= std::ceil(double(layers) / pp));
                }
            }
        }
    }
}

TEST_CASE("perf pipeline split: the chunks through the step model")
{
    const PartCatalog catalog = perftest::catalog();
    QString error;
    // The workload with one member set: its split, or a layout.
    auto runWith = [&](int layers, int interleave, const char *member, const char *value) {
        Workload w = perftest::gptWorkload(layers, 8192, 64, 4096, 128256, 64);
        w.microBatch = 1;
        w.precision = Precision::Bf16;
        w.parallelism = perftest::fixedParallelism(8, 4, 1, 1, Recompute::Full, interleave, true);
        w.extra.insert(QString::fromLatin1(member), QString::fromLatin1(value));
        const auto cluster = clusterFromPlan(perftest::dgxPlan(4, w, true), catalog, &error);
        REQUIRE(cluster.has_value());
        const PerfResult r = simulate(w, *cluster);
        REQUIRE(r.stepTimeS > 0);
        return r;
    };
    auto run = [&](int layers, int interleave, const char *split) {
        return runWith(layers, interleave, "pipeline_split", split);
    };
    // An even split (80 layers in 40 chunks): the last rank's 20 layers and the output layer, as the uniform split.
    CHECK(run(80, 10, "chunks").stepTimeS == Approx(run(80, 10, "uniform").stepTimeS).epsilon(1e-12));
    // 61 layers in 32 chunks: the fullest rank (16) holds the embedding, the last 15 and the output layer; the uniform
    // split prices 16 and the output layer. Faster, by less than one layer a micro-batch.
    const PerfResult c = run(61, 8, "chunks"), u = run(61, 8, "uniform");
    CHECK(c.stepTimeS < u.stepTimeS);
    CHECK(c.breakdown.ppBubbleS < u.breakdown.ppBubbleS);
    // Less than one layer's stage time (its compute, recompute and tensor-parallel collectives) a micro-batch.
    const auto stageWork
        = [](const PerfResult &r) { return r.breakdown.computeS + r.breakdown.recomputeS + r.breakdown.tpCommS; };
    CHECK(stageWork(u) - stageWork(c) > 0);
    CHECK(stageWork(u) - stageWork(c) <= stageWork(u) / 16);
    // Memory rank by rank: the chunks' stages (29 of 2 layers, 3 of 1) spelled out as a layout need the same; the
    // uniform split's closed form, which takes the first stage's weights with the last stage's activations and
    // logits, never less.
    CHECK(c.memory.totalBytes
          == Approx(runWith(61, 8, "pipeline_layout", "Et*2|(t*2|)*28t|t|tL").memory.totalBytes).epsilon(1e-12));
    CHECK(c.memory.totalBytes <= u.memory.totalBytes);
}

TEST_CASE("perf pipeline split: DualPipe pairs stage i with stage pp - 1 - i, by hand")
{
    // DeepSeek-V3 (61 layers, 16 stages; deepseek-ai/profile-data: chunks of 4 MoE layers): the middle stages hold
    // 4 each, the end stages the 5 left with the embedding and the output layer; each rank runs each of its stages for
    // half the micro-batches. A light head leaves the middle ranks' 4 layers the slowest: (5 + 0.1 + 1) / 2 = 3.05.
    StageLayout s = busiestDualPipeRank(61, 16, 1.0, 0.1, 1.0);
    CHECK(s.layers == 4);
    CHECK_FALSE(s.head());
    CHECK(s.headShare == 1);
    // An output end of 4 layers' time (a multi-token prediction module and a large vocabulary): (5 + 0.1 + 4) / 2.
    s = busiestDualPipeRank(61, 16, 1.0, 0.1, 4.0);
    CHECK(s.layers == 2.5);
    CHECK(s.embedding);
    CHECK(s.logits);
    CHECK(s.headShare == 0.5);
    // 64 layers: 8 on the end pair, (8 + heads) / 2 above a middle rank's 4.
    s = busiestDualPipeRank(64, 16, 1.0, 0.1, 0.2);
    CHECK(s.layers == 4);
    CHECK(s.head());
    // Two stages: one pair holds everything.
    s = busiestDualPipeRank(24, 2, 1.0, 0.1, 0.5);
    CHECK(s.layers == 12);
    CHECK(s.head());
    // Fewer layers than the middle stages' share: the end pair holds none of them.
    s = busiestDualPipeRank(5, 8, 1.0, 0.1, 3.0);
    CHECK(s.layers == 0);
    CHECK(s.head());
    // Never slower than the uniform split's busiest stage (ceil(L / p) layers and the larger head), never faster
    // than every layer and both heads spread evenly.
    for (int layers : {2, 7, 24, 61, 64, 126}) {
        for (int pp : {2, 4, 8, 16}) {
            for (double logits : {0.1, 1.0, 4.0}) {
                INFO(layers << " layers, pp " << pp << ", output end " << logits);
                const StageLayout d = busiestDualPipeRank(layers, pp, 1.0, 0.1, logits);
                const double time = d.layers + d.headShare * ((d.embedding ? 0.1 : 0) + (d.logits ? logits : 0));
                CHECK(time <= std::ceil(double(layers) / pp) + std::max(0.1, logits) + 1e-12);
                CHECK(time >= (layers + 0.1 + logits) / pp - 1e-12);
            }
        }
    }
}

TEST_CASE("perf pipeline split: DualPipe's end ranks through the step model")
{
    // 30 and 32 layers on 8 DualPipe stages, 4 layers a middle stage: the end pair holds 6 (30) or 8 (32) with both
    // heads. At 30 a middle rank's 4 layers set the pace, at 32 an end rank's 4 layers and half of each head: the
    // difference is half the heads a micro-batch.
    const PartCatalog catalog = perftest::catalog();
    QString error;
    auto run = [&](int layers) {
        Workload w = perftest::gptWorkload(layers, 4096, 32, 4096, 50257, 64);
        w.microBatch = 1;
        w.precision = Precision::Bf16;
        w.parallelism = perftest::fixedParallelism(1, 8, 1, 1, Recompute::None, 1, false);
        w.extra.insert(QStringLiteral("pipeline_schedule"), QStringLiteral("dualpipe"));
        const auto cluster = clusterFromPlan(perftest::dgxPlan(1, w, true), catalog, &error);
        REQUIRE(cluster.has_value());
        const PerfResult r = simulate(w, *cluster);
        REQUIRE(r.ok());
        return r;
    };
    const PerfResult r30 = run(30), r32 = run(32);
    Workload w = perftest::gptWorkload(30, 4096, 32, 4096, 50257, 64);
    w.precision = Precision::Bf16;
    const ModelArch arch = perftest::resolved(w.model);
    const StepModel model(arch, w, perftest::dgxCluster(1, true));
    const HeadCost head = transformerHeadCost(arch, LayerShape{1, 1, false, true}, model.rates());
    const double straggler = 1 + stragglerSlowdown(8);
    CHECK(r32.breakdown.computeS - r30.breakdown.computeS
          == Approx(straggler * 64 * (head.embeddingS + head.logitsS) / 2).epsilon(1e-6));
}
