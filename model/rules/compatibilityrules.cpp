#include "rules/compatibilityrules.h"

#include "facility/rackpacking.h"
#include "rules/balancerules.h"
#include "rules/consumergpurules.h"
#include "rules/pricerules.h"
#include "rules/ruletext.h"
#include "rules/slotrules.h"
#include "rules/softwarerules.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace aip {

static_assert(rules::kDefaultRackUnits == facility::kDefaultRackUnits, "one rack height");

namespace {

using rules::finding;

Finding planFinding(Severity severity, const char *code, const QString &message, const QString &reason,
                    const QString &sku = {})
{
    return {severity, QString::fromLatin1(code), message, reason, {}, sku};
}

void checkSkus(const ResolvedServer &s, QList<Finding> &out)
{
    if (s.spec && s.spec->chassis.isEmpty())
        out.append(finding(Severity::Error, "chassis-missing",
                           QCoreApplication::translate("Rules", "The server has no chassis."),
                           QCoreApplication::translate("Rules",
                                                       "Every part sits in a chassis; pick a chassis or a "
                                                       "complete system."),
                           s));
    for (const QString &sku : s.unknownSkus)
        out.append(finding(Severity::Error, "unknown-sku",
                           QCoreApplication::translate("Rules", "%1 is not in the catalog.").arg(sku),
                           QCoreApplication::translate("Rules",
                                                       "Only catalog parts have the specifications and prices "
                                                       "the plan is checked and priced with."),
                           s, sku));
    for (const QString &sku : s.wrongCategorySkus)
        out.append(finding(Severity::Error, "wrong-category",
                           QCoreApplication::translate("Rules", "%1 cannot be used there (it is not a %2).")
                               .arg(sku,
                                    s.spec && sku == s.spec->chassis
                                        ? QCoreApplication::translate("Rules", "chassis")
                                        : QCoreApplication::translate("Rules", "part that goes in a chassis")),
                           QCoreApplication::translate("Rules",
                                                       "A server is a chassis (or complete system) holding "
                                                       "GPUs, CPUs, memory, drives and cards."),
                           s, sku));
}

void checkRack(const Plan &plan, const QList<ResolvedServer> &servers, QList<Finding> &out)
{
    const facility::Facility f = facility::facilityOf(plan);
    for (const QString &error : f.errors)
        out.append(planFinding(Severity::Error, "facility-invalid", error,
                               QCoreApplication::translate("Rules",
                                                           "The facility sets the cooling, the power per rack and "
                                                           "the servers per rack the plan is counted with.")));
    // The one packing the cluster panel and the TCO count with (facility/rackpacking.h).
    const facility::RackPacking packing = facility::packRacks(plan, servers);
    for (const facility::RackGroup &g : packing.groups) {
        const auto s = std::find_if(servers.cbegin(), servers.cend(),
                                    [&](const ResolvedServer &r) { return r.spec && r.spec->id == g.serverId; });
        if (s == servers.cend())
            continue;
        // A server taller than the plan's racks cannot be installed in them (a rack-scale system such as the GB200
        // NVL72 is a whole rack of its own height).
        if (g.rackUnitsPerNode > packing.units)
            out.append(finding(Severity::Error, "rack-height",
                               QCoreApplication::translate("Rules", "One %1 is %2U, taller than the %3U racks.")
                                   .arg(rules::chassisName(*s))
                                   .arg(g.rackUnitsPerNode)
                                   .arg(packing.units),
                               QCoreApplication::translate("Rules",
                                                           "A server must fit its rack (default 42U). A "
                                                           "rack-scale system is a rack of its own: set "
                                                           "rack.units to its height."),
                               *s));
        if (g.overLimit)
            out.append(finding(Severity::Error, "rack-power",
                               QCoreApplication::translate("Rules",
                                                           "One %1 draws up to %2 kW, more than the rack "
                                                           "limit of %3 kW.")
                                   .arg(rules::chassisName(*s))
                                   .arg(g.kwPerNode, 0, 'f', 1)
                                   .arg(packing.limitKw, 0, 'f', 1),
                               QCoreApplication::translate("Rules",
                                                           "A rack's power distribution (default 14 kW, "
                                                           "the NVIDIA AI Enterprise sizing guide's "
                                                           "enterprise rack) cannot feed a server that draws "
                                                           "more; set rack.power_limit_kw for a denser rack."),
                               *s));
    }
    if (packing.racks > 0) {
        // Two messages, not "rack(s)": English has a singular, Chinese one form (issue 17).
        const QString need = packing.racks == 1
            ? QCoreApplication::translate("Rules",
                                          "The servers need %1 rack of %2 kW and %3U (%4 kW in all at full load).")
            : QCoreApplication::translate("Rules",
                                          "The servers need %1 racks of %2 kW and %3U (%4 kW in all at full load).");
        out.append(planFinding(
            Severity::Info, "rack-count",
            need.arg(packing.racks).arg(packing.limitKw, 0, 'f', 1).arg(packing.units).arg(packing.totalKw, 0, 'f', 1),
            QCoreApplication::translate("Rules",
                                        "Racks are limited by their power feed as much as "
                                        "by their height.")));
    }
}

void checkFabricAndCloud(const Plan &plan, const PartCatalog &catalog, const QList<ResolvedServer> &servers,
                         QList<Finding> &out)
{
    if (plan.fabric && !plan.fabric->sku.isEmpty()) {
        const Part *sw = catalog.find(plan.fabric->sku);
        if (!sw || sw->category != PartCategory::Switch) {
            out.append(planFinding(Severity::Error, sw ? "wrong-category" : "unknown-sku",
                                   QCoreApplication::translate("Rules",
                                                               "The fabric switch %1 is not a switch of the "
                                                               "catalog.")
                                       .arg(plan.fabric->sku),
                                   QCoreApplication::translate("Rules",
                                                               "The fabric is priced and modelled from its "
                                                               "switch."),
                                   plan.fabric->sku));
        } else {
            for (const ResolvedServer &s : servers) {
                // Gaudi's own scale-out ports are Ethernet (hardware/part.h): they join an Ethernet fabric, and on
                // an InfiniBand one the server needs InfiniBand cards of its own.
                const Part *gpu = s.gpu();
                const bool ownPorts = gpu && ownScaleOutPorts(gpu->gpu).ports > 0;
                bool matches = (s.count(PartCategory::Nic) == 0 && !ownPorts)
                    || (ownPorts && ownScaleOutPorts(gpu->gpu, sw->sw.protocol).ports > 0);
                for (const ResolvedPart &rp : s.of(PartCategory::Nic))
                    matches = matches || rp.part->nic.protocol == sw->sw.protocol;
                if (!matches)
                    out.append(finding(Severity::Error, "fabric-protocol",
                                       ownPorts ? QCoreApplication::translate("Rules",
                                                                              "The %1's own scale-out ports are "
                                                                              "Ethernet, and the server has no %2 "
                                                                              "network card for the %3 fabric.")
                                                      .arg(rules::ruleName(*gpu), sw->sw.protocol, rules::ruleName(*sw))
                                                : QCoreApplication::translate("Rules",
                                                                              "The server has no %1 network card "
                                                                              "for the %2 fabric.")
                                                      .arg(sw->sw.protocol, rules::ruleName(*sw)),
                                       QCoreApplication::translate("Rules",
                                                                   "InfiniBand switches connect only "
                                                                   "InfiniBand ports, Ethernet switches only "
                                                                   "Ethernet ports."),
                                       s, sw->sku));
            }
            if (plan.fabric->sharp && !sw->reducesInNetwork())
                out.append(planFinding(Severity::Warning, "fabric-sharp",
                                       QCoreApplication::translate("Rules",
                                                                   "The plan asks for SHARP, but the %1 cannot "
                                                                   "reduce in the network.")
                                           .arg(rules::ruleName(*sw)),
                                       QCoreApplication::translate("Rules",
                                                                   "All-reduces across nodes are estimated as "
                                                                   "NCCL's rings over the network cards."),
                                       sw->sku));
        }
    }
    for (const CloudOption &opt : plan.cloud) {
        const Part *inst = catalog.find(opt.sku);
        if (!inst || inst->category != PartCategory::Cloud) {
            out.append(planFinding(Severity::Error, inst ? "wrong-category" : "unknown-sku",
                                   QCoreApplication::translate("Rules",
                                                               "The cloud option %1 is not a cloud instance "
                                                               "of the catalog.")
                                       .arg(opt.sku),
                                   QCoreApplication::translate("Rules",
                                                               "Cloud costs come from the instance's hourly "
                                                               "prices and hardware."),
                                   opt.sku));
            continue;
        }
        const CloudSpec &c = inst->cloud;
        const double rate = opt.pricing == QLatin1String("reserved_1y") ? c.reserved1yPerHour
            : opt.pricing == QLatin1String("reserved_3y")               ? c.reserved3yPerHour
            : opt.pricing == QLatin1String("spot")                      ? c.spotPerHour
                                                                        : c.onDemandPerHour;
        if (std::isnan(rate) && !opt.hourlyRate)
            out.append(planFinding(Severity::Warning, "cloud-price",
                                   QCoreApplication::translate("Rules",
                                                               "The catalog has no %1 price for %2; the "
                                                               "cost model estimates it.")
                                       .arg(opt.pricing, opt.sku),
                                   QCoreApplication::translate("Rules",
                                                               "Enter the rate you were quoted (hourly_rate) "
                                                               "for a cost you can hold a provider to."),
                                   opt.sku));
    }
}

void checkParallelism(const Plan &plan, const QList<ResolvedServer> &servers, QList<Finding> &out)
{
    if (!plan.hasWorkload || !plan.workload.parallelism || !plan.workload.parallelism->isComplete())
        return;
    const Parallelism &p = *plan.workload.parallelism;
    const qint64 need = qint64(*p.tp) * *p.pp * *p.dp;
    qint64 have = 0;
    int minPerNode = 0;
    for (const ResolvedServer &s : servers) {
        have += qint64(s.gpuCount()) * s.nodes();
        if (s.gpuCount() > 0)
            minPerNode = minPerNode == 0 ? s.gpuCount() : std::min(minPerNode, s.gpuCount());
    }
    if (need > have)
        out.append(planFinding(Severity::Error, "parallelism-gpus",
                               QCoreApplication::translate("Rules",
                                                           "The workload's parallelism needs tp x pp x dp = "
                                                           "%1 x %2 x %3 = %4 GPUs; the servers hold %5.")
                                   .arg(*p.tp)
                                   .arg(*p.pp)
                                   .arg(*p.dp)
                                   .arg(need)
                                   .arg(have),
                               QCoreApplication::translate("Rules",
                                                           "Every tensor-, pipeline- and data-parallel rank "
                                                           "runs on a GPU of its own.")));
    else if (minPerNode > 0 && *p.tp > minPerNode)
        out.append(planFinding(Severity::Warning, "parallelism-tp",
                               QCoreApplication::translate("Rules", "Tensor parallelism of %1 spans nodes of %2 GPUs.")
                                   .arg(*p.tp)
                                   .arg(minPerNode),
                               QCoreApplication::translate("Rules",
                                                           "Tensor parallelism exchanges activations in every "
                                                           "layer; across the network instead of NVLink it is "
                                                           "many times slower.")));
}

} // namespace

QList<Finding> checkServer(const ResolvedServer &server, bool multiNode, const QString &fabricProtocol)
{
    QList<Finding> out;
    checkSkus(server, out);
    rules::checkBuiltIn(server, out);
    rules::checkGpuSlots(server, out);
    rules::checkConsumerGpus(server, out);
    rules::checkCpuSockets(server, out);
    rules::checkMemory(server, out);
    rules::checkDrives(server, out);
    rules::checkCards(server, out);
    rules::checkPower(server, out);
    rules::checkCoresPerGpu(server, out);
    rules::checkHostMemoryPerGpu(server, out);
    if (multiNode)
        rules::checkNicBandwidthPerGpu(server, fabricProtocol, out);
    return out;
}

QList<Finding> checkPlan(const Plan &plan, const PartCatalog &catalog)
{
    return checkPlan(resolvePlan(plan, catalog));
}

QList<Finding> checkPlan(const ResolvedPlan &resolved)
{
    const Plan &plan = resolved.plan;
    const PartCatalog &catalog = resolved.catalog;
    const QList<ResolvedServer> &servers = resolved.servers;
    QList<Finding> out;
    if (plan.servers.isEmpty())
        out.append(planFinding(Severity::Warning, "no-servers",
                               QCoreApplication::translate("Rules", "The plan has no servers."),
                               QCoreApplication::translate("Rules", "Nothing to check, price or simulate.")));
    const bool multiNode = plan.totalNodes() > 1;
    const Part *sw = resolved.fabricSwitch();
    const QString fabricProtocol = sw ? sw->sw.protocol : QString();
    for (const ResolvedServer &s : servers)
        out += checkServer(s, multiNode, fabricProtocol);
    checkRack(plan, servers, out);
    checkFabricAndCloud(plan, catalog, servers, out);
    checkParallelism(plan, servers, out);
    rules::checkSoftware(plan, servers, out); // the software stack against the GPUs (rules/softwarerules.h)
    out += checkPrices(plan, catalog);        // cloud price dates (rules/pricerules.h)
    // Errors first, then warnings, then notes; the rule order within each.
    std::stable_sort(out.begin(), out.end(),
                     [](const Finding &a, const Finding &b) { return int(a.severity) < int(b.severity); });
    return out;
}

} // namespace aip
