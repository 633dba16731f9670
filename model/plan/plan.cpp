#include "plan/plan.h"
#include "plan/planfile.h"

namespace aip {

QString precisionName(Precision p)
{
    switch (p) {
    case Precision::Fp32: return QStringLiteral("fp32");
    case Precision::Tf32: return QStringLiteral("tf32");
    case Precision::Fp16: return QStringLiteral("fp16");
    case Precision::Bf16: return QStringLiteral("bf16");
    case Precision::Fp8: return QStringLiteral("fp8");
    }
    return {};
}

std::optional<Precision> precisionFromName(const QString &s)
{
    for (Precision p : {Precision::Fp32, Precision::Tf32, Precision::Fp16, Precision::Bf16, Precision::Fp8}) {
        if (precisionName(p) == s)
            return p;
    }
    return std::nullopt;
}

QString recomputeName(Recompute r)
{
    switch (r) {
    case Recompute::None: return QStringLiteral("none");
    case Recompute::Selective: return QStringLiteral("selective");
    case Recompute::Full: return QStringLiteral("full");
    }
    return {};
}

std::optional<Recompute> recomputeFromName(const QString &s)
{
    for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full}) {
        if (recomputeName(r) == s)
            return r;
    }
    return std::nullopt;
}

QString shardingName(Sharding s)
{
    return s == Sharding::Hybrid ? QStringLiteral("hybrid") : QStringLiteral("full");
}

std::optional<Sharding> shardingFromName(const QString &s)
{
    for (Sharding v : {Sharding::Full, Sharding::Hybrid}) {
        if (shardingName(v) == s)
            return v;
    }
    return std::nullopt;
}

QString shardingImplName(ShardingImpl s)
{
    switch (s) {
    case ShardingImpl::DeepSpeed: return QStringLiteral("deepspeed");
    case ShardingImpl::Fsdp: return QStringLiteral("fsdp");
    case ShardingImpl::Megatron: return QStringLiteral("megatron");
    }
    return {};
}

std::optional<ShardingImpl> shardingImplFromName(const QString &s)
{
    for (ShardingImpl v : {ShardingImpl::DeepSpeed, ShardingImpl::Fsdp, ShardingImpl::Megatron}) {
        if (shardingImplName(v) == s)
            return v;
    }
    return std::nullopt;
}

QString offloadName(Offload o)
{
    switch (o) {
    case Offload::None: return QStringLiteral("none");
    case Offload::Cpu: return QStringLiteral("cpu");
    case Offload::Nvme: return QStringLiteral("nvme");
    }
    return {};
}

std::optional<Offload> offloadFromName(const QString &s)
{
    for (Offload v : {Offload::None, Offload::Cpu, Offload::Nvme}) {
        if (offloadName(v) == s)
            return v;
    }
    return std::nullopt;
}

QString fineTuneMethodName(FineTuneMethod m)
{
    switch (m) {
    case FineTuneMethod::Full: return QStringLiteral("full");
    case FineTuneMethod::Lora: return QStringLiteral("lora");
    case FineTuneMethod::Qlora: return QStringLiteral("qlora");
    }
    return {};
}

std::optional<FineTuneMethod> fineTuneMethodFromName(const QString &s)
{
    for (FineTuneMethod v : {FineTuneMethod::Full, FineTuneMethod::Lora, FineTuneMethod::Qlora}) {
        if (fineTuneMethodName(v) == s)
            return v;
    }
    return std::nullopt;
}

namespace {
struct LoraTargetName {
    const char *name;
    unsigned bits;
};
// Groups first, so the writer names a whole group once.
constexpr LoraTargetName kLoraTargetNames[] = {
    {"all_linear", kLoraAllLinear},
    {"attention", kLoraAttention},
    {"mlp", kLoraMlp},
    {"q", kLoraQ},
    {"k", kLoraK},
    {"v", kLoraV},
    {"o", kLoraO},
    {"gate", kLoraGate},
    {"up", kLoraUp},
    {"down", kLoraDown},
    {"qkv", kLoraQkvFused},
    {"fc1", kLoraFc1Fused},
};
} // namespace

QStringList loraTargetNames(unsigned target)
{
    QStringList names;
    unsigned left = target & kLoraAnyTarget;
    for (const LoraTargetName &n : kLoraTargetNames) {
        if ((left & n.bits) == n.bits) {
            names.append(QLatin1String(n.name));
            left &= ~n.bits;
        }
    }
    return names;
}

std::optional<unsigned> loraTargetFromName(const QString &name)
{
    for (const LoraTargetName &n : kLoraTargetNames) {
        if (name == QLatin1String(n.name))
            return n.bits;
    }
    return std::nullopt;
}

QString workloadKindName(WorkloadKind k)
{
    return k == WorkloadKind::Inference ? QStringLiteral("inference") : QStringLiteral("training");
}

std::optional<WorkloadKind> workloadKindFromName(const QString &s)
{
    for (WorkloadKind v : {WorkloadKind::Training, WorkloadKind::Inference}) {
        if (workloadKindName(v) == s)
            return v;
    }
    return std::nullopt;
}

QString weightQuantName(WeightQuant q)
{
    switch (q) {
    case WeightQuant::None: return QStringLiteral("none");
    case WeightQuant::Int8: return QStringLiteral("int8");
    case WeightQuant::Int4: return QStringLiteral("int4");
    }
    return {};
}

std::optional<WeightQuant> weightQuantFromName(const QString &s)
{
    for (WeightQuant v : {WeightQuant::None, WeightQuant::Int8, WeightQuant::Int4}) {
        if (weightQuantName(v) == s)
            return v;
    }
    return std::nullopt;
}

bool isValidPricing(const QString &pricing)
{
    return pricing == QLatin1String("on_demand") || pricing == QLatin1String("reserved_1y")
        || pricing == QLatin1String("reserved_3y") || pricing == QLatin1String("spot");
}

QString budgetKindName(BudgetKind k)
{
    return k == BudgetKind::Tco ? QStringLiteral("tco") : QStringLiteral("capex");
}

std::optional<BudgetKind> budgetKindFromName(const QString &s)
{
    for (BudgetKind k : {BudgetKind::Capex, BudgetKind::Tco}) {
        if (budgetKindName(k) == s)
            return k;
    }
    return std::nullopt;
}

QString whereName(Where w)
{
    switch (w) {
    case Where::Owned: return QStringLiteral("owned");
    case Where::Cloud: return QStringLiteral("cloud");
    case Where::Either: return QStringLiteral("either");
    }
    return {};
}

std::optional<Where> whereFromName(const QString &s)
{
    for (Where w : {Where::Owned, Where::Cloud, Where::Either}) {
        if (whereName(w) == s)
            return w;
    }
    return std::nullopt;
}

int Plan::totalNodes() const
{
    qint64 n = 0;
    for (const ServerSpec &s : servers)
        n += s.count;
    return int(std::min<qint64>(n, std::numeric_limits<int>::max()));
}

QString PlanError::toString() const
{
    return path.isEmpty() ? message : path + QStringLiteral(": ") + message;
}

QString PlanReadResult::errorText() const
{
    QStringList lines;
    for (const PlanError &e : errors)
        lines.append(e.toString());
    return lines.join(QLatin1Char('\n'));
}

} // namespace aip
