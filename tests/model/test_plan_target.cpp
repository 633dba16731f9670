// The plan's `target` and `growth` (issue 18, DESIGN.md "Contract additions (2026-12)"): they read, write back
// unchanged with unknown members kept, and a bad member names its path.
#include "planjsonfixture.h"
#include "support/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace aip;

namespace {

QByteArray planWith(const QByteArray &members)
{
    return plantest::planWithMembers(members);
}

using plantest::firstError;

} // namespace

TEST_CASE("target and growth round-trip through the plan file")
{
    const PlanReadResult r = readPlan(
        planWith("\"target\":{\"tokens\":2e12,\"days\":30,\"budget\":5e7,\"budget_kind\":\"tco\",\"max_kw\":800,"
                 "\"max_racks\":40,\"where\":\"owned\",\"vendors\":[\"NVIDIA\",\"Supermicro\"],\"x_note\":\"kept\"},"
                 "\"growth\":{\"model_factor_per_year\":2,\"tokens_factor_per_year\":1.5,\"projects_per_year\":1,"
                 "\"price_decline_per_year\":0.2,\"x_g\":3}"));
    INFO(r.errorText().toStdString());
    REQUIRE(r.ok());
    REQUIRE(r.plan->target);
    const Target &t = *r.plan->target;
    CHECK(*t.tokens == 2e12);
    CHECK_FALSE(t.epochs);
    CHECK(*t.days == 30);
    CHECK(*t.budget == 5e7);
    CHECK(*t.budgetKind == BudgetKind::Tco);
    CHECK(*t.maxKw == 800);
    CHECK(*t.maxRacks == 40);
    CHECK(*t.where == Where::Owned);
    CHECK(t.vendors == QStringList{QStringLiteral("NVIDIA"), QStringLiteral("Supermicro")});
    REQUIRE(r.plan->growth);
    CHECK(*r.plan->growth->modelFactorPerYear == 2);
    CHECK(*r.plan->growth->tokensFactorPerYear == 1.5);
    CHECK(*r.plan->growth->projectsPerYear == 1);
    CHECK(*r.plan->growth->priceDeclinePerYear == 0.2);

    const QJsonObject json = planToJson(*r.plan);
    const QJsonObject tj = json[QStringLiteral("target")].toObject();
    CHECK(tj[QStringLiteral("budget_kind")].toString() == QStringLiteral("tco"));
    CHECK(tj[QStringLiteral("where")].toString() == QStringLiteral("owned"));
    CHECK(tj[QStringLiteral("x_note")].toString() == QStringLiteral("kept"));
    CHECK(json[QStringLiteral("growth")].toObject()[QStringLiteral("x_g")].toInt() == 3);
    const PlanReadResult again = readPlan(QJsonDocument(json).toJson());
    REQUIRE(again.ok());
    CHECK(*again.plan == *r.plan);
}

TEST_CASE("a plan without target or growth writes neither")
{
    const PlanReadResult r = readPlan(planWith("\"name2\":1"));
    REQUIRE(r.ok());
    CHECK_FALSE(r.plan->target);
    CHECK_FALSE(r.plan->growth);
    const QJsonObject json = planToJson(*r.plan);
    CHECK_FALSE(json.contains(QStringLiteral("target")));
    CHECK_FALSE(json.contains(QStringLiteral("growth")));
}

TEST_CASE("bad target and growth members name their path")
{
    CHECK(firstError(planWith("\"target\":{\"days\":-3}")).startsWith(QStringLiteral("target.days")));
    CHECK(firstError(planWith("\"target\":{\"where\":\"moon\"}"))
              .startsWith(QStringLiteral("target.where: must be owned, cloud or either")));
    CHECK(firstError(planWith("\"target\":{\"budget_kind\":\"opex\"}"))
              .startsWith(QStringLiteral("target.budget_kind: must be capex or tco")));
    CHECK(
        firstError(planWith("\"target\":{\"tokens\":1e12,\"epochs\":2}")).startsWith(QStringLiteral("target.epochs")));
    CHECK(firstError(planWith("\"target\":{\"vendors\":[3]}")).startsWith(QStringLiteral("target.vendors[0]")));
    CHECK(firstError(planWith("\"growth\":{\"price_decline_per_year\":1.5}"))
              .startsWith(QStringLiteral("growth.price_decline_per_year")));
    CHECK(firstError(planWith("\"growth\":[]")).startsWith(QStringLiteral("growth")));
}
