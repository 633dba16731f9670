#include "quote/quotecabling.h"

#include "hardware/part.h"

#include <algorithm>

namespace aip {

NodeFabricPorts nodeFabricPorts(const ResolvedServer &server, const QString &fabricProtocol)
{
    NodeFabricPorts n;
    if (const Part *gpu = server.gpu()) {
        if (const OwnScaleOutPorts own = ownScaleOutPorts(gpu->gpu, fabricProtocol); own.ports > 0) {
            // Its NIC cards serve storage and the front end (perf/clusterhardware.cpp).
            n.ports = qint64(server.gpuCount()) * own.ports;
            n.gbps = own.gbps;
            n.portsPerCable = std::max(1, own.perCage);
            return n;
        }
    }
    for (const ResolvedPart &rp : server.of(PartCategory::Nic)) {
        if (nicServesFabric(rp.part->nic, fabricProtocol)) {
            n.ports += qint64(rp.qty) * std::max(1, rp.part->nic.ports);
            n.gbps = std::max(n.gbps, rp.part->nic.portGbps);
        }
    }
    if (const int gpus = server.gpuCount(); gpus > 0)
        n.ports = std::min<qint64>(n.ports, gpus);
    return n;
}

double nodePortGbps(const Part &fabricSwitch, const QList<ResolvedServer> &servers)
{
    double gbps = 0;
    for (const ResolvedServer &rs : servers)
        gbps = std::max(gbps, nodeFabricPorts(rs, fabricSwitch.sw.protocol).gbps);
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
