#include "hardware/serverconfig.h"

namespace aip {

int ResolvedServer::count(PartCategory c) const
{
    int n = 0;
    for (const ResolvedPart &rp : parts) {
        if (rp.part->category == c)
            n += rp.qty;
    }
    return n;
}

QList<ResolvedPart> ResolvedServer::of(PartCategory c) const
{
    QList<ResolvedPart> out;
    for (const ResolvedPart &rp : parts) {
        if (rp.part->category == c)
            out.append(rp);
    }
    return out;
}

const Part *ResolvedServer::gpu() const
{
    for (const ResolvedPart &rp : parts) {
        if (rp.part->category == PartCategory::Gpu)
            return rp.part;
    }
    return nullptr;
}

int ResolvedServer::cpuCores() const
{
    int cores = 0;
    for (const ResolvedPart &rp : of(PartCategory::Cpu))
        cores += rp.qty * rp.part->cpu.cores;
    return cores;
}

double ResolvedServer::hostMemoryGB() const
{
    double gb = 0;
    for (const ResolvedPart &rp : of(PartCategory::Memory))
        gb += rp.qty * rp.part->memory.sizeGB;
    return gb;
}

double ResolvedServer::nominalPowerW() const
{
    double w = chassis ? chassis->chassis.basePowerW : 0;
    for (const ResolvedPart &rp : parts)
        w += rp.qty * rp.part->powerW();
    return w;
}

namespace {
thread_local quint64 t_resolutions = 0;
} // namespace

quint64 serverResolutionsOnThisThread()
{
    return t_resolutions;
}

ResolvedServer resolveServer(const ServerSpec &spec, const PartCatalog &catalog)
{
    ++t_resolutions;
    ResolvedServer rs;
    rs.spec = &spec;
    if (const Part *c = catalog.find(spec.chassis)) {
        if (c->category == PartCategory::Chassis) {
            rs.chassis = c;
            for (const BuiltInPart &b : c->chassis.builtIn) {
                const Part *p = catalog.find(b.sku);
                if (p && b.qty > 0)
                    rs.parts.append({p, b.qty, true});
                else if (!p)
                    rs.unknownSkus.append(b.sku);
            }
        } else {
            rs.wrongCategorySkus.append(spec.chassis);
        }
    } else if (!spec.chassis.isEmpty()) {
        rs.unknownSkus.append(spec.chassis);
    }
    for (const PartRef &ref : spec.parts) {
        const Part *p = catalog.find(ref.sku);
        if (!p) {
            rs.unknownSkus.append(ref.sku);
            continue;
        }
        if (p->category == PartCategory::Chassis || p->category == PartCategory::Cloud) {
            rs.wrongCategorySkus.append(ref.sku);
            continue;
        }
        rs.parts.append({p, ref.qty, false});
    }
    return rs;
}

QList<ResolvedServer> resolveServers(const Plan &plan, const PartCatalog &catalog)
{
    QList<ResolvedServer> out;
    for (const ServerSpec &s : plan.servers)
        out.append(resolveServer(s, catalog));
    return out;
}

bool nicServesFabric(const NicSpec &nic, const QString &fabricProtocol)
{
    return fabricProtocol.isEmpty() || nic.protocol.isEmpty()
        || nic.protocol.compare(fabricProtocol, Qt::CaseInsensitive) == 0;
}

double nicLaneGbps(const NicSpec &nic)
{
    if (!(nic.portGbps > 0))
        return 0;
    return nic.portGbps >= 400 || nic.pcieGen >= 5 ? 100 : 50;
}

NodeFabricPorts nodeFabricPorts(const ResolvedServer &server, const QString &fabricProtocol)
{
    if (const Part *gpu = server.gpu()) {
        if (const OwnScaleOutPorts own = ownScaleOutPorts(gpu->gpu, fabricProtocol); own.ports > 0) {
            // Its NIC cards serve storage and the front end (perf/clusterhardware.cpp).
            NodeFabricPorts n;
            n.ports = qint64(server.gpuCount()) * own.ports;
            n.gbps = own.gbps;
            n.portsPerCable = std::max(1, own.perCage);
            n.onAccelerators = true;
            return n;
        }
    }
    return nodeNicPorts(server, fabricProtocol);
}

NodeFabricPorts nodeNicPorts(const ResolvedServer &server, const QString &fabricProtocol)
{
    NodeFabricPorts n;
    for (const ResolvedPart &rp : server.of(PartCategory::Nic)) {
        const NicSpec &nic = rp.part->nic;
        if (nicServesFabric(nic, fabricProtocol)) {
            n.ports += qint64(rp.qty) * std::max(1, nic.ports);
            const double lane = nicLaneGbps(nic);
            if (nic.portGbps > n.gbps)
                n.laneGbps = lane;
            else if (nic.portGbps == n.gbps && lane > 0)
                n.laneGbps = n.laneGbps > 0 ? std::min(n.laneGbps, lane) : lane;
            n.gbps = std::max(n.gbps, nic.portGbps);
        }
    }
    if (const int gpus = server.gpuCount(); gpus > 0)
        n.ports = std::min<qint64>(n.ports, gpus);
    return n;
}

const Part *ResolvedPlan::fabricSwitch() const
{
    const Part *sw = plan.fabric ? catalog.find(plan.fabric->sku) : nullptr;
    return sw && sw->category == PartCategory::Switch ? sw : nullptr;
}

ResolvedPlan resolvePlan(const Plan &plan, const PartCatalog &catalog)
{
    return {plan, catalog, resolveServers(plan, catalog)};
}

} // namespace aip
