#pragma once
// Team-catalog passwords in the desktop's secret store (QtKeychain: the Secret Service, KWallet, the macOS Keychain,
// the Windows credential store), never in a file, a plan or a log. The store answers asynchronously; every call
// here answers exactly once, within a time limit, on the caller's thread: when no secret service runs (CI, an
// offscreen session, a desktop without one) or it does not answer in time, the answer says so and the caller keeps
// the password for this session only (catalogcredentials.h). Nothing here blocks or crashes for want of a store.

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

namespace aip::passwordstore {

// How long a read or a write may take before it counts as "no secret store".
inline constexpr int kTimeoutMs = 3000;

// Whether this program was built with QtKeychain and the store is not turned off (AIP_NO_KEYCHAIN=1 does that).
bool compiledIn();

// The password kept for `account` (a team catalog's URL without a password). `done(password, problem)`: the password,
// or nullopt with an empty problem when none is stored, or nullopt with the reason the store could not be asked.
// Called once, on `context`'s thread; never after `context` is destroyed.
void read(const QString &account, QObject *context,
          std::function<void(std::optional<QString> password, const QString &problem)> done,
          int timeoutMs = kTimeoutMs);
// Keeps `password` for `account` (an empty password removes it). `done(problem)`: empty when kept.
void write(const QString &account, const QString &password, QObject *context,
           std::function<void(const QString &problem)> done, int timeoutMs = kTimeoutMs);

} // namespace aip::passwordstore
