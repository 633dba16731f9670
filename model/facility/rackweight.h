#pragma once
// Weight per rack and the floor it stands on (issue 21, item 2): the complete systems' weights from their vendors'
// guides, the heaviest rack of each server type (systems + the rack; the fabric's switches stand in network racks of
// their own, rackpacking.h), and a finding when that rack loads the floor past its rating: the plan's
// facility.floor_kpa, else TIA-942's 12 kPa for a Rated-3 data centre (facility.h: kDefaultFloorKpa, with its
// source). The load is the rack's weight over its footprint (the
// "average floor load" of HP's rp7400 site preparation guide: total equipment weight / footprint area).
// The floor area of the racks is in the rack-power-distribution note (coolingcheck.h: kFloorM2PerRack).

#include "facility/facility.h"
#include "hardware/serverconfig.h"
#include "plan/plan.h"
#include "rules/finding.h"

#include <QList>
#include <QString>

#include <optional>

namespace aip::facility {

// A complete system's weight, kg, by catalog chassis SKU; where its guide says so.
struct SystemWeight {
    const char *sku;
    double kg;
    const char *source;
};
const QList<SystemWeight> &systemWeights();
const SystemWeight *systemWeight(const QString &chassisSku);

// An empty 42U enclosure with its PDUs and cable management, kg: an estimate (steel 600 x 1,100 mm enclosures of 42U
// weigh roughly 100-170 kg empty; the upper part of that range with two PDUs and cabling).
inline constexpr double kRackKg = 150.0;
// The rack's footprint, m^2: 0.6 x 1.1 m, the rack of coolingcheck.h's floor area (K. Solnushkin, "Floorplanning").
inline constexpr double kRackFootprintM2 = 0.6 * 1.1;
// The floor rating used when the plan sets none, kPa: TIA-942 Rated-3 (facility.h).
inline constexpr double kFloorRatingKpa = kDefaultFloorKpa;
inline constexpr double kStandardGravity = 9.80665; // m/s^2

struct RackWeight {
    QString serverId;
    int serversPerRack = 0;
    double kgPerServer = 0;
    double kg = 0;                // servers + the rack
    double kpa = 0;               // over the rack's footprint
    const char *source = nullptr; // the system's weight
};
// The heaviest rack of each server type whose chassis has a weight in systemWeights() (the servers per rack of
// coolingcheck.h: rackLoads).
QList<RackWeight> rackWeights(const Plan &plan, const QList<ResolvedServer> &servers);

// Code "rack-floor-load" (warning): a rack loads the floor past the plan's rating (floorRatingKpa(facilityOf(plan))).
QList<Finding> floorLoadFindings(const Plan &plan, const QList<ResolvedServer> &servers);

} // namespace aip::facility
