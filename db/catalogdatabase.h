#pragma once
// The user's hardware catalog in SQLite. Opening a path that does not exist creates it from the bundled seed.

#include "hardware/partcatalog.h"

#include <QString>

namespace aip {

class CatalogDatabase
{
public:
    // The user's catalog: <AppDataLocation>/catalog.db
    static QString defaultPath();

    bool open(const QString &path);
    QString errorString() const { return m_error; }
    PartCatalog loadCatalog();

private:
    QString m_error;
};

} // namespace aip
