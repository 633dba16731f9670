#include "perf/computerates.h"

#include "software/softwarecompat.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <optional>

namespace aip::perf {

namespace {

struct Point {
    double size, efficiency;
};

// GEMM efficiency by the size of the product (FLOPs), after Calculon (calculon-ai/calculon
// systems/a100_80g.json and h100_80g_nvl8.json "matrix.gflops_efficiency.float16": >= 128 GFLOP 0.95,
// >= 16 GFLOP 0.90, >= 1 GFLOP 0.60, below 0.10). Calculon steps between the points; here the efficiency is
// interpolated in log(size), so it never falls when a product grows (the search must not see steps).
constexpr Point kGemm[] = {{1e6, 0.10}, {1e9, 0.60}, {16e9, 0.90}, {128e9, 0.95}};

// HBM efficiency by kernel size (bytes moved), from the same files ("mem1.MB_efficiency": >= 100 MB 0.90,
// >= 10 MB 0.75, >= 1 MB 0.60, below 0.30).
constexpr Point kMemory[] = {{64e3, 0.30}, {1e6, 0.60}, {10e6, 0.75}, {100e6, 0.90}};

// The sustained share of peak the largest GEMMs reach on the reference GPU: kReferenceSustainedShare (computerates.h).
constexpr double kSustainedPeak = kReferenceSustainedShare;

// Tensor-core tiles: dimensions that are not multiples of 64 elements (16-bit) waste the rest of the tile
// (NVIDIA "Matrix Multiplication Background" guide, "Tile quantization").
constexpr double kTile = 64;

// The tables with their points' logarithms taken once (EfficiencyCurve, computerates.h): the search evaluates them
// for every GEMM and kernel of every strategy it tries (two logs per call were ~40 % of a search).
template<std::size_t N>
EfficiencyCurve<N> curve(const Point (&p)[N], double scale)
{
    EfficiencyCurve<N> c;
    for (std::size_t i = 0; i < N; ++i) {
        c.size[i] = p[i].size;
        c.logSize[i] = std::log(p[i].size);
        c.efficiency[i] = p[i].efficiency;
        if (i > 0)
            c.slope[i] = (c.efficiency[i] - c.efficiency[i - 1]) / (c.logSize[i] - c.logSize[i - 1]);
    }
    c.scale = scale;
    return c;
}

const EfficiencyCurve<std::size(kGemm)> gemmCurve
    = curve(kGemm, kSustainedPeak / kGemm[std::size(kGemm) - 1].efficiency);
const EfficiencyCurve<std::size(kMemory)> memoryCurve = curve(kMemory, 1);

double tileShare(double dim)
{
    if (dim <= 0)
        return 1;
    return dim / (std::ceil(dim / kTile) * kTile);
}

double peakFor(const GpuSpec &gpu, Precision p)
{
    const double half = gpu.bf16Tflops > 0 ? gpu.bf16Tflops : gpu.fp16Tflops;
    switch (p) {
    case Precision::Fp32: return gpu.fp32Tflops;
    case Precision::Tf32: return gpu.tf32Tflops > 0 ? gpu.tf32Tflops : gpu.fp32Tflops;
    case Precision::Fp16: return gpu.fp16Tflops > 0 ? gpu.fp16Tflops : half;
    case Precision::Bf16: return half;
    case Precision::Fp8: return gpu.fp8Tflops > 0 ? gpu.fp8Tflops : half; // no fp8 units: runs at 16 bit
    }
    return half;
}

} // namespace

double gemmEfficiency(double flops)
{
    return kSustainedPeak * gemmCurve(flops) / kGemm[std::size(kGemm) - 1].efficiency;
}

const EfficiencyCurve<4> &gemmEfficiencyCurve()
{
    return gemmCurve;
}

namespace {

double ratio(double reference, double value)
{
    return value > 0 ? reference / value : 1;
}

} // namespace

double memoryEfficiency(double bytes)
{
    return memoryCurve(bytes);
}

const EfficiencyCurve<4> &memoryEfficiencyCurve()
{
    return memoryCurve;
}

double ComputeRates::flashHeadDimFactor(double headDim, bool backward) const
{
    constexpr double kMeasuredNarrow = 64, kReference = 128;
    const double rate64 = backward ? m_flashHeadDim64Backward : m_flashHeadDim64Forward;
    if (!(headDim > 0) || headDim >= kReference || !(rate64 > 0) || rate64 == 1)
        return 1;
    // Time per score, 128's = 1: (64 / 128) / rate64 at 64, linear in the width between (and below) them.
    const double at64 = (kMeasuredNarrow / kReference) / rate64;
    const double perScore = 1 + (at64 - 1) * (kReference - headDim) / (kReference - kMeasuredNarrow);
    // Against the same FLOPs at 128's rate (the FLOPs per score are headDim / 128 of 128's); never a higher FLOP rate
    // than 128's.
    const double share = headDim / kReference;
    return std::max(perScore, share) / share;
}

double flashLengthFactor(double keys)
{
    const double k = std::max(1.0, keys);
    return (1 + kFlashTileKeys / k) / (1 + kFlashTileKeys / kFlashReferenceKeys);
}

namespace {

// The kernel the workload's `attention` names; none when it names none.
std::optional<FlashKernel> namedFlashKernel(const QString &attention)
{
    if (attention == QLatin1String("flash3"))
        return FlashKernel::HopperNative;
    if (attention == QLatin1String("flash_triton"))
        return FlashKernel::Triton;
    if (attention == QLatin1String("flash1"))
        return FlashKernel::Fa1;
    if (attention.isEmpty())
        return std::nullopt;
    return FlashKernel::Fa2;
}

FlashKernel defaultFlashKernel(const Workload &w, GpuGeneration generation, bool stackPrefersCudnn)
{
    const bool megatron = w.parallelism && w.parallelism->shardingImpl == ShardingImpl::Megatron;
    const bool hopper = generation == GpuGeneration::HopperSxm || generation == GpuGeneration::HopperPcie;
    return generation == GpuGeneration::BlackwellSxm || (hopper && (megatron || stackPrefersCudnn))
        ? FlashKernel::HopperNative
        : FlashKernel::Fa2;
}

} // namespace

FlashKernel flashKernel(const Workload &w, const GpuSpec &gpu, bool stackPrefersCudnn)
{
    // The GPU's class is read only where the plan names no kernel.
    if (const auto named = namedFlashKernel(w.extra.value(QStringLiteral("attention")).toString()))
        return *named;
    return defaultFlashKernel(w, gpuGeneration(gpu), stackPrefersCudnn);
}

bool stackPrefersCudnnAttention(const std::optional<Software> &software)
{
    if (!software)
        return false;
    const QString framework = software->framework.toLower();
    for (const char *te : {"megatron", "nemo", "transformer engine", "transformer_engine", "transformerengine"}) {
        if (framework.contains(QLatin1String(te)))
            return true;
    }
    if (!framework.contains(QLatin1String("torch")))
        return false;
    const std::optional<software::Version> torch = software::parseVersion(software->frameworkVersion);
    if (!torch)
        return false;
    // cuDNN "newer than 9.15": its version number above 91500, so 9.15.1 and later.
    constexpr software::Version kCudnnGuard{9, 15, 0};
    if (const std::optional<software::Version> cudnn = software::parseVersion(software->cudnn))
        return *torch >= software::Version{2, 10, 0} && *cudnn > kCudnnGuard;
    return *torch >= software::Version{2, 11, 0};
}

bool channelsFirst(const Workload &w)
{
    const QString format = w.extra.value(QStringLiteral("memory_format")).toString();
    if (format == QLatin1String("nchw"))
        return true;
    if (format == QLatin1String("nhwc"))
        return false;
    return w.precision == Precision::Tf32 || w.precision == Precision::Fp32;
}

ComputeRates::ComputeRates(const GpuSpec &gpu, Precision precision, FlashKernel flash, bool channelsFirst)
    : ComputeRates(gpu, precision, flash, channelsFirst, gpuGeneration(gpu))
{ }

ComputeRates::ComputeRates(const GpuSpec &gpu, Precision precision, FlashKernel flash, bool channelsFirst,
                           GpuGeneration generation)
    : m_peak(peakFor(gpu, precision) * 1e12)
    , m_peak16(peakFor(gpu, precision == Precision::Fp8 ? Precision::Bf16 : precision) * 1e12)
    , m_hbm(gpu.memoryBandwidthGBs * 1e9)
    , m_elementBytes(precision == Precision::Fp32 || precision == Precision::Tf32 ? 4 : 2)
    , m_precision(precision)
{
    const GpuEfficiency e = gpuEfficiency(gpu, flash, generation);
    m_share16 = e.gemm16;
    m_share = fp8Gemms() ? e.gemmFp8 : e.gemm16;
    // Size lookups by the time a product runs at the GPU's tensor rate: its 16-bit rate for 16- and 32-bit
    // products (tf32 products use the 16-bit tiles' fixed costs), the fp8 rate for fp8 products.
    const double half = peakFor(gpu, Precision::Bf16) * 1e12;
    m_sizeScale16 = ratio(kReferencePeakFlops, half);
    m_sizeScale = fp8Gemms() ? ratio(kReferencePeakFlops, m_peak) : m_sizeScale16;
    m_memScale = ratio(kReferenceHbmBytesPerS, m_hbm);
    m_channelsFirst = channelsFirst;
    m_flashForward = e.flashForward;
    m_flashBackward = e.flashBackward;
    m_flashCausalForward = e.flashCausalForward;
    m_flashHeadDim64Forward = e.flashHeadDim64Forward;
    m_flashHeadDim64Backward = e.flashHeadDim64Backward;
}

double ComputeRates::gemmMathTime(double m, double n, double k, double count, bool lowPrecision) const
{
    const double flops = 2 * m * n * k * count;
    if (flops <= 0)
        return 0;
    const double peak = lowPrecision ? m_peak : m_peak16;
    if (peak <= 0)
        return flops; // an unknown GPU: absurdly slow rather than a division by zero
    const double share = lowPrecision ? m_share : m_share16;
    const double scale = lowPrecision ? m_sizeScale : m_sizeScale16;
    const double efficiency = share * gemmEfficiency(flops * scale) * tileShare(n) * tileShare(k);
    return flops / (peak * efficiency);
}

ComputeRates::GemmFactors ComputeRates::gemmFactors(double n, double k, bool lowPrecision) const
{
    const double peak = lowPrecision ? m_peak : m_peak16;
    const double share = lowPrecision ? m_share : m_share16;
    return {peak * share * tileShare(n) * tileShare(k), lowPrecision ? m_sizeScale : m_sizeScale16};
}

double ComputeRates::gemmTime(double m, double n, double k, double count, bool lowPrecision) const
{
    const double math = gemmMathTime(m, n, k, count, lowPrecision);
    if (math <= 0)
        return 0;
    // Roofline: operands and result pass through HBM at least once.
    const double bytes = (m * k + k * n + m * n) * count * m_elementBytes;
    return std::max(math, memoryTime(bytes, bytes));
}

double ComputeRates::memoryTime(double bytes, double bytesPerKernel) const
{
    if (bytes <= 0)
        return 0;
    if (m_hbm <= 0)
        return bytes;
    return bytes / (m_hbm * memoryEfficiency(bytesPerKernel * m_memScale));
}

} // namespace aip::perf
