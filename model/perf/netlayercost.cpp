#include "perf/netlayercost.h"

#include <algorithm>

namespace aip::perf {

namespace {

// A depthwise convolution (one k x k filter per channel: netbuilder.h's depthwise(), a grouped convolution whose
// groups have one output channel, gemmN 1) never runs as a tensor-core GEMM in PyTorch's training step.
// - NCHW tensors (fp32, the TF32 rows): PyTorch hands cuDNN a depthwise convolution on contiguous tensors only for fp16
//   (in 1.9 only 1x1 and 3x3 kernels of the shapes in its table; aten/src/ATen/native/Convolution.cpp,
//   ConvParams::use_cudnn_depthwise, "only for FP16", check_cudnn_depthwise_workload); the others run in its own
//   kernels (aten/src/ATen/native/cuda/DepthwiseConv2d.cu). Those compute each output and each input gradient with a
//   scalar loop over the k x k taps, accumulating in fp32 on the CUDA cores, on the NCHW tensors as they are (no
//   layout transposes, no tensor cores): "depthwise-separable convolutions are bandwidth-bound [...] the kernels are
//   very simple, not even using shared memory" (N. Gimelshein, pytorch/pytorch issue 1708, 2018-02-03).
// - channels_last tensors (the AMP rows: PyTorch 1.9, the pytorch-21.03 container): use_cudnn_depthwise's first branch
//   returns true for every channels_last convolution cuDNN accepts ("always use cudnn_depthwise for channels_last
//   format", since pytorch PR 38904, 2020-05-22), and _convolution calls cudnn_convolution on the channels_last input.
//   cuDNN runs grouped convolutions on NHWC fp16 tensors with its direct kernels, conv2d_grouped_direct_kernel
//   <__half, __half, __half, float, float, ...> and wgrad2d_grouped_direct_kernel<__half, float, float,
//   cudnnTensorFormat_t=1> (NHWC), fp32 accumulation, no transposes (nvprof in pytorch/pytorch issue 34977,
//   V. Fedyunin, 2020-03-18): CUDA cores, not tensor-core tiles. Their blocking is not published; they are costed as
//   the direct algorithm is defined, the same passes as PyTorch's kernels.
// Forward and input gradient: one pass over the input and the output (gradient) each, at the HBM roofline or the fp32
// CUDA-core peak (cuDNN's kernels; for PyTorch's, the floor under their instructions below). Weight gradient (PyTorch's
// conv_depthwise2d_grad_weight_kernel: one thread block per (channel, kh, kw); the direct algorithm dW[c, r, s] = sum
// over n, p, q of x[n, c, p + r, q + s] dy[n, c, p, q]): one reduction of input x output gradient over the batch and
// the image per filter tap, so each channel's input and output gradient are streamed k x k times. PyTorch's own NCHW
// kernels for the forward (conv_depthwise2d_forward_kernel: one thread per output, its n, c, h, w taken apart with
// three integer divisions, then k x k taps each with a bounds test and two loads) and the input gradient
// (conv_depthwise2d_backward_kernel: the same per input element, with a stride test per tap) are bound by those
// instructions, not by HBM. Measured on the lent H200 (2026-12-04, PyTorch 2.11.0+cu130, SM clock 1,980 MHz throughout;
// benchmarks/device/depthwise.py, results h200-2026-12-04-depthwise.json), fp32 NCHW, each kernel alone
// (aten::convolution_backward with one gradient asked for), 30 calls back to back, eleven EfficientNet shapes at
// stride 1 (32-256 images, 96-2688 channels, 7-190 pixels, k 3 and 5), twice (the repeats within 0.3 %): the forward
// took 5.49 + 0.424 k^2 ps per output (least squares, every shape within 2.1 %), 5 to 8 times its HBM roofline (the
// tensors' copy ran at 4.1 TB/s); the input gradient 16.75 ps per input element whatever k (within 2.8 %). At 132 SMs
// x 1.98 GHz those are the SM cycles per element below; other GPUs run them at their SM cycles per second
// (smCyclesPerS(), gpuefficiency.h: the work is integer and load instructions, and every supported generation has the
// same 64 INT32 lanes per SM). Five stride-2 shapes against these stride-1 rates per element: forward +4 to +13 %,
// input gradient -8 to +29 %. The weight gradient measured what the k x k streams at HBM speed predict (1.35 to 2.0 ps
// per output and tap against 1.85; 3.7 on 7 x 7 images), so it stays as above. The cuDNN kernels of channels_last
// tensors (the AMP rows) are not PyTorch's, and cuDNN 8's grouped direct kernels were not measured: they stay at the
// roofline.
constexpr double kDepthwiseFwdSmCycles = 1.435;       // 5.49 ps x 132 x 1.98 GHz
constexpr double kDepthwiseFwdSmCyclesPerTap = 0.111; // 0.424 ps x 132 x 1.98 GHz
constexpr double kDepthwiseDgradSmCycles = 4.378;     // 16.75 ps x 132 x 1.98 GHz, per input element

// The memory-bound ops of networks whose builder tells them apart (NetBuilder::opsApart), as HBM passes over
// the op's tensor at the model's rate (ComputeRates::memoryTime: 0.90 of the datasheet bandwidth on large tensors).
// Measured on the lent H200 (2026-12-04, PyTorch 2.11.0+cu130, cuDNN 9.19; benchmarks/device/cnnops.py, results
// h200-2026-12-04-cnnops.json): each op alone at every shape torchvision's ResNet-50 (batch 256) and EfficientNet-B0
// (256) and -B4 (64 and 128) give it, fp32 NCHW and fp16 channels_last, back to back, gradients through
// torch.autograd.grad; a rate below is the element-weighted mean over the shapes of 20 M elements or more (smaller
// ones carry autograd's host time), as time x 4.8 TB/s over the tensor's bytes, times 0.90.
// - ReLU and SiLU: 2 passes forward, 3 backward (read the gradient and the input, write), as their roofline (measured
//   2.3-2.5 and 3.3-3.4 at 4.8 TB/s, i.e. 2.1-2.2 and 3.0 here).
// - A residual add: 3 forward (measured 3.35 at 4.8 TB/s); backward the gradient reaches both summands as it is, and
//   autograd sums the block input's two gradients: 3 more.
// - Squeeze-and-excitation's excite, x * s with s of N x C x 1 x 1: PyTorch's broadcasting kernel, which channels_last
//   tensors send down its non-vectorised path: forward 3.53 (NCHW) and 6.36 (channels_last) at 4.8 TB/s, backward 8.41
//   and 11.41 (the input's gradient and the scale's, a reduction over the image).
// - Its squeeze, the global average pool: forward 1.45-1.56 at 4.8 TB/s (one read); backward one write of the
//   gradient spread over the image (not measured). The block's tensor feeds both the pool and the scale, so autograd
//   sums its two gradients: 3 passes more in the backward (read both, write), charged with the scale.
// - Batch norm in training mode, cuDNN's kernels:
//   - NCHW (bn_fw_tr_1C11_kernel_NCHW, bn_bw_1C11_kernel_new: the kernels of cuDNN 7 and 8 as well, one thread block a
//     channel): 5.0 forward and 7.5 backward at 4.8 TB/s with 240 channels or more (ideal 3 and 5: the forward reads
//     the input for the statistics and again to normalise it). Below that, the time grows as 1/C: with fewer channels
//     than SMs only that many work, each at its SM's share of the bandwidth. Forward kBnNchwChannelSms x SMs (within 10
//     % at 16 to 128 channels: 39.7 at 16 channels, 20.3-24.5 at 32, 10.8 at 64); backward kBnNchwBwdChannelSms x SMs
//     (102 at 16 channels, 52-55 at 32, 27 at 64, 13.2-13.9 at 144).
//   - NHWC (batchnorm_fwtr_nhwc_semiPersist and batchnorm_bwtr_nhwc_semiPersist): 6.06 forward and 8.65 backward,
//     whatever the channels (4.0-8.4 and 6.0-10.6 over the shapes).
//   Summed over each network's shapes the measured batch norms give the whole training steps' batch-norm kernel time
//   of the same H200's profiles (benchmarks/device/kernels.py) within 2-15 %; the rates here give it within 3 % for
//   the TF32 steps and 0 to 32 % high for AMP (ResNet-50 AMP 18.2 ms against 13.8 profiled).
constexpr double kNetActPassesFwd = 2, kNetActPassesBwd = 3;
constexpr double kNetAddPassesFwd = 3, kNetAddPassesBwd = 3;
constexpr double kNetPoolPassesFwd = 1.35, kNetPoolPassesBwd = 1;
constexpr double kNetScalePassesFwdNchw = 3.53 * 0.90, kNetScalePassesBwdNchw = 8.41 * 0.90;
constexpr double kNetScalePassesFwdNhwc = 6.36 * 0.90, kNetScalePassesBwdNhwc = 11.41 * 0.90;
constexpr double kNetGradientSumPasses = 3;
constexpr double kBnPassesFwdNchw = 5.0 * 0.90, kBnPassesBwdNchw = 7.5 * 0.90;
constexpr double kBnNchwChannelSms = 1.0, kBnNchwBwdChannelSms = 1.75;
constexpr double kBnPassesFwdNhwc = 6.06 * 0.90, kBnPassesBwdNhwc = 8.65 * 0.90;

} // namespace

NetMemTimes netOpTimes(const NetLayer &l, double batch, const ComputeRates &r, int sms)
{
    NetMemTimes t;
    const double el = r.elementBytes();
    auto charge = [&](double elems, double fwdPasses, double bwdPasses) {
        if (elems <= 0)
            return;
        const double bytes = elems * batch * el;
        t.fwd += r.memoryTime(fwdPasses * bytes);
        t.bwd += r.memoryTime(bwdPasses * bytes);
    };
    const bool nchw = r.channelsFirst();
    if (l.bnElems > 0) {
        double fwd = nchw ? kBnPassesFwdNchw : kBnPassesFwdNhwc, bwd = nchw ? kBnPassesBwdNchw : kBnPassesBwdNhwc;
        if (nchw && sms > 0 && l.bnChannels > 0) {
            fwd *= std::max(1.0, kBnNchwChannelSms * sms / l.bnChannels);
            bwd *= std::max(1.0, kBnNchwBwdChannelSms * sms / l.bnChannels);
        }
        charge(l.bnElems, fwd, bwd);
    }
    charge(l.actElems, kNetActPassesFwd, kNetActPassesBwd);
    charge(l.addElems, kNetAddPassesFwd, kNetAddPassesBwd);
    charge(l.poolElems, kNetPoolPassesFwd, kNetPoolPassesBwd);
    charge(l.scaleElems, nchw ? kNetScalePassesFwdNchw : kNetScalePassesFwdNhwc,
           nchw ? kNetScalePassesBwdNchw : kNetScalePassesBwdNhwc);
    charge(l.scaleElems, 0, kNetGradientSumPasses);
    return t;
}

DepthwiseTimes depthwiseTimes(const NetLayer &l, double batch, const ComputeRates &rates, double cudaCoreFlops,
                              double smCycles)
{
    const double bytes = (l.inElems + l.outElems) * batch * rates.elementBytes();
    const double math = cudaCoreFlops > 0 ? l.flops * batch / cudaCoreFlops : 0;
    const double taps = std::max(1.0, l.gemmK); // k x k
    const double pass = std::max(math, rates.memoryTime(bytes));
    double fwd = pass, dgrad = pass;
    if (rates.channelsFirst() && smCycles > 0) {
        const double perOutput = (kDepthwiseFwdSmCycles + kDepthwiseFwdSmCyclesPerTap * taps) / smCycles;
        fwd = std::max(pass, l.outElems * batch * perOutput);
        dgrad = std::max(pass, l.inElems * batch * kDepthwiseDgradSmCycles / smCycles);
    }
    return {fwd, dgrad + std::max(math, rates.memoryTime(taps * bytes))};
}

} // namespace aip::perf
