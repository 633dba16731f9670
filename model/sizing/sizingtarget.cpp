#include "sizing/sizingtarget.h"

#include "perf/modelarch.h"

#include <QCoreApplication>

namespace aip::sizing {

namespace {

QString tr(const char *text)
{
    // lupdate files tr() of a free function under its namespace: ask for the same context.
    return QCoreApplication::translate("aip::sizing", text);
}

} // namespace

bool SizingTarget::prefers(const QString &vendor) const
{
    return vendors.isEmpty() || vendors.contains(vendor.toLower());
}

std::optional<SizingTarget> resolveTarget(const Plan &plan, const TargetOverrides &overrides, QString *error)
{
    auto fail = [&](const QString &why) -> std::optional<SizingTarget> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (!plan.hasWorkload)
        return fail(tr("the plan has no workload to size for"));
    QString why;
    const std::optional<perf::ModelArch> arch = perf::resolveModel(plan.workload.model, &why);
    if (!arch)
        return fail(QStringLiteral("workload.model: ") + why);
    const Target given = plan.target.value_or(Target{});
    const Workload &w = plan.workload;
    SizingTarget t;
    if (arch->isTransformer()) {
        const double epoch = w.tokensToTrain.value_or(0.0);
        t.tokens = overrides.tokens ? *overrides.tokens
            : given.tokens          ? *given.tokens
            : given.epochs          ? *given.epochs * epoch
                                    : epoch;
        if (!(t.tokens > 0))
            return fail(given.epochs ? tr("target.epochs: the workload has no tokens_to_train (one epoch)")
                                     : tr("target.tokens: the plan says neither how many tokens to train nor "
                                          "workload.tokens_to_train"));
        t.samples = t.tokens / std::max(1, arch->seqLen);
    } else {
        if (overrides.tokens || given.tokens)
            return fail(tr("target.tokens: the workload is not a transformer; give target.epochs over "
                           "workload.samples_to_train"));
        const double epoch = w.samplesToTrain.value_or(0.0);
        t.samples = given.epochs ? *given.epochs * epoch : epoch;
        if (!(t.samples > 0))
            return fail(tr("target.epochs: the workload has no samples_to_train (one epoch)"));
    }
    t.days = overrides.days.value_or(given.days.value_or(kDefaultTargetDays));
    if (!(t.days > 0))
        return fail(tr("target.days: must be positive"));
    t.budget = overrides.budget ? overrides.budget : given.budget;
    t.budgetKind = given.budgetKind.value_or(BudgetKind::Capex);
    t.maxKw = overrides.maxKw ? overrides.maxKw : given.maxKw;
    t.maxRacks = given.maxRacks;
    t.where = overrides.where.value_or(given.where.value_or(Where::Either));
    for (const QString &v : given.vendors)
        t.vendors.append(v.toLower());
    return t;
}

Workload sizingWorkload(const Workload &workload, const SizingTarget &target)
{
    Workload w = workload;
    if (target.tokens > 0) {
        w.tokensToTrain = target.tokens;
        w.samplesToTrain.reset();
    } else {
        w.samplesToTrain = target.samples;
    }
    const std::optional<ShardingImpl> impl = w.parallelism ? w.parallelism->shardingImpl : std::nullopt;
    w.parallelism.reset();
    if (impl) {
        Parallelism p;
        p.shardingImpl = impl;
        w.parallelism = p;
    }
    w.microBatch.reset();
    return w;
}

} // namespace aip::sizing
