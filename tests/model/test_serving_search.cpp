// The serving search and the inference model's invariants (issue 20): the search ranks tensor parallel, batch limit
// and quantisation by the GPUs a load needs, every ranked candidate meets the limits; more HBM bandwidth never slows
// a decode step, a longer output never serves a request sooner, quantised weights never take more memory.
#include "perf/clusterhardware.h"
#include "perf/inference.h"
#include "perf/servingsearch.h"
#include "perffixture.h"
#include "support/testsupport.h"

#include <QElapsedTimer>

using namespace aip;
using namespace aip::perf;

namespace {

Workload llama70b(int users)
{
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.model.preset = QStringLiteral("llama3-70b");
    Serving sv;
    sv.inputTokens = 2048;
    sv.outputTokens = 512;
    sv.concurrency = users;
    sv.ttftLimitS = 1;
    sv.percentile = 90;
    w.serving = sv;
    return w;
}

ClusterHardware dgxH100(const Workload &w)
{
    QString error;
    const auto hw = clusterFromPlan(perftest::dgxPlan(1, w, true), perftest::catalog(), &error);
    INFO(error.toStdString());
    REQUIRE(hw);
    return *hw;
}

} // namespace

TEST_CASE("serving search: candidates meet the limits and are ranked by GPUs needed, then tokens per GPU")
{
    const Workload w = llama70b(2000);
    const ClusterHardware hw = dgxH100(w);
    QElapsedTimer timer;
    timer.start();
    const QList<ServingCandidate> c = searchServing(w, hw);
    const qint64 ms = timer.elapsed();
    REQUIRE(c.size() >= 4);
    QSet<QString> quants;
    for (qsizetype i = 0; i < c.size(); ++i) {
        INFO(i << " tp " << c[i].tp << " " << c[i].quantization.toStdString() << " limit " << c[i].maxBatch);
        CHECK(c[i].result.ok);
        CHECK(c[i].result.replicas >= 1);
        CHECK(c[i].result.ttftS <= 1.0 + 1e-9);
        CHECK(c[i].result.gpusNeeded == c[i].result.replicas * c[i].tp);
        if (c[i].maxBatch > 0)
            CHECK(c[i].result.batch <= c[i].maxBatch);
        if (i > 0) {
            CHECK(c[i - 1].result.gpusNeeded <= c[i].result.gpusNeeded);
            if (c[i - 1].result.gpusNeeded == c[i].result.gpusNeeded)
                CHECK(c[i - 1].tokensPerSPerGpu >= c[i].tokensPerSPerGpu);
        }
        quants.insert(c[i].quantization);
    }
    // H100 has fp8 tensor cores: fp8 is among the candidates, and with half the weight bytes of bf16 it needs no more
    // GPUs than bf16 does.
    CHECK(quants.contains(QStringLiteral("fp8")));
    auto fewest = [&](const char *q) {
        for (const ServingCandidate &x : c) {
            if (x.quantization == QLatin1String(q))
                return x.result.gpusNeeded;
        }
        return std::numeric_limits<int>::max();
    };
    CHECK(fewest("fp8") <= fewest("bf16"));
    // Issue 20: the search within 50 ms (a Debug or sanitizer build is slower: the bound is checked in Release
    // by bench_perf's BM_SearchServing; here only that it ends).
    CHECK(ms >= 0);
}

TEST_CASE("serving search: no candidates for a model the inference model does not cover")
{
    Workload w = llama70b(100);
    w.model = ModelSpec{};
    w.model.preset = QStringLiteral("sd15-unet"); // a diffusion UNet: not served by the inference model
    QString error;
    const auto hw = clusterFromPlan(perftest::dgxPlan(1, w, true), perftest::catalog(), &error);
    REQUIRE(hw);
    CHECK(searchServing(w, *hw).isEmpty());
}

TEST_CASE("serving search: a CNN ranks its number formats, each within the latency limit")
{
    Workload w = llama70b(0);
    w.model = ModelSpec{};
    w.model.preset = QStringLiteral("resnet50");
    Serving sv;
    sv.requestsPerS = 20000;
    sv.ttftLimitS = 0.015;
    sv.percentile = 99;
    w.serving = sv;
    QString error;
    const auto hw = clusterFromPlan(perftest::dgxPlan(1, w, true), perftest::catalog(), &error);
    REQUIRE(hw);
    const QList<ServingCandidate> found = searchServing(w, *hw);
    REQUIRE(found.size() >= 2); // 16-bit and int8 (and fp8 on an fp8 GPU)
    QStringList formats;
    for (const ServingCandidate &c : found) {
        formats << c.quantization;
        CHECK(c.result.ok);
        CHECK(c.result.replicas >= 1);
        CHECK(c.result.ttftS <= 0.015 * (1 + 1e-9));
        CHECK(c.tokensPerSPerGpu == Approx(c.result.samplesPerS / c.result.gpusNeeded));
    }
    CHECK(formats.contains(QStringLiteral("fp16")));
    CHECK(formats.contains(QStringLiteral("int8")));
    for (qsizetype i = 1; i < found.size(); ++i)
        CHECK(found[i - 1].result.gpusNeeded <= found[i].result.gpusNeeded); // fewest GPUs first
}

TEST_CASE("serving invariants: more HBM bandwidth never slows a decode step")
{
    const Workload w = llama70b(64);
    ClusterHardware hw = dgxH100(w);
    const ModelArch arch = perftest::preset("llama3-70b");
    const ServingSetup s = servingSetup(w);
    for (int batch : {1, 16, 128, 512}) {
        INFO(batch);
        ClusterHardware faster = hw;
        faster.gpu.memoryBandwidthGBs *= 1.5;
        CHECK(decodeStepTime(arch, faster, s, 2, batch, 2304) <= decodeStepTime(arch, hw, s, 2, batch, 2304));
    }
}

TEST_CASE("serving invariants: a longer output never serves a request sooner")
{
    const Workload base = llama70b(64);
    const ClusterHardware hw = dgxH100(base);
    double previous = 0;
    for (int out : {64, 128, 256, 512, 1024}) {
        Workload w = base;
        w.serving->outputTokens = out;
        const InferenceResult r = evaluateInference(w, hw);
        REQUIRE(r.ok);
        const double serve = r.ttftS + out * r.tpotS; // time to serve one request
        INFO(out << " tokens: " << serve << " s");
        CHECK(serve >= previous);
        previous = serve;
    }
}

TEST_CASE("serving invariants: quantising the weights never raises their memory")
{
    const Workload base = llama70b(64);
    const ClusterHardware hw = dgxH100(base);
    double previous = std::numeric_limits<double>::infinity();
    int previousSeqs = 0;
    for (WeightQuant q : {WeightQuant::None, WeightQuant::Int8, WeightQuant::Int4}) {
        Workload w = base;
        w.serving->weightQuant = q;
        w.serving->tp = 2;
        const InferenceResult r = evaluateInference(w, hw);
        REQUIRE(r.ok);
        CHECK(r.weightBytesPerGpu < previous);
        CHECK(r.maxConcurrency >= previousSeqs); // and the freed memory holds more sequences
        previous = r.weightBytesPerGpu;
        previousSeqs = r.maxConcurrency;
    }
}
