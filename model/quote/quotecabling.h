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
// powers: the switch's port speed, else the fastest NIC's of the servers, else kDefaultLinkGbps. `fabricSwitch` may be
// null (no fabric, or a SKU the catalog lacks).
double fabricLinkGbps(const Part *fabricSwitch, const QList<ResolvedServer> &servers);

} // namespace aip
