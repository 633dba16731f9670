#pragma once
// The facility the owned cluster stands in: the plan's `facility` (DESIGN.md, "Contract additions (2026-12)"):
//   {"cooling": "air" | "rear_door" | "direct_liquid" | "immersion", "rack_kw_limit", "servers_per_rack",
//    "feeds": "a" | "a+b", "floor_kpa"}
// The cooling sets the PUE the TCO uses when costs.pue is unset, and the power a rack takes when neither
// facility.rack_kw_limit nor rack.power_limit_kw is set. The member is read from the plan's unknown top-level
// members (Plan::extra), which the plan reader keeps and the writer writes back verbatim, so a plan round-trips it
// without a field of its own in model/plan. facility.floor_kpa (a contract addition, 2026-12) is the floor's rated
// load, kPa, that the racks' weight is checked against (rackweight.h); unset, TIA-942's 12 kPa below.

#include "plan/plan.h"
#include "plan/planfields.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace aip::facility {

enum class Cooling { Air, RearDoor, DirectLiquid, Immersion };
QString coolingName(Cooling c); // the plan's spelling: "air", "rear_door", ...
std::optional<Cooling> coolingFromName(const QString &s);
QString coolingLabel(Cooling c); // in words, translated

struct Facility {
    std::optional<Cooling> cooling; // unset: an air-cooled room with the TCO's default PUE
    std::optional<double> rackKwLimit;
    std::optional<int> serversPerRack;
    bool dualFeeds = false;         // "a+b": two independent feeds, each able to carry the whole rack
    std::optional<double> floorKpa; // the floor's rated load; unset: kDefaultFloorKpa
    QStringList errors;             // "facility.cooling: must be one of air, rear_door, direct_liquid, immersion"
    Cooling coolingOrAir() const { return cooling.value_or(Cooling::Air); }
};

Facility facilityOf(const Plan &plan);
// Writes f into the plan's `facility` member (the five members above; other members the file had are kept), or
// removes the member when f sets nothing. f.errors is not written.
void setFacility(Plan &plan, const Facility &f);

// The facility's numeric fields, as entries of the plan's field table (plan/planfields.h): facilityOf() checks the
// values with planfields::accepts and the facility editor takes its limits from them. They are not in
// planfields::numericFields() because the plan reader keeps `facility` as an unknown member and reports its
// errors through the rules (code "facility-invalid"), not as a reader error.
const planfields::NumericField &rackKwLimitField();
const planfields::NumericField &serversPerRackField();
const planfields::NumericField &floorKpaField();

// The floor rating used when the plan sets no facility.floor_kpa, kPa: TIA-942's 12 kPa (250 lbf/ft2) superimposed
// live load for a Rated-3 data centre (EPI, "The data centre is not meeting the 12kPa floor loading capability as per
// TIA-942 Rated-3 ...", epi-ap.com, retrieved 2026-12).
inline constexpr double kDefaultFloorKpa = 12.0;
// The floor rating the racks are checked against: facility.floor_kpa, else kDefaultFloorKpa.
double floorRatingKpa(const Facility &f);
// Where that rating comes from, in words (translated).
QString floorRatingSource(const Facility &f);

// The defaults each cooling brings, with where each figure comes from (translated, for the assumptions table).
double coolingPue(Cooling c);
QString coolingPueSource(Cooling c);
double coolingRackKw(Cooling c);
QString coolingRackKwSource(Cooling c);

// The power one rack takes: facility.rack_kw_limit, else rack.power_limit_kw, else the cooling's rack density.
double rackLimitKw(const Plan &plan, const Facility &f);
// Where that limit comes from, in words.
QString rackLimitSource(const Plan &plan, const Facility &f);

} // namespace aip::facility
