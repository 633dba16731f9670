#include "canvas/serverlayout.h"

#include "catalog/partdescription.h"
#include "hardware/serverconfig.h"

#include <QCoreApplication>

#include <algorithm>

namespace aip {

int SlotGroup::freeSlots() const
{
    return int(std::count_if(cells.cbegin(), cells.cend(), [](const Slot &s) { return !s.part; }));
}

ServerLayout::ServerLayout(const ServerSpec &spec, const PartCatalog &catalog)
    : m_chassisSku(spec.chassis)
{
    const ResolvedServer rs = resolveServer(spec, catalog);
    m_chassis = rs.chassis;
    QHash<int, QList<QPair<const Part *, bool>>> occupants;
    for (const ResolvedPart &rp : rs.parts) {
        SlotKind kind;
        if (!slotKindFor(rp.part->category, &kind))
            continue;
        for (int i = 0; i < rp.qty && i < 4096; ++i) // a hostile plan's 100,000 DIMMs draw as 4,096
            occupants[int(kind)].append({rp.part, rp.builtIn});
    }
    const ChassisSpec c = m_chassis ? m_chassis->chassis : ChassisSpec{};
    fill(SlotKind::Gpu, c.gpuSlotKind == GpuSlotKind::None ? 0 : c.gpuSlots, occupants.value(int(SlotKind::Gpu)));
    fill(SlotKind::Cpu, c.cpuSockets, occupants.value(int(SlotKind::Cpu)));
    fill(SlotKind::Dimm, c.dimmSlots, occupants.value(int(SlotKind::Dimm)));
    fill(SlotKind::Drive, c.driveBays, occupants.value(int(SlotKind::Drive)));
    fill(SlotKind::Pcie, c.pcieSlots, occupants.value(int(SlotKind::Pcie)));
    fill(SlotKind::Psu, c.psuCount, occupants.value(int(SlotKind::Psu)));
}

void ServerLayout::fill(SlotKind kind, int capacity, const QList<QPair<const Part *, bool>> &occupants)
{
    SlotGroup g;
    g.kind = kind;
    const int n = std::max(capacity, int(occupants.size()));
    for (int i = 0; i < n; ++i) {
        Slot s;
        if (i < occupants.size()) {
            s.part = occupants.at(i).first;
            s.builtIn = occupants.at(i).second;
        }
        s.overflow = i >= capacity;
        g.cells.append(s);
    }
    m_groups.append(g);
}

const SlotGroup *ServerLayout::group(SlotKind kind) const
{
    for (const SlotGroup &g : m_groups) {
        if (g.kind == kind)
            return &g;
    }
    return nullptr;
}

bool ServerLayout::slotKindFor(PartCategory category, SlotKind *kind)
{
    switch (category) {
    case PartCategory::Gpu: *kind = SlotKind::Gpu; return true;
    case PartCategory::Cpu: *kind = SlotKind::Cpu; return true;
    case PartCategory::Memory: *kind = SlotKind::Dimm; return true;
    case PartCategory::Storage: *kind = SlotKind::Drive; return true;
    case PartCategory::Nic: *kind = SlotKind::Pcie; return true;
    case PartCategory::Psu: *kind = SlotKind::Psu; return true;
    default: return false;
    }
}

QString ServerLayout::kindTitle(SlotKind kind)
{
    switch (kind) {
    case SlotKind::Gpu: return ServerLayout::tr("GPUs");
    case SlotKind::Cpu: return ServerLayout::tr("CPU sockets");
    case SlotKind::Dimm: return ServerLayout::tr("Memory (DIMM slots)");
    case SlotKind::Drive: return ServerLayout::tr("Drive bays");
    case SlotKind::Pcie: return ServerLayout::tr("PCIe / network slots");
    case SlotKind::Psu: return ServerLayout::tr("Power supplies");
    }
    return {};
}

FitCheck ServerLayout::check(const Part &part) const
{
    SlotKind kind;
    if (slotKindFor(part.category, &kind))
        return check(part, kind);
    return check(part, SlotKind::Gpu); // the category checks below give the reason
}

FitCheck ServerLayout::check(const Part &part, SlotKind kind) const
{
    FitCheck r;
    const QString name = partdesc::displayName(part);
    switch (part.category) {
    case PartCategory::Chassis:
        r.fits = true;
        r.replacesChassis = true;
        r.reason = m_chassis ? ServerLayout::tr("Drop to use %1 as this server's chassis (replaces %2)")
                                   .arg(name, partdesc::displayName(*m_chassis))
                             : ServerLayout::tr("Drop to use %1 as this server's chassis").arg(name);
        return r;
    case PartCategory::Switch:
        r.reason = ServerLayout::tr(
                       "%1 is a network switch: it belongs to the cluster fabric (Cluster panel), not in a server")
                       .arg(name);
        return r;
    case PartCategory::Cloud:
        r.reason
            = ServerLayout::tr("%1 is a cloud instance: compare it under cloud options, it does not go into a server")
                  .arg(name);
        return r;
    default: break;
    }
    if (!m_chassis) {
        r.reason
            = ServerLayout::tr("This server has no chassis yet: drag a server or chassis from the catalog here first");
        return r;
    }
    SlotKind own;
    slotKindFor(part.category, &own);
    if (own != kind) {
        r.reason = ServerLayout::tr("%1 does not go into %2: it needs %3")
                       .arg(name, kindTitle(kind).toLower(), kindTitle(own).toLower());
        return r;
    }
    // Slot geometry only: whether the part fits a GPU slot's form factor, a socket, the platform's memory type or
    // a baseboard's one GPU model is the rule book's answer (ServerCanvas judges the edit with addedErrors()).
    const QString chassisName = partdesc::displayName(*m_chassis);
    const SlotGroup *g = group(kind);
    const int capacity
        = g ? int(std::count_if(g->cells.cbegin(), g->cells.cend(), [](const Slot &s) { return !s.overflow; })) : 0;
    r.freeSlots = g ? std::max(0, capacity - g->used()) : 0;
    if (r.freeSlots == 0) {
        const bool allBuiltIn = g && !g->cells.isEmpty()
            && std::all_of(g->cells.cbegin(), g->cells.cend(), [](const Slot &s) { return s.builtIn; });
        if (capacity == 0)
            r.reason = ServerLayout::tr("%1 has no %2").arg(chassisName, kindTitle(kind).toLower());
        else if (allBuiltIn)
            r.reason
                = ServerLayout::tr("The %1 of %2 are built in and locked").arg(kindTitle(kind).toLower(), chassisName);
        else
            r.reason = ServerLayout::tr("All %1 %2 of %3 are taken")
                           .arg(capacity)
                           .arg(kindTitle(kind).toLower(), chassisName);
        return r;
    }
    r.fits = true;
    r.reason = ServerLayout::tr("Drop to add %1 (%2 free)").arg(name).arg(r.freeSlots);
    return r;
}

} // namespace aip
