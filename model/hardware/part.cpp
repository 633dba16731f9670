#include "hardware/part.h"

namespace aip {

namespace {
struct CategoryName {
    PartCategory category;
    const char *name;
};
constexpr CategoryName kCategories[] = {
    {PartCategory::Gpu, "gpu"},         {PartCategory::Cpu, "cpu"}, {PartCategory::Memory, "memory"},
    {PartCategory::Storage, "storage"}, {PartCategory::Nic, "nic"}, {PartCategory::Switch, "switch"},
    {PartCategory::Chassis, "chassis"}, {PartCategory::Psu, "psu"}, {PartCategory::Cloud, "cloud"},
};
} // namespace

QString categoryName(PartCategory c)
{
    for (const auto &entry : kCategories) {
        if (entry.category == c)
            return QString::fromLatin1(entry.name);
    }
    return {};
}

std::optional<PartCategory> categoryFromName(const QString &name)
{
    for (const auto &entry : kCategories) {
        if (name == QLatin1String(entry.name))
            return entry.category;
    }
    return std::nullopt;
}

QList<PartCategory> allCategories()
{
    QList<PartCategory> out;
    for (const auto &entry : kCategories)
        out.append(entry.category);
    return out;
}

QString formFactorName(GpuFormFactor f)
{
    switch (f) {
    case GpuFormFactor::Sxm: return QStringLiteral("sxm");
    case GpuFormFactor::Oam: return QStringLiteral("oam");
    case GpuFormFactor::Pcie: return QStringLiteral("pcie");
    }
    return {};
}

std::optional<GpuFormFactor> formFactorFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("sxm"))
        return GpuFormFactor::Sxm;
    if (n == QLatin1String("oam"))
        return GpuFormFactor::Oam;
    if (n == QLatin1String("pcie"))
        return GpuFormFactor::Pcie;
    return std::nullopt;
}

QString slotKindName(GpuSlotKind k)
{
    switch (k) {
    case GpuSlotKind::None: return QStringLiteral("none");
    case GpuSlotKind::SxmBaseboard: return QStringLiteral("baseboard");
    case GpuSlotKind::PcieX16: return QStringLiteral("pcie-x16");
    }
    return {};
}

std::optional<GpuSlotKind> slotKindFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n.isEmpty() || n == QLatin1String("none"))
        return GpuSlotKind::None;
    if (n == QLatin1String("baseboard"))
        return GpuSlotKind::SxmBaseboard;
    if (n == QLatin1String("pcie-x16"))
        return GpuSlotKind::PcieX16;
    return std::nullopt;
}

double Part::powerW() const
{
    switch (category) {
    case PartCategory::Gpu: return gpu.tdpW;
    case PartCategory::Cpu: return cpu.tdpW;
    case PartCategory::Memory: return memory.powerW;
    case PartCategory::Storage: return storage.powerW;
    case PartCategory::Nic: return nic.powerW;
    case PartCategory::Switch: return sw.powerW;
    case PartCategory::Chassis: return chassis.basePowerW;
    case PartCategory::Psu: return 0;
    case PartCategory::Cloud: return 0;
    }
    return 0;
}

// The boards onMeshBaseboard() and ownScaleOutPorts() know, and their sources:
// - AMD's MI300 platform (baseboard oam-mi300: MI300X and MI325X OAMs on one UBB): seven 16-lane 4th-generation
//   Infinity Fabric links a GPU, one to each of the seven others, 128 GB/s each both ways together, 896 GB/s in all
//   (AMD CDNA 3 architecture white paper, 2023; B. Wheeler, "AMD Looks to Infinity for AI Interconnects",
//   wheelersnetwork.com, 2024-01: "the GPUs connect directly using XGMI in a mesh").
// - Intel's Gaudi boards (oam-gaudi2, oam-gaudi3): 21 of each Gaudi's 24 on-chip RoCE ports run all-to-all to the
//   seven others, three to each; the other three leave the board for the scale-out network (Gaudi 3: 3 x 200 GbE,
//   six 800 GbE OSFP ports a server; Gaudi 2: 3 x 100 GbE, six 400 GbE QSFP-DD ports a server; Habana Gaudi 2 white
//   paper, 2022; Intel Gaudi 3 AI accelerator white paper, 2024). The 24 ports of a server's eight Gaudis so leave it
//   four to a cage: "The three scale-out ports from each Gaudi 3 inside the box are bundled together as OSFP
//   (4x200Gbps) links. The OSFP links connect to the leaf/TOR switches" (Intel Gaudi documentation 1.23, Management and
//   Monitoring, "Intel Gaudi Network Configuration"); Gaudi 2's 24 x 100 GbE in six QSFP-DD are four to a cage too.
bool onMeshBaseboard(const GpuSpec &gpu)
{
    return gpu.baseboard.startsWith(QLatin1String("oam-mi300")) || gpu.baseboard.startsWith(QLatin1String("oam-gaudi"));
}

OwnScaleOutPorts ownScaleOutPorts(const GpuSpec &gpu)
{
    if (gpu.formFactor == GpuFormFactor::Pcie) // a card on a PCIe slot is not on the board whose ports these are
        return {};
    if (gpu.baseboard.startsWith(QLatin1String("oam-gaudi3")))
        return {3, 200, 4};
    if (gpu.baseboard.startsWith(QLatin1String("oam-gaudi2")))
        return {3, 100, 4};
    return {};
}

// Gaudi's ports speak RoCE v2 (Ethernet); on an InfiniBand fabric HCCL scales out over the host's NICs instead
// ("Scale-out via Host NIC": Gaudi NICs first where they are connected, else host NICs through libfabric's verbs or
// EFA provider, with Gaudi Direct RDMA on Gaudi 2 and 3; Intel Gaudi documentation 1.23, HCCL API reference).
OwnScaleOutPorts ownScaleOutPorts(const GpuSpec &gpu, const QString &fabricProtocol)
{
    if (!fabricProtocol.isEmpty() && fabricProtocol.compare(QLatin1String("ethernet"), Qt::CaseInsensitive) != 0)
        return {};
    return ownScaleOutPorts(gpu);
}

bool isKnownPriceBasis(const QString &basis)
{
    return basis.isEmpty() || basis == kPriceBasisList || basis == kPriceBasisReseller || basis == kPriceBasisContract
        || basis == kPriceBasisPress || basis == kPriceBasisProvider || basis == kPriceBasisEstimate;
}

bool Part::priceEstimated() const
{
    return priceBasis == kPriceBasisEstimate || (priceBasis.isEmpty() && estimated);
}

} // namespace aip
