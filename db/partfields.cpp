#include "partfields.h"

#include "software/softwarecompat.h"
#include "text/cleantext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <type_traits>

namespace aip {

namespace {

// The translation context of the catalog's messages (as in catalogcsv.cpp).
struct CatalogText {
    Q_DECLARE_TR_FUNCTIONS(Catalog)
};

template<auto M>
QVariant getCommon(const Part &p)
{
    return QVariant::fromValue(p.*M);
}

template<auto M>
QString setCommon(Part &p, const QVariant &v)
{
    p.*M = v.value<std::remove_cvref_t<decltype(p.*M)>>();
    return {};
}

template<auto S, auto M>
QVariant getSpec(const Part &p)
{
    return QVariant::fromValue((p.*S).*M);
}

template<auto S, auto M>
QString setSpec(Part &p, const QVariant &v)
{
    auto &member = (p.*S).*M;
    member = v.value<std::remove_cvref_t<decltype(member)>>();
    return {};
}

QVariant getCategory(const Part &p)
{
    return categoryName(p.category);
}

QString setCategory(Part &p, const QVariant &v)
{
    const auto c = categoryFromName(v.toString());
    if (!c)
        return CatalogText::tr("'%1' is not a category (gpu, cpu, memory, storage, nic, switch, chassis, psu, cloud)")
            .arg(v.toString());
    p.category = *c;
    return {};
}

QVariant getFormFactor(const Part &p)
{
    return formFactorName(p.gpu.formFactor);
}

QString setFormFactor(Part &p, const QVariant &v)
{
    const auto f = formFactorFromName(v.toString());
    if (!f)
        return CatalogText::tr("'%1' is not a GPU form factor (sxm, oam, pcie)").arg(v.toString());
    p.gpu.formFactor = *f;
    return {};
}

QVariant getSlotKind(const Part &p)
{
    return slotKindName(p.chassis.gpuSlotKind);
}

QString setSlotKind(Part &p, const QVariant &v)
{
    const auto k = slotKindFromName(v.toString());
    if (!k)
        return CatalogText::tr("'%1' is not a GPU slot kind (none, baseboard, pcie-x16)").arg(v.toString());
    p.chassis.gpuSlotKind = *k;
    return {};
}

QVariant getBuiltIn(const Part &p)
{
    return builtInToText(p.chassis.builtIn);
}

QString setBuiltIn(Part &p, const QVariant &v)
{
    QString error;
    const auto parts = builtInFromText(v.toString(), &error);
    if (!parts)
        return error;
    p.chassis.builtIn = *parts;
    return {};
}

using C = PartCategory;
using K = FieldKind;

#define AIP_COMMON(col, kind, sqlcol, req, member) \
    PartField \
    { \
        col, std::nullopt, K::kind, "parts", sqlcol, req, &getCommon<&Part::member>, &setCommon<&Part::member> \
    }
#define AIP_SPEC(col, cat, kind, table, sqlcol, spec, member) \
    PartField \
    { \
        col, C::cat, K::kind, table, sqlcol, false, &getSpec<&Part::spec, &member>, &setSpec<&Part::spec, &member> \
    }

QList<PartField> makeFields()
{
    return {
        AIP_COMMON("sku", Text, "sku", true, sku),
        PartField{"category", std::nullopt, K::Text, "parts", "category", true, &getCategory, &setCategory},
        AIP_COMMON("vendor", Text, "vendor", true, vendor),
        AIP_COMMON("model", Text, "model", true, model),
        AIP_COMMON("name_zh", Text, "name_zh", false, nameZh),
        AIP_COMMON("price", Real, "price", false, price),
        AIP_COMMON("currency", Text, "currency", true, currency),
        AIP_COMMON("price_date", Text, "price_date", true, priceDate),
        AIP_COMMON("source", Text, "source", true, source),
        AIP_COMMON("notes", Text, "notes", false, notes),
        AIP_COMMON("estimated", Bool, "estimated", false, estimated),
        AIP_COMMON("price_basis", Text, "price_basis", false, priceBasis),
        AIP_COMMON("price_source", Text, "price_source", false, priceSource),

        AIP_SPEC("gpu_fp64_tflops", Gpu, Real, "gpu_specs", "fp64_tflops", gpu, GpuSpec::fp64Tflops),
        AIP_SPEC("gpu_fp32_tflops", Gpu, Real, "gpu_specs", "fp32_tflops", gpu, GpuSpec::fp32Tflops),
        AIP_SPEC("gpu_tf32_tflops", Gpu, Real, "gpu_specs", "tf32_tflops", gpu, GpuSpec::tf32Tflops),
        AIP_SPEC("gpu_fp16_tflops", Gpu, Real, "gpu_specs", "fp16_tflops", gpu, GpuSpec::fp16Tflops),
        AIP_SPEC("gpu_bf16_tflops", Gpu, Real, "gpu_specs", "bf16_tflops", gpu, GpuSpec::bf16Tflops),
        AIP_SPEC("gpu_fp8_tflops", Gpu, Real, "gpu_specs", "fp8_tflops", gpu, GpuSpec::fp8Tflops),
        AIP_SPEC("gpu_memory_gb", Gpu, Real, "gpu_specs", "memory_gb", gpu, GpuSpec::memoryGB),
        AIP_SPEC("gpu_memory_bandwidth_gbs", Gpu, Real, "gpu_specs", "memory_bandwidth_gbs", gpu,
                 GpuSpec::memoryBandwidthGBs),
        AIP_SPEC("gpu_nvlink_gbs", Gpu, Real, "gpu_specs", "nvlink_gbs", gpu, GpuSpec::nvlinkGBs),
        AIP_SPEC("gpu_pcie_gen", Gpu, Int, "gpu_specs", "pcie_gen", gpu, GpuSpec::pcieGen),
        AIP_SPEC("gpu_pcie_lanes", Gpu, Int, "gpu_specs", "pcie_lanes", gpu, GpuSpec::pcieLanes),
        PartField{"gpu_form_factor", C::Gpu, K::Text, "gpu_specs", "form_factor", false, &getFormFactor,
                  &setFormFactor},
        AIP_SPEC("gpu_baseboard", Gpu, Text, "gpu_specs", "baseboard", gpu, GpuSpec::baseboard),
        AIP_SPEC("gpu_slot_width", Gpu, Int, "gpu_specs", "slot_width", gpu, GpuSpec::slotWidth),
        AIP_SPEC("gpu_tdp_w", Gpu, Real, "gpu_specs", "tdp_w", gpu, GpuSpec::tdpW),
        AIP_SPEC("gpu_architecture", Gpu, Text, "gpu_specs", "architecture", gpu, GpuSpec::architecture),

        AIP_SPEC("cpu_socket", Cpu, Text, "cpu_specs", "socket", cpu, CpuSpec::socket),
        AIP_SPEC("cpu_cores", Cpu, Int, "cpu_specs", "cores", cpu, CpuSpec::cores),
        AIP_SPEC("cpu_threads", Cpu, Int, "cpu_specs", "threads", cpu, CpuSpec::threads),
        AIP_SPEC("cpu_base_ghz", Cpu, Real, "cpu_specs", "base_ghz", cpu, CpuSpec::baseGHz),
        AIP_SPEC("cpu_boost_ghz", Cpu, Real, "cpu_specs", "boost_ghz", cpu, CpuSpec::boostGHz),
        AIP_SPEC("cpu_memory_channels", Cpu, Int, "cpu_specs", "memory_channels", cpu, CpuSpec::memoryChannels),
        AIP_SPEC("cpu_pcie_lanes", Cpu, Int, "cpu_specs", "pcie_lanes", cpu, CpuSpec::pcieLanes),
        AIP_SPEC("cpu_pcie_gen", Cpu, Int, "cpu_specs", "pcie_gen", cpu, CpuSpec::pcieGen),
        AIP_SPEC("cpu_tdp_w", Cpu, Real, "cpu_specs", "tdp_w", cpu, CpuSpec::tdpW),

        AIP_SPEC("memory_type", Memory, Text, "memory_specs", "type", memory, MemorySpec::type),
        AIP_SPEC("memory_size_gb", Memory, Real, "memory_specs", "size_gb", memory, MemorySpec::sizeGB),
        AIP_SPEC("memory_speed_mts", Memory, Int, "memory_specs", "speed_mts", memory, MemorySpec::speedMTs),
        AIP_SPEC("memory_power_w", Memory, Real, "memory_specs", "power_w", memory, MemorySpec::powerW),

        AIP_SPEC("storage_interface", Storage, Text, "storage_specs", "interface", storage, StorageSpec::interface),
        AIP_SPEC("storage_form_factor", Storage, Text, "storage_specs", "form_factor", storage,
                 StorageSpec::formFactor),
        AIP_SPEC("storage_capacity_tb", Storage, Real, "storage_specs", "capacity_tb", storage,
                 StorageSpec::capacityTB),
        AIP_SPEC("storage_seq_read_mbs", Storage, Real, "storage_specs", "seq_read_mbs", storage,
                 StorageSpec::seqReadMBs),
        AIP_SPEC("storage_seq_write_mbs", Storage, Real, "storage_specs", "seq_write_mbs", storage,
                 StorageSpec::seqWriteMBs),
        AIP_SPEC("storage_rand_read_iops", Storage, Real, "storage_specs", "rand_read_iops", storage,
                 StorageSpec::randReadIops),
        AIP_SPEC("storage_power_w", Storage, Real, "storage_specs", "power_w", storage, StorageSpec::powerW),

        AIP_SPEC("nic_protocol", Nic, Text, "nic_specs", "protocol", nic, NicSpec::protocol),
        AIP_SPEC("nic_port_gbps", Nic, Real, "nic_specs", "port_gbps", nic, NicSpec::portGbps),
        AIP_SPEC("nic_ports", Nic, Int, "nic_specs", "ports", nic, NicSpec::ports),
        AIP_SPEC("nic_pcie_gen", Nic, Int, "nic_specs", "pcie_gen", nic, NicSpec::pcieGen),
        AIP_SPEC("nic_pcie_lanes", Nic, Int, "nic_specs", "pcie_lanes", nic, NicSpec::pcieLanes),
        AIP_SPEC("nic_power_w", Nic, Real, "nic_specs", "power_w", nic, NicSpec::powerW),

        AIP_SPEC("switch_protocol", Switch, Text, "switch_specs", "protocol", sw, SwitchSpec::protocol),
        AIP_SPEC("switch_ports", Switch, Int, "switch_specs", "ports", sw, SwitchSpec::ports),
        AIP_SPEC("switch_port_gbps", Switch, Real, "switch_specs", "port_gbps", sw, SwitchSpec::portGbps),
        AIP_SPEC("switch_sharp", Switch, Bool, "switch_specs", "sharp", sw, SwitchSpec::inNetworkReduction),
        AIP_SPEC("switch_power_w", Switch, Real, "switch_specs", "power_w", sw, SwitchSpec::powerW),
        AIP_SPEC("switch_rack_units", Switch, Int, "switch_specs", "rack_units", sw, SwitchSpec::rackUnits),

        AIP_SPEC("chassis_complete_system", Chassis, Bool, "chassis_specs", "complete_system", chassis,
                 ChassisSpec::completeSystem),
        AIP_SPEC("chassis_gpu_slots", Chassis, Int, "chassis_specs", "gpu_slots", chassis, ChassisSpec::gpuSlots),
        PartField{"chassis_gpu_slot_kind", C::Chassis, K::Text, "chassis_specs", "gpu_slot_kind", false, &getSlotKind,
                  &setSlotKind},
        AIP_SPEC("chassis_baseboard", Chassis, Text, "chassis_specs", "baseboard", chassis, ChassisSpec::baseboard),
        AIP_SPEC("chassis_nvswitch_gbs", Chassis, Real, "chassis_specs", "nvswitch_gbs", chassis,
                 ChassisSpec::nvswitchGBs),
        AIP_SPEC("chassis_cpu_sockets", Chassis, Int, "chassis_specs", "cpu_sockets", chassis, ChassisSpec::cpuSockets),
        AIP_SPEC("chassis_cpu_socket", Chassis, Text, "chassis_specs", "cpu_socket", chassis, ChassisSpec::cpuSocket),
        AIP_SPEC("chassis_dimm_slots", Chassis, Int, "chassis_specs", "dimm_slots", chassis, ChassisSpec::dimmSlots),
        AIP_SPEC("chassis_drive_bays", Chassis, Int, "chassis_specs", "drive_bays", chassis, ChassisSpec::driveBays),
        AIP_SPEC("chassis_pcie_slots", Chassis, Int, "chassis_specs", "pcie_slots", chassis, ChassisSpec::pcieSlots),
        AIP_SPEC("chassis_psu_watts", Chassis, Real, "chassis_specs", "psu_watts", chassis, ChassisSpec::psuWatts),
        AIP_SPEC("chassis_psu_count", Chassis, Int, "chassis_specs", "psu_count", chassis, ChassisSpec::psuCount),
        AIP_SPEC("chassis_psu_redundant", Chassis, Int, "chassis_specs", "psu_redundant", chassis,
                 ChassisSpec::psuRedundant),
        AIP_SPEC("chassis_rack_units", Chassis, Int, "chassis_specs", "rack_units", chassis, ChassisSpec::rackUnits),
        AIP_SPEC("chassis_base_power_w", Chassis, Real, "chassis_specs", "base_power_w", chassis,
                 ChassisSpec::basePowerW),
        PartField{"chassis_built_in", C::Chassis, K::BuiltIn, nullptr, nullptr, false, &getBuiltIn, &setBuiltIn},

        AIP_SPEC("psu_watts", Psu, Real, "psu_specs", "watts", psu, PsuSpec::watts),

        AIP_SPEC("cloud_provider", Cloud, Text, "cloud_specs", "provider", cloud, CloudSpec::provider),
        AIP_SPEC("cloud_gpu_sku", Cloud, Text, "cloud_specs", "gpu_sku", cloud, CloudSpec::gpuSku),
        AIP_SPEC("cloud_gpu_count", Cloud, Int, "cloud_specs", "gpu_count", cloud, CloudSpec::gpuCount),
        AIP_SPEC("cloud_vcpus", Cloud, Int, "cloud_specs", "vcpus", cloud, CloudSpec::vcpus),
        AIP_SPEC("cloud_memory_gb", Cloud, Real, "cloud_specs", "memory_gb", cloud, CloudSpec::memoryGB),
        AIP_SPEC("cloud_network_gbps", Cloud, Real, "cloud_specs", "network_gbps", cloud, CloudSpec::networkGbps),
        AIP_SPEC("cloud_nvlink_gbs", Cloud, Real, "cloud_specs", "nvlink_gbs", cloud, CloudSpec::nvlinkGBs),
        AIP_SPEC("cloud_sharp", Cloud, Bool, "cloud_specs", "sharp", cloud, CloudSpec::inNetworkReduction),
        AIP_SPEC("cloud_on_demand_per_hour", Cloud, OptReal, "cloud_specs", "on_demand_per_hour", cloud,
                 CloudSpec::onDemandPerHour),
        AIP_SPEC("cloud_reserved_1y_per_hour", Cloud, OptReal, "cloud_specs", "reserved_1y_per_hour", cloud,
                 CloudSpec::reserved1yPerHour),
        AIP_SPEC("cloud_reserved_3y_per_hour", Cloud, OptReal, "cloud_specs", "reserved_3y_per_hour", cloud,
                 CloudSpec::reserved3yPerHour),
        AIP_SPEC("cloud_spot_per_hour", Cloud, OptReal, "cloud_specs", "spot_per_hour", cloud, CloudSpec::spotPerHour),
        AIP_SPEC("cloud_region", Cloud, Text, "cloud_specs", "region", cloud, CloudSpec::region),
    };
}

#undef AIP_COMMON
#undef AIP_SPEC

QString numberText(double v)
{
    // Shortest text that reads back to the same double: the CSV round trip is byte-identical.
    return QString::number(v, 'f', QLocale::FloatingPointShortest);
}

} // namespace

const QList<PartField> &partFields()
{
    static const QList<PartField> fields = makeFields();
    return fields;
}

const PartField *findPartField(const QString &column)
{
    for (const PartField &f : partFields()) {
        if (column == QLatin1String(f.column))
            return &f;
    }
    return nullptr;
}

QStringList partFieldNames()
{
    QStringList names;
    for (const PartField &f : partFields())
        names.append(f.name());
    return names;
}

bool isOptionalColumn(const QString &column)
{
    // Added in schema version 3 (price basis and source) and 5 (GPU architecture): a price list exported before then
    // has no such columns.
    return column == QLatin1String("price_basis") || column == QLatin1String("price_source")
        || column == QLatin1String("gpu_architecture");
}

QString specTable(PartCategory c)
{
    return categoryName(c) + QStringLiteral("_specs");
}

QString fieldToText(const PartField &f, const Part &p)
{
    if (!f.appliesTo(p.category))
        return {};
    const QVariant v = f.get(p);
    switch (f.kind) {
    case FieldKind::Text:
    case FieldKind::BuiltIn: return v.toString();
    case FieldKind::Real: return numberText(v.toDouble());
    case FieldKind::OptReal: return std::isnan(v.toDouble()) ? QString() : numberText(v.toDouble());
    case FieldKind::Int: return QString::number(v.toInt());
    case FieldKind::Bool: return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    }
    return {};
}

QString fieldFromText(const PartField &f, Part &p, const QString &text)
{
    // An empty cell keeps the Part's default (0, "", false; NaN for an unknown price).
    if (text.isEmpty())
        return {};
    switch (f.kind) {
    case FieldKind::Text:
    case FieldKind::BuiltIn: return f.set(p, text);
    case FieldKind::Real:
    case FieldKind::OptReal: {
        bool ok = false;
        const double v = text.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return CatalogText::tr("'%1' is not a number").arg(text);
        if (v < 0)
            return CatalogText::tr("%1 is negative").arg(text);
        if (v > kMaxPartReal)
            return CatalogText::tr("%1 is larger than %2").arg(text, QString::number(kMaxPartReal, 'g', 12));
        return f.set(p, v);
    }
    case FieldKind::Int: {
        bool ok = false;
        const int v = text.trimmed().toInt(&ok);
        if (!ok)
            return CatalogText::tr("'%1' is not a whole number").arg(text);
        if (v < 0)
            return CatalogText::tr("%1 is negative").arg(text);
        if (v > kMaxPartInt)
            return CatalogText::tr("%1 is larger than %2").arg(text, QString::number(kMaxPartInt));
        return f.set(p, v);
    }
    case FieldKind::Bool: {
        const QString t = text.trimmed().toLower();
        if (t == QLatin1String("true") || t == QLatin1String("1") || t == QLatin1String("yes"))
            return f.set(p, true);
        if (t == QLatin1String("false") || t == QLatin1String("0") || t == QLatin1String("no"))
            return f.set(p, false);
        return CatalogText::tr("'%1' is not true or false").arg(text);
    }
    }
    return {};
}

QString builtInToText(const QList<BuiltInPart> &parts)
{
    QStringList items;
    for (const BuiltInPart &b : parts)
        items.append(QStringLiteral("%1*%2").arg(b.sku).arg(b.qty));
    return items.join(QLatin1Char(';'));
}

std::optional<QList<BuiltInPart>> builtInFromText(const QString &text, QString *error)
{
    QList<BuiltInPart> out;
    for (const QString &item : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QString t = item.trimmed();
        const qsizetype star = t.lastIndexOf(QLatin1Char('*'));
        BuiltInPart b;
        b.sku = star < 0 ? t : t.left(star).trimmed();
        bool ok = true;
        b.qty = star < 0 ? 1 : t.mid(star + 1).trimmed().toInt(&ok);
        if (!ok || b.qty <= 0 || b.qty > 10000) {
            *error = CatalogText::tr("'%1' is not SKU*QTY with a quantity from 1 to 10000").arg(t);
            return std::nullopt;
        }
        if (!isValidSku(b.sku)) {
            *error = CatalogText::tr("'%1' is not a valid SKU").arg(b.sku);
            return std::nullopt;
        }
        out.append(b);
    }
    return out;
}

bool isValidSku(const QString &sku)
{
    static const QRegularExpression re(QStringLiteral("^[a-z0-9][a-z0-9.\\-]{0,99}$"));
    return re.match(sku).hasMatch();
}

QStringList validatePart(const Part &p)
{
    // "column: message": the callers split at the first colon, so only the message is translated.
    QStringList problems;
    auto problem = [&](const QString &column, const QString &message) {
        problems.append(column + QStringLiteral(": ") + message);
    };
    if (!isValidSku(p.sku))
        problem(QStringLiteral("sku"), CatalogText::tr("'%1' is not lower-case kebab (a-z, 0-9, '-', '.')").arg(p.sku));
    for (const PartField &f : partFields()) {
        // A name of only spaces or zero-width characters shows nothing: it is empty.
        if (f.required && !text::hasVisibleCharacter(f.get(p).toString()))
            problem(f.name(), CatalogText::tr("must not be empty"));
    }
    if (!std::isfinite(p.price) || p.price < 0)
        problem(QStringLiteral("price"), CatalogText::tr("must be a number >= 0"));
    else if (p.price > kMaxPartReal)
        problem(QStringLiteral("price"),
                CatalogText::tr("must be at most %1 (a larger price makes totals meaningless)")
                    .arg(QString::number(kMaxPartReal, 'g', 12)));
    if (!isKnownPriceBasis(p.priceBasis))
        problem(QStringLiteral("price_basis"),
                CatalogText::tr("'%1' is not one of list, reseller, contract, press, provider, estimate")
                    .arg(p.priceBasis));
    if (p.category == PartCategory::Gpu && !p.gpu.architecture.isEmpty()
        && !software::architecture(p.gpu.architecture)) {
        QStringList known;
        for (const software::Architecture &a : software::architectures())
            known.append(QString::fromLatin1(a.id));
        problem(QStringLiteral("gpu_architecture"),
                CatalogText::tr("'%1' is not one of %2 (or empty)")
                    .arg(p.gpu.architecture, known.join(QStringLiteral(", "))));
    }
    if (p.category == PartCategory::Chassis) {
        for (const BuiltInPart &b : p.chassis.builtIn) {
            if (b.sku == p.sku)
                problem(QStringLiteral("chassis_built_in"), CatalogText::tr("a system cannot contain itself"));
        }
    }
    return problems;
}

} // namespace aip
