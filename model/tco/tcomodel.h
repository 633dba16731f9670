#pragma once
// The whole TCO comparison, pure: owned cost, each cloud option's cost, break-even, and the unit costs the seeds
// and finance ask for. Everything comes in as numbers (capex from the quote, power, throughputs from the
// performance model), so each formula is testable by hand; tcoplan.h builds the inputs from a plan.
//
// Both sides deliver the same work W = owned samples/s x horizon hours x 3600 x utilization x goodput
// (cloudcost.h), so the unit costs of every option divide by the same W:
//   cost per delivered GPU-hour = total / (GPUs x hours doing the work)     (ai-infrastructure.net)
//   cost per 1M tokens          = total / (W x tokens per sample) x 1e6       (NVIDIA TCO FAQ)
//   cost per 1k samples         = total / W x 1e3
//   cost-efficiency index       = (W / horizon seconds) / (total / horizon hours): samples/s per $ per hour,
//                                 all-in incl. depreciation (the seeds' 性价比指数: 1200 samples/s at $32/h -> 37.5)

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
    std::optional<Throughput> ownedThroughput; // its goodput, when set, enters W
    QList<CloudInputs> cloud;                  // in the plan's order
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
    double ownedGoodput = 1.0;     // the performance model's, else 1
    bool goodputFromModel = false; // whether the performance model gave it
    double deliveredWork = 0;      // W, samples over the horizon; 0 without a throughput
    QList<CloudCost> cloud;
    QList<UnitCosts> cloudUnits;
    QList<YearCosts> years;

    int horizonMonths() const { return settings.months(); }
};

// Cost per million tokens of `total` over `seconds` of delivered work at `tokensPerS`.
double costPerMillionTokens(double total, double tokensPerS, double seconds);
// Samples per second per dollar-hour: the seeds' cost-efficiency index.
double efficiencyIndex(double samplesPerS, double dollarsPerHour);
// Unit costs of `total` for delivering `work` samples over `hours` (tokensPerSample 0 for models without tokens).
UnitCosts unitCostsOfWork(double total, double hours, double work, double tokensPerSample);

TcoResult computeTco(const TcoInputs &in);

} // namespace aip::tco
