#pragma once
// Small helpers shared by the rule files (not part of the rules' interface).

#include "hardware/serverconfig.h"
#include "rules/finding.h"

#include <QLocale>
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

// A part as findings name it: its model ("H100 SXM5 80GB") in English, its Chinese name where the interface is
// Chinese (installTranslators() makes the default QLocale Chinese then) and the catalog has one.
inline QString ruleName(const Part &p)
{
    if (QLocale().language() == QLocale::Chinese && !p.nameZh.trimmed().isEmpty())
        return p.nameZh.trimmed();
    return p.model;
}

inline QString chassisName(const ResolvedServer &s)
{
    return s.chassis ? ruleName(*s.chassis) : QString();
}

} // namespace aip::rules
