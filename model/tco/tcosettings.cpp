#include "tco/tcosettings.h"

#include "rules/pricerules.h"
#include "tco/tcodefaults.h"

#include <QCoreApplication>
#include <QJsonValue>

namespace aip::tco {

TcoSettings resolveSettings(const Costs &c, double usdRate)
{
    TcoSettings s;
    s.years = c.years.value_or(kDefaultYears);
    s.electricityPerKwh = c.electricityPerKwh.value_or(kDefaultElectricityPerKwh * usdRate);
    s.pue = c.pue.value_or(kDefaultPue);
    s.utilization = c.utilization.value_or(kDefaultUtilization);
    s.idlePowerFraction = c.idlePowerFraction.value_or(kDefaultIdlePowerFraction);
    s.colocationPerKwMonth = c.colocationPerKwMonth.value_or(kDefaultColocationPerKwMonth * usdRate);
    s.colocationIncludesPower = c.colocationIncludesPower.value_or(kDefaultColocationIncludesPower);
    s.opsPerServerYear = c.opsPerServerYear.value_or(kDefaultOpsPerServerYear * usdRate);
    s.opsFtes = c.opsFtes;
    s.fteCostPerYear = c.fteCostPerYear.value_or(kDefaultFteCostPerYear * usdRate);
    s.maintenancePctPerYear = c.maintenancePctPerYear.value_or(kDefaultMaintenancePctPerYear);
    s.residualPct = c.residualPct.value_or(kDefaultResidualPct);
    s.discountRatePct = c.discountRatePct;
    s.networkPct = c.networkPct.value_or(kDefaultNetworkPct);
    s.capexOverheadPct = c.capexOverheadPct.value_or(kDefaultCapexOverheadPct);
    s.spotInterruptionPct = c.spotInterruptionPct.value_or(kDefaultSpotInterruptionPct);
    const QJsonValue rack = c.extra.value(QStringLiteral("rack_per_month"));
    s.rackPerMonth = rack.isDouble() && rack.toDouble() >= 0 ? rack.toDouble() : kDefaultRackPerMonth * usdRate;
    return s;
}

namespace {

class AssumptionList
{
public:
    explicit AssumptionList(QList<Assumption> &out)
        : m_out(out)
    { }
    void add(const char *key, const QString &label, double value, const QString &unit, bool fromPlan,
             const QString &source)
    {
        m_out.append({QLatin1String(key), label, value, unit,
                      fromPlan ? QCoreApplication::translate("Tco", "plan") : source, fromPlan});
    }

private:
    QList<Assumption> &m_out;
};

} // namespace

QList<Assumption> describeSettings(const Costs &c, const TcoSettings &s, const QString &currency)
{
    QList<Assumption> out;
    AssumptionList a(out);
    const QString money = currency;
    const QString pct = QStringLiteral("%");
    a.add("years", QCoreApplication::translate("Tco", "Horizon and straight-line depreciation life"), s.years,
          QCoreApplication::translate("Tco", "years"), c.years.has_value(),
          QCoreApplication::translate("Tco",
                                      "3 years straight-line, a common baseline; hyperscalers use 5-6 (Microsoft, "
                                      "Alphabet, Amazon annual reports on Form 10-K, 2023-2025)"));
    a.add("residual_pct", QCoreApplication::translate("Tco", "Residual value at the end"), s.residualPct, pct,
          c.residualPct.has_value(),
          QCoreApplication::translate("Tco",
                                      "estimate: no resale value assumed (conservative; enter the value you expect)"));
    a.add("electricity_per_kwh", QCoreApplication::translate("Tco", "Electricity price"), s.electricityPerKwh,
          money + QStringLiteral("/kWh"), c.electricityPerKwh.has_value(),
          QCoreApplication::translate(
              "Tco",
              "USD 0.10/kWh: between the US average retail prices to industrial (about 8 cents) and "
              "commercial (about 13 cents) customers (U.S. EIA, Electric Power Monthly, "
              "Table 5.6, 2024)"));
    a.add("pue", QCoreApplication::translate("Tco", "Power usage effectiveness (PUE)"), s.pue, QString(),
          c.pue.has_value(),
          QCoreApplication::translate("Tco",
                                      "1.4: estimate between hyperscale (about 1.2) and the industry average of 1.56 "
                                      "(Uptime Institute, Global Data Center Survey 2024)"));
    a.add("utilization", QCoreApplication::translate("Tco", "Average utilization of the owned cluster"), s.utilization,
          QString(), c.utilization.has_value(),
          QCoreApplication::translate("Tco",
                                      "0.85: estimate of the share of hours a well-run training cluster has a job "
                                      "running (Meta reports more than 90 % effective training time for Llama 3: "
                                      "Dubey et al., The Llama 3 Herd of Models, 2024, section 3.3.4)"));
    a.add("idle_power_fraction", QCoreApplication::translate("Tco", "Idle power, share of nominal"),
          s.idlePowerFraction, QString(), c.idlePowerFraction.has_value(),
          QCoreApplication::translate("Tco",
                                      "estimate, no published figure found: idle GPUs draw little, but CPUs, memory, "
                                      "fans, NICs and switches keep running"));
    a.add("colocation_per_kw_month", QCoreApplication::translate("Tco", "Colocation per contracted kW and month"),
          s.colocationPerKwMonth, money + QCoreApplication::translate("Tco", "/kW/month"),
          c.colocationPerKwMonth.has_value(),
          QCoreApplication::translate("Tco", "USD 184.06, CBRE North America Data Center Trends H2 2024"));
    a.add("colocation_includes_power", QCoreApplication::translate("Tco", "Colocation rate includes power (1 = yes)"),
          s.colocationIncludesPower ? 1 : 0, QString(), c.colocationIncludesPower.has_value(),
          QCoreApplication::translate(
              "Tco", "estimate: power metered separately (set 1 when the colocation rate includes power)"));
    a.add("rack_per_month", QCoreApplication::translate("Tco", "Rack space per rack and month"), s.rackPerMonth,
          money + QCoreApplication::translate("Tco", "/rack/month"),
          c.extra.value(QStringLiteral("rack_per_month")).isDouble(),
          QCoreApplication::translate("Tco",
                                      "0: wholesale colocation is quoted per kW with the space included (CBRE); "
                                      "enter a retail cabinet rate in the plan's costs"));
    if (s.opsFtes) {
        a.add("ops_ftes", QCoreApplication::translate("Tco", "Operations staff"), *s.opsFtes,
              QCoreApplication::translate("Tco", "FTE"), true, QString());
        a.add("fte_cost_per_year", QCoreApplication::translate("Tco", "Cost per operations FTE and year"),
              s.fteCostPerYear, money, c.fteCostPerYear.has_value(),
              QCoreApplication::translate("Tco",
                                          "USD 250,000: estimate of a fully loaded US infrastructure engineer (salary "
                                          "plus about 30 % benefits and overhead)"));
    } else {
        a.add("ops_per_server_year", QCoreApplication::translate("Tco", "Operations per server and year"),
              s.opsPerServerYear, money, c.opsPerServerYear.has_value(),
              QCoreApplication::translate("Tco", "USD 2,500 (Lambda: USD 10,000/yr per 4 servers)"));
    }
    a.add("maintenance_pct_per_year",
          QCoreApplication::translate("Tco", "Support and maintenance per year, share of capex"),
          s.maintenancePctPerYear, pct, c.maintenancePctPerYear.has_value(),
          QCoreApplication::translate("Tco", "0: no sourced default; enter the support contract's rate"));
    a.add("network_pct", QCoreApplication::translate("Tco", "Network share of server capex (no explicit fabric)"),
          s.networkPct, pct, c.networkPct.has_value(),
          QCoreApplication::translate(
              "Tco", "estimate: 10-15% of server capex for switches, optics and cabling when no fabric is priced"));
    a.add("capex_overhead_pct", QCoreApplication::translate("Tco", "Capex overhead (integration, shipping)"),
          s.capexOverheadPct, pct, c.capexOverheadPct.has_value(),
          QCoreApplication::translate(
              "Tco", "0: the quote is the price paid (add integration and shipping if they are extra)"));
    if (s.discountRatePct)
        a.add("discount_rate_pct", QCoreApplication::translate("Tco", "Discount rate for NPV"), *s.discountRatePct, pct,
              true, QString());
    a.add("spot_interruption_pct", QCoreApplication::translate("Tco", "Spot interruption overhead (extra hours)"),
          s.spotInterruptionPct, pct, c.spotInterruptionPct.has_value(),
          QCoreApplication::translate(
              "Tco",
              "estimate, used when the performance model gives no checkpoint time; otherwise each spot option's "
              "is (restart + half a checkpoint interval) x its instances x 20 % interruptions per instance and "
              "month (AWS Spot Instance Advisor's top bucket) / 730 h"));
    const QJsonValue limit = c.extra.value(QStringLiteral("price_age_limit_months"));
    a.add("price_age_limit_months", QCoreApplication::translate("Tco", "Warn when a cloud price is older than"),
          limit.isDouble() && limit.toDouble() >= 1 ? int(limit.toDouble()) : kDefaultPriceAgeLimitMonths,
          QCoreApplication::translate("Tco", "months"), limit.isDouble(),
          QCoreApplication::translate("Tco",
                                      "12 months: cloud list prices change within a year (AWS cut P4 and P5 "
                                      "on-demand prices by up to 45%, June 2025)"));
    // Model constants: not in the plan, shown so every figure of the comparison can be traced.
    a.add("hours_per_month", QCoreApplication::translate("Tco", "Cloud billing hours per month"), kHoursPerMonth,
          QCoreApplication::translate("Tco", "h"), false,
          QCoreApplication::translate("Tco", "8760 h / 12, the providers' billing month"));
    a.add("reserved_1y_discount", QCoreApplication::translate("Tco", "1-year commitment discount when not in catalog"),
          kReserved1yDiscount * 100, pct, false,
          QCoreApplication::translate("Tco", "p5.48xlarge USD 98.32 -> 57.63 (NextPlatform 2023-07-27)"));
    a.add("reserved_3y_discount", QCoreApplication::translate("Tco", "3-year commitment discount when not in catalog"),
          kReserved3yDiscount * 100, pct, false,
          QCoreApplication::translate("Tco", "p5.48xlarge USD 98.32 -> 43.16 (NextPlatform 2023-07-27)"));
    a.add("spot_discount", QCoreApplication::translate("Tco", "Spot discount when not in catalog"), kSpotDiscount * 100,
          pct, false, QCoreApplication::translate("Tco", "AWS p4d spot USD 9.83 vs 32.77 on-demand (2023)"));
    a.add("goodput", QCoreApplication::translate("Tco", "Cloud goodput (useful share of paid hours)"), kDefaultGoodput,
          QString(), false,
          QCoreApplication::translate("Tco",
                                      "the performance model's for the instances (checkpoints and failures, as for the "
                                      "owned cluster) unless a cloud option sets it; 1 without one"));
    return out;
}

} // namespace aip::tco
