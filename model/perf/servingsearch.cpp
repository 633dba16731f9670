#include "perf/servingsearch.h"

#include "perf/batchinference.h"

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

// The workload served in another number format: compute precision and weight quantisation.
Workload inFormat(const Workload &workload, Precision precision, WeightQuant weights)
{
    Workload w = workload;
    w.precision = precision;
    Serving sv = w.serving.value_or(Serving{});
    sv.weightQuant = weights;
    w.serving = sv;
    return w;
}

// A CNN or BERT-style encoder served in batches (perf/batchinference.h): one replica per GPU, the batch chosen by the
// evaluation for the latency limit, so what there is to rank is the number format: 16-bit, int8 (TensorRT's
// calibrated int8 engines, the MLPerf Inference submissions' choice on T4, L4 and A100) and fp8 where the GPU has fp8
// units. Ranked by the GPUs the load needs, then by the latency at that load.
QList<ServingCandidate> searchBatchServing(const ModelArch &arch, const Workload &workload, const ClusterHardware &hw)
{
    struct Format {
        const char *name;
        Precision precision;
        WeightQuant weights;
    };
    const bool fp8Units = hw.gpu.fp8Tflops > std::max(hw.gpu.bf16Tflops, hw.gpu.fp16Tflops);
    const Format formats[] = {
        {"fp16", Precision::Fp16, WeightQuant::None},
        {"int8", Precision::Fp16, WeightQuant::Int8},
        {"fp8", Precision::Fp8, WeightQuant::None},
    };
    QList<ServingCandidate> out;
    for (const Format &f : formats) {
        if (f.precision == Precision::Fp8 && !fp8Units)
            continue;
        ServingCandidate c;
        c.quantization = QLatin1String(f.name);
        c.result = evaluateInference(arch, hw, servingSetup(inFormat(workload, f.precision, f.weights)));
        if (!c.result.ok || c.result.replicas < 1 || c.result.gpusNeeded < 1)
            continue;
        c.tokensPerSPerGpu = c.result.samplesPerS / c.result.gpusNeeded; // images or sequences, for these networks
        out << c;
    }
    std::stable_sort(out.begin(), out.end(), [](const ServingCandidate &a, const ServingCandidate &b) {
        if (a.result.gpusNeeded != b.result.gpusNeeded)
            return a.result.gpusNeeded < b.result.gpusNeeded;
        return a.result.ttftS < b.result.ttftS;
    });
    return out;
}

} // namespace

QList<ServingCandidate> searchServing(const Workload &workload, const ClusterHardware &hw)
{
    QString error;
    const std::optional<ModelArch> arch = resolveModel(workload.model, &error);
    QList<ServingCandidate> out;
    if (!arch)
        return out;
    if (arch->family != ModelFamily::Decoder)
        return isBatchInference(*arch) ? searchBatchServing(*arch, workload, hw) : out;
    const int node = std::max(1, hw.gpusPerNode);
    const bool fp8Units = hw.gpu.fp8Tflops > std::max(hw.gpu.bf16Tflops, hw.gpu.fp16Tflops);
    for (const Quant &q : kQuants) {
        if (q.precision == Precision::Fp8 && !fp8Units)
            continue;
        Workload w = inFormat(workload, q.precision, q.weights);
        w.serving->kvPrecision = q.precision == Precision::Fp8 ? Precision::Fp8 : Precision::Bf16;
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
