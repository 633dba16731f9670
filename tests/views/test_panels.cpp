// The panels around the canvas and the main window that wires them: findings (model tester, a click selects the
// part), workload and cluster edits as undo commands, the window showing a plan with the catalog, autosave and
// recovery after a crash.
#include "analysis/planevaluator.h"
#include "canvas/buildpanel.h"
#include "canvas/servercanvas.h"
#include "catalog/catalogmodel.h"
#include "catalog/catalogpanel.h"
#include "catalog/partmime.h"
#include "cluster/clusterpanel.h"
#include "document/autosave.h"
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "document/planedits.h"
#include "findings/findingsmodel.h"
#include "findings/findingspanel.h"
#include "mainwindow/mainwindow.h"
#include "plan/planfile.h"
#include "summary/summarystrip.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"
#include "workload/workloadpanel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

using namespace aip;

namespace {
QList<FindingRow> sampleFindings()
{
    return {
        {FindingRow::Severity::Note, QStringLiteral("n1"), QStringLiteral("A note"), {}, {}, {}},
        {FindingRow::Severity::Error, QStringLiteral("e1"), QStringLiteral("Socket mismatch"),
         QStringLiteral("The board has LGA4677 sockets"), QStringLiteral("hgx"), QStringLiteral("intel-xeon-8480p")},
        {FindingRow::Severity::Warning, QStringLiteral("w1"), QStringLiteral("Power"), {}, QStringLiteral("dgx"), {}}};
}

// Clicks the button of the next modal message box once it shows.
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        const bool shown = QTest::qWaitFor(
            [] { return qobject_cast<QMessageBox *>(QApplication::activeModalWidget()) != nullptr; }, 3000);
        Q_UNUSED(shown);
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->button(button)->click();
    });
}
} // namespace

TEST_CASE("the findings model passes the model tester and lists errors first")
{
    FindingsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setFindings(sampleFindings());
    REQUIRE(model.rowCount() == 3);
    CHECK(model.index(0, FindingsModel::SeverityColumn).data(FindingsModel::RawValueRole).toInt() == 0);
    CHECK(model.index(0, FindingsModel::MessageColumn).data().toString() == QStringLiteral("Socket mismatch"));
    CHECK(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("LGA4677")));
    CHECK(model.index(2, 0).data(FindingsModel::RawValueRole).toInt() == 2);
    model.setFindings({});
    CHECK(model.rowCount() == 0);
}

TEST_CASE("clicking a finding selects the part concerned on its server's canvas")
{
    MainWindow w;
    w.setCatalog(viewtest::sharedCatalog());
    w.document()->reset(viewtest::makePlan(), {});
    REQUIRE(w.buildPanel()->currentServer() == 0);
    w.findingsPanel()->setFindings(sampleFindings());
    w.findingsPanel()->activate(0);
    CHECK(w.buildPanel()->currentServer() == 1);
    CHECK(w.buildPanel()->canvas()->selectedSku() == QStringLiteral("intel-xeon-8480p"));
}

TEST_CASE("the main window opening a plan shows its name, the catalog, the canvas and the findings")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.aiplan"));
    REQUIRE(writePlanFile(viewtest::makePlan(), path).isEmpty());
    Plan broken = viewtest::makePlan();
    broken.servers[1].parts.append({QStringLiteral("no-such-part"), 1, {}});
    const QString brokenPath = dir.filePath(QStringLiteral("broken.aiplan"));
    REQUIRE(writePlanFile(broken, brokenPath).isEmpty());

    MainWindow w;
    w.setCatalog(viewtest::sharedCatalog());
    w.show();
    REQUIRE(w.openFile(path, false));
    CHECK(w.windowTitle().contains(QStringLiteral("Test plan")));
    CHECK(w.catalogPanel()->model()->catalog()->size() == viewtest::makeCatalog().size());
    CHECK(w.buildPanel()->tabs()->count() == 2);
    REQUIRE(w.buildPanel()->canvas()->serverLayout().chassis());
    CHECK(w.buildPanel()->canvas()->serverLayout().chassis()->sku == QStringLiteral("nvidia-dgx-a100-80gb"));
    // The evaluation runs off the GUI thread and lands in the summary strip and the findings.
    REQUIRE(QTest::qWaitFor([&] { return w.summaryStrip()->figure(QStringLiteral("gpus")) == QStringLiteral("136"); },
                            20000));
    CHECK(w.width() >= 1024);
    CHECK(w.height() >= 700);

    REQUIRE(w.openFile(brokenPath, false));
    // The unknown part shows up as an error finding naming it.
    auto named = [&w] {
        for (const FindingRow &f : w.findingsPanel()->model()->findings()) {
            if (f.sku == QStringLiteral("no-such-part") && f.severity == FindingRow::Severity::Error)
                return true;
        }
        return false;
    };
    CHECK(QTest::qWaitFor(named, 20000));
}

TEST_CASE("catalog Enter adds to the selected server - a part dropped back on the catalog is removed")
{
    MainWindow w;
    w.setCatalog(viewtest::sharedCatalog());
    w.document()->reset(viewtest::makePlan(), {});
    w.buildPanel()->setCurrentServer(1);
    emit w.catalogPanel()->partActivated(QStringLiteral("nvidia-h100-sxm5-80gb"));
    CHECK(planedits::addedQty(w.document()->plan(), 1, QStringLiteral("nvidia-h100-sxm5-80gb")) == 5);
    QMimeData placed;
    partmime::writePlacedPart(&placed, {1, QStringLiteral("nvidia-h100-sxm5-80gb"), false});
    CHECK(w.catalogPanel()->model()->dropMimeData(&placed, Qt::MoveAction, -1, -1, {}));
    CHECK(planedits::addedQty(w.document()->plan(), 1, QStringLiteral("nvidia-h100-sxm5-80gb")) == 4);
    CHECK(w.document()->undoStack()->count() == 2);
}

TEST_CASE("workload and cluster edits are undo commands - a run of edits of one field is one step")
{
    PlanDocument doc;
    doc.reset(viewtest::makePlan(), {});
    WorkloadPanel workload(&doc);
    ClusterPanel cluster(&doc);
    cluster.setCatalog(viewtest::sharedCatalog());
    auto *batch = workload.findChild<QSpinBox *>(QStringLiteral("workloadGlobalBatch"));
    REQUIRE(batch);
    CHECK(batch->value() == 512);
    for (int v : {600, 700, 1024})
        batch->setValue(v);
    CHECK(doc.plan().workload.globalBatch == 1024);
    CHECK(doc.undoStack()->count() == 1);
    auto *count = cluster.findChild<QSpinBox *>(QStringLiteral("clusterCount0"));
    REQUIRE(count);
    count->setValue(32);
    CHECK(doc.plan().servers.at(0).count == 32);
    CHECK(doc.undoStack()->count() == 2);
    doc.undoStack()->undo();
    CHECK(count->value() == 16);
    doc.undoStack()->undo();
    CHECK(batch->value() == 512);
    CHECK(doc.plan().workload.globalBatch == 512);
}

TEST_CASE("the cluster panel's SHARP box sets fabric.sharp as one undo step and follows the switch")
{
    PlanDocument doc;
    doc.reset(viewtest::makePlan(), {});
    ClusterPanel cluster(&doc);
    cluster.setCatalog(viewtest::sharedCatalog());
    auto *sharp = cluster.findChild<QCheckBox *>(QStringLiteral("fabricSharp"));
    REQUIRE(sharp);
    REQUIRE(doc.plan().fabric);
    CHECK_FALSE(sharp->isChecked()); // off unless the plan asks: NCCL does not reduce in the switches by default
    CHECK(sharp->isEnabled());       // the QM8700 can
    sharp->setChecked(true);
    CHECK(doc.plan().fabric->sharp);
    CHECK(doc.undoStack()->count() == 1);
    doc.undoStack()->undo();
    CHECK_FALSE(doc.plan().fabric->sharp);
    CHECK_FALSE(sharp->isChecked());
    // Without a switch there is nothing to reduce in.
    Plan none = doc.plan();
    none.fabric.reset();
    doc.reset(none, {});
    CHECK_FALSE(sharp->isEnabled());
}

TEST_CASE("autosave writes unsaved changes - after a crash the next start recovers them")
{
    QTemporaryDir dir;
    const QString recovery = dir.filePath(QStringLiteral("recovery"));
    const QString planPath = dir.filePath(QStringLiteral("saved.aiplan"));
    REQUIRE(writePlanFile(viewtest::makePlan(), planPath).isEmpty());
    QByteArray edited;
    {
        PlanDocument doc;
        REQUIRE(doc.load(planPath).isEmpty());
        auto *autosave = new Autosave(&doc, recovery);
        Plan p = doc.plan();
        planedits::setServerCount(p, 0, 64);
        doc.undoStack()->push(new EditPlanCommand(&doc, p, PlanDocument::Change::Servers, QStringLiteral("edit")));
        REQUIRE(autosave->saveNow());
        CHECK(QFileInfo::exists(autosave->recoveryPath()));
        CHECK(Autosave::pending(recovery).isEmpty()); // its session is alive
        edited = writePlan(doc.plan());
        // A crash: the session ends without discard(); its lock goes with the process.
        delete autosave;
    }
    const QList<RecoveryEntry> pending = Autosave::pending(recovery);
    REQUIRE(pending.size() == 1);
    CHECK(pending.at(0).filePath == planPath);
    CHECK(writePlan(pending.at(0).plan) == edited);

    MainWindow w;
    w.setCatalog(viewtest::sharedCatalog());
    answerNextMessageBox(QMessageBox::Yes);
    CHECK(w.offerRecovery(recovery) == 1);
    CHECK(writePlan(w.document()->plan()) == edited);
    CHECK(w.document()->filePath() == planPath);
    CHECK(w.isWindowModified());
    // Undo goes back to what was saved.
    w.document()->undoStack()->undo();
    CHECK(w.document()->plan().servers.at(0).count == 16);
    CHECK(Autosave::pending(recovery).isEmpty());
}

TEST_CASE("a saved document leaves nothing to recover")
{
    QTemporaryDir dir;
    const QString recovery = dir.filePath(QStringLiteral("recovery"));
    PlanDocument doc;
    doc.reset(viewtest::makePlan(), {});
    Autosave autosave(&doc, recovery);
    Plan p = doc.plan();
    p.name = QStringLiteral("changed");
    doc.undoStack()->push(new EditPlanCommand(&doc, p, PlanDocument::Change::Name, QStringLiteral("edit")));
    REQUIRE(autosave.saveNow());
    REQUIRE(QFileInfo::exists(autosave.recoveryPath()));
    REQUIRE(doc.saveAs(dir.filePath(QStringLiteral("x.aiplan"))).isEmpty());
    CHECK_FALSE(QFileInfo::exists(autosave.recoveryPath()));
}

TEST_CASE("every template of File > New from Template opens as an untitled plan with servers and a workload")
{
    MainWindow w;
    for (const char *name :
         {"cv-project", "nlp-project", "cloud-vs-owned", "dgx-a100-infiniband", "gb200-nvl72-llama3-70b"}) {
        INFO(name);
        REQUIRE(w.newFromTemplate(QString::fromLatin1(name)));
        CHECK_FALSE(w.document()->plan().servers.isEmpty());
        CHECK(w.document()->plan().hasWorkload);
        CHECK_FALSE(w.document()->plan().cloud.isEmpty());
        CHECK(w.document()->filePath().isEmpty());
        CHECK_FALSE(w.isWindowModified());
    }
    CHECK_FALSE(w.newFromTemplate(QStringLiteral("no-such-template")));
}

TEST_CASE("a plan without a workload gets the preset the panel shows on its first workload edit")
{
    PlanDocument doc;
    WorkloadPanel workload(&doc);
    REQUIRE_FALSE(doc.plan().hasWorkload);
    auto *model = workload.findChild<QComboBox *>(QStringLiteral("workloadModel"));
    REQUIRE(model);
    const QString shown = model->currentData().toString();
    CHECK_FALSE(shown.isEmpty());
    workload.findChild<QSpinBox *>(QStringLiteral("workloadGlobalBatch"))->setValue(256);
    CHECK(doc.plan().hasWorkload);
    CHECK(doc.plan().workload.model.preset == shown);
    CHECK(doc.plan().workload.globalBatch == 256);
}
