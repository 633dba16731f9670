#pragma once
// The cost of owning the cluster, month by month (DESIGN.md "TCO model", data/tco_defaults.md "Formulas"):
//   capex        = (hardware from the quote after discount + network share) x (1 + overhead)
//   depreciation = (capex - residual) / years, straight line
//   average W    = nominal W x (idle + (1 - idle) x utilization)
//   energy kWh/y = average kW x 8760 h x PUE;  energy cost = kWh x price (0 when colocation includes power)
//   colocation/y = nominal (contracted) kW x rate per kW-month x 12
//   rack space/y = racks x rate per rack-month x 12 (0 by default: wholesale colocation prices space into the kW)
//   operations/y = servers x rate per server-year, or FTEs x cost per FTE
//   maintenance/y= capex x maintenance %
// Cash view: the capex is paid in month 1, the running costs every month, the residual value comes back at the
// end of the horizon.

#include "tco/tcosettings.h"

#include <QList>

namespace aip::tco {

struct OwnedInputs {
    double hardwareCapex = 0;    // the quote's total after discount (servers and, when priced, the fabric)
    double serverCapex = 0;      // the servers' share, after discount: the base of the network share
    bool explicitFabric = false; // the quote priced the fabric; no network share is added then
    double nominalPowerW = 0;    // nameplate IT power: nodes, switches and the node-side optics
    double opticsPowerW = 0;     // the node-side transceivers' share of nominalPowerW (quote/opticspower.h)
    int racks = 0;               // the one rack packing (facility/rackpacking.h)
    int servers = 0;
    qint64 gpus = 0; // nodes x GPUs per node: 64 bits (plantco.cpp refuses more than kMaxOwnedGpus)
};

struct OwnedCost {
    double hardwareCapex = 0;
    double networkCapex = 0; // the share added when the fabric is not priced explicitly
    double overheadCapex = 0;
    double capex = 0;
    double residualValue = 0;
    double depreciationPerYear = 0;
    double nominalPowerW = 0;
    double opticsPowerW = 0;
    int racks = 0;
    double averagePowerW = 0;
    double energyKwhPerYear = 0;
    double energyCostPerYear = 0;
    double colocationPerYear = 0;
    double rackSpacePerYear = 0;
    double operationsPerYear = 0;
    double maintenancePerYear = 0;
    double opexPerYear = 0;       // energy + colocation + rack space + operations + maintenance
    QList<double> monthly;        // cumulative cash cost at the end of each month
    double total = 0;             // the last month's cumulative cost
    double npv = 0;               // present value of the same cash flows (= total without a discount rate)
    double deliveredGpuHours = 0; // GPUs x hours x utilization over the horizon
    double costPerGpuHour = 0;    // total / delivered GPU-hours
};

// Average power of `nominalW` at `utilization` above an idle floor of `idleFraction` x nominal.
double averagePowerW(double nominalW, double utilization, double idleFraction);
// kWh a year of `averageW` running all year in a facility of `pue`.
double energyKwhPerYear(double averageW, double pue);
// Present value of `amount` paid at the end of month `month` at an annual discount rate (percent).
double presentValue(double amount, int month, double annualRatePct);

OwnedCost computeOwned(const OwnedInputs &in, const TcoSettings &s);

} // namespace aip::tco
