#include "quote/fabricsizing.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace aip {

namespace {

int ceilDiv(long long a, long long b)
{
    return b > 0 ? int((a + b - 1) / b) : 0;
}

struct PortSplit {
    int k = 2;    // radix
    int down = 1; // a leaf's (and an aggregation switch's) ports facing down
    int up = 1;   // and up
};

PortSplit splitPorts(int switchPorts, double oversubscription)
{
    PortSplit s;
    s.k = std::max(2, switchPorts);
    const double r = oversubscription >= 1.0 ? oversubscription : 1.0;
    // At least one of each so a leaf can both serve and uplink.
    s.down = std::clamp(int(std::floor(s.k * r / (r + 1.0))), 1, s.k - 1);
    s.up = s.k - s.down;
    return s;
}

// The layers above `leaves` leaves that serve `endpoints` node ports.
void sizeAbove(FabricSizing &f, int leaves, const PortSplit &s)
{
    f.leaves = leaves;
    if (f.endpoints <= s.k && leaves <= 1) {
        f.tiers = 1;
        f.leaves = 1;
    } else if (leaves <= s.k) {
        // Leaf-spine: every leaf's uplinks spread over the spines; each spine port takes one leaf uplink.
        f.tiers = 2;
        f.leafSpineLinks = leaves * s.up;
        f.spines = ceilDiv(f.leafSpineLinks, s.k);
    } else {
        // Three layers: leaves, aggregation switches (same split of ports), and a core of full radix.
        f.tiers = 3;
        f.leafSpineLinks = leaves * s.up;
        f.spines = ceilDiv(f.leafSpineLinks, s.down);
        f.spineCoreLinks = f.spines * s.up;
        f.cores = ceilDiv(f.spineCoreLinks, s.k);
    }
    f.switches = f.leaves + f.spines + f.cores;
    f.links = f.endpoints + f.leafSpineLinks + f.spineCoreLinks;
}

void applyExplicit(FabricSizing &f, std::optional<int> explicitSwitches)
{
    if (explicitSwitches) {
        // The plan's count wins; the cables stay those of the derived topology (the best estimate we have).
        f.explicitCount = true;
        f.switches = std::max(0, *explicitSwitches);
    }
}

} // namespace

FabricSizing sizeFabric(int endpoints, int switchPorts, double oversubscription, std::optional<int> explicitSwitches)
{
    FabricSizing f;
    f.endpoints = std::max(0, endpoints);
    const PortSplit s = splitPorts(switchPorts, oversubscription);
    if (f.endpoints > 0)
        sizeAbove(f, f.endpoints <= s.k ? 1 : ceilDiv(f.endpoints, s.down), s);
    applyExplicit(f, explicitSwitches);
    return f;
}

FabricSizing sizeRailFabric(int nodes, int rails, int switchPorts, double oversubscription,
                            std::optional<int> explicitSwitches)
{
    FabricSizing f;
    f.railOptimized = true;
    f.rails = std::max(0, rails);
    const long long endpoints = static_cast<long long>(std::max(0, nodes)) * f.rails;
    f.endpoints = int(std::min<long long>(endpoints, std::numeric_limits<int>::max()));
    const PortSplit s = splitPorts(switchPorts, oversubscription);
    if (f.endpoints > 0) {
        // A fabric one switch can hold is that switch, rails or not.
        const int leaves = f.endpoints <= s.k ? 1 : f.rails * ceilDiv(std::max(0, nodes), s.down);
        sizeAbove(f, leaves, s);
    }
    applyExplicit(f, explicitSwitches);
    return f;
}

bool isRailOptimized(const QString &topology)
{
    return topology.startsWith(QLatin1String("rail"), Qt::CaseInsensitive);
}

void setCabling(FabricSizing &f, int nodeCables, double nodeCableGbps, int switchPortSplit)
{
    f.nodeCables = std::max(0, nodeCables);
    f.nodeCableGbps = std::max(0.0, nodeCableGbps);
    f.switchPortSplit = std::max(1, switchPortSplit);
    f.links = f.nodeCableCount() + f.switchCables(f.leafSpineLinks) + f.switchCables(f.spineCoreLinks);
}

} // namespace aip
