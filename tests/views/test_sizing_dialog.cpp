// The Size to Target and Roadmap window (issue 18): the sweep runs off the GUI thread and fills the chart and the
// table, a candidate opens as a new plan, the target and growth forms edit the plan through the undo stack, the
// roadmap fills its chart and table, and the main window's Plan menu opens the window. With AIP_SCREENSHOT_DIR set,
// the pages are saved there as PNG (for a look at 1366x768 and 1920x1080 under xvfb-run).
#include "charts/chartpanel.h"
#include "document/plandocument.h"
#include "i18n/translation.h"
#include "mainwindow/mainwindow.h"
#include "plan/planfile.h"
#include "sizing/candidatemodel.h"
#include "sizing/roadmapmodel.h"
#include "sizing/roadmappage.h"
#include "sizing/sizingdialog.h"
#include "sizing/sizingpage.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace aip;

namespace {

using viewtest::seedCatalog;

// The acceptance question: Llama-2 70B on 2T tokens within 30 days, owned or cloud, from 16 DGX A100.
Plan llamaPlan()
{
    const PlanReadResult r = readPlan(R"({"format":"aiplanner-plan","version":1,"name":"70B in a month",
 "servers":[{"id":"n","chassis":"nvidia-dgx-a100-80gb","parts":[],"count":16}],
 "fabric":{"sku":"nvidia-quantum-qm8700","topology":"fat-tree","oversubscription":1.0},
 "workload":{"model":{"preset":"llama2-70b"},"global_batch":1024,"precision":"bf16","tokens_to_train":2.0e12},
 "target":{"tokens":2.0e12,"days":30,"where":"either"},
 "growth":{"model_factor_per_year":2,"tokens_factor_per_year":1,"projects_per_year":1},
 "cloud":[{"sku":"aws-p4d.24xlarge","pricing":"on_demand"}]})");
    REQUIRE(r.ok());
    return *r.plan;
}

void screenshot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("AIP_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

// AIP_SCREENSHOT_LANG=zh_CN: the window in Chinese for the screenshots (the tests' assertions hold in both).
struct ScreenshotLanguage {
    ScreenshotLanguage()
    {
        if (qEnvironmentVariableIsSet("AIP_SCREENSHOT_LANG"))
            installTranslators(qEnvironmentVariable("AIP_SCREENSHOT_LANG"));
    }
    ~ScreenshotLanguage()
    {
        if (qEnvironmentVariableIsSet("AIP_SCREENSHOT_LANG"))
            installTranslators(QStringLiteral("en"));
    }
};

} // namespace

TEST_CASE("size to target: the sweep fills the chart and the table off the GUI thread, a candidate opens as a plan")
{
    const ScreenshotLanguage language;
    PlanDocument doc;
    doc.reset(llamaPlan(), {});
    SizingDialog dialog(&doc);
    dialog.setCatalog(seedCatalog());
    dialog.show();
    SizingPage *page = dialog.sizingPage();
    QAbstractItemModelTester tester(page->model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    QSignalSpy finished(page, &SizingPage::finished);
    page->findChild<QPushButton *>(QStringLiteral("sizingRun"))->click();
    CHECK(page->isRunning());
    CHECK(page->findChild<QPushButton *>(QStringLiteral("sizingCancel"))->isEnabled());
    REQUIRE(QTest::qWaitFor([&] { return finished.count() == 1; }, 60000));
    REQUIRE(page->model()->rowCount() > 0);
    const sizing::SizingResult &r = page->model()->result();
    REQUIRE(r.cheapest);
    CHECK(page->chartPanel()->chart());
    CHECK(page->chartPanel()->chart()->series().size() >= 4);
    CHECK(page->chartPanel()->table().rows.size() > 0);
    CHECK(page->findChild<QLabel *>(QStringLiteral("sizingSummary"))->text().contains(QStringLiteral("<b>")));
    // The cheapest is selected; Open as new plan hands its plan to the main window.
    QSignalSpy open(&dialog, &SizingDialog::openPlanRequested);
    auto *openButton = page->findChild<QPushButton *>(QStringLiteral("sizingOpenPlan"));
    REQUIRE(openButton->isEnabled());
    screenshot(&dialog, QStringLiteral("sizing-page"));
    openButton->click();
    REQUIRE(open.count() == 1);
    const Plan plan = open.at(0).at(0).value<Plan>();
    const sizing::SizingCandidate &c = r.candidates.at(*r.cheapest);
    if (c.where == QLatin1String("owned")) {
        CHECK(plan.servers.constFirst().count == c.nodes);
    } else {
        REQUIRE(plan.cloud.size() == 1);
        CHECK(*plan.cloud.constFirst().instances == c.nodes);
    }
}

TEST_CASE("size to target: Cancel stops the sweep and keeps the page usable")
{
    PlanDocument doc;
    doc.reset(llamaPlan(), {});
    SizingDialog dialog(&doc);
    dialog.setCatalog(seedCatalog());
    SizingPage *page = dialog.sizingPage();
    QSignalSpy finished(page, &SizingPage::finished);
    page->run();
    page->cancel();
    REQUIRE(QTest::qWaitFor([&] { return finished.count() == 1; }, 60000));
    CHECK_FALSE(page->isRunning());
    CHECK(page->findChild<QPushButton *>(QStringLiteral("sizingRun"))->isEnabled());
}

TEST_CASE("the target form edits the plan's target through the undo stack")
{
    PlanDocument doc;
    doc.reset(llamaPlan(), {});
    SizingDialog dialog(&doc);
    auto *days = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("targetDays"));
    REQUIRE(days);
    CHECK(days->value() == 30);
    days->setValue(60);
    CHECK(*doc.plan().target->days == 60);
    doc.undoStack()->undo();
    CHECK(*doc.plan().target->days == 30);
    CHECK(days->value() == 30);
    auto *model = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("growthModel"));
    REQUIRE(model);
    model->setValue(3);
    CHECK(*doc.plan().growth->modelFactorPerYear == 3);
}

TEST_CASE("the roadmap page shows when the cluster runs out and what each path buys")
{
    const ScreenshotLanguage language;
    PlanDocument doc;
    doc.reset(llamaPlan(), {});
    SizingDialog dialog(&doc);
    dialog.setCatalog(seedCatalog());
    dialog.show();
    dialog.tabs()->setCurrentWidget(dialog.roadmapPage());
    RoadmapPage *page = dialog.roadmapPage();
    QAbstractItemModelTester tester(page->model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    QSignalSpy finished(page, &RoadmapPage::finished);
    page->run();
    REQUIRE(QTest::qWaitFor([&] { return finished.count() == 1; }, 60000));
    CHECK(page->model()->rowCount() >= 6); // three paths, each at least one purchase and a total
    REQUIRE(page->chartPanel()->chart());
    CHECK(page->chartPanel()->chart()->series().size() >= 3);
    CHECK(page->summary()->text().contains(QStringLiteral("<b>"))); // the month it runs out, in bold
    screenshot(&dialog, QStringLiteral("roadmap-page"));
}

TEST_CASE("the Plan menu opens the Size to Target window, and a candidate opens as the main window's plan")
{
    MainWindow window;
    window.setCatalog(seedCatalog());
    window.document()->reset(llamaPlan(), {});
    auto *action = window.findChild<QAction *>(QStringLiteral("sizeToTargetAction"));
    REQUIRE(action);
    action->trigger();
    auto *dialog = window.findChild<SizingDialog *>();
    REQUIRE(dialog);
    CHECK(dialog->isVisible());
    Plan candidate = llamaPlan();
    candidate.name = QStringLiteral("a candidate");
    emit dialog->openPlanRequested(candidate);
    CHECK(window.document()->plan().name == QStringLiteral("a candidate"));
    CHECK(window.document()->filePath().isEmpty());
    action->trigger();
    CHECK(window.findChildren<SizingDialog *>().size() == 1);
}
