// The offline copy of a team catalog: taken when the server is opened, used read-only (and said so, with its date)
// when the server does not answer, refreshed when the server has changed.
#include "catalog/enginecatalogs.h"
#include "catalogdatabase.h"
#include "support/testsupport.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUrl>

#include <cstdlib>

using namespace aip;
using aiptest::EngineCatalogs;

namespace {

// The same database name on a port where no server listens: what a laptop sees with the server stopped.
QString unreachable(const QString &url)
{
    QUrl u(url);
    u.setPort(1);
    return u.toString();
}

// A team catalog on the test server, opened once so that its offline copy at `copy` is taken; the database's URL.
// Empty (engines() has said SKIP) without a server. `first` (may be null) receives a part read while online.
QString serverWithCopy(EngineCatalogs &scratch, const QString &copy, Part *first = nullptr)
{
    if (!scratch.engines().contains(QStringLiteral("postgresql")))
        return {};
    const QString where = scratch.create(QStringLiteral("postgresql"));
    CatalogDatabase online;
    online.setOfflineCopyPath(copy);
    REQUIRE(online.open(where));
    CHECK_FALSE(online.isOffline());
    if (first)
        *first = online.parts().constFirst();
    return where;
}

} // namespace

TEST_CASE("with the server stopped the offline copy is opened read-only with its date, and refreshed when it returns")
{
    EngineCatalogs scratch;
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("team-copy.db"));
    Part changed;
    const QString where = serverWithCopy(scratch, copy, &changed);
    if (where.isEmpty())
        return; // engines() has said SKIP
    REQUIRE(QFileInfo::exists(copy));

    CatalogDatabase offline;
    offline.setOfflineCopyPath(copy);
    REQUIRE(offline.open(unreachable(where)));
    CHECK(offline.isOffline());
    CHECK(QDateTime::fromString(offline.offlineAsOf(), Qt::ISODate).isValid());
    CHECK(offline.offlineReason().contains(QStringLiteral("cannot connect")));
    CHECK(offline.part(changed.sku)->price == changed.price);
    Part edit = changed;
    edit.price += 50;
    CHECK_FALSE(offline.upsertPart(edit));
    CHECK(offline.errorString().contains(QStringLiteral("offline")));
    offline.close();

    // The server changes; the next open of the server refreshes the copy.
    {
        CatalogDatabase online;
        online.setOfflineCopyPath(copy);
        REQUIRE(online.open(where));
        REQUIRE(online.upsertPart(edit));
    }
    std::optional<qint64> serverRevision;
    {
        CatalogDatabase online;
        online.setOfflineCopyPath(copy);
        REQUIRE(online.open(where));
        serverRevision = online.revision();
    }
    REQUIRE(offline.open(unreachable(where)));
    CHECK(offline.isOffline());
    CHECK(offline.part(changed.sku)->price == edit.price);
    // What a quote from the copy states (issue 19): the server's revision the copy holds, and the copy's date.
    const PartCatalog fromCopy = offline.loadCatalog();
    REQUIRE(serverRevision.has_value());
    CHECK(fromCopy.origin().revision == serverRevision);
    CHECK(fromCopy.origin().offlineAsOf == offline.offlineAsOf());

    // Without a copy, an unreachable server is an error that names it.
    CatalogDatabase none;
    none.setOfflineCopyPath(dir.filePath(QStringLiteral("no-copy.db")));
    CHECK_FALSE(none.open(unreachable(where)));
    CHECK(none.errorString().contains(QStringLiteral("127.0.0.1:1")));
}

TEST_CASE("an offline copy that lost its date is still offline, dated by its file")
{
    EngineCatalogs scratch;
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("team-copy.db"));
    const QString where = serverWithCopy(scratch, copy);
    if (where.isEmpty())
        return; // engines() has said SKIP
    REQUIRE(QFileInfo::exists(copy));
    {
        // What a hand edit (or an old tool) leaves: the copy's revision row without its date.
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("undated-copy"));
        raw.setDatabaseName(copy);
        REQUIRE(raw.open());
        QSqlQuery q(raw);
        REQUIRE(q.exec(QStringLiteral("UPDATE catalog_revision SET changed_at = '' WHERE id = 1")));
        q.finish();
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("undated-copy"));

    CatalogDatabase offline;
    offline.setOfflineCopyPath(copy);
    REQUIRE(offline.open(unreachable(where)));
    CHECK(offline.isOffline());
    const QDateTime asOf = QDateTime::fromString(offline.offlineAsOf(), Qt::ISODate);
    REQUIRE(asOf.isValid());
    CHECK(std::abs(asOf.secsTo(QFileInfo(copy).lastModified())) <= 1);
    // A quote made from it states it is offline.
    CHECK_FALSE(offline.loadCatalog().origin().offlineAsOf.isEmpty());
}
