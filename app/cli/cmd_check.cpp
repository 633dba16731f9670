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
    // "plan.aiplan: 0 errors, 1 warning, 2 notes": scripts read the leading count and the word ("[0-9]+ error"), so
    // each count keeps its place and its stem; one message per count and number (Chinese has one form for both).
    const QLocale l = ctx.locale();
    const auto count = [&l](int n, const char *one, const char *many) {
        return QCoreApplication::translate("cli", n == 1 ? one : many).arg(fixed(l, n, 0));
    };
    const int errors = counts[int(Severity::Error)], warnings = counts[int(Severity::Warning)],
              notes = counts[int(Severity::Info)];
    ctx.out << QCoreApplication::translate("cli", "%1: %2, %3, %4")
                   .arg(
                       text::quotedInMessage(path, text::kMaxQuotedPathChars),
                       count(errors, QT_TRANSLATE_NOOP("cli", "%1 error"), QT_TRANSLATE_NOOP("cli", "%1 errors")),
                       count(warnings, QT_TRANSLATE_NOOP("cli", "%1 warning"), QT_TRANSLATE_NOOP("cli", "%1 warnings")),
                       count(notes, QT_TRANSLATE_NOOP("cli", "%1 note"), QT_TRANSLATE_NOOP("cli", "%1 notes")))
            << "\n";
    return hasErrors(findings) ? ExitInvalid : ExitOk;
}

} // namespace aip::cli
