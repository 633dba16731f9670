#pragma once
// Painting a chart anywhere: into a PDF page, an SVG, a PNG or the clipboard, with or without a window.
//
// For the PDF quote (no window, e.g. `aiplanner-cli quote` on the offscreen platform):
//
//     std::unique_ptr<QChart> chart(charts::buildTcoChart(planTco, charts::ChartTheme::Light));
//     QPdfWriter pdf(path);  QPainter painter(&pdf);
//     charts::renderChart(chart.get(), &painter, QRectF(x, y, w, h)); // w, h in the painter's units
//
// renderChart() lays the chart out at the target's size in logical pixels of `layoutDpi` (so fonts keep their
// point size relative to the chart whatever the device's resolution), puts it in a private QGraphicsScene when it
// has none, paints it scaled into `target`, and leaves the chart as it found it. A chart shown in a QChartView is
// painted at the view's current layout instead, scaled to the target.

#include <QRectF>
#include <QSize>
#include <QString>

QT_BEGIN_NAMESPACE
class QChart;
class QImage;
class QPainter;
QT_END_NAMESPACE

namespace aip::charts {

// Paints `chart` into `target` of `painter`. `layoutSize` is the size the chart is laid out at (0 = the target's
// size converted at 96 dpi from the painter's device resolution).
void renderChart(QChart *chart, QPainter *painter, const QRectF &target, QSizeF layoutSize = {});
// The chart as an image of `size` logical pixels at `scale` device pixels each (2 = sharp on HiDPI and print).
QImage chartImage(QChart *chart, QSize size, qreal scale = 2);

// Exports; each returns an empty string or the error for users. Files are written atomically (QSaveFile).
QString saveChartPng(QChart *chart, QSize size, const QString &path);
QString saveChartSvg(QChart *chart, QSize size, const QString &path, const QString &title = {});
void copyChartToClipboard(QChart *chart, QSize size);

} // namespace aip::charts
