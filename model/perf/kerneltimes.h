#pragma once
// Per-kernel and per-op host times the model uses in more than one place, each defined once with its source.

namespace aip::perf {

// A short kernel launched back to back: 3.8 us per launch (NVIDIA Technical Blog, A. Gray, "Getting Started with CUDA
// Graphs", 2019). Decode steps' elementwise kernels (inference.cpp), ProcessGroupNCCL's per-rank copies (datacomm.cpp)
// and an eager optimizer's kernels (optimizerstep.cpp).
constexpr double kKernelLaunchS = 3.8e-6;

// One eager PyTorch op's dispatch from Python, timed for a view op (`split`) by PyTorch's operator micro-benchmark at
// 2.3 us after pytorch/pytorch#32194 (January 2020).
constexpr double kPythonOpDispatchS = 2.3e-6;

// The shortest a kernel of a TensorRT engine runs at batch 1: the A30's MLPerf Inference v1.1 ResNet-50 int8
// SingleStream mean latency, 514.515 us (mlcommons/inference_results_v1.1 @ 912dcdb, closed/NVIDIA/results/A30x1_TRT/
// resnet50/SingleStream/performance/run_1/mlperf_log_summary.txt; not a validation row), over the 54 kernels of the
// model's ResNet-50 (convnets.h): 9.53 us. A floor, not an addition: a kernel takes the longer of it and its roofline
// time. Why a time per kernel and what it includes: batchinference.cpp and README-serving.md, "The batch-1 floor".
constexpr double kEngineKernelFloorS = 514.515e-6 / 54;

} // namespace aip::perf
