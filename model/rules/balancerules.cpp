#include "rules/balancerules.h"

#include "rules/compatibilityrules.h"
#include "rules/ruletext.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>

namespace aip::rules {

namespace {

// The supplies that feed a node: the PSU parts the plan lists for it (they replace the chassis' stock supplies,
// as a configurator's "power supply" option does), or else the stock supplies of the chassis spec.
struct Supplies {
    QList<double> units; // watts of each supply, largest first
    QString label;       // "6 x 3000 W", "2 x 3200 W + 2 x 2800 W"
    bool listed = false; // from PSU parts of the plan
};

Supplies suppliesOf(const ResolvedServer &s)
{
    Supplies out;
    QStringList parts;
    for (const ResolvedPart &rp : s.of(PartCategory::Psu)) {
        if (rp.part->psu.watts <= 0 || rp.qty <= 0)
            continue;
        for (int i = 0; i < rp.qty && i < 4096; ++i) // a hostile plan's 100,000 PSUs count as 4,096
            out.units.append(rp.part->psu.watts);
        parts.append(QCoreApplication::translate("Rules", "%1 x %2 W").arg(rp.qty).arg(rp.part->psu.watts));
    }
    out.listed = !out.units.isEmpty();
    if (!out.listed) {
        const ChassisSpec &c = s.chassis->chassis;
        for (int i = 0; i < c.psuCount && i < 4096; ++i)
            out.units.append(c.psuWatts);
        parts.append(QCoreApplication::translate("Rules", "%1 x %2 W").arg(c.psuCount).arg(c.psuWatts));
    }
    std::sort(out.units.begin(), out.units.end(), std::greater<>());
    out.label = parts.join(QStringLiteral(" + "));
    return out;
}

void checkListedSupplies(const ResolvedServer &s, const Supplies &supplies, QList<Finding> &out)
{
    const ChassisSpec &c = s.chassis->chassis;
    const int n = int(supplies.units.size());
    if (c.psuCount > 0 && n > c.psuCount)
        out.append(
            finding(Severity::Error, "psu-bays",
                    QCoreApplication::translate("Rules", "%1 power supplies for %2 bays.").arg(n).arg(c.psuCount),
                    QCoreApplication::translate("Rules", "The chassis holds %1 power supplies; remove the extra ones.")
                        .arg(c.psuCount),
                    s));
    if (supplies.units.constFirst() != supplies.units.constLast())
        out.append(finding(Severity::Warning, "psu-mixed",
                           QCoreApplication::translate("Rules",
                                                       "The server mixes power supplies of different "
                                                       "ratings (%1).")
                               .arg(supplies.label),
                           QCoreApplication::translate("Rules",
                                                       "Server vendors support only identical supplies in one "
                                                       "chassis: load sharing and redundancy assume equal units."),
                           s));
    if (c.psuCount > 0 && n < c.psuCount)
        out.append(finding(
            Severity::Info, "psu-partial",
            QCoreApplication::translate("Rules", "%1 of %2 power-supply bays are filled.").arg(n).arg(c.psuCount),
            QCoreApplication::translate("Rules",
                                        "The power budget counts only the supplies the plan lists; "
                                        "they replace the chassis' stock supplies (%1 x %2 W).")
                .arg(c.psuCount)
                .arg(c.psuWatts),
            s));
}

} // namespace

void checkPower(const ResolvedServer &s, QList<Finding> &out)
{
    if (!s.chassis)
        return;
    const ChassisSpec &c = s.chassis->chassis;
    const Supplies supplies = suppliesOf(s);
    if (supplies.listed)
        checkListedSupplies(s, supplies, out);
    if (supplies.units.isEmpty() || supplies.units.constFirst() <= 0)
        return;
    const double load = s.nominalPowerW();
    const double all = std::accumulate(supplies.units.begin(), supplies.units.end(), 0.0);
    // The chassis' redundancy design (N+1, 3+3, ...) tolerates psuRedundant failed supplies; the worst case loses
    // the largest ones.
    const int failed = std::clamp(c.psuRedundant, 0, int(supplies.units.size()));
    const double redundant = all - std::accumulate(supplies.units.begin(), supplies.units.begin() + failed, 0.0);
    const QString &label = supplies.label;
    if (load > all)
        out.append(finding(Severity::Error, "psu-capacity",
                           QCoreApplication::translate("Rules",
                                                       "The parts draw up to %1 W; the power supplies (%2) "
                                                       "deliver %3 W.")
                               .arg(std::round(load))
                               .arg(label)
                               .arg(all),
                           QCoreApplication::translate("Rules",
                                                       "Nominal power (GPU and CPU TDP, the other parts and "
                                                       "the chassis' fans and board) must stay within what "
                                                       "the supplies deliver."),
                           s));
    else if (failed > 0 && load > redundant)
        out.append(finding(Severity::Warning, "psu-redundancy",
                           QCoreApplication::translate("Rules",
                                                       "The parts draw up to %1 W; with %2 of the power "
                                                       "supplies (%3) failed only %4 W remain.")
                               .arg(std::round(load))
                               .arg(failed)
                               .arg(label)
                               .arg(redundant),
                           QCoreApplication::translate("Rules",
                                                       "Redundant supplies keep the server running when one "
                                                       "fails or a power feed is lost; above this load that "
                                                       "protection is gone."),
                           s));
}

void checkCoresPerGpu(const ResolvedServer &s, QList<Finding> &out)
{
    const int gpus = s.gpuCount();
    const int cores = s.cpuCores();
    // A hostile plan handed to the rules directly (the plan reader refuses such quantities) can give counts at the
    // ends of the int range: none below 1 has a ratio, and the product is taken in 64 bits.
    if (gpus <= 0 || cores <= 0)
        return;
    if (qint64(cores) < qint64(kMinCoresPerGpu) * gpus)
        out.append(finding(Severity::Warning, "cores-per-gpu",
                           QCoreApplication::translate("Rules",
                                                       "%1 CPU cores for %2 GPUs: %3 cores per GPU, fewer than "
                                                       "the %4 cores per GPU recommended.")
                               .arg(cores)
                               .arg(gpus)
                               .arg(double(cores) / gpus, 0, 'g', 3)
                               .arg(kMinCoresPerGpu),
                           QCoreApplication::translate("Rules",
                                                       "Data loading, decoding and augmentation run on CPU "
                                                       "cores; with too few, the GPUs wait for input (rule of "
                                                       "thumb: at least 4 cores per GPU)."),
                           s));
}

void checkHostMemoryPerGpu(const ResolvedServer &s, QList<Finding> &out)
{
    const int gpus = s.gpuCount();
    const double host = s.hostMemoryGB();
    if (gpus == 0 || host <= 0)
        return;
    double gpuMemory = 0;
    for (const ResolvedPart &rp : s.of(PartCategory::Gpu))
        gpuMemory += rp.qty * rp.part->gpu.memoryGB;
    if (host < gpuMemory)
        out.append(finding(Severity::Warning, "host-memory-per-gpu",
                           QCoreApplication::translate("Rules", "%1 GB of host memory for %2 GB of GPU memory.")
                               .arg(host)
                               .arg(gpuMemory),
                           QCoreApplication::translate("Rules",
                                                       "Checkpoints, pinned data-loader buffers and optimizer "
                                                       "offload stage GPU memory in host memory; less host than "
                                                       "GPU memory makes them fail or swap."),
                           s));
    else if (host < kRecommendedHostToGpuMemory * gpuMemory)
        out.append(finding(Severity::Info, "host-memory-per-gpu",
                           QCoreApplication::translate("Rules",
                                                       "%1 GB of host memory for %2 GB of GPU memory; twice "
                                                       "the GPU memory (%3 GB) is recommended.")
                               .arg(host)
                               .arg(gpuMemory)
                               .arg(kRecommendedHostToGpuMemory * gpuMemory),
                           QCoreApplication::translate("Rules",
                                                       "NVIDIA-Certified Systems guidance: host memory of at "
                                                       "least twice the GPU memory."),
                           s));
}

void checkNicBandwidthPerGpu(const ResolvedServer &s, const QString &fabricProtocol, QList<Finding> &out)
{
    const int gpus = s.gpuCount();
    if (gpus == 0 || !s.chassis)
        return;
    // Gaudi accelerators carry their own scale-out RoCE ports (hardware/part.h ownScaleOutPorts(), which the
    // performance model and the quote's fabric count too), except on an InfiniBand fabric, which takes the NICs.
    if (const Part *gpu = s.gpu(); gpu && ownScaleOutPorts(gpu->gpu, fabricProtocol).ports > 0)
        return;
    double gbps = 0;
    for (const ResolvedPart &rp : s.of(PartCategory::Nic))
        gbps += rp.qty * rp.part->nic.ports * rp.part->nic.portGbps;
    const double perGpu = gbps / gpus;
    const QString reason = QCoreApplication::translate(
        "Rules",
        "Between nodes, every gradient all-reduce crosses the network; NVIDIA's reference clusters give each "
        "GPU its own 200-400 Gb/s NIC.");
    if (perGpu < kMinNicGbpsPerGpu)
        out.append(finding(Severity::Warning, "nic-bandwidth-per-gpu",
                           QCoreApplication::translate("Rules",
                                                       "%1 Gb/s of network per GPU for multi-node training "
                                                       "(at least %2 Gb/s per GPU is needed).")
                               .arg(perGpu)
                               .arg(kMinNicGbpsPerGpu),
                           reason, s));
    else if (perGpu < kRecommendedNicGbpsPerGpu)
        out.append(finding(Severity::Info, "nic-bandwidth-per-gpu",
                           QCoreApplication::translate("Rules",
                                                       "%1 Gb/s of network per GPU; %2 Gb/s per GPU is "
                                                       "recommended for multi-node training.")
                               .arg(perGpu)
                               .arg(kRecommendedNicGbpsPerGpu),
                           reason, s));
}

} // namespace aip::rules
