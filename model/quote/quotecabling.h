#pragma once
// Cables and optics of a fabric, priced as an estimate per link, because the catalog has no cable rows and a
// plan rarely lists them. data/tco_defaults.md gives only a share ("transceivers, cabling, ToR ... +10-15% of
// hardware capex", unverified); a per-link estimate follows the fabric's size instead of the servers' price.

#include "hardware/serverconfig.h"

#include <QList>

namespace aip {

struct Part;

// USD per Gb/s of port speed per link: an estimate between direct-attach copper (in-rack) and active optical
// cable or a pair of transceivers (between racks), e.g. about $600 for a 200 Gb/s HDR link and $1,200 for a
// 400 Gb/s NDR link. Not a sourced figure: the quote line says "estimate". Change it here or override the
// line's price in the quote.
inline constexpr double kCableUsdPerGbpsPerLink = 3.0;
// Port speed assumed when neither the switch nor the NICs say (Gb/s): HDR InfiniBand, the DGX A100's NICs.
inline constexpr double kDefaultLinkGbps = 200.0;

// The port speed the fabric's links run at (Gb/s), one rule for the cables the quote prices and the optics the TCO
// powers: the switch's port speed, else the fastest NIC's of the servers, else kDefaultLinkGbps. `fabricSwitch` may be
// null (no fabric, or a SKU the catalog lacks).
double fabricLinkGbps(const Part *fabricSwitch, const QList<ResolvedServer> &servers);

} // namespace aip
