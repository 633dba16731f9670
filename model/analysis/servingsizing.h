#pragma once
// What the Performance tab, the summary strip and the quote show for a serving plan (issue 20): the sizing of
// perf::evaluateInference for the plan's load and limits, and the latency-against-load curve of one replica at the
// same tensor-parallel width (from one sequence in flight to what its KV cache holds), each point the same model
// evaluated with that many sequences and no limits; for a CNN or encoder, the latency of a batch against the
// requests per second it answers, from batch 1 to what memory holds. Computed with the evaluation, off the GUI
// thread.

#include "perf/clusterhardware.h"
#include "perf/inference.h"
#include "plan/plan.h"
#include "tco/servingcost.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace aip {

struct ServingPoint {
    int concurrency = 0;         // sequences in flight on the replica; for a CNN or encoder, the batch
    double ttftS = 0, tpotS = 0; // at the plan's percentile (TTFT) and the mean (TPOT); for a CNN or encoder, ttftS is
                                 // the batch's forward pass and tpotS 0
    double outputTokensPerS = 0; // of the replica
    double requestsPerS = 0;     // of the replica (for a CNN or encoder: images or sequences per second)
};

struct ServingSizing {
    perf::InferenceResult result;
    // The largest load one replica carries within the limits: for a language model the same model with no load given
    // (its batch is the most sequences in flight that meet both limits); for a CNN or encoder the evaluation's own
    // (samplesPerS and batch from replicaCapacityPerS and capacityBatch: an open stream's at the percentile). Replicas
    // 0 when even one request misses the limits.
    perf::InferenceResult capacity;
    perf::ServingSetup setup; // with the plan's defaults applied
    QList<ServingPoint> curve;
    // A CNN or encoder serves images or sequences (perf/workunit.h); a language model, tokens.
    bool images = false;
    int gpusInPlan = 0;
    // The MIG profiles of the plan's GPU (perf/mig.h), smallest first; empty when it has none. The workload panel
    // offers them.
    QStringList migProfiles;
    // Cost per million output tokens owned and on each cloud option (tco/servingcost.h); set by evaluatePlan.
    std::optional<tco::ServingCost> cost;
};

// The sizing of `workload` (kind inference) on `hw`; the curve is empty when the result is not ok.
ServingSizing servingSizing(const Workload &workload, const perf::ClusterHardware &hw);

// The curve of one replica of `tp` GPUs (tp >= 1) at about `points` sequence counts from 1 to `maxConcurrency`.
QList<ServingPoint> servingCurve(const perf::ModelArch &arch, const perf::ClusterHardware &hw,
                                 const perf::ServingSetup &setup, int tp, int maxConcurrency, int points = 24);
// A CNN or encoder (perf/batchinference.h): one replica's forward pass of a batch against the requests per second it
// answers (batch / pass), at about `points` batches from 1 to `maxBatch`, on the plan's GPU or its MIG instance
// (setup.mig). The pass is the evaluation's own (perf::batchForwardTime): a closed load of that many requests
// has exactly this latency; an open stream adds its wait for the batch. With a latency limit (setup.ttftLimitS) the
// curve ends at the first batch four times over it.
QList<ServingPoint> batchServingCurve(const perf::ModelArch &arch, const perf::ClusterHardware &hw,
                                      const perf::ServingSetup &setup, int maxBatch, int points = 24);

} // namespace aip
