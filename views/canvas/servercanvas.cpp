#include "canvas/servercanvas.h"

#include "analysis/editverdict.h"
#include "catalog/partdescription.h"
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "document/planedits.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QCursor>
#include <QDrag>
#include <QFocusEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QPainter>
#include <QTimer>
#include <QToolTip>
#include <QUndoStack>

#include <algorithm>

namespace aip {

ServerCanvas::ServerCanvas(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    setObjectName(QStringLiteral("serverCanvas"));
    setAcceptDrops(true);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setAutoFillBackground(true);
    connect(m_doc, &PlanDocument::changed, this, [this](PlanDocument::Changes changes) {
        if (changes & PlanDocument::Change::Servers)
            rebuild();
    });
    rebuild();
}

void ServerCanvas::setCatalog(std::shared_ptr<const PartCatalog> catalog)
{
    m_catalog = std::move(catalog);
    rebuild();
}

void ServerCanvas::setServerIndex(int server)
{
    if (m_server == server)
        return;
    m_server = server;
    m_state.selectedGroup = m_state.selectedSlot = -1;
    rebuild();
}

bool ServerCanvas::hasServer() const
{
    return m_server >= 0 && m_server < m_doc->plan().servers.size();
}

void ServerCanvas::rebuild()
{
    static const PartCatalog kEmpty;
    const PartCatalog &catalog = m_catalog ? *m_catalog : kEmpty;
    if (hasServer()) {
        const ServerSpec &spec = m_doc->plan().servers.at(m_server);
        m_layout = ServerLayout(spec, catalog);
        m_state.serverName = spec.name.isEmpty() ? spec.id : spec.name;
        m_state.nodeCount = spec.count;
    } else {
        m_layout = ServerLayout();
        m_state.serverName.clear();
        m_state.nodeCount = 0;
    }
    // The cursor stays on its slot while the slot exists (a removed part leaves it on the now empty slot, so the
    // keyboard user keeps their place); a slot that is gone drops it.
    if (m_state.selectedGroup >= m_layout.groups().size()
        || (m_state.selectedGroup >= 0
            && m_state.selectedSlot >= m_layout.groups().at(m_state.selectedGroup).cells.size()))
        m_state.selectedGroup = m_state.selectedSlot = -1;
    relayout();
}

void ServerCanvas::relayout()
{
    m_geo.compute(m_layout, width());
    const int h = int(std::ceil(m_geo.height()));
    if (minimumHeight() != h)
        setMinimumHeight(h);
    updateGeometry();
    update();
}

QSize ServerCanvas::sizeHint() const
{
    return {900, int(m_geo.height())};
}

QSize ServerCanvas::minimumSizeHint() const
{
    return {480, 300};
}

void ServerCanvas::resizeEvent(QResizeEvent *)
{
    relayout();
}

void ServerCanvas::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    CanvasPainter::paint(p, palette(), m_layout, m_geo, m_state);
    if (!hasFocus())
        return;
    // Keyboard focus is seen: a frame in the highlight colour around the canvas and around the cursor's slot.
    const QColor focus = palette().color(QPalette::Highlight);
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(focus, 2));
    p.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    if (const int c = cursorSlot(); c >= 0) {
        p.setPen(QPen(focus, 3));
        p.drawRoundedRect(m_geo.slotRects().at(c).rect.adjusted(-5, -5, 5, 5), 6, 6);
    }
}

void ServerCanvas::focusInEvent(QFocusEvent *event)
{
    // Reached by the keyboard with nothing chosen: the cursor starts on the first part (or the first slot).
    if (cursorSlot() < 0 && event->reason() != Qt::MouseFocusReason) {
        const QList<SlotRect> &rects = m_geo.slotRects();
        int first = rects.isEmpty() ? -1 : 0;
        for (int i = 0; i < rects.size(); ++i) {
            const Slot *slot = slotOf(&rects.at(i));
            if (slot && slot->part) {
                first = i;
                break;
            }
        }
        setCursorSlot(first);
    }
    update();
    QWidget::focusInEvent(event);
}

void ServerCanvas::focusOutEvent(QFocusEvent *event)
{
    update();
    QWidget::focusOutEvent(event);
}

int ServerCanvas::cursorSlot() const
{
    const QList<SlotRect> &rects = m_geo.slotRects();
    for (int i = 0; i < rects.size(); ++i) {
        if (rects.at(i).group == m_state.selectedGroup && rects.at(i).index == m_state.selectedSlot)
            return i;
    }
    return -1;
}

void ServerCanvas::setCursorSlot(int index)
{
    const QList<SlotRect> &rects = m_geo.slotRects();
    if (index >= 0 && index < rects.size()) {
        m_state.selectedGroup = rects.at(index).group;
        m_state.selectedSlot = rects.at(index).index;
    } else {
        m_state.selectedGroup = m_state.selectedSlot = -1;
    }
    m_state.highlightSku.clear();
    emit selectedSkuChanged(selectedSku());
    update();
}

const Slot *ServerCanvas::slotOf(const SlotRect *sr) const
{
    if (!sr || sr->group >= m_layout.groups().size())
        return nullptr;
    const SlotGroup &g = m_layout.groups().at(sr->group);
    return sr->index < g.cells.size() ? &g.cells.at(sr->index) : nullptr;
}

QString ServerCanvas::partName(const QString &sku) const
{
    const Part *p = m_catalog ? m_catalog->find(sku) : nullptr;
    return p ? partdesc::displayName(*p) : sku;
}

bool ServerCanvas::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const SlotRect *sr = m_geo.slotAt(help->pos());
        const Slot *slot = slotOf(sr);
        if (!slot) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        QString tip;
        if (slot->part) {
            tip = QStringLiteral("<b>%1</b><br>").arg(partdesc::displayName(*slot->part).toHtmlEscaped());
            if (const QString english = partdesc::otherName(*slot->part); !english.isEmpty())
                tip += english.toHtmlEscaped() + QStringLiteral("<br>");
            tip += partdesc::keySpecs(*slot->part).toHtmlEscaped() + QStringLiteral("<br>");
            tip += slot->builtIn ? tr("Built into %1: locked").arg(partdesc::displayName(*m_layout.chassis()))
                                 : tr("Delete removes it; so does dragging it off the server");
        } else {
            tip = tr("Empty: drag a part from the catalog here");
        }
        if (slot->overflow)
            tip += tr("<br><b>More than the chassis has slots for</b>");
        QToolTip::showText(help->globalPos(), tip, this, sr->rect.toRect());
        return true;
    }
    return QWidget::event(event);
}

void ServerCanvas::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    m_pressPos = event->position().toPoint();
    const SlotRect *sr = m_geo.slotAt(event->position());
    if (slotOf(sr)) { // a part is selected; an empty slot takes the keyboard cursor
        m_state.selectedGroup = sr->group;
        m_state.selectedSlot = sr->index;
    } else {
        m_state.selectedGroup = m_state.selectedSlot = -1;
    }
    m_state.highlightSku.clear();
    emit selectedSkuChanged(selectedSku());
    update();
    QWidget::mousePressEvent(event);
}

void ServerCanvas::mouseMoveEvent(QMouseEvent *event)
{
    if ((event->buttons() & Qt::LeftButton)
        && (event->position().toPoint() - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
        startDrag();
        return;
    }
    QWidget::mouseMoveEvent(event);
}

void ServerCanvas::startDrag()
{
    const SlotRect *sr = m_geo.slotAt(m_pressPos);
    const Slot *slot = slotOf(sr);
    if (!slot || !slot->part)
        return;
    if (slot->builtIn) {
        emit statusMessage(
            tr("%1 is built into the system: it cannot be moved or removed").arg(partdesc::displayName(*slot->part)));
        return;
    }
    const QString sku = slot->part->sku;
    auto *mime = new QMimeData;
    partmime::writePlacedPart(mime, {m_server, sku, false});
    auto *drag = new QDrag(this);
    drag->setMimeData(mime);
    QPixmap pix(sr->rect.size().toSize());
    pix.fill(Qt::transparent);
    {
        QPainter p(&pix);
        p.setOpacity(0.8);
        p.translate(-sr->rect.topLeft());
        CanvasPainter::paint(p, palette(), m_layout, m_geo, m_state);
    }
    drag->setPixmap(pix);
    drag->setHotSpot(m_pressPos - sr->rect.topLeft().toPoint());
    const Qt::DropAction result = drag->exec(Qt::MoveAction | Qt::CopyAction, Qt::MoveAction);
    // Dropped where nothing takes it (off the server): the part is taken out. A drop on the catalog or on another
    // server has already been handled by that target.
    QWidget *zone = m_dropZone ? m_dropZone.data() : this;
    if (result == Qt::IgnoreAction && !zone->rect().contains(zone->mapFromGlobal(QCursor::pos())))
        removeSku(sku, 1);
}

void ServerCanvas::removeSku(const QString &sku, int qty)
{
    auto *cmd = new RemovePartCommand(m_doc, m_server, sku, qty, partName(sku));
    if (!cmd->isValid()) {
        delete cmd;
        return;
    }
    m_doc->undoStack()->push(cmd);
    emit statusMessage(cmd->text());
}

QString ServerCanvas::selectedSku() const
{
    if (m_state.selectedGroup < 0 || m_state.selectedGroup >= m_layout.groups().size())
        return {};
    const SlotGroup &g = m_layout.groups().at(m_state.selectedGroup);
    if (m_state.selectedSlot < 0 || m_state.selectedSlot >= g.cells.size() || !g.cells.at(m_state.selectedSlot).part)
        return {};
    return g.cells.at(m_state.selectedSlot).part->sku;
}

bool ServerCanvas::selectedIsBuiltIn() const
{
    if (selectedSku().isEmpty())
        return false;
    return m_layout.groups().at(m_state.selectedGroup).cells.at(m_state.selectedSlot).builtIn;
}

bool ServerCanvas::removeSelected()
{
    const QString sku = selectedSku();
    if (sku.isEmpty())
        return false;
    if (selectedIsBuiltIn()) {
        emit statusMessage(tr("%1 is built into the system: it cannot be removed").arg(partName(sku)));
        return false;
    }
    const int count = m_doc->undoStack()->count();
    removeSku(sku, 1);
    return m_doc->undoStack()->count() != count;
}

void ServerCanvas::selectSku(const QString &sku)
{
    m_state.highlightSku = sku;
    m_state.selectedGroup = m_state.selectedSlot = -1;
    for (const SlotRect &sr : m_geo.slotRects()) {
        const Slot *slot = slotOf(&sr);
        if (slot && slot->part && slot->part->sku == sku) {
            m_state.selectedGroup = sr.group;
            m_state.selectedSlot = sr.index;
            break;
        }
    }
    update();
}

void ServerCanvas::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) {
        removeSelected();
        event->accept();
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Home:
    case Qt::Key_End:
        if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))
            break;
        setCursorSlot(m_geo.neighbour(cursorSlot(), event->key()));
        if (const QString sku = selectedSku(); !sku.isEmpty())
            emit statusMessage(partName(sku));
        event->accept();
        return;
    default: break;
    }
    QWidget::keyPressEvent(event);
}

void ServerCanvas::contextMenuEvent(QContextMenuEvent *event)
{
    const SlotRect *sr = m_geo.slotAt(event->pos());
    const Slot *slot = slotOf(sr);
    if (!slot || !slot->part)
        return;
    m_state.selectedGroup = sr->group;
    m_state.selectedSlot = sr->index;
    update();
    const QString sku = slot->part->sku;
    const QString name = partdesc::displayName(*slot->part);
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("canvasContextMenu"));
    if (slot->builtIn) {
        menu.addAction(tr("%1 is built in (locked)").arg(name))->setEnabled(false);
    } else {
        menu.addAction(tr("Remove %1").arg(name), this, [this, sku] { removeSku(sku, 1); });
        int added = 0;
        for (const PartRef &ref : m_doc->plan().servers.value(m_server).parts)
            added += ref.sku == sku ? ref.qty : 0;
        if (added > 1)
            menu.addAction(tr("Remove all %1 × %2").arg(added).arg(name), this,
                           [this, sku, added] { removeSku(sku, added); });
    }
    const FitCheck fit = judge(*slot->part, sr->kind);
    if (fit.fits) {
        menu.addAction(tr("Add another"), this, [this, sku] { addPart(sku); });
        if (fit.freeSlots > 1)
            menu.addAction(tr("Fill the %1 free slots").arg(fit.freeSlots), this,
                           [this, sku] { addPart(sku, {}, true); });
    }
    menu.exec(event->globalPos());
}

QString ServerCanvas::addPart(const QString &sku, std::optional<SlotKind> kind, bool fill)
{
    const Part *part = m_catalog ? m_catalog->find(sku) : nullptr;
    if (!part)
        return tr("%1 is not in the catalog").arg(sku);
    if (!hasServer()) {
        if (part->category != PartCategory::Chassis)
            return tr("Start with a server: drag a server or chassis from the catalog onto the canvas");
        ServerSpec spec;
        spec.id = QStringLiteral("node");
        spec.name = partdesc::shortName(*part);
        spec.chassis = sku;
        spec.count = 1;
        auto *cmd = new AddServerTypeCommand(m_doc, spec);
        const int index = cmd->newIndex();
        m_doc->undoStack()->push(cmd);
        setServerIndex(index);
        emit statusMessage(cmd->text());
        return {};
    }
    const FitCheck geometry = kind ? m_layout.check(*part, *kind) : m_layout.check(*part);
    const int qty = fill ? geometry.freeSlots : 1;
    const FitCheck fit = judge(*part, kind, qty);
    if (!fit.fits)
        return fit.reason;
    if (fit.replacesChassis && m_doc->plan().servers.at(m_server).chassis != sku)
        return swapChassis(*part);
    QUndoCommand *cmd = nullptr;
    if (fit.replacesChassis)
        cmd = new SetChassisCommand(m_doc, m_server, sku, partdesc::displayName(*part));
    else
        cmd = new AddPartCommand(m_doc, m_server, sku, qty, partdesc::displayName(*part));
    if (!static_cast<EditPlanCommand *>(cmd)->isValid()) {
        delete cmd;
        return tr("%1 is already this server's chassis").arg(partdesc::displayName(*part));
    }
    const QString text = cmd->text();
    m_doc->undoStack()->push(cmd);
    emit statusMessage(text);
    return {};
}

FitCheck ServerCanvas::judge(const Part &part, std::optional<SlotKind> kind, int qty) const
{
    FitCheck fit = kind ? m_layout.check(part, *kind) : m_layout.check(part);
    if (!hasServer())
        return fit;
    // A part over its own kind of slot gets the rules' verdict even when no slot is free: "needs an SP5 socket"
    // says more than "both sockets are taken". Over another kind of slot, the geometry's answer stands.
    SlotKind own;
    const bool ownKind = ServerLayout::slotKindFor(part.category, &own) && (!kind || *kind == own);
    if (!fit.fits && !(ownKind && m_layout.chassis()))
        return fit;
    const FitCheck rules = rulesVerdict(part, qty);
    if (!rules.fits) {
        fit.fits = false;
        fit.reason = rules.reason;
    } else if (fit.fits && !rules.reason.isEmpty()) {
        fit.reason = rules.reason;
    }
    return fit;
}

FitCheck ServerCanvas::rulesVerdict(const Part &part, int qty) const
{
    FitCheck r;
    r.fits = true;
    if (!m_catalog || !hasServer())
        return r;
    const Plan &plan = m_doc->plan();
    if (part.category == PartCategory::Chassis) {
        if (plan.servers.at(m_server).chassis == part.sku)
            return r;
        const ChassisSwapVerdict v = judgeChassisSwap(plan, m_server, part.sku, *m_catalog);
        if (v.ok())
            return r;
        if (!v.repairable) {
            r.fits = false;
            r.reason = v.errors.constFirst().message;
            return r;
        }
        QStringList names;
        for (const QString &sku : v.stranded)
            names.append(partName(sku));
        r.reason = tr("Drop to use %1: %2 do not fit it and will be offered for removal")
                       .arg(partdesc::displayName(part), names.join(QStringLiteral(", ")));
        return r;
    }
    Plan after = plan;
    planedits::addPart(after, m_server, part.sku, std::max(qty, 1));
    const QList<Finding> added = addedErrors(plan, after, *m_catalog);
    if (!added.isEmpty()) {
        // The rule about the part itself first ("needs an SP5 socket"), then any other it breaks ("3 CPUs, ...").
        const auto own
            = std::find_if(added.cbegin(), added.cend(), [&part](const Finding &f) { return f.sku == part.sku; });
        r.fits = false;
        r.reason = (own != added.cend() ? *own : added.constFirst()).message;
    }
    return r;
}

QString ServerCanvas::editRefusal(const Plan &after) const
{
    if (!m_catalog)
        return {};
    const QList<Finding> added = addedErrors(m_doc->plan(), after, *m_catalog);
    return added.isEmpty() ? QString() : added.constFirst().message;
}

QString ServerCanvas::moveRefusal(int from, const QString &sku) const
{
    if (!m_catalog || !hasServer())
        return {};
    const Plan &plan = m_doc->plan();
    Plan after = plan;
    if (!planedits::movePart(after, from, m_server, sku, 1))
        return {};
    // Taking a part out of a server is always allowed (it is how a part is replaced); the move is judged by what
    // it adds to the server it goes to and to the plan as a whole.
    const QString fromId = plan.servers.value(from).id;
    for (const Finding &f : addedErrors(plan, after, *m_catalog)) {
        if (f.serverId.isEmpty() || f.serverId != fromId)
            return f.message;
    }
    return {};
}

QString ServerCanvas::swapChassis(const Part &chassis)
{
    const Plan &plan = m_doc->plan();
    const ChassisSwapVerdict v = judgeChassisSwap(plan, m_server, chassis.sku, *m_catalog);
    if (v.ok()) {
        auto *cmd = new SetChassisCommand(m_doc, m_server, chassis.sku, partdesc::displayName(chassis));
        const QString text = cmd->text();
        m_doc->undoStack()->push(cmd);
        emit statusMessage(text);
        return {};
    }
    if (!v.repairable)
        return v.errors.constFirst().message;
    ChassisRepairQuestion question{partdesc::displayName(chassis), {}, v.errors};
    for (const QString &sku : v.stranded)
        question.strandedNames.append(partName(sku));
    if (!m_repairAsk || !m_repairAsk(this, question))
        return tr("%1 was not used: %2 do not fit it")
            .arg(question.chassisName, question.strandedNames.join(QStringLiteral(", ")));
    Plan after = plan;
    planedits::setChassis(after, m_server, chassis.sku);
    after = withoutParts(after, m_server, v.stranded);
    const QString text = tr("Use %1 as the chassis and remove %2")
                             .arg(question.chassisName, question.strandedNames.join(QStringLiteral(", ")));
    m_doc->undoStack()->push(new EditPlanCommand(m_doc, after, PlanDocument::Change::Servers, text));
    emit statusMessage(text);
    return {};
}

FitCheck ServerCanvas::fitAt(const Part &part, const QPointF &pos, int *group) const
{
    *group = -1;
    if (const SlotRect *sr = m_geo.slotAt(pos)) {
        *group = sr->group;
        return judge(part, sr->kind);
    }
    if (const GroupRect *gr = m_geo.groupAt(pos)) {
        *group = gr->group;
        if (part.category != PartCategory::Chassis)
            return judge(part, gr->kind);
    }
    // Elsewhere on the server: the part goes where its category belongs.
    const FitCheck fit = judge(part);
    SlotKind kind;
    if (*group < 0 && ServerLayout::slotKindFor(part.category, &kind)) {
        for (int i = 0; i < m_layout.groups().size(); ++i) {
            if (m_layout.groups().at(i).kind == kind)
                *group = i;
        }
    }
    return fit;
}

void ServerCanvas::updateDragFit(const Part &part)
{
    m_state.dragging = true;
    m_state.dragFit.clear();
    // The rules' verdict does not depend on the slot: asked once per drag, combined with each group's geometry.
    const FitCheck rules = rulesVerdict(part, 1);
    for (int i = 0; i < m_layout.groups().size(); ++i) {
        FitCheck fit = m_layout.check(part, m_layout.groups().at(i).kind);
        if (fit.fits && !rules.fits) {
            fit.fits = false;
            fit.reason = rules.reason;
        }
        m_state.dragFit.insert(i, fit);
    }
    m_state.dragOverEmptyServer = !hasServer() && part.category == PartCategory::Chassis;
}

void ServerCanvas::clearDrag()
{
    m_dragPart = nullptr;
    m_dragPlaced.reset();
    m_state.dragging = false;
    m_state.dragFit.clear();
    m_state.hoverGroup = -1;
    m_state.dragOverEmptyServer = false;
    update();
}

void ServerCanvas::dragEnterEvent(QDragEnterEvent *event)
{
    const QStringList skus = partmime::readSkus(event->mimeData());
    m_dragPart = skus.isEmpty() || !m_catalog ? nullptr : m_catalog->find(skus.constFirst());
    partmime::PlacedPart placed;
    if (partmime::readPlacedPart(event->mimeData(), &placed))
        m_dragPlaced = placed;
    if (!m_dragPart) {
        event->ignore();
        return;
    }
    updateDragFit(*m_dragPart);
    // Accept the enter so move events follow; each move then accepts or refuses at its position.
    event->acceptProposedAction();
    update();
}

void ServerCanvas::dragMoveEvent(QDragMoveEvent *event)
{
    if (!m_dragPart) {
        event->ignore();
        return;
    }
    int group = -1;
    FitCheck fit;
    if (!hasServer()) {
        fit.fits = m_dragPart->category == PartCategory::Chassis;
        fit.reason = fit.fits ? tr("Drop to start a server type with %1").arg(partdesc::displayName(*m_dragPart))
                              : tr("Start with a server: drag a server or chassis from the catalog onto the canvas");
    } else {
        fit = fitAt(*m_dragPart, event->position(), &group);
    }
    const bool sameServer = m_dragPlaced && m_dragPlaced->server == m_server;
    if (sameServer) {
        fit.fits = false;
        fit.reason = tr("Already in this server: drag it onto another server's tab to move it, or off the server "
                        "to remove it");
    }
    m_state.hoverGroup = group;
    if (fit.fits) {
        event->setDropAction(m_dragPlaced ? Qt::MoveAction : Qt::CopyAction);
        event->accept();
    } else {
        event->ignore();
    }
    const QPoint global = mapToGlobal(event->position().toPoint());
    QToolTip::showText(global, fit.reason, this);
    emit statusMessage(fit.reason);
    update();
}

void ServerCanvas::dragLeaveEvent(QDragLeaveEvent *)
{
    QToolTip::hideText();
    clearDrag();
}

bool ServerCanvas::refuse(const QString &reason, const QPoint &pos)
{
    m_lastRefusal = reason;
    QToolTip::showText(mapToGlobal(pos), reason, this);
    emit statusMessage(tr("Not added: %1").arg(reason));
    return false;
}

void ServerCanvas::dropEvent(QDropEvent *event)
{
    const QStringList skus = partmime::readSkus(event->mimeData());
    partmime::PlacedPart placed;
    const bool isPlaced = partmime::readPlacedPart(event->mimeData(), &placed);
    const QPoint pos = event->position().toPoint();
    clearDrag();
    QToolTip::hideText();
    if (skus.isEmpty()) {
        event->ignore();
        return;
    }
    if (isPlaced && placed.server == m_server) {
        // Parts of one kind are interchangeable in the plan: moving within a server changes nothing.
        event->setDropAction(Qt::CopyAction);
        event->accept();
        return;
    }
    std::optional<SlotKind> kind;
    if (const SlotRect *sr = m_geo.slotAt(event->position()))
        kind = sr->kind;
    const bool fill = event->modifiers() & Qt::ShiftModifier;
    if (isPlaced && hasServer()) {
        const Part *part = m_catalog ? m_catalog->find(placed.sku) : nullptr;
        FitCheck fit = part ? (kind ? m_layout.check(*part, *kind) : m_layout.check(*part)) : FitCheck{};
        if (part && fit.fits && !fit.replacesChassis) {
            if (const QString refusal = moveRefusal(placed.server, placed.sku); !refusal.isEmpty()) {
                fit.fits = false;
                fit.reason = refusal;
            }
        }
        if (!part || !fit.fits || fit.replacesChassis) {
            refuse(part ? fit.reason : tr("%1 is not in the catalog").arg(placed.sku), pos);
            event->ignore();
            return;
        }
        auto *cmd = new MovePartCommand(m_doc, placed.server, m_server, placed.sku, 1, partName(placed.sku));
        if (!cmd->isValid()) {
            delete cmd;
            refuse(tr("%1 is no longer in that server").arg(partName(placed.sku)), pos);
            event->ignore();
            return;
        }
        m_doc->undoStack()->push(cmd);
        emit statusMessage(cmd->text());
        event->setDropAction(Qt::MoveAction);
        event->accept();
        return;
    }
    if (skus.size() == 1) {
        const Part *part = m_catalog ? m_catalog->find(skus.constFirst()) : nullptr;
        if (m_repairModal && part && part->category == PartCategory::Chassis && hasServer()
            && judgeChassisSwap(m_doc->plan(), m_server, part->sku, *m_catalog).repairable) {
            // The repair question is a modal dialog: asked once the drop is over, not inside the platform's drag.
            QTimer::singleShot(0, this, [this, sku = part->sku, pos] {
                if (const QString reason = addPart(sku); !reason.isEmpty())
                    refuse(reason, pos);
            });
            event->setDropAction(Qt::CopyAction);
            event->accept();
            return;
        }
        const QString reason = addPart(skus.constFirst(), kind, fill);
        if (!reason.isEmpty()) {
            refuse(reason, pos);
            event->ignore();
            return;
        }
    } else {
        // Several parts dropped at once are one undo step; those that do not fit are named.
        QStringList fitting;
        QString refused;
        for (const QString &sku : skus) {
            const Part *part = m_catalog ? m_catalog->find(sku) : nullptr;
            const FitCheck fit = part ? judge(*part) : FitCheck{};
            if (part && (fit.fits || !hasServer()))
                fitting.append(sku);
            else if (refused.isEmpty())
                refused = part ? fit.reason : tr("%1 is not in the catalog").arg(sku);
        }
        if (fitting.isEmpty()) {
            refuse(refused, pos);
            event->ignore();
            return;
        }
        m_doc->undoStack()->beginMacro(
            (fitting.size() == 1 ? tr("Add %1 part") : tr("Add %1 parts")).arg(int(fitting.size())));
        for (const QString &sku : fitting) {
            const QString reason = addPart(sku, std::nullopt, fill);
            if (!reason.isEmpty() && refused.isEmpty())
                refused = reason;
        }
        m_doc->undoStack()->endMacro();
        if (!refused.isEmpty())
            refuse(refused, pos);
    }
    event->setDropAction(Qt::CopyAction);
    event->accept();
}

} // namespace aip
