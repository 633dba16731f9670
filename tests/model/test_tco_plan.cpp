// The TCO of a plan: quote-based capex, resolved power, cloud options sized by throughput (a fake performance
// model here) or by GPU count, errors for SKUs the catalog lacks.
#include "support/testsupport.h"
#include "tco/perfthroughputsource.h"
#include "tco/plantco.h"
#include "tco/tcodefaults.h"
#include "tco/tcoreport.h"
#include "test_tco_fixture.h"

#include <QJsonArray>

#include <cmath>

using namespace aip;
using namespace aip::tco;

namespace {

// The owned cluster does 1,000 samples/s; n cloud instances do 150 x n^0.9 (sub-linear scaling).
class FakeSource : public ThroughputSource
{
public:
    bool ownedWorks = true;
    int cloudCalls = 0;
    std::optional<Throughput> owned(const Plan &, const PartCatalog &, QString *why) override
    {
        if (!ownedWorks) {
            *why = QStringLiteral("the plan has no workload");
            return std::nullopt;
        }
        return Throughput{1000, 2048000};
    }
    std::optional<Throughput> cloud(const Plan &, const PartCatalog &, const Part &, int n, QString *) override
    {
        ++cloudCalls;
        const double s = 150.0 * std::pow(n, 0.9);
        return Throughput{s, s * 2048};
    }
};

Plan planWithCloud()
{
    Plan plan = tcotest::dgxPlan(4, true);
    plan.cloud = {{QStringLiteral("cloud-8gpu"), QStringLiteral("on_demand"), {}, {}, {}, {}, {}, {}},
                  {QStringLiteral("cloud-8gpu"), QStringLiteral("reserved_3y"), {}, {}, {}, {}, {}, {}}};
    return plan;
}

} // namespace

TEST_CASE("a plan's TCO: capex from the quote, power from the parts, cloud sized by throughput")
{
    const PartCatalog cat = tcotest::catalog();
    FakeSource source;
    const PlanTco t = tcoForPlan(planWithCloud(), cat, &source);
    REQUIRE(t.ok());
    const TcoResult &r = t.result;
    CHECK(r.horizonMonths() == 36);
    CHECK(r.owned.capex == Approx(t.quote.total));
    CHECK(r.owned.networkCapex == 0); // the fabric is priced in the quote
    // 4 x (1200 + 8 x 400 + 2 x 250 + 8 x 20) W + 1 switch x 600 W + the node ends of the 32 HDR links (6.5 W
    // each, quote/opticspower.h; the switch ends are in the switch's 600 W).
    CHECK(r.owned.nominalPowerW == Approx(4 * 5060.0 + 600 + 32 * 6.5));
    CHECK(r.owned.opticsPowerW == Approx(32 * 6.5));
    CHECK(r.owned.energyKwhPerYear == Approx(r.owned.averagePowerW / 1000 * 8760 * 1.4));
    CHECK(r.owned.operationsPerYear == Approx(4 * 2500));
    REQUIRE(r.cloud.size() == 2);
    // 150 x n^0.9 >= 1000 first at n = 9.
    const CloudCost &od = r.cloud.at(0);
    CHECK(od.in.instances == 9);
    CHECK(od.in.sizing.byThroughput);
    // Same work: W = 1,000 samples/s x 26,280 h x 3,600 s x 0.85; 9 instances do 150 x 9^0.9 together.
    const double w = 1000.0 * 26280 * 3600 * 0.85;
    const double perInstance = 150.0 * std::pow(9, 0.9) / 9;
    CHECK(r.deliveredWork == Approx(w));
    CHECK(od.sameWork());
    CHECK(od.throughputPerInstance == Approx(perInstance));
    CHECK(od.instanceHours == Approx(w / (perInstance * 3600)));
    CHECK(od.total == Approx(32.77 * w / (perInstance * 3600)));
    CHECK(od.alwaysOnTotal == Approx(9 * 32.77 * 730 * 36));
    CHECK(od.in.priceDate == QStringLiteral("2023-07"));
    const CloudCost &r3 = r.cloud.at(1);
    CHECK(r3.in.pricing == QStringLiteral("reserved_3y"));
    CHECK(r3.in.rate.listRate < od.in.rate.listRate);
    CHECK(r3.total < od.total);
    CHECK(r.ownedUnits.costPerMillionTokens.has_value());

    const QJsonObject j = toJson(t);
    CHECK(j.value(QStringLiteral("horizon_months")).toInt() == 36);
    CHECK(j.value(QStringLiteral("owned")).toObject().value(QStringLiteral("monthly")).toArray().size() == 36);
    const QJsonArray cloud = j.value(QStringLiteral("cloud")).toArray();
    REQUIRE(cloud.size() == 2);
    CHECK(cloud.at(0).toObject().value(QStringLiteral("sized_by")).toString() == QStringLiteral("throughput"));
    CHECK(cloud.at(1).toObject().value(QStringLiteral("pricing")).toString() == QStringLiteral("reserved_3y"));
    CHECK(j.value(QStringLiteral("assumptions")).toArray().size() >= 10);
    const QString csv = toCsv(t);
    CHECK(csv.startsWith(QStringLiteral("month,owned,cloud-8gpu on_demand,cloud-8gpu reserved_3y,cloud-8gpu on_demand "
                                        "always_on,cloud-8gpu reserved_3y always_on\n")));
    CHECK(cloud.at(0).toObject().value(QStringLiteral("sizing")).toString() == QStringLiteral("same_work"));
    CHECK(cloud.at(0).toObject().value(QStringLiteral("price_date")).toString() == QStringLiteral("2023-07"));
    CHECK(j.value(QStringLiteral("owned")).toObject().value(QStringLiteral("delivered_work")).toDouble()
          == Approx(1000.0 * 26280 * 3600 * 0.85));
    // The break-even band holds the month itself.
    REQUIRE(t.bands.size() == 2);
    if (od.breakEvenMonth) {
        CHECK(*t.bands.at(0).earliest <= *od.breakEvenMonth);
        CHECK((t.bands.at(0).openEnded || *t.bands.at(0).latest >= *od.breakEvenMonth));
    }
    CHECK(csv.count(QLatin1Char('\n')) == 37);
}

TEST_CASE("without a throughput the cloud is sized by GPU count, and the result says so")
{
    const PartCatalog cat = tcotest::catalog();
    FakeSource source;
    source.ownedWorks = false;
    const PlanTco t = tcoForPlan(planWithCloud(), cat, &source);
    REQUIRE(t.ok());
    CHECK(t.result.cloud.at(0).in.instances == 4); // 32 GPUs / 8 per instance
    CHECK_FALSE(t.result.cloud.at(0).in.sizing.byThroughput);
    CHECK(t.result.cloud.at(0).in.sizingNote.contains(QStringLiteral("workload")));
    CHECK(source.cloudCalls == 0);
    bool said = false;
    for (const QString &n : t.notes)
        said = said || n.contains(QStringLiteral("GPU count"));
    CHECK(said);
    const PlanTco none = tcoForPlan(planWithCloud(), cat, nullptr);
    CHECK(none.result.cloud.at(0).in.instances == 4);
}

TEST_CASE("the plan's instance count and rate override the sizing and the catalog")
{
    const PartCatalog cat = tcotest::catalog();
    Plan plan = planWithCloud();
    plan.cloud[0].instances = 6;
    plan.cloud[0].hourlyRate = 30.0;
    plan.cloud[1].pricing = QStringLiteral("spot");
    plan.costs.spotInterruptionPct = 20;
    FakeSource source;
    const PlanTco t = tcoForPlan(plan, cat, &source);
    REQUIRE(t.ok());
    CHECK(t.result.cloud.at(0).in.instances == 6);
    // Six instances in parallel do 150 x 6^0.9 samples/s; billed for the hours the owned work needs.
    const double perInstance = 150.0 * std::pow(6, 0.9) / 6;
    CHECK(t.result.cloud.at(0).total == Approx(30.0 * 1000.0 * 26280 * 3600 * 0.85 / (perInstance * 3600)));
    CHECK(t.result.cloud.at(0).alwaysOnTotal == Approx(6 * 30.0 * 730 * 36));
    CHECK(t.result.cloud.at(1).in.rate.effectiveRate == Approx(9.83 * 1.2));
}

TEST_CASE("no fabric: the network is a share of the servers' capex")
{
    const PartCatalog cat = tcotest::catalog();
    Plan plan = tcotest::dgxPlan(2, false);
    plan.quote.discountPct = 10;
    const PlanTco t = tcoForPlan(plan, cat, nullptr);
    REQUIRE(t.ok());
    CHECK(t.result.owned.hardwareCapex == Approx(400000 * 0.9));
    CHECK(t.result.owned.networkCapex == Approx(400000 * 0.9 * kDefaultNetworkPct / 100));
}

TEST_CASE("unknown SKUs and missing rates are errors for users, not crashes")
{
    const PartCatalog cat = tcotest::catalog();
    Plan plan = planWithCloud();
    plan.cloud.append({QStringLiteral("no-such-cloud"), QStringLiteral("on_demand"), {}, {}, {}, {}, {}, {}});
    plan.cloud.append({QStringLiteral("cloud-norate"), QStringLiteral("on_demand"), {}, {}, {}, {}, {}, {}});
    plan.cloud.append({QStringLiteral("gpu-a100"), QStringLiteral("on_demand"), {}, {}, {}, {}, {}, {}});
    PlanTco t = tcoForPlan(plan, cat, nullptr);
    CHECK_FALSE(t.ok());
    CHECK(t.errors.size() == 3);
    CHECK(t.errors.join(QLatin1Char('\n')).contains(QStringLiteral("no-such-cloud")));
    CHECK(t.result.cloud.size() == 2); // the valid options are still computed

    Plan bad = tcotest::dgxPlan(1, false);
    bad.servers[0].chassis = QStringLiteral("nope");
    t = tcoForPlan(bad, cat, nullptr);
    CHECK_FALSE(t.ok());
    CHECK(t.errors.join(QLatin1Char('\n')).contains(QStringLiteral("nope")));
    CHECK_FALSE(tcoForPlan(Plan{}, cat, nullptr).ok());
}

TEST_CASE("the performance model's source says why it cannot give a throughput")
{
    const PartCatalog cat = tcotest::catalog();
    PerfThroughputSource perf;
    Plan plan = planWithCloud();
    QString why;
    CHECK_FALSE(perf.owned(plan, cat, &why).has_value());
    CHECK(why.contains(QStringLiteral("workload")));
    plan.hasWorkload = true;
    plan.workload.model.preset = QStringLiteral("no-such-model");
    why.clear();
    CHECK_FALSE(perf.owned(plan, cat, &why).has_value());
    CHECK_FALSE(why.isEmpty());
    // The TCO still comes out, sized by GPU count.
    const PlanTco t = tcoForPlan(plan, cat, &perf);
    REQUIRE(t.ok());
    CHECK(t.result.cloud.at(0).in.instances == 4);
}

TEST_CASE("too few instances for the owned work within the horizon: the result says so")
{
    const PartCatalog cat = tcotest::catalog();
    Plan plan = planWithCloud();
    plan.cloud[0].instances = 2; // 150 x 2^0.9 = 280 samples/s against the owned 1,000 x 0.85
    FakeSource source;
    const PlanTco t = tcoForPlan(plan, cat, &source);
    REQUIRE(t.ok());
    bool said = false;
    for (const QString &n : t.notes)
        said = said || n.contains(QStringLiteral("longer than the"));
    CHECK(said);
    // The bill is still the hours the work needs.
    const double perInstance = 150.0 * std::pow(2, 0.9) / 2;
    CHECK(t.result.cloud.at(0).instanceHours == Approx(1000.0 * 26280 * 0.85 / perInstance));
}
