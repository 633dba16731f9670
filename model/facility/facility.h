#pragma once
// The facility the owned cluster stands in: the plan's `facility` (DESIGN.md, "Contract additions (2026-12)"):
//   {"cooling": "air" | "rear_door" | "direct_liquid" | "immersion", "rack_kw_limit", "servers_per_rack",
//    "feeds": "a" | "a+b"}
// The cooling sets the PUE the TCO uses when costs.pue is unset, and the power a rack takes when neither
// facility.rack_kw_limit nor rack.power_limit_kw is set. The member is read from the plan's unknown top-level
// members (Plan::extra), which the plan reader keeps and the writer writes back verbatim, so a plan round-trips it
// without a field of its own in model/plan.

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
    bool dualFeeds = false; // "a+b": two independent feeds, each able to carry the whole rack
    QStringList errors;     // "facility.cooling: must be one of air, rear_door, direct_liquid, immersion"
    Cooling coolingOrAir() const { return cooling.value_or(Cooling::Air); }
};

Facility facilityOf(const Plan &plan);
// Writes f into the plan's `facility` member (the four members above; other members the file had are kept), or
// removes the member when f sets nothing. f.errors is not written.
void setFacility(Plan &plan, const Facility &f);

// The facility's numeric fields, as entries of the plan's field table (plan/planfields.h): facilityOf() checks the
// values with planfields::accepts and the facility editor takes its limits from them. They are not in
// planfields::numericFields() because the plan reader keeps `facility` as an unknown member and reports its
// errors through the rules (code "facility-invalid"), not as a reader error.
const planfields::NumericField &rackKwLimitField();
const planfields::NumericField &serversPerRackField();

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
