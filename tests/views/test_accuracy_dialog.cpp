// Help > Model accuracy (views/accuracy): the regime table, every run with its source, and the predicted-versus-
// measured chart on log axes with the diagonal; the Help menu offers it.
#include "accuracy/accuracydialog.h"
#include "mainwindow/mainwindow.h"
#include "support/testsupport.h"
#include "test_charts_fixture.h"

#include <QAbstractAxis>
#include <QAction>
#include <QChart>
#include <QImage>
#include <QJsonObject>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMenuBar>
#include <QScatterSeries>
#include <QSet>
#include <QTableWidget>
#include <QTest>

#include <cmath>

using namespace aip;
using namespace aip::validation;

namespace {

RunPrediction run(const char *id, const char *regime, double measured, double predicted, bool calibration = false)
{
    RunPrediction p;
    p.id = QLatin1String(id);
    p.regime = QLatin1String(regime);
    p.split = calibration ? QStringLiteral("calibration") : QStringLiteral("validation");
    p.metric = QStringLiteral("tokens_per_s_per_gpu");
    p.unit = QStringLiteral("tokens/s per GPU");
    p.source = QStringLiteral("a paper, Table 1");
    p.measured = measured;
    p.predicted = predicted;
    p.errorPct = 100 * (predicted - measured) / measured;
    p.ok = true;
    return p;
}

ValidationReport sampleReport()
{
    ValidationReport r;
    r.rows = {run("A-1", "fsdp-a100", 4641, 4656), run("A-2", "fsdp-a100", 376, 350),
              run("B-1", "3d-a100", 137, 144, true), run("C-1", "whole-run", 184320, 132780)};
    r.regimes = regimeStats(r.rows);
    return r;
}

} // namespace

TEST_CASE("accuracy dialog: regimes, runs and the predicted-versus-measured chart")
{
    const ValidationReport report = sampleReport();
    AccuracyDialog dialog(report);
    REQUIRE(dialog.regimeTable()->rowCount() == 3);
    REQUIRE(dialog.runTable()->rowCount() == 4);
    CHECK(dialog.runTable()->item(2, 0)->text().endsWith(QStringLiteral("*"))); // calibration run marked
    CHECK(dialog.runTable()->item(0, 7)->text() == QLatin1String("a paper, Table 1"));
    // Numbers sort as numbers: 376 before 4641 before 184320.
    dialog.runTable()->sortItems(3);
    CHECK(dialog.runTable()->item(0, 0)->text() == QLatin1String("B-1 *"));
    CHECK(dialog.runTable()->item(1, 0)->text() == QLatin1String("A-2"));
    CHECK(dialog.runTable()->item(3, 0)->text() == QLatin1String("C-1"));

    QChart *chart = dialog.chart();
    REQUIRE(chart);
    int scatters = 0, diagonals = 0;
    for (QAbstractSeries *s : chart->series()) {
        if (auto *points = qobject_cast<QScatterSeries *>(s))
            scatters += points->count() > 0;
        else if (auto *line = qobject_cast<QLineSeries *>(s)) {
            ++diagonals;
            REQUIRE(line->count() == 2);
            CHECK(line->at(0).x() == line->at(0).y());
            CHECK(line->at(1).x() == line->at(1).y());
            CHECK(line->at(0).x() <= 137);
            CHECK(line->at(1).x() >= 184320);
        }
    }
    CHECK(scatters == 3);
    CHECK(diagonals == 1);
    const QList<QAbstractAxis *> axes = chart->axes();
    REQUIRE(axes.size() == 2);
    for (QAbstractAxis *a : axes)
        CHECK(qobject_cast<QLogValueAxis *>(a) != nullptr);
    if (qEnvironmentVariableIsSet("AIP_ACCURACY_PNG")) { // a look at the layout
        dialog.resize(1100, 800);
        dialog.grab().save(qEnvironmentVariable("AIP_ACCURACY_PNG"));
    }
}

TEST_CASE("accuracy dialog: each regime's error with its runs' software options at their defaults")
{
    ValidationReport report = sampleReport();
    // A-1 names its software options; left at their defaults the model gives 10 % more than measured.
    report.rows[0].softwareOptions = true;
    report.rows[0].predictedAtDefaults = 4641 * 1.1;
    report.rows[0].errorAtDefaultsPct = 10;
    report.rows[1].predictedAtDefaults = report.rows[1].predicted;
    report.rows[1].errorAtDefaultsPct = report.rows[1].errorPct;
    report.regimes = regimeStats(report.rows);
    AccuracyDialog dialog(report);
    QTableWidget *regimes = dialog.regimeTable();
    REQUIRE(regimes->columnCount() == 8);
    CHECK(regimes->horizontalHeaderItem(6)->text() == QLatin1String("At defaults"));
    REQUIRE(regimes->item(0, 0)->text() == QLatin1String("fsdp-a100"));
    const double expected = (10 + std::abs(report.rows[1].errorPct)) / 2;
    CHECK(regimes->item(0, 6)->data(Qt::UserRole).toDouble() == Approx(expected));
    CHECK(regimes->item(0, 6)->toolTip().contains(QStringLiteral("1 of the 2 runs name some")));
}

TEST_CASE("accuracy dialog: each regime's mark is on its table row, and selecting regimes picks out their runs")
{
    const ValidationReport report = sampleReport();
    AccuracyDialog dialog(report);
    QChart *chart = dialog.chart();
    QTableWidget *regimes = dialog.regimeTable();
    QTableWidget *runs = dialog.runTable();
    auto series = [&](const QString &regime) -> QScatterSeries * {
        for (QAbstractSeries *s : chart->series()) {
            if (s->name() == regime)
                return qobject_cast<QScatterSeries *>(s);
        }
        return nullptr;
    };
    // The legend names the diagonal only; the regimes' marks are the table's icons.
    dialog.show();
    int shown = 0, lines = 0;
    for (QLegendMarker *m : chart->legend()->markers()) {
        shown += m->isVisible();
        lines += m->isVisible() && qobject_cast<QLineSeries *>(m->series()) != nullptr;
    }
    CHECK(shown == 1);
    CHECK(lines == 1);
    for (int row = 0; row < regimes->rowCount(); ++row) {
        const QString regime = regimes->item(row, 0)->text();
        INFO(regime.toStdString());
        CHECK_FALSE(regimes->item(row, 0)->icon().isNull());
        QScatterSeries *s = series(regime);
        REQUIRE(s);
        // The icon is drawn in the series' colour.
        const QImage icon = regimes->item(row, 0)->icon().pixmap(12, 12).toImage();
        CHECK(icon.pixelColor(6, 7).rgb() == s->color().rgb());
    }
    // Twenty-one regimes get twenty-one different marks.
    ValidationReport many;
    for (int i = 0; i < 21; ++i)
        many.rows.append(run(qPrintable(QStringLiteral("R-%1").arg(i)), qPrintable(QStringLiteral("regime-%1").arg(i)),
                             100 + i, 110 + i));
    many.regimes = regimeStats(many.rows);
    QChart *big = buildAccuracyChart(many);
    QSet<QPair<QRgb, int>> marks;
    for (QAbstractSeries *s : big->series()) {
        if (auto *points = qobject_cast<QScatterSeries *>(s))
            marks.insert({points->color().rgb(), int(points->markerShape())});
    }
    CHECK(marks.size() == 21);
    delete big;

    // Picking fsdp-a100: its two runs stay in the list, its points stay opaque, the others fade.
    regimes->sortItems(0); // the table may be sorted: rows are found by name
    int fsdp = -1;
    for (int row = 0; row < regimes->rowCount(); ++row)
        fsdp = regimes->item(row, 0)->text() == QLatin1String("fsdp-a100") ? row : fsdp;
    REQUIRE(fsdp >= 0);
    regimes->selectRow(fsdp);
    int visible = 0;
    for (int row = 0; row < runs->rowCount(); ++row) {
        if (!runs->isRowHidden(row)) {
            ++visible;
            CHECK(runs->item(row, 1)->text() == QLatin1String("fsdp-a100"));
        }
    }
    CHECK(visible == 2);
    CHECK(series(QStringLiteral("fsdp-a100"))->color().alpha() == 255);
    CHECK(series(QStringLiteral("whole-run"))->color().alpha() < 100);
    CHECK(series(QStringLiteral("fsdp-a100"))->markerSize() > series(QStringLiteral("whole-run"))->markerSize());
    // Nothing picked: every run and every regime as before.
    regimes->clearSelection();
    for (int row = 0; row < runs->rowCount(); ++row)
        CHECK_FALSE(runs->isRowHidden(row));
    CHECK(series(QStringLiteral("whole-run"))->color().alpha() == 255);
    CHECK(series(QStringLiteral("fsdp-a100"))->markerSize() == series(QStringLiteral("whole-run"))->markerSize());
}

TEST_CASE("accuracy dialog: a run's predicted figure says which strategy the model evaluated")
{
    ValidationReport report = sampleReport();
    QJsonObject strategy{{QStringLiteral("tp"), 4},
                         {QStringLiteral("pp"), 1},
                         {QStringLiteral("dp"), 512},
                         {QStringLiteral("cp"), 1},
                         {QStringLiteral("micro_batch"), 2},
                         {QStringLiteral("zero"), 2},
                         {QStringLiteral("recompute"), QStringLiteral("none")}};
    report.rows[3].strategy = strategy; // C-1, a whole run: the search's best
    report.rows[3].strategySearched = true;
    report.rows[3].mfu = 0.589;
    report.rows[3].memoryShare = 0.954;
    report.rows[3].goodput = 0.984;
    strategy.insert(QStringLiteral("cp"), 2);
    strategy.insert(QStringLiteral("ep"), 8);
    report.rows[0].strategy = strategy; // the run's own
    AccuracyDialog dialog(report);
    const QString searched = dialog.runTable()->item(3, 4)->toolTip();
    CHECK(searched.contains(QStringLiteral("search")));
    // The layout as the other views write it (workloadtext::layout()).
    CHECK(searched.contains(QStringLiteral("TP 4 · PP 1 · DP 512, ZeRO-2, micro-batch 2, recompute none")));
    CHECK(searched.contains(QStringLiteral("MFU 58.9%")));
    CHECK(searched.contains(QStringLiteral("95.4%")));
    CHECK(searched.contains(QStringLiteral("98.4%")));
    const QString own = dialog.runTable()->item(0, 4)->toolTip();
    CHECK(own.contains(QStringLiteral("The run's strategy")));
    CHECK(own.contains(QStringLiteral("TP 4 · PP 1 · DP 512 · CP 2 · EP 8,"))); // experts split: EP shown
    CHECK(dialog.runTable()->item(1, 4)->toolTip().isEmpty());                  // no strategy given: nothing to say
}

TEST_CASE("accuracy dialog: the first report is computed off the GUI thread, later ones are shown at once")
{
    // A catalog no other test uses (its DGX H100's GPU edited), so the report is not computed yet.
    PartCatalog catalog = *chartstest::catalog();
    Part gpu = *catalog.find(QStringLiteral("nvidia-h100-sxm5-80gb"));
    gpu.gpu.tdpW += 1;
    catalog.add(gpu);
    REQUIRE(cachedValidationReport(catalog) == nullptr);
    {
        AccuracyDialog dialog(catalog);
        CHECK_FALSE(dialog.isReady()); // the constructor returned before the model ran
        REQUIRE(QTest::qWaitFor([&] { return dialog.isReady(); }, 120000));
        CHECK(dialog.regimeTable()->rowCount() > 5);
        CHECK(dialog.runTable()->rowCount() >= 60);
        CHECK(dialog.chart() != nullptr);
        // The waiting line is gone once the report is shown.
        for (const QLabel *label : dialog.findChildren<QLabel *>())
            CHECK_FALSE(label->text().startsWith(QLatin1String("Running the published runs")));
    }
    REQUIRE(cachedValidationReport(catalog) != nullptr);
    AccuracyDialog again(catalog);
    CHECK(again.isReady());
    CHECK(again.runTable()->rowCount() == cachedValidationReport(catalog)->rows.size());
}

TEST_CASE("accuracy dialog: Help offers Model Accuracy")
{
    MainWindow window;
    bool found = false;
    for (QAction *menu : window.menuBar()->actions()) {
        if (!menu->menu())
            continue;
        for (QAction *a : menu->menu()->actions())
            found |= a->objectName() == QLatin1String("modelAccuracyAction");
    }
    CHECK(found);
}
