#include "facility/networkbom.h"

namespace aip {

namespace {

// No NVIDIA list price for LinkX cables and transceivers is published (the store quotes on request); these are round
// estimates of the order of 2024-2025 reseller listings, so every line is marked an estimate and the export warns the
// seller (quotepricing.h: referenceEstimateSkus). A seller puts their own price in the catalog under the same SKU.
constexpr const char *kEstimate
    = "Estimate (2026-12 review): no published list price; a round figure of the order of reseller listings of "
      "2024-2025 for this part. Put the seller's price in the catalog under this SKU to replace it.";

// Figures (reach, power) from NVIDIA's LinkX product documentation, docs.nvidia.com/networking (retrieved 2026-12).
const QList<FabricCable> kCables = {
    {"nvidia-mcp1650-h002e26", "MCP1650-H002E26 HDR 200G QSFP56 passive copper cable (DAC), 2 m",
     "英伟达 MCP1650-H002E26 HDR 200G QSFP56 无源铜缆（DAC），2 米", CableKind::Dac, 200, 250, "2026-12",
     "NVIDIA LinkX MCP1650-H0xxEyy HDR DAC user manual: 200 Gb/s QSFP56, up to 2 m, passive (no power)", kEstimate},
    {"nvidia-mcp1650-v002e26", "MCP1650-V002E26 200GbE QSFP56 passive copper cable (DAC), 2 m",
     "英伟达 MCP1650-V002E26 200GbE QSFP56 无源铜缆（DAC），2 米", CableKind::Dac, 200, 250, "2026-12",
     "NVIDIA LinkX MCP1650-V0xxEyy 200GbE QSFP56 DAC product specifications: 200GbE, QSFP56, passive, 0.1 W maximum",
     kEstimate},
    {"nvidia-mfs1s00-h010e", "MFS1S00-H010E HDR 200G QSFP56 active optical cable (AOC), 10 m",
     "英伟达 MFS1S00-H010E HDR 200G QSFP56 有源光缆（AOC），10 米", CableKind::Aoc, 200, 900, "2026-12",
     "NVIDIA LinkX MFS1S00-HxxxE HDR AOC user manual: 200 Gb/s QSFP56, 3 to 100 m", kEstimate},
    {"nvidia-mfs1s00-h030e", "MFS1S00-H030E HDR 200G QSFP56 active optical cable (AOC), 30 m",
     "英伟达 MFS1S00-H030E HDR 200G QSFP56 有源光缆（AOC），30 米", CableKind::Aoc, 200, 1100, "2026-12",
     "NVIDIA LinkX MFS1S00-HxxxE HDR AOC user manual: 200 Gb/s QSFP56, 3 to 100 m", kEstimate},
    {"nvidia-mcp7y00-n002", "MCP7Y00-N002 800G twin-port OSFP to 2x 400G OSFP passive copper splitter cable, 2 m",
     "英伟达 MCP7Y00-N002 800G 双端口 OSFP 转 2 路 400G OSFP 无源铜缆分支线，2 米", CableKind::Dac, 400, 700, "2026-12",
     "NVIDIA LinkX NDR cables and transceivers list: MCP7Y00-N00x, switch twin-port OSFP to two ConnectX-7 OSFP "
     "ports, up to 3 m, passive",
     kEstimate},
    {"nvidia-mma4z00-ns400", "MMA4Z00-NS400 400G single-port OSFP multimode SR4 transceiver, 50 m",
     "英伟达 MMA4Z00-NS400 400G 单端口 OSFP 多模 SR4 光模块，50 米", CableKind::Transceiver, 400, 1200, "2026-12",
     "NVIDIA MMA4Z00-NS400 datasheet (rev. 1.0, May 2024): 400 Gb/s NDR/400GbE, MPO-12/APC, 50 m on OM4, 9 W "
     "maximum",
     kEstimate},
    {"nvidia-mma4z00-ns", "MMA4Z00-NS 800G twin-port OSFP multimode 2x SR4 transceiver, 50 m",
     "英伟达 MMA4Z00-NS 800G 双端口 OSFP 多模 2xSR4 光模块，50 米", CableKind::Transceiver, 400, 2000, "2026-12",
     "NVIDIA MMA4Z00-NS datasheet: two 400 Gb/s ports in one OSFP cage of a Quantum-2 or Spectrum-4 switch, 2x "
     "MPO-12/APC, 50 m on OM4, 15 W",
     kEstimate},
    {"nvidia-mfp7e10-n010", "MFP7E10-N010 multimode MPO-12/APC crossover fiber, 10 m",
     "英伟达 MFP7E10-N010 多模 MPO-12/APC 交叉光纤跳线，10 米", CableKind::Fiber, 400, 120, "2026-12",
     "NVIDIA LinkX NDR cables and transceivers list: MFP7E10-N0xx multimode fiber for the SR4 and 2x SR4 "
     "transceivers, 3 to 50 m, passive",
     kEstimate},
    {"nvidia-mfp7e10-n030", "MFP7E10-N030 multimode MPO-12/APC crossover fiber, 30 m",
     "英伟达 MFP7E10-N030 多模 MPO-12/APC 交叉光纤跳线，30 米", CableKind::Fiber, 400, 170, "2026-12",
     "NVIDIA LinkX NDR cables and transceivers list: MFP7E10-N0xx multimode fiber for the SR4 and 2x SR4 "
     "transceivers, 3 to 50 m, passive",
     kEstimate},
    // Splitters of a Quantum-2 or Spectrum-4 twin-port cage to slower node ports (quote/quotecabling.h
    // switchPortSplit()); the node ends by lane rate (hardware/serverconfig.h nicLaneGbps()).
    {"nvidia-mcp7y40-n002", "MCP7Y40-N002 800G twin-port OSFP to 4x 200G QSFP112 passive copper splitter cable, 2 m",
     "英伟达 MCP7Y40-N002 800G 双端口 OSFP 转 4 路 200G QSFP112 无源铜缆分支线，2 米", CableKind::Dac, 200, 800,
     "2026-12",
     "NVIDIA LinkX MCP7Y10-Nxxx product specifications, 'Transceiver Connectivity Scenarios': MCP7Y40, 1:4 splits "
     "(4x 200G, 2-channels x 100G-PAM4) to ConnectX-7/QSFP112 adapters and BlueField-3/QSFP112 DPUs; passive",
     kEstimate},
    {"nvidia-mcp7y60-h002", "MCP7Y60-H002 400G twin-port OSFP to 2x 200G QSFP56 passive copper splitter cable, 2 m",
     "英伟达 MCP7Y60-H002 400G 双端口 OSFP 转 2 路 200G QSFP56 无源铜缆分支线，2 米", CableKind::Dac, 200, 500,
     "2026-12",
     "NVIDIA LinkX MCP7Y60-Hxxx product specifications: a Quantum-2 or Spectrum-4 twin-port cage to two QSFP56 ends "
     "of 4-channels of 50G-PAM4 (200GbE/HDR) for ConnectX-6/7 adapters; passive, up to 2 m",
     kEstimate},
    {"nvidia-mcp7y70-h002", "MCP7Y70-H002 400G twin-port OSFP to 4x 100G QSFP56 passive copper splitter cable, 2 m",
     "英伟达 MCP7Y70-H002 400G 双端口 OSFP 转 4 路 100G QSFP56 无源铜缆分支线，2 米", CableKind::Dac, 100, 500,
     "2026-12",
     "NVIDIA LinkX MCP7Y70-Hxxx product specifications: a Quantum-2 or Spectrum-4 twin-port cage to four QSFP56 ends "
     "of 2-channels of 50G-PAM4 (100GbE/HDR100) for ConnectX-6/7 adapters; passive, up to 2 m",
     kEstimate},
    {"nvidia-mfa7u10-h010",
     "MFA7U10-H010 400G twin-port OSFP to 2x 200G QSFP56 HDR active optical splitter cable, 10 m",
     "英伟达 MFA7U10-H010 400G 双端口 OSFP 转 2 路 200G QSFP56 HDR 有源光分支线缆，10 米", CableKind::Aoc, 200, 1500,
     "2026-12",
     "NVIDIA MFA7U10-H00X product specifications (400Gb/s OSFP to 2x200Gb/s QSFP56 HDR active optical splitter); "
     "NVIDIA LinkX 100G-PAM4 product line overview (2025-11): these AOCs 'are the only cables that can link "
     "NDR/400GbE to HDR/200GbE systems'. The 10 m length of the family is assumed (its ordering table not read)",
     kEstimate},
    {"nvidia-mma1z00-ns400", "MMA1Z00-NS400 400G single-port QSFP112 multimode SR4 transceiver, 50 m (200G mode)",
     "英伟达 MMA1Z00-NS400 400G 单端口 QSFP112 多模 SR4 光模块，50 米（200G 模式）", CableKind::Transceiver, 200, 1100,
     "2026-12",
     "NVIDIA MMA1Z00-NS400-T product specifications, 'Overview': for ConnectX-7/QSFP112 adapters and BlueField-3/"
     "QSFP112 DPUs; with 1:2 splitter fibers (MFP7E20) it runs 2 channels at 200 Gb/s and draws 5 W maximum, a "
     "twin-port MMA4Z00-NS at the switch serving four of them",
     kEstimate},
    {"nvidia-mfp7e20-n010", "MFP7E20-N010 multimode MPO-12/APC to 2x MPO-12/APC 1:2 splitter fiber, 10 m",
     "英伟达 MFP7E20-N010 多模 MPO-12/APC 转 2 路 MPO-12/APC 1:2 分支光纤，10 米", CableKind::Fiber, 200, 200,
     "2026-12",
     "NVIDIA MMA1Z00-NS400-T and MMA4Z00-NS400-T product specifications: 1:2 splitter crossover fiber (MFP7E20), "
     "one MPO of a twin-port switch transceiver to two 200 Gb/s adapter transceivers, up to 50 m",
     kEstimate},
    {"nvidia-mcp4y10-n002", "MCP4Y10-N002 800G twin-port OSFP passive copper cable, 2 m",
     "英伟达 MCP4Y10-N002 800G 双端口 OSFP 无源铜缆，2 米", CableKind::Dac, 800, 600, "2026-12",
     "NVIDIA LinkX NDR cables and transceivers list: MCP4Y10-N00x, OSFP to OSFP, 800 Gb/s, up to 3 m, passive",
     kEstimate},
};

enum class Speed { Hdr, Ndr, X800 };

Speed speedOf(double gbps)
{
    if (gbps <= 200)
        return Speed::Hdr;
    return gbps <= 400 ? Speed::Ndr : Speed::X800;
}

qint64 halfUp(qint64 n)
{
    return (n + 1) / 2;
}

class BomBuilder
{
public:
    explicit BomBuilder(NetworkBom &bom)
        : m_bom(bom)
    { }
    void add(const char *sku, qint64 qty)
    {
        if (qty <= 0)
            return;
        const FabricCable *cable = fabricCable(QLatin1String(sku));
        for (BomItem &item : m_bom.items) {
            if (item.cable == cable) {
                item.qty += qty;
                return;
            }
        }
        m_bom.items.append({cable, qty});
    }

private:
    NetworkBom &m_bom;
};

// The node cables of a twin-port cage split among slower node ports (quote/quotecabling.h switchPortSplit()), by the
// node ports' lanes: four 200G QSFP112 ports of 100G lanes to a cage (an MCP7Y40 DAC in the rack; beyond it a twin-port
// MMA4Z00-NS whose two MPOs each feed two MMA1Z00-NS400s in "200Gb/s mode" over an MFP7E20 1:2 fiber), two 200G
// QSFP56 ports of 50G lanes (MCP7Y60; beyond the rack the MFA7U10 AOC), four 100G QSFP56 (MCP7Y70). False where the
// fabric has no such cage, or no part is known (100G QSFP56 beyond the rack): the cables of the link speed then.
bool addSplitterCables(const FabricSizing &f, qint64 nodeLinks, BomBuilder &add, NetworkBom &bom)
{
    if (!f.splitNodeCages())
        return false;
    auto perCage = [&](qint64 ports) { return (nodeLinks + ports - 1) / ports; };
    const bool qsfp112 = f.qsfp112SplitNodePorts();
    const bool qsfp56At200 = !qsfp112 && f.nodeCableGbps == 200; // four 50G lanes (ConnectX-6 HDR)
    if (f.nodeLinksInRack) {
        if (qsfp112)
            add.add("nvidia-mcp7y40-n002", perCage(4));
        else if (qsfp56At200)
            add.add("nvidia-mcp7y60-h002", perCage(2));
        else
            add.add("nvidia-mcp7y70-h002", perCage(4));
        return true;
    }
    if (qsfp112) {
        bom.opticalNodeLinks = int(nodeLinks);
        add.add("nvidia-mma1z00-ns400", nodeLinks);
        add.add("nvidia-mma4z00-ns", perCage(4));
        add.add("nvidia-mfp7e20-n010", perCage(2));
        return true;
    }
    if (qsfp56At200) {
        bom.opticalNodeLinks = int(nodeLinks);
        add.add("nvidia-mfa7u10-h010", perCage(2));
        return true;
    }
    return false;
}

// One cable a node link at the speed it carries: copper in the rack, optics beyond it (the header's reach rules).
void addStraightNodeCables(const FabricSizing &fabric, Speed speed, qint64 nodeLinks, BomBuilder &add, NetworkBom &bom)
{
    if (fabric.nodeLinksInRack) {
        switch (speed) {
        case Speed::Hdr: // the Ethernet part on an Ethernet fabric (200GbE, not HDR InfiniBand)
            add.add(fabric.ethernet ? "nvidia-mcp1650-v002e26" : "nvidia-mcp1650-h002e26", nodeLinks);
            break;
        case Speed::Ndr: add.add("nvidia-mcp7y00-n002", halfUp(nodeLinks)); break; // one twin-port cage, two nodes
        case Speed::X800: add.add("nvidia-mcp4y10-n002", nodeLinks); break;
        }
    } else {
        bom.opticalNodeLinks = int(nodeLinks);
        switch (speed) {
        case Speed::Hdr: add.add("nvidia-mfs1s00-h010e", nodeLinks); break;
        case Speed::Ndr:
            add.add("nvidia-mma4z00-ns400", nodeLinks);      // the adapter's end
            add.add("nvidia-mma4z00-ns", halfUp(nodeLinks)); // the leaf's end: two ports per transceiver
            add.add("nvidia-mfp7e10-n010", nodeLinks);
            break;
        case Speed::X800:
            add.add("nvidia-mma4z00-ns", 2 * nodeLinks);   // one 800G cage per transceiver at each end
            add.add("nvidia-mfp7e10-n010", 2 * nodeLinks); // its two MPO-12 connectors, one fiber each
            break;
        }
    }
}

} // namespace

const QList<FabricCable> &fabricCables()
{
    return kCables;
}

const FabricCable *fabricCable(const QString &sku)
{
    for (const FabricCable &c : kCables) {
        if (sku == QLatin1String(c.sku))
            return &c;
    }
    return nullptr;
}

bool isFabricCableSku(const QString &sku)
{
    return fabricCable(sku) != nullptr;
}

Part fabricCablePart(const FabricCable &cable, const PartCatalog &catalog)
{
    if (const Part *own = catalog.find(QLatin1String(cable.sku)))
        return *own;
    Part p;
    p.sku = QLatin1String(cable.sku);
    p.category = PartCategory::Switch; // network gear; the quote line's kind says what it is
    p.vendor = QStringLiteral("NVIDIA");
    p.model = QLatin1String(cable.model);
    p.nameZh = QString::fromUtf8(cable.nameZh);
    p.price = cable.priceUsd;
    p.currency = QStringLiteral("USD");
    p.priceDate = QLatin1String(cable.priceDate);
    p.source = QLatin1String(cable.source);
    p.estimated = true;
    p.priceBasis = kPriceBasisEstimate;
    p.priceSource = QLatin1String(cable.priceSource);
    return p;
}

NetworkBom networkBom(const FabricSizing &fabric, double portGbps)
{
    NetworkBom bom;
    BomBuilder add(bom);
    // Node-to-leaf: one cable a node connector, at the speed it carries (a Gaudi 3 server's OSFP: four 200G ports).
    const Speed speed = speedOf(fabric.nodeCableGbps > 0 ? fabric.nodeCableGbps : portGbps);
    const qint64 nodeLinks = fabric.nodeCableCount();
    if (!addSplitterCables(fabric, nodeLinks, add, bom))
        addStraightNodeCables(fabric, speed, nodeLinks, add, bom);
    // Switch-to-switch: the switch's ports run whole, so a split switch's links (counted at the node ports' speed)
    // are fewer cables of its own speed.
    const Speed trunk
        = speedOf(fabric.switchPortGbps > 0 ? fabric.switchPortGbps : portGbps * std::max(1, fabric.switchPortSplit));
    for (const int logical : {fabric.leafSpineLinks, fabric.spineCoreLinks}) {
        const qint64 links = fabric.switchCables(logical);
        switch (trunk) {
        case Speed::Hdr: add.add("nvidia-mfs1s00-h030e", links); break;
        case Speed::Ndr:
            add.add("nvidia-mma4z00-ns", 2 * halfUp(links)); // twin-port at both switch ends
            add.add("nvidia-mfp7e10-n030", links);
            break;
        case Speed::X800:
            add.add("nvidia-mma4z00-ns", 2 * links);
            add.add("nvidia-mfp7e10-n030", 2 * links);
            break;
        }
    }
    return bom;
}

} // namespace aip
