#include "tco/breakevenband.h"

#include <algorithm>
#include <functional>

namespace aip::tco {

QList<BreakEvenBand> breakEvenBands(const TcoInputs &in, double swing)
{
    const TcoResult base = computeTco(in);
    QList<BreakEvenBand> bands;
    for (const CloudCost &c : base.cloud) {
        BreakEvenBand b;
        b.swing = swing;
        b.base = c.breakEvenMonth;
        b.earliest = c.breakEvenMonth;
        b.latest = c.breakEvenMonth;
        b.openEnded = !c.breakEvenMonth;
        bands.append(b);
    }
    const std::function<void(TcoInputs &, double)> variants[] = {
        [](TcoInputs &v, double f) {
            for (CloudInputs &c : v.cloud) {
                c.rate.listRate *= f;
                c.rate.effectiveRate *= f;
                c.onDemandRate *= f;
            }
        },
        [](TcoInputs &v, double f) { v.settings.utilization = std::clamp(v.settings.utilization * f, 0.0, 1.0); },
        [](TcoInputs &v, double f) { v.settings.electricityPerKwh *= f; },
    };
    for (const auto &apply : variants) {
        for (double f : {1.0 - swing, 1.0 + swing}) {
            TcoInputs v = in;
            apply(v, f);
            const TcoResult r = computeTco(v);
            for (qsizetype i = 0; i < r.cloud.size() && i < bands.size(); ++i) {
                BreakEvenBand &b = bands[i];
                const std::optional<int> m = r.cloud.at(i).breakEvenMonth;
                if (!m) {
                    b.openEnded = true;
                    continue;
                }
                b.earliest = b.earliest ? std::min(*b.earliest, *m) : *m;
                b.latest = b.latest ? std::max(*b.latest, *m) : *m;
            }
        }
    }
    return bands;
}

} // namespace aip::tco
