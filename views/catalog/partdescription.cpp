#include "catalog/partdescription.h"

#include "hardware/partname.h"
#include "i18n/translation.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace aip::partdesc {

namespace {
// The translation context of these texts (lupdate reads PartDescription::tr).
struct PartDescription {
    Q_DECLARE_TR_FUNCTIONS(PartDescription)
};

QString num(double v, int decimals = 0)
{
    // Whole numbers without decimals ("80", not "80.0"); others with the decimals asked for.
    if (std::abs(v - std::round(v)) < 1e-9)
        decimals = 0;
    return QLocale().toString(v, 'f', decimals);
}

QString gpuFormFactorLabel(GpuFormFactor f)
{
    switch (f) {
    case GpuFormFactor::Sxm: return QStringLiteral("SXM");
    case GpuFormFactor::Oam: return QStringLiteral("OAM");
    case GpuFormFactor::Pcie: return QStringLiteral("PCIe");
    }
    return {};
}

QString protocolLabel(const QString &protocol)
{
    if (protocol.compare(QLatin1String("infiniband"), Qt::CaseInsensitive) == 0)
        return QStringLiteral("InfiniBand");
    if (protocol.compare(QLatin1String("ethernet"), Qt::CaseInsensitive) == 0)
        return PartDescription::tr("Ethernet");
    return protocol;
}

QString gpuSpecs(const Part &p)
{
    const GpuSpec &g = p.gpu;
    QStringList s;
    if (g.memoryGB > 0)
        s << PartDescription::tr("%1 GB").arg(num(g.memoryGB));
    if (g.memoryBandwidthGBs > 0)
        s << PartDescription::tr("%1 GB/s").arg(num(g.memoryBandwidthGBs));
    const double peak = g.bf16Tflops > 0 ? g.bf16Tflops : g.fp16Tflops;
    if (peak > 0)
        s << PartDescription::tr("%1 TFLOPS %2")
                 .arg(num(peak, 1), g.bf16Tflops > 0 ? QStringLiteral("BF16") : QStringLiteral("FP16"));
    s << gpuFormFactorLabel(g.formFactor);
    if (g.tdpW > 0)
        s << PartDescription::tr("%1 W").arg(num(g.tdpW));
    return s.join(QStringLiteral(" · "));
}

QString chassisSpecs(const Part &p)
{
    const ChassisSpec &c = p.chassis;
    QStringList s;
    if (c.completeSystem)
        s << PartDescription::tr("complete system");
    if (c.gpuSlots > 0) {
        const QString kind = c.gpuSlotKind == GpuSlotKind::SxmBaseboard
            ? (c.baseboard.isEmpty() ? QStringLiteral("SXM") : c.baseboard.toUpper())
            : QStringLiteral("PCIe");
        s << PartDescription::tr("%1 × %2 GPU").arg(c.gpuSlots).arg(kind);
    }
    if (c.cpuSockets > 0)
        s << PartDescription::tr("%1 × %2")
                 .arg(c.cpuSockets)
                 .arg(c.cpuSocket.isEmpty() ? PartDescription::tr("CPU") : c.cpuSocket);
    if (c.dimmSlots > 0)
        s << PartDescription::tr("%1 DIMM").arg(c.dimmSlots);
    if (c.rackUnits > 0)
        s << PartDescription::tr("%1U").arg(c.rackUnits);
    return s.join(QStringLiteral(" · "));
}
} // namespace

QString displayName(const Part &p)
{
    return partName(p, installedLanguage());
}

QString englishName(const Part &p)
{
    return englishPartName(p);
}

QString otherName(const Part &p)
{
    const QString english = englishName(p);
    return displayName(p) == english ? QString() : english;
}

QString shortName(const Part &p)
{
    // "Instinct" is, like "GeForce", the word every AMD accelerator's name shares (and "Tesla" NVIDIA's older
    // ones'): in a narrow column or a GPU slot "Instinct…0X 192GB" could be any of them, "MI300X 192GB" is one.
    static const QRegularExpression brand(QStringLiteral("^(?:Instinct|Tesla)\\s+"));
    const QString name = compactPartName(p);
    if (p.category != PartCategory::Gpu)
        return name;
    const QString shorter = QString(name).remove(brand).trimmed();
    return shorter.isEmpty() ? name : shorter;
}

QString listName(const Part &p)
{
    if (!chineseInterface() || p.nameZh.trimmed().isEmpty())
        return shortName(p);
    // The list shows the vendor in a column of its own, and GPUs under a "GPU" heading: the Chinese name's leading
    // vendor ("英伟达 A100 SXM4 80GB GPU 加速卡") and a GPU's generic noun would leave a narrow column reading
    // "英伟达 A1…PU 加速卡" for every A100 (issue 17). What stays is what tells parts apart.
    static const QStringList vendors
        = {QStringLiteral("英伟达"), QStringLiteral("英特尔"), QStringLiteral("超微"), QStringLiteral("戴尔"),
           QStringLiteral("技嘉"),   QStringLiteral("三星"),   QStringLiteral("美光"), QStringLiteral("希捷"),
           QStringLiteral("金士顿"), QStringLiteral("铠侠"),   QStringLiteral("博通"), QStringLiteral("亚马逊云科技"),
           QStringLiteral("谷歌云"), QStringLiteral("微软")};
    QString name = p.nameZh.trimmed();
    const qsizetype space = name.indexOf(QLatin1Char(' '));
    if (space > 0) {
        const QString first = name.left(space);
        if (vendors.contains(first) || first.compare(p.vendor.trimmed(), Qt::CaseInsensitive) == 0)
            name = name.mid(space + 1).trimmed();
    }
    // What compactPartName() leaves out of the English name, for the same reason: the specs column says the
    // parenthesis, and "GeForce" is the part of "GeForce RTX 4090" and "GeForce RTX 5090" that does not differ.
    static const QRegularExpression trailingParenthesis(QStringLiteral("\\s*（[^（）]*）\\s*$"));
    static const QRegularExpression brand(QStringLiteral("^(?:GeForce|Instinct|Tesla)\\s+"));
    name.remove(trailingParenthesis);
    name.remove(brand);
    if (p.category == PartCategory::Gpu) {
        static const QRegularExpression noun(QStringLiteral("\\s*(?:GPU |AI )?(?:专业)?(?:加速卡|显卡)(?=（|$)"));
        name.remove(noun);
    }
    return name.trimmed().isEmpty() ? shortName(p) : name.trimmed();
}

QString categoryTitle(PartCategory c)
{
    switch (c) {
    case PartCategory::Gpu: return PartDescription::tr("GPUs");
    case PartCategory::Cpu: return PartDescription::tr("CPUs");
    case PartCategory::Memory: return PartDescription::tr("Memory");
    case PartCategory::Storage: return PartDescription::tr("Storage");
    case PartCategory::Nic: return PartDescription::tr("Network cards");
    case PartCategory::Switch: return PartDescription::tr("Switches");
    case PartCategory::Chassis: return PartDescription::tr("Servers and chassis");
    case PartCategory::Psu: return PartDescription::tr("Power supplies");
    case PartCategory::Cloud: return PartDescription::tr("Cloud instances");
    }
    return {};
}

QString keySpecs(const Part &p)
{
    switch (p.category) {
    case PartCategory::Gpu: return gpuSpecs(p);
    case PartCategory::Cpu:
        return PartDescription::tr("%1 cores · %2 · %3 W").arg(p.cpu.cores).arg(p.cpu.socket, num(p.cpu.tdpW));
    case PartCategory::Memory:
        return PartDescription::tr("%1 GB %2-%3").arg(num(p.memory.sizeGB), p.memory.type).arg(p.memory.speedMTs);
    case PartCategory::Storage:
        return PartDescription::tr("%1 TB · %2 %3 · %4 MB/s read")
            .arg(num(p.storage.capacityTB, 2), p.storage.formFactor, p.storage.interface, num(p.storage.seqReadMBs));
    case PartCategory::Nic:
        return PartDescription::tr("%1 × %2 Gb/s %3")
            .arg(p.nic.ports)
            .arg(num(p.nic.portGbps), protocolLabel(p.nic.protocol));
    case PartCategory::Switch:
        return PartDescription::tr("%1 × %2 Gb/s %3%4")
            .arg(p.sw.ports)
            .arg(num(p.sw.portGbps), protocolLabel(p.sw.protocol),
                 p.sw.inNetworkReduction ? PartDescription::tr(" · SHARP") : QString());
    case PartCategory::Chassis: return chassisSpecs(p);
    case PartCategory::Psu: return PartDescription::tr("%1 W").arg(num(p.psu.watts));
    case PartCategory::Cloud: {
        QString s = PartDescription::tr("%1 × GPU · %2 vCPU · %3 Gb/s")
                        .arg(p.cloud.gpuCount)
                        .arg(p.cloud.vcpus)
                        .arg(num(p.cloud.networkGbps));
        if (std::isfinite(p.cloud.onDemandPerHour))
            s += PartDescription::tr(" · $%1/h").arg(num(p.cloud.onDemandPerHour, 2));
        return s;
    }
    }
    return {};
}

double keyValue(const Part &p)
{
    switch (p.category) {
    case PartCategory::Gpu: return p.gpu.memoryGB;
    case PartCategory::Cpu: return p.cpu.cores;
    case PartCategory::Memory: return p.memory.sizeGB;
    case PartCategory::Storage: return p.storage.capacityTB;
    case PartCategory::Nic: return p.nic.portGbps * p.nic.ports;
    case PartCategory::Switch: return p.sw.ports * p.sw.portGbps;
    case PartCategory::Chassis: return p.chassis.gpuSlots;
    case PartCategory::Psu: return p.psu.watts;
    case PartCategory::Cloud: return p.cloud.gpuCount;
    }
    return 0;
}

QString formFactor(const Part &p)
{
    switch (p.category) {
    case PartCategory::Gpu: return gpuFormFactorLabel(p.gpu.formFactor);
    case PartCategory::Storage: return p.storage.formFactor;
    case PartCategory::Chassis:
        return p.chassis.rackUnits > 0 ? PartDescription::tr("%1U").arg(p.chassis.rackUnits) : QString();
    case PartCategory::Switch: return p.sw.rackUnits > 0 ? PartDescription::tr("%1U").arg(p.sw.rackUnits) : QString();
    default: return {};
    }
}

} // namespace aip::partdesc
