#include "analysis/sensitivityanalysis.h"

#include "tco/plantco.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <functional>

namespace aip {

namespace {
QString tr(const char *text)
{
    // lupdate files tr() of a free function under its namespace: ask for the same context.
    return QCoreApplication::translate("aip", text);
}

// A variant of the inputs: the plan and, for hardware prices, a catalog with scaled prices.
struct Variant {
    Plan plan;
    const PartCatalog *catalog;
};

PartCatalog scaledHardwarePrices(const PartCatalog &catalog, double factor)
{
    PartCatalog out;
    for (Part p : catalog.parts()) {
        if (p.category != PartCategory::Cloud)
            p.price *= factor;
        out.add(p);
    }
    return out;
}
} // namespace

double SensitivityBar::spread() const
{
    return std::abs(highDelta - lowDelta);
}

SensitivityResult computeSensitivity(const Plan &plan, const PartCatalog &catalog, tco::ThroughputSource *source,
                                     int cloudIndex, double swing)
{
    SensitivityResult out;
    out.cloudIndex = cloudIndex;
    out.swing = swing;
    if (cloudIndex < 0 || cloudIndex >= plan.cloud.size()) {
        out.error = tr("The plan has no cloud option to compare with: add one in the TCO tab's plan settings");
        return out;
    }
    const tco::PlanTco base = tco::tcoForPlan(plan, catalog, source);
    if (!base.ok() || cloudIndex >= base.result.cloud.size()) {
        out.error = base.errors.isEmpty() ? tr("No TCO for this plan") : base.errors.join(QLatin1Char('\n'));
        return out;
    }
    const tco::TcoResult &r = base.result;
    const tco::CloudCost &cloud = r.cloud.at(cloudIndex);
    out.cloud = cloud;
    out.horizonMonths = r.horizonMonths();
    out.baseOwned = r.owned.total;
    out.baseCloud = cloud.total;
    out.baseDifference = r.owned.total - cloud.total;

    auto difference = [&](const Variant &v, bool *ok) {
        const tco::PlanTco t = tco::tcoForPlan(v.plan, *v.catalog, source);
        *ok = t.ok() && cloudIndex < t.result.cloud.size();
        return *ok ? t.result.owned.total - t.result.cloud.at(cloudIndex).total : 0.0;
    };

    const tco::TcoSettings &s = r.settings;
    const PartCatalog cheaper = scaledHardwarePrices(catalog, 1 - swing);
    const PartCatalog dearer = scaledHardwarePrices(catalog, 1 + swing);
    const int lowYears = std::max(
        1, int(std::lround(s.years * (1 - swing))) == s.years ? s.years - 1 : int(std::lround(s.years * (1 - swing))));
    const int highYears
        = int(std::lround(s.years * (1 + swing))) == s.years ? s.years + 1 : int(std::lround(s.years * (1 + swing)));

    struct Spec {
        QString key, label, unit;
        double base, low, high;
        std::function<Variant(double value, bool high)> make;
    };
    const QList<Spec> specs = {
        {QStringLiteral("hardware_price"), tr("Hardware price"), tr("x list"), 1.0, 1 - swing, 1 + swing,
         [&](double, bool high) {
             return Variant{plan, high ? &dearer : &cheaper};
         }},
        {QStringLiteral("electricity_per_kwh"), tr("Electricity price"), tr("per kWh"), s.electricityPerKwh,
         s.electricityPerKwh * (1 - swing), s.electricityPerKwh * (1 + swing),
         [&](double v, bool) {
             Variant x{plan, &catalog};
             x.plan.costs.electricityPerKwh = v;
             return x;
         }},
        {QStringLiteral("pue"), tr("PUE"), QString(), s.pue, std::max(1.0, s.pue * (1 - swing)), s.pue * (1 + swing),
         [&](double v, bool) {
             Variant x{plan, &catalog};
             x.plan.costs.pue = v;
             return x;
         }},
        {QStringLiteral("utilization"), tr("Utilization"), QStringLiteral("%"), s.utilization,
         s.utilization * (1 - swing), std::min(1.0, s.utilization * (1 + swing)),
         [&](double v, bool) {
             Variant x{plan, &catalog};
             x.plan.costs.utilization = v;
             return x;
         }},
        {QStringLiteral("cloud_price"), tr("Cloud hourly price"), tr("per instance-hour"), cloud.in.rate.listRate,
         cloud.in.rate.listRate * (1 - swing), cloud.in.rate.listRate * (1 + swing),
         [&](double v, bool) {
             Variant x{plan, &catalog};
             x.plan.cloud[cloudIndex].hourlyRate = v;
             return x;
         }},
        {QStringLiteral("years"), tr("Years"), tr("years"), double(s.years), double(lowYears), double(highYears),
         [&](double v, bool) {
             Variant x{plan, &catalog};
             x.plan.costs.years = int(v);
             return x;
         }},
    };
    for (const Spec &spec : specs) {
        SensitivityBar bar;
        bar.key = spec.key;
        bar.label = spec.label;
        bar.unit = spec.unit;
        bar.baseValue = spec.base;
        bar.lowValue = spec.low;
        bar.highValue = spec.high;
        bool okLow = false, okHigh = false;
        bar.lowDifference = difference(spec.make(spec.low, false), &okLow);
        bar.highDifference = difference(spec.make(spec.high, true), &okHigh);
        if (!okLow || !okHigh)
            continue;
        bar.lowDelta = bar.lowDifference - out.baseDifference;
        bar.highDelta = bar.highDifference - out.baseDifference;
        out.bars.append(bar);
    }
    std::stable_sort(out.bars.begin(), out.bars.end(),
                     [](const SensitivityBar &a, const SensitivityBar &b) { return a.spread() > b.spread(); });
    return out;
}

} // namespace aip
