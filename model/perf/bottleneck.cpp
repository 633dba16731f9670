#include "perf/bottleneck.h"

#include "perf/moe.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace aip::perf {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aip::perf", text);
}

// The seeds' sizing rule: four CPU cores per GPU for data loading and preprocessing.
constexpr double kCoresPerGpuRule = 4;

QString percent(double part, double total)
{
    return QString::number(total > 0 ? 100 * part / total : 0, 'f', 0) + QLatin1Char('%');
}

} // namespace

QString describeBottleneck(const StepModel &model, const Strategy &s, const StepEstimate &e)
{
    const StepBreakdown &b = e.breakdown;
    const ClusterHardware &c = model.cluster();
    const double total = std::max(e.stepS, 1e-30);
    if (!e.memory.fits && e.memory.totalBytes <= e.memory.capacityBytes && e.memory.hostCapacityBytesPerNode > 0
        && e.memory.hostBytesPerNode > e.memory.hostCapacityBytesPerNode)
        return tr("host memory for offload: %1 GB per node needed, %2 GB installed")
            .arg(e.memory.hostBytesPerNode / 1e9, 0, 'f', 0)
            .arg(e.memory.hostCapacityBytesPerNode / 1e9, 0, 'f', 0);
    if (!e.memory.fits)
        return tr("memory: %1 GB per GPU needed, %2 GB available")
            .arg(e.memory.totalBytes / 1e9, 0, 'f', 1)
            .arg(e.memory.capacityBytes / 1e9, 0, 'f', 1);
    // Find the largest part first, then word only that one (simulate() runs on every edit).
    const double parts[] = {b.computeS + b.recomputeS,
                            b.tpCommS,
                            b.ppBubbleS + b.ppCommS,
                            b.dpCommExposedS,
                            b.optimizerS,
                            b.dataStallS,
                            b.cpCommS,
                            b.epCommS,
                            b.offloadS,
                            b.hostSyncS};
    int top = 0;
    for (int i = 1; i < int(std::size(parts)); ++i) {
        if (parts[i] > parts[top])
            top = i;
    }
    const QString link = intraLinkLabel(c.intraLink);
    QString words;
    switch (top) {
    case 0:
        words = b.recomputeS > 0.15 * total
            ? tr("compute (%1 of it recomputing activations)").arg(percent(b.recomputeS, total))
            : tr("compute: the GPUs' math and memory bandwidth");
        break;
    case 1: words = tr("tensor-parallel communication over %1 (tp %2)").arg(link).arg(s.tp); break;
    case 2:
        words = tr("pipeline bubble and sends (pp %1, %2 micro-batches, interleave %3)")
                    .arg(s.pp)
                    .arg(e.microBatches)
                    .arg(s.interleave);
        break;
    case 3:
        words = model.dpGroup(s).nodes() > 1
            ? (c.portsOnAccelerators
                   ? tr("data-parallel gradient exchange over the network (%1 x %2 Gb/s accelerator ports per node)")
                   : tr("data-parallel gradient exchange over the network (%1 x %2 Gb/s NICs per node)"))
                  .arg(c.nicsPerNode)
                  .arg(c.nicGbps)
            : tr("data-parallel gradient exchange over %1").arg(link);
        break;
    case 4:
        words = s.offload != Offload::None ? tr("optimizer step on the CPU (offload): host memory bandwidth")
                                           : tr("optimizer update (HBM bandwidth)");
        break;
    case 7:
        words = tr("expert-parallel all-to-all (ep %1) over %2")
                    .arg(s.ep)
                    .arg(expertParallelGroup(s, c.gpusPerNode).nodes() > 1 ? tr("the network") : link);
        break;
    case 8:
        words = e.offloadNvmeS > e.offloadPcieS ? tr("offload: NVMe reads and writes of the optimizer states")
                                                : tr("offload: PCIe transfers of gradients and weights");
        break;
    case 6: words = tr("context-parallel exchange of keys and values (cp %1)").arg(s.cp); break;
    case 9: words = tr("the host: every MoE layer waits for its token counts on the CPU (ep %1)").arg(s.ep); break;
    default: {
        const double coresPerGpu = c.gpusPerNode > 0 ? double(c.cpuCoresPerNode) / c.gpusPerNode : 0;
        words = coresPerGpu > 0 && coresPerGpu < kCoresPerGpuRule
            ? tr("input pipeline: %1 CPU cores per GPU, fewer than the 4 per GPU rule").arg(coresPerGpu, 0, 'f', 1)
            : tr("input pipeline: storage or CPU cannot keep up with the GPUs");
    }
    }
    return tr("%1 (%2 of the step)").arg(words, percent(parts[top], total));
}

} // namespace aip::perf
