#include "quote/quotecabling.h"

#include "hardware/part.h"

#include <algorithm>

namespace aip {

NodePortSpeed nodePortSpeed(const Part &fabricSwitch, const QList<ResolvedServer> &servers)
{
    NodePortSpeed out;
    for (const ResolvedServer &rs : servers) {
        const NodeFabricPorts n = nodeFabricPorts(rs, fabricSwitch.sw.protocol);
        if (n.gbps > out.gbps)
            out = {n.gbps, n.laneGbps};
        else if (n.gbps == out.gbps && n.gbps > 0 && n.laneGbps > 0)
            out.laneGbps = out.laneGbps > 0 ? std::min(out.laneGbps, n.laneGbps) : n.laneGbps;
    }
    return out;
}

double nodePortGbps(const Part &fabricSwitch, const QList<ResolvedServer> &servers)
{
    return nodePortSpeed(fabricSwitch, servers).gbps;
}

double nodePortLaneGbps(const Part &fabricSwitch, const QList<ResolvedServer> &servers)
{
    return nodePortSpeed(fabricSwitch, servers).laneGbps;
}

bool twinPortOsfpCages(const Part &fabricSwitch)
{
    const bool infiniband = fabricSwitch.sw.protocol.compare(QLatin1String("infiniband"), Qt::CaseInsensitive) == 0;
    return fabricSwitch.sw.portGbps == (infiniband ? 400 : 800);
}

namespace {

// The speed a switch port runs at towards node ports of `nodeLaneGbps` lanes: a twin-port OSFP cage's lanes are
// 100G-PAM4, so with 50G lanes at the node end the port carries half its speed.
double nodeFacingPortGbps(const Part &fabricSwitch, double nodeLaneGbps)
{
    constexpr double kCageLaneGbps = 100;
    const double port = fabricSwitch.sw.portGbps;
    if (twinPortOsfpCages(fabricSwitch) && nodeLaneGbps > 0 && nodeLaneGbps < kCageLaneGbps)
        return port * nodeLaneGbps / kCageLaneGbps;
    return port;
}

} // namespace

int switchPortSplit(const Part &fabricSwitch, double nodePortGbps, double nodeLaneGbps)
{
    const double port = nodeFacingPortGbps(fabricSwitch, nodeLaneGbps);
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

double fabricLinkGbps(const Part &fabricSwitch, const NodePortSpeed &nodePorts)
{
    return nodeFacingPortGbps(fabricSwitch, nodePorts.laneGbps)
        / switchPortSplit(fabricSwitch, nodePorts.gbps, nodePorts.laneGbps);
}

double fabricLinkGbps(const Part *fabricSwitch, const QList<ResolvedServer> &servers)
{
    if (fabricSwitch && fabricSwitch->sw.portGbps > 0)
        return fabricLinkGbps(*fabricSwitch, nodePortSpeed(*fabricSwitch, servers));
    double nicGbps = 0;
    for (const ResolvedServer &rs : servers) {
        for (const ResolvedPart &rp : rs.of(PartCategory::Nic))
            nicGbps = std::max(nicGbps, rp.part->nic.portGbps);
    }
    return nicGbps > 0 ? nicGbps : kDefaultLinkGbps;
}

} // namespace aip
