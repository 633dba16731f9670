#pragma once
// Table rows that never split across pages (issue 17, item 3). QTextDocument paginates a table between the lines of
// a cell, so a row of several lines (an assumption with its source, a line item with a long description) could start
// at the foot of one page and end at the top of the next. setHtmlKeepingRows() lays the HTML out, finds every row of
// a top-level table that crosses a page boundary (and fits on a page) and splits the table before it in the HTML:
// the table closes, a page break follows, and the table opens again with its header rows, so the row starts the
// next page under the same header and no row is cut. A table whose first row crosses moves to the next page whole.
// The document's page size must be set.

#include <QList>
#include <QRectF>
#include <QString>

QT_BEGIN_NAMESPACE
class QTextDocument;
QT_END_NAMESPACE

namespace aip {

// Sets the document's HTML so; returns the number of splits made.
int setHtmlKeepingRows(QTextDocument *doc, const QString &html);

// The rows of the document's top-level tables, each as the rectangle its cells' text covers (document coordinates:
// pages stacked), in document order: the test reads them to check that none crosses a page boundary.
QList<QRectF> tableRowRects(QTextDocument *doc);

} // namespace aip
