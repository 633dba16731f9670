// Inference sizing (issue 20, model/perf/inference.h): the KV cache per token, a hand-checked decode step, and
// properties that must hold whatever the calibration (quantising never slows decode, more TP never shrinks the KV
// capacity of a replica, more load never needs fewer replicas).
#include "perf/inference.h"
#include "perffixture.h"
#include "support/testsupport.h"

using namespace aip;
using namespace aip::perf;

namespace {

ClusterHardware dgxH100()
{
    Workload w;
    w.model.preset = QStringLiteral("llama2-70b");
    QString error;
    const auto hw = clusterFromPlan(perftest::dgxPlan(1, w, true), perftest::catalog(), &error);
    INFO(error.toStdString());
    REQUIRE(hw);
    return *hw;
}

} // namespace

TEST_CASE("the KV cache per token is 2 x layers x kv_heads x head_dim x bytes")
{
    const ModelArch llama70 = perftest::preset("llama2-70b");             // 80 layers, 8 KV heads (GQA) of 128
    CHECK(kvBytesPerToken(llama70, 2) == Approx(2.0 * 80 * 8 * 128 * 2)); // 320 KiB
    CHECK(kvBytesPerToken(llama70, 1) == Approx(kvBytesPerToken(llama70, 2) / 2));
    const ModelArch llama7 = perftest::preset("llama2-7b"); // multi-head: 32 layers x 32 heads x 128
    CHECK(kvBytesPerToken(llama7, 2) == Approx(2.0 * 32 * 32 * 128 * 2));
}

TEST_CASE("a batch-1 decode step of Llama 2 70B on 8 H100 reads its weights once at HBM bandwidth")
{
    const ClusterHardware hw = dgxH100();
    const ModelArch a = perftest::preset("llama2-70b");
    ServingSetup s;
    s.inputTokens = 128;
    s.outputTokens = 128;
    const double ctx = 192;
    const double bytes = a.parameters() * 2 / 8 + ctx * 2.0 * 80 * 1 * 128 * 2; // one KV head per GPU at tp 8
    const double hbm = hw.gpu.memoryBandwidthGBs * 1e9;
    const double step = decodeStepTime(a, hw, s, 8, 1, ctx);
    // At least the bytes at full bandwidth; at most at 60 % of it plus 160 small all-reduces (< 30 us each).
    CHECK(step >= bytes / hbm);
    CHECK(step <= bytes / (0.6 * hbm) + 160 * 30e-6);
}

TEST_CASE("the KV pool of an 80 GB H100 is 0.9 of its 80 GiB as the driver shows them less weights and a chunk")
{
    // The training memory model's bytes (memorymodel.h: 81,559 MiB visible of the HBM's 80 GiB), not 80e9: the
    // serving and training answers for one GPU must count the same memory. Llama 2 70B bf16 at tp 8: 17.25 GB of
    // weights per GPU; one prefill chunk of 2048 tokens of activations; 4 % of the pool lost to paging (inference.cpp).
    const ClusterHardware hw = dgxH100();
    const ModelArch a = perftest::preset("llama2-70b");
    ServingSetup s;
    s.inputTokens = 1024;
    s.outputTokens = 1024;
    const double visible = 81559.0 * 1048576;
    const double weights = a.parameters() * 2 / 8;
    const double chunk = 2048 * (4.0 * a.hidden + 2.0 * a.ffnHidden) * 2 / 8;
    const double pool = (0.9 * visible - weights - chunk) * 0.96;
    const double perSeq = 2048 * kvBytesPerToken(a, 2) / 8;
    CHECK(maxConcurrency(a, hw, s, 8) == int(pool / perSeq));
    CHECK(int(pool / perSeq) > int(((0.9 * 80e9 - weights - chunk) * 0.96) / perSeq)); // more than decimal GB hold
}

TEST_CASE("int4 weights never decode slower than bf16 and never hold fewer sequences")
{
    const ClusterHardware hw = dgxH100();
    const ModelArch a = perftest::preset("llama2-70b");
    ServingSetup bf16, int4;
    bf16.weightBytesPerParam = weightBytesPerParam(WeightQuant::None, Precision::Bf16);
    int4.weightBytesPerParam = weightBytesPerParam(WeightQuant::Int4, Precision::Bf16);
    REQUIRE(int4.weightBytesPerParam < bf16.weightBytesPerParam);
    for (int tp : {2, 4, 8}) {
        CHECK(maxConcurrency(a, hw, int4, tp) >= maxConcurrency(a, hw, bf16, tp));
        for (int b : {1, 8, 64, 256})
            CHECK(decodeStepTime(a, hw, int4, tp, b, 1500) <= decodeStepTime(a, hw, bf16, tp, b, 1500));
    }
}

TEST_CASE("more tensor parallelism never lowers a replica's KV capacity and decode time grows with the batch")
{
    const ClusterHardware hw = dgxH100();
    const ModelArch a = perftest::preset("llama2-70b");
    const ServingSetup s;
    int previous = 0;
    for (int tp : {1, 2, 4, 8}) {
        const int c = maxConcurrency(a, hw, s, tp);
        CHECK(c >= previous);
        previous = c;
    }
    CHECK(maxConcurrency(a, hw, s, 1) == 0); // 138 GB of bf16 weights do not fit on one 80 GB GPU
    double last = 0;
    for (int b : {1, 4, 16, 64, 256}) {
        const double t = decodeStepTime(a, hw, s, 8, b, 1000);
        CHECK(t >= last);
        CHECK(b / t >= (b == 1 ? 0.0 : 1 / decodeStepTime(a, hw, s, 8, 1, 1000))); // batching raises tokens/s
        last = t;
    }
}

TEST_CASE("serving sizing: more requests never need fewer replicas and the limits hold at the operating point")
{
    const ClusterHardware hw = dgxH100();
    const ModelArch a = perftest::preset("llama2-70b");
    ServingSetup s;
    s.inputTokens = 2048;
    s.outputTokens = 256;
    s.tp = 8;
    s.ttftLimitS = 2;
    s.tpotLimitS = 0.05;
    int previous = 0;
    for (double rps : {0.5, 2.0, 5.0, 20.0, 80.0}) {
        s.requestsPerS = rps;
        const InferenceResult r = evaluateInference(a, hw, s);
        INFO(rps);
        REQUIRE(r.ok);
        REQUIRE(r.replicas >= 1);
        CHECK(r.replicas >= previous);
        CHECK(r.gpusNeeded == r.replicas * 8);
        CHECK(r.tpotS <= 0.05);
        CHECK(r.ttftS <= 2);
        CHECK(r.batch <= r.maxConcurrency);
        CHECK(r.outputTokensPerS == Approx(rps * 256));
        previous = r.replicas;
    }
    s.tpotLimitS = 1e-4; // below one step's weight read: nothing meets it
    const InferenceResult none = evaluateInference(a, hw, s);
    CHECK(none.replicas == 0);
    CHECK(none.bottleneck == ServingBottleneck::LatencyLimit);
}

TEST_CASE("serving sizing: a replica below its capacity is held by its step, not by a limit it does not reach")
{
    const ClusterHardware hw = dgxH100();
    const ModelArch a = perftest::preset("llama2-70b");
    ServingSetup s;
    s.inputTokens = 2048;
    s.outputTokens = 256;
    s.tp = 8;
    const InferenceResult full = evaluateInference(a, hw, s);
    REQUIRE(full.ok);
    REQUIRE(full.maxConcurrency > 128);
    s.concurrency = 64; // one replica, far below the sequences its KV cache holds
    const InferenceResult r = evaluateInference(a, hw, s);
    REQUIRE(r.ok);
    CHECK(r.replicas == 1);
    CHECK(r.batch == 64);
    // 64 sequences of Llama 2 70B read its weights once per step: memory-bound (Pope et al. 2022: arithmetic
    // intensity ~ batch, far below an H100's ~300 FLOPs per byte).
    CHECK(r.bottleneck == ServingBottleneck::MemoryBandwidth);
}
