#pragma once
// The question `aiplanner-cli size` answers (issue 18): the plan's `target` (DESIGN.md "Contract additions
// (2026-12)") with the command line's overrides laid over it and every default applied. The work is in the
// workload's own unit: tokens for transformers, samples for other networks.

#include "plan/plan.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace aip::sizing {

// The command line's --tokens, --days, --budget, --max-kw, --owned / --cloud: each replaces the plan's value.
struct TargetOverrides {
    std::optional<double> tokens;
    std::optional<double> days;
    std::optional<double> budget;
    std::optional<double> maxKw;
    std::optional<Where> where;
};

struct SizingTarget {
    double tokens = 0;  // transformers: tokens to train (0 for other networks)
    double samples = 0; // samples to train: tokens / sequence length, or the network's samples
    double days = 0;    // the deadline, wall clock
    std::optional<double> budget;
    BudgetKind budgetKind = BudgetKind::Capex;
    std::optional<double> maxKw;
    std::optional<int> maxRacks;
    Where where = Where::Either;
    QStringList vendors; // lower case; empty = any

    double deadlineS() const { return days * 86400.0; }
    bool allowsOwned() const { return where != Where::Cloud; }
    bool allowsCloud() const { return where != Where::Owned; }
    // Whether `vendor` (a chassis vendor or a cloud provider) is among the preferred ones.
    bool prefers(const QString &vendor) const;
};

// Without a deadline in the plan or the overrides, the size sweep answers for a month: the question
// ("within 30 days") and the horizon of a typical pre-training run's reservation.
inline constexpr double kDefaultTargetDays = 30;

// nullopt with *error (for users, naming the plan member) when the plan has no workload, its model is unknown, or
// there is no work to size for.
std::optional<SizingTarget> resolveTarget(const Plan &plan, const TargetOverrides &overrides, QString *error);

// The plan's workload set to train exactly the target's work, with the parallel strategy left to the search (the
// strategy of the plan's own cluster means nothing on other hardware; the sharding implementation, a software
// choice, stays).
Workload sizingWorkload(const Workload &workload, const SizingTarget &target);

} // namespace aip::sizing
