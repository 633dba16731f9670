// The main window and the plan document: opening a plan shows its name, undo/redo restore exact states.
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "mainwindow/mainwindow.h"
#include "plan/planfile.h"
#include "support/testsupport.h"

#include <QAction>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace aip;

TEST_CASE("the main window opens a plan and shows its name in the title")
{
    MainWindow w;
    REQUIRE(w.openFile(aiptest::dataPath(QStringLiteral("plans/design-example.aiplan")), false));
    CHECK(w.windowTitle().contains(QStringLiteral("GPT-3 175B on 128 DGX A100")));
    CHECK_FALSE(w.isWindowModified());
}

TEST_CASE("the main window refuses a broken plan and keeps the one it had")
{
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.aiplan"));
    REQUIRE(aiptest::writeFile(
        bad, "{\"format\":\"aiplanner-plan\",\"version\":1,\"workload\":{\"parallelism\":{\"tp\":-2}}}"));
    MainWindow w;
    REQUIRE(w.openFile(aiptest::dataPath(QStringLiteral("plans/design-example.aiplan")), false));
    CHECK_FALSE(w.openFile(bad, false));
    CHECK(w.document()->plan().name == QStringLiteral("GPT-3 175B on 128 DGX A100"));
}

TEST_CASE("an edit marks the window modified, undo and redo restore the exact plan")
{
    MainWindow w;
    REQUIRE(w.openFile(aiptest::dataPath(QStringLiteral("plans/design-example.aiplan")), false));
    PlanDocument *doc = w.document();
    const QByteArray before = writePlan(doc->plan());
    Plan edited = doc->plan();
    edited.name = QStringLiteral("Renamed");
    doc->undoStack()->push(new EditPlanCommand(doc, edited, PlanDocument::Change::Name, QStringLiteral("Rename")));
    CHECK(w.windowTitle().contains(QStringLiteral("Renamed")));
    CHECK(w.isWindowModified());
    const QByteArray after = writePlan(doc->plan());
    doc->undoStack()->undo();
    CHECK(writePlan(doc->plan()) == before);
    CHECK_FALSE(w.isWindowModified());
    doc->undoStack()->redo();
    CHECK(writePlan(doc->plan()) == after);
}

TEST_CASE("consecutive edits of one field merge into one undo step")
{
    PlanDocument doc;
    QSignalSpy spy(&doc, &PlanDocument::changed);
    for (int nodes : {2, 3, 4, 5}) {
        Plan p = doc.plan();
        p.name = QStringLiteral("n%1").arg(nodes);
        doc.undoStack()->push(
            new EditPlanCommand(&doc, p, PlanDocument::Change::Name, QStringLiteral("Rename"), QStringLiteral("name")));
    }
    CHECK(doc.undoStack()->count() == 1);
    CHECK(doc.plan().name == QStringLiteral("n5"));
    CHECK(spy.count() >= 4);
    doc.undoStack()->undo();
    CHECK(doc.plan().name == QStringLiteral("Untitled plan"));
}

TEST_CASE("save as writes the plan and clears the modified state")
{
    QTemporaryDir dir;
    MainWindow w;
    REQUIRE(w.openFile(aiptest::dataPath(QStringLiteral("plans/design-example.aiplan")), false));
    Plan edited = w.document()->plan();
    edited.name = QStringLiteral("Saved copy");
    w.document()->undoStack()->push(
        new EditPlanCommand(w.document(), edited, PlanDocument::Change::Name, QStringLiteral("Rename")));
    const QString path = dir.filePath(QStringLiteral("copy.aiplan"));
    REQUIRE(w.saveFile(path, false));
    CHECK_FALSE(w.isWindowModified());
    const PlanReadResult r = readPlanFile(path);
    REQUIRE(r.ok());
    CHECK(r.plan->name == QStringLiteral("Saved copy"));
}
