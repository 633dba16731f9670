// Owned cost, complete (issue 15, item 4): one rack packing for the rules, the TCO (and the cluster panel), the
// cooling's PUE and rack density, and the fabric's optics counted once in the IT load.
#include "facility/facility.h"
#include "facility/rackpacking.h"
#include "quote/opticspower.h"
#include "rules/compatibilityrules.h"
#include "support/testsupport.h"
#include "tco/plantco.h"
#include "tco/tcoreport.h"
#include "test_tco_fixture.h"

#include <QJsonObject>

#include <cmath>

using namespace aip;
using namespace aip::tco;

namespace {

void setFacility(Plan &plan, const QJsonObject &facility)
{
    plan.extra.insert(QStringLiteral("facility"), facility);
}

// The number in the rules' "The servers need N rack(s)" finding (one message for one rack, one for more); -1
// without one.
int racksInFinding(const Plan &plan, const PartCatalog &cat)
{
    for (const Finding &f : checkPlan(plan, cat)) {
        if (f.code == QLatin1String("rack-count"))
            return f.message.section(QLatin1Char(' '), 3, 3).toInt();
    }
    return -1;
}

const Assumption *assumption(const PlanTco &t, const char *key)
{
    for (const Assumption &a : t.assumptions) {
        if (a.key == QLatin1String(key))
            return &a;
    }
    return nullptr;
}

} // namespace

TEST_CASE("racks: the rules, the TCO and its JSON count the same racks, packing whole servers")
{
    const PartCatalog cat = tcotest::catalog();
    Plan plan = tcotest::dgxPlan(5, true); // 5 x 5.06 kW in 14 kW racks: 2 per rack, 3 racks
    const facility::RackPacking p = facility::packRacks(plan, resolveServers(plan, cat));
    CHECK(p.limitKw == Approx(14.0));
    REQUIRE(p.groups.size() == 1);
    CHECK(p.groups.at(0).perRack == 2);
    CHECK(p.racks == 3);
    // Dividing the total power by the rack limit (what the cluster panel used to do) says 2: whole servers need 3.
    CHECK(int(std::ceil(p.totalKw / p.limitKw)) == 2);
    CHECK(racksInFinding(plan, cat) == p.racks);
    const PlanTco t = tcoForPlan(plan, cat, nullptr);
    REQUIRE(t.ok());
    CHECK(t.facility.racks.racks == p.racks);
    CHECK(t.result.owned.racks == p.racks);
    CHECK(toJson(t).value(QStringLiteral("owned")).toObject().value(QStringLiteral("racks")).toInt() == p.racks);
    REQUIRE(assumption(t, "racks"));
    CHECK(assumption(t, "racks")->value == p.racks);

    // The facility's cap on servers per rack and its rack power move every count together.
    setFacility(plan, QJsonObject{{QStringLiteral("servers_per_rack"), 1}});
    CHECK(facility::packRacks(plan, resolveServers(plan, cat)).racks == 5);
    CHECK(racksInFinding(plan, cat) == 5);
    CHECK(tcoForPlan(plan, cat, nullptr).result.owned.racks == 5);
    setFacility(plan, QJsonObject{{QStringLiteral("rack_kw_limit"), 30}}); // 5 per rack
    CHECK(racksInFinding(plan, cat) == 1);
    CHECK(tcoForPlan(plan, cat, nullptr).result.owned.racks == 1);
}

TEST_CASE("racks: rack space is charged per rack when the plan sets a rate")
{
    const PartCatalog cat = tcotest::catalog();
    Plan plan = tcotest::dgxPlan(5, true);
    const TcoResult before = tcoForPlan(plan, cat, nullptr).result;
    CHECK(before.owned.rackSpacePerYear == 0); // wholesale colocation includes the space
    plan.costs.extra.insert(QStringLiteral("rack_per_month"), 1500.0);
    const TcoResult after = tcoForPlan(plan, cat, nullptr).result;
    CHECK(after.owned.rackSpacePerYear == Approx(3 * 1500.0 * 12));
    CHECK(after.owned.opexPerYear - before.owned.opexPerYear == Approx(3 * 1500.0 * 12));
}

TEST_CASE("cooling: liquid and immersion lower the PUE and the energy cost, and raise the power per rack")
{
    using facility::Cooling;
    CHECK(facility::coolingPue(Cooling::Air) > facility::coolingPue(Cooling::RearDoor));
    CHECK(facility::coolingPue(Cooling::RearDoor) > facility::coolingPue(Cooling::DirectLiquid));
    CHECK(facility::coolingPue(Cooling::DirectLiquid) > facility::coolingPue(Cooling::Immersion));
    CHECK(facility::coolingPue(Cooling::Immersion) > 1.0);
    CHECK(facility::coolingRackKw(Cooling::Air) < facility::coolingRackKw(Cooling::DirectLiquid));

    const PartCatalog cat = tcotest::catalog();
    Plan plan = tcotest::dgxPlan(5, true);
    const PlanTco air = tcoForPlan(plan, cat, nullptr);
    CHECK(air.result.settings.pue == Approx(1.4)); // no facility: the TCO's default
    setFacility(plan, QJsonObject{{QStringLiteral("cooling"), QStringLiteral("direct_liquid")}});
    const PlanTco dlc = tcoForPlan(plan, cat, nullptr);
    REQUIRE(dlc.ok());
    CHECK(dlc.result.settings.pue == Approx(facility::coolingPue(Cooling::DirectLiquid)));
    // Energy in proportion to the PUE, per watt of IT load. The IT load itself is a little lower: the 5 nodes share one
    // rack with their one switch, so their 40 links are copper, which draws no optics power (facility/networkbom.h),
    // where in 3 air-cooled racks they are active optical cables.
    CHECK(dlc.result.owned.averagePowerW < air.result.owned.averagePowerW);
    CHECK(dlc.result.owned.energyCostPerYear / dlc.result.owned.averagePowerW
          == Approx(air.result.owned.energyCostPerYear / air.result.owned.averagePowerW
                    * facility::coolingPue(Cooling::DirectLiquid) / 1.4));
    CHECK(dlc.result.owned.total < air.result.owned.total);
    // 80 kW racks hold all 5 nodes.
    CHECK(dlc.result.owned.racks == 1);
    REQUIRE(assumption(dlc, "pue"));
    CHECK(assumption(dlc, "pue")->source == facility::coolingPueSource(Cooling::DirectLiquid));
    CHECK_FALSE(assumption(dlc, "pue")->fromPlan);
    REQUIRE(assumption(dlc, "rack_kw_limit"));
    CHECK(assumption(dlc, "rack_kw_limit")->value == Approx(facility::coolingRackKw(Cooling::DirectLiquid)));

    // The plan's own PUE and rack limit win over the cooling's.
    plan.costs.pue = 1.5;
    plan.rack.powerLimitKw = 14;
    const PlanTco own = tcoForPlan(plan, cat, nullptr);
    CHECK(own.result.settings.pue == Approx(1.5));
    CHECK(assumption(own, "pue")->fromPlan);
    CHECK(own.result.owned.racks == 3);
}

TEST_CASE("cooling: an unknown cooling is an error of the plan, for the rules and the TCO")
{
    const PartCatalog cat = tcotest::catalog();
    Plan plan = tcotest::dgxPlan(2, false);
    setFacility(plan, QJsonObject{{QStringLiteral("cooling"), QStringLiteral("water")}});
    CHECK_FALSE(tcoForPlan(plan, cat, nullptr).ok());
    bool found = false;
    for (const Finding &f : checkPlan(plan, cat))
        found = found || (f.code == QLatin1String("facility-invalid") && f.severity == Severity::Error);
    CHECK(found);
    setFacility(plan,
                QJsonObject{{QStringLiteral("cooling"), QStringLiteral("immersion")},
                            {QStringLiteral("feeds"), QStringLiteral("a+b")}});
    const PlanTco t = tcoForPlan(plan, cat, nullptr);
    CHECK(t.ok());
    CHECK(t.facility.facility.dualFeeds);
    CHECK(assumption(t, "feeds"));
}

TEST_CASE("optics: the node end of every fabric link is counted once in the IT load")
{
    CHECK(transceiverWatts(400) == Approx(9.0));
    CHECK(transceiverWatts(200) == Approx(6.5));
    CHECK(transceiverWatts(800) == Approx(15.0));
    CHECK(transceiverWatts(0) == 0);

    const PartCatalog cat = tcotest::catalog();
    const PlanTco none = tcoForPlan(tcotest::dgxPlan(4, false), cat, nullptr);
    const PlanTco with = tcoForPlan(tcotest::dgxPlan(4, true), cat, nullptr);
    REQUIRE(with.ok());
    CHECK(none.result.owned.opticsPowerW == 0); // no priced fabric: the network share stands for it
    const FabricSizing &f = with.quote.fabric;
    CHECK(f.endpoints == 32); // 4 nodes x 8 HDR NICs
    CHECK(with.result.owned.opticsPowerW == Approx(f.endpoints * 6.5));
    // Servers + switches (whose power includes their ports' optics) + one transceiver per endpoint: not one per
    // link end, not one per cable.
    const double servers = none.result.owned.nominalPowerW;
    const double switches = f.switches * 600.0;
    CHECK(with.result.owned.nominalPowerW - servers - switches == Approx(f.endpoints * 6.5));
    CHECK(toJson(with).value(QStringLiteral("owned")).toObject().value(QStringLiteral("optics_power_w")).toDouble()
          == Approx(f.endpoints * 6.5));
    REQUIRE(assumption(with, "optics_w_per_port"));
    CHECK(assumption(with, "optics_w_per_port")->value == Approx(6.5));
}
