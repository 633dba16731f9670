#include "facility/coolingcheck.h"

#include "facility/rackpacking.h"
#include "facility/rackweight.h"
#include "rules/ruletext.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace aip::facility {

namespace {

// The most heat one rack removes, by cooling (read 2026-12):
// Air: 41 kW, four DGX H100 (10.2 kW each, 40.8 kW) per rack, the densest rack of NVIDIA's air-cooled design,
// "DGX SuperPOD: Data Center Design Featuring NVIDIA DGX H100 Systems" (NVIDIA documentation, planning chapter,
// 2023). Rear door: 75 kW, the top capacity band (55-75 kW) of HPE's Motivair liquid-cooled doors, "HPE
// Liquid-Cooled Door QuickSpecs" (HPE, 2026), with the water held 2 degC above the dew point. Direct liquid:
// 150 kW, NVIDIA's "DGX SuperPOD Reference Architecture with DGX GB200 Systems" (NVIDIA documentation, 2025): a
// scalable unit of 8 liquid-cooled DGX GB200 racks needs 1.2 MW, 150 kW a rack. Immersion: 300 kW, the largest
// single-phase tank module of the 60-300 kW a cooling integrator gives (Edarat Group, "Liquid cooling", web page,
// read 2026-12; a vendor's figure).
constexpr double kMaxKwAir = 41.0;
constexpr double kMaxKwRearDoor = 75.0;
constexpr double kMaxKwDirectLiquid = 150.0;
constexpr double kMaxKwImmersion = 300.0;

QString kw(double v)
{
    return QString::number(v, 'f', 1);
}

Finding planFinding(Severity severity, const char *code, const QString &message, const QString &reason,
                    const QString &serverId = {})
{
    return {severity, QString::fromLatin1(code), message, reason, serverId, {}};
}

const ResolvedServer *serverOf(const QList<ResolvedServer> &servers, const QString &id)
{
    for (const ResolvedServer &s : servers) {
        if (s.spec && s.spec->id == id)
            return &s;
    }
    return nullptr;
}

// As the rules name a server: its chassis's Chinese name in a Chinese interface (rules::chassisName()).
QString serverName(const ResolvedServer *s)
{
    return s ? rules::chassisName(*s) : QString();
}

} // namespace

double coolingMaxRackKw(Cooling c)
{
    switch (c) {
    case Cooling::Air: return kMaxKwAir;
    case Cooling::RearDoor: return kMaxKwRearDoor;
    case Cooling::DirectLiquid: return kMaxKwDirectLiquid;
    case Cooling::Immersion: return kMaxKwImmersion;
    }
    return kMaxKwAir;
}

QString coolingMaxRackKwSource(Cooling c)
{
    switch (c) {
    case Cooling::Air:
        return QCoreApplication::translate(
            "Facility",
            "41 kW for air: four DGX H100 of 10.2 kW in one rack, the densest rack of NVIDIA's air-cooled "
            "design (NVIDIA, \"DGX SuperPOD: Data Center Design Featuring NVIDIA DGX H100 Systems\", 2023)");
    case Cooling::RearDoor:
        return QCoreApplication::translate(
            "Facility",
            "75 kW for a rear-door heat exchanger: the top capacity band (55-75 kW) of HPE's Motivair "
            "liquid-cooled doors (HPE, \"HPE Liquid-Cooled Door QuickSpecs\", 2026)");
    case Cooling::DirectLiquid:
        return QCoreApplication::translate(
            "Facility",
            "150 kW for direct liquid cooling: a scalable unit of 8 liquid-cooled DGX GB200 racks needs "
            "1.2 MW (NVIDIA, \"DGX SuperPOD Reference Architecture with DGX GB200 Systems\", 2025)");
    case Cooling::Immersion:
        return QCoreApplication::translate(
            "Facility",
            "300 kW per immersion tank: the largest single-phase tank module of the 60-300 kW a cooling "
            "integrator gives (Edarat Group, \"Liquid cooling\"; a vendor's figure)");
    }
    return {};
}

// PUE ranges (read 2026-12). Air: 1.3 (new, larger facilities "1.3 or better") to 1.6 (the industry average,
// 1.58 in 2023 and 1.56 in 2024), Uptime Institute, "Global Data Center Survey" 2023 and 2024. Rear door: 1.2-1.4,
// an estimate between air and direct liquid (no survey reports rear-door halls separately; Uptime Intelligence,
// UII Update 254, May 2024, reports air-cooled halls with dense racks at 1.1 or better). Direct liquid: 1.1-1.25,
// around the "1.2 or less" NREL gives for data centres focusing on efficiency (its warm-water liquid-cooled ESIF
// hall: 1.036 annualized; NREL, "High-Performance Computing Data Center Power Usage Effectiveness"), give or take
// the share of heat still carried by air. Immersion: 1.03-1.15, an estimate from the partial PUE of 1.037-1.053
// measured for the cooling of a two-phase immersion system (Energies 14(5):1395, 2021) up to that plus power
// distribution losses and the hall's remaining air handling.
PueRange coolingPueRange(Cooling c)
{
    switch (c) {
    case Cooling::Air: return {1.3, 1.6};
    case Cooling::RearDoor: return {1.2, 1.4};
    case Cooling::DirectLiquid: return {1.1, 1.25};
    case Cooling::Immersion: return {1.03, 1.15};
    }
    return {1.3, 1.6};
}

QString coolingPueRangeSource(Cooling c)
{
    switch (c) {
    case Cooling::Air:
        return QCoreApplication::translate(
            "Facility",
            "PUE 1.3-1.6 for air: new facilities reach 1.3 or better, the industry average is 1.56 "
            "(Uptime Institute, Global Data Center Survey 2024)");
    case Cooling::RearDoor:
        return QCoreApplication::translate(
            "Facility",
            "PUE 1.2-1.4 for rear-door heat exchangers: estimate between air and direct liquid cooling (no survey "
            "reports rear-door halls separately)");
    case Cooling::DirectLiquid:
        return QCoreApplication::translate(
            "Facility",
            "PUE 1.1-1.25 for direct liquid cooling: estimate around the 1.2 or less NREL gives for data centres "
            "focusing on efficiency (its liquid-cooled HPC hall: 1.036)");
    case Cooling::Immersion:
        return QCoreApplication::translate(
            "Facility",
            "PUE 1.03-1.15 for immersion: estimate from a measured partial PUE of 1.037-1.053 for the cooling "
            "(Energies 14(5):1395, 2021) plus power distribution losses");
    }
    return {};
}

int pdusPerRack(double rackKw, bool dualFeeds)
{
    const int perFeed = std::max(1, int(std::ceil(rackKw / kPduKw - 1e-9)));
    return dualFeeds ? 2 * perFeed : perFeed;
}

QList<RackLoad> rackLoads(const Plan &plan, const QList<ResolvedServer> &servers)
{
    const RackPacking packing = packRacks(plan, servers);
    QList<RackLoad> out;
    for (const RackGroup &g : packing.groups) {
        RackLoad l;
        l.serverId = g.serverId;
        l.kwPerServer = g.kwPerNode;
        // What the plan asks for (facility.servers_per_rack) rather than what the packing could place: a density
        // the packing had to spread is still what the buyer meant to build.
        const int asked = packing.serversPerRack ? *packing.serversPerRack : g.perRack;
        l.serversPerRack = std::max(1, std::min(asked, g.nodes));
        l.kw = l.serversPerRack * l.kwPerServer;
        out.append(l);
    }
    return out;
}

QList<Finding> facilityFindings(const Plan &plan, const QList<ResolvedServer> &servers)
{
    QList<Finding> out;
    const Facility f = facilityOf(plan);
    if (!f.errors.isEmpty())
        return out; // the rules report the facility's own errors; its figures are not used then
    const Cooling cooling = f.coolingOrAir();
    const double maxKw = coolingMaxRackKw(cooling);
    const RackPacking packing = packRacks(plan, servers);
    const QList<RackLoad> loads = rackLoads(plan, servers);
    bool overCooling = false;
    for (const RackLoad &l : loads) {
        const ResolvedServer *s = serverOf(servers, l.serverId);
        if (l.kw > maxKw + 1e-9) {
            overCooling = true;
            out.append(planFinding(
                Severity::Error, "rack-cooling",
                QCoreApplication::translate(
                    "Facility",
                    "%1 x %2 in one rack (%3 kW max each) draw %4 kW; %5 cooling removes at most %6 kW from a "
                    "rack.")
                    .arg(l.serversPerRack)
                    .arg(serverName(s), kw(l.kwPerServer), kw(l.kw), coolingLabel(cooling), kw(maxKw)),
                QCoreApplication::translate(
                    "Facility",
                    "Heat a rack's cooling cannot remove throttles or trips the servers. Choose a cooling that "
                    "carries the rack (facility.cooling) or fewer servers per rack. Source: %1.")
                    .arg(coolingMaxRackKwSource(cooling)),
                l.serverId));
        }
        if (!packing.serversPerRack)
            continue;
        for (const RackGroup &g : packing.groups) {
            if (g.serverId != l.serverId || g.perRack >= l.serversPerRack)
                continue;
            const bool byPower = l.kw > packing.limitKw + 1e-9;
            const bool byHeight = g.rackUnitsPerNode > 0 && l.serversPerRack * g.rackUnitsPerNode > packing.units;
            QStringList why;
            if (byPower)
                why.append(QCoreApplication::translate("Facility", "%1 kW is more than the rack's %2 kW")
                               .arg(kw(l.kw), kw(packing.limitKw)));
            if (byHeight)
                why.append(QCoreApplication::translate("Facility", "%1U is more than the rack's %2U")
                               .arg(l.serversPerRack * g.rackUnitsPerNode)
                               .arg(packing.units));
            out.append(planFinding(
                Severity::Warning, "servers-per-rack",
                QCoreApplication::translate("Facility",
                                            "facility.servers_per_rack asks for %1 %2 per rack, but %3: they are "
                                            "counted %4 per rack.")
                    .arg(l.serversPerRack)
                    .arg(serverName(serverOf(servers, l.serverId)))
                    .arg(why.join(QCoreApplication::translate("Facility", "; ")))
                    .arg(g.perRack),
                QCoreApplication::translate("Facility",
                                            "A rack holds what its power feed and its height allow; the racks, the "
                                            "floor space and the TCO are counted with the packing that fits."),
                l.serverId));
        }
    }
    if (!overCooling && !loads.isEmpty() && packing.limitKw > maxKw + 1e-9)
        out.append(planFinding(
            Severity::Warning, "rack-cooling-limit",
            QCoreApplication::translate("Facility",
                                        "The rack power limit of %1 kW is more than %2 cooling removes from a rack "
                                        "(at most %3 kW).")
                .arg(kw(packing.limitKw), coolingLabel(cooling), kw(maxKw)),
            QCoreApplication::translate("Facility", "Racks filled to the limit would overheat. Source: %1.")
                .arg(coolingMaxRackKwSource(cooling))));
    if (!loads.isEmpty()) {
        double heaviest = 0;
        for (const RackGroup &g : packing.groups)
            heaviest = std::max(heaviest, std::min(g.perRack, g.nodes) * g.kwPerNode);
        // English plurals as two messages (Chinese has one form): "1 PDU", "2 PDUs"; "1 rack takes", "3 racks take".
        const int pdus = pdusPerRack(heaviest, f.dualFeeds);
        const QString feedsText = f.dualFeeds ? QCoreApplication::translate("Facility", "on A+B feeds")
                                              : QCoreApplication::translate("Facility", "on one feed");
        const QString pduText = pdus == 1
            ? QCoreApplication::translate("Facility", "1 PDU of %1 kW per rack").arg(kw(kPduKw))
            : QCoreApplication::translate("Facility", "%1 PDUs of %2 kW per rack").arg(pdus).arg(kw(kPduKw));
        const QString floor = QString::number(packing.racks * kFloorM2PerRack, 'f', 1);
        const QString floorText = packing.racks == 1
            ? QCoreApplication::translate("Facility", "The rack takes about %1 m2 of floor.").arg(floor)
            : QCoreApplication::translate("Facility", "The %1 racks take about %2 m2 of floor.")
                  .arg(packing.racks)
                  .arg(floor);
        out.append(planFinding(
            Severity::Info, "rack-power-distribution",
            QCoreApplication::translate("Facility",
                                        "The heaviest rack draws up to %1 kW %2: %3 (%4 cooling, PUE %5-%6). %7")
                .arg(kw(heaviest), feedsText, pduText, coolingLabel(cooling))
                .arg(coolingPueRange(cooling).low, 0, 'f', 2)
                .arg(coolingPueRange(cooling).high, 0, 'f', 2)
                .arg(floorText),
            QCoreApplication::translate("Facility",
                                        "With A+B feeds each feed carries the whole rack, so a rack needs its PDUs "
                                        "twice. A PDU is counted at 17.3 kW: a three-phase 208 V, 60 A circuit "
                                        "loaded to 80 % (NFPA 70, National Electrical Code). Floor: about 1.4 m2 a "
                                        "rack with its share of the aisles (an estimate: a 0.6 x 1.1 m rack and "
                                        "1.22 m aisles, Enconnex 2022).")));
    }
    out += floorLoadFindings(plan, servers); // rackweight.h: the racks' weight on the floor
    return out;
}

} // namespace aip::facility
