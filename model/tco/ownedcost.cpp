#include "tco/ownedcost.h"

#include "tco/tcodefaults.h"

#include <algorithm>
#include <cmath>

namespace aip::tco {

double averagePowerW(double nominalW, double utilization, double idleFraction)
{
    const double u = std::clamp(utilization, 0.0, 1.0);
    const double idle = std::clamp(idleFraction, 0.0, 1.0);
    return nominalW * (idle + (1.0 - idle) * u);
}

double energyKwhPerYear(double averageW, double pue)
{
    return averageW / 1000.0 * kHoursPerYear * pue;
}

double presentValue(double amount, int month, double annualRatePct)
{
    if (annualRatePct <= 0)
        return amount;
    // The monthly rate that compounds to the annual one.
    const double monthlyRate = std::pow(1.0 + annualRatePct / 100.0, 1.0 / 12.0) - 1.0;
    return amount / std::pow(1.0 + monthlyRate, month);
}

OwnedCost computeOwned(const OwnedInputs &in, const TcoSettings &s)
{
    OwnedCost o;
    const int months = std::max(1, s.months());
    const int years = std::max(1, s.years);
    o.hardwareCapex = in.hardwareCapex;
    o.networkCapex = in.explicitFabric ? 0.0 : in.serverCapex * s.networkPct / 100.0;
    o.overheadCapex = (o.hardwareCapex + o.networkCapex) * s.capexOverheadPct / 100.0;
    o.capex = o.hardwareCapex + o.networkCapex + o.overheadCapex;
    o.residualValue = o.capex * s.residualPct / 100.0;
    o.depreciationPerYear = (o.capex - o.residualValue) / years;

    o.nominalPowerW = in.nominalPowerW;
    o.opticsPowerW = in.opticsPowerW;
    o.racks = in.racks;
    o.averagePowerW = averagePowerW(in.nominalPowerW, s.utilization, s.idlePowerFraction);
    o.energyKwhPerYear = energyKwhPerYear(o.averagePowerW, s.pue);
    o.energyCostPerYear = s.colocationIncludesPower ? 0.0 : o.energyKwhPerYear * s.electricityPerKwh;
    o.colocationPerYear = in.nominalPowerW / 1000.0 * s.colocationPerKwMonth * 12.0;
    o.rackSpacePerYear = in.racks * s.rackPerMonth * 12.0;
    o.operationsPerYear = s.opsFtes ? *s.opsFtes * s.fteCostPerYear : in.servers * s.opsPerServerYear;
    o.maintenancePerYear = o.capex * s.maintenancePctPerYear / 100.0;
    o.opexPerYear
        = o.energyCostPerYear + o.colocationPerYear + o.rackSpacePerYear + o.operationsPerYear + o.maintenancePerYear;

    const double opexPerMonth = o.opexPerYear / 12.0;
    const double rate = s.discountRatePct.value_or(0.0);
    double cumulative = o.capex;
    o.npv = o.capex; // paid up front, not discounted
    o.monthly.reserve(months);
    for (int m = 1; m <= months; ++m) {
        cumulative += opexPerMonth;
        o.npv += presentValue(opexPerMonth, m, rate);
        if (m == months) {
            cumulative -= o.residualValue;
            o.npv -= presentValue(o.residualValue, m, rate);
        }
        o.monthly.append(cumulative);
    }
    o.total = o.monthly.constLast();
    o.deliveredGpuHours = in.gpus * kHoursPerMonth * months * std::clamp(s.utilization, 0.0, 1.0);
    o.costPerGpuHour = o.deliveredGpuHours > 0 ? o.total / o.deliveredGpuHours : 0.0;
    return o;
}

} // namespace aip::tco
