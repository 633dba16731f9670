#pragma once
// Everything the panels show that the models compute for one state of the plan: the compatibility findings, the
// performance result with its scaling curve, collectives and best strategies, and the TCO. evaluatePlan() is a pure
// function of (plan, catalog), so it runs off the GUI thread (PlanEvaluator, once per edit) and the tests can call it
// directly. Every view (summary strip, findings, cluster panel, Performance, Cost, Compare and Quote tabs) reads this
// one result: none evaluates the plan itself.

#include "analysis/perfextras.h"
#include "analysis/servingsizing.h"
#include "facility/rackpacking.h"
#include "hardware/partcatalog.h"
#include "perf/perfresult.h"
#include "plan/plan.h"
#include "quote/quotepricing.h"
#include "rules/finding.h"
#include "tco/plantco.h"
#include "validation/accuracy.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

namespace aip {

struct FindingRow {
    enum class Severity { Error, Warning, Note };
    Severity severity = Severity::Note;
    QString code;
    QString message;
    QString reason;   // the explanation, shown as the tooltip
    QString serverId; // the server type concerned; empty for the plan as a whole
    QString sku;      // the part concerned; empty when none
};

struct PlanEvaluation {
    quint64 generation = 0;
    // The plan these figures are of: a view that also reads the document compares it before trusting them.
    Plan plan;
    QList<FindingRow> findings;
    QList<Finding>
        ruleFindings; // the same, as the rule book returns them (planFindings): the quote's export reads them
    qint64 gpus = 0;  // summed in 64 bits: nodes x GPUs per node
    double nominalPowerW = 0;
    // Whole servers per rack by power, height and the facility's cap (facility/rackpacking.h): the packing the rack
    // finding and the TCO count with; the cluster panel shows it.
    facility::RackPacking racks;
    std::optional<perf::PerfResult> perf;
    QString perfError; // why there is no performance result
    // The error band of the plan's regime in the validation report (issue 14): set whenever perf is; not covered
    // when no regime of the validation set holds the configuration.
    std::optional<validation::AccuracyBand> accuracy;
    // The scaling curve, collectives and the search's best strategies (empty unless asked for).
    PerfExtras extras;
    // A serving plan (workload.kind inference, issue 20): its sizing and latency curve (analysis/servingsizing.h);
    // set whenever the plan's cluster resolves.
    std::optional<ServingSizing> serving;
    // Owning against renting: only for a plan with servers (the TCO tab says why there is none).
    std::optional<tco::PlanTco> tco;
    // The priced quote (priceQuote(), in English), priced once per evaluation: the findings, the serving cost and the
    // TCO read this one (the TCO's quote is the same), and what a plan without servers still buys (a storage system,
    // a fabric) is quoted. The Quote tab's line items, its
    // checklist and the currency dialog read it.
    PricedQuote quote;
    double evaluationMs = 0;
};

class CloudThroughputCache;
// cache: what cloud instances deliver, kept across evaluations (PlanEvaluator holds one); null computes all.
// extras: also the scaling curve, the collectives and the strategy search (the Performance tab's); the comparison of
// plans from files does without.
PlanEvaluation evaluatePlan(const Plan &plan, const PartCatalog &catalog, CloudThroughputCache *cache = nullptr,
                            bool extras = true);

} // namespace aip

Q_DECLARE_METATYPE(aip::PlanEvaluation)
