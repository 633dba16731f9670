#include "sizing/systemoption.h"

#include "analysis/planfindings.h"
#include "hardware/serverconfig.h"
#include "quote/quotecabling.h"
#include "sizing/buildcomposer.h"

#include <QCoreApplication>

#include <cmath>

namespace aip::sizing {

namespace {

// The protocol and port speed of a node's scale-out NICs: its fastest ports.
struct NicProfile {
    QString protocol;
    double gbps = 0;
    double laneGbps = 0; // hardware/serverconfig.h nicLaneGbps()
};

NicProfile nicProfile(const ResolvedServer &s)
{
    NicProfile n;
    for (const ResolvedPart &rp : s.of(PartCategory::Nic)) {
        if (rp.part->nic.portGbps > n.gbps)
            n = {rp.part->nic.protocol, rp.part->nic.portGbps, nicLaneGbps(rp.part->nic)};
    }
    return n;
}

QString fabricProtocol(const Plan &plan, const PartCatalog &catalog)
{
    if (plan.fabric) {
        if (const Part *sw = catalog.find(plan.fabric->sku); sw && sw->category == PartCategory::Switch)
            return sw->sw.protocol;
    }
    return QStringLiteral("infiniband");
}

QStringList pricedModes(const CloudSpec &c)
{
    QStringList out;
    const std::pair<const char *, double> modes[] = {{"on_demand", c.onDemandPerHour},
                                                     {"reserved_1y", c.reserved1yPerHour},
                                                     {"reserved_3y", c.reserved3yPerHour},
                                                     {"spot", c.spotPerHour}};
    for (const auto &[mode, rate] : modes) {
        if (!std::isnan(rate) && rate > 0)
            out.append(QLatin1String(mode));
    }
    return out;
}

QString buildName(const Part &chassis, const Part &gpu, int gpus)
{
    return QStringLiteral("%1 + %2x %3").arg(chassis.sku).arg(gpus).arg(gpu.sku);
}

bool sameServer(const ServerSpec &a, const ServerSpec &b)
{
    return a.chassis == b.chassis && a.parts == b.parts;
}

// An owned option for `server`, when it holds GPUs the catalog knows and the rule book finds no error in two of
// them cabled with their fabric in the plan's racks.
std::optional<SystemOption> ownedOption(const Plan &plan, const PartCatalog &catalog, SystemOption::Kind kind,
                                        const ServerSpec &server, const QString &name)
{
    const ResolvedServer rs = resolveServer(server, catalog);
    const Part *gpu = rs.gpu();
    if (!rs.chassis || !gpu || rs.gpuCount() <= 0)
        return std::nullopt;
    Plan probe;
    probe.servers = {server};
    probe.servers.first().count = 2;
    probe.fabric = chooseFabric(plan, server, catalog);
    probe.rack = plan.rack;
    probe.extra = plan.extra; // the facility (its rack power) lives there
    if (hasErrors(planFindings(probe, catalog, FindingScope::Rules)))
        return std::nullopt;
    SystemOption o;
    o.kind = kind;
    o.name = name;
    o.vendor = rs.chassis->vendor;
    o.gpuSku = gpu->sku;
    o.gpusPerNode = rs.gpuCount();
    o.server = server;
    o.server.count = 1;
    o.fabric = probe.fabric;
    return o;
}

} // namespace

std::optional<FabricSpec> chooseFabric(const Plan &plan, const ServerSpec &server, const PartCatalog &catalog)
{
    const NicProfile nic = nicProfile(resolveServer(server, catalog));
    if (nic.protocol.isEmpty())
        return std::nullopt;
    FabricSpec f = plan.fabric.value_or(FabricSpec{});
    f.switches.reset(); // counted for the candidate's node count (quote/fabricsizing.h)
    if (plan.fabric) {
        const Part *sw = catalog.find(plan.fabric->sku);
        if (sw && sw->category == PartCategory::Switch && sw->sw.protocol == nic.protocol
            && sw->sw.portGbps >= nic.gbps)
            return f;
    }
    const Part *best = nullptr;
    // Price per node port: a switch faster than the NICs splits each port among several (quote/quotecabling.h).
    auto perPort = [&](const Part *p) {
        return p->price / (double(std::max(1, p->sw.ports)) * switchPortSplit(*p, nic.gbps, nic.laneGbps));
    };
    for (const Part &p : catalog.parts()) {
        if (p.category != PartCategory::Switch || p.sw.protocol != nic.protocol || p.sw.ports <= 0)
            continue;
        const bool fast = p.sw.portGbps >= nic.gbps;
        const bool bestFast = best && best->sw.portGbps >= nic.gbps;
        if (!best || (fast && !bestFast) || (fast && perPort(&p) < perPort(best))
            || (!fast && !bestFast && p.sw.portGbps > best->sw.portGbps))
            best = &p;
    }
    if (!best)
        return std::nullopt;
    f.sku = best->sku;
    f.extra = {};
    return f;
}

QList<SystemOption> systemOptions(const Plan &plan, const PartCatalog &catalog, const SizingTarget &target,
                                  QStringList *notes)
{
    QList<SystemOption> out;
    if (target.allowsOwned()) {
        // The plan's own server first: the configuration the user is weighing.
        for (const ServerSpec &s : plan.servers) {
            const Part *chassis = catalog.find(s.chassis);
            if (!chassis || !target.prefers(chassis->vendor))
                continue;
            if (auto o = ownedOption(plan, catalog, SystemOption::Kind::PlanServer, s, s.chassis)) {
                if (!s.parts.isEmpty())
                    o->name = QCoreApplication::translate("aip::sizing", "%1 as the plan builds it").arg(s.chassis);
                out.append(*o);
                break;
            }
        }
        const QString protocol = fabricProtocol(plan, catalog);
        QList<const Part *> gpus;
        for (const Part &p : catalog.parts()) {
            if (p.category == PartCategory::Gpu)
                gpus.append(&p);
        }
        for (const Part &chassis : catalog.parts()) {
            if (chassis.category != PartCategory::Chassis || !target.prefers(chassis.vendor))
                continue;
            if (chassis.chassis.completeSystem) {
                ServerSpec s;
                s.id = QStringLiteral("node");
                s.chassis = chassis.sku;
                if (!out.isEmpty() && sameServer(out.constFirst().server, s))
                    continue;
                if (auto o = ownedOption(plan, catalog, SystemOption::Kind::System, s, chassis.sku))
                    out.append(*o);
                continue;
            }
            for (const Part *gpu : gpus) {
                const std::optional<ServerSpec> s = composeBuild(chassis, *gpu, catalog, protocol);
                if (!s || (!out.isEmpty() && sameServer(out.constFirst().server, *s)))
                    continue;
                if (auto o = ownedOption(plan, catalog, SystemOption::Kind::Build, *s,
                                         buildName(chassis, *gpu, chassis.chassis.gpuSlots)))
                    out.append(*o);
            }
        }
    }
    if (target.allowsCloud()) {
        for (const Part &p : catalog.parts()) {
            if (p.category != PartCategory::Cloud || p.cloud.gpuCount <= 0
                || !(target.prefers(p.cloud.provider) || target.prefers(p.vendor)))
                continue;
            const Part *gpu = catalog.find(p.cloud.gpuSku);
            if (!gpu || gpu->category != PartCategory::Gpu)
                continue;
            SystemOption o;
            o.kind = SystemOption::Kind::Cloud;
            o.name = p.sku;
            o.vendor = p.cloud.provider;
            o.gpuSku = gpu->sku;
            o.gpusPerNode = p.cloud.gpuCount;
            o.instance = &p;
            o.pricings = pricedModes(p.cloud);
            if (o.pricings.isEmpty()) {
                if (notes)
                    notes->append(
                        QCoreApplication::translate("aip::sizing", "%1: the catalog has no hourly rate for it")
                            .arg(p.sku));
                continue;
            }
            out.append(o);
        }
    }
    return out;
}

} // namespace aip::sizing
