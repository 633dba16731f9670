// aiplanner-cli simulate: arrives with its issue.
#include "cli/cli.h"

namespace aip::cli {

int cmdSimulate(Context &ctx, const QStringList &args)
{
    Q_UNUSED(args);
    return notAvailableYet(ctx, QStringLiteral("simulate"));
}

} // namespace aip::cli
