#pragma once
// What the size sweep answers (issue 18; the JSON of `aiplanner-cli size --json`, DESIGN.md "Contract additions
// (2026-12)"): candidates that could do the target's work, each with its best strategy, time, costs, power and
// racks, whether it meets the target and what binds it; the cheapest and the fastest that meet it; the Pareto front
// of time against cost.

#include "perf/perfresult.h"
#include "sizing/sizingtarget.h"
#include "sizing/systemoption.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace aip::sizing {

// What limits a candidate: the constraint closest to (or furthest past) its limit. Stable tokens (JSON, tests).
enum class Binding { Deadline, Budget, Power, Racks, Memory };
QString bindingName(Binding b);  // "deadline", "budget", "power", "racks", "memory"
QString bindingLabel(Binding b); // the same in the interface language

struct SizingCandidate {
    int option = -1;             // index into SizingResult::options
    QString where;               // "owned" | "cloud"
    QString system;              // the system, build or instance type
    QString pricing;             // cloud: on_demand, reserved_1y, reserved_3y, spot
    int nodes = 0;               // servers, or cloud instances
    int gpus = 0;                // nodes x GPUs per node
    perf::PerfResult perf;       // the best strategy on them and what it does
    double days = 0;             // wall clock to train the target's work, goodput included (0 when nothing fits)
    double capex = 0;            // owned: the quote after discount, with the network; cloud: 0
    double tco = 0;              // cost over the TCO horizon of doing the target's work (see sizing.h)
    double runCost = 0;          // one run of the target's work: its share of the owned TCO, or the cloud's bill for it
    double powerKw = 0;          // owned: nominal IT power of the nodes and switches
    int racks = 0;               // owned: racks the nodes fill
    bool priceEstimated = false; // a price in it is a reference estimate rather than a seller's
    bool meetsTarget = false;
    Binding binding = Binding::Deadline;
    QString currency;

    bool hasTime() const { return days > 0; }
    // The cost the sweep ranks by: the TCO (capex when no TCO could be computed).
    double cost() const { return tco > 0 ? tco : capex; }
};

struct SizingResult {
    SizingTarget target;
    QList<SystemOption> options;       // what was considered; a candidate's `option` indexes it
    QList<SizingCandidate> candidates; // the ones that meet the target first, each group cheapest first
    std::optional<int> cheapest;       // indices into candidates
    std::optional<int> fastest;
    QList<int> pareto; // non-dominated in (days, cost), fastest first
    QString currency;
    int horizonMonths = 36; // the TCO horizon the costs cover
    QStringList notes;
    int considered = 0;  // options whose node counts were weighed (a cluster could be built of them)
    int pruned = 0;      // options that cannot meet the deadline even at peak FLOPs on the most nodes
    int evaluations = 0; // performance-model evaluations (full searches and fixed-shape ones)
    bool cancelled = false;
};

} // namespace aip::sizing
