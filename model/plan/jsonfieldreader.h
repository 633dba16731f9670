#pragma once
// Reads typed members out of JSON objects while recording, for each bad one, the JSON path and what was
// expected. Used by the plan reader; kept separate so each reader function stays a list of fields.

#include "plan/planfile.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

#include <initializer_list>
#include <optional>

namespace aip {

class JsonFieldReader
{
public:
    static QString join(const QString &prefix, const QString &key);
    static QString index(const QString &prefix, qsizetype i);

    void error(const QString &path, const QString &message);
    const QList<PlanError> &errors() const { return m_errors; }

    // A string of at most kMaxPlanTextChars characters.
    std::optional<QString> string(const QJsonObject &o, const char *key, const QString &prefix, bool required = false);
    // An integer in [min, max]; a JSON number with a fraction, NaN or out of range is an error.
    std::optional<qint64> integer(const QJsonObject &o, const char *key, const QString &prefix, qint64 min, qint64 max,
                                  bool required = false);
    std::optional<double> number(const QJsonObject &o, const char *key, const QString &prefix, double min, double max,
                                 bool required = false);
    std::optional<bool> boolean(const QJsonObject &o, const char *key, const QString &prefix);
    // The member as an object; an error when present and not an object.
    std::optional<QJsonObject> object(const QJsonObject &o, const char *key, const QString &prefix,
                                      bool required = false);
    std::optional<QJsonArray> array(const QJsonObject &o, const char *key, const QString &prefix,
                                    bool required = false);

    // The members of `o` not in `known`: kept verbatim for the round trip.
    static QJsonObject unknownMembers(const QJsonObject &o, std::initializer_list<const char *> known);
    // The same for a field table's keys (planfields::servingKeys()).
    static QJsonObject unknownMembers(const QJsonObject &o, const QStringList &known);

private:
    QList<PlanError> m_errors;
};

} // namespace aip
