// The same question gets the same strategy list (issue 14, item 3): the GUI's strategy table (computePerfExtras,
// what the Performance tab shows) and `aiplanner-cli search --free` list the same strategies in the same order for
// a plan, the plan's sharding implementation kept by both (it names the software the cluster runs).
#include "clirun.h"
#include "support/testsupport.h"

#include "analysis/perfextras.h"
#include "cli/cli.h"
#include "perf/perfmodel.h"
#include "plan/planfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>

namespace {

// Llama 2 7B on two DGX A100: small enough that fully sharded strategies rank near the top, where the sharding
// implementation (DeepSpeed's per-tensor gathers against FSDP's flat units) changes their step times.
QByteArray planText(const char *parallelism)
{
    return QByteArray(R"({"format": "aiplanner-plan", "version": 1, "name": "search-gui",
 "servers": [{"id": "node", "chassis": "nvidia-dgx-a100-80gb", "parts": [], "count": 2}],
 "fabric": {"sku": "nvidia-quantum-qm8700", "topology": "fat-tree", "oversubscription": 1.0},
 "workload": {"model": {"preset": "llama2-7b"}, "global_batch": 64, "micro_batch": 2, "precision": "bf16",
   "parallelism": )")
        + parallelism + "}}";
}

} // namespace

TEST_CASE("cli perf: the GUI's strategy table and search --free list the same strategies")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString db = dir.filePath(QStringLiteral("c.db"));
    int withZero3 = 0;
    QSet<QString> regimes;
    for (const char *parallelism :
         {R"({"tp": 2, "pp": 1, "dp": 8, "sharding_impl": "deepspeed"})",
          R"({"tp": 1, "pp": 1, "dp": 16, "zero": 3, "sharding_impl": "fsdp"})", R"({"tp": 8, "pp": 2, "dp": 1})"}) {
        INFO(parallelism);
        const QString path = dir.filePath(QStringLiteral("plan.aiplan"));
        REQUIRE(aiptest::writeFile(path, planText(parallelism)));
        const clitest::Run cli = clitest::inProcess({QStringLiteral("--catalog"), db, QStringLiteral("search"), path,
                                                     QStringLiteral("--free"), QStringLiteral("--json")});
        INFO(cli.err.toStdString());
        REQUIRE(cli.status == 0);
        const QJsonArray listed
            = QJsonDocument::fromJson(cli.out.toUtf8()).object().value(QStringLiteral("strategies")).toArray();

        QString outText, errText;
        QTextStream out(&outText), err(&errText);
        aip::cli::Context ctx{out, err, db, QStringLiteral("en")};
        int exit = 0;
        const std::optional<aip::PartCatalog> catalog = ctx.loadCatalog(&exit);
        REQUIRE(catalog);
        const aip::PlanReadResult read = aip::readPlanFile(path);
        REQUIRE(read.ok());
        const aip::PerfExtras gui = aip::computePerfExtras(*read.plan, *catalog, int(listed.size()));
        REQUIRE(gui.strategies.size() == listed.size());
        REQUIRE(gui.strategyAccuracy.size() == gui.strategies.size());
        for (qsizetype i = 0; i < gui.strategies.size(); ++i) {
            INFO("rank " << i + 1);
            const QJsonObject fromCli = listed.at(i).toObject();
            CHECK(aip::perf::toJson(gui.strategies[i].strategy)
                  == fromCli.value(QStringLiteral("strategy")).toObject());
            CHECK(gui.strategies[i].result.stepTimeS
                  == Approx(fromCli.value(QStringLiteral("step_time_s")).toDouble()));
            // Each row's error band (its regime's) is the one search gives it.
            const QJsonObject accuracy = fromCli.value(QStringLiteral("accuracy")).toObject();
            CHECK(gui.strategyAccuracy[i].regime == accuracy.value(QStringLiteral("regime")).toString());
            CHECK(gui.strategyAccuracy[i].bandPct == Approx(accuracy.value(QStringLiteral("band_pct")).toDouble()));
            regimes.insert(gui.strategyAccuracy[i].regime);
            withZero3 += gui.strategies[i].strategy.zero >= 3 ? 1 : 0;
        }
    }
    CHECK(withZero3 > 0);      // the lists hold fully sharded strategies, whose cost the implementation sets
    CHECK(regimes.size() > 1); // and the rows' bands differ with their regimes (3D parallelism, FSDP on A100)
}
