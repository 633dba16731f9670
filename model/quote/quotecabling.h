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
// 800G ports carry two 400G NICs each), else the fastest NIC's of the servers, else kDefaultLinkGbps. `fabricSwitch`
// may be null (no fabric, or a SKU the catalog lacks).
double fabricLinkGbps(const Part *fabricSwitch, const QList<ResolvedServer> &servers);

// The speed of the node ports that face a fabric of this switch (Gb/s): the fastest of nodeFabricPorts()
// (hardware/serverconfig.h) over the servers; 0 when no server has one.
double nodePortGbps(const Part &fabricSwitch, const QList<ResolvedServer> &servers);

// How many node links one switch port carries when a splitter (breakout) cable divides it among slower node ports:
// the switch's port speed over the node port's, in powers of two, at most kMaxEthernetPortSplit on Ethernet and
// kMaxInfinibandPortSplit on InfiniBand; 1 when the node ports are as fast or faster, or their speed is not known.
int switchPortSplit(const Part &fabricSwitch, double nodePortGbps);
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
