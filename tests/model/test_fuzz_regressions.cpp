// Inputs the fuzzers found crashing or breaking an invariant (tests/fuzz/regressions/<target>/), kept as tests:
// each must be refused with a message or survive a write -> read round trip unchanged.
#include "plan/planfile.h"
#include "support/testsupport.h"

#include <QDir>

using namespace aip;

TEST_CASE("plan-reader fuzz findings are refused with a message or round-trip")
{
    const QDir dir(QStringLiteral(AIP_TEST_DATA_DIR "/../fuzz/regressions/planreader"));
    const QStringList files = dir.entryList(QDir::Files);
    REQUIRE_FALSE(files.isEmpty());
    for (const QString &name : files) {
        INFO(name.toStdString());
        const PlanReadResult r = readPlan(aiptest::readFile(dir.filePath(name)));
        if (!r.ok()) {
            CHECK_FALSE(r.errors.isEmpty());
            continue;
        }
        const QByteArray written = writePlan(*r.plan);
        const PlanReadResult again = readPlan(written);
        REQUIRE(again.ok());
        CHECK(writePlan(*again.plan) == written);
    }
}

TEST_CASE("a workload without a model is refused and names workload.model")
{
    const PlanReadResult r
        = readPlan("{\"format\":\"aiplanner-plan\",\"version\":1,\"workload\":{\"global_batch\":8}}");
    REQUIRE_FALSE(r.ok());
    CHECK(r.errorText() == QStringLiteral("workload.model: is required (an object)"));
}
