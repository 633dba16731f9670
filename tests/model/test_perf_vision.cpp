// The vision presets of perf/visionnets.h against their published parameters and multiply-adds, and a step of each.
#include "model/perffixture.h"
#include "perf/perfmodel.h"
#include "perf/visionnets.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;
using perftest::preset;

} // namespace

TEST_CASE("vision presets: parameters and multiply-adds match the papers")
{
    // Tan & Le 2019, Table 2: EfficientNet-B0 5.3M parameters, 0.39B FLOPs (multiply-adds); B4 19M, 4.2B.
    // Dosovitskiy et al. 2021, Table 1: ViT-Base 86M, ViT-Large 307M; at 224 px ViT-B/16 takes 17.6 GMACs and
    // ViT-L/16 61.6 (Touvron et al. 2021, DeiT, Table 1 and its ViT rows). Forward FLOPs are 2 x multiply-adds.
    const struct {
        const char *name;
        double params, macs, tolerance;
    } cases[] = {{"efficientnet-b0", 5.3e6, 0.39e9, 0.06},
                 {"efficientnet-b4", 19e6, 4.2e9, 0.08},
                 {"vit-b16", 86e6, 17.6e9, 0.03},
                 {"vit-l16", 307e6, 61.6e9, 0.03}};
    for (const auto &c : cases) {
        INFO(c.name);
        const ModelArch a = preset(c.name);
        CHECK(a.family == ModelFamily::Cnn);
        CHECK(a.parameters() == Approx(c.params).epsilon(c.tolerance));
        CHECK(a.forwardFlopsPerSample() == Approx(2 * c.macs).epsilon(c.tolerance));
    }
    // Mask R-CNN R50-FPN: 44.4M parameters (torchvision maskrcnn_resnet50_fpn model card); its training FLOPs
    // depend on the RoIs sampled, so only a range: the backbone at 800 x 1333 alone is ~86 GMACs.
    const ModelArch mask = preset("maskrcnn-r50");
    CHECK(mask.parameters() == Approx(44.4e6).epsilon(0.05));
    CHECK(mask.forwardFlopsPerSample() > 2 * 100e9);
    CHECK(mask.forwardFlopsPerSample() < 2 * 300e9);
    // SSD300 (Liu et al. 2016): VGG-16 to conv5_3 at 300 px (~27.5 GMACs, 14.7M weights) plus fc6/fc7, the extra
    // layers and the predictors.
    const ModelArch ssd = preset("ssd300");
    CHECK(ssd.parameters() > 20e6);
    CHECK(ssd.parameters() < 40e6);
    CHECK(ssd.forwardFlopsPerSample() > 2 * 28e9);
    CHECK(ssd.forwardFlopsPerSample() < 2 * 40e9);
}

TEST_CASE("vision presets: FLOPs grow with the image, and every preset evaluates on a DGX")
{
    ModelSpec spec;
    spec.preset = QStringLiteral("efficientnet-b0");
    spec.imageSize = 320;
    const std::optional<ModelArch> big = resolveModel(spec, nullptr);
    REQUIRE(big.has_value());
    CHECK(big->forwardFlopsPerSample() > 1.8 * preset("efficientnet-b0").forwardFlopsPerSample());
    CHECK(big->inputBytesPerSample > preset("efficientnet-b0").inputBytesPerSample);
    QString error;
    const std::optional<ClusterHardware> c
        = clusterFromPlan(perftest::dgxPlan(1, Workload{}, false), perftest::catalog(), &error);
    REQUIRE(c.has_value());
    for (const QString &name : visionPresetNames()) {
        INFO(name.toStdString());
        Workload w;
        w.model.preset = name;
        w.globalBatch = 256;
        w.samplesToTrain = 1.28e6;
        const PerfResult r = simulate(w, *c);
        INFO(r.error.toStdString());
        REQUIRE(r.ok());
        CHECK(r.samplesPerS > 0);
        CHECK(r.mfu > 0.005); // EfficientNets' depthwise convolutions run far below peak
        CHECK(r.mfu < 0.8);
        CHECK(r.timeToTrainS.has_value());
    }
}
