// One rule book in the GUI (issue 16): the canvas refuses a drop that would add an error with the rule's message
// (a DDR4 DIMM in a DDR5 server, a PCIe card on an SXM baseboard), a chassis swap that strands parts offers to
// remove them in one undo step (the HGX chassis over RTX cards), the summary strip shows no green over an error,
// the findings model passes QAbstractItemModelTester, and the Quote tab refuses a final PDF of a broken plan.
#include "analysis/planevaluation.h"
#include "canvas/buildpanel.h"
#include "canvas/chassisrepair.h"
#include "canvas/servercanvas.h"
#include "catalog/partmime.h"
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "document/planedits.h"
#include "findings/findingsmodel.h"
#include "plan/planfile.h"
#include "quote/quotedraft.h"
#include "quote/quotetab.h"
#include "summary/summarystrip.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace aip;

namespace {

// A PCIe workstation holding two RTX cards (the CV project of the seeds).
Plan workstationWithCards()
{
    Plan plan;
    plan.name = QStringLiteral("cards");
    ServerSpec s;
    s.id = QStringLiteral("ws");
    s.name = QStringLiteral("Workstation");
    s.chassis = QStringLiteral("generic-workstation-4gpu");
    s.parts = {{QStringLiteral("nvidia-rtx-4090"), 2, {}}};
    plan.servers.append(s);
    return plan;
}

// Saves a widget's picture when AIP_SCREENSHOT_DIR is set (a person looks at it; the test asserts nothing on it).
void shoot(QWidget *w, const char *name)
{
    const QString dir = qEnvironmentVariable("AIP_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        w->grab().save(QDir(dir).filePath(QString::fromLatin1(name)));
}

} // namespace

TEST_CASE("the canvas refuses a drop that would add an error, with the rule's own message")
{
    PlanDocument doc;
    doc.reset(viewtest::makePlan(), {});
    ServerCanvas canvas(&doc);
    canvas.setCatalog(viewtest::sharedCatalog());
    canvas.setServerIndex(1); // the bare SXM5 server (DDR5, LGA4677)
    const QByteArray before = writePlan(doc.plan());

    // A DDR4 DIMM has a free slot but not the platform's memory type: the memory-type rule says no.
    const QString ddr4 = canvas.addPart(QStringLiteral("samsung-64gb-ddr4-3200"));
    CHECK(ddr4.contains(QStringLiteral("DDR4")));
    CHECK(ddr4.contains(QStringLiteral("DDR5")));
    // A PCIe card on the SXM baseboard: the gpu-slot-kind rule's message.
    const QString card = canvas.addPart(QStringLiteral("nvidia-rtx-4090"));
    CHECK(card.contains(QStringLiteral("PCIe card")));
    CHECK(writePlan(doc.plan()) == before);
    CHECK(doc.undoStack()->count() == 0);

    // What fits is still added.
    CHECK(canvas.addPart(QStringLiteral("samsung-64gb-ddr5-4800")).isEmpty());
    CHECK(doc.undoStack()->count() == 1);
}

TEST_CASE("the HGX chassis dropped on a server with RTX cards offers to remove them in one undo step")
{
    PlanDocument doc;
    doc.reset(workstationWithCards(), {});
    ServerCanvas canvas(&doc);
    canvas.setCatalog(viewtest::sharedCatalog());
    canvas.setServerIndex(0);
    const QByteArray before = writePlan(doc.plan());

    ChassisRepairQuestion asked;
    int asks = 0;
    bool answer = false;
    canvas.setRepairAsk([&](QWidget *, const ChassisRepairQuestion &q) {
        ++asks;
        asked = q;
        return answer;
    });
    const std::shared_ptr<const PartCatalog> catalog = viewtest::sharedCatalog();
    const Part *hgx = catalog->find(QStringLiteral("supermicro-sys-821ge-tnhr"));
    REQUIRE(hgx);
    const FitCheck offer = canvas.judge(*hgx);
    CHECK(offer.fits);
    CHECK(offer.reason.contains(QStringLiteral("RTX 4090")));

    // Cancel: nothing changes, and the refusal names the parts.
    const QString refused = canvas.addPart(hgx->sku);
    CHECK(asks == 1);
    CHECK(asked.strandedNames.join(QLatin1Char(' ')).contains(QStringLiteral("RTX 4090")));
    REQUIRE_FALSE(asked.errors.isEmpty());
    CHECK(asked.errors.constFirst().message.contains(QStringLiteral("PCIe card")));
    CHECK_FALSE(refused.isEmpty());
    CHECK(writePlan(doc.plan()) == before);
    CHECK(doc.undoStack()->count() == 0);

    // Repair: the chassis changes and the cards go, as one undo step.
    answer = true;
    CHECK(canvas.addPart(hgx->sku).isEmpty());
    CHECK(doc.plan().servers.at(0).chassis == hgx->sku);
    CHECK(planedits::addedQty(doc.plan(), 0, QStringLiteral("nvidia-rtx-4090")) == 0);
    CHECK(doc.undoStack()->count() == 1);
    const PlanEvaluation ev = evaluatePlan(doc.plan(), *viewtest::sharedCatalog());
    for (const FindingRow &f : ev.findings)
        CHECK(f.code != QStringLiteral("gpu-slot-kind"));
    doc.undoStack()->undo();
    CHECK(writePlan(doc.plan()) == before);

    // The question as the user sees it.
    std::unique_ptr<QMessageBox> box(ChassisRepair::question(nullptr, asked));
    CHECK(box->findChild<QPushButton *>(QStringLiteral("repairChassisButton")));
    CHECK(box->text().contains(QStringLiteral("RTX 4090")));
    box->show();
    shoot(box.get(), "chassis-repair.png");
}

TEST_CASE("the summary strip shows no green over an error")
{
    Plan plan = workstationWithCards();
    plan.servers[0].chassis = QStringLiteral("supermicro-sys-821ge-tnhr"); // RTX cards on an SXM5 baseboard
    const PlanEvaluation ev = evaluatePlan(plan, *viewtest::sharedCatalog());
    REQUIRE(std::any_of(ev.findings.cbegin(), ev.findings.cend(),
                        [](const FindingRow &f) { return f.severity == FindingRow::Severity::Error; }));
    SummaryStrip strip;
    strip.setEvaluation(ev, QStringLiteral("USD"));
    for (const QLabel *label : strip.findChildren<QLabel *>()) {
        INFO(label->objectName().toStdString());
        CHECK_FALSE(label->styleSheet().contains(QStringLiteral("#1e7b34")));
    }
    CHECK(strip.figure(QStringLiteral("bottleneck")).contains(QStringLiteral("error")));
}

TEST_CASE("the findings model passes QAbstractItemModelTester through resets and renames")
{
    FindingsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const PlanEvaluation bad = evaluatePlan(
        [] {
            Plan p = workstationWithCards();
            p.servers[0].chassis = QStringLiteral("supermicro-sys-821ge-tnhr");
            return p;
        }(),
        *viewtest::sharedCatalog());
    REQUIRE_FALSE(bad.findings.isEmpty());
    model.setFindings(bad.findings);
    model.setServerNames({{QStringLiteral("ws"), QStringLiteral("Workstation")}});
    CHECK(model.rowCount() == bad.findings.size());
    CHECK(model.data(model.index(0, FindingsModel::SeverityColumn), FindingsModel::RawValueRole).toInt() == 0);
    model.setFindings({});
    CHECK(model.rowCount() == 0);
    model.setServerNames({});
    model.setFindings(evaluatePlan(viewtest::makePlan(), *viewtest::sharedCatalog()).findings);
}

TEST_CASE("Export PDF of a plan with errors is refused, as a draft it is written")
{
    Plan plan = workstationWithCards();
    plan.servers[0].chassis = QStringLiteral("supermicro-sys-821ge-tnhr");
    plan.hasQuote = true;
    plan.quote.number = QStringLiteral("Q-TEST-1");
    PlanDocument doc;
    doc.reset(plan, {});
    QuoteTab tab(&doc);
    tab.setCatalog(viewtest::sharedCatalog());
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("q.pdf"));
    const QString refusal = tab.exportPdf(pdf);
    CHECK(refusal.contains(QStringLiteral("PCIe card")));
    CHECK_FALSE(QFile::exists(pdf));
    CHECK(tab.exportPdf(pdf, true).isEmpty());
    CHECK(QFile(pdf).size() > 1000);

    // The question the Export button asks first.
    const PlanEvaluation ev = evaluatePlan(plan, *viewtest::sharedCatalog());
    QList<Finding> findings;
    for (const FindingRow &f : ev.findings)
        findings.append({f.severity == FindingRow::Severity::Error ? Severity::Error : Severity::Warning, f.code,
                         f.message, f.reason, f.serverId, f.sku});
    std::unique_ptr<QMessageBox> box(QuoteDraft::question(nullptr, findings));
    CHECK(box->findChild<QPushButton *>(QStringLiteral("exportDraftButton")));
    CHECK(box->informativeText().contains(QStringLiteral("PCIe card")));
    CHECK(box->defaultButton() == box->button(QMessageBox::Cancel));
    box->show();
    shoot(box.get(), "quote-draft-question.png");
}

TEST_CASE("a node count that leaves the workload's parallelism without GPUs is refused with the rule's message")
{
    Plan plan = viewtest::makePlan(); // 16 DGX A100 nodes and 2 SXM5 nodes
    plan.hasWorkload = true;
    plan.workload.model.preset = QStringLiteral("gpt3-1.3b");
    plan.workload.globalBatch = 256;
    plan.workload.parallelism = Parallelism{};
    plan.workload.parallelism->tp = 8;
    plan.workload.parallelism->pp = 1;
    plan.workload.parallelism->dp = 16; // 128 GPUs: the 16 DGX nodes
    PlanDocument doc;
    doc.reset(plan, {});
    BuildPanel panel(&doc);
    panel.setCatalog(viewtest::sharedCatalog());
    auto *count = panel.findChild<QSpinBox *>(QStringLiteral("serverCount"));
    REQUIRE(count);
    REQUIRE(count->value() == 16);
    QSignalSpy status(&panel, &BuildPanel::statusMessage);
    count->setValue(8);
    CHECK(doc.plan().servers.at(0).count == 16);
    CHECK(count->value() == 16);
    CHECK(doc.undoStack()->count() == 0);
    REQUIRE(status.count() == 1);
    CHECK(status.last().at(0).toString().contains(QStringLiteral("tp x pp x dp")));
    count->setValue(20); // more GPUs than needed: fine
    CHECK(doc.plan().servers.at(0).count == 20);
    CHECK(doc.undoStack()->count() == 1);
}

TEST_CASE("plans compare by value, and an edit that changes nothing is no undo step")
{
    const Plan a = viewtest::makePlan();
    Plan b = a;
    CHECK(a == b);
    b.servers[1].parts[0].qty += 1;
    CHECK_FALSE(a == b);
    b = a;
    b.extra.insert(QStringLiteral("x-note"), 1); // unknown members are part of the value
    CHECK_FALSE(a == b);

    PlanDocument doc;
    doc.reset(a, {});
    auto *same = new EditPlanCommand(&doc, doc.plan(), PlanDocument::Change::Quote, QStringLiteral("nothing"));
    CHECK_FALSE(same->isValid());
    doc.undoStack()->push(same); // dropped by the stack
    CHECK(doc.undoStack()->count() == 0);
    CHECK_FALSE(doc.isModified());

    // Two merged edits that cancel out leave no step.
    Plan up = doc.plan();
    up.quote.discountPct = 7;
    doc.undoStack()->push(
        new EditPlanCommand(&doc, up, PlanDocument::Change::Quote, QStringLiteral("d"), QStringLiteral("discount")));
    CHECK(doc.undoStack()->count() == 1);
    doc.undoStack()->push(
        new EditPlanCommand(&doc, a, PlanDocument::Change::Quote, QStringLiteral("d"), QStringLiteral("discount")));
    CHECK(doc.undoStack()->count() == 0);
    CHECK(doc.plan() == a);

    // A named edit that changes nothing (the chassis it already has) is refused before the stack.
    SetChassisCommand chassis(&doc, 1, doc.plan().servers.at(1).chassis);
    CHECK_FALSE(chassis.isValid());
}

TEST_CASE("the repair question of a dropped chassis is asked after the drop, not inside it")
{
    PlanDocument doc;
    doc.reset(workstationWithCards(), {});
    ServerCanvas canvas(&doc);
    canvas.setCatalog(viewtest::sharedCatalog());
    canvas.setServerIndex(0);
    canvas.resize(1000, 700);
    QMimeData hgx;
    partmime::writeSkus(&hgx, {QStringLiteral("supermicro-sys-821ge-tnhr")});
    QDragEnterEvent enter(QPoint(500, 40), Qt::CopyAction, &hgx, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&canvas, &enter);
    REQUIRE(enter.isAccepted());
    QDropEvent drop(QPointF(500, 40), Qt::CopyAction, &hgx, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&canvas, &drop);
    CHECK(drop.isAccepted());
    CHECK(doc.undoStack()->count() == 0); // nothing asked or changed yet
    // Answer the question that comes (instead of the modal box), then let the event loop run.
    int asks = 0;
    canvas.setRepairAsk([&asks](QWidget *, const ChassisRepairQuestion &) {
        ++asks;
        return true;
    });
    QCoreApplication::processEvents();
    CHECK(asks == 1);
    CHECK(doc.plan().servers.at(0).chassis == QStringLiteral("supermicro-sys-821ge-tnhr"));
    CHECK(doc.undoStack()->count() == 1);
}
