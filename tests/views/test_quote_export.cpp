// Exporting a quote from the Quote tab is not an edit of the plan (issue 16, item 8): no undo step, the plan and its
// modified flag unchanged; a plan without a number gets the counter's next one per exported PDF, as
// `aiplanner-cli quote` does, and a typed number is used as it is.
#include "document/plandocument.h"
#include "quote/quotetab.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QFile>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace aip;

TEST_CASE("Export PDF pushes no undo step and leaves the plan as it was")
{
    const Plan plan = viewtest::makePlan();
    PlanDocument doc;
    doc.reset(plan, {});
    QuoteTab tab(&doc);
    tab.setCatalog(viewtest::sharedCatalog());
    QTemporaryDir dir;
    const QString first = dir.filePath(QStringLiteral("a.pdf"));
    const QString second = dir.filePath(QStringLiteral("b.pdf"));
    // As a draft, so that the test does not depend on the fixture plan having no errors.
    REQUIRE(tab.exportPdf(first, true).isEmpty());
    CHECK(QFile(first).size() > 1000);
    const QString firstNumber = tab.lastExportedNumber();
    CHECK_FALSE(firstNumber.isEmpty());
    CHECK(doc.undoStack()->count() == 0);
    CHECK_FALSE(doc.isModified());
    CHECK(doc.plan() == plan);
    CHECK(doc.plan().quote.number.isEmpty());

    REQUIRE(tab.exportPdf(second, true).isEmpty());
    CHECK(tab.lastExportedNumber() != firstNumber); // each exported PDF is a quote of its own
    CHECK(doc.undoStack()->count() == 0);

    // A number typed into the plan is the PDF's, and the counter is not consulted.
    Plan numbered = plan;
    numbered.hasQuote = true;
    numbered.quote.number = QStringLiteral("Q-CLIENT-7");
    doc.reset(numbered, {});
    REQUIRE(tab.exportPdf(second, true).isEmpty());
    CHECK(tab.lastExportedNumber() == QStringLiteral("Q-CLIENT-7"));
    CHECK(doc.undoStack()->count() == 0);
}
