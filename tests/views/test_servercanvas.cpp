// The build canvas: the layout of a server's slots, which parts fit where (and why not), and drops through real
// QDragEnterEvent / QDragMoveEvent / QDropEvent on the widget: a fitting drop adds the part as one undo step, a
// refused one changes nothing and says why.
#include "canvas/servercanvas.h"
#include "canvas/serverlayout.h"
#include "catalog/partmime.h"
#include "document/plandocument.h"
#include "document/planedits.h"
#include "plan/planfile.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QUndoStack>

using namespace aip;

namespace {
struct CanvasFixture {
    PlanDocument doc;
    std::shared_ptr<const PartCatalog> catalog = viewtest::sharedCatalog();
    ServerCanvas canvas{&doc};
    CanvasFixture(int server)
    {
        doc.reset(viewtest::makePlan(), {});
        canvas.setCatalog(catalog);
        canvas.setServerIndex(server);
        canvas.resize(1000, 800);
    }
};

// Drags `mime` over the canvas to `pos` and drops it; returns whether the drop was accepted.
bool dragAndDrop(ServerCanvas &canvas, QMimeData *mime, QPointF pos, Qt::KeyboardModifiers mods = Qt::NoModifier,
                 bool *moveAccepted = nullptr)
{
    QDragEnterEvent enter(pos.toPoint(), Qt::CopyAction | Qt::MoveAction, mime, Qt::LeftButton, mods);
    QCoreApplication::sendEvent(&canvas, &enter);
    if (!enter.isAccepted())
        return false;
    QDragMoveEvent move(pos.toPoint(), Qt::CopyAction | Qt::MoveAction, mime, Qt::LeftButton, mods);
    QCoreApplication::sendEvent(&canvas, &move);
    if (moveAccepted)
        *moveAccepted = move.isAccepted();
    QDropEvent drop(pos, Qt::CopyAction | Qt::MoveAction, mime, Qt::LeftButton, mods);
    QCoreApplication::sendEvent(&canvas, &drop);
    return drop.isAccepted();
}

QPointF centerOf(const ServerCanvas &canvas, SlotKind kind, int index)
{
    const SlotRect *sr = canvas.geometry().slot(kind, index);
    REQUIRE(sr);
    return sr->rect.center();
}
} // namespace

TEST_CASE("a complete system's layout shows its built-in parts, locked, and the chassis' free slots")
{
    const PartCatalog catalog = viewtest::makeCatalog();
    const Plan plan = viewtest::makePlan();
    const ServerLayout dgx(plan.servers.at(0), catalog);
    REQUIRE(dgx.chassis());
    const SlotGroup *gpus = dgx.group(SlotKind::Gpu);
    REQUIRE(gpus);
    CHECK(gpus->cells.size() == 8);
    CHECK(gpus->freeSlots() == 0);
    for (const Slot &s : gpus->cells) {
        CHECK(s.builtIn);
        CHECK(s.part->sku == QStringLiteral("nvidia-a100-sxm4-80gb"));
    }
    CHECK(dgx.group(SlotKind::Dimm)->used() == 16);
    CHECK(dgx.group(SlotKind::Dimm)->freeSlots() == 16);
    CHECK(dgx.group(SlotKind::Drive)->used() == 4);

    const FitCheck more = dgx.check(*catalog.find(QStringLiteral("nvidia-a100-sxm4-80gb")), SlotKind::Gpu);
    CHECK_FALSE(more.fits);
    CHECK(more.reason.contains(QStringLiteral("built in")));
    const FitCheck drive = dgx.check(*catalog.find(QStringLiteral("samsung-pm1743-7.68tb")));
    CHECK(drive.fits);
    CHECK(drive.freeSlots == 4);
}

TEST_CASE("parts that do not fit are refused with the reason")
{
    // The layout answers only for the slot geometry; the canvas adds the rule book's verdict (ServerCanvas::judge).
    CanvasFixture f(1);
    const PartCatalog &catalog = *f.catalog;
    const ServerLayout &hgx = f.canvas.serverLayout();
    auto check = [&](const char *sku) { return f.canvas.judge(*catalog.find(QString::fromLatin1(sku))); };

    CHECK(check("nvidia-h100-sxm5-80gb").fits);
    CHECK(check("nvidia-h100-sxm5-80gb").freeSlots == 4);
    const FitCheck pcie = check("nvidia-rtx-4090");
    CHECK_FALSE(pcie.fits);
    CHECK(pcie.reason.contains(QStringLiteral("PCIe card")));
    CHECK(hgx.check(*catalog.find(QStringLiteral("nvidia-rtx-4090"))).fits); // a free slot, geometrically
    const FitCheck sxm4 = check("nvidia-a100-sxm4-80gb");
    CHECK_FALSE(sxm4.fits);
    CHECK(sxm4.reason.contains(QStringLiteral("SXM4")));
    const FitCheck socket = check("amd-epyc-9654");
    CHECK_FALSE(socket.fits);
    CHECK(socket.reason.contains(QStringLiteral("SP5")));
    CHECK(socket.reason.contains(QStringLiteral("LGA4677")));
    CHECK_FALSE(check("intel-xeon-8480p").fits); // both sockets taken
    const FitCheck sw = check("nvidia-quantum-qm8700");
    CHECK_FALSE(sw.fits);
    CHECK(sw.reason.contains(QStringLiteral("fabric")));
    CHECK(check("supermicro-sys-821ge-tnhr").replacesChassis);
    // A GPU over a DIMM slot: wrong kind of slot, said so.
    const FitCheck wrongSlot = hgx.check(*catalog.find(QStringLiteral("nvidia-h100-sxm5-80gb")), SlotKind::Dimm);
    CHECK_FALSE(wrongSlot.fits);
    CHECK_FALSE(wrongSlot.reason.isEmpty());
}

TEST_CASE("dropping a GPU on a free slot adds it as one undo step - undo restores the exact plan")
{
    CanvasFixture f(1);
    const QByteArray before = writePlan(f.doc.plan());
    auto *mime = new QMimeData;
    partmime::writeSkus(mime, {QStringLiteral("nvidia-h100-sxm5-80gb")});
    std::unique_ptr<QMimeData> owner(mime);
    bool moveAccepted = false;
    CHECK(dragAndDrop(f.canvas, mime, centerOf(f.canvas, SlotKind::Gpu, 6), Qt::NoModifier, &moveAccepted));
    CHECK(moveAccepted);
    CHECK(planedits::addedQty(f.doc.plan(), 1, QStringLiteral("nvidia-h100-sxm5-80gb")) == 5);
    CHECK(f.doc.undoStack()->count() == 1);
    CHECK(f.canvas.serverLayout().group(SlotKind::Gpu)->used() == 5);
    f.doc.undoStack()->undo();
    CHECK(writePlan(f.doc.plan()) == before);
    CHECK(f.canvas.serverLayout().group(SlotKind::Gpu)->used() == 4);
}

TEST_CASE("a Shift-drop fills every free slot of the kind")
{
    CanvasFixture f(1);
    QMimeData mime;
    partmime::writeSkus(&mime, {QStringLiteral("samsung-64gb-ddr5-4800")});
    CHECK(dragAndDrop(f.canvas, &mime, centerOf(f.canvas, SlotKind::Dimm, 0), Qt::ShiftModifier));
    CHECK(planedits::addedQty(f.doc.plan(), 1, QStringLiteral("samsung-64gb-ddr5-4800")) == 32);
    CHECK(f.doc.undoStack()->count() == 1);
}

TEST_CASE("a refused drop changes nothing and says why")
{
    CanvasFixture f(1);
    const QByteArray before = writePlan(f.doc.plan());
    QSignalSpy status(&f.canvas, &ServerCanvas::statusMessage);
    QMimeData mime;
    partmime::writeSkus(&mime, {QStringLiteral("nvidia-rtx-4090")});
    bool moveAccepted = true;
    CHECK_FALSE(dragAndDrop(f.canvas, &mime, centerOf(f.canvas, SlotKind::Gpu, 6), Qt::NoModifier, &moveAccepted));
    CHECK_FALSE(moveAccepted); // the cursor already said no while hovering
    CHECK(writePlan(f.doc.plan()) == before);
    CHECK(f.doc.undoStack()->count() == 0);
    CHECK(f.canvas.lastRefusal().contains(QStringLiteral("PCIe card")));
    REQUIRE(status.count() > 0);
    CHECK(status.last().at(0).toString().contains(QStringLiteral("PCIe card")));
}

TEST_CASE("the DGX's built-in GPUs refuse removal - added parts are removed with Delete")
{
    CanvasFixture f(0);
    f.canvas.selectSku(QStringLiteral("nvidia-a100-sxm4-80gb"));
    CHECK(f.canvas.selectedIsBuiltIn());
    CHECK_FALSE(f.canvas.removeSelected());
    CHECK(f.doc.undoStack()->count() == 0);

    CHECK(f.canvas.addPart(QStringLiteral("samsung-pm1743-7.68tb")).isEmpty());
    CHECK(planedits::addedQty(f.doc.plan(), 0, QStringLiteral("samsung-pm1743-7.68tb")) == 1);
    // Built-in drives come first; the added one is the fifth drive slot.
    const QPointF added = centerOf(f.canvas, SlotKind::Drive, 4);
    QMouseEvent press(QEvent::MouseButtonPress, added, f.canvas.mapToGlobal(added), Qt::LeftButton, Qt::LeftButton,
                      Qt::NoModifier);
    QCoreApplication::sendEvent(&f.canvas, &press);
    CHECK(f.canvas.selectedSku() == QStringLiteral("samsung-pm1743-7.68tb"));
    CHECK_FALSE(f.canvas.selectedIsBuiltIn());
    QKeyEvent del(QEvent::KeyPress, Qt::Key_Delete, Qt::NoModifier);
    QCoreApplication::sendEvent(&f.canvas, &del);
    CHECK(planedits::addedQty(f.doc.plan(), 0, QStringLiteral("samsung-pm1743-7.68tb")) == 0);
}

TEST_CASE("a part dragged from another server type is moved - within one server nothing changes")
{
    CanvasFixture f(0);
    QMimeData placed;
    partmime::writePlacedPart(&placed, {1, QStringLiteral("nvidia-h100-sxm5-80gb"), false});
    // The DGX's baseboard is full and of another family: refused.
    CHECK_FALSE(dragAndDrop(f.canvas, &placed, centerOf(f.canvas, SlotKind::Gpu, 0)));
    QMimeData cpuPlaced;
    partmime::writePlacedPart(&cpuPlaced, {1, QStringLiteral("intel-xeon-8480p"), false});
    CHECK_FALSE(dragAndDrop(f.canvas, &cpuPlaced, centerOf(f.canvas, SlotKind::Cpu, 0)));
    CHECK(f.doc.undoStack()->count() == 0);

    // Move the HGX server's NIC-free drive onto the DGX: first give the HGX a drive.
    REQUIRE(planedits::addedQty(f.doc.plan(), 1, QStringLiteral("samsung-pm1743-7.68tb")) == 0);
    Plan p = f.doc.plan();
    planedits::addPart(p, 1, QStringLiteral("samsung-pm1743-7.68tb"), 2);
    f.doc.reset(p, {});
    QMimeData drive;
    partmime::writePlacedPart(&drive, {1, QStringLiteral("samsung-pm1743-7.68tb"), false});
    CHECK(dragAndDrop(f.canvas, &drive, centerOf(f.canvas, SlotKind::Drive, 5)));
    CHECK(planedits::addedQty(f.doc.plan(), 1, QStringLiteral("samsung-pm1743-7.68tb")) == 1);
    CHECK(planedits::addedQty(f.doc.plan(), 0, QStringLiteral("samsung-pm1743-7.68tb")) == 1);
    f.doc.undoStack()->undo();
    CHECK(planedits::addedQty(f.doc.plan(), 1, QStringLiteral("samsung-pm1743-7.68tb")) == 2);

    // Dropping a part back into the server it came from is accepted and changes nothing.
    f.canvas.setServerIndex(1);
    const QByteArray before = writePlan(f.doc.plan());
    bool moveAccepted = true;
    dragAndDrop(f.canvas, &drive, centerOf(f.canvas, SlotKind::Drive, 0), Qt::NoModifier, &moveAccepted);
    CHECK_FALSE(moveAccepted);
    CHECK(writePlan(f.doc.plan()) == before);
}

TEST_CASE("a chassis dropped on an empty plan starts a server type - on a server it replaces the chassis")
{
    PlanDocument doc;
    ServerCanvas canvas(&doc);
    canvas.setCatalog(viewtest::sharedCatalog());
    canvas.resize(1000, 700);
    QMimeData gpu;
    partmime::writeSkus(&gpu, {QStringLiteral("nvidia-rtx-4090")});
    CHECK_FALSE(dragAndDrop(canvas, &gpu, {500, 300}));
    CHECK(canvas.lastRefusal().contains(QStringLiteral("chassis")));
    QMimeData ws;
    partmime::writeSkus(&ws, {QStringLiteral("generic-workstation-4gpu")});
    CHECK(dragAndDrop(canvas, &ws, {500, 300}));
    REQUIRE(doc.plan().servers.size() == 1);
    CHECK(doc.plan().servers.at(0).chassis == QStringLiteral("generic-workstation-4gpu"));
    // Two RTX cards into the workstation's PCIe GPU slots (the CV project of the seeds).
    CHECK(dragAndDrop(canvas, &gpu, centerOf(canvas, SlotKind::Gpu, 0)));
    CHECK(dragAndDrop(canvas, &gpu, centerOf(canvas, SlotKind::Gpu, 1)));
    CHECK(planedits::addedQty(doc.plan(), 0, QStringLiteral("nvidia-rtx-4090")) == 2);
    // The HGX chassis has no place for PCIe cards: the swap offers to remove them (answered yes here), one step.
    QStringList stranded;
    canvas.setRepairAsk([&stranded](QWidget *, const ChassisRepairQuestion &q) {
        stranded = q.strandedNames;
        return true;
    });
    QMimeData hgx;
    partmime::writeSkus(&hgx, {QStringLiteral("supermicro-sys-821ge-tnhr")});
    CHECK(dragAndDrop(canvas, &hgx, {500, 40}));
    CHECK(doc.plan().servers.at(0).chassis == QStringLiteral("supermicro-sys-821ge-tnhr"));
    CHECK(stranded.join(QLatin1Char(' ')).contains(QStringLiteral("RTX 4090")));
    CHECK(planedits::addedQty(doc.plan(), 0, QStringLiteral("nvidia-rtx-4090")) == 0);
    CHECK(canvas.serverLayout().group(SlotKind::Gpu)->used() == 0);
    while (doc.undoStack()->canUndo())
        doc.undoStack()->undo();
    CHECK(doc.plan().servers.isEmpty());
}
