#pragma once
// Preferences > Catalog, stored: which catalog the GUI opens when no --catalog is given — the user's own file or a
// team server (host, port, database, user). Stored in the program's one settings table (common/appsettings.h,
// catalogSource); the password is never stored there (team/passwordstore.h).

#include "common/appsettings.h"

#include <QString>

namespace aip::catalogsettings {

struct CatalogChoice : appsettings::CatalogSource {
    // What --catalog would take: the file's path or postgresql://user@host:port/database (no password).
    QString location() const;
    // Empty, or why this choice cannot be used ("the server's host is empty").
    QString problem() const;
    bool operator==(const CatalogChoice &) const = default;
};

CatalogChoice load();
void save(const CatalogChoice &choice);
// The catalog the GUI opens: load().location(), or the user's file when the stored choice is unusable.
QString preferredLocation();

} // namespace aip::catalogsettings
