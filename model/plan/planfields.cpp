#include "plan/planfields.h"

#include "plan/planfile.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace aip::planfields {

namespace {
// The translation context of these texts (lupdate reads PlanFieldsText::tr).
struct PlanFieldsText {
    Q_DECLARE_TR_FUNCTIONS(PlanFieldsText)
};

QString numberText(double v)
{
    return QLocale().toString(v, 'g', 12);
}
} // namespace

const QList<NumericField> &numericFields()
{
    // The plan file's ranges: the reader (model/plan/planreader.cpp) takes these fields' ranges from here.
    static const QList<NumericField> fields = {
        {"servers[].count", 1, kMaxNodesPerServerType, true, ""},
        {"fabric.oversubscription", 1.0, 64.0, false, ":1"},
        {"costs.years", 1, 15, true, "years"},
        {"costs.electricity_per_kwh", 0.0, 100.0, false, "/kWh"},
        {"costs.pue", 1.0, 5.0, false, ""},
        // Above 0: an owned cluster that is never used delivers no work, and every cost per unit of work would be
        // infinite (issue 22: every total stays finite). 1 % is the least the GUI and the reader accept.
        {"costs.utilization", 0.01, 1.0, false, ""},
        {"costs.idle_power_fraction", 0.0, 1.0, false, ""},
        {"costs.colocation_per_kw_month", 0.0, 1e6, false, "/kW/month"},
        {"costs.ops_per_server_year", 0.0, 1e9, false, "/server/year"},
        {"costs.ops_ftes", 0.0, 1e6, false, "FTE"},
        {"costs.fte_cost_per_year", 0.0, 1e9, false, "/year"},
        {"costs.maintenance_pct_per_year", 0.0, 100.0, false, "%/year"},
        {"costs.residual_pct", 0.0, 100.0, false, "%"},
        {"costs.discount_rate_pct", 0.0, 100.0, false, "%"},
        {"costs.network_pct", 0.0, 100.0, false, "%"},
        {"costs.capex_overhead_pct", 0.0, 500.0, false, "%"},
        {"costs.spot_interruption_pct", 0.0, 500.0, false, "%"},
        {"quote.valid_days", 1, 3650, true, "days"},
        {"quote.discount_pct", 0.0, 100.0, false, "%"},
        {"quote.tax_pct", 0.0, 100.0, false, "%"},
        {"rack.power_limit_kw", 0.1, 1000.0, false, "kW"},
        // The workload panel's fields (issue 16): bounds that keep the performance model's sizes finite and exact.
        {"workload.model.layers", 1, 100000, true, ""},
        {"workload.model.hidden", 1, 1 << 20, true, ""},
        {"workload.model.heads", 1, 1 << 16, true, ""},
        {"workload.model.kv_heads", 1, 1 << 16, true, ""},
        {"workload.model.head_dim", 1, 1 << 16, true, ""},
        // Sliding-window attention (perf/modelarch.h windowSpan()): a window of at least one token, over a share of
        // the layers.
        {"workload.model.sliding_window", 1, 1 << 24, true, "tokens"},
        {"workload.model.sliding_window_share", 0.0, 1.0, false, ""},
        {"workload.model.ffn_hidden", 1, 1 << 22, true, ""},
        {"workload.model.seq_len", 1, 1 << 24, true, "tokens"},
        {"workload.model.vocab", 1, 1 << 24, true, "tokens"},
        {"workload.model.image_size", 1, 1 << 16, true, "px"},
        {"workload.model.experts", 1, 1 << 16, true, ""},
        {"workload.model.top_k", 1, 1 << 16, true, ""},
        {"workload.model.shared_experts", 0, 1 << 16, true, ""},
        {"workload.model.expert_ffn_hidden", 1, 1 << 22, true, ""},
        // Mixture of experts (issue 23): expert capacity over the average load, at least 1 (Switch Transformers'
        // capacity factor; GShard ran 2); unset is dropless routing (perf/moe.h).
        {"workload.model.capacity_factor", 1.0, 64.0, false, ""},
        {"workload.global_batch", 1, double(kMaxGlobalBatch), true, "samples"},
        {"workload.micro_batch", 1, 1 << 20, true, "samples"},
        {"workload.tokens_to_train", 1.0, 1e18, false, "tokens"},
        {"workload.samples_to_train", 1.0, 1e18, false, "samples"},
        {"workload.parallelism.tp", 1, 1024, true, ""},
        {"workload.parallelism.pp", 1, 4096, true, ""},
        {"workload.parallelism.dp", 1, 1 << 24, true, ""},
        {"workload.parallelism.zero", 0, 3, true, ""}, // ZeRO stages 0-3 (Rajbhandari et al. 2020)
        {"workload.parallelism.interleave", 1, 1024, true, ""},
        {"workload.parallelism.cp", 1, 1 << 16, true, ""},
        {"workload.parallelism.shard_group", 1, 1 << 24, true, ""},
        {"workload.parallelism.ep", 1, 1 << 16, true, ""},
        {"workload.parallelism.etp", 1, 1024, true, ""},
        // Goodput (perf/goodput.h): a checkpoint at most every 6 s, failures up to 10 per GPU-day.
        {"workload.goodput.checkpoint_every_min", 0.1, 1e6, false, "min"},
        {"workload.goodput.failures_per_1k_gpu_days", 0.0, 1e4, false, ""},
        // Serving (issue 20; the members of Serving they fill: plan/servingfields.h): limits that keep the serving
        // model's sizes finite, a latency limit from 0.1 ms (first token) and 10 us (per token) up, a percentile
        // from the median to p99.9.
        {"workload.serving.input_tokens", 1, 1 << 24, true, "tokens"},
        {"workload.serving.output_tokens", 1, 1 << 24, true, "tokens"},
        {"workload.serving.concurrency", 1, 1 << 26, true, "requests"},
        {"workload.serving.requests_per_s", 1e-6, 1e9, false, "requests/s"},
        {"workload.serving.tp", 1, 1024, true, ""},
        {"workload.serving.ttft_limit_s", 1e-4, 1e5, false, "s"},
        {"workload.serving.tpot_limit_s", 1e-5, 1e3, false, "s"},
        {"workload.serving.percentile", 50.0, 99.9, false, ""},
        // LoRA rank (workload.finetune): the plan reader's bound since issue 23.
        {"workload.finetune.rank", 1, 1 << 16, true, ""},
        // The sizing target (issue 18): up to 10^18 tokens, a deadline of 1.4 min to 274 years, a budget to 10^15, an
        // IT power cap from 1 W, up to a million racks.
        {"target.tokens", 1.0, 1e18, false, "tokens"},
        {"target.epochs", 1e-3, 1e6, false, ""},
        {"target.days", 1e-3, 1e5, false, "days"},
        {"target.budget", 0.0, 1e15, false, ""},
        {"target.max_kw", 0.001, 1e9, false, "kW"},
        {"target.max_racks", 1, 1000000, true, ""},
        // The roadmap's growth (issue 18, sizing/growth.h): factors a year from 1/100 to 1000, a price decline
        // below 100 % a year.
        {"growth.model_factor_per_year", 0.01, 1000.0, false, ""},
        {"growth.tokens_factor_per_year", 0.01, 1000.0, false, ""},
        {"growth.projects_per_year", 0.01, 1000.0, false, ""},
        {"growth.price_decline_per_year", 0.0, 0.99, false, ""},
    };
    return fields;
}

const NumericField *numericField(QStringView path)
{
    for (const NumericField &f : numericFields()) {
        if (path == QLatin1String(f.path))
            return &f;
    }
    return nullptr;
}

bool accepts(const NumericField &field, double value)
{
    if (!std::isfinite(value) || value < field.min || value > field.max)
        return false;
    return !field.integer || std::floor(value) == value;
}

QString rangeText(const NumericField &field)
{
    if (field.integer)
        return PlanFieldsText::tr("a whole number from %1 to %2").arg(numberText(field.min), numberText(field.max));
    return PlanFieldsText::tr("a number from %1 to %2").arg(numberText(field.min), numberText(field.max));
}

} // namespace aip::planfields
