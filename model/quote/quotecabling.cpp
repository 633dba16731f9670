#include "quote/quotecabling.h"

#include "hardware/part.h"

#include <algorithm>

namespace aip {

double fabricLinkGbps(const Part *fabricSwitch, const QList<ResolvedServer> &servers)
{
    if (fabricSwitch && fabricSwitch->sw.portGbps > 0)
        return fabricSwitch->sw.portGbps;
    double nicGbps = 0;
    for (const ResolvedServer &rs : servers) {
        for (const ResolvedPart &rp : rs.of(PartCategory::Nic))
            nicGbps = std::max(nicGbps, rp.part->nic.portGbps);
    }
    return nicGbps > 0 ? nicGbps : kDefaultLinkGbps;
}

} // namespace aip
