// Dropout as a property of the model (perf/modelarch.h ModelArch::dropout): by default the non-gated models train with
// it (GPT, BERT) and the gated ones without (Llama); `workload.model.dropout` says so for a model that differs (MPT).
#include "perf/memorymodel.h"
#include "perf/modelarch.h"
#include "support/testsupport.h"

#include <QJsonValue>

namespace {

using namespace aip;
using namespace aip::perf;

// An MPT-7B-like decoder (llm-foundry mpt-7b.yaml: 32 layers, d_model 4096, 32 heads, 2k tokens, a GELU MLP of 4h).
ModelSpec mptLike()
{
    ModelSpec spec;
    spec.type = QStringLiteral("transformer");
    spec.layers = 32;
    spec.hidden = 4096;
    spec.heads = 32;
    spec.seqLen = 2048;
    return spec;
}

} // namespace

TEST_CASE("a model trains with dropout unless it says otherwise")
{
    QString error;
    const std::optional<ModelArch> gpt = resolveModel(mptLike(), &error);
    REQUIRE(gpt);
    CHECK(gpt->trainsWithDropout()); // a non-gated model: GPT's 0.1
    ModelSpec llama;
    llama.preset = QStringLiteral("llama2-7b");
    const std::optional<ModelArch> l = resolveModel(llama, &error);
    REQUIRE(l);
    CHECK_FALSE(l->trainsWithDropout());

    ModelSpec mpt = mptLike();
    mpt.extra.insert(QStringLiteral("dropout"), false);
    const std::optional<ModelArch> m = resolveModel(mpt, &error);
    REQUIRE(m);
    CHECK_FALSE(m->trainsWithDropout());

    mpt.extra.insert(QStringLiteral("dropout"), QStringLiteral("no"));
    CHECK_FALSE(resolveModel(mpt, &error));
    CHECK(error == QStringLiteral("workload.model.dropout: must be true or false"));
}

TEST_CASE("a model without dropout keeps no dropout masks")
{
    // Korthikanti et al. 2022 Sec. 4.2: a layer without recompute keeps two sbh dropout masks (hidden states after
    // attention and after the MLP) and the attention probabilities' as^2b mask, one byte per element; without
    // flash attention and tensor parallelism here, so all of them are whole on the GPU.
    ModelSpec withSpec = mptLike(), withoutSpec = mptLike();
    withoutSpec.extra.insert(QStringLiteral("dropout"), false);
    const ModelArch with = *resolveModel(withSpec, nullptr), without = *resolveModel(withoutSpec, nullptr);
    ActivationShape shape;
    shape.microBatch = 2;
    const double s = 2048, b = 2, h = 4096, a = 32;
    const double masks = 2 * s * b * h + a * s * s * b;
    // Without dropout the attention also keeps no dropout output (2as^2b at 2 bytes: Korthikanti's 5as^2b less 3).
    const double dropoutOutput = 2 * a * s * s * b;
    CHECK(layerActivationBytes(with, shape) - layerActivationBytes(without, shape)
          == Approx(masks + dropoutOutput).epsilon(1e-12));
    // With flash attention the probabilities are never kept: only the two hidden-state masks differ.
    shape.flashAttention = true;
    CHECK(layerActivationBytes(with, shape) - layerActivationBytes(without, shape)
          == Approx(2 * s * b * h).epsilon(1e-12));
}
