// Serving a decoder model: see inference.h. Roofline per phase (Williams et al. 2009, "Roofline", CACM 52(4)):
// prefill is compute-bound (2 x active parameters FLOPs per token plus attention), decode is memory-bound at small
// batches (every step reads all weights and each sequence's KV cache) and turns compute-bound as the batch grows
// (Pope et al. 2022, "Efficiently Scaling Transformer Inference", section 2: decode arithmetic intensity ~ batch).
#include "perf/inference.h"

#include "perf/batchinference.h"
#include "perf/collectives.h"
#include "perf/computerates.h"
#include "perf/gpuefficiency.h"
#include "perf/kerneltimes.h"
#include "perf/memorymodel.h"
#include "perf/mig.h"
#include "perf/mla.h"
#include "perf/prefill.h"
#include "perf/queueing.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace aip::perf {

namespace {

// vLLM's default gpu_memory_utilization = 0.9: the engine leaves 10 % of GPU memory to the CUDA context, NCCL
// buffers, CUDA graphs and fragmentation (vLLM docs, EngineArgs).
constexpr double kUsableMemoryShare = 0.9;
// PagedAttention wastes under 4 % of the KV cache (Kwon et al. 2023, "Efficient Memory Management for Large
// Language Model Serving with PagedAttention", SOSP, section 6.2: "under 4%"); we keep 4 % aside.
constexpr double kKvFragmentation = 0.04;
// Activation workspace of one prefill chunk: vLLM profiles a forward pass of max_num_batched_tokens (default 2048
// with chunked prefill, vLLM docs "Optimization and Tuning").
constexpr double kPrefillChunkTokens = 2048;
// AWQ / GPTQ group size 128 with an fp16 scale and zero point per group: 4 bytes per 128 weights (Lin et al. 2023,
// "AWQ", section 4; Frantar et al. 2023, "GPTQ").
constexpr double kGroupScaleBytesPerParam = 4.0 / 128.0;

// The kernels of a decode step outside its GEMMs and attention (kElementwiseKernelsPerLayer, prefill.h), one launch
// each per step at kKernelLaunchS (kerneltimes.h). A prefill's kernels take the batch-1 floor instead (prefill.h).

// The GPU's memory as the engine sees it: the catalog's "80 GB" is binary, 80 GiB less what the driver holds back
// (memorymodel.h, the same bytes the training memory model has). vLLM's 0.9 is a share of that total
// (torch.cuda.mem_get_info()'s total, 81,559 MiB on an H100 80GB).
double gpuMemoryBytes(const ClusterHardware &hw)
{
    return usableGpuMemoryBytes(hw.gpu.memoryGB);
}

// fp8 serving runs its linear layers' GEMMs in fp8 on GPUs with fp8 tensor cores: TensorRT-LLM's FP8 recipe
// quantises weights and activations per tensor and runs the GEMMs in FP8 (TensorRT-LLM docs, "Numerical Precision",
// FP8 (Hopper)), as NVIDIA NIM's fp8 profiles do; vLLM's fp8 is W8A8 on Hopper and Ada ("FP8 W8A8", vLLM docs,
// quantization). The attention core and the output head stay 16-bit (TensorRT-LLM's default keeps lm_head
// unquantised; fp8 context attention is an opt-in).
bool fp8Gemms(const ServingSetup &s)
{
    return s.gemmPrecision == Precision::Fp8;
}

double kvBytesPerTokenPerGpu(const ModelArch &arch, double kvElementBytes, int tp)
{
    // Multi-head latent attention: one latent per token and layer, the whole of it on every rank (perf/mla.h).
    if (arch.isMla())
        return arch.layers * mlaCacheElementsPerTokenLayer(arch) * kvElementBytes;
    // KV heads split over the TP ranks; with fewer KV heads than ranks each rank keeps a copy of one head.
    const double kvHeads = arch.kvHeads > 0 ? arch.kvHeads : arch.heads;
    const double headsPerGpu = std::max(1.0, kvHeads / tp);
    return 2.0 * arch.layers * headsPerGpu * arch.headDim() * kvElementBytes;
}

double weightBytesPerGpu(const ModelArch &arch, const ServingSetup &s, int tp)
{
    return arch.parameters() * s.weightBytesPerParam / tp;
}

// Active parameters per token outside the embeddings (MoE: the experts a token passes).
double activeLinearParams(const ModelArch &arch)
{
    const double h = arch.hidden;
    return arch.layers * (arch.attentionParamsPerLayer() + arch.activeMlpParamsPerLayer())
        + h * arch.vocab; // + LM head
}

// The two kinds of kernel of a decode step, each at its own roofline: the linear layers' GEMMs (2 FLOPs per active
// parameter per token at the GEMM precision; they read the weights) and the attention over the context (4 x context
// x hidden FLOPs per layer per token at 16 bit; it reads the KV cache), split over the TP ranks. They run one after
// the other in every layer, so a step is the sum of the two maxima, not the maximum of the sums (Williams et al.
// 2009: the roofline bounds a kernel; a GEMM cannot hide the attention's KV reads).
struct DecodeKernels {
    double linearMath = 0, linearMemory = 0, attentionMath = 0, attentionMemory = 0;
    double time() const { return std::max(linearMath, linearMemory) + std::max(attentionMath, attentionMemory); }
    bool computeBound() const { return linearMath + attentionMath > linearMemory + attentionMemory; }
};

// TensorRT-LLM's masked multi-head attention decode kernel launches one thread block per query head and sequence
// (cpp/tensorrt_llm/kernels/decoderMaskedMultiheadAttention/decoderMaskedMultiheadAttentionLaunch.h:
// grid {num_heads, batch_size}), each block streaming its KV head's cache: a grouped-query model's KV cache is read
// heads / kv_heads times per step. The XQA kernel that followed serves the query heads of a group from one read
// ("reducing data loading", TensorRT-LLM docs/source/blogs/XQA-kernel.md).
double kvReadsPerStep(const ModelArch &arch, const ServingSetup &s)
{
    if (arch.isMla())
        return 1; // the absorbed form is multi-query attention over the one latent (perf/mla.h)
    const double kvHeads = arch.kvHeads > 0 ? arch.kvHeads : arch.heads;
    return s.kvReadPerQueryHead ? std::max(1.0, arch.heads / kvHeads) : 1.0;
}

// One replica of `tp` GPUs: what every decode step and prefill of it reuses (the GPU's rates and GEMM shares, the
// collective model, the per-GPU weight and KV sizes), computed once per evaluation rather than once per batch tried.
class Replica
{
public:
    Replica(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s, int tp)
        : m_arch(arch)
        , m_hw(hw)
        , m_s(s)
        , m_tp(tp)
        , m_generation(gpuGenerationOf(hw))
        , m_rates(hw.gpu, Precision::Bf16, FlashKernel::Fa2, false, m_generation)
        , m_comm(hw)
        , m_sms(streamingMultiprocessors(hw))
    {
        // GEMM math at the 16-bit rate or, for fp8 GEMMs on a GPU with fp8 tensor cores, at the fp8 rate and its
        // measured share (gpuefficiency.cpp).
        const GpuSpec &gpu = hw.gpu;
        const double half = gpu.bf16Tflops > 0 ? gpu.bf16Tflops * 1e12 : gpu.fp16Tflops * 1e12;
        const bool fp8Units = fp8Gemms(s) && gpu.fp8Tflops * 1e12 > half;
        const GpuEfficiency e = gpuEfficiency(gpu, FlashKernel::Fa2, m_generation);
        m_peak16 = half;
        m_share16 = e.gemm16;
        m_linearPeak = fp8Units ? gpu.fp8Tflops * 1e12 : half;
        m_linearShare = fp8Units ? e.gemmFp8 : e.gemm16;
        m_layers = std::max(1, arch.layers);
        m_weights = weightBytesPerGpu(arch, s, tp);
        m_weightsTime = m_rates.memoryTime(m_weights, m_weights / m_layers);
        m_kvTokenBytes = kvBytesPerTokenPerGpu(arch, s.kvElementBytes, tp) * kvReadsPerStep(arch, s);
        m_linearFlopsPerToken = 2 * activeLinearParams(arch) / tp;
        m_attentionFlopsPerTokenContext
            = (arch.isMla() ? mlaDecodeAttentionFlopsPerKey(arch) : 4.0 * arch.queryWidth()) * arch.layers / tp;
        m_launch = std::max(0, arch.layers) * kElementwiseKernelsPerLayer * kKernelLaunchS;
    }

    // What a decode step's cost needs that does not depend on the batch, taken once for the many batches of one scan
    // (evaluateAtWidth): the tokens whose keys and values a step reads per sequence, averaged over the layers
    // (ModelArch::cachedTokens: sliding-window layers read only their window), one sequence's size on each efficiency
    // curve as a logarithm (a batch's size is then log(b) plus it: equal to the log of the product but for
    // rounding), and the terms of the tensor-parallel all-reduce (CollectiveModel::time: latency plus the bytes at
    // the bus bandwidth).
    struct Scan {
        double context = 0;
        double logLinear = 0, logAttention = 0, logKvKernel = 0;
        double commLatency = 0, commFactor = 0, commBus = 1;
    };
    Scan scan(double cached) const
    {
        Scan d;
        d.context = cached;
        auto logOf = [](double x) { return x > 0 ? std::log(x) : 0.0; };
        if (m_linearPeak > 0)
            d.logLinear = logOf(m_linearFlopsPerToken * kReferencePeakFlops / m_linearPeak);
        if (m_peak16 > 0)
            d.logAttention = logOf(cached * m_attentionFlopsPerTokenContext * kReferencePeakFlops / m_peak16);
        d.logKvKernel = logOf(cached * m_kvTokenBytes / m_layers * m_rates.memorySizeScale());
        if (m_tp > 1) {
            const CommGroup g{m_tp, m_tp};
            d.commLatency = m_comm.latency(g);
            d.commFactor = busFactor(Collective::AllReduce, m_tp);
            d.commBus = m_comm.busBandwidth(Collective::AllReduce, g);
        }
        return d;
    }

    DecodeKernels kernels(const Scan &d, int batch) const
    {
        // The efficiency curves looked up only between their ends (proportional below, flat above: no logarithm
        // there), the batch's logarithm taken once when a lookup needs it.
        double logBatch = 0;
        bool logged = false;
        auto at = [&](const EfficiencyCurve<4> &c, double size, double logPerSequence) {
            if (size <= c.size.front() || size >= c.size.back())
                return c(size);
            if (!logged)
                logBatch = std::log(double(batch)), logged = true;
            return c(size, logBatch + logPerSequence);
        };
        // GEMM math time alone (no operand traffic: decode's weight and KV reads are costed once, as memory).
        const EfficiencyCurve<4> &gemm = gemmEfficiencyCurve();
        auto math = [&](double flops, double peak, double share, double logPerSequence) {
            if (flops <= 0)
                return 0.0;
            if (peak <= 0)
                return flops;
            const double eff = share * (gemm.scale * at(gemm, flops * kReferencePeakFlops / peak, logPerSequence));
            return flops / (peak * std::max(eff, 1e-3));
        };
        const double kv = batch * d.context * m_kvTokenBytes;
        DecodeKernels k;
        k.linearMath = math(batch * m_linearFlopsPerToken, m_linearPeak, m_linearShare, d.logLinear);
        k.attentionMath
            = math(batch * d.context * m_attentionFlopsPerTokenContext, m_peak16, m_share16, d.logAttention);
        // All weights and every sequence's KV cache pass through HBM once per step, in kernels of about one layer's
        // each (ComputeRates::memoryTime's terms).
        k.linearMemory = m_weightsTime;
        if (kv > 0) {
            const double eff = at(memoryEfficiencyCurve(), kv / m_layers * m_rates.memorySizeScale(), d.logKvKernel);
            k.attentionMemory = kv / (m_rates.hbmBytesPerS() * eff);
        }
        return k;
    }
    // The mean step of a request's decode: its context growing from the prompt to the prompt and the output.
    Scan decodeScan() const
    {
        return scan(m_arch.meanCachedTokens(m_s.inputTokens, m_s.inputTokens + m_s.outputTokens));
    }

    // Two all-reduces of the layer's activations per layer under Megatron tensor parallelism (Shoeybi et al. 2019).
    double tpComm(double tokens) const
    {
        if (m_tp <= 1)
            return 0;
        const double bytes = tokens * m_arch.hidden * 2.0;
        return 2.0 * m_arch.layers * m_comm.time(Collective::AllReduce, bytes, CommGroup{m_tp, m_tp});
    }

    double decodeStep(const Scan &d, int batch) const
    {
        const double bytes = batch * double(m_arch.hidden) * 2.0;
        const double comm
            = m_tp > 1 && bytes > 0 ? 2.0 * m_arch.layers * (d.commLatency + bytes * d.commFactor / d.commBus) : 0;
        return kernels(d, batch).time() + comm + m_launch;
    }
    double decodeStep(int batch, double context) const { return decodeStep(scan(m_arch.cachedTokens(context)), batch); }

    double prefill(int batch) const
    {
        // Linear layers at the GEMM precision (fp8 rates and one-byte operands where the engine runs fp8 GEMMs), in
        // waves of tiles over the GPU's SMs, every kernel at least the batch-1 floor (prefill.h); then the
        // all-reduces.
        const ComputeRates rates(m_hw.gpu, m_s.gemmPrecision, FlashKernel::Fa2, false, m_generation);
        const int b = std::max(1, batch);
        return prefillComputeTime(m_arch, rates, m_sms, b, m_s.inputTokens, m_tp) + tpComm(double(b) * m_s.inputTokens);
    }

    int maxConcurrency() const
    {
        const double activations = kPrefillChunkTokens * (4.0 * m_arch.hidden + 2.0 * m_arch.ffnHidden) * 2.0 / m_tp;
        const double pool
            = (gpuMemoryBytes(m_hw) * kUsableMemoryShare - m_weights - activations) * (1 - kKvFragmentation);
        const double perSeq = m_arch.cachedTokens(m_s.inputTokens + m_s.outputTokens)
            * kvBytesPerTokenPerGpu(m_arch, m_s.kvElementBytes, m_tp);
        if (pool <= 0 || perSeq <= 0)
            return 0;
        return int(std::min(pool / perSeq, 1e9));
    }

    double weightBytes() const { return m_weights; }

private:
    const ModelArch &m_arch;
    const ClusterHardware &m_hw;
    const ServingSetup &m_s;
    int m_tp = 1, m_layers = 1;
    GpuGeneration m_generation; // the GPU's efficiency class (a MIG slice keeps its whole GPU's)
    ComputeRates m_rates;       // 16 bit: the memory passes of a decode step
    CollectiveModel m_comm;
    int m_sms = 0; // the GPU's SMs (prefill.h; 0 = unknown)
    double m_peak16 = 0, m_share16 = 1, m_linearPeak = 0, m_linearShare = 1;
    double m_weights = 0, m_weightsTime = 0, m_kvTokenBytes = 0;
    double m_linearFlopsPerToken = 0, m_attentionFlopsPerTokenContext = 0, m_launch = 0;
};

struct Txt {
    Q_DECLARE_TR_FUNCTIONS(Inference)
};

} // namespace

ServingSetup servingSetup(const Workload &w)
{
    ServingSetup s;
    const Serving sv = w.serving.value_or(Serving{});
    s.inputTokens = sv.inputTokens.value_or(s.inputTokens);
    s.outputTokens = sv.outputTokens.value_or(s.outputTokens);
    s.concurrency = sv.concurrency.value_or(0);
    s.requestsPerS = sv.requestsPerS.value_or(0);
    s.tp = sv.tp.value_or(0);
    s.sequenceTokens = sv.inputTokens.value_or(0);
    const WeightQuant quant = sv.weightQuant.value_or(WeightQuant::None);
    s.weightQuant = quant;
    s.precision = w.precision;
    s.weightBytesPerParam = weightBytesPerParam(quant, w.precision);
    s.gemmPrecision = w.precision == Precision::Fp8 && quant == WeightQuant::None ? Precision::Fp8 : Precision::Bf16;
    const Precision kv = sv.kvPrecision.value_or(w.precision == Precision::Fp8 ? Precision::Fp8 : Precision::Bf16);
    s.kvElementBytes = kv == Precision::Fp8 ? 1 : (kv == Precision::Fp32 ? 4 : 2);
    s.ttftLimitS = sv.ttftLimitS.value_or(0);
    s.tpotLimitS = sv.tpotLimitS.value_or(0);
    s.percentile = sv.percentile.value_or(50);
    s.mig = sv.mig.value_or(QString());
    return s;
}

double kvBytesPerToken(const ModelArch &arch, double kvElementBytes)
{
    return kvBytesPerTokenPerGpu(arch, kvElementBytes, 1);
}

double weightBytesPerParam(WeightQuant quant, Precision precision)
{
    switch (quant) {
    case WeightQuant::Int8: return 1 + kGroupScaleBytesPerParam / 16; // per-channel scales: negligible
    case WeightQuant::Int4: return 0.5 + kGroupScaleBytesPerParam;
    case WeightQuant::None: break;
    }
    return precision == Precision::Fp8 ? 1 : (precision == Precision::Fp32 || precision == Precision::Tf32 ? 4 : 2);
}

QString servingBottleneckName(ServingBottleneck b)
{
    switch (b) {
    case ServingBottleneck::MemoryBandwidth: return QStringLiteral("memory_bandwidth");
    case ServingBottleneck::KvCapacity: return QStringLiteral("kv_capacity");
    case ServingBottleneck::Compute: return QStringLiteral("compute");
    case ServingBottleneck::TtftLimit: return QStringLiteral("ttft_limit");
    case ServingBottleneck::TpotLimit: return QStringLiteral("tpot_limit");
    case ServingBottleneck::LatencyLimit: return QStringLiteral("latency_limit");
    case ServingBottleneck::BatchLatencyLimit: return QStringLiteral("batch_latency_limit");
    }
    return {};
}

QString servingBottleneckText(ServingBottleneck b)
{
    switch (b) {
    case ServingBottleneck::MemoryBandwidth:
        return Txt::tr("memory bandwidth (decode reads the weights and KV cache every token)");
    case ServingBottleneck::KvCapacity: return Txt::tr("KV-cache capacity (GPU memory limits the batch)");
    case ServingBottleneck::Compute: return Txt::tr("compute (the batch is large enough to be math-bound)");
    case ServingBottleneck::TtftLimit: return Txt::tr("time-to-first-token limit (prefill queueing)");
    case ServingBottleneck::TpotLimit: return Txt::tr("time-per-output-token limit (caps the batch)");
    case ServingBottleneck::LatencyLimit: return Txt::tr("latency limit (not met even by one request alone)");
    case ServingBottleneck::BatchLatencyLimit: return Txt::tr("latency limit (caps the batch)");
    }
    return {};
}

double prefillTime(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s, int tp)
{
    return batchPrefillTime(arch, hw, s, tp, 1);
}

double batchPrefillTime(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s, int tp, int batch)
{
    return Replica(arch, hw, s, tp).prefill(batch);
}

double decodeStepTime(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s, int tp, int batch,
                      double context)
{
    return Replica(arch, hw, s, tp).decodeStep(batch, context);
}

double meanDecodeStepTime(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s, int tp, int batch)
{
    const Replica rep(arch, hw, s, tp);
    return rep.decodeStep(rep.decodeScan(), batch);
}

int maxConcurrency(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s, int tp)
{
    return Replica(arch, hw, s, tp).maxConcurrency();
}

namespace {

struct Point {
    int batch = 0;
    double step = 0, tpot = 0, requestsPerS = 0;
};

Point pointAt(const Replica &rep, const Replica::Scan &scan, const ServingSetup &s, double prefill, int b)
{
    Point p;
    p.batch = b;
    p.step = rep.decodeStep(scan, b);
    // Each step yields one token per sequence; b / output requests finish per step and their replacements' prefills
    // run on the replica between steps (no chunked prefill): they add b x prefill / output to each step.
    p.tpot = p.step + b * prefill / s.outputTokens;
    p.requestsPerS = b / (s.outputTokens * p.tpot);
    return p;
}

// Batches to try, in order: every one up to 64, then 5 % apart, and the maximum (no list is built: the scan runs on
// every evaluation).
int nextBatch(int b, int maxBatch)
{
    if (b >= maxBatch)
        return 0;
    return std::min(maxBatch, std::max(b + 1, int(b * 1.05)));
}

InferenceResult evaluateAtWidth(const Replica &rep, const ModelArch &arch, const ServingSetup &s, int tp)
{
    InferenceResult r;
    r.tp = tp;
    r.maxConcurrency = rep.maxConcurrency();
    r.weightBytesPerGpu = rep.weightBytes();
    r.kvBytesPerToken = kvBytesPerToken(arch, s.kvElementBytes);
    if (r.maxConcurrency < 1) {
        r.error = Txt::tr("the weights (%1 GB per GPU at tp %2) leave no room for a KV cache of one sequence")
                      .arg(r.weightBytesPerGpu / 1e9, 0, 'f', 1)
                      .arg(tp);
        return r;
    }
    r.prefillS = rep.prefill(1);
    const double prefill = r.prefillS;
    const Replica::Scan scan = rep.decodeScan(); // every point's context
    const double tpotLimit = s.tpotLimitS > 0 ? s.tpotLimitS : std::numeric_limits<double>::infinity();
    const double ttftLimit = s.ttftLimitS > 0 ? s.ttftLimitS : std::numeric_limits<double>::infinity();
    auto ttftAt = [&](double perReplicaRps) { return prefill + mm1WaitQuantile(prefill, perReplicaRps, s.percentile); };

    // The best batch per replica: the most requests/s within both limits.
    Point best;
    ServingBottleneck stop = ServingBottleneck::KvCapacity;
    const int batchLimit = s.maxBatch > 0 ? std::min(s.maxBatch, r.maxConcurrency) : r.maxConcurrency;
    for (int b = 1; b > 0; b = nextBatch(b, batchLimit)) {
        const Point p = pointAt(rep, scan, s, prefill, b);
        if (p.tpot > tpotLimit) {
            stop = ServingBottleneck::TpotLimit;
            break;
        }
        if (ttftAt(p.requestsPerS) > ttftLimit) {
            stop = ServingBottleneck::TtftLimit;
            break;
        }
        if (p.requestsPerS > best.requestsPerS)
            best = p;
    }
    if (best.batch == 0) {
        const Point one = pointAt(rep, scan, s, prefill, 1);
        r.batch = 1;
        r.decodeStepS = one.step;
        r.tpotS = one.tpot;
        r.ttftS = prefill;
        r.outputTokensPerS = 1 / one.tpot;
        r.bottleneck = ServingBottleneck::LatencyLimit;
        return r.ok = true, r; // replicas 0: no replica meets the limits
    }
    // What a decode step at `batch` waits for: its matmuls or its weight and KV-cache reads (the roofline).
    auto stepBound = [&](int batch) {
        return rep.kernels(scan, batch).computeBound() ? ServingBottleneck::Compute
                                                       : ServingBottleneck::MemoryBandwidth;
    };
    if (best.batch == r.maxConcurrency)
        stop = ServingBottleneck::KvCapacity;
    if (stop == ServingBottleneck::KvCapacity && best.batch < r.maxConcurrency)
        stop = stepBound(best.batch);
    r.bottleneck = stop;

    Point op = best;
    if (s.requestsPerS > 0) {
        r.replicas = int(std::ceil(s.requestsPerS / best.requestsPerS - 1e-9));
        const double perReplica = s.requestsPerS / r.replicas;
        for (int b = 1; b > 0; b = nextBatch(b, best.batch)) { // the smallest batch that carries the replica's share
            op = pointAt(rep, scan, s, prefill, b);
            if (op.requestsPerS >= perReplica)
                break;
        }
        r.ttftS = ttftAt(perReplica);
        r.outputTokensPerS = s.requestsPerS * s.outputTokens;
    } else {
        const int users = s.concurrency > 0 ? s.concurrency : best.batch;
        r.replicas = (users + best.batch - 1) / best.batch;
        op = pointAt(rep, scan, s, prefill, (users + r.replicas - 1) / r.replicas);
        r.ttftS = ttftAt(op.requestsPerS);
        r.outputTokensPerS = r.replicas * op.batch / op.tpot;
    }
    // A replica that runs below the batch its limits allow is held by none of them: say what its step waits for.
    if (op.batch < best.batch)
        r.bottleneck = stepBound(op.batch);
    r.batch = op.batch;
    r.decodeStepS = op.step;
    r.tpotS = op.tpot;
    r.gpusNeeded = r.replicas * tp;
    r.ok = true;
    return r;
}

} // namespace

namespace {

InferenceResult evaluateOnWholeGpus(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s);

// Each replica on one MIG instance (mig.h): the same evaluation on the slice as a GPU of its own at tp 1, then the
// whole GPUs that hold the replicas.
InferenceResult evaluateOnMig(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s)
{
    InferenceResult r;
    const std::optional<MigProfile> profile = migProfile(hw.gpu, s.mig, hw.gpuSku, &r.error);
    if (!profile)
        return r;
    if (s.tp > 1) {
        r.error = Txt::tr("workload.serving.tp (%1) with MIG: a MIG instance has no NVLink or peer-to-peer access, so "
                          "a replica runs on one instance (tp 1)")
                      .arg(s.tp);
        return r;
    }
    const ClusterHardware slice = migSlice(hw, *profile);
    ServingSetup one = s;
    one.mig.clear();
    one.tp = 1;
    r = evaluateOnWholeGpus(arch, slice, one);
    r.mig = profile->name;
    r.migInstancesPerGpu = profile->instancesPerGpu;
    if (r.ok)
        r.gpusNeeded = migGpusNeeded(r.replicas, *profile);
    return r;
}

} // namespace

InferenceResult evaluateInference(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s)
{
    if (!s.mig.isEmpty())
        return evaluateOnMig(arch, hw, s);
    return evaluateOnWholeGpus(arch, hw, s);
}

namespace {

InferenceResult evaluateOnWholeGpus(const ModelArch &arch, const ClusterHardware &hw, const ServingSetup &s)
{
    InferenceResult r;
    if (arch.family == ModelFamily::Cnn || arch.family == ModelFamily::Encoder)
        return evaluateBatchInference(arch, hw, s); // images or sequences per second (batchinference.h)
    if (arch.family != ModelFamily::Decoder || arch.layers <= 0 || arch.hidden <= 0) {
        r.error = Txt::tr("inference sizing covers language models, CNNs and BERT-style encoders only");
        return r;
    }
    const int node = std::max(1, hw.gpusPerNode);
    if (s.tp > node) {
        r.error = Txt::tr("workload.serving.tp (%1) is more than the GPUs of one node (%2)").arg(s.tp).arg(node);
        return r;
    }
    if (s.tp > 0)
        return evaluateAtWidth(Replica(arch, hw, s, s.tp), arch, s, s.tp);
    // Tensor parallel left open: every power of two up to a node, the one whose replicas carry the load on the fewest
    // GPUs (then the most tokens/s; then the narrowest), else the narrowest that holds a sequence. Widths whose weights
    // leave no KV cache are skipped before any batch is tried, and so are widths that cannot beat the best so far: a
    // load of `concurrency` sequences needs at least ceil(concurrency / what one replica holds) replicas of tp GPUs.
    const bool noLoad = s.concurrency <= 0 && s.requestsPerS <= 0;
    InferenceResult best;
    int narrowestFitting = 0;
    for (int t = 1; t <= node; t *= 2) {
        const Replica rep(arch, hw, s, t);
        const int holds = rep.maxConcurrency();
        if (holds < 1)
            continue;
        if (narrowestFitting == 0)
            narrowestFitting = t;
        if (!noLoad && s.concurrency > 0 && best.replicas >= 1) {
            const int perReplica = s.maxBatch > 0 ? std::min(s.maxBatch, holds) : holds;
            const double fewest = double(t) * std::ceil(double(s.concurrency) / perReplica);
            if (fewest > best.gpusNeeded)
                continue;
        }
        const InferenceResult c = evaluateAtWidth(rep, arch, s, t);
        if (!c.ok || c.replicas < 1)
            continue;
        // Without a load (one replica at its best batch) the GPUs needed are the width itself: the most tokens/s per
        // GPU decides instead.
        const bool better = noLoad
            ? c.outputTokensPerS / c.gpusNeeded > best.outputTokensPerS / std::max(1, best.gpusNeeded)
            : c.gpusNeeded < best.gpusNeeded
                || (c.gpusNeeded == best.gpusNeeded && c.outputTokensPerS > best.outputTokensPerS);
        if (best.replicas < 1 || better)
            best = c;
    }
    if (best.ok)
        return best;
    const int width = narrowestFitting > 0 ? narrowestFitting : node;
    return evaluateAtWidth(Replica(arch, hw, s, width), arch, s, width);
}

} // namespace

std::optional<ReplicaGpu> replicaGpu(const ClusterHardware &hw, const ServingSetup &s, QString *error)
{
    if (s.mig.isEmpty())
        return ReplicaGpu{hw, s};
    const std::optional<MigProfile> profile = migProfile(hw.gpu, s.mig, hw.gpuSku, error);
    if (!profile)
        return std::nullopt;
    ReplicaGpu one{migSlice(hw, *profile), s};
    one.setup.mig.clear();
    return one;
}

InferenceResult evaluateInference(const Workload &workload, const ClusterHardware &hw)
{
    QString error;
    const std::optional<ModelArch> arch = resolveModel(workload.model, &error);
    if (!arch) {
        InferenceResult r;
        r.error = error;
        return r;
    }
    return evaluateInference(*arch, hw, servingSetup(workload));
}

} // namespace aip::perf
