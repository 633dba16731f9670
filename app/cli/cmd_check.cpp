// aiplanner-cli check PLAN: the plan file's validity, then the compatibility findings of the rules.
#include "cli/cli.h"
#include "cli/cliargs.h"
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
        ctx.err << (a.ok() ? QStringLiteral("check needs exactly one PLAN") : a.error()) << "\n"
                << "Usage: aiplanner-cli check PLAN\n";
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
        ctx.out << severityName(f.severity).leftJustified(8);
        if (!f.serverId.isEmpty())
            ctx.out << "[" << f.serverId << "] ";
        ctx.out << f.message << "\n";
        if (!f.reason.isEmpty())
            ctx.out << "        why: " << f.reason << "\n";
    }
    ctx.out << path << ": " << counts[int(Severity::Error)] << " error(s), " << counts[int(Severity::Warning)]
            << " warning(s), " << counts[int(Severity::Info)] << " note(s)\n";
    return hasErrors(findings) ? ExitInvalid : ExitOk;
}

} // namespace aip::cli
