#pragma once
// Lays a quote out in pages and paints them: the PDF writer paints them into a QPdfWriter, the Quote tab's
// preview into images, so the preview is the PDF. Layout happens once, at a fixed 300 dpi, whatever the device.
//
// Pages: the commercial part (header, customer, line items grouped by server type then the fabric, totals,
// configuration and performance summaries), then the TCO chart (vector, from charts/tcochartbuilder; with its heading,
// on the same page as the commercial part's end when it fits, else on the next), the TCO table and its assumptions,
// the terms and the signature block flow over as many pages as they need; then (when the plan has a growth profile)
// the roadmap appendix on a page of its own with its chart (charts/roadmapchartbuilder). Every page has a footer
// "Quote N · page X of Y"; pages after the first a running header.

#include "quote/quotecontent.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QPageSize>
#include <QRectF>

#include <memory>

QT_BEGIN_NAMESPACE
class QPainter;
class QTextDocument;
QT_END_NAMESPACE

namespace aip {

// The charts of the quote's second part as vector drawings (SVG), made where Qt Charts may run (the GUI thread) so
// that a renderer on any thread can paint them (issue 16: the preview's pages are laid out and painted off the GUI
// thread). Empty bytes: the chart is built when the page is painted (GUI thread only).
struct QuoteChartDrawings {
    QByteArray tco, roadmap;
};

class QuoteRenderer
{
    Q_DECLARE_TR_FUNCTIONS(QuoteRenderer)
public:
    static constexpr int kDpi = 300;

    QuoteRenderer(const QuoteContent &content, const QPageSize &pageSize);
    ~QuoteRenderer();
    QuoteRenderer(const QuoteRenderer &) = delete;
    QuoteRenderer &operator=(const QuoteRenderer &) = delete;

    int pageCount() const;
    QSizeF pageSizePx() const { return m_pagePx; } // at kDpi
    // Paints page `page` (0-based) with the painter's coordinates in pixels at kDpi.
    void paintPage(QPainter *painter, int page) const;
    // The page as an image at `dpi`, for the preview.
    QImage pageImage(int page, int dpi) const;

    static QPageSize pageSizeFor(const QuoteSettings &quote); // A4 unless the plan says "letter"

    // The most lines a paragraph whose whole text is `text` (a table cell's figure) takes in the laid-out quote; 0
    // where there is none. A figure the layout broke takes two.
    int linesOfParagraph(const QString &text) const;

    // The charts of `content` drawn as SVG at the size the page gives them. GUI thread only (Qt Charts).
    static QuoteChartDrawings drawCharts(const QuoteContent &content, const QPageSize &pageSize);
    // With drawings, paintPage() and pageImage() are reentrant: a renderer made and used on a worker thread paints
    // into its own images (QTextDocument, QPainter on QImage and QSvgRenderer are; Qt Charts are not).
    void setChartDrawings(QuoteChartDrawings drawings) { m_drawings = std::move(drawings); }

private:
    void paintDocumentPage(QPainter *painter, QTextDocument *doc, int docPage) const;
    void paintChrome(QPainter *painter, int page) const;
    // Where the layout put the placeholder image `name` (a chart's place), in document coordinates (pages stacked).
    QRectF chartRect(const QString &name) const;

    QuoteContent m_c;
    QSizeF m_pagePx;
    QRectF m_content; // the body's rectangle on a page
    QImage m_layoutDevice;
    std::unique_ptr<QTextDocument> m_doc; // the whole quote, laid out in pages of m_content's size
    QSize m_chartPx;
    QuoteChartDrawings m_drawings;
};

// Writes the quote as a PDF at `path`, atomically (QSaveFile): a failure leaves no file and any previous one
// intact. Returns an empty string or the error for users. Without drawings the charts are built as the pages are
// painted (GUI thread only); with the drawings of drawCharts() it runs on any thread (the Quote tab's export).
QString writeQuotePdf(const QuoteContent &content, const QString &path, const QuoteChartDrawings *drawings = nullptr);

} // namespace aip
