// Model presets against their published sizes: parameter counts and FLOPs per sample.
#include "model/perffixture.h"
#include "perf/modelarch.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;
using perftest::preset;

} // namespace

TEST_CASE("perf presets: every preset resolves")
{
    for (const QString &name : presetNames()) {
        ModelSpec spec;
        spec.preset = name;
        QString error;
        INFO(name.toStdString());
        const std::optional<ModelArch> a = resolveModel(spec, &error);
        REQUIRE(a.has_value());
        CHECK(a->parameters() > 1e6);
        CHECK(a->forwardFlopsPerSample() > 5e8); // EfficientNet-B0: 0.78 GFLOPs
    }
    CHECK(presetNames().size() >= 15);
}

TEST_CASE("perf presets: transformer parameter counts match the published sizes")
{
    // Brown et al. 2020 Table 2.1; Touvron et al. 2023; Dubey et al. 2024; Devlin et al. 2019.
    const struct {
        const char *name;
        double params;
    } cases[] = {{"gpt3-1.3b", 1.3e9},   {"gpt3-13b", 13e9},   {"gpt3-175b", 175e9},  {"llama2-7b", 6.74e9},
                 {"llama2-13b", 13.0e9}, {"llama2-70b", 69e9}, {"llama3-8b", 8.03e9}, {"llama3-70b", 70.6e9},
                 {"llama3-405b", 405e9}, {"bert-base", 110e6}, {"bert-large", 340e6}};
    for (const auto &c : cases) {
        INFO(c.name);
        CHECK(preset(c.name).parameters() == Approx(c.params).epsilon(0.05));
    }
}

TEST_CASE("perf presets: convolutional and diffusion FLOPs match the published figures")
{
    // ResNet-50: 4.1 GMACs at 224 (He et al. 2016, Table 1). YOLOv5 v6.0 README: yolov5s 16.5 GFLOPs and 7.2 M
    // parameters, yolov5l 109.1 GFLOPs and 46.5 M at 640. SD 1.5 UNet: 859.5 M parameters, 339 GMACs per
    // step at 512x512 (Kim et al. 2023, BK-SDM, Table 2); the per-block build here is coarser, hence 20%.
    CHECK(preset("resnet50").forwardFlopsPerSample() == Approx(8.2e9).epsilon(0.03));
    CHECK(preset("resnet50").parameters() == Approx(25.6e6).epsilon(0.03));
    CHECK(preset("yolov5s").forwardFlopsPerSample() == Approx(16.5e9).epsilon(0.03));
    CHECK(preset("yolov5s").parameters() == Approx(7.2e6).epsilon(0.03));
    CHECK(preset("yolov5l").forwardFlopsPerSample() == Approx(109.1e9).epsilon(0.03));
    CHECK(preset("yolov5l").parameters() == Approx(46.5e6).epsilon(0.03));
    CHECK(preset("sd15-unet").forwardFlopsPerSample() == Approx(678e9).epsilon(0.2));
    CHECK(preset("sd15-unet").parameters() == Approx(859.5e6).epsilon(0.05));
}

TEST_CASE("perf presets: explicit fields override a preset")
{
    ModelSpec spec;
    spec.preset = QStringLiteral("bert-large");
    spec.seqLen = 128;
    QString error;
    const std::optional<ModelArch> a = resolveModel(spec, &error);
    REQUIRE(a.has_value());
    CHECK(a->seqLen == 128);
    CHECK(a->layers == 24);
    CHECK(a->hidden == 1024);
    CHECK(a->family == ModelFamily::Encoder);

    ModelSpec gqa;
    gqa.preset = QStringLiteral("llama3-70b");
    gqa.layers = 40;
    const std::optional<ModelArch> b = resolveModel(gqa, &error);
    REQUIRE(b.has_value());
    CHECK(b->layers == 40);
    CHECK(b->kvHeads == 8); // grouped-query attention is kept
    CHECK(b->gatedMlp);
}

TEST_CASE("perf presets: unknown presets and incomplete explicit models are refused with the reason")
{
    ModelSpec unknown;
    unknown.preset = QStringLiteral("gpt5-10t");
    QString error;
    CHECK_FALSE(resolveModel(unknown, &error).has_value());
    CHECK(error.contains(QStringLiteral("gpt5-10t")));
    CHECK(error.contains(QStringLiteral("gpt3-175b")));

    ModelSpec incomplete;
    incomplete.type = QStringLiteral("transformer");
    incomplete.layers = 24;
    CHECK_FALSE(resolveModel(incomplete, &error).has_value());
    CHECK(error.contains(QStringLiteral("hidden")));

    ModelSpec badHeads;
    badHeads.type = QStringLiteral("transformer");
    badHeads.layers = 2;
    badHeads.hidden = 100;
    badHeads.heads = 3;
    badHeads.seqLen = 128;
    CHECK_FALSE(resolveModel(badHeads, &error).has_value());

    ModelSpec cnn;
    cnn.type = QStringLiteral("cnn");
    CHECK_FALSE(resolveModel(cnn, &error).has_value());
}

TEST_CASE("perf presets: an explicit Llama-style model gets its gated MLP width")
{
    ModelSpec spec;
    spec.type = QStringLiteral("transformer");
    spec.layers = 32;
    spec.hidden = 4096;
    spec.heads = 32;
    spec.seqLen = 4096;
    spec.vocab = 32000;
    spec.gatedMlp = true;
    QString error;
    const std::optional<ModelArch> a = resolveModel(spec, &error);
    REQUIRE(a.has_value());
    CHECK(a->ffnHidden == 11008); // Llama's 2/3 * 4h rounded to 256
    CHECK(a->kvHeads == 32);
}
