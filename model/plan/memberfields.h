#pragma once
// A number of a plan section bound to its row of the plan's field table (planfields::numericFields(): key, range,
// whether it is whole) and to its member of the section's struct (issue 16, item 5). The plan reader, the plan writer
// and the editors walk lists of these (servingfields.h, sectionfields.h), so a number's key, limits and member are
// named once.

#include "plan/planfields.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <cstring>
#include <optional>

namespace aip::planfields {

template<class S>
struct MemberNumber {
    const char *path;                         // "workload.serving.input_tokens", a path of numericFields()
    std::optional<int> S::*whole = nullptr;   // the member, for a whole-number field
    std::optional<double> S::*real = nullptr; // the member, for the others

    // Its row of the table; a path missing there stops the program at the first use.
    const NumericField &field() const
    {
        const NumericField *f = numericField(QString::fromLatin1(path));
        if (!f)
            qFatal("plan fields: %s is not in the plan's field table", path);
        return *f;
    }
    const char *key() const { return std::strrchr(path, '.') + 1; } // "input_tokens"
    std::optional<double> value(const S &s) const
    {
        if (whole)
            return s.*whole ? std::optional<double>(*(s.*whole)) : std::nullopt;
        return s.*real;
    }
    void setValue(S &s, std::optional<double> v) const
    {
        if (whole)
            s.*whole = v ? std::optional<int>(int(*v)) : std::nullopt;
        else
            s.*real = v;
    }
};

// The number at `path` in `numbers`, or null.
template<class S>
const MemberNumber<S> *memberNumber(const QList<MemberNumber<S>> &numbers, QStringView path)
{
    for (const MemberNumber<S> &n : numbers) {
        if (path == QLatin1String(n.path))
            return &n;
    }
    return nullptr;
}

// The JSON keys of `numbers`, then `names` (the section's members that are not numbers): the reader's list of known
// members.
template<class S>
QStringList memberKeys(const QList<MemberNumber<S>> &numbers, std::initializer_list<const char *> names)
{
    QStringList keys;
    for (const MemberNumber<S> &n : numbers)
        keys.append(QString::fromLatin1(n.key()));
    for (const char *name : names)
        keys.append(QString::fromLatin1(name));
    return keys;
}

} // namespace aip::planfields
