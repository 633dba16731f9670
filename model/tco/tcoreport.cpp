#include "tco/tcoreport.h"

#include <QJsonArray>
#include <QStringList>

namespace aip::tco {

namespace {

QJsonValue optional(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonArray array(const QList<double> &values)
{
    QJsonArray a;
    for (double v : values)
        a.append(v);
    return a;
}

void putUnits(QJsonObject &o, const UnitCosts &u, const std::optional<Throughput> &t)
{
    o.insert(QStringLiteral("dollars_per_hour"), u.dollarsPerHour);
    o.insert(QStringLiteral("cost_per_million_tokens"), optional(u.costPerMillionTokens));
    o.insert(QStringLiteral("cost_per_thousand_samples"), optional(u.costPerThousandSamples));
    o.insert(QStringLiteral("efficiency_index"), optional(u.efficiencyIndex));
    o.insert(QStringLiteral("samples_per_s"), optional(t ? std::optional<double>(t->samplesPerS) : std::nullopt));
    o.insert(QStringLiteral("tokens_per_s"),
             optional(t && t->tokensPerS > 0 ? std::optional<double>(t->tokensPerS) : std::nullopt));
}

QJsonObject ownedJson(const TcoResult &r)
{
    const OwnedCost &o = r.owned;
    QJsonObject j{{QStringLiteral("capex"), o.capex},
                  {QStringLiteral("hardware_capex"), o.hardwareCapex},
                  {QStringLiteral("network_capex"), o.networkCapex},
                  {QStringLiteral("overhead_capex"), o.overheadCapex},
                  {QStringLiteral("residual_value"), o.residualValue},
                  {QStringLiteral("depreciation_per_year"), o.depreciationPerYear},
                  {QStringLiteral("nominal_power_w"), o.nominalPowerW},
                  {QStringLiteral("optics_power_w"), o.opticsPowerW},
                  {QStringLiteral("racks"), o.racks},
                  {QStringLiteral("rack_space_per_year"), o.rackSpacePerYear},
                  {QStringLiteral("pue"), r.settings.pue},
                  {QStringLiteral("average_power_w"), o.averagePowerW},
                  {QStringLiteral("energy_kwh_per_year"), o.energyKwhPerYear},
                  {QStringLiteral("energy_cost_per_year"), o.energyCostPerYear},
                  {QStringLiteral("colocation_per_year"), o.colocationPerYear},
                  {QStringLiteral("operations_per_year"), o.operationsPerYear},
                  {QStringLiteral("maintenance_per_year"), o.maintenancePerYear},
                  {QStringLiteral("opex_per_year"), o.opexPerYear},
                  {QStringLiteral("monthly"), array(o.monthly)},
                  {QStringLiteral("total"), o.total},
                  {QStringLiteral("npv"), o.npv},
                  {QStringLiteral("delivered_gpu_hours"), o.deliveredGpuHours},
                  {QStringLiteral("cost_per_gpu_hour"), o.costPerGpuHour},
                  {QStringLiteral("delivered_work"), r.deliveredWork},
                  {QStringLiteral("utilization"), r.settings.utilization},
                  {QStringLiteral("goodput"), r.ownedGoodput},
                  {QStringLiteral("goodput_from_model"), r.goodputFromModel}};
    putUnits(j, r.ownedUnits, r.ownedThroughput);
    return j;
}

QString sizedBy(const CloudInputs &in)
{
    if (in.sizing.byThroughput)
        return QStringLiteral("throughput");
    return in.sizingNote.isEmpty() ? QStringLiteral("plan") : QStringLiteral("gpu_count");
}

QJsonValue month(const std::optional<int> &m)
{
    return m ? QJsonValue(*m) : QJsonValue(QJsonValue::Null);
}

QJsonObject bandJson(const BreakEvenBand &b)
{
    return QJsonObject{{QStringLiteral("earliest"), month(b.earliest)},
                       {QStringLiteral("latest"), month(b.latest)},
                       {QStringLiteral("open_ended"), b.openEnded},
                       {QStringLiteral("swing_pct"), b.swing * 100},
                       {QStringLiteral("varied"),
                        QJsonArray{QStringLiteral("cloud_price"), QStringLiteral("utilization"),
                                   QStringLiteral("electricity_per_kwh")}}};
}

QJsonObject cloudJson(const CloudCost &c, const UnitCosts &u)
{
    const CloudInputs &in = c.in;
    QJsonObject j{{QStringLiteral("sku"), in.sku},
                  {QStringLiteral("pricing"), in.pricing},
                  {QStringLiteral("instances"), in.instances},
                  {QStringLiteral("gpus_per_instance"), in.gpusPerInstance},
                  {QStringLiteral("hourly_rate"), in.rate.listRate},
                  {QStringLiteral("effective_hourly_rate"), in.rate.effectiveRate},
                  {QStringLiteral("rate_source"), in.rate.source},
                  {QStringLiteral("rate_estimated"), in.rate.estimated},
                  {QStringLiteral("sized_by"), sizedBy(in)},
                  {QStringLiteral("goodput"), in.goodput},
                  {QStringLiteral("storage_per_month"), in.storagePerMonth},
                  {QStringLiteral("egress_per_month"), in.egressPerMonth},
                  {QStringLiteral("compute_per_month"), c.computePerMonth},
                  {QStringLiteral("per_month"), c.perMonth},
                  {QStringLiteral("monthly"), array(c.monthly)},
                  {QStringLiteral("total"), c.total},
                  {QStringLiteral("npv"), c.npv},
                  {QStringLiteral("break_even_month"),
                   c.breakEvenMonth ? QJsonValue(*c.breakEvenMonth) : QJsonValue(QJsonValue::Null)},
                  {QStringLiteral("delivered_gpu_hours"), c.deliveredGpuHours},
                  {QStringLiteral("cost_per_gpu_hour"), c.costPerGpuHour}};
    if (!in.sizingNote.isEmpty())
        j.insert(QStringLiteral("sizing_note"), in.sizingNote);
    // The same-work method (DESIGN.md "TCO model") and the always-on view beside it.
    j.insert(QStringLiteral("sizing"), c.sizing);
    j.insert(QStringLiteral("throughput_per_instance"),
             c.throughputPerInstance > 0 ? QJsonValue(c.throughputPerInstance) : QJsonValue(QJsonValue::Null));
    j.insert(QStringLiteral("work_hours"), c.workHours);
    j.insert(QStringLiteral("instance_hours"), c.instanceHours);
    j.insert(QStringLiteral("on_demand_hours"), c.onDemandHours);
    j.insert(QStringLiteral("interruption_hours"), c.interruptionHours);
    if (in.pricing == QLatin1String("spot"))
        j.insert(QStringLiteral("interruption_overhead_pct"),
                 c.workHours > 0 ? QJsonValue(100.0 * c.interruptionHours / c.workHours)
                                 : QJsonValue(QJsonValue::Null));
    j.insert(QStringLiteral("committed_instances"), c.committedInstances);
    j.insert(QStringLiteral("committed_hours"), c.committedHours);
    j.insert(QStringLiteral("committed_cost"), c.committedCost);
    j.insert(QStringLiteral("on_demand_rate"), in.onDemandRate);
    j.insert(QStringLiteral("idle_hours"), c.idleHours);
    j.insert(QStringLiteral("price_date"),
             in.priceDate.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(in.priceDate));
    j.insert(QStringLiteral("price_source"), in.priceSource);
    j.insert(QStringLiteral("always_on_per_month"), c.alwaysOnPerMonth);
    j.insert(QStringLiteral("always_on_monthly"), array(c.alwaysOnMonthly));
    j.insert(QStringLiteral("always_on_total"), c.alwaysOnTotal);
    j.insert(QStringLiteral("always_on_break_even_month"),
             c.alwaysOnBreakEvenMonth ? QJsonValue(*c.alwaysOnBreakEvenMonth) : QJsonValue(QJsonValue::Null));
    putUnits(j, u, in.throughput);
    return j;
}

QJsonArray breakdownJson(const TcoResult &r)
{
    QJsonArray years;
    for (const YearCosts &y : r.years) {
        years.append(QJsonObject{{QStringLiteral("year"), y.year},
                                 {QStringLiteral("capex"), y.capex},
                                 {QStringLiteral("depreciation"), y.depreciation},
                                 {QStringLiteral("energy"), y.energy},
                                 {QStringLiteral("colocation"), y.colocation},
                                 {QStringLiteral("operations"), y.operations},
                                 {QStringLiteral("maintenance"), y.maintenance},
                                 {QStringLiteral("residual"), y.residual},
                                 {QStringLiteral("owned_cash"), y.ownedCash},
                                 {QStringLiteral("owned_amortized"), y.ownedAmortized},
                                 {QStringLiteral("cloud"), array(y.cloud)}});
    }
    return years;
}

} // namespace

QJsonObject toJson(const PricedQuote &q)
{
    QJsonArray lines;
    for (const QuoteLine &l : q.lines) {
        lines.append(QJsonObject{{QStringLiteral("sku"), l.sku},
                                 {QStringLiteral("description"), l.description},
                                 {QStringLiteral("server"), l.serverId},
                                 {QStringLiteral("qty"), l.qty},
                                 {QStringLiteral("unit_price"), l.unitPrice},
                                 {QStringLiteral("discount_pct"), l.discountPct},
                                 {QStringLiteral("extended"), l.extended},
                                 {QStringLiteral("estimated"), l.estimated}});
    }
    return QJsonObject{{QStringLiteral("currency"), q.currency},
                       {QStringLiteral("lines"), lines},
                       {QStringLiteral("subtotal"), q.subtotal},
                       {QStringLiteral("discount_pct"), q.discountPct},
                       {QStringLiteral("discount"), q.discount},
                       {QStringLiteral("after_discount"), q.afterDiscount},
                       {QStringLiteral("tax_pct"), q.taxPct},
                       {QStringLiteral("tax"), q.tax},
                       {QStringLiteral("total"), q.total},
                       {QStringLiteral("fabric_switches"), q.fabric.switches},
                       {QStringLiteral("fabric_links"), q.fabric.links}};
}

QJsonObject toJson(const PlanTco &tco)
{
    const TcoResult &r = tco.result;
    QJsonArray cloud;
    for (qsizetype i = 0; i < r.cloud.size(); ++i) {
        QJsonObject o = cloudJson(r.cloud.at(i), r.cloudUnits.at(i));
        if (i < tco.bands.size())
            o.insert(QStringLiteral("break_even_band"), bandJson(tco.bands.at(i)));
        cloud.append(o);
    }
    QJsonArray assumptions;
    for (const Assumption &a : tco.assumptions) {
        assumptions.append(QJsonObject{{QStringLiteral("key"), a.key},
                                       {QStringLiteral("label"), a.label},
                                       {QStringLiteral("value"), a.value},
                                       {QStringLiteral("unit"), a.unit},
                                       {QStringLiteral("source"), a.source},
                                       {QStringLiteral("from_plan"), a.fromPlan}});
    }
    return QJsonObject{{QStringLiteral("currency"), tco.currency},
                       {QStringLiteral("horizon_months"), r.horizonMonths()},
                       {QStringLiteral("delivered_work"), r.deliveredWork},
                       {QStringLiteral("owned"), ownedJson(r)},
                       {QStringLiteral("cloud"), cloud},
                       {QStringLiteral("cost_per_gpu_hour"), r.owned.costPerGpuHour},
                       {QStringLiteral("cost_per_million_tokens"), optional(r.ownedUnits.costPerMillionTokens)},
                       {QStringLiteral("cost_per_thousand_samples"), optional(r.ownedUnits.costPerThousandSamples)},
                       {QStringLiteral("breakdown"), breakdownJson(r)},
                       {QStringLiteral("quote"), toJson(tco.quote)},
                       {QStringLiteral("assumptions"), assumptions},
                       {QStringLiteral("notes"), QJsonArray::fromStringList(tco.notes)}};
}

QString optionLabel(const CloudCost &cloud)
{
    return QStringLiteral("%1 %2").arg(cloud.in.sku, cloud.in.pricing);
}

QString toCsv(const PlanTco &tco)
{
    const TcoResult &r = tco.result;
    QStringList header{QStringLiteral("month"), QStringLiteral("owned")};
    for (const CloudCost &c : r.cloud)
        header.append(optionLabel(c)); // the option as sized (same_work, or always_on when no work is known)
    for (const CloudCost &c : r.cloud)
        header.append(optionLabel(c) + QLatin1String(" always_on")); // the second view: same capacity, 24/7
    // Labels hold no commas or quotes (SKUs are kebab-case, pricing modes are fixed words).
    QString csv = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (int m = 0; m < r.owned.monthly.size(); ++m) {
        QStringList row{QString::number(m + 1), QString::number(r.owned.monthly.at(m), 'f', 2)};
        for (const CloudCost &c : r.cloud)
            row.append(m < c.monthly.size() ? QString::number(c.monthly.at(m), 'f', 2) : QString());
        for (const CloudCost &c : r.cloud)
            row.append(m < c.alwaysOnMonthly.size() ? QString::number(c.alwaysOnMonthly.at(m), 'f', 2) : QString());
        csv += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return csv;
}

} // namespace aip::tco
