#include "quote/quotecabling.h"

#include "hardware/part.h"

#include <algorithm>

namespace aip {

double nodePortGbps(const Part &fabricSwitch, const QList<ResolvedServer> &servers)
{
    const QString &protocol = fabricSwitch.sw.protocol;
    double gbps = 0;
    for (const ResolvedServer &rs : servers) {
        if (const Part *gpu = rs.gpu()) {
            if (const OwnScaleOutPorts own = ownScaleOutPorts(gpu->gpu, protocol); own.ports > 0) {
                gbps = std::max(gbps, own.gbps);
                continue; // its NIC cards serve storage and the front end (perf/clusterhardware.cpp)
            }
        }
        for (const ResolvedPart &rp : rs.of(PartCategory::Nic)) {
            if (nicServesFabric(rp.part->nic, protocol))
                gbps = std::max(gbps, rp.part->nic.portGbps);
        }
    }
    return gbps;
}

bool nicServesFabric(const NicSpec &nic, const QString &fabricProtocol)
{
    return fabricProtocol.isEmpty() || nic.protocol.isEmpty()
        || nic.protocol.compare(fabricProtocol, Qt::CaseInsensitive) == 0;
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
