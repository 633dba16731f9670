#include "canvas/canvaspainter.h"

#include "catalog/partdescription.h"

#include <QCoreApplication>
#include <QLocale>

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <optional>

namespace aip {

namespace {

// The watts of the chassis' stock supplies when `group` is the power-supply group and the plan lists none: the
// bays are then not empty, they hold what the chassis ships with (rules/balancerules.cpp counts those).
std::optional<double> stockSupplyWatts(const ServerLayout &layout, int group)
{
    if (group < 0 || group >= layout.groups().size())
        return std::nullopt;
    const SlotGroup &g = layout.groups().at(group);
    const Part *chassis = layout.chassis();
    if (g.kind != SlotKind::Psu || g.used() > 0 || !chassis || chassis->chassis.psuCount <= 0
        || chassis->chassis.psuWatts <= 0)
        return std::nullopt;
    return chassis->chassis.psuWatts;
}
// One colour per kind of part, readable on a projector against the dark chassis.
QColor kindColor(SlotKind kind)
{
    switch (kind) {
    case SlotKind::Gpu: return QColor(0x4c, 0xa3, 0x2a);
    case SlotKind::Cpu: return QColor(0x2f, 0x7f, 0xd0);
    case SlotKind::Dimm: return QColor(0x8e, 0x6c, 0xcf);
    case SlotKind::Drive: return QColor(0xe0, 0x8a, 0x2e);
    case SlotKind::Pcie: return QColor(0x1f, 0xa1, 0x98);
    case SlotKind::Psu: return QColor(0x7a, 0x85, 0x90);
    }
    return Qt::gray;
}

const QColor kBody(0x24, 0x29, 0x31);
const QColor kBodyBorder(0x4a, 0x52, 0x5e);
const QColor kEmptySlot(0x33, 0x3a, 0x44);
const QColor kTitle(0xd5, 0xdc, 0xe4);
const QColor kAccept(0x6b, 0xe0, 0x5a);
const QColor kRefuse(0xe0, 0x5a, 0x5a);

QString slotLabel(const Slot &s, SlotKind kind)
{
    if (!s.part)
        return {};
    const Part &p = *s.part;
    const QLocale l;
    switch (kind) {
    case SlotKind::Gpu: {
        // "A100 SXM4 80GB" says its memory already: no second "80 GB" line to squeeze into a narrow tile.
        const QString name = partdesc::shortName(p);
        const QString gb = QString::number(p.gpu.memoryGB, 'f', 0);
        if (name.contains(gb + QStringLiteral("GB")) || name.contains(gb + QStringLiteral(" GB")))
            return name;
        return name + QLatin1Char('\n') + CanvasPainter::tr("%1 GB").arg(l.toString(p.gpu.memoryGB, 'f', 0));
    }
    case SlotKind::Cpu: {
        // "Xeon Platinum 8480+ (Sapphire Rapids, 56c)": the parenthesis repeats what the second line says.
        QString name = partdesc::shortName(p);
        const qsizetype paren = name.indexOf(QLatin1String(" ("));
        if (paren > 0)
            name.truncate(paren);
        return name + QLatin1Char('\n') + CanvasPainter::tr("%1 cores").arg(p.cpu.cores);
    }
    case SlotKind::Drive: return CanvasPainter::tr("%1 TB").arg(l.toString(p.storage.capacityTB, 'g', 3));
    case SlotKind::Pcie: {
        QString name = partdesc::shortName(p);
        const qsizetype paren = name.indexOf(QLatin1String(" ("));
        return paren > 0 ? name.left(paren) : name;
    }
    case SlotKind::Psu: return CanvasPainter::tr("%1 W").arg(l.toString(p.psu.watts, 'f', 0));
    case SlotKind::Dimm: return {};
    }
    return {};
}
// A label of a few lines fitted to a tile: each line wrapped at spaces, a word wider than the tile elided in the
// middle (the distinguishing end stays: "GeForce…5090", not "eForc RTX"), and, when the lines are too many for the
// height, the name on one line elided in the middle.
QString fitLabel(const QFontMetrics &fm, const QString &label, const QSizeF &room)
{
    const int width = std::max(1, int(room.width()));
    const int maxLines = std::max(1, int(room.height() / std::max(1, fm.lineSpacing())));
    const QStringList paragraphs = label.split(QLatin1Char('\n'));
    const auto wrap = [&](const QString &text) {
        QStringList lines;
        QString line;
        for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QString joined = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (line.isEmpty() || fm.horizontalAdvance(joined) <= width) {
                line = joined;
            } else {
                lines.append(line);
                line = word;
            }
        }
        lines.append(line);
        for (QString &l : lines)
            l = fm.elidedText(l, Qt::ElideMiddle, width);
        return lines;
    };
    QStringList out;
    for (const QString &para : paragraphs)
        out += wrap(para);
    if (out.size() > maxLines) {
        out.clear();
        for (const QString &para : paragraphs)
            out.append(fm.elidedText(para, Qt::ElideMiddle, width));
        while (out.size() > maxLines)
            out.removeLast();
    }
    return out.join(QLatin1Char('\n'));
}
} // namespace

void CanvasPainter::paintLock(QPainter &p, const QRectF &c)
{
    // A small padlock: shackle arc over a body.
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF body(c.left(), c.top() + c.height() * 0.45, c.width(), c.height() * 0.55);
    p.setPen(QPen(QColor(255, 255, 255, 220), std::max(1.5, c.width() / 7)));
    p.setBrush(Qt::NoBrush);
    p.drawArc(QRectF(c.left() + c.width() * 0.2, c.top(), c.width() * 0.6, c.height() * 0.8), 0, 180 * 16);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, 220));
    p.drawRoundedRect(body, 1.5, 1.5);
    p.restore();
}

void CanvasPainter::paintSlot(QPainter &p, const Slot &slot, const SlotRect &sr, const ServerLayout &layout,
                              bool selected, bool highlighted)
{
    const QRectF r = sr.rect;
    const double radius = sr.kind == SlotKind::Dimm ? 2 : 5;
    if (slot.part) {
        QColor fill = kindColor(sr.kind);
        if (slot.builtIn)
            fill = fill.darker(125);
        QLinearGradient grad(r.topLeft(), r.bottomLeft());
        grad.setColorAt(0, fill.lighter(118));
        grad.setColorAt(1, fill);
        p.setPen(QPen(fill.darker(140), 1));
        p.setBrush(grad);
        p.drawRoundedRect(r, radius, radius);
        const QString label = slotLabel(slot, sr.kind);
        if (!label.isEmpty()) {
            QFont f = p.font();
            f.setPointSizeF(sr.kind == SlotKind::Drive ? 8.5 : 9.5);
            f.setBold(sr.kind == SlotKind::Gpu);
            p.setFont(f);
            p.setPen(Qt::white);
            const QRectF textRect = r.adjusted(5, 2, -5, -2);
            if (label.contains(QLatin1Char('\n')) || sr.kind == SlotKind::Gpu) {
                // Narrow tiles (eight GPUs beside the side panels on a laptop) take a smaller font before a word
                // is cut: "A100" whole at 7 pt rather than "A…0" at 9.5 pt.
                const QStringList words = QString(label)
                                              .replace(QLatin1Char('\n'), QLatin1Char(' '))
                                              .split(QLatin1Char(' '), Qt::SkipEmptyParts);
                for (double size = f.pointSizeF(); size > 6.9; size -= 0.5) {
                    f.setPointSizeF(size);
                    const QFontMetrics fm(f);
                    if (std::all_of(words.cbegin(), words.cend(),
                                    [&](const QString &w) { return fm.horizontalAdvance(w) <= textRect.width(); }))
                        break;
                }
                p.setFont(f);
                p.drawText(textRect, Qt::AlignCenter, fitLabel(p.fontMetrics(), label, textRect.size()));
            } else // bars and bays: one line, cut with an ellipsis (the tooltip has the full name)
                p.drawText(textRect, Qt::AlignCenter,
                           p.fontMetrics().elidedText(label, Qt::ElideRight, int(textRect.width())));
        }
        if (slot.builtIn && r.width() >= 24)
            paintLock(p, QRectF(r.right() - 15, r.top() + 4, 10, 12));
    } else {
        p.setPen(QPen(QColor(0x5a, 0x63, 0x70), 1, Qt::DashLine));
        p.setBrush(kEmptySlot);
        p.drawRoundedRect(r, radius, radius);
        if (sr.kind == SlotKind::Gpu) {
            p.setPen(QColor(0x8a, 0x94, 0xa0));
            p.drawText(r, Qt::AlignCenter, CanvasPainter::tr("empty"));
        } else if (const std::optional<double> stock = stockSupplyWatts(layout, sr.group)) {
            // No supplies listed: the chassis' stock supplies are in these bays (the rules count them).
            QFont f = p.font();
            f.setPointSizeF(8.5);
            p.setFont(f);
            p.setPen(QColor(0x8a, 0x94, 0xa0));
            p.drawText(r, Qt::AlignCenter, CanvasPainter::tr("stock %1 W").arg(QLocale().toString(*stock, 'f', 0)));
        }
    }
    if (slot.overflow) {
        p.setPen(QPen(kRefuse, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r.adjusted(-1, -1, 1, 1), radius, radius);
    }
    if (highlighted) {
        p.setPen(QPen(QColor(0xff, 0xc8, 0x3d), 3));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), radius + 1, radius + 1);
    }
    if (selected) {
        p.setPen(QPen(Qt::white, 2.5));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), radius + 2, radius + 2);
    }
}

void CanvasPainter::paintHeader(QPainter &p, const QPalette &palette, const ServerLayout &layout,
                                const CanvasGeometry &geo, const CanvasPaintState &state)
{
    const QRectF h = geo.header();
    QFont big = p.font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    p.setFont(big);
    p.setPen(palette.color(QPalette::WindowText));
    const QString title = state.serverName.isEmpty() ? CanvasPainter::tr("No server yet") : state.serverName;
    const QRectF titleRect(h.left(), h.top(), h.width() * 0.7, h.height() * 0.55);
    p.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter, title);

    QFont small = p.font();
    small.setPointSizeF(p.font().pointSizeF() / 1.6 * 1.05);
    small.setBold(false);
    p.setFont(small);
    p.setPen(palette.color(QPalette::PlaceholderText));
    QString sub;
    if (const Part *c = layout.chassis()) {
        sub = partdesc::displayName(*c) + QStringLiteral("  ·  ") + partdesc::keySpecs(*c);
        if (c->chassis.completeSystem)
            sub += QStringLiteral("  ·  ") + CanvasPainter::tr("built-in parts are locked");
    } else if (!layout.chassisSku().isEmpty()) {
        sub = CanvasPainter::tr("Unknown chassis %1: it is not in the catalog").arg(layout.chassisSku());
    }
    const QRectF subRect(h.left(), h.top() + h.height() * 0.55, h.width(), h.height() * 0.45);
    p.drawText(subRect, Qt::AlignLeft | Qt::AlignVCenter,
               p.fontMetrics().elidedText(sub, Qt::ElideRight, int(subRect.width())));

    if (!state.serverName.isEmpty()) {
        QFont countFont = big;
        p.setFont(countFont);
        p.setPen(palette.color(QPalette::Highlight));
        p.drawText(QRectF(h.left() + h.width() * 0.5, h.top(), h.width() * 0.5, h.height() * 0.55),
                   Qt::AlignRight | Qt::AlignVCenter,
                   CanvasPainter::tr("× %1 %2")
                       .arg(state.nodeCount)
                       .arg(state.nodeCount == 1 ? CanvasPainter::tr("node") : CanvasPainter::tr("nodes")));
    }
}

void CanvasPainter::paint(QPainter &p, const QPalette &palette, const ServerLayout &layout, const CanvasGeometry &geo,
                          const CanvasPaintState &state)
{
    p.setRenderHint(QPainter::Antialiasing);
    paintHeader(p, palette, layout, geo, state);

    p.setPen(QPen(kBodyBorder, 2));
    p.setBrush(kBody);
    p.drawRoundedRect(geo.body(), 10, 10);

    if (layout.groups().isEmpty() || !layout.chassis()) {
        QFont f = p.font();
        f.setPointSizeF(f.pointSizeF() * 1.2);
        p.setFont(f);
        p.setPen(state.dragOverEmptyServer ? kAccept : kTitle);
        p.drawText(geo.body().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap,
                   CanvasPainter::tr("Drag a server or chassis from the catalog here to start building."));
    }

    const QList<SlotGroup> &groups = layout.groups();
    for (const GroupRect &gr : geo.groups()) {
        const SlotGroup &g = groups.at(gr.group);
        QFont f = p.font();
        f.setPointSizeF(9.5);
        f.setBold(true);
        p.setFont(f);
        p.setPen(kTitle);
        QString title = ServerLayout::kindTitle(g.kind);
        if (!g.cells.isEmpty())
            title += QStringLiteral("  %1/%2").arg(g.used()).arg(g.cells.size());
        if (stockSupplyWatts(layout, gr.group))
            title += QStringLiteral("  ·  ") + CanvasPainter::tr("stock supplies; drop others here to replace them");
        p.drawText(gr.title, Qt::AlignLeft | Qt::AlignVCenter, title);
        if (g.cells.isEmpty()) {
            f.setBold(false);
            p.setFont(f);
            p.setPen(QColor(0x8a, 0x94, 0xa0));
            p.drawText(gr.rect.adjusted(0, gr.title.height(), 0, 0), Qt::AlignLeft | Qt::AlignTop,
                       CanvasPainter::tr("none in this chassis"));
        }
    }
    for (const SlotRect &sr : geo.slotRects()) {
        const Slot &slot = groups.at(sr.group).cells.at(sr.index);
        const bool selected = sr.group == state.selectedGroup && sr.index == state.selectedSlot;
        const bool highlighted = slot.part && !state.highlightSku.isEmpty() && slot.part->sku == state.highlightSku;
        paintSlot(p, slot, sr, layout, selected, highlighted);
    }

    if (!state.dragging)
        return;
    // While a part is dragged: free slots of groups that take it glow; groups that refuse it are dimmed.
    for (const GroupRect &gr : geo.groups()) {
        const FitCheck fit = state.dragFit.value(gr.group);
        for (const SlotRect &sr : geo.slotRects()) {
            if (sr.group != gr.group)
                continue;
            const Slot &slot = groups.at(sr.group).cells.at(sr.index);
            if (fit.fits && !slot.part && !slot.overflow) {
                p.setPen(QPen(kAccept, gr.group == state.hoverGroup ? 3 : 2));
                p.setBrush(QColor(kAccept.red(), kAccept.green(), kAccept.blue(), 60));
                p.drawRoundedRect(sr.rect, 5, 5);
            } else if (!fit.fits) {
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(0x10, 0x12, 0x16, 140));
                p.drawRoundedRect(sr.rect, 5, 5);
            }
        }
        if (!fit.fits && gr.group == state.hoverGroup) {
            // The refusal is written where the user is looking, not only in the tooltip and status bar.
            p.setPen(QPen(kRefuse, 2, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(gr.rect.adjusted(-6, -2, 6, 6), 6, 6);
            QFont f = p.font();
            f.setPointSizeF(9.5);
            f.setBold(true);
            p.setFont(f);
            const QString text = QStringLiteral("✕ ") + fit.reason;
            const QRectF band(gr.rect.left(), gr.rect.bottom() - 26, gr.rect.width(), 24);
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0x5a, 0x14, 0x14, 230));
            p.drawRoundedRect(band, 4, 4);
            p.setPen(QColor(0xff, 0xd6, 0xd6));
            p.drawText(band.adjusted(8, 0, -8, 0), Qt::AlignLeft | Qt::AlignVCenter,
                       p.fontMetrics().elidedText(text, Qt::ElideRight, int(band.width() - 16)));
        }
    }
}

} // namespace aip
