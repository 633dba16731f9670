#include "perf/finetune.h"

#include "perf/memorymodel.h"

#include <algorithm>
#include <cmath>

namespace aip::perf {

namespace {

// QLoRA's dequantization kernel (bitsandbytes dequantize_4bit) reads the NF4 weight and its constants and writes the
// bf16 copy the matmul then reads: 0.52 + 2 bytes of HBM traffic per parameter and use.
constexpr double kDequantBytesPerParam = kNf4BytesPerParam + 2;
// Adapters and their activations stay 16-bit (bf16) in fp8 runs too: PEFT and NeMo's adapters are plain bf16 linear
// layers, outside Transformer Engine's fp8 autocast.
constexpr double kAdapterElementBytes = 2;

// The adapted matrices of one layer as (d_in, d_out) on one GPU.
struct Linear {
    double in, out;
};

// Only the projections in `target` (plan.h, LoraTargetBit); a block without a gated MLP has no gate.
int linearsOf(const ModelArch &a, int tp, unsigned target, Linear *out)
{
    const double t = std::max(1, tp), h = a.hidden, kv = a.kvWidth(), f = a.ffnHidden, q = a.queryWidth();
    const double fc1 = (a.gatedMlp ? 2 : 1) * f;
    const struct {
        unsigned bit;
        Linear shape;
        bool present;
    } all[] = {
        {kLoraQ, {h, q / t}, true},          {kLoraK, {h, kv / t}, true},
        {kLoraV, {h, kv / t}, true},         {kLoraQkvFused, {h, (q + 2 * kv) / t}, true},
        {kLoraO, {q / t, h}, true},          {kLoraUp, {h, f / t}, true},
        {kLoraGate, {h, f / t}, a.gatedMlp}, {kLoraFc1Fused, {h, fc1 / t}, true},
        {kLoraDown, {f / t, h}, true},
    };
    int n = 0;
    for (const auto &l : all) {
        if (l.present && (target & l.bit))
            out[n++] = l.shape;
    }
    return n;
}

} // namespace

double checkpointBytes(const ModelArch &arch, const Workload &w, FineTuneMethod method)
{
    const PrecisionBytes pb = precisionBytes(w.precision);
    const double params
        = trainsAdapters(method) ? loraParamsPerLayer(arch, loraAdaptersOf(w), 1) * arch.layers : arch.parameters();
    return params * (pb.weights + pb.optimizer);
}

LoraAdapters loraAdaptersOf(const Workload &w)
{
    LoraAdapters lora;
    if (w.finetune) {
        lora.rank = w.finetune->rank.value_or(kDefaultLoraRank);
        lora.target = w.finetune->target.value_or(kLoraAllLinear);
    }
    return lora;
}

double loraParamsPerLayer(const ModelArch &a, const LoraAdapters &lora, int tp)
{
    Linear l[9];
    const int n = linearsOf(a, tp, lora.target, l);
    double p = 0;
    for (int i = 0; i < n; ++i)
        p += lora.rank * (l[i].in + l[i].out);
    return p;
}

double loraParamsPerLayer(const ModelArch &a, int rank, int tp)
{
    return loraParamsPerLayer(a, LoraAdapters{rank, kLoraAllLinear}, tp);
}

double embeddingParamsPerGpu(const ModelArch &a, int tp, int pp)
{
    const double vocab = double(a.vocab) * a.hidden / std::max(1, tp);
    const double positions = a.learnedPositionParams();
    const bool untied = !a.tiesOutputLayer();
    return vocab * (untied && pp == 1 ? 2 : 1) + positions;
}

void applyFineTune(LayerCost &layer, const ModelArch &a, const LayerShape &s, const ComputeRates &r,
                   FineTuneMethod method, const LoraAdapters &lora, double linearParamsPerGpu)
{
    if (!trainsAdapters(method))
        return;
    const double T = s.microBatch * a.seqLen;
    const int rank = lora.rank;
    Linear l[9];
    // Every frozen matrix skips its weight gradient, adapted or not; the adapters' products only where they sit.
    const int n = linearsOf(a, s.tp, kLoraAllLinear, l);
    Linear adapted[9];
    const int na = linearsOf(a, s.tp, lora.target, adapted);
    double saved = 0, savedFlops = 0, fwd = 0, bwd = 0, flops = 0;
    for (int i = 0; i < n; ++i) {
        // The frozen matrix's weight gradient, X^T dY (transformerlayer.cpp's shape: k x n over the T rows).
        const GemmOp wgrad{l[i].in, l[i].out, T, 1, true};
        saved += wgrad.time(r);
        savedFlops += wgrad.flops();
    }
    for (int i = 0; i < na; ++i) {
        // Adapter forward: X A (T x in x r), then (X A) B (T x r x out); backward: both data and weight gradients.
        const GemmOp down{T, double(rank), adapted[i].in, 1, false};
        const GemmOp up{T, adapted[i].out, double(rank), 1, false};
        fwd += down.time(r) + up.time(r);
        bwd += 2 * (down.time(r) + up.time(r));
        flops += down.flops() + up.flops();
        // The adapter's path joins the frozen one: y = W0 x + s B A x reads both outputs and writes the sum (PEFT
        // peft/tuners/lora/layer.py Linear.forward: result = result + lora_B(lora_A(dropout(x))) * scaling; NeMo's
        // LoRA adapters add to the projection's output alike), and the backward sums the two paths' input gradients.
        const double outBytes = 3 * T * adapted[i].out * kAdapterElementBytes;
        const double inBytes = 3 * T * adapted[i].in * kAdapterElementBytes;
        fwd += r.memoryTime(outBytes);
        bwd += r.memoryTime(inBytes);
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
    applyFineTuneMemory(m, a, s, precision, LoraAdapters{rank, kLoraAllLinear});
}

double frozenActivationBytesPerLayer(const ModelArch &a, const ActivationShape &s, const LoraAdapters &lora)
{
    if (a.isMoe())
        return 0;
    if (s.recompute == Recompute::Selective) {
        if (s.selective != SelectiveRecompute::EveryOtherLayer)
            return 0;
        // Layer SAC: the blocks left whole save what a layer without recompute saves, less the frozen inputs; the
        // checkpointed ones keep only their input, as under full recompute (memorymodel.cpp layerActivationBytes()).
        ActivationShape whole = s;
        whole.recompute = Recompute::None;
        return frozenActivationBytesPerLayer(a, whole, lora) / 2;
    }
    const double t = std::max(1, s.tp), tokens = s.microBatch * a.seqLen;
    // The frozen projections' inputs as the backward would have kept them (FP8 under Transformer Engine).
    const double e = s.fp8LinearInputs ? kFp8SavedInputBytes : s.elementBytes;
    const double replicated = tokens * e / (s.sequenceParallel ? t : 1);
    const unsigned target = lora.target;
    double saved = 0;
    if (!(target & (kLoraQ | kLoraK | kLoraV | kLoraQkvFused)))
        saved += a.hidden * replicated; // the QKV input (the first norm's output)
    if (!(target & (kLoraUp | kLoraGate | kLoraFc1Fused)))
        saved += a.hidden * replicated; // the MLP input (the second norm's output)
    if (!(target & kLoraDown))
        saved += a.ffnHidden * tokens * e / t; // the MLP-down input (the activation's output)
    // Each adapter keeps its rank-r intermediate x A for B's weight gradient.
    Linear l[9];
    const int n = linearsOf(a, s.tp, target, l);
    return saved - n * lora.rank * tokens * kAdapterElementBytes;
}

void applyFineTuneMemory(MemoryBreakdown &m, const ModelArch &a, const Strategy &s, Precision precision,
                         const LoraAdapters &lora, SelectiveRecompute selective)
{
    if (!trainsAdapters(s.method))
        return;
    // Activations: the frozen projections' inputs that no adapter reads are not kept (frozenActivationBytesPerLayer).
    // Without recompute every layer of the stage drops them; with full recompute the layers keep their inputs only
    // and the one layer being rebuilt drops them; with layer SAC the blocks left whole drop them (half a layer's on
    // average, frozenActivationBytesPerLayer()) and so does the checkpointed block being rebuilt. Under pipeline
    // parallelism only one micro-batch's worth is taken off (the fewest the first stage holds): a lower bound on the
    // saving.
    const double e = precision == Precision::Fp32 || precision == Precision::Tf32 ? 4 : 2;
    ActivationShape shape{double(s.microBatch) / std::max(1, s.cp),
                          s.tp,
                          s.sequenceParallel,
                          s.recompute,
                          true,
                          e,
                          selective,
                          precision == Precision::Fp8};
    ActivationShape rebuilt = shape;
    rebuilt.recompute = Recompute::None;
    double freed = 0;
    if (s.recompute == Recompute::Full) {
        freed = frozenActivationBytesPerLayer(a, rebuilt, lora);
    } else {
        freed = frozenActivationBytesPerLayer(a, shape, lora) * std::ceil(double(a.layers) / std::max(1, s.pp));
        if (s.recompute == Recompute::Selective && selective == SelectiveRecompute::EveryOtherLayer)
            freed += frozenActivationBytesPerLayer(a, rebuilt, lora);
    }
    freed = std::min(freed, m.activationsBytes);
    m.activationsBytes -= freed;
    m.totalBytes -= freed;
    const PrecisionBytes pb = precisionBytes(precision);
    const double before = m.weightsBytes + m.gradientsBytes + m.optimizerBytes;
    const double params = parametersPerGpu(a, s.tp, s.pp, s.ep, s.etp);
    const double layersPerStage = std::ceil(double(a.layers) / std::max(1, s.pp));
    const double adapters = loraParamsPerLayer(a, lora, s.tp) * layersPerStage;
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
