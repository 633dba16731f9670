#include "catalogdatabase.h"

#include <QStandardPaths>

namespace aip {

QString CatalogDatabase::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/catalog.db");
}

bool CatalogDatabase::open(const QString &path)
{
    m_error = QStringLiteral("the catalog is not available yet (%1)").arg(path);
    return false;
}

PartCatalog CatalogDatabase::loadCatalog()
{
    return {};
}

} // namespace aip
