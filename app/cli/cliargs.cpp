#include "cli/cliargs.h"

#include "text/cleantext.h"

#include <QCoreApplication>

namespace aip::cli {

CliArgs::CliArgs(const QStringList &args, const QSet<QString> &flags, const QSet<QString> &options)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (!a.startsWith(QLatin1Char('-')) || a == QLatin1String("-")) {
            m_positionals.append(a);
            continue;
        }
        const qsizetype eq = a.indexOf(QLatin1Char('='));
        const QString name = eq > 0 ? a.left(eq) : a;
        if (flags.contains(name) && eq < 0) {
            m_flags.insert(name);
        } else if (options.contains(name)) {
            if (eq > 0) {
                m_options.insert(name, a.mid(eq + 1));
            } else if (i + 1 < args.size()) {
                m_options.insert(name, args.at(++i));
            } else {
                m_error = QCoreApplication::translate("cli", "%1 needs a value").arg(name);
                return;
            }
        } else {
            m_error = QCoreApplication::translate("cli", "unknown option %1").arg(text::quotedInMessage(a));
            return;
        }
    }
}

} // namespace aip::cli
