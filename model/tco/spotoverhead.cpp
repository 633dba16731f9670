#include "tco/spotoverhead.h"

#include "tco/tcodefaults.h"

#include <algorithm>
#include <cmath>

namespace aip::tco {

SpotOverhead spotOverhead(int instances, double checkpointWriteS, std::optional<double> checkpointEveryMin,
                          double interruptionsPerInstanceMonth)
{
    SpotOverhead o;
    const double perHour = std::max(1, instances) * interruptionsPerInstanceMonth / kHoursPerMonth;
    if (!(perHour > 0))
        return o;
    o.mtbfH = 1.0 / perHour;
    const double mtbfS = o.mtbfH * 3600.0;
    const double write = std::max(0.0, checkpointWriteS);
    o.intervalS
        = checkpointEveryMin && *checkpointEveryMin > 0 ? *checkpointEveryMin * 60.0 : std::sqrt(2.0 * write * mtbfS);
    o.restartS = kSpotRelaunchS + write;
    o.pct = 100.0 * (o.restartS + o.intervalS / 2.0) / mtbfS;
    return o;
}

} // namespace aip::tco
