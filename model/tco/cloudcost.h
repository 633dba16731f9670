#pragma once
// The cost of renting the same work in the cloud, month by month (data/tco_defaults.md "Cloud"):
//   compute/month = instances x effective $/h x 730 h
//   + storage and egress per month as the plan enters them (no sourced defaults exist)
// Cumulative from month 1, no up-front payment (commitments billed monthly). Break-even is the first month
// whose cumulative owned cost is no more than the cloud's.

#include "tco/cloudrate.h"
#include "tco/cloudsizing.h"
#include "tco/tcosettings.h"
#include "tco/throughput.h"

#include <QList>
#include <QString>

#include <optional>

namespace aip::tco {

struct CloudInputs {
    QString sku;
    QString pricing = QStringLiteral("on_demand");
    int instances = 0;
    int gpusPerInstance = 0;
    CloudRate rate;
    double storagePerMonth = 0;
    double egressPerMonth = 0;
    double goodput = 1.0;
    CloudSizing sizing;                   // how `instances` was found
    QString sizingNote;                   // why it fell back to the GPU count, when it did
    std::optional<Throughput> throughput; // the cloud cluster's, when the performance model evaluated it
};

struct CloudCost {
    CloudInputs in;
    double computePerMonth = 0;
    double perMonth = 0;   // compute + storage + egress
    QList<double> monthly; // cumulative at the end of each month
    double total = 0;
    double npv = 0;
    std::optional<int> breakEvenMonth; // first month owned <= cloud (1-based), none within the horizon
    double deliveredGpuHours = 0;      // instances x GPUs x hours x goodput
    double costPerGpuHour = 0;
};

CloudCost computeCloud(const CloudInputs &in, const TcoSettings &s, const QList<double> &ownedMonthly);
// First month (1-based) at which owned[m] <= cloud[m]; nullopt when never within the shorter list.
std::optional<int> breakEvenMonth(const QList<double> &owned, const QList<double> &cloud);

} // namespace aip::tco
