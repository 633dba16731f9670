#include "quote/fabricsizing.h"

#include <algorithm>
#include <cmath>

namespace aip {

namespace {

int ceilDiv(long long a, long long b)
{
    return b > 0 ? int((a + b - 1) / b) : 0;
}

} // namespace

FabricSizing sizeFabric(int endpoints, int switchPorts, double oversubscription, std::optional<int> explicitSwitches)
{
    FabricSizing f;
    f.endpoints = std::max(0, endpoints);
    const int k = std::max(2, switchPorts);
    const double r = oversubscription >= 1.0 ? oversubscription : 1.0;
    // Leaf ports facing the nodes; the rest go up. At least one of each so a leaf can both serve and uplink.
    const int down = std::clamp(int(std::floor(k * r / (r + 1.0))), 1, k - 1);
    const int up = k - down;

    if (f.endpoints == 0) {
        f.tiers = 0;
    } else if (f.endpoints <= k) {
        f.tiers = 1;
        f.switches = 1;
        f.links = f.endpoints;
    } else if (f.endpoints <= k * down) {
        // Leaf-spine: every leaf's uplinks spread over the spines; each spine port takes one leaf uplink.
        f.tiers = 2;
        const int leaves = ceilDiv(f.endpoints, down);
        const int spines = ceilDiv(static_cast<long long>(leaves) * up, k);
        f.switches = leaves + spines;
        f.links = f.endpoints + leaves * up;
    } else {
        // Three layers: leaves, aggregation switches (same split of ports), and a core of full radix.
        f.tiers = 3;
        const int leaves = ceilDiv(f.endpoints, down);
        const int aggregation = ceilDiv(static_cast<long long>(leaves) * up, down);
        const int core = ceilDiv(static_cast<long long>(aggregation) * up, k);
        f.switches = leaves + aggregation + core;
        f.links = f.endpoints + leaves * up + aggregation * up;
    }
    if (explicitSwitches) {
        // The plan's count wins; the cables stay those of the derived topology (the best estimate we have).
        f.explicitCount = true;
        f.switches = std::max(0, *explicitSwitches);
    }
    return f;
}

} // namespace aip
