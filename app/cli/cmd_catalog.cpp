// aiplanner-cli catalog: arrives with its issue.
#include "cli/cli.h"

namespace aip::cli {

int cmdCatalog(Context &ctx, const QStringList &args)
{
    Q_UNUSED(args);
    return notAvailableYet(ctx, QStringLiteral("catalog"));
}

} // namespace aip::cli
