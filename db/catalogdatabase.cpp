#include "catalogdatabase.h"

#include "catalogschema.h"
#include "offlinecopy.h"
#include "partfields.h"
#include "partrepository.h"
#include "seedsync.h"
#include "statementcache.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>

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
    m_offline = false;
    m_offlineAsOf.clear();
    m_offlineReason.clear();
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
    m_addedSeedParts.clear();
    m_path = path;
    QString parseError;
    const auto where = CatalogLocation::parse(path, &parseError);
    if (!where)
        return fail(parseError);
    m_location = *where;
    m_dialect = CatalogDialect(where->engine);
    if (where->isServer()) {
        const bool ok = openServer();
        if (!ok)
            close();
        return ok;
    }
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
    m_db = m_dialect.addConnection(m_location, m_connection);
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
        if (m_dialect.isRetryable(check.lastError()))
            return fail(CatalogText::tr("%1 is busy: another program is writing to it; try again in a moment (%2)")
                            .arg(path, check.lastError().text()));
        return fail(CatalogText::tr("%1 is not a usable catalog database: %2").arg(path, check.lastError().text()));
    }
    if (check.value(0).toString() != QLatin1String("ok"))
        return fail(CatalogText::tr("%1 is damaged: %2").arg(path, check.value(0).toString()));
    check.finish();
    if (!migrate(existed))
        return false;
    addNewSeedParts();
    return true;
}

void CatalogDatabase::addNewSeedParts()
{
    QString error;
    const QStringList fresh = unofferedSeedSkus(m_db, &error);
    // Nothing new: nothing is written (readers are not blocked). A read-only file is read as it is, without them.
    if (!error.isEmpty() || fresh.isEmpty() || !QFileInfo(m_path).isWritable())
        return;
    SeedOfferResult result;
    const QString source = m_source;
    m_source = QStringLiteral("bundled catalog");
    error = inWriteTransaction([&]() -> QString {
        const QString e = offerNewSeedParts(m_db, stamp(), &result);
        return e.isEmpty() ? m_dialect.announceChange(m_db) : e;
    });
    m_source = source;
    // A catalog another program holds busy is still opened: the next open adds them.
    if (error.isEmpty())
        m_addedSeedParts = result.added;
    m_error.clear();
}

bool CatalogDatabase::openServer()
{
    m_db = m_dialect.addConnection(m_location, m_connection);
    if (!m_db.isValid())
        return fail(CatalogText::tr("cannot open %1: this program's Qt has no PostgreSQL driver (QPSQL; on Debian the "
                                    "package libqt6sql6-psql)")
                        .arg(displayName()));
    if (!m_db.open()) {
        const QString why
            = CatalogText::tr("cannot connect to %1: %2").arg(displayName(), m_db.lastError().text().simplified());
        return openOfflineCopy(why) || fail(why);
    }
    if (!migrate(false))
        return false;
    refreshOfflineCopy();
    return true;
}

void CatalogDatabase::refreshOfflineCopy()
{
    const QString path
        = m_offlineCopyPath.value_or(defaultOfflineCopyPath(m_location.host, m_location.port, m_location.database));
    if (path.isEmpty())
        return;
    QString error;
    const auto server = readRevision(m_db, &error);
    const auto copy = readOfflineCopyInfo(path);
    if (!server || (copy && copy->revision == server->first))
        return;
    // Best effort: a laptop that cannot write its copy still works on the server.
    const QList<Part> all = parts();
    if (m_error.isEmpty())
        writeOfflineCopy(path, all, server->first);
}

bool CatalogDatabase::openOfflineCopy(const QString &reason)
{
    const QString path
        = m_offlineCopyPath.value_or(defaultOfflineCopyPath(m_location.host, m_location.port, m_location.database));
    const auto info = path.isEmpty() ? std::nullopt : readOfflineCopyInfo(path);
    if (!info)
        return false;
    close();
    CatalogLocation copy;
    copy.path = path;
    m_dialect = CatalogDialect(CatalogEngine::Sqlite);
    m_db = m_dialect.addConnection(copy, m_connection);
    m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!m_db.open()) {
        close();
        return false;
    }
    m_offline = true;
    m_offlineAsOf = info->takenAt;
    m_offlineReason = reason;
    return true;
}

bool CatalogDatabase::migrate(bool existed)
{
    QString error;
    const auto version = m_dialect.schemaVersion(m_db, &error);
    if (!version)
        return fail(CatalogText::tr("cannot read the schema version of %1: %2").arg(displayName(), error));
    if (*version > kCatalogSchemaVersion)
        return fail(CatalogText::tr("%1 was written by a newer AI Server Planner (catalog schema %2; this program "
                                    "reads up to %3)")
                        .arg(displayName(), QString::number(*version), QString::number(kCatalogSchemaVersion)));

    // Nothing to migrate: nothing is written, so reading needs no write lock and read-only catalogs can be read.
    // A write later (an import, an edit) says then that the file is read-only or busy.
    if (*version == kCatalogSchemaVersion)
        return true;
    bool backupFailed = false;
    error = inWriteTransaction([&]() -> QString {
        // Another program may have migrated the catalog while this one waited to write.
        QString e;
        const auto now = m_dialect.schemaVersion(m_db, &e);
        if (!now)
            return e;
        if (*now >= kCatalogSchemaVersion)
            return {};
        if (engine() == CatalogEngine::Sqlite && *now > 0 && existed) {
            m_backupPath = m_path + QStringLiteral(".v%1.bak").arg(*now);
            QFile::remove(m_backupPath);
            if (!QFile::copy(m_path, m_backupPath)) {
                backupFailed = true;
                return CatalogText::tr("cannot back up %1 before upgrading it to %2").arg(m_path, m_backupPath);
            }
        }
        e = migrateCatalogSchema(m_db, m_dialect, *now, kCatalogSchemaVersion);
        if (e.isEmpty() && *now == 0 && !seed())
            e = m_error;
        if (e.isEmpty())
            e = m_dialect.announceChange(m_db);
        return e;
    });
    if (backupFailed)
        return fail(error);
    if (!error.isEmpty())
        return fail(CatalogText::tr("cannot write %1: %2").arg(displayName(), writeErrorText(error)));
    return true;
}

std::optional<int> CatalogDatabase::schemaVersion()
{
    if (!isOpen())
        return std::nullopt;
    return m_dialect.schemaVersion(m_db, &m_error);
}

ChangeStamp CatalogDatabase::stamp()
{
    if (m_user.isEmpty())
        m_user = m_dialect.currentUser(m_db);
    return {m_user, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs), m_source};
}

QString CatalogDatabase::inWriteTransaction(const std::function<QString()> &body)
{
    if (m_offline)
        return CatalogText::tr("the team catalog is offline (prices as of %1): changes need the server (%2)")
            .arg(m_offlineAsOf, m_offlineReason);
    QString error;
    for (int attempt = 1; attempt <= m_dialect.writeAttempts(); ++attempt) {
        if (attempt > 1)
            QThread::msleep(CatalogDialect::retryPauseMs(attempt - 1));
        error = m_dialect.beginWrite(m_db);
        if (error.isEmpty()) {
            error = body();
            if (error.isEmpty() && !exec(QStringLiteral("COMMIT")))
                error = m_error;
            if (error.isEmpty())
                return {};
            exec(QStringLiteral("ROLLBACK"));
        }
        if (!m_dialect.isRetryable(error))
            return error;
    }
    return error;
}

bool CatalogDatabase::seed()
{
    if (!QFile::exists(seedResourcePath()))
        return fail(
            CatalogText::tr("the bundled seed catalog is missing from this build (%1)").arg(seedResourcePath()));
    const CsvParseResult &parsed = bundledSeed();
    if (!parsed.ok())
        return fail(
            CatalogText::tr("the bundled seed catalog is invalid: %1").arg(parsed.errors.constFirst().toString()));
    StatementCache statements(m_db);
    QStringList skus;
    for (const Part &p : parsed.parts) {
        const QString error = writePart(m_db, p, &statements);
        if (!error.isEmpty())
            return fail(CatalogText::tr("cannot seed the catalog with %1: %2").arg(p.sku, error));
        skus.append(p.sku);
    }
    // Every seed part has been offered to a catalog made from the seed (seedsync.h).
    const QString error = recordSeedOffered(m_db, skus);
    return error.isEmpty() || fail(CatalogText::tr("cannot seed the catalog: %1").arg(error));
}

PartCatalog CatalogDatabase::loadCatalog()
{
    PartCatalog catalog;
    std::optional<qint64> revision;
    QList<Part> parts = readSnapshot(std::nullopt, &revision);
    catalog.reserve(parts.size());
    for (Part &p : parts)
        catalog.add(std::move(p));
    // What a quote priced from these parts states (issue 19): the revision read with them, and the offline copy's
    // date when that is what was opened.
    catalog.setOrigin({revision, m_offline ? m_offlineAsOf : QString()});
    return catalog;
}

QList<Part> CatalogDatabase::parts(std::optional<PartCategory> category)
{
    return readSnapshot(category, nullptr);
}

QList<Part> CatalogDatabase::readSnapshot(std::optional<PartCategory> category, std::optional<qint64> *revision)
{
    if (!isOpen()) {
        m_error = CatalogText::tr("the catalog is not open");
        return {};
    }
    QString error = m_dialect.beginRead(m_db);
    const bool inTransaction = error.isEmpty() && m_dialect.readsInTransaction();
    QList<Part> out = error.isEmpty() ? readParts(m_db, category, &error) : QList<Part>();
    // The revision from the same snapshot as the parts (PostgreSQL reads both in one transaction).
    if (revision && error.isEmpty()) {
        QString revisionError;
        if (const auto r = readRevision(m_db, &revisionError))
            *revision = r->first;
    }
    if (inTransaction)
        exec(QStringLiteral("COMMIT"));
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
    const QString error = inWriteTransaction([&]() -> QString {
        const ChangeStamp now = stamp();
        QString e = deletePart(m_db, sku);
        if (e.isEmpty())
            e = recordChange(m_db, now, sku, QStringLiteral("part"), QStringLiteral("present"),
                             QStringLiteral("removed"));
        if (e.isEmpty())
            e = bumpRevision(m_db, now);
        return e.isEmpty() ? m_dialect.announceChange(m_db) : e;
    });
    if (!error.isEmpty())
        return fail(CatalogText::tr("cannot write the catalog: %1").arg(writeErrorText(error)));
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

    qsizetype failed = -1;
    const QString error = inWriteTransaction([&]() -> QString {
        result.added = result.updated = 0;
        failed = -1;
        const ChangeStamp now = stamp();
        // The parts as stored, read inside the transaction: what the history compares with.
        QString e;
        QHash<QString, Part> stored;
        for (const Part &p : readParts(m_db, std::nullopt, &e))
            stored.insert(p.sku, p);
        if (!e.isEmpty())
            return e;
        StatementCache statements(m_db);
        for (qsizetype i = 0; i < parts.size(); ++i) {
            const Part &p = parts.at(i);
            const auto it = stored.constFind(p.sku);
            const std::optional<Part> before = it == stored.constEnd() ? std::nullopt : std::optional<Part>(*it);
            e = writePartChange(m_db, p, before, &now, &statements);
            if (!e.isEmpty()) {
                failed = i;
                return e;
            }
            ++(before ? result.updated : result.added);
            stored.insert(p.sku, p);
        }
        e = bumpRevision(m_db, now);
        return e.isEmpty() ? m_dialect.announceChange(m_db) : e;
    });
    if (!error.isEmpty()) {
        result.added = result.updated = 0;
        if (failed >= 0) {
            result.errors.append({rowOf(failed), {}, QStringLiteral("%1: %2").arg(parts.at(failed).sku, error)});
        } else {
            result.errors.append({0, {}, CatalogText::tr("cannot write the catalog: %1").arg(writeErrorText(error))});
            result.fileError = true;
        }
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
    const QString source = m_source;
    m_source = QStringLiteral("import ") + QFileInfo(path).fileName();
    result = importParts(parsed.parts, parsed.rows);
    m_source = source;
    return result;
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

std::optional<PartStamp> CatalogDatabase::partStamp(const QString &sku)
{
    if (!isOpen())
        return std::nullopt;
    return readPartStamp(m_db, sku, &m_error);
}

bool CatalogDatabase::canEdit()
{
    if (!isOpen() || m_offline)
        return false;
    if (m_dialect.engine() == CatalogEngine::Sqlite)
        return QFileInfo(m_path).isWritable();
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT has_table_privilege(current_user, 'parts', 'UPDATE') AND "
                               "has_table_privilege(current_user, 'parts', 'INSERT') AND "
                               "has_table_privilege(current_user, 'part_history', 'INSERT')"))
        || !q.next())
        return false;
    return q.value(0).toBool();
}

QString CatalogDatabase::currentUser()
{
    return isOpen() ? m_dialect.currentUser(m_db) : QString();
}

CatalogEditResult CatalogDatabase::savePart(const Part &part, int expectedVersion)
{
    CatalogEditResult result;
    if (!isOpen()) {
        result.error = CatalogText::tr("the catalog is not open");
        return result;
    }
    const QStringList problems = validatePart(part);
    if (!problems.isEmpty()) {
        result.error = problems.join(QLatin1Char('\n'));
        return result;
    }
    const QString error = inWriteTransaction([&]() -> QString {
        result.conflict = false;
        const ChangeStamp now = stamp();
        QString e;
        // Read under the write lock: no other writer can save between this check and the write.
        const auto current = readPartStamp(m_db, part.sku, &e);
        if (!e.isEmpty())
            return e;
        if ((current ? current->version : 0) != expectedVersion) {
            result.conflict = true;
            result.current = current.value_or(PartStamp{});
            return QStringLiteral("conflict");
        }
        const auto before = current ? readPart(m_db, part.sku, &e) : std::nullopt;
        if (!e.isEmpty())
            return e;
        e = writePartChange(m_db, part, before, &now, nullptr);
        if (e.isEmpty())
            e = bumpRevision(m_db, now);
        return e.isEmpty() ? m_dialect.announceChange(m_db) : e;
    });
    if (result.conflict) {
        result.error = CatalogText::tr("%1 was changed by %2 at %3 after you started editing it; keep yours or "
                                       "take theirs")
                           .arg(part.sku, result.current.changedBy, result.current.changedAt);
        return result;
    }
    if (!error.isEmpty()) {
        result.error = CatalogText::tr("cannot write the catalog: %1").arg(writeErrorText(error));
        return result;
    }
    result.ok = true;
    return result;
}

QList<PartChange> CatalogDatabase::history(const QString &sku, int limit)
{
    if (!isOpen())
        return {};
    return readHistory(m_db, sku, limit, &m_error);
}

std::optional<qint64> CatalogDatabase::revision()
{
    if (!isOpen())
        return std::nullopt;
    const auto r = readRevision(m_db, &m_error);
    return r ? std::optional<qint64>(r->first) : std::nullopt;
}

} // namespace aip
