#include "facility/rackweight.h"

#include "facility/coolingcheck.h"
#include "hardware/part.h"
#include "rules/ruletext.h"

#include <QCoreApplication>

namespace aip::facility {

namespace {

constexpr const char *kDgxA100Source = "NVIDIA DGX A100 User Guide, system specifications: 271.5 lb (123.16 kg)";
constexpr const char *kDgxH100Source = "NVIDIA DGX H100/H200 User Guide, system specifications: 287.6 lb (130.45 kg)";

// Dell's spec sheet for the R760xa (delltechnologies.com/asset/en-us/products/servers/technical-support/
// poweredge-r760xa-spec-sheet.pdf) as its weight is recorded, 63.0 lb, by the NetBox device-type library
// (netbox-community/devicetype-library, device-types/Dell/PowerEdge-R760xa.yaml @0883275, which cites the spec sheet,
// the technical guide and the installation and service manual); the sheet itself could not be read here.
// 63.0 lb x 0.45359237 = 28.58 kg.
constexpr const char *kR760xaSource
    = "Dell PowerEdge R760xa spec sheet, 63.0 lb (28.58 kg), as recorded by the NetBox device-type library "
      "(device-types/Dell/PowerEdge-R760xa.yaml @0883275)";

// Retrieved 2026-12. Only the systems whose vendor documents state a weight; other chassis get no weight and no
// finding. Left out for want of a vendor figure found here (issue 21 report): Dell XE9680 and XE8545, Gigabyte
// G593-SD0, Supermicro AS-4124GO-NART, AS-4124GS-TNR, AS-4125GS-TNRT, AS-8125GS-TNMR2, SYS-221GE-NR, SYS-421GE-TNRT,
// SYS-821GE-TNHR and SYS-822GA-NGR3.
const QList<SystemWeight> kWeights = {
    {"nvidia-dgx-a100-40gb", 123.16, kDgxA100Source},
    {"nvidia-dgx-a100-80gb", 123.16, kDgxA100Source},
    {"nvidia-dgx-h100", 130.45, kDgxH100Source},
    {"nvidia-dgx-h200", 130.45, kDgxH100Source}, // the same chassis and guide as the DGX H100
    {"dell-poweredge-r760xa", 28.58, kR760xaSource},
};

const ResolvedServer *serverOf(const QList<ResolvedServer> &servers, const QString &id)
{
    for (const ResolvedServer &s : servers) {
        if (s.spec && s.spec->id == id)
            return &s;
    }
    return nullptr;
}

} // namespace

const QList<SystemWeight> &systemWeights()
{
    return kWeights;
}

const SystemWeight *systemWeight(const QString &chassisSku)
{
    for (const SystemWeight &w : kWeights) {
        if (chassisSku == QLatin1String(w.sku))
            return &w;
    }
    return nullptr;
}

QList<RackWeight> rackWeights(const Plan &plan, const QList<ResolvedServer> &servers)
{
    QList<RackWeight> out;
    for (const RackLoad &l : rackLoads(plan, servers)) {
        const ResolvedServer *s = serverOf(servers, l.serverId);
        const SystemWeight *w = s && s->chassis ? systemWeight(s->chassis->sku) : nullptr;
        if (!w)
            continue;
        RackWeight r;
        r.serverId = l.serverId;
        r.serversPerRack = l.serversPerRack;
        r.kgPerServer = w->kg;
        r.source = w->source;
        r.kg = l.serversPerRack * w->kg + kRackKg;
        r.kpa = r.kg * kStandardGravity / kRackFootprintM2 / 1000.0;
        out.append(r);
    }
    return out;
}

QList<Finding> floorLoadFindings(const Plan &plan, const QList<ResolvedServer> &servers)
{
    QList<Finding> out;
    const Facility f = facilityOf(plan);
    const double rating = floorRatingKpa(f);
    for (const RackWeight &r : rackWeights(plan, servers)) {
        if (r.kpa <= rating + 1e-9)
            continue;
        const ResolvedServer *s = serverOf(servers, r.serverId);
        const QString name = s && s->chassis ? rules::chassisName(*s) : r.serverId;
        out.append({Severity::Warning,
                    QStringLiteral("rack-floor-load"),
                    QCoreApplication::translate("Facility",
                                                "%1 x %2 in one rack weigh about %3 kg with the rack: %4 kPa on its "
                                                "%5 m2 footprint, more than the %6 kPa the floor is rated for.")
                        .arg(r.serversPerRack)
                        .arg(name)
                        .arg(r.kg, 0, 'f', 0)
                        .arg(r.kpa, 0, 'f', 1)
                        .arg(kRackFootprintM2, 0, 'f', 2)
                        .arg(rating, 0, 'f', 1),
                    QCoreApplication::translate(
                        "Facility",
                        "An overloaded floor deflects or fails under the rack. Ask the building's structural engineer "
                        "for the real rating (facility.floor_kpa), spread the servers over more racks "
                        "(facility.servers_per_rack) or use spreader plates. Weights: %1; the empty rack with PDUs "
                        "about %2 kg (an estimate). Rating: %3.")
                        .arg(QLatin1String(r.source))
                        .arg(kRackKg, 0, 'f', 0)
                        .arg(floorRatingSource(f)),
                    r.serverId,
                    {}});
    }
    return out;
}

} // namespace aip::facility
