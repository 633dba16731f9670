#pragma once
// How many switches and cables a fabric needs when the plan does not count them: a folded-Clos (fat-tree)
// built from switches of one radix. The tier rule of data/tco_defaults.md ("<= 64 nodes one switch layer,
// <= 2048 two layers" for a 64-port switch and one port per node) is the general one for radix k:
//   one layer   up to k endpoints,
//   two layers  up to k leaves (k * d endpoints, d = a leaf's downlinks; k^2/2 when non-blocking),
//   three layers beyond (k^3/4 when non-blocking; Al-Fares et al., SIGCOMM 2008, "A scalable, commodity data
//   center network architecture", section 2.2: a k-ary fat tree has 5k^2/4 switches for k^3/4 hosts).
// Oversubscription r (2.0 = 2:1) gives each leaf d = k*r/(r+1) downlinks and k-d uplinks; the layers above the
// leaves take the same split (an aggregation switch d down, k-d up; the core all k ports down). Every uplink of
// every leaf is cabled, a partly filled leaf too (NVIDIA DGX SuperPOD reference architecture, DGX H100, "Network
// Fabrics": "the fabric should be designed to support the full SU, including leaf switches and leaf-spine cables").
//
// Rail-optimized (NVIDIA DGX SuperPOD): port i of every node goes to a leaf of rail i, so each rail has leaves of its
// own: leaves = rails x ceil(nodes / d); the spine and core layers are those of the fat tree above. Checked against
// the published counts (docs.nvidia.com/dgx-superpod, reference architectures, retrieved 2026-12):
//   DGX H100, 4 SU = 128 node slots x 8 rails, QM9700 (k = 64, d = 32): 32 leaves, 16 spines, 1,024 leaf-spine
//   cables ("Table 4. Compute fabric component count");
//   DGX B200, 16 SU = 512 nodes: 128 leaves, 128 spines, 64 core, 4,096 cables per tier.

#include <QString>

#include <optional>

namespace aip {

struct FabricSizing {
    int endpoints = 0;          // node ports connected to the fabric
    int switches = 0;           // switch count priced
    int tiers = 0;              // switch layers of the derived topology (1..3)
    int links = 0;              // cables: node-to-leaf plus switch-to-switch
    bool explicitCount = false; // the plan gave the switch count
    // The derived topology, per layer (the plan's explicit count does not change them).
    int leaves = 0;         // first-layer switches (the single switch of a one-layer fabric)
    int spines = 0;         // second layer
    int cores = 0;          // third layer
    int leafSpineLinks = 0; // cables between the first and second layer
    int spineCoreLinks = 0; // cables between the second and third layer
    bool railOptimized = false;
    int rails = 0;                // rail-optimized: fabric ports per node
    bool nodeLinksInRack = false; // the node-to-leaf cables stay inside one rack (copper); else they leave it
    int nodeLinks() const { return endpoints; }
    // How the links are cabled (setCabling(); the defaults are one cable a link). The counts above are links of the
    // node ports' speed; a switch whose ports are faster splits each among `switchPortSplit` of them on the node side
    // (quote/quotecabling.h switchPortSplit()) and runs its switch-to-switch links whole, so those cables are the links
    // over the split. A node connector may bundle several ports into one cable (Gaudi's four to an OSFP cage).
    int nodeCables = -1;      // node-to-leaf cables; -1: one a link (endpoints)
    double nodeCableGbps = 0; // the speed one node cable carries; 0: the link speed
    int switchPortSplit = 1;  // node links a switch port carries
    // The switch's cages and the node ports' lanes, for the splitter a cage takes (facility/networkbom.h; set by the
    // quote after setCabling()): Quantum-2 / Spectrum-4 twin-port OSFP cages (quote/quotecabling.h
    // twinPortOsfpCages()), the node ports' lane rate (0: not known) and the switch's own port speed (0: the link
    // speed times the split).
    bool twinPortCages = false;
    bool ethernet = false; // an Ethernet fabric: its 200G copper is the 200GbE part (facility/networkbom.h)
    double nodeLaneGbps = 0;
    double switchPortGbps = 0;
    // Node cables of 200 Gb/s and below that a twin-port cage reaches through a splitter.
    bool splitNodeCages() const
    {
        return twinPortCages && nodeCableGbps > 0 && nodeCableGbps <= 200 && switchPortGbps > nodeCableGbps;
    }
    // Of those, 200 Gb/s ports of 100G lanes (QSFP112: ConnectX-7 NDR200, BlueField-3), four to a cage.
    bool qsfp112SplitNodePorts() const { return splitNodeCages() && nodeLaneGbps >= 100 && nodeCableGbps == 200; }
    int nodeCableCount() const { return nodeCables >= 0 ? nodeCables : endpoints; }
    int switchCables(int links) const
    {
        return switchPortSplit > 1 ? (links + switchPortSplit - 1) / switchPortSplit : links;
    }
};

// Sets how `f`'s links are cabled (the fields above) and its cable count `links` to match.
void setCabling(FabricSizing &f, int nodeCables, double nodeCableGbps, int switchPortSplit);

// endpoints: node ports; switchPorts: ports of one switch (radix); explicitSwitches: the plan's count.
FabricSizing sizeFabric(int endpoints, int switchPorts, double oversubscription,
                        std::optional<int> explicitSwitches = std::nullopt);

// Rail-optimized: `nodes` nodes with `rails` fabric ports each, one rail per port.
FabricSizing sizeRailFabric(int nodes, int rails, int switchPorts, double oversubscription,
                            std::optional<int> explicitSwitches = std::nullopt);

// Whether the plan's fabric.topology names a rail-optimized fabric ("rail-optimized", "rail").
bool isRailOptimized(const QString &topology);

} // namespace aip
