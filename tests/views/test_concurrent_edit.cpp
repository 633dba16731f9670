// Two windows on one plan (issue 22, item 1): a saved change of one is never overwritten silently by the other;
// the document notices changes on disk; recovery files name the plan by its absolute path.
#include "document/autosave.h"
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "mainwindow/mainwindow.h"
#include "plan/planfile.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace aip;

namespace {

void rename(PlanDocument &doc, const QString &name)
{
    Plan p = doc.plan();
    p.name = name;
    doc.undoStack()->push(new EditPlanCommand(&doc, p, PlanDocument::Change::Name, QStringLiteral("rename")));
}

QString nameOnDisk(const QString &path)
{
    const PlanReadResult r = readPlanFile(path);
    return r.ok() ? r.plan->name : QString();
}

// Clicks the button with this object name in the next message box; the flag tells whether one was shown. Polls with
// a timer (not a blocking wait), so a box opened from inside another event loop is answered too; the flag is shared,
// so a poll that outlives its test writes nothing on a finished stack.
std::shared_ptr<bool> answerConflict(const QString &buttonName)
{
    auto seen = std::make_shared<bool>(false);
    auto *timer = new QTimer;
    auto elapsed = std::make_shared<int>(0);
    QObject::connect(timer, &QTimer::timeout, [timer, elapsed, buttonName, seen] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QPushButton *button = box ? box->findChild<QPushButton *>(buttonName) : nullptr;
        if (button) {
            *seen = true;
            button->click();
        }
        if (button || (*elapsed += 20) > 5000) {
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start(20);
    return seen;
}

} // namespace

TEST_CASE("two documents on one file: the second save does not silently overwrite the first")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shared.aiplan"));
    REQUIRE(writePlanFile(viewtest::makePlan(), path).isEmpty());
    PlanDocument a, b;
    REQUIRE(a.load(path).isEmpty());
    REQUIRE(b.load(path).isEmpty());

    rename(a, QStringLiteral("saved by A"));
    REQUIRE(a.saveAs(path).isEmpty());
    CHECK_FALSE(a.isChangedOnDisk()); // its own save is not someone else's change
    CHECK(b.isChangedOnDisk());

    rename(b, QStringLiteral("saved by B"));
    // Before issue 22 this succeeded and A's saved change was gone.
    const PlanDocument::SaveResult refused = b.save(path);
    CHECK(refused.status == PlanDocument::SaveStatus::ChangedOnDisk);
    CHECK(refused.error.contains(path));
    CHECK(nameOnDisk(path) == QStringLiteral("saved by A"));
    CHECK(b.isModified());
    CHECK_FALSE(b.saveAs(path).isEmpty());
    CHECK(nameOnDisk(path) == QStringLiteral("saved by A"));

    // The user chose Overwrite: B's version replaces A's, and then A is the one that must ask.
    CHECK(b.save(path, PlanDocument::SaveMode::Overwrite).ok());
    CHECK(nameOnDisk(path) == QStringLiteral("saved by B"));
    CHECK_FALSE(b.isModified());
    rename(a, QStringLiteral("A again"));
    CHECK(a.save(path).status == PlanDocument::SaveStatus::ChangedOnDisk);
    CHECK(nameOnDisk(path) == QStringLiteral("saved by B"));
}

TEST_CASE("the watcher announces another program's change once, own saves and touches are not changes")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("watched.aiplan"));
    REQUIRE(writePlanFile(viewtest::makePlan(), path).isEmpty());
    PlanDocument doc;
    REQUIRE(doc.load(path).isEmpty());
    QSignalSpy spy(&doc, &PlanDocument::changedOnDisk);

    rename(doc, QStringLiteral("own save"));
    REQUIRE(doc.saveAs(path).isEmpty());
    QTest::qWait(300);
    CHECK(spy.isEmpty());

    // Same bytes, new modification time: nothing to reload.
    const QByteArray same = aiptest::readFile(path);
    REQUIRE(aiptest::writeFile(path, same));
    QTest::qWait(300);
    CHECK(spy.isEmpty());
    CHECK_FALSE(doc.isChangedOnDisk());

    Plan other = doc.plan();
    other.name = QStringLiteral("another program");
    REQUIRE(writePlanFile(other, path).isEmpty()); // atomic replace: a new file under the same name
    CHECK(QTest::qWaitFor([&] { return spy.size() >= 1; }, 5000));
    QTest::qWait(300);
    CHECK(spy.size() == 1);
    CHECK(doc.isChangedOnDisk());

    // A removed file is a change too: saving must not recreate it without asking.
    REQUIRE(QFile::remove(path));
    CHECK(doc.isChangedOnDisk());
    rename(doc, QStringLiteral("after removal"));
    CHECK(doc.save(path).status == PlanDocument::SaveStatus::ChangedOnDisk);
    CHECK_FALSE(QFile::exists(path));
}

TEST_CASE("two windows on one plan: the second save offers Reload, Save As or Overwrite")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("two-windows.aiplan"));
    REQUIRE(writePlanFile(viewtest::makePlan(), path).isEmpty());
    MainWindow a, b;
    a.setCatalog(viewtest::sharedCatalog());
    b.setCatalog(viewtest::sharedCatalog());
    REQUIRE(a.openFile(path, false));
    REQUIRE(b.openFile(path, false));

    rename(*b.document(), QStringLiteral("B's unsaved edit"));
    rename(*a.document(), QStringLiteral("A's saved edit"));
    // B is busy elsewhere while A saves: its watcher's question is answered "Keep Editing".
    const auto watcherAsked = answerConflict(QStringLiteral("cancelButton"));
    REQUIRE(a.saveFile(path));
    CHECK(QTest::qWaitFor([&] { return *watcherAsked; }, 5000));
    CHECK(nameOnDisk(path) == QStringLiteral("A's saved edit"));

    SECTION("Cancel keeps A's save; without a user to ask, the save fails and says why")
    {
        const auto seen = answerConflict(QStringLiteral("cancelButton"));
        CHECK_FALSE(b.saveFile(path));
        CHECK(*seen);
        CHECK(nameOnDisk(path) == QStringLiteral("A's saved edit"));
        CHECK(b.isWindowModified());
        CHECK_FALSE(b.saveFile(path, false));
        CHECK(nameOnDisk(path) == QStringLiteral("A's saved edit"));
    }
    SECTION("Reload shows A's save in B")
    {
        const auto seen = answerConflict(QStringLiteral("reloadButton"));
        CHECK_FALSE(b.saveFile(path));
        CHECK(*seen);
        CHECK(b.document()->plan().name == QStringLiteral("A's saved edit"));
        CHECK_FALSE(b.document()->isModified());
    }
    SECTION("Overwrite replaces A's save, because the user said so")
    {
        const auto seen = answerConflict(QStringLiteral("overwriteButton"));
        CHECK(b.saveFile(path));
        CHECK(*seen);
        CHECK(nameOnDisk(path) == QStringLiteral("B's unsaved edit"));
    }
}

TEST_CASE("an unmodified window reloads a plan another window saved")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("follow.aiplan"));
    REQUIRE(writePlanFile(viewtest::makePlan(), path).isEmpty());
    MainWindow reader;
    reader.setCatalog(viewtest::sharedCatalog());
    REQUIRE(reader.openFile(path, false));
    PlanDocument writer;
    REQUIRE(writer.load(path).isEmpty());
    rename(writer, QStringLiteral("newer"));
    REQUIRE(writer.saveAs(path).isEmpty());
    CHECK(QTest::qWaitFor([&] { return reader.document()->plan().name == QStringLiteral("newer"); }, 5000));
    CHECK_FALSE(reader.document()->isModified());
}

TEST_CASE("recovery files store the plan's absolute path, whatever the working folder")
{
    QTemporaryDir dir;
    const QString recovery = dir.filePath(QStringLiteral("recovery"));
    const QString before = QDir::currentPath();
    REQUIRE(QDir::setCurrent(dir.path()));
    REQUIRE(writePlanFile(viewtest::makePlan(), QStringLiteral("relative.aiplan")).isEmpty());
    {
        PlanDocument doc;
        REQUIRE(doc.load(QStringLiteral("relative.aiplan")).isEmpty());
        CHECK(doc.filePath() == QDir(dir.path()).absoluteFilePath(QStringLiteral("relative.aiplan")));
        auto *autosave = new Autosave(&doc, recovery);
        rename(doc, QStringLiteral("unsaved"));
        REQUIRE(autosave->saveNow());
        delete autosave; // a crash: no discard()
    }
    // The next start runs elsewhere.
    REQUIRE(QDir::setCurrent(QDir::tempPath()));
    const QList<RecoveryEntry> pending = Autosave::pending(recovery);
    REQUIRE(QDir::setCurrent(before));
    REQUIRE(pending.size() == 1);
    CHECK(pending.at(0).filePath == QDir(dir.path()).absoluteFilePath(QStringLiteral("relative.aiplan")));
    Autosave::remove(pending.at(0));
}

TEST_CASE("a recovery file with a relative path (older versions) recovers as an untitled plan")
{
    QTemporaryDir dir;
    const QString recovery = dir.filePath(QStringLiteral("recovery"));
    REQUIRE(QDir().mkpath(recovery));
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("aiplanner-recovery"));
    o.insert(QStringLiteral("file"), QStringLiteral("some/relative.aiplan"));
    o.insert(QStringLiteral("saved"), QStringLiteral("2026-12-01T10:00:00Z"));
    o.insert(QStringLiteral("plan"), planToJson(viewtest::makePlan()));
    REQUIRE(aiptest::writeFile(QDir(recovery).filePath(QStringLiteral("old.recovery")),
                               QJsonDocument(o).toJson(QJsonDocument::Compact)));
    const QList<RecoveryEntry> pending = Autosave::pending(recovery);
    REQUIRE(pending.size() == 1);
    CHECK(pending.at(0).filePath.isEmpty());
}
