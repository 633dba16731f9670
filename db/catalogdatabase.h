#pragma once
// The user's hardware catalog in SQLite (through Qt SQL). Opening a path that does not exist creates it from the
// bundled seed (resources/catalog/seed_parts.csv); opening an older file migrates it, after a backup copy, in one
// transaction. A file that is not a catalog (a device, a pipe, not SQLite), is damaged, or was written by a newer
// program is refused with a message that says which; one that another program holds locked says "busy", not
// damaged. Catalogs use write-ahead logging, and opening one that needs no migration writes nothing: readers go on
// while an import writes, and a read-only catalog serves every read (a write then says it is read-only or busy).

#include "catalogcsv.h"
#include "hardware/partcatalog.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>

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

    bool open(const QString &path);
    void close();
    bool isOpen() const;
    QString errorString() const { return m_error; }
    QString path() const { return m_path; }
    // Where open() copied the file before migrating it; empty when it did not migrate an existing file.
    QString backupPath() const { return m_backupPath; }

    PartCatalog loadCatalog();
    QList<Part> parts(std::optional<PartCategory> category = std::nullopt);
    std::optional<Part> part(const QString &sku);
    // Adds the part or replaces the one with its SKU. False (errorString) when the part is invalid.
    bool upsertPart(const Part &part);
    // False when the SKU is unknown or a complete system is built from it.
    bool removePart(const QString &sku);

    // Adds new parts and updates existing SKUs, all or nothing.
    CatalogImportResult importParts(const QList<Part> &parts, const QList<int> &rows = {});
    CatalogImportResult importCsv(const QString &path);
    // Every part as CSV, written atomically. False (errorString) on failure.
    bool exportCsv(const QString &path);

private:
    bool fail(const QString &message);
    bool openFile(const QString &path, bool existed);
    bool exec(const QString &sql);
    bool seed();

    QSqlDatabase m_db;
    QString m_connection;
    QString m_path;
    QString m_backupPath;
    QString m_error;
};

} // namespace aip
