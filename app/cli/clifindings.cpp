#include "cli/clifindings.h"

#include "cli/clitext.h"

#include <QCoreApplication>

namespace aip::cli {

void printFindings(QTextStream &out, const QList<Finding> &findings, bool errorsOnly)
{
    for (const Finding &f : findings) {
        if (errorsOnly && f.severity != Severity::Error)
            continue;
        out << padRight(severityLabel(f.severity), 8);
        if (!f.serverId.isEmpty())
            out << "[" << f.serverId << "] ";
        out << f.message << "\n";
        if (!f.reason.isEmpty())
            out << "        " << QCoreApplication::translate("cli", "why: %1").arg(f.reason) << "\n";
    }
}

} // namespace aip::cli
