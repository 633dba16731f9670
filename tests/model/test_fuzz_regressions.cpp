// Inputs the fuzzers found crashing or breaking an invariant (tests/fuzz/regressions/<target>/), kept as tests:
// each must be refused with a message or survive a write -> read round trip unchanged.
#include "perf/nccltestsparser.h"
#include "plan/planfile.h"
#include "support/testsupport.h"

#include <QDir>

#include <cmath>

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

TEST_CASE("nccl-tests fuzz findings give rows of finite, non-negative figures or a message")
{
    const QDir dir(QStringLiteral(AIP_TEST_DATA_DIR "/../fuzz/regressions/nccltests"));
    const QStringList files = dir.entryList(QDir::Files);
    REQUIRE_FALSE(files.isEmpty());
    for (const QString &name : files) {
        INFO(name.toStdString());
        const charts::NcclTestsRun run
            = charts::parseNcclTests(QString::fromUtf8(aiptest::readFile(dir.filePath(name))));
        if (!run.ok())
            CHECK_FALSE(run.error.isEmpty());
        for (const charts::NcclTestsRow &row : run.rows) {
            CHECK(row.bytes >= 0);
            CHECK(std::isfinite(row.outOfPlaceBusbwGBs));
            CHECK(row.outOfPlaceBusbwGBs >= 0);
        }
    }
}
