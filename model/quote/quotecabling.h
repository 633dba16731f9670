#pragma once
// Cables and optics of a fabric, priced as an estimate per link, because the catalog has no cable rows and a
// plan rarely lists them. data/tco_defaults.md gives only a share ("transceivers, cabling, ToR ... +10-15% of
// hardware capex", unverified); a per-link estimate follows the fabric's size instead of the servers' price.

namespace aip {

// USD per Gb/s of port speed per link: an estimate between direct-attach copper (in-rack) and active optical
// cable or a pair of transceivers (between racks), e.g. about $600 for a 200 Gb/s HDR link and $1,200 for a
// 400 Gb/s NDR link. Not a sourced figure: the quote line says "estimate". Change it here or override the
// line's price in the quote.
inline constexpr double kCableUsdPerGbpsPerLink = 3.0;
// Port speed assumed when neither the switch nor the NICs say (Gb/s): HDR InfiniBand, the DGX A100's NICs.
inline constexpr double kDefaultLinkGbps = 200.0;

} // namespace aip
