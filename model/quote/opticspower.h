#pragma once
// The power of a fabric's optical transceivers, part of the IT load the TCO pays energy and colocation for.
// Counted once: a link from a node to its leaf switch has a transceiver at each end. The switch end is already in
// the switch's power, because the catalog's switch power is the datasheet maximum with every port populated by
// active optics (NVIDIA Quantum-2 QM9700 datasheet: 1,720 W "with active cables"); switch-to-switch links have
// both ends in switches. So only the node ends are added: one transceiver (or AOC end) per node cable that leaves
// the rack, at the speed the cable carries (a Gaudi 3 server's 800G OSFP for four of its ports: quote/fabricsizing.h);
// passive copper inside a rack (facility/networkbom.h) draws none.

#include "quote/fabricsizing.h"

namespace aip {

// Watts of one node-side transceiver at a port speed, the maximum of NVIDIA's LinkX datasheets:
//   400 Gb/s  9 W    MMA4Z00-NS400 single-port OSFP SR4, "9 Watts maximum" in 400 Gb/s mode (rev. 1.0, May 2024)
//   200 Gb/s  6.5 W  the same transceiver in 200 Gb/s mode, "6.5 Watts maximum"; used for HDR and slower links
//                    too (no HDR QSFP56 figure was found, so this is an upper bound for them)
//   800 Gb/s  15 W   MMA4Z00-NS twin-port OSFP 2x400G, "remain at 15 Watts for all configurations"
// A 200 Gb/s QSFP112 port behind a twin-port cage's splitter fiber (FabricSizing::qsfp112SplitNodePorts()) takes the
// MMA1Z00-NS400 in 200G mode, "5 Watts maximum" (fabricOpticsPower()).
double transceiverWatts(double portGbps);

struct OpticsPower {
    int transceivers = 0; // node-side, one per node cable linked by optics
    double wattsEach = 0;
    double totalW = 0;
    bool qsfp112 = false; // the node ends are MMA1Z00-NS400s in 200G mode
};

OpticsPower fabricOpticsPower(const FabricSizing &fabric, double portGbps);

} // namespace aip
