// Every screen at every size (issue 17, item 1): the main window's tabs and the main dialogs rendered offscreen at
// 1366 x 768, 1920 x 1080 and 2560 x 1440 at 200 % (1280 x 720 logical pixels drawn at device pixel ratio 2), in
// English and in Chinese. The PNGs are kept in the build folder (screenshots/) as an artefact to look at; the test
// checks that the window fits the screen, that no visible child widget runs outside its parent, and that no label,
// button or field cuts its text without an ellipsis or a tooltip saying it whole.
#include "accuracy/accuracydialog.h"
#include "analysis/planevaluator.h"
#include "currency/currencydialog.h"
#include "document/plandocument.h"
#include "i18n/translation.h"
#include "mainwindow/mainwindow.h"
#include "preferences/preferencesdialog.h"
#include "quote/sellerdialog.h"
#include "sizing/sizingdialog.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QCheckBox>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextDocument>

using namespace aip;

namespace {

struct Screen {
    QString name;
    QSize logical; // the window's room, in device-independent pixels
    qreal dpr;
};

const QList<Screen> &screens()
{
    static const QList<Screen> s = {{QStringLiteral("1366x768"), {1366, 768}, 1.0},
                                    {QStringLiteral("1920x1080"), {1920, 1080}, 1.0},
                                    {QStringLiteral("2560x1440@2x"), {1280, 720}, 2.0}};
    return s;
}

QString shotDir()
{
    const QString dir = QStringLiteral(AIP_SCREENSHOT_DIR);
    QDir().mkpath(dir);
    return dir;
}

QString describe(const QWidget *w)
{
    QString name = w->objectName();
    if (name.isEmpty())
        name = QString::fromLatin1(w->metaObject()->className());
    return name;
}

QString path(const QWidget *w)
{
    QStringList parts;
    for (const QWidget *p = w; p && !p->isWindow(); p = p->parentWidget())
        parts.prepend(describe(p));
    return parts.join(QLatin1Char('/'));
}

// Inside a scroll area's viewport a child may be larger than what shows: that is what scrolling is for.
bool scrolledContent(const QWidget *parent)
{
    const auto *area = qobject_cast<const QAbstractScrollArea *>(parent->parentWidget());
    return area && area->viewport() == parent;
}

// The text a widget shows, cut when it needs more width than it has and says it nowhere else.
QString cutText(const QWidget *w)
{
    if (!w->toolTip().isEmpty())
        return {};
    const QFontMetrics fm = w->fontMetrics();
    if (const auto *label = qobject_cast<const QLabel *>(w)) {
        const QString text = label->text();
        if (text.isEmpty() || label->wordWrap() || text.contains(QChar(0x2026)))
            return {};
        int needed = 0;
        if (label->textFormat() == Qt::RichText || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(text))) {
            QTextDocument doc;
            doc.setDefaultFont(label->font());
            doc.setDocumentMargin(0);
            doc.setHtml(text);
            needed = int(std::ceil(doc.idealWidth()));
        } else {
            needed = fm.size(Qt::TextShowMnemonic, text).width();
        }
        const int room = label->contentsRect().width() - 2 * label->margin() - std::max(label->indent(), 0);
        return needed > room + 1 ? text : QString();
    }
    if (qobject_cast<const QPushButton *>(w) || qobject_cast<const QCheckBox *>(w)
        || qobject_cast<const QRadioButton *>(w)) {
        const auto *b = static_cast<const QAbstractButton *>(w);
        if (b->text().isEmpty())
            return {};
        return b->sizeHint().width() > b->width() + 1 ? b->text() : QString();
    }
    if (const auto *edit = qobject_cast<const QLineEdit *>(w)) {
        if (edit->text().isEmpty() || !edit->isReadOnly())
            return {}; // what the user types scrolls; a read-only field must show all it says
        return fm.horizontalAdvance(edit->text()) > edit->width() - 10 ? edit->text() : QString();
    }
    return {};
}

void inspect(const QWidget *parent, QStringList &problems)
{
    const QRect room = parent->rect().adjusted(-1, -1, 1, 1);
    const bool scrolled = scrolledContent(parent);
    for (const QWidget *child : parent->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
        if (child->isWindow() || !child->isVisible())
            continue;
        if (!scrolled && !room.contains(child->geometry()))
            problems.append(QStringLiteral("%1 runs outside its parent (%2 in %3x%4)")
                                .arg(path(child))
                                .arg(QStringLiteral("%1,%2 %3x%4")
                                         .arg(child->x())
                                         .arg(child->y())
                                         .arg(child->width())
                                         .arg(child->height()))
                                .arg(parent->width())
                                .arg(parent->height()));
        if (const QString cut = cutText(child); !cut.isEmpty())
            problems.append(QStringLiteral("%1 cuts \"%2\" (%3 px wide)").arg(path(child), cut).arg(child->width()));
        inspect(child, problems);
    }
}

QImage render(QWidget *w, qreal dpr)
{
    QImage image(w->size() * dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::white);
    QPainter p(&image);
    w->render(&p);
    return image;
}

QString fileSafe(QString text)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9_-]+"));
    return text.replace(unsafe, QStringLiteral("-"));
}

struct LanguageGuard {
    explicit LanguageGuard(const QString &language) { REQUIRE(installTranslators(language)); }
    ~LanguageGuard() { installTranslators(QStringLiteral("en")); }
};

// Shows `w` at `size`, waits for layouts, saves its PNG and returns the problems found.
QStringList shoot(QWidget *w, const Screen &screen, const QString &name)
{
    QCoreApplication::processEvents();
    const QImage image = render(w, screen.dpr);
    const QString file = QStringLiteral("%1/%2-%3.png").arg(shotDir(), name, screen.name);
    CHECK(image.save(file));
    QStringList problems;
    inspect(w, problems);
    for (QString &p : problems)
        p = QStringLiteral("%1 at %2: %3").arg(name, screen.name, p);
    return problems;
}

} // namespace

TEST_CASE("every tab fits 1366x768, 1920x1080 and 2560x1440 at 200 percent in English and Chinese")
{
    QElapsedTimer clock;
    clock.start();
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        const LanguageGuard guard(language);
        MainWindow w;
        w.setCatalog(viewtest::sharedCatalog());
        w.document()->reset(viewtest::makePlan(), {});
        REQUIRE(QTest::qWaitFor([&] { return w.evaluator()->isIdle(); }, 60000));
        auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("mainTabs"));
        REQUIRE(tabs);
        REQUIRE(tabs->count() >= 6);
        QStringList problems;
        for (const Screen &screen : screens()) {
            w.resize(screen.logical);
            w.show();
            QCoreApplication::processEvents();
            INFO(language.toStdString() + " " + screen.name.toStdString());
            // The window fits the screen: its layouts' minimum is not larger than the room it is given.
            CHECK(w.width() <= screen.logical.width());
            CHECK(w.height() <= screen.logical.height());
            for (int t = 0; t < tabs->count(); ++t) {
                tabs->setCurrentIndex(t);
                QTest::qWait(1); // let the shown tab build what it builds only when seen
                problems += shoot(
                    &w, screen,
                    QStringLiteral("%1-tab%2-%3").arg(language).arg(t).arg(fileSafe(tabs->widget(t)->objectName())));
            }
        }
        tabs->setCurrentIndex(0);
        CAPTURE(problems);
        CHECK(problems.isEmpty());
    }
    // Fast enough for CI, under the sanitizers too.
    CHECK(clock.elapsed() < 120000);
}

TEST_CASE("the main dialogs fit the smallest screen and cut no text in English and Chinese")
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        const LanguageGuard guard(language);
        PlanDocument doc;
        doc.reset(viewtest::makePlan(), {});
        const auto catalog = viewtest::sharedCatalog();
        QList<QWidget *> dialogs;
        dialogs.append(new PreferencesDialog);
        dialogs.append(new CurrencyDialog(doc.plan(), catalog.get()));
        // The accuracy report against the bundled catalog, as a user sees it (the small test catalog lacks most of
        // the validation rows' systems, and its figures would be nonsense on the screenshot).
        dialogs.append(new AccuracyDialog(*viewtest::seedCatalog()));
        auto *sizing = new SizingDialog(&doc);
        sizing->setCatalog(catalog);
        dialogs.append(sizing);
        dialogs.append(new SellerDialog(SellerInfo{}));
        QStringList problems;
        const Screen &smallest = screens().constLast();
        for (QWidget *d : dialogs) {
            const QString name = QStringLiteral("%1-dialog-%2").arg(language, fileSafe(describe(d)));
            INFO(name.toStdString());
            // Its layouts fit the smallest screen: a dialog opened larger (sized for a big screen) can be made to.
            const QSize least = d->minimumSizeHint().expandedTo(d->minimumSize());
            CHECK(least.width() <= smallest.logical.width());
            CHECK(least.height() <= smallest.logical.height());
            const QSize opened = d->size();
            for (const Screen &screen : {screens().constFirst(), smallest}) {
                d->resize(opened.boundedTo(screen.logical));
                d->show();
                problems += shoot(d, screen, name);
            }
            // The accuracy report with a regime picked out on the chart and in the run list.
            auto *accuracy = qobject_cast<AccuracyDialog *>(d);
            if (accuracy && QTest::qWaitFor([accuracy] { return accuracy->isReady(); }, 120000)) {
                const QList<QTableWidgetItem *> fsdp
                    = accuracy->regimeTable()->findItems(QStringLiteral("fsdp-h100"), Qt::MatchExactly);
                if (!fsdp.isEmpty()) {
                    accuracy->regimeTable()->selectRow(fsdp.first()->row());
                    d->resize(opened.boundedTo(smallest.logical));
                    problems += shoot(d, smallest, name + QStringLiteral("-picked"));
                }
            }
            delete d;
        }
        CAPTURE(problems);
        CHECK(problems.isEmpty());
    }
}

TEST_CASE("the custom model form, head dimension included, fits and cuts no text in English and Chinese")
{
    // Qwen3-32B written out (the workload panel's "Custom transformer"): 64 heads of 128 on a hidden of 5,120.
    Plan plan = viewtest::makePlan();
    ModelSpec m;
    m.type = QStringLiteral("transformer");
    m.layers = 64;
    m.hidden = 5120;
    m.heads = 64;
    m.kvHeads = 8;
    m.headDim = 128;
    m.ffnHidden = 25600;
    m.seqLen = 4096;
    m.vocab = 151936;
    m.gatedMlp = true;
    plan.workload.model = m;
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        const LanguageGuard guard(language);
        MainWindow w;
        w.setCatalog(viewtest::sharedCatalog());
        w.document()->reset(plan, {});
        REQUIRE(QTest::qWaitFor([&] { return w.evaluator()->isIdle(); }, 60000));
        auto *headDim = w.findChild<QSpinBox *>(QStringLiteral("customHeadDim"));
        REQUIRE(headDim);
        QStringList problems;
        for (const Screen &screen : screens()) {
            if (screen.dpr != 1.0)
                continue;
            w.resize(screen.logical);
            w.show();
            QCoreApplication::processEvents();
            INFO(language.toStdString() + " " + screen.name.toStdString());
            CHECK(headDim->isVisible());
            CHECK(headDim->value() == 128);
            problems += shoot(&w, screen, QStringLiteral("%1-custom-model").arg(language));
        }
        CAPTURE(problems);
        CHECK(problems.isEmpty());
    }
}
