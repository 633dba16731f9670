#include "rules/finding.h"

namespace aip {

QString severityName(Severity s)
{
    switch (s) {
    case Severity::Error: return QStringLiteral("error");
    case Severity::Warning: return QStringLiteral("warning");
    case Severity::Info: return QStringLiteral("info");
    }
    return {};
}

bool hasErrors(const QList<Finding> &findings)
{
    for (const Finding &f : findings) {
        if (f.severity == Severity::Error)
            return true;
    }
    return false;
}

} // namespace aip
