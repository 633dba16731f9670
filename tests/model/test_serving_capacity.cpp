// The largest load a CNN or encoder replica carries, as the sizing, the Performance tab, the quote and the TCO state
// it (issue 20): for an open stream (requests_per_s) it is the load the evaluation sized the replicas for, at the
// percentile with the wait for the batch, not a full batch per forward pass, which the same limit would miss.
#include "analysis/servingsizing.h"
#include "perf/inference.h"
#include "perffixture.h"
#include "support/testsupport.h"
#include "tco/perfthroughputsource.h"

#include <cmath>

using namespace aip;
using namespace aip::perf;

namespace {

ClusterHardware dgxA100(const Workload &w)
{
    QString error;
    auto hw = clusterFromPlan(perftest::dgxPlan(1, w), perftest::catalog(), &error);
    INFO(error.toStdString());
    REQUIRE(hw);
    return *hw;
}

// BERT-Large fp16 at 384 tokens answered within 50 ms at p99: `rps` requests per second, or no load.
Workload bertServing(double rps)
{
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.model.preset = QStringLiteral("bert-large");
    w.precision = Precision::Fp16;
    Serving sv;
    sv.inputTokens = 384;
    sv.ttftLimitS = 0.05;
    sv.percentile = 99;
    if (rps > 0)
        sv.requestsPerS = rps;
    w.serving = sv;
    return w;
}

} // namespace

TEST_CASE("an open stream's largest load per replica is the one its replicas are sized with")
{
    const Workload open = bertServing(20000);
    const ClusterHardware hw = dgxA100(open);
    const ServingSizing sizing = servingSizing(open, hw);
    REQUIRE(sizing.result.ok);
    REQUIRE(sizing.result.replicas > 0);
    const InferenceResult &cap = sizing.capacity;
    REQUIRE(cap.replicas == 1);
    REQUIRE(cap.samplesPerS > 0);
    // The replicas needed are the load over that capacity, rounded up.
    CHECK(sizing.result.replicas == int(std::ceil(20000 / cap.samplesPerS - 1e-9)));
    CHECK(cap.batch == sizing.result.capacityBatch);

    // A full batch per pass (no load given, a closed stream) carries more: the open stream pays the wait for its
    // batch and the queue at p99 within the same 50 ms.
    const ServingSizing closed = servingSizing(bertServing(0), hw);
    REQUIRE(closed.capacity.replicas == 1);
    CHECK(closed.capacity.samplesPerS > cap.samplesPerS);
    CHECK(closed.capacity.samplesPerS == Approx(closed.result.samplesPerS));

    // The TCO's serving capacity is the same figure on every GPU of the cluster.
    QString why;
    const auto tcoOpen = tco::servingCapacity(open, hw, &why);
    INFO(why.toStdString());
    REQUIRE(tcoOpen);
    CHECK(tcoOpen->samplesPerS == Approx(cap.samplesPerS * hw.totalGpus()));
    const auto tcoClosed = tco::servingCapacity(bertServing(0), hw, &why);
    REQUIRE(tcoClosed);
    CHECK(tcoClosed->samplesPerS == Approx(closed.capacity.samplesPerS * hw.totalGpus()));
}
