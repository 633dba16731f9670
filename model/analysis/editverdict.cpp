#include "analysis/editverdict.h"

#include "analysis/planfindings.h"

#include <QHash>

#include <algorithm>
#include <optional>

namespace aip {

namespace {

QString keyOf(const Finding &f)
{
    return f.code + QChar(0x1f) + f.serverId + QChar(0x1f) + f.sku;
}

// The category of part a rule about counts or kinds is about, for findings that name no part ("10 GPUs, but the
// chassis has 8 GPU slots"): those parts are the ones a chassis swap strands.
std::optional<PartCategory> categoryOfRule(const QString &code)
{
    static const QHash<QString, PartCategory> kRules = {
        {QStringLiteral("gpu-slots"), PartCategory::Gpu},       {QStringLiteral("gpu-slot-kind"), PartCategory::Gpu},
        {QStringLiteral("cpu-count"), PartCategory::Cpu},       {QStringLiteral("cpu-socket"), PartCategory::Cpu},
        {QStringLiteral("memory-slots"), PartCategory::Memory}, {QStringLiteral("memory-type"), PartCategory::Memory},
        {QStringLiteral("drive-bays"), PartCategory::Storage},  {QStringLiteral("nic-slots"), PartCategory::Nic},
        {QStringLiteral("psu-bays"), PartCategory::Psu},
    };
    const auto it = kRules.constFind(code);
    return it == kRules.cend() ? std::nullopt : std::optional<PartCategory>(*it);
}

} // namespace

QList<Finding> addedErrors(const Plan &before, const Plan &after, const PartCatalog &catalog)
{
    QHash<QString, int> had;
    for (const Finding &f : planFindings(before, catalog, FindingScope::Rules)) {
        if (f.severity == Severity::Error)
            ++had[keyOf(f)];
    }
    QList<Finding> added;
    for (const Finding &f : planFindings(after, catalog, FindingScope::Rules)) {
        if (f.severity != Severity::Error)
            continue;
        int &left = had[keyOf(f)];
        if (left > 0)
            --left;
        else
            added.append(f);
    }
    return added;
}

Plan withoutParts(const Plan &plan, int server, const QStringList &skus)
{
    Plan out = plan;
    if (server < 0 || server >= out.servers.size())
        return out;
    QList<PartRef> &parts = out.servers[server].parts;
    parts.erase(std::remove_if(parts.begin(), parts.end(), [&skus](const PartRef &p) { return skus.contains(p.sku); }),
                parts.end());
    return out;
}

ChassisSwapVerdict judgeChassisSwap(const Plan &plan, int server, const QString &chassisSku, const PartCatalog &catalog)
{
    ChassisSwapVerdict v;
    if (server < 0 || server >= plan.servers.size())
        return v;
    Plan after = plan;
    after.servers[server].chassis = chassisSku;
    v.errors = addedErrors(plan, after, catalog);
    if (v.errors.isEmpty())
        return v;
    const ServerSpec &spec = plan.servers.at(server);
    for (const Finding &f : std::as_const(v.errors)) {
        if (!f.serverId.isEmpty() && f.serverId != spec.id)
            continue;
        const std::optional<PartCategory> category = categoryOfRule(f.code);
        for (const PartRef &p : spec.parts) {
            const Part *part = catalog.find(p.sku);
            const bool named = !f.sku.isEmpty() && p.sku == f.sku;
            const bool ofKind = f.sku.isEmpty() && part && category && part->category == *category;
            if ((named || ofKind) && !v.stranded.contains(p.sku))
                v.stranded.append(p.sku);
        }
    }
    v.repairable
        = !v.stranded.isEmpty() && addedErrors(plan, withoutParts(after, server, v.stranded), catalog).isEmpty();
    return v;
}

} // namespace aip
