#pragma once
// The build canvas: one server type of the plan drawn as its chassis. It is a drop target for catalog parts (a
// drop fills a slot, or with Shift every free slot of that kind; a chassis replaces the chassis) and for parts
// dragged from another server type (a move). Parts are removed with Delete, the context menu or by dragging them
// out. Every change is an undo command on the document; a refused drop says why in a tooltip and the status bar.
// Whether a part may go in is the rule book's answer (model/analysis/editverdict.h): a drop or move that would add
// an error is refused with the rule's message; a chassis swap that strands parts offers to remove them (one undo
// step). ServerLayout contributes only the slot geometry (a free slot of the part's kind).

#include "canvas/canvasgeometry.h"
#include "canvas/canvaspainter.h"
#include "canvas/chassisrepair.h"
#include "canvas/serverlayout.h"
#include "catalog/partmime.h"

#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>

namespace aip {

class PlanDocument;

class ServerCanvas : public QWidget
{
    Q_OBJECT
public:
    explicit ServerCanvas(PlanDocument *doc, QWidget *parent = nullptr);

    void setCatalog(std::shared_ptr<const PartCatalog> catalog);
    void setServerIndex(int server);
    int serverIndex() const { return m_server; }
    const ServerLayout &serverLayout() const { return m_layout; }
    const CanvasGeometry &geometry() const { return m_geo; }

    // Adds a part to the shown server, as a drop anywhere on it would. Returns the reason when it is refused.
    QString addPart(const QString &sku, std::optional<SlotKind> kind = std::nullopt, bool fill = false);
    // Whether `part` may be added (qty units) to the shown server in a slot of `kind` (or where its category goes):
    // a free slot of its kind, then no error added by the rules. A chassis may be repairable (see setRepairAsk).
    FitCheck judge(const Part &part, std::optional<SlotKind> kind = std::nullopt, int qty = 1) const;
    // The rule's message when replacing the plan with `after` would add an error (rules' scope), else empty: how
    // the build panel judges a node-count change.
    QString editRefusal(const Plan &after) const;
    // How a chassis swap that strands parts is answered (default: ChassisRepair::askModal); the tests answer it.
    void setRepairAsk(ChassisRepair::Ask ask)
    {
        m_repairAsk = std::move(ask);
        m_repairModal = false;
    }
    // The keyboard cursor: the slot the arrow keys reached (holding a part or empty), as its index in the
    // geometry's slotRects(); -1 when none. A slot holding a part is also the selection Delete removes.
    int cursorSlot() const;
    void setCursorSlot(int index);
    // Marks the slots holding `sku` and selects the first (a finding was clicked).
    void selectSku(const QString &sku);
    QString selectedSku() const;
    bool selectedIsBuiltIn() const;
    bool removeSelected();
    QString lastRefusal() const { return m_lastRefusal; }
    // A part dragged off the canvas is removed only when it is dropped outside this widget (default: the canvas),
    // so dropping it on the tab bar above does not remove it.
    void setDropZone(QWidget *zone) { m_dropZone = zone; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void statusMessage(const QString &message);
    void selectedSkuChanged(const QString &sku);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void rebuild();
    void relayout();
    const Slot *slotOf(const SlotRect *sr) const;
    // The fit of the dragged part at pos (over a slot: that slot's group; elsewhere: where its category goes).
    FitCheck fitAt(const Part &part, const QPointF &pos, int *group) const;
    void updateDragFit(const Part &part);
    void clearDrag();
    bool refuse(const QString &reason, const QPoint &pos);
    void startDrag();
    QString partName(const QString &sku) const;
    bool hasServer() const;
    void removeSku(const QString &sku, int qty);
    // The rules' verdict on adding qty units of part (a chassis: swapping to it) to the shown server.
    FitCheck rulesVerdict(const Part &part, int qty) const;
    // The rules' verdict on moving one unit of sku from server `from` to the shown server.
    QString moveRefusal(int from, const QString &sku) const;
    QString swapChassis(const Part &chassis);

    PlanDocument *m_doc;
    std::shared_ptr<const PartCatalog> m_catalog;
    int m_server = 0;
    ServerLayout m_layout;
    CanvasGeometry m_geo;
    CanvasPaintState m_state;
    const Part *m_dragPart = nullptr;
    std::optional<partmime::PlacedPart> m_dragPlaced;
    QPoint m_pressPos;
    QString m_lastRefusal;
    QPointer<QWidget> m_dropZone;
    ChassisRepair::Ask m_repairAsk = ChassisRepair::askModal;
    bool m_repairModal = true; // the default question: asked after a drop, never inside it
};

} // namespace aip
