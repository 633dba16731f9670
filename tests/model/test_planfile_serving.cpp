// The plan file's inference members (DESIGN.md "Contract additions (2026-12)", issue 20): workload.kind and
// workload.serving round-trip, training stays the default, and a wrong value names its path.
#include "planjsonfixture.h"
#include "support/testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace aip;

namespace {

QByteArray planWith(const QByteArray &workload)
{
    return plantest::planWithWorkload(workload, "nvidia-dgx-h100", 1);
}

using plantest::firstError;

} // namespace

TEST_CASE("workload.kind inference and workload.serving round-trip through the plan file")
{
    const PlanReadResult r = readPlan(
        planWith("{\"kind\":\"inference\",\"model\":{\"preset\":\"llama2-70b\"},\"serving\":{\"input_tokens\":2048,"
                 "\"output_tokens\":256,\"requests_per_s\":5,\"tp\":8,\"kv_precision\":\"fp8\","
                 "\"weight_quant\":\"int4\",\"ttft_limit_s\":2,\"tpot_limit_s\":0.05,\"percentile\":99,"
                 "\"x_engine\":\"vllm\"}}"));
    INFO(r.errorText().toStdString());
    REQUIRE(r.ok());
    const Workload &w = r.plan->workload;
    CHECK(w.kind == WorkloadKind::Inference);
    REQUIRE(w.serving);
    CHECK(*w.serving->inputTokens == 2048);
    CHECK(*w.serving->outputTokens == 256);
    CHECK(*w.serving->requestsPerS == 5.0);
    CHECK_FALSE(w.serving->concurrency);
    CHECK(*w.serving->tp == 8);
    CHECK(*w.serving->kvPrecision == Precision::Fp8);
    CHECK(*w.serving->weightQuant == WeightQuant::Int4);
    CHECK(*w.serving->ttftLimitS == 2.0);
    CHECK(*w.serving->tpotLimitS == 0.05);
    CHECK(*w.serving->percentile == 99.0);
    const QJsonObject out = planToJson(*r.plan)[QStringLiteral("workload")].toObject();
    CHECK(out[QStringLiteral("kind")].toString() == QStringLiteral("inference"));
    const QJsonObject s = out[QStringLiteral("serving")].toObject();
    CHECK(s[QStringLiteral("weight_quant")].toString() == QStringLiteral("int4"));
    CHECK(s[QStringLiteral("kv_precision")].toString() == QStringLiteral("fp8"));
    CHECK(s[QStringLiteral("x_engine")].toString() == QStringLiteral("vllm")); // unknown members kept
    const PlanReadResult again = readPlan(QJsonDocument(planToJson(*r.plan)).toJson());
    REQUIRE(again.ok());
    CHECK(*again.plan == *r.plan);
}

TEST_CASE("a workload without kind is training and writes no kind or serving")
{
    const PlanReadResult r = readPlan(planWith("{\"model\":{\"preset\":\"llama2-13b\"}}"));
    REQUIRE(r.ok());
    CHECK(r.plan->workload.kind == WorkloadKind::Training);
    CHECK_FALSE(r.plan->workload.serving);
    const QJsonObject out = planToJson(*r.plan)[QStringLiteral("workload")].toObject();
    CHECK_FALSE(out.contains(QStringLiteral("kind")));
    CHECK_FALSE(out.contains(QStringLiteral("serving")));
}

TEST_CASE("bad inference members name their path")
{
    CHECK(firstError(planWith("{\"kind\":\"serving\",\"model\":{\"preset\":\"llama2-13b\"}}"))
              .contains(QStringLiteral("workload.kind")));
    CHECK(firstError(planWith("{\"kind\":\"inference\",\"model\":{\"preset\":\"llama2-13b\"},"
                              "\"serving\":{\"weight_quant\":\"int3\"}}"))
              .contains(QStringLiteral("workload.serving.weight_quant")));
    CHECK(firstError(planWith("{\"kind\":\"inference\",\"model\":{\"preset\":\"llama2-13b\"},"
                              "\"serving\":{\"kv_precision\":\"tf32\"}}"))
              .contains(QStringLiteral("workload.serving.kv_precision")));
    CHECK(firstError(planWith("{\"kind\":\"inference\",\"model\":{\"preset\":\"llama2-13b\"},"
                              "\"serving\":{\"input_tokens\":0}}"))
              .contains(QStringLiteral("workload.serving.input_tokens")));
    CHECK(firstError(planWith("{\"kind\":\"inference\",\"model\":{\"preset\":\"llama2-13b\"},"
                              "\"serving\":{\"concurrency\":8,\"requests_per_s\":2}}"))
              .contains(QStringLiteral("workload.serving.requests_per_s")));
    CHECK(firstError(planWith("{\"kind\":\"inference\",\"model\":{\"preset\":\"llama2-13b\"},"
                              "\"serving\":{\"percentile\":20}}"))
              .contains(QStringLiteral("workload.serving.percentile")));
}

TEST_CASE("workload.serving.mig round-trips and a name that is no MIG profile names its path")
{
    const PlanReadResult r = readPlan(planWith("{\"kind\":\"inference\",\"model\":{\"preset\":\"bert-large\"},"
                                               "\"serving\":{\"requests_per_s\":100,\"mig\":\"1g.10gb\"}}"));
    INFO(r.errorText().toStdString());
    REQUIRE(r.ok());
    REQUIRE(r.plan->workload.serving);
    CHECK(r.plan->workload.serving->mig == QStringLiteral("1g.10gb"));
    const QJsonObject s
        = planToJson(*r.plan)[QStringLiteral("workload")].toObject()[QStringLiteral("serving")].toObject();
    CHECK(s[QStringLiteral("mig")].toString() == QStringLiteral("1g.10gb"));
    const PlanReadResult again = readPlan(QJsonDocument(planToJson(*r.plan)).toJson());
    REQUIRE(again.ok());
    CHECK(*again.plan == *r.plan);
    // Absent: whole GPUs, and the writer leaves it out.
    const PlanReadResult none = readPlan(
        planWith("{\"kind\":\"inference\",\"model\":{\"preset\":\"bert-large\"},\"serving\":{\"requests_per_s\":1}}"));
    REQUIRE(none.ok());
    CHECK_FALSE(none.plan->workload.serving->mig);
    CHECK_FALSE(
        planToJson(*none.plan)[QStringLiteral("workload")].toObject()[QStringLiteral("serving")].toObject().contains(
            QStringLiteral("mig")));
    // Whether the GPU has the profile is the serving model's check; the reader checks the name's form.
    for (const char *bad : {"\"half\"", "\"1g\"", "\"8g.80gb\"", "\"1g.10GB\"", "7", "\"\""}) {
        INFO(bad);
        CHECK(firstError(planWith(QByteArray("{\"kind\":\"inference\",\"model\":{\"preset\":\"bert-large\"},"
                                             "\"serving\":{\"mig\":")
                                  + bad + "}}"))
                  .contains(QStringLiteral("workload.serving.mig")));
    }
}
