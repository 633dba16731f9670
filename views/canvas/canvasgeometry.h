#pragma once
// Where the build canvas draws each slot group and slot of a ServerLayout for a given width. Kept apart from the
// widget so hit testing and painting agree, and so a test can find the rectangle of "GPU slot 3" to drop on.

#include "canvas/serverlayout.h"

#include <QList>
#include <QRectF>

namespace aip {

struct SlotRect {
    QRectF rect;
    SlotKind kind = SlotKind::Gpu;
    int group = 0; // index into ServerLayout::groups()
    int index = 0; // slot index within the group
};

struct GroupRect {
    QRectF rect;  // the section, title included
    QRectF title; // the title line
    SlotKind kind = SlotKind::Gpu;
    int group = 0;
};

class CanvasGeometry
{
public:
    static constexpr double kMargin = 16;
    static constexpr double kHeaderHeight = 70;

    void compute(const ServerLayout &layout, double width);

    QRectF header() const { return m_header; }
    QRectF body() const { return m_body; }
    const QList<GroupRect> &groups() const { return m_groups; }
    const QList<SlotRect> &slotRects() const { return m_slots; }
    double height() const { return m_height; }

    const SlotRect *slotAt(const QPointF &pos) const;
    const GroupRect *groupAt(const QPointF &pos) const;
    const SlotRect *slot(SlotKind kind, int index) const;
    // Keyboard moves over the slots (arrow keys, Home, End): the index in slotRects() of the slot beside
    // `current` in that direction (Left and Right step through the slots in reading order, Up and Down go to the
    // nearest slot above or below), or `current` when there is none; -1 when there are no slots. current < 0
    // starts from the first slot.
    int neighbour(int current, int key) const;

private:
    double placeGroup(const ServerLayout &layout, int group, const QRectF &area);

    QRectF m_header, m_body;
    QList<GroupRect> m_groups;
    QList<SlotRect> m_slots;
    double m_height = 0;
};

} // namespace aip
