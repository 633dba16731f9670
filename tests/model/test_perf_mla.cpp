// Multi-head latent attention in serving (perf/mla.h): DeepSeek-V3's KV cache is its 576-element latent per token
// and layer, on every tensor-parallel rank, not 2 x 128 heads x 56 of a multi-head layer of the same width; decode
// reads it once for all heads and does the absorbed form's math; the weights are MLA's five projections.
#include "perf/inference.h"
#include "perf/mla.h"
#include "perffixture.h"
#include "support/testsupport.h"

using namespace aip;
using namespace aip::perf;

TEST_CASE("DeepSeek-V3 keeps 61 x (512 + 64) latent elements per token")
{
    const ModelArch ds = perftest::preset("deepseek-v3");
    REQUIRE(ds.isMla());
    // arXiv 2412.19437 Sec. 4.2: KV compression dimension 512, decoupled key 64; 61 layers.
    CHECK(kvBytesPerToken(ds, 2) == Approx(61.0 * 576 * 2)); // 70,272 bytes, 68.6 KiB
    CHECK(kvBytesPerToken(ds, 1) == Approx(61.0 * 576));
    // The same width as multi-head attention: 2 x 128 heads x 56 per layer, 24.9 times as much.
    ModelArch mha = ds;
    mha.mla = {};
    CHECK(kvBytesPerToken(mha, 2) == Approx(2.0 * 61 * 128 * 56 * 2));
    CHECK(kvBytesPerToken(mha, 2) / kvBytesPerToken(ds, 2) == Approx(24.89).epsilon(0.01));
}

TEST_CASE("MLA's attention weights are its five projections: 187M per DeepSeek-V3 layer")
{
    const ModelArch ds = perftest::preset("deepseek-v3");
    // wq_a 7168 x 1536, wq_b 1536 x 128 x 192, wkv_a 7168 x 576, wkv_b 512 x 128 x 256, wo 128 x 128 x 7168.
    const double byHand = 7168.0 * 1536 + 1536.0 * 128 * 192 + 7168.0 * 576 + 512.0 * 128 * 256 + 128.0 * 128 * 7168;
    CHECK(mlaAttentionParams(ds) == Approx(byHand));
    CHECK(byHand == Approx(187.1e6).epsilon(0.001));
    // Decode (absorbed): per key and head 2 x 576 for the scores and 2 x 512 for the sum.
    CHECK(mlaDecodeAttentionFlopsPerKey(ds) == Approx(128.0 * (2 * 576 + 2 * 512)));
    CHECK(mlaPrefillQkDim(ds) == 192);
    CHECK(mlaPrefillVDim(ds) == 128);
}

TEST_CASE("an MLA replica keeps the whole latent on each tensor-parallel rank")
{
    const ClusterHardware hw = perftest::dgxCluster(1, true); // one DGX H100
    const ModelArch ds = perftest::preset("deepseek-v3");
    ServingSetup s;
    s.inputTokens = 1024;
    s.outputTokens = 1024;
    // int4 weights (AWQ/GPTQ-style with group scales): about 360 GB over 8 GPUs of 80 GB leaves a pool (fp8's 672 GB
    // does not fit a DGX H100).
    s.weightBytesPerParam = weightBytesPerParam(WeightQuant::Int4, Precision::Bf16);
    s.kvElementBytes = 2;
    const int c8 = maxConcurrency(ds, hw, s, 8);
    REQUIRE(c8 > 0);
    // The pool per GPU over the latent of a whole sequence (not divided by tp): the count matches by hand to rounding.
    const double perSeq = 2048 * 61.0 * 576 * 2;
    CHECK(c8 <= int(80e9 / perSeq));
    // Multi-head attention of the same width would hold a cache split over the 8 ranks, 24.9 / 8 = 3.1 times as large
    // per GPU: fewer sequences.
    ModelArch mha = ds;
    mha.mla = {};
    CHECK(maxConcurrency(mha, hw, s, 8) < c8);
}

TEST_CASE("an MLA decode step reads the latent once for all heads")
{
    const ClusterHardware hw = perftest::dgxCluster(1, true); // one DGX H100
    const ModelArch ds = perftest::preset("deepseek-v3");
    ServingSetup s;
    s.weightBytesPerParam = weightBytesPerParam(WeightQuant::Int4, Precision::Bf16);
    s.kvElementBytes = 2;
    s.kvReadPerQueryHead = true; // a per-query-head kernel setting; MLA's absorbed form reads once regardless
    ServingSetup once = s;
    once.kvReadPerQueryHead = false;
    for (int batch : {1, 64})
        CHECK(decodeStepTime(ds, hw, s, 8, batch, 4096) == Approx(decodeStepTime(ds, hw, once, 8, batch, 4096)));
    // A longer context never shortens the step.
    CHECK(decodeStepTime(ds, hw, once, 8, 64, 8192) >= decodeStepTime(ds, hw, once, 8, 64, 4096));
}
