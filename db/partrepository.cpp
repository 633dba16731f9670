#include "partrepository.h"

#include "partfields.h"
#include "parthistory.h"
#include "statementcache.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <cmath>
#include <limits>

namespace aip {

namespace {

// The value to bind for a field: bools as 0/1, unknown optional numbers as NULL.
QVariant sqlValue(const PartField &f, const Part &p)
{
    const QVariant v = f.get(p);
    switch (f.kind) {
    case FieldKind::Bool: return v.toBool() ? 1 : 0;
    case FieldKind::OptReal: return std::isnan(v.toDouble()) ? QVariant(QMetaType(QMetaType::Double)) : v;
    case FieldKind::Text:
        // A null QString binds as SQL NULL; the text columns are NOT NULL, so bind an empty string instead.
        return v.toString().isNull() ? QVariant(QStringLiteral("")) : v;
    default: return v;
    }
}

void setFromSql(const PartField &f, Part &p, const QVariant &v)
{
    switch (f.kind) {
    case FieldKind::Text: f.set(p, v.toString()); break;
    case FieldKind::Real: f.set(p, v.toDouble()); break;
    case FieldKind::OptReal: f.set(p, v.isNull() ? std::numeric_limits<double>::quiet_NaN() : v.toDouble()); break;
    case FieldKind::Int: f.set(p, v.toInt()); break;
    case FieldKind::Bool: f.set(p, v.toInt() != 0); break;
    case FieldKind::BuiltIn: break;
    }
}

QList<const PartField *> fieldsOfTable(const QString &table)
{
    QList<const PartField *> out;
    for (const PartField &f : partFields()) {
        if (f.sqlTable && table == QLatin1String(f.sqlTable))
            out.append(&f);
    }
    return out;
}

QString columnList(const QList<const PartField *> &fields)
{
    QStringList names;
    for (const PartField *f : fields)
        names.append(QString::fromLatin1(f->sqlColumn));
    return names.join(QStringLiteral(", "));
}

QString queryError(const QSqlQuery &q)
{
    return q.lastError().text();
}

} // namespace

QList<Part> readParts(QSqlDatabase &db, std::optional<PartCategory> category, QString *error)
{
    QList<Part> parts;
    QHash<QString, qsizetype> index;
    // Room for every row first: a Part is a large value (every category's spec), and growing the list moves each
    // one again (two thirds of loading 10,000 parts went to that, measured with perf in test_catalog_bulk).
    {
        QSqlQuery count(db);
        count.prepare(QStringLiteral("SELECT COUNT(*) FROM parts")
                      + (category ? QStringLiteral(" WHERE category = ?") : QString()));
        if (category)
            count.addBindValue(categoryName(*category));
        if (count.exec() && count.next()) {
            parts.reserve(count.value(0).toLongLong());
            index.reserve(count.value(0).toLongLong());
        }
    }
    const auto common = fieldsOfTable(QStringLiteral("parts"));
    QSqlQuery q(db);
    q.setForwardOnly(true);
    QString sql = QStringLiteral("SELECT %1 FROM parts").arg(columnList(common));
    if (category)
        sql += QStringLiteral(" WHERE category = ?");
    q.prepare(sql);
    if (category)
        q.addBindValue(categoryName(*category));
    if (!q.exec()) {
        *error = queryError(q);
        return {};
    }
    while (q.next()) {
        Part p;
        // The category first: setters of other fields do not depend on it, but a part always has one.
        for (qsizetype i = 0; i < common.size(); ++i)
            setFromSql(*common.at(i), p, q.value(int(i)));
        index.insert(p.sku, parts.size());
        parts.append(std::move(p));
    }
    for (PartCategory c : allCategories()) {
        if (category && *category != c)
            continue;
        const auto fields = fieldsOfTable(specTable(c));
        QSqlQuery s(db);
        s.setForwardOnly(true);
        if (!s.exec(QStringLiteral("SELECT sku, %1 FROM %2").arg(columnList(fields), specTable(c)))) {
            *error = queryError(s);
            return {};
        }
        while (s.next()) {
            const auto it = index.constFind(s.value(0).toString());
            if (it == index.constEnd() || parts.at(*it).category != c)
                continue;
            for (qsizetype i = 0; i < fields.size(); ++i)
                setFromSql(*fields.at(i), parts[*it], s.value(int(i + 1)));
        }
    }
    QSqlQuery b(db);
    b.setForwardOnly(true);
    if (!b.exec(
            QStringLiteral("SELECT chassis_sku, part_sku, qty FROM chassis_builtin ORDER BY chassis_sku, position"))) {
        *error = queryError(b);
        return {};
    }
    while (b.next()) {
        const auto it = index.constFind(b.value(0).toString());
        if (it != index.constEnd())
            parts[*it].chassis.builtIn.append({b.value(1).toString(), b.value(2).toInt()});
    }
    std::sort(parts.begin(), parts.end(), [](const Part &a, const Part &b) {
        return a.category != b.category ? a.category < b.category : a.sku < b.sku;
    });
    return parts;
}

std::optional<Part> readPart(QSqlDatabase &db, const QString &sku, QString *error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT category FROM parts WHERE sku = ?"));
    q.addBindValue(sku);
    if (!q.exec()) {
        *error = queryError(q);
        return std::nullopt;
    }
    if (!q.next())
        return std::nullopt;
    const auto category = categoryFromName(q.value(0).toString());
    const QList<Part> parts = readParts(db, category, error);
    for (const Part &p : parts) {
        if (p.sku == sku)
            return p;
    }
    return std::nullopt;
}

QString writePart(QSqlDatabase &db, const Part &part, StatementCache *statements)
{
    return writePartChange(db, part, std::nullopt, nullptr, statements);
}

QString writePartChange(QSqlDatabase &db, const Part &part, const std::optional<Part> &before, const ChangeStamp *stamp,
                        StatementCache *statements)
{
    StatementCache local(db);
    StatementCache &cache = statements ? *statements : local;
    QStringList changed;
    if (stamp) {
        changed = changedFields(before, part);
        if (before && changed.isEmpty())
            return {}; // the same part: nothing written, its version stays
    }
    const auto common = fieldsOfTable(QStringLiteral("parts"));
    QStringList columns;
    QStringList updates;
    for (const PartField *f : common) {
        columns.append(QString::fromLatin1(f->sqlColumn));
        if (QLatin1String(f->sqlColumn) != QLatin1String("sku"))
            updates.append(QStringLiteral("%1 = excluded.%1").arg(QString::fromLatin1(f->sqlColumn)));
    }
    if (stamp) {
        columns << QStringLiteral("changed_by") << QStringLiteral("changed_at");
        updates << QStringLiteral("changed_by = excluded.changed_by")
                << QStringLiteral("changed_at = excluded.changed_at")
                << QStringLiteral("row_version = parts.row_version + 1");
    }
    // An upsert, not INSERT OR REPLACE: REPLACE would delete the row and cascade to the rows that refer to it.
    QSqlQuery &q = cache.prepared(QStringLiteral("INSERT INTO parts (%1) VALUES (%2) ON CONFLICT(sku) DO UPDATE SET %3")
                                      .arg(columns.join(QStringLiteral(", ")),
                                           QStringList(columns.size(), QStringLiteral("?")).join(QLatin1Char(',')),
                                           updates.join(QStringLiteral(", "))));
    for (const PartField *f : common)
        q.addBindValue(sqlValue(*f, part));
    if (stamp) {
        q.addBindValue(stamp->user);
        q.addBindValue(stamp->at);
    }
    if (!q.exec())
        return queryError(q);

    // The attributes: whatever the part was before, it now has exactly the row of its category. With `before`
    // known only its old table is cleared (an import of 10,000 parts is then 2 statements a part, not 12).
    QList<PartCategory> clear = allCategories();
    if (stamp)
        clear = before ? QList<PartCategory>{before->category} : QList<PartCategory>{};
    for (PartCategory c : clear) {
        QSqlQuery &d = cache.prepared(QStringLiteral("DELETE FROM %1 WHERE sku = ?").arg(specTable(c)));
        d.addBindValue(part.sku);
        if (!d.exec())
            return queryError(d);
    }
    const auto fields = fieldsOfTable(specTable(part.category));
    QSqlQuery &s = cache.prepared(QStringLiteral("INSERT INTO %1 (sku, %2) VALUES (?, %3)")
                                      .arg(specTable(part.category), columnList(fields),
                                           QStringList(fields.size(), QStringLiteral("?")).join(QLatin1Char(','))));
    s.addBindValue(part.sku);
    for (const PartField *f : fields)
        s.addBindValue(sqlValue(*f, part));
    if (!s.exec())
        return queryError(s);

    if (!stamp || (before && before->category == PartCategory::Chassis)) {
        QSqlQuery &d = cache.prepared(QStringLiteral("DELETE FROM chassis_builtin WHERE chassis_sku = ?"));
        d.addBindValue(part.sku);
        if (!d.exec())
            return queryError(d);
    }
    if (part.category == PartCategory::Chassis) {
        for (qsizetype i = 0; i < part.chassis.builtIn.size(); ++i) {
            QSqlQuery &b
                = cache.prepared(QStringLiteral("INSERT INTO chassis_builtin (chassis_sku, position, part_sku, qty) "
                                                "VALUES (?, ?, ?, ?)"));
            b.addBindValue(part.sku);
            b.addBindValue(int(i));
            b.addBindValue(part.chassis.builtIn.at(i).sku);
            b.addBindValue(part.chassis.builtIn.at(i).qty);
            if (!b.exec())
                return queryError(b);
        }
    }
    if (!stamp)
        return {};
    if (!before)
        return recordChange(db, *stamp, part.sku, QStringLiteral("part"), QString(), QStringLiteral("added"), &cache);
    for (const QString &column : changed) {
        const PartField *f = findPartField(column);
        const QString error
            = recordChange(db, *stamp, part.sku, column, fieldToText(*f, *before), fieldToText(*f, part), &cache);
        if (!error.isEmpty())
            return error;
    }
    return {};
}

QString deletePart(QSqlDatabase &db, const QString &sku)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM parts WHERE sku = ?"));
    q.addBindValue(sku);
    return q.exec() ? QString() : queryError(q);
}

bool partExists(QSqlDatabase &db, const QString &sku)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT 1 FROM parts WHERE sku = ?"));
    q.addBindValue(sku);
    return q.exec() && q.next();
}

QStringList systemsContaining(QSqlDatabase &db, const QString &sku)
{
    QStringList out;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT DISTINCT chassis_sku FROM chassis_builtin WHERE part_sku = ? ORDER BY 1"));
    q.addBindValue(sku);
    if (q.exec()) {
        while (q.next())
            out.append(q.value(0).toString());
    }
    return out;
}

} // namespace aip
