#include "quote/quotepagination.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <optional>

namespace aip {

namespace {

// A few passes settle it: a split moves every later row by about as much as the first pass predicts; the next
// passes only catch what the layout did differently.
constexpr int kMaxPasses = 3;
// Then up to this many passes that split one measured crossing each.
constexpr int kMaxSinglePasses = 8;
// A row taller than this share of a page cannot be kept on one page: it is left to break where it must.
constexpr double kMaxRowShareOfPage = 0.9;
// What starts a new page between the two halves of a split table: an empty paragraph of a tiny font.
const QLatin1String kPageBreak("<p style=\"page-break-before: always; margin: 0px; font-size: 1pt;\"></p>");

QList<QTextTable *> topLevelTables(QTextDocument *doc)
{
    QList<QTextTable *> out;
    const QList<QTextFrame *> frames = doc->rootFrame()->childFrames();
    for (QTextFrame *frame : frames) {
        if (auto *table = qobject_cast<QTextTable *>(frame))
            out.append(table);
    }
    return out;
}

struct RowGeometry {
    double top = 0, bottom = 0;
    bool valid = false;
};

RowGeometry rowGeometry(QTextDocument *doc, QTextTable *table, int row)
{
    QAbstractTextDocumentLayout *layout = doc->documentLayout();
    RowGeometry g;
    for (int c = 0; c < table->columns(); ++c) {
        const QTextTableCell cell = table->cellAt(row, c);
        if (!cell.isValid() || cell.row() != row || cell.column() != c)
            continue;
        const QRectF first = layout->blockBoundingRect(cell.firstCursorPosition().block());
        const QRectF last = layout->blockBoundingRect(cell.lastCursorPosition().block());
        g.top = g.valid ? std::min(g.top, first.top()) : first.top();
        g.bottom = g.valid ? std::max(g.bottom, last.bottom()) : last.bottom();
        g.valid = true;
    }
    return g;
}

int pageOf(double y, double pageHeight)
{
    return int(std::floor(y / pageHeight));
}

// The page a row or block starts on: a top within half a pixel of a page's end is the next page's top (Qt lays a row
// moved by a page break out from 0.02 px before the boundary).
int pageOfTop(double top, double pageHeight)
{
    return pageOf(top + 0.5, pageHeight);
}

// Where the HTML's top-level tables and their rows begin: for each table, the offset of its "<table" tag, the end of
// that tag, its header rows' HTML ("<thead>...</thead>", empty when none) and the offset of each "<tr" of its own
// (not of a table nested in a cell), in the order QTextTable numbers the rows.
struct HtmlTable {
    qsizetype start = 0, tagEnd = 0;
    QString thead;
    QList<qsizetype> rows;
};

QList<HtmlTable> scanTables(const QString &html)
{
    QList<HtmlTable> out;
    int depth = 0;
    qsizetype theadStart = -1;
    for (qsizetype i = html.indexOf(QLatin1Char('<')); i >= 0 && i < html.size();
         i = html.indexOf(QLatin1Char('<'), i + 1)) {
        const QStringView rest = QStringView(html).mid(i);
        auto is = [&rest](const char *tag) {
            const QLatin1String t(tag);
            if (!rest.startsWith(t, Qt::CaseInsensitive) || rest.size() <= t.size())
                return false;
            const QChar next = rest.at(t.size());
            return next == QLatin1Char('>') || next.isSpace();
        };
        if (is("<table")) {
            if (++depth == 1) {
                HtmlTable t;
                t.start = i;
                t.tagEnd = html.indexOf(QLatin1Char('>'), i) + 1;
                out.append(t);
            }
        } else if (is("</table")) {
            depth = std::max(0, depth - 1);
        } else if (depth == 1 && is("<tr")) {
            out.last().rows.append(i);
        } else if (depth == 1 && is("<thead")) {
            theadStart = i;
        } else if (depth == 1 && is("</thead") && theadStart >= 0) {
            out.last().thead = html.mid(theadStart, html.indexOf(QLatin1Char('>'), i) + 1 - theadStart);
            theadStart = -1;
        }
    }
    return out;
}

// Where a table that moves to the next page starts to move: at the "<h3" of a heading right above it (nothing but
// white space between the heading's end and the table), else at the table.
qsizetype headingAbove(const QString &html, qsizetype tableStart)
{
    const qsizetype close = html.lastIndexOf(QLatin1String("</h3>"), tableStart, Qt::CaseInsensitive);
    if (close < 0 || !QStringView(html).mid(close + 5, tableStart - close - 5).trimmed().isEmpty())
        return tableStart;
    const qsizetype open = html.lastIndexOf(QLatin1String("<h3"), close, Qt::CaseInsensitive);
    return open >= 0 ? open : tableStart;
}

struct Split {
    int table = 0;
    int row = 0; // 0 or a header row: the whole table moves to the next page
};

// Inserts the splits (in document order) into the HTML: the table closes before the row, a page break follows,
// and the table opens again with its header rows.
QString applySplits(const QString &html, const QList<Split> &splits)
{
    const QList<HtmlTable> tables = scanTables(html);
    QString out = html;
    // From the end, so the offsets before each insertion stay valid.
    for (auto it = splits.crbegin(); it != splits.crend(); ++it) {
        if (it->table >= tables.size())
            continue;
        const HtmlTable &t = tables.at(it->table);
        if (it->row <= 0 || it->row >= t.rows.size()) {
            // The whole table moves; a section heading right above it moves with it rather than end the page alone.
            out.insert(headingAbove(html, t.start), kPageBreak);
            continue;
        }
        const QString reopen
            = QStringLiteral("</table>") + kPageBreak + html.mid(t.start, t.tagEnd - t.start) + t.thead;
        out.insert(t.rows.at(it->row), reopen);
    }
    return out;
}

// The height a row's text needs, without the jump a page break put into it: the tallest cell's lines, summed.
double naturalHeight(QTextDocument *doc, QTextTable *table, int row)
{
    double tallest = 0;
    for (int c = 0; c < table->columns(); ++c) {
        const QTextTableCell cell = table->cellAt(row, c);
        if (!cell.isValid() || cell.row() != row || cell.column() != c)
            continue;
        double height = 0;
        const QTextBlock last = cell.lastCursorPosition().block();
        for (QTextBlock b = cell.firstCursorPosition().block(); b.isValid(); b = b.next()) {
            if (const QTextLayout *layout = b.layout()) {
                for (int i = 0; i < layout->lineCount(); ++i)
                    height += layout->lineAt(i).height();
            }
            if (b == last)
                break;
        }
        tallest = std::max(tallest, height);
    }
    Q_UNUSED(doc);
    return tallest;
}

// The rows that cross a page boundary, in document order. The layout after the splits is simulated row by row (each
// row's text height, the gap between rows, a moved row starting a page under its table's header), so one pass finds
// nearly every split; the next pass checks the real layout.
QList<Split> crossingRows(QTextDocument *doc)
{
    const double pageHeight = doc->pageSize().height();
    QList<Split> out;
    double shift = 0; // how far the splits so far move what follows
    const QList<QTextTable *> tables = topLevelTables(doc);
    for (int ti = 0; ti < tables.size(); ++ti) {
        QTextTable *table = tables.at(ti);
        const int rows = table->rows();
        QList<RowGeometry> g(rows);
        QList<double> h(rows, 0.0);
        for (int r = 0; r < rows; ++r) {
            g[r] = rowGeometry(doc, table, r);
            h[r] = naturalHeight(doc, table, r);
        }
        if (rows == 0 || !g[0].valid)
            continue;
        const int headerRows = std::min(table->format().headerRowCount(), rows);
        const QRectF frame = doc->documentLayout()->frameBoundingRect(table);
        const double lead = std::max(0.0, g[0].top - frame.top()); // from the table's top to its first text
        auto onOnePage
            = [&](int r) { return pageOfTop(g[r].top, pageHeight) == pageOf(g[r].top + h[r] - 0.5, pageHeight); };
        auto gapBefore = [&](int r) { // between row r-1's text and row r's, when the layout shows it
            return g[r].valid && g[r - 1].valid && onOnePage(r - 1)
                    && pageOf(g[r - 1].top, pageHeight) == pageOf(g[r].top, pageHeight)
                ? std::optional<double>(g[r].top - (g[r - 1].top + h[r - 1]))
                : std::nullopt;
        };
        double typicalGap = 2 * lead;
        for (int r = 1; r < rows; ++r) {
            if (const auto gap = gapBefore(r)) {
                typicalGap = *gap;
                break;
            }
        }
        double headerHeight = 0;
        if (headerRows > 0 && headerRows < rows && g[headerRows].valid)
            headerHeight = std::max(0.0, g[headerRows].top - g[0].top);
        double y = g[0].top + shift; // the simulated top of the current row's text
        for (int r = 0; r < rows; ++r) {
            if (r > 0)
                y += h[r - 1] + gapBefore(r).value_or(typicalGap);
            const bool crosses = pageOfTop(y, pageHeight) != pageOf(y + h[r] - 0.5, pageHeight);
            if (!crosses || h[r] >= kMaxRowShareOfPage * pageHeight)
                continue;
            const double nextPage = (pageOf(y, pageHeight) + 1) * pageHeight;
            if (r <= headerRows) {
                // The table starts the next page: its rows so far move with it.
                out.append({ti, 0});
                y = nextPage + lead + (y - (g[0].top + shift));
                shift = nextPage + lead - g[0].top; // the table's first row now starts there
            } else {
                out.append({ti, r});
                y = nextPage + lead + headerHeight;
            }
        }
        // What follows the table moves as far as its last row did.
        const int last = rows - 1;
        if (g[last].valid)
            shift = y + h[last] - (g[last].top + h[last]);
    }
    return out;
}

// The first row that crosses a page boundary in the layout as it is (no prediction): what the last passes split.
QList<Split> firstCrossingRow(QTextDocument *doc)
{
    const double pageHeight = doc->pageSize().height();
    const QList<QTextTable *> tables = topLevelTables(doc);
    for (int ti = 0; ti < tables.size(); ++ti) {
        QTextTable *table = tables.at(ti);
        const int headerRows = std::min(table->format().headerRowCount(), table->rows());
        for (int r = 0; r < table->rows(); ++r) {
            const RowGeometry g = rowGeometry(doc, table, r);
            if (g.valid && pageOfTop(g.top, pageHeight) != pageOf(g.bottom - 0.5, pageHeight)
                && g.bottom - g.top < kMaxRowShareOfPage * pageHeight)
                return {{ti, r <= headerRows ? 0 : r}};
        }
    }
    return {};
}

// A section heading left alone at the foot of a page: the block right before a table is a heading and ends on an
// earlier page than the table's first row. The whole table moves, and applySplits() takes the heading with it.
QList<Split> orphanedHeading(QTextDocument *doc)
{
    const double pageHeight = doc->pageSize().height();
    const QList<QTextTable *> tables = topLevelTables(doc);
    for (int ti = 0; ti < tables.size(); ++ti) {
        QTextTable *table = tables.at(ti);
        const QTextBlock before = table->firstCursorPosition().block().previous();
        const RowGeometry first = rowGeometry(doc, table, 0);
        if (!before.isValid() || !first.valid || before.blockFormat().headingLevel() <= 0)
            continue;
        const QRectF rect = doc->documentLayout()->blockBoundingRect(before);
        if (pageOf(rect.bottom() - 0.5, pageHeight) < pageOfTop(first.top, pageHeight))
            return {{ti, 0}};
    }
    return {};
}

} // namespace

QList<QRectF> tableRowRects(QTextDocument *doc)
{
    doc->pageCount(); // lays the document out
    QList<QRectF> out;
    for (QTextTable *table : topLevelTables(doc)) {
        for (int r = 0; r < table->rows(); ++r) {
            const RowGeometry g = rowGeometry(doc, table, r);
            if (g.valid)
                out.append(QRectF(0, g.top, doc->pageSize().width(), g.bottom - g.top));
        }
    }
    return out;
}

int setHtmlKeepingRows(QTextDocument *doc, const QString &html)
{
    QString current = html;
    int splits = 0;
    // First passes: every crossing the simulation predicts; last passes: one measured crossing at a time, for what the
    // prediction missed (each of those passes lays the whole document out again, so they are few).
    for (int pass = 0; pass < kMaxPasses + kMaxSinglePasses; ++pass) {
        doc->setHtml(current);
        doc->pageCount(); // lays the document out
        if (!(doc->pageSize().height() > 0))
            return splits;
        const QList<Split> found = pass < kMaxPasses ? crossingRows(doc) : firstCrossingRow(doc);
        if (found.isEmpty()) {
            if (pass < kMaxPasses && !firstCrossingRow(doc).isEmpty()) {
                pass = kMaxPasses - 1; // the prediction sees none, the layout has some: one at a time from here
            } else if (const QList<Split> orphan = orphanedHeading(doc); !orphan.isEmpty()) {
                current = applySplits(current, orphan);
                splits += 1;
            } else {
                return splits;
            }
            continue;
        }
        current = applySplits(current, found);
        splits += int(found.size());
    }
    doc->setHtml(current);
    return splits;
}

} // namespace aip
