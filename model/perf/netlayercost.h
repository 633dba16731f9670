#pragma once
// What a convolutional network's layer costs beyond its GEMMs in the training step (StepModel::evaluateNet): its
// memory-bound ops (batch norm, activations, residual adds, pools, squeeze-and-excitation) at their
// kernels' measured HBM passes, and its depthwise convolutions, which never run as tensor-core GEMMs. The sources of
// every constant are in netlayercost.cpp.

#include "perf/computerates.h"
#include "perf/modelarch.h"

namespace aip::perf {

// The memory-bound ops of a network whose builder does not tell them apart (NetLayer::memOpElems; netOpTimes()
// for those that do): a batch norm in training reads its input twice (statistics, then normalize) and writes once;
// PyTorch runs the ReLU after it as its own kernel (read, write): 5 accesses per element forward (NVIDIA
// DeepLearningExamples ConvNets resnet.py: nn.BatchNorm2d then nn.ReLU). Backward: ReLU reads the gradient and its
// output and writes (3); batch norm reads the gradient and its input twice (reduction, then the gradient) and writes
// (5): 8. Every other op these networks record (pool, residual add, upsampling, GroupNorm) is charged the same.
inline constexpr double kNetMemAccessFwd = 5;
inline constexpr double kNetMemAccessBwd = 8;

struct NetMemTimes {
    double fwd = 0, bwd = 0;
};
// One layer's ops told apart (NetLayer::bnElems ...), `batch` samples, `sms` the GPU's SMs (0: unknown, no channel
// term).
NetMemTimes netOpTimes(const NetLayer &l, double batch, const ComputeRates &r, int sms);

struct DepthwiseTimes {
    double fwd = 0, bwd = 0;
};
// A depthwise convolution layer's forward and backward (input and weight gradients), `batch` samples, on the CUDA
// cores at `cudaCoreFlops` and `smCycles` SM cycles a second (netlayercost.cpp).
DepthwiseTimes depthwiseTimes(const NetLayer &l, double batch, const ComputeRates &rates, double cudaCoreFlops,
                              double smCycles);

} // namespace aip::perf
