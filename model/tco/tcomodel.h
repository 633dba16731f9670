#pragma once
// The whole TCO comparison, pure: owned cost, each cloud option's cost, break-even, and the unit costs the seeds
// and finance ask for. Everything comes in as numbers (capex from the quote, power, throughputs from the
// performance model), so each formula is testable by hand; tcoplan.h builds the inputs from a plan.
//
//   cost per delivered GPU-hour = total / (GPUs x hours x utilization)       (ai-infrastructure.net)
//   cost per 1M tokens          = total / (tokens/s x delivered seconds) x 1e6 (NVIDIA TCO FAQ)
//   cost per 1k samples         = total / (samples/s x delivered seconds) x 1e3
//   cost-efficiency index       = samples/s / ($ per hour, all-in incl. depreciation) (the seeds' 性价比指数:
//                                 1200 samples/s at $32/h -> 37.5)

#include "tco/cloudcost.h"
#include "tco/ownedcost.h"
#include "tco/tcosettings.h"
#include "tco/throughput.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace aip::tco {

struct TcoInputs {
    TcoSettings settings;
    OwnedInputs owned;
    std::optional<Throughput> ownedThroughput;
    QList<CloudInputs> cloud; // in the plan's order
};

// Unit costs of one option over the horizon.
struct UnitCosts {
    double dollarsPerHour = 0;                  // total / hours of the horizon
    std::optional<double> costPerMillionTokens; // transformers
    std::optional<double> costPerThousandSamples;
    std::optional<double> efficiencyIndex; // samples/s per $/h
};

struct YearCosts {
    int year = 0;
    // Owned, cash: capex in year 1, residual value back in the last year.
    double capex = 0, depreciation = 0, energy = 0, colocation = 0, operations = 0, maintenance = 0, residual = 0;
    double ownedCash = 0;      // capex + running costs - residual
    double ownedAmortized = 0; // depreciation + running costs
    QList<double> cloud;       // each option's cost this year, in plan order
};

struct TcoResult {
    TcoSettings settings;
    OwnedCost owned;
    UnitCosts ownedUnits;
    std::optional<Throughput> ownedThroughput;
    QList<CloudCost> cloud;
    QList<UnitCosts> cloudUnits;
    QList<YearCosts> years;

    int horizonMonths() const { return settings.months(); }
};

// Cost per million tokens of `total` over `seconds` of delivered work at `tokensPerS`.
double costPerMillionTokens(double total, double tokensPerS, double seconds);
// Samples per second per dollar-hour: the seeds' cost-efficiency index.
double efficiencyIndex(double samplesPerS, double dollarsPerHour);

TcoResult computeTco(const TcoInputs &in);

} // namespace aip::tco
