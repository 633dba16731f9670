#include "tco/cloudcost.h"

#include "tco/ownedcost.h"
#include "tco/tcodefaults.h"

#include <algorithm>
#include <cmath>

namespace aip::tco {

std::optional<int> breakEvenMonth(const QList<double> &owned, const QList<double> &cloud)
{
    const qsizetype n = std::min(owned.size(), cloud.size());
    for (qsizetype i = 0; i < n; ++i) {
        if (owned.at(i) <= cloud.at(i))
            return int(i + 1);
    }
    return std::nullopt;
}

double deliveredWork(double samplesPerS, double hours, double utilization, double goodput)
{
    if (!(samplesPerS > 0) || !(hours > 0))
        return 0.0;
    return samplesPerS * hours * 3600.0 * std::clamp(utilization, 0.0, 1.0) * std::clamp(goodput, 0.0, 1.0);
}

int commitmentMonths(const QString &pricing)
{
    if (pricing == QLatin1String("reserved_1y"))
        return 12;
    if (pricing == QLatin1String("reserved_3y"))
        return 36;
    return 0;
}

namespace {

// Compute cost of each month (not cumulative) of the same-work view; fills the hours of `c`.
QList<double> sameWorkMonths(CloudCost &c, const TcoSettings &s, int months, double work)
{
    const CloudInputs &in = c.in;
    const double horizonHours = kHoursPerMonth * months;
    const double goodput = in.goodput > 0 ? std::min(in.goodput, 1.0) : 1.0;
    c.sizing = QLatin1String(kSizingSameWork);
    c.throughputPerInstance = in.throughput->samplesPerS / in.instances * goodput; // useful samples/s
    c.workHours = work / (c.throughputPerInstance * 3600.0);
    QList<double> perMonth(months, 0.0);
    const int term = commitmentMonths(in.pricing);
    if (term == 0) {
        if (in.pricing == QLatin1String("spot"))
            c.interruptionHours = c.workHours * in.spotOverheadPct.value_or(s.spotInterruptionPct) / 100.0;
        c.onDemandHours = c.workHours + c.interruptionHours;
        perMonth.fill(c.onDemandHours * in.rate.listRate / months);
    } else {
        const int terms = (months + term - 1) / term;
        const double billedHoursPerInstance = double(terms) * term * kHoursPerMonth;
        const bool remainderPriced = in.onDemandRate > 0;
        auto cost = [&](int k) {
            return k * billedHoursPerInstance * in.rate.listRate
                + std::max(0.0, c.workHours - k * horizonHours) * in.onDemandRate;
        };
        const double whole = c.workHours / horizonHours;
        const int below = int(std::floor(whole));
        const int above = int(std::ceil(whole));
        // Without an on-demand rate the remainder cannot be priced: commit enough whole instances.
        const int k = remainderPriced && cost(below) <= cost(above) ? below : above;
        c.committedInstances = k;
        c.committedHours = k * horizonHours;
        c.committedCost = k * billedHoursPerInstance * in.rate.listRate;
        c.onDemandHours = std::max(0.0, c.workHours - c.committedHours);
        perMonth.fill(k * in.rate.listRate * kHoursPerMonth + c.onDemandHours * in.onDemandRate / months);
        // A term that runs past the horizon is owed all the same.
        perMonth.last() += k * in.rate.listRate * (billedHoursPerInstance - horizonHours);
    }
    c.instanceHours = c.committedHours + c.onDemandHours;
    c.idleHours = in.instances * horizonHours - c.instanceHours;
    c.deliveredGpuHours = c.workHours * in.gpusPerInstance * goodput;
    return perMonth;
}

// Cumulative totals and present value of monthly amounts.
double accumulate(const QList<double> &perMonth, double rate, QList<double> &cumulative)
{
    double npv = 0, sum = 0;
    cumulative.clear();
    cumulative.reserve(perMonth.size());
    for (qsizetype m = 0; m < perMonth.size(); ++m) {
        sum += perMonth.at(m);
        cumulative.append(sum);
        npv += presentValue(perMonth.at(m), int(m + 1), rate);
    }
    return npv;
}

} // namespace

CloudCost computeCloud(const CloudInputs &in, const TcoSettings &s, const QList<double> &ownedMonthly, double work)
{
    CloudCost c;
    c.in = in;
    const int months = std::max(1, s.months());
    const double rate = s.discountRatePct.value_or(0.0);
    const double extras = in.storagePerMonth + in.egressPerMonth;

    c.alwaysOnPerMonth = in.instances * in.rate.listRate * kHoursPerMonth + extras;
    accumulate(QList<double>(months, c.alwaysOnPerMonth), 0.0, c.alwaysOnMonthly);
    c.alwaysOnTotal = c.alwaysOnMonthly.constLast();
    c.alwaysOnBreakEvenMonth = breakEvenMonth(ownedMonthly, c.alwaysOnMonthly);

    QList<double> perMonth;
    if (work > 0 && in.instances > 0 && in.throughput && in.throughput->samplesPerS > 0) {
        perMonth = sameWorkMonths(c, s, months, work);
    } else {
        perMonth = QList<double>(months, in.instances * in.rate.listRate * kHoursPerMonth);
        c.instanceHours = double(in.instances) * kHoursPerMonth * months;
        c.onDemandHours = c.instanceHours;
        c.deliveredGpuHours = c.instanceHours * in.gpusPerInstance * in.goodput;
    }
    for (double &m : perMonth)
        m += extras;
    c.npv = accumulate(perMonth, rate, c.monthly);
    c.total = c.monthly.constLast();
    c.perMonth = c.total / months;
    c.computePerMonth = c.perMonth - extras;
    c.breakEvenMonth = breakEvenMonth(ownedMonthly, c.monthly);
    c.costPerGpuHour = c.deliveredGpuHours > 0 ? c.total / c.deliveredGpuHours : 0.0;
    return c;
}

} // namespace aip::tco
