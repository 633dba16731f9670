#pragma once
// The fabric's bill of materials: the cables and optics of every link the fat-tree or rail-optimized sizing of
// quote/fabricsizing.h counts, chosen by reach and port speed, priced and powered from the table below. The quote
// lists them as lines (after the switches) and the TCO takes them from the quote (capex) and the node-side optics
// (power, quote/opticspower.h); they replace the flat per-link estimate of quote/quotecabling.h.
//
// Reach (where a cable runs):
//   node to leaf, inside one rack: direct-attach copper (DAC; at 200 Gb/s the 200GbE MCP1650-V on an Ethernet fabric,
//     the HDR MCP1650-H on InfiniBand). That is a fabric of one switch whose servers fill one
//     rack (facility/rackpacking.h), the switch at the top of that rack. NVIDIA LinkX passive copper reaches 2-3 m at
//     HDR and NDR speeds (LinkX cable catalog: MCP1650-H00xE26 up to 2 m; MCP7Y00-N00x up to 3 m).
//   node to leaf, between racks: the leaves stand in network racks of their own (rackpacking.h), so the link leaves
//     the compute rack: an active optical cable (AOC) at 200 Gb/s and below (MFS1S00-H0xxE, HDR AOC up to 100 m), a
//     transceiver at each end and a multimode fiber at 400 Gb/s and above (NDR has no AOC for the switch's twin-port
//     cages; NVIDIA's NDR cabling guide pairs a twin-port OSFP on the switch with single-port OSFPs on the adapters).
//   switch to switch: the same optics, longer (across the rows to the spine and core racks).
// Twin-port 2x400G OSFP transceivers serve two switch ports each, so a switch end at 400 Gb/s counts half a
// transceiver per link (rounded up per tier), and an 800 Gb/s link takes two fibers, one for each of the
// transceiver's two MPO-12 connectors (NVIDIA MMA4Z00-NS product specifications, "Overview").
// What a cable carries (quote/fabricsizing.h setCabling()): a node connector that bundles several ports is one cable
// at their sum (a Gaudi 3 server's six 800G OSFPs for its 24 ports of 200G), and a switch that splits its ports among
// slower node ports runs its switch-to-switch links at its own speed, so they are the links over the split.
// A Quantum-2 or Spectrum-4 twin-port cage reaches slower node ports through NVIDIA's splitters, by the node ports'
// lane rate: four 200G QSFP112 ports of 100G lanes (ConnectX-7 NDR200, BlueField-3) through an MCP7Y40 DAC in the rack,
// or a twin-port MMA4Z00-NS whose two MPOs each feed two MMA1Z00-NS400s in 200G mode over an MFP7E20 1:2 splitter
// fiber; two 200G QSFP56 ports of 50G lanes (ConnectX-6) through an MCP7Y60 DAC or, beyond the rack, an MFA7U10
// splitter AOC ("the only cables that can link NDR/400GbE to HDR/200GbE systems": LinkX 100G-PAM4 product line
// overview), four 100G QSFP56 through an MCP7Y70 DAC (beyond the rack no part was found: they keep the HDR AOC, for the
// seller to replace).
//
// The catalog has no category for cables, so they live in this table with their sources; a catalog part with the same
// SKU (a user's own price list, imported as any category) overrides the price.

#include "hardware/part.h"
#include "hardware/partcatalog.h"
#include "quote/fabricsizing.h"

#include <QList>
#include <QString>

namespace aip {

enum class CableKind { Dac, Aoc, Transceiver, Fiber };

struct FabricCable {
    const char *sku;
    const char *model;  // vendor's part number and what it is
    const char *nameZh; // Chinese name for the quote
    CableKind kind;
    double gbps;     // the port speed it serves
    double priceUsd; // estimate: see priceSource
    const char *priceDate;
    const char *source;      // the figures (reach, power)
    const char *priceSource; // how the price was derived
};

// Every cable and transceiver the BOM can use.
const QList<FabricCable> &fabricCables();
const FabricCable *fabricCable(const QString &sku);
bool isFabricCableSku(const QString &sku);

// The cable as a part for the quote's line: the catalog's price when it has the SKU, else the table's estimate.
Part fabricCablePart(const FabricCable &cable, const PartCatalog &catalog);

struct BomItem {
    const FabricCable *cable = nullptr;
    qint64 qty = 0;
};

struct NetworkBom {
    QList<BomItem> items;     // in link order: node-to-leaf, leaf-to-spine, spine-to-core; one item per SKU
    int opticalNodeLinks = 0; // node-to-leaf links with a powered node end (AOC or transceiver)
};

// The cables and optics of `fabric` at `portGbps` (quote/quotecabling.h: fabricLinkGbps).
NetworkBom networkBom(const FabricSizing &fabric, double portGbps);

} // namespace aip
