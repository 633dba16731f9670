#pragma once
// How many switches and cables a fabric needs when the plan does not count them: a folded-Clos (fat-tree)
// built from switches of one radix. The tier rule of data/tco_defaults.md ("<= 64 nodes one switch layer,
// <= 2048 two layers" for a 64-port switch and one port per node) is the general one for radix k:
//   one layer   up to k endpoints,
//   two layers  up to k * d endpoints (d = a leaf's downlinks; k^2/2 when non-blocking),
//   three layers beyond (k^3/4 when non-blocking; Al-Fares et al., SIGCOMM 2008, "A scalable, commodity data
//   center network architecture", section 2.2: a k-ary fat tree has 5k^2/4 switches for k^3/4 hosts).
// Oversubscription r (2.0 = 2:1) gives each leaf d = k*r/(r+1) downlinks and k-d uplinks.

#include <QString>

#include <optional>

namespace aip {

struct FabricSizing {
    int endpoints = 0;          // node ports connected to the fabric
    int switches = 0;           // switch count priced
    int tiers = 0;              // switch layers of the derived topology (1..3)
    int links = 0;              // cables: node-to-leaf plus switch-to-switch
    bool explicitCount = false; // the plan gave the switch count
};

// endpoints: node ports; switchPorts: ports of one switch (radix); explicitSwitches: the plan's count.
FabricSizing sizeFabric(int endpoints, int switchPorts, double oversubscription,
                        std::optional<int> explicitSwitches = std::nullopt);

} // namespace aip
