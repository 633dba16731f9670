// The memory-bound ops of networks whose builder tells them apart (netbuilder.h opsApart; perf/netlayercost.h
// netOpTimes): batch norm in training mode at cuDNN's measured passes, one thread block a channel on NCHW tensors;
// activations and residual adds at their roofline; squeeze-and-excitation's pool and broadcast scale at their
// measured passes (benchmarks/device/cnnops.py, an H200).
#include "model/perffixture.h"
#include "perf/clusterhardware.h"
#include "perf/netbuilder.h"
#include "support/testsupport.h"

#include <cmath>

namespace {

using namespace aip;
using namespace aip::perf;

ClusterHardware oneA100()
{
    return perftest::oneGpuA100(2039, "nvidia-a100-sxm4-80gb"); // 108 SMs (prefill.cpp kSmCounts)
}

// A 1 x 1 convolution from 64 to `channels` channels on a `size` x `size` image, then `op` on its output.
template<typename Op>
ModelArch convThen(double channels, int size, Op op)
{
    return perftest::cnnOf(
        size,
        [&](NetBuilder &b) {
            b.conv(64, channels, 1, 1, size, false);
            op(b, channels * size * size);
        },
        true);
}

// What `op` adds to the convolution's step, forward and backward.
template<typename Op>
double opS(double channels, int size, Precision p, const char *format, int batch, Op op,
           const ClusterHardware &c = oneA100())
{
    auto none = [](NetBuilder &, double) {};
    return perftest::netComputeS(convThen(channels, size, op), p, format, batch, c)
        - perftest::netComputeS(convThen(channels, size, none), p, format, batch, c);
}

// Every tensor below is above 100 MB, where the HBM table gives 0.90 (computerates.cpp kMemory).
constexpr double kA100Rate = 2039e9 * 0.90;

} // namespace

TEST_CASE("cnn ops: batch norm on NCHW tensors by hand, one thread block a channel below the GPU's SMs")
{
    auto bn = [](NetBuilder &b, double elems) { b.batchNorm(elems, b.layers.back().gemmN); };
    // 512 channels of 112 x 112, batch 64, fp32 (a TF32 run): 1.64 GB a pass, more channels than the A100's 108 SMs:
    // 5.0 x 0.9 passes forward and 7.5 x 0.9 backward (measured on the H200 at 240 channels and more).
    const double bytes512 = 512.0 * 112 * 112 * 64 * 4;
    CHECK(opS(512, 112, Precision::Tf32, "nchw", 64, bn) == Approx((4.5 + 6.75) * bytes512 / kA100Rate).epsilon(1e-9));
    // 32 channels: 32 of the 108 SMs at work forward, 32 of 1.75 x 108 backward.
    const double bytes32 = 32.0 * 112 * 112 * 64 * 4;
    const double passes32 = 4.5 * 108 / 32 + 6.75 * 1.75 * 108 / 32;
    CHECK(opS(32, 112, Precision::Tf32, "nchw", 64, bn) == Approx(passes32 * bytes32 / kA100Rate).epsilon(1e-9));
    // Channels_last fp16 (cuDNN's semi-persistent NHWC kernels): 6.06 x 0.9 and 8.65 x 0.9 passes whatever the
    // channels.
    const double half32 = 32.0 * 112 * 112 * 128 * 2;
    CHECK(opS(32, 112, Precision::Fp16, "nhwc", 128, bn)
          == Approx((6.06 + 8.65) * 0.9 * half32 / kA100Rate).epsilon(1e-9));
}

TEST_CASE("cnn ops: activations and residual adds at their roofline, the squeeze-and-excitation ops at their passes")
{
    const double bytes = 256.0 * 56 * 56 * 256 * 4; // 256 channels of 56 x 56, batch 256, fp32
    auto act = [](NetBuilder &b, double elems) { b.layers.back().actElems += elems; };
    auto add = [](NetBuilder &b, double elems) { b.residualAdd(elems); };
    auto addRelu = [](NetBuilder &b, double elems) { b.residualAdd(elems, true); };
    auto pool = [](NetBuilder &b, double elems) { b.globalPool(elems); };
    auto scale = [](NetBuilder &b, double elems) { b.channelScale(elems); };
    CHECK(opS(256, 56, Precision::Tf32, "nchw", 256, act) == Approx((2 + 3) * bytes / kA100Rate).epsilon(1e-9));
    CHECK(opS(256, 56, Precision::Tf32, "nchw", 256, add) == Approx((3 + 3) * bytes / kA100Rate).epsilon(1e-9));
    CHECK(opS(256, 56, Precision::Tf32, "nchw", 256, addRelu)
          == Approx((3 + 3 + 2 + 3) * bytes / kA100Rate).epsilon(1e-9));
    CHECK(opS(256, 56, Precision::Tf32, "nchw", 256, pool) == Approx((1.35 + 1) * bytes / kA100Rate).epsilon(1e-9));
    // The scale's passes, and the sum of the two gradients of the tensor that feeds the pool and the scale (3).
    CHECK(opS(256, 56, Precision::Tf32, "nchw", 256, scale)
          == Approx(((3.53 + 8.41) * 0.9 + 3) * bytes / kA100Rate).epsilon(1e-9));
    // Channels_last: PyTorch's broadcast multiply takes its non-vectorised path.
    CHECK(opS(256, 56, Precision::Fp16, "nhwc", 512, scale)
          == Approx(((6.36 + 11.41) * 0.9 + 3) * bytes / kA100Rate).epsilon(1e-9));
}

TEST_CASE("cnn ops: fewer channels never speed an NCHW batch norm, more bandwidth never slows it")
{
    auto bn = [](NetBuilder &b, double elems) { b.batchNorm(elems, b.layers.back().gemmN); };
    // About the same elements a step whatever the channels (the time compared per element).
    double last = 0;
    for (int c : {1024, 512, 256, 128, 64, 32, 16}) {
        const int size = int(std::lround(std::sqrt(double(1 << 24) / c))); // 16.8 M elements a sample
        const double perElem = opS(c, size, Precision::Tf32, "nchw", 64, bn) / (double(c) * size * size);
        INFO(c << " channels: " << perElem);
        CHECK(perElem >= last * (1 - 1e-9));
        last = perElem;
    }
    // The channels that work each get an SM's share of the bandwidth: 132 SMs (an H100's count) with the bandwidth
    // grown in proportion leave the time of 32 channels as it was on 108.
    ClusterHardware wider = oneA100();
    wider.gpuSku = QStringLiteral("nvidia-h100-sxm5-80gb");
    wider.gpu.memoryBandwidthGBs = 2039.0 * 132 / 108;
    CHECK(opS(32, 112, Precision::Tf32, "nchw", 64, bn, wider)
          == Approx(opS(32, 112, Precision::Tf32, "nchw", 64, bn)).epsilon(1e-9));
    ClusterHardware unknown = oneA100();
    unknown.gpuSku.clear(); // no SM count: no channel term
    CHECK(opS(32, 112, Precision::Tf32, "nchw", 64, bn, unknown)
          == Approx(opS(512, 112, Precision::Tf32, "nchw", 64, bn, unknown) * 32 / 512).epsilon(1e-9));
    ClusterHardware faster = oneA100();
    faster.gpu.memoryBandwidthGBs = 3350;
    CHECK(opS(32, 112, Precision::Tf32, "nchw", 64, bn, faster) < opS(32, 112, Precision::Tf32, "nchw", 64, bn));
}

TEST_CASE("cnn ops: ResNet-50 and EfficientNet tell their ops apart, and the activation memory sees the same elements")
{
    // Per image, the elements the memory-bound ops touch as the lumped count had them (a batch norm and its activation
    // one op): ResNet-50 at 224 px 16.9 M, EfficientNet-B0 11.6 M, -B4 at 380 px 92.1 M.
    const struct {
        const char *name;
        double memoryOpElems;
    } cases[] = {{"resnet50", 16.9e6}, {"efficientnet-b0", 11.6e6}, {"efficientnet-b4", 92.1e6}};
    for (const auto &c : cases) {
        INFO(c.name);
        const ModelArch a = perftest::preset(c.name);
        double total = 0, bn = 0, lumped = 0;
        for (const NetLayer &l : a.net) {
            total += l.memoryOpElems();
            bn += l.bnElems;
            lumped += l.memOpElems;
            if (l.bnElems > 0)
                CHECK(l.bnChannels > 0);
        }
        CHECK(total == Approx(c.memoryOpElems).epsilon(0.005));
        CHECK(bn > 0.4 * total);
        CHECK(lumped < 0.05 * total); // the stem's max pool (ResNet-50) only
    }
    // Mask R-CNN's ResNet-50 backbone runs frozen batch norms (FrozenBatchNorm2d, a per-channel affine): the generic
    // passes, nothing told apart.
    for (const NetLayer &l : perftest::preset("maskrcnn-r50").net) {
        CHECK(l.bnElems == 0);
        CHECK(l.actElems == 0);
        CHECK(l.addElems == 0);
    }
}
