#pragma once
// The catalog's SQLite schema as cumulative migration steps. PRAGMA user_version holds the version a file is at;
// step N takes a file from version N-1 to N. A step is never edited once released: a change is a new step.

#include <QSqlDatabase>
#include <QString>

namespace aip {

inline constexpr int kCatalogSchemaVersion = 3;

// Applies the steps from `from` + 1 up to `to` inside the caller's transaction and sets user_version to `to`.
// Returns an empty string or the error.
QString migrateCatalogSchema(QSqlDatabase &db, int from, int to);

} // namespace aip
