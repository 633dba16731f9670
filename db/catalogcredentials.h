#pragma once
// Passwords of team catalogs held for this session only, in memory: the GUI puts here what it read from the
// desktop's secret store (or what the user typed when there is none), and every connection to that server made by
// this process (the loader, the watcher, an edit) uses it. Never written to a file, a plan or a log; the CLI does
// not use it (libpq reads PGPASSWORD or ~/.pgpass there). Keyed by the server's URL without a password.

#include <QString>

namespace aip {

struct CatalogLocation;

// Holds `password` for connections to `location` (a server); an empty password forgets it.
void setSessionPassword(const CatalogLocation &location, const QString &password);
// The password held for `location`; empty when none.
QString sessionPassword(const CatalogLocation &location);

} // namespace aip
