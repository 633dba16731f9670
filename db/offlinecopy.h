#pragma once
// The laptop's copy of a team catalog, for when the server cannot be reached: an SQLite catalog holding the parts as
// the server had them, with the server's revision and the time the copy was taken. CatalogDatabase refreshes it
// whenever it opens the server and finds a newer revision, and opens it, read-only, when the server does not answer.

#include "hardware/part.h"

#include <QList>
#include <QString>

#include <optional>

namespace aip {

struct OfflineCopyInfo {
    qint64 revision = -1;
    QString takenAt; // UTC, ISO 8601
};

// <AppDataLocation>/offline/HOST-PORT-DATABASE.db
QString defaultOfflineCopyPath(const QString &host, int port, const QString &database);
// Writes `parts` as a new SQLite catalog and puts it in place of the copy at `path` in one rename. Returns an empty
// string or the error.
QString writeOfflineCopy(const QString &path, const QList<Part> &parts, qint64 revision);
// The copy's revision and time; nullopt when there is no readable copy.
std::optional<OfflineCopyInfo> readOfflineCopyInfo(const QString &path);

} // namespace aip
