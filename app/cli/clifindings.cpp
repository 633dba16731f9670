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
            out << "[" << text::escapedForTerminal(f.serverId) << "] ";
        // Messages quote part and server names: escape sequences in them are shown, not obeyed (issue 22, item 8).
        out << text::escapedForTerminal(f.message) << "\n";
        if (!f.reason.isEmpty())
            out << "        " << QCoreApplication::translate("cli", "why: %1").arg(text::escapedForTerminal(f.reason))
                << "\n";
    }
}

} // namespace aip::cli
