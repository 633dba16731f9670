#pragma once
// Before the GUI opens a team catalog: the password the desktop's secret store keeps for that server is put in the
// session's memory (db/catalogcredentials.h), so every connection of this program (the loader, the watcher, an edit)
// uses it. Asynchronous and bounded: `then` runs once, after the store answered or its time limit passed
// (passwordstore::kTimeoutMs); with no store, or a file catalog, at once (on the next turn of the event loop), and
// the connection falls back to PGPASSWORD / ~/.pgpass. Meant for the window's start (app/gui/main.cpp) before the
// catalog loader starts.

#include <QObject>
#include <QString>

#include <functional>

namespace aip {

void loadCatalogPassword(const QString &location, QObject *context, std::function<void()> then);

} // namespace aip
