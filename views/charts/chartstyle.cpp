#include "charts/chartstyle.h"

#include <QApplication>
#include <QBrush>
#include <QChart>
#include <QCursor>
#include <QLegend>
#include <QPalette>
#include <QPen>
#include <QToolTip>

namespace aip::charts {

namespace {
// Okabe & Ito (2008), minus yellow #F0E442; see the header.
const QRgb kPalette[] = {0x0072B2, 0xE69F00, 0x009E73, 0xCC79A7, 0x56B4E9, 0xD55E00, 0x7F7F7F};
constexpr int kPaletteSize = int(sizeof(kPalette) / sizeof(kPalette[0]));
} // namespace

QColor seriesColor(int i, ChartTheme theme)
{
    const QColor c(kPalette[((i % kPaletteSize) + kPaletteSize) % kPaletteSize]);
    return theme == ChartTheme::Dark ? c.lighter(135) : c;
}

int seriesColorCount()
{
    return kPaletteSize;
}

QColor ownedColor(ChartTheme theme)
{
    return seriesColor(0, theme);
}

QColor markerColor()
{
    return QColor(0xD55E00);
}

ChartTheme themeFromApplication()
{
    if (!qApp)
        return ChartTheme::Light;
    const QColor window = QApplication::palette().color(QPalette::Window);
    return window.lightnessF() < 0.5 ? ChartTheme::Dark : ChartTheme::Light;
}

void applyChartStyle(QChart *chart, ChartTheme theme)
{
    chart->setTheme(theme == ChartTheme::Dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(6, 6, 6, 6));
    if (theme == ChartTheme::Dark)
        chart->setBackgroundBrush(QBrush(QColor(0x232629)));
    QFont title = chart->titleFont();
    title.setPointSizeF(11);
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setVisible(true);
    chart->legend()->setAlignment(Qt::AlignBottom);
    QFont legendFont = chart->legend()->font();
    legendFont.setPointSizeF(9);
    chart->legend()->setFont(legendFont);
}

QPen linePen(const QColor &color, bool dashed)
{
    QPen pen(color);
    pen.setWidthF(2.5);
    if (dashed)
        pen.setStyle(Qt::DashLine);
    return pen;
}

void showChartTooltip(const QString &text)
{
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), text);
}

} // namespace aip::charts
