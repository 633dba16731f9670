// The quote's TCO table keeps its figures whole: on a portrait page Qt's table layout broke "52,103,050.23" after its
// second decimal, and "110,792,991.70" after the point, in a narrow column (quote/quotehtmlparts.h tdFigure()).
#include "i18n/translation.h"
#include "plan/planfile.h"
#include "quote/quotecontent.h"
#include "quote/quotehtml.h"
#include "quote/quoterenderer.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QPageSize>

using namespace aip;

TEST_CASE("the quote's TCO table keeps every amount and count on one line, in both languages and on both papers")
{
    const PlanReadResult read
        = readPlanFile(aiptest::dataPath(QStringLiteral("../../examples/gpt3-175b-128-dgx-a100.aiplan")));
    REQUIRE(read.ok());
    for (const char *language : {"en", "zh_CN"}) {
        REQUIRE(installTranslators(QString::fromLatin1(language)));
        for (const char *paper : {"a4", "letter"}) {
            CAPTURE(language, paper);
            Plan plan = *read.plan;
            plan.quote.paper = QString::fromLatin1(paper);
            const QuoteContent c = QuoteBuilder::build(plan, *viewtest::seedCatalog(), QString::fromLatin1(language),
                                                       QDate(2026, 12, 1), QStringLiteral("Q-1"), SellerInfo());
            REQUIRE(c.tco);
            REQUIRE_FALSE(c.tco->result.cloud.isEmpty());
            const QuoteHtml html(c);
            const QuoteRenderer renderer(c, QuoteRenderer::pageSizeFor(plan.quote));
            QStringList figures{html.money(c.tco->result.owned.total), html.money(c.tco->result.owned.costPerGpuHour)};
            for (const tco::CloudCost &cloud : c.tco->result.cloud)
                figures << html.money(cloud.in.rate.listRate) << html.number(cloud.instanceHours)
                        << html.money(cloud.total) << html.money(cloud.alwaysOnTotal)
                        << html.money(cloud.costPerGpuHour);
            for (const QString &figure : figures) {
                CAPTURE(figure.toStdString());
                CHECK(renderer.linesOfParagraph(figure) == 1);
            }
        }
    }
    installTranslators(QStringLiteral("en"));
}
