#include "tco/tcomodel.h"

#include "tco/tcodefaults.h"

#include <algorithm>

namespace aip::tco {

double costPerMillionTokens(double total, double tokensPerS, double seconds)
{
    const double tokens = tokensPerS * seconds;
    return tokens > 0 ? total / tokens * 1e6 : 0.0;
}

double efficiencyIndex(double samplesPerS, double dollarsPerHour)
{
    return dollarsPerHour > 0 ? samplesPerS / dollarsPerHour : 0.0;
}

namespace {

// Unit costs of `total` over `hours` of the horizon, `deliveredShare` of which do useful work at `t`.
UnitCosts unitCosts(double total, double hours, double deliveredShare, const std::optional<Throughput> &t)
{
    UnitCosts u;
    u.dollarsPerHour = hours > 0 ? total / hours : 0.0;
    if (!t || !(t->samplesPerS > 0))
        return u;
    const double seconds = hours * 3600.0 * deliveredShare;
    if (t->tokensPerS > 0)
        u.costPerMillionTokens = costPerMillionTokens(total, t->tokensPerS, seconds);
    if (seconds > 0)
        u.costPerThousandSamples = total / (t->samplesPerS * seconds) * 1e3;
    u.efficiencyIndex = efficiencyIndex(t->samplesPerS * deliveredShare, u.dollarsPerHour);
    return u;
}

QList<YearCosts> yearlyBreakdown(const TcoSettings &s, const OwnedCost &o, const QList<CloudCost> &cloud)
{
    QList<YearCosts> years;
    const int n = std::max(1, s.years);
    for (int y = 1; y <= n; ++y) {
        YearCosts yc;
        yc.year = y;
        yc.capex = y == 1 ? o.capex : 0.0;
        yc.depreciation = o.depreciationPerYear;
        yc.energy = o.energyCostPerYear;
        yc.colocation = o.colocationPerYear;
        yc.operations = o.operationsPerYear;
        yc.maintenance = o.maintenancePerYear;
        yc.residual = y == n ? o.residualValue : 0.0;
        yc.ownedCash = yc.capex + o.opexPerYear - yc.residual;
        yc.ownedAmortized = yc.depreciation + o.opexPerYear;
        for (const CloudCost &c : cloud)
            yc.cloud.append(c.perMonth * 12.0);
        years.append(yc);
    }
    return years;
}

} // namespace

TcoResult computeTco(const TcoInputs &in)
{
    TcoResult r;
    r.settings = in.settings;
    r.ownedThroughput = in.ownedThroughput;
    r.owned = computeOwned(in.owned, in.settings);
    const double hours = kHoursPerMonth * std::max(1, in.settings.months());
    r.ownedUnits = unitCosts(r.owned.total, hours, std::clamp(in.settings.utilization, 0.0, 1.0), in.ownedThroughput);
    for (const CloudInputs &ci : in.cloud) {
        const CloudCost c = computeCloud(ci, in.settings, r.owned.monthly);
        r.cloud.append(c);
        r.cloudUnits.append(unitCosts(c.total, hours, ci.goodput, ci.throughput));
    }
    r.years = yearlyBreakdown(in.settings, r.owned, r.cloud);
    return r;
}

} // namespace aip::tco
