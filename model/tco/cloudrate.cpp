#include "tco/cloudrate.h"

#include "tco/tcodefaults.h"

#include <QCoreApplication>

#include <cmath>

namespace aip::tco {

namespace {

bool known(double v)
{
    return std::isfinite(v) && v > 0;
}

} // namespace

std::optional<CloudRate> cloudRate(const CloudSpec &spec, const QString &pricing, std::optional<double> planRate,
                                   double fx, double spotInterruptionPct)
{
    CloudRate r;
    const bool spot = pricing == QLatin1String("spot");
    if (planRate) {
        r.listRate = *planRate; // already in the plan's currency
        r.source = QCoreApplication::translate("Tco", "plan");
    } else {
        double catalogRate = spec.onDemandPerHour;
        double discount = 0;
        if (pricing == QLatin1String("reserved_1y")) {
            catalogRate = spec.reserved1yPerHour;
            discount = kReserved1yDiscount;
        } else if (pricing == QLatin1String("reserved_3y")) {
            catalogRate = spec.reserved3yPerHour;
            discount = kReserved3yDiscount;
        } else if (spot) {
            catalogRate = spec.spotPerHour;
            discount = kSpotDiscount;
        }
        if (known(catalogRate)) {
            r.listRate = catalogRate * fx;
            r.source = QCoreApplication::translate("Tco", "catalog");
        } else if (known(spec.onDemandPerHour)) {
            r.listRate = spec.onDemandPerHour * fx * (1.0 - discount);
            r.estimated = true;
            r.source
                = QCoreApplication::translate("Tco", "on-demand less %1% (the published discount in the assumptions)")
                      .arg(discount * 100.0, 0, 'f', 0);
        } else {
            return std::nullopt;
        }
    }
    r.effectiveRate = spot ? r.listRate * (1.0 + spotInterruptionPct / 100.0) : r.listRate;
    return r;
}

QString pricingLabel(const QString &pricing)
{
    if (pricing == QLatin1String("on_demand"))
        return QCoreApplication::translate("Tco", "on demand");
    if (pricing == QLatin1String("reserved_1y"))
        return QCoreApplication::translate("Tco", "1-year reserved");
    if (pricing == QLatin1String("reserved_3y"))
        return QCoreApplication::translate("Tco", "3-year reserved");
    if (pricing == QLatin1String("spot"))
        return QCoreApplication::translate("Tco", "spot");
    return pricing;
}

} // namespace aip::tco
