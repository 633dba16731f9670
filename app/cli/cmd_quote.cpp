// aiplanner-cli quote: arrives with its issue.
#include "cli/cli.h"

namespace aip::cli {

int cmdQuote(Context &ctx, const QStringList &args)
{
    Q_UNUSED(args);
    return notAvailableYet(ctx, QStringLiteral("quote"));
}

} // namespace aip::cli
