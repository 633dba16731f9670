// MIG slices as smaller GPUs: see mig.h.
#include "perf/mig.h"

#include "perf/gpuefficiency.h"
#include "plan/servingfields.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace aip::perf {

namespace {

struct Txt {
    Q_DECLARE_TR_FUNCTIONS(Mig)
};

// The profiles of a GPU with 7 compute and 8 memory slices (A100, H100, H200, B200): compute slices, memory slices,
// instances per GPU. NVIDIA MIG User Guide, "Supported MIG Profiles", the A100, H100, H200 and B200 tables (the "+me"
// media variants left out: the same slice, one per GPU).
struct ProfileRow {
    int g, memorySlices, instances;
};
constexpr ProfileRow kSevenSlice[] = {{1, 1, 7}, {1, 2, 4}, {2, 2, 3}, {3, 4, 2}, {4, 4, 1}, {7, 8, 1}};
// The A30-24GB table: 4 compute and 4 memory slices.
constexpr ProfileRow kA30[] = {{1, 1, 4}, {2, 2, 2}, {4, 4, 1}};

// The A30 is a GA100 with four of its GPCs enabled (56 SMs): half the A100's 312 TFLOP/s at 16 bit, 165 (NVIDIA A30
// datasheet, 2021). An Ampere compute die below 250 TFLOP/s is taken for it: the A100s, A800s all have 312.
constexpr double kA30ClassMaxHalfTflops = 250;

bool isA30Class(const GpuSpec &g)
{
    const double half = g.bf16Tflops > 0 ? g.bf16Tflops : g.fp16Tflops;
    return g.architecture == QLatin1String("ampere") && half < kA30ClassMaxHalfTflops;
}

// The memory a profile's name carries: its share of the GPU's memory in whole GB, halves rounded up, as NVIDIA names
// them (H100 94GB: 1/8 = 11.75 -> 1g.12gb, 2/8 = 23.5 -> 1g.24gb; H200 141GB: 17.6 -> 1g.18gb, 70.5 -> 3g.71gb;
// B200 180GB: 22.5 -> 1g.23gb; the guide's tables).
long long nameGb(double memoryGB, int slices, int perGpu)
{
    // Held to 10^9 GB: a hostile catalog figure must not overflow the conversion.
    return std::llround(std::clamp(std::floor(memoryGB * slices / perGpu + 0.5 + 1e-9), 0.0, 1e9));
}

} // namespace

bool supportsMig(const GpuSpec &g)
{
    // MIG runs on NVIDIA's data-centre compute dies since Ampere: GA100 (A100, A30), GH100 (H100, H200, H20, H800) and
    // GB100 (B200), the guide's "Supported GPUs" (compute capability 8.0, 9.0, 10.0). Told apart from the graphics dies
    // of the same generations (GA10x, AD10x, GB20x: A10, L4, L40S, RTX cards, none with MIG but the RTX PRO 6000
    // Blackwell, not offered here) by the catalog's figures, not by name: every NVIDIA SXM module of these generations
    // carries a compute die, and on PCIe the compute dies are the cards whose fp64 runs at half the fp32 rate (A100
    // PCIe 9.7/19.5, A30 5.2/10.3, H100 PCIe 25.6/51.2, H100/H200 NVL 30/60 TFLOPS; the graphics dies run fp64 at 1/64
    // of fp32: L40S 1.4/91.6; NVIDIA datasheets as in the catalog). AMD and Intel parts have no MIG.
    const QString &a = g.architecture;
    if (a != QLatin1String("ampere") && a != QLatin1String("hopper") && a != QLatin1String("blackwell"))
        return false;
    if (g.formFactor == GpuFormFactor::Sxm)
        return true;
    return g.formFactor == GpuFormFactor::Pcie && g.fp32Tflops > 0 && g.fp64Tflops >= 0.25 * g.fp32Tflops;
}

QList<MigProfile> migProfiles(const GpuSpec &gpu)
{
    QList<MigProfile> out;
    if (!supportsMig(gpu) || !(gpu.memoryGB > 0))
        return out;
    const bool a30 = isA30Class(gpu);
    const int computePerGpu = a30 ? 4 : 7, memoryPerGpu = a30 ? 4 : 8;
    auto add = [&](const ProfileRow &r) {
        MigProfile p;
        p.computeSlices = r.g;
        p.computeSlicesPerGpu = computePerGpu;
        p.memorySlices = r.memorySlices;
        p.memorySlicesPerGpu = memoryPerGpu;
        p.instancesPerGpu = r.instances;
        p.name = QStringLiteral("%1g.%2gb").arg(r.g).arg(nameGb(gpu.memoryGB, r.memorySlices, memoryPerGpu));
        out.append(p);
    };
    if (a30)
        for (const ProfileRow &r : kA30)
            add(r);
    else
        for (const ProfileRow &r : kSevenSlice)
            add(r);
    return out;
}

std::optional<MigProfile> migProfile(const GpuSpec &gpu, QStringView name, const QString &gpuName, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<MigProfile> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (!supportsMig(gpu))
        return fail(Txt::tr("workload.serving.mig: the %1 has no MIG (Multi-Instance GPU); MIG runs on A100, A30, "
                            "H100, H200 and B200")
                        .arg(gpuName));
    const QList<MigProfile> profiles = migProfiles(gpu);
    QStringList names;
    for (const MigProfile &p : profiles) {
        if (name == p.name)
            return p;
        names.append(p.name);
    }
    // Quoted at most 24 characters: the name comes from a plan file.
    const QString shown = name.size() > 24 ? name.left(24).toString() + QStringLiteral("...") : name.toString();
    if (!planfields::isMigProfileName(name))
        return fail(Txt::tr("workload.serving.mig: \"%1\" is not a MIG profile; the %2's are %3")
                        .arg(shown, gpuName, names.join(QStringLiteral(", "))));
    return fail(Txt::tr("workload.serving.mig: %1 is not a profile of the %2 (%3 GB); its profiles are %4")
                    .arg(shown, gpuName, QString::number(gpu.memoryGB, 'g', 4), names.join(QStringLiteral(", "))));
}

ClusterHardware migSlice(const ClusterHardware &hw, const MigProfile &p)
{
    ClusterHardware s = hw;
    // The whole GPU's efficiency class: the slice's smaller peaks would read as another kind of GPU.
    s.generation = hw.generation.value_or(gpuGeneration(hw.gpu));
    const double compute = p.computeShare(), memory = p.memoryShare();
    GpuSpec &g = s.gpu;
    for (double *peak : {&g.fp64Tflops, &g.fp32Tflops, &g.tf32Tflops, &g.fp16Tflops, &g.bf16Tflops, &g.fp8Tflops})
        *peak *= compute;
    g.memoryGB *= memory;
    g.memoryBandwidthGBs *= memory;
    s.memoryShare = hw.memoryShare * memory; // and its L2 (perf/l2cache.h)
    g.nvlinkGBs = 0;                         // no peer-to-peer from a MIG instance
    s.intraLink = IntraLink::Pcie;
    s.intraLinkGBs = 0;
    s.nvlinkSharp = false;
    s.peerToPeer = false;
    return s;
}

int migGpusNeeded(int instances, const MigProfile &p)
{
    if (instances <= 0 || p.instancesPerGpu <= 0)
        return 0;
    return int((static_cast<long long>(instances) + p.instancesPerGpu - 1) / p.instancesPerGpu);
}

} // namespace aip::perf
