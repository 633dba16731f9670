// Per-line discounts (quote.line_discounts, keyed by SKU): the pure edit accepts 0..100 on a SKU the quote prices and
// refuses the rest, the undo command restores the exact discount, the Quote tab's line table edits it (plan, extended
// amount and total follow; out-of-range input is refused with a message), and the PDF's HTML prints it.
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "document/planedits.h"
#include "plan/planfile.h"
#include "quote/quotecontent.h"
#include "quote/quotehtml.h"
#include "quote/quotelinesmodel.h"
#include "quote/quotepricing.h"
#include "quote/quotetab.h"
#include "quotetestevaluation.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <limits>

using namespace aip;

namespace {

const QString kH100 = QStringLiteral("nvidia-h100-sxm5-80gb");
const QString kNvme = QStringLiteral("samsung-pm1743-7.68tb");

// The test plan with one NVMe SKU added to both server types: two quote lines share that SKU.
Plan planWithSharedSku()
{
    Plan plan = viewtest::makePlan();
    plan.servers[0].parts.append({kNvme, 2, {}});
    plan.servers[1].parts.append({kNvme, 4, {}});
    return plan;
}

std::optional<double> discountOf(const Plan &plan, const QString &sku)
{
    return planedits::lineDiscount(plan, sku);
}

// Rows of the line table with this SKU.
QList<int> rowsOf(const QAbstractItemModel &model, const QString &sku)
{
    QList<int> rows;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.index(r, QuoteLinesModel::Sku).data(QuoteLinesModel::SkuRole).toString() == sku)
            rows.append(r);
    }
    return rows;
}

double raw(const QAbstractItemModel &model, int row, int column)
{
    return model.index(row, column).data(QuoteLinesModel::RawValueRole).toDouble();
}

} // namespace

TEST_CASE("setLineDiscount sets, changes and clears the discount of a SKU")
{
    Plan plan = viewtest::makePlan();
    plan.hasQuote = false;
    CHECK_FALSE(discountOf(plan, kH100));

    REQUIRE(planedits::setLineDiscount(plan, kH100, 10.0));
    REQUIRE(plan.quote.lineDiscounts.size() == 1);
    CHECK(plan.quote.lineDiscounts.first().sku == kH100);
    CHECK(plan.quote.lineDiscounts.first().pct == 10.0);
    CHECK(plan.hasQuote); // written to the plan file from now on

    REQUIRE(planedits::setLineDiscount(plan, kH100, 12.5));
    REQUIRE(plan.quote.lineDiscounts.size() == 1);
    CHECK(*discountOf(plan, kH100) == 12.5);
    CHECK(planedits::setLineDiscount(plan, kH100, 100.0)); // the bounds are allowed
    CHECK(planedits::setLineDiscount(plan, QStringLiteral("intel-xeon-8480p"), 0.5));
    CHECK(plan.quote.lineDiscounts.size() == 2);

    // nullopt and 0 both mean "no discount": the entry goes.
    REQUIRE(planedits::setLineDiscount(plan, kH100, std::nullopt));
    CHECK_FALSE(discountOf(plan, kH100));
    REQUIRE(planedits::setLineDiscount(plan, QStringLiteral("intel-xeon-8480p"), 0.0));
    CHECK(plan.quote.lineDiscounts.isEmpty());

    // Chassis, fabric switch and the fabric's cables are quote lines too.
    CHECK(planedits::setLineDiscount(plan, QStringLiteral("nvidia-dgx-a100-80gb"), 3.0));
    CHECK(planedits::setLineDiscount(plan, QStringLiteral("nvidia-quantum-qm8700"), 4.0));
    CHECK(planedits::setLineDiscount(plan, QStringLiteral("fabric-cables-optics"), 5.0));

    // The plan file keeps the entries as the contract says ({"sku", "pct"}) and reads them back.
    const PlanReadResult back = readPlan(writePlan(plan));
    REQUIRE(back.ok());
    CHECK(*discountOf(*back.plan, QStringLiteral("fabric-cables-optics")) == 5.0);
    CHECK(back.plan->quote.lineDiscounts.size() == 3);
}

TEST_CASE("setLineDiscount refuses percentages outside 0 to 100, NaN, unknown lines and no-ops")
{
    Plan plan = viewtest::makePlan();
    REQUIRE(planedits::setLineDiscount(plan, kH100, 10.0));
    const QByteArray before = writePlan(plan);
    auto refused = [&](const QString &sku, std::optional<double> pct) {
        Plan p = plan;
        const bool changed = planedits::setLineDiscount(p, sku, pct);
        return !changed && writePlan(p) == before;
    };
    CHECK(refused(kH100, -0.5));
    CHECK(refused(kH100, 100.01));
    CHECK(refused(kH100, std::numeric_limits<double>::quiet_NaN()));
    CHECK(refused(kH100, std::numeric_limits<double>::infinity()));
    CHECK(refused(kH100, 10.0));                                      // the same again: nothing to undo
    CHECK(refused(QStringLiteral("nvidia-rtx-4090"), 5.0));           // in the catalog, not in this plan
    CHECK(refused(QStringLiteral("no-such-sku"), 5.0));               // nowhere
    CHECK(refused(QString(), 5.0));                                   // no SKU
    CHECK(refused(QStringLiteral("intel-xeon-8480p"), std::nullopt)); // no discount to remove

    // Without a fabric there is no cables line to discount.
    Plan noFabric = plan;
    noFabric.fabric.reset();
    CHECK_FALSE(planedits::setLineDiscount(noFabric, QStringLiteral("fabric-cables-optics"), 5.0));

    // A discount left on a SKU the plan no longer uses can still be removed; a SKU listed twice (a hand-edited file)
    // ends with one entry, at the first one's place, which is what quote pricing then reads.
    Plan stale = plan;
    stale.quote.lineDiscounts.append({QStringLiteral("gone-sku"), 7});
    CHECK(planedits::setLineDiscount(stale, QStringLiteral("gone-sku"), std::nullopt));
    CHECK_FALSE(discountOf(stale, QStringLiteral("gone-sku")));
    Plan twice = plan;
    twice.quote.lineDiscounts = {{kH100, 10}, {QStringLiteral("intel-xeon-8480p"), 1}, {kH100, 20}};
    CHECK(*discountOf(twice, kH100) == 20); // the last entry counts, as in priceQuote
    REQUIRE(planedits::setLineDiscount(twice, kH100, 20.0));
    REQUIRE(twice.quote.lineDiscounts.size() == 2);
    CHECK(twice.quote.lineDiscounts.at(0).sku == kH100);
    CHECK(twice.quote.lineDiscounts.at(0).pct == 20);
}

TEST_CASE("the line discount command undoes and redoes the exact discount")
{
    PlanDocument doc;
    Plan plan = viewtest::makePlan();
    plan.quote.lineDiscounts = {{kH100, 7.25}};
    plan.hasQuote = true;
    doc.reset(plan, {});
    const QByteArray before = writePlan(doc.plan());

    auto *cmd = new SetLineDiscountCommand(&doc, kH100, 12.5, QStringLiteral("NVIDIA H100 SXM5 80GB"));
    REQUIRE(cmd->isValid());
    CHECK(cmd->text()
          == QStringLiteral("Set the discount on NVIDIA H100 SXM5 80GB to %1%").arg(QLocale().toString(12.5)));
    doc.undoStack()->push(cmd);
    const QByteArray after = writePlan(doc.plan());
    CHECK(*discountOf(doc.plan(), kH100) == 12.5);
    CHECK(doc.isModified());

    doc.undoStack()->undo();
    CHECK(writePlan(doc.plan()) == before);
    CHECK(*discountOf(doc.plan(), kH100) == 7.25);
    doc.undoStack()->redo();
    CHECK(writePlan(doc.plan()) == after);

    // Removing: its own text, and undo brings the exact value back.
    auto *clear = new SetLineDiscountCommand(&doc, kH100, std::nullopt);
    REQUIRE(clear->isValid());
    CHECK(clear->text() == QStringLiteral("Remove the discount on %1").arg(kH100));
    doc.undoStack()->push(clear);
    CHECK_FALSE(discountOf(doc.plan(), kH100));
    doc.undoStack()->undo();
    CHECK(writePlan(doc.plan()) == after);

    // Consecutive edits are separate undo steps (no merging).
    const int steps = doc.undoStack()->index();
    doc.undoStack()->push(new SetLineDiscountCommand(&doc, kH100, 20.0));
    doc.undoStack()->push(new SetLineDiscountCommand(&doc, kH100, 30.0));
    CHECK(doc.undoStack()->index() == steps + 2);
    doc.undoStack()->undo();
    CHECK(*discountOf(doc.plan(), kH100) == 20.0);

    SetLineDiscountCommand bad(&doc, kH100, 101.0);
    CHECK_FALSE(bad.isValid());
    SetLineDiscountCommand same(&doc, kH100, 20.0); // the value it has now
    CHECK_FALSE(same.isValid());
}

TEST_CASE("the Quote tab's line table edits a discount - the plan, the extended amount and the total follow")
{
    PlanDocument doc;
    doc.reset(viewtest::makePlan(), {});
    QuoteTab tab(&doc);
    tab.setCatalog(viewtest::sharedCatalog());
    viewtest::evaluateOnChange(tab, doc, viewtest::sharedCatalog());
    auto *view = tab.findChild<QTableView *>(QStringLiteral("quoteLines"));
    auto *totals = tab.findChild<QLabel *>(QStringLiteral("quoteTotals"));
    auto *message = tab.findChild<QLabel *>(QStringLiteral("quoteLinesMessage"));
    REQUIRE(view);
    REQUIRE(totals);
    REQUIRE(message);
    QAbstractItemModel &model = *view->model();
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);

    // Every priced line is listed, with the model's figures, under its group's heading row.
    const PricedQuote expected = priceQuote(doc.plan(), *viewtest::sharedCatalog());
    REQUIRE(model.rowCount() == expected.lines.size() + groupQuoteLines(expected.lines).size());
    const QList<int> h100Rows = rowsOf(model, kH100);
    REQUIRE(h100Rows.size() == 1);
    const int row = h100Rows.first();
    const double gross = raw(model, row, QuoteLinesModel::Qty) * raw(model, row, QuoteLinesModel::UnitPrice);
    CHECK(gross == 8 * 30000.0);
    CHECK(raw(model, row, QuoteLinesModel::Extended) == gross);
    CHECK(model.index(row, QuoteLinesModel::Discount).flags().testFlag(Qt::ItemIsEditable));
    CHECK_FALSE(model.index(row, QuoteLinesModel::Extended).flags().testFlag(Qt::ItemIsEditable));
    CHECK(totals->text().contains(QLocale().toString(expected.total, 'f', 2)));

    // 12.5 % typed into the cell: one undo step, the plan has it, the line and the total follow.
    const int steps = doc.undoStack()->count();
    REQUIRE(model.setData(model.index(row, QuoteLinesModel::Discount), QStringLiteral("12.5")));
    CHECK(doc.undoStack()->count() == steps + 1);
    CHECK(*discountOf(doc.plan(), kH100) == 12.5);
    CHECK(raw(model, row, QuoteLinesModel::Discount) == 12.5);
    CHECK(raw(model, row, QuoteLinesModel::Extended) == Approx(gross * (1 - 12.5 / 100)));
    CHECK(model.index(row, QuoteLinesModel::Discount).data().toString() == QLocale().toString(12.5) + QLatin1Char('%'));
    const PricedQuote discounted = priceQuote(doc.plan(), *viewtest::sharedCatalog());
    CHECK(discounted.total == Approx(expected.total - gross * 0.125 * discounted.discountFactor()));
    CHECK(totals->text().contains(QLocale().toString(discounted.total, 'f', 2)));

    // Out of range, not a number: refused with a message, the plan and the undo stack untouched.
    for (const char *bad : {"150", "-5", "abc", "nan"}) {
        CAPTURE(bad);
        message->clear();
        CHECK_FALSE(model.setData(model.index(row, QuoteLinesModel::Discount), QString::fromLatin1(bad)));
        CHECK(doc.undoStack()->count() == steps + 1);
        CHECK(*discountOf(doc.plan(), kH100) == 12.5);
        CHECK(message->text().contains(kH100));
        CHECK(message->text().contains(QStringLiteral("0 to 100")));
    }
    CHECK(message->text().contains(QStringLiteral("enter a number")));
    CHECK_FALSE(model.setData(model.index(row, QuoteLinesModel::Discount), 100.5)); // a number from elsewhere
    CHECK(message->text().contains(QStringLiteral("from 0 to 100%")));

    // Undo restores the exact previous state of the line and the total; redo reapplies it.
    doc.undoStack()->undo();
    CHECK_FALSE(discountOf(doc.plan(), kH100));
    CHECK(raw(model, row, QuoteLinesModel::Extended) == gross);
    CHECK(totals->text().contains(QLocale().toString(expected.total, 'f', 2)));
    CHECK(message->text().isEmpty()); // the plan changed: the refusal is no longer current
    doc.undoStack()->redo();
    CHECK(raw(model, row, QuoteLinesModel::Discount) == 12.5);

    // An emptied cell removes the discount (one more undo step); "5 %" with a percent sign is read as 5.
    REQUIRE(model.setData(model.index(row, QuoteLinesModel::Discount), QString()));
    CHECK_FALSE(discountOf(doc.plan(), kH100));
    CHECK(model.index(row, QuoteLinesModel::Discount).data(Qt::EditRole).toString().isEmpty());
    REQUIRE(model.setData(model.index(row, QuoteLinesModel::Discount), QStringLiteral(" 5 % ")));
    CHECK(*discountOf(doc.plan(), kH100) == 5);
    CHECK(doc.undoStack()->count() == steps + 3);
}

TEST_CASE("the discount cell is edited through its line editor, and a SKU on two lines shares the discount")
{
    PlanDocument doc;
    doc.reset(planWithSharedSku(), {});
    QuoteTab tab(&doc);
    tab.setCatalog(viewtest::sharedCatalog());
    viewtest::evaluateOnChange(tab, doc, viewtest::sharedCatalog());
    tab.resize(1200, 800);
    tab.show();
    REQUIRE(QTest::qWaitForWindowExposed(&tab));
    auto *view = tab.findChild<QTableView *>(QStringLiteral("quoteLines"));
    REQUIRE(view);
    QAbstractItemModel &model = *view->model();
    const QList<int> rows = rowsOf(model, kNvme);
    REQUIRE(rows.size() == 2); // one line per server type

    // Typed into the cell's editor and committed with Enter, as a user does.
    const QModelIndex cell = model.index(rows.first(), QuoteLinesModel::Discount);
    view->setCurrentIndex(cell);
    view->edit(cell);
    auto *editor = view->findChild<QLineEdit *>();
    REQUIRE(editor);
    editor->setText(QStringLiteral("10"));
    QTest::keyClick(editor, Qt::Key_Return);
    REQUIRE(QTest::qWaitFor([&] { return discountOf(doc.plan(), kNvme).has_value(); }, 2000));
    CHECK(*discountOf(doc.plan(), kNvme) == 10);
    CHECK(doc.plan().quote.lineDiscounts.size() == 1); // keyed by SKU alone, as the plan file says
    for (int r : rows) {
        CAPTURE(r);
        CHECK(raw(model, r, QuoteLinesModel::Discount) == 10);
        const double gross = raw(model, r, QuoteLinesModel::Qty) * raw(model, r, QuoteLinesModel::UnitPrice);
        CHECK(raw(model, r, QuoteLinesModel::Extended) == Approx(gross * 0.9));
    }
    doc.undoStack()->undo();
    CHECK(doc.plan().quote.lineDiscounts.isEmpty());
    for (int r : rows)
        CHECK(raw(model, r, QuoteLinesModel::Discount) == 0);
}

TEST_CASE("the quote's HTML prints each line's discount and its discounted amount")
{
    Plan plan = viewtest::makePlan();
    plan.quote.lineDiscounts = {{kH100, 12.5}};
    plan.hasQuote = true;
    plan.hasWorkload = false; // the line items do not need the performance model
    const PartCatalog catalog = viewtest::makeCatalog();
    for (const char *language : {"en", "zh_CN"}) {
        CAPTURE(language);
        const QuoteContent c = QuoteBuilder::build(plan, catalog, QString::fromLatin1(language), QDate(2026, 1, 1),
                                                   QStringLiteral("Q-1"), SellerInfo{});
        const QuoteHtml html(c);
        const QString first = html.commercialPart();
        const QuoteLine *h100 = nullptr;
        for (const QuoteLine &l : c.priced.lines) {
            if (l.sku == kH100)
                h100 = &l;
        }
        REQUIRE(h100);
        CHECK(h100->discountPct == 12.5);
        CHECK(h100->extended == Approx(8 * 30000.0 * 0.875));
        // Percentages one way in the quote (issue 17, item 3): "12.5 %", as every other percentage of the PDF.
        CHECK(html.percent(12.5) == QStringLiteral("12.5 %"));
        CHECK(first.contains(html.percent(12.5)));
        CHECK(first.contains(html.money(h100->extended)));
        CHECK(first.contains(html.money(c.priced.total)));
    }
}

TEST_CASE("the configuration summary gives the GPU model a line of its own, the figures their units in the header")
{
    Plan plan = viewtest::makePlan();
    plan.hasWorkload = false;
    const QuoteContent c = QuoteBuilder::build(plan, viewtest::makeCatalog(), QStringLiteral("en"), QDate(2026, 1, 1),
                                               QStringLiteral("Q-1"), SellerInfo{});
    const QString first = QuoteHtml(c).commercialPart();
    REQUIRE(c.nodes.size() == 2);
    for (const NodeSummary &n : c.nodes) {
        CAPTURE(n.name);
        REQUIRE_FALSE(n.gpuModel.isEmpty());
        // Spanning the table's width, so a long (Chinese) part name is not squeezed into a narrow column.
        CHECK(first.contains(QStringLiteral("<td colspan=\"10\"")));
        CHECK(first.contains(QStringLiteral("GPUs per node: %1 × %2").arg(n.gpus).arg(n.gpuModel.toHtmlEscaped())));
    }
    CHECK(first.contains(QStringLiteral("Memory<br>(GB)")));
    CHECK(first.contains(QStringLiteral("Network<br>(Gb/s)")));
}

TEST_CASE("the configuration summary shows a dash for a server without network cards, and its network otherwise")
{
    Plan plan = viewtest::makePlan();
    plan.hasWorkload = false;
    QuoteContent c = QuoteBuilder::build(plan, viewtest::makeCatalog(), QStringLiteral("en"), QDate(2026, 1, 1),
                                         QStringLiteral("Q-1"), SellerInfo{});
    REQUIRE(c.nodes.size() == 2);
    // The cells of the table row that starts with `name`, in order: server, nodes, GPUs, CPUs, cores, memory,
    // storage, network, power, rack units.
    auto cells = [](const QString &html, const QString &name) {
        const qsizetype start = html.indexOf(name);
        REQUIRE(start >= 0);
        const QString row = html.mid(start, html.indexOf(QStringLiteral("</tr>"), start) - start);
        QStringList out;
        static const QRegularExpression cell(QStringLiteral("<td[^>]*>([^<]*)</td>"));
        for (auto it = cell.globalMatch(row); it.hasNext();)
            out << it.next().captured(1);
        return out;
    };
    const NodeSummary &first = c.nodes.first();
    REQUIRE(first.networkGbps > 0); // the fixture's first server has its network cards
    QStringList row = cells(QuoteHtml(c).commercialPart(), first.name.toHtmlEscaped() + QStringLiteral("<br>"));
    REQUIRE(row.size() == 9); // the server's name cell holds markup: the nine figures after it
    CHECK(row.at(6) == QuoteHtml(c).number(first.networkGbps));

    c.nodes.first().networkGbps = 0;
    row = cells(QuoteHtml(c).commercialPart(), first.name.toHtmlEscaped() + QStringLiteral("<br>"));
    REQUIRE(row.size() == 9);
    CHECK(row.at(6) == QStringLiteral("—"));
}

TEST_CASE("the configuration summary counts a Gaudi server's own scale-out ports as its network")
{
    // Eight Gaudi 3s with three 200 GbE ports each off the board (hardware/part.h ownScaleOutPorts()): 4,800 Gb/s a
    // node, where the node has no network card at all.
    PartCatalog cat = viewtest::makeCatalog();
    Part gaudi;
    gaudi.sku = QStringLiteral("gpu-gaudi3");
    gaudi.category = PartCategory::Gpu;
    gaudi.model = QStringLiteral("Gaudi 3");
    gaudi.gpu.formFactor = GpuFormFactor::Oam;
    gaudi.gpu.baseboard = QStringLiteral("oam-gaudi3");
    gaudi.price = 15000;
    cat.add(gaudi);
    Plan plan = viewtest::makePlan();
    plan.hasWorkload = false;
    plan.servers.removeFirst(); // keep the HGX chassis, a board without its own GPUs and NICs
    plan.servers[0].parts = {{QStringLiteral("gpu-gaudi3"), 8, {}}};
    const QuoteContent c
        = QuoteBuilder::build(plan, cat, QStringLiteral("en"), QDate(2026, 1, 1), QStringLiteral("Q-1"), SellerInfo{});
    REQUIRE(c.nodes.size() == 1);
    CHECK(c.nodes.first().gpus == 8);
    CHECK(c.nodes.first().networkGbps == Approx(8 * 3 * 200));
}
