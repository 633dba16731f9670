// Depthwise convolutions in the training step (perf/netlayercost.h, depthwiseTimes): on NCHW tensors of 32 bits
// PyTorch's own kernels (aten/src/ATen/native/cuda/DepthwiseConv2d.cu), on channels_last fp16 tensors cuDNN's grouped
// direct kernels (pytorch/pytorch issue 34977); both on the CUDA cores, k x k passes for the weight gradient (one
// reduction per channel and tap), no layout transposes and no tensor-core tiles. cuDNN's forward and input gradient
// are one pass over input and output each; PyTorch's are bound by their instructions per element (forward 1.435 +
// 0.111 k^2 SM cycles per output, input gradient 4.378 per input element, measured on an H200: benchmarks/device/).
#include "model/perffixture.h"
#include "perf/clusterhardware.h"
#include "perf/netbuilder.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;

ClusterHardware oneA100(double hbmGBs = 2039)
{
    return perftest::oneGpuA100(hbmGBs);
}

// A network of one depthwise convolution of `channels` channels, k x k, stride 1, on a `size` x `size` image.
ModelArch depthwiseNet(double channels, int k, int size)
{
    return perftest::cnnOf(size, [&](NetBuilder &b) { b.depthwise(channels, k, 1, size); });
}

} // namespace

TEST_CASE("depthwise convolution in NCHW by hand: PyTorch's kernels per element, the weight gradient k x k passes")
{
    // 96 channels of 112 x 112, 3 x 3, batch 256, fp32 tensors (TF32 run) on an A100 SXM4 80GB (2039 GB/s; every
    // kernel here moves more than 100 MB, where the HBM table gives 0.90: computerates.cpp kMemory).
    const double c = 96, hw = 112.0 * 112.0, b = 256, e = 4, hbm = 2039e9 * 0.90;
    const double pass = 2 * c * hw * b * e / hbm; // input and output, 2.47 GB
    const double taps = 9;
    // The fp32 CUDA-core peak (19.5 TFLOP/s) does not bind: 2 x 9 FLOPs per output against 8 bytes moved.
    CHECK(2 * taps * c * hw * b / 19.5e12 < pass);
    // The layer's batch norm and activation (5 accesses forward, 8 backward per output element, netlayercost.h).
    const double normAct = 13 * c * hw * b * e / hbm;
    // PyTorch's NCHW forward and input-gradient kernels: 1.435 + 0.111 x 9 SM cycles per output and 4.378 per input
    // element (the H200's 5.49 + 0.424 k^2 and 16.75 ps at 132 SMs x 1.98 GHz), on an A100's 108 SMs x 1.41 GHz: its
    // 19.5 TFLOP/s fp32 peak over 2 x 64 FP32 lanes per SM, 152 G SM cycles per second. 4.9 and 8.9 ms against 1.3 ms
    // at the roofline.
    const double smCycles = 19.5e12 / (2 * 64);
    const double forward = c * hw * b * (1.435 + 0.111 * taps) / smCycles;
    const double inputGradient = c * hw * b * 4.378 / smCycles;
    CHECK(forward > 3 * pass);
    CHECK(inputGradient > 6 * pass);
    const double hand = forward + inputGradient + taps * pass + normAct;
    CHECK(perftest::netComputeS(depthwiseNet(c, 3, 112), Precision::Tf32, "nchw", 256, oneA100())
          == Approx(hand).epsilon(1e-9));
}

TEST_CASE("depthwise convolution in NCHW: PyTorch's per-element instructions at the GPU's SM cycles")
{
    // The H200 the constants were measured on: 67 TFLOP/s fp32 over 2 x 128 lanes, 262 G SM cycles per second. Its
    // fitted rates, 5.49 + 0.424 x 25 = 16.1 ps per output of a 5 x 5 layer's forward (measured 16.0 to 16.2 on four
    // shapes) and 16.75 ps per element of its input gradient (16.9 to 17.1), come back through the unit change.
    ClusterHardware h200 = oneA100(4800);
    h200.gpu.fp32Tflops = 67;
    h200.gpu.tf32Tflops = 494.7;
    h200.gpu.bf16Tflops = h200.gpu.fp16Tflops = 989.4;
    h200.gpu.fp8Tflops = 1978.9;
    h200.gpu.baseboard = QStringLiteral("sxm5");
    h200.gpu.tdpW = 700;
    REQUIRE(gpuGeneration(h200.gpu) == GpuGeneration::HopperSxm);
    const double c = 960, hw = 24.0 * 24.0, b = 64;
    const ModelArch net = depthwiseNet(c, 5, 24);
    const double smCycles = 67e12 / (2 * 128);
    const double perOutput = (1.435 + 0.111 * 25) / smCycles, perInput = 4.378 / smCycles;
    CHECK(perOutput * 1e12 == Approx(5.49 + 0.424 * 25).epsilon(0.01));
    CHECK(perInput * 1e12 == Approx(16.75).epsilon(0.01));
    // Forward and input gradient at those rates; the weight gradient's 25 passes at 0.90 of 4.8 TB/s; norm + act.
    const double pass = 2 * c * hw * b * 4 / (4800e9 * 0.90);
    const double normAct = 13 * c * hw * b * 4 / (4800e9 * 0.90);
    CHECK(perftest::netComputeS(net, Precision::Tf32, "nchw", 64, h200)
          == Approx(c * hw * b * (perOutput + perInput) + 25 * pass + normAct).epsilon(1e-9));
    // Half the SM cycles at the same peaks (64 lanes, an A100-class part) doubles the instruction-bound passes only.
    ClusterHardware slowerClock = h200;
    slowerClock.gpu.fp32Tflops = 33.5;
    const double slower = perftest::netComputeS(net, Precision::Tf32, "nchw", 64, slowerClock);
    CHECK(slower == Approx(2 * c * hw * b * (perOutput + perInput) + 25 * pass + normAct).epsilon(1e-9));
    // More HBM bandwidth never slows it.
    CHECK(perftest::netComputeS(net, Precision::Tf32, "nchw", 64, oneA100(8000))
          <= perftest::netComputeS(net, Precision::Tf32, "nchw", 64, oneA100()));
}

TEST_CASE("depthwise convolution in NCHW: CUDA cores and HBM only and a larger kernel never speeds it")
{
    const ClusterHardware c = oneA100();
    const ModelArch k3 = depthwiseNet(144, 3, 56), k5 = depthwiseNet(144, 5, 56);
    const double t3 = perftest::netComputeS(k3, Precision::Tf32, "nchw", 128, c),
                 t5 = perftest::netComputeS(k5, Precision::Tf32, "nchw", 128, c);
    // 25 taps stream the weight gradient's inputs 25 times against 9.
    CHECK(t5 > t3);
    // More HBM bandwidth never slows it, and the tensor cores' peak does not enter: PyTorch's kernels use none.
    CHECK(perftest::netComputeS(k5, Precision::Tf32, "nchw", 128, oneA100(3350)) < t5);
    ClusterHardware fasterTensorCores = c;
    fasterTensorCores.gpu.tf32Tflops *= 2;
    CHECK(perftest::netComputeS(k5, Precision::Tf32, "nchw", 128, fasterTensorCores) == Approx(t5).epsilon(1e-12));
    // A dense convolution in NCHW does use them, and pays cuDNN's layout transposes besides.
    ModelArch dense;
    dense.family = ModelFamily::Cnn;
    dense.imageSize = 56;
    NetBuilder b;
    b.conv(144, 144, 3, 1, 56);
    dense.net = b.layers;
    CHECK(perftest::netComputeS(dense, Precision::Tf32, "nchw", 128, c)
          > perftest::netComputeS(dense, Precision::Tf32, "nhwc", 128, c));
    CHECK(perftest::netComputeS(dense, Precision::Tf32, "nchw", 128, fasterTensorCores)
          < perftest::netComputeS(dense, Precision::Tf32, "nchw", 128, c));
}

TEST_CASE("depthwise convolution on channels_last fp16: cuDNN's direct kernels on the CUDA cores by hand")
{
    // The same 96 x 112 x 112 layer, 3 x 3, batch 256, as fp16 channels_last tensors (an AMP run): cuDNN's
    // conv2d_grouped_direct_kernel and wgrad2d_grouped_direct_kernel, 2-byte elements, the passes of the NCHW case.
    const double c = 96, hw = 112.0 * 112.0, b = 256, e = 2, hbm = 2039e9 * 0.90;
    const double pass = 2 * c * hw * b * e / hbm; // input and output, 1.23 GB: above 100 MB, 0.90 of HBM
    // 18 FLOPs per output at the fp32 CUDA-core peak (fp32 accumulation) against 4 bytes at 1.84 TB/s.
    CHECK(2 * 9 * c * hw * b / 19.5e12 < pass);
    const double normAct = 13 * c * hw * b * e / hbm;
    const double hand = pass + pass + 9 * pass + normAct;
    const ClusterHardware a100 = oneA100();
    const ModelArch net = depthwiseNet(c, 3, 112);
    const double t16 = perftest::netComputeS(net, Precision::Fp16, "nhwc", 256, a100);
    CHECK(t16 == Approx(hand).epsilon(1e-9));
    // Not a tensor-core GEMM: twice the fp16 tensor peak changes nothing.
    ClusterHardware fasterTensorCores = a100;
    fasterTensorCores.gpu.fp16Tflops *= 2;
    fasterTensorCores.gpu.bf16Tflops *= 2;
    CHECK(perftest::netComputeS(net, Precision::Fp16, "nhwc", 256, fasterTensorCores) == Approx(t16).epsilon(1e-12));
    // cuDNN's kernels stay at the roofline (no measurement of them): the fp16 layer moves half the bytes of the fp32
    // NCHW one and takes well under half its time, where PyTorch's kernels are bound by their instructions.
    CHECK(t16 < perftest::netComputeS(net, Precision::Tf32, "nchw", 256, a100) / 2);
}
