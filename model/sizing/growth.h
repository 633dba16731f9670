#pragma once
// The roadmap's growth profile (issue 18): the plan's `growth` with the defaults below. Training compute grows with
// the model and the tokens together (C ~ 6 N D: Kaplan et al. 2020, "Scaling Laws for Neural Language Models",
// Sec. 2.1), and with the number of projects run at once; each factor compounds monthly, so a factor of 2 a year
// is x1.19 after a quarter.

#include "plan/plan.h"

#include <cmath>

namespace aip::sizing {

// Without a growth profile the work stays as it is: a roadmap that invents growth would invent its answer.
inline constexpr double kDefaultModelFactorPerYear = 1.0;
inline constexpr double kDefaultTokensFactorPerYear = 1.0;
inline constexpr double kDefaultProjectsPerYear = 1.0;
// Hardware of the same capacity costs this much less each year: the FLOP/s per dollar of GPUs used for ML doubles
// every 2.07 years (Hobbhahn & Besiroglu, Epoch AI 2022, "Trends in GPU price-performance", Table 1), so a year's
// wait buys the same FLOP/s for 2^(-1/2.07) = 71.5% of the price.
inline const double kDefaultPriceDeclinePerYear = 1.0 - std::pow(2.0, -1.0 / 2.07);

struct GrowthProfile {
    double modelFactorPerYear = kDefaultModelFactorPerYear;
    double tokensFactorPerYear = kDefaultTokensFactorPerYear;
    double projectsPerYear = kDefaultProjectsPerYear;
    double priceDeclinePerYear = kDefaultPriceDeclinePerYear;

    // The work at month `month` (0 = now) as a multiple of today's: model x tokens x projects, compounded monthly.
    double workFactor(double month) const
    {
        return std::pow(modelFactorPerYear * tokensFactorPerYear * projectsPerYear, month / 12.0);
    }
    // The price of the same hardware bought at month `month`, as a share of today's.
    double priceFactor(double month) const { return std::pow(1.0 - priceDeclinePerYear, month / 12.0); }
};

inline GrowthProfile growthProfile(const std::optional<Growth> &g)
{
    GrowthProfile p;
    if (!g)
        return p;
    p.modelFactorPerYear = g->modelFactorPerYear.value_or(p.modelFactorPerYear);
    p.tokensFactorPerYear = g->tokensFactorPerYear.value_or(p.tokensFactorPerYear);
    p.projectsPerYear = g->projectsPerYear.value_or(p.projectsPerYear);
    p.priceDeclinePerYear = g->priceDeclinePerYear.value_or(p.priceDeclinePerYear);
    return p;
}

} // namespace aip::sizing
