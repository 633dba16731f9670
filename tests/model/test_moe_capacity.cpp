// A mixture's expert capacity (workload.model.capacity_factor, issue 23): dropless routing by default, each expert
// computing the average load; a token-dropping capacity factor pads every expert's buffer to that multiple of it, in
// the MLP's work and in the all-to-all (perf/moe.h). Hand checks on Mixtral 8x7B's shape, and the invariant that more
// capacity never makes a step faster.
#include "model/perffixture.h"
#include "perf/moe.h"
#include "perf/stepmodel.h"
#include "planjsonfixture.h"
#include "support/testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace {

using namespace aip;
using namespace aip::perf;

ModelArch mixtral(std::optional<double> capacity)
{
    ModelSpec spec;
    spec.preset = QStringLiteral("mixtral-8x7b");
    spec.capacityFactor = capacity;
    const std::optional<ModelArch> a = resolveModel(spec, nullptr);
    REQUIRE(a.has_value());
    return *a;
}

} // namespace

TEST_CASE("moe capacity: the plan file reads and writes capacity_factor, and refuses one below 1")
{
    const PlanReadResult r
        = readPlan(plantest::planWithWorkload(R"({"model":{"preset":"mixtral-8x7b","capacity_factor":1.25}})"));
    INFO(r.errorText().toStdString());
    REQUIRE(r.ok());
    REQUIRE(r.plan->workload.model.capacityFactor);
    CHECK(*r.plan->workload.model.capacityFactor == 1.25);
    const PlanReadResult again = readPlan(QJsonDocument(planToJson(*r.plan)).toJson());
    REQUIRE(again.ok());
    CHECK(*again.plan == *r.plan);
    CHECK(
        plantest::firstError(plantest::planWithWorkload(R"({"model":{"preset":"mixtral-8x7b","capacity_factor":0.5}})"))
            .startsWith(QStringLiteral("workload.model.capacity_factor")));
    const PlanReadResult none = readPlan(plantest::planWithWorkload(R"({"model":{"preset":"mixtral-8x7b"}})"));
    REQUIRE(none.ok());
    CHECK_FALSE(none.plan->workload.model.capacityFactor);
}

TEST_CASE("moe capacity: dropless routing computes top_k experts per token, a capacity factor pads them")
{
    // Mixtral 8x7B: 32 layers, all routed, top-2 of 8 experts of width 14336 (Jiang et al. 2024, Table 1).
    const ModelArch dropless = mixtral(std::nullopt);
    CHECK(moeLoadFactor(dropless) == 1.0);
    CHECK(moeComputeArch(dropless).ffnHidden == 2 * 14336);
    // Switch Transformers' 1.25 (Fedus et al. 2022, Sec. 2.2): 2.5 experts' work per token.
    const ModelArch padded = mixtral(1.25);
    CHECK(moeLoadFactor(padded) == 1.25);
    CHECK(moeComputeArch(padded).ffnHidden == 35840);
    // A dense model has no capacity.
    ModelSpec dense;
    dense.preset = QStringLiteral("llama2-7b");
    dense.capacityFactor = 2.0;
    CHECK(resolveModel(dense, nullptr)->capacityFactor == 0);
}

TEST_CASE("moe capacity: more capacity is never faster, and pads the all-to-all by the same factor")
{
    const ClusterHardware c = [] {
        QString error;
        const std::optional<ClusterHardware> h
            = clusterFromPlan(perftest::dgxPlan(2, Workload{}, true), perftest::catalog(), &error);
        REQUIRE(h.has_value());
        return *h;
    }();
    Workload w;
    w.model.preset = QStringLiteral("mixtral-8x7b");
    w.globalBatch = 64;
    Strategy s;
    s.dp = 16;
    s.ep = 8;
    s.zero = 1;
    s.recompute = Recompute::Full;
    double previous = 0, previousEp = 0;
    for (double capacity : {1.0, 1.25, 2.0}) {
        INFO(capacity);
        const StepModel model(mixtral(capacity), w, c);
        const StepEstimate e = model.evaluate(s);
        REQUIRE(e.valid);
        CHECK(e.stepS >= previous);
        CHECK(e.breakdown.epCommS >= previousEp);
        if (capacity == 2.0)
            CHECK(e.breakdown.epCommS > previousEp); // the all-to-all carries padded buffers
        previous = e.stepS;
        previousEp = e.breakdown.epCommS;
    }
    // Dropless at balanced load costs what a capacity factor of 1 does.
    const StepEstimate dropless = StepModel(mixtral(std::nullopt), w, c).evaluate(s);
    const StepEstimate one = StepModel(mixtral(1.0), w, c).evaluate(s);
    CHECK(dropless.stepS == Approx(one.stepS));
}
