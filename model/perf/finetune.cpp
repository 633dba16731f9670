#include "perf/finetune.h"

#include "perf/memorymodel.h"

#include <algorithm>
#include <cmath>

namespace aip::perf {

namespace {

// QLoRA's dequantization kernel (bitsandbytes dequantize_4bit) reads the NF4 weight and its constants and writes the
// bf16 copy the matmul then reads: 0.52 + 2 bytes of HBM traffic per parameter and use.
constexpr double kDequantBytesPerParam = kNf4BytesPerParam + 2;

// The adapted matrices of one layer as (d_in, d_out) on one GPU.
struct Linear {
    double in, out;
};

int linearsOf(const ModelArch &a, int tp, Linear *out)
{
    const double t = std::max(1, tp), h = a.hidden, kv = a.kvHeads * a.headDim(), f = a.ffnHidden;
    int n = 0;
    out[n++] = {h, h / t};  // Q
    out[n++] = {h, kv / t}; // K
    out[n++] = {h, kv / t}; // V
    out[n++] = {h / t, h};  // O
    out[n++] = {h, f / t};  // MLP up
    if (a.gatedMlp)
        out[n++] = {h, f / t}; // MLP gate
    out[n++] = {f / t, h};     // MLP down
    return n;
}

} // namespace

double loraParamsPerLayer(const ModelArch &a, int rank, int tp)
{
    Linear l[7];
    const int n = linearsOf(a, tp, l);
    double p = 0;
    for (int i = 0; i < n; ++i)
        p += rank * (l[i].in + l[i].out);
    return p;
}

double embeddingParamsPerGpu(const ModelArch &a, int tp, int pp)
{
    const double vocab = double(a.vocab) * a.hidden / std::max(1, tp);
    const double positions = a.gatedMlp ? 0 : double(a.seqLen) * a.hidden;
    const bool untied = a.gatedMlp;
    return vocab * (untied && pp == 1 ? 2 : 1) + positions;
}

void applyFineTune(LayerCost &layer, const ModelArch &a, const LayerShape &s, const ComputeRates &r,
                   FineTuneMethod method, int rank, double linearParamsPerGpu)
{
    if (!trainsAdapters(method))
        return;
    const double T = s.microBatch * a.seqLen;
    Linear l[7];
    const int n = linearsOf(a, s.tp, l);
    double saved = 0, savedFlops = 0, fwd = 0, bwd = 0, flops = 0;
    for (int i = 0; i < n; ++i) {
        // The frozen matrix's weight gradient, X^T dY (transformerlayer.cpp's shape: k x n over the T rows).
        const GemmOp wgrad{l[i].in, l[i].out, T, 1, true};
        saved += wgrad.time(r);
        savedFlops += wgrad.flops();
        // Adapter forward: X A (T x in x r), then (X A) B (T x r x out); backward: both data and weight gradients.
        const GemmOp down{T, double(rank), l[i].in, 1, false};
        const GemmOp up{T, l[i].out, double(rank), 1, false};
        fwd += down.time(r) + up.time(r);
        bwd += 2 * (down.time(r) + up.time(r));
        flops += down.flops() + up.flops();
    }
    layer.fwdS += fwd;
    layer.bwdS = std::max(0.0, layer.bwdS - saved) + bwd;
    layer.fwdFlops += flops;
    layer.bwdFlops = std::max(0.0, layer.bwdFlops - savedFlops) + 2 * flops;
    if (method == FineTuneMethod::Qlora) {
        // Dequantized once per use: in the forward and again for the backward's activation gradients (and in a
        // recomputed forward, which repeats fwdS).
        const double dequant = r.memoryTime(linearParamsPerGpu * kDequantBytesPerParam);
        layer.fwdS += dequant;
        layer.bwdS += dequant;
    }
}

void applyFineTune(HeadCost &head, const ModelArch &a, const LayerShape &s, const ComputeRates &r)
{
    const double tokens = s.microBatch * a.seqLen * (a.family == ModelFamily::Encoder ? 0.15 : 1);
    const GemmOp wgrad{double(a.hidden), double(a.vocab) / std::max(1, s.tp), tokens, 1, false};
    head.logitsS = std::max(0.0, head.logitsS - wgrad.time(r));
    head.logitsFlops = std::max(0.0, head.logitsFlops - wgrad.flops());
}

void fineTuneShardedBase(DataParallelWork &w, double baseParamsPerGpu, double baseLayerParamsPerGpu)
{
    w.paramsPerGpu = baseParamsPerGpu;
    w.unitParams = baseLayerParamsPerGpu;
}

void applyFineTuneMemory(MemoryBreakdown &m, const ModelArch &a, const Strategy &s, Precision precision, int rank)
{
    if (!trainsAdapters(s.method))
        return;
    const PrecisionBytes pb = precisionBytes(precision);
    const double before = m.weightsBytes + m.gradientsBytes + m.optimizerBytes;
    const double params = parametersPerGpu(a, s.tp, s.pp, s.ep);
    const double layersPerStage = std::ceil(double(a.layers) / std::max(1, s.pp));
    const double adapters = loraParamsPerLayer(a, rank, s.tp) * layersPerStage;
    const double dp = std::max(1, s.shardRanks()) * std::max(1, s.cp);
    double base = params * pb.weights;
    if (s.method == FineTuneMethod::Qlora) {
        const double embedding = std::min(params, embeddingParamsPerGpu(a, s.tp, s.pp));
        base = (params - embedding) * kNf4BytesPerParam + embedding * pb.weights;
    }
    // ZeRO-3 / FSDP shards the frozen base over the data-parallel ranks as it shards trained weights.
    m.weightsBytes = base / (s.zero >= 3 ? dp : 1) + adapters * pb.weights;
    m.gradientsBytes = adapters * pb.gradients / (s.zero >= 2 ? dp : 1);
    m.optimizerBytes = adapters * pb.optimizer / (s.zero >= 1 ? dp : 1);
    m.totalBytes += m.weightsBytes + m.gradientsBytes + m.optimizerBytes - before;
    m.fits = m.totalBytes <= m.capacityBytes;
}

} // namespace aip::perf
