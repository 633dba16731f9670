#include "perf/goodput.h"

#include <algorithm>
#include <cmath>

namespace aip::perf {

namespace {

// Checkpoints go to the cluster's shared file system, each node writing its shards in parallel. Llama 3's Tectonic
// sustains 2 TB/s for 16,384 GPUs on 2,048 nodes (Dubey et al. 2024, Sec. 3.3.1): ~1 GB/s per node, for writing
// and for reading back.
constexpr double kStorageBytesPerSPerNode = 2e12 / 2048;
// Relaunching a job after a failure (rescheduling, container start, NCCL initialisation) before the reload on an H100
// cluster: 10 minutes, the mean time to recover of the Young/Daly worked example (changlan.org "Optimal Checkpointing
// Frequency"; Huawei MindCluster "resumable training" lists the same phases). Llama 3 publishes no figure.
constexpr double kRelaunchS = 600;
// RSC-1 (Kokolis et al. 2024, quantifying ETTR at scale, the analytical E[ETTR]): the restart overhead u0 is 5-20
// minutes and checkpoints come every ~1 hour (dt_cp ~ 0.04 days); their comparison with the clusters' real jobs takes
// dt_cp = 60 min and u0 = 5 min. u0 includes the initialisation after a restart (the checkpoint's reload among it).
constexpr double kRsc1RelaunchS = 5 * 60;
constexpr double kRsc1CheckpointEveryS = 60 * 60;

} // namespace

MeasuredReliability measuredReliability(const QString &gpuArchitecture)
{
    MeasuredReliability m;
    if (gpuArchitecture.compare(QLatin1String("ampere"), Qt::CaseInsensitive) == 0) {
        m.failuresPer1kGpuDays = kRsc1FailuresPer1kGpuDays;
        m.relaunchS = kRsc1RelaunchS;
        m.checkpointEveryS = kRsc1CheckpointEveryS;
        m.relaunchIncludesReload = true;
        m.source = QStringLiteral("Meta RSC-1, 16k A100 (Kokolis et al. 2024)");
    } else {
        m.failuresPer1kGpuDays = kDefaultFailuresPer1kGpuDays;
        m.relaunchS = kRelaunchS;
        m.checkpointEveryS = 0;
        m.source = QStringLiteral("Llama 3, 16k H100 (Dubey et al. 2024)");
    }
    return m;
}

GoodputEstimate estimateGoodput(const std::optional<Goodput> &given, double checkpointBytes, int gpus, int nodes,
                                double writeBytesPerS, const QString &gpuArchitecture)
{
    GoodputEstimate g;
    const MeasuredReliability measured = measuredReliability(gpuArchitecture);
    const double failuresPer1k
        = given && given->failuresPer1kGpuDays ? *given->failuresPer1kGpuDays : measured.failuresPer1kGpuDays;
    g.failuresPer1kGpuDays = failuresPer1k;
    g.checkpointBytes = std::max(0.0, checkpointBytes);
    const double bandwidth = writeBytesPerS > 0 ? writeBytesPerS : std::max(1, nodes) * kStorageBytesPerSPerNode;
    g.checkpointWriteS = g.checkpointBytes / bandwidth;
    g.restartS = measured.relaunchS + (measured.relaunchIncludesReload ? 0 : g.checkpointBytes / bandwidth);
    const double failuresPerS = failuresPer1k / 1000 * std::max(0, gpus) / 86400;
    g.jobMtbfS = failuresPerS > 0 ? 1 / failuresPerS : 0;
    // The interval: as given, else the measured cluster's practice, else Young's optimum sqrt(2 x write time x MTBF)
    // (a day when nothing fails).
    if (given && given->checkpointEveryMin)
        g.checkpointIntervalS = *given->checkpointEveryMin * 60;
    else if (measured.checkpointEveryS > 0)
        g.checkpointIntervalS = measured.checkpointEveryS;
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
