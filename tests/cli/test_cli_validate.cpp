// `aiplanner-cli validate` (DESIGN.md "Contract additions (2026-12)"): the JSON keys, --regime, the human table in
// both languages, exit 0 (a report), and simulate --json's "accuracy". Runs in-process on a fresh catalog created
// from the bundled seed.
#include "cli/cli.h"
#include "clirun.h"
#include "support/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace {

using clitest::Run;

Run validate(const QTemporaryDir &dir, QStringList args)
{
    args.prepend(QStringLiteral("validate"));
    args.prepend(dir.filePath(QStringLiteral("catalog.db")));
    args.prepend(QStringLiteral("--catalog"));
    return clitest::inProcess(args);
}

} // namespace

TEST_CASE("cli validate: --json has the rows and regimes of the contract")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Run r = validate(dir, {QStringLiteral("--json")});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray rows = o.value(QStringLiteral("rows")).toArray();
    const QJsonArray regimes = o.value(QStringLiteral("regimes")).toArray();
    REQUIRE(rows.size() >= 75);
    int validation = 0;
    for (const QJsonValue &v : rows) {
        const QJsonObject row = v.toObject();
        for (const char *k : {"id", "regime", "metric", "measured", "predicted", "error_pct", "source"})
            CHECK(row.contains(QLatin1String(k)));
        validation += row.value(QStringLiteral("split")).toString() == QLatin1String("validation");
        INFO(row.value(QStringLiteral("id")).toString().toStdString());
        CHECK(row.value(QStringLiteral("predicted")).isDouble());
    }
    CHECK(validation >= 60);
    REQUIRE(regimes.size() >= 8);
    for (const QJsonValue &v : regimes) {
        const QJsonObject s = v.toObject();
        for (const char *k : {"regime", "rows", "mean_abs_error_pct", "max_abs_error_pct"})
            CHECK(s.contains(QLatin1String(k)));
        CHECK(s.value(QStringLiteral("max_abs_error_pct")).toDouble()
              >= s.value(QStringLiteral("mean_abs_error_pct")).toDouble());
    }
}

TEST_CASE("cli validate: --regime keeps one regime, an unknown one is a usage error")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Run r = validate(dir, {QStringLiteral("--json"), QStringLiteral("--regime"), QStringLiteral("fsdp-a100")});
    REQUIRE(r.status == 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray regimes = o.value(QStringLiteral("regimes")).toArray();
    REQUIRE(regimes.size() == 1);
    CHECK(regimes.at(0).toObject().value(QStringLiteral("regime")).toString() == QLatin1String("fsdp-a100"));
    REQUIRE(!o.value(QStringLiteral("rows")).toArray().isEmpty());
    for (const QJsonValue &v : o.value(QStringLiteral("rows")).toArray())
        CHECK(v.toObject().value(QStringLiteral("regime")).toString() == QLatin1String("fsdp-a100"));

    const Run bad = validate(dir, {QStringLiteral("--regime"), QStringLiteral("no-such-regime")});
    CHECK(bad.status == 2);
    CHECK(bad.err.contains(QStringLiteral("fsdp-a100")));
    CHECK(validate(dir, {QStringLiteral("some.aiplan")}).status == 2);
}

TEST_CASE("cli validate: the human table in English and Chinese, exit 0")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Run en = validate(dir, {QStringLiteral("--lang"), QStringLiteral("en")});
    REQUIRE(en.status == 0);
    CHECK(en.out.contains(QStringLiteral("measured")));
    CHECK(en.out.contains(QStringLiteral("LF-A100-7B-S2K-8")));
    CHECK(en.out.contains(QStringLiteral("fsdp-gt256")));
    // Whole figures are grouped at every size: one column never mixes "82432" with "184,320" (LLaMA 1 7B's
    // 82,432 GPU-hours, Touvron et al. 2023 Table 15, beside Llama 2's).
    CHECK(en.out.contains(QStringLiteral("82,432")));
    CHECK_FALSE(en.out.contains(QStringLiteral("82432")));
    // Every row's regime starts under the header's "regime", however long the row's id (the MoE rows' ids run past
    // the id column's default width).
    const QStringList lines = en.out.split(QLatin1Char('\n'));
    const qsizetype header = lines.indexOf(lines.filter(QRegularExpression(QStringLiteral("^id +regime "))).value(0));
    REQUIRE(header >= 0);
    const qsizetype regimeAt = lines.at(header).indexOf(QStringLiteral("regime"));
    int rows = 0;
    for (qsizetype i = header + 1; i < lines.size() && !lines.at(i).isEmpty(); ++i, ++rows) {
        INFO(lines.at(i).toStdString());
        const qsizetype idEnd = lines.at(i).indexOf(QLatin1Char(' '));
        REQUIRE(idEnd > 0);
        CHECK(idEnd < regimeAt);
        CHECK(lines.at(i).at(regimeAt - 1) == QLatin1Char(' '));
        CHECK(lines.at(i).at(regimeAt) != QLatin1Char(' '));
    }
    CHECK(rows > 300);
    const Run zh = validate(dir, {QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    REQUIRE(zh.status == 0);
    CHECK(zh.out.contains(QStringLiteral("LF-A100-7B-S2K-8")));
    CHECK(zh.out != en.out);
}

TEST_CASE("cli validate: each regime's error with the runs' software options at their defaults, in the table and JSON")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Run json = validate(dir, {QStringLiteral("--json"), QStringLiteral("--regime"), QStringLiteral("b200")});
    REQUIRE(json.status == 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const QJsonObject b200 = o.value(QStringLiteral("regimes")).toArray().at(0).toObject();
    // Every B200 row names its attention kernel (Transformer Engine's cuDNN attention, "flash3") and more.
    CHECK(b200.value(QStringLiteral("software_rows")).toInt() == b200.value(QStringLiteral("rows")).toInt());
    const double atDefaults = b200.value(QStringLiteral("mean_abs_error_at_defaults_pct")).toDouble();
    CHECK(atDefaults > 0);
    CHECK(b200.value(QStringLiteral("max_abs_error_at_defaults_pct")).toDouble() >= atDefaults);
    for (const QJsonValue &v : o.value(QStringLiteral("rows")).toArray()) {
        const QJsonObject row = v.toObject();
        INFO(row.value(QStringLiteral("id")).toString().toStdString());
        REQUIRE(row.contains(QStringLiteral("predicted_at_defaults")));
        const double measured = row.value(QStringLiteral("measured")).toDouble();
        CHECK(row.value(QStringLiteral("error_at_defaults_pct")).toDouble()
              == Approx(100 * (row.value(QStringLiteral("predicted_at_defaults")).toDouble() - measured) / measured));
    }
    // The text table's last figure on the regime's line is that mean, and the footnote says what it is.
    const Run en = validate(
        dir, {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--regime"), QStringLiteral("b200")});
    REQUIRE(en.status == 0);
    const QStringList lines = en.out.split(QLatin1Char('\n'));
    const QStringList header = lines.filter(QRegularExpression(QStringLiteral("^regime +runs ")));
    REQUIRE(header.size() == 1);
    CHECK(header.first().contains(QStringLiteral("at defaults")));
    const QStringList line = lines.filter(QRegularExpression(QStringLiteral("^b200 ")));
    REQUIRE(line.size() == 1);
    CHECK(line.first().contains(QString::number(atDefaults, 'f', 1) + QLatin1Char('%')));
    CHECK(en.out.contains(QStringLiteral("at defaults: the mean |error| with each run's software options")));
}

TEST_CASE("cli simulate --json: accuracy names the regime and its band")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("gpt3.aiplan"));
    REQUIRE(aiptest::writeFile(path, R"({"format": "aiplanner-plan", "version": 1, "name": "gpt3",
        "servers": [{"id": "node", "chassis": "nvidia-dgx-a100-80gb", "parts": [], "count": 96}],
        "fabric": {"sku": "nvidia-quantum-qm8700", "topology": "fat-tree", "oversubscription": 1.0},
        "workload": {"model": {"preset": "gpt3-175b"}, "global_batch": 1536, "micro_batch": 1, "precision": "fp16",
        "parallelism": {"tp": 8, "pp": 12, "dp": 8, "zero": 1, "recompute": "full", "sequence_parallel": false,
        "interleave": 1}}})"));
    const Run r = clitest::inProcess({QStringLiteral("--catalog"), dir.filePath(QStringLiteral("catalog.db")),
                                      QStringLiteral("simulate"), path, QStringLiteral("--json")});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    const QJsonObject accuracy
        = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("accuracy")).toObject();
    CHECK(accuracy.value(QStringLiteral("regime")).toString() == QLatin1String("3d-a100"));
    CHECK(accuracy.value(QStringLiteral("covered")).toBool());
    CHECK(accuracy.value(QStringLiteral("band_pct")).toDouble() > 0);
}
