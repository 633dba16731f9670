#pragma once
// Multi-Instance GPU (MIG) slices as smaller GPUs (issue 20, item 2): a serving replica on one MIG instance of an
// A100, A30, H100, H200 or B200. The profiles, their shares of the GPU and how many fit on one GPU come from NVIDIA's
// MIG User Guide, "Supported MIG Profiles" and "Supported GPUs"
// (docs.nvidia.com/datacenter/tesla/mig-user-guide/supported-mig-profiles.html and supported-gpus.html, read
// 2026-12):
//   A100, H100, H200, B200 (7 compute slices, 8 memory slices):
//     1g (1/8 of the memory) x 7, 1g (2/8) x 4, 2g (2/8) x 3, 3g (4/8) x 2, 4g (4/8) x 1, 7g (all) x 1
//   A30 (4 compute slices, 4 memory slices): 1g (1/4) x 4, 2g (2/4) x 2, 4g (all) x 1
// A profile is named "<g>g.<memory>gb" with the memory in GB of its share, as NVIDIA writes them: 1g.10gb on an
// A100 80GB or H100 80GB, 1g.5gb on an A100 40GB, 1g.6gb on an A30, 1g.18gb on an H200 141GB, 1g.23gb on a B200.
//
// A slice runs as a GPU of its own: its compute peaks are the SM fraction of the whole GPU's (g/7, g/4 on an A30),
// its memory capacity and bandwidth the memory fraction (each memory slice has its own memory controllers and L2
// share: the guide, "Partitioning"), it has no NVLink (a MIG instance does no peer-to-peer: "P2P No" in
// `nvidia-smi mig -lgip`), so a replica on a slice has tensor parallelism 1. The share of its peak a GEMM reaches is
// the whole GPU's generation's (gpuefficiency.h): the same SMs and tensor cores at the same clocks, under the same
// board power limit when every slice is busy.
//
// Not modelled: the SMs a slice really has (an A100's 1g has 14 of 108 SMs, 0.130 against 1/7 = 0.143; its 7g has 98:
// `nvidia-smi mig -lgip` on an A100 40GB, NVIDIA Developer Forums thread 170488, 2021; an H100 80GB's 1g.10gb has 16 of
// 132): the guide's fractions are used. Mixed layouts (a 3g and a 4g on one GPU) and the "+me" media profiles: a plan
// names one profile and fills its GPUs with instances of it. The RTX PRO 6000 Blackwell's MIG (a graphics die, 4
// instances) is not offered.

#include "hardware/part.h"
#include "perf/clusterhardware.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace aip::perf {

struct MigProfile {
    QString name;                // "1g.10gb"
    int computeSlices = 0;       // g
    int computeSlicesPerGpu = 7; // 7, or 4 on an A30
    int memorySlices = 0;        // of memorySlicesPerGpu
    int memorySlicesPerGpu = 8;  // 8, or 4 on an A30
    int instancesPerGpu = 0;     // how many instances of this profile one GPU holds

    double computeShare() const { return double(computeSlices) / computeSlicesPerGpu; }
    double memoryShare() const { return double(memorySlices) / memorySlicesPerGpu; }
};

// Whether the GPU can be split into MIG instances (mig.cpp says how it is decided from the catalog's figures).
bool supportsMig(const GpuSpec &gpu);
// The profiles of the GPU, smallest first; empty when it has no MIG.
QList<MigProfile> migProfiles(const GpuSpec &gpu);
// The profile `name` of the GPU, or nullopt with *error saying why (an unknown name, a profile of another memory size,
// a GPU without MIG). `gpuName` names the GPU in the message (its catalog SKU).
std::optional<MigProfile> migProfile(const GpuSpec &gpu, QStringView name, const QString &gpuName, QString *error);

// One MIG instance of `hw`'s GPU as a GPU of its own: the slice's peaks, memory and bandwidth, no NVLink, the whole
// GPU's efficiency class (ClusterHardware::generation). The node and cluster figures are the whole GPUs'.
ClusterHardware migSlice(const ClusterHardware &hw, const MigProfile &profile);

// Whole GPUs that hold `instances` instances of the profile: ceil(instances / instances per GPU).
int migGpusNeeded(int instances, const MigProfile &profile);

} // namespace aip::perf
