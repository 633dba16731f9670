// `simulate` on inference plans (issue 20): the serving prediction carries its regime's error band as training
// predictions do (JSON `accuracy`, the text's "Model accuracy" line), and a CNN or BERT plan answers in images or
// sequences per second at its batch and latency (the ResNet-50 template, a BERT plan), with its own regime.
#include "clirun.h"
#include "support/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

using clitest::Run;

Run simulate(const QTemporaryDir &dir, const QString &plan, bool json)
{
    QStringList args{QStringLiteral("--catalog"), dir.filePath(QStringLiteral("c.db")), QStringLiteral("simulate"),
                     plan};
    if (json)
        args << QStringLiteral("--json");
    return clitest::inProcess(args);
}

// One PCIe server with `gpus` x `gpu` and an inference workload.
QString plan(const QTemporaryDir &dir, const char *name, const char *gpu, const QByteArray &workload)
{
    const QString path = dir.filePath(QLatin1String(name) + QStringLiteral(".aiplan"));
    const QByteArray text = R"({"format": "aiplanner-plan", "version": 1, "name": ")" + QByteArray(name)
        + R"(", "servers": [{"id": "s", "chassis": "dell-poweredge-r760xa", "count": 1, "parts": [{"sku": ")"
        + QByteArray(gpu) + R"(", "qty": 4}]}], "workload": )" + workload + "}";
    REQUIRE(aiptest::writeFile(path, text));
    return path;
}

} // namespace

TEST_CASE("simulate on an LLM serving plan gives the serving regime's error band in JSON and text")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString example = aiptest::sourcePath(QStringLiteral("examples/llama2-70b-serving-dgx-h100.aiplan"));
    const Run json = simulate(dir, example, true);
    INFO(json.err.toStdString());
    REQUIRE(json.status == 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const QJsonObject band = o.value(QStringLiteral("accuracy")).toObject();
    CHECK(band.value(QStringLiteral("covered")).toBool());
    CHECK(band.value(QStringLiteral("regime")).toString() == QStringLiteral("serving"));
    CHECK(band.value(QStringLiteral("band_pct")).toDouble() > 0);
    CHECK(band.value(QStringLiteral("rows")).toInt() >= 10);
    CHECK(o.value(QStringLiteral("tpot_s")).toDouble() > 0); // the LLM keys stay
    CHECK_FALSE(o.contains(QStringLiteral("samples_per_s")));

    const Run text = simulate(dir, example, false);
    REQUIRE(text.status == 0);
    CHECK(text.out.contains(QStringLiteral("Model accuracy: ±")));
    CHECK(text.out.contains(QStringLiteral("LLM serving")));
}

TEST_CASE("simulate on the ResNet-50 template answers in images per second within its latency limit")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString tpl = aiptest::sourcePath(QStringLiteral("resources/templates/resnet50-inference-t4-l4.aiplan"));
    const Run json = simulate(dir, tpl, true);
    INFO(json.err.toStdString());
    REQUIRE(json.status == 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    CHECK(o.value(QStringLiteral("sample_unit")).toString() == QStringLiteral("images"));
    QFile file(tpl);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const double load = QJsonDocument::fromJson(file.readAll())
                            .object()
                            .value(QStringLiteral("workload"))
                            .toObject()
                            .value(QStringLiteral("serving"))
                            .toObject()
                            .value(QStringLiteral("requests_per_s"))
                            .toDouble();
    REQUIRE(load > 0);
    CHECK(o.value(QStringLiteral("samples_per_s")).toDouble() == Approx(load)); // the template's load
    // A template is sized to serve its own load: the GPUs it needs are in the plan.
    CHECK(o.value(QStringLiteral("gpus_needed")).toInt() <= o.value(QStringLiteral("gpus_in_plan")).toInt());
    const double latency = o.value(QStringLiteral("latency_s")).toDouble();
    CHECK(latency > 0);
    CHECK(latency <= 0.015); // the template's limit at p99
    CHECK(o.value(QStringLiteral("ttft_s")).toDouble() == Approx(latency));
    CHECK(o.value(QStringLiteral("tpot_s")).toDouble() == 0);
    CHECK(o.value(QStringLiteral("gpus_needed")).toInt() >= 1);
    CHECK(o.value(QStringLiteral("gpus_needed")).toInt() == o.value(QStringLiteral("replicas")).toInt());
    CHECK(o.value(QStringLiteral("batch_per_replica")).toInt() >= 1);
    CHECK_FALSE(o.value(QStringLiteral("bottleneck")).toString().isEmpty());
    const QJsonObject band = o.value(QStringLiteral("accuracy")).toObject();
    CHECK(band.value(QStringLiteral("regime")).toString() == QStringLiteral("inference-cnn-bert"));
    CHECK(band.value(QStringLiteral("covered")).toBool());

    const Run text = simulate(dir, tpl, false);
    REQUIRE(text.status == 0);
    CHECK(text.out.contains(QStringLiteral("Images/s")));
    CHECK(text.out.contains(QStringLiteral("one GPU per replica")));
    CHECK(text.out.contains(QStringLiteral("CNN and BERT inference")));
    // ResNet-50's weights (25.6 M parameters, He et al. 2016) are tens of MB, not "0.0 GB".
    const QString weights = text.out.section(QStringLiteral("Weights per GPU"), 1).section(QLatin1Char('\n'), 0, 0);
    INFO(weights.toStdString());
    CHECK(weights.trimmed().endsWith(QStringLiteral(" MB")));
    CHECK(weights.trimmed().section(QLatin1Char(' '), 0, 0).toDouble() >= 25);
}

TEST_CASE("simulate on a BERT plan answers in sequences, and a GPU no regime covers says so")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString bert = plan(dir, "bert", "nvidia-l4",
                              R"({"kind": "inference", "model": {"preset": "bert-large"}, "precision": "fp16",
                   "serving": {"input_tokens": 128, "concurrency": 64, "ttft_limit_s": 0.1}})");
    const Run json = simulate(dir, bert, true);
    INFO(json.err.toStdString());
    REQUIRE(json.status == 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    CHECK(o.value(QStringLiteral("sample_unit")).toString() == QStringLiteral("sequences"));
    CHECK(o.value(QStringLiteral("samples_per_s")).toDouble() > 0);
    CHECK(o.value(QStringLiteral("latency_s")).toDouble() <= 0.1);
    CHECK(o.value(QStringLiteral("replicas")).toInt() * o.value(QStringLiteral("batch_per_replica")).toInt() >= 64);
    CHECK(o.value(QStringLiteral("accuracy")).toObject().value(QStringLiteral("covered")).toBool());
    const Run text = simulate(dir, bert, false);
    CHECK(text.out.contains(QStringLiteral("Sequences/s")));

    // ResNet-50 on the L40S: no CNN inference row ran on it.
    const QString l40s = plan(dir, "rn50-l40s", "nvidia-l40s",
                              R"({"kind": "inference", "model": {"preset": "resnet50"}, "precision": "fp16",
                                  "serving": {"concurrency": 256}})");
    const Run uncovered = simulate(dir, l40s, true);
    REQUIRE(uncovered.status == 0);
    const QJsonObject band
        = QJsonDocument::fromJson(uncovered.out.toUtf8()).object().value(QStringLiteral("accuracy")).toObject();
    CHECK_FALSE(band.value(QStringLiteral("covered")).toBool());
    CHECK(band.value(QStringLiteral("regime")).isNull());
}

TEST_CASE("search on the ResNet-50 template ranks its number formats in images per second")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString tpl = aiptest::sourcePath(QStringLiteral("resources/templates/resnet50-inference-t4-l4.aiplan"));
    const Run sim = simulate(dir, tpl, true);
    REQUIRE(sim.status == 0);
    const int planGpus
        = QJsonDocument::fromJson(sim.out.toUtf8()).object().value(QStringLiteral("gpus_needed")).toInt();

    const Run json = clitest::inProcess({QStringLiteral("--catalog"), dir.filePath(QStringLiteral("c.db")),
                                         QStringLiteral("search"), tpl, QStringLiteral("--json")});
    INFO(json.err.toStdString());
    REQUIRE(json.status == 0); // it served its load in simulate: the search finds at least the plan's own format
    const QJsonArray list
        = QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("candidates")).toArray();
    REQUIRE(list.size() >= 2); // 16-bit and int8 on an L4 (fp8 too: Ada has fp8 units)
    QStringList formats;
    int previousGpus = 0;
    for (const QJsonValue &v : list) {
        const QJsonObject c = v.toObject();
        formats << c.value(QStringLiteral("quantization")).toString();
        CHECK(c.value(QStringLiteral("sample_unit")).toString() == QStringLiteral("images"));
        CHECK(c.value(QStringLiteral("latency_s")).toDouble() <= 0.015);       // the template's limit
        CHECK(c.value(QStringLiteral("gpus_needed")).toInt() >= previousGpus); // fewest GPUs first
        previousGpus = c.value(QStringLiteral("gpus_needed")).toInt();
    }
    CHECK(formats.contains(QStringLiteral("fp16")));
    CHECK(formats.contains(QStringLiteral("int8")));
    // The best needs no more GPUs than the plan's own 16-bit engine.
    CHECK(list.first().toObject().value(QStringLiteral("gpus_needed")).toInt() <= planGpus);

    const Run text = clitest::inProcess(
        {QStringLiteral("--catalog"), dir.filePath(QStringLiteral("c.db")), QStringLiteral("search"), tpl});
    REQUIRE(text.status == 0);
    CHECK(text.out.contains(QStringLiteral("images/s/GPU")));
}
