// What torchtune's compile does to a step (pytorch/torchtune @ 30b8519, the README table's commit): every block is
// compiled before the activation checkpoint wraps it, so the recompute runs the whole compiled forward (no early
// stop before the MLP down-projection); the chunked cross entropy is compiled, so the logits stay 16-bit. Hand counts
// for Llama 3.1 8B at torchtune's README batch (2 x 2048 tokens) and the validation rows that carry both keys.
#include "model/perffixture.h"
#include "perf/memorymodel.h"
#include "perf/stepmodel.h"
#include "perf/transformerlayer.h"
#include "support/testsupport.h"
#include "validation/publishedruns.h"
#include "validation/runprediction.h"

namespace {

using namespace aip;
using namespace aip::perf;

Strategy fsdpFull()
{
    return perftest::fsdpFullRecompute();
}

Workload withExtra(const char *key, const char *value)
{
    Workload w;
    w.extra.insert(QLatin1String(key), QLatin1String(value));
    return w;
}

} // namespace

TEST_CASE("torchtune: a block compiled inside the checkpoint recomputes its whole forward")
{
    CHECK(compiledInsideCheckpoint(withExtra("torch_compile", "inside_checkpoint")));
    CHECK_FALSE(compiledInsideCheckpoint(Workload{}));
    CHECK_FALSE(compiledInsideCheckpoint(withExtra("torch_compile", "outside_checkpoint")));
    const ModelArch llama = perftest::llamaOrGptArch(true);
    Strategy s = fsdpFull();
    CHECK(earlyStopCheckpoint(llama, s, kLoraAllLinear));
    CHECK_FALSE(earlyStopCheckpoint(llama, s, kLoraAllLinear, true));
    s.method = FineTuneMethod::Lora;
    CHECK(earlyStopCheckpoint(llama, s, kLoraQ | kLoraV));
    CHECK_FALSE(earlyStopCheckpoint(llama, s, kLoraQ | kLoraV, true));

    // In a step: the down-projection's GEMM (2 s b h f per layer and micro-batch) runs again in the recompute.
    QString error;
    const std::optional<ClusterHardware> c
        = clusterFromPlan(perftest::dgxPlan(1, Workload{}, false), perftest::catalog(), &error);
    REQUIRE(c.has_value());
    Workload w;
    w.model.preset = QStringLiteral("llama3-8b");
    w.globalBatch = 16;
    w.precision = Precision::Bf16;
    Workload compiled = w;
    compiled.extra.insert(QStringLiteral("torch_compile"), QStringLiteral("inside_checkpoint"));
    const ModelArch a = perftest::preset("llama3-8b");
    const StepEstimate early = StepModel(a, w, *c).evaluate(fsdpFull());
    const StepEstimate whole = StepModel(a, compiled, *c).evaluate(fsdpFull());
    REQUIRE(early.valid);
    REQUIRE(whole.valid);
    const double skipped
        = double(a.layers) * early.microBatches * 2.0 * a.seqLen * a.hidden * a.ffnHidden * fsdpFull().dp;
    CHECK(whole.hardwareFlops - early.hardwareFlops == Approx(skipped).epsilon(1e-9));
    CHECK(whole.breakdown.recomputeS > early.breakdown.recomputeS);
    CHECK(whole.breakdown.computeS == Approx(early.breakdown.computeS));
}

TEST_CASE("torchtune: the compiled chunked loss keeps 16-bit logits")
{
    CHECK(lossImpl(withExtra("loss", "chunked_compiled")) == LossImpl::ChunkedCompiled);
    CHECK(lossImpl(Workload{}) != LossImpl::ChunkedCompiled);
    // Llama 3.1 8B, batch 2 of 2048 tokens on one GPU (torchtune's README table): 4096 x 128256 logits. Eager cross
    // entropy keeps fp32 log-probabilities and the bf16 logits, 6 bytes each; the compiled chunked loss the bf16
    // logits and one of its 8 chunks in fp32, 2 + 4/8 bytes.
    ModelArch a = perftest::preset("llama3-8b");
    a.seqLen = 2048;
    REQUIRE(a.vocab == 128256);
    Strategy s;
    s.microBatch = 2;
    s.recompute = Recompute::Full;
    const MemoryBreakdown eager = transformerMemory(a, s, Precision::Bf16, true, 1, 24e9);
    const MemoryBreakdown chunked = transformerMemory(a, s, Precision::Bf16, true, 1, 24e9,
                                                      SelectiveRecompute::CoreAttention, LossImpl::ChunkedCompiled);
    const double logits = 2.0 * 2048 * 128256;
    // The loss's backward peak, 14 bytes a logit eager (lossPeakBytesPerLogit), 2.5 chunked, is above the one layer
    // full recompute rebuilds, which never coincides with it.
    const double rebuilt = layerActivationBytes(a, ActivationShape{2, 1, false, Recompute::None, true, 2});
    REQUIRE(rebuilt < 2.5 * logits);
    CHECK(eager.activationsBytes - chunked.activationsBytes == Approx((14 - 2.5) * logits).epsilon(1e-12));
    CHECK(eager.activationsBytes - chunked.activationsBytes == Approx(6041370624.0).epsilon(1e-12));
    CHECK(eager.totalBytes - chunked.totalBytes == Approx(6041370624.0).epsilon(1e-12));
    CHECK(eager.weightsBytes == chunked.weightsBytes);
}

TEST_CASE("validation: torchtune's rows compile each block inside the checkpoint and the chunked loss")
{
    // README @ 0031bfb: "torch compile enabled" for every row; CEWithChunkedOutputLoss in every Llama 3.1 config but
    // 405B_qlora.yaml (torch.nn.CrossEntropyLoss) at 30b8519.
    int torchtune = 0;
    for (const validation::PublishedRun &r : validation::bundledPublishedRuns()) {
        if (!r.id().startsWith(QLatin1String("TT-L31-")))
            continue;
        INFO(r.id().toStdString());
        ++torchtune;
        const QJsonObject wl = validation::planJsonForRun(r).value(QStringLiteral("workload")).toObject();
        CHECK(wl.value(QStringLiteral("torch_compile")).toString() == QLatin1String("inside_checkpoint"));
        const bool chunked = !r.id().startsWith(QLatin1String("TT-L31-405B"));
        CHECK((wl.value(QStringLiteral("loss")).toString() == QLatin1String("chunked_compiled")) == chunked);
    }
    CHECK(torchtune == 11);
}
