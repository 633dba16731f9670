// aiplanner-cli search: arrives with its issue.
#include "cli/cli.h"

namespace aip::cli {

int cmdSearch(Context &ctx, const QStringList &args)
{
    Q_UNUSED(args);
    return notAvailableYet(ctx, QStringLiteral("search"));
}

} // namespace aip::cli
