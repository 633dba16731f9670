// The team catalog's dialogs offscreen, in English and Chinese (issue 19): Preferences > Catalog, the conflict
// dialog and a part's History fit a 1366x768 screen; their PNGs are kept in the build folder's screenshots/ to look
// at (team-*.png).
#include "catalogdatabase.h"
#include "i18n/translation.h"
#include "preferences/preferencesdialog.h"
#include "support/testsupport.h"
#include "team/conflictdialog.h"
#include "team/parteditdialog.h"
#include "team/parthistorymodel.h"

#include <QDir>
#include <QLabel>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace aip;

namespace {

void shoot(QWidget *w, const QString &name)
{
    const QSize screen(1366, 768);
    w->show();
    QCoreApplication::processEvents();
    INFO(name.toStdString());
    CHECK(w->minimumSizeHint().width() <= screen.width());
    CHECK(w->minimumSizeHint().height() <= screen.height());
    CHECK(w->width() <= screen.width());
    CHECK(w->height() <= screen.height());
    QDir().mkpath(QStringLiteral(AIP_SCREENSHOT_DIR));
    CHECK(w->grab().save(QStringLiteral("%1/team-%2.png").arg(QStringLiteral(AIP_SCREENSHOT_DIR), name)));
}

} // namespace

TEST_CASE("Preferences Catalog, the conflict dialog and the History view fit 1366x768 in English and Chinese")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.db"));
    QString sku;
    {
        CatalogDatabase db;
        REQUIRE(db.open(path));
        for (const Part &p : db.parts())
            if (p.category == PartCategory::Gpu && p.price > 0 && sku.isEmpty())
                sku = p.sku;
        Part p = *db.part(sku);
        p.price += 1000;
        db.setChangeSource(QStringLiteral("import prices-2026-12.csv"));
        REQUIRE(db.upsertPart(p));
        p.priceDate = QStringLiteral("2026-12");
        db.setChangeSource(QStringLiteral("edit"));
        REQUIRE(db.upsertPart(p));
    }
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        REQUIRE(installTranslators(language));
        {
            PreferencesDialog prefs;
            prefs.findChild<QTabWidget *>(QStringLiteral("preferencesTabs"))->setCurrentIndex(1);
            // The secret store's answer (a note on the page) comes within its time limit.
            auto *note = prefs.findChild<QLabel *>(QStringLiteral("catalogPasswordNote"));
            CHECK(QTest::qWaitFor([&] { return !note->text().isEmpty(); }, 5000));
            prefs.adjustSize();
            shoot(&prefs, QStringLiteral("preferences-catalog-") + language);
        }
        {
            CatalogDatabase db;
            REQUIRE(db.open(path));
            Part mine = *db.part(sku);
            mine.price -= 500;
            mine.priceSource = QStringLiteral("Reseller quote 2026-12-01");
            PartStamp stamp = *db.partStamp(sku);
            stamp.changedBy = QStringLiteral("anna");
            ConflictDialog conflict(mine, db.part(sku), stamp);
            CHECK(conflict.differingFields().size() == 2);
            shoot(&conflict, QStringLiteral("conflict-") + language);
        }
        {
            PartEditDialog edit(path, sku);
            REQUIRE(edit.historyModel()->rowCount() >= 2);
            edit.showHistory();
            shoot(&edit, QStringLiteral("history-") + language);
            edit.findChild<QTabWidget *>(QStringLiteral("partEditTabs"))->setCurrentIndex(0);
            shoot(&edit, QStringLiteral("edit-") + language);
        }
    }
    installTranslators(QStringLiteral("en"));
}
