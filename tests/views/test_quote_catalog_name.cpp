// The quote's header names the catalog the prices came from (issue 17): the built-in catalog as seeded (revision 0)
// as "built-in" with the date of its newest price, not as "Catalog revision 0"; an edited catalog by its revision.
// The plan's quote.catalog_revision keeps recording the number.
#include "quote/quotecontent.h"
#include "quote/quotehtml.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

using namespace aip;

TEST_CASE("the built-in catalog is named with the date of its prices, not as revision 0")
{
    Plan plan = viewtest::makePlan();
    plan.hasWorkload = false;
    PartCatalog catalog = viewtest::makeCatalog();
    Part dated = catalog.parts().first();
    dated.priceDate = QStringLiteral("2099-01");
    catalog.add(dated);
    catalog.setOrigin({0, QString()}); // a catalog database as seeded, never edited
    const QuoteContent c = QuoteBuilder::build(plan, catalog, QStringLiteral("en"), QDate(2026, 1, 1),
                                               QStringLiteral("Q-1"), SellerInfo{});
    CHECK(c.catalog.revision == 0); // the plan's quote.catalog_revision still records 0
    CHECK(c.catalogPricesAsOf == QStringLiteral("2099-01"));
    const QString header = QuoteHtml(c).commercialPart();
    CHECK(header.contains(QStringLiteral("built-in, prices of 2099-01")));
    CHECK_FALSE(header.contains(QStringLiteral("Catalog revision")));

    // An edited catalog (revision 5) still states its revision.
    catalog.setOrigin({5, QString()});
    const QuoteContent edited = QuoteBuilder::build(plan, catalog, QStringLiteral("en"), QDate(2026, 1, 1),
                                                    QStringLiteral("Q-1"), SellerInfo{});
    CHECK(QuoteHtml(edited).commercialPart().contains(QStringLiteral("Catalog revision")));
    CHECK_FALSE(QuoteHtml(edited).commercialPart().contains(QStringLiteral("built-in")));
}
