#pragma once
// Small helpers shared by the rule files (not part of the rules' interface).

#include "hardware/serverconfig.h"
#include "rules/finding.h"

#include <QSet>

namespace aip::rules {

inline Finding finding(Severity severity, const char *code, const QString &message, const QString &reason,
                       const ResolvedServer &s, const QString &sku = {})
{
    return {severity, QString::fromLatin1(code), message, reason, s.spec ? s.spec->id : QString(), sku};
}

// Distinct SKUs of category c in the server.
inline QStringList distinctSkus(const ResolvedServer &s, PartCategory c)
{
    QStringList out;
    for (const ResolvedPart &rp : s.of(c)) {
        if (!out.contains(rp.part->sku))
            out.append(rp.part->sku);
    }
    return out;
}

inline QString chassisName(const ResolvedServer &s)
{
    return s.chassis ? s.chassis->model : QString();
}

} // namespace aip::rules
