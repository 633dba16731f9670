// No evaluation on the GUI thread (issue 16): the window's one evaluation runs on a worker, every view reads its
// result, a deliberately slow evaluation leaves the event loop running, and a result for a superseded plan is
// dropped. The Quote tab's preview builds its content off the GUI thread too.
#include "analysis/latestjob.h"
#include "analysis/planevaluator.h"
#include "common/logging.h"
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "findings/findingsmodel.h"
#include "findings/findingspanel.h"
#include "mainwindow/mainwindow.h"
#include "quote/quotetab.h"
#include "summary/summarystrip.h"
#include "support/testsupport.h"
#include "tabs/performancetab.h"
#include "viewtestcatalog.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QTabWidget>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <atomic>

using namespace aip;

namespace {
constexpr unsigned long kSlowMs = 1200;

// An evaluation that takes kSlowMs longer than the real one, and notes where and on which plans it ran.
struct SlowEvaluation {
    QThread *gui = QThread::currentThread();
    std::atomic<int> calls{0};
    std::atomic<int> onGuiThread{0};
    PlanEvaluator::EvaluateFunction function()
    {
        return [this](const Plan &plan, const PartCatalog &catalog, CloudThroughputCache *cache) {
            ++calls;
            if (QThread::currentThread() == gui)
                ++onGuiThread;
            QThread::msleep(kSlowMs);
            return evaluatePlan(plan, catalog, cache);
        };
    }
};
} // namespace

TEST_CASE("a deliberately slow evaluation keeps the window responsive and its result reaches every view")
{
    MainWindow w;
    w.setCatalog(viewtest::sharedCatalog());
    w.show();
    REQUIRE(QTest::qWaitFor([&] { return w.evaluator()->isIdle(); }, 30000));
    auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("mainTabs"));
    REQUIRE(tabs);
    tabs->setCurrentWidget(w.quoteTab()); // the preview renders only when it is seen

    SlowEvaluation slow;
    w.evaluator()->setEvaluateFunction(slow.function());
    // The event loop's heartbeat: a 20 ms timer, counted while the evaluation runs.
    int beatsWhileRunning = 0;
    QTimer heartbeat;
    heartbeat.setInterval(20);
    QObject::connect(&heartbeat, &QTimer::timeout, [&] {
        if (w.evaluator()->isRunning())
            ++beatsWhileRunning;
    });
    heartbeat.start();
    QList<Plan> shown;
    QObject::connect(w.evaluator(), &PlanEvaluator::evaluated,
                     [&](const PlanEvaluation &ev) { shown.append(ev.plan); });

    QElapsedTimer clock;
    clock.start();
    w.document()->reset(viewtest::makePlan(), {});
    REQUIRE(QTest::qWaitFor([&] { return w.evaluator()->isRunning(); }, 5000));
    // An edit while the slow evaluation runs: its result is for a plan that is no longer current and is dropped.
    w.document()->undoStack()->push(new SetServerCountCommand(w.document(), 0, 8));
    const Plan current = w.document()->plan();
    REQUIRE(QTest::qWaitFor([&] { return w.summaryStrip()->figure(QStringLiteral("gpus")) == QStringLiteral("72"); },
                            30000));
    REQUIRE(QTest::qWaitFor([&] { return w.evaluator()->isIdle(); }, 30000));
    const qint64 elapsed = clock.elapsed();

    CHECK(elapsed >= qint64(kSlowMs)); // it was slow
    CHECK(slow.calls == 2);
    CHECK(slow.onGuiThread == 0);
    // The GUI thread kept processing events: over two evaluations of at least 1.2 s each, a 20 ms timer fires
    // dozens of times (a blocked loop would fire it at most once per evaluation).
    CHECK(beatsWhileRunning >= 40);
    // Only the current plan's result was shown.
    REQUIRE(shown.size() == 1);
    CHECK(shown.first() == current);

    // Every view shows that one result.
    const PlanEvaluation &ev = w.evaluator()->latest();
    CHECK(ev.plan == current);
    REQUIRE(ev.perf.has_value());
    CHECK(w.findingsPanel()->model()->findings().size() == ev.findings.size());
    auto *perfTab = w.findChild<PerformanceTab *>();
    REQUIRE(perfTab);
    CHECK(perfTab->extras().strategies.size() == ev.extras.strategies.size());
    CHECK(perfTab->extras().scaling.size() == ev.extras.scaling.size());
    // The quote preview follows the evaluation (built off the GUI thread, painted here).
    REQUIRE(
        QTest::qWaitFor([&] { return w.quoteTab()->isPreviewIdle() && w.quoteTab()->previewPageCount() > 0; }, 30000));
    CHECK(w.quoteTab()->findChild<QLabel *>(QStringLiteral("quotePreviewPage1")) != nullptr);
}

TEST_CASE("the background job delivers only the latest request's result")
{
    LatestJob job;
    QList<int> delivered;
    std::atomic<int> ran{0};
    for (int i = 1; i <= 3; ++i) {
        job.request([&, i]() -> std::function<void()> {
            ++ran;
            QThread::msleep(100);
            return [&, i] { delivered.append(i); };
        });
    }
    CHECK_FALSE(job.isIdle());
    REQUIRE(QTest::qWaitFor([&] { return job.isIdle(); }, 10000));
    // The first ran (it had started), the second was replaced while waiting, the third ran and was delivered.
    CHECK(ran == 2);
    CHECK(delivered == QList<int>{3});
    job.request([&]() -> std::function<void()> { return [&] { delivered.append(4); }; });
    job.cancel();
    REQUIRE(QTest::qWaitFor([&] { return job.isIdle(); }, 10000));
    CHECK(delivered == QList<int>{3});
}

TEST_CASE("a Quote tab on its own builds its preview off the GUI thread")
{
    PlanDocument doc;
    doc.reset(viewtest::makePlan(), {});
    QuoteTab tab(&doc);
    tab.setCatalog(viewtest::sharedCatalog());
    tab.resize(1200, 800);
    tab.show();
    REQUIRE(QTest::qWaitFor([&] { return tab.isPreviewIdle() && tab.previewPageCount() > 0; }, 30000));
    // With an evaluation of another plan, the tab waits for this plan's instead of computing it again.
    PlanEvaluation other;
    other.plan.name = QStringLiteral("another plan");
    tab.showEvaluation(other);
    REQUIRE(QTest::qWaitFor([&] { return tab.isPreviewIdle(); }, 30000));
    const PlanEvaluation ev = evaluatePlan(doc.plan(), *viewtest::sharedCatalog(), nullptr, false);
    tab.showEvaluation(ev);
    REQUIRE(QTest::qWaitFor([&] { return tab.isPreviewIdle() && tab.previewPageCount() > 0; }, 30000));
}

TEST_CASE("the program logs to one category, its debug messages off unless asked for")
{
    CHECK(QString::fromLatin1(lcPlanner().categoryName()) == QStringLiteral("aiplanner"));
    CHECK(lcPlanner().isWarningEnabled());
    CHECK_FALSE(lcPlanner().isDebugEnabled());
}
