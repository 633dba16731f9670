#pragma once
// The break-even month with its uncertainty (issue 15): the month again when the cloud price, the owned
// cluster's utilization and the electricity price each move alone by -swing and +swing (the sensitivity tab's
// ranges, 20 % by default). Utilization moves the delivered work W, and with it every same-work cloud option,
// as well as the owned energy. The band is the earliest and latest of those months; a variant that never breaks
// even within the horizon makes the band open-ended.

#include "tco/tcomodel.h"

#include <QList>

#include <optional>

namespace aip::tco {

inline constexpr double kDefaultBandSwing = 0.2;

struct BreakEvenBand {
    std::optional<int> base;     // the break-even month of the inputs as they are
    std::optional<int> earliest; // the earliest month among base and variants (none: no variant breaks even)
    std::optional<int> latest;   // the latest month among those that break even
    bool openEnded = false;      // some variant does not break even within the horizon
    double swing = kDefaultBandSwing;
};

// One band per cloud option of `in`, in its order.
QList<BreakEvenBand> breakEvenBands(const TcoInputs &in, double swing = kDefaultBandSwing);

} // namespace aip::tco
