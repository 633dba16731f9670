#pragma once
// The software stack against the GPUs (issue 21, item 1): the plan's `software` section (driver, CUDA, cuDNN,
// framework and version) checked with the compatibility table of model/software/softwarecompat.h. Each finding says
// what the GPU needs, what the plan has, and the smallest change that fixes it.

#include "hardware/serverconfig.h"
#include "plan/plan.h"
#include "rules/finding.h"

namespace aip::rules {

// The architecture of a GPU part: the catalog's column, else read from the model name; empty when unknown.
QString gpuArchitecture(const Part &gpu);

void checkSoftware(const Plan &plan, const QList<ResolvedServer> &servers, QList<Finding> &out);

// The stack the plan's GPUs need, as short lines for the quote ("CUDA 12.8 or newer", ...); empty without GPUs.
struct StackNeed {
    QString gpu;       // "GeForce RTX 5090 32GB (Blackwell)"
    QStringList needs; // "CUDA 12.8 or newer", "NVIDIA driver 570.26 or newer", "PyTorch 2.7 or newer", ...
};
QList<StackNeed> stackNeeds(const QList<ResolvedServer> &servers);

} // namespace aip::rules
