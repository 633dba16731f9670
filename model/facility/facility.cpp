#include "facility/facility.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>

namespace aip::facility {

namespace {

// PUE by cooling. Air is the TCO's default PUE (model/tco/tcodefaults.h, kDefaultPue = 1.4): between new
// facilities at 1.3 or better and the industry average of 1.56 (Uptime Institute, Global Data Center Survey 2024).
// The others are lower because less of the heat goes through fans and chilled air:
// Rear-door heat exchanger: chilled water takes the heat at the back of the rack, the room's air handlers carry
// little, the servers' fans stay. 1.3 is an estimate between air (1.4) and direct liquid (1.2); no survey reports
// rear-door halls separately. Uptime Intelligence reports air-cooled halls with dense racks at 1.1 or better
// ("Is this air cooling's last gasp?", UII Update 254, May 2024), so 1.3 is on the cautious side.
constexpr double kPueAir = 1.4;
constexpr double kPueRearDoor = 1.3;
// Direct liquid (cold plates on GPUs and CPUs, warm water to dry coolers): 1.2, the PUE NREL says data centres
// focusing on efficiency "typically achieve ... 1.2 or less"; NREL's own warm-water liquid-cooled HPC data centre
// (ESIF) reaches an annualized 1.036 (NREL, "High-Performance Computing Data Center Power Usage Effectiveness",
// nrel.gov, read 2026-12). 1.2 leaves room for the share of heat still carried by air in a mixed hall. Germany's
// Energy Efficiency Act (EnEfG, 2023) requires 1.2 of new data centres from 2026.
constexpr double kPueDirectLiquid = 1.2;
// Immersion: 1.09, an estimate: the cooling alone measured a partial PUE of 1.037-1.053 in a two-phase immersion
// system ("Evaluation and Optimization of a Two-Phase Liquid-Immersion Cooling System for Data Centers",
// Energies 14(5):1395, 2021, Tongji University and China Mobile Shanghai), to which power distribution losses (UPS,
// transformers) and the hall's remaining air handling are added.
constexpr double kPueImmersion = 1.09;

// Power per rack by cooling. Air: 14 kW, the redundant-PDU enterprise rack of NVIDIA's AI Enterprise sizing guide
// (the rules' default). Air alone "cannot efficiently cool rack densities above 25 kW without supplemental cooling"
// (datacentres.com, "Data Centre Cooling Technologies Compared: Air, Liquid, and Immersion"); a rear door is that
// supplement: 40 kW is an estimate. Direct liquid: 80 kW, the top of the 20-80 kW AI and HPC racks Gleeds reports
// ("The future of cooling data centres: what is the best solution?"). Immersion: 100 kW, the GPU rack densities
// the datacentres.com guide gives ("routinely exceeding 100 kW"), an estimate per tank.
constexpr double kRackKwAir = 14.0;
constexpr double kRackKwRearDoor = 40.0;
constexpr double kRackKwDirectLiquid = 80.0;
constexpr double kRackKwImmersion = 100.0;

} // namespace

QString coolingName(Cooling c)
{
    switch (c) {
    case Cooling::Air: return QStringLiteral("air");
    case Cooling::RearDoor: return QStringLiteral("rear_door");
    case Cooling::DirectLiquid: return QStringLiteral("direct_liquid");
    case Cooling::Immersion: return QStringLiteral("immersion");
    }
    return QStringLiteral("air");
}

std::optional<Cooling> coolingFromName(const QString &s)
{
    for (Cooling c : {Cooling::Air, Cooling::RearDoor, Cooling::DirectLiquid, Cooling::Immersion}) {
        if (coolingName(c) == s)
            return c;
    }
    return std::nullopt;
}

QString coolingLabel(Cooling c)
{
    switch (c) {
    case Cooling::Air: return QCoreApplication::translate("Facility", "air");
    case Cooling::RearDoor: return QCoreApplication::translate("Facility", "rear-door heat exchanger");
    case Cooling::DirectLiquid: return QCoreApplication::translate("Facility", "direct liquid (cold plates)");
    case Cooling::Immersion: return QCoreApplication::translate("Facility", "immersion");
    }
    return QCoreApplication::translate("Facility", "air");
}

Facility facilityOf(const Plan &plan)
{
    Facility f;
    const QJsonValue v = plan.extra.value(QStringLiteral("facility"));
    if (v.isUndefined() || v.isNull())
        return f;
    if (!v.isObject()) {
        f.errors.append(QCoreApplication::translate("Facility", "facility: must be an object"));
        return f;
    }
    const QJsonObject o = v.toObject();
    const QJsonValue cooling = o.value(QStringLiteral("cooling"));
    if (!cooling.isUndefined()) {
        f.cooling = coolingFromName(cooling.toString());
        if (!f.cooling)
            f.errors.append(QCoreApplication::translate(
                "Facility", "facility.cooling: must be one of air, rear_door, direct_liquid, immersion"));
    }
    const QJsonValue kw = o.value(QStringLiteral("rack_kw_limit"));
    if (!kw.isUndefined()) {
        if (kw.isDouble() && planfields::accepts(rackKwLimitField(), kw.toDouble()))
            f.rackKwLimit = kw.toDouble();
        else
            f.errors.append(QCoreApplication::translate(
                "Facility", "facility.rack_kw_limit: must be a number from 0.1 to 1000 (kW)"));
    }
    const QJsonValue per = o.value(QStringLiteral("servers_per_rack"));
    if (!per.isUndefined()) {
        const double n = per.toDouble(-1);
        if (per.isDouble() && planfields::accepts(serversPerRackField(), n))
            f.serversPerRack = int(n);
        else
            f.errors.append(
                QCoreApplication::translate("Facility", "facility.servers_per_rack: must be a positive integer"));
    }
    const QJsonValue floor = o.value(QStringLiteral("floor_kpa"));
    if (!floor.isUndefined()) {
        if (floor.isDouble() && planfields::accepts(floorKpaField(), floor.toDouble()))
            f.floorKpa = floor.toDouble();
        else
            f.errors.append(
                QCoreApplication::translate("Facility", "facility.floor_kpa: must be a number from %1 to %2 (kPa)")
                    .arg(floorKpaField().min)
                    .arg(floorKpaField().max));
    }
    const QJsonValue feeds = o.value(QStringLiteral("feeds"));
    if (!feeds.isUndefined()) {
        if (feeds.toString() == QLatin1String("a+b"))
            f.dualFeeds = true;
        else if (feeds.toString() != QLatin1String("a"))
            f.errors.append(QCoreApplication::translate("Facility", "facility.feeds: must be \"a\" or \"a+b\""));
    }
    return f;
}

void setFacility(Plan &plan, const Facility &f)
{
    QJsonObject o = plan.extra.value(QStringLiteral("facility")).toObject();
    const auto put = [&o](const char *key, const std::optional<QJsonValue> &v) {
        if (v)
            o.insert(QLatin1String(key), *v);
        else
            o.remove(QLatin1String(key));
    };
    put("cooling", f.cooling ? std::optional<QJsonValue>(coolingName(*f.cooling)) : std::nullopt);
    put("rack_kw_limit", f.rackKwLimit ? std::optional<QJsonValue>(*f.rackKwLimit) : std::nullopt);
    put("servers_per_rack", f.serversPerRack ? std::optional<QJsonValue>(*f.serversPerRack) : std::nullopt);
    // A single feed is the default: written as "a" only when the file said so already.
    const bool saidFeeds = o.contains(QStringLiteral("feeds"));
    put("feeds",
        f.dualFeeds ? std::optional<QJsonValue>(QStringLiteral("a+b"))
                    : (saidFeeds ? std::optional<QJsonValue>(QStringLiteral("a")) : std::nullopt));
    put("floor_kpa", f.floorKpa ? std::optional<QJsonValue>(*f.floorKpa) : std::nullopt);
    if (o.isEmpty())
        plan.extra.remove(QStringLiteral("facility"));
    else
        plan.extra.insert(QStringLiteral("facility"), o);
}

// The ranges facilityOf() accepts: 0.1-1000 kW, as rack.power_limit_kw in the field table, and 1-1000 servers.
const planfields::NumericField &rackKwLimitField()
{
    static const planfields::NumericField field{"facility.rack_kw_limit", 0.1, 1000.0, false, "kW"};
    return field;
}

const planfields::NumericField &serversPerRackField()
{
    static const planfields::NumericField field{"facility.servers_per_rack", 1, 1000, true, ""};
    return field;
}

// The floor ratings facilityOf() accepts, kPa. 1 kPa is below the live load any occupied floor is designed for (an
// office floor: 50 psf, 2.4 kPa, ASCE/SEI 7-16 Table 4.3-1); 100 kPa is eight times TIA-942's 12 kPa and well above
// the heavy-manufacturing floors of that table (250 psf, 12 kPa): a slab on grade rated higher than that is not the
// rack's limit.
const planfields::NumericField &floorKpaField()
{
    static const planfields::NumericField field{"facility.floor_kpa", 1.0, 100.0, false, "kPa"};
    return field;
}

double floorRatingKpa(const Facility &f)
{
    return f.floorKpa.value_or(kDefaultFloorKpa);
}

QString floorRatingSource(const Facility &f)
{
    if (f.floorKpa)
        return QCoreApplication::translate("Facility", "plan (facility.floor_kpa)");
    return QCoreApplication::translate("Facility", "TIA-942 Rated-3, 12 kPa (250 lbf/ft2)");
}

double coolingPue(Cooling c)
{
    switch (c) {
    case Cooling::Air: return kPueAir;
    case Cooling::RearDoor: return kPueRearDoor;
    case Cooling::DirectLiquid: return kPueDirectLiquid;
    case Cooling::Immersion: return kPueImmersion;
    }
    return kPueAir;
}

QString coolingPueSource(Cooling c)
{
    switch (c) {
    case Cooling::Air:
        return QCoreApplication::translate(
            "Facility",
            "1.4 for air cooling: estimate between new facilities (1.3 or better) and the industry average of "
            "1.56 (Uptime Institute, Global Data Center Survey 2024)");
    case Cooling::RearDoor:
        return QCoreApplication::translate(
            "Facility",
            "1.3 for rear-door heat exchangers: estimate between air (1.4) and direct liquid (1.2); air-cooled "
            "halls with dense racks reach 1.1 or better (Uptime Intelligence, UII Update 254, May 2024)");
    case Cooling::DirectLiquid:
        return QCoreApplication::translate(
            "Facility",
            "1.2 for direct liquid cooling: data centres focusing on efficiency typically reach 1.2 or less; "
            "NREL's warm-water liquid-cooled HPC data centre reaches 1.036 (NREL, High-Performance Computing "
            "Data Center Power Usage Effectiveness, web page read 2026-12)");
    case Cooling::Immersion:
        return QCoreApplication::translate(
            "Facility",
            "1.09 for immersion: estimate; the cooling alone measured a partial PUE of 1.037-1.053 (Energies "
            "14(5):1395, 2021, two-phase immersion), plus power distribution losses");
    }
    return {};
}

double coolingRackKw(Cooling c)
{
    switch (c) {
    case Cooling::Air: return kRackKwAir;
    case Cooling::RearDoor: return kRackKwRearDoor;
    case Cooling::DirectLiquid: return kRackKwDirectLiquid;
    case Cooling::Immersion: return kRackKwImmersion;
    }
    return kRackKwAir;
}

QString coolingRackKwSource(Cooling c)
{
    switch (c) {
    case Cooling::Air:
        return QCoreApplication::translate("Facility",
                                           "14 kW: the enterprise rack of the NVIDIA AI Enterprise sizing guide");
    case Cooling::RearDoor:
        return QCoreApplication::translate(
            "Facility",
            "40 kW for a rear-door heat exchanger: estimate (air alone stops at about 25 kW, datacentres.com "
            "cooling guide)");
    case Cooling::DirectLiquid:
        return QCoreApplication::translate(
            "Facility", "80 kW for direct liquid cooling: the top of the 20-80 kW AI racks Gleeds reports");
    case Cooling::Immersion:
        return QCoreApplication::translate(
            "Facility",
            "100 kW per immersion tank: estimate (liquid-cooled AI racks routinely exceed 100 kW, "
            "datacentres.com cooling guide)");
    }
    return {};
}

double rackLimitKw(const Plan &plan, const Facility &f)
{
    if (f.rackKwLimit)
        return *f.rackKwLimit;
    if (plan.rack.powerLimitKw)
        return *plan.rack.powerLimitKw;
    return coolingRackKw(f.coolingOrAir());
}

QString rackLimitSource(const Plan &plan, const Facility &f)
{
    if (f.rackKwLimit)
        return QCoreApplication::translate("Facility", "plan (facility.rack_kw_limit)");
    if (plan.rack.powerLimitKw)
        return QCoreApplication::translate("Facility", "plan (rack.power_limit_kw)");
    return coolingRackKwSource(f.coolingOrAir());
}

} // namespace aip::facility
