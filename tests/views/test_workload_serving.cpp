// The Workload panel, the Performance tab, the summary strip and the quote for serving and fine-tuning plans
// (issues 20 and 23): Train/Serve switches, serving and fine-tune edits are one undo step each and round-trip
// through the plan file, the tab and the strip show what the serving model computes, the PDF's section reads as a
// serving estimate. With AIP_SCREENSHOT_DIR set, the window is saved at 1366x768 and 1920x1080 in English and
// Chinese for the serving and fine-tune examples.
#include "analysis/planevaluation.h"
#include "analysis/planevaluator.h"
#include "charts/chartpanel.h"
#include "common/formatting.h"
#include "document/plandocument.h"
#include "i18n/translation.h"
#include "mainwindow/mainwindow.h"
#include "perf/clusterhardware.h"
#include "perf/inference.h"
#include "plan/planfile.h"
#include "quote/quotecontent.h"
#include "quote/quotehtml.h"
#include "summary/summarystrip.h"
#include "support/testsupport.h"
#include "tabs/performancetab.h"
#include "viewtestcatalog.h"
#include "widgettest.h"
#include "workload/workloadpanel.h"
#include "workload/workloadtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QRadioButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace aip;
using viewtest::activate;
using viewtest::child;

namespace {

using viewtest::seedCatalog;

QString examplePath(const char *name)
{
    return aiptest::dataPath(QStringLiteral("../../examples/%1").arg(QLatin1String(name)));
}

Plan example(const char *name)
{
    const PlanReadResult r = readPlanFile(examplePath(name));
    REQUIRE(r.ok());
    return *r.plan;
}

QString servingValue(const PerformanceTab &tab, const QString &key)
{
    const QTableWidget *t = tab.servingTable();
    for (int row = 0; row < t->rowCount(); ++row)
        if (t->item(row, 0)->data(Qt::UserRole).toString() == key)
            return t->item(row, 1)->text();
    return {};
}

} // namespace

TEST_CASE("the workload panel switches between Train and Serve - each edit is one undo step")
{
    PlanDocument doc;
    doc.reset(example("llama2-70b-serving-dgx-h100.aiplan"), {});
    WorkloadPanel panel(&doc);
    auto *train = child<QRadioButton>(panel, "workloadTrain");
    auto *serve = child<QRadioButton>(panel, "workloadServe");
    auto *servingBox = child<QWidget>(panel, "workloadServing");
    auto *trainPart = child<QWidget>(panel, "workloadTrainPart");
    CHECK(serve->isChecked());
    CHECK_FALSE(servingBox->isHidden());
    CHECK(trainPart->isHidden());
    // The plan's serving fields, as the file has them.
    CHECK(child<QSpinBox>(panel, "servingInputTokens")->value() == 2048);
    CHECK(child<QSpinBox>(panel, "servingOutputTokens")->value() == 256);
    CHECK(child<QDoubleSpinBox>(panel, "servingRps")->value() == Approx(5));
    CHECK(child<QDoubleSpinBox>(panel, "servingTpotLimit")->value() == Approx(50)); // 0.05 s in ms
    CHECK(child<QDoubleSpinBox>(panel, "servingTtftLimit")->value() == Approx(2));
    CHECK(child<QSpinBox>(panel, "servingTp")->value() == 8);

    train->click();
    CHECK(doc.plan().workload.kind == WorkloadKind::Training);
    CHECK(doc.undoStack()->count() == 1);
    CHECK(servingBox->isHidden());
    CHECK_FALSE(trainPart->isHidden());
    // The serving settings stay in the plan while it trains, so switching back loses nothing.
    CHECK(doc.plan().workload.serving.has_value());
    doc.undoStack()->undo();
    CHECK(doc.plan().workload.kind == WorkloadKind::Inference);
    CHECK(serve->isChecked());
}

TEST_CASE("serving and fine-tune edits round-trip through the plan file")
{
    PlanDocument doc;
    doc.reset(example("llama2-70b-serving-dgx-h100.aiplan"), {});
    WorkloadPanel panel(&doc);
    int steps = 0;
    // Traffic as concurrent users instead of requests/s (the plan keeps one of them), then how many: one step, as
    // a run of edits of one field is.
    activate(child<QComboBox>(panel, "servingLoadKind"), 1);
    CHECK(doc.undoStack()->count() == ++steps);
    CHECK(doc.plan().workload.serving->concurrency.has_value());
    CHECK_FALSE(doc.plan().workload.serving->requestsPerS.has_value());
    for (int users : {100, 1500, 2000})
        child<QSpinBox>(panel, "servingUsers")->setValue(users);
    CHECK(doc.undoStack()->count() == steps);
    activate(child<QComboBox>(panel, "servingWeights"), int(Precision::Bf16) * 10 + int(WeightQuant::Int4));
    CHECK(doc.undoStack()->count() == ++steps);
    activate(child<QComboBox>(panel, "servingKv"), int(Precision::Fp8));
    CHECK(doc.undoStack()->count() == ++steps);
    child<QDoubleSpinBox>(panel, "servingPercentile")->setValue(90);
    CHECK(doc.undoStack()->count() == ++steps);
    child<QDoubleSpinBox>(panel, "servingTtftLimit")->setValue(1);
    CHECK(doc.undoStack()->count() == ++steps);
    child<QDoubleSpinBox>(panel, "servingTpotLimit")->setValue(30);
    CHECK(doc.undoStack()->count() == ++steps);
    child<QSpinBox>(panel, "servingTp")->setValue(child<QSpinBox>(panel, "servingTp")->minimum()); // Auto
    CHECK(doc.undoStack()->count() == ++steps);

    const Serving s = doc.plan().workload.serving.value_or(Serving());
    CHECK(s.concurrency == 2000);
    CHECK_FALSE(s.requestsPerS.has_value());
    CHECK(s.weightQuant == WeightQuant::Int4);
    CHECK(s.kvPrecision == Precision::Fp8);
    CHECK(s.percentile == Approx(90));
    CHECK(s.ttftLimitS == Approx(1));
    CHECK(s.tpotLimitS == Approx(0.03));
    CHECK_FALSE(s.tp.has_value());

    // Written and read back: the same workload, and a new panel on it shows the same values.
    const PlanReadResult again = readPlan(writePlan(doc.plan()));
    REQUIRE(again.ok());
    CHECK(again.plan->workload == doc.plan().workload);
    PlanDocument doc2;
    doc2.reset(*again.plan, {});
    WorkloadPanel panel2(&doc2);
    CHECK(child<QSpinBox>(panel2, "servingUsers")->value() == 2000);
    CHECK(child<QComboBox>(panel2, "servingLoadKind")->currentData().toInt() == 1);
    CHECK(child<QComboBox>(panel2, "servingWeights")->currentText()
          == child<QComboBox>(panel, "servingWeights")->currentText());
    CHECK(child<QDoubleSpinBox>(panel2, "servingTpotLimit")->value() == Approx(30));

    // Fine-tune: LoRA at rank 64 with the optimizer states in CPU memory, on a training plan.
    PlanDocument ft;
    ft.reset(example("llama2-70b-finetune-4x-a100.aiplan"), {});
    WorkloadPanel ftPanel(&ft);
    CHECK(child<QRadioButton>(ftPanel, "workloadTrain")->isChecked());
    activate(child<QComboBox>(ftPanel, "workloadMethod"), int(FineTuneMethod::Lora));
    child<QSpinBox>(ftPanel, "workloadRank")->setValue(64);
    activate(child<QComboBox>(ftPanel, "workloadOffload"), int(Offload::Cpu));
    CHECK(ft.undoStack()->count() == 3);
    const Workload &w = ft.plan().workload;
    REQUIRE(w.finetune);
    CHECK(w.finetune->method == FineTuneMethod::Lora);
    CHECK(w.finetune->rank == 64);
    REQUIRE(w.parallelism);
    CHECK(w.parallelism->offload == Offload::Cpu);
    // Offload beside Auto parallelism: the search still chooses tp, pp and dp.
    CHECK(child<QCheckBox>(ftPanel, "workloadAutoParallelism")->isChecked());
    const PlanReadResult ftAgain = readPlan(writePlan(ft.plan()));
    REQUIRE(ftAgain.ok());
    CHECK(ftAgain.plan->workload == w);
    // What the search chose for the fine-tune, in words.
    perf::Strategy chosen;
    chosen.method = FineTuneMethod::Qlora;
    chosen.offload = Offload::Cpu;
    ftPanel.setSearchedStrategy(chosen);
    const QString searched = child<QLabel>(ftPanel, "workloadSearched")->text();
    CHECK(searched.contains(workloadtext::fineTuneMethodWords(FineTuneMethod::Qlora)));
    CHECK(searched.contains(workloadtext::offload(Offload::Cpu)));
    CHECK_FALSE(searched.contains(QStringLiteral("CP ")));
    CHECK_FALSE(searched.contains(QStringLiteral("EP ")));
    // A strategy that splits sequences and experts says so: TP 4 x PP 9 x DP 1 is 36 GPUs, CP 2 makes it 72.
    perf::Strategy split;
    split.tp = 4;
    split.pp = 9;
    split.cp = 2;
    split.ep = 8;
    ftPanel.setSearchedStrategy(split);
    const QString splitText = child<QLabel>(ftPanel, "workloadSearched")->text();
    CHECK(splitText.contains(QStringLiteral("CP 2")));
    CHECK(splitText.contains(QStringLiteral("EP 8")));
    // One wording of the layout for the panel, the Performance tab, the charts, the sizing table and the quote.
    CHECK(workloadtext::layout(split) == QStringLiteral("TP 4 · PP 9 · DP 1 · CP 2 · EP 8"));
    CHECK(workloadtext::layout(split, QStringLiteral(" × ")) == QStringLiteral("TP 4 × PP 9 × DP 1 × CP 2 × EP 8"));
    CHECK(splitText.contains(workloadtext::layout(split)));
    CHECK(workloadtext::layout(perf::Strategy{}) == QStringLiteral("TP 1 · PP 1 · DP 1"));
    // "No: train from scratch" removes the fine-tune; undo brings it back.
    activate(child<QComboBox>(ftPanel, "workloadMethod"), -2);
    CHECK_FALSE(ft.plan().workload.finetune.has_value());
    ft.undoStack()->undo();
    CHECK(ft.plan().workload.finetune->method == FineTuneMethod::Lora);
}

TEST_CASE("a latency limit in milliseconds shows as it is and an untouched panel leaves it so")
{
    // The ResNet-50 template answers within 15 ms: the box showed "0.01 s" with two decimals.
    const PlanReadResult read
        = readPlanFile(aiptest::dataPath(QStringLiteral("../../resources/templates/resnet50-inference-t4-l4.aiplan")));
    REQUIRE(read.ok());
    REQUIRE(read.plan->workload.serving->ttftLimitS);
    const double limit = *read.plan->workload.serving->ttftLimitS;
    REQUIRE(limit == Approx(0.015));
    PlanDocument doc;
    doc.reset(*read.plan, {});
    WorkloadPanel panel(&doc);
    CHECK(child<QDoubleSpinBox>(panel, "servingTtftLimit")->value() == Approx(limit));
    CHECK(child<QDoubleSpinBox>(panel, "servingTtftLimit")->text().startsWith(QLatin1String("0.015")));
    CHECK(doc.plan().workload.serving->ttftLimitS == limit);
    CHECK(doc.undoStack()->count() == 0);
}

TEST_CASE("the expert-parallel width shows for a mixture-of-experts model only")
{
    PlanDocument doc;
    doc.reset(example("mixtral-8x7b-8-dgx-h100.aiplan"), {});
    WorkloadPanel panel(&doc);
    auto *ep = child<QSpinBox>(panel, "workloadEp");
    CHECK_FALSE(ep->isHidden());
    ep->setValue(8);
    REQUIRE(doc.plan().workload.parallelism);
    CHECK(doc.plan().workload.parallelism->ep == 8);
    PlanDocument dense;
    dense.reset(example("llama2-70b-finetune-4x-a100.aiplan"), {});
    WorkloadPanel densePanel(&dense);
    CHECK(child<QSpinBox>(densePanel, "workloadEp")->isHidden());
}

TEST_CASE("the performance tab and the summary strip show what the serving model computes")
{
    const Plan plan = example("llama2-70b-serving-dgx-h100.aiplan");
    const PlanEvaluation ev = evaluatePlan(plan, *seedCatalog(), nullptr, false);
    REQUIRE(ev.serving);
    REQUIRE(ev.serving->result.ok);
    // The same figures straight from the model.
    QString error;
    const auto cluster = perf::clusterFromPlan(plan, *seedCatalog(), &error);
    REQUIRE(cluster);
    const perf::InferenceResult direct = perf::evaluateInference(plan.workload, *cluster);
    REQUIRE(direct.ok);
    CHECK(ev.serving->result.outputTokensPerS == Approx(direct.outputTokensPerS));
    CHECK(ev.serving->result.gpusNeeded == direct.gpusNeeded);

    PlanDocument doc;
    doc.reset(plan, {});
    PerformanceTab tab(&doc);
    tab.showEvaluation(ev);
    CHECK(tab.showsServing());
    CHECK(servingValue(tab, QStringLiteral("output_tokens_per_s")) == fmt::number(direct.outputTokensPerS));
    CHECK(servingValue(tab, QStringLiteral("ttft_s")).startsWith(fmt::duration(direct.ttftS)));
    CHECK(servingValue(tab, QStringLiteral("tpot_s")).startsWith(fmt::duration(direct.tpotS)));
    CHECK(servingValue(tab, QStringLiteral("gpus_needed")).startsWith(QString::number(direct.gpusNeeded)));
    CHECK(servingValue(tab, QStringLiteral("bottleneck")) == perf::servingBottleneckText(direct.bottleneck));
    // Cost per million output tokens owned, as tco/servingcost.h computes it.
    const tco::ServingCost cost = tco::servingCostForPlan(plan, *seedCatalog());
    REQUIRE(cost.ok);
    REQUIRE(cost.ownedPerMillion);
    CHECK(servingValue(tab, QStringLiteral("cost_owned"))
              .startsWith(fmt::money(*cost.ownedPerMillion, cost.currency, 2)));
    // The latency curve: one replica from one sequence to what its KV cache holds, slower per token as it fills.
    const charts::ChartTable &curve = tab.servingPanel()->table();
    REQUIRE(curve.rows.size() >= 5);
    CHECK(curve.rows.first().at(0).toInt() == 1);
    CHECK(curve.rows.last().at(0).toInt() <= direct.maxConcurrency);
    CHECK(curve.rows.last().at(0).toInt() > direct.maxConcurrency / 2);
    for (int i = 1; i < curve.rows.size(); ++i) {
        CHECK(curve.rows.at(i).at(0).toInt() > curve.rows.at(i - 1).at(0).toInt());
        CHECK(curve.rows.at(i).at(2).toDouble() >= curve.rows.at(i - 1).at(2).toDouble()); // TPOT
    }
    CHECK(curve.rows.last().at(3).toDouble() > curve.rows.first().at(3).toDouble()); // tokens/s

    SummaryStrip strip;
    strip.setEvaluation(ev, QStringLiteral("USD"));
    CHECK(strip.title(QStringLiteral("step")) == SummaryStrip::tr("First token"));
    CHECK(strip.figure(QStringLiteral("step")) == fmt::duration(direct.ttftS));
    CHECK(strip.figure(QStringLiteral("throughput")) == fmt::number(direct.outputTokensPerS));
    CHECK(strip.figure(QStringLiteral("train")).startsWith(fmt::number(direct.gpusNeeded)));

    // A training plan afterwards: the training page and titles come back.
    const PlanEvaluation trainEv
        = evaluatePlan(example("llama2-70b-finetune-4x-a100.aiplan"), *seedCatalog(), nullptr, false);
    tab.showEvaluation(trainEv);
    CHECK_FALSE(tab.showsServing());
    strip.setEvaluation(trainEv, QStringLiteral("USD"));
    CHECK(strip.title(QStringLiteral("step")) == SummaryStrip::tr("Step time"));
    CHECK(strip.title(QStringLiteral("train")) == SummaryStrip::tr("Time per epoch"));
}

TEST_CASE("a CNN or encoder serving plan draws its latency and requests per second against the batch")
{
    // BERT-Large on 1g.10gb MIG instances of an A100 (examples/): the curve runs on the slice, as the sizing does.
    const Plan plan = example("bert-large-mig-a100.aiplan");
    const PlanEvaluation ev = evaluatePlan(plan, *seedCatalog(), nullptr, false);
    REQUIRE(ev.serving);
    const perf::InferenceResult &r = ev.serving->result;
    REQUIRE(r.ok);
    REQUIRE_FALSE(r.generative);
    REQUIRE(r.mig == QLatin1String("1g.10gb"));
    PlanDocument doc;
    doc.reset(plan, {});
    PerformanceTab tab(&doc);
    tab.showEvaluation(ev);
    CHECK(servingValue(tab, QStringLiteral("replicas")).contains(QLatin1String("1g.10gb")));
    // A GPU holds one copy of the weights per instance: 7 on a 1g.10gb A100 80GB.
    CHECK(servingValue(tab, QStringLiteral("weights_per_gpu"))
          == PerformanceTab::tr("%1 (%2 MIG instances × %3)")
                 .arg(fmt::bytes(7 * r.weightBytesPerGpu))
                 .arg(7)
                 .arg(fmt::bytes(r.weightBytesPerGpu)));
    const charts::ChartTable &curve = tab.servingPanel()->table();
    REQUIRE(curve.columns
            == QStringList{QStringLiteral("batch"), QStringLiteral("latency_s"), QStringLiteral("sequences_per_s")});
    REQUIRE(curve.rows.size() >= 5);
    CHECK(curve.rows.first().at(0).toInt() == 1);
    // Batch 1 is one request alone; each batch answers batch / latency requests per second, and a bigger batch takes
    // longer.
    CHECK(curve.rows.first().at(1).toDouble() == Approx(r.prefillS).epsilon(1e-9));
    for (int i = 0; i < curve.rows.size(); ++i) {
        const QList<QVariant> &row = curve.rows.at(i);
        CHECK(row.at(2).toDouble() == Approx(row.at(0).toDouble() / row.at(1).toDouble()));
        if (i > 0)
            CHECK(row.at(1).toDouble() > curve.rows.at(i - 1).at(1).toDouble());
    }
    // It ends at what memory holds or just past four times the latency limit, whichever comes first.
    const QList<QVariant> &last = curve.rows.last();
    const double limit = ev.serving->setup.ttftLimitS;
    REQUIRE(limit > 0);
    CHECK((last.at(0).toInt() == r.maxConcurrency || last.at(1).toDouble() > 4 * limit));
    for (int i = 0; i + 1 < curve.rows.size(); ++i)
        CHECK(curve.rows.at(i).at(1).toDouble() <= 4 * limit);
    // The sizing's latency at its batch is the pass plus the wait for the batch: never below the curve's batch 1.
    CHECK(r.ttftS >= curve.rows.first().at(1).toDouble());
}

TEST_CASE("the quote's performance section reads as a serving estimate for a serving plan")
{
    const Plan plan = example("llama2-70b-serving-dgx-h100.aiplan");
    const QuoteContent c = QuoteBuilder::build(plan, *seedCatalog(), QStringLiteral("en"), QDate(2026, 12, 1),
                                               QStringLiteral("Q-1"), SellerInfo());
    REQUIRE(c.serving);
    REQUIRE(c.serving->result.ok);
    const QString html = QuoteHtml(c).commercialPart();
    CHECK(html.contains(QuoteHtml::tr("Serving estimate")));
    CHECK_FALSE(html.contains(QuoteHtml::tr("Time per training step")));
    CHECK(html.contains(QuoteHtml::tr("Output tokens/s")));
    CHECK(html.contains(QuoteHtml(c).number(c.serving->result.outputTokensPerS)));

    // Replicas on MIG instances are quoted as instances, not GPUs.
    const QuoteContent mig
        = QuoteBuilder::build(example("bert-large-mig-a100.aiplan"), *seedCatalog(), QStringLiteral("en"),
                              QDate(2026, 12, 1), QStringLiteral("Q-3"), SellerInfo());
    REQUIRE(mig.serving);
    REQUIRE(mig.serving->result.ok);
    const QString migHtml = QuoteHtml(mig).commercialPart();
    CHECK(migHtml.contains(QLatin1String("one 1g.10gb MIG instance (7 per GPU)")));
    CHECK_FALSE(migHtml.contains(QLatin1String("GPU (tensor parallel)")));
    // Its memory is the instance's, and an encoder has no KV cache to speak of.
    CHECK(migHtml.contains(QuoteHtml::tr("Memory per MIG instance")));
    CHECK_FALSE(migHtml.contains(QuoteHtml::tr("Memory per GPU")));
    CHECK_FALSE(migHtml.contains(QLatin1String("KV cache")));
    // The LLM's quote keeps both.
    CHECK(html.contains(QuoteHtml::tr("Memory per GPU")));
    CHECK(html.contains(QLatin1String("paged KV cache")));

    const QuoteContent ft
        = QuoteBuilder::build(example("llama2-70b-finetune-4x-a100.aiplan"), *seedCatalog(), QStringLiteral("en"),
                              QDate(2026, 12, 1), QStringLiteral("Q-2"), SellerInfo());
    const QString ftHtml = QuoteHtml(ft).commercialPart();
    if (ft.perf) {
        CHECK(ftHtml.contains(QuoteHtml::tr("Fine-tuning")));
        CHECK(ftHtml.contains(QuoteHtml::tr("Time per epoch")));
    }
}

TEST_CASE("serving and fine-tune screens (pictures with AIP_SCREENSHOT_DIR)")
{
    const QString dir = qEnvironmentVariable("AIP_SCREENSHOT_DIR");
    for (const char *language : {"en", "zh_CN"}) {
        REQUIRE(installTranslators(QLatin1String(language)));
        for (const char *name : {"llama2-70b-serving-dgx-h100", "llama2-70b-finetune-4x-a100"}) {
            for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
                MainWindow w;
                w.setCatalog(seedCatalog());
                REQUIRE(w.openFile(examplePath(name) + QStringLiteral(".aiplan"), false));
                REQUIRE(QTest::qWaitFor([&] { return w.evaluator()->isIdle(); }, 60000));
                w.resize(size);
                w.show();
                QCoreApplication::processEvents();
                // The window fits the screen with the longer Workload panel (it scrolls).
                CHECK(w.height() <= size.height());
                auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("mainTabs"));
                REQUIRE(tabs);
                auto *perf = w.findChild<PerformanceTab *>();
                REQUIRE(perf);
                CHECK(perf->showsServing() == QLatin1String(name).contains(QLatin1String("serving")));
                for (int t : {0, tabs->indexOf(perf)}) {
                    tabs->setCurrentIndex(t);
                    QTest::qWait(5);
                    if (!dir.isEmpty())
                        w.grab().save(QDir(dir).filePath(QStringLiteral("%1-%2-%3-tab%4.png")
                                                             .arg(QLatin1String(name), QLatin1String(language))
                                                             .arg(size.width())
                                                             .arg(t)));
                }
            }
        }
    }
    REQUIRE(installTranslators(QStringLiteral("en")));
}

TEST_CASE("the workload panel's fields fit a laptop's side panel in both languages")
{
    // At 1366 x 768 the side tabs are about 290 px wide: the scroll area has no horizontal bar, so content wider
    // than its viewport is cut at the right edge (fields, the searched-strategy line).
    for (const char *language : {"en", "zh_CN"}) {
        REQUIRE(installTranslators(QLatin1String(language)));
        for (const char *file : {"llama2-70b-finetune-4x-a100.aiplan", "llama2-70b-serving-dgx-h100.aiplan"}) {
            PlanDocument doc;
            doc.reset(example(file), {});
            WorkloadPanel panel(&doc);
            panel.resize(290, 700);
            panel.show();
            QCoreApplication::processEvents();
            auto *scroll = panel.findChild<QScrollArea *>(QStringLiteral("workloadScroll"));
            REQUIRE(scroll);
            QStringList wide;
            for (QWidget *w : scroll->widget()->findChildren<QWidget *>()) {
                if (w->isVisibleTo(scroll->widget()) && w->minimumSizeHint().width() > scroll->viewport()->width())
                    wide << QStringLiteral("%1 %2 %3 (%4)")
                                .arg(QLatin1String(w->metaObject()->className()), w->objectName(),
                                     qobject_cast<QGroupBox *>(w) ? qobject_cast<QGroupBox *>(w)->title() : QString())
                                .arg(w->minimumSizeHint().width());
            }
            INFO(language << " " << file << ": viewport " << scroll->viewport()->width() << ", content "
                          << scroll->widget()->width() << ": " << wide.join(QStringLiteral(", ")).toStdString());
            CHECK(scroll->widget()->width() <= scroll->viewport()->width());
        }
    }
    REQUIRE(installTranslators(QStringLiteral("en")));
}

TEST_CASE("a latency percentile is named p90 - p99 - p99.9 wherever the serving views print it")
{
    CHECK(fmt::percentile(90) == QLatin1String("p90"));
    CHECK(fmt::percentile(99) == QLatin1String("p99")); // the latency chart's legend said "p99.0"
    CHECK(fmt::percentile(99.9, QLocale(QLocale::English)) == QLatin1String("p99.9"));
}

TEST_CASE("a CNN or encoder serving quote prices a million images - or sequences - not both")
{
    const PlanReadResult read
        = readPlanFile(aiptest::dataPath(QStringLiteral("../../resources/templates/resnet50-inference-t4-l4.aiplan")));
    REQUIRE(read.ok());
    const QuoteContent c = QuoteBuilder::build(*read.plan, *seedCatalog(), QStringLiteral("en"), QDate(2026, 12, 1),
                                               QStringLiteral("Q-4"), SellerInfo());
    REQUIRE(c.serving);
    const QString tco = QuoteHtml(c).tcoAndTermsPart(600, 300);
    REQUIRE(c.tco);
    CHECK(tco.contains(QLatin1String("Cost per million images served")));
    // A CNN replica is one GPU: no tensor parallelism to name.
    const QString perf = QuoteHtml(c).commercialPart();
    CHECK(perf.contains(QStringLiteral("× one GPU, a batch of")));
    CHECK_FALSE(perf.contains(QLatin1String("tensor parallel")));
    CHECK_FALSE(tco.contains(QLatin1String("images or sequences")));

    const QuoteContent bert
        = QuoteBuilder::build(example("bert-large-mig-a100.aiplan"), *seedCatalog(), QStringLiteral("en"),
                              QDate(2026, 12, 1), QStringLiteral("Q-5"), SellerInfo());
    const QString bertTco = QuoteHtml(bert).tcoAndTermsPart(600, 300);
    REQUIRE(bert.tco);
    CHECK(bertTco.contains(QLatin1String("Cost per million sequences served")));
    CHECK_FALSE(bertTco.contains(QLatin1String("images")));
}
