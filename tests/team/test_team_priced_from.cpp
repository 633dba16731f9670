// What a quote was priced from (issue 19, item 3): a catalog loaded from either engine carries its revision, a quote
// states it and the plan records it when the quote is exported; a quote priced from the team catalog's offline copy
// says "offline — prices as of <the copy's date>" in the PDF. And Preferences > Catalog takes effect at once: a new
// choice is opened in the window and its parts reach the catalog panel without a restart (also after a language
// switch rebuilt the panel).
#include "catalog/catalogpanel.h"
#include "catalog/enginecatalogs.h"
#include "catalogdatabase.h"
#include "common/appsettings.h"
#include "common/workspace.h"
#include "document/plandocument.h"
#include "mainwindow/catalogloader.h"
#include "mainwindow/mainwindow.h"
#include "plan/planfile.h"
#include "preferences/catalogpage.h"
#include "preferences/preferencesdialog.h"
#include "quote/quotecontent.h"
#include "quote/quotehtml.h"
#include "quote/quoterenderer.h"
#include "quote/quotetab.h"
#include "support/testsupport.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace aip;
using aiptest::EngineCatalogs;

namespace {

// The revision the quote's header prints, or -1 when it prints none.
qint64 printedRevision(const QString &html)
{
    static const QRegularExpression re(QStringLiteral("Catalog revision</td><td align=\"right\">(\\d+)<"));
    const QRegularExpressionMatch m = re.match(html);
    return m.hasMatch() ? m.captured(1).toLongLong() : -1;
}

// The PDF's text as a client's search reads it (poppler's pdftotext); empty when it cannot be read.
QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return {};
    // NFKC: the PDF font sets "ffl" as one ligature glyph (U+FB04), which pdftotext gives back as that character.
    return QString::fromUtf8(p.readAllStandardOutput()).normalized(QString::NormalizationForm_KC);
}

Plan namedPlan()
{
    Plan plan;
    plan.name = QStringLiteral("Priced-from check");
    return plan;
}

} // namespace

TEST_CASE("a catalog on either engine carries its revision, which a price change advances and the quote prints")
{
    EngineCatalogs scratch;
    for (const QString &engine : scratch.engines()) {
        INFO(engine.toStdString());
        const QString where = scratch.create(engine);
        CatalogDatabase db;
        db.setOfflineCopyPath(QString());
        REQUIRE(db.open(where));
        const PartCatalog before = db.loadCatalog();
        REQUIRE(before.origin().revision.has_value());
        CHECK(before.origin().revision == db.revision());
        CHECK(before.origin().offlineAsOf.isEmpty());

        Part part;
        for (const Part &p : before.parts())
            if (p.price > 0)
                part = p;
        REQUIRE_FALSE(part.sku.isEmpty());
        part.price *= 1.1;
        REQUIRE(db.upsertPart(part));
        const PartCatalog after = db.loadCatalog();
        REQUIRE(after.origin().revision.has_value());
        CHECK(*after.origin().revision > *before.origin().revision);
        CHECK(after.origin().revision == db.revision());

        const QuoteContent content = QuoteBuilder::build(namedPlan(), after, QStringLiteral("en"), QDate(2026, 12, 2),
                                                         QStringLiteral("Q-1"), SellerInfo{});
        CHECK(content.catalog == after.origin());
        const QString html = QuoteHtml(content).commercialPart();
        CHECK(printedRevision(html) == *after.origin().revision);
        CHECK_FALSE(html.contains(QStringLiteral("offline")));
    }
    // A catalog built by hand (no database) has no revision, and the quote prints none.
    const QuoteContent bare = QuoteBuilder::build(namedPlan(), PartCatalog(), QStringLiteral("en"), QDate(2026, 12, 2),
                                                  QStringLiteral("Q-1"), SellerInfo{});
    CHECK(printedRevision(QuoteHtml(bare).commercialPart()) == -1);
}

TEST_CASE("a quote priced from the offline copy says offline with the copy's date, in the PDF and in Chinese")
{
    // The origin CatalogDatabase::loadCatalog gives the offline copy (tests/catalog/test_catalog_offline.cpp).
    PartCatalog catalog;
    catalog.setOrigin({41, QStringLiteral("2026-12-01T09:30:05Z")});
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("offline.pdf"));
    const QuoteContent content = QuoteBuilder::build(namedPlan(), catalog, QStringLiteral("en"), QDate(2026, 12, 2),
                                                     QStringLiteral("Q-1"), SellerInfo{});
    REQUIRE(writeQuotePdf(content, pdf).isEmpty());
    REQUIRE_FALSE(QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty());
    const QString text = pdfText(pdf).simplified();
    INFO(text.left(1500).toStdString());
    CHECK(text.contains(QStringLiteral("offline — prices as of 2026-12-01 09:30 UTC")));
    CHECK(text.contains(QStringLiteral("Catalog revision 41")));

    // Chinese: the quote's own long date, the time of day in UTC.
    QuoteContent zh = content;
    zh.language = QStringLiteral("zh_CN");
    const QString html = QuoteHtml(zh).commercialPart();
    CHECK(html.contains(QStringLiteral("2026年12月1日 09:30 UTC")));
    // Not offline: no such line.
    catalog.setOrigin({41, QString()});
    const QString online = QuoteHtml(QuoteBuilder::build(namedPlan(), catalog, QStringLiteral("en"), QDate(2026, 12, 2),
                                                         QStringLiteral("Q-1"), SellerInfo{}))
                               .commercialPart();
    CHECK_FALSE(online.contains(QStringLiteral("offline")));
    CHECK(printedRevision(online) == 41);
}

TEST_CASE("exporting a quote records the catalog revision in the plan, kept by undo and through the plan file")
{
    QTemporaryDir dir;
    CatalogDatabase db;
    REQUIRE(db.open(dir.filePath(QStringLiteral("c.db"))));
    auto catalog = std::make_shared<const PartCatalog>(db.loadCatalog());
    REQUIRE(catalog->origin().revision.has_value());

    PlanDocument doc;
    doc.reset(namedPlan(), {});
    QuoteTab tab(&doc);
    tab.setCatalog(catalog);
    CHECK_FALSE(doc.plan().quote.catalogRevision.has_value());
    // An empty plan has errors: a draft, which records the same as a clean quote.
    REQUIRE(tab.exportPdf(dir.filePath(QStringLiteral("q.pdf")), true).isEmpty());
    CHECK(doc.plan().quote.catalogRevision == catalog->origin().revision);
    CHECK(doc.plan().quote.catalogOfflineAsOf.isEmpty());
    CHECK(doc.isModified());
    CHECK(doc.undoStack()->count() == 0); // no undo step: the PDF has been sent

    // Through the plan file, and refused when it is not a time.
    const PlanReadResult back = readPlan(writePlan(doc.plan()));
    REQUIRE(back.ok());
    CHECK(back.plan->quote.catalogRevision == catalog->origin().revision);
    CHECK(back.plan->quote == doc.plan().quote);
    Plan offline = doc.plan();
    offline.quote.catalogOfflineAsOf = QStringLiteral("2026-12-01T09:30:00Z");
    const PlanReadResult offlineBack = readPlan(writePlan(offline));
    REQUIRE(offlineBack.ok());
    CHECK(offlineBack.plan->quote.catalogOfflineAsOf == offline.quote.catalogOfflineAsOf);
    QByteArray broken = writePlan(offline);
    broken.replace("2026-12-01T09:30:00Z", "yesterday");
    const PlanReadResult refused = readPlan(broken);
    CHECK_FALSE(refused.ok());
    CHECK(refused.errorText().contains(QStringLiteral("quote.catalog_offline_as_of")));
}

TEST_CASE("a catalog chosen in Preferences opens at once and its parts reach the catalog panel, also after a language "
          "switch")
{
    qputenv("AIP_NO_KEYCHAIN", "1");   // no desktop secret store in the tests (team/passwordstore.h)
    appsettings::setCatalogSource({}); // the user's file, as a first start
    QTemporaryDir dir;
    const QString first = dir.filePath(QStringLiteral("first.db"));
    const QString second = dir.filePath(QStringLiteral("second.db"));
    const QString onlyInSecond = QStringLiteral("team-test-only-in-second");
    {
        CatalogDatabase a;
        REQUIRE(a.open(first));
        CatalogDatabase b;
        REQUIRE(b.open(second));
        Part part = b.parts().constFirst();
        part.sku = onlyInSecond;
        part.model = QStringLiteral("Only in the second catalog");
        REQUIRE(b.upsertPart(part));
    }

    MainWindow window;
    openWindowCatalog(&window, first);
    REQUIRE(QTest::qWaitFor([&] { return window.workspace()->catalog() != nullptr; }, 20000));
    CHECK_FALSE(window.workspace()->catalog()->contains(onlyInSecond));
    CatalogLoader *loader = window.catalogLoader();
    REQUIRE(loader);
    CHECK(window.catalogPanel()->catalogLocation() == first);

    // Edit > Preferences..., the Catalog page: the second file, OK.
    bool answered = false;
    QTimer::singleShot(0, &window, [&] {
        auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        answered = true;
        dialog->catalogPage()->findChild<QRadioButton *>(QStringLiteral("catalogFileChoice"))->setChecked(true);
        dialog->catalogPage()->findChild<QLineEdit *>(QStringLiteral("catalogFile"))->setText(second);
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    QAction *preferences = window.findChild<QAction *>(QStringLiteral("preferencesAction"));
    REQUIRE(preferences);
    preferences->trigger();
    REQUIRE(answered);
    REQUIRE(QTest::qWaitFor(
        [&] { return window.workspace()->catalog() && window.workspace()->catalog()->contains(onlyInSecond); }, 20000));
    CHECK(window.catalogLoader() == loader); // the same loader, another path
    CHECK(loader->path() == second);
    CHECK(window.catalogPanel()->catalogLocation() == second);
    window.catalogPanel()->setSearchText(onlyInSecond);
    REQUIRE(window.catalogPanel()->focusFirstResult());
    CHECK(window.catalogPanel()->selectedSku() == onlyInSecond);

    // A language switch rebuilds the panels: the new catalog panel edits in the same catalog.
    const QPointer<CatalogPanel> old = window.catalogPanel();
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&window, &change);
    REQUIRE(QTest::qWaitFor([&] { return old.isNull(); }, 5000));
    CHECK(window.catalogPanel()->catalogLocation() == second);
    appsettings::setCatalogSource({});
    qunsetenv("AIP_NO_KEYCHAIN");
}
