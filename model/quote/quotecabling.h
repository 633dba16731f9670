#pragma once
// The port speed a fabric's links run at. The cables and optics themselves are the network bill of materials
// (facility/networkbom.h), which replaced the flat estimate of $3 per Gb/s per link this file used to hold.

#include "hardware/serverconfig.h"

#include <QList>

namespace aip {

struct Part;

// Port speed assumed when neither the switch nor the NICs say (Gb/s): HDR InfiniBand, the DGX A100's NICs.
inline constexpr double kDefaultLinkGbps = 200.0;

// The port speed the fabric's links run at (Gb/s), one rule for the cables the quote prices and the optics the TCO
// powers: the switch's port speed divided by its split among slower node ports (switchPortSplit() below: a Spectrum-4's
// 800G ports carry two 400G NICs each; a Quantum-2 port facing a 50G-lane HDR port runs at 200), else the fastest NIC's
// of the servers, else kDefaultLinkGbps. `fabricSwitch` may be null (no fabric, or a SKU the catalog lacks).
double fabricLinkGbps(const Part *fabricSwitch, const QList<ResolvedServer> &servers);

// The node ports that face a fabric of this switch, read once from the servers: their speed (Gb/s), the fastest of
// nodeFabricPorts() (hardware/serverconfig.h), 0 when no server has one; and their lane rate (nicLaneGbps()), the
// slowest over the servers whose ports run at that speed, since a switch port runs its lanes at the rate of the
// slower end, 0 when not known (the accelerators' own ports, or none).
struct NodePortSpeed {
    double gbps = 0;
    double laneGbps = 0;
};
NodePortSpeed nodePortSpeed(const Part &fabricSwitch, const QList<ResolvedServer> &servers);
double nodePortGbps(const Part &fabricSwitch, const QList<ResolvedServer> &servers);     // nodePortSpeed().gbps
double nodePortLaneGbps(const Part &fabricSwitch, const QList<ResolvedServer> &servers); // nodePortSpeed().laneGbps
// fabricLinkGbps() for a switch with a port speed whose node ports are already read.
double fabricLinkGbps(const Part &fabricSwitch, const NodePortSpeed &nodePorts);

// Whether the switch's ports are the twin-port OSFP cages of NVIDIA's Quantum-2 (NDR, 400 Gb/s logical ports, two to a
// cage) and Spectrum-4 (800 GbE a cage) generation: eight lanes of 100G-PAM4 a cage (LinkX MMA4Z00-NS product
// specifications, "Overview": "Both switches use the same Twin port, 2x400G OSFP plugs"). Taken from the protocol and
// port speed: InfiniBand at 400 Gb/s, Ethernet at 800 Gb/s.
bool twinPortOsfpCages(const Part &fabricSwitch);

// How many node links one switch port carries when a splitter (breakout) cable divides it among slower node ports:
// the switch's port speed over the node port's, in powers of two, at most kMaxEthernetPortSplit on Ethernet and
// kMaxInfinibandPortSplit on InfiniBand; 1 when the node ports are as fast or faster, or their speed is not known.
// A twin-port OSFP cage (twinPortOsfpCages()) runs its lanes at the node port's when that is slower (`nodeLaneGbps`
// 50 against the cage's 100), so its ports carry half: a Quantum-2 port one ConnectX-6 HDR port, not two (MCP7Y60-
// Hxxx: a cage "to two 200Gb/s QSFP56s"), a Spectrum-4 port two 200GbE QSFP56 ports, not four; its 100G-lane
// node ports of 200 Gb/s split two to a Quantum-2 port and four to a Spectrum-4 cage (MCP7Y40/MCP7Y50: "1:4 splits
// (4x 200G) (2-channels x 100G-PAM4)"). nodeLaneGbps 0: not known, the port speeds alone.
int switchPortSplit(const Part &fabricSwitch, double nodePortGbps, double nodeLaneGbps = 0);
// NVIDIA Spectrum-4 SN5600: 64 ports of 800GbE, 128 of 400GbE or 256 of 200GbE and below (NVIDIA SN5000 user manual,
// "Data Interfaces", docs.nvidia.com/networking/display/sn5000); NVIDIA's splitter DACs for Quantum-2 and Spectrum-4
// cages are 1:2 (2x 400G, MCP7Y00/MCP7Y10) and 1:4 (4x 200G, MCP7Y40/MCP7Y50) of a twin-port cage
// (docs.nvidia.com/networking, MCP7Y00-Nxxx "Use Cases", 2023).
inline constexpr int kMaxEthernetPortSplit = 4;
// An InfiniBand switch's port (a Quantum-2 QM97xx OSFP cage is two logical NDR ports: QM97XX user manual,
// "Interfaces") splits into two of half its lanes: NDR into 2x NDR200, HDR into 2x HDR100 (MCP7Y50 and MCP7Y70:
// a twin-port cage into four 200G or four 100G ports, two per logical port; MFA7U40-H00X: 200G HDR to 2x HDR100).
inline constexpr int kMaxInfinibandPortSplit = 2;

} // namespace aip
