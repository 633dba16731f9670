// The cluster panel counts racks with the packing the rack finding and the TCO use (facility/rackpacking.h): whole
// servers per rack, not the total power divided by the rack limit (60 against 64 racks for 128 DGX A100 before).
#include "analysis/planevaluation.h"
#include "cluster/clusterpanel.h"
#include "document/plandocument.h"
#include "facility/rackpacking.h"
#include "rules/compatibilityrules.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QJsonObject>
#include <QLabel>

#include <cmath>

using namespace aip;

namespace {

int racksInFinding(const Plan &plan, const PartCatalog &cat)
{
    for (const Finding &f : checkPlan(plan, cat)) {
        if (f.code == QLatin1String("rack-count"))
            return f.message.section(QLatin1Char(' '), 3, 3).toInt();
    }
    return -1;
}

QString shownRacks(ClusterPanel &panel)
{
    auto *totals = panel.findChild<QLabel *>(QStringLiteral("clusterTotals"));
    REQUIRE(totals);
    const QString text = totals->text();
    const int at = text.indexOf(QStringLiteral(" rack"));
    REQUIRE(at > 0);
    return text.left(at).section(QStringLiteral("<b>"), -1).remove(QStringLiteral("</b>"));
}

} // namespace

TEST_CASE("cluster panel: the racks it shows are the rack finding's and the TCO's")
{
    const auto cat = viewtest::sharedCatalog();
    Plan plan = viewtest::makePlan();
    plan.servers.removeLast();
    plan.servers[0].count = 128; // DGX A100 at 6.5 kW: two per 14 kW rack
    PlanDocument doc;
    doc.reset(plan, {});
    ClusterPanel panel(&doc);
    panel.setCatalog(cat);
    panel.setEvaluation(evaluatePlan(doc.plan(), *cat, nullptr, false));
    const facility::RackPacking p = facility::packRacks(plan, resolveServers(plan, *cat));
    CHECK(p.racks == 64);
    CHECK(int(std::ceil(p.totalKw / p.limitKw)) < p.racks); // what the panel used to show
    CHECK(shownRacks(panel) == QString::number(p.racks));
    CHECK(racksInFinding(plan, *cat) == p.racks);

    // Liquid cooling's denser racks: the panel follows the facility like the finding does.
    plan.extra.insert(QStringLiteral("facility"),
                      QJsonObject{{QStringLiteral("cooling"), QStringLiteral("direct_liquid")}});
    doc.reset(plan, {});
    panel.setEvaluation(evaluatePlan(doc.plan(), *cat, nullptr, false));
    CHECK(shownRacks(panel) == QString::number(racksInFinding(plan, *cat)));
    CHECK(racksInFinding(plan, *cat) < 64);
}

TEST_CASE("cluster panel: its totals are the evaluation's, not a packing of its own on the GUI thread")
{
    // The window's one evaluation packs the racks off the GUI thread (PlanEvaluation::racks); the panel only shows
    // them. A panel without a catalog cannot resolve the plan, yet shows the evaluation's racks and GPUs.
    const auto cat = viewtest::sharedCatalog();
    Plan plan = viewtest::makePlan();
    plan.servers.removeLast();
    plan.servers[0].count = 128;
    const PlanEvaluation ev = evaluatePlan(plan, *cat, nullptr, false);
    REQUIRE(ev.racks.racks == facility::packRacks(plan, resolveServers(plan, *cat)).racks);
    PlanDocument doc;
    doc.reset(plan, {});
    ClusterPanel panel(&doc);
    panel.setEvaluation(ev);
    CHECK(shownRacks(panel) == QString::number(ev.racks.racks));
    auto *totals = panel.findChild<QLabel *>(QStringLiteral("clusterTotals"));
    REQUIRE(totals);
    CHECK(totals->text().contains(QStringLiteral("<b>%1</b> GPUs").arg(ev.gpus)));
    CHECK(totals->text().contains(QStringLiteral("<b>128</b> nodes")));
}

TEST_CASE("cluster panel: one node reads '1 node', many read 'nodes'")
{
    const auto cat = viewtest::sharedCatalog();
    Plan plan = viewtest::makePlan();
    plan.servers.removeLast();
    plan.servers[0].count = 1;
    PlanDocument doc;
    doc.reset(plan, {});
    ClusterPanel panel(&doc);
    panel.setCatalog(cat);
    const PlanEvaluation ev = evaluatePlan(doc.plan(), *cat, nullptr, false);
    panel.setEvaluation(ev);
    auto *totals = panel.findChild<QLabel *>(QStringLiteral("clusterTotals"));
    REQUIRE(totals);
    INFO(totals->text().toStdString());
    CHECK(totals->text().contains(QStringLiteral("<b>1</b> node ·")));
    CHECK_FALSE(totals->text().contains(QStringLiteral("<b>1</b> nodes")));
    CHECK(totals->text().contains(QStringLiteral("<b>%1</b> GPUs").arg(ev.gpus)));
    CHECK(totals->text().contains(QStringLiteral("nominal power")));
}
