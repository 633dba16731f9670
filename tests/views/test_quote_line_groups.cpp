// The Quote tab's line table grouped as the PDF groups its line items (issue 17): each server type, the network
// fabric and the storage system under a heading row of their own, from the one grouping both use
// (quote/quotelinegroups.h); the keyboard passes over the headings, from line to line.
#include "document/plandocument.h"
#include "quote/quotecontent.h"
#include "quote/quotelinegroups.h"
#include "quote/quotelinesmodel.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTableView>
#include <QTest>

using namespace aip;

namespace {

Plan planWithStorage()
{
    Plan plan = viewtest::makePlan(); // two server types and a fabric
    plan.hasWorkload = false;
    plan.hasQuote = true;
    plan.extra.insert(QStringLiteral("storage"),
                      QJsonDocument::fromJson(R"({"system": "ddn-ai400x2", "nodes": 2})").object());
    return plan;
}

QStringList headingTitles(const QuoteLinesModel &model)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.index(r, 0).data(QuoteLinesModel::HeadingRole).toBool())
            out.append(model.index(r, QuoteLinesModel::Sku).data().toString());
    }
    return out;
}

} // namespace

TEST_CASE("quote line groups: every line in one group, each group one run of its kind")
{
    const PricedQuote priced = priceQuote(planWithStorage(), *viewtest::sharedCatalog());
    const QList<QuoteLineGroup> groups = groupQuoteLines(priced.lines);
    REQUIRE(groups.size() == 4);
    CHECK(groups.at(0).kind == QuoteLineGroup::Kind::Server);
    CHECK(groups.at(1).kind == QuoteLineGroup::Kind::Server);
    CHECK(groups.at(0).serverId != groups.at(1).serverId);
    CHECK(groups.at(2).kind == QuoteLineGroup::Kind::Fabric);
    CHECK(groups.at(3).kind == QuoteLineGroup::Kind::Storage);
    qsizetype next = 0;
    for (const QuoteLineGroup &g : groups) {
        CHECK(g.first == next);
        CHECK(g.count > 0);
        for (qsizetype i = g.first; i < g.first + g.count; ++i)
            CHECK(priced.lines.at(i).serverId == g.serverId);
        next = g.first + g.count;
    }
    CHECK(next == priced.lines.size());
    CHECK(groupQuoteLines({}).isEmpty());
}

TEST_CASE("the Quote tab's line table shows the lines under the PDF's group headings")
{
    PlanDocument doc;
    doc.reset(planWithStorage(), {});
    QuoteLinesModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setCatalog(viewtest::sharedCatalog());
    model.showEvaluation(evaluatePlan(doc.plan(), *viewtest::sharedCatalog(), nullptr, false));
    const QList<QuoteLine> &lines = model.priced().lines;
    REQUIRE(model.rowCount() == lines.size() + 4);
    // The same headings, in the same order, as the PDF's line items.
    CHECK(headingTitles(model)
          == QStringList({QStringLiteral("DGX A100 — 16 nodes"), QStringLiteral("HGX H100 — 2 nodes"),
                          QStringLiteral("Network fabric"), QStringLiteral("Storage")}));
    CHECK(model.isHeading(0));
    CHECK(model.index(0, QuoteLinesModel::Discount).flags() == Qt::NoItemFlags);
    CHECK_FALSE(model.setData(model.index(0, QuoteLinesModel::Discount), QStringLiteral("10")));
    // Each line row shows its line, in the priced order.
    qsizetype expected = 0;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.isHeading(r))
            continue;
        REQUIRE(model.lineAt(r) == expected);
        CHECK(model.index(r, QuoteLinesModel::Sku).data().toString() == lines.at(expected).sku);
        CHECK(model.index(r, QuoteLinesModel::Sku).flags().testFlag(Qt::ItemIsSelectable));
        ++expected;
    }
    CHECK(expected == lines.size());
}

TEST_CASE("the keyboard moves over the line table's headings from line to line")
{
    PlanDocument doc;
    doc.reset(planWithStorage(), {});
    QuoteLinesModel model(&doc);
    model.setCatalog(viewtest::sharedCatalog());
    model.showEvaluation(evaluatePlan(doc.plan(), *viewtest::sharedCatalog(), nullptr, false));
    QTableView view;
    view.setModel(&model);
    view.setSelectionBehavior(QAbstractItemView::SelectRows);
    view.setSelectionMode(QAbstractItemView::SingleSelection);
    view.resize(800, 2000);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    int first = 0;
    while (model.isHeading(first))
        ++first;
    view.setCurrentIndex(model.index(first, QuoteLinesModel::Sku));
    int lineRows = 1;
    for (int step = 0; step < model.rowCount(); ++step) {
        const int before = view.currentIndex().row();
        QTest::keyClick(&view, Qt::Key_Down);
        const int now = view.currentIndex().row();
        if (now == before)
            break; // the last line
        INFO("row " << now);
        CHECK_FALSE(model.isHeading(now));
        ++lineRows;
    }
    // Every line reached, none of the four headings.
    CHECK(lineRows == model.priced().lines.size());
    // Up from the first line of a group skips its heading to the previous group's last line.
    const QList<QuoteLineGroup> groups = groupQuoteLines(model.priced().lines);
    const int secondGroupFirstRow = int(groups.at(0).count) + 2; // heading, lines, heading, then this
    view.setCurrentIndex(model.index(secondGroupFirstRow, QuoteLinesModel::Sku));
    REQUIRE(view.currentIndex().row() == secondGroupFirstRow);
    QTest::keyClick(&view, Qt::Key_Up);
    CHECK(view.currentIndex().row() == secondGroupFirstRow - 2);
    CHECK(view.selectionModel()->isRowSelected(secondGroupFirstRow - 2, {}));
}
