// The catalog database. (The schema, seed and CSV tests arrive with the catalog issue.)
#include "catalogdatabase.h"
#include "support/testsupport.h"

#include <QStandardPaths>

using namespace aip;

TEST_CASE("the user's catalog lives in the application data folder")
{
    const QString path = CatalogDatabase::defaultPath();
    CHECK(path.endsWith(QStringLiteral("/catalog.db")));
    CHECK(path.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
}
