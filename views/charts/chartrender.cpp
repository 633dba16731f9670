#include "charts/chartrender.h"

#include <QApplication>
#include <QBuffer>
#include <QChart>
#include <QClipboard>
#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QImage>
#include <QPaintDevice>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace aip::charts {

namespace {
QString tr(const char *text)
{
    // lupdate files tr() of a free function under its namespace: ask for the same context.
    return QCoreApplication::translate("aip::charts", text);
}

// Runs the chart's deferred layout now: a chart outside a visible view is never laid out by the event loop.
void layOut(QChart *chart)
{
    if (QGraphicsLayout *layout = chart->layout())
        layout->activate();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
}

QString writeAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("Cannot write %1: %2").arg(path, file.errorString());
    if (file.write(bytes) != bytes.size() || !file.commit())
        return tr("Cannot write %1: %2").arg(path, file.errorString());
    return {};
}
} // namespace

void renderChart(QChart *chart, QPainter *painter, const QRectF &target, QSizeF layoutSize)
{
    if (!chart || !painter || target.isEmpty())
        return;
    if (QGraphicsScene *scene = chart->scene()) {
        // Shown in a view: paint it as laid out there.
        scene->render(painter, target, chart->sceneBoundingRect(), Qt::KeepAspectRatio);
        return;
    }
    if (layoutSize.isEmpty()) {
        // The target in 96-dpi logical pixels, so a chart on a 1200-dpi PDF page is not laid out 12x too large.
        const QPaintDevice *device = painter->device();
        const qreal dpi = device ? qreal(device->logicalDpiX()) : 96.0;
        const qreal k = dpi > 0 ? 96.0 / dpi : 1.0;
        layoutSize = QSizeF(target.width() * k, target.height() * k);
    }
    const bool animated = chart->animationOptions() != QChart::NoAnimation;
    const QChart::AnimationOptions animations = chart->animationOptions();
    if (animated)
        chart->setAnimationOptions(QChart::NoAnimation);
    QGraphicsScene scene;
    scene.addItem(chart);
    chart->setPos(0, 0);
    chart->resize(layoutSize);
    layOut(chart);
    scene.setSceneRect(QRectF(QPointF(0, 0), layoutSize));
    scene.render(painter, target, scene.sceneRect(), Qt::IgnoreAspectRatio);
    scene.removeItem(chart);
    if (animated)
        chart->setAnimationOptions(animations);
}

QImage chartImage(QChart *chart, QSize size, qreal scale)
{
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    renderChart(chart, &painter, QRectF(QPointF(0, 0), QSizeF(size)), QSizeF(size));
    painter.end();
    return image;
}

QString saveChartPng(QChart *chart, QSize size, const QString &path)
{
    const QImage image = chartImage(chart, size);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return tr("Cannot encode the chart as PNG");
    return writeAtomically(path, bytes);
}

QString saveChartSvg(QChart *chart, QSize size, const QString &path, const QString &title)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(title.isEmpty() ? chart->title() : title);
    svg.setDescription(tr("Chart exported by AI Server Planner"));
    QPainter painter(&svg);
    renderChart(chart, &painter, QRectF(QPointF(0, 0), QSizeF(size)), QSizeF(size));
    painter.end();
    return writeAtomically(path, bytes);
}

void copyChartToClipboard(QChart *chart, QSize size)
{
    if (QClipboard *clipboard = QApplication::clipboard())
        clipboard->setImage(chartImage(chart, size));
}

} // namespace aip::charts
