#pragma once
// Plain domain types for catalog parts. The catalog database (db/) fills them; the rules, the performance
// model and the TCO model read them. Units are fixed here once, so no caller has to guess:
//   TFLOPS dense (no 2:4 sparsity), GB (1e9 bytes), GB/s (1e9 bytes/s), W, Gb/s for network ports, MB/s for drives.

#include <QList>
#include <QString>

#include <cmath>
#include <limits>
#include <optional>

namespace aip {

enum class PartCategory { Gpu, Cpu, Memory, Storage, Nic, Switch, Chassis, Psu, Cloud };

// Stable lower-case names used in the database, CSV, JSON and the CLI ("gpu", "cpu", ...).
QString categoryName(PartCategory c);
std::optional<PartCategory> categoryFromName(const QString &name);
QList<PartCategory> allCategories();

enum class GpuFormFactor { Sxm, Oam, Pcie };
QString formFactorName(GpuFormFactor f);
std::optional<GpuFormFactor> formFactorFromName(const QString &name);

struct GpuSpec {
    // Dense peak throughput per precision, TFLOPS. 0 = not supported (e.g. fp8 on an A100).
    double fp64Tflops = 0, fp32Tflops = 0, tf32Tflops = 0, fp16Tflops = 0, bf16Tflops = 0, fp8Tflops = 0;
    double memoryGB = 0;
    double memoryBandwidthGBs = 0;
    double nvlinkGBs = 0; // total bidirectional NVLink (or Infinity Fabric / RoCE scale-up) bandwidth per GPU; 0 = none
    int pcieGen = 4;
    int pcieLanes = 16;
    GpuFormFactor formFactor = GpuFormFactor::Pcie;
    QString baseboard; // SXM/OAM family the part needs ("sxm4", "sxm5", "oam-mi300"); empty for PCIe cards
    int slotWidth = 2; // PCIe cards: slots occupied (1 or 2)
    double tdpW = 0;
    // The GPU generation ("ampere", "hopper", "blackwell", "cdna3"; model/software/softwarecompat.h lists them): what
    // the software stack is checked against. Empty for a part that does not say (the rules then read it from the
    // model name).
    QString architecture;
};

// How an accelerator board joins its GPUs and reaches other nodes, where it is not an NVSwitch baseboard with NIC
// cards (part.cpp gives the sources).
// Every GPU linked directly to every other, each GPU's links split evenly over its peers, no switch between: AMD's
// MI300 platform and Intel's Gaudi boards (the catalog gives the mesh's aggregate in the chassis' switch column).
bool onMeshBaseboard(const GpuSpec &gpu);
// The scale-out ports the accelerator carries itself, not on NIC cards (Gaudi's own RoCE ports): {ports a GPU, Gb/s a
// port, ports a cage}, {0, 0, 1} for every other GPU and for a PCIe card. The board bundles them into the server's
// connectors, `perCage` ports to one cage and so to one cable: Gaudi 3's four 200 GbE ports to an 800 GbE OSFP.
struct OwnScaleOutPorts {
    int ports = 0;
    double gbps = 0;
    int perCage = 1;
};
OwnScaleOutPorts ownScaleOutPorts(const GpuSpec &gpu);
// The same ports where they can join a compute fabric of the given switch protocol ("ethernet", "infiniband"):
// they are Ethernet (RoCE v2), so an InfiniBand fabric cannot take them and the node scales out on its NIC cards
// instead (Gaudi's host-NIC scale-out); an empty protocol (no fabric, or a switch that does not say) takes them.
OwnScaleOutPorts ownScaleOutPorts(const GpuSpec &gpu, const QString &fabricProtocol);

struct CpuSpec {
    QString socket; // "SP3", "SP5", "LGA4189", "LGA4677"
    int cores = 0, threads = 0;
    double baseGHz = 0, boostGHz = 0;
    int memoryChannels = 0;
    int pcieLanes = 0;
    int pcieGen = 4;
    double tdpW = 0;
};

struct MemorySpec {
    QString type; // "DDR4", "DDR5"
    double sizeGB = 0;
    int speedMTs = 0;
    double powerW = 0;
};

struct StorageSpec {
    QString interface;  // "NVMe PCIe 5.0", "SATA", "SAS"
    QString formFactor; // "U.2", "E3.S", "M.2", "3.5in"
    double capacityTB = 0;
    double seqReadMBs = 0, seqWriteMBs = 0;
    double randReadIops = 0;
    double powerW = 0;
};

struct NicSpec {
    QString protocol; // "infiniband", "ethernet" (RoCE)
    double portGbps = 0;
    int ports = 1;
    int pcieGen = 4;
    int pcieLanes = 16;
    double powerW = 0;
};

struct SwitchSpec {
    QString protocol; // "infiniband", "ethernet"
    int ports = 0;
    double portGbps = 0;
    bool inNetworkReduction = false; // SHARP
    double powerW = 0;
    int rackUnits = 1;
};

enum class GpuSlotKind { None, SxmBaseboard, PcieX16 };
QString slotKindName(GpuSlotKind k);
std::optional<GpuSlotKind> slotKindFromName(const QString &name);

struct BuiltInPart {
    QString sku;
    int qty = 1;
};

struct ChassisSpec {
    bool completeSystem = false; // a DGX: carries its GPUs, CPUs, memory, NICs, drives as built-in parts
    int gpuSlots = 0;
    GpuSlotKind gpuSlotKind = GpuSlotKind::None;
    QString baseboard;      // for SxmBaseboard: the family it takes ("sxm5")
    double nvswitchGBs = 0; // per-GPU bandwidth of the baseboard's NVSwitch fabric (bidirectional); 0 = none. An
                            // AMD or Gaudi OAM board's direct GPU-to-GPU mesh gives its aggregate here
                            // (onMeshBaseboard() above)
    int cpuSockets = 0;
    QString cpuSocket;
    int dimmSlots = 0;
    int driveBays = 0;
    int pcieSlots = 0;   // slots for NICs and other cards (not counting PCIe GPU slots)
    double psuWatts = 0; // capacity of one PSU
    int psuCount = 0;
    int psuRedundant = 0; // PSUs that may fail with the load still carried (N+1 -> 1, 3+3 -> 3)
    int rackUnits = 0;
    double basePowerW = 0;      // fans, board, BMC, NVSwitches: power not in any slotted part
    QList<BuiltInPart> builtIn; // complete systems only
};

struct PsuSpec {
    double watts = 0;
};

struct CloudSpec {
    QString provider; // "aws", "gcp", "azure", ...
    QString gpuSku;   // a catalog GPU SKU
    int gpuCount = 0;
    int vcpus = 0;
    double memoryGB = 0;
    double networkGbps = 0; // inter-instance network bandwidth
    double nvlinkGBs = 0;   // intra-instance GPU-GPU bandwidth per GPU, 0 = PCIe only
    bool inNetworkReduction = false;
    // $/hour per instance; NaN when unknown.
    double onDemandPerHour = std::numeric_limits<double>::quiet_NaN();
    double reserved1yPerHour = std::numeric_limits<double>::quiet_NaN();
    double reserved3yPerHour = std::numeric_limits<double>::quiet_NaN();
    double spotPerHour = std::numeric_limits<double>::quiet_NaN();
    QString region;
};

// The values of Part::priceBasis.
inline const QLatin1String kPriceBasisList("list");         // the vendor's list price or MSRP
inline const QLatin1String kPriceBasisReseller("reseller"); // a reseller's or distributor's listing
inline const QLatin1String kPriceBasisContract("contract"); // a public contract price list (GSA, NASA SEWP)
inline const QLatin1String kPriceBasisPress("press");       // dated press or analysis quoting the figure
inline const QLatin1String kPriceBasisProvider("provider"); // a cloud provider's published rate
inline const QLatin1String kPriceBasisEstimate("estimate"); // derived by us; priceSource says how
bool isKnownPriceBasis(const QString &basis);               // one of the above, or empty

struct Part {
    QString sku; // stable lower-case kebab id
    PartCategory category = PartCategory::Gpu;
    QString vendor;
    QString model;
    QString nameZh;   // optional Chinese name
    double price = 0; // list or street price per unit in `currency` (cloud: 0, see CloudSpec)
    QString currency = QStringLiteral("USD");
    QString priceDate;      // ISO date or year-month the price was seen
    QString source;         // URL or document the figures come from
    QString notes;          // which values are estimates, and why
    bool estimated = false; // any figure of this part is an estimate rather than a datasheet value
    // What the price is (kPriceBasis* below): a vendor's list price, a reseller's listing, a public contract price
    // list, dated press quoting the figure, a cloud provider's published rate, or an estimate; empty = not stated.
    QString priceBasis;
    QString priceSource; // the publication the price is quoted from (title, publisher or URL, date), or how an
                         // estimate was derived

    // The price is an estimate: stated so, or (no basis stated) the part is marked estimated.
    bool priceEstimated() const;
    // A switch that can reduce in the network (SHARP): what the plan's fabric.sharp needs (the model, the rules and
    // the cluster panel ask the same question).
    bool reducesInNetwork() const { return category == PartCategory::Switch && sw.inNetworkReduction; }

    // Exactly the spec of `category` is meaningful.
    GpuSpec gpu;
    CpuSpec cpu;
    MemorySpec memory;
    StorageSpec storage;
    NicSpec nic;
    SwitchSpec sw;
    ChassisSpec chassis;
    PsuSpec psu;
    CloudSpec cloud;

    // Nominal power of one unit in W (TDP for GPU and CPU), used by the rules and the TCO model.
    double powerW() const;
};

} // namespace aip
