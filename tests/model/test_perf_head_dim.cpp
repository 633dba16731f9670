// Attention heads wider than hidden / heads (workload.model.head_dim; perf/modelarch.h queryWidth(), kvWidth()):
// Qwen3-32B's 64 heads of 128 on a hidden of 5,120, Qwen3-30B-A3B's 32 of 128 on 2,048. Q, the attention's output and
// the output projection's input are heads x head_dim wide, K and V kv_heads x head_dim; the residual stream, the norms
// and the MLP stay at hidden. Checked against the Qwen3 report's parameter counts (Yang et al. 2025, arXiv 2505.09388,
// Tables 1 and 2) and hand counts of the layer.
#include "model/perffixture.h"
#include "perf/inference.h"
#include "perf/memorymodel.h"
#include "perf/moe.h"
#include "perf/transformerlayer.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;

LayerCost layerCost(const ModelArch &a, int tp)
{
    const ComputeRates rates(perftest::a100Sxm(), Precision::Bf16);
    return transformerLayerCost(a, LayerShape{1, tp, false, true}, rates);
}

ModelSpec explicitQwen3_32b()
{
    ModelSpec m;
    m.type = QStringLiteral("transformer");
    m.layers = 64;
    m.hidden = 5120;
    m.heads = 64;
    m.kvHeads = 8;
    m.headDim = 128;
    m.ffnHidden = 25600;
    m.seqLen = 4096;
    m.vocab = 151936;
    m.gatedMlp = true;
    return m;
}

} // namespace

TEST_CASE("head_dim: Qwen3's parameter counts are the report's, and hidden / heads would miss them")
{
    const ModelArch dense = perftest::preset("qwen3-32b");
    CHECK(dense.headDim() == 128);
    CHECK(dense.queryWidth() == 8192);
    CHECK(dense.kvWidth() == 1024);
    // Attention h x (q + 2 kv) + q x h = 94.4M a layer; the report's 32.8B for Qwen3-32B.
    CHECK(dense.attentionParamsPerLayer() == Approx(5120.0 * (8192 + 2 * 1024) + 8192.0 * 5120));
    CHECK(dense.parameters() == Approx(32.8e9).epsilon(0.01));
    ModelArch narrow = dense;
    narrow.headDimension = 0; // heads of hidden / heads = 80: the 30.8B a planner without head_dim would size
    CHECK(narrow.parameters() < 0.95 * 32.8e9);

    // Qwen3-30B-A3B: 30.5B in all, 3.3B activated (Table 2).
    const ModelArch moe = perftest::preset("qwen3-30b-a3b");
    REQUIRE(moe.isMoe());
    CHECK(moe.queryWidth() == 4096);
    CHECK(moe.parameters() == Approx(30.5e9).epsilon(0.01));
    const double active = moe.layers * (moe.attentionParamsPerLayer() + moe.activeMlpParamsPerLayer() + 4.0 * 2048)
        + 2.0 * 151936 * 2048;
    CHECK(active == Approx(3.3e9).epsilon(0.03));
}

TEST_CASE("head_dim: a layer's FLOPs take Q and the output projection at heads x head_dim, by hand")
{
    const ModelArch a = perftest::preset("qwen3-32b");
    const double T = a.seqLen, h = a.hidden, f = a.ffnHidden, q = 64.0 * 128, kv = 8.0 * 128;
    for (int tp : {1, 2, 8}) {
        INFO("tp " << tp);
        const LayerCost c = layerCost(a, tp);
        const double linears = 2 * T * (h * (q + 2 * kv) + q * h + 3 * h * f) / tp;
        const double core = 4 * T * a.seqLen * q / tp; // QK^T and PV over 64 heads of 128, the full s x s
        CHECK(c.fwdFlops == Approx(linears + core).epsilon(1e-12));
        CHECK(c.attnCoreFlops == Approx(core).epsilon(1e-12));
    }
    // The model's forward FLOPs per sequence agree with the layer's: 64 layers plus the logits.
    const LayerCost one = layerCost(a, 1);
    CHECK(a.forwardFlopsPerSample() == Approx(64 * one.fwdFlops + 2 * T * h * a.vocab).epsilon(1e-12));
}

TEST_CASE("head_dim: what the layer keeps for its backward counts Q, K, V and the context at their widths")
{
    const ModelArch a = perftest::preset("qwen3-32b");
    ModelArch narrow = a;
    narrow.headDimension = 0;
    ActivationShape s;
    s.flashAttention = true;
    // No recompute, flash attention, no dropout (Llama-style), 2-byte activations (Korthikanti et al. 2022 Sec. 4.1
    // with flash attention's statistics): 8 sbh replicated, 2 sb (q + 2 kv + q + 3 f) split, 4 heads sb statistics.
    const double sb = a.seqLen, h = a.hidden, f = a.ffnHidden, q = 8192, kv = 1024;
    CHECK(layerActivationBytes(a, s) == Approx(8 * sb * h + 2 * sb * (q + 2 * kv + q + 3 * f) + 4 * 64 * sb));
    // The same layer at heads of hidden / heads = 80 (Q and the context 5,120 wide, K and V 640) keeps 2 bytes x sb x
    // (2 (q - h) + 2 (kv - 640)) less.
    CHECK(layerActivationBytes(a, s) - layerActivationBytes(narrow, s)
          == Approx(2 * sb * (2 * (q - h) + 2 * (kv - 640))));
    // Full recompute keeps only the layer's input, at hidden.
    s.recompute = Recompute::Full;
    CHECK(layerActivationBytes(a, s) == Approx(2 * sb * h));
}

TEST_CASE("head_dim: the KV cache holds kv_heads x head_dim a token and layer, not kv_heads x hidden / heads")
{
    const ModelArch moe = perftest::preset("qwen3-30b-a3b"); // 48 layers, 4 KV heads of 128
    CHECK(kvBytesPerToken(moe, 2) == Approx(2.0 * 48 * 4 * 128 * 2));
}

TEST_CASE("head_dim: an explicit model with head_dim is the preset, and without it hidden must divide into heads")
{
    const ModelArch fromSpec = perftest::resolved(explicitQwen3_32b());
    const ModelArch preset = perftest::preset("qwen3-32b");
    CHECK(fromSpec.parameters() == Approx(preset.parameters()));
    CHECK(fromSpec.forwardFlopsPerSample() == Approx(preset.forwardFlopsPerSample()));

    // GPT-OSS's hidden of 2,880 and 64 heads: heads of 45 without head_dim, of its 64 with it.
    ModelSpec m = explicitQwen3_32b();
    m.hidden = 2880;
    m.heads = 64;
    m.headDim.reset();
    QString error;
    const auto narrow = resolveModel(m, &error);
    REQUIRE(narrow);
    CHECK(narrow->queryWidth() == 2880);
    m.headDim = 64;
    const auto gptOssLike = resolveModel(m, &error);
    REQUIRE(gptOssLike);
    CHECK(gptOssLike->queryWidth() == 4096);
    CHECK(gptOssLike->kvWidth() == 8 * 64);
    // A hidden that heads do not divide is a model only with its head width.
    m.hidden = 5000;
    m.headDim.reset();
    CHECK_FALSE(resolveModel(m, &error));
    CHECK(error.contains(QStringLiteral("head_dim")));
    m.headDim = 128;
    CHECK(resolveModel(m, &error));

    // A preset's head_dim stays when the heads change, as a Hugging Face config's does; multi-head latent attention
    // sets its own head widths and refuses one.
    ModelSpec changed;
    changed.preset = QStringLiteral("qwen3-32b");
    changed.heads = 32;
    const auto fewer = resolveModel(changed, &error);
    REQUIRE(fewer);
    CHECK(fewer->queryWidth() == 32 * 128);
    ModelSpec mla;
    mla.preset = QStringLiteral("deepseek-v3");
    mla.headDim = 128;
    CHECK_FALSE(resolveModel(mla, &error));
    CHECK(error.contains(QStringLiteral("latent")));
}
