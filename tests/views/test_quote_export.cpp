// Exporting a quote from the Quote tab is not an undoable edit of the plan (issue 16, item 8: no undo step), and the
// number stays with the plan (issue 17, item 3): the first export of a plan without a number takes the counter's
// next one and writes it into the plan (the document is modified until saved, and undo keeps it); every later export
// and the preview show that same number; a typed number is used as it is; a failed export takes none.
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "quote/quotenumber.h"
#include "quote/quotetab.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QUuid>

using namespace aip;

namespace {

// A data folder (and so a quote counter) of the test's own: the tests run in parallel processes, which would
// otherwise take numbers from one shared counter between a test's reads.
struct PrivateCounter {
    QString oldName = QCoreApplication::applicationName();
    PrivateCounter()
    {
        QCoreApplication::setApplicationName(QStringLiteral("aiplanner-tests-")
                                             + QUuid::createUuid().toString(QUuid::WithoutBraces));
    }
    ~PrivateCounter()
    {
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
        QCoreApplication::setApplicationName(oldName);
    }
};

} // namespace

TEST_CASE("Export PDF pushes no undo step and the plan keeps the number of its first export")
{
    const PrivateCounter counter;
    const Plan plan = viewtest::makePlan();
    PlanDocument doc;
    doc.reset(plan, {});
    QuoteTab tab(&doc);
    tab.setCatalog(viewtest::sharedCatalog());
    QTemporaryDir dir;
    const QString first = dir.filePath(QStringLiteral("a.pdf"));
    const QString second = dir.filePath(QStringLiteral("b.pdf"));
    const QString announced = tab.previewNumber();
    CHECK_FALSE(announced.isEmpty());
    // As a draft, so that the test does not depend on the fixture plan having no errors.
    REQUIRE(tab.exportPdf(first, true).isEmpty());
    CHECK(QFile(first).size() > 1000);
    const QString firstNumber = tab.lastExportedNumber();
    CHECK(firstNumber == announced); // the number the preview showed is the one exported
    CHECK(doc.undoStack()->count() == 0);
    CHECK(doc.isModified()); // the number is in the plan, to be saved
    CHECK(doc.plan().quote.number == firstNumber);
    CHECK(tab.previewNumber() == firstNumber);
    Plan expected = plan;
    expected.hasQuote = true;
    expected.quote.number = firstNumber;
    CHECK(doc.plan() == expected); // nothing else changed

    REQUIRE(tab.exportPdf(second, true).isEmpty());
    CHECK(tab.lastExportedNumber() == firstNumber); // the same quote, the same number
    CHECK(doc.undoStack()->count() == 0);
    CHECK(peekNextQuoteNumber(QDate::currentDate()) != firstNumber); // the counter moved on once

    // Undo of an edit made after the export keeps the number: a sent quote's number is not taken back.
    Plan edited = doc.plan();
    edited.quote.discountPct = 5;
    doc.undoStack()->push(new EditPlanCommand(&doc, edited, PlanDocument::Change::Quote, QStringLiteral("discount")));
    doc.undoStack()->undo();
    CHECK(doc.plan().quote.number == firstNumber);
    CHECK(doc.plan().quote.discountPct == 0);

    // A number typed into the plan is the PDF's, and the counter is not consulted.
    Plan numbered = plan;
    numbered.hasQuote = true;
    numbered.quote.number = QStringLiteral("Q-CLIENT-7");
    doc.reset(numbered, {});
    const QString next = peekNextQuoteNumber(QDate::currentDate());
    REQUIRE(tab.exportPdf(second, true).isEmpty());
    CHECK(tab.lastExportedNumber() == QStringLiteral("Q-CLIENT-7"));
    CHECK(doc.undoStack()->count() == 0);
    CHECK(peekNextQuoteNumber(QDate::currentDate()) == next);
}

TEST_CASE("A failed export takes no number and leaves the plan without one")
{
    const PrivateCounter counter;
    const Plan plan = viewtest::makePlan();
    PlanDocument doc;
    doc.reset(plan, {});
    QuoteTab tab(&doc);
    tab.setCatalog(viewtest::sharedCatalog());
    QTemporaryDir dir;
    const QString next = peekNextQuoteNumber(QDate::currentDate());
    CHECK_FALSE(tab.exportPdf(dir.filePath(QStringLiteral("no/such/folder/q.pdf")), true).isEmpty());
    CHECK(doc.plan().quote.number.isEmpty());
    CHECK_FALSE(doc.isModified());
    CHECK(peekNextQuoteNumber(QDate::currentDate()) == next);
}

TEST_CASE("A plan file keeps the number of its first export in every program")
{
    const PrivateCounter counter;
    QTemporaryDir dir;
    const QString planPath = dir.filePath(QStringLiteral("p.aiplan"));
    const QString otherPath = dir.filePath(QStringLiteral("other.aiplan"));
    QString error;
    bool fresh = false;
    const QString number = quoteNumberForPlanFile(planPath, QDate::currentDate(), &error, &fresh);
    REQUIRE_FALSE(number.isEmpty());
    CHECK(fresh);
    CHECK(recordedQuoteNumber(planPath) == number);
    CHECK(quoteNumberForPlanFile(planPath, QDate::currentDate(), &error, &fresh) == number);
    CHECK_FALSE(fresh);
    const QString other = quoteNumberForPlanFile(otherPath, QDate::currentDate(), &error, &fresh);
    CHECK(fresh);
    CHECK(other != number);
    // A failed export gives a fresh number back: the plan has none recorded and the counter steps back.
    returnQuoteNumber(other);
    CHECK(recordedQuoteNumber(otherPath).isEmpty());
    CHECK(peekNextQuoteNumber(QDate::currentDate()) == other);
}
