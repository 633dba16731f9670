// The storage findings come from the one rule book (analysis/planfindings.h), so the findings panel, `aiplanner-cli
// check` and the quote PDF report them alike.
#include "analysis/planfindings.h"
#include "support/testsupport.h"
#include "test_tco_fixture.h"

#include <QJsonObject>

#include <algorithm>

using namespace aip;

namespace {

bool has(const QList<Finding> &findings, const char *code)
{
    return std::any_of(findings.cbegin(), findings.cend(),
                       [code](const Finding &f) { return f.code == QLatin1String(code); });
}

} // namespace

TEST_CASE("the rule book reports the storage findings, so the GUI, check and the PDF agree")
{
    const PartCatalog cat = tcotest::catalog();
    Plan plan = tcotest::dgxPlan(1, false);
    CHECK_FALSE(has(planFindings(plan, cat), "storage-field"));
    plan.extra.insert(QStringLiteral("storage"), QJsonObject{{QStringLiteral("tier"), QStringLiteral("tape")}});
    const QList<Finding> findings = planFindings(plan, cat);
    REQUIRE(has(findings, "storage-field"));
    CHECK(hasErrors(findings));
}
