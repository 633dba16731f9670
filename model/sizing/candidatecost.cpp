#include "sizing/candidatecost.h"

#include "quote/currencyconverter.h"
#include "tco/cloudcost.h"
#include "tco/cloudrate.h"
#include "tco/perfthroughputsource.h"
#include "tco/plantco.h"
#include "tco/tcodefaults.h"

#include <QCoreApplication>

#include <algorithm>

namespace aip::sizing {

CandidateCoster::CandidateCoster(const Plan &plan, const PartCatalog &catalog, const SizingTarget &target)
    : m_catalog(catalog)
    , m_target(target)
    , m_currency(plan.currency)
    , m_rates(plan.exchangeRates)
{
    const CurrencyConverter fx(plan.currency, plan.exchangeRates);
    m_settings = tco::resolveSettings(plan.costs, fx.rate(QStringLiteral("USD")).value_or(1.0));
    const double hours = tco::kHoursPerMonth * m_settings.months();
    m_work = tco::deliveredWork(target.samples / target.deadlineS(), hours, m_settings.utilization, 1.0);
}

void CandidateCoster::costOwned(SizingCandidate &c, const Plan &candidatePlan) const
{
    Plan plan = candidatePlan;
    plan.cloud.clear(); // the owned side only: the cloud candidates are costed on their own
    const tco::PlanTco t = tco::tcoForPlan(plan, m_catalog, nullptr);
    c.currency = t.currency;
    c.capex = t.result.owned.capex;
    c.tco = t.result.owned.total;
    c.runCost = m_work > 0 ? c.tco * m_target.samples / m_work : 0.0;
    c.powerKw = t.inputs.owned.nominalPowerW / 1000.0;
    c.racks = t.result.owned.racks;
    c.priceEstimated = !referenceEstimateSkus(t.quote).isEmpty();
}

bool CandidateCoster::costCloud(SizingCandidate &c, const Part &instance) const
{
    const CurrencyConverter fx(m_currency, m_rates);
    const auto rate = tco::cloudRate(instance.cloud, c.pricing, std::nullopt, fx.rate(instance.currency).value_or(1.0),
                                     m_settings.spotInterruptionPct);
    const std::optional<tco::Throughput> throughput = tco::throughputOf(c.perf);
    if (!rate || !throughput)
        return false;
    tco::CloudInputs in;
    in.sku = instance.sku;
    in.pricing = c.pricing;
    in.instances = c.nodes;
    in.gpusPerInstance = instance.cloud.gpuCount;
    in.rate = *rate;
    if (const auto od = tco::cloudRate(instance.cloud, QStringLiteral("on_demand"), std::nullopt,
                                       fx.rate(instance.currency).value_or(1.0), m_settings.spotInterruptionPct))
        in.onDemandRate = od->listRate;
    in.priceDate = instance.priceDate;
    in.goodput = throughput->goodput.value_or(1.0);
    in.throughput = throughput;
    const tco::CloudCost cost = tco::computeCloud(in, m_settings, {}, m_work);
    c.currency = m_currency;
    c.tco = cost.total;
    c.runCost = m_work > 0 ? c.tco * m_target.samples / m_work : 0.0;
    c.priceEstimated = rate->estimated;
    return true;
}

namespace {

// A strategy that uses this share of the GPUs' memory or more is memory-bound: the framework's own reserve (the
// memory model's overhead) is all that is left.
constexpr double kMemoryBindsShare = 0.95;

} // namespace

void judge(SizingCandidate &c, const SizingTarget &t)
{
    struct Limit {
        Binding binding;
        double ratio; // value / limit: above 1 the limit is broken
    };
    if (!c.perf.ok() || !c.hasTime()) {
        // No strategy fits the model in these GPUs' memory: nothing else is known.
        c.binding = Binding::Memory;
        c.meetsTarget = false;
        return;
    }
    QList<Limit> limits;
    limits.append({Binding::Deadline, c.days / t.days});
    if (t.budget)
        limits.append(
            {Binding::Budget, *t.budget > 0 ? (t.budgetKind == BudgetKind::Tco ? c.tco : c.capex) / *t.budget : 2.0});
    if (t.maxKw && c.where == QLatin1String("owned"))
        limits.append({Binding::Power, c.powerKw / *t.maxKw});
    if (t.maxRacks && c.where == QLatin1String("owned"))
        limits.append({Binding::Racks, double(c.racks) / *t.maxRacks});
    // Memory binds when the strategy fills the GPUs (a tighter one would not fit): the search fills what memory
    // allows as a matter of course (less recompute, smaller shards), so a fuller GPU alone does not make it bind.
    const perf::MemoryBreakdown &m = c.perf.memory;
    const double memory = m.capacityBytes > 0 ? m.totalBytes / m.capacityBytes : 0.0;
    if (memory >= kMemoryBindsShare)
        limits.append({Binding::Memory, memory});
    // The highest ratio binds; the earlier constraint wins a tie (the deadline first).
    const Limit *top = &limits.constFirst();
    for (const Limit &l : limits) {
        if (l.ratio > top->ratio + 1e-12)
            top = &l;
    }
    c.binding = top->binding;
    c.meetsTarget = std::all_of(limits.begin(), limits.end(), [](const Limit &l) { return l.ratio <= 1.0 + 1e-12; });
}

} // namespace aip::sizing
