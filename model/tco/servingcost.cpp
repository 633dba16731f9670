#include "tco/servingcost.h"

#include "perf/clusterhardware.h"
#include "tco/perfthroughputsource.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace aip::tco {

namespace {

// The capacity band of the sensitivity: +-20 %, a little wider than the serving regime's mean validation error.
constexpr double kCapacitySpread = 0.20;

std::optional<Throughput> capacity(const Plan &plan, const std::optional<perf::ClusterHardware> &hw, QString *why)
{
    if (!hw)
        return std::nullopt;
    if (!plan.hasWorkload || plan.workload.kind != WorkloadKind::Inference) {
        if (why)
            *why = QCoreApplication::translate("Tco", "the plan has no inference workload");
        return std::nullopt;
    }
    return servingCapacity(plan.workload, *hw, why);
}

} // namespace

ServingThroughputSource::ServingThroughputSource(std::optional<perf::ClusterHardware> ownedCluster, QString ownedWhy)
    : m_given(true)
    , m_cluster(std::move(ownedCluster))
    , m_why(std::move(ownedWhy))
{ }

std::optional<Throughput> ServingThroughputSource::owned(const Plan &plan, const PartCatalog &catalog, QString *why)
{
    if (!m_given)
        return capacity(plan, perf::clusterFromPlan(plan, catalog, why), why);
    if (!m_owned) {
        QString reason = m_why;
        m_owned = capacity(plan, m_cluster, &reason);
        m_why = reason;
    }
    if (!*m_owned && why)
        *why = m_why;
    return *m_owned;
}

std::optional<Throughput> ServingThroughputSource::cloud(const Plan &plan, const PartCatalog &catalog,
                                                         const Part &instance, int instances, QString *why)
{
    return capacity(plan, perf::cloudClusterForPlan(plan, instance, instances, catalog, why), why);
}

ServingCost servingCostForPlan(const Plan &plan, const PartCatalog &catalog)
{
    return servingCostForPlan(resolvePlan(plan, catalog));
}

ServingCost servingCostForPlan(const ResolvedPlan &resolved, const PricedQuote *priced)
{
    QString clusterWhy;
    std::optional<perf::ClusterHardware> cluster = perf::clusterFromPlan(resolved, &clusterWhy);
    ServingThroughputSource source(std::move(cluster), clusterWhy);
    QString why;
    if (!source.owned(resolved.plan, resolved.catalog, &why)) {
        ServingCost c;
        c.error = why;
        return c;
    }
    return servingCostFromTco(resolved.plan, tcoForPlan(resolved, &source, priced), why);
}

ServingCost servingCostFromTco(const Plan &plan, const PlanTco &t, const QString &ownedWhy)
{
    ServingCost c;
    const std::optional<Throughput> &owned = t.result.ownedThroughput;
    if (!owned) {
        c.error = !ownedWhy.isEmpty() ? ownedWhy
            : t.errors.isEmpty()      ? QCoreApplication::translate("Tco", "the TCO gave no cost per token")
                                      : t.errors.join(QStringLiteral("; "));
        return c;
    }
    c.outputTokensPerS = owned->tokensPerS;
    c.currency = t.currency;
    c.notes = t.notes + t.errors;
    c.ownedPerMillion = t.result.ownedUnits.costPerMillionTokens;
    if (c.ownedPerMillion) {
        c.ownedPerMillionLow = *c.ownedPerMillion / (1 + kCapacitySpread);  // more capacity: cheaper tokens
        c.ownedPerMillionHigh = *c.ownedPerMillion / (1 - kCapacitySpread); // less capacity: dearer tokens
    }
    // Every cloud option of the plan, in its order; one the TCO could not cost says why.
    for (const CloudOption &option : plan.cloud) {
        ServingCostOption o;
        o.sku = option.sku;
        o.pricing = option.pricing;
        for (qsizetype i = 0; i < t.result.cloud.size(); ++i) {
            if (t.result.cloud[i].in.sku == option.sku && t.result.cloud[i].in.pricing == option.pricing
                && i < t.result.cloudUnits.size())
                o.perMillion = t.result.cloudUnits[i].costPerMillionTokens;
        }
        if (!o.perMillion) {
            for (const QString &e : t.errors + t.notes) {
                if (e.contains(option.sku))
                    o.why = e;
            }
            if (o.why.isEmpty())
                o.why = QCoreApplication::translate("Tco", "the TCO could not cost this option");
        }
        c.cloud << o;
    }
    c.ok = c.ownedPerMillion.has_value();
    if (!c.ok && c.error.isEmpty())
        c.error = t.errors.isEmpty() ? QCoreApplication::translate("Tco", "the TCO gave no cost per token")
                                     : t.errors.join(QStringLiteral("; "));
    return c;
}

QJsonObject toJson(const ServingCost &cost)
{
    auto num = [](const std::optional<double> &v) { return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null); };
    QJsonArray cloud;
    for (const ServingCostOption &o : cost.cloud)
        cloud.append(QJsonObject{{QStringLiteral("sku"), o.sku},
                                 {QStringLiteral("pricing"), o.pricing},
                                 {QStringLiteral("per_million"), num(o.perMillion)}});
    return {{QStringLiteral("currency"), cost.currency},
            {QStringLiteral("owned"), num(cost.ownedPerMillion)},
            {QStringLiteral("owned_low"), num(cost.ownedPerMillionLow)},
            {QStringLiteral("owned_high"), num(cost.ownedPerMillionHigh)},
            {QStringLiteral("cloud"), cloud}};
}

int perMillionDecimals(double cost)
{
    const double a = std::abs(cost);
    if (!std::isfinite(a) || a == 0 || a >= 0.1)
        return 2;
    return std::min(6, 2 - int(std::floor(std::log10(a))));
}

} // namespace aip::tco
