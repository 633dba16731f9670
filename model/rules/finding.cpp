#include "rules/finding.h"

#include <QCoreApplication>

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

QString severityLabel(Severity s)
{
    switch (s) {
    case Severity::Error: return QCoreApplication::translate("Rules", "error");
    case Severity::Warning: return QCoreApplication::translate("Rules", "warning");
    case Severity::Info: return QCoreApplication::translate("Rules", "info");
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
