#pragma once
// Power and cooling of the racks (issue 21, item 2): how much heat each cooling removes from one rack, its PUE
// range, the power distribution a rack needs (feeds and PDUs), and the findings when a rack draws more than its
// cooling removes. The rule book (model/analysis/planfindings) runs facilityFindings() as one of its sources, so
// the GUI, `aiplanner-cli check` and the quote PDF report the same findings.
//
// Two figures per cooling: coolingRackKw() (facility.h) is the power a rack is planned with when the plan sets
// none (a typical density); coolingMaxRackKw() here is the most a rack of that cooling removes at all, from the
// densest published designs. A rack loaded past the second is an error; a plan that asks for more servers per
// rack than its power limit or height allows is told how they are packed instead.

#include "facility/facility.h"
#include "hardware/serverconfig.h"
#include "rules/finding.h"

#include <QList>
#include <QString>

namespace aip::facility {

// The most heat one rack of this cooling removes, kW, and where the figure comes from (translated).
double coolingMaxRackKw(Cooling c);
QString coolingMaxRackKwSource(Cooling c);

// The PUE a hall of this cooling reaches, lowest and highest reported, with the publication (translated).
struct PueRange {
    double low = 1.0;
    double high = 1.0;
};
PueRange coolingPueRange(Cooling c);
QString coolingPueRangeSource(Cooling c);

// A rack PDU on a three-phase 208 V, 60 A circuit loaded to 80 % (the continuous-load limit of the US National
// Electrical Code, NFPA 70, 210.19/210.20): 208 V x 48 A x sqrt(3) = 17.3 kW. A derivation, not a product.
inline constexpr double kPduKw = 17.3;
// PDUs one rack needs: enough for its load on each feed; with A+B feeds each feed carries the whole rack.
int pdusPerRack(double rackKw, bool dualFeeds);

// Floor one rack takes with its share of the aisles, m^2: an estimate. A rack 0.6 m wide and about 1.1 m deep (the
// de-facto standard rack of K. Solnushkin, "Floorplanning", clusterdesign.org) with half of a 1.22 m (two 2-ft
// floor tiles) cold aisle in front and half of an aisle as wide behind (Enconnex, "Data Center Design Overview:
// Cabinet Layout, Rack Design, & More", 2022-01-25, for the cold aisle; the hot aisle taken as wide):
// 0.6 x (1.1 + 1.22) = 1.39 m^2. Service clearances at the row ends are not counted.
inline constexpr double kFloorM2PerRack = 0.6 * (1.1 + 1.22);

// The heaviest rack the plan asks for: the servers of one type per rack (facility.servers_per_rack when set,
// else what the packing puts in a rack), their power, and the server type.
struct RackLoad {
    QString serverId;
    int serversPerRack = 0;
    double kwPerServer = 0;
    double kw = 0;
};
QList<RackLoad> rackLoads(const Plan &plan, const QList<ResolvedServer> &servers);

// The findings about power and cooling: codes "rack-cooling" (error: a rack draws more than its cooling
// removes), "rack-cooling-limit" (warning: the rack power limit is above what the cooling removes),
// "servers-per-rack" (warning: facility.servers_per_rack cannot be honoured), "rack-power-distribution" (note:
// feeds and PDUs per rack).
QList<Finding> facilityFindings(const Plan &plan, const QList<ResolvedServer> &servers);

} // namespace aip::facility
