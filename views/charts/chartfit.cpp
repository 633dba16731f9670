#include "charts/chartfit.h"

#include <QAbstractSeries>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QFont>
#include <QFontMetrics>
#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QLegend>
#include <QLegendMarker>
#include <QTextDocument>
#include <QValueAxis>
#include <QVariant>

#include <algorithm>

namespace aip::charts {

namespace {

constexpr const char *kLegendHome = "aipLegendHome";
constexpr const char *kLegendHomePt = "aipLegendHomePt";
constexpr const char *kWantedTicks = "aipWantedTicks";
constexpr const char *kWantedLabels = "aipWantedLabels";
constexpr const char *kWantedValues = "aipWantedValues";
constexpr const char *kWantedTitle = "aipWantedTitle";

// How far apart two labels of an axis must be: a label's height and a line of air on a vertical axis, its widest
// label and two characters of air on a horizontal one (Qt pads each label by a few pixels either side).
double labelRoom(const QAbstractAxis *axis, const QStringList &labels)
{
    const QFontMetricsF fm(axis->labelsFont());
    if (axis->orientation() == Qt::Vertical)
        return fm.height() * 1.5;
    double widest = 0;
    for (const QString &l : labels)
        widest = std::max(widest, fm.horizontalAdvance(l));
    return widest + 3 * fm.averageCharWidth();
}

// A category axis labelled at values (perf/chartaxes.h labelledAxis) keeps every k-th of its labels.
void fitCategories(QCategoryAxis *axis, const QRectF &plot, bool whole)
{
    if (axis->labelsPosition() != QCategoryAxis::AxisLabelsPositionOnValue)
        return;
    QVariant labels = axis->property(kWantedLabels);
    if (!labels.isValid()) {
        QVariantList values;
        for (const QString &l : axis->categoriesLabels())
            values.append(axis->endValue(l));
        labels = axis->categoriesLabels();
        axis->setProperty(kWantedLabels, labels);
        axis->setProperty(kWantedValues, values);
    }
    const QStringList all = labels.toStringList();
    const QVariantList values = axis->property(kWantedValues).toList();
    if (all.size() < 3 || values.size() != all.size())
        return;
    const double length = axis->orientation() == Qt::Vertical ? plot.height() : plot.width();
    const int step = whole || length <= 0 ? 1 : fittingLabelStep(int(all.size()), length, labelRoom(axis, all));
    QStringList shown;
    for (qsizetype i = 0; i < all.size(); i += step)
        shown.append(all.at(i));
    if (shown == axis->categoriesLabels())
        return;
    for (const QString &l : axis->categoriesLabels())
        axis->remove(l);
    for (qsizetype i = 0; i < all.size(); i += step)
        axis->append(all.at(i), values.at(i).toDouble());
}

// A side legend taller than the chart loses its last entries (Qt clips it): the time-per-step chart of a plan that
// uses every part (compute, recompute, bubble, sends, data-parallel and expert communication, optimizer: seven) on a
// 1366 x 768 screen. Its font steps down half a point at a time, to kSmallestLegendPt at the least, until its entries
// fit the height the chart gives the legend.
constexpr double kSmallestLegendPt = 6.5;

// The legend's entries as laid out now: the visible items Qt Charts draws one per marker (children of the legend's
// item group, QGraphicsItem::UserType and above), their count, the first one's top and the part of an entry's height
// that is not its text line (margins, which do not scale with the font). Nothing (count 0) where the legend is not
// laid out so, or not yet.
struct LegendLines {
    int count = 0;
    double top = 0, fixed = 0;
};

LegendLines legendLines(QLegend *legend)
{
    LegendLines lines;
    const double text = QFontMetricsF(legend->font()).height();
    for (QGraphicsItem *group : legend->childItems()) {
        for (QGraphicsItem *entry : group->childItems()) {
            if (entry->type() < QGraphicsItem::UserType || !entry->isVisible())
                continue;
            const QRectF r = entry->mapRectToItem(legend, entry->boundingRect());
            lines.top = lines.count == 0 ? r.top() : std::min(lines.top, r.top());
            lines.fixed = std::max(lines.fixed, r.height() - text);
            ++lines.count;
        }
    }
    return lines;
}

// The largest point size, from `pt` down in half points to kSmallestLegendPt, at which the side legend's visible
// entries fit the height it has.
double shrunkLegendPt(QLegend *legend, double pt)
{
    const LegendLines lines = legendLines(legend);
    const double room = legend->geometry().height();
    if (lines.count < 2 || room <= 0 || pt <= kSmallestLegendPt)
        return pt;
    QFont f = legend->font();
    for (; pt > kSmallestLegendPt; pt -= 0.5) {
        f.setPointSizeF(pt);
        if (lines.top + lines.count * (QFontMetricsF(f).height() + lines.fixed) <= room)
            return pt;
    }
    return kSmallestLegendPt;
}

void fitLegend(QChart *chart, bool whole)
{
    QLegend *legend = chart->legend();
    if (!legend || !legend->isVisible())
        return;
    QVariant home = chart->property(kLegendHome);
    if (!home.isValid()) {
        home = int(legend->alignment());
        chart->setProperty(kLegendHome, home);
    }
    const double height = chart->size().height();
    const bool isShort = !whole && height > 0 && height < kShortChartPx;
    // A series whose legend entry repeats what the title says, or a bar set too thin to see (kLegendOptional), leaves
    // the legend of a short chart.
    for (QLegendMarker *marker : legend->markers()) {
        auto *bar = qobject_cast<QBarLegendMarker *>(marker);
        if ((marker->series() && marker->series()->property(kLegendOptional).toBool())
            || (bar && bar->barset() && bar->barset()->property(kLegendOptional).toBool()))
            marker->setVisible(!isShort);
    }
    const auto homeAlignment = Qt::Alignment(home.toInt());
    if (homeAlignment == Qt::AlignBottom) {
        Qt::Alignment want = legend->alignment();
        if (whole || height >= kTallChartPx)
            want = Qt::AlignBottom;
        else if (height > 0 && height < kShortChartPx)
            want = Qt::AlignRight;
        if (want != legend->alignment())
            legend->setAlignment(want);
    }
    // A short chart's legend a point smaller: a right-hand legend of six entries (the memory chart's) then keeps all
    // six on a 1366 x 768 screen; smaller still where even that leaves entries out (shrunkLegendPt).
    QVariant homeSize = chart->property(kLegendHomePt);
    if (!homeSize.isValid()) {
        homeSize = legend->font().pointSizeF();
        chart->setProperty(kLegendHomePt, homeSize);
    }
    double pt = homeSize.toDouble() - (isShort ? 1.0 : 0.0);
    if (isShort && (legend->alignment() & (Qt::AlignLeft | Qt::AlignRight)))
        pt = shrunkLegendPt(legend, pt);
    if (pt > 0 && legend->font().pointSizeF() != pt) {
        QFont f = legend->font();
        f.setPointSizeF(pt);
        legend->setFont(f);
    }
}

void fitTicks(QChart *chart, bool whole)
{
    const QRectF plot = chart->plotArea();
    for (QAbstractAxis *a : chart->axes()) {
        if (auto *categories = qobject_cast<QCategoryAxis *>(a)) {
            fitCategories(categories, plot, whole);
            continue;
        }
        auto *axis = qobject_cast<QValueAxis *>(a);
        if (!axis || axis->tickType() != QValueAxis::TicksFixed)
            continue;
        QVariant wanted = axis->property(kWantedTicks);
        if (!wanted.isValid()) {
            wanted = axis->tickCount();
            axis->setProperty(kWantedTicks, wanted);
        }
        int count = wanted.toInt();
        if (!whole && axis->orientation() == Qt::Vertical && plot.height() > 0) {
            count = fittingTickCount(count, plot.height(), labelRoom(axis, {}));
        }
        if (count != axis->tickCount())
            axis->setTickCount(count);
    }
}

// The title's room: the chart less its margins and a character either side for the title item's padding.
double titleRoom(const QChart *chart)
{
    return chart->size().width() - chart->margins().left() - chart->margins().right()
        - 2 * QFontMetricsF(chart->titleFont()).averageCharWidth();
}

// A title wider than its chart, on a laptop screen: Qt Charts cuts it to "…" at the chart's width (the memory
// chart's "Memory per GPU (pipeline rank 1): 222.2 GB — does not fit in 85.5 GB" at 1366 px). It goes on two lines
// instead (twoLineText()); a title with no break, or whose lines would still be too wide, keeps one line (and Qt's
// cut, the whole title in the tooltip). `whole` (an export, drawn large): the builder's own title.
void fitTitle(QChart *chart, bool whole)
{
    QVariant home = chart->property(kWantedTitle);
    if (!home.isValid()) {
        home = chart->title();
        chart->setProperty(kWantedTitle, home);
    }
    const QString title = home.toString();
    const double room = titleRoom(chart);
    QString shown = title;
    if (!whole && room > 0) {
        if (const QString two = twoLineText(title, QFontMetricsF(chart->titleFont()), room); !two.isEmpty())
            shown = two;
    }
    if (shown != chart->title())
        chart->setTitle(shown);
}

} // namespace

QString twoLineText(const QString &text, const QFontMetricsF &fm, double room)
{
    if (room <= 0 || Qt::mightBeRichText(text) || fm.horizontalAdvance(text) <= room)
        return {};
    qsizetype best = -1;
    double bestWidest = room;
    // Chinese titles separate with a full-width colon and open a full-width parenthesis, without spaces.
    const QString colon = QStringLiteral("\uFF1A"), paren = QStringLiteral("\uFF08");
    for (const QString &mark : {QStringLiteral(" — "), QStringLiteral(": "), colon, QStringLiteral(" ("), paren}) {
        for (qsizetype at = text.indexOf(mark); at > 0; at = text.indexOf(mark, at + 1)) {
            // After a separator (" — ", ": ", "："); before a parenthesis, which goes with the second line. Of the
            // breaks that fit, the one whose longer line is shortest (two lines of about the same length).
            const bool before = mark == QStringLiteral(" (") || mark == paren;
            const qsizetype cut = before ? at : at + std::max<qsizetype>(1, mark.size() - 1);
            const double widest = std::max(fm.horizontalAdvance(text.left(cut).trimmed()),
                                           fm.horizontalAdvance(text.mid(cut).trimmed()));
            if (widest <= bestWidest) {
                best = cut;
                bestWidest = widest;
            }
        }
    }
    if (best <= 0)
        return {};
    return text.left(best).trimmed().toHtmlEscaped() + QStringLiteral("<br>")
        + text.mid(best).trimmed().toHtmlEscaped();
}

QString fittedAxisTitle(const QString &title, const QFont &font, double sidePx, bool *cut)
{
    *cut = false;
    if (!(sidePx > 0) || title.isEmpty())
        return title;
    if (const QString two = twoLineText(title, QFontMetricsF(font), sidePx - 6); !two.isEmpty())
        return two;
    const QFontMetrics fm(font);
    const int width = int(sidePx) - 6;
    // The unit in parentheses at the end (a Chinese title's in full-width ones).
    qsizetype unit = title.lastIndexOf(QStringLiteral(" ("));
    if (unit < 0)
        unit = title.lastIndexOf(QChar(0xFF08));
    const bool endsInUnit = unit > 0 && (title.endsWith(QLatin1Char(')')) || title.endsWith(QChar(0xFF09)));
    const QString unitText = endsInUnit ? title.mid(unit).trimmed() : QString();
    if (fm.horizontalAdvance(title) > width && !unitText.isEmpty() && fm.horizontalAdvance(unitText) <= width
        && !Qt::mightBeRichText(title)) {
        *cut = true;
        return fm.elidedText(title.left(unit).trimmed(), Qt::ElideRight, width).toHtmlEscaped() + QStringLiteral("<br>")
            + unitText.toHtmlEscaped();
    }
    const QString shown = fm.elidedText(title, Qt::ElideMiddle, width);
    *cut = shown != title;
    return shown;
}

int fittingTickCount(int wanted, double lengthPx, double labelPx)
{
    if (wanted <= 2 || labelPx <= 0)
        return std::max(wanted, 2);
    const int intervals = wanted - 1;
    for (int step = 1; step <= intervals; ++step) {
        if (intervals % step != 0)
            continue;
        const int shown = intervals / step + 1;
        if (lengthPx / (shown - 1) >= labelPx || shown == 2)
            return shown;
    }
    return 2;
}

int fittingLabelStep(int count, double lengthPx, double labelPx)
{
    if (count <= 2 || labelPx <= 0)
        return 1;
    const double spacing = lengthPx / (count - 1);
    for (int step = 1; step < count - 1; ++step) {
        if (spacing * step >= labelPx)
            return step;
    }
    return count - 1;
}

QString chartFullTitle(const QChart *chart)
{
    const QVariant home = chart->property(kWantedTitle);
    return home.isValid() ? home.toString() : chart->title();
}

bool chartTitleCut(const QChart *chart)
{
    const QString full = chartFullTitle(chart);
    return chart->title() == full && QFontMetricsF(chart->titleFont()).horizontalAdvance(full) > titleRoom(chart);
}

void fitChartToSize(QChart *chart, bool whole)
{
    if (!chart)
        return;
    fitTitle(chart, whole);
    fitLegend(chart, whole);
    fitTicks(chart, whole);
}

} // namespace aip::charts
