// The Quote tab computes nothing on the GUI thread (issue 16, item 4): its line items are the window's evaluation's
// priced quote (no rows, "Preparing the line items…", until the first; an edit shows when its evaluation does), named
// in the interface's language as priceQuote() names them; Export PDF builds and writes the PDF on a worker, so a slow
// export leaves the window responding, its button disabled and a second export declined; in a window, an export
// right after an edit waits for the evaluation of the edited plan instead of judging and pricing it on the GUI thread.
#include "analysis/planevaluation.h"
#include "analysis/planevaluator.h"
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "mainwindow/mainwindow.h"
#include "quote/quotelinesmodel.h"
#include "quote/quotenumber.h"
#include "quote/quotepricing.h"
#include "quote/quotetab.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QUuid>

#include <algorithm>
#include <atomic>

using namespace aip;

namespace {

const QString kH100 = QStringLiteral("nvidia-h100-sxm5-80gb");

// A quote counter of the test's own (the tests run in parallel processes).
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

// Two server types, a fabric (switches, cables and optics) and a storage system: every kind of line.
Plan planWithEveryLine()
{
    Plan plan = viewtest::makePlan();
    plan.hasWorkload = false;
    plan.extra.insert(QStringLiteral("storage"),
                      QJsonDocument::fromJson(R"({"system": "ddn-ai400x2", "nodes": 2})").object());
    return plan;
}

int rowOf(const QuoteLinesModel &model, const QString &sku)
{
    for (int r = 0; r < model.rowCount(); ++r) {
        if (!model.isHeading(r) && model.index(r, QuoteLinesModel::Sku).data(QuoteLinesModel::SkuRole) == sku)
            return r;
    }
    return -1;
}

} // namespace

TEST_CASE("the Quote tab's line items are the evaluation's priced quote and wait for it")
{
    PlanDocument doc;
    doc.reset(planWithEveryLine(), {});
    QuoteTab tab(&doc);
    tab.setCatalog(viewtest::sharedCatalog());
    auto *view = tab.findChild<QTableView *>(QStringLiteral("quoteLines"));
    auto *totals = tab.findChild<QLabel *>(QStringLiteral("quoteTotals"));
    REQUIRE(view);
    REQUIRE(totals);
    auto *model = qobject_cast<QuoteLinesModel *>(view->model());
    REQUIRE(model);
    // No evaluation yet: no rows, and the tab says the lines are being prepared (as the preview does).
    CHECK(model->isPreparing());
    CHECK(model->rowCount() == 0);
    CHECK(totals->text() == QStringLiteral("Preparing the line items…"));

    const PlanEvaluation first = evaluatePlan(doc.plan(), *viewtest::sharedCatalog(), nullptr, false);
    REQUIRE(first.tco);
    tab.showEvaluation(first);
    CHECK_FALSE(model->isPreparing());
    const PricedQuote &shown = model->priced();
    REQUIRE(shown.lines.size() == first.tco->quote.lines.size());
    CHECK(model->rowCount() == shown.lines.size() + groupQuoteLines(shown.lines).size());
    CHECK(shown.total == first.tco->quote.total);
    CHECK(totals->text().contains(QStringLiteral("Total USD")));

    // A discount typed into the table is an edit of the plan: the cell shows it at once (it is the plan's value), the
    // prices when the plan's evaluation comes; nothing prices the plan on the GUI thread in between.
    const int row = rowOf(*model, kH100);
    REQUIRE(row >= 0);
    const double extendedBefore
        = model->index(row, QuoteLinesModel::Extended).data(QuoteLinesModel::RawValueRole).toDouble();
    REQUIRE(model->setData(model->index(row, QuoteLinesModel::Discount), QStringLiteral("12.5")));
    REQUIRE(doc.plan().quote.lineDiscounts.size() == 1);
    CHECK(model->index(row, QuoteLinesModel::Discount).data(QuoteLinesModel::RawValueRole).toDouble() == 12.5);
    CHECK(model->index(row, QuoteLinesModel::Extended).data(QuoteLinesModel::RawValueRole).toDouble()
          == extendedBefore); // not priced here
    doc.undoStack()->undo();
    CHECK(model->index(row, QuoteLinesModel::Discount).data(QuoteLinesModel::RawValueRole).toDouble() == 0);
    doc.undoStack()->redo();
    QSignalSpy resets(model, &QAbstractItemModel::modelReset);
    QSignalSpy changes(model, &QAbstractItemModel::dataChanged);
    tab.showEvaluation(evaluatePlan(doc.plan(), *viewtest::sharedCatalog(), nullptr, false));
    CHECK(model->index(row, QuoteLinesModel::Discount).data(QuoteLinesModel::RawValueRole).toDouble() == 12.5);
    CHECK(model->index(row, QuoteLinesModel::Extended).data(QuoteLinesModel::RawValueRole).toDouble() < extendedBefore);
    // The same lines: updated in place (an editor and the selection survive), not reset.
    CHECK(resets.isEmpty());
    CHECK(changes.size() == 1);
    CHECK(model->priced().total < first.tco->quote.total);

    // The headings name the server types and node counts of the plan the lines price.
    CHECK(model->index(0, QuoteLinesModel::Sku).data().toString() == QStringLiteral("DGX A100 — 16 nodes"));
}

TEST_CASE("a plan with storage but no servers lists its quote lines from its evaluation")
{
    Plan plan = planWithEveryLine();
    plan.servers.clear();
    PlanDocument doc;
    doc.reset(plan, {});
    QuoteTab tab(&doc);
    tab.setCatalog(viewtest::sharedCatalog());
    auto *view = tab.findChild<QTableView *>(QStringLiteral("quoteLines"));
    auto *totals = tab.findChild<QLabel *>(QStringLiteral("quoteTotals"));
    REQUIRE(view);
    REQUIRE(totals);
    auto *model = qobject_cast<QuoteLinesModel *>(view->model());
    REQUIRE(model);

    const PlanEvaluation ev = evaluatePlan(doc.plan(), *viewtest::sharedCatalog(), nullptr, false);
    CHECK_FALSE(ev.tco); // no cost comparison without servers
    const PricedQuote expected = priceQuote(doc.plan(), *viewtest::sharedCatalog());
    REQUIRE_FALSE(expected.lines.isEmpty());
    REQUIRE(ev.quote.lines.size() == expected.lines.size());
    CHECK(ev.quote.total == expected.total);
    CHECK(std::any_of(ev.quote.lines.cbegin(), ev.quote.lines.cend(),
                      [](const QuoteLine &l) { return l.kind == QuoteLine::Kind::Storage; }));

    tab.showEvaluation(ev);
    CHECK_FALSE(model->isPreparing());
    REQUIRE(model->priced().lines.size() == expected.lines.size());
    CHECK(model->rowCount() == expected.lines.size() + groupQuoteLines(expected.lines).size());
    CHECK(totals->text().contains(QStringLiteral("Total USD")));
}

TEST_CASE("the line items name their parts in the interface's language as the priced quote of that language does")
{
    const Plan plan = planWithEveryLine();
    PartCatalog catalog = viewtest::makeCatalog();
    // A Chinese name for one catalog part; the cables and the storage system have theirs in their tables.
    Part h100 = *catalog.find(kH100);
    h100.nameZh = QStringLiteral("英伟达 H100 SXM5 80GB");
    catalog.add(h100);
    const PricedQuote english = priceQuote(plan, catalog);
    for (const char *language : {"zh_CN", "en"}) {
        CAPTURE(language);
        const PricedQuote expected = priceQuote(plan, catalog, QString::fromLatin1(language));
        QList<QuoteLine> named = english.lines;
        QuoteLinesModel::nameLines(named, catalog, QString::fromLatin1(language));
        REQUIRE(named.size() == expected.lines.size());
        for (qsizetype i = 0; i < named.size(); ++i) {
            CAPTURE(named.at(i).sku);
            CHECK(named.at(i).description == expected.lines.at(i).description);
        }
    }
    // The Chinese names differ from the English ones where they exist: the check above could fail.
    const PricedQuote chinese = priceQuote(plan, catalog, QStringLiteral("zh_CN"));
    int differing = 0;
    bool cable = false, storage = false, part = false;
    for (qsizetype i = 0; i < chinese.lines.size(); ++i) {
        if (chinese.lines.at(i).description == english.lines.at(i).description)
            continue;
        ++differing;
        cable = cable || chinese.lines.at(i).kind == QuoteLine::Kind::Cabling;
        storage = storage || chinese.lines.at(i).kind == QuoteLine::Kind::Storage;
        part = part || chinese.lines.at(i).sku == kH100;
    }
    CHECK(differing >= 3);
    CHECK(cable);
    CHECK(storage);
    CHECK(part);
}

TEST_CASE("a slow export keeps the event loop running, its button disabled and a second export declined")
{
    const PrivateCounter counter;
    PlanDocument doc;
    doc.reset(viewtest::makePlan(), {});
    QuoteTab tab(&doc);
    tab.setCatalog(viewtest::sharedCatalog());
    tab.showEvaluation(evaluatePlan(doc.plan(), *viewtest::sharedCatalog(), nullptr, false));
    auto *button = tab.findChild<QPushButton *>(QStringLiteral("quoteExportButton"));
    REQUIRE(button);
    CHECK(button->isEnabled());
    // The deliberately slow step: the worker waits until the test lets it go (at most 30 s).
    std::atomic<bool> release{false};
    std::atomic<bool> slowStepRan{false};
    tab.setExportDelayForTests([&] {
        slowStepRan = true;
        QElapsedTimer waited;
        waited.start();
        while (!release && waited.elapsed() < 30000)
            QThread::msleep(5);
    });
    QSignalSpy exporting(&tab, &QuoteTab::exportingChanged);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("slow.pdf"));
    const QString next = peekNextQuoteNumber(QDate::currentDate());
    bool finished = false;
    QString result = QStringLiteral("not called");
    REQUIRE(tab.startExport(path, true, [&](const QString &error) {
        finished = true;
        result = error;
    }));
    CHECK(tab.isExporting());
    CHECK_FALSE(button->isEnabled());
    REQUIRE(exporting.size() == 1);
    CHECK(exporting.at(0).at(0).toBool());

    // A timer started now fires while the export is still running: the GUI thread is not blocked by it.
    bool ticked = false;
    QTimer::singleShot(20, &tab, [&] { ticked = true; });
    REQUIRE(QTest::qWaitFor([&] { return ticked; }, 10000));
    REQUIRE(QTest::qWaitFor([&] { return slowStepRan.load(); }, 30000));
    CHECK(tab.isExporting());
    CHECK_FALSE(finished);

    // A second export meanwhile is declined, with a message, and takes no number.
    QString why;
    CHECK_FALSE(tab.startExport(dir.filePath(QStringLiteral("second.pdf")), true, nullptr, &why));
    CHECK(why.contains(QStringLiteral("being exported")));
    CHECK(tab.exportPdf(dir.filePath(QStringLiteral("third.pdf")), true) == why);
    CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("second.pdf"))));
    CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("third.pdf"))));
    CHECK_FALSE(QFile::exists(path)); // written atomically, and not yet
    CHECK(doc.plan().quote.number.isEmpty());

    release = true;
    REQUIRE(QTest::qWaitFor([&] { return finished; }, 60000));
    CHECK(result.isEmpty());
    CHECK(QFile(path).size() > 1000);
    CHECK_FALSE(tab.isExporting());
    CHECK(button->isEnabled());
    REQUIRE(exporting.size() == 2);
    CHECK_FALSE(exporting.at(1).at(0).toBool());
    // The number: the one the counter had next, recorded in the plan after the PDF was written, without an undo step.
    CHECK(tab.lastExportedNumber() == next);
    CHECK(doc.plan().quote.number == next);
    CHECK(doc.undoStack()->count() == 0);
    CHECK(peekNextQuoteNumber(QDate::currentDate()) != next);
}

TEST_CASE("an export that fails on its worker gives its number back")
{
    const PrivateCounter counter;
    PlanDocument doc;
    doc.reset(viewtest::makePlan(), {});
    QuoteTab tab(&doc);
    tab.setCatalog(viewtest::sharedCatalog());
    QTemporaryDir dir;
    const QString next = peekNextQuoteNumber(QDate::currentDate());
    bool finished = false;
    QString result;
    REQUIRE(tab.startExport(dir.filePath(QStringLiteral("no/such/folder/q.pdf")), true, [&](const QString &error) {
        finished = true;
        result = error;
    }));
    REQUIRE(QTest::qWaitFor([&] { return finished; }, 60000));
    CHECK_FALSE(result.isEmpty());
    CHECK(tab.lastExportedNumber().isEmpty());
    CHECK(doc.plan().quote.number.isEmpty());
    CHECK_FALSE(doc.isModified());
    CHECK(peekNextQuoteNumber(QDate::currentDate()) == next);
    CHECK_FALSE(tab.isExporting());
}

TEST_CASE("in a window an export right after an edit waits for the slow evaluation of the edited plan")
{
    REQUIRE(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty());
    const PrivateCounter counter;
    MainWindow w;
    w.setCatalog(viewtest::sharedCatalog());
    w.document()->reset(viewtest::makePlan(), {});
    REQUIRE(QTest::qWaitFor(
        [&] { return w.evaluator()->isIdle() && w.evaluator()->latest().plan == w.document()->plan(); }, 30000));
    QuoteTab *tab = w.quoteTab();
    auto *button = tab->findChild<QPushButton *>(QStringLiteral("quoteExportButton"));
    REQUIRE(button);
    const QString idleText = button->text();

    // The deliberately slow evaluation: held on its worker until the test lets it go (at most 30 s).
    QThread *gui = QThread::currentThread();
    std::atomic<bool> release{false};
    std::atomic<int> held{0}, onGuiThread{0};
    w.evaluator()->setEvaluateFunction([&](const Plan &plan, const PartCatalog &catalog, CloudThroughputCache *cache) {
        if (QThread::currentThread() == gui)
            ++onGuiThread;
        ++held;
        QElapsedTimer waited;
        waited.start();
        while (!release && waited.elapsed() < 30000)
            QThread::msleep(5);
        return evaluatePlan(plan, catalog, cache, false);
    });
    int beats = 0;
    QTimer heartbeat;
    heartbeat.setInterval(20);
    QObject::connect(&heartbeat, &QTimer::timeout, [&] { ++beats; });
    heartbeat.start();

    // The edit: 8 nodes instead of 16 and a customer; the export is asked for at once.
    w.document()->undoStack()->push(new SetServerCountCommand(w.document(), 0, 8));
    Plan named = w.document()->plan();
    named.quote.customer.name = QStringLiteral("Edited Customer Ltd");
    named.hasQuote = true;
    w.document()->undoStack()->push(
        new EditPlanCommand(w.document(), named, PlanDocument::Change::Quote, QStringLiteral("customer")));
    const Plan edited = w.document()->plan();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("edited.pdf"));
    bool finished = false;
    QString result = QStringLiteral("not called");
    REQUIRE(tab->startExport(path, true, [&](const QString &error) {
        finished = true;
        result = error;
    }));
    // It waits for the evaluation of the edited plan, saying so, and a second export is declined meanwhile.
    CHECK(tab->isWaitingForEvaluation());
    CHECK(tab->isExporting());
    CHECK_FALSE(button->isEnabled());
    CHECK(button->text() != idleText);
    QString why;
    CHECK_FALSE(tab->startExport(dir.filePath(QStringLiteral("second.pdf")), true, nullptr, &why));
    CHECK_FALSE(why.isEmpty());

    // While the evaluation is held the event loop runs (a 20 ms timer keeps firing) and nothing is written.
    REQUIRE(QTest::qWaitFor([&] { return held.load() > 0; }, 10000));
    const int beatsBefore = beats;
    QTest::qWait(600);
    CHECK(beats - beatsBefore >= 10);
    CHECK_FALSE(finished);
    CHECK_FALSE(QFile::exists(path));
    CHECK(tab->isWaitingForEvaluation());

    release = true;
    REQUIRE(QTest::qWaitFor([&] { return finished; }, 60000));
    CHECK(result.isEmpty());
    CHECK(onGuiThread == 0);
    CHECK(w.evaluator()->latest().plan == edited); // the export went on with the evaluation of the edited plan
    CHECK_FALSE(tab->isWaitingForEvaluation());
    CHECK_FALSE(tab->isExporting());
    CHECK(button->isEnabled());
    CHECK(button->text() == idleText);
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
    REQUIRE(text.waitForFinished(30000));
    const QString pdf = QString::fromUtf8(text.readAllStandardOutput());
    CHECK(pdf.contains(QStringLiteral("Edited Customer Ltd")));
    CHECK(pdf.contains(QStringLiteral("8 nodes")));
    CHECK_FALSE(pdf.contains(QStringLiteral("16 nodes")));

    // The button's own path (exportClicked, also File > Export PDF) waits as well: nothing is asked (the errors,
    // the checklist, the file) before the evaluation of the edited plan has come, then its dialogs come (cancelled
    // here as they show).
    REQUIRE(QTest::qWaitFor(
        [&] { return w.evaluator()->isIdle() && w.evaluator()->latest().plan == w.document()->plan(); }, 30000));
    release = false;
    held = 0;
    w.document()->undoStack()->undo(); // the customer's name
    tab->exportClicked();
    CHECK(tab->isWaitingForEvaluation());
    CHECK_FALSE(tab->isExporting());
    CHECK_FALSE(button->isEnabled());
    QStringList dialogs;
    QTimer closer;
    closer.setInterval(20);
    QObject::connect(&closer, &QTimer::timeout, [&] {
        if (auto *d = qobject_cast<QDialog *>(QApplication::activeModalWidget())) {
            dialogs.append(QString::fromLatin1(d->metaObject()->className()));
            d->reject();
        }
    });
    closer.start();
    REQUIRE(QTest::qWaitFor([&] { return held.load() > 0; }, 10000));
    QTest::qWait(300);
    CHECK(dialogs.isEmpty());
    CHECK(tab->isWaitingForEvaluation());
    release = true;
    REQUIRE(QTest::qWaitFor([&] { return !dialogs.isEmpty(); }, 30000));
    CHECK(w.evaluator()->latest().plan == w.document()->plan());
    CHECK_FALSE(tab->isWaitingForEvaluation());
    CHECK(onGuiThread == 0);
}
