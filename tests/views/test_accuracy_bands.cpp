// Every prediction the program shows carries the error band of its regime (issue 14): the evaluation computes it
// with the performance result, the summary strip shows it short beside the throughput (the sentence in the tooltip,
// "not covered" plainly outside every regime), the Performance tab and the quote's performance section print the
// sentence `aiplanner-cli simulate` prints.
#include "analysis/planevaluation.h"
#include "common/formatting.h"
#include "document/plandocument.h"
#include "i18n/translation.h"
#include "perf/clusterhardware.h"
#include "quote/quotecontent.h"
#include "quote/quotehtml.h"
#include "summary/summarystrip.h"
#include "tabs/performancetab.h"
#include "test_charts_fixture.h"
#include "validation/validationreport.h"

#include <QDir>
#include <QLabel>

using namespace aip;

namespace {

// Four L40S cards in a PCIe server (with its CPUs and memory) training ResNet-50: a GPU the validation set has no
// published runs for.
Plan l40sPlan()
{
    const PlanReadResult r = readPlan(R"({
      "format": "aiplanner-plan", "version": 1, "name": "L40S",
      "servers": [ { "id": "node", "name": "R760xa", "chassis": "dell-poweredge-r760xa",
                     "parts": [ {"sku": "nvidia-l40s", "qty": 4}, {"sku": "intel-xeon-6430", "qty": 2},
                               {"sku": "micron-ddr5-5600-96gb-rdimm", "qty": 16} ], "count": 1 } ],
      "workload": { "model": { "preset": "resnet50" }, "global_batch": 256, "precision": "bf16" }
    })");
    INFO(r.errorText().toStdString());
    REQUIRE(r.ok());
    return *r.plan;
}

const QLabel *accuracyLabel(const SummaryStrip &strip)
{
    const auto *l = strip.findChild<QLabel *>(QStringLiteral("summary_accuracy"));
    REQUIRE(l);
    return l;
}

// Saves a widget's picture when AIP_SCREENSHOT_DIR is set (a person looks at it; the test asserts nothing on it).
void shoot(QWidget *w, const char *name)
{
    const QString dir = qEnvironmentVariable("AIP_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        w->grab().save(QDir(dir).filePath(QString::fromLatin1(name)));
}

struct LanguageGuard {
    explicit LanguageGuard(const QString &language) { REQUIRE(installTranslators(language)); }
    ~LanguageGuard() { installTranslators(QStringLiteral("en")); }
};

} // namespace

TEST_CASE("a covered plan's evaluation, summary strip, Performance tab and quote carry its regime's error band")
{
    const auto catalog = chartstest::catalog();
    const Plan plan = chartstest::loadPlan(chartstest::examplePath());
    const PlanEvaluation ev = evaluatePlan(plan, *catalog);
    REQUIRE(ev.perf);
    REQUIRE(ev.accuracy);
    const validation::AccuracyBand &band = *ev.accuracy;
    // GPT-3 175B with TP 8 x PP 12, ZeRO 1 on DGX A100: 3D parallelism on A100 (Narayanan et al. 2021 rows).
    CHECK(band.covered);
    CHECK(band.regime == QLatin1String("3d-a100"));
    CHECK(band.rows > 0);
    CHECK(band.bandPct > 0);
    // The same band the CLI reports for the plan (simulate --json's "accuracy").
    QString error;
    const auto cluster = perf::clusterFromPlan(plan, *catalog, &error);
    REQUIRE(cluster);
    const validation::AccuracyBand cli
        = validation::accuracyFor(plan.workload, *cluster, *ev.perf, validation::validationReport(*catalog));
    CHECK(cli.regime == band.regime);
    CHECK(cli.bandPct == band.bandPct);
    const QString sentence = validation::accuracyText(band);
    CHECK(sentence.contains(QString::number(band.bandPct, 'f', 1)));

    SummaryStrip strip;
    strip.setEvaluation(ev, QStringLiteral("USD"));
    const QString shown = strip.figure(QStringLiteral("accuracy"));
    CHECK(shown.startsWith(QStringLiteral("±")));
    CHECK(shown.contains(QLocale().toString(band.bandPct, 'f', band.bandPct < 10 ? 1 : 0)));
    CHECK(accuracyLabel(strip)->toolTip().contains(sentence));
    // The strip with the band fits a 1366 px wide window.
    CHECK(strip.minimumSizeHint().width() <= 1366);
    strip.resize(1366, strip.sizeHint().height());
    shoot(&strip, "summary-strip-band.png");

    PlanDocument doc;
    PerformanceTab tab(&doc);
    tab.showEvaluation(ev);
    const auto *perfLine = tab.findChild<QLabel *>(QStringLiteral("performanceAccuracy"));
    REQUIRE(perfLine);
    CHECK(perfLine->text().contains(sentence));

    const QuoteContent quote
        = QuoteBuilder::build(plan, *catalog, QStringLiteral("en"), QDate(2026, 1, 1), QStringLiteral("Q-1"), {});
    REQUIRE(quote.accuracy);
    CHECK(quote.accuracy->regime == band.regime);
    CHECK(QuoteHtml(quote).commercialPart().contains(sentence.toHtmlEscaped()));
}

TEST_CASE("a plan on L40S cards is outside every regime and the summary strip says it is not covered")
{
    const auto catalog = chartstest::catalog();
    const Plan plan = l40sPlan();
    const PlanEvaluation ev = evaluatePlan(plan, *catalog);
    INFO(ev.perfError.toStdString());
    REQUIRE(ev.perf);
    REQUIRE(ev.accuracy);
    CHECK_FALSE(ev.accuracy->covered);
    CHECK(ev.accuracy->regime.isEmpty());

    SummaryStrip strip;
    strip.setEvaluation(ev, QStringLiteral("USD"));
    CHECK(strip.figure(QStringLiteral("accuracy")) == SummaryStrip::tr("accuracy: not covered"));
    CHECK(accuracyLabel(strip)->toolTip().contains(validation::accuracyText(*ev.accuracy)));
    CHECK_FALSE(strip.figure(QStringLiteral("accuracy")).contains(QStringLiteral("±")));

    // A plan without a workload has no prediction, so no band either.
    Plan idle = plan;
    idle.hasWorkload = false;
    const PlanEvaluation none = evaluatePlan(idle, *catalog);
    CHECK_FALSE(none.accuracy);
    strip.setEvaluation(none, QStringLiteral("USD"));
    CHECK(strip.figure(QStringLiteral("accuracy")) == QStringLiteral("—"));
}

TEST_CASE("the summary strip with the band fits a 1366 px wide window in Chinese")
{
    const LanguageGuard zh(QStringLiteral("zh_CN"));
    const auto catalog = chartstest::catalog();
    const PlanEvaluation ev = evaluatePlan(chartstest::loadPlan(chartstest::examplePath()), *catalog);
    REQUIRE(ev.accuracy);
    SummaryStrip strip;
    strip.setEvaluation(ev, QStringLiteral("CNY"));
    CHECK(strip.figure(QStringLiteral("accuracy")).contains(QLocale().toString(ev.accuracy->bandPct, 'f', 1)));
    CHECK(accuracyLabel(strip)->toolTip().contains(validation::accuracyText(*ev.accuracy)));
    CHECK(strip.minimumSizeHint().width() <= 1366);
    strip.resize(1366, strip.sizeHint().height());
    shoot(&strip, "summary-strip-band-zh.png");
}

TEST_CASE("time to train with goodput and GPU-hours in the summary strip, the Performance tab and the quote")
{
    // Issue 14: the whole run takes its steps plus checkpoints, failures and restarts; the strip, the tab and the
    // PDF show that wall-clock time and the GPU-hours, with the pure step time beside it.
    const auto catalog = chartstest::catalog();
    Plan plan = chartstest::loadPlan(chartstest::examplePath());
    plan.workload.tokensToTrain = 3e11;
    const PlanEvaluation ev = evaluatePlan(plan, *catalog);
    REQUIRE(ev.perf);
    const perf::PerfResult &r = *ev.perf;
    REQUIRE(r.timeToTrainS);
    REQUIRE(r.wallClockToTrainS);
    REQUIRE(r.gpuHours);
    CHECK(r.goodput < 1);
    CHECK(*r.wallClockToTrainS > *r.timeToTrainS);

    SummaryStrip strip;
    strip.setEvaluation(ev, QStringLiteral("USD"));
    CHECK(strip.figure(QStringLiteral("train")) == fmt::duration(*r.wallClockToTrainS));
    const auto *train = strip.findChild<QLabel *>(QStringLiteral("summary_train"));
    REQUIRE(train);
    CHECK(train->toolTip().contains(fmt::duration(*r.timeToTrainS)));
    CHECK(train->toolTip().contains(fmt::number(*r.gpuHours, 0)));

    PlanDocument doc;
    PerformanceTab tab(&doc);
    tab.showEvaluation(ev);
    const auto *figures = tab.findChild<QLabel *>(QStringLiteral("performanceFigures"));
    REQUIRE(figures);
    CHECK(figures->text().contains(fmt::duration(*r.wallClockToTrainS)));
    CHECK(figures->text().contains(fmt::number(*r.gpuHours, 0)));

    const QuoteContent quote
        = QuoteBuilder::build(plan, *catalog, QStringLiteral("en"), QDate(2026, 1, 1), QStringLiteral("Q-1"), {});
    const QString html = QuoteHtml(quote).commercialPart();
    CHECK(html.contains(QStringLiteral("GPU-hours")));
    CHECK(html.contains(fmt::duration(*r.timeToTrainS, QLocale(QLocale::English))));
}
