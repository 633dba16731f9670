#pragma once
// Paints a server for the build canvas: the header (name, chassis, node count), the chassis body and its slot
// groups, each slot empty or holding a part (locked when built in), and, while a part is dragged, which groups take
// it (lit) and which refuse it (dimmed).

#include "canvas/canvasgeometry.h"

#include <QCoreApplication>
#include <QHash>
#include <QPalette>

class QPainter;

namespace aip {

struct CanvasPaintState {
    QString serverName;
    int nodeCount = 0;
    int selectedGroup = -1, selectedSlot = -1;
    QString highlightSku; // slots holding this SKU are marked (a finding was clicked)
    bool dragging = false;
    QHash<int, FitCheck> dragFit; // per group index, while dragging
    int hoverGroup = -1;
    bool dragOverEmptyServer = false; // a chassis is dragged over a plan without servers
};

class CanvasPainter
{
    Q_DECLARE_TR_FUNCTIONS(CanvasPainter)

public:
    static void paint(QPainter &p, const QPalette &palette, const ServerLayout &layout, const CanvasGeometry &geo,
                      const CanvasPaintState &state);

private:
    static void paintHeader(QPainter &p, const QPalette &palette, const ServerLayout &layout, const CanvasGeometry &geo,
                            const CanvasPaintState &state);
    static void paintSlot(QPainter &p, const Slot &slot, const SlotRect &sr, const ServerLayout &layout, bool selected,
                          bool highlighted);
    static void paintLock(QPainter &p, const QRectF &corner);
};

} // namespace aip
