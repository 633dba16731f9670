// aiplanner-cli tco: arrives with its issue.
#include "cli/cli.h"

namespace aip::cli {

int cmdTco(Context &ctx, const QStringList &args)
{
    Q_UNUSED(args);
    return notAvailableYet(ctx, QStringLiteral("tco"));
}

} // namespace aip::cli
