#include "facility/rackpacking.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace aip::facility {

RackPacking packRacks(const Plan &plan, const QList<ResolvedServer> &servers)
{
    const Facility f = facilityOf(plan);
    RackPacking p;
    p.limitKw = rackLimitKw(plan, f);
    p.units = plan.rack.units.value_or(kDefaultRackUnits);
    p.serversPerRack = f.serversPerRack;
    for (const ResolvedServer &s : servers) {
        if (!s.chassis || s.nodes() <= 0)
            continue;
        RackGroup g;
        g.serverId = s.spec ? s.spec->id : QString();
        g.nodes = s.nodes();
        g.kwPerNode = s.nominalPowerW() / 1000.0;
        g.rackUnitsPerNode = s.chassis->chassis.rackUnits;
        g.overLimit = g.kwPerNode > p.limitKw;
        int perRack = g.kwPerNode > 0 ? int(std::floor(p.limitKw / g.kwPerNode)) : g.nodes;
        if (g.rackUnitsPerNode > 0)
            perRack = std::min(perRack, p.units / g.rackUnitsPerNode);
        if (p.serversPerRack)
            perRack = std::min(perRack, *p.serversPerRack);
        g.perRack = std::max(perRack, 1);
        // Rounded up in 64 bits and held at the int range: a hostile node count must not overflow.
        const long long racks = (static_cast<long long>(g.nodes) + g.perRack - 1) / g.perRack;
        g.racks = static_cast<int>(std::min<long long>(racks, std::numeric_limits<int>::max()));
        p.racks = static_cast<int>(
            std::min<long long>(static_cast<long long>(p.racks) + g.racks, std::numeric_limits<int>::max()));
        p.totalKw += g.kwPerNode * g.nodes;
        p.groups.append(g);
    }
    return p;
}

} // namespace aip::facility
