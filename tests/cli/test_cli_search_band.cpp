// `aiplanner-cli search` carries the error band of the regimes it ranks in (issue 14): an "accuracy" object per
// strategy in --json (the keys of simulate --json's), one line under the text table for strategy 1. Runs in-process
// on a fresh catalog created from the bundled seed.
#include "cli/cli.h"
#include "clirun.h"
#include "support/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

using clitest::Run;

// GPT-3 175B on 96 DGX A100 with TP 8 x PP 12 fixed: 3D parallelism on A100.
const char *const kGpt3 = R"({"format": "aiplanner-plan", "version": 1, "name": "gpt3",
    "servers": [{"id": "node", "chassis": "nvidia-dgx-a100-80gb", "parts": [], "count": 96}],
    "fabric": {"sku": "nvidia-quantum-qm8700", "topology": "fat-tree", "oversubscription": 1.0},
    "workload": {"model": {"preset": "gpt3-175b"}, "global_batch": 1536, "micro_batch": 1, "precision": "fp16",
    "parallelism": {"tp": 8, "pp": 12, "zero": 1}}})";

// ResNet-50 on four L40S cards: a GPU the validation set has no runs for.
const char *const kL40s = R"({"format": "aiplanner-plan", "version": 1, "name": "l40s",
    "servers": [{"id": "node", "chassis": "dell-poweredge-r760xa", "parts": [{"sku": "nvidia-l40s", "qty": 4},
    {"sku": "intel-xeon-6430", "qty": 2}, {"sku": "micron-ddr5-5600-96gb-rdimm", "qty": 16}],
    "count": 1}],
    "workload": {"model": {"preset": "resnet50"}, "global_batch": 256, "precision": "bf16"}})";

Run search(const QTemporaryDir &dir, const char *name, const char *plan, const QStringList &extra = {})
{
    const QString path = dir.filePath(QString::fromLatin1(name) + QStringLiteral(".aiplan"));
    REQUIRE(aiptest::writeFile(path, plan));
    QStringList args{QStringLiteral("--catalog"), dir.filePath(QStringLiteral("catalog.db")), QStringLiteral("search"),
                     path};
    args += extra;
    const Run r = clitest::inProcess(args);
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    return r;
}

} // namespace

TEST_CASE("cli search --json: every strategy carries the accuracy of its regime")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Run r = search(dir, "gpt3", kGpt3, {QStringLiteral("--json")});
    const QJsonArray strategies
        = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("strategies")).toArray();
    REQUIRE_FALSE(strategies.isEmpty());
    for (const QJsonValue &v : strategies) {
        const QJsonObject accuracy = v.toObject().value(QStringLiteral("accuracy")).toObject();
        CHECK(accuracy.value(QStringLiteral("regime")).toString() == QLatin1String("3d-a100"));
        CHECK(accuracy.value(QStringLiteral("covered")).toBool());
        CHECK(accuracy.value(QStringLiteral("band_pct")).toDouble() > 0);
    }

    const Run l40s = search(dir, "l40s", kL40s, {QStringLiteral("--json")});
    const QJsonObject first = QJsonDocument::fromJson(l40s.out.toUtf8())
                                  .object()
                                  .value(QStringLiteral("strategies"))
                                  .toArray()
                                  .at(0)
                                  .toObject()
                                  .value(QStringLiteral("accuracy"))
                                  .toObject();
    CHECK(first.contains(QStringLiteral("covered")));
    CHECK_FALSE(first.value(QStringLiteral("covered")).toBool());
    CHECK(first.value(QStringLiteral("regime")).isNull());
}

TEST_CASE("cli search: the line under the table gives strategy 1's band, or says it is not covered")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QStringList covered = search(dir, "gpt3", kGpt3).out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE_FALSE(covered.isEmpty());
    INFO(covered.constLast().toStdString());
    CHECK(covered.constLast().startsWith(QStringLiteral("Model accuracy of strategy 1: ±")));
    CHECK(covered.constLast().contains(QStringLiteral("3D parallelism on A100")));

    const QStringList outside = search(dir, "l40s", kL40s).out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE_FALSE(outside.isEmpty());
    INFO(outside.constLast().toStdString());
    CHECK(outside.constLast().startsWith(QStringLiteral("Model accuracy of strategy 1: outside every regime")));
}
