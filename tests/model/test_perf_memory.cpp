// Memory per GPU against Korthikanti et al. 2022 ("Reducing Activation Recomputation in Large Transformer
// Models"), Table 2, and ZeRO's sharding (Rajbhandari et al. 2020).
#include "perf/memorymodel.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;

ModelArch gpt3()
{
    ModelSpec spec;
    spec.preset = QStringLiteral("gpt3-175b");
    return *resolveModel(spec, nullptr);
}

double korthikanti(const ModelArch &a, double b, double t, const char *variant)
{
    const double s = a.seqLen, h = a.hidden, heads = a.heads;
    const double sbh = s * b * h;
    const QString v = QLatin1String(variant);
    if (v == QLatin1String("none"))
        return sbh * (34 + 5 * heads * s / h);
    if (v == QLatin1String("tp"))
        return sbh * (10 + 24 / t + 5 * heads * s / (h * t));
    if (v == QLatin1String("tp+sp"))
        return sbh * (34 / t + 5 * heads * s / (h * t));
    if (v == QLatin1String("tp+selective"))
        return sbh * (10 + 24 / t);
    if (v == QLatin1String("tp+sp+selective"))
        return sbh * 34 / t;
    return 2 * sbh; // full recompute
}

} // namespace

TEST_CASE("perf memory: per-layer activations follow Korthikanti et al. 2022 Table 2")
{
    const ModelArch a = gpt3();
    for (double b : {1.0, 4.0}) {
        for (int t : {1, 2, 8}) {
            ActivationShape shape{b, t, false, Recompute::None, false, 2};
            if (t == 1)
                CHECK(layerActivationBytes(a, shape) == Approx(korthikanti(a, b, t, "none")));
            CHECK(layerActivationBytes(a, shape) == Approx(korthikanti(a, b, t, "tp")));
            shape.sequenceParallel = true;
            CHECK(layerActivationBytes(a, shape) == Approx(korthikanti(a, b, t, "tp+sp")));
            shape.recompute = Recompute::Selective;
            CHECK(layerActivationBytes(a, shape) == Approx(korthikanti(a, b, t, "tp+sp+selective")));
            shape.sequenceParallel = false;
            CHECK(layerActivationBytes(a, shape) == Approx(korthikanti(a, b, t, "tp+selective")));
            shape.recompute = Recompute::Full;
            CHECK(layerActivationBytes(a, shape) == Approx(korthikanti(a, b, t, "full")));
        }
    }
}

TEST_CASE("perf memory: mixed-precision Adam holds 16 bytes per parameter, ZeRO shards them")
{
    const ModelArch a = gpt3();
    Strategy s;
    s.tp = 8;
    s.pp = 12;
    s.dp = 16;
    s.recompute = Recompute::Full;
    const double params = parametersPerGpu(a, 8, 12);
    // 175B over 96 GPUs of model parallelism, plus the embedding on the first stage.
    CHECK(params == Approx(175e9 / 96 + 50257.0 * 12288 / 8 + 2048.0 * 12288).epsilon(0.03));
    const MemoryBreakdown z0 = transformerMemory(a, s, Precision::Fp16, false, 64, 80e9);
    CHECK(z0.weightsBytes == Approx(2 * params));
    CHECK(z0.gradientsBytes == Approx(2 * params));
    CHECK(z0.optimizerBytes == Approx(12 * params));
    s.zero = 1;
    const MemoryBreakdown z1 = transformerMemory(a, s, Precision::Fp16, false, 64, 80e9);
    CHECK(z1.optimizerBytes == Approx(12 * params / 16));
    CHECK(z1.gradientsBytes == Approx(2 * params));
    s.zero = 2;
    const MemoryBreakdown z2 = transformerMemory(a, s, Precision::Fp16, false, 64, 80e9);
    CHECK(z2.gradientsBytes == Approx(2 * params / 16));
    s.zero = 3;
    const MemoryBreakdown z3 = transformerMemory(a, s, Precision::Fp16, false, 64, 80e9);
    CHECK(z3.weightsBytes == Approx(2 * params / 16));
    CHECK(z3.totalBytes < z2.totalBytes);
    CHECK(z2.totalBytes < z1.totalBytes);
    CHECK(z1.totalBytes < z0.totalBytes);
}

TEST_CASE("perf memory: with ZeRO >= 1, more data parallelism never raises optimizer memory per GPU")
{
    const ModelArch a = gpt3();
    for (int zero = 1; zero <= 3; ++zero) {
        double previous = 1e300;
        for (int dp = 1; dp <= 1024; dp *= 2) {
            Strategy s;
            s.tp = 8;
            s.pp = 8;
            s.dp = dp;
            s.zero = zero;
            const MemoryBreakdown m = transformerMemory(a, s, Precision::Bf16, true, 16, 80e9);
            CHECK(m.optimizerBytes <= previous);
            previous = m.optimizerBytes;
        }
    }
}

TEST_CASE("perf memory: the first pipeline stage holds its in-flight micro-batches")
{
    const ModelArch a = gpt3();
    Strategy s;
    s.tp = 8;
    s.pp = 8;
    s.dp = 1;
    s.sequenceParallel = true;
    s.recompute = Recompute::Selective;
    const ActivationShape shape{1, 8, true, Recompute::Selective, false, 2};
    const double perLayer = layerActivationBytes(a, shape);
    // 1F1B with many micro-batches: p in flight, each of L/p layers: L layers' worth in all.
    const MemoryBreakdown many = transformerMemory(a, s, Precision::Fp16, false, 64, 80e9);
    CHECK(many.activationsBytes == Approx(perLayer * a.layers));
    // Fewer micro-batches than stages: only those.
    const MemoryBreakdown few = transformerMemory(a, s, Precision::Fp16, false, 2, 80e9);
    CHECK(few.activationsBytes == Approx(perLayer * a.layers / 8 * 2));
    // Interleaving adds (p-1)/(p v) (Korthikanti Sec. 4.2.3).
    s.interleave = 3;
    const MemoryBreakdown inter = transformerMemory(a, s, Precision::Fp16, false, 64, 80e9);
    CHECK(inter.activationsBytes == Approx(perLayer * a.layers * (1 + 7.0 / 24)));
}
