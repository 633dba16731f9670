#include "catalogdatabase.h"

#include "catalogschema.h"
#include "partfields.h"
#include "partrepository.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace aip {

namespace {

// The translation context of the catalog's messages (as in catalogcsv.cpp). SQLite's own wording, quoted in some
// messages, stays in English.
struct CatalogText {
    Q_DECLARE_TR_FUNCTIONS(Catalog)
};

QAtomicInt g_connectionCounter;

// Every SQLite file starts with these 16 bytes (https://www.sqlite.org/fileformat.html, section 1.3).
const QByteArray kSqliteMagic("SQLite format 3\0", 16);

// How long to wait for another program's write (an import, say) before saying the catalog is busy. In WAL mode
// readers never wait for writers; this bounds how long a write waits for another write.
constexpr int kBusyTimeoutMs = 5000;

// SQLite's result codes for "another connection holds the lock" (https://www.sqlite.org/rescode.html).
bool isBusy(const QSqlError &error)
{
    const QString code = error.nativeErrorCode();
    return code == QLatin1String("5") || code == QLatin1String("6") || code.startsWith(QLatin1String("5 "))
        || error.text().contains(QLatin1String("locked"), Qt::CaseInsensitive)
        || error.text().contains(QLatin1String("busy"), Qt::CaseInsensitive);
}

// SQLite's wording for the two usual reasons a catalog cannot be written, in the user's terms.
QString writeErrorText(const QString &sqliteError)
{
    if (sqliteError.contains(QLatin1String("locked"), Qt::CaseInsensitive)
        || sqliteError.contains(QLatin1String("busy"), Qt::CaseInsensitive))
        return CatalogText::tr("it is locked by another program (%1)").arg(sqliteError);
    if (sqliteError.contains(QLatin1String("readonly"), Qt::CaseInsensitive))
        return CatalogText::tr("the file is read-only (%1)").arg(sqliteError);
    return sqliteError;
}

} // namespace

QString CatalogImportResult::errorText() const
{
    QStringList lines;
    for (const CsvError &e : errors)
        lines.append(e.toString());
    return lines.join(QLatin1Char('\n'));
}

CatalogDatabase::CatalogDatabase()
    : m_connection(QStringLiteral("aip-catalog-%1").arg(g_connectionCounter.fetchAndAddRelaxed(1)))
{ }

CatalogDatabase::~CatalogDatabase()
{
    close();
}

QString CatalogDatabase::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/catalog.db");
}

QString CatalogDatabase::seedResourcePath()
{
    return QStringLiteral(":/catalog/seed_parts.csv");
}

void CatalogDatabase::close()
{
    if (m_db.isValid()) {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connection);
    }
}

bool CatalogDatabase::isOpen() const
{
    return m_db.isValid() && m_db.isOpen();
}

bool CatalogDatabase::fail(const QString &message)
{
    m_error = message;
    return false;
}

bool CatalogDatabase::exec(const QString &sql)
{
    QSqlQuery q(m_db);
    if (q.exec(sql))
        return true;
    m_error = q.lastError().text();
    return false;
}

bool CatalogDatabase::open(const QString &path)
{
    close();
    m_error.clear();
    m_backupPath.clear();
    m_path = path;
    const QFileInfo info(path);
    const bool existed = info.exists();
    if (existed) {
        if (info.isDir())
            return fail(CatalogText::tr("%1 is a folder, not a catalog file").arg(path));
        // /dev/null would be used as an empty catalog, a FIFO would block the open: only regular files.
        if (!info.isFile())
            return fail(CatalogText::tr("%1 is not a regular file (a device, a pipe or a socket), so it is not a "
                                        "catalog file")
                            .arg(path));
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return fail(CatalogText::tr("cannot read %1: %2").arg(path, f.errorString()));
        const QByteArray head = f.read(kSqliteMagic.size());
        // An empty file is an empty database; anything else must be SQLite.
        if (info.size() > 0 && head != kSqliteMagic)
            return fail(CatalogText::tr("%1 is not a catalog database (not an SQLite file)").arg(path));
    } else if (!QDir().mkpath(info.absolutePath())) {
        return fail(CatalogText::tr("cannot create the folder %1").arg(info.absolutePath()));
    }
    const bool ok = openFile(path, existed);
    if (!ok) {
        close();
        if (!existed)
            QFile::remove(path); // never leave a half-created catalog behind
    }
    return ok;
}

bool CatalogDatabase::openFile(const QString &path, bool existed)
{
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    m_db.setDatabaseName(path);
    m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
    if (!m_db.open())
        return fail(CatalogText::tr("cannot open %1: %2").arg(path, m_db.lastError().text()));
    if (!exec(QStringLiteral("PRAGMA foreign_keys = ON")))
        return fail(CatalogText::tr("cannot open %1: %2").arg(path, m_error));

    // Write-ahead logging: readers (catalog list, simulate, the GUI) go on reading while an import writes. Set once
    // per file (it is stored in the file); a read-only or busy file stays as it is and is still read.
    {
        QSqlQuery mode(m_db);
        if (mode.exec(QStringLiteral("PRAGMA journal_mode")) && mode.next()
            && mode.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0
            && QFileInfo(path).isWritable()) {
            mode.finish();
            QSqlQuery wal(m_db);
            wal.exec(QStringLiteral("PRAGMA journal_mode = WAL"));
        }
    }

    QSqlQuery check(m_db);
    if (!check.exec(QStringLiteral("PRAGMA quick_check")) || !check.next()) {
        // Busy is not damage: say which, so nobody deletes a good catalog because an import was running.
        if (isBusy(check.lastError()))
            return fail(CatalogText::tr("%1 is busy: another program is writing to it; try again in a moment (%2)")
                            .arg(path, check.lastError().text()));
        return fail(CatalogText::tr("%1 is not a usable catalog database: %2").arg(path, check.lastError().text()));
    }
    if (check.value(0).toString() != QLatin1String("ok"))
        return fail(CatalogText::tr("%1 is damaged: %2").arg(path, check.value(0).toString()));
    check.finish();

    QSqlQuery v(m_db);
    if (!v.exec(QStringLiteral("PRAGMA user_version")) || !v.next())
        return fail(CatalogText::tr("cannot read the schema version of %1: %2").arg(path, v.lastError().text()));
    const int version = v.value(0).toInt();
    v.finish();
    if (version > kCatalogSchemaVersion)
        return fail(CatalogText::tr("%1 was written by a newer AI Server Planner (catalog schema %2; this program "
                                    "reads up to %3)")
                        .arg(path, QString::number(version), QString::number(kCatalogSchemaVersion)));

    // Nothing to migrate: nothing is written, so reading needs no write lock and read-only catalogs can be read.
    // A write later (an import, an edit) says then that the file is read-only or busy.
    if (version == kCatalogSchemaVersion)
        return true;
    if (!exec(QStringLiteral("BEGIN IMMEDIATE")))
        return fail(CatalogText::tr("cannot write %1: %2").arg(path, writeErrorText(m_error)));
    if (version < kCatalogSchemaVersion && version > 0 && existed) {
        m_backupPath = path + QStringLiteral(".v%1.bak").arg(version);
        QFile::remove(m_backupPath);
        if (!QFile::copy(path, m_backupPath)) {
            exec(QStringLiteral("ROLLBACK"));
            return fail(CatalogText::tr("cannot back up %1 before upgrading it to %2").arg(path, m_backupPath));
        }
    }
    QString error = migrateCatalogSchema(m_db, version, kCatalogSchemaVersion);
    if (error.isEmpty() && version == 0 && !seed())
        error = m_error;
    if (!error.isEmpty() || !exec(QStringLiteral("COMMIT"))) {
        if (error.isEmpty())
            error = m_error;
        exec(QStringLiteral("ROLLBACK"));
        return fail(CatalogText::tr("cannot write %1: %2").arg(path, writeErrorText(error)));
    }
    return true;
}

bool CatalogDatabase::seed()
{
    QFile f(seedResourcePath());
    if (!f.open(QIODevice::ReadOnly))
        return fail(
            CatalogText::tr("the bundled seed catalog is missing from this build (%1)").arg(seedResourcePath()));
    const CsvParseResult parsed = parsePartsCsv(f.readAll());
    if (!parsed.ok())
        return fail(
            CatalogText::tr("the bundled seed catalog is invalid: %1").arg(parsed.errors.constFirst().toString()));
    for (const Part &p : parsed.parts) {
        const QString error = writePart(m_db, p);
        if (!error.isEmpty())
            return fail(CatalogText::tr("cannot seed the catalog with %1: %2").arg(p.sku, error));
    }
    return true;
}

PartCatalog CatalogDatabase::loadCatalog()
{
    PartCatalog catalog;
    for (const Part &p : parts())
        catalog.add(p);
    return catalog;
}

QList<Part> CatalogDatabase::parts(std::optional<PartCategory> category)
{
    if (!isOpen()) {
        m_error = CatalogText::tr("the catalog is not open");
        return {};
    }
    QString error;
    const QList<Part> out = readParts(m_db, category, &error);
    if (!error.isEmpty())
        m_error = error;
    return out;
}

std::optional<Part> CatalogDatabase::part(const QString &sku)
{
    if (!isOpen())
        return std::nullopt;
    QString error;
    auto p = readPart(m_db, sku, &error);
    if (!error.isEmpty())
        m_error = error;
    return p;
}

bool CatalogDatabase::upsertPart(const Part &part)
{
    const CatalogImportResult r = importParts({part});
    if (!r.ok)
        m_error = r.errorText();
    return r.ok;
}

bool CatalogDatabase::removePart(const QString &sku)
{
    if (!isOpen())
        return fail(CatalogText::tr("the catalog is not open"));
    if (!partExists(m_db, sku))
        return fail(CatalogText::tr("no part %1 in the catalog").arg(sku));
    const QStringList systems = systemsContaining(m_db, sku);
    if (!systems.isEmpty())
        return fail(CatalogText::tr("%1 is built into %2; remove or change those first")
                        .arg(sku, systems.join(QStringLiteral(", "))));
    if (!exec(QStringLiteral("BEGIN IMMEDIATE")))
        return fail(CatalogText::tr("cannot write the catalog: %1").arg(writeErrorText(m_error)));
    const QString error = deletePart(m_db, sku);
    if (!error.isEmpty() || !exec(QStringLiteral("COMMIT"))) {
        exec(QStringLiteral("ROLLBACK"));
        return fail(error.isEmpty() ? m_error : error);
    }
    return true;
}

CatalogImportResult CatalogDatabase::importParts(const QList<Part> &parts, const QList<int> &rows)
{
    CatalogImportResult result;
    auto rowOf = [&](qsizetype i) { return i < rows.size() ? rows.at(i) : 0; };
    if (!isOpen()) {
        result.errors.append({0, {}, CatalogText::tr("the catalog is not open")});
        return result;
    }
    // References must resolve against the catalog as it will be after the import.
    QSet<QString> incoming;
    for (const Part &p : parts)
        incoming.insert(p.sku);
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const Part &p = parts.at(i);
        for (const QString &problem : validatePart(p)) {
            const qsizetype colon = problem.indexOf(QLatin1Char(':'));
            result.errors.append({rowOf(i), problem.left(colon), problem.mid(colon + 2)});
        }
        auto known = [&](const QString &sku) { return incoming.contains(sku) || partExists(m_db, sku); };
        if (p.category == PartCategory::Chassis) {
            for (const BuiltInPart &b : p.chassis.builtIn) {
                if (!known(b.sku))
                    result.errors.append({rowOf(i), QStringLiteral("chassis_built_in"),
                                          CatalogText::tr("%1 of %2 is not in the catalog").arg(b.sku, p.sku)});
            }
        }
        if (p.category == PartCategory::Cloud && !p.cloud.gpuSku.isEmpty() && !known(p.cloud.gpuSku))
            result.errors.append({rowOf(i), QStringLiteral("cloud_gpu_sku"),
                                  CatalogText::tr("%1 is not in the catalog").arg(p.cloud.gpuSku)});
    }
    if (!result.errors.isEmpty())
        return result;

    if (!exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        result.errors.append({0, {}, CatalogText::tr("cannot write the catalog: %1").arg(writeErrorText(m_error))});
        result.fileError = true;
        return result;
    }
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const bool existed = partExists(m_db, parts.at(i).sku);
        const QString error = writePart(m_db, parts.at(i));
        if (!error.isEmpty()) {
            exec(QStringLiteral("ROLLBACK"));
            result.errors.append({rowOf(i), {}, QStringLiteral("%1: %2").arg(parts.at(i).sku, error)});
            result.added = result.updated = 0;
            return result;
        }
        ++(existed ? result.updated : result.added);
    }
    if (!exec(QStringLiteral("COMMIT"))) {
        const QString why = m_error;
        exec(QStringLiteral("ROLLBACK"));
        result.errors.append({0, {}, CatalogText::tr("cannot write the catalog: %1").arg(writeErrorText(why))});
        result.fileError = true;
        result.added = result.updated = 0;
        return result;
    }
    result.ok = true;
    return result;
}

CatalogImportResult CatalogDatabase::importCsv(const QString &path)
{
    CatalogImportResult result;
    // Only regular files (a FIFO would block, /dev/zero never ends), and never more than the limit plus one byte:
    // enough for parsePartsCsv to refuse a file that is too large.
    if (QFileInfo(path).exists() && !QFileInfo(path).isFile()) {
        result.errors.append({0,
                              {},
                              CatalogText::tr("%1 is not a regular file (a device, a pipe or a socket), so it is not a "
                                              "catalog file")
                                  .arg(path)});
        result.fileError = true;
        return result;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        result.errors.append({0, {}, CatalogText::tr("cannot read %1: %2").arg(path, f.errorString())});
        result.fileError = true;
        return result;
    }
    const CsvParseResult parsed = parsePartsCsv(f.read(kMaxCatalogCsvBytes + 1));
    if (!parsed.ok()) {
        result.errors = parsed.errors;
        return result;
    }
    return importParts(parsed.parts, parsed.rows);
}

bool CatalogDatabase::exportCsv(const QString &path)
{
    if (!isOpen())
        return fail(CatalogText::tr("the catalog is not open"));
    QString error;
    const QList<Part> all = readParts(m_db, std::nullopt, &error);
    if (!error.isEmpty())
        return fail(error);
    error = savePartsCsv(all, path);
    return error.isEmpty() || fail(error);
}

} // namespace aip
