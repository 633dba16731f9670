#include "cli/perfinput.h"

#include <QCoreApplication>

namespace aip::cli {

std::optional<PerfInput> loadPerfInput(Context &ctx, const QString &command, const QString &path, int *exit)
{
    auto loaded = ctx.loadPlanAndCatalog(path, exit);
    if (!loaded)
        return std::nullopt;
    if (!loaded->plan.hasWorkload) {
        ctx.err << command << ": " << QCoreApplication::translate("cli", "the plan has no workload") << "\n";
        *exit = ExitInvalid;
        return std::nullopt;
    }
    QString error;
    const auto cluster = perf::clusterFromPlan(loaded->plan, loaded->catalog, &error);
    if (!cluster) {
        ctx.err << command << ": " << error << "\n";
        *exit = ExitInvalid;
        return std::nullopt;
    }
    return PerfInput{std::move(loaded->plan), std::move(loaded->catalog), *cluster};
}

} // namespace aip::cli
