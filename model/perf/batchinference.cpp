// Serving CNNs and encoders: see batchinference.h. Each layer at its own roofline (Williams et al. 2009, "Roofline",
// CACM 52(4)): the longer of its math at the GEMM rate and size efficiency of computerates.h and its operand traffic
// at HBM bandwidth, and never shorter than a kernel's floor (kEngineKernelFloorS).
#include "perf/batchinference.h"

#include "perf/batchladder.h"
#include "perf/computerates.h"
#include "perf/kerneltimes.h"
#include "perf/l2cache.h"
#include "perf/memorymodel.h"
#include "perf/queueing.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace aip::perf {

namespace {

struct Txt {
    Q_DECLARE_TR_FUNCTIONS(Inference)
};

// The floor of every kernel of a TensorRT engine at small batches (kEngineKernelFloorS, kerneltimes.h): 9.53 us, from
// MLPerf Inference v1.1's ResNet-50 int8 SingleStream (batch 1) on one A30, mean latency 514,515 ns
// (mlcommons/inference_results_v1.1 @ 912dcdb
// closed/NVIDIA/results/A30x1_TRT/resnet50/SingleStream/performance/run_1/mlperf_log_summary.txt; not a validation
// row), over the 54 kernels of this model's ResNet-50 (convnets.h), every one of which is shorter than the floor on an
// A30 at batch 1 (the math at its rate and the operands at HBM bandwidth), so the latency is the floor alone. It is
// a time per kernel, not a rate: the A30 (56 SMs, 330 int8 TOPS, 933 GB/s) takes 1.11x the A100 SXM4's 0.463 ms
// (108 SMs, 624, 2039) in the same round; what does change it is the clock: in MLPerf v3.0 the L4 (58 SMs, 242.5,
// 300 GB/s, 2040 MHz boost) takes 0.356 ms (results/L4x1_TRT/resnet50/SingleStream, mlcommons/inference_results_v3.0
// @ dad59af), 13.4k cycles per kernel against the A30's 13.7k at 1440 MHz (NVIDIA L4 and A30 datasheets), a latency
// counted in GPU clock cycles. The catalog has no clock, so the floor is the Ampere data-centre parts' (1410-1440
// MHz) on every GPU: on a ~2 GHz card (L4, H100) batch-1 latency is about 1.4x too long. MLPerf's SingleStream
// latency includes the harness's per-query work (input copy, enqueue, completion), counted here as part of the
// floor. It replaces the 3.8 us of a short kernel launched back to back (NVIDIA Technical Blog, A. Gray, "Getting
// Started with CUDA Graphs", 2019), the launch alone (README-serving.md, "The batch-1 floor").
// The batches tried stop at 2048: NVIDIA's MLPerf Inference engines for ResNet-50 Offline on A100 and H100 run
// gpu_batch_size 2048 (mlcommons/inference_results_v3.0 closed/NVIDIA/configs/resnet50/Offline/__init__.py), the
// largest batch they build; a plan's batch limit (the engine's max batch) can set another.
constexpr int kMaxEngineBatch = 2048;
// The engine leaves 10 % of GPU memory to the CUDA context, cuDNN/cuBLAS workspaces and fragmentation (the same
// share as vLLM's default gpu_memory_utilization 0.9, inference.cpp).
constexpr double kUsableMemoryShare = 0.9;
// int8 tensor cores run at twice the 16-bit dense rate on every NVIDIA generation with them: T4 65 FP16 TFLOPS /
// 130 INT8 TOPS (NVIDIA T4 datasheet, 2019), A100 312 / 624 (NVIDIA A100 datasheet, 2021), L4 121 / 242.5 dense
// (NVIDIA L4 datasheet, 2023: 242 / 485 with sparsity), H100 SXM 989 / 1979 (H100 datasheet, 2023).
constexpr double kInt8OverFp16 = 2;
// TensorRT's BERT layer (TensorRT demo/BERT: the fused QKV GEMM, the fused multi-head attention plugin, the output
// projection, a skip-layernorm plugin, FC1 with its GELU fused, FC2, a second skip-layernorm): seven kernels, two of
// them memory-bound skip-layernorms that read the residual and the branch and write the sum.
constexpr double kSkipLayerNormsPerLayer = 2;
// The kernel lists kept for the networks evaluated last (cachedForward): a sizing, the serving search and the GUI's
// edits evaluate the same few networks on the same few GPUs again and again. Each holds its rung times (4 KiB).
constexpr std::size_t kCachedForwards = 16;

// The GEMM rate the network runs at: int8 (weight_quant int8) at twice the 16-bit rate, fp8 where the plan says fp8
// and the GPU has fp8 units, else the plan's precision. Operands take 1 byte in int8 and fp8.
//
// int8 on a GPU with fp8 tensor cores (Ada, Hopper: the same 8-bit units at the same rate, e.g. H100 SXM 1979 FP8
// TFLOPS and 1979 INT8 TOPS, L4 242.5 / 242.5, datasheets above) runs at the fp8 rate and the fp8 GEMMs' measured
// share (gpuefficiency.cpp, kFp8Share, measured on an H100). A GPU without fp8 units (Turing, Ampere) has no such
// measurement for its int8 (IMMA) units: its int8 GEMMs take the 16-bit share of the datasheet's doubled rate, as
// the same GPU's 16-bit GEMMs do of theirs (the fp8 shortfall measured on Hopper is not carried to other units).
// Every kernel of the network runs at the int8 rate, the fused attention included (TensorRT demo/BERT README @
// 007c347: "--int8 --il: enable int8 tactics/plugins with interleaving").
struct NetRates {
    ComputeRates rates;
    double elementBytes = 2;
    L2Cache l2 = {}; // the GPU's L2 (perf/l2cache.h): a layer whose activations fit it moves them there
};

NetRates gemmRates(const ClusterHardware &hw, const ServingSetup &s, Precision precision)
{
    if (s.weightQuant == WeightQuant::Int8) {
        GpuSpec g = hw.gpu;
        const double half = g.bf16Tflops > 0 ? g.bf16Tflops : g.fp16Tflops;
        if (g.fp8Tflops > 0) {
            g.fp8Tflops = std::max(g.fp8Tflops, kInt8OverFp16 * half);
            return {ComputeRates(g, Precision::Fp8, FlashKernel::Fa2, false, gpuGenerationOf(hw)), 1};
        }
        // The 16-bit units' share at the int8 rate, in the GPU's own class: its generation is read from the real
        // spec, not from the doubled 16-bit peak (which would put an A30 or RTX A6000 among the A100s). The A100
        // PCIe's power-cap share applies to its int8 GEMMs as to its 16-bit ones: both run the same tensor cores
        // under the same board power limit.
        g.fp16Tflops = g.bf16Tflops = kInt8OverFp16 * half;
        return {ComputeRates(g, Precision::Fp16, FlashKernel::Fa2, false, gpuGenerationOf(hw)), 1};
    }
    if (precision == Precision::Fp8 && hw.gpu.fp8Tflops > 0)
        return {ComputeRates(hw.gpu, Precision::Fp8, FlashKernel::Fa2, false, gpuGenerationOf(hw)), 1};
    const Precision p = precision == Precision::Fp8 ? Precision::Fp16 : precision;
    const double bytes = p == Precision::Fp32 || p == Precision::Tf32 ? 4 : 2;
    return {ComputeRates(hw.gpu, p, FlashKernel::Fa2, false, gpuGenerationOf(hw)), bytes};
}

NetRates netRates(const ClusterHardware &hw, const ServingSetup &s, Precision precision)
{
    NetRates r = gemmRates(hw, s, precision);
    r.l2 = l2CacheOf(hw);
    return r;
}

Precision precisionOf(const ServingSetup &s)
{
    return s.precision;
}

// Traffic at L2 bandwidth: memoryTime's DRAM time at the L2's (the same size efficiency).
double l2Time(const NetRates &r, double bytes)
{
    return r.rates.memoryTime(bytes) * r.rates.hbmBytesPerS() / r.l2.bytesPerS;
}

// Whether a layer whose input and output take `elemsPerSample` elements per sample keeps them in the L2 at batch b
// (perf/l2cache.h): a TensorRT engine's next layer then reads them there, not from DRAM.
double residentBatch(const NetRates &r, double elemsPerSample)
{
    return l2ResidentBatch(r.l2, elemsPerSample * r.elementBytes);
}

// One kernel: the longer of its math and its operand traffic (m x k in, k x n weights, m x n out), at least a launch.
// `inL2`: its activations stay in the L2 (residentBatch), so it moves all its bytes at L2 bandwidth and only its
// weights (`weightsPerPass`: the k x n read once per pass, not per sample) from DRAM: one roofline ceiling per memory
// level (Yang, Kurth and Williams 2020, "Hierarchical Roofline analysis for GPUs", CCPE 32(20)).
double kernelTime(const NetRates &r, double m, double n, double k, double count, bool lowPrecision, bool inL2 = false,
                  bool weightsPerPass = true)
{
    const double math = r.rates.gemmMathTime(m, n, k, count, lowPrecision);
    const double bytes = (m * k + k * n + m * n) * count * r.elementBytes;
    if (!inL2)
        return std::max({math, r.rates.memoryTime(bytes), kEngineKernelFloorS});
    const double dram = weightsPerPass ? r.rates.memoryTime(k * n * count * r.elementBytes) : 0;
    return std::max({math, l2Time(r, bytes), dram, kEngineKernelFloorS});
}

int sequenceTokens(const ModelArch &arch, const ServingSetup &s)
{
    return s.sequenceTokens > 0 ? s.sequenceTokens : std::max(1, arch.seqLen);
}

double cnnForward(const ModelArch &arch, const NetRates &r, double b)
{
    double t = 0;
    for (const NetLayer &l : arch.net) {
        // Attention cores and depthwise convolutions are batched products (count per sample, 16 bit); convolutions
        // and linears are one GEMM whose rows are the batch's output pixels or tokens. TensorRT fuses batch norm,
        // bias, activation and the residual add into the convolution (TensorRT Developer Guide, "Types of Fusions")
        // and runs tensor-core convolutions channels-last, so the layer's memory-bound ops and layout transposes of
        // training (stepmodel.cpp) cost no pass of their own here.
        const double count = l.gemmM * l.gemmN * l.gemmK > 0 ? l.flops / (2 * l.gemmM * l.gemmN * l.gemmK) : 1;
        const bool inL2 = b <= residentBatch(r, l.inElems + l.outElems);
        if (count > 1.5)
            t += kernelTime(r, l.gemmM, l.gemmN, l.gemmK, count * b, false, inL2, false);
        else
            t += kernelTime(r, b * l.gemmM, l.gemmN, l.gemmK, 1, true, inL2);
    }
    return t;
}

double encoderForward(const ModelArch &arch, const ServingSetup &s, const NetRates &r, double b)
{
    const double seq = sequenceTokens(arch, s), n = b * seq, h = arch.hidden, d = arch.headDim();
    const double kv = arch.kvHeads > 0 ? arch.kvHeads : arch.heads;
    // A GEMM over the batch's tokens, k in and n out per token; its activations in the L2 when they fit.
    auto gemm = [&](double nOut, double kIn) {
        return kernelTime(r, n, nOut, kIn, 1, true, b <= residentBatch(r, seq * (kIn + nOut)));
    };
    double layer = gemm((arch.heads + 2 * kv) * d, h) // QKV
        + gemm(h, arch.heads * d)                     // output projection
        + gemm(arch.ffnHidden, h)                     // FC1 (+ GELU)
        + gemm(h, arch.ffnHidden);                    // FC2
    // Bidirectional attention: QK^T and PV over the whole square, in one fused kernel that keeps the scores on chip
    // (flash attention's rate at this many keys, computerates.h).
    layer += std::max(r.rates.flashForwardTime(r.rates.gemmMathTime(seq, seq, d, 2 * b * arch.heads, false), seq),
                      kEngineKernelFloorS);
    // The skip-layernorms read the residual and the branch and write the sum: three tensors, in the L2 when they fit.
    const double skipBytes = 3 * n * h * r.elementBytes;
    layer += kSkipLayerNormsPerLayer
        * std::max(b <= residentBatch(r, 3 * seq * h) ? l2Time(r, skipBytes) : r.rates.memoryTime(skipBytes),
                   kEngineKernelFloorS);
    return arch.layers * layer;
}

// The same passes as cnnForward and encoderForward, kernel by kernel with the work per sample (batchladder.h): the
// batch search costs many batches with it. Keep the two in step (tests/model/test_batch_inference_golden.cpp).
ForwardCost forwardCost(const ModelArch &arch, const ServingSetup &s, const NetRates &r)
{
    ForwardCost f(r.rates, kEngineKernelFloorS, r.l2.bytesPerS);
    const double el = r.elementBytes;
    if (arch.family == ModelFamily::Encoder) {
        const double seq = sequenceTokens(arch, s), h = arch.hidden, d = arch.headDim(), layers = arch.layers;
        const double kv = arch.kvHeads > 0 ? arch.kvHeads : arch.heads;
        // A GEMM over the batch's tokens: rows b x seq, the weights k x n read once.
        auto gemm = [&](double n, double k) {
            f.addKernel(layers, 2 * seq * n * k, n, k, true, (seq * k + seq * n) * el, k * n * el, 1,
                        residentBatch(r, seq * (k + n)));
        };
        gemm((arch.heads + 2 * kv) * d, h);
        gemm(h, arch.heads * d);
        gemm(arch.ffnHidden, h);
        gemm(h, arch.ffnHidden);
        f.addKernel(layers, 2 * seq * seq * d * 2 * arch.heads, seq, d, false, 0, 0,
                    r.rates.flashForwardTime(1.0, seq));
        f.addKernel(layers * kSkipLayerNormsPerLayer, 0, 0, 0, true, 3 * seq * h * el, 0, 1,
                    residentBatch(r, 3 * seq * h));
        return f;
    }
    f.reserve(arch.net.size());
    for (const NetLayer &l : arch.net) {
        const double mnk = l.gemmM * l.gemmN * l.gemmK;
        const double count = mnk > 0 ? l.flops / (2 * mnk) : 1;
        const double resident = residentBatch(r, l.inElems + l.outElems);
        if (count > 1.5)
            f.addKernel(1, 2 * mnk * count, l.gemmN, l.gemmK, false,
                        (l.gemmM * l.gemmK + l.gemmK * l.gemmN + l.gemmM * l.gemmN) * count * el, 0, 1, resident);
        else
            f.addKernel(1, 2 * mnk, l.gemmN, l.gemmK, true, (l.gemmM * l.gemmK + l.gemmM * l.gemmN) * el,
                        l.gemmK * l.gemmN * el, 1, resident);
    }
    return f;
}

// Calls take(bits) with every number forwardCost builds its list from, in order, while take answers true: the
// network's layers (a custom model may change them), the GPU (netRates reads its figures, and its generation from
// the figures and its names, compared apart, or as the cluster gives it for a MIG slice, and its L2 from its SKU and
// MIG share), the precision and quantisation, and the encoder's sequence.
template<typename Take>
bool forEachKeyWord(const ModelArch &arch, const GpuSpec &g, GpuGeneration generation, const L2Cache &l2,
                    const ServingSetup &s, Take &&take)
{
    // A GpuSpec with a new field fails here: add the field below (then correct the size).
    static_assert(sizeof(GpuSpec) == 152, "forEachKeyWord lists every GpuSpec field");
    const auto put = [&take](double v) { return take(std::bit_cast<std::uint64_t>(v)); };
    for (double v : {double(arch.family),
                     double(generation),
                     double(s.precision),
                     double(s.weightQuant),
                     g.fp64Tflops,
                     g.fp32Tflops,
                     g.tf32Tflops,
                     g.fp16Tflops,
                     g.bf16Tflops,
                     g.fp8Tflops,
                     g.memoryGB,
                     g.memoryBandwidthGBs,
                     g.nvlinkGBs,
                     double(g.pcieGen),
                     double(g.pcieLanes),
                     double(g.formFactor),
                     double(g.slotWidth),
                     g.tdpW,
                     l2.bytes,
                     l2.bytesPerS})
        if (!put(v))
            return false;
    if (arch.family == ModelFamily::Encoder) {
        for (double v : {double(sequenceTokens(arch, s)), double(arch.layers), double(arch.hidden), double(arch.heads),
                         double(arch.kvHeads), double(arch.ffnHidden)})
            if (!put(v))
                return false;
        return true;
    }
    for (const NetLayer &l : arch.net)
        if (!put(l.flops) || !put(l.gemmM) || !put(l.gemmN) || !put(l.gemmK))
            return false;
    return true;
}

// A kernel list with the inputs it was built from (forEachKeyWord's words and the GPU's names) and its rung times.
struct CachedForward {
    CachedForward(const ModelArch &arch, const GpuSpec &g, GpuGeneration generation, const L2Cache &l2,
                  const ServingSetup &s, ForwardCost c)
        : baseboard(g.baseboard)
        , architecture(g.architecture)
        , cost(std::move(c))
    {
        forEachKeyWord(arch, g, generation, l2, s, [this](std::uint64_t w) { return words.push_back(w), true; });
    }
    // Built from these inputs: the same words, all of them, and the same names.
    bool matches(const ModelArch &arch, const GpuSpec &g, GpuGeneration generation, const L2Cache &l2,
                 const ServingSetup &s) const
    {
        if (g.baseboard != baseboard || g.architecture != architecture)
            return false;
        std::size_t i = 0;
        return forEachKeyWord(arch, g, generation, l2, s,
                              [&](std::uint64_t w) { return i < words.size() && words[i++] == w; })
            && i == words.size();
    }
    std::vector<std::uint64_t> words;
    const QString baseboard, architecture;
    const ForwardCost cost;
    RungTimes rungs;
};

// forwardCost(arch, s, rates) as built before for the same inputs (the last kCachedForwards kept), else built now.
// Thread-safe: the entries are immutable but for their rung times (RungTimes), and held by whoever uses them.
std::shared_ptr<CachedForward> cachedForward(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s,
                                             const NetRates &rates)
{
    static std::mutex mutex;
    static std::array<std::shared_ptr<CachedForward>, kCachedForwards> entries;
    static std::size_t next = 0;
    const GpuGeneration generation = gpuGenerationOf(hw);
    {
        const std::lock_guard lock(mutex);
        for (const std::shared_ptr<CachedForward> &e : entries)
            if (e && e->matches(arch, hw.gpu, generation, rates.l2, s))
                return e;
    }
    auto made = std::make_shared<CachedForward>(arch, hw.gpu, generation, rates.l2, s, forwardCost(arch, s, rates));
    const std::lock_guard lock(mutex);
    entries[next] = made;
    next = (next + 1) % entries.size();
    return made;
}

// Live activations of one sample: the widest layer's input and output (TensorRT reuses the others' memory).
double activationBytesPerSample(const ModelArch &arch, const ServingSetup &s, double elementBytes)
{
    if (arch.family == ModelFamily::Encoder) {
        const double seq = sequenceTokens(arch, s);
        return seq * (arch.hidden + std::max(arch.ffnHidden, 3 * arch.hidden)) * elementBytes;
    }
    double widest = 0;
    for (const NetLayer &l : arch.net)
        widest = std::max(widest, l.inElems + l.outElems);
    return widest * elementBytes;
}

// The FLOPs of one sample's forward pass against its weights and activations: compute-bound when the math at the
// GPU's peak outlasts the traffic at HBM bandwidth (the roofline's ridge).
ServingBottleneck boundAt(const ModelArch &arch, const ServingSetup &s, const NetRates &r, int batch)
{
    const double seq = arch.family == ModelFamily::Encoder ? sequenceTokens(arch, s) : 1;
    const double flops = batch
        * (arch.family == ModelFamily::Encoder
               ? 2 * seq * arch.parameters() + 4.0 * seq * seq * arch.hidden * arch.layers
               : arch.forwardFlopsPerSample());
    const double bytes = arch.parameters() * r.elementBytes + batch * activationBytesPerSample(arch, s, r.elementBytes);
    return flops / std::max(r.rates.peakFlops(), 1.0) > bytes / std::max(r.rates.hbmBytesPerS(), 1.0)
        ? ServingBottleneck::Compute
        : ServingBottleneck::MemoryBandwidth;
}

// Batches of b requests arrive at rate / b and each takes exactly `forwardS` (a fixed batch on a fixed engine): an
// M/D/1 queue (perf/queueing.h). The most requests/s a replica running batches of b (each taking `forwardS`) carries
// with the percentile's latency within `limit` (infinite limit: all it can do, b / forward).
double capacityWithin(double forwardS, int b, double limit, double percentile)
{
    if (!(limit < std::numeric_limits<double>::infinity()))
        return b / forwardS;
    if (forwardS > limit)
        return 0;
    double lo = 0, hi = 1 / forwardS; // batches per second
    for (int i = 0; i < 40; ++i) {
        const double mid = (lo + hi) / 2;
        (forwardS + md1WaitQuantile(forwardS, mid, percentile) <= limit ? lo : hi) = mid;
    }
    return lo * b;
}

// The batch search layer by layer: every rung of the ladder costed with `forward` until the limit stops it, the
// queue bisected at each. The definition pickBatch (batchladder.h) answers for when rounding cannot tip its answer.
template<typename Forward>
BatchPick pickBatchByLayers(const Forward &forward, int maxBatch, double limit, bool open, double percentile)
{
    BatchPick pick;
    for (int b = 1; b > 0; b = nextLadderBatch(b, maxBatch)) {
        const double f = forward(b);
        const double rate = open ? capacityWithin(f, b, limit, percentile) : (f <= limit ? b / f : 0);
        if (rate <= 0) {
            pick.latencyStop = true;
            break;
        }
        if (rate > pick.rate) {
            pick.batch = b;
            pick.rate = rate;
            pick.forwardS = f;
        }
    }
    return pick;
}

} // namespace

bool isBatchInference(const ModelArch &arch)
{
    return arch.family == ModelFamily::Cnn || arch.family == ModelFamily::Encoder;
}

double batchForwardTime(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s, int batch)
{
    const NetRates r = netRates(hw, s, precisionOf(s));
    const double b = std::max(1, batch);
    return arch.family == ModelFamily::Encoder ? encoderForward(arch, s, r, b) : cnnForward(arch, r, b);
}

ForwardCost batchForwardCost(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s)
{
    return forwardCost(arch, s, netRates(hw, s, precisionOf(s)));
}

namespace {

// maxInferenceBatch with the weights' bytes and the element size at hand.
int maxBatchOf(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s, double weightBytes,
               double elementBytes)
{
    // The GPU's bytes as the driver shows them (binary: an "80 GB" A100 is 80 GiB; memorymodel.h).
    const double free = usableGpuMemoryBytes(hw.gpu.memoryGB) * kUsableMemoryShare - weightBytes;
    const double perSample = activationBytesPerSample(arch, s, elementBytes);
    if (free <= 0 || perSample <= 0)
        return 0;
    const int cap = s.maxBatch > 0 ? s.maxBatch : kMaxEngineBatch;
    return int(std::min<double>(cap, free / perSample));
}

} // namespace

int maxInferenceBatch(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s)
{
    const NetRates r = netRates(hw, s, precisionOf(s));
    return maxBatchOf(arch, hw, s, arch.parameters() * r.elementBytes, r.elementBytes);
}

InferenceResult evaluateBatchInference(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s)
{
    InferenceResult r;
    r.generative = false;
    r.tp = 1;
    if (!isBatchInference(arch) || (arch.family == ModelFamily::Cnn && arch.net.empty())
        || (arch.family == ModelFamily::Encoder && (arch.layers <= 0 || arch.hidden <= 0))) {
        r.error = Txt::tr("inference sizing covers language models, CNNs and BERT-style encoders only");
        return r;
    }
    if (s.weightQuant == WeightQuant::Int4) {
        r.error = Txt::tr("int4 weights are offered for language models only; use int8 or none");
        return r;
    }
    const NetRates rates = netRates(hw, s, precisionOf(s));
    r.weightBytesPerGpu = arch.parameters() * rates.elementBytes;
    r.maxConcurrency = maxBatchOf(arch, hw, s, r.weightBytesPerGpu, rates.elementBytes);
    if (r.maxConcurrency < 1) {
        r.error = Txt::tr("the weights (%1 GB) leave no room for the activations of one sample")
                      .arg(r.weightBytesPerGpu / 1e9, 0, 'f', 1);
        return r;
    }
    auto byLayers = [&](int b) {
        return arch.family == ModelFamily::Encoder ? encoderForward(arch, s, rates, b) : cnnForward(arch, rates, b);
    };
    const std::shared_ptr<CachedForward> cached = cachedForward(arch, hw, s, rates);
    const ForwardCost &fast = cached->cost;
    auto forward = [&](int b) { return fast.valid() ? fast(b) : byLayers(b); };
    const double limit = s.ttftLimitS > 0 ? s.ttftLimitS : std::numeric_limits<double>::infinity();
    r.prefillS = fast.valid() ? cached->rungs.at(fast, 0, 1) : byLayers(1); // batch 1: the ladder's first rung
    // On the limit to rounding, the layer-by-layer sum decides.
    if ((std::abs(r.prefillS - limit) <= 1e-12 * limit ? byLayers(1) : r.prefillS) > limit) {
        r.batch = 1;
        r.ttftS = r.prefillS;
        r.samplesPerS = 1 / r.prefillS;
        r.bottleneck = ServingBottleneck::LatencyLimit;
        return r.ok = true, r; // replicas 0: not even one request alone meets the limit
    }
    // An open stream (requests_per_s) queues for its batch; a closed one (concurrency, or none given) is one batch
    // per replica, answered in one forward pass.
    const bool open = s.requestsPerS > 0;
    std::optional<BatchPick> pick = pickBatch(fast, r.maxConcurrency, limit, open, s.percentile, s.requestsPerS,
                                              fast.valid() ? r.prefillS : 0, &cached->rungs);
    if (!pick)
        pick = pickBatchByLayers(byLayers, r.maxConcurrency, limit, open, s.percentile);
    const int best = pick->batch;
    const double bestRate = pick->rate, bestForward = pick->forwardS;
    r.bottleneck = pick->latencyStop ? ServingBottleneck::BatchLatencyLimit : boundAt(arch, s, rates, best);
    r.replicaCapacityPerS = bestRate;
    r.capacityBatch = best;
    int op = best;
    double opForward = bestForward;
    if (open) {
        r.replicas = int(std::ceil(s.requestsPerS / bestRate - 1e-9));
        const double perReplica = s.requestsPerS / r.replicas;
        r.ttftS = opForward + md1WaitQuantile(opForward, perReplica / op, s.percentile);
        r.samplesPerS = s.requestsPerS;
    } else {
        const int users = s.concurrency > 0 ? s.concurrency : best;
        r.replicas = (users + best - 1) / best;
        op = (users + r.replicas - 1) / r.replicas;
        opForward = forward(op);
        r.ttftS = opForward;
        r.samplesPerS = r.replicas * op / opForward;
        if (op < best)
            r.bottleneck = boundAt(arch, s, rates, op);
    }
    r.batch = op;
    r.decodeStepS = 0;
    r.tpotS = 0;
    r.outputTokensPerS = 0;
    r.gpusNeeded = r.replicas;
    r.ok = true;
    return r;
}

} // namespace aip::perf
