#include "tabs/costassumption.h"

#include <QCoreApplication>

#include <cmath>

namespace aip {

namespace {
QString tr(const char *text)
{
    // lupdate files tr() of a free function under its namespace: ask for the same context.
    return QCoreApplication::translate("aip", text);
}

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}
} // namespace

bool setCostAssumption(Costs &c, const QString &key, double v, QString *error)
{
    if (!std::isfinite(v))
        return fail(error, tr("Enter a number"));
    auto nonNegative = [&](std::optional<double> &member) {
        if (v < 0)
            return fail(error, tr("Must not be negative"));
        member = v;
        return true;
    };
    auto percent = [&](std::optional<double> &member) {
        if (v < 0 || v > 100)
            return fail(error, tr("Must be a percentage from 0 to 100"));
        member = v;
        return true;
    };
    auto fraction = [&](std::optional<double> &member, bool allowZero) {
        if (v > 1 || v < 0 || (!allowZero && v == 0))
            return fail(error, tr("Must be a fraction from 0 to 1 (0.85 = 85 %)"));
        member = v;
        return true;
    };
    if (key == QLatin1String("years")) {
        if (v < 1 || v > 30 || std::floor(v) != v)
            return fail(error, tr("Must be a whole number of years from 1 to 30"));
        c.years = int(v);
        return true;
    }
    if (key == QLatin1String("pue")) {
        if (v < 1 || v > 5)
            return fail(error, tr("PUE must be from 1.0 to 5.0"));
        c.pue = v;
        return true;
    }
    if (key == QLatin1String("colocation_includes_power")) {
        if (v != 0 && v != 1)
            return fail(error, tr("Enter 1 (yes) or 0 (no)"));
        c.colocationIncludesPower = v == 1;
        return true;
    }
    if (key == QLatin1String("utilization"))
        return fraction(c.utilization, false);
    if (key == QLatin1String("idle_power_fraction"))
        return fraction(c.idlePowerFraction, true);
    if (key == QLatin1String("electricity_per_kwh"))
        return nonNegative(c.electricityPerKwh);
    if (key == QLatin1String("colocation_per_kw_month"))
        return nonNegative(c.colocationPerKwMonth);
    if (key == QLatin1String("ops_per_server_year"))
        return nonNegative(c.opsPerServerYear);
    if (key == QLatin1String("ops_ftes"))
        return nonNegative(c.opsFtes);
    if (key == QLatin1String("fte_cost_per_year"))
        return nonNegative(c.fteCostPerYear);
    if (key == QLatin1String("residual_pct"))
        return percent(c.residualPct);
    if (key == QLatin1String("maintenance_pct_per_year"))
        return percent(c.maintenancePctPerYear);
    if (key == QLatin1String("network_pct"))
        return percent(c.networkPct);
    if (key == QLatin1String("capex_overhead_pct"))
        return nonNegative(c.capexOverheadPct);
    if (key == QLatin1String("discount_rate_pct"))
        return percent(c.discountRatePct);
    if (key == QLatin1String("spot_interruption_pct"))
        return nonNegative(c.spotInterruptionPct);
    if (key == QLatin1String("price_age_limit_months")) {
        if (v < 1 || v > 120 || std::floor(v) != v)
            return fail(error, tr("Must be a whole number of months from 1 to 120"));
        c.extra.insert(key, int(v)); // costs.price_age_limit_months (rules/pricerules.h)
        return true;
    }
    return fail(error, tr("%1 cannot be edited here").arg(key));
}

} // namespace aip
