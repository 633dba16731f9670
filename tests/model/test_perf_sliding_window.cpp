// Sliding-window attention (workload.model.sliding_window and sliding_window_share; perf/modelarch.h windowSpan(),
// cachedTokens()): the windowed layers' causal attention over the window's band in training and prefill, and the keys
// and values they keep and read in decode. GPT-OSS (OpenAI 2025, arXiv 2508.10925) alternates windows of 128 with the
// whole sequence; checked against its model card's parameter counts and hand counts of the band.
#include "model/perffixture.h"
#include "perf/inference.h"
#include "perf/moe.h"
#include "perf/transformerlayer.h"
#include "plan/planfile.h"
#include "support/testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace {

using namespace aip;
using namespace aip::perf;

LayerCost layerCost(const ModelArch &a)
{
    const ComputeRates rates(perftest::a100Sxm(), Precision::Bf16);
    return transformerLayerCost(a, LayerShape{1, 1, false, true}, rates);
}

ModelArch withoutWindow(ModelArch a)
{
    a.slidingWindow = 0;
    a.slidingWindowShare = 0;
    return a;
}

} // namespace

TEST_CASE("sliding window: GPT-OSS's presets have the model card's parameters")
{
    const ModelArch big = perftest::preset("gpt-oss-120b"), small = perftest::preset("gpt-oss-20b");
    CHECK(big.slidingWindow == 128);
    CHECK(big.slidingWindowShare == 0.5);
    CHECK(big.queryWidth() == 64 * 64);
    CHECK(big.parameters() == Approx(116.8e9).epsilon(0.01));
    CHECK(small.parameters() == Approx(20.9e9).epsilon(0.01));
    // Active: the attention, 4 experts a layer and the unembedding (the card's 5.1B and 3.6B count it, not the
    // embedding).
    for (const auto &[a, active] : {std::pair{big, 5.1e9}, std::pair{small, 3.6e9}}) {
        const double perLayer = a.attentionParamsPerLayer() + moeLayerActiveMlpParams(a);
        CHECK(a.layers * perLayer + double(a.vocab) * a.hidden == Approx(active).epsilon(0.03));
    }
}

TEST_CASE("sliding window: a windowed layer attends over the band, 2 w - w^2 / s of the square, by hand")
{
    ModelArch a = perftest::preset("gpt-oss-20b");
    // w = 128 in a sequence of 4,096: each query attends to min(i, 128) keys, 128 (1 - 128 / 8192) on average, half
    // a square of span 2 x 128 - 128^2 / 4096 = 252.
    CHECK(a.windowSpan(4096) == Approx(252));
    CHECK(a.windowSpan(100) == Approx(100)); // shorter than the window: the whole causal square
    CHECK(a.meanAttentionSpan(4096) == Approx(0.5 * 4096 + 0.5 * 252));
    // The layer's FLOPs: the linears (q 4,096 wide), and the core over the mean span.
    const ModelArch layer = moeComputeArch(a);
    const double T = a.seqLen, h = a.hidden, q = 4096, kv = 512;
    const double linears = 2 * T * (h * (q + 2 * kv) + q * h + 3 * h * layer.ffnHidden);
    const LayerCost c = layerCost(layer);
    CHECK(c.attnCoreFlops == Approx(4 * T * (0.5 * 4096 + 0.5 * 252) * q));
    CHECK(c.fwdFlops == Approx(linears + c.attnCoreFlops).epsilon(1e-12));
    // Faster than the same layer attending to the whole sequence everywhere, never slower; no change where the
    // sequence fits the window.
    const LayerCost whole = layerCost(withoutWindow(layer));
    CHECK(c.attnCoreS < 0.75 * whole.attnCoreS);
    CHECK(c.fwdS < whole.fwdS);
    ModelArch shortSeq = layer, shortWhole = withoutWindow(layer);
    shortSeq.seqLen = shortWhole.seqLen = 128;
    CHECK(layerCost(shortSeq).fwdS == Approx(layerCost(shortWhole).fwdS));
    // The model's forward FLOPs per sequence count the same span.
    CHECK(a.forwardFlopsPerSample() < withoutWindow(a).forwardFlopsPerSample());
}

TEST_CASE("sliding window: decode keeps and reads only the window's keys and values in the windowed layers")
{
    const ModelArch a = perftest::preset("gpt-oss-120b");
    // Half the layers keep all 8,192 tokens, half the last 128: 4,160 a layer on average.
    CHECK(a.cachedTokens(8192) == Approx(0.5 * 8192 + 0.5 * 128));
    CHECK(a.cachedTokens(100) == Approx(100));
    const ClusterHardware hw = perftest::dgxCluster(1, true);
    ServingSetup s;
    s.inputTokens = 7168;
    s.outputTokens = 1024;
    const ModelArch whole = withoutWindow(a);
    // The KV pool holds about 8,192 / 4,160 times as many sequences (the weights and the pool are the same).
    const int windowed = maxConcurrency(a, hw, s, 8), full = maxConcurrency(whole, hw, s, 8);
    REQUIRE(full > 0);
    CHECK(double(windowed) / full == Approx(8192.0 / 4160).epsilon(0.01));
    // A decode step at a long context reads less KV cache, and the prefill attends over less.
    CHECK(decodeStepTime(a, hw, s, 8, 64, 8192) < decodeStepTime(whole, hw, s, 8, 64, 8192));
    CHECK(prefillTime(a, hw, s, 8) < prefillTime(whole, hw, s, 8));
}

TEST_CASE("sliding window: the decode's mean reads integrate min(c, w) over the growing context, by hand")
{
    ModelArch a = perftest::preset("gpt-oss-120b");
    a.slidingWindow = 1024; // Gemma 3's window: a short prompt's decode crosses it
    a.slidingWindowShare = 5.0 / 6;
    // Context from 512 to 2,560: the windowed layers read c up to 1,024, then 1,024. By hand: (1,024^2 - 512^2) / 2
    // = 393,216 below the window, 1,024 x 1,536 = 1,572,864 above, over 2,048 tokens: 960. Full layers: 1,536.
    const double windowed = (393216.0 + 1572864.0) / 2048;
    CHECK(windowed == Approx(960));
    CHECK(a.meanCachedTokens(512, 2560) == Approx(1.0 / 6 * 1536 + 5.0 / 6 * windowed));
    // The same by summing cachedTokens over the decode's contexts.
    double sum = 0;
    for (int c = 512; c < 2560; ++c)
        sum += a.cachedTokens(c + 0.5);
    CHECK(a.meanCachedTokens(512, 2560) == Approx(sum / 2048).epsilon(1e-9));
    // cachedTokens at the mean context is the overcount this replaces: 1,024 for the windowed layers, not 960.
    CHECK(a.cachedTokens(1536) > a.meanCachedTokens(512, 2560));
    // Wholly below or above the window: the plain mean, and w.
    CHECK(a.meanCachedTokens(100, 300) == Approx(200));
    CHECK(a.meanCachedTokens(2000, 3000) == Approx(1.0 / 6 * 2500 + 5.0 / 6 * 1024));
    // Without a window, the mean context exactly.
    CHECK(withoutWindow(a).meanCachedTokens(512, 2560) == 1536);
    // The serving model's mean step is the step at those mean reads: between the steps at the decode's ends, and
    // below the step at the mean context.
    const ClusterHardware hw = perftest::dgxCluster(1, true);
    ServingSetup s;
    s.inputTokens = 512;
    s.outputTokens = 2048;
    const double mean = meanDecodeStepTime(a, hw, s, 8, 64);
    CHECK(mean > decodeStepTime(a, hw, s, 8, 64, 512));
    CHECK(mean < decodeStepTime(a, hw, s, 8, 64, 2560));
    CHECK(mean < decodeStepTime(a, hw, s, 8, 64, 1536));
    CHECK(meanDecodeStepTime(withoutWindow(a), hw, s, 8, 64) == decodeStepTime(withoutWindow(a), hw, s, 8, 64, 1536));
}

TEST_CASE("sliding window: the plan's fields, and what is refused")
{
    ModelSpec m;
    m.type = QStringLiteral("transformer");
    m.layers = 32;
    m.hidden = 4096;
    m.heads = 32;
    m.kvHeads = 8;
    m.seqLen = 8192;
    m.gatedMlp = true;
    m.slidingWindow = 4096; // Mistral 7B v0.1: every layer, 4,096
    const ModelArch mistral = perftest::resolved(m);
    CHECK(mistral.slidingWindow == 4096);
    CHECK(mistral.slidingWindowShare == 1);
    m.slidingWindowShare = 5.0 / 6; // Gemma 3's five local layers to one global
    CHECK(perftest::resolved(m).slidingWindowShare == Approx(5.0 / 6));
    // A preset keeps its window's share when the plan changes only the window.
    ModelSpec wider;
    wider.preset = QStringLiteral("gpt-oss-20b");
    wider.slidingWindow = 256;
    CHECK(perftest::resolved(wider).slidingWindowShare == 0.5);
    QString error;
    ModelSpec noWindow = m;
    noWindow.slidingWindow.reset();
    CHECK_FALSE(resolveModel(noWindow, &error));
    CHECK(error.contains(QStringLiteral("needs sliding_window")));

    // The plan file: the field table's ranges, and a share without a window, refused with the field named.
    Workload w;
    w.model = m;
    const QJsonObject good = QJsonDocument::fromJson(writePlan(perftest::dgxPlan(1, w, true))).object();
    REQUIRE(readPlan(QJsonDocument(good).toJson()).ok());
    auto withModel = [&](const char *key, const QJsonValue &v) {
        QJsonObject o = good, wl = o.value(QStringLiteral("workload")).toObject();
        QJsonObject model = wl.value(QStringLiteral("model")).toObject();
        if (v.isUndefined())
            model.remove(QLatin1String(key));
        else
            model.insert(QLatin1String(key), v);
        wl.insert(QStringLiteral("model"), model);
        o.insert(QStringLiteral("workload"), wl);
        return readPlan(QJsonDocument(o).toJson());
    };
    for (const QJsonValue &bad : {QJsonValue(0), QJsonValue(-5), QJsonValue(12.5), QJsonValue(QStringLiteral("128"))}) {
        const PlanReadResult r = withModel("sliding_window", bad);
        CHECK_FALSE(r.ok());
        CHECK(r.errorText().contains(QStringLiteral("sliding_window")));
    }
    CHECK_FALSE(withModel("sliding_window_share", 1.5).ok());
    const PlanReadResult alone = withModel("sliding_window", QJsonValue(QJsonValue::Undefined));
    CHECK_FALSE(alone.ok());
    CHECK(alone.errorText().contains(QStringLiteral("sliding_window_share")));
}
