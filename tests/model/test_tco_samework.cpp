// The same-work method of issue 15 against hand calculations: the owned cluster's delivered work W, the cloud
// billed for the instance-hours W needs (on demand, spot, 1- and 3-year terms with on demand filling the
// remainder), the always-on view beside it, and the stale-price finding at the plan's date.
#include "rules/pricerules.h"
#include "support/testsupport.h"
#include "tco/cloudcost.h"
#include "tco/tcomodel.h"

using namespace aip;
using namespace aip::tco;

namespace {

// Two instances that together do 12 samples/s (6 each), 8 GPUs each.
CloudInputs twoInstances(const char *pricing, double rate)
{
    CloudInputs c;
    c.sku = QStringLiteral("cloud-8gpu");
    c.pricing = QLatin1String(pricing);
    c.instances = 2;
    c.gpusPerInstance = 8;
    c.rate.listRate = rate;
    c.rate.effectiveRate = rate;
    c.onDemandRate = 30;
    c.throughput = Throughput{12, 0};
    return c;
}

TcoSettings years(int n)
{
    TcoSettings s = resolveSettings(Costs{});
    s.years = n;
    return s;
}

} // namespace

TEST_CASE("same work by hand: owned W, then on demand, spot and a 1-year term deliver it")
{
    const TcoSettings s = years(3); // utilization 0.85, spot interruption 10 %
    // The owned cluster: 10 samples/s x 36 x 730 h x 3600 s x 0.85 = 804,168,000 samples.
    const double hours = 36 * 730.0; // 26,280 h
    const double w = deliveredWork(10, hours, 0.85, 1.0);
    CHECK(w == Approx(804168000.0));

    // On demand at $30/h: 6 samples/s per instance -> 804,168,000 / (6 x 3600) = 37,230 instance-hours, $1,116,900.
    const CloudCost od = computeCloud(twoInstances("on_demand", 30), s, {}, w);
    CHECK(od.sameWork());
    CHECK(od.throughputPerInstance == Approx(6.0));
    CHECK(od.workHours == Approx(37230.0));
    CHECK(od.instanceHours == Approx(37230.0));
    CHECK(od.total == Approx(1116900.0));
    CHECK(od.monthly.size() == 36);
    CHECK(od.monthly.at(0) == Approx(1116900.0 / 36));
    // Always on: 2 x $30 x 26,280 h = $1,576,800.
    CHECK(od.alwaysOnTotal == Approx(1576800.0));

    // Spot at $10/h: 37,230 h + 10 % restarts = 40,953 h, $409,530.
    const CloudCost spot = computeCloud(twoInstances("spot", 10), s, {}, w);
    CHECK(spot.interruptionHours == Approx(3723.0));
    CHECK(spot.instanceHours == Approx(40953.0));
    CHECK(spot.total == Approx(409530.0));

    // 1-year terms at $18/h, renewed 3 times: 37,230 h / 26,280 h = 1.42 instances.
    //   1 committed: 1 x 26,280 h x $18 = $473,040, + (37,230 - 26,280) = 10,950 h on demand x $30 = $328,500
    //                -> $801,540
    //   2 committed: 2 x 26,280 h x $18 = $946,080 -> dearer, so 1 is chosen.
    const CloudCost r1 = computeCloud(twoInstances("reserved_1y", 18), s, {}, w);
    CHECK(r1.committedInstances == 1);
    CHECK(r1.committedHours == Approx(26280.0));
    CHECK(r1.onDemandHours == Approx(10950.0));
    CHECK(r1.instanceHours == Approx(37230.0));
    CHECK(r1.total == Approx(801540.0));
    CHECK(r1.monthly.at(0) == Approx(730 * 18.0 + 10950.0 * 30 / 36));

    // The cloud's own goodput 0.8 (checkpoints, failures): 6 x 0.8 = 4.8 useful samples/s per instance,
    // 804,168,000 / (4.8 x 3600) = 46,537.5 instance-hours.
    CloudInputs slow = twoInstances("on_demand", 30);
    slow.goodput = 0.8;
    const CloudCost g = computeCloud(slow, s, {}, w);
    CHECK(g.throughputPerInstance == Approx(4.8));
    CHECK(g.instanceHours == Approx(46537.5));
    CHECK(g.total == Approx(46537.5 * 30));

    // Unit costs from W: the same W for every option.
    const UnitCosts u = unitCostsOfWork(od.total, hours, w, 2048);
    CHECK(*u.costPerThousandSamples == Approx(1116900.0 / 804168000.0 * 1e3));
    CHECK(*u.costPerMillionTokens == Approx(1116900.0 / (804168000.0 * 2048) * 1e6));
}

TEST_CASE("a 3-year term over a 1-year horizon is owed in full, on demand fills the rest")
{
    const TcoSettings s = years(1);
    const double w = deliveredWork(10, 8760, 0.85, 1.0); // 8,760 h x 0.85 x 10 / 6 = 12,410 instance-hours
    const CloudCost r3 = computeCloud(twoInstances("reserved_3y", 12), s, {}, w);
    CHECK(r3.workHours == Approx(12410.0));
    // 1 committed for 36 x 730 = 26,280 h x $12 = $315,360, + (12,410 - 8,760) = 3,650 h x $30 = $109,500.
    CHECK(r3.committedInstances == 1);
    CHECK(r3.committedCost == Approx(315360.0));
    CHECK(r3.total == Approx(424860.0));
    // The 17,520 h of the term past the horizon land in the last month.
    CHECK(r3.monthly.at(11) - r3.monthly.at(10) == Approx(730 * 12.0 + 3650.0 * 30 / 12 + 17520 * 12.0));
}

TEST_CASE("the two sizing views differ by exactly the idle instance-hours at the rate")
{
    for (int y : {1, 3, 5}) {
        const TcoSettings s = years(y);
        const double hours = 730.0 * 12 * y;
        const double w = deliveredWork(10, hours, 0.85, 1.0);
        CloudInputs in = twoInstances("on_demand", 30);
        in.storagePerMonth = 100; // on both views alike
        const CloudCost c = computeCloud(in, s, {}, w);
        CHECK(c.idleHours == Approx(2 * hours - c.instanceHours));
        CHECK(c.alwaysOnTotal - c.total == Approx(c.idleHours * 30));
        CHECK(c.idleHours == Approx(2 * hours - hours * 0.85 * 10 / 6));
    }
}

TEST_CASE("without delivered work an option is costed as the same capacity, always on")
{
    const TcoSettings s = years(3);
    const CloudCost c = computeCloud(twoInstances("on_demand", 30), s, {}, 0);
    CHECK_FALSE(c.sameWork());
    CHECK(c.total == Approx(c.alwaysOnTotal));
    CHECK(c.total == Approx(2 * 30 * 730 * 36.0));
}

TEST_CASE("computeTco: W from the owned throughput, break-even later on the same work than always on")
{
    TcoInputs in;
    in.settings = years(3);
    in.owned.hardwareCapex = 600000;
    in.owned.serverCapex = 600000;
    in.owned.explicitFabric = true;
    in.owned.nominalPowerW = 6000;
    in.owned.servers = 1;
    in.owned.gpus = 8;
    in.ownedThroughput = Throughput{10, 20480};
    in.cloud = {twoInstances("on_demand", 30)};
    const TcoResult r = computeTco(in);
    CHECK(r.deliveredWork == Approx(804168000.0));
    CHECK_FALSE(r.goodputFromModel);
    const CloudCost &c = r.cloud.at(0);
    REQUIRE(c.breakEvenMonth);
    REQUIRE(c.alwaysOnBreakEvenMonth);
    CHECK(*c.breakEvenMonth > *c.alwaysOnBreakEvenMonth);
    // Owned and cloud per 1k samples over the same W.
    CHECK(*r.ownedUnits.costPerThousandSamples == Approx(r.owned.total / r.deliveredWork * 1e3));
    CHECK(*r.cloudUnits.at(0).costPerThousandSamples == Approx(c.total / r.deliveredWork * 1e3));
    // A goodput from the performance model lowers W, and the cloud's hours with it.
    in.ownedThroughput->goodput = 0.9;
    const TcoResult g = computeTco(in);
    CHECK(g.goodputFromModel);
    CHECK(g.deliveredWork == Approx(804168000.0 * 0.9));
    CHECK(g.cloud.at(0).workHours == Approx(37230.0 * 0.9));
}

TEST_CASE("a stale cloud price is a warning that appears and disappears with the plan's date")
{
    PartCatalog cat;
    Part p;
    p.sku = QStringLiteral("cloud-x");
    p.category = PartCategory::Cloud;
    p.model = QStringLiteral("x.large");
    p.priceDate = QStringLiteral("2025-06");
    p.cloud.gpuCount = 8;
    p.cloud.onDemandPerHour = 10;
    cat.add(p);
    Plan plan;
    plan.cloud = {{QStringLiteral("cloud-x"), QStringLiteral("reserved_1y"), {}, {}, {}, {}, {}, {}}};

    auto stale = [&](const char *date) {
        plan.quote.date = QLatin1String(date);
        for (const Finding &f : checkPrices(plan, cat))
            if (f.code == QStringLiteral("cloud-price-stale"))
                return f.severity == Severity::Warning;
        return false;
    };
    CHECK_FALSE(stale("2026-05-31")); // 11 months
    CHECK_FALSE(stale("2026-06-01")); // 12 months: at the limit
    CHECK(stale("2026-07-01"));       // 13 months
    CHECK(stale("2027-12-01"));
    // The limit is the plan's.
    plan.costs.extra.insert(QStringLiteral("price_age_limit_months"), 24);
    CHECK_FALSE(stale("2027-05-01"));
    CHECK(stale("2027-07-01"));
    // No date: a note, not a warning; a missing 1-year rate is no finding at all.
    cat = PartCatalog();
    p.priceDate.clear();
    cat.add(p);
    plan.quote.date = QStringLiteral("2030-01-01");
    const QList<Finding> f = checkPrices(plan, cat);
    REQUIRE(f.size() == 1);
    CHECK(f.at(0).code == QStringLiteral("cloud-price-undated"));
    CHECK(f.at(0).severity == Severity::Info);
}

TEST_CASE("price dates: day, month or year")
{
    CHECK(parsePriceDate(QStringLiteral("2025-06-15")) == QDate(2025, 6, 15));
    CHECK(parsePriceDate(QStringLiteral("2025-06")) == QDate(2025, 6, 1));
    CHECK(parsePriceDate(QStringLiteral("2025")) == QDate(2025, 1, 1));
    CHECK_FALSE(parsePriceDate(QStringLiteral("June 2025")));
    CHECK(monthsBetween(QDate(2025, 6, 15), QDate(2026, 6, 14)) == 11);
    CHECK(monthsBetween(QDate(2025, 6, 15), QDate(2026, 6, 15)) == 12);
}
