#pragma once
// A chart drawn small (a laptop screen, a short pane) keeps its tick labels. Qt Charts squeezes the bottom axes into
// 40 % of the area left after the title and the legend (src/charts/layout/cartesianchartlayout.cpp, maxAxisPortion)
// and then cuts every label to "…", and it cuts a vertical axis's labels when the ticks are closer than a label is
// tall. So a short chart moves its bottom legend to the right (the height goes to the plot and its axes), and a value
// axis shows only as many of its ticks as have room, keeping the builder's tick values (every k-th).

class QChart;
class QFont;
class QFontMetricsF;
class QString;

namespace aip::charts {

// A series (or bar set) property: its legend entry repeats what the chart's title says, or names a part too thin to
// see, and a short chart leaves it out rather than let Qt clip the legend's last entries (the memory chart's capacity
// line: "of 85.5 GB" in the title; the time-per-step chart's parts under 1 % of the step).
inline constexpr const char *kLegendOptional = "aipLegendOptional";

// Below this height a bottom legend moves to the right; it comes back above kTallChartPx (hysteresis: the move itself
// changes no height, but a window being resized should not make it flicker).
inline constexpr double kShortChartPx = 250;
inline constexpr double kTallChartPx = 280;

// The most ticks, of `wanted` evenly spaced ones, that keep `labelPx` between labels over `lengthPx`, taking every
// k-th so that each shown tick is one of the wanted ones: 7 ticks (6 intervals) become 4, 3 or 2. At least 2.
int fittingTickCount(int wanted, double lengthPx, double labelPx);
// The same for labels that need not reach the far end (a category axis labelled at values): the smallest k such that
// every k-th of `count` evenly spaced labels has `labelPx` of room; 1 when all fit.
int fittingLabelStep(int count, double lengthPx, double labelPx);

// `text` on two lines where it is wider than `room` px in `fm`: broken after a " — " or a colon (": ", or the
// full-width "："), or before a parenthesis (" (", "（"), where the two lines come out most even, as HTML (each line
// escaped, "<br>" between them: Qt Charts draws chart and axis titles as rich text). Empty when it fits on one line,
// when it is rich text already, or when no break gives two lines that fit.
QString twoLineText(const QString &text, const QFontMetricsF &fm, double room);

// An axis title drawn in `font` beside a plot side of `sidePx`: whole on one line where it fits; else on two lines
// (twoLineText(), its unit in parentheses on the second: "Memory per GPU" / "(bytes)"); else, where it ends in a unit
// whose text fits, the name elided on the first line and the unit whole on the second ("Bus ban…" / "(GB/s)"), so the
// reader still knows what the numbers count; else elided in the middle. `cut`: whether any of it is left out.
QString fittedAxisTitle(const QString &title, const QFont &font, double sidePx, bool *cut);

// The title as the chart's builder gave it (fitChartToSize() may put it on two lines), and whether Qt Charts cuts it
// at the chart's present width (too wide and with nowhere to break it).
QString chartFullTitle(const QChart *chart);
bool chartTitleCut(const QChart *chart);

// Fits the title, the legend and the value axes' ticks to the chart's present size; `whole`: back to the builder's own
// (for an export, drawn large).
void fitChartToSize(QChart *chart, bool whole);

} // namespace aip::charts
