// Depthwise convolutions in the training step (perf/stepmodel.cpp, depthwiseTimes): on NCHW tensors of 32 bits
// PyTorch's own kernels (aten/src/ATen/native/cuda/DepthwiseConv2d.cu), on channels_last fp16 tensors cuDNN's grouped
// direct kernels (pytorch/pytorch issue 34977); both on the CUDA cores, one pass over input and output for the forward
// and the input gradient, k x k passes for the weight gradient (one reduction per channel and tap), no layout
// transposes and no tensor-core tiles.
#include "model/perffixture.h"
#include "perf/clusterhardware.h"
#include "perf/netbuilder.h"
#include "perf/stepmodel.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;

ClusterHardware oneA100(double hbmGBs = 2039)
{
    ClusterHardware c;
    c.gpu = perftest::a100Sxm();
    c.gpu.memoryBandwidthGBs = hbmGBs;
    c.gpu.memoryGB = 80;
    c.gpusPerNode = 8;
    c.nodes = 1;
    return c; // no storage and no CPU cores: no input-pipeline limit
}

// A network of one depthwise convolution of `channels` channels, k x k, stride 1, on a `size` x `size` image.
ModelArch depthwiseNet(double channels, int k, int size)
{
    ModelArch a;
    a.name = QStringLiteral("custom");
    a.family = ModelFamily::Cnn;
    a.imageSize = size;
    NetBuilder b;
    b.depthwise(channels, k, 1, size);
    a.net = b.layers;
    return a;
}

double computeS(const ModelArch &a, Precision p, const char *format, int batch, const ClusterHardware &c)
{
    Workload w;
    w.precision = p;
    w.globalBatch = batch;
    w.extra.insert(QStringLiteral("memory_format"), QLatin1String(format));
    Strategy s;
    s.microBatch = batch;
    const StepEstimate e = StepModel(a, w, c).evaluate(s);
    REQUIRE(e.valid);
    return e.breakdown.computeS;
}

} // namespace

TEST_CASE("depthwise convolution: forward and input gradient one pass each and the weight gradient k x k by hand")
{
    // 96 channels of 112 x 112, 3 x 3, batch 256, fp32 tensors (TF32 run) on an A100 SXM4 80GB (2039 GB/s; every
    // kernel here moves more than 100 MB, where the HBM table gives 0.90: computerates.cpp kMemory).
    const double c = 96, hw = 112.0 * 112.0, b = 256, e = 4, hbm = 2039e9 * 0.90;
    const double pass = 2 * c * hw * b * e / hbm; // input and output, 2.47 GB
    const double taps = 9;
    // The fp32 CUDA-core peak (19.5 TFLOP/s) does not bind: 2 x 9 FLOPs per output against 8 bytes moved.
    CHECK(2 * taps * c * hw * b / 19.5e12 < pass);
    // The layer's batch norm and activation (5 accesses forward, 8 backward per output element, stepmodel.cpp).
    const double normAct = 13 * c * hw * b * e / hbm;
    const double hand = pass + pass + taps * pass + normAct;
    CHECK(computeS(depthwiseNet(c, 3, 112), Precision::Tf32, "nchw", 256, oneA100()) == Approx(hand).epsilon(1e-9));
}

TEST_CASE("depthwise convolution in NCHW: CUDA cores and HBM only and a larger kernel never speeds it")
{
    const ClusterHardware c = oneA100();
    const ModelArch k3 = depthwiseNet(144, 3, 56), k5 = depthwiseNet(144, 5, 56);
    const double t3 = computeS(k3, Precision::Tf32, "nchw", 128, c), t5 = computeS(k5, Precision::Tf32, "nchw", 128, c);
    // 25 taps stream the weight gradient's inputs 25 times against 9.
    CHECK(t5 > t3);
    // More HBM bandwidth never slows it, and the tensor cores' peak does not enter: PyTorch's kernels use none.
    CHECK(computeS(k5, Precision::Tf32, "nchw", 128, oneA100(3350)) < t5);
    ClusterHardware fasterTensorCores = c;
    fasterTensorCores.gpu.tf32Tflops *= 2;
    CHECK(computeS(k5, Precision::Tf32, "nchw", 128, fasterTensorCores) == Approx(t5).epsilon(1e-12));
    // A dense convolution in NCHW does use them, and pays cuDNN's layout transposes besides.
    ModelArch dense;
    dense.family = ModelFamily::Cnn;
    dense.imageSize = 56;
    NetBuilder b;
    b.conv(144, 144, 3, 1, 56);
    dense.net = b.layers;
    CHECK(computeS(dense, Precision::Tf32, "nchw", 128, c) > computeS(dense, Precision::Tf32, "nhwc", 128, c));
    CHECK(computeS(dense, Precision::Tf32, "nchw", 128, fasterTensorCores)
          < computeS(dense, Precision::Tf32, "nchw", 128, c));
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
    const double t16 = computeS(net, Precision::Fp16, "nhwc", 256, a100);
    CHECK(t16 == Approx(hand).epsilon(1e-9));
    // Not a tensor-core GEMM: twice the fp16 tensor peak changes nothing.
    ClusterHardware fasterTensorCores = a100;
    fasterTensorCores.gpu.fp16Tflops *= 2;
    fasterTensorCores.gpu.bf16Tflops *= 2;
    CHECK(computeS(net, Precision::Fp16, "nhwc", 256, fasterTensorCores) == Approx(t16).epsilon(1e-12));
    // Memory-bound in both layouts: half the bytes of the TF32 (fp32 NCHW) layer, half the time.
    CHECK(t16 == Approx(computeS(net, Precision::Tf32, "nchw", 256, a100) / 2).epsilon(1e-9));
}
