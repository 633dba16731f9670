// The plan file's fine-tuning, offload and mixture-of-experts members (DESIGN.md "Contract additions (2026-12)"):
// they round-trip, and a wrong value names its path.
#include "planjsonfixture.h"
#include "support/testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace aip;

namespace {

QByteArray planWith(const QByteArray &workload)
{
    return plantest::planWithWorkload(workload);
}

using plantest::firstError;

} // namespace

TEST_CASE("finetune, offload, ep and the expert fields round-trip through the plan file")
{
    const PlanReadResult r = readPlan(planWith(
        "{\"model\":{\"type\":\"transformer\",\"layers\":4,\"hidden\":512,\"heads\":8,\"seq_len\":128,\"experts\":8,"
        "\"top_k\":2,\"shared_experts\":1,\"expert_ffn_hidden\":1024},\"global_batch\":16,"
        "\"parallelism\":{\"tp\":1,\"pp\":1,\"dp\":8,\"ep\":4,\"offload\":\"nvme\"},"
        "\"finetune\":{\"method\":\"qlora\",\"rank\":64,\"x_targets\":\"all\"}}"));
    INFO(r.errorText().toStdString());
    REQUIRE(r.ok());
    const Workload &w = r.plan->workload;
    CHECK(*w.model.experts == 8);
    CHECK(*w.model.topK == 2);
    CHECK(*w.model.sharedExperts == 1);
    CHECK(*w.model.expertFfnHidden == 1024);
    CHECK(*w.parallelism->ep == 4);
    CHECK(*w.parallelism->offload == Offload::Nvme);
    REQUIRE(w.finetune);
    CHECK(*w.finetune->method == FineTuneMethod::Qlora);
    CHECK(*w.finetune->rank == 64);
    const QJsonObject out = planToJson(*r.plan)[QStringLiteral("workload")].toObject();
    const QJsonObject m = out[QStringLiteral("model")].toObject();
    CHECK(m[QStringLiteral("experts")].toInt() == 8);
    CHECK(m[QStringLiteral("top_k")].toInt() == 2);
    CHECK(m[QStringLiteral("shared_experts")].toInt() == 1);
    CHECK(m[QStringLiteral("expert_ffn_hidden")].toInt() == 1024);
    const QJsonObject p = out[QStringLiteral("parallelism")].toObject();
    CHECK(p[QStringLiteral("ep")].toInt() == 4);
    CHECK(p[QStringLiteral("offload")].toString() == QStringLiteral("nvme"));
    const QJsonObject f = out[QStringLiteral("finetune")].toObject();
    CHECK(f[QStringLiteral("method")].toString() == QStringLiteral("qlora"));
    CHECK(f[QStringLiteral("rank")].toInt() == 64);
    CHECK(f[QStringLiteral("x_targets")].toString() == QStringLiteral("all")); // unknown members kept
    const PlanReadResult again = readPlan(QJsonDocument(planToJson(*r.plan)).toJson());
    REQUIRE(again.ok());
    CHECK(*again.plan == *r.plan);
}

TEST_CASE("a finetune without a method leaves it to the search, and a plan without one has none")
{
    const PlanReadResult r = readPlan(planWith("{\"model\":{\"preset\":\"llama2-13b\"},\"finetune\":{}}"));
    REQUIRE(r.ok());
    REQUIRE(r.plan->workload.finetune);
    CHECK_FALSE(r.plan->workload.finetune->method);
    CHECK_FALSE(r.plan->workload.finetune->rank);
    CHECK(planToJson(*r.plan)[QStringLiteral("workload")].toObject().contains(QStringLiteral("finetune")));
    const PlanReadResult none = readPlan(planWith("{\"model\":{\"preset\":\"llama2-13b\"}}"));
    REQUIRE(none.ok());
    CHECK_FALSE(none.plan->workload.finetune);
    CHECK_FALSE(planToJson(*none.plan)[QStringLiteral("workload")].toObject().contains(QStringLiteral("finetune")));
}

TEST_CASE("bad finetune, offload, ep and expert members name their path")
{
    CHECK(firstError(planWith("{\"model\":{\"preset\":\"x\"},\"finetune\":{\"method\":\"adapter\"}}"))
              .startsWith(QStringLiteral("workload.finetune.method: must be full, lora or qlora")));
    CHECK(firstError(planWith("{\"model\":{\"preset\":\"x\"},\"finetune\":{\"rank\":0}}"))
              .startsWith(QStringLiteral("workload.finetune.rank")));
    CHECK(firstError(planWith("{\"model\":{\"preset\":\"x\"},\"parallelism\":{\"offload\":\"gpu\"}}"))
              .startsWith(QStringLiteral("workload.parallelism.offload: must be none, cpu or nvme")));
    CHECK(firstError(planWith("{\"model\":{\"preset\":\"x\"},\"parallelism\":{\"dp\":6,\"ep\":4}}"))
              .startsWith(QStringLiteral("workload.parallelism.ep: must divide dp (6)")));
    CHECK(firstError(planWith("{\"model\":{\"preset\":\"x\",\"experts\":4,\"top_k\":8}}"))
              .startsWith(QStringLiteral("workload.model.top_k: must not exceed experts (4)")));
    CHECK(firstError(planWith("{\"model\":{\"preset\":\"x\",\"shared_experts\":-1}}"))
              .startsWith(QStringLiteral("workload.model.shared_experts")));
}
