#include "perf/goodput.h"

#include <algorithm>
#include <cmath>

namespace aip::perf {

namespace {

// Checkpoints go to the cluster's shared file system, each node writing its shards in parallel. Llama 3's Tectonic
// sustains 2 TB/s for 16,384 GPUs on 2,048 nodes (Dubey et al. 2024, Sec. 3.3.1): ~1 GB/s per node, for writing
// and for reading back.
constexpr double kStorageBytesPerSPerNode = 2e12 / 2048;
// Relaunching a job after a failure (rescheduling, container start, NCCL initialisation) before the reload: 10
// minutes, the mean time to recover of the Young/Daly worked example (changlan.org "Optimal Checkpointing
// Frequency"; Huawei MindCluster "resumable training" lists the same phases).
constexpr double kRelaunchS = 600;

} // namespace

GoodputEstimate estimateGoodput(const std::optional<Goodput> &given, double checkpointBytes, int gpus, int nodes,
                                double writeBytesPerS)
{
    GoodputEstimate g;
    const double failuresPer1k
        = given && given->failuresPer1kGpuDays ? *given->failuresPer1kGpuDays : kDefaultFailuresPer1kGpuDays;
    g.checkpointBytes = std::max(0.0, checkpointBytes);
    const double bandwidth = writeBytesPerS > 0 ? writeBytesPerS : std::max(1, nodes) * kStorageBytesPerSPerNode;
    g.checkpointWriteS = g.checkpointBytes / bandwidth;
    g.restartS = kRelaunchS + g.checkpointBytes / bandwidth;
    const double failuresPerS = failuresPer1k / 1000 * std::max(0, gpus) / 86400;
    g.jobMtbfS = failuresPerS > 0 ? 1 / failuresPerS : 0;
    // The interval: as given, or Young's optimum sqrt(2 x write time x MTBF) (a day when nothing fails).
    if (given && given->checkpointEveryMin)
        g.checkpointIntervalS = *given->checkpointEveryMin * 60;
    else
        g.checkpointIntervalS = g.jobMtbfS > 0 ? std::sqrt(2 * g.checkpointWriteS * g.jobMtbfS) : 86400;
    g.checkpointIntervalS = std::max(g.checkpointIntervalS, 1.0);
    // Per second of wall-clock time: checkpoints stall training for their write time once per interval; each
    // failure wastes the restart plus half an interval (and half a write) of lost work on average.
    const double checkpointShare = g.checkpointWriteS / (g.checkpointIntervalS + g.checkpointWriteS);
    const double lostPerFailure = g.restartS + (g.checkpointIntervalS + g.checkpointWriteS) / 2;
    const double failureShare = failuresPerS * lostPerFailure;
    g.goodput = std::clamp((1 - failureShare) * (1 - checkpointShare), 0.01, 1.0);
    return g;
}

} // namespace aip::perf
