// The quote's sections on its pages (issue 17, item 3): a section heading goes with the table that moves to the next
// page, and the TCO section follows the commercial part on its page when it fits (one document, no forced page).
#include "quote/quotecontent.h"
#include "quote/quotehtml.h"
#include "quote/quotepagination.h"
#include "quote/quoterenderer.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextDocument>

#include <cmath>

using namespace aip;

namespace {

// The page (of `pageHeight`) the first block whose text contains `text` starts on; -1 when there is none.
int pageOfText(QTextDocument *doc, const QString &text, double pageHeight)
{
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        if (b.text().contains(text))
            return int(std::floor(doc->documentLayout()->blockBoundingRect(b).top() / pageHeight));
    }
    return -1;
}

} // namespace

TEST_CASE("a section heading moves to the next page with the table that does")
{
    constexpr double kPage = 400;
    QTextDocument doc;
    doc.setPageSize(QSizeF(600, kPage));
    // Filler up to near the page's foot, then a heading and a one-row table too tall for the room left.
    QString html;
    for (int i = 0; i < 13; ++i)
        html += QStringLiteral("<p>filler paragraph %1</p>").arg(i);
    html += QStringLiteral("<h3 style=\"margin-top:10px;\">Cumulative cost by month</h3>");
    html += QStringLiteral("<table width=\"100%\"><tr><td>%1</td></tr></table>")
                .arg(QStringLiteral("a tall row of words that wrap over many lines ").repeated(30));
    html += QStringLiteral("<p>after</p>");
    doc.setHtml(html);
    doc.pageCount();
    const QList<QRectF> before = tableRowRects(&doc);
    REQUIRE(before.size() == 1);
    INFO("heading on page " << pageOfText(&doc, QStringLiteral("Cumulative cost"), kPage) << ", row from "
                            << before.first().top() << " to " << before.first().bottom());
    // The set-up does what it means to: the heading is on page 1 and the row would cross onto page 2.
    REQUIRE(pageOfText(&doc, QStringLiteral("Cumulative cost"), kPage) == 0);
    REQUIRE(std::floor(before.first().bottom() / kPage) == 1);

    CHECK(setHtmlKeepingRows(&doc, html) == 1);
    const QList<QRectF> after = tableRowRects(&doc);
    REQUIRE(after.size() == 1);
    const int rowPage = int(std::floor(after.first().top() / kPage));
    CHECK(rowPage == 1);
    CHECK(std::floor((after.first().bottom() - 0.5) / kPage) == rowPage);
    // The heading went with it, not left alone at the foot of page 1.
    CHECK(pageOfText(&doc, QStringLiteral("Cumulative cost"), kPage) == rowPage);
    CHECK(pageOfText(&doc, QStringLiteral("filler paragraph 12"), kPage) == 0);
}

TEST_CASE("a heading left at the foot of a page by a table that starts the next one goes with the table")
{
    constexpr double kPage = 400;
    QTextDocument doc;
    doc.setPageSize(QSizeF(600, kPage));
    // The amount of filler that leaves the heading on page 1 and the table's first row (too tall for the room left,
    // so the layout itself starts it on page 2, with nothing crossing) on page 2.
    auto build = [](int fillers) {
        QString html;
        for (int i = 0; i < fillers; ++i)
            html += QStringLiteral("<p>filler paragraph %1</p>").arg(i);
        html += QStringLiteral("<h3>Assumptions</h3><table width=\"100%\"><tr><td>%1</td></tr><tr><td>b</td></tr>"
                               "</table><p>after</p>")
                    .arg(QStringLiteral("words that wrap over a few lines ").repeated(8));
        return html;
    };
    QString html;
    for (int n = 1; n < 40 && html.isEmpty(); ++n) {
        doc.setHtml(build(n));
        doc.pageCount();
        const QList<QRectF> rows = tableRowRects(&doc);
        if (!rows.isEmpty() && pageOfText(&doc, QStringLiteral("Assumptions"), kPage) == 0
            && std::floor(rows.first().top() / kPage) == 1)
            html = build(n);
    }
    REQUIRE_FALSE(html.isEmpty()); // the set-up reaches the case: heading on page 1, table from page 2

    setHtmlKeepingRows(&doc, html);
    const QList<QRectF> after = tableRowRects(&doc);
    REQUIRE(after.size() == 2);
    const int rowPage = int(std::floor(after.first().top() / kPage));
    CHECK(pageOfText(&doc, QStringLiteral("Assumptions"), kPage) == rowPage);
}

TEST_CASE("the TCO section follows the commercial part on its page, with its heading and chart together")
{
    Plan plan = viewtest::makePlan();
    plan.hasWorkload = false;
    const QuoteContent c = QuoteBuilder::build(plan, viewtest::makeCatalog(), QStringLiteral("en"), QDate(2026, 1, 1),
                                               QStringLiteral("Q-1"), SellerInfo{});
    REQUIRE(c.tco);
    const QuoteHtml html(c);
    // The heading and the chart's place are one row of a table of their own, which the pagination keeps whole.
    const QString tco = html.tcoAndTermsPart(600, 300);
    const qsizetype table = tco.indexOf(QStringLiteral("<table"));
    const qsizetype heading = tco.indexOf(QStringLiteral("Cumulative cost by month"));
    const qsizetype chart = tco.indexOf(QuoteHtml::chartResourceName());
    REQUIRE(table >= 0);
    CHECK(table < heading);
    CHECK(heading < chart);
    CHECK(tco.indexOf(QStringLiteral("</table>")) > chart);
    CHECK_FALSE(tco.left(table).contains(QStringLiteral("page-break")));
    // One document: the pages are the commercial part's and the TCO part's flowing on, not two page runs.
    const QuoteRenderer renderer(c, QPageSize(QPageSize::A4));
    CHECK(renderer.pageCount() >= 2);
}

TEST_CASE("the terms and the signatures stay together")
{
    Plan plan = viewtest::makePlan();
    const QuoteContent c = QuoteBuilder::build(plan, viewtest::makeCatalog(), QStringLiteral("en"), QDate(2026, 1, 1),
                                               QStringLiteral("Q-1"), SellerInfo{});
    const QString part = QuoteHtml(c).tcoAndTermsPart(600, 300);
    // The last top-level table holds the terms' heading and both signature lines: one row the pagination keeps whole,
    // so no page holds the signatures alone.
    const qsizetype last = part.lastIndexOf(QStringLiteral("<table"));
    REQUIRE(last >= 0);
    const QString tail = part.mid(last);
    CHECK(tail.contains(QStringLiteral("Terms")));
    CHECK(tail.contains(QStringLiteral("For the seller")));
    CHECK(tail.contains(QStringLiteral("Accepted by the customer")));
    CHECK(tail.count(QStringLiteral("<table")) == 1);
}
