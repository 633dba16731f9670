#pragma once
// How every chart looks: one palette, one theme switch, one line width, so the Performance and TCO tabs, the
// comparison and the PDF quote read alike. The palette is Okabe & Ito's colour-blind-safe set ("Color Universal
// Design", 2008), without its yellow, which washes out on white paper and on projectors; every colour keeps at
// least 3:1 contrast against both the light (#ffffff) and the dark (#232629) chart background.

#include <QColor>
#include <QString>

QT_BEGIN_NAMESPACE
class QChart;
class QPen;
QT_END_NAMESPACE

namespace aip::charts {

enum class ChartTheme { Light, Dark };

// Series colour i (cycles after the palette's end); lighter on a dark background so it keeps its contrast.
QColor seriesColor(int i, ChartTheme theme = ChartTheme::Light);
// How many colours seriesColor() has before it cycles.
int seriesColorCount();
// The owned cluster is always this colour, in every chart, so a reader follows it across charts.
QColor ownedColor(ChartTheme theme = ChartTheme::Light);
// A marked event (break-even, capacity limit) in a colour no series uses.
QColor markerColor();
// The theme matching the application's palette (dark window background -> Dark).
ChartTheme themeFromApplication();
// Theme, fonts, no animations (they delay export and the first paint), legend at the bottom. The PDF quote
// uses ChartTheme::Light whatever the desktop's.
void applyChartStyle(QChart *chart, ChartTheme theme);
// A line pen thick enough to read on a projector.
QPen linePen(const QColor &color, bool dashed = false);
// Shows `text` as a tooltip at the mouse (the charts' hover handlers); hides it when text is empty.
void showChartTooltip(const QString &text);

} // namespace aip::charts
