#pragma once
// Layer lists of the vision presets beyond ResNet-50 and YOLOv5 (convnets.h), from their papers, per sample and
// forward pass, so each layer is costed on its own (roofline per layer). Totals are checked against the published
// parameters and multiply-adds in tests/model/test_perf_vision.cpp.
//   efficientnet-b0, -b4  Tan & Le 2019, "EfficientNet", Table 1 (B0) and the compound scaling of Sec. 3.3
//                         (B4: width 1.4, depth 1.8, 380 px; tensorflow/tpu efficientnet_builder.py)
//   ssd300                Liu et al. 2016, "SSD", Fig. 2 and Sec. 3 (VGG-16 base, six prediction maps)
//   maskrcnn-r50          He et al. 2017, "Mask R-CNN", Sec. 3 (ResNet-50-FPN, 512 RoIs per image, 4-conv
//                         mask head) with the FPN of Lin et al. 2017
//   vit-b16, vit-l16      Dosovitskiy et al. 2021, "An Image is Worth 16x16 Words", Table 1

#include "perf/modelarch.h"

#include <QStringList>

#include <vector>

namespace aip::perf {

QStringList visionPresetNames();
// The layers of a vision preset at `imageSize` (empty for a name not in visionPresetNames()).
std::vector<NetLayer> visionLayers(const QString &name, int imageSize);

} // namespace aip::perf
