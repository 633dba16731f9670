#pragma once
// How fast one GPU runs one operation: matrix multiplications at an efficiency that depends on their size
// and shape (a table of the kind Calculon uses), memory-bound operations at an achievable share of HBM
// bandwidth (roofline: an operation takes the longer of its math and its memory time). The size tables were
// measured on an A100 80GB; a kernel's fixed costs (launch, ramp, the last partial wave) are times, so on another
// GPU a product or a kernel is looked up by how long it runs there: its size scaled by the A100's peak (or HBM
// bandwidth) over this GPU's. The largest GEMMs reach the share of peak of the GPU's generation (gpuefficiency.h).

#include "hardware/part.h"
#include "perf/gpuefficiency.h"
#include "plan/plan.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

namespace aip::perf {

// A flash-attention kernel's time per FLOP when each query attends `keys` keys, against its rate at 16k keys: every
// query tile loads Q, rescales and writes O once, a fixed cost worth kFlashTileKeys keys of work, so the rate is
// R * keys / (keys + kFlashTileKeys). 1 at 16k keys, above 1 for shorter rows, monotone; keys <= 0 counts as 1 key.
double flashLengthFactor(double keys);
// FlashAttention-3's forward on an H100 SXM at head dimension 128 (B * S = 16k, 16 heads; pytorch/benchmark PR #2391,
// 2024-07-23, flash_v3-tflops: 430, 517, 566, 590, 614, 621 TFLOP/s at 512 ... 16384 tokens) follows
// R * s / (s + 233) within 1 % (least squares, R = 629); the Triton FA2 kernel in the same table gives 244.
constexpr double kFlashTileKeys = 233;
constexpr double kFlashReferenceKeys = 16384;
// A sliding window's band straddles the kernel's key tiles: the kernels skip only the key blocks wholly outside the
// band and compute the ones its edge crosses in full, masked (FlashAttention-2's local attention, window_size:
// flash_fwd_kernel.h n_block_min / n_block_max, kBlockN = 128 for head dimensions up to 64 on sm80; cuDNN's and
// FlashAttention-4's Blackwell kernels tile keys by 128 too). A query tile over a window of w keys computes about
// w + 128 of them; under a whole causal mask the diagonal's partial tiles are already in the measured causal rates.
constexpr double kFlashBandTileKeys = 128;

class ComputeRates
{
public:
    ComputeRates() = default;
    ComputeRates(const GpuSpec &gpu, Precision precision, FlashKernel flash = FlashKernel::Fa2,
                 bool channelsFirst = false);
    // With the GPU's generation given (gpuEfficiency's overload): for a spec whose peaks stand for other units.
    ComputeRates(const GpuSpec &gpu, Precision precision, FlashKernel flash, bool channelsFirst,
                 GpuGeneration generation);

    // Seconds for `count` independent m x n x k products (a batched GEMM counts as one launch of all of them).
    // `lowPrecision` selects the precision's peak (fp8 for linear layers); otherwise the 16-bit peak (fp8
    // runs keep attention in bf16, Transformer Engine's default).
    double gemmTime(double m, double n, double k, double count = 1, bool lowPrecision = true) const;
    // The same products' math alone, without the roofline's HBM pass over operands and result: the matmuls of a
    // fused kernel that keeps its tiles on chip (flash attention never writes the s x s scores to HBM: Dao et al.
    // 2022, arXiv 2205.14135, Sec. 3.1 and Theorem 2, O(N^2 d^2 / M) HBM accesses against standard attention's
    // O(N d + N^2)).
    double gemmMathTime(double m, double n, double k, double count = 1, bool lowPrecision = true) const;
    // Seconds to stream `bytes` through HBM in kernels of `bytesPerKernel` each.
    double memoryTime(double bytes, double bytesPerKernel) const;
    double memoryTime(double bytes) const { return memoryTime(bytes, bytes); }

    // Seconds a convolution spends on layout transposes in the forward pass, for `elems` activation elements read
    // and written: tensor-core convolutions run on NHWC tensors, and cuDNN transposes NCHW ones in and out (read and
    // write each); 0 for NHWC tensors, and for fp32 convolutions (CUDA-core kernels, native NCHW). NVIDIA
    // "Convolutional Layers User's Guide" (Deep Learning Performance documentation, 2023), "Tensor Layouts in Memory:
    // NCHW vs NHWC".
    double convLayoutTime(double elems) const
    {
        return m_channelsFirst && m_precision != Precision::Fp32 ? memoryTime(2 * elems * m_elementBytes) : 0;
    }
    // Seconds of a flash-attention kernel whose matmuls would take `gemmS` as plain GEMMs of the same shape, at the
    // kernel's long-sequence rate (16k keys per query).
    double flashForwardTime(double gemmS) const { return gemmS / m_flashForward; }
    double flashBackwardTime(double gemmS) const { return gemmS / m_flashBackward; }
    // The same when each query attends `keys` keys on average (the sequence, or about half of it under a causal
    // mask): shorter rows pay each query tile's fixed work over fewer keys (flashLengthFactor()).
    double flashForwardTime(double gemmS, double keys) const
    {
        return flashForwardTime(gemmS) * flashLengthFactor(keys);
    }
    double flashBackwardTime(double gemmS, double keys) const
    {
        return flashBackwardTime(gemmS) * flashLengthFactor(keys);
    }
    // The forward under a causal mask (`keys` then about half the sequence): FlashAttention-2 loses more than the
    // shorter rows explain (GpuEfficiency::flashCausalForward); its backward does not.
    double flashForwardTime(double gemmS, double keys, bool causal) const
    {
        return flashForwardTime(gemmS, keys) / (causal ? m_flashCausalForward : 1);
    }
    // The kernel's time at head dimension `headDim` against its time for the same FLOPs at 128, forward or backward.
    // Only the score's two matmuls shrink with the head: the softmax's exponentials and the per-score work on the
    // CUDA cores do not, so a narrower head does less math per score in about the same non-matmul time. The time
    // per score is taken linear in the head width through the kernel's two measured widths (GpuEfficiency::
    // flashHeadDim64Forward: rate r at 64, time per score (64 / 128) / r of 128's), and the rate as 128's at 128 and
    // above (no wider head is measured on every kernel). 1 where the kernel has no measurement at 64.
    double flashHeadDimFactor(double headDim, bool backward) const;

    // The parts of gemmMathTime(m, n, k, count, lowPrecision) that do not depend on the product's size: it is
    // flops / (rate x gemmEfficiency(flops x sizeScale)) with flops = 2 m n k count, but for rounding (rate 0 on a GPU
    // without that peak, where gemmMathTime answers flops). For callers that cost one shape at many batch sizes.
    struct GemmFactors {
        double rate = 0;      // FLOP/s at a gemmEfficiency of 1: peak x largest-GEMM share x tile shares of n and k
        double sizeScale = 1; // the reference GPU's peak over this one's, for the size lookup
    };
    GemmFactors gemmFactors(double n, double k, bool lowPrecision) const;
    // memoryTime(bytes, perKernel) is bytes / (hbmBytesPerS() x memoryEfficiency(perKernel x memorySizeScale())).
    double memorySizeScale() const { return m_memScale; }

    double peakFlops() const { return m_peak; } // datasheet dense peak at the precision, FLOP/s
    // Whether convolutions keep NCHW tensors (channelsFirst() below).
    bool channelsFirst() const { return m_channelsFirst; }
    double elementBytes() const { return m_elementBytes; }
    double hbmBytesPerS() const { return m_hbm; }
    Precision precision() const { return m_precision; }
    // fp8 linear layers on a GPU with fp8 tensor cores (otherwise fp8 runs at 16 bit, without casts).
    bool fp8Gemms() const { return m_precision == Precision::Fp8 && m_peak > m_peak16; }

private:
    double m_peak = 0;                         // FLOP/s for linear layers at the precision
    double m_peak16 = 0;                       // FLOP/s at 16 bit (attention of fp8 runs)
    double m_hbm = 0;                          // bytes/s
    double m_share = 1, m_share16 = 1;         // largest-GEMM share against the reference GPU's
    double m_sizeScale = 1, m_sizeScale16 = 1; // reference peak / this peak (size-table lookups)
    double m_memScale = 1;                     // reference HBM bandwidth / this GPU's
    double m_flashForward = 1, m_flashBackward = 1, m_flashCausalForward = 1;
    double m_flashHeadDim64Forward = 1, m_flashHeadDim64Backward = 1;
    bool m_channelsFirst = false;
    double m_elementBytes = 2;
    Precision m_precision = Precision::Bf16;
};

// The flash-attention kernel of a workload on `gpu`: `"attention": "flash3"` asks for Hopper-native kernels
// (FlashAttention-3, cuDNN fused attention), `"flash_triton"` for FlashAttention in Triton (LLM Foundry's attn_impl
// "triton"), `"flash1"` for the first FlashAttention (flash-attn 1.x, xformers' memory-efficient attention); `"flash"`
// and `"flash_varlen"` (the same kernel on unpadded tokens, transformerlayer.h LayerShape::unpaddedFlash) are
// FlashAttention-2. The default is cuDNN's fused attention on data-centre Blackwell (B200, B300, GB200, GB300), and on
// Hopper for a plan that names Megatron's sharding (sharding_impl megatron), and FlashAttention-2 elsewhere.
// Transformer Engine drops FlashAttention "to give FusedAttention preference on Hopper+ for performance reasons"
// (transformer_engine/pytorch/attention/dot_product_attention/utils.py get_attention_backend, NVIDIA/TransformerEngine
// @ 002a3e5), and Megatron-Core's layers are Transformer Engine's and let it pick the attention backend by default
// (megatron/core/transformer/transformer_config.py transformer_impl "transformer_engine", attention_backend auto,
// NVIDIA/Megatron-LM @ d98e8a6). PyTorch's scaled_dot_product_attention puts cuDNN first on sm100 and sm103 too
// (aten/src/ATen/native/transformers/cuda/sdp_utils.cpp check_prefer_cudnn_attention, pytorch/pytorch @ 001f694; PRs
// 162073 and 170800), while FlashAttention-2 has no Blackwell kernels (it runs its sm80 code there, a fifth of cuDNN's
// rate: gpuefficiency.cpp). Other Hopper plans keep FlashAttention-2: PyTorch tried it first there until its wheels
// bundled a cuDNN newer than 9.15 (2.11), and the published Hopper runs outside Megatron split between the two: with
// cuDNN as every Hopper plan's default the validation rows' predictions at their software defaults (validate --json's
// error_at_defaults_pct) were further from what was measured, 17.4 % mean |error| over the 299 validation rows against
// 14.4 % (13.97 % with the Megatron rule, 2026-12-07). A Hopper run on Transformer Engine or on a PyTorch from 2.11 on
// says `"flash3"`, or states its stack (stackPrefersCudnnAttention()).
FlashKernel flashKernel(const Workload &workload, const GpuSpec &gpu, bool stackPrefersCudnn = false);
// Whether the software stack a plan states (Plan::software, the Software dialog) puts cuDNN's fused attention first on
// data-centre Hopper, where a plan that states none keeps FlashAttention-2. PyTorch's scaled_dot_product_attention
// does from 2.10 on where the cuDNN it loads is newer than 9.15 (aten/src/ATen/native/transformers/cuda/sdp_utils.cpp
// check_prefer_cudnn_attention: cuDNN above 91500 on sm90 and sm100, the guard pytorch/pytorch#169849's fix in cuDNN
// 9.15.1 set; in 2.10, and "what changes at 2.11 is the bundled cuDNN crossing the threshold", huggingface/transformers
// PR 48163, 2026-08-31): so PyTorch 2.10 or later with a stated cuDNN newer than 9.15, or 2.11 or later with its
// wheel's own. A stack on Transformer Engine (a framework named Megatron, NeMo or Transformer Engine) prefers it on
// Hopper and later whatever the versions, as the Megatron sharding does (get_attention_backend, above).
bool stackPrefersCudnnAttention(const std::optional<Software> &software);
// Whether a workload's convolutions keep NCHW (channels-first) tensors: `"memory_format": "nchw" | "nhwc"`; by
// default NHWC for fp16/bf16/fp8 (PyTorch channels_last, which NVIDIA's mixed-precision recipes set:
// DeepLearningExamples ConvNets configs.yml "memory_format: nhwc" for AMP) and NCHW for tf32/fp32 (PyTorch's
// default layout; the same configs set none for TF32).
bool channelsFirst(const Workload &workload);

// The GEMM efficiency (share of peak) of the reference GPU (A100 SXM4 80GB, 16 bit) for a product of `flops`
// floating-point operations; monotone in size.
double gemmEfficiency(double flops);
// The reference GPU's HBM efficiency for a kernel that moves `bytes`.
double memoryEfficiency(double bytes);

// A size table of N points, linear in log(size) between them, proportional to size below the first and flat above
// the last; times `scale`. gemmEfficiency and memoryEfficiency look their tables up with it (computerates.cpp).
template<std::size_t N>
struct EfficiencyCurve {
    std::array<double, N> size{}, logSize{}, efficiency{};
    std::array<double, N> slope{}; // efficiency gained per unit of log(size) from point i - 1 to i
    double scale = 1;              // gemmEfficiency(f) is scale x the table at f, but for rounding

    // The table at `s`, unscaled.
    double operator()(double s) const
    {
        if (s <= size[0])
            return efficiency[0] * std::max(0.0, s) / size[0];
        if (s >= size[N - 1])
            return efficiency[N - 1];
        return between(s, std::log(s));
    }
    // The same with logS = log(s) given: callers that look one shape up at many batch sizes take it as log(batch) +
    // log(size per sample), equal to the above but for rounding.
    double operator()(double s, double logS) const
    {
        if (s <= size[0])
            return efficiency[0] * std::max(0.0, s) / size[0];
        for (std::size_t i = 1; i < N; ++i)
            if (s < size[i])
                return efficiency[i - 1] + (logS - logSize[i - 1]) * slope[i];
        return efficiency[N - 1];
    }

private:
    double between(double s, double logS) const
    {
        for (std::size_t i = 1; i < N; ++i) {
            if (s <= size[i]) {
                const double x = (logS - logSize[i - 1]) / (logSize[i] - logSize[i - 1]);
                return efficiency[i - 1] + x * (efficiency[i] - efficiency[i - 1]);
            }
        }
        return efficiency[N - 1];
    }
};
const EfficiencyCurve<4> &gemmEfficiencyCurve();   // gemmEfficiency's table (scale: the sustained share of peak)
const EfficiencyCurve<4> &memoryEfficiencyCurve(); // memoryEfficiency's
// The reference GPU: A100 SXM4 80GB, 312 TFLOP/s bf16 dense, 2039 GB/s (NVIDIA A100 datasheet, 2021; the GPU of
// Calculon's a100_80g.json tables).
constexpr double kReferencePeakFlops = 312e12;
constexpr double kReferenceHbmBytesPerS = 2039e9;
// Sustained share of the datasheet peak that the largest GEMMs reach in training on the reference GPU (A100
// SXM4), clocks throttled by the board's power limit: cuBLAS runs large fp16 GEMMs on an A100 SXM4 at ~200-250
// TFLOPS of 312 (0.65-0.8; NVIDIA "Matrix Multiplication Background" guide, Figs. 2-3). Fitted within that range
// on the Megatron-LM and DeepLearningExamples rows of data/perf_calibration.csv (mean error 4-6% for any value in
// 0.66-0.70); other GPUs scale it by their measured maximum achievable matmul share (gpuefficiency.cpp).
constexpr double kReferenceSustainedShare = 0.67;

} // namespace aip::perf
