#pragma once
// The three-year roadmap (issue 18): when the plan's cluster stops meeting the work as it grows (growth.h), and what
// three ways of keeping up cost month by month over 36 months:
//   buy_more        the plan's cluster now; when the work outgrows it, more of its nodes, enough for the year ahead,
//                   at the price of that month (the price-decline assumption of growth.h);
//   burst_to_cloud  the plan's cluster now and nothing more; the work it cannot do goes to the plan's cloud option,
//                   priced per sample as the TCO prices that option on the same work (tco/cloudcost.h);
//   buy_bigger_now  a cluster sized now for the work of the last month, at today's prices.
// The work: the plan's run (the target's tokens, else the workload's) must finish within the target's deadline
// (target.days), or, without one, once a year in the hours the cluster is in service (365 days x utilization).
// The cluster's load at month m is days_now x growth(m) / that period; above 1 the cluster falls behind. Node
// counts for a load come from the performance model (more nodes do not scale linearly; the global batch grows with
// the cluster), searched as the TCO sizes
// cloud instances (tco/cloudsizing.h). Each path pays the owned cluster's running costs (model/tco) every month.

#include "hardware/partcatalog.h"
#include "plan/plan.h"
#include "sizing/growth.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace aip::sizing {

inline constexpr int kRoadmapMonths = 36;
// The most nodes a purchase may reach: beyond it the roadmap buys this many and says the work is not met.
inline constexpr int kMaxRoadmapNodes = 16384;

struct RoadmapPurchase {
    int month = 0;   // 0 = now (the plan's cluster), else the month (1..36) it is paid in
    QString item;    // a system SKU, or a cloud instance type
    QString pricing; // cloud: the pricing mode
    double quantity = 0;
    QString unit; // "nodes" or "instance_hours"
    double cost = 0;
    int lastMonth = 0; // purchasesByYear(): the last month a summed entry covers
};

struct RoadmapPath {
    QString name;                    // "buy_more", "burst_to_cloud", "buy_bigger_now"
    QList<double> monthlyCumulative; // cost at the end of months 1..36
    double total = 0;
    QList<RoadmapPurchase> purchases;
    int nodesAtEnd = 0; // owned nodes in month 36
};

struct Roadmap {
    GrowthProfile growth;
    QString system;                  // the plan's server (chassis SKU)
    int nodes = 0;                   // the plan's cluster
    double daysNow = 0;              // the run on it today, wall clock with goodput
    double periodDays = 0;           // the time each run must fit in
    bool fromTarget = false;         // periodDays is the target's deadline (else a year in service)
    QList<double> load;              // months 0..36: the work over what the plan's cluster does (above 1: behind)
    std::optional<int> runsOutMonth; // 0: already now; else the first month (1..36) whose work it cannot do
    QString cloudSku, cloudPricing;  // the burst path's cloud option
    QList<RoadmapPath> paths;
    QString currency;
    QStringList notes;

    // The quarter (1..12) the cluster runs out in; 0 = now.
    std::optional<int> runsOutQuarter() const
    {
        return runsOutMonth ? std::optional<int>((*runsOutMonth + 2) / 3) : std::nullopt;
    }
};

// The purchases as tables show them: owned nodes as they are bought, cloud hours summed per year (months 1-12,
// 13-24, 25-36), each entry from its first month to its last.
QList<RoadmapPurchase> purchasesByYear(const RoadmapPath &path);

// nullopt with *error (for users) when the plan has no cluster with GPUs, no work to grow, or the performance model
// cannot run the work on its cluster.
std::optional<Roadmap> buildRoadmap(const Plan &plan, const PartCatalog &catalog, QString *error);

// `aiplanner-cli roadmap --json` (DESIGN.md "Contract additions (2026-12)"): {"runs_out_month", "paths": [{"name",
// "monthly_cumulative", "total", "purchases"}]}, with "runs_out_quarter", "load", "days_now", "period_days",
// "system", "nodes", "growth", "currency", "notes" added.
QJsonObject toJson(const Roadmap &r);

} // namespace aip::sizing
