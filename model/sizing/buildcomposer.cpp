#include "sizing/buildcomposer.h"

#include "hardware/serverconfig.h"
#include "rules/compatibilityrules.h"
#include "rules/slotrules.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace aip::sizing {

namespace {

bool hasCode(const QList<Finding> &findings, const char *code, Severity severity)
{
    return std::any_of(findings.begin(), findings.end(),
                       [&](const Finding &f) { return f.severity == severity && f.code == QLatin1String(code); });
}

QList<Finding> findingsOf(const ServerSpec &spec, const PartCatalog &catalog)
{
    const ResolvedServer s = resolveServer(spec, catalog);
    return checkServer(s, true);
}

// The cheapest CPU for the socket that gives every GPU its cores (rules::kMinCoresPerGpu); else the one with the
// most cores.
const Part *chooseCpu(const Part &chassis, int gpus, const PartCatalog &catalog)
{
    const ChassisSpec &c = chassis.chassis;
    const Part *best = nullptr;
    auto better = [&](const Part &p) {
        if (!best)
            return true;
        const bool enough = p.cpu.cores * c.cpuSockets >= rules::kMinCoresPerGpu * gpus;
        const bool bestEnough = best->cpu.cores * c.cpuSockets >= rules::kMinCoresPerGpu * gpus;
        if (enough != bestEnough)
            return enough;
        if (enough)
            return p.price < best->price;
        return p.cpu.cores > best->cpu.cores || (p.cpu.cores == best->cpu.cores && p.price < best->price);
    };
    for (const Part &p : catalog.parts()) {
        if (p.category == PartCategory::Cpu && p.cpu.socket.compare(c.cpuSocket, Qt::CaseInsensitive) == 0 && better(p))
            best = &p;
    }
    return best;
}

// DIMMs: a whole number of modules per memory channel, at least twice the GPUs' memory where the slots allow
// (rules::kRecommendedHostToGpuMemory), the cheapest such population among the modules the platform takes.
std::optional<PartRef> chooseMemory(const ServerSpec &base, const Part &chassis, const Part &cpu, double gpuMemoryGB,
                                    const PartCatalog &catalog)
{
    const int channels = std::max(1, cpu.cpu.memoryChannels * chassis.chassis.cpuSockets);
    const int dimmSlots = chassis.chassis.dimmSlots;
    if (dimmSlots < channels)
        return std::nullopt;
    const double wanted = rules::kRecommendedHostToGpuMemory * gpuMemoryGB;
    QSet<QString> refusedTypes, acceptedTypes;
    std::optional<PartRef> best;
    double bestPrice = 0;
    bool bestEnough = false;
    for (const Part &p : catalog.parts()) {
        if (p.category != PartCategory::Memory || !(p.memory.sizeGB > 0) || refusedTypes.contains(p.memory.type))
            continue;
        if (!acceptedTypes.contains(p.memory.type)) {
            // The platform's memory type, as the rules judge it.
            ServerSpec probe = base;
            probe.parts.append({p.sku, channels, {}});
            QList<Finding> found;
            rules::checkMemory(resolveServer(probe, catalog), found);
            if (hasCode(found, "memory-type", Severity::Error)) {
                refusedTypes.insert(p.memory.type);
                continue;
            }
            acceptedTypes.insert(p.memory.type);
        }
        const int perChannel = std::max(1, int(std::ceil(wanted / (p.memory.sizeGB * channels))));
        const int count = std::min(perChannel, dimmSlots / channels) * channels;
        const bool enough = count * p.memory.sizeGB >= wanted;
        const double price = count * p.price;
        if (!best || (enough && !bestEnough) || (enough == bestEnough && price < bestPrice)) {
            best = PartRef{p.sku, count, {}};
            bestPrice = price;
            bestEnough = enough;
        }
    }
    return best;
}

// The cheapest NVMe drive of at least 3.84 TB that goes in a bay (not M.2).
const Part *chooseDrive(const PartCatalog &catalog)
{
    const Part *best = nullptr;
    for (const Part &p : catalog.parts()) {
        if (p.category == PartCategory::Storage && p.storage.interface.startsWith(QLatin1String("NVMe"))
            && p.storage.formFactor != QLatin1String("M.2") && p.storage.capacityTB >= 3.84
            && (!best || p.price < best->price))
            best = &p;
    }
    return best;
}

// NICs of the fabric's protocol, fastest first; among equals single-port, then cheaper.
QList<const Part *> nicsFastestFirst(const QString &protocol, const PartCatalog &catalog)
{
    QList<const Part *> out;
    for (const Part &p : catalog.parts()) {
        if (p.category == PartCategory::Nic && p.nic.protocol == protocol)
            out.append(&p);
    }
    std::sort(out.begin(), out.end(), [](const Part *a, const Part *b) {
        if (a->nic.portGbps != b->nic.portGbps)
            return a->nic.portGbps > b->nic.portGbps;
        if (a->nic.ports != b->nic.ports)
            return a->nic.ports < b->nic.ports;
        return a->price < b->price;
    });
    return out;
}

} // namespace

std::optional<ServerSpec> composeBuild(const Part &chassis, const Part &gpu, const PartCatalog &catalog,
                                       const QString &nicProtocol)
{
    const ChassisSpec &c = chassis.chassis;
    if (chassis.category != PartCategory::Chassis || c.completeSystem || c.gpuSlots <= 0
        || gpu.category != PartCategory::Gpu)
        return std::nullopt;
    ServerSpec spec;
    spec.id = QStringLiteral("node");
    spec.chassis = chassis.sku;
    spec.count = 1;
    spec.parts.append({gpu.sku, c.gpuSlots, {}});
    // The GPU in its slots first: the slot rules (baseboard generation, PCIe or module) settle most pairs cheaply.
    {
        QList<Finding> found;
        rules::checkGpuSlots(resolveServer(spec, catalog), found);
        if (hasErrors(found))
            return std::nullopt;
    }
    const Part *cpu = chooseCpu(chassis, c.gpuSlots, catalog);
    if (!cpu)
        return std::nullopt;
    spec.parts.append({cpu->sku, std::max(1, c.cpuSockets), {}});
    const std::optional<PartRef> memory = chooseMemory(spec, chassis, *cpu, gpu.gpu.memoryGB * c.gpuSlots, catalog);
    if (memory)
        spec.parts.append(*memory);
    if (const Part *drive = chooseDrive(catalog); drive && c.driveBays > 0)
        spec.parts.append({drive->sku, std::min(kComposedDrives, c.driveBays), {}});
    // One scale-out port per GPU where the PCIe slots allow: the fastest NIC whose PCIe link carries its ports (the
    // rules' nic-pcie-bandwidth), else the fastest that makes no error.
    const int nics = std::min(c.gpuSlots, c.pcieSlots);
    std::optional<ServerSpec> fallback;
    for (const Part *nic : nicsFastestFirst(nicProtocol, catalog)) {
        if (nics <= 0)
            break;
        ServerSpec withNic = spec;
        withNic.parts.append({nic->sku, nics, {}});
        const QList<Finding> found = findingsOf(withNic, catalog);
        if (hasErrors(found))
            continue;
        if (!hasCode(found, "nic-pcie-bandwidth", Severity::Warning))
            return withNic;
        if (!fallback)
            fallback = withNic;
    }
    if (fallback)
        return fallback;
    if (hasErrors(findingsOf(spec, catalog)))
        return std::nullopt;
    return spec;
}

} // namespace aip::sizing
