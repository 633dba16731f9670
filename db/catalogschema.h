#pragma once
// The catalog's schema as cumulative migration steps, one list for SQLite and PostgreSQL (the dialect adapts the
// column types). The version a catalog is at is kept as the dialect says (PRAGMA user_version in a file); step N
// takes a catalog from version N-1 to N. A step is never edited once released: a change is a new step.

#include "catalogdialect.h"

#include <QSqlDatabase>
#include <QString>

namespace aip {

inline constexpr int kCatalogSchemaVersion = 6;

// Applies the steps from `from` + 1 up to `to` inside the caller's transaction and sets user_version to `to`.
// Returns an empty string or the error.
QString migrateCatalogSchema(QSqlDatabase &db, int from, int to); // an SQLite file
QString migrateCatalogSchema(QSqlDatabase &db, const CatalogDialect &dialect, int from, int to);

} // namespace aip
