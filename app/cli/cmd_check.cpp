// aiplanner-cli check PLAN: the plan file's validity, then every finding of the rule book (planFindings(), the
// same the GUI shows): exit 1 exactly when one is an error.
#include "analysis/planfindings.h"
#include "cli/cli.h"
#include "cli/cliargs.h"
#include "cli/clifindings.h"
#include "cli/clitext.h"

#include "common/logging.h"

#include <QCoreApplication>
#include <QElapsedTimer>

namespace aip::cli {

int cmdCheck(Context &ctx, const CliArgs &a)
{
    if (!a.ok() || a.positionals().size() != 1) {
        ctx.err << (a.ok() ? QCoreApplication::translate("cli", "check needs exactly one PLAN") : a.error()) << "\n"
                << usageLine(QStringLiteral("aiplanner-cli check PLAN")) << "\n";
        return ExitUsage;
    }
    const QString path = a.positionals().constFirst();
    int exit = ExitOk;
    const auto plan = ctx.loadPlan(path, &exit);
    if (!plan)
        return exit;
    const auto catalog = ctx.loadCatalog(&exit);
    if (!catalog)
        return exit;

    // The one rule book: the findings the GUI's findings panel shows (model/analysis/planfindings.h).
    QElapsedTimer timer;
    timer.start();
    const QList<Finding> findings = planFindings(*plan, *catalog);
    qCDebug(lcEvaluation) << "the rule book's findings:" << findings.size() << "in" << timer.elapsed() << "ms";
    int counts[3] = {0, 0, 0};
    for (const Finding &f : findings)
        ++counts[int(f.severity)];
    printFindings(ctx.out, findings);
    const QLocale l = ctx.locale();
    ctx.out << QCoreApplication::translate("cli", "%1: %2 error(s), %3 warning(s), %4 note(s)")
                   .arg(text::quotedInMessage(path, text::kMaxQuotedPathChars),
                        fixed(l, counts[int(Severity::Error)], 0), fixed(l, counts[int(Severity::Warning)], 0),
                        fixed(l, counts[int(Severity::Info)], 0))
            << "\n";
    return hasErrors(findings) ? ExitInvalid : ExitOk;
}

} // namespace aip::cli
