#include "parthistory.h"

#include "partfields.h"
#include "statementcache.h"

#include <QSqlError>
#include <QSqlQuery>

namespace aip {

QStringList changedFields(const std::optional<Part> &before, const Part &after)
{
    QStringList out;
    for (const PartField &f : partFields()) {
        if (!f.appliesTo(after.category) && !(before && f.appliesTo(before->category)))
            continue;
        if (!before || fieldToText(f, *before) != fieldToText(f, after))
            out.append(f.name());
    }
    return out;
}

QString recordChange(QSqlDatabase &db, const ChangeStamp &stamp, const QString &sku, const QString &field,
                     const QString &oldValue, const QString &newValue, StatementCache *statements)
{
    StatementCache local(db);
    QSqlQuery &q = (statements ? *statements : local)
                       .prepared(QStringLiteral(
                           "INSERT INTO part_history (changed_at, changed_by, sku, field, old_value, new_value, "
                           "source) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(stamp.at);
    q.addBindValue(stamp.user);
    q.addBindValue(sku);
    q.addBindValue(field);
    q.addBindValue(oldValue.isNull() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(oldValue));
    q.addBindValue(newValue.isNull() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(newValue));
    q.addBindValue(stamp.source);
    return q.exec() ? QString() : q.lastError().text();
}

std::optional<PartStamp> readPartStamp(QSqlDatabase &db, const QString &sku, QString *error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT row_version, changed_by, changed_at FROM parts WHERE sku = ?"));
    q.addBindValue(sku);
    if (!q.exec()) {
        *error = q.lastError().text();
        return std::nullopt;
    }
    if (!q.next())
        return std::nullopt;
    return PartStamp{q.value(0).toInt(), q.value(1).toString(), q.value(2).toString()};
}

QList<PartChange> readHistory(QSqlDatabase &db, const QString &sku, int limit, QString *error)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (sku.isEmpty()) {
        q.prepare(QStringLiteral("SELECT id, changed_at, changed_by, sku, field, old_value, new_value, source "
                                 "FROM part_history ORDER BY id DESC LIMIT ?"));
    } else {
        q.prepare(QStringLiteral("SELECT id, changed_at, changed_by, sku, field, old_value, new_value, source "
                                 "FROM part_history WHERE sku = ? ORDER BY id DESC LIMIT ?"));
        q.addBindValue(sku);
    }
    q.addBindValue(limit);
    QList<PartChange> out;
    if (!q.exec()) {
        *error = q.lastError().text();
        return out;
    }
    while (q.next()) {
        out.append({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                    q.value(4).toString(), q.value(5).toString(), q.value(6).toString(), q.value(7).toString()});
    }
    return out;
}

QString bumpRevision(QSqlDatabase &db, const ChangeStamp &stamp)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE catalog_revision SET revision = revision + 1, changed_at = ? WHERE id = 1"));
    q.addBindValue(stamp.at);
    return q.exec() ? QString() : q.lastError().text();
}

std::optional<std::pair<qint64, QString>> readRevision(QSqlDatabase &db, QString *error)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT revision, changed_at FROM catalog_revision WHERE id = 1")) || !q.next()) {
        *error = q.lastError().text();
        return std::nullopt;
    }
    return std::make_pair(q.value(0).toLongLong(), q.value(1).toString());
}

} // namespace aip
