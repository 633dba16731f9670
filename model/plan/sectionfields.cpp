#include "plan/sectionfields.h"

namespace aip::planfields {

// Their ranges are the table's (planfields.cpp); a path missing there stops the program at the first use.
const QList<ModelNumber> &modelNumbers()
{
    static const QList<ModelNumber> numbers = {
        {"workload.model.layers", &ModelSpec::layers, nullptr},
        {"workload.model.hidden", &ModelSpec::hidden, nullptr},
        {"workload.model.heads", &ModelSpec::heads, nullptr},
        {"workload.model.kv_heads", &ModelSpec::kvHeads, nullptr},
        {"workload.model.head_dim", &ModelSpec::headDim, nullptr},
        {"workload.model.sliding_window", &ModelSpec::slidingWindow, nullptr},
        {"workload.model.sliding_window_share", nullptr, &ModelSpec::slidingWindowShare},
        {"workload.model.ffn_hidden", &ModelSpec::ffnHidden, nullptr},
        {"workload.model.seq_len", &ModelSpec::seqLen, nullptr},
        {"workload.model.vocab", &ModelSpec::vocab, nullptr},
        {"workload.model.image_size", &ModelSpec::imageSize, nullptr},
        {"workload.model.experts", &ModelSpec::experts, nullptr},
        {"workload.model.top_k", &ModelSpec::topK, nullptr},
        {"workload.model.shared_experts", &ModelSpec::sharedExperts, nullptr},
        {"workload.model.expert_ffn_hidden", &ModelSpec::expertFfnHidden, nullptr},
        {"workload.model.capacity_factor", nullptr, &ModelSpec::capacityFactor},
    };
    return numbers;
}

const QList<ParallelismNumber> &parallelismNumbers()
{
    static const QList<ParallelismNumber> numbers = {
        {"workload.parallelism.tp", &Parallelism::tp, nullptr},
        {"workload.parallelism.pp", &Parallelism::pp, nullptr},
        {"workload.parallelism.dp", &Parallelism::dp, nullptr},
        {"workload.parallelism.zero", &Parallelism::zero, nullptr},
        {"workload.parallelism.interleave", &Parallelism::interleave, nullptr},
        {"workload.parallelism.cp", &Parallelism::cp, nullptr},
        {"workload.parallelism.shard_group", &Parallelism::shardGroup, nullptr},
        {"workload.parallelism.ep", &Parallelism::ep, nullptr},
        {"workload.parallelism.etp", &Parallelism::etp, nullptr},
    };
    return numbers;
}

const QList<GoodputNumber> &goodputNumbers()
{
    static const QList<GoodputNumber> numbers = {
        {"workload.goodput.checkpoint_every_min", nullptr, &Goodput::checkpointEveryMin},
        {"workload.goodput.failures_per_1k_gpu_days", nullptr, &Goodput::failuresPer1kGpuDays},
    };
    return numbers;
}

const QList<FineTuneNumber> &fineTuneNumbers()
{
    static const QList<FineTuneNumber> numbers = {
        {"workload.finetune.rank", &FineTune::rank, nullptr},
    };
    return numbers;
}

const QList<CostsNumber> &costsNumbers()
{
    static const QList<CostsNumber> numbers = {
        {"costs.years", &Costs::years, nullptr},
        {"costs.electricity_per_kwh", nullptr, &Costs::electricityPerKwh},
        {"costs.pue", nullptr, &Costs::pue},
        {"costs.utilization", nullptr, &Costs::utilization},
        {"costs.idle_power_fraction", nullptr, &Costs::idlePowerFraction},
        {"costs.colocation_per_kw_month", nullptr, &Costs::colocationPerKwMonth},
        {"costs.ops_per_server_year", nullptr, &Costs::opsPerServerYear},
        {"costs.ops_ftes", nullptr, &Costs::opsFtes},
        {"costs.fte_cost_per_year", nullptr, &Costs::fteCostPerYear},
        {"costs.maintenance_pct_per_year", nullptr, &Costs::maintenancePctPerYear},
        {"costs.residual_pct", nullptr, &Costs::residualPct},
        {"costs.discount_rate_pct", nullptr, &Costs::discountRatePct},
        {"costs.network_pct", nullptr, &Costs::networkPct},
        {"costs.capex_overhead_pct", nullptr, &Costs::capexOverheadPct},
        {"costs.spot_interruption_pct", nullptr, &Costs::spotInterruptionPct},
    };
    return numbers;
}

const QList<TargetNumber> &targetNumbers()
{
    static const QList<TargetNumber> numbers = {
        {"target.tokens", nullptr, &Target::tokens}, {"target.epochs", nullptr, &Target::epochs},
        {"target.days", nullptr, &Target::days},     {"target.budget", nullptr, &Target::budget},
        {"target.max_kw", nullptr, &Target::maxKw},  {"target.max_racks", &Target::maxRacks, nullptr},
    };
    return numbers;
}

const QList<GrowthNumber> &growthNumbers()
{
    static const QList<GrowthNumber> numbers = {
        {"growth.model_factor_per_year", nullptr, &Growth::modelFactorPerYear},
        {"growth.tokens_factor_per_year", nullptr, &Growth::tokensFactorPerYear},
        {"growth.projects_per_year", nullptr, &Growth::projectsPerYear},
        {"growth.price_decline_per_year", nullptr, &Growth::priceDeclinePerYear},
    };
    return numbers;
}

QStringList modelKeys()
{
    return memberKeys(modelNumbers(), {kModelPreset, kModelType, kModelGatedMlp});
}

QStringList parallelismKeys()
{
    return memberKeys(parallelismNumbers(),
                      {kParallelismRecompute, kParallelismSequenceParallel, kParallelismSharding,
                       kParallelismShardingImpl, kParallelismOffload});
}

QStringList goodputKeys()
{
    return memberKeys(goodputNumbers(), {});
}

QStringList costsKeys()
{
    return memberKeys(costsNumbers(), {kCostsColocationIncludesPower});
}

QStringList targetKeys()
{
    return memberKeys(targetNumbers(), {kTargetBudgetKind, kTargetWhere, kTargetVendors});
}

QStringList growthKeys()
{
    return memberKeys(growthNumbers(), {});
}

QStringList fineTuneKeys()
{
    return memberKeys(fineTuneNumbers(), {kFineTuneMethod, kFineTuneTarget});
}

} // namespace aip::planfields
