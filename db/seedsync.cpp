#include "seedsync.h"

#include "partrepository.h"
#include "statementcache.h"

#include <QFile>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace aip {

namespace {

QSet<QString> skusOf(QSqlDatabase &db, const QString &sql, QString *error)
{
    QSet<QString> out;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(sql)) {
        *error = q.lastError().text();
        return out;
    }
    while (q.next())
        out.insert(q.value(0).toString());
    return out;
}

// The parts of the catalog or of those being added that `p` refers to are all there.
bool referencesResolve(const Part &p, const QSet<QString> &available)
{
    if (p.category == PartCategory::Cloud && !p.cloud.gpuSku.isEmpty() && !available.contains(p.cloud.gpuSku))
        return false;
    if (p.category == PartCategory::Chassis) {
        for (const BuiltInPart &b : p.chassis.builtIn) {
            if (!available.contains(b.sku))
                return false;
        }
    }
    return true;
}

} // namespace

const CsvParseResult &bundledSeed()
{
    static const CsvParseResult seed = [] {
        QFile f(QStringLiteral(":/catalog/seed_parts.csv"));
        if (!f.open(QIODevice::ReadOnly)) {
            CsvParseResult missing;
            missing.errors.append({0, {}, f.errorString()});
            return missing;
        }
        return parsePartsCsv(f.readAll());
    }();
    return seed;
}

QString recordSeedOffered(QSqlDatabase &db, const QStringList &skus)
{
    StatementCache statements(db);
    for (const QString &sku : skus) {
        // ON CONFLICT DO NOTHING: SQLite 3.24 and PostgreSQL 9.5 both have it.
        QSqlQuery &q = statements.prepared(
            QStringLiteral("INSERT INTO seed_offered (sku) VALUES (?) ON CONFLICT (sku) DO NOTHING"));
        q.addBindValue(sku);
        if (!q.exec())
            return q.lastError().text();
    }
    return {};
}

QString recordSeedPartsPresent(QSqlDatabase &db)
{
    QString error;
    QSet<QString> known = skusOf(db, QStringLiteral("SELECT sku FROM parts"), &error);
    if (error.isEmpty())
        known.unite(skusOf(db, QStringLiteral("SELECT DISTINCT sku FROM part_history"), &error));
    if (!error.isEmpty())
        return error;
    QStringList present;
    for (const Part &p : bundledSeed().parts) {
        if (known.contains(p.sku))
            present.append(p.sku);
    }
    return recordSeedOffered(db, present);
}

QStringList unofferedSeedSkus(QSqlDatabase &db, QString *error)
{
    const QSet<QString> offered = skusOf(db, QStringLiteral("SELECT sku FROM seed_offered"), error);
    QStringList out;
    if (!error->isEmpty())
        return out;
    for (const Part &p : bundledSeed().parts) {
        if (!offered.contains(p.sku))
            out.append(p.sku);
    }
    return out;
}

QString offerNewSeedParts(QSqlDatabase &db, const ChangeStamp &stamp, SeedOfferResult *result)
{
    *result = {};
    // Read again under the write lock: another program may have added them since the caller looked.
    QString error;
    const QSet<QString> offered = skusOf(db, QStringLiteral("SELECT sku FROM seed_offered"), &error);
    const QSet<QString> stored
        = error.isEmpty() ? skusOf(db, QStringLiteral("SELECT sku FROM parts"), &error) : QSet<QString>();
    if (!error.isEmpty())
        return error;
    QList<Part> candidates;
    QStringList offeredNow;
    for (const Part &p : bundledSeed().parts) {
        if (offered.contains(p.sku))
            continue;
        offeredNow.append(p.sku);
        if (stored.contains(p.sku))
            result->kept.append(p.sku);
        else
            candidates.append(p);
    }
    // A part whose references are missing is left out, and so may be a part that refers to it: until none is.
    for (bool dropped = true; dropped;) {
        dropped = false;
        QSet<QString> available = stored;
        for (const Part &p : candidates)
            available.insert(p.sku);
        for (qsizetype i = candidates.size() - 1; i >= 0; --i) {
            if (!referencesResolve(candidates.at(i), available)) {
                result->skipped.prepend(candidates.at(i).sku);
                candidates.removeAt(i);
                dropped = true;
            }
        }
    }
    StatementCache statements(db);
    for (const Part &p : candidates) {
        error = writePartChange(db, p, std::nullopt, &stamp, &statements);
        if (!error.isEmpty())
            return QStringLiteral("%1: %2").arg(p.sku, error);
        result->added.append(p.sku);
    }
    if (!result->added.isEmpty())
        error = bumpRevision(db, stamp);
    if (error.isEmpty())
        error = recordSeedOffered(db, offeredNow);
    return error;
}

} // namespace aip
