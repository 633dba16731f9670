// A PDF that is sent as it is (issue 17, item 3): the checklist before export names what the quote lacks (seller,
// customer, an expired validity, reference prices) and nothing when it lacks nothing; the PDF prints no placeholder
// for what is missing, plurals are right, percentages are written one way, and the running header has no dangling
// dash; the export dialog proposes a file name from the plan's name and the quote number.
#include "quote/quotechecklist.h"
#include "quote/quotecontent.h"
#include "quote/quotehtml.h"
#include "quote/quotepricing.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QPushButton>
#include <QRegularExpression>

using namespace aip;

namespace {

bool hasGap(const QList<QuoteGap> &gaps, QuoteGap::Kind kind)
{
    return std::any_of(gaps.cbegin(), gaps.cend(), [kind](const QuoteGap &g) { return g.kind == kind; });
}

QuoteContent contentOf(const Plan &plan, const SellerInfo &seller)
{
    return QuoteBuilder::build(plan, *viewtest::sharedCatalog(), QStringLiteral("en"), QDate(2026, 12, 1),
                               QStringLiteral("Q-T-1"), seller);
}

} // namespace

TEST_CASE("the checklist names the missing seller, customer and validity, and a fix for each")
{
    Plan plan = viewtest::makePlan();
    const QDate today(2026, 12, 1);
    const PricedQuote priced = priceQuote(plan, *viewtest::sharedCatalog());
    QList<QuoteGap> gaps = QuoteChecklist::gaps(plan, SellerInfo(), priced, today);
    CHECK(hasGap(gaps, QuoteGap::Kind::Seller));
    CHECK(hasGap(gaps, QuoteGap::Kind::Customer));
    CHECK_FALSE(hasGap(gaps, QuoteGap::Kind::Validity));
    for (const QuoteGap &g : gaps) {
        CHECK_FALSE(g.text.isEmpty());
        if (g.kind != QuoteGap::Kind::ReferencePrices)
            CHECK_FALSE(g.fix.isEmpty());
    }

    SellerInfo seller;
    seller.party.name = QStringLiteral("Example Systems");
    plan.quote.customer.name = QStringLiteral("Example Lab");
    plan.quote.date = QStringLiteral("2026-01-05");
    plan.quote.validDays = 30;
    gaps = QuoteChecklist::gaps(plan, seller, priced, today);
    CHECK_FALSE(hasGap(gaps, QuoteGap::Kind::Seller));
    CHECK_FALSE(hasGap(gaps, QuoteGap::Kind::Customer));
    CHECK(hasGap(gaps, QuoteGap::Kind::Validity)); // expired on 2026-02-04
    plan.quote.date = QStringLiteral("2026-11-20");
    CHECK_FALSE(hasGap(QuoteChecklist::gaps(plan, seller, priced, today), QuoteGap::Kind::Validity));

    // A seller in the plan counts as much as one in the settings; a name of blanks and controls does not.
    Plan planSeller = plan;
    planSeller.quote.seller = Party{QStringLiteral("Plan Seller Ltd"), {}, {}, {}, {}, {}};
    CHECK_FALSE(hasGap(QuoteChecklist::gaps(planSeller, SellerInfo(), priced, today), QuoteGap::Kind::Seller));
    planSeller.quote.seller->name = QStringLiteral(" \u200B\u0007 ");
    CHECK(hasGap(QuoteChecklist::gaps(planSeller, SellerInfo(), priced, today), QuoteGap::Kind::Seller));
}

TEST_CASE("a quote without seller or customer prints no placeholder, and a plural for more than one")
{
    Plan plan = viewtest::makePlan();
    plan.servers[1].count = 1;
    const QuoteContent content = contentOf(plan, SellerInfo());
    const QuoteHtml html(content);
    const QString text = html.commercialPart() + html.tcoAndTermsPart(600, 300);
    CHECK_FALSE(text.contains(QStringLiteral("Seller (set")));
    CHECK_FALSE(text.contains(QStringLiteral("(no customer named)")));
    CHECK_FALSE(text.contains(QStringLiteral("Prepared for")));
    CHECK(text.contains(QStringLiteral("HGX H100 — 1 node<")));
    CHECK(text.contains(QStringLiteral("DGX A100 — 16 nodes<")));
    CHECK_FALSE(text.contains(QStringLiteral(" 1 nodes")));
    CHECK_FALSE(text.contains(QStringLiteral(" 1 servers")));

    // Named, they are printed.
    SellerInfo seller;
    seller.party.name = QStringLiteral("Example Systems");
    plan.quote.customer.name = QStringLiteral("Example Lab");
    const QuoteContent named = contentOf(plan, seller);
    const QString namedText = QuoteHtml(named).commercialPart();
    CHECK(namedText.contains(QStringLiteral("Example Systems")));
    CHECK(namedText.contains(QStringLiteral("Prepared for")));
    CHECK(namedText.contains(QStringLiteral("Example Lab")));
}

TEST_CASE("percentages in the quote are written one way")
{
    const QuoteContent content = contentOf(viewtest::makePlan(), SellerInfo());
    const QuoteHtml html(content);
    CHECK(html.percent(41) == QStringLiteral("41 %"));
    CHECK(html.percent(56.0) == QStringLiteral("56 %"));
    CHECK(html.percent(5.5) == QStringLiteral("5.5 %"));
    CHECK(html.percent(12.04) == QStringLiteral("12 %"));
    const QString text = html.commercialPart() + html.tcoAndTermsPart(600, 300);
    static const QRegularExpression twoDecimals(QStringLiteral("\\d\\.\\d\\d %"));
    CHECK_FALSE(text.contains(twoDecimals));
    CHECK(text.contains(QStringLiteral("Tax 0 %")));
    CHECK_FALSE(text.contains(QStringLiteral("Tax 0.0%")));
}

TEST_CASE("the export proposes a file name from the plan's name and the quote number")
{
    CHECK(quoteFileName(QStringLiteral("GPU cluster for Example"), QStringLiteral("Q-2026-0007"))
          == QStringLiteral("GPU cluster for Example - Q-2026-0007.pdf"));
    const QString hostile = quoteFileName(QStringLiteral("a/b:c*?\"<>|\td"), QStringLiteral("Q/1"));
    CHECK(hostile.startsWith(QStringLiteral("a-b-c-")));
    CHECK(hostile.endsWith(QStringLiteral(" - Q-1.pdf")));
    for (const QChar bad : QStringLiteral("/\\:*?\"<>|\t"))
        CHECK_FALSE(hostile.contains(bad));
    CHECK(quoteFileName(QString(), QString()) == QStringLiteral("quote.pdf"));
    CHECK(quoteFileName(QStringLiteral("..hidden"), QStringLiteral("Q-1")) == QStringLiteral("hidden - Q-1.pdf"));
    CHECK(quoteFileName(QString(400, QLatin1Char('x')), QStringLiteral("Q-1")).size() < 200);
    CHECK(planFileName(QStringLiteral("CV project: 2 × L40S")) == QStringLiteral("CV project- 2 × L40S.aiplan"));
    CHECK(planFileName(QString()) == QStringLiteral("plan.aiplan"));
}

TEST_CASE("the checklist dialog offers a fix per gap and follows the fixes")
{
    Plan plan = viewtest::makePlan();
    SellerInfo seller;
    const PricedQuote priced = priceQuote(plan, *viewtest::sharedCatalog());
    const QDate today(2026, 12, 1);
    QList<QuoteGap::Kind> fixed;
    QuoteChecklistDialog dialog([&] { return QuoteChecklist::gaps(plan, seller, priced, today); },
                                [&](QuoteGap::Kind kind) {
                                    fixed.append(kind);
                                    if (kind == QuoteGap::Kind::Seller)
                                        seller.party.name = QStringLiteral("Example Systems");
                                    if (kind == QuoteGap::Kind::Customer)
                                        plan.quote.customer.name = QStringLiteral("Example Lab");
                                });
    dialog.resize(640, 300);
    dialog.show();
    const int before = dialog.gapCount();
    CHECK(before >= 2);
    auto *sellerFix
        = dialog.findChild<QPushButton *>(QStringLiteral("quoteChecklistFix%1").arg(int(QuoteGap::Kind::Seller)));
    REQUIRE(sellerFix);
    if (const QByteArray dir = qgetenv("AIP_SCREENSHOT_DIR"); !dir.isEmpty())
        dialog.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/quote-checklist.png"));
    sellerFix->click();
    CHECK(fixed == QList<QuoteGap::Kind>{QuoteGap::Kind::Seller});
    CHECK(dialog.gapCount() == before - 1);
    auto *customerFix
        = dialog.findChild<QPushButton *>(QStringLiteral("quoteChecklistFix%1").arg(int(QuoteGap::Kind::Customer)));
    REQUIRE(customerFix);
    customerFix->click();
    CHECK(dialog.gapCount() == before - 2);
    auto *exportButton = dialog.findChild<QPushButton *>(QStringLiteral("quoteChecklistExport"));
    REQUIRE(exportButton);
    CHECK(exportButton->text()
          == (dialog.gapCount() == 0 ? QStringLiteral("Export") : QStringLiteral("Export anyway")));
}
