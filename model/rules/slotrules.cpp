#include "rules/slotrules.h"

#include "hardware/pcie.h"
#include "rules/ruletext.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace aip::rules {

namespace {

// The DIMM generation each CPU socket takes (AMD EPYC 7002/7003 and 9004/9005, Intel Xeon Scalable 1st-3rd and
// 4th-6th gen platform specifications). Unknown sockets are not checked.
QString memoryTypeOfSocket(const QString &socket)
{
    const QString s = socket.toUpper();
    if (s == QLatin1String("SP3") || s == QLatin1String("LGA4189") || s == QLatin1String("LGA3647"))
        return QStringLiteral("DDR4");
    if (s == QLatin1String("SP5") || s == QLatin1String("SP6") || s == QLatin1String("LGA4677")
        || s == QLatin1String("LGA7529") || s == QLatin1String("LGA4710"))
        return QStringLiteral("DDR5");
    return {};
}

} // namespace

PlatformLanes platformPcieLanes(const QString &socket, int cpus, int lanesPerCpu)
{
    PlatformLanes out;
    out.lanes = out.commonLanes = cpus * lanesPerCpu;
    // AMD EPYC (SP3: 7002/7003, SP5: 9004/9005): each CPU has 128 lanes, and in two sockets the xGMI (Infinity
    // Fabric) links between them are made of those lanes: with four links 64 lanes per CPU, so the platform exposes
    // 128; boards that run three links expose 160 (AnandTech, "AMD Rome Second Generation EPYC Review", August
    // 2019, PCIe 4.0 page; ServeTheHome, "Why AMD EPYC Rome 2P Will Have 128-160 PCIe Gen4 Lanes", 2019; AMD EPYC
    // 9004 platform brief: "up to 160 PCIe Gen5 lanes" in 2P). Intel Xeon links its sockets by UPI, apart from PCIe:
    // the lanes of both CPUs add up.
    const QString s = socket.toUpper();
    const bool epyc = s == QLatin1String("SP3") || s == QLatin1String("SP5");
    if (epyc && cpus == 2 && lanesPerCpu >= 128) {
        out.socketLink = true;
        out.commonLanes = 128;
        out.lanes = 160;
    }
    return out;
}

void checkGpuSlots(const ResolvedServer &s, QList<Finding> &out)
{
    if (!s.chassis)
        return;
    const ChassisSpec &c = s.chassis->chassis;
    const int n = s.gpuCount();
    if (n == 0)
        return;
    const QStringList models = distinctSkus(s, PartCategory::Gpu);
    if (models.size() > 1)
        out.append(
            finding(Severity::Warning, "gpu-mixed",
                    QCoreApplication::translate("Rules", "The server mixes GPU models (%1).")
                        .arg(models.join(QStringLiteral(", "))),
                    QCoreApplication::translate("Rules",
                                                "Training runs at the pace of the slowest GPU, and NVLink or a shared "
                                                "baseboard joins only identical GPUs."),
                    s));
    if (c.gpuSlotKind == GpuSlotKind::None || c.gpuSlots == 0) {
        out.append(finding(Severity::Error, "gpu-slots",
                           QCoreApplication::translate("Rules", "%1 has no GPU slots, but the server has %2 GPUs.")
                               .arg(chassisName(s))
                               .arg(n),
                           QCoreApplication::translate("Rules", "A GPU needs a slot or baseboard socket to sit in."),
                           s));
        return;
    }
    if (n > c.gpuSlots)
        out.append(finding(Severity::Error, "gpu-slots",
                           QCoreApplication::translate("Rules", "%1 GPUs, but %2 has %3 GPU slots.")
                               .arg(n)
                               .arg(chassisName(s))
                               .arg(c.gpuSlots),
                           QCoreApplication::translate("Rules",
                                                       "Each GPU takes one slot of the chassis; there is no "
                                                       "room for more."),
                           s, models.constFirst()));
    for (const QString &sku : models) {
        const Part *g = nullptr;
        for (const ResolvedPart &rp : s.of(PartCategory::Gpu))
            g = rp.part->sku == sku ? rp.part : g;
        const GpuSpec &spec = g->gpu;
        if (c.gpuSlotKind == GpuSlotKind::SxmBaseboard) {
            if (spec.formFactor == GpuFormFactor::Pcie)
                out.append(finding(Severity::Error, "gpu-slot-kind",
                                   QCoreApplication::translate("Rules",
                                                               "%1 is a PCIe card; %2 takes only %3 modules "
                                                               "on its GPU baseboard.")
                                       .arg(ruleName(*g), chassisName(s), c.baseboard.toUpper()),
                                   QCoreApplication::translate("Rules",
                                                               "SXM/OAM chassis have no double-width PCIe slots "
                                                               "for GPU cards."),
                                   s, sku));
            else if (spec.baseboard != c.baseboard)
                out.append(
                    finding(Severity::Error, "gpu-slot-kind",
                            QCoreApplication::translate("Rules",
                                                        "%1 is a %2 module, but the baseboard of %3 "
                                                        "takes %4 modules.")
                                .arg(ruleName(*g), spec.baseboard.toUpper(), chassisName(s), c.baseboard.toUpper()),
                            QCoreApplication::translate("Rules",
                                                        "SXM and OAM modules fit only a baseboard of "
                                                        "their own generation (socket, power and "
                                                        "NVLink/fabric wiring differ)."),
                            s, sku));
        } else if (c.gpuSlotKind == GpuSlotKind::PcieX16) {
            if (spec.formFactor != GpuFormFactor::Pcie)
                out.append(finding(Severity::Error, "gpu-slot-kind",
                                   QCoreApplication::translate("Rules",
                                                               "%1 is an %2 module that needs a %3 baseboard; "
                                                               "%4 has only PCIe slots.")
                                       .arg(ruleName(*g), formFactorName(spec.formFactor).toUpper(),
                                            spec.baseboard.toUpper(), chassisName(s)),
                                   QCoreApplication::translate("Rules",
                                                               "SXM and OAM modules mount on a GPU baseboard, "
                                                               "not in PCIe slots."),
                                   s, sku));
            else if (spec.slotWidth > 2)
                out.append(finding(Severity::Warning, "gpu-slot-width",
                                   QCoreApplication::translate("Rules",
                                                               "%1 is %2 slots wide; the GPU slots of %3 are "
                                                               "double-width.")
                                       .arg(ruleName(*g))
                                       .arg(spec.slotWidth)
                                       .arg(chassisName(s)),
                                   QCoreApplication::translate("Rules",
                                                               "A card wider than its slot blocks the next "
                                                               "slot or does not fit at all."),
                                   s, sku));
        }
    }
    if (c.gpuSlotKind == GpuSlotKind::SxmBaseboard && n < c.gpuSlots)
        out.append(finding(Severity::Warning, "gpu-baseboard-partial",
                           QCoreApplication::translate("Rules",
                                                       "Only %1 of the %2 GPU positions of the baseboard are "
                                                       "filled.")
                               .arg(n)
                               .arg(c.gpuSlots),
                           QCoreApplication::translate("Rules",
                                                       "HGX and OAM baseboards are sold fully populated; a "
                                                       "partial board is rarely available."),
                           s));
}

void checkCpuSockets(const ResolvedServer &s, QList<Finding> &out)
{
    if (!s.chassis)
        return;
    const ChassisSpec &c = s.chassis->chassis;
    const int n = s.count(PartCategory::Cpu);
    if (c.cpuSockets > 0 && n == 0) {
        out.append(finding(Severity::Error, "cpu-count",
                           QCoreApplication::translate("Rules", "The server has no CPU; %1 has %2 %3 sockets.")
                               .arg(chassisName(s))
                               .arg(c.cpuSockets)
                               .arg(c.cpuSocket),
                           QCoreApplication::translate("Rules", "A server does not start without a CPU."), s));
        return;
    }
    if (n > c.cpuSockets)
        out.append(finding(Severity::Error, "cpu-count",
                           QCoreApplication::translate("Rules", "%1 CPUs, but %2 has %3 sockets.")
                               .arg(n)
                               .arg(chassisName(s))
                               .arg(c.cpuSockets),
                           QCoreApplication::translate("Rules", "Each CPU needs a socket of its own."), s));
    else if (n < c.cpuSockets)
        out.append(
            finding(Severity::Warning, "cpu-count",
                    QCoreApplication::translate("Rules", "%1 CPU in a %2-socket chassis.").arg(n).arg(c.cpuSockets),
                    QCoreApplication::translate("Rules",
                                                "What is wired to an empty socket (its DIMM slots, "
                                                "PCIe slots and, on GPU baseboards, half the GPUs' "
                                                "PCIe switches) cannot be used."),
                    s));
    const QStringList models = distinctSkus(s, PartCategory::Cpu);
    if (models.size() > 1)
        out.append(finding(Severity::Error, "cpu-mixed",
                           QCoreApplication::translate("Rules", "The server mixes CPU models (%1).")
                               .arg(models.join(QStringLiteral(", "))),
                           QCoreApplication::translate("Rules", "Multi-socket servers need identical CPUs."), s));
    for (const ResolvedPart &rp : s.of(PartCategory::Cpu)) {
        if (rp.part->cpu.socket.compare(c.cpuSocket, Qt::CaseInsensitive) != 0)
            out.append(finding(Severity::Error, "cpu-socket",
                               QCoreApplication::translate("Rules", "%1 needs a %2 socket, but %3 has %4 sockets.")
                                   .arg(ruleName(*rp.part), rp.part->cpu.socket, chassisName(s), c.cpuSocket),
                               QCoreApplication::translate("Rules",
                                                           "A CPU fits only the socket its platform was "
                                                           "designed for (AMD SP3/SP5, Intel LGA4189/4677 "
                                                           "differ in pins, memory and PCIe)."),
                               s, rp.part->sku));
    }
}

void checkMemory(const ResolvedServer &s, QList<Finding> &out)
{
    if (!s.chassis)
        return;
    const ChassisSpec &c = s.chassis->chassis;
    const int dimms = s.count(PartCategory::Memory);
    const int cpus = s.count(PartCategory::Cpu);
    if (dimms == 0) {
        if (cpus > 0)
            // A warning, not an error: the machine is incomplete, not impossible. Buyers often source DIMMs
            // on a separate order, and a quote for the rest of the server is a real quote (an impossible part,
            // such as a PCIe card on an SXM baseboard, stays an error and blocks the quote).
            out.append(finding(Severity::Warning, "memory-none",
                               QCoreApplication::translate("Rules", "The server has no memory (DIMMs)."),
                               QCoreApplication::translate("Rules",
                                                           "A server does not start without memory: add DIMMs, "
                                                           "or state on the quote that they are supplied "
                                                           "separately."),
                               s));
        return;
    }
    if (dimms > c.dimmSlots)
        out.append(finding(Severity::Error, "memory-slots",
                           QCoreApplication::translate("Rules", "%1 DIMMs, but %2 has %3 DIMM slots.")
                               .arg(dimms)
                               .arg(chassisName(s))
                               .arg(c.dimmSlots),
                           QCoreApplication::translate("Rules", "Each DIMM takes a slot."), s));
    const QString platformType = memoryTypeOfSocket(c.cpuSocket);
    for (const ResolvedPart &rp : s.of(PartCategory::Memory)) {
        if (!platformType.isEmpty() && rp.part->memory.type.compare(platformType, Qt::CaseInsensitive) != 0)
            out.append(finding(Severity::Error, "memory-type",
                               QCoreApplication::translate("Rules", "%1 is %2 memory; the %3 platform takes %4.")
                                   .arg(ruleName(*rp.part), rp.part->memory.type, c.cpuSocket, platformType),
                               QCoreApplication::translate("Rules",
                                                           "DDR4 and DDR5 modules are keyed differently and "
                                                           "need their own memory controller."),
                               s, rp.part->sku));
    }
    if (distinctSkus(s, PartCategory::Memory).size() > 1)
        out.append(finding(Severity::Warning, "memory-mixed",
                           QCoreApplication::translate("Rules", "The server mixes DIMM models."),
                           QCoreApplication::translate("Rules",
                                                       "Mixed sizes or speeds run at the slowest speed and can "
                                                       "leave channels unbalanced."),
                           s));
    int channels = 0;
    for (const ResolvedPart &rp : s.of(PartCategory::Cpu))
        channels += rp.qty * rp.part->cpu.memoryChannels;
    if (channels > 0 && dimms % channels != 0)
        out.append(finding(Severity::Warning, "memory-channels",
                           QCoreApplication::translate("Rules",
                                                       "%1 DIMMs on %2 memory channels: the channels are not "
                                                       "filled equally (use a multiple of %2 DIMMs, e.g. %3).")
                               .arg(dimms)
                               .arg(channels)
                               .arg(std::max(channels, dimms / channels * channels)),
                           QCoreApplication::translate("Rules",
                                                       "Memory bandwidth is shared over all channels only when "
                                                       "each holds the same DIMMs; an uneven population "
                                                       "lowers bandwidth."),
                           s));
}

void checkDrives(const ResolvedServer &s, QList<Finding> &out)
{
    if (!s.chassis)
        return;
    const int drives = s.count(PartCategory::Storage);
    const int bays = s.chassis->chassis.driveBays;
    if (drives > bays)
        out.append(finding(Severity::Error, "drive-bays",
                           QCoreApplication::translate("Rules", "%1 drives, but %2 has %3 drive bays.")
                               .arg(drives)
                               .arg(chassisName(s))
                               .arg(bays),
                           QCoreApplication::translate("Rules", "Each drive takes a bay (or M.2 slot) of the chassis."),
                           s));
}

void checkCards(const ResolvedServer &s, QList<Finding> &out)
{
    if (!s.chassis)
        return;
    const ChassisSpec &c = s.chassis->chassis;
    const int nics = s.count(PartCategory::Nic);
    if (nics > c.pcieSlots)
        out.append(finding(Severity::Error, "nic-slots",
                           QCoreApplication::translate("Rules", "%1 network cards, but %2 has %3 PCIe slots for cards.")
                               .arg(nics)
                               .arg(chassisName(s))
                               .arg(c.pcieSlots),
                           QCoreApplication::translate("Rules", "Each network card takes a PCIe slot."), s));
    int cpuGen = 0, cpus = 0, lanesPerCpu = 0;
    QString socket;
    for (const ResolvedPart &rp : s.of(PartCategory::Cpu)) {
        cpuGen = cpuGen == 0 ? rp.part->cpu.pcieGen : std::min(cpuGen, rp.part->cpu.pcieGen);
        cpus += rp.qty;
        lanesPerCpu = std::max(lanesPerCpu, rp.part->cpu.pcieLanes);
        socket = rp.part->cpu.socket;
    }
    const PlatformLanes platform = platformPcieLanes(socket, cpus, lanesPerCpu);
    const int cpuLanes = platform.lanes;
    int lanesUsed = 0;
    for (const ResolvedPart &rp : s.of(PartCategory::Nic)) {
        const NicSpec &n = rp.part->nic;
        // A baseboard system's own compute NICs sit behind the board's PCIe switches with the GPUs (DGX A100: four
        // PCIe Gen4 switches carry the eight GPUs, eight ConnectX-6 and the NVMe; NVIDIA DGX A100 System
        // Architecture white paper, 2020, "System topology"), not on the CPUs' lanes: only cards the buyer adds
        // count against them.
        if (!(rp.builtIn && c.gpuSlotKind != GpuSlotKind::PcieX16))
            lanesUsed += rp.qty * n.pcieLanes;
        const int gen = cpuGen > 0 ? std::min(cpuGen, n.pcieGen) : n.pcieGen;
        const double linkGbps = pcie::usableBytesPerS(gen, n.pcieLanes) * 8 / 1e9;
        // A complete system's own cards are the vendor's design (e.g. dual-port storage NICs for redundancy).
        if (!rp.builtIn && n.portGbps * n.ports > linkGbps * 1.02)
            out.append(finding(Severity::Warning, "nic-pcie-bandwidth",
                               QCoreApplication::translate("Rules",
                                                           "%1 has %2 Gb/s of ports but its PCIe Gen%3 x%4 "
                                                           "link carries about %5 Gb/s.")
                                   .arg(ruleName(*rp.part))
                                   .arg(n.portGbps * n.ports)
                                   .arg(gen)
                                   .arg(n.pcieLanes)
                                   .arg(std::round(linkGbps)),
                               QCoreApplication::translate("Rules",
                                                           "A network card cannot send faster than its PCIe "
                                                           "link; an older CPU generation slows the link to "
                                                           "its own PCIe generation."),
                               s, rp.part->sku));
    }
    // GPUs on a baseboard hang off the board's own PCIe switches, so only PCIe cards count against the CPU lanes.
    if (c.gpuSlotKind == GpuSlotKind::PcieX16) {
        for (const ResolvedPart &rp : s.of(PartCategory::Gpu))
            lanesUsed += rp.qty * rp.part->gpu.pcieLanes;
    }
    if (cpuLanes > 0 && lanesUsed > cpuLanes)
        out.append(finding(Severity::Warning, "pcie-lanes",
                           QCoreApplication::translate("Rules", "The cards need %1 PCIe lanes; the CPUs provide %2.")
                               .arg(lanesUsed)
                               .arg(cpuLanes),
                           platform.socketLink
                               ? QCoreApplication::translate("Rules",
                                                             "Two EPYC sockets are joined by xGMI links made of "
                                                             "PCIe lanes: of 2 x 128 lanes the platform exposes 128 "
                                                             "(160 on boards that run three xGMI links instead of "
                                                             "four). Beyond them, cards share bandwidth through PCIe "
                                                             "switches (if the chassis has them).")
                               : QCoreApplication::translate("Rules",
                                                             "Beyond the CPUs' lanes, cards share bandwidth through "
                                                             "PCIe switches (if the chassis has them)."),
                           s));
    else if (platform.socketLink && lanesUsed > platform.commonLanes)
        out.append(finding(Severity::Info, "pcie-lanes",
                           QCoreApplication::translate("Rules",
                                                       "The cards need %1 PCIe lanes: more than the %2 of a "
                                                       "two-socket EPYC board with four xGMI links; only boards "
                                                       "that run three links expose %3.")
                               .arg(lanesUsed)
                               .arg(platform.commonLanes)
                               .arg(cpuLanes),
                           QCoreApplication::translate("Rules",
                                                       "Check the board's block diagram for its PCIe lanes "
                                                       "(AMD EPYC 2P platforms: 128 or 160 lanes)."),
                           s));
}

void checkBuiltIn(const ResolvedServer &s, QList<Finding> &out)
{
    if (!s.chassis || !s.chassis->chassis.completeSystem)
        return;
    for (const ResolvedPart &rp : s.parts) {
        if (rp.builtIn || (rp.part->category != PartCategory::Gpu && rp.part->category != PartCategory::Cpu))
            continue;
        out.append(
            finding(Severity::Error, "built-in",
                    QCoreApplication::translate("Rules",
                                                "%1 is a complete system with its %2 built in; %3 "
                                                "more of %4 cannot be added.")
                        .arg(chassisName(s),
                             rp.part->category == PartCategory::Gpu ? QCoreApplication::translate("Rules", "GPUs")
                                                                    : QCoreApplication::translate("Rules", "CPUs"))
                        .arg(rp.qty)
                        .arg(ruleName(*rp.part)),
                    QCoreApplication::translate("Rules",
                                                "A complete system such as a DGX ships with every GPU "
                                                "and CPU position filled; only drives, memory and "
                                                "cards in free slots can be added."),
                    s, rp.part->sku));
    }
}

} // namespace aip::rules
