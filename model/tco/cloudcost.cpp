#include "tco/cloudcost.h"

#include "tco/ownedcost.h"
#include "tco/tcodefaults.h"

#include <algorithm>

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

CloudCost computeCloud(const CloudInputs &in, const TcoSettings &s, const QList<double> &ownedMonthly)
{
    CloudCost c;
    c.in = in;
    const int months = std::max(1, s.months());
    c.computePerMonth = in.instances * in.rate.effectiveRate * kHoursPerMonth;
    c.perMonth = c.computePerMonth + in.storagePerMonth + in.egressPerMonth;
    const double rate = s.discountRatePct.value_or(0.0);
    c.monthly.reserve(months);
    for (int m = 1; m <= months; ++m) {
        c.monthly.append(c.perMonth * m);
        c.npv += presentValue(c.perMonth, m, rate);
    }
    c.total = c.monthly.constLast();
    c.breakEvenMonth = breakEvenMonth(ownedMonthly, c.monthly);
    c.deliveredGpuHours = double(in.instances) * in.gpusPerInstance * kHoursPerMonth * months * in.goodput;
    c.costPerGpuHour = c.deliveredGpuHours > 0 ? c.total / c.deliveredGpuHours : 0.0;
    return c;
}

} // namespace aip::tco
