#pragma once
// PCI Express link rates: the one formula the compatibility rules (a NIC's link against its ports) and the
// performance model (GPU links, bridged rings, offload copies) use.

namespace aip::pcie {

// The signalling rate of one lane in GT/s: 2.5, 5, 8, 16, 32, 64 for Gen1-6 (PCI-SIG base specifications 1.0-6.0);
// a generation above 6 is taken as Gen6, one below 1 as Gen1.
double laneGigaTransfers(int gen);
// The share of the signalling rate that carries data: 8b/10b for Gen1-2, 128b/130b for Gen3-5 (PCI-SIG), Gen6's FLIT
// mode 242 of 256 bytes (PCI-SIG, PCIe 6.0 specification FAQ).
double encodingShare(int gen);
// One direction of a link, bytes/s: its raw rate (lanes x GT/s / 8), and what its encoding leaves.
double rawBytesPerS(int gen, int lanes);
double usableBytesPerS(int gen, int lanes);

} // namespace aip::pcie
