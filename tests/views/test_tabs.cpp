// The analysis tabs: they show the models' numbers, apply strategies and edit assumptions as undo commands,
// compare plans from files, and export their charts.
#include "analysis/cloudthroughputcache.h"
#include "analysis/sensitivityanalysis.h"
#include "charts/chartpanel.h"
#include "charts/collectivechartbuilder.h"
#include "charts/tcochartbuilder.h"
#include "charts/tornadochartbuilder.h"
#include "common/formatting.h"
#include "document/plandocument.h"
#include "i18n/translation.h"
#include "mainwindow/mainwindow.h"
#include "perf/clusterhardware.h"
#include "plan/planfile.h"
#include "support/testsupport.h"
#include "tabs/assumptionsmodel.h"
#include "tabs/comparisontab.h"
#include "tabs/performancetab.h"
#include "tabs/sensitivitytab.h"
#include "tabs/strategytablemodel.h"
#include "tabs/tcotab.h"
#include "tco/perfthroughputsource.h"
#include "test_charts_fixture.h"
#include "validation/accuracy.h"

#include <QAbstractItemModelTester>
#include <QBarSet>
#include <QChartView>
#include <QDir>
#include <QFileInfo>
#include <QHorizontalBarSeries>
#include <QImage>
#include <QLabel>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

#include <memory>

using namespace aip;

namespace {
struct OpenPlan {
    PlanDocument doc;
    PlanEvaluation ev;
    explicit OpenPlan(const Plan &plan)
    {
        doc.reset(plan, {});
        ev = evaluatePlan(doc.plan(), *chartstest::catalog());
    }
    void reevaluate() { ev = evaluatePlan(doc.plan(), *chartstest::catalog()); }
};

int rowOfKey(const AssumptionsModel &m, const QString &key)
{
    for (int r = 0; r < m.rowCount(); ++r) {
        if (m.index(r, 0).data(AssumptionsModel::KeyRole).toString() == key)
            return r;
    }
    return -1;
}
} // namespace

TEST_CASE("the Performance tab draws the evaluation and lists the search's strategies")
{
    OpenPlan p(chartstest::smallPlan());
    PerformanceTab tab(&p.doc);
    QAbstractItemModelTester tester(tab.strategyModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    REQUIRE(p.ev.perf.has_value());
    // The scaling curve, the collectives and the strategies come with the one evaluation: the tab computes nothing.
    REQUIRE_FALSE(p.ev.extras.strategies.isEmpty());
    tab.showEvaluation(p.ev);
    CHECK(tab.breakdownPanel()->chart() != nullptr);
    CHECK(tab.breakdownPanel()->table().rows.last().at(2).toDouble() == p.ev.perf->stepTimeS);
    CHECK(tab.memoryPanel()->table().rows.last().at(1).toDouble() == p.ev.perf->memory.capacityBytes);
    REQUIRE(tab.strategyModel()->rowCount() > 0);
    CHECK(tab.strategyModel()->rowCount() <= 10);
    // Fastest first, except that near-ties (within 2 %) rank the simpler strategy first: no row is more than 2 %
    // slower than the one after it. The table's raw step time is the model's.
    const QList<perf::StrategyResult> &rs = tab.strategyModel()->results();
    for (int i = 1; i < rs.size(); ++i)
        CHECK(rs.at(i - 1).result.stepTimeS <= rs.at(i).result.stepTimeS * 1.02);
    CHECK(tab.strategyModel()->index(0, StrategyTableModel::StepTime).data(StrategyTableModel::RawValueRole).toDouble()
          == rs.first().result.stepTimeS);
    CHECK(tab.extras().scaling.size() == p.ev.extras.scaling.size());
    CHECK(tab.scalingPanel()->table().rows.size() == tab.extras().scaling.size());
    CHECK(tab.collectivePanel()->table().rows.size() == tab.extras().collectives.size());
    CHECK(tab.findChild<QTableView *>(QStringLiteral("strategyTable")) != nullptr);
    // Every row carries the error band of its own regime, as `search` prints it; the cell's tooltip says it in words.
    REQUIRE(p.ev.extras.strategyAccuracy.size() == rs.size());
    CHECK_FALSE(tab.strategyModel()->hiddenColumn(StrategyTableModel::ModelError));
    for (int row = 0; row < tab.strategyModel()->rowCount(); ++row) {
        const validation::AccuracyBand &band = p.ev.extras.strategyAccuracy.at(row);
        CHECK(band.regime
              == validation::regimeFor(p.doc.plan().workload,
                                       *perf::clusterFromPlan(p.doc.plan(), *chartstest::catalog(), nullptr),
                                       rs.at(row).result));
        const QModelIndex cell = tab.strategyModel()->index(row, StrategyTableModel::ModelError);
        REQUIRE(band.covered);
        CHECK(cell.data().toString().contains(fmt::number(band.bandPct, band.bandPct < 10 ? 1 : 0)));
        CHECK(cell.data(StrategyTableModel::RawValueRole).toDouble() == band.bandPct);
        CHECK(cell.data(Qt::ToolTipRole).toString().contains(validation::accuracyText(band)));
    }
    // Without bands (a table fed results alone) the column is not shown.
    StrategyTableModel bare;
    bare.setResults(rs);
    CHECK(bare.hiddenColumn(StrategyTableModel::ModelError));
}

TEST_CASE("the Performance tab draws a one-node plan's scaling over its GPUs, and says why a one-GPU plan has none")
{
    // One DGX A100: the curve runs over 1, 2, 4 and 8 of its GPUs, not one dot on a node axis.
    Plan plan = chartstest::smallPlan();
    plan.servers[0].count = 1;
    OpenPlan p(plan);
    REQUIRE(p.ev.perf.has_value());
    REQUIRE(p.ev.extras.scaling.size() == 4);
    CHECK(p.ev.extras.scaling.last().gpus == 8);
    PerformanceTab tab(&p.doc);
    tab.showEvaluation(p.ev);
    CHECK_FALSE(tab.scalingPanel()->view()->isHidden());
    REQUIRE(tab.scalingPanel()->chart() != nullptr);
    CHECK(tab.scalingPanel()->chart()->title().contains(QStringLiteral("GPU count")));
    // One GPU in all (an RTX 4090 workstation): nothing to scale over; the panel says so instead of one dot.
    const PlanReadResult card = readPlan(R"({"format":"aiplanner-plan","version":1,"name":"one card",
 "servers":[{"id":"w","chassis":"supermicro-sys-421ge-tnrt","parts":[{"sku":"nvidia-rtx-4090","qty":1}],"count":1}],
 "workload":{"model":{"preset":"bert-large"},"global_batch":64,"precision":"bf16"}})");
    INFO(card.errorText().toStdString());
    REQUIRE(card.ok());
    OpenPlan single(*card.plan);
    REQUIRE(single.ev.extras.scaling.size() == 1);
    tab.showEvaluation(single.ev);
    CHECK(tab.scalingPanel()->view()->isHidden());
    bool said = false;
    for (const QLabel *l : tab.scalingPanel()->findChildren<QLabel *>())
        said |= l->text().contains(QStringLiteral("One GPU"));
    CHECK(said);
    // A serving plan on one node draws latency against load, not a scaling curve: none is computed for it.
    OpenPlan serving(
        chartstest::loadPlan(aiptest::sourcePath(QStringLiteral("examples/llama2-70b-serving-dgx-h100.aiplan"))));
    CHECK(serving.ev.extras.scaling.isEmpty());
    // Two nodes and more draw the curve over node counts.
    OpenPlan two(chartstest::smallPlan());
    REQUIRE(two.ev.extras.scaling.size() >= 2);
    tab.showEvaluation(two.ev);
    CHECK_FALSE(tab.scalingPanel()->view()->isHidden());
    REQUIRE(tab.scalingPanel()->chart() != nullptr);
    CHECK(tab.scalingPanel()->chart()->title().contains(QStringLiteral("node count")));
}

TEST_CASE("the Performance tab's strategies keep to the plan's pipeline layout, and say so")
{
    // GPT-3 13B's 40 layers in 8 stages of 5: the search ranks pp x interleave = 8 only, as `search --free` does.
    Plan plan = chartstest::smallPlan();
    plan.workload.extra.insert(QStringLiteral("pipeline_layout"), QStringLiteral("Et*5|(t*5|)*6t*5L"));
    OpenPlan p(plan);
    PerformanceTab tab(&p.doc);
    tab.showEvaluation(p.ev);
    REQUIRE(tab.strategyModel()->rowCount() > 0);
    CHECK(p.ev.extras.layoutStages == 8);
    for (const perf::StrategyResult &r : tab.strategyModel()->results())
        CHECK(r.strategy.pp * r.strategy.interleave == 8);
    const auto *note = tab.findChild<QLabel *>(QStringLiteral("searchNote"));
    REQUIRE(note);
    CHECK(note->text().contains(QStringLiteral("pipeline layout keeps them to its 8 stages")));
    // Applied, the strategy keeps the layout's stages and simulates to the time the table promised.
    REQUIRE(tab.applyStrategy(0));
    const Workload &w = p.doc.plan().workload;
    REQUIRE(w.parallelism.has_value());
    CHECK(*w.parallelism->pp * w.parallelism->interleave.value_or(1) == 8);
    p.reevaluate();
    REQUIRE(p.ev.perf.has_value());
    CHECK(p.ev.perf->stepTimeS == Approx(tab.strategyModel()->results().first().result.stepTimeS).epsilon(1e-9));
    // Without a layout the note says nothing of one.
    OpenPlan plain(chartstest::smallPlan());
    PerformanceTab plainTab(&plain.doc);
    plainTab.showEvaluation(plain.ev);
    CHECK_FALSE(plainTab.findChild<QLabel *>(QStringLiteral("searchNote"))->text().contains(QStringLiteral("layout")));
}

TEST_CASE("applying a strategy is one undo command, and undo restores the exact plan")
{
    OpenPlan p(chartstest::smallPlan());
    PerformanceTab tab(&p.doc);
    tab.showEvaluation(p.ev);
    REQUIRE(tab.strategyModel()->rowCount() > 0);
    const QByteArray before = writePlan(p.doc.plan());
    const perf::Strategy s = tab.strategyModel()->results().first().strategy;
    REQUIRE(tab.applyStrategy(0));
    CHECK(p.doc.undoStack()->count() == 1);
    const Workload &w = p.doc.plan().workload;
    REQUIRE(w.parallelism.has_value());
    CHECK(*w.parallelism->tp == s.tp);
    CHECK(*w.parallelism->pp == s.pp);
    CHECK(*w.parallelism->dp == s.dp);
    CHECK(*w.parallelism->zero == s.zero);
    CHECK(*w.microBatch == s.microBatch);
    // The applied strategy simulates to the step time the table promised.
    p.reevaluate();
    REQUIRE(p.ev.perf.has_value());
    CHECK(p.ev.perf->stepTimeS == Approx(tab.strategyModel()->results().first().result.stepTimeS).epsilon(1e-9));
    p.doc.undoStack()->undo();
    CHECK(writePlan(p.doc.plan()) == before);
    CHECK_FALSE(tab.applyStrategy(99));
}

TEST_CASE("pasted nccl-tests output is compared with the prediction in the Performance tab")
{
    OpenPlan p(chartstest::smallPlan());
    PerformanceTab tab(&p.doc);
    tab.showEvaluation(p.ev);
    const QString text = QStringLiteral("#       size         count      type   redop    root     time   algbw   busbw "
                                        "#wrong     time   algbw   busbw #wrong\n"
                                        "   536870912     134217728     float     sum      -1   5202.3  103.20  193.50 "
                                        "     0   5377.7   99.83  187.19      0\n"
                                        "  1073741824     268435456     float     sum      -1    10314  104.11  195.20 "
                                        "     0    10339  103.85  194.73      0\n");
    CHECK(tab.compareNcclTests(text).isEmpty());
    auto *table = tab.findChild<QTableWidget *>(QStringLiteral("ncclTable"));
    REQUIRE(table);
    REQUIRE(table->rowCount() == 2);
    CHECK(table->item(1, 1)->data(Qt::UserRole).toDouble() == 195.20);
    const auto predicted = charts::predictionAt(tab.extras().collectives, QStringLiteral("all_reduce"), 1073741824.0);
    REQUIRE(predicted.has_value());
    CHECK(table->item(1, 2)->data(Qt::UserRole).toDouble() == predicted->busbwGBs);
    CHECK_FALSE(tab.compareNcclTests(QStringLiteral("not a table")).isEmpty());
}

TEST_CASE("the TCO tab shows the model's curves, unit costs and assumptions")
{
    OpenPlan p(chartstest::smallPlan());
    TcoTab tab(&p.doc);
    QAbstractItemModelTester tester(tab.assumptionsModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    REQUIRE(p.ev.tco.has_value());
    tab.showEvaluation(p.ev);
    const tco::TcoResult &r = p.ev.tco->result;
    const charts::ChartTable &curve = tab.cumulativePanel()->table();
    REQUIRE(curve.rows.size() == r.owned.monthly.size());
    CHECK(curve.rows.last().at(1).toDouble() == r.owned.total);
    CHECK(tab.yearPanel()->table().rows.size() == r.years.size());
    QTableWidget *units = tab.unitTable();
    REQUIRE(units->rowCount() == 1 + r.cloud.size());
    CHECK(units->item(0, TcoTab::PerGpuHour)->data(TcoTab::RawValueRole).toDouble() == r.owned.costPerGpuHour);
    CHECK(units->item(1, TcoTab::PerGpuHour)->data(TcoTab::RawValueRole).toDouble() == r.cloud.at(0).costPerGpuHour);
    REQUIRE(r.ownedUnits.costPerMillionTokens.has_value());
    CHECK(units->item(0, TcoTab::PerMillionTokens)->data(TcoTab::RawValueRole).toDouble()
          == *r.ownedUnits.costPerMillionTokens);
    REQUIRE(r.ownedUnits.efficiencyIndex.has_value());
    CHECK(units->item(0, TcoTab::Efficiency)->data(TcoTab::RawValueRole).toDouble() == *r.ownedUnits.efficiencyIndex);
    CHECK(tab.assumptionsModel()->rowCount() == p.ev.tco->assumptions.size());
}

TEST_CASE("editing an assumption in the table is an undo command, and out-of-range values are refused")
{
    OpenPlan p(chartstest::smallPlan());
    TcoTab tab(&p.doc);
    tab.showEvaluation(p.ev);
    AssumptionsModel *m = tab.assumptionsModel();
    const int pue = rowOfKey(*m, QStringLiteral("pue"));
    REQUIRE(pue >= 0);
    const QModelIndex value = m->index(pue, AssumptionsModel::Value);
    CHECK((m->flags(value) & Qt::ItemIsEditable));
    const QByteArray before = writePlan(p.doc.plan());
    REQUIRE(m->setData(value, 1.5));
    CHECK(p.doc.plan().costs.pue == 1.5);
    REQUIRE(m->setData(value, 1.6)); // typing on: merges into one step
    CHECK(p.doc.undoStack()->count() == 1);
    CHECK_FALSE(m->setData(value, 0.5)); // PUE below 1
    CHECK(p.doc.plan().costs.pue == 1.6);
    // The TCO follows: a new evaluation uses the edited PUE.
    p.reevaluate();
    tab.showEvaluation(p.ev);
    CHECK(m->index(pue, AssumptionsModel::Value).data(AssumptionsModel::RawValueRole).toDouble() == 1.6);
    p.doc.undoStack()->undo();
    CHECK(writePlan(p.doc.plan()) == before);
    const int years = rowOfKey(*m, QStringLiteral("years"));
    REQUIRE(years >= 0);
    CHECK_FALSE(m->setData(m->index(years, AssumptionsModel::Value), 2.5));
}

TEST_CASE("the sensitivity bars are the TCO model re-run with one assumption moved")
{
    const Plan plan = chartstest::smallPlan();
    CachedThroughputSource source(nullptr);
    const SensitivityResult s = computeSensitivity(plan, *chartstest::catalog(), &source, 0, 0.2);
    INFO(s.error.toStdString());
    REQUIRE(s.ok());
    REQUIRE(s.bars.size() == 6);
    for (int i = 1; i < s.bars.size(); ++i)
        CHECK(s.bars.at(i - 1).spread() >= s.bars.at(i).spread());
    // Check one bar against a direct run of the model.
    const SensitivityBar *pue = nullptr;
    for (const SensitivityBar &b : s.bars) {
        if (b.key == QLatin1String("pue"))
            pue = &b;
    }
    REQUIRE(pue);
    CHECK(pue->highValue == Approx(1.4 * 1.2));
    Plan higher = plan;
    higher.costs.pue = pue->highValue;
    tco::PerfThroughputSource direct;
    const tco::PlanTco t = tco::tcoForPlan(higher, *chartstest::catalog(), &direct);
    CHECK(pue->highDifference == Approx(t.result.owned.total - t.result.cloud.at(0).total).epsilon(1e-12));
    CHECK(pue->highDelta > 0); // more overhead makes owning dearer against the cloud
    // The tornado chart carries the deltas unchanged (widest on top = last category).
    std::unique_ptr<QChart> chart(charts::buildTornadoChart(s, QStringLiteral("USD")));
    auto *bars = qobject_cast<QHorizontalBarSeries *>(chart->series().first());
    REQUIRE(bars);
    CHECK(bars->barSets().at(0)->at(s.bars.size() - 1) == s.bars.first().lowDelta);
    CHECK(bars->barSets().at(1)->at(s.bars.size() - 1) == s.bars.first().highDelta);
    CHECK(charts::tornadoChartTable(s).rows.size() == 6);
    // Without a cloud option there is nothing to compare with.
    Plan noCloud = plan;
    noCloud.cloud.clear();
    CHECK_FALSE(computeSensitivity(noCloud, *chartstest::catalog(), &source).ok());
}

TEST_CASE("the sensitivity tab computes off the GUI thread and draws the tornado")
{
    OpenPlan p(chartstest::smallPlan());
    SensitivityTab tab; // no document: the tab draws from the evaluation it is shown
    tab.setCatalog(chartstest::catalog());
    tab.showEvaluation(p.ev);
    REQUIRE(QTest::qWaitFor([&] { return tab.isIdle(); }, 60000));
    CHECK(tab.result().ok());
    CHECK(tab.tornadoPanel()->table().rows.size() == tab.result().bars.size());
}

TEST_CASE("two plans side by side: each column and curve is that plan's own evaluation")
{
    QTemporaryDir dir;
    const QString other = dir.filePath(QStringLiteral("eight.aiplan"));
    QByteArray json = chartstest::smallPlanJson();
    json.replace("\"count\":4", "\"count\":8");
    json.replace("4 DGX A100 vs p4d", "8 DGX A100 vs p4d");
    REQUIRE(aiptest::writeFile(other, json));

    OpenPlan p(chartstest::smallPlan());
    ComparisonTab tab;
    tab.setCatalog(chartstest::catalog());
    tab.showEvaluation(p.doc.plan(), p.ev);
    CHECK(tab.addPlanFile(other).isEmpty());
    CHECK_FALSE(tab.addPlanFile(dir.filePath(QStringLiteral("missing.aiplan"))).isEmpty());
    REQUIRE(tab.scenarios().size() == 2);
    // Read at once, evaluated off the GUI thread.
    REQUIRE(QTest::qWaitFor([&] { return tab.isIdle(); }, 30000));
    REQUIRE(tab.scenarios().at(1).evaluated);
    const PlanEvaluation otherEv = evaluatePlan(chartstest::loadPlan(other), *chartstest::catalog());
    QTableWidget *t = tab.figuresTable();
    REQUIRE(t->columnCount() == 2);
    CHECK(t->item(ComparisonTab::Gpus, 0)->data(ComparisonTab::RawValueRole).toInt() == 32);
    CHECK(t->item(ComparisonTab::Gpus, 1)->data(ComparisonTab::RawValueRole).toInt() == 64);
    CHECK(t->item(ComparisonTab::Nodes, 1)->data(ComparisonTab::RawValueRole).toInt() == 8);
    CHECK(t->item(ComparisonTab::OwnedTotal, 0)->data(ComparisonTab::RawValueRole).toDouble()
          == p.ev.tco->result.owned.total);
    CHECK(t->item(ComparisonTab::OwnedTotal, 1)->data(ComparisonTab::RawValueRole).toDouble()
          == otherEv.tco->result.owned.total);
    CHECK(t->item(ComparisonTab::StepTime, 1)->data(ComparisonTab::RawValueRole).toDouble() == otherEv.perf->stepTimeS);
    CHECK(otherEv.tco->result.owned.total > p.ev.tco->result.owned.total); // twice the servers cost more
    QChart *chart = tab.curvesPanel()->chart();
    REQUIRE(chart);
    auto *second = chartstest::seriesNamed(chart, QStringLiteral("Owned — 8 DGX A100 vs p4d"));
    REQUIRE(second);
    CHECK(chartstest::yValues(second) == otherEv.tco->result.owned.monthly);
    tab.removeScenario(1);
    CHECK(tab.scenarios().size() == 1);
    tab.removeScenario(0); // the open plan stays
    CHECK(tab.scenarios().size() == 1);
}

TEST_CASE("a chart panel exports PNG, SVG and CSV files")
{
    OpenPlan p(chartstest::smallPlan());
    TcoTab tab(&p.doc);
    tab.showEvaluation(p.ev);
    QTemporaryDir dir;
    charts::ChartPanel *panel = tab.cumulativePanel();
    for (const char *name : {"c.png", "c.svg", "c.csv"}) {
        const QString path = dir.filePath(QLatin1String(name));
        const QString error = QString::fromLatin1(name).endsWith(QLatin1String("png")) ? panel->exportPng(path)
            : QString::fromLatin1(name).endsWith(QLatin1String("svg"))                 ? panel->exportSvg(path)
                                                                                       : panel->exportCsv(path);
        CHECK(error.isEmpty());
        CHECK(QFileInfo(path).size() > 1000);
    }
    CHECK(QImage(dir.filePath(QStringLiteral("c.png"))).width() >= 900);
    CHECK(aiptest::readFile(dir.filePath(QStringLiteral("c.csv"))).count('\n')
          == p.ev.tco->result.owned.monthly.size() + 1);
}

TEST_CASE("the main window carries the analysis tabs")
{
    MainWindow w;
    for (const char *name : {"performanceTab", "tcoTab", "sensitivityTab", "comparisonTab"})
        CHECK(w.findChild<QWidget *>(QLatin1String(name)) != nullptr);
}

TEST_CASE("the TCO tab names a serving plan's work in requests and output tokens")
{
    const PlanReadResult read
        = readPlanFile(aiptest::dataPath(QStringLiteral("../../examples/llama3-70b-2000-users-h200.aiplan")));
    REQUIRE(read.ok());
    OpenPlan serving(*read.plan);
    REQUIRE(serving.ev.tco.has_value());
    TcoTab tab(&serving.doc);
    tab.showEvaluation(serving.ev);
    QTableWidget *units = tab.unitTable();
    CHECK(units->horizontalHeaderItem(TcoTab::PerMillionTokens)->text() == QStringLiteral("Per million output tokens"));
    CHECK(units->horizontalHeaderItem(TcoTab::PerThousandSamples)->text() == QStringLiteral("Per 1,000 requests"));
    INFO(tab.findChild<QLabel *>(QStringLiteral("tcoSizing"))->text().toStdString());
    CHECK(tab.findChild<QLabel *>(QStringLiteral("tcoSizing"))->text().contains(QStringLiteral("requests/s")));
    // A training plan keeps samples.
    OpenPlan training(chartstest::smallPlan());
    tab.showEvaluation(training.ev);
    CHECK(units->horizontalHeaderItem(TcoTab::PerThousandSamples)->text() == QStringLiteral("Per 1,000 samples"));
}

TEST_CASE("applying any listed strategy of a mixture of experts gives the plan that row's evaluation")
{
    // Qwen3-235B-A22B on 32 DGX H100 with its parallelism left to the search: the list mixes expert parallelism and
    // Megatron-Core's folding (etp), which the applied plan must keep, or its evaluation would not be the row's.
    const QByteArray json = R"({"format":"aiplanner-plan","version":1,"name":"Qwen3-235B",
        "servers":[{"id":"n","name":"DGX H100","chassis":"nvidia-dgx-h100","parts":[],"count":32}],
        "workload":{"model":{"preset":"qwen3-235b-a22b"},"global_batch":2048,"micro_batch":1,"precision":"bf16"}})";
    const PlanReadResult read = readPlan(json);
    REQUIRE(read.ok());
    OpenPlan p(*read.plan);
    PerformanceTab tab(&p.doc);
    tab.showEvaluation(p.ev);
    const QList<perf::StrategyResult> rows = tab.strategyModel()->results();
    REQUIRE(rows.size() > 1);
    bool folded = false, spread = false;
    for (int i = 0; i < rows.size(); ++i) {
        folded = folded || rows.at(i).strategy.etp > 0;
        spread = spread || rows.at(i).strategy.ep > 1;
        OpenPlan applied(*read.plan);
        PerformanceTab applyTab(&applied.doc);
        applyTab.showEvaluation(applied.ev);
        REQUIRE(applyTab.applyStrategy(i));
        applied.reevaluate();
        REQUIRE(applied.ev.perf);
        CAPTURE(i);
        CHECK(applied.ev.perf->strategy.ep == rows.at(i).strategy.ep);
        CHECK(applied.ev.perf->strategy.etp == rows.at(i).strategy.etp);
        CHECK(applied.ev.perf->stepTimeS == Approx(rows.at(i).result.stepTimeS).epsilon(1e-9));
    }
    CHECK(spread);
    // The folded rows show their experts' TP in their own column.
    if (folded)
        CHECK_FALSE(tab.strategyModel()->hiddenColumn(StrategyTableModel::Etp));
    // Pictures of the tab at laptop and desktop sizes, in both languages, when AIP_SCREENSHOT_DIR is set (a person
    // looks at them; nothing is asserted on them).
    if (const QString dir = qEnvironmentVariable("AIP_SCREENSHOT_DIR"); !dir.isEmpty()) {
        int foldedRow = 0;
        for (int i = 0; i < rows.size(); ++i) {
            if (rows.at(i).strategy.etp > 0) {
                foldedRow = i;
                break;
            }
        }
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            REQUIRE(installTranslators(language));
            OpenPlan shown(*read.plan); // evaluated in the language shown, with a folded row applied
            PerformanceTab shot(&shown.doc);
            shot.showEvaluation(shown.ev);
            REQUIRE(shot.applyStrategy(foldedRow));
            shown.reevaluate();
            shot.showEvaluation(shown.ev);
            for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
                shot.resize(size);
                shot.grab().save(
                    QDir(dir).filePath(QStringLiteral("strategies-moe-%1-%2.png").arg(language).arg(size.width())));
            }
        }
        installTranslators(QStringLiteral("en"));
    }
}

TEST_CASE("the strategy table tells apart what the search command tells apart")
{
    // Two strategies that differ only in expert parallelism and hybrid sharding, as `aiplanner-cli search` lists a
    // mixture-of-experts plan's: the table shows its EP column and the "h" of hybrid ZeRO, and no two rows read alike.
    perf::StrategyResult a;
    a.strategy.tp = 1;
    a.strategy.pp = 1;
    a.strategy.dp = 1920;
    a.strategy.ep = 16;
    a.strategy.zero = 3;
    a.strategy.microBatch = 8;
    a.result.stepTimeS = 16.5;
    perf::StrategyResult b = a;
    b.strategy.ep = 8;
    b.result.stepTimeS = 16.57;
    perf::StrategyResult c = a;
    c.strategy.shardGroup = 8; // shard inside eight GPUs, replicate across
    StrategyTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setResults({a, b, c});
    CHECK_FALSE(model.hiddenColumn(StrategyTableModel::Ep));
    CHECK(model.hiddenColumn(StrategyTableModel::Cp));     // no strategy splits sequences
    CHECK(model.hiddenColumn(StrategyTableModel::Trains)); // all weights, in GPU memory
    CHECK_FALSE(model.hiddenColumn(StrategyTableModel::SequenceParallel));
    CHECK(model.index(0, StrategyTableModel::Ep).data().toInt() == 16);
    CHECK(model.index(1, StrategyTableModel::Ep).data().toInt() == 8);
    CHECK(model.index(0, StrategyTableModel::Zero).data().toString() == QStringLiteral("3"));
    CHECK(model.index(2, StrategyTableModel::Zero).data().toString() == QStringLiteral("3h"));
    auto rowText = [&](int row) {
        QStringList cells;
        for (int col = 0; col < model.columnCount(); ++col) {
            if (!model.hiddenColumn(col) && col != StrategyTableModel::Rank)
                cells.append(model.index(row, col).data().toString());
        }
        return cells.join(QLatin1Char('|'));
    };
    CHECK(rowText(0) != rowText(1));
    CHECK(rowText(0) != rowText(2));

    // Two strategies that differ only in the experts' folding (Megatron-Core's etp): the ETP column tells them apart.
    perf::StrategyResult wide = a;
    wide.strategy.tp = 2;
    wide.strategy.dp = 960;
    perf::StrategyResult foldedRow = wide;
    foldedRow.strategy.etp = 1;
    model.setResults({wide, foldedRow});
    CHECK_FALSE(model.hiddenColumn(StrategyTableModel::Etp));
    CHECK(model.index(0, StrategyTableModel::Etp).data().toInt() == 2); // unfolded: the experts over tp
    CHECK(model.index(1, StrategyTableModel::Etp).data().toInt() == 1);
    CHECK(rowText(0) != rowText(1));
    model.setResults({a, b});
    CHECK(model.hiddenColumn(StrategyTableModel::Etp));

    // A dense model's list: no expert column, as the command prints it.
    a.strategy.ep = 1;
    model.setResults({a});
    CHECK(model.hiddenColumn(StrategyTableModel::Ep));
}

TEST_CASE("a plan that fits at no node count: the headline says so once and the scaling panel says why, not a blank")
{
    // GPT-3 175B with its whole model on every GPU (tp 1, pp 1, no ZeRO): ~2.8 TB of weights and Adam states a GPU.
    QByteArray json = chartstest::smallPlanJson();
    json.replace(R"("workload":{"model":{"preset":"gpt3-13b"},"global_batch":512,)",
                 R"("workload":{"model":{"preset":"gpt3-175b"},"global_batch":512,"micro_batch":1,)"
                 R"("parallelism":{"tp":1,"pp":1,"dp":32,"zero":0,"recompute":"full"},)");
    const PlanReadResult read = readPlan(json);
    INFO(read.errorText().toStdString());
    REQUIRE(read.ok());
    OpenPlan p(*read.plan);
    REQUIRE(p.ev.perf);
    REQUIRE(p.ev.perf->status == perf::PerfStatus::DoesNotFit);
    PerformanceTab tab(&p.doc);
    tab.showEvaluation(p.ev);
    const auto *headline = tab.findChild<QLabel *>(QStringLiteral("performanceHeadline"));
    REQUIRE(headline);
    INFO(headline->text().toStdString());
    CHECK(headline->text().startsWith(QStringLiteral("Does not fit in GPU memory: ")));
    CHECK(headline->text().count(QStringLiteral("fit"), Qt::CaseInsensitive) == 1);
    CHECK(headline->text().contains(fmt::bytes(p.ev.perf->memory.totalBytes)));
    CHECK(headline->text().contains(fmt::bytes(p.ev.perf->memory.capacityBytes)));
    // No node count from 1 to 4 runs it: the scaling panel shows that, not empty axes.
    REQUIRE_FALSE(p.ev.extras.scaling.isEmpty());
    for (const perf::ScalingPoint &s : p.ev.extras.scaling)
        CHECK_FALSE(s.result.ok());
    CHECK_FALSE(tab.scalingPanel()->view()->isVisibleTo(tab.scalingPanel()));
    const auto *message = tab.scalingPanel()->findChild<QLabel *>();
    REQUIRE(message);
    INFO(message->text().toStdString());
    CHECK(message->text().contains(QStringLiteral("none of the node counts from 1 to 4")));
    CHECK(message->text().contains(p.ev.extras.scaling.last().result.error));
}
