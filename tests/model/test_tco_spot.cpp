// Spot's interruption overhead with a meaning (issue 15, item 3): restart plus half a checkpoint interval, once per
// interruption of any of the job's instances, at the published interruption frequency, instead of a flat 10 %.
#include "support/testsupport.h"
#include "tco/plantco.h"
#include "tco/spotoverhead.h"
#include "tco/tcodefaults.h"
#include "test_tco_fixture.h"

#include <cmath>

using namespace aip;
using namespace aip::tco;

namespace {

// The owned cluster does 1,000 samples/s; n cloud instances do 150 x n, each checkpoint takes 60 s to write.
class CheckpointSource : public ThroughputSource
{
public:
    std::optional<Throughput> owned(const Plan &, const PartCatalog &, QString *) override
    {
        return Throughput{1000, 2048000, std::nullopt, 60.0};
    }
    std::optional<Throughput> cloud(const Plan &, const PartCatalog &, const Part &, int n, QString *) override
    {
        return Throughput{150.0 * n, 150.0 * n * 2048, std::nullopt, 60.0};
    }
};

Plan spotPlan()
{
    Plan plan = tcotest::dgxPlan(4, true);
    CloudOption spot;
    spot.sku = QStringLiteral("cloud-8gpu");
    spot.pricing = QStringLiteral("spot");
    plan.cloud = {spot};
    return plan;
}

} // namespace

TEST_CASE("spot overhead: restart and half an interval per interruption, by hand")
{
    // 4 instances at 20 % interruptions per instance-month: one interruption of the job every 730 / 0.8 h.
    const double mtbfS = 730.0 / (4 * 0.20) * 3600;
    const double interval = std::sqrt(2 * 60.0 * mtbfS); // Young's optimum for a 60 s write
    const double restart = 600 + 60.0;
    const SpotOverhead o = spotOverhead(4, 60.0, std::nullopt);
    CHECK(o.mtbfH == Approx(912.5));
    CHECK(o.intervalS == Approx(interval));
    CHECK(o.restartS == Approx(restart));
    CHECK(o.pct == Approx(100 * (restart + interval / 2) / mtbfS));
    // The plan's interval replaces Young's; more instances are interrupted more often.
    CHECK(spotOverhead(4, 60.0, 30.0).intervalS == Approx(1800));
    CHECK(spotOverhead(4, 60.0, 30.0).pct == Approx(100 * (restart + 900) / mtbfS));
    CHECK(spotOverhead(8, 60.0, 30.0).pct > spotOverhead(4, 60.0, 30.0).pct);
    CHECK(spotOverhead(4, 600.0, 30.0).pct > spotOverhead(4, 60.0, 30.0).pct);
}

TEST_CASE("spot overhead: a spot option is billed for the derived extra hours, unless the plan sets them")
{
    const PartCatalog cat = tcotest::catalog();
    CheckpointSource source;
    const PlanTco t = tcoForPlan(spotPlan(), cat, &source);
    REQUIRE(t.ok());
    REQUIRE(t.result.cloud.size() == 1);
    const CloudCost &c = t.result.cloud.at(0);
    REQUIRE(c.in.spotOverheadPct);
    const double pct = spotOverhead(c.in.instances, 60.0, std::nullopt).pct;
    CHECK(*c.in.spotOverheadPct == Approx(pct));
    CHECK(c.interruptionHours == Approx(c.workHours * pct / 100));
    CHECK(c.interruptionHours < c.workHours * kDefaultSpotInterruptionPct / 100); // far below the flat 10 %
    CHECK(c.in.rate.effectiveRate == Approx(c.in.rate.listRate * (1 + pct / 100)));

    Plan own = spotPlan();
    own.costs.spotInterruptionPct = 15;
    const PlanTco flatTco = tcoForPlan(own, cat, &source); // kept: the option below refers into it
    REQUIRE(flatTco.ok());
    const CloudCost &flat = flatTco.result.cloud.at(0);
    CHECK_FALSE(flat.in.spotOverheadPct);
    CHECK(flat.interruptionHours == Approx(flat.workHours * 0.15));
}

TEST_CASE("spot overhead: the note counts one instance as one, several as several")
{
    const PartCatalog cat = tcotest::catalog();
    CheckpointSource source;
    auto note = [&](int instances) {
        Plan plan = spotPlan();
        plan.cloud[0].instances = instances;
        const PlanTco t = tcoForPlan(plan, cat, &source);
        REQUIRE(t.ok());
        const QStringList notes = t.notes.filter(QStringLiteral("between interruptions of"));
        REQUIRE(notes.size() == 1);
        return notes.first();
    };
    CHECK(note(1).contains(QStringLiteral("between interruptions of 1 instance (")));
    CHECK(note(3).contains(QStringLiteral("between interruptions of 3 instances (")));
}
