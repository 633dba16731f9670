#pragma once
// The figures of a candidate beside its time (issue 18), each from the model that owns it: capex from the quote
// (model/quote), the 3-year TCO from model/tco, power and racks as the TCO counts them. Every candidate is costed on
// the same work: the target's run, repeated at its pace over the TCO horizon in the hours the plan's utilization
// leaves (W = samples / deadline x horizon x utilization, in samples). An owned candidate delivers W and more for
// its owned TCO; a cloud candidate is billed for the instance-hours W needs at its own throughput (tco/cloudcost.h:
// by the hour on demand and spot, whole instances for 1- and 3-year terms). One run's cost is its share of that.
// Then the verdict: whether the candidate meets every limit of the target, and which binds.

#include "hardware/partcatalog.h"
#include "plan/plan.h"
#include "sizing/sizingresult.h"
#include "tco/tcosettings.h"

#include <QString>

namespace aip::sizing {

class CandidateCoster
{
public:
    CandidateCoster(const Plan &plan, const PartCatalog &catalog, const SizingTarget &target);

    // The work every candidate is costed on, in samples, and the TCO horizon in months.
    double work() const { return m_work; }
    int months() const { return m_settings.months(); }

    // capex, tco, run cost, power and racks of an owned candidate, from its plan (candidateplan.h).
    void costOwned(SizingCandidate &c, const Plan &candidatePlan) const;
    // tco and run cost of `c.nodes` instances of `instance` at `c.pricing`; false when the catalog has no rate.
    bool costCloud(SizingCandidate &c, const Part &instance) const;

private:
    const PartCatalog &m_catalog;
    const SizingTarget &m_target;
    QString m_currency;
    QMap<QString, double> m_rates;
    tco::TcoSettings m_settings;
    double m_work = 0;
};

// Whether the candidate meets the deadline, the budget, the power and rack limits and fits in memory, and which of
// them binds: the one nearest its limit, or furthest past it (value / limit, the highest). Memory binds when no
// strategy fits, or when the best one fills 95% of the GPUs' memory and that is nearer its limit than the rest.
void judge(SizingCandidate &c, const SizingTarget &target);

} // namespace aip::sizing
