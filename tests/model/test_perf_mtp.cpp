// Multi-token prediction (workload.model.mtp_layers; perf/modelarch.h ModelArch::mtpLayers): each module is a
// transformer block, a 2h -> h projection with its norms, and the output layer and its loss again, on the stage that
// holds the output layer (DeepSeek-V3, arXiv 2412.19437 Sec. 2.2; Megatron-LM multi_token_prediction.py). Checked
// against hand counts: the step's extra time from a model one layer longer and the head's GEMM and memory rates, the
// FLOPs from Megatron-LM's own count, the weights from the module's shapes.
#include "model/perffixture.h"
#include "perf/memorymodel.h"
#include "perf/perfmodel.h"
#include "perf/stepmodel.h"
#include "perf/stragglers.h"
#include "perf/transformerlayer.h"
#include "support/testsupport.h"

#include <QJsonValue>

namespace {

using namespace aip;
using namespace aip::perf;

constexpr int kHidden = 2048, kSeq = 2048, kVocab = 50257, kBatch = 8;

// A 24-layer GPT on one H100, one sequence a micro-batch, eight a step, no recompute; `mtp` modules.
Workload gpt(int layers, int mtp, int pp = 1)
{
    Workload w = perftest::gptWorkload(layers, kHidden, 16, kSeq, kVocab, kBatch);
    w.precision = Precision::Bf16;
    w.microBatch = 1;
    w.parallelism = perftest::fixedParallelism(1, pp, 1, 0, Recompute::None, 1, false);
    if (mtp > 0)
        w.model.extra.insert(QStringLiteral("mtp_layers"), mtp);
    return w;
}

PerfResult run(const Workload &w)
{
    const PerfResult r = simulate(w, perftest::dgxCluster(1, true));
    REQUIRE(r.ok());
    return r;
}

} // namespace

TEST_CASE("perf mtp: a module costs one layer more and its head's work, by hand")
{
    const PerfResult none = run(gpt(24, 0)), one = run(gpt(24, 1)), longer = run(gpt(25, 0));
    // The head's extra: the embedding of the tokens ahead, two norms and a final one (forward 2 e T h bytes each,
    // backward 3), the concatenation written and read forward and backward (4 e T h each way), the projection's
    // forward and two backward GEMMs, and the output layer and loss again (transformerlayer.cpp).
    const ModelArch arch = perftest::resolved(gpt(24, 1).model);
    REQUIRE(arch.mtpLayers == 1);
    const StepModel model(arch, gpt(24, 1), perftest::dgxCluster(1, true));
    const ComputeRates &r = model.rates();
    LayerShape shape{1, 1, false, true};
    const HeadCost head = transformerHeadCost(arch, shape, r);
    const double T = kSeq, h = kHidden, e = 2;
    const double proj = r.gemmTime(T, h, 2 * h) + r.gemmTime(T, 2 * h, h) + r.gemmTime(2 * h, h, T);
    const double passes
        = 3 * (r.memoryTime(2 * e * T * h) + r.memoryTime(3 * e * T * h)) + 2 * r.memoryTime(4 * e * T * h);
    CHECK(head.mtpS == Approx(head.embeddingS + head.logitsS + proj + passes).epsilon(1e-12));
    // The step: eight micro-batches, each through one more block (the 25-layer model's extra layer) and that head.
    CHECK(one.breakdown.computeS == Approx(longer.breakdown.computeS + kBatch * head.mtpS).epsilon(1e-9));
    CHECK(one.stepTimeS > longer.stepTimeS);
    // FLOPs, as Megatron-LM's num_floating_point_operations counts them (training.py @ d98e8a64dd): the module's
    // layer like any layer, 2 h^2 of projection and 3 h of norms a token, the logits twice; forward and backward.
    const double layerFlops = (longer.modelFlopsPerStep - none.modelFlopsPerStep) / 3 / kBatch;
    const double moduleFlops = layerFlops + 2 * T * (2 * h * h + 3 * h) + 2 * T * h * kVocab;
    CHECK(one.modelFlopsPerStep == Approx(none.modelFlopsPerStep + 3 * kBatch * moduleFlops).epsilon(1e-12));
    // What the GPU executes: the layer's, the projection's GEMMs and the output layer's again.
    CHECK(
        one.hardwareFlopsPerStep
        == Approx(longer.hardwareFlopsPerStep + kBatch * 3 * (2 * T * h * 2 * h + 2 * T * h * kVocab)).epsilon(1e-12));
    // The module's weights are held and trained, but the model's parameter count is the model's (DeepSeek-V3's
    // 671B leave its MTP module out).
    CHECK(one.paramsCount == none.paramsCount);
    const ModelArch plain = perftest::resolved(gpt(24, 0).model);
    CHECK(
        parametersPerGpu(arch, 1, 1)
        == Approx(parametersPerGpu(plain, 1, 1) + layerParametersPerGpu(plain, 1) + 2 * h * h + 3 * h).epsilon(1e-12));
    CHECK(one.memory.weightsBytes > longer.memory.weightsBytes);
    // Its loss keeps a second set of logits to the backward: more memory than one more layer.
    CHECK(one.memory.activationsBytes > longer.memory.activationsBytes);
}

TEST_CASE("perf mtp: on a pipeline the output layer's stage holds the modules")
{
    // 24 layers on 4 stages: 6 a stage, the last with the output layer and the module. 28 layers put 7 on every
    // stage: the module's block costs the last stage what one more layer costs it.
    const PerfResult none = run(gpt(24, 0, 4)), one = run(gpt(24, 1, 4)), longer = run(gpt(28, 0, 4));
    const ModelArch arch = perftest::resolved(gpt(24, 1).model);
    const StepModel model(arch, gpt(24, 1, 4), perftest::dgxCluster(1, true));
    LayerShape shape{1, 1, false, true};
    const HeadCost head = transformerHeadCost(arch, shape, model.rates());
    // The job waits for its slowest of the four GPUs (perf/stragglers.h), on every stage's compute alike.
    const double straggler = 1 + stragglerSlowdown(4);
    CHECK(one.breakdown.computeS == Approx(longer.breakdown.computeS + straggler * kBatch * head.mtpS).epsilon(1e-9));
    // The busiest stage sets the bubble (three of its micro-batches under 1F1B on four stages).
    CHECK(one.breakdown.ppBubbleS > longer.breakdown.ppBubbleS);
    CHECK(one.stepTimeS > none.stepTimeS);
}

TEST_CASE("perf mtp: the plan's mtp_layers, and what it refuses")
{
    ModelSpec spec = gpt(24, 0).model;
    CHECK(perftest::resolved(spec).mtpLayers == 0);
    spec.extra.insert(QStringLiteral("mtp_layers"), 2);
    CHECK(perftest::resolved(spec).mtpLayers == 2);
    for (const QJsonValue &bad : {QJsonValue(-1), QJsonValue(1.5), QJsonValue(17), QJsonValue(QStringLiteral("1"))}) {
        spec.extra.insert(QStringLiteral("mtp_layers"), bad);
        QString error;
        CHECK_FALSE(resolveModel(spec, &error).has_value());
        CHECK(error.contains(QLatin1String("mtp_layers")));
    }
    // An encoder predicts no next tokens.
    ModelSpec bert;
    bert.type = QStringLiteral("bert");
    bert.preset = QStringLiteral("bert-large");
    bert.extra.insert(QStringLiteral("mtp_layers"), 1);
    QString error;
    CHECK_FALSE(resolveModel(bert, &error).has_value());
    CHECK(error.contains(QLatin1String("decoders")));
    bert.extra.insert(QStringLiteral("mtp_layers"), 0);
    CHECK(resolveModel(bert, &error).has_value());
}
