// The performance model against the published runs of ../shared/data/perf_calibration.csv, computed the way
// ../shared/acceptance/perf_eval.py computes them (same plan fields, same FLOP formulas): prints each
// prediction and its error, and fails above 10% mean absolute error. Nothing here is tuned per row.
#include "csv/csvtext.h"
#include "model/perffixture.h"
#include "perf/perfmodel.h"
#include "support/testsupport.h"

#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>
#include <cstdio>

namespace {

using namespace aip;
using namespace aip::perf;

// perf_eval.py num(): the leading number of a field, or none.
std::optional<double> num(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("^\\s*([0-9.]+)"));
    const QRegularExpressionMatch m = re.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    const double v = m.captured(1).toDouble(&ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

struct Row {
    QMap<QString, QString> f;
    QString operator[](const char *k) const { return f.value(QLatin1String(k)); }
};

struct Prediction {
    QString id;
    double measured = 0, predicted = 0, errorPct = 0;
    bool ok = false;
};

Prediction predict(const Row &row, const PartCatalog &catalog)
{
    Prediction p;
    p.id = row["id"];
    const QString id = p.id;
    const double seq = num(row["seq_len"]).value_or(0);
    Workload w;
    if (id.startsWith(QLatin1String("DLE-RN50"))) {
        w.model.type = QStringLiteral("cnn");
        w.model.preset = QStringLiteral("resnet50");
    } else if (id.startsWith(QLatin1String("DLE-BERT"))) {
        w.model.type = QStringLiteral("bert");
        w.model.preset = QStringLiteral("bert-large");
        w.model.seqLen = int(seq);
    } else {
        w.model.type = QStringLiteral("transformer");
        w.model.layers = row["layers"].toInt();
        w.model.hidden = row["hidden"].toInt();
        w.model.heads = row["heads"].toInt();
        w.model.seqLen = int(seq);
        w.model.vocab = int(num(row["vocab"]).value_or(51200));
    }
    const QString prec = row["precision"].toLower();
    w.precision = Precision::Fp16;
    for (const auto &[name, value] :
         {std::pair{"fp8", Precision::Fp8}, std::pair{"bf16", Precision::Bf16}, std::pair{"tf32", Precision::Tf32},
          std::pair{"fp32", Precision::Fp32}, std::pair{"fp16", Precision::Fp16}}) {
        if (prec.contains(QLatin1String(name))) {
            w.precision = value;
            break;
        }
    }
    w.globalBatch = qint64(num(row["global_batch"]).value_or(1));
    if (const auto mb = num(row["micro_batch"]))
        w.microBatch = int(*mb);
    Parallelism par;
    if (const auto v = num(row["tp"]))
        par.tp = int(*v);
    if (const auto v = num(row["pp"]))
        par.pp = int(*v);
    if (const auto v = num(row["dp"]))
        par.dp = int(*v);
    if (par.tp || par.pp || par.dp) {
        const QString rc = row["recompute"].toLower();
        par.recompute = rc.startsWith(QLatin1String("selective"))                           ? Recompute::Selective
            : (rc.startsWith(QLatin1String("full")) || rc.startsWith(QLatin1String("yes"))) ? Recompute::Full
                                                                                            : Recompute::None;
        par.sequenceParallel = rc.startsWith(QLatin1String("selective"));
        const QString z = row["zero_stage"];
        par.zero = !z.isEmpty() && z.at(0).isDigit() ? z.at(0).digitValue() : 0;
        static const QRegularExpression inter(QStringLiteral("interleav\\w* (?:stages=)?(\\d+)"));
        const QRegularExpressionMatch m = inter.match(row["notes"]);
        par.interleave = m.hasMatch() ? m.captured(1).toInt() : 1;
        w.parallelism = par;
    }
    const int nodes = int(num(row["nodes"]).value_or(1));
    const Plan plan = perftest::dgxPlan(nodes, w, row["gpu"].toUpper().contains(QLatin1String("H100")));
    QString error;
    const std::optional<ClusterHardware> cluster = clusterFromPlan(plan, catalog, &error);
    if (!cluster)
        return p;
    const PerfResult r = simulate(plan.workload, *cluster);
    if (qEnvironmentVariableIsSet("AIP_PERF_VERBOSE")) // the whole prediction, for looking into a row
        std::printf("%s\n", QJsonDocument(toJson(r)).toJson(QJsonDocument::Compact).constData());
    if (!r.ok() && r.status != PerfStatus::DoesNotFit)
        return p;
    const double gpus = par.tp ? double(*par.tp) * *par.pp * *par.dp : nodes * 8.0;
    p.measured = num(row["value"]).value_or(0);
    if (row["metric"] == QLatin1String("throughput")) {
        p.predicted = r.samplesPerS;
    } else {
        // Narayanan et al. 2021, eq. 3 (counts the recomputed forward pass).
        const double B = double(*w.globalBatch), s = seq, l = row["layers"].toDouble(), h = row["hidden"].toDouble(),
                     V = num(row["vocab"]).value_or(51200);
        const double flops = 96 * B * s * l * h * h * (1 + s / (6 * h) + V / (16 * l * h));
        p.predicted = flops / (r.stepTimeS * gpus) / 1e12;
    }
    p.errorPct = 100 * (p.predicted - p.measured) / p.measured;
    p.ok = std::isfinite(p.errorPct);
    return p;
}

} // namespace

TEST_CASE("perf calibration: published Megatron-LM and DeepLearningExamples runs within 10% mean error")
{
    const QList<QStringList> table = csv::parseRecords(
        QString::fromUtf8(aiptest::readFile(aiptest::sharedPath(QStringLiteral("data/perf_calibration.csv")))));
    REQUIRE(table.size() > 1);
    const QStringList header = table.first();
    const PartCatalog catalog = perftest::catalog();
    double sum = 0;
    int count = 0;
    for (qsizetype i = 1; i < table.size(); ++i) {
        Row row;
        for (qsizetype c = 0; c < header.size() && c < table[i].size(); ++c)
            row.f.insert(header[c], table[i][c]);
        const QString id = row["id"];
        if (!(id.startsWith(QLatin1String("MEG21")) || id.startsWith(QLatin1String("DLE"))))
            continue;
        if (row["metric"] != QLatin1String("achieved_tflops_per_gpu") && row["metric"] != QLatin1String("throughput"))
            continue;
        const Prediction p = predict(row, catalog);
        INFO(id.toStdString());
        CHECK(p.ok);
        if (!p.ok)
            continue;
        std::printf("%-28s measured %10.4g  predicted %10.4g  error %+6.1f%%\n", qPrintable(id), p.measured,
                    p.predicted, p.errorPct);
        sum += std::abs(p.errorPct);
        ++count;
    }
    REQUIRE(count == 12);
    const double mean = sum / count;
    std::printf("mean absolute error %.2f%% over %d published runs\n", mean, count);
    CHECK(mean <= 10.0);
}
