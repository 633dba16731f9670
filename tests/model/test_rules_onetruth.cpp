// The rule book (issue 16): planFindings() is every finding of a plan - the compatibility rules, the workload's
// model, the memory fit and the prices - and edits are judged by the errors they add (editverdict.h).
#include "test_rules_fixture.h"

#include "analysis/editverdict.h"
#include "analysis/planfindings.h"
#include "perf/clusterhardware.h"
#include "support/testsupport.h"

using namespace aip;
using namespace rulestest;

namespace {

// An 8-slot SXM5 baseboard server whose GPUs are PCIe cards (the HGX-over-RTX case of issue 16).
Plan pcieCardsOnBaseboard()
{
    ServerSpec s = goodHgxServer();
    setQty(s, QStringLiteral("h100"), 0);
    setQty(s, QStringLiteral("rtx4090"), 2);
    return planWith(s);
}

bool hasCode(const QList<Finding> &findings, const char *code)
{
    return std::any_of(findings.cbegin(), findings.cend(),
                       [code](const Finding &f) { return f.code == QLatin1String(code); });
}

} // namespace

TEST_CASE("the rule book holds the rules, the workload's model and the memory fit, errors first")
{
    const Plan good = planWith(goodHgxServer());
    INFO(describe(planFindings(good, catalog())).toStdString());
    CHECK_FALSE(hasErrors(planFindings(good, catalog())));

    const QList<Finding> bad = planFindings(pcieCardsOnBaseboard(), catalog());
    INFO(describe(bad).toStdString());
    CHECK(has(bad, "gpu-slot-kind", Severity::Error));
    // Errors come first, whatever source found them.
    bool seenOther = false;
    for (const Finding &f : bad) {
        if (f.severity != Severity::Error)
            seenOther = true;
        else
            CHECK_FALSE(seenOther);
    }

    Plan unknown = good;
    unknown.hasWorkload = true;
    unknown.workload.model.preset = QStringLiteral("no-such-model");
    const QList<Finding> u = planFindings(unknown, catalog());
    CHECK(has(u, "workload-model", Severity::Error));
    // The rules' scope (what the canvas judges edits with) has it too: it costs no simulation.
    CHECK(has(planFindings(unknown, catalog(), FindingScope::Rules), "workload-model", Severity::Error));

    Plan tooBig = good;
    tooBig.hasWorkload = true;
    tooBig.workload.model.preset = QStringLiteral("gpt3-175b");
    tooBig.workload.globalBatch = 8;
    tooBig.workload.parallelism = Parallelism{};
    tooBig.workload.parallelism->tp = 1;
    tooBig.workload.parallelism->pp = 1;
    tooBig.workload.parallelism->dp = 1;
    const PlanPerf perf = simulatePlan(tooBig, catalog());
    REQUIRE(perf.result);
    REQUIRE(perf.result->status == perf::PerfStatus::DoesNotFit);
    const QList<Finding> m = planFindings(tooBig, catalog());
    CHECK(has(m, "memory", Severity::Error));
    // Given the simulation the caller already has, the findings are the same.
    const QList<Finding> given = planFindings(tooBig, catalog(), FindingScope::All, &perf);
    REQUIRE(given.size() == m.size());
    for (int i = 0; i < m.size(); ++i)
        CHECK(given.at(i).message == m.at(i).message);
    // The memory fit needs the performance model: not in the rules' scope.
    CHECK_FALSE(hasCode(planFindings(tooBig, catalog(), FindingScope::Rules), "memory"));
}

TEST_CASE("an edit is judged by the errors it adds, matched by rule, server and part")
{
    const Plan good = planWith(goodHgxServer());
    CHECK(addedErrors(good, good, catalog()).isEmpty());

    // A DDR4 DIMM in a DDR5 platform: the memory-type rule (the old canvas had no such check).
    Plan base = good;
    setQty(base.servers[0], QStringLiteral("ddr5-64"), 16); // free DIMM slots, so only the type can be wrong
    REQUIRE(addedErrors(good, base, catalog()).isEmpty());
    Plan ddr4 = base;
    setQty(ddr4.servers[0], QStringLiteral("ddr4-64"), 1);
    const QList<Finding> added = addedErrors(base, ddr4, catalog());
    INFO(describe(added).toStdString());
    REQUIRE(added.size() == 1);
    CHECK(added.constFirst().code == QStringLiteral("memory-type"));
    CHECK(added.constFirst().message.contains(QStringLiteral("DDR4")));

    // A second DDR4 DIMM changes no rule's verdict: nothing more is added.
    Plan ddr4x2 = ddr4;
    setQty(ddr4x2.servers[0], QStringLiteral("ddr4-64"), 2);
    CHECK(addedErrors(ddr4, ddr4x2, catalog()).isEmpty());
    // Taking it out again removes the error: an edit that mends adds nothing.
    CHECK(addedErrors(ddr4, base, catalog()).isEmpty());
}

TEST_CASE("a chassis swap that strands parts names them and is repairable by removing them")
{
    // RTX cards and Xeons in a PCIe server; the SXM5 baseboard chassis is dropped on it.
    ServerSpec s = goodHgxServer();
    s.chassis = QStringLiteral("pcie4");
    setQty(s, QStringLiteral("h100"), 0);
    setQty(s, QStringLiteral("rtx4090"), 2);
    setQty(s, QStringLiteral("ddr5-64"), 16);
    setQty(s, QStringLiteral("cx7"), 2);
    const Plan plan = planWith(s);
    INFO(describe(planFindings(plan, catalog(), FindingScope::Rules)).toStdString());
    REQUIRE_FALSE(hasErrors(planFindings(plan, catalog(), FindingScope::Rules)));

    const ChassisSwapVerdict v = judgeChassisSwap(plan, 0, QStringLiteral("hgx8"), catalog());
    INFO(describe(v.errors).toStdString());
    CHECK_FALSE(v.ok());
    CHECK(has(v.errors, "gpu-slot-kind", Severity::Error));
    CHECK(v.stranded == QStringList{QStringLiteral("rtx4090")});
    CHECK(v.repairable);
    const Plan repaired = withoutParts(plan, 0, v.stranded);
    CHECK(repaired.servers.at(0).parts.size() == plan.servers.at(0).parts.size() - 1);

    // An SP3 board for LGA4677 CPUs: the CPUs are stranded too.
    const ChassisSwapVerdict sp3 = judgeChassisSwap(plan, 0, QStringLiteral("sp3box"), catalog());
    CHECK(sp3.stranded.contains(QStringLiteral("xeon56")));
    // A swap to a compatible chassis adds nothing.
    Plan other = plan;
    CHECK(judgeChassisSwap(other, 0, QStringLiteral("pcie4"), catalog()).ok());
}

TEST_CASE("PCIe cards in a chassis with an NVSwitch baseboard talk over PCIe, not NVSwitch")
{
    PartCatalog c = catalog();
    Part hgx = *c.find(QStringLiteral("hgx8"));
    hgx.chassis.nvswitchGBs = 900; // NVLink 4 through NVSwitch, as on an HGX H100 baseboard
    c.add(hgx);
    QString error;
    const auto cards = perf::clusterFromPlan(pcieCardsOnBaseboard(), c, &error);
    REQUIRE(cards);
    CHECK(cards->intraLink == perf::IntraLink::Pcie);
    const auto sxm = perf::clusterFromPlan(planWith(goodHgxServer()), c, &error);
    REQUIRE(sxm);
    CHECK(sxm->intraLink == perf::IntraLink::NvSwitch);
}
