#include "plan/jsonfieldreader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace aip {

namespace {
// The translation context of the plan reader's messages (lupdate reads PlanReader). Each message is a whole
// sentence with placeholders, so a translation can order its words freely; paths and values stay as they are.
struct PlanReaderText {
    Q_DECLARE_TR_FUNCTIONS(PlanReader)
};

QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return PlanReaderText::tr("null");
    case QJsonValue::Bool: return PlanReaderText::tr("a boolean");
    case QJsonValue::Double: return PlanReaderText::tr("a number");
    case QJsonValue::String: return PlanReaderText::tr("a string");
    case QJsonValue::Array: return PlanReaderText::tr("an array");
    case QJsonValue::Object: return PlanReaderText::tr("an object");
    case QJsonValue::Undefined: break;
    }
    return PlanReaderText::tr("nothing");
}

QString shown(double v)
{
    return QString::number(v, 'g', 12);
}

// What went wrong with an integer member; the message also depends on the range it must be in.
enum class IntProblem { Missing, WrongType, BadValue, TooLarge };

// The message for an integer in [min, max]: "a positive integer" when min is 1, "a non-negative integer" when the
// range is [0, large), "an integer from min to max" otherwise. `detail` is the JSON type or the value found.
QString integerMessage(IntProblem problem, qint64 min, qint64 max, const QString &detail)
{
    if (min == 1) {
        switch (problem) {
        case IntProblem::Missing: return PlanReaderText::tr("is required (a positive integer)");
        case IntProblem::WrongType: return PlanReaderText::tr("must be a positive integer, not %1").arg(detail);
        case IntProblem::BadValue: return PlanReaderText::tr("must be a positive integer (got %1)").arg(detail);
        case IntProblem::TooLarge:
            return PlanReaderText::tr("must be a positive integer no larger than %1 (got %2)")
                .arg(QString::number(max), detail);
        }
    } else if (min == 0 && max >= 1000000) {
        switch (problem) {
        case IntProblem::Missing: return PlanReaderText::tr("is required (a non-negative integer)");
        case IntProblem::WrongType: return PlanReaderText::tr("must be a non-negative integer, not %1").arg(detail);
        case IntProblem::BadValue: return PlanReaderText::tr("must be a non-negative integer (got %1)").arg(detail);
        case IntProblem::TooLarge:
            return PlanReaderText::tr("must be a non-negative integer no larger than %1 (got %2)")
                .arg(QString::number(max), detail);
        }
    }
    const QString lo = QString::number(min);
    const QString hi = QString::number(max);
    switch (problem) {
    case IntProblem::Missing: return PlanReaderText::tr("is required (an integer from %1 to %2)").arg(lo, hi);
    case IntProblem::WrongType:
        return PlanReaderText::tr("must be an integer from %1 to %2, not %3").arg(lo, hi, detail);
    case IntProblem::BadValue:
        return PlanReaderText::tr("must be an integer from %1 to %2 (got %3)").arg(lo, hi, detail);
    case IntProblem::TooLarge:
        return PlanReaderText::tr("must be an integer from %1 to %2 no larger than %3 (got %4)")
            .arg(lo, hi, hi, detail);
    }
    return {};
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
            error(join(prefix, k), PlanReaderText::tr("is required (a string)"));
        return std::nullopt;
    }
    if (!v.isString()) {
        error(join(prefix, k), PlanReaderText::tr("must be a string, not %1").arg(typeName(v)));
        return std::nullopt;
    }
    const QString text = v.toString();
    if (text.size() > kMaxPlanTextChars) {
        error(join(prefix, k),
              PlanReaderText::tr("must be at most %1 characters long (got %2)")
                  .arg(QString::number(kMaxPlanTextChars), QString::number(text.size())));
        return std::nullopt;
    }
    return text;
}

std::optional<qint64> JsonFieldReader::integer(const QJsonObject &o, const char *key, const QString &prefix, qint64 min,
                                               qint64 max, bool required)
{
    const QString k = QString::fromLatin1(key);
    const QJsonValue v = o.value(k);
    const QString path = join(prefix, k);
    if (v.isUndefined()) {
        if (required)
            error(path, integerMessage(IntProblem::Missing, min, max, {}));
        return std::nullopt;
    }
    if (!v.isDouble()) {
        error(path, integerMessage(IntProblem::WrongType, min, max, typeName(v)));
        return std::nullopt;
    }
    const double d = v.toDouble();
    if (!std::isfinite(d) || std::floor(d) != d || d < double(min)) {
        error(path, integerMessage(IntProblem::BadValue, min, max, shown(d)));
        return std::nullopt;
    }
    if (d > double(max)) {
        error(path, integerMessage(IntProblem::TooLarge, min, max, shown(d)));
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
    const QString lo = shown(min);
    const QString hi = shown(max);
    if (v.isUndefined()) {
        if (required)
            error(path, PlanReaderText::tr("is required (a number)"));
        return std::nullopt;
    }
    if (!v.isDouble()) {
        error(path, PlanReaderText::tr("must be a number from %1 to %2, not %3").arg(lo, hi, typeName(v)));
        return std::nullopt;
    }
    const double d = v.toDouble();
    if (!std::isfinite(d) || d < min || d > max) {
        error(path, PlanReaderText::tr("must be a number from %1 to %2 (got %3)").arg(lo, hi, shown(d)));
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
        error(join(prefix, k), PlanReaderText::tr("must be true or false, not %1").arg(typeName(v)));
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
            error(join(prefix, k), PlanReaderText::tr("is required (an object)"));
        return std::nullopt;
    }
    if (!v.isObject()) {
        error(join(prefix, k), PlanReaderText::tr("must be an object, not %1").arg(typeName(v)));
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
            error(join(prefix, k), PlanReaderText::tr("is required (an array)"));
        return std::nullopt;
    }
    if (!v.isArray()) {
        error(join(prefix, k), PlanReaderText::tr("must be an array, not %1").arg(typeName(v)));
        return std::nullopt;
    }
    return v.toArray();
}

QJsonObject JsonFieldReader::unknownMembers(const QJsonObject &o, const QStringList &known)
{
    QJsonObject out;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!known.contains(it.key()))
            out.insert(it.key(), it.value());
    }
    return out;
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
