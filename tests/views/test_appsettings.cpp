// The typed settings table (views/common/appsettings): one function per setting with its default, a version and a
// migration step, and the same values the program stored before the table (version 0) still read.
#include "common/appsettings.h"
#include "support/testsupport.h"

#include <QCoreApplication>
#include <QSettings>

using namespace aip;

TEST_CASE("the settings table reads its defaults, writes what it reads back and carries a version")
{
    // A settings file of its own: other tests running at the same time read the quote counter's floor.
    const QString app = QCoreApplication::applicationName();
    QCoreApplication::setApplicationName(QStringLiteral("aiplanner-tests-appsettings"));
    QSettings raw;
    raw.clear();
    // A version-0 file: the keys as the program wrote them before the table.
    raw.setValue(QStringLiteral("quote/prefix"), QStringLiteral("ACME-"));
    raw.sync();
    CHECK(appsettings::migrate() == 0);
    CHECK(QSettings().value(QStringLiteral("settings/version")).toInt() == appsettings::kVersion);
    CHECK(appsettings::migrate() == appsettings::kVersion);
    CHECK(appsettings::quotePrefix(QDate(2027, 3, 1)) == QStringLiteral("ACME-"));

    QSettings().remove(QStringLiteral("quote/prefix"));
    CHECK(appsettings::quotePrefix(QDate(2027, 3, 1)) == QStringLiteral("Q-2027-"));
    CHECK(appsettings::quoteNextNumber() == 1);
    CHECK(appsettings::language() == QStringLiteral("system"));
    CHECK(appsettings::recentFiles().isEmpty());

    appsettings::setQuoteNextNumber(42);
    appsettings::setLanguage(QStringLiteral("zh_CN"));
    appsettings::setRecentFiles({QStringLiteral("/a.aiplan"), QStringLiteral("/b.aiplan")});
    appsettings::setSeller({QStringLiteral("Acme"), QStringLiteral("1 Road"), QStringLiteral("Ann"),
                            QStringLiteral("ann@acme.test"), QStringLiteral("+1"), QString()});
    CHECK(appsettings::quoteNextNumber() == 42);
    CHECK(appsettings::language() == QStringLiteral("zh_CN"));
    CHECK(appsettings::recentFiles() == QStringList{QStringLiteral("/a.aiplan"), QStringLiteral("/b.aiplan")});
    CHECK(appsettings::seller().company == QStringLiteral("Acme"));
    CHECK(appsettings::seller().email == QStringLiteral("ann@acme.test"));
    QSettings().clear();
    QCoreApplication::setApplicationName(app);
}

TEST_CASE("the catalog choice of Preferences is a row of the settings table, under the keys it always had")
{
    const QString app = QCoreApplication::applicationName();
    QCoreApplication::setApplicationName(QStringLiteral("aiplanner-tests-appsettings-catalog"));
    QSettings().clear();
    const appsettings::CatalogSource none = appsettings::catalogSource();
    CHECK_FALSE(none.server);
    CHECK(none.file.isEmpty());
    CHECK(none.port == 5432);

    appsettings::CatalogSource team;
    team.server = true;
    team.host = QStringLiteral(" db.example ");
    team.port = 5433;
    team.database = QStringLiteral("aip");
    team.user = QStringLiteral("anna");
    appsettings::setCatalogSource(team);
    const appsettings::CatalogSource back = appsettings::catalogSource();
    CHECK(back.server);
    CHECK(back.host == QStringLiteral("db.example")); // stored trimmed
    CHECK(back.port == 5433);
    CHECK(back.database == QStringLiteral("aip"));
    CHECK(back.user == QStringLiteral("anna"));
    // The keys a version-1 program wrote (so an existing choice survives the table).
    CHECK(QSettings().value(QStringLiteral("catalog/source")).toString() == QStringLiteral("server"));
    CHECK(QSettings().value(QStringLiteral("catalog/port")).toInt() == 5433);
    // A port out of range, written by hand, reads as the default.
    QSettings().setValue(QStringLiteral("catalog/port"), 70000);
    CHECK(appsettings::catalogSource().port == 5432);
    QSettings().clear();
    QCoreApplication::setApplicationName(app);
}
