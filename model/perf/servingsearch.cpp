#include "perf/servingsearch.h"

#include <algorithm>

namespace aip::perf {

namespace {

struct Quant {
    const char *name;
    Precision precision;
    WeightQuant weights;
};

// bf16; fp8 W8A8 with an fp8 KV cache (only where the GPU has fp8 tensor cores: Hopper, Ada, MI300); int8 and int4
// weight-only (AWQ/GPTQ) at 16-bit compute.
constexpr Quant kQuants[] = {
    {"bf16", Precision::Bf16, WeightQuant::None},
    {"fp8", Precision::Fp8, WeightQuant::None},
    {"int8", Precision::Bf16, WeightQuant::Int8},
    {"int4", Precision::Bf16, WeightQuant::Int4},
};

// Batch limits tried besides none: the vLLM default max_num_seqs (256) and two tighter ones.
constexpr int kBatchLimits[] = {0, 256, 64, 16};

} // namespace

QList<ServingCandidate> searchServing(const Workload &workload, const ClusterHardware &hw)
{
    QString error;
    const std::optional<ModelArch> arch = resolveModel(workload.model, &error);
    QList<ServingCandidate> out;
    if (!arch || arch->family != ModelFamily::Decoder)
        return out;
    const int node = std::max(1, hw.gpusPerNode);
    const bool fp8Units = hw.gpu.fp8Tflops > std::max(hw.gpu.bf16Tflops, hw.gpu.fp16Tflops);
    for (const Quant &q : kQuants) {
        if (q.precision == Precision::Fp8 && !fp8Units)
            continue;
        Workload w = workload;
        w.precision = q.precision;
        Serving sv = w.serving.value_or(Serving{});
        sv.weightQuant = q.weights;
        sv.kvPrecision = q.precision == Precision::Fp8 ? Precision::Fp8 : Precision::Bf16;
        w.serving = sv;
        const ServingSetup base = servingSetup(w);
        for (int tp = 1; tp <= node; tp *= 2) {
            InferenceResult unlimited;
            for (int limit : kBatchLimits) {
                ServingSetup s = base;
                s.tp = tp;
                s.maxBatch = limit;
                ServingCandidate c;
                c.tp = tp;
                c.maxBatch = limit;
                c.quantization = QLatin1String(q.name);
                c.result = evaluateInference(*arch, hw, s);
                if (!c.result.ok || c.result.replicas < 1 || c.result.gpusNeeded < 1)
                    continue;
                if (limit == 0)
                    unlimited = c.result;
                else if (limit >= c.result.maxConcurrency
                         || (unlimited.ok && c.result.batch == unlimited.batch
                             && c.result.gpusNeeded == unlimited.gpusNeeded))
                    continue; // the same as no limit
                c.tokensPerSPerGpu = c.result.outputTokensPerS / c.result.gpusNeeded;
                out << c;
            }
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const ServingCandidate &a, const ServingCandidate &b) {
        if (a.result.gpusNeeded != b.result.gpusNeeded)
            return a.result.gpusNeeded < b.result.gpusNeeded;
        return a.tokensPerSPerGpu > b.tokensPerSPerGpu;
    });
    return out;
}

} // namespace aip::perf
