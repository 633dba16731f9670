#pragma once
// What the facility brings to the owned side of the TCO: the cooling's PUE (when costs.pue is unset), the racks the
// servers fill (the one packing of facility/rackpacking.h, which the cluster panel and the rack finding use too)
// and the node-side optics in the IT load (quote/opticspower.h), each shown in the assumptions table; and the plan's
// on-site storage system's power and racks (facility/storage.h), whose price is on the quote.

#include "facility/facility.h"
#include "facility/rackpacking.h"
#include "facility/storage.h"
#include "quote/opticspower.h"
#include "quote/quotepricing.h"
#include "tco/tcosettings.h"

#include <QList>

namespace aip::tco {

struct FacilityLoad {
    facility::Facility facility;
    facility::RackPacking racks;
    OpticsPower optics;            // none when the plan prices no fabric (the network share covers it then)
    facility::StorageLoad storage; // none without an on-site storage system
};

FacilityLoad facilityLoad(const Plan &plan, const QList<ResolvedServer> &servers, const PricedQuote &quote);

// Sets the PUE from the cooling when the plan gives none, and adds the facility's rows to the assumptions
// (cooling on the PUE row, power per rack, racks, servers per rack, feeds, optics per port).
void applyFacility(const Plan &plan, const FacilityLoad &load, TcoSettings &settings, QList<Assumption> &assumptions);

} // namespace aip::tco
