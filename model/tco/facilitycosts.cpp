#include "tco/facilitycosts.h"

#include <QCoreApplication>

namespace aip::tco {

FacilityLoad facilityLoad(const Plan &plan, const QList<ResolvedServer> &servers, const PricedQuote &quote)
{
    FacilityLoad load;
    load.facility = facility::facilityOf(plan);
    load.racks = facility::packRacks(plan, servers);
    // The optics run at the speed the quote priced the node cables at (quote/fabricsizing.h setCabling()).
    if (quote.hasFabric)
        load.optics = fabricOpticsPower(quote.fabric, quote.fabric.nodeCableGbps);
    load.storage = facility::storageLoadOf(plan);
    return load;
}

void applyFacility(const Plan &plan, const FacilityLoad &load, TcoSettings &settings, QList<Assumption> &assumptions)
{
    const facility::Facility &f = load.facility;
    const facility::Cooling cooling = f.coolingOrAir();
    if (f.cooling && !plan.costs.pue)
        settings.pue = facility::coolingPue(cooling);
    for (Assumption &a : assumptions) {
        if (a.key != QLatin1String("pue") || !f.cooling)
            continue;
        a.value = settings.pue;
        if (!a.fromPlan)
            a.source = facility::coolingPueSource(cooling);
    }
    const bool limitFromPlan = f.rackKwLimit || plan.rack.powerLimitKw;
    assumptions.append({QStringLiteral("rack_kw_limit"), QCoreApplication::translate("Tco", "Power per rack"),
                        load.racks.limitKw, QStringLiteral("kW"), facility::rackLimitSource(plan, f), limitFromPlan});
    if (f.serversPerRack)
        assumptions.append({QStringLiteral("servers_per_rack"),
                            QCoreApplication::translate("Tco", "Servers per rack at most"), double(*f.serversPerRack),
                            QCoreApplication::translate("Tco", "servers"), QCoreApplication::translate("Tco", "plan"),
                            true});
    assumptions.append({QStringLiteral("racks"), QCoreApplication::translate("Tco", "Racks the servers fill"),
                        double(load.racks.racks), QCoreApplication::translate("Tco", "racks"),
                        QCoreApplication::translate(
                            "Tco",
                            "per server type: the fewest of power per rack / server power, rack units / server "
                            "height and servers per rack; the cluster panel and the rack finding count the same"),
                        false});
    if (f.dualFeeds)
        assumptions.append({QStringLiteral("feeds"),
                            QCoreApplication::translate("Tco", "Power feeds A and B (1 = yes)"), 1.0, QString(),
                            QCoreApplication::translate(
                                "Tco", "plan: each feed carries the whole rack; the contracted kW is unchanged"),
                            true});
    if (load.storage.system)
        assumptions.append({QStringLiteral("storage_kw"),
                            QCoreApplication::translate("Tco", "Storage system's power (in racks of its own)"),
                            load.storage.powerW / 1000.0, QStringLiteral("kW"),
                            QCoreApplication::translate("Tco", "plan: %1 x %2 (%3 W and %4U each; %5)")
                                .arg(load.storage.nodes)
                                .arg(QLatin1String(load.storage.system->name))
                                .arg(load.storage.system->powerW)
                                .arg(load.storage.system->rackUnits)
                                .arg(QLatin1String(load.storage.system->source)),
                            true});
    if (load.optics.transceivers > 0)
        assumptions.append(
            {QStringLiteral("optics_w_per_port"),
             QCoreApplication::translate("Tco", "Node-side optics per fabric port"), load.optics.wattsEach,
             QStringLiteral("W"),
             load.optics.qsfp112
                 ? QCoreApplication::translate(
                     "Tco",
                     "NVIDIA MMA1Z00-NS400 QSFP112 transceiver specifications: 5 W maximum in 200 Gb/s mode, behind "
                     "a splitter fiber from the switch's twin-port transceiver; the switch end is in the switch's "
                     "maximum power")
                 : QCoreApplication::translate(
                     "Tco",
                     "NVIDIA MMA4Z00-NS400 OSFP transceiver datasheet (2024): 9 W maximum at 400 Gb/s, 6.5 W at 200 "
                     "Gb/s; 15 W for the 800 Gb/s twin-port; the switch end is in the switch's maximum power"),
             false});
}

} // namespace aip::tco
