#pragma once
// Preferences > Catalog, stored: which catalog the GUI opens when no --catalog is given — the user's own file or a
// team server (host, port, database, user). Its own small table of keys (like common/appsettings.h, which keeps the
// other settings): "catalog/source", "catalog/file", "catalog/host", "catalog/port", "catalog/database",
// "catalog/user". The password is never stored here (team/passwordstore.h).

#include <QString>

namespace aip::catalogsettings {

struct CatalogChoice {
    bool server = false;
    QString file; // empty: the user's catalog (CatalogDatabase::defaultPath())
    QString host;
    int port = 5432;
    QString database;
    QString user;

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
