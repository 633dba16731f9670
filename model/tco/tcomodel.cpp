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

UnitCosts unitCostsOfWork(double total, double hours, double work, double tokensPerSample)
{
    UnitCosts u;
    u.dollarsPerHour = hours > 0 ? total / hours : 0.0;
    if (!(work > 0) || !(hours > 0))
        return u;
    if (tokensPerSample > 0)
        u.costPerMillionTokens = total / (work * tokensPerSample) * 1e6;
    u.costPerThousandSamples = total / work * 1e3;
    u.efficiencyIndex = efficiencyIndex(work / (hours * 3600.0), u.dollarsPerHour);
    return u;
}

namespace {

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
        for (const CloudCost &c : cloud) {
            const qsizetype last = std::min<qsizetype>(c.monthly.size(), qsizetype(y) * 12) - 1;
            const qsizetype before = qsizetype(y - 1) * 12 - 1;
            const double end = last >= 0 ? c.monthly.at(last) : 0.0;
            const double start = before >= 0 && before < c.monthly.size() ? c.monthly.at(before) : 0.0;
            yc.cloud.append(end - start);
        }
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
    double tokensPerSample = 0;
    if (const auto &t = in.ownedThroughput) {
        r.goodputFromModel = t->goodput.has_value();
        r.ownedGoodput = std::clamp(t->goodput.value_or(1.0), 0.0, 1.0);
        r.deliveredWork = deliveredWork(t->samplesPerS, hours, in.settings.utilization, r.ownedGoodput);
        tokensPerSample = t->samplesPerS > 0 ? t->tokensPerS / t->samplesPerS : 0.0;
    }
    r.ownedUnits = unitCostsOfWork(r.owned.total, hours, r.deliveredWork, tokensPerSample);
    for (const CloudInputs &ci : in.cloud) {
        const CloudCost c = computeCloud(ci, in.settings, r.owned.monthly, r.deliveredWork);
        r.cloud.append(c);
        // An option costed always on (no W for it) delivers its own throughput at its goodput all the time.
        double work = r.deliveredWork;
        if (!c.sameWork())
            work = ci.throughput ? deliveredWork(ci.throughput->samplesPerS, hours, 1.0, ci.goodput) : 0.0;
        r.cloudUnits.append(unitCostsOfWork(c.total, hours, work, tokensPerSample));
    }
    r.years = yearlyBreakdown(in.settings, r.owned, r.cloud);
    return r;
}

} // namespace aip::tco
