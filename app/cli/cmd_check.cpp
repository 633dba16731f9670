// aiplanner-cli check PLAN: the plan file's validity, then the compatibility findings of the rules.
#include "cli/cli.h"
#include "cli/cliargs.h"
#include "cli/clitext.h"
#include "perf/modelarch.h"
#include "rules/compatibilityrules.h"

#include <QCoreApplication>

namespace aip::cli {

namespace {

// A plan whose workload names a model the performance model does not know cannot be simulated: that is an error
// of the plan as much as a missing part is.
void checkWorkloadModel(const Plan &plan, QList<Finding> &findings)
{
    if (!plan.hasWorkload)
        return;
    QString error;
    if (!perf::resolveModel(plan.workload.model, &error))
        findings.prepend({Severity::Error,
                          QStringLiteral("workload-model"),
                          QStringLiteral("workload.model: %1").arg(error),
                          QCoreApplication::translate("Rules",
                                                      "The performance model needs a known preset or a "
                                                      "complete architecture."),
                          {},
                          {}});
}

} // namespace

int cmdCheck(Context &ctx, const QStringList &args)
{
    const CliArgs a(args, {}, {});
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

    QList<Finding> findings = checkPlan(*plan, *catalog);
    checkWorkloadModel(*plan, findings);
    int counts[3] = {0, 0, 0};
    for (const Finding &f : findings) {
        ++counts[int(f.severity)];
        ctx.out << padRight(severityLabel(f.severity), 8);
        if (!f.serverId.isEmpty())
            ctx.out << "[" << f.serverId << "] ";
        ctx.out << f.message << "\n";
        if (!f.reason.isEmpty())
            ctx.out << "        " << QCoreApplication::translate("cli", "why: %1").arg(f.reason) << "\n";
    }
    const QLocale l = ctx.locale();
    ctx.out << QCoreApplication::translate("cli", "%1: %2 error(s), %3 warning(s), %4 note(s)")
                   .arg(path, fixed(l, counts[int(Severity::Error)], 0), fixed(l, counts[int(Severity::Warning)], 0),
                        fixed(l, counts[int(Severity::Info)], 0))
            << "\n";
    return hasErrors(findings) ? ExitInvalid : ExitOk;
}

} // namespace aip::cli
