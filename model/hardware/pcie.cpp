#include "hardware/pcie.h"

#include <algorithm>

namespace aip::pcie {

double laneGigaTransfers(int gen)
{
    static constexpr double kRates[] = {2.5, 5, 8, 16, 32, 64};
    return kRates[std::clamp(gen, 1, 6) - 1];
}

double encodingShare(int gen)
{
    if (gen <= 2)
        return 8.0 / 10;
    if (gen <= 5)
        return 128.0 / 130;
    return 242.0 / 256;
}

double rawBytesPerS(int gen, int lanes)
{
    return laneGigaTransfers(gen) * 1e9 / 8 * lanes;
}

double usableBytesPerS(int gen, int lanes)
{
    return rawBytesPerS(gen, lanes) * encodingShare(gen);
}

} // namespace aip::pcie
