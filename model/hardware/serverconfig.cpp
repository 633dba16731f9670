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
