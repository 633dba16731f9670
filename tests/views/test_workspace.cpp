// One workspace owns the catalog (issue 16, item 4): the main window makes it once, every panel (the analysis tabs,
// the quote, the sizing dialog) is connected to it, and panels rebuilt in a new language get its catalog without
// another setCatalog cascade; it keeps the evaluator's latest result.
#include "analysis/planevaluation.h"
#include "analysis/planevaluator.h"
#include "catalog/catalogmodel.h"
#include "catalog/catalogpanel.h"
#include "common/workspace.h"
#include "document/plandocument.h"
#include "i18n/translation.h"
#include "mainwindow/mainwindow.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QMenuBar>
#include <QSignalSpy>
#include <QTest>

using namespace aip;

namespace {

// The catalog the catalog panel lists.
const PartCatalog *listed(MainWindow &w)
{
    return w.catalogPanel()->model()->catalog().get();
}

} // namespace

TEST_CASE("the workspace keeps the catalog and says when it changes")
{
    Workspace workspace;
    CHECK_FALSE(workspace.catalog());
    CHECK_FALSE(workspace.latestEvaluation());
    QSignalSpy changed(&workspace, &Workspace::catalogChanged);
    const std::shared_ptr<const PartCatalog> catalog = viewtest::sharedCatalog();
    workspace.setCatalog(catalog);
    CHECK(workspace.catalog() == catalog);
    REQUIRE(changed.size() == 1);
    PlanEvaluation ev;
    ev.generation = 7;
    workspace.setLatestEvaluation(ev);
    REQUIRE(workspace.latestEvaluation());
    CHECK(workspace.latestEvaluation()->generation == 7);
}

TEST_CASE("the main window's panels take the workspace's catalog also after a language switch rebuilt them")
{
    MainWindow w;
    REQUIRE(w.workspace());
    CHECK(listed(w) == nullptr);
    const std::shared_ptr<const PartCatalog> full = viewtest::sharedCatalog();
    w.setCatalog(full);
    CHECK(w.workspace()->catalog() == full);
    CHECK(listed(w) == full.get());
    // The evaluator's result is the workspace's.
    w.document()->reset(viewtest::makePlan(), {});
    REQUIRE(QTest::qWaitFor([&] { return w.workspace()->latestEvaluation() != nullptr; }, 20000));

    // A smaller catalog through the workspace alone reaches the catalog panel.
    auto one = std::make_shared<PartCatalog>();
    one->add(full->parts().constFirst());
    w.workspace()->setCatalog(one);
    CHECK(listed(w) == one.get());

    // A language switch deletes and rebuilds the panels; the new ones list the workspace's catalog at once.
    CatalogPanel *before = w.catalogPanel();
    const QString englishFile = w.menuBar()->actions().constFirst()->text();
    REQUIRE(installTranslators(QStringLiteral("zh_CN")));
    REQUIRE(QTest::qWaitFor([&] { return w.catalogPanel() != before; }, 5000));
    CHECK(listed(w) == one.get());
    // And follow its next change (connected again, the deleted panels disconnected with them).
    w.workspace()->setCatalog(full);
    CHECK(listed(w) == full.get());
    installTranslators(QStringLiteral("en"));
    REQUIRE(QTest::qWaitFor(
        [&] { return w.menuBar()->actions().value(0) && w.menuBar()->actions().constFirst()->text() == englishFile; },
        5000));
    CHECK(listed(w) == full.get());
}
