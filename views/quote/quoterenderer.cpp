#include "quote/quoterenderer.h"

#include "io/checkedwrite.h"

#include "charts/chartrender.h"
#include "charts/roadmapchartbuilder.h"
#include "charts/tcochartbuilder.h"
#include "quote/quotehtml.h"
#include "quote/quotepagination.h"
#include "text/cleantext.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QChart>
#include <QFont>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <functional>

namespace aip {

namespace {

constexpr double kMm = QuoteRenderer::kDpi / 25.4; // pixels per millimetre at the layout resolution
constexpr double kMarginMm = 16;
constexpr double kTopMm = 18;
constexpr double kBottomMm = 20;

// DejaVu Sans for Latin text and digits, WenQuanYi Micro Hei for Chinese. Noto Sans CJK comes last: its PDF
// ToUnicode maps some ideographs to Kangxi radicals (示 -> ⽰), which breaks copying and searching the PDF.
QFont quoteFont(double pointSize)
{
    QFont f;
    f.setFamilies(
        {QStringLiteral("DejaVu Sans"), QStringLiteral("WenQuanYi Micro Hei"), QStringLiteral("Noto Sans CJK SC")});
    f.setPointSizeF(pointSize);
    return f;
}

std::unique_ptr<QTextDocument> makeDocument(QPaintDevice *device, const QSizeF &pageSize)
{
    auto doc = std::make_unique<QTextDocument>();
    doc->documentLayout()->setPaintDevice(device);
    doc->setDefaultFont(quoteFont(8.5));
    doc->setDocumentMargin(0);
    doc->setPageSize(pageSize);
    return doc;
}

// A draft (a plan with errors, exported anyway): a red line above the header band and a large diagonal "DRAFT"
// over the page, both as text, so a reader of the PDF and a search of it (pdftotext) find the mark on every page.
void paintDraftMark(QPainter *painter, const QSizeF &pagePx, const QRectF &content)
{
    painter->save();
    QFont band = quoteFont(9);
    band.setBold(true);
    band.setLetterSpacing(QFont::AbsoluteSpacing, 0.1); // no "fi" ligature: "configuration" stays searchable
    painter->setFont(band);
    painter->setPen(QColor(0xb4, 0x23, 0x18));
    const QRectF top(content.left(), 2.5 * kMm, content.width(), 5 * kMm);
    painter->drawText(top, Qt::AlignHCenter | Qt::AlignTop, QuoteRenderer::tr("DRAFT — this configuration has errors"));
    QFont big = quoteFont(96);
    big.setBold(true);
    painter->setFont(big);
    painter->setPen(QColor(0xb4, 0x23, 0x18, 0x30));
    painter->translate(pagePx.width() / 2, pagePx.height() / 2);
    painter->rotate(-40);
    const QRectF mark(-pagePx.width(), -pagePx.height() / 4, 2 * pagePx.width(), pagePx.height() / 2);
    painter->drawText(mark, Qt::AlignCenter, QuoteRenderer::tr("DRAFT"));
    painter->restore();
}

} // namespace

namespace {

// The chart's place on a page, in layout pixels: the content's width and 42% of its height (QuoteRenderer's layout).
QSize chartSizeFor(const QPageSize &pageSize)
{
    const QSizeF mm = pageSize.size(QPageSize::Millimeter);
    const double width = mm.width() * kMm - 2 * kMarginMm * kMm;
    const double height = mm.height() * kMm - (kTopMm + kBottomMm) * kMm;
    return QSize(int(width), int(height * 0.42));
}

// The size a chart of `chartPx` (at kDpi) is laid out at: 96-dpi logical pixels, as on any page.
QSizeF chartLayoutSize(const QSize &chartPx)
{
    return QSizeF(chartPx) * (96.0 / QuoteRenderer::kDpi);
}

// The TCO chart's legend names each option in full ("Cloud: aws-p4d.24xlarge, on demand (5 instances)"). Qt Charts
// lays a bottom legend out in one row and cuts what does not fit: with three or four entries on a page's width, the
// cloud option lost its pricing and instance count. On the page the legend is a list under the plot, one entry a
// line, as tall as its entries need, so every label is whole in either language.
void legendAsList(QChart *chart, const QSizeF &layoutSize)
{
    QLegend *legend = chart->legend();
    if (!legend)
        return;
    // Every marker with a label takes a line (one a builder hid leaves a blank line at most): a chart outside a scene
    // reports all its items as not visible, so visibility cannot tell yet.
    int entries = 0;
    for (QLegendMarker *marker : legend->markers())
        entries += marker->series() && !marker->label().isEmpty() ? 1 : 0;
    if (entries == 0)
        return;
    const QFontMetricsF metrics(legend->font());
    const double rowHeight = std::ceil(metrics.height() * 1.5); // the label and the gap to the next entry
    const double height = entries * rowHeight + 8;
    legend->detachFromChart();
    legend->setAlignment(Qt::AlignLeft); // one entry a line
    legend->setBackgroundVisible(false);
    QMargins margins = chart->margins();
    margins.setBottom(margins.bottom() + int(std::ceil(height)));
    chart->setMargins(margins);
    constexpr double inset = 12; // in from the chart's sides, as the plot's own margin
    legend->setGeometry(QRectF(inset, layoutSize.height() - height, layoutSize.width() - 2 * inset, height));
    legend->update();
}

// The TCO chart as the quote shows it: the charts tab's, with its legend as a list (legendAsList).
std::unique_ptr<QChart> tcoChartForPage(const tco::PlanTco &tco, const QSizeF &layoutSize)
{
    std::unique_ptr<QChart> chart(charts::buildTcoChart(tco, charts::ChartTheme::Light));
    legendAsList(chart.get(), layoutSize);
    return chart;
}

// The chart drawn as SVG, laid out at 96 dpi as renderChart() lays out a chart on any page.
QByteArray chartSvg(QChart *chart, const QSize &chartPx)
{
    const QSize layout = chartLayoutSize(chartPx).toSize();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setResolution(96);
    svg.setSize(layout);
    svg.setViewBox(QRect(QPoint(0, 0), layout));
    QPainter painter(&svg);
    charts::renderChart(chart, &painter, QRectF(QPointF(0, 0), QSizeF(layout)), QSizeF(layout));
    painter.end();
    return bytes;
}

} // namespace

QuoteChartDrawings QuoteRenderer::drawCharts(const QuoteContent &content, const QPageSize &pageSize)
{
    const QSize chartPx = chartSizeFor(pageSize);
    QuoteChartDrawings out;
    if (content.tco) {
        const std::unique_ptr<QChart> chart = tcoChartForPage(*content.tco, chartLayoutSize(chartPx));
        out.tco = chartSvg(chart.get(), chartPx);
    }
    if (content.roadmap) {
        std::unique_ptr<QChart> chart(charts::buildRoadmapChart(*content.roadmap, charts::ChartTheme::Light));
        out.roadmap = chartSvg(chart.get(), chartPx);
    }
    return out;
}

QPageSize QuoteRenderer::pageSizeFor(const QuoteSettings &quote)
{
    return quote.paper == QLatin1String("letter") ? QPageSize(QPageSize::Letter) : QPageSize(QPageSize::A4);
}

QuoteRenderer::QuoteRenderer(const QuoteContent &content, const QPageSize &pageSize)
    : m_c(content)
    , m_layoutDevice(1, 1, QImage::Format_RGB32)
{
    m_layoutDevice.setDotsPerMeterX(qRound(kDpi / 0.0254));
    m_layoutDevice.setDotsPerMeterY(qRound(kDpi / 0.0254));
    const QSizeF mm = pageSize.size(QPageSize::Millimeter);
    m_pagePx = QSizeF(mm.width() * kMm, mm.height() * kMm);
    m_content = QRectF(kMarginMm * kMm, kTopMm * kMm, m_pagePx.width() - 2 * kMarginMm * kMm,
                       m_pagePx.height() - (kTopMm + kBottomMm) * kMm);

    // One document for the whole quote: the TCO section follows the commercial part on its page when it fits (two
    // documents started it on a new page, after a page that held the last two rows of the software table), and
    // the pagination keeps every table row, and the chart with its heading, on one page.
    const QuoteHtml html(m_c);
    m_doc = makeDocument(&m_layoutDevice, m_content.size());
    if (!m_c.seller.logo.isNull()) {
        const int h = qRound(QuoteHtml::logoHeightPx() * kDpi / 96.0);
        m_doc->addResource(QTextDocument::ImageResource, QUrl(QuoteHtml::logoResourceName()),
                           m_c.seller.logo.scaledToHeight(h, Qt::SmoothTransformation));
    }
    m_chartPx = chartSizeFor(pageSize);
    QImage blank(m_chartPx, QImage::Format_ARGB32);
    blank.fill(Qt::transparent);
    m_doc->addResource(QTextDocument::ImageResource, QUrl(QuoteHtml::chartResourceName()), blank);
    m_doc->addResource(QTextDocument::ImageResource, QUrl(QuoteHtml::roadmapChartResourceName()), blank);
    // QTextDocument scales an image's HTML size by the device's dpi over 96, so give it in 96-dpi pixels.
    const double htmlScale = kDpi / 96.0;
    const int chartW = qRound(m_chartPx.width() / htmlScale), chartH = qRound(m_chartPx.height() / htmlScale);
    setHtmlKeepingRows(m_doc.get(),
                       html.commercialPart() + html.tcoAndTermsPart(chartW, chartH)
                           + html.roadmapAppendix(chartW, chartH));
}

QuoteRenderer::~QuoteRenderer() = default;

int QuoteRenderer::pageCount() const
{
    return m_doc->pageCount();
}

int QuoteRenderer::linesOfParagraph(const QString &text) const
{
    int most = 0;
    for (QTextBlock block = m_doc->begin(); block.isValid(); block = block.next()) {
        if (block.text() == text && block.layout())
            most = std::max(most, block.layout()->lineCount());
    }
    return most;
}

QRectF QuoteRenderer::chartRect(const QString &name) const
{
    // Find the placeholder image and where the layout put it (document coordinates: pages stacked).
    for (QTextBlock block = m_doc->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isImageFormat())
                continue;
            if (fragment.charFormat().toImageFormat().name() != name)
                continue;
            const QRectF blockRect = m_doc->documentLayout()->blockBoundingRect(block);
            const QTextLayout *layout = block.layout();
            const QTextLine line = layout->lineForTextPosition(fragment.position() - block.position());
            const double x
                = blockRect.x() + (line.isValid() ? line.cursorToX(fragment.position() - block.position()) : 0);
            const double y = blockRect.y() + (line.isValid() ? line.y() : 0);
            return QRectF(x, y, m_chartPx.width(), m_chartPx.height());
        }
    }
    return {};
}

void QuoteRenderer::paintDocumentPage(QPainter *painter, QTextDocument *doc, int docPage) const
{
    painter->save();
    painter->translate(m_content.topLeft());
    const QRectF clip(0, docPage * m_content.height(), m_content.width(), m_content.height());
    painter->translate(0, -clip.top());
    QAbstractTextDocumentLayout::PaintContext ctx;
    ctx.clip = clip;
    ctx.palette.setColor(QPalette::Text, Qt::black);
    painter->setClipRect(clip);
    doc->documentLayout()->draw(painter, ctx);
    painter->restore();
}

void QuoteRenderer::paintChrome(QPainter *painter, int page) const
{
    painter->save();
    painter->setPen(QColor(0x55, 0x5f, 0x6a));
    painter->setFont(quoteFont(7.5));
    const QRectF footer(m_content.left(), m_pagePx.height() - kBottomMm * kMm + 6 * kMm, m_content.width(), 6 * kMm);
    painter->drawLine(QPointF(footer.left(), footer.top() - 2 * kMm), QPointF(footer.right(), footer.top() - 2 * kMm));
    // The left-hand text of a header or footer line holds user text (the seller's or customer's name): on one line,
    // without control characters or bidi overrides, and cut short with "…" before it reaches the right-hand text.
    const QFontMetricsF metrics(painter->font(), painter->device());
    auto leftText = [&](const QString &textIn, const QString &right) {
        const double room = m_content.width() - metrics.horizontalAdvance(right) - 4 * kMm;
        // At most a line's worth is measured: a name of 200,000 characters is cut long before.
        constexpr qsizetype kMaxLineChars = 400;
        return metrics.elidedText(text::cleanLine(textIn.left(kMaxLineChars)), Qt::ElideRight, std::max(0.0, room));
    };
    const QString seller = text::hasVisibleCharacter(m_c.seller.party.name) ? m_c.seller.party.name : QString();
    const QString pageText = tr("Page %1 of %2").arg(page + 1).arg(pageCount());
    painter->drawText(
        footer, Qt::AlignLeft | Qt::AlignTop,
        leftText(seller.isEmpty() ? tr("Quote %1").arg(m_c.number) : tr("%1 · Quote %2").arg(seller, m_c.number),
                 pageText));
    painter->drawText(footer, Qt::AlignRight | Qt::AlignTop, pageText);
    if (page > 0) {
        const QRectF header(m_content.left(), 8 * kMm, m_content.width(), 6 * kMm);
        const QString date = QuoteHtml(m_c).date(m_c.date); // as on page 1
        // "Quote N — customer", or the plan's name when no customer is named; never a dangling dash.
        const QString &customer = m_c.plan.quote.customer.name;
        const QString about = text::hasVisibleCharacter(customer) ? customer
            : text::hasVisibleCharacter(m_c.plan.name)            ? m_c.plan.name
                                                                  : QString();
        const QString title
            = about.isEmpty() ? tr("Quote %1").arg(m_c.number) : tr("Quote %1 — %2").arg(m_c.number, about);
        painter->drawText(header, Qt::AlignLeft | Qt::AlignTop, leftText(title, date));
        painter->drawText(header, Qt::AlignRight | Qt::AlignTop, date);
    }
    painter->restore();
    if (m_c.draft)
        paintDraftMark(painter, m_pagePx, m_content);
}

void QuoteRenderer::paintPage(QPainter *painter, int page) const
{
    painter->fillRect(QRectF(QPointF(0, 0), m_pagePx), Qt::white);
    paintDocumentPage(painter, m_doc.get(), page);
    // Each chart where the layout put its placeholder: the TCO's, and the roadmap appendix's.
    auto paintChart
        = [&](const QString &name, const QByteArray &drawing, const std::function<std::unique_ptr<QChart>()> &build) {
              const QRectF chart = chartRect(name);
              if (!chart.isValid() || int(chart.top() / m_content.height()) != page)
                  return;
              const QRectF onPage = chart.translated(m_content.left(), m_content.top() - page * m_content.height());
              if (!drawing.isEmpty()) {
                  QSvgRenderer svg(drawing);
                  svg.render(painter, onPage);
                  return;
              }
              // Laid out at the size the drawings are (chartSvg), whatever the device's resolution.
              const std::unique_ptr<QChart> built = build();
              charts::renderChart(built.get(), painter, onPage, chartLayoutSize(m_chartPx));
          };
    if (m_c.tco)
        paintChart(QuoteHtml::chartResourceName(), m_drawings.tco,
                   [this] { return tcoChartForPage(*m_c.tco, chartLayoutSize(m_chartPx)); });
    if (m_c.roadmap)
        paintChart(QuoteHtml::roadmapChartResourceName(), m_drawings.roadmap, [this] {
            return std::unique_ptr<QChart>(charts::buildRoadmapChart(*m_c.roadmap, charts::ChartTheme::Light));
        });
    paintChrome(painter, page);
}

QImage QuoteRenderer::pageImage(int page, int dpi) const
{
    const double scale = double(dpi) / kDpi;
    QImage image((m_pagePx * scale).toSize(), QImage::Format_RGB32);
    image.setDotsPerMeterX(qRound(dpi / 0.0254));
    image.setDotsPerMeterY(qRound(dpi / 0.0254));
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(scale, scale);
    paintPage(&painter, page);
    return image;
}

QString writeQuotePdf(const QuoteContent &content, const QString &path, const QuoteChartDrawings *drawings)
{
    // Rendered in memory, then written with every step checked (atomic for a file; /dev/full and a full disk say
    // so instead of "Unknown error").
    QBuffer file;
    file.open(QIODevice::WriteOnly);
    const QPageSize pageSize = QuoteRenderer::pageSizeFor(content.plan.quote);
    QuoteRenderer renderer(content, pageSize);
    if (drawings)
        renderer.setChartDrawings(*drawings);
    {
        QPdfWriter writer(&file);
        writer.setResolution(QuoteRenderer::kDpi);
        writer.setPageSize(pageSize);
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setTitle(QuoteRenderer::tr("Quote %1").arg(content.number));
        writer.setCreator(QStringLiteral("AI Server Planner"));
        QPainter painter;
        if (!painter.begin(&writer)) {
            return QuoteRenderer::tr("cannot write %1: the PDF could not be started").arg(path);
        }
        for (int page = 0; page < renderer.pageCount(); ++page) {
            if (page > 0)
                writer.newPage();
            renderer.paintPage(&painter, page);
        }
        painter.end();
    }
    const QString why = writeFileChecked(path, file.data());
    if (!why.isEmpty())
        return QuoteRenderer::tr("cannot write %1: %2").arg(path, why);
    return {};
}

} // namespace aip
