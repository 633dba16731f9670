// The keyboard and the habits (issue 17, item 2): a part is found, added, selected, removed, the removal undone and
// redone, and the quote exported as a PDF, with key events only; the language switches without a restart; the
// start page opens a template from the keyboard; splitter sizes are remembered.
#include "analysis/planevaluator.h"
#include "canvas/buildpanel.h"
#include "canvas/servercanvas.h"
#include "catalog/catalogpanel.h"
#include "common/appsettings.h"
#include "document/plandocument.h"
#include "i18n/translation.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/startpage.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

using namespace aip;

namespace {

int h100s(const Plan &plan)
{
    int n = 0;
    for (const PartRef &p : plan.servers.value(0).parts)
        n += p.sku == QLatin1String("nvidia-h100-sxm5-80gb") ? p.qty : 0;
    return n;
}

// One HGX H100 server type holding 4 of its 8 GPUs: room to add one.
Plan hgxPlan()
{
    Plan plan = viewtest::makePlan();
    plan.servers.removeFirst();
    return plan;
}

void activate(QWidget *w)
{
    w->show();
    w->activateWindow();
    QApplication::setActiveWindow(w);
    REQUIRE(QTest::qWaitForWindowActive(w));
}

// Answers the export's dialogs from the keyboard: the file dialog gets the path typed and Enter, a question gets
// Alt+Y (Yes), any other dialog Enter (its default button). Returns what it answered.
struct DialogAnswerer {
    QString path;
    QStringList answered;
    QTimer timer;
    explicit DialogAnswerer(const QString &file)
        : path(file)
    {
        timer.setInterval(50);
        QObject::connect(&timer, &QTimer::timeout, [this] { answer(); });
        timer.start();
    }
    void answer()
    {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || !modal->isVisible())
            return;
        QApplication::setActiveWindow(modal);
        if (auto *files = qobject_cast<QFileDialog *>(modal)) {
            auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            if (!name)
                return;
            answered.append(QStringLiteral("file"));
            name->setFocus();
            QTest::keyClick(name, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(name, path);
            QTest::keyClick(name, Qt::Key_Return);
        } else if (auto *box = qobject_cast<QMessageBox *>(modal); box && box->button(QMessageBox::Yes)) {
            answered.append(QStringLiteral("yes: ") + box->text().left(60));
            QTest::keyClick(box, Qt::Key_Y, Qt::AltModifier);
        } else {
            answered.append(QStringLiteral("enter: ") + modal->windowTitle());
            QTest::keyClick(modal, Qt::Key_Return);
        }
    }
};

} // namespace

TEST_CASE("a part is added, selected, removed, undone and redone, and a PDF exported, with the keyboard only")
{
    QTemporaryDir dir;
    MainWindow w;
    w.setCatalog(viewtest::sharedCatalog());
    w.document()->reset(hgxPlan(), {});
    activate(&w);
    REQUIRE(QTest::qWaitFor([&] { return w.evaluator()->isIdle(); }, 60000));
    const int before = h100s(w.document()->plan());
    REQUIRE(before == 4);
    QUndoStack *undo = w.document()->undoStack();
    const int steps = undo->count();

    // Ctrl+F: the catalog's search; typing and Enter go to the first part found.
    QTest::keyClick(&w, Qt::Key_F, Qt::ControlModifier);
    QLineEdit *search = w.catalogPanel()->searchBox();
    REQUIRE(QApplication::focusWidget() == search);
    QTest::keyClicks(search, QStringLiteral("H100 SXM5"));
    QTest::keyClick(search, Qt::Key_Return);
    CHECK(QApplication::focusWidget() == w.catalogPanel()->view());
    REQUIRE(w.catalogPanel()->selectedSku() == QStringLiteral("nvidia-h100-sxm5-80gb"));
    // Enter adds it to the server: one undo step.
    QTest::keyClick(w.catalogPanel()->view(), Qt::Key_Return);
    CHECK(h100s(w.document()->plan()) == before + 1);
    CHECK(undo->count() == steps + 1);
    // Ctrl+Shift+A (Add part) adds the catalog's selected part too; Ctrl+Z takes it back.
    QTest::keyClick(w.catalogPanel()->view(), Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    CHECK(h100s(w.document()->plan()) == before + 2);
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    CHECK(h100s(w.document()->plan()) == before + 1);

    // F6: the server canvas has the focus, and shows it; the cursor starts on the first part.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
    ServerCanvas *canvas = w.buildPanel()->canvas();
    REQUIRE(QApplication::focusWidget() == canvas);
    CHECK(canvas->cursorSlot() >= 0);
    // The arrows walk the slots: Right then Left comes back, End reaches the last slot, Home the first.
    const int start = canvas->cursorSlot();
    QTest::keyClick(canvas, Qt::Key_Right);
    CHECK(canvas->cursorSlot() == start + 1);
    QTest::keyClick(canvas, Qt::Key_Left);
    CHECK(canvas->cursorSlot() == start);
    QTest::keyClick(canvas, Qt::Key_End);
    CHECK(canvas->cursorSlot() == canvas->geometry().slotRects().size() - 1);
    QTest::keyClick(canvas, Qt::Key_Home);
    CHECK(canvas->cursorSlot() == 0);
    QTest::keyClick(canvas, Qt::Key_Down);
    CHECK(canvas->cursorSlot() > 0);
    QTest::keyClick(canvas, Qt::Key_Home);
    REQUIRE(canvas->selectedSku() == QStringLiteral("nvidia-h100-sxm5-80gb"));

    // Delete removes the selected part in one undo step; Ctrl+Z brings it back, Ctrl+Y and Ctrl+Shift+Z redo.
    const int stepsBeforeDelete = undo->index();
    QTest::keyClick(canvas, Qt::Key_Delete);
    CHECK(h100s(w.document()->plan()) == before);
    CHECK(undo->index() == stepsBeforeDelete + 1);
    QTest::keyClick(canvas, Qt::Key_Z, Qt::ControlModifier);
    CHECK(h100s(w.document()->plan()) == before + 1);
    QTest::keyClick(canvas, Qt::Key_Y, Qt::ControlModifier);
    CHECK(h100s(w.document()->plan()) == before);
    QTest::keyClick(canvas, Qt::Key_Z, Qt::ControlModifier);
    CHECK(h100s(w.document()->plan()) == before + 1);
    QTest::keyClick(canvas, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    CHECK(h100s(w.document()->plan()) == before);

    // Ctrl+E: the quote's PDF, the dialogs answered with keys.
    const QString pdf = dir.filePath(QStringLiteral("keyboard-quote.pdf"));
    DialogAnswerer answerer(pdf);
    QTest::keyClick(canvas, Qt::Key_E, Qt::ControlModifier);
    REQUIRE(QTest::qWaitFor([&] { return QFile::exists(pdf); }, 30000));
    CAPTURE(answerer.answered);
    CHECK(answerer.answered.contains(QStringLiteral("file")));
    QFile file(pdf);
    REQUIRE(file.open(QIODevice::ReadOnly));
    CHECK(file.read(5) == QByteArray("%PDF-"));
}

TEST_CASE("every menu action with a standard key has it, Redo answers Ctrl+Y and Ctrl+Shift+Z")
{
    MainWindow w;
    const auto action = [&](const char *name) { return w.findChild<QAction *>(QLatin1String(name)); };
    REQUIRE(action("redoAction"));
    const QList<QKeySequence> redo = action("redoAction")->shortcuts();
    CHECK(redo.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
    CHECK(redo.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
    for (const char *name : {"saveAsAction", "preferencesAction", "addPartAction", "exportPdfAction",
                             "removePartAction", "findPartAction", "focusCanvasAction"}) {
        INFO(name);
        REQUIRE(action(name));
        CHECK_FALSE(action(name)->shortcut().isEmpty());
    }
    // No two actions of the menus share a key.
    QHash<QString, QString> seen;
    for (QAction *a : w.menuBar()->findChildren<QAction *>()) {
        for (const QKeySequence &k : a->shortcuts()) {
            const QString key = k.toString();
            INFO(key.toStdString() + " " + a->text().toStdString() + " / " + seen.value(key).toStdString());
            CHECK_FALSE(seen.contains(key));
            seen.insert(key, a->text());
        }
    }
}

TEST_CASE("the language switches live: menus, tabs and panels are retranslated and the plan stays")
{
    MainWindow w;
    w.setCatalog(viewtest::sharedCatalog());
    w.document()->reset(hgxPlan(), {});
    w.show();
    const int steps = w.document()->undoStack()->count();
    auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("mainTabs"));
    REQUIRE(tabs);
    tabs->setCurrentIndex(2);
    const QString englishFile = w.menuBar()->actions().constFirst()->text();
    const QString englishTab = tabs->tabText(0);
    const QString englishSearch = w.catalogPanel()->searchBox()->placeholderText();
    REQUIRE(englishFile == QStringLiteral("&File"));

    REQUIRE(installTranslators(QStringLiteral("zh_CN")));
    REQUIRE(QTest::qWaitFor(
        [&] { return w.menuBar()->actions().value(0) && w.menuBar()->actions().constFirst()->text() != englishFile; },
        5000));
    tabs = w.findChild<QTabWidget *>(QStringLiteral("mainTabs"));
    REQUIRE(tabs);
    CHECK(tabs->tabText(0) != englishTab);
    CHECK(tabs->currentIndex() == 2);
    CHECK(w.catalogPanel()->searchBox()->placeholderText() != englishSearch);
    CHECK(w.document()->plan().servers.size() == 1);
    CHECK(w.document()->undoStack()->count() == steps);
    CHECK(w.findChildren<QTabWidget *>(QStringLiteral("mainTabs")).size() == 1);

    installTranslators(QStringLiteral("en"));
    REQUIRE(QTest::qWaitFor(
        [&] { return w.menuBar()->actions().value(0) && w.menuBar()->actions().constFirst()->text() == englishFile; },
        5000));
    CHECK(w.findChild<QTabWidget *>(QStringLiteral("mainTabs"))->tabText(0) == englishTab);
    CHECK(w.catalogPanel()->searchBox()->placeholderText() == englishSearch);
    // The rebuilt window still works: an added part is one undo step.
    REQUIRE(w.buildPanel()->canvas()->addPart(QStringLiteral("nvidia-h100-sxm5-80gb")).isEmpty());
    CHECK(h100s(w.document()->plan()) == 5);
}

TEST_CASE("started without a plan the window shows the start page and opens a template from the keyboard")
{
    MainWindow w;
    w.showStartPage();
    activate(&w);
    REQUIRE(w.startPageShown());
    QListWidget *templates = w.startPage()->templateList();
    REQUIRE(templates->count() == planTemplates().size());
    templates->setFocus();
    QTest::keyClick(templates, Qt::Key_Home);
    QTest::keyClick(templates, Qt::Key_Down);
    const QString title = templates->currentItem()->text();
    QTest::keyClick(templates, Qt::Key_Return);
    CHECK_FALSE(w.startPageShown());
    CHECK(w.document()->plan().name.isEmpty() == false);
    CHECK(title == planTemplates().at(1).first);
    CHECK(w.document()->plan().servers.size() >= 1);
}

TEST_CASE("a dragged splitter keeps its sizes in the next window")
{
    QList<int> dragged;
    {
        MainWindow w;
        w.resize(1366, 768);
        w.show();
        QCoreApplication::processEvents();
        auto *split = w.findChild<QSplitter *>(QStringLiteral("mainSplitter"));
        REQUIRE(split);
        QWidget *handle = split->handle(1);
        const QList<int> before = split->sizes();
        const QPoint grip(handle->width() / 2, handle->height() / 2);
        QTest::mousePress(handle, Qt::LeftButton, {}, grip);
        QTest::mouseMove(handle, grip + QPoint(-60, 0));
        QTest::mouseRelease(handle, Qt::LeftButton, {}, grip + QPoint(-60, 0));
        dragged = split->sizes();
        REQUIRE(dragged != before);
    }
    MainWindow again;
    again.resize(1366, 768);
    again.show();
    QCoreApplication::processEvents();
    CHECK(again.findChild<QSplitter *>(QStringLiteral("mainSplitter"))->sizes() == dragged);
    appsettings::setSplitterState(QStringLiteral("mainSplitter"), {}); // the next tests start from the defaults
}
