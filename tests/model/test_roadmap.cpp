// The three-year roadmap (issue 18): the month the plan's cluster runs out as its work grows, and the three paths.
#include "model/sizingfixture.h"
#include "sizing/roadmap.h"
#include "support/testsupport.h"
#include "tco/plantco.h"

#include <QJsonArray>

#include <cmath>

using namespace aip;
using namespace aip::sizing;

namespace {

Roadmap roadmap(const Plan &plan, const PartCatalog &cat)
{
    QString error;
    const std::optional<Roadmap> r = buildRoadmap(plan, cat, &error);
    INFO(error.toStdString());
    REQUIRE(r);
    return *r;
}

const RoadmapPath &path(const Roadmap &r, const char *name)
{
    for (const RoadmapPath &p : r.paths) {
        if (p.name == QLatin1String(name))
            return p;
    }
    FAIL("no path " << name);
    return r.paths.constFirst();
}

// 4 DGX A100 training GPT-3 13B on 300B tokens once a year (no target deadline).
Plan yearly(double modelFactor)
{
    Plan p = sizingtest::plan("gpt3-13b", 3e11, 30);
    p.target.reset();
    Growth g;
    g.modelFactorPerYear = modelFactor;
    p.growth = g;
    return p;
}

} // namespace

TEST_CASE("without growth the cluster keeps up and the three paths cost what owning it costs")
{
    const PartCatalog cat = sizingtest::catalog();
    const Roadmap r = roadmap(yearly(1.0), cat);
    CHECK_FALSE(r.runsOutMonth);
    REQUIRE(r.paths.size() == 3);
    const tco::PlanTco owned = tco::tcoForPlan(yearly(1.0), cat, nullptr);
    const double expected = owned.result.owned.capex + 36 * owned.result.owned.opexPerYear / 12;
    for (const RoadmapPath &p : r.paths) {
        CAPTURE(p.name.toStdString());
        REQUIRE(p.monthlyCumulative.size() == 36);
        CHECK(p.total == Approx(expected));
        CHECK(p.nodesAtEnd == 4);
    }
}

TEST_CASE("models doubling each year: the month it runs out, checked by hand, and the three paths")
{
    const PartCatalog cat = sizingtest::catalog();
    const Roadmap r = roadmap(yearly(2.0), cat);
    // Once a year in the hours in service: 365 x 0.85 days.
    CHECK(r.periodDays == Approx(365 * 0.85));
    CHECK_FALSE(r.fromTarget);
    // load(m) = days_now x 2^(m/12) / period, so it passes 1 at m = 12 log2(period / days_now).
    REQUIRE(r.daysNow < r.periodDays);
    const int expected = int(std::ceil(12 * std::log2(r.periodDays / r.daysNow) - 1e-9));
    REQUIRE(expected <= 36);
    REQUIRE(r.runsOutMonth);
    CHECK(*r.runsOutMonth == expected);
    CHECK(r.load.at(12) == Approx(2 * r.load.at(0)));
    CHECK(*r.runsOutQuarter() == (expected + 2) / 3);

    const RoadmapPath &more = path(r, "buy_more");
    const RoadmapPath &burst = path(r, "burst_to_cloud");
    const RoadmapPath &bigger = path(r, "buy_bigger_now");
    for (const RoadmapPath *p : {&more, &burst, &bigger}) {
        REQUIRE(p->monthlyCumulative.size() == 36);
        for (int m = 1; m < 36; ++m)
            CHECK(p->monthlyCumulative.at(m) >= p->monthlyCumulative.at(m - 1));
        CHECK(p->purchases.constFirst().month == 0);
    }
    // Buying more happens in the month it runs out, priced down by the decline since today.
    REQUIRE(more.purchases.size() >= 2);
    CHECK(more.purchases.at(1).month == expected);
    CHECK(more.nodesAtEnd > 4);
    CHECK(bigger.nodesAtEnd >= more.nodesAtEnd);
    CHECK(bigger.purchases.size() == 1);
    // Bursting buys cloud hours from the month it runs out.
    REQUIRE(burst.purchases.size() >= 2);
    CHECK(burst.purchases.at(1).month == expected);
    CHECK(burst.purchases.at(1).unit == QLatin1String("instance_hours"));
    CHECK(burst.nodesAtEnd == 4);
    // Before it runs out every path that starts with the plan's cluster costs the same.
    CHECK(burst.monthlyCumulative.at(expected - 2) == Approx(more.monthlyCumulative.at(expected - 2)));
}

TEST_CASE("a price decline makes the later purchase cheaper by its share")
{
    const PartCatalog cat = sizingtest::catalog();
    Plan flat = yearly(2.0);
    flat.growth->priceDeclinePerYear = 0.0;
    Plan falling = yearly(2.0);
    falling.growth->priceDeclinePerYear = 0.3;
    const RoadmapPath a = path(roadmap(flat, cat), "buy_more");
    const RoadmapPath b = path(roadmap(falling, cat), "buy_more");
    REQUIRE(a.purchases.size() >= 2);
    REQUIRE(b.purchases.size() == a.purchases.size());
    const RoadmapPurchase &pa = a.purchases.at(1), &pb = b.purchases.at(1);
    CHECK(pb.month == pa.month);
    CHECK(pb.quantity == pa.quantity);
    CHECK(pb.cost == Approx(pa.cost * std::pow(0.7, (pa.month - 1) / 12.0)));
}

TEST_CASE("a target deadline the cluster already misses runs out now")
{
    const PartCatalog cat = sizingtest::catalog();
    Plan p = sizingtest::plan("gpt3-13b", 3e11, 2);
    const Roadmap r = roadmap(p, cat);
    CHECK(r.fromTarget);
    CHECK(r.periodDays == 2);
    REQUIRE(r.runsOutMonth);
    CHECK(*r.runsOutMonth == 0);
    const QJsonObject j = toJson(r);
    CHECK(j.value(QStringLiteral("runs_out_month")).toInt() == 0);
    QStringList names;
    for (const QJsonValue &v : j.value(QStringLiteral("paths")).toArray()) {
        names.append(v.toObject().value(QStringLiteral("name")).toString());
        CHECK(v.toObject().value(QStringLiteral("monthly_cumulative")).toArray().size() == 36);
    }
    CHECK(
        names
        == QStringList{QStringLiteral("buy_more"), QStringLiteral("burst_to_cloud"), QStringLiteral("buy_bigger_now")});
}
