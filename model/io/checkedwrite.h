#pragma once
// Writing a whole file with every step checked (issue 22, item 2). A regular file (or a new one) is replaced
// atomically: the bytes go to a temporary file beside it, which is renamed over it only when every byte was
// written and flushed, so the old file stays intact when anything fails. An existing device or pipe (/dev/full,
// /dev/stdout, a FIFO) is written directly: renaming over it would replace the device node; a FIFO or socket that
// no program reads from is refused at once instead of blocking forever, and a disk device is never written. A failed or
// short write returns the reason the system gave ("No space left on device"), never Qt's "Unknown error".

#include <QByteArray>
#include <QString>

namespace aip {

// Returns an empty string, or the reason (without the path: callers say "cannot write PATH: REASON").
QString writeFileChecked(const QString &path, const QByteArray &bytes);

} // namespace aip
