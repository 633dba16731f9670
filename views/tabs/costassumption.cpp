#include "tabs/costassumption.h"

#include "plan/planfields.h"

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
    if (key == QLatin1String("colocation_includes_power")) {
        if (v != 0 && v != 1)
            return fail(error, tr("Enter 1 (yes) or 0 (no)"));
        c.colocationIncludesPower = v == 1;
        return true;
    }
    // Every other figure's range is the plan file's (model/plan/planfields.h): what is accepted here is read back.
    if (const planfields::NumericField *field = planfields::numericField(QStringLiteral("costs.") + key)) {
        if (!planfields::accepts(*field, v))
            return fail(error, tr("Must be %1").arg(planfields::rangeText(*field)));
        std::optional<double> *member = nullptr;
        if (key == QLatin1String("years")) {
            c.years = int(v);
            return true;
        }
        const std::pair<const char *, std::optional<double> Costs::*> members[] = {
            {"electricity_per_kwh", &Costs::electricityPerKwh},
            {"pue", &Costs::pue},
            {"utilization", &Costs::utilization},
            {"idle_power_fraction", &Costs::idlePowerFraction},
            {"colocation_per_kw_month", &Costs::colocationPerKwMonth},
            {"ops_per_server_year", &Costs::opsPerServerYear},
            {"ops_ftes", &Costs::opsFtes},
            {"fte_cost_per_year", &Costs::fteCostPerYear},
            {"maintenance_pct_per_year", &Costs::maintenancePctPerYear},
            {"residual_pct", &Costs::residualPct},
            {"discount_rate_pct", &Costs::discountRatePct},
            {"network_pct", &Costs::networkPct},
            {"capex_overhead_pct", &Costs::capexOverheadPct},
            {"spot_interruption_pct", &Costs::spotInterruptionPct},
        };
        for (const auto &[name, m] : members) {
            if (key == QLatin1String(name))
                member = &(c.*m);
        }
        if (member) {
            *member = v;
            return true;
        }
    }
    if (key == QLatin1String("price_age_limit_months")) {
        if (v < 1 || v > 120 || std::floor(v) != v)
            return fail(error, tr("Must be a whole number of months from 1 to 120"));
        c.extra.insert(key, int(v)); // costs.price_age_limit_months (rules/pricerules.h)
        return true;
    }
    return fail(error, tr("%1 cannot be edited here").arg(key));
}

} // namespace aip
