// Weight per rack (issue 21, item 2): the complete systems' weights, the heaviest rack of each server type and the
// finding when it loads the floor past its rating (facility/rackweight.h). Hand calculations with the sourced figures:
// DGX H100 130.45 kg, DGX A100 123.16 kg, the rack 150 kg, a 0.66 m^2 footprint, g = 9.80665, 12 kPa (or the plan's
// facility.floor_kpa).
#include "analysis/planfindings.h"
#include "facility/coolingcheck.h"
#include "facility/rackweight.h"
#include "plan/planfile.h"
#include "support/testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace aip;

namespace {

// Complete systems with the seed catalog's SKUs (so the weight table finds them): 8U and 10.2 kW (DGX H100 user
// guide), 6U and 6.5 kW (DGX A100 user guide).
PartCatalog catalog()
{
    PartCatalog cat;
    Part h100;
    h100.sku = QStringLiteral("nvidia-dgx-h100");
    h100.category = PartCategory::Chassis;
    h100.model = QStringLiteral("DGX H100");
    h100.price = 300000;
    h100.chassis.completeSystem = true;
    h100.chassis.basePowerW = 10200;
    h100.chassis.rackUnits = 8;
    cat.add(h100);
    Part a100 = h100;
    a100.sku = QStringLiteral("nvidia-dgx-a100-80gb");
    a100.model = QStringLiteral("DGX A100");
    a100.chassis.basePowerW = 6500;
    a100.chassis.rackUnits = 6;
    cat.add(a100);
    return cat;
}

Plan plan(const char *chassis, int nodes, const char *facility)
{
    Plan p;
    ServerSpec s;
    s.id = QStringLiteral("node");
    s.chassis = QLatin1String(chassis);
    s.count = nodes;
    p.servers = {s};
    p.extra.insert(QStringLiteral("facility"), QJsonDocument::fromJson(QByteArray(facility)).object());
    return p;
}

int count(const QList<Finding> &findings, const char *code)
{
    return int(std::count_if(findings.cbegin(), findings.cend(),
                             [code](const Finding &f) { return f.code == QLatin1String(code); }));
}

} // namespace

TEST_CASE("every system weight names its source")
{
    REQUIRE_FALSE(facility::systemWeights().isEmpty());
    for (const facility::SystemWeight &w : facility::systemWeights()) {
        INFO(w.sku);
        CHECK(w.kg > 20);
        // The vendor's document, and the figure in kg.
        const QString source = QString::fromLatin1(w.source);
        const QString vendor = QString::fromLatin1(w.sku).section(QLatin1Char('-'), 0, 0);
        CHECK(source.contains(vendor, Qt::CaseInsensitive));
        CHECK(source.contains(QStringLiteral("%1 kg").arg(w.kg, 0, 'f', 2)));
    }
    CHECK(facility::systemWeight(QStringLiteral("nvidia-dgx-h100"))->kg == Approx(130.45));
    CHECK(facility::systemWeight(QStringLiteral("nvidia-dgx-a100-40gb"))->kg == Approx(123.16));
    CHECK_FALSE(facility::systemWeight(QStringLiteral("no-such-chassis")));
}

TEST_CASE("four DGX H100 in a rack stay within the floor rating")
{
    const PartCatalog cat = catalog();
    // 4 x 10.2 kW = 40.8 kW: direct liquid cooling, a 41 kW rack, four per rack.
    const Plan p = plan("nvidia-dgx-h100", 8, R"({"cooling": "direct_liquid", "rack_kw_limit": 41})");
    const QList<ResolvedServer> servers = resolveServers(p, cat);
    const QList<facility::RackWeight> racks = facility::rackWeights(p, servers);
    REQUIRE(racks.size() == 1);
    CHECK(racks.at(0).serversPerRack == 4);
    CHECK(racks.at(0).kg == Approx(671.8));                // 4 x 130.45 + 150
    CHECK(racks.at(0).kpa == Approx(9.982).epsilon(1e-3)); // 671.8 x 9.80665 / 0.66 / 1000
    CHECK(count(facility::facilityFindings(p, servers), "rack-floor-load") == 0);
}

TEST_CASE("six DGX A100 in a rack load the floor past its rating")
{
    const PartCatalog cat = catalog();
    // 6 x 6.5 kW = 39 kW in 36U.
    const Plan p = plan("nvidia-dgx-a100-80gb", 12,
                        R"({"cooling": "direct_liquid", "rack_kw_limit": 40, "servers_per_rack": 6})");
    const QList<ResolvedServer> servers = resolveServers(p, cat);
    const QList<facility::RackWeight> racks = facility::rackWeights(p, servers);
    REQUIRE(racks.size() == 1);
    CHECK(racks.at(0).kg == Approx(888.96));                // 6 x 123.16 + 150
    CHECK(racks.at(0).kpa == Approx(13.209).epsilon(1e-3)); // 888.96 x 9.80665 / 0.66 / 1000
    const QList<Finding> all = facility::facilityFindings(p, servers);
    REQUIRE(count(all, "rack-floor-load") == 1);
    for (const Finding &f : all) {
        if (f.code != QLatin1String("rack-floor-load"))
            continue;
        CHECK(f.severity == Severity::Warning);
        CHECK(f.serverId == QStringLiteral("node"));
        CHECK(f.message.contains(QStringLiteral("889 kg")));
        CHECK(f.message.contains(QStringLiteral("13.2 kPa")));
        CHECK(f.reason.contains(QStringLiteral("123.16 kg")));
    }
    // The rule book reports it too (the GUI, `check` and the PDF read planFindings).
    CHECK(count(planFindings(p, cat), "rack-floor-load") == 1);

    // The same servers three to a rack: 3 x 123.16 + 150 = 519.5 kg, 7.7 kPa, no finding.
    const Plan spread = plan("nvidia-dgx-a100-80gb", 12,
                             R"({"cooling": "direct_liquid", "rack_kw_limit": 40, "servers_per_rack": 3})");
    CHECK(count(facility::facilityFindings(spread, resolveServers(spread, cat)), "rack-floor-load") == 0);
}

TEST_CASE("a Dell R760xa rack gets its weight and a floor-load finding only over the rating")
{
    PartCatalog cat = catalog();
    Part r760xa;
    r760xa.sku = QStringLiteral("dell-poweredge-r760xa"); // the seed catalog's SKU
    r760xa.category = PartCategory::Chassis;
    r760xa.model = QStringLiteral("PowerEdge R760xa");
    r760xa.price = 15000;
    r760xa.chassis.rackUnits = 2;
    r760xa.chassis.basePowerW = 2000;
    cat.add(r760xa);
    REQUIRE(facility::systemWeight(r760xa.sku));
    CHECK(facility::systemWeight(r760xa.sku)->kg == Approx(28.58)); // 63.0 lb
    // Twenty to a rack: 20 x 28.58 + 150 = 721.6 kg, 721.6 x 9.80665 / 0.66 / 1000 = 10.72 kPa.
    const char *twenty = R"({"cooling": "direct_liquid", "rack_kw_limit": 40, "servers_per_rack": 20)";
    const Plan under = plan("dell-poweredge-r760xa", 40, (QByteArray(twenty) + "}").constData());
    const QList<facility::RackWeight> racks = facility::rackWeights(under, resolveServers(under, cat));
    REQUIRE(racks.size() == 1);
    CHECK(racks.at(0).serversPerRack == 20);
    CHECK(racks.at(0).kg == Approx(721.6));
    CHECK(racks.at(0).kpa == Approx(10.722).epsilon(1e-3));
    // Under TIA-942's 12 kPa: no finding.
    CHECK(count(facility::facilityFindings(under, resolveServers(under, cat)), "rack-floor-load") == 0);
    // Over a floor rated 7.2 kPa (150 lbf/ft2): the warning, citing Dell's figure.
    const Plan over = plan("dell-poweredge-r760xa", 40, (QByteArray(twenty) + R"(, "floor_kpa": 7.2})").constData());
    const QList<Finding> all = facility::facilityFindings(over, resolveServers(over, cat));
    REQUIRE(count(all, "rack-floor-load") == 1);
    for (const Finding &f : all) {
        if (f.code == QLatin1String("rack-floor-load")) {
            CHECK(f.message.contains(QStringLiteral("PowerEdge R760xa")));
            CHECK(f.message.contains(QStringLiteral("10.7 kPa")));
            CHECK(f.reason.contains(QStringLiteral("Dell PowerEdge R760xa spec sheet")));
        }
    }
}

TEST_CASE("a chassis without a published weight gets no rack weight")
{
    PartCatalog cat = catalog();
    Part other = *cat.find(QStringLiteral("nvidia-dgx-h100"));
    other.sku = QStringLiteral("unweighed-8u");
    cat.add(other);
    const Plan p = plan("unweighed-8u", 8, R"({"cooling": "direct_liquid", "rack_kw_limit": 100})");
    CHECK(facility::rackWeights(p, resolveServers(p, cat)).isEmpty());
}

TEST_CASE(
    "the floor rating is the plan's facility.floor_kpa: a heavy rack passes a higher rating, warns at the default")
{
    const PartCatalog cat = catalog();
    // Six DGX A100 to a rack: 888.96 kg, 13.2 kPa (above).
    const char *base = R"({"cooling": "direct_liquid", "rack_kw_limit": 40, "servers_per_rack": 6)";
    const auto floorLoads = [&](const QByteArray &extra) {
        const Plan p = plan("nvidia-dgx-a100-80gb", 12, (QByteArray(base) + extra + "}").constData());
        REQUIRE(facility::facilityOf(p).errors.isEmpty());
        QList<Finding> out;
        for (const Finding &f : facility::facilityFindings(p, resolveServers(p, cat))) {
            if (f.code == QLatin1String("rack-floor-load"))
                out.append(f);
        }
        return out;
    };
    // The default: TIA-942's 12 kPa, named in the reason.
    const QList<Finding> byDefault = floorLoads("");
    REQUIRE(byDefault.size() == 1);
    CHECK(byDefault.at(0).message.contains(QStringLiteral("12.0 kPa")));
    CHECK(byDefault.at(0).reason.contains(QStringLiteral("TIA-942")));
    // A slab rated 15 kPa carries the same rack.
    CHECK(floorLoads(R"(, "floor_kpa": 15)").isEmpty());
    // A floor rated 13 kPa does not, and the finding names the plan's rating.
    const QList<Finding> rated13 = floorLoads(R"(, "floor_kpa": 13)");
    REQUIRE(rated13.size() == 1);
    CHECK(rated13.at(0).message.contains(QStringLiteral("13.0 kPa")));
    CHECK(rated13.at(0).reason.contains(QStringLiteral("facility.floor_kpa")));
    // A lighter floor than the default warns of a rack the default carries: four DGX H100 (9.98 kPa) on 7.2 kPa.
    const Plan light
        = plan("nvidia-dgx-h100", 8, R"({"cooling": "direct_liquid", "rack_kw_limit": 41, "floor_kpa": 7.2})");
    CHECK(count(facility::facilityFindings(light, resolveServers(light, cat)), "rack-floor-load") == 1);
}

TEST_CASE("facility.floor_kpa round-trips through the plan file and an out-of-range rating is refused by name")
{
    // Written by setFacility, through the plan file and back.
    Plan p = plan("nvidia-dgx-h100", 8, R"({"cooling": "air"})");
    facility::Facility f = facility::facilityOf(p);
    f.floorKpa = 7.5;
    facility::setFacility(p, f);
    const PlanReadResult back = readPlan(writePlan(p));
    REQUIRE(back.ok());
    const facility::Facility read = facility::facilityOf(*back.plan);
    CHECK(read.errors.isEmpty());
    REQUIRE(read.floorKpa.has_value());
    CHECK(*read.floorKpa == 7.5);
    CHECK(facility::floorRatingKpa(read) == 7.5);
    CHECK(read.cooling == facility::Cooling::Air);
    // Unset, the rating is the default and the member goes.
    f.floorKpa.reset();
    facility::setFacility(p, f);
    CHECK_FALSE(p.extra.value(QStringLiteral("facility")).toObject().contains(QStringLiteral("floor_kpa")));
    CHECK(facility::floorRatingKpa(facility::facilityOf(p)) == facility::kDefaultFloorKpa);

    // The range is the field table's: below 1 kPa, above 100 kPa or not a number is an error naming the field, and
    // the rules report it (code facility-invalid), so `check` refuses the plan.
    CHECK(planfields::accepts(facility::floorKpaField(), 1.0));
    CHECK(planfields::accepts(facility::floorKpaField(), 100.0));
    for (const char *bad : {R"({"floor_kpa": 0.5})", R"({"floor_kpa": 150})", R"({"floor_kpa": "12"})"}) {
        INFO(bad);
        const Plan wrong = plan("nvidia-dgx-h100", 8, bad);
        const facility::Facility w = facility::facilityOf(wrong);
        CHECK_FALSE(w.floorKpa.has_value());
        REQUIRE(w.errors.size() == 1);
        CHECK(w.errors.at(0).startsWith(QStringLiteral("facility.floor_kpa:")));
        bool reported = false;
        for (const Finding &finding : planFindings(wrong, catalog()))
            reported = reported
                || (finding.code == QLatin1String("facility-invalid") && finding.severity == Severity::Error
                    && finding.message.contains(QStringLiteral("facility.floor_kpa")));
        CHECK(reported);
    }
}
