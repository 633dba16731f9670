#pragma once
// Findings about the prices the plan's TCO uses (issue 15): a cloud instance price older than the limit at the
// plan's date is a warning, since cloud prices move (AWS cut P4 and P5 on-demand prices by up to 45 % in June
// 2025) and an old price can turn buy-or-rent around. A price without a date is a note. A pricing mode the
// catalog lacks (no 1-year rate) is not a finding: the TCO estimates it from on-demand and says so.
//
// checkPrices() is one self-contained rule set with the signature of the other plan rules: checkPlan()
// (compatibilityrules.cpp) appends its findings today, and the unified findings function (helper "onetruth",
// issue 15) can call it as it is.

#include "hardware/partcatalog.h"
#include "plan/plan.h"
#include "rules/finding.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace aip {

// Default age limit of a cloud price at the plan's date, in months (issue 15: "older than 12 months").
inline constexpr int kDefaultPriceAgeLimitMonths = 12;

// The limit: the plan's `costs.price_age_limit_months` when set (a whole number of months >= 1), else the default.
int priceAgeLimitMonths(const Plan &plan);
// The plan's date: its quote date when set, else today.
QDate planDate(const Plan &plan);
// A catalog price date: "2025-06-15", "2025-06" (the 1st of the month) or "2025" (1 January); nullopt otherwise.
std::optional<QDate> parsePriceDate(const QString &text);
// Whole months from `from` to `to` (negative when `to` is earlier).
int monthsBetween(const QDate &from, const QDate &to);

// The price findings of the plan's cloud options, at `date` with `limitMonths`.
QList<Finding> checkPrices(const Plan &plan, const PartCatalog &catalog, const QDate &date, int limitMonths);
// The same at the plan's own date and limit.
QList<Finding> checkPrices(const Plan &plan, const PartCatalog &catalog);

} // namespace aip
