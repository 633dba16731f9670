#include "quote/opticspower.h"

namespace aip {

namespace {

constexpr double kWatts200G = 6.5; // MMA4Z00-NS400 in 200 Gb/s mode, maximum
// MMA1Z00-NS400 (QSFP112) in 200 Gb/s mode behind a twin-port cage's splitter fiber: "draws 5 Watts maximum"
// (NVIDIA MMA1Z00-NS400-T product specifications, "Overview"; facility/networkbom.h).
constexpr double kWatts200GQsfp112 = 5.0;
constexpr double kWatts400G = 9.0;  // MMA4Z00-NS400 in 400 Gb/s mode, maximum
constexpr double kWatts800G = 15.0; // MMA4Z00-NS twin-port OSFP

} // namespace

double transceiverWatts(double portGbps)
{
    if (portGbps <= 0)
        return 0;
    if (portGbps <= 200)
        return kWatts200G;
    if (portGbps <= 400)
        return kWatts400G;
    return kWatts800G;
}

OpticsPower fabricOpticsPower(const FabricSizing &fabric, double portGbps)
{
    OpticsPower o;
    // Copper inside a rack draws no power; an AOC or a transceiver at the node end does (facility/networkbom.h).
    o.transceivers = fabric.nodeLinksInRack ? 0 : fabric.nodeCableCount();
    o.wattsEach = transceiverWatts(fabric.nodeCableGbps > 0 ? fabric.nodeCableGbps : portGbps);
    if (fabric.qsfp112SplitNodePorts()) {
        o.wattsEach = kWatts200GQsfp112;
        o.qsfp112 = true;
    }
    o.totalW = o.transceivers * o.wattsEach;
    return o;
}

} // namespace aip
