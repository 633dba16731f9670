// Multi-head latent attention in the training step (perf/transformerlayer.cpp, perf/memorymodel.cpp, perf/mla.h):
// DeepSeek-V3's five projections with the down-projections whole on every tensor-parallel rank, the attention core at
// heads of P + R = 192 (scores) and V = 128 (context), what its activations keep, and DeepSeek-V3's recompute of the
// up-projections (selective_recompute "mla_up"), against hand counts from DeepSeek-AI 2024 (arXiv 2412.19437).
#include "model/perffixture.h"
#include "perf/memorymodel.h"
#include "perf/mla.h"
#include "perf/moe.h"
#include "perf/transformerlayer.h"
#include "support/testsupport.h"

#include <QJsonValue>

namespace {

using namespace aip;
using namespace aip::perf;

// DeepSeek-V3's MoE layer as the step model costs it (moeComputeArch(): the routed experts' work as one MLP).
ModelArch deepSeekLayer()
{
    return moeComputeArch(perftest::preset("deepseek-v3"));
}

// wq_a 7168 x 1536 and wkv_a 7168 x 576 (whole on each rank); wq_b 1536 x 128 x 192, wkv_b 512 x 128 x 256 and
// wo 128 x 128 x 7168 (split over tp). DeepSeek-AI 2024, Sec. 4.2.
constexpr double kDown = 7168.0 * 1536 + 7168.0 * 576;
constexpr double kUp = 1536.0 * 128 * 192 + 512.0 * 128 * 256;
constexpr double kOut = 128.0 * 128 * 7168;

LayerCost layerCost(const ModelArch &a, int tp, SelectiveRecompute policy = SelectiveRecompute::CoreAttention)
{
    const ComputeRates rates(perftest::a100Sxm(), Precision::Bf16);
    return transformerLayerCost(a, LayerShape{1, tp, false, true, policy}, rates);
}

} // namespace

TEST_CASE("mla training: DeepSeek-V3's layer FLOPs are MLA's projections and its 192 + 128 attention, by hand")
{
    const ModelArch a = deepSeekLayer();
    REQUIRE(a.isMla());
    CHECK(a.attentionParamsPerLayer() == Approx(kDown + kUp + kOut));
    const double T = a.seqLen, h = a.hidden, f = a.ffnHidden;
    for (int tp : {1, 2, 8}) {
        INFO("tp " << tp);
        const LayerCost c = layerCost(a, tp);
        // Every linear: 2 x tokens x its weights on this rank; the gated MLP's 3 h f split over tp; the core as
        // Megatron counts it, the full s x s product: 2 T s heads (192 + 128) / tp.
        const double linears = 2 * T * (kDown + (kUp + kOut) / tp + 3 * h * f / tp);
        const double core = 2 * T * a.seqLen * (128.0 / tp) * (192 + 128);
        CHECK(c.fwdFlops == Approx(linears + core).epsilon(1e-12));
        CHECK(c.attnCoreFlops == Approx(core).epsilon(1e-12));
    }
    // The parameters one rank holds: the down-projections whole, the rest split.
    const ModelArch dense = [] {
        ModelArch d = perftest::preset("deepseek-v3");
        d.experts = d.topK = d.sharedExperts = d.expertFfnHidden = d.denseLayers = 0;
        return d;
    }();
    CHECK(layerParametersPerGpu(dense, 4, 1) == Approx(kDown + (kUp + kOut) / 4 + 3 * h * dense.ffnHidden / 4 + 4 * h));
}

TEST_CASE("mla training: grouped-query layers cost what they did, 4 T s h for the core")
{
    // The core's general form, 2 T s heads (dQk + dV), is 4 T s h when both head widths are h / heads.
    const ModelArch llama = perftest::preset("llama3-70b");
    REQUIRE_FALSE(llama.isMla());
    const double T = llama.seqLen, h = llama.hidden, kv = 8.0 * 128;
    for (int tp : {1, 4}) {
        const LayerCost c = layerCost(llama, tp);
        const double linears = 2 * T * ((h * (h + 2 * kv) + h * h) + 3 * h * llama.ffnHidden) / tp;
        CHECK(c.fwdFlops == Approx(linears + 4 * T * llama.seqLen * h / tp).epsilon(1e-12));
    }
    CHECK(llama.attentionParamsPerLayer() == Approx(2 * h * h + 2 * h * kv));
}

TEST_CASE("mla training: the up-projections' recompute keeps neither Q, K nor V")
{
    const ModelArch a = deepSeekLayer();
    const double sb = a.seqLen, h = a.hidden, f = a.ffnHidden;
    for (int tp : {1, 2}) {
        INFO("tp " << tp);
        ActivationShape core;
        core.tp = tp;
        core.recompute = Recompute::Selective;
        core.flashAttention = true;
        ActivationShape elementwise = core, up = core;
        elementwise.selective = SelectiveRecompute::Elementwise;
        up.selective = SelectiveRecompute::MlaUpProjection;
        // DeepSeek-V3 (Sec. 3.2.3, 3.3.3) keeps the latents and the output projection's input, rebuilds Q (128 x
        // 192), K (128 x 192) and V (128 x 128) from the latents, and the norms' and the SwiGLU's outputs as the
        // elementwise recompute does: 2 bytes each, over tp.
        CHECK(layerActivationBytes(a, elementwise) - layerActivationBytes(a, up)
              == Approx(2 * sb * 128 * (192 + 192 + 128) / tp).epsilon(1e-12));
        // Against Megatron-Core's core-attention recompute: the norms' outputs (4 sbh, whole) and the MLP-down input
        // (2 sbf, split) as well.
        CHECK(layerActivationBytes(a, core) - layerActivationBytes(a, up)
              == Approx(4 * sb * h + 2 * sb * (128 * (192 + 192 + 128) + f) / tp).epsilon(1e-12));
    }
    // What it runs again: the elementwise passes and the two up-projections' forward, 2 T (wq_b + wkv_b) / tp FLOPs.
    const LayerCost up = layerCost(a, 2, SelectiveRecompute::MlaUpProjection);
    const LayerCost elementwise = layerCost(a, 2, SelectiveRecompute::Elementwise);
    CHECK(up.selectiveFlops == Approx(2 * a.seqLen * kUp / 2).epsilon(1e-12));
    CHECK(up.selectiveS > elementwise.selectiveS);
    CHECK(elementwise.selectiveFlops == 0);
    // Without MLA it is the elementwise recompute.
    const ModelArch llama = perftest::preset("llama3-8b");
    CHECK(layerCost(llama, 1, SelectiveRecompute::MlaUpProjection).selectiveS
          == layerCost(llama, 1, SelectiveRecompute::Elementwise).selectiveS);
    Workload w;
    w.extra.insert(QStringLiteral("selective_recompute"), QStringLiteral("mla_up"));
    CHECK(selectiveRecompute(w) == SelectiveRecompute::MlaUpProjection);
}
