#pragma once
// Layer lists of the convolutional and diffusion presets, built from their published architectures so each
// layer can be costed on its own (roofline per layer). Totals are checked against the published FLOPs in
// tests/model/test_perf_arch.cpp.

#include "perf/modelarch.h"

#include <vector>

namespace aip::perf {

// ResNet-50 v1.5 (He et al. 2016, Table 1; v1.5 strides in the 3x3 conv as in NVIDIA DeepLearningExamples).
std::vector<NetLayer> resnet50Layers(int imageSize);
// YOLOv5 v6.0 (ultralytics/yolov5 models/yolov5*.yaml) with its depth and width multiples.
std::vector<NetLayer> yolov5Layers(double depthMultiple, double widthMultiple, int imageSize);
// Stable Diffusion 1.5 UNet (Rombach et al. 2022; CompVis v1-inference.yaml): channels 320/640/1280/1280,
// two res blocks per level, transformer blocks at the three finest levels, 77x768 text context.
std::vector<NetLayer> sd15UnetLayers(int latentSize);

} // namespace aip::perf
