// The EfficientNet rows of the validation set (resources/validation/published_runs.csv, regime efficientnet-a100;
// issue 23): NVIDIA DeepLearningExamples' PyTorch EfficientNet-B0 and -B4 training table on DGX A100. Each row is
// classified into its regime by the accuracy band and gets a prediction, and the predictions keep the orderings the
// published table has: mixed precision faster than TF32, B0 faster than B4, no more images per GPU with more GPUs.
#include "model/perffixture.h"
#include "perf/perfmodel.h"
#include "support/testsupport.h"
#include "validation/accuracy.h"
#include "validation/publishedruns.h"
#include "validation/runprediction.h"

#include <QHash>

namespace {

using namespace aip;
using namespace aip::validation;

struct Row {
    QString preset;
    bool amp = false;
    int gpus = 0;
    double measured = 0, predicted = 0;
};

QList<Row> efficientNetRows()
{
    const PartCatalog catalog = perftest::catalog();
    QList<Row> rows;
    for (const PublishedRun &run : bundledPublishedRuns()) {
        if (run.regime() != QLatin1String("efficientnet-a100"))
            continue;
        INFO(run.id().toStdString());
        CHECK(run.split() == QLatin1String("validation"));
        CHECK(run.source().contains(QLatin1String("efficientnet/README.md")));
        QString error;
        const std::optional<Plan> plan = planForRun(run, &error);
        REQUIRE(plan);
        const auto cluster = perf::clusterFromPlan(*plan, catalog, &error);
        REQUIRE(cluster);
        const perf::PerfResult r = perf::simulate(plan->workload, *cluster);
        CHECK(r.status == perf::PerfStatus::Ok);
        CHECK(regimeFor(plan->workload, *cluster, r) == run.regime());
        const RunPrediction p = predictRun(run, catalog);
        INFO(p.error.toStdString());
        REQUIRE(p.ok);
        rows.append({run.field("preset"), run.field("precision").contains(QLatin1String("fp16")),
                     int(run.number("dp").value_or(0)), p.measured, p.predicted});
    }
    return rows;
}

} // namespace

TEST_CASE("efficientnet rows: every B0 and B4 row of the table, in its regime, with a prediction")
{
    const QList<Row> rows = efficientNetRows();
    // The table: B0 at 1, 8 and 16 GPUs, B4 at 1, 8, 16, 32 and 64, each in TF32 and mixed precision.
    CHECK(rows.size() == 16);
    int b0 = 0, b4 = 0;
    for (const Row &r : rows) {
        b0 += r.preset == QLatin1String("efficientnet-b0");
        b4 += r.preset == QLatin1String("efficientnet-b4");
    }
    CHECK(b0 == 6);
    CHECK(b4 == 10);
}

TEST_CASE("efficientnet rows: the predictions keep the published orderings")
{
    const QList<Row> rows = efficientNetRows();
    QHash<QString, double> predicted, measured; // by "preset amp gpus"
    auto key = [](const QString &preset, bool amp, int gpus) {
        return QStringLiteral("%1 %2 %3").arg(preset).arg(amp).arg(gpus);
    };
    for (const Row &r : rows) {
        predicted.insert(key(r.preset, r.amp, r.gpus), r.predicted);
        measured.insert(key(r.preset, r.amp, r.gpus), r.measured);
    }
    for (const Row &r : rows) {
        INFO(key(r.preset, r.amp, r.gpus).toStdString());
        // Mixed precision against TF32 on the same GPUs: 1.8-2.3x in the table.
        if (r.amp) {
            const QString tf32 = key(r.preset, false, r.gpus);
            REQUIRE(predicted.contains(tf32));
            CHECK(measured.value(tf32) < r.measured);
            CHECK(predicted.value(tf32) < r.predicted);
        }
        // B4 (380 px, 4.2 GFLOPs) against B0 (224 px, 0.39 GFLOPs) on the same GPUs and precision.
        if (r.preset == QLatin1String("efficientnet-b4")) {
            const QString b0 = key(QStringLiteral("efficientnet-b0"), r.amp, r.gpus);
            if (predicted.contains(b0)) {
                CHECK(measured.value(b0) > r.measured);
                CHECK(predicted.value(b0) > r.predicted);
            }
        }
        // Images per GPU never rise with more GPUs (data parallel: the same work per GPU plus the all-reduce).
        for (const Row &o : rows) {
            if (o.preset == r.preset && o.amp == r.amp && o.gpus > r.gpus)
                CHECK(o.predicted / o.gpus <= r.predicted / r.gpus * (1 + 1e-9));
        }
    }
}
