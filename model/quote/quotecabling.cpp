#include "quote/quotecabling.h"

#include "hardware/part.h"

#include <algorithm>

namespace aip {

double nodePortGbps(const Part &fabricSwitch, const QList<ResolvedServer> &servers)
{
    double gbps = 0;
    for (const ResolvedServer &rs : servers)
        gbps = std::max(gbps, nodeFabricPorts(rs, fabricSwitch.sw.protocol).gbps);
    return gbps;
}

int switchPortSplit(const Part &fabricSwitch, double nodePortGbps)
{
    const double port = fabricSwitch.sw.portGbps;
    if (!(port > 0) || !(nodePortGbps > 0) || nodePortGbps >= port)
        return 1;
    const int most = fabricSwitch.sw.protocol.compare(QLatin1String("infiniband"), Qt::CaseInsensitive) == 0
        ? kMaxInfinibandPortSplit
        : kMaxEthernetPortSplit;
    int split = 1;
    while (split < most && nodePortGbps * (2 * split) <= port)
        split *= 2;
    return split;
}

double fabricLinkGbps(const Part *fabricSwitch, const QList<ResolvedServer> &servers)
{
    if (fabricSwitch && fabricSwitch->sw.portGbps > 0)
        return fabricSwitch->sw.portGbps / switchPortSplit(*fabricSwitch, nodePortGbps(*fabricSwitch, servers));
    double nicGbps = 0;
    for (const ResolvedServer &rs : servers) {
        for (const ResolvedPart &rp : rs.of(PartCategory::Nic))
            nicGbps = std::max(nicGbps, rp.part->nic.portGbps);
    }
    return nicGbps > 0 ? nicGbps : kDefaultLinkGbps;
}

} // namespace aip
