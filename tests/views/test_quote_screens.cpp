// The Quote tab on the three screens of the screenshot test (issue 17, item 1), in English and Chinese, once its
// preview has been painted: the grouped line table above the PDF's pages. The first time the tab is shown it says
// that the preview is being prepared (no empty grey box) and paints it at once, without the typing debounce.
// The PNGs go to the build folder's screenshots/ (quote-<language>-<screen>.png), to look at.
#include "analysis/planevaluator.h"
#include "document/plandocument.h"
#include "i18n/translation.h"
#include "mainwindow/mainwindow.h"
#include "quote/quotetab.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QDir>
#include <QLabel>
#include <QPainter>
#include <QTabWidget>
#include <QTest>

using namespace aip;

TEST_CASE("the Quote tab says it prepares its preview, then shows it, at each screen size in both languages")
{
    struct Screen {
        const char *name;
        QSize logical;
        qreal dpr;
    };
    const Screen screens[]
        = {{"1366x768", {1366, 768}, 1.0}, {"1920x1080", {1920, 1080}, 1.0}, {"2560x1440@2x", {1280, 720}, 2.0}};
    const QString dir = QStringLiteral(AIP_SCREENSHOT_DIR);
    QDir().mkpath(dir);
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        REQUIRE(installTranslators(language));
        {
            MainWindow w;
            w.setCatalog(viewtest::sharedCatalog());
            w.document()->reset(viewtest::makePlan(), {});
            REQUIRE(QTest::qWaitFor([&] { return w.evaluator()->isIdle(); }, 60000));
            auto *tabs = w.findChild<QTabWidget *>(QStringLiteral("mainTabs"));
            REQUIRE(tabs);
            QuoteTab *tab = w.quoteTab();
            REQUIRE(tab);
            bool first = true;
            for (const Screen &screen : screens) {
                INFO(language.toStdString() << " " << screen.name);
                w.resize(screen.logical);
                w.show();
                tabs->setCurrentWidget(tab);
                if (first) {
                    // Before the first pages: a word, not an empty box.
                    CHECK(tab->previewPageCount() == 0);
                    const auto *waiting = tab->findChild<QLabel *>(QStringLiteral("quotePreviewWaiting"));
                    REQUIRE(waiting);
                    CHECK(waiting->isVisible());
                    first = false;
                }
                REQUIRE(QTest::qWaitFor([&] { return tab->isPreviewIdle() && tab->previewPageCount() > 0; }, 30000));
                CHECK(tab->findChild<QLabel *>(QStringLiteral("quotePreviewWaiting")) == nullptr);
                QCoreApplication::processEvents();
                QImage image(w.size() * screen.dpr, QImage::Format_ARGB32_Premultiplied);
                image.setDevicePixelRatio(screen.dpr);
                image.fill(Qt::white);
                QPainter p(&image);
                w.render(&p);
                p.end();
                CHECK(image.save(QStringLiteral("%1/quote-%2-%3.png").arg(dir, language, QLatin1String(screen.name))));
            }
        }
    }
    REQUIRE(installTranslators(QStringLiteral("en")));
}
