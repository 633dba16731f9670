// `simulate` on an inference plan (issue 20, DESIGN.md "Contract additions (2026-12)"): the serving keys are there
// and are numbers (bottleneck a word), and a training plan's output keeps its keys.
#include "clirun.h"
#include "support/testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

TEST_CASE("simulate --json on the serving example gives the inference keys as numbers")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString plan = aiptest::sourcePath(QStringLiteral("examples/llama2-70b-serving-dgx-h100.aiplan"));
    const clitest::Run r = clitest::inProcess({QStringLiteral("--catalog"), dir.filePath(QStringLiteral("c.db")),
                                               QStringLiteral("simulate"), plan, QStringLiteral("--json")});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    for (const char *key : {"ttft_s", "tpot_s", "output_tokens_per_s", "max_concurrency", "replicas", "gpus_needed"}) {
        INFO(key);
        CHECK(o.value(QLatin1String(key)).isDouble());
        CHECK(o.value(QLatin1String(key)).toDouble() > 0);
    }
    CHECK(o.value(QStringLiteral("tpot_s")).toDouble() <= 0.05); // the plan's limit
    CHECK(o.value(QStringLiteral("ttft_s")).toDouble() <= 2);
    CHECK(o.value(QStringLiteral("gpus_needed")).toDouble() == 8 * o.value(QStringLiteral("replicas")).toDouble());
    CHECK_FALSE(o.value(QStringLiteral("bottleneck")).toString().isEmpty());
    CHECK_FALSE(o.contains(QStringLiteral("mfu"))); // not a training step

    const clitest::Run training = clitest::inProcess(
        {QStringLiteral("--catalog"), dir.filePath(QStringLiteral("c.db")), QStringLiteral("simulate"),
         aiptest::sourcePath(QStringLiteral("examples/gpt3-175b-128-dgx-a100.aiplan")), QStringLiteral("--json")});
    const QJsonObject t = QJsonDocument::fromJson(training.out.toUtf8()).object();
    CHECK(t.contains(QStringLiteral("accuracy")));
    CHECK_FALSE(t.contains(QStringLiteral("ttft_s")));
}
