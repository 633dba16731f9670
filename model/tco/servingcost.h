#pragma once
// Cost per million output tokens of a serving plan (issue 20), owned and on each of the plan's cloud options, on
// the same work: the TCO of tco/plantco.h (owned cost over the horizon, each cloud option sized to deliver what the
// owned cluster delivers) with the serving capacity of perf/inference.h as the throughput. A cluster's capacity is
// its whole replicas (GPUs / tensor parallel) each at the best batch the latency limits allow; the TCO's
// utilization and horizon then say how much of it is delivered. Sensitivity: the same figure with the serving
// capacity 20 % lower and higher (the serving regime's validation error is 14.5 %, README-serving.md).

#include "hardware/partcatalog.h"
#include "hardware/serverconfig.h"
#include "perf/clusterhardware.h"
#include "plan/plan.h"
#include "quote/quotepricing.h"
#include "tco/plantco.h"
#include "tco/throughputsource.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace aip::tco {

// Serving capacity as a TCO throughput: samples are requests (output tokens each), tokens are output tokens. For a CNN
// or encoder both are images or sequences, and "per million tokens" reads per million images or sequences.
class ServingThroughputSource : public ThroughputSource
{
public:
    ServingThroughputSource() = default;
    // The owned cluster as the caller built it from the resolved plan (null: none, with why): owned() sizes it once
    // and answers every later call with that figure.
    ServingThroughputSource(std::optional<perf::ClusterHardware> ownedCluster, QString ownedWhy);

    std::optional<Throughput> owned(const Plan &plan, const PartCatalog &catalog, QString *why) override;
    std::optional<Throughput> cloud(const Plan &plan, const PartCatalog &catalog, const Part &instance, int instances,
                                    QString *why) override;

private:
    bool m_given = false;
    std::optional<perf::ClusterHardware> m_cluster;
    QString m_why;
    std::optional<std::optional<Throughput>> m_owned; // the owned figure once sized
};

struct ServingCostOption {
    QString sku, pricing;
    std::optional<double> perMillion; // none when the option could not be costed
    QString why;                      // then: the TCO's reason
};

struct ServingCost {
    bool ok = false;
    QString error;
    QString currency;
    double outputTokensPerS = 0; // the owned cluster's serving capacity
    std::optional<double> ownedPerMillion;
    // The owned figure with the capacity 20 % lower and 20 % higher (the cost scales as 1 / capacity).
    std::optional<double> ownedPerMillionLow, ownedPerMillionHigh;
    QList<ServingCostOption> cloud; // in the plan's order
    QStringList notes;
};

ServingCost servingCostForPlan(const Plan &plan, const PartCatalog &catalog);
// The same, on a plan resolved once for the whole evaluation; priced: its quote when the caller has it already.
ServingCost servingCostForPlan(const ResolvedPlan &resolved, const PricedQuote *priced = nullptr);
// The cost per million output tokens read off a serving plan's TCO (its throughputs from servingCapacity(), as every
// ThroughputSource here gives them for an inference workload): the evaluation computes one TCO and shows both, so
// the Cost tab and the serving sizing cannot give two figures for one plan. ownedWhy: why there is no owned
// throughput, when the caller knows.
ServingCost servingCostFromTco(const Plan &plan, const PlanTco &tco, const QString &ownedWhy = {});

// How many decimals show a cost per million (tokens, images or sequences) with three significant digits: two for
// 0.10 and more (cents), more below, where a million images can cost a few hundredths ("0.0312", not "0.03"); at most
// six.
int perMillionDecimals(double cost);

// simulate --json's "cost_per_million_output_tokens": {"currency", "owned", "owned_low", "owned_high",
// "cloud": [{"sku", "pricing", "per_million"}]}.
QJsonObject toJson(const ServingCost &cost);

} // namespace aip::tco
