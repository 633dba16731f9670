// The storage system on the quote (issue 21): its nodes are a group of their own, "Storage", in the PDF's line items
// and in the Quote tab's table, not lines under "Network fabric" with the switches and cables.
#include "document/plandocument.h"
#include "quote/quotecontent.h"
#include "quote/quotehtml.h"
#include "quote/quotelinesmodel.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QJsonObject>

using namespace aip;

namespace {

// The test plan (two server types and a QM8700 fabric) with two DDN AI400X2 appliances as its storage system.
Plan planWithStorage()
{
    Plan plan = viewtest::makePlan();
    plan.hasWorkload = false; // the line items do not need the performance model
    plan.hasQuote = true;
    plan.extra.insert(QStringLiteral("storage"),
                      QJsonDocument::fromJson(R"({"system": "ddn-ai400x2", "nodes": 2})").object());
    return plan;
}

// The group headings of the line-item table, in order ("<b>…</b>" cells spanning the table).
QStringList headings(const QString &html)
{
    QStringList out;
    const QString open = QStringLiteral("<td colspan=\"6\" style=\"padding-top:6px;\"><b>");
    for (qsizetype at = html.indexOf(open); at >= 0; at = html.indexOf(open, at + 1)) {
        const qsizetype start = at + open.size();
        out.append(html.mid(start, html.indexOf(QStringLiteral("</b>"), start) - start));
    }
    return out;
}

} // namespace

TEST_CASE("the quote's line items put the storage system under a Storage heading of its own")
{
    const Plan plan = planWithStorage();
    const PartCatalog catalog = viewtest::makeCatalog();
    const QuoteContent c = QuoteBuilder::build(plan, catalog, QStringLiteral("en"), QDate(2026, 1, 1),
                                               QStringLiteral("Q-1"), SellerInfo{});
    bool hasStorage = false, hasSwitch = false;
    for (const QuoteLine &l : c.priced.lines) {
        hasStorage = hasStorage || l.kind == QuoteLine::Kind::Storage;
        hasSwitch = hasSwitch || l.kind == QuoteLine::Kind::Switch;
    }
    REQUIRE(hasStorage);
    REQUIRE(hasSwitch);
    const QString html = QuoteHtml(c).commercialPart();
    const QStringList groups = headings(html);
    INFO(groups.join(QStringLiteral(" | ")).toStdString());
    REQUIRE(groups.size() == 4);
    CHECK(groups.at(0) == QStringLiteral("DGX A100 — 16 nodes"));
    CHECK(groups.at(1) == QStringLiteral("HGX H100 — 2 nodes"));
    CHECK(groups.at(2) == QStringLiteral("Network fabric"));
    CHECK(groups.at(3) == QStringLiteral("Storage"));
    // The appliance's line follows the Storage heading, not the fabric's.
    const qsizetype storageHeading = html.indexOf(QStringLiteral("<b>Storage</b>"));
    CHECK(html.indexOf(QStringLiteral("ddn-ai400x2")) > storageHeading);
    CHECK(html.indexOf(QStringLiteral("nvidia-quantum-qm8700")) < storageHeading);

    // In Chinese the heading is the interface's word for storage, still a group of its own.
    const QuoteContent zh = QuoteBuilder::build(plan, catalog, QStringLiteral("zh_CN"), QDate(2026, 1, 1),
                                                QStringLiteral("Q-1"), SellerInfo{});
    CHECK(headings(QuoteHtml(zh).commercialPart()).size() == 4);
}

TEST_CASE("the Quote tab's line table names the storage system's group as Storage")
{
    PlanDocument doc;
    doc.reset(planWithStorage(), {});
    QuoteLinesModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setCatalog(viewtest::sharedCatalog());
    model.showEvaluation(evaluatePlan(doc.plan(), *viewtest::sharedCatalog(), nullptr, false));
    int storageRows = 0, fabricRows = 0;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.isHeading(r))
            continue;
        const QuoteLine &l = model.priced().lines.at(model.lineAt(r));
        const QString tip = model.index(r, QuoteLinesModel::Description).data(Qt::ToolTipRole).toString();
        INFO(l.sku.toStdString() << ": " << tip.toStdString());
        if (l.kind == QuoteLine::Kind::Storage) {
            ++storageRows;
            CHECK(tip.startsWith(QStringLiteral("Storage\n")));
        } else if (l.kind == QuoteLine::Kind::Switch || l.kind == QuoteLine::Kind::Cabling) {
            ++fabricRows;
            CHECK(tip.startsWith(QStringLiteral("Network fabric\n")));
        }
    }
    CHECK(storageRows == 1);
    CHECK(fabricRows >= 1);
}
