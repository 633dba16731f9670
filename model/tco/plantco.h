#pragma once
// The TCO of a plan: prices its quote (model/quote), resolves its servers' power, asks a ThroughputSource for the
// owned and cloud throughputs, sizes each cloud option, and runs the pure model of tcomodel.h. The GUI's TCO tab,
// the CLI's `tco` and the PDF quote all call this one function, so they show the same figures.

#include "hardware/partcatalog.h"
#include "plan/plan.h"
#include "quote/quotepricing.h"
#include "tco/breakevenband.h"
#include "tco/facilitycosts.h"
#include "tco/tcomodel.h"
#include "tco/tcosettings.h"
#include "tco/throughputsource.h"

#include <QList>
#include <QStringList>

namespace aip::tco {

struct PlanTco {
    PricedQuote quote;
    TcoInputs inputs; // what computeTco() ran on: the break-even band reruns it with changed inputs
    TcoResult result;
    FacilityLoad facility;      // cooling, the racks the servers fill, the node-side optics
    QList<BreakEvenBand> bands; // per cloud option: the break-even month under the sensitivity ranges
    QList<Assumption> assumptions;
    QString currency;
    QStringList notes;  // fallbacks and estimates the reader should know about
    QStringList errors; // what keeps the plan from a TCO (unknown SKUs, no cloud rate); result is partial then
    bool ok() const { return errors.isEmpty(); }
};

// source may be null: every cloud option is then sized by GPU count.
PlanTco tcoForPlan(const Plan &plan, const PartCatalog &catalog, ThroughputSource *source);
// The same, on a plan resolved once for the whole evaluation; priced: the plan's quote when the caller has priced it
// already (priceQuote(resolved)), else null.
PlanTco tcoForPlan(const ResolvedPlan &resolved, ThroughputSource *source, const PricedQuote *priced = nullptr);

} // namespace aip::tco
