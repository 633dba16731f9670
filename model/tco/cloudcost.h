#pragma once
// The cost of renting the owned cluster's work in the cloud, month by month (DESIGN.md "TCO model", same work).
//
// Over the horizon of H hours the owned cluster delivers W = throughput x H x 3600 x utilization x goodput
// samples (tcomodel.h). Each cloud option is costed for delivering the same W, on `instances` instances in
// parallel (default: the smallest count whose throughput reaches the owned cluster's, so a job takes no longer
// than on the owned cluster), with t = the cloud cluster's throughput / instances and g its goodput (the plan's,
// else the performance model's for those instances):
//   work hours          = W / (t x g x 3600)                      the instance-hours the work needs
//   on-demand           = work hours x on-demand rate              billed only for the hours used
//   spot                = work hours x (1 + interruption %) x spot rate   restarts from the last checkpoint
//   1- and 3-year terms = k whole instances x every hour of ceil(months / term) terms x committed rate
//                         + max(0, work hours - k x H) x on-demand rate, k = floor or ceil(work hours / H),
//                         whichever costs less (on-demand fills the remainder)
//   + storage and egress per month as the plan enters them (no sourced defaults exist), on every view
// The second view, "same capacity, always on" (what a standing rented cluster costs):
//   always on           = instances x list rate x 730 h x months + storage + egress
// On-demand and spot differ between the views by exactly the idle instance-hours (instances x H - work hours
// [x overhead]) at the rate. Without W (no workload, or the performance model cannot evaluate the cloud
// instance) the option is sized "always_on" only, and the result says so.
//
// Hours used are billed evenly over the months (the owned cluster's work is spread over the horizon); a
// commitment that runs past the horizon is owed in full in the last month. Break-even is the first month whose
// cumulative owned cost is no more than the cloud's.

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
    double onDemandRate = 0; // $/h of the same instance on demand: what fills a commitment's remainder
    QString priceDate;       // when the catalog's price was seen (ISO date or year-month); empty when unknown
    QString priceSource;     // where the price comes from (the catalog part's source)
    double storagePerMonth = 0;
    double egressPerMonth = 0;
    double goodput = 1.0;
    CloudSizing sizing;                   // how `instances` was found
    QString sizingNote;                   // why it fell back to the GPU count, when it did
    std::optional<Throughput> throughput; // the cloud cluster's at `instances`, when the performance model evaluated it
    // Spot: this option's interruption overhead (spotoverhead.h), when derived; unset = the settings' flat estimate.
    std::optional<double> spotOverheadPct;
};

// How an option was sized: on the owned cluster's delivered work, or (when no W is known) as a standing cluster.
inline constexpr const char *kSizingSameWork = "same_work";
inline constexpr const char *kSizingAlwaysOn = "always_on";

struct CloudCost {
    CloudInputs in;
    QString sizing = QLatin1String(kSizingAlwaysOn);
    double throughputPerInstance = 0; // useful samples/s of one instance when `instances` run together (x goodput)
    double workHours = 0;             // instance-hours the delivered work needs at goodput
    double interruptionHours = 0;     // spot: the extra hours restarts from checkpoints cost
    int committedInstances = 0;       // 1- and 3-year terms: whole instances billed for every hour of the terms
    double committedHours = 0;        // their hours within the horizon
    double committedCost = 0;         // every hour of the terms, also past the horizon
    double onDemandHours = 0;         // hours at the on-demand (or spot) rate
    double instanceHours = 0;         // all hours billed within the horizon: committed + on-demand (or spot)
    double idleHours = 0;             // always-on hours the work does not need: instances x H - instanceHours
    double computePerMonth = 0;       // average compute per month
    double perMonth = 0;              // compute + storage + egress, average per month
    QList<double> monthly;            // cumulative at the end of each month
    double total = 0;
    double npv = 0;
    std::optional<int> breakEvenMonth; // first month owned <= cloud (1-based), none within the horizon
    double deliveredGpuHours = 0;      // GPU-hours that do the work: work hours x GPUs per instance x goodput
    double costPerGpuHour = 0;
    // The second view, "same capacity, always on": `instances` billed every hour of the horizon.
    double alwaysOnPerMonth = 0;
    QList<double> alwaysOnMonthly;
    double alwaysOnTotal = 0;
    std::optional<int> alwaysOnBreakEvenMonth;

    bool sameWork() const { return sizing == QLatin1String(kSizingSameWork); }
};

// Samples the owned cluster delivers over `hours` at `samplesPerS`, `utilization` and `goodput`.
double deliveredWork(double samplesPerS, double hours, double utilization, double goodput);
// The months of one commitment term for a pricing mode: 12, 36, or 0 (not a commitment).
int commitmentMonths(const QString &pricing);

// `work`: W in samples, 0 when unknown (the option is then costed always on only).
CloudCost computeCloud(const CloudInputs &in, const TcoSettings &s, const QList<double> &ownedMonthly, double work = 0);
// First month (1-based) at which owned[m] <= cloud[m]; nullopt when never within the shorter list.
std::optional<int> breakEvenMonth(const QList<double> &owned, const QList<double> &cloud);

} // namespace aip::tco
