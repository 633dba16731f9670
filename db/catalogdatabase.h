#pragma once
// The user's hardware catalog in SQLite (through Qt SQL). Opening a path that does not exist creates it from the
// bundled seed (resources/catalog/seed_parts.csv); opening an older file migrates it, after a backup copy, in one
// transaction. A file that is not a catalog (a device, a pipe, not SQLite), is damaged, or was written by a newer
// program is refused with a message that says which; one that another program holds locked says "busy", not
// damaged. Catalogs use write-ahead logging, and opening one that needs no migration writes nothing: readers go on
// while an import writes, and a read-only catalog serves every read (a write then says it is read-only or busy).
// A file made from an older program's seed gains, once, the parts this program's seed has and it was never offered
// (seedsync.h; addedSeedParts() says which): the user's own parts, edits and removals stay as they are. Opening
// writes then, once; a read-only or busy file is opened without them.
//
// The same catalog can live on a PostgreSQL server (open("postgresql://user@host:port/db"), a team's one price
// list): the schema is created there from the seed on first use, writers queue on the server and are retried a
// bounded number of times when they lose a race, a save against a part someone else changed is refused with who
// and when (savePart), every change is recorded with who made it (history), and the server announces each commit
// to the other programs (notifications on changeChannel()). Nothing above db/ needs to know which engine it is.
// A team catalog on a server does not gain the seed's new parts by being opened: its price list is managed (an
// editor imports them: `aiplanner-cli catalog import`); its schema records what it was offered all the same.

#include "catalogcsv.h"
#include "catalogdialect.h"
#include "hardware/partcatalog.h"
#include "parthistory.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace aip {

struct CatalogImportResult {
    bool ok = false;
    int added = 0;
    int updated = 0;
    QList<CsvError> errors; // why nothing was imported
    // The CSV file could not be read or the catalog not written: a problem of files, not of the CSV's content
    // (what the CLI's exit status tells apart, whatever the language of the messages).
    bool fileError = false;
    QString errorText() const;
};

// The outcome of a checked save (savePart): refused with `conflict` when the row is no longer at the version the
// editor started from; `current` then says who changed it and when, and nothing was written.
struct CatalogEditResult {
    bool ok = false;
    bool conflict = false;
    PartStamp current;
    QString error;
};

class CatalogDatabase
{
public:
    CatalogDatabase();
    ~CatalogDatabase();
    CatalogDatabase(const CatalogDatabase &) = delete;
    CatalogDatabase &operator=(const CatalogDatabase &) = delete;

    // The user's catalog: <AppDataLocation>/catalog.db
    static QString defaultPath();
    // The seed compiled into the program.
    static QString seedResourcePath();

    // A file path, or postgresql://user@host:port/dbname (password from PGPASSWORD or ~/.pgpass).
    bool open(const QString &path);
    void close();
    bool isOpen() const;
    QString errorString() const { return m_error; }
    QString path() const { return m_path; }
    CatalogEngine engine() const { return m_dialect.engine(); }
    // The path, or the server's URL without a password: for messages and the status bar.
    QString displayName() const { return m_location.displayName(); }
    // The connection, for notifications (driver()->subscribeToNotification(changeChannel())).
    QSqlDatabase connection() const { return m_db; }
    QString changeChannel() const { return m_dialect.changeChannel(); }
    std::optional<int> schemaVersion();

    // A team catalog whose server did not answer is opened from its offline copy (offlinecopy.h), read-only:
    // isOffline() then says so, offlineAsOf() when the copy was taken (UTC, ISO 8601) and offlineReason() why the
    // server was not reached. Every open of the server refreshes the copy when the server has changed since.
    bool isOffline() const { return m_offline; }
    QString offlineAsOf() const { return m_offlineAsOf; }
    QString offlineReason() const { return m_offlineReason; }
    // Where the copy of a server's catalog is kept (default: defaultOfflineCopyPath()); empty: no copy at all.
    void setOfflineCopyPath(const QString &path) { m_offlineCopyPath = path; }
    // Where open() copied the file before migrating it; empty when it did not migrate an existing file.
    QString backupPath() const { return m_backupPath; }
    // The SKUs of the parts new to the bundled seed that open() added to this catalog (empty the other times).
    QStringList addedSeedParts() const { return m_addedSeedParts; }

    // Every part, with the catalog's revision and (offline) the copy's date as its origin (PartCatalog::origin).
    PartCatalog loadCatalog();
    QList<Part> parts(std::optional<PartCategory> category = std::nullopt);
    std::optional<Part> part(const QString &sku);
    // Adds the part or replaces the one with its SKU. False (errorString) when the part is invalid.
    bool upsertPart(const Part &part);
    // False when the SKU is unknown or a complete system is built from it.
    bool removePart(const QString &sku);

    // Whether this user may change parts and import price lists: on a server, what the server grants the role (a
    // reader may quote only; the server refuses a reader's write whatever the program shows); for a file, whether
    // it can be written. False offline (the copy is read-only) and when the catalog is not open.
    bool canEdit();
    // Who the catalog records as the author of this program's changes (the server's role, or the OS user).
    QString currentUser();

    // The row version of a part and who changed it last; nullopt when the SKU is unknown.
    std::optional<PartStamp> partStamp(const QString &sku);
    // Saves an edit made to the part as it was at `expectedVersion` (from partStamp). Refused, writing nothing, when
    // someone saved the part since: the user then keeps theirs (save again at current.version) or takes the other.
    CatalogEditResult savePart(const Part &part, int expectedVersion);
    // Who changed what, newest first (one part, or all when `sku` is empty).
    QList<PartChange> history(const QString &sku = {}, int limit = 1000);
    // Counts the catalog's changes: a program that holds an older number reloads.
    std::optional<qint64> revision();
    // What the history records as the source of the writes that follow ("edit" unless set).
    void setChangeSource(const QString &source) { m_source = source; }

    // Adds new parts and updates existing SKUs, all or nothing.
    CatalogImportResult importParts(const QList<Part> &parts, const QList<int> &rows = {});
    CatalogImportResult importCsv(const QString &path);
    // Every part as CSV, written atomically. False (errorString) on failure.
    bool exportCsv(const QString &path);

private:
    bool fail(const QString &message);
    bool openFile(const QString &path, bool existed);
    bool openServer();
    bool openOfflineCopy(const QString &reason);
    void refreshOfflineCopy();
    bool migrate(bool existed);
    bool exec(const QString &sql);
    bool seed();
    // After the migration of a file: the bundled seed's parts never offered to it (seedsync.h).
    void addNewSeedParts();
    ChangeStamp stamp();
    // Runs `body` in a write transaction, again (at most CatalogDialect::kWriteAttempts times, pausing between) when
    // the catalog is busy or the server chose this writer to give way. Returns an empty string or the last error.
    QString inWriteTransaction(const std::function<QString()> &body);
    // parts(), and with `revision` set the catalog's revision read in the same snapshot.
    QList<Part> readSnapshot(std::optional<PartCategory> category, std::optional<qint64> *revision);

    QSqlDatabase m_db;
    CatalogDialect m_dialect;
    CatalogLocation m_location;
    QString m_source = QStringLiteral("edit");
    std::optional<QString> m_offlineCopyPath;
    bool m_offline = false;
    QString m_offlineAsOf;
    QString m_offlineReason;
    QString m_user;
    QString m_connection;
    QString m_path;
    QString m_backupPath;
    QStringList m_addedSeedParts;
    QString m_error;
};

} // namespace aip
