#include "plan/jsonfieldreader.h"

#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace aip {

namespace {
QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return QStringLiteral("a boolean");
    case QJsonValue::Double: return QStringLiteral("a number");
    case QJsonValue::String: return QStringLiteral("a string");
    case QJsonValue::Array: return QStringLiteral("an array");
    case QJsonValue::Object: return QStringLiteral("an object");
    case QJsonValue::Undefined: break;
    }
    return QStringLiteral("nothing");
}

QString shown(double v)
{
    return QString::number(v, 'g', 12);
}
} // namespace

QString JsonFieldReader::join(const QString &prefix, const QString &key)
{
    return prefix.isEmpty() ? key : prefix + QLatin1Char('.') + key;
}

QString JsonFieldReader::index(const QString &prefix, qsizetype i)
{
    return prefix + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
}

void JsonFieldReader::error(const QString &path, const QString &message)
{
    m_errors.append({path, message});
}

std::optional<QString> JsonFieldReader::string(const QJsonObject &o, const char *key, const QString &prefix,
                                               bool required)
{
    const QString k = QString::fromLatin1(key);
    const QJsonValue v = o.value(k);
    if (v.isUndefined()) {
        if (required)
            error(join(prefix, k), QStringLiteral("is required (a string)"));
        return std::nullopt;
    }
    if (!v.isString()) {
        error(join(prefix, k), QStringLiteral("must be a string, not %1").arg(typeName(v)));
        return std::nullopt;
    }
    return v.toString();
}

std::optional<qint64> JsonFieldReader::integer(const QJsonObject &o, const char *key, const QString &prefix, qint64 min,
                                               qint64 max, bool required)
{
    const QString k = QString::fromLatin1(key);
    const QJsonValue v = o.value(k);
    const QString path = join(prefix, k);
    const QString expected = min == 1  ? QStringLiteral("must be a positive integer")
        : (min == 0 && max >= 1000000) ? QStringLiteral("must be a non-negative integer")
                                       : QStringLiteral("must be an integer from %1 to %2").arg(min).arg(max);
    if (v.isUndefined()) {
        if (required)
            error(path, QStringLiteral("is required (%1)").arg(expected.mid(8)));
        return std::nullopt;
    }
    if (!v.isDouble()) {
        error(path, QStringLiteral("%1, not %2").arg(expected, typeName(v)));
        return std::nullopt;
    }
    const double d = v.toDouble();
    if (!std::isfinite(d) || std::floor(d) != d) {
        error(path, QStringLiteral("%1 (got %2)").arg(expected, shown(d)));
        return std::nullopt;
    }
    if (d < double(min)) {
        error(path, QStringLiteral("%1 (got %2)").arg(expected, shown(d)));
        return std::nullopt;
    }
    if (d > double(max)) {
        error(path, QStringLiteral("%1 no larger than %2 (got %3)").arg(expected).arg(max).arg(shown(d)));
        return std::nullopt;
    }
    return qint64(d);
}

std::optional<double> JsonFieldReader::number(const QJsonObject &o, const char *key, const QString &prefix, double min,
                                              double max, bool required)
{
    const QString k = QString::fromLatin1(key);
    const QJsonValue v = o.value(k);
    const QString path = join(prefix, k);
    const QString expected = QStringLiteral("must be a number from %1 to %2").arg(shown(min), shown(max));
    if (v.isUndefined()) {
        if (required)
            error(path, QStringLiteral("is required (a number)"));
        return std::nullopt;
    }
    if (!v.isDouble()) {
        error(path, QStringLiteral("%1, not %2").arg(expected, typeName(v)));
        return std::nullopt;
    }
    const double d = v.toDouble();
    if (!std::isfinite(d) || d < min || d > max) {
        error(path, QStringLiteral("%1 (got %2)").arg(expected, shown(d)));
        return std::nullopt;
    }
    return d;
}

std::optional<bool> JsonFieldReader::boolean(const QJsonObject &o, const char *key, const QString &prefix)
{
    const QString k = QString::fromLatin1(key);
    const QJsonValue v = o.value(k);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isBool()) {
        error(join(prefix, k), QStringLiteral("must be true or false, not %1").arg(typeName(v)));
        return std::nullopt;
    }
    return v.toBool();
}

std::optional<QJsonObject> JsonFieldReader::object(const QJsonObject &o, const char *key, const QString &prefix,
                                                   bool required)
{
    const QString k = QString::fromLatin1(key);
    const QJsonValue v = o.value(k);
    if (v.isUndefined()) {
        if (required)
            error(join(prefix, k), QStringLiteral("is required (an object)"));
        return std::nullopt;
    }
    if (!v.isObject()) {
        error(join(prefix, k), QStringLiteral("must be an object, not %1").arg(typeName(v)));
        return std::nullopt;
    }
    return v.toObject();
}

std::optional<QJsonArray> JsonFieldReader::array(const QJsonObject &o, const char *key, const QString &prefix,
                                                 bool required)
{
    const QString k = QString::fromLatin1(key);
    const QJsonValue v = o.value(k);
    if (v.isUndefined()) {
        if (required)
            error(join(prefix, k), QStringLiteral("is required (an array)"));
        return std::nullopt;
    }
    if (!v.isArray()) {
        error(join(prefix, k), QStringLiteral("must be an array, not %1").arg(typeName(v)));
        return std::nullopt;
    }
    return v.toArray();
}

QJsonObject JsonFieldReader::unknownMembers(const QJsonObject &o, std::initializer_list<const char *> known)
{
    QJsonObject out;
    for (auto it = o.begin(); it != o.end(); ++it) {
        bool isKnown = false;
        for (const char *k : known) {
            if (it.key() == QLatin1String(k)) {
                isKnown = true;
                break;
            }
        }
        if (!isKnown)
            out.insert(it.key(), it.value());
    }
    return out;
}

} // namespace aip
