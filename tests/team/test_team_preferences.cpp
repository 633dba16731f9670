// Preferences > Catalog (issue 19): the choice of a file or a server persists; Test connection says what it found
// (parts, revision, whether this user may edit) or why not, without blocking the window; a password is asked of the
// desktop's secret store and, where none answers (CI, offscreen), the page says it is kept for the session only —
// every store call answers once, within its time limit.
#include "catalog/enginecatalogs.h"
#include "catalogcredentials.h"
#include "catalogdatabase.h"
#include "preferences/catalogpage.h"
#include "preferences/catalogsettings.h"
#include "preferences/preferencesdialog.h"
#include "support/testsupport.h"
#include "team/catalogpassword.h"
#include "team/passwordstore.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace aip;
using aiptest::EngineCatalogs;

namespace {

struct SettingsReset {
    SettingsReset() { QSettings().remove(QStringLiteral("catalog")); }
    ~SettingsReset() { QSettings().remove(QStringLiteral("catalog")); }
};

} // namespace

TEST_CASE("the catalog chosen in Preferences persists and gives the location the program opens")
{
    SettingsReset reset;
    CHECK(catalogsettings::preferredLocation() == CatalogDatabase::defaultPath());
    {
        PreferencesDialog dialog;
        CatalogPage *page = dialog.catalogPage();
        REQUIRE(page);
        REQUIRE(dialog.findChild<QTabWidget *>(QStringLiteral("preferencesTabs"))->count() == 2);
        page->findChild<QRadioButton *>(QStringLiteral("catalogServerChoice"))->setChecked(true);
        page->findChild<QLineEdit *>(QStringLiteral("catalogHost"))->setText(QStringLiteral("db.example"));
        page->findChild<QSpinBox *>(QStringLiteral("catalogPort"))->setValue(5433);
        page->findChild<QLineEdit *>(QStringLiteral("catalogDatabase"))->setText(QStringLiteral("aip"));
        page->findChild<QLineEdit *>(QStringLiteral("catalogUser"))->setText(QStringLiteral("anna"));
        page->findChild<QLineEdit *>(QStringLiteral("catalogPassword"))->setText(QStringLiteral("s3cret"));
        QSignalSpy changed(&dialog, &PreferencesDialog::catalogLocationChanged);
        dialog.apply();
        CHECK(dialog.catalogChanged());
        REQUIRE(changed.size() == 1);
        CHECK(changed.constFirst().at(0).toString() == QStringLiteral("postgresql://anna@db.example:5433/aip"));
    }
    CHECK(catalogsettings::preferredLocation() == QStringLiteral("postgresql://anna@db.example:5433/aip"));
    // Never the password in the settings.
    QSettings s;
    for (const QString &key : s.allKeys())
        CHECK_FALSE(s.value(key).toString().contains(QStringLiteral("s3cret")));
    // A new dialog shows the stored choice; unchanged, apply() says nothing changed.
    PreferencesDialog again;
    CHECK(again.catalogPage()->choice().host == QStringLiteral("db.example"));
    CHECK(again.catalogPage()->choice().port == 5433);
    again.apply();
    CHECK_FALSE(again.catalogChanged());
    // An unusable stored choice (no host) falls back to the user's file.
    catalogsettings::CatalogChoice broken = catalogsettings::load();
    broken.host.clear();
    catalogsettings::save(broken);
    CHECK(catalogsettings::preferredLocation() == CatalogDatabase::defaultPath());
}

TEST_CASE("Test connection says what it found on a working catalog and why not on a server that is down")
{
    SettingsReset reset;
    EngineCatalogs scratch;
    CatalogPage page;
    QSignalSpy tested(&page, &CatalogPage::tested);
    auto *result = page.findChild<QLabel *>(QStringLiteral("catalogTestResult"));
    auto *test = page.findChild<QPushButton *>(QStringLiteral("catalogTestConnection"));

    // A file catalog.
    const QString file = scratch.create(QStringLiteral("sqlite"));
    {
        CatalogDatabase db;
        REQUIRE(db.open(file));
    }
    catalogsettings::CatalogChoice c;
    c.file = file;
    page.setChoice(c);
    test->click();
    REQUIRE(QTest::qWaitFor([&] { return !tested.isEmpty(); }, 20000));
    CHECK(tested.takeFirst().at(0).toBool());
    CHECK(result->text().contains(QStringLiteral("parts")));
    CHECK(result->text().contains(QStringLiteral("you may edit")));

    // Missing fields are said, not tried.
    c.server = true;
    page.setChoice(c);
    test->click();
    REQUIRE(tested.size() == 1);
    CHECK_FALSE(tested.takeFirst().at(0).toBool());
    CHECK(result->text().contains(QStringLiteral("host")));

    // Nothing listens on port 1: a failure in words, and the window went on meanwhile.
    c.host = QStringLiteral("127.0.0.1");
    c.port = 1;
    c.database = QStringLiteral("nothing");
    c.user = QStringLiteral("aip");
    page.setChoice(c);
    QElapsedTimer clock;
    clock.start();
    test->click();
    CHECK(clock.elapsed() < 1000); // the test runs off the GUI thread
    CHECK_FALSE(test->isEnabled());
    REQUIRE(QTest::qWaitFor([&] { return !tested.isEmpty(); }, 20000));
    CHECK_FALSE(tested.takeFirst().at(0).toBool());
    CHECK(result->text().startsWith(QStringLiteral("Failed")));
    CHECK(result->text().contains(QStringLiteral("127.0.0.1")));
    CHECK(test->isEnabled());

    // The test server, when there is one.
    if (scratch.engines().contains(QStringLiteral("postgresql"))) {
        const QUrl url(scratch.create(QStringLiteral("postgresql")));
        c.host = url.host();
        c.port = url.port();
        c.database = url.path().mid(1);
        c.user = url.userName();
        page.setChoice(c);
        test->click();
        REQUIRE(QTest::qWaitFor([&] { return !tested.isEmpty(); }, 30000));
        CHECK(tested.takeFirst().at(0).toBool());
        CHECK(result->text().startsWith(QStringLiteral("Connected to")));
        CHECK(result->text().contains(url.userName()));
    }
}

TEST_CASE("the secret store answers once, within its time limit, also where no store runs")
{
    QObject context;
    int answers = 0;
    QString problem;
    QElapsedTimer clock;
    clock.start();
    passwordstore::read(
        QStringLiteral("postgresql://nobody@127.0.0.1:1/none"), &context,
        [&](std::optional<QString> password, const QString &why) {
            ++answers;
            problem = why;
            CHECK_FALSE(password.has_value()); // nothing was ever stored for this account
        },
        1500);
    REQUIRE(QTest::qWaitFor([&] { return answers > 0; }, 10000));
    CHECK(clock.elapsed() < 5000);
    QTest::qWait(1700); // past the time limit: still one answer
    CHECK(answers == 1);

    // Turned off: the store says why at once, and the caller keeps the password for the session.
    qputenv("AIP_NO_KEYCHAIN", "1");
    CHECK_FALSE(passwordstore::compiledIn());
    QString writeProblem;
    bool written = false;
    passwordstore::write(QStringLiteral("postgresql://a@b:1/c"), QStringLiteral("pw"), &context,
                         [&](const QString &why) {
                             written = true;
                             writeProblem = why;
                         });
    REQUIRE(QTest::qWaitFor([&] { return written; }, 2000));
    CHECK_FALSE(writeProblem.isEmpty());
    // The page says so too.
    CatalogPage page;
    auto *note = page.findChild<QLabel *>(QStringLiteral("catalogPasswordNote"));
    REQUIRE(QTest::qWaitFor([&] { return !note->text().isEmpty(); }, 2000));
    CHECK(note->text().contains(QStringLiteral("session only")));
    qunsetenv("AIP_NO_KEYCHAIN");
}

TEST_CASE("the GUI's start asks the secret store for a server's password once and goes on without one")
{
    qputenv("AIP_NO_KEYCHAIN", "1");
    QObject context;
    int ran = 0;
    loadCatalogPassword(QStringLiteral("postgresql://anna@127.0.0.1:1/aip"), &context, [&] { ++ran; });
    REQUIRE(QTest::qWaitFor([&] { return ran > 0; }, 5000));
    loadCatalogPassword(QStringLiteral("/tmp/some-catalog.db"), &context, [&] { ++ran; });
    REQUIRE(QTest::qWaitFor([&] { return ran > 1; }, 5000));
    QTest::qWait(50);
    CHECK(ran == 2);
    // A password this session already holds is used as it is, without asking.
    QString error;
    const auto where = CatalogLocation::parse(QStringLiteral("postgresql://ben@127.0.0.1:1/aip"), &error);
    REQUIRE(where);
    setSessionPassword(*where, QStringLiteral("held"));
    loadCatalogPassword(where->displayName(), &context, [&] { ++ran; });
    REQUIRE(QTest::qWaitFor([&] { return ran > 2; }, 5000));
    CHECK(sessionPassword(*where) == QStringLiteral("held"));
    setSessionPassword(*where, QString());
    qunsetenv("AIP_NO_KEYCHAIN");
}
