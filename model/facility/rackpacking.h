#pragma once
// How many racks the servers of a plan fill: the one packing the cluster panel, the rack finding and the TCO use
// (before, the panel divided the total power by the rack limit and the rules packed whole servers, so a plan of
// 128 DGX A100 was 60 racks on one and 64 on the other).
// Each server type fills racks of its own: per rack = min(floor(rack kW / server kW), floor(rack units / server
// units), facility.servers_per_rack), at least 1; racks = ceil(nodes / per rack). A server that draws more than a
// rack takes a rack of its own (and the rules report it as an error). Power is the nominal (nameplate) power of
// the node; a rack is never filled past its limit at full load. Fabric switches stand in network racks of their
// own and are not counted here.

#include "facility/facility.h"
#include "hardware/serverconfig.h"

#include <QList>
#include <QString>

#include <optional>

namespace aip::facility {

inline constexpr int kDefaultRackUnits = 42; // a standard 42U cabinet

struct RackGroup {
    QString serverId;
    int nodes = 0;
    double kwPerNode = 0;
    int rackUnitsPerNode = 0; // 0 when the chassis does not say
    int perRack = 0;
    int racks = 0;
    bool overLimit = false; // one node draws more than a rack takes
};

struct RackPacking {
    double limitKw = 0;
    int units = kDefaultRackUnits;
    std::optional<int> serversPerRack; // the facility's cap, when it sets one
    QList<RackGroup> groups;           // one per server type with a known chassis, in plan order
    int racks = 0;
    double totalKw = 0; // the servers' nominal power
};

RackPacking packRacks(const Plan &plan, const QList<ResolvedServer> &servers);

} // namespace aip::facility
