#include "canvas/canvasgeometry.h"

#include <QSizeF>

#include <algorithm>
#include <cmath>

namespace aip {

namespace {
constexpr double kGap = 8;
constexpr double kPad = 14;
constexpr double kTitleHeight = 24;

// Natural slot size per kind: GPU slots are the big cards, DIMMs thin sticks, PCIe slots long bars.
QSizeF slotSize(SlotKind kind)
{
    switch (kind) {
    case SlotKind::Gpu: return {118, 100};
    case SlotKind::Cpu: return {110, 78};
    case SlotKind::Dimm: return {12, 74};
    case SlotKind::Drive: return {62, 44};
    case SlotKind::Pcie: return {200, 30};
    case SlotKind::Psu: return {128, 36};
    }
    return {60, 60};
}

// DIMM sticks sit close together, as on a board; everything else gets room for its label.
double gapFor(SlotKind kind)
{
    return kind == SlotKind::Dimm ? 4 : kGap;
}

// Sections that share a row: CPU sockets beside the DIMMs, drive bays beside the PCIe slots.
bool pairedWithNext(SlotKind kind)
{
    return kind == SlotKind::Cpu || kind == SlotKind::Drive;
}
} // namespace

double CanvasGeometry::placeGroup(const ServerLayout &layout, int gi, const QRectF &area)
{
    const SlotGroup &g = layout.groups().at(gi);
    GroupRect gr;
    gr.kind = g.kind;
    gr.group = gi;
    gr.title = QRectF(area.left(), area.top(), area.width(), kTitleHeight);
    const int n = int(g.cells.size());
    QSizeF size = slotSize(g.kind);
    const double avail = area.width();
    const double gap = gapFor(g.kind);
    int perRow = std::max(1, int((avail + gap) / (size.width() + gap)));
    if (g.kind == SlotKind::Gpu && n > 0 && n <= 8) {
        // A GPU row fills the width (up to a card's natural width x 1.4), in one row.
        perRow = n;
        size.setWidth(std::min(size.width() * 1.4, (avail - kGap * (n - 1)) / n));
    }
    const int rows = n == 0 ? 0 : (n + perRow - 1) / perRow;
    const double top = area.top() + kTitleHeight;
    for (int i = 0; i < n; ++i) {
        const int row = i / perRow, col = i % perRow;
        SlotRect sr;
        sr.kind = g.kind;
        sr.group = gi;
        sr.index = i;
        sr.rect = QRectF(area.left() + col * (size.width() + gap), top + row * (size.height() + kGap), size.width(),
                         size.height());
        m_slots.append(sr);
    }
    const double height = kTitleHeight + (rows == 0 ? 22 : rows * size.height() + (rows - 1) * kGap);
    gr.rect = QRectF(area.left(), area.top(), area.width(), height);
    m_groups.append(gr);
    return height;
}

void CanvasGeometry::compute(const ServerLayout &layout, double width)
{
    m_groups.clear();
    m_slots.clear();
    width = std::max(width, 420.0);
    m_header = QRectF(kMargin, kMargin, width - 2 * kMargin, kHeaderHeight);
    const double bodyTop = m_header.bottom() + 6;
    const QRectF inner(kMargin + kPad, bodyTop + kPad, width - 2 * (kMargin + kPad), 0);
    double y = inner.top();
    const QList<SlotGroup> &groups = layout.groups();
    const bool empty = !layout.chassis()
        && std::all_of(groups.cbegin(), groups.cend(), [](const SlotGroup &g) { return g.cells.isEmpty(); });
    for (int gi = 0; !empty && gi < groups.size(); ++gi) {
        // Empty sections (a chassis without drive bays) are not drawn, except GPUs: the point of the server.
        auto shown = [&groups](int i) {
            return i < groups.size() && (!groups.at(i).cells.isEmpty() || groups.at(i).kind == SlotKind::Gpu);
        };
        if (!shown(gi))
            continue;
        double h = 0;
        if (pairedWithNext(groups.at(gi).kind) && shown(gi + 1)) {
            // The narrow section takes what its slots need; the rest goes to its neighbour.
            const double leftShare = groups.at(gi).kind == SlotKind::Cpu ? 0.34 : 0.42;
            const double leftW = std::floor(inner.width() * leftShare);
            const double rightW = inner.width() - leftW - 3 * kGap;
            h = std::max(placeGroup(layout, gi, QRectF(inner.left(), y, leftW, 0)),
                         placeGroup(layout, gi + 1, QRectF(inner.left() + leftW + 3 * kGap, y, rightW, 0)));
            ++gi;
        } else {
            h = placeGroup(layout, gi, QRectF(inner.left(), y, inner.width(), 0));
        }
        y += h + 2 * kGap;
    }
    if (empty)
        y += 160; // room for the "drop a chassis here" invitation
    m_body = QRectF(kMargin, bodyTop, width - 2 * kMargin, y - bodyTop + kPad - kGap);
    m_height = m_body.bottom() + kMargin;
}

const SlotRect *CanvasGeometry::slotAt(const QPointF &pos) const
{
    for (const SlotRect &s : m_slots) {
        if (s.rect.adjusted(-kGap / 2, -kGap / 2, kGap / 2, kGap / 2).contains(pos))
            return &s;
    }
    return nullptr;
}

const GroupRect *CanvasGeometry::groupAt(const QPointF &pos) const
{
    for (const GroupRect &g : m_groups) {
        if (g.rect.contains(pos))
            return &g;
    }
    return nullptr;
}

const SlotRect *CanvasGeometry::slot(SlotKind kind, int index) const
{
    for (const SlotRect &s : m_slots) {
        if (s.kind == kind && s.index == index)
            return &s;
    }
    return nullptr;
}

int CanvasGeometry::neighbour(int current, int key) const
{
    const int n = int(m_slots.size());
    if (n == 0)
        return -1;
    if (current < 0 || current >= n)
        return 0;
    switch (key) {
    case Qt::Key_Home: return 0;
    case Qt::Key_End: return n - 1;
    case Qt::Key_Left: return std::max(current - 1, 0);
    case Qt::Key_Right: return std::min(current + 1, n - 1);
    case Qt::Key_Up:
    case Qt::Key_Down: break;
    default: return current;
    }
    // The nearest slot whose centre is above (below) this one's: the next row first, then the closest across.
    const QPointF from = m_slots.at(current).rect.center();
    const bool down = key == Qt::Key_Down;
    int best = current;
    double bestDy = 0, bestDx = 0;
    for (int i = 0; i < n; ++i) {
        const QPointF c = m_slots.at(i).rect.center();
        const double dy = down ? c.y() - from.y() : from.y() - c.y();
        if (dy < 1)
            continue;
        const double dx = std::abs(c.x() - from.x());
        if (best == current || dy < bestDy - 1 || (std::abs(dy - bestDy) <= 1 && dx < bestDx)) {
            best = i;
            bestDy = dy;
            bestDx = dx;
        }
    }
    return best;
}

} // namespace aip
