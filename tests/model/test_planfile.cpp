// The plan file: round trips, unknown members kept, and every error path of the reader names the JSON path.
#include "plan/planfile.h"
#include "support/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace aip;

namespace {

QByteArray minimalPlan(const QByteArray &workload = "{\"model\":{\"preset\":\"gpt3-13b\"},\"global_batch\":8}")
{
    return "{\"format\":\"aiplanner-plan\",\"version\":1,\"name\":\"t\",\"servers\":"
           "[{\"id\":\"n\",\"chassis\":\"nvidia-dgx-a100-80gb\",\"parts\":[],\"count\":2}],\"workload\":"
        + workload + "}";
}

// The single error of reading `json`, as "path: message".
QString onlyError(const QByteArray &json)
{
    const PlanReadResult r = readPlan(json);
    REQUIRE_FALSE(r.ok());
    REQUIRE(r.errors.size() >= 1);
    return r.errors.constFirst().toString();
}

} // namespace

TEST_CASE("the design example plan reads with every field")
{
    const PlanReadResult r = readPlanFile(aiptest::dataPath(QStringLiteral("plans/design-example.aiplan")));
    INFO(r.errorText().toStdString());
    REQUIRE(r.ok());
    const Plan &p = *r.plan;
    CHECK(p.name == QStringLiteral("GPT-3 175B on 128 DGX A100"));
    REQUIRE(p.servers.size() == 1);
    CHECK(p.servers[0].chassis == QStringLiteral("nvidia-dgx-a100-80gb"));
    CHECK(p.servers[0].count == 128);
    REQUIRE(p.servers[0].parts.size() == 1);
    CHECK(p.servers[0].parts[0].qty == 4);
    REQUIRE(p.fabric);
    CHECK(p.fabric->sku == QStringLiteral("nvidia-quantum-qm8700"));
    CHECK(p.workload.model.preset == QStringLiteral("gpt3-175b"));
    CHECK(*p.workload.globalBatch == 1536);
    CHECK(p.workload.precision == Precision::Fp16);
    REQUIRE(p.workload.parallelism);
    CHECK(*p.workload.parallelism->tp == 8);
    CHECK(*p.workload.parallelism->pp == 12);
    CHECK(*p.workload.parallelism->dp == 16);
    CHECK(*p.workload.parallelism->recompute == Recompute::Full);
    CHECK(*p.workload.tokensToTrain == Approx(3.0e11));
    CHECK(*p.costs.pue == Approx(1.4));
    REQUIRE(p.cloud.size() == 1);
    CHECK(p.cloud[0].pricing == QStringLiteral("on_demand"));
    CHECK(p.quote.discountPct == Approx(5));
    CHECK(p.totalNodes() == 128);
}

TEST_CASE("a plan survives write then read unchanged")
{
    const PlanReadResult first = readPlanFile(aiptest::dataPath(QStringLiteral("plans/design-example.aiplan")));
    REQUIRE(first.ok());
    const QByteArray written = writePlan(*first.plan);
    const PlanReadResult second = readPlan(written);
    REQUIRE(second.ok());
    CHECK(writePlan(*second.plan) == written);
    CHECK(planToJson(*second.plan) == planToJson(*first.plan));
}

TEST_CASE("unknown members are kept at every level on a round trip")
{
    const QByteArray original = aiptest::readFile(aiptest::dataPath(QStringLiteral("plans/unknown-fields.aiplan")));
    const PlanReadResult r = readPlan(original);
    INFO(r.errorText().toStdString());
    REQUIRE(r.ok());
    const QJsonObject out = planToJson(*r.plan);
    const QJsonObject in = QJsonDocument::fromJson(original).object();
    CHECK(out.value(QStringLiteral("x_top")) == in.value(QStringLiteral("x_top")));
    const auto server = out[QStringLiteral("servers")].toArray()[0].toObject();
    CHECK(server[QStringLiteral("x_rack")].toString() == QStringLiteral("R12"));
    CHECK(server[QStringLiteral("parts")].toArray()[0].toObject()[QStringLiteral("x_slot")].toString()
          == QStringLiteral("bay3"));
    CHECK(out[QStringLiteral("fabric")].toObject()[QStringLiteral("x_cables")].toString() == QStringLiteral("DAC"));
    const auto workload = out[QStringLiteral("workload")].toObject();
    CHECK(workload[QStringLiteral("x_dataset")].toString() == QStringLiteral("c4"));
    CHECK(workload[QStringLiteral("model")].toObject()[QStringLiteral("x_tokenizer")].toString()
          == QStringLiteral("tiktoken"));
    CHECK(workload[QStringLiteral("parallelism")].toObject()[QStringLiteral("x_cp")].toInt() == 1);
    CHECK(out[QStringLiteral("costs")].toObject()[QStringLiteral("x_currency_note")].toString()
          == QStringLiteral("list"));
    CHECK(out[QStringLiteral("cloud")].toArray()[0].toObject()[QStringLiteral("x_region")].toString()
          == QStringLiteral("us-east-1"));
    const auto quote = out[QStringLiteral("quote")].toObject();
    CHECK(quote[QStringLiteral("x_stamp")].toBool());
    CHECK(quote[QStringLiteral("customer")].toObject()[QStringLiteral("x_vat")].toString() == QStringLiteral("DE123"));
    CHECK(out[QStringLiteral("rack")].toObject()[QStringLiteral("x_row")].toString() == QStringLiteral("B"));
}

TEST_CASE("omitted parallelism members stay unset for the search")
{
    const PlanReadResult r
        = readPlan(minimalPlan("{\"model\":{\"preset\":\"gpt3-13b\"},\"global_batch\":8,\"parallelism\":{\"tp\":4}}"));
    REQUIRE(r.ok());
    const Parallelism &par = *r.plan->workload.parallelism;
    CHECK(*par.tp == 4);
    CHECK_FALSE(par.pp);
    CHECK_FALSE(par.dp);
    CHECK_FALSE(par.isComplete());
}

TEST_CASE("a negative tensor-parallel degree names workload.parallelism.tp")
{
    const QString e = onlyError(minimalPlan("{\"model\":{\"preset\":\"gpt3-13b\"},\"parallelism\":{\"tp\":-2}}"));
    CHECK(e.startsWith(QStringLiteral("workload.parallelism.tp: must be a positive integer")));
}

TEST_CASE("wrong types name the path and the type expected")
{
    CHECK(onlyError(minimalPlan("{\"model\":{\"preset\":\"x\"},\"global_batch\":\"sixty-four\"}"))
          == QStringLiteral("workload.global_batch: must be a positive integer, not a string"));
    CHECK(onlyError(minimalPlan("{\"model\":{\"preset\":\"x\"},\"precision\":\"fp4\"}"))
              .startsWith(QStringLiteral("workload.precision: must be fp32, tf32, fp16, bf16 or fp8")));
    CHECK(onlyError(minimalPlan("{\"model\":{\"preset\":\"x\"},\"parallelism\":{\"recompute\":\"some\"}}"))
              .startsWith(QStringLiteral("workload.parallelism.recompute: must be none, selective or full")));
    CHECK(onlyError(minimalPlan("{\"model\":{\"preset\":\"x\"},\"parallelism\":{\"zero\":4}}"))
              .startsWith(QStringLiteral("workload.parallelism.zero: must be an integer from 0 to 3")));
    CHECK(onlyError(minimalPlan("{\"model\":{\"preset\":\"x\"},\"parallelism\":{\"sequence_parallel\":1}}"))
              .startsWith(QStringLiteral("workload.parallelism.sequence_parallel: must be true or false")));
    CHECK(onlyError(minimalPlan("{\"model\":{\"preset\":\"x\"},\"parallelism\":{\"tp\":1.5}}"))
              .startsWith(QStringLiteral("workload.parallelism.tp: must be a positive integer (got 1.5)")));
    CHECK(onlyError(minimalPlan("[]")).startsWith(QStringLiteral("workload: must be an object, not an array")));
}

TEST_CASE("errors inside arrays carry the index")
{
    const QByteArray json = "{\"format\":\"aiplanner-plan\",\"version\":1,\"servers\":[{\"id\":\"a\",\"chassis\":\"x\","
                            "\"parts\":[{\"sku\":\"y\",\"qty\":1},{\"sku\":\"z\",\"qty\":0}],\"count\":1}]}";
    CHECK(onlyError(json).startsWith(QStringLiteral("servers[0].parts[1].qty: must be a positive integer")));
    const QByteArray noChassis = "{\"format\":\"aiplanner-plan\",\"version\":1,\"servers\":[{\"id\":\"a\"}]}";
    CHECK(onlyError(noChassis) == QStringLiteral("servers[0].chassis: is required (a string)"));
    const QByteArray cloud
        = "{\"format\":\"aiplanner-plan\",\"version\":1,\"cloud\":[{\"sku\":\"a\",\"pricing\":\"cheap\"}]}";
    CHECK(onlyError(cloud).startsWith(
        QStringLiteral("cloud[0].pricing: must be on_demand, reserved_1y, reserved_3y or spot")));
}

TEST_CASE("absurd numbers are refused, not computed")
{
    CHECK(onlyError(minimalPlan().replace("\"count\":2", "\"count\":-3"))
              .startsWith(QStringLiteral("servers[0].count: must be a positive integer")));
    CHECK(onlyError(minimalPlan().replace("\"count\":2", "\"count\":2000000000"))
              .startsWith(QStringLiteral("servers[0].count: must be a positive integer no larger than 100000")));
    CHECK(onlyError(minimalPlan().replace("\"count\":2", "\"count\":1e308"))
              .startsWith(QStringLiteral("servers[0].count:")));
    const QByteArray pue = "{\"format\":\"aiplanner-plan\",\"version\":1,\"costs\":{\"pue\":0.5}}";
    CHECK(onlyError(pue).startsWith(QStringLiteral("costs.pue: must be a number from 1 to 5")));
}

TEST_CASE("all errors of a plan are reported, not only the first")
{
    const PlanReadResult r = readPlan(
        minimalPlan("{\"model\":{\"preset\":\"x\"},\"global_batch\":0,\"parallelism\":{\"tp\":0,\"pp\":-1}}"));
    REQUIRE_FALSE(r.ok());
    CHECK(r.errors.size() == 3);
    CHECK(r.errorText().contains(QStringLiteral("workload.parallelism.pp")));
}

TEST_CASE("a file that is not JSON says so")
{
    CHECK(onlyError("{\"format\": \"aiplanner-plan\", \"vers").startsWith(QStringLiteral("not a JSON document")));
    CHECK(onlyError("").startsWith(QStringLiteral("not a JSON document")));
}

TEST_CASE("bytes that are not UTF-8 are refused as not a plan")
{
    CHECK(onlyError(QByteArray("\xff\xfe\x00garbage", 10)).contains(QStringLiteral("not UTF-8")));
}

TEST_CASE("JSON that is not a plan says so")
{
    CHECK(onlyError("[1,2,3]").startsWith(QStringLiteral("not a plan")));
    CHECK(onlyError("{\"name\":\"x\"}").startsWith(QStringLiteral("format: not a plan")));
    CHECK(onlyError("{\"format\":\"something-else\",\"version\":1}").startsWith(QStringLiteral("format: not a plan")));
    CHECK(onlyError("{\"format\":\"aiplanner-plan\"}") == QStringLiteral("version: is required (a positive integer)"));
}

TEST_CASE("a newer version is refused with a clear message")
{
    const QString e = onlyError("{\"format\":\"aiplanner-plan\",\"version\":99}");
    CHECK(e.contains(QStringLiteral("version 99")));
    CHECK(e.contains(QStringLiteral("newer")));
}

TEST_CASE("deep nesting is refused without a crash")
{
    const QByteArray deep = QByteArray(100000, '[') + QByteArray(100000, ']');
    CHECK(onlyError(deep).startsWith(QStringLiteral("not a JSON document")));
}

TEST_CASE("saving is atomic and refuses an impossible path")
{
    QTemporaryDir dir;
    const PlanReadResult r = readPlanFile(aiptest::dataPath(QStringLiteral("plans/design-example.aiplan")));
    REQUIRE(r.ok());
    const QString good = dir.filePath(QStringLiteral("p.aiplan"));
    CHECK(writePlanFile(*r.plan, good).isEmpty());
    CHECK(readPlanFile(good).ok());
    const QString bad = dir.filePath(QStringLiteral("no/such/dir/p.aiplan"));
    const QString error = writePlanFile(*r.plan, bad);
    CHECK_FALSE(error.isEmpty());
    CHECK_FALSE(QFile::exists(bad));
}

TEST_CASE("a missing file names the file")
{
    const PlanReadResult r = readPlanFile(QStringLiteral("/nonexistent/x.aiplan"));
    REQUIRE_FALSE(r.ok());
    CHECK(r.errorText().contains(QStringLiteral("/nonexistent/x.aiplan")));
}

TEST_CASE("context parallelism, sharding and goodput round-trip through the plan file")
{
    const PlanReadResult r = readPlan(minimalPlan(
        "{\"model\":{\"preset\":\"llama3-70b\"},\"global_batch\":64,\"parallelism\":{\"tp\":8,\"cp\":2,\"pp\":1,"
        "\"dp\":16,\"zero\":3,\"sharding\":\"hybrid\",\"shard_group\":4,\"sharding_impl\":\"deepspeed\"},"
        "\"goodput\":{\"checkpoint_every_min\":30,\"failures_per_1k_gpu_days\":0.5,\"x_note\":\"kept\"}}"));
    INFO(r.errorText().toStdString());
    REQUIRE(r.ok());
    const Parallelism &par = *r.plan->workload.parallelism;
    CHECK(*par.cp == 2);
    CHECK(*par.sharding == Sharding::Hybrid);
    CHECK(*par.shardGroup == 4);
    CHECK(*par.shardingImpl == ShardingImpl::DeepSpeed);
    REQUIRE(r.plan->workload.goodput);
    CHECK(*r.plan->workload.goodput->checkpointEveryMin == 30);
    CHECK(*r.plan->workload.goodput->failuresPer1kGpuDays == 0.5);
    const QJsonObject w = planToJson(*r.plan)[QStringLiteral("workload")].toObject();
    const QJsonObject p = w[QStringLiteral("parallelism")].toObject();
    CHECK(p[QStringLiteral("cp")].toInt() == 2);
    CHECK(p[QStringLiteral("sharding")].toString() == QStringLiteral("hybrid"));
    CHECK(p[QStringLiteral("shard_group")].toInt() == 4);
    CHECK(p[QStringLiteral("sharding_impl")].toString() == QStringLiteral("deepspeed"));
    const QJsonObject g = w[QStringLiteral("goodput")].toObject();
    CHECK(g[QStringLiteral("checkpoint_every_min")].toDouble() == 30);
    CHECK(g[QStringLiteral("failures_per_1k_gpu_days")].toDouble() == 0.5);
    CHECK(g[QStringLiteral("x_note")].toString() == QStringLiteral("kept"));
    const PlanReadResult again = readPlan(QJsonDocument(planToJson(*r.plan)).toJson());
    REQUIRE(again.ok());
    CHECK(planToJson(*again.plan) == planToJson(*r.plan));
}

TEST_CASE("bad context-parallel, sharding and goodput members name their path")
{
    CHECK(onlyError(minimalPlan("{\"model\":{\"preset\":\"x\"},\"parallelism\":{\"cp\":0}}"))
              .startsWith(QStringLiteral("workload.parallelism.cp: must be a positive integer")));
    CHECK(onlyError(minimalPlan("{\"model\":{\"preset\":\"x\"},\"parallelism\":{\"cp\":\"two\"}}"))
              .startsWith(QStringLiteral("workload.parallelism.cp: must be a positive integer")));
    CHECK(onlyError(minimalPlan("{\"model\":{\"preset\":\"x\"},\"parallelism\":{\"sharding\":\"half\"}}"))
              .startsWith(QStringLiteral("workload.parallelism.sharding: must be full or hybrid")));
    CHECK(onlyError(minimalPlan("{\"model\":{\"preset\":\"x\"},\"parallelism\":{\"sharding_impl\":\"colossal\"}}"))
              .startsWith(QStringLiteral("workload.parallelism.sharding_impl: must be deepspeed, fsdp or megatron")));
    CHECK(onlyError(minimalPlan("{\"model\":{\"preset\":\"x\"},\"parallelism\":{\"dp\":6,\"shard_group\":4}}"))
              .startsWith(QStringLiteral("workload.parallelism.shard_group: must divide dp (6)")));
    CHECK(onlyError(minimalPlan("{\"model\":{\"preset\":\"x\"},\"goodput\":{\"checkpoint_every_min\":-1}}"))
              .startsWith(QStringLiteral("workload.goodput.checkpoint_every_min")));
    CHECK(onlyError(minimalPlan("{\"model\":{\"preset\":\"x\"},\"goodput\":[]}"))
              .startsWith(QStringLiteral("workload.goodput")));
}

TEST_CASE("texts past the length limit are refused with the field named")
{
    // A 300 KB customer name took the quote layout 18 s; a 10 MB one never finished.
    const QByteArray longName(300000, 'A');
    const QByteArray plan
        = "{\"format\":\"aiplanner-plan\",\"version\":1,\"quote\":{\"customer\":{\"name\":\"" + longName + "\"}}}";
    const QString error = onlyError(plan);
    CHECK(error.startsWith(QStringLiteral("quote.customer.name: must be at most 10000 characters long")));
    CHECK(error.contains(QStringLiteral("300000")));
    const QByteArray fits(kMaxPlanTextChars, 'A');
    CHECK(readPlan("{\"format\":\"aiplanner-plan\",\"version\":1,\"name\":\"" + fits + "\"}").ok());
}

TEST_CASE("a global batch of 10^12 is refused with the field named, not computed")
{
    // Issue 22: the step model cut it to 2^30 micro-batches per step and printed an MFU of 4,474 %.
    const QString error = onlyError(minimalPlan("{\"model\":{\"preset\":\"gpt3-13b\"},\"global_batch\":1e12}"));
    CHECK(
        error.startsWith(QStringLiteral("workload.global_batch: must be a positive integer no larger than 134217728")));
    CHECK(readPlan(minimalPlan("{\"model\":{\"preset\":\"gpt3-13b\"},\"global_batch\":134217728}")).ok());
    for (const char *bad : {"-64", "0", "64.5", "\"64\""})
        CHECK(onlyError(minimalPlan(QByteArray("{\"model\":{\"preset\":\"gpt3-13b\"},\"global_batch\":") + bad + "}"))
                  .startsWith(QStringLiteral("workload.global_batch: ")));
}

TEST_CASE("the servers' node counts add up to at most kMaxPlanNodes and more are refused naming the field")
{
    // Before the cap, 30,000 server types of 100,000 nodes each summed past 2^31 in the int sums of node counts.
    auto plan = [](int types, int count) {
        QByteArray servers;
        for (int i = 0; i < types; ++i) {
            servers += (i ? "," : "") + QByteArray("{\"chassis\":\"nvidia-dgx-a100-80gb\",\"count\":")
                + QByteArray::number(count) + "}";
        }
        return "{\"format\":\"aiplanner-plan\",\"version\":1,\"servers\":[" + servers + "]}";
    };
    const PlanReadResult many = readPlan(plan(30000, kMaxNodesPerServerType));
    REQUIRE_FALSE(many.ok());
    CHECK(many.errorText().contains(QStringLiteral("servers: ")));
    CHECK(many.errorText().contains(QStringLiteral("servers[].count")));
    CHECK(many.errorText().contains(QStringLiteral("3000000000")));
    // The limit itself is a plan, one node more is not.
    const PlanReadResult atLimit = readPlan(plan(4, kMaxPlanNodes / 4));
    REQUIRE(atLimit.ok());
    CHECK(atLimit.plan->totalNodes() == kMaxPlanNodes);
    CHECK_FALSE(readPlan(plan(2, kMaxPlanNodes / 2 + 1)).ok());
    CHECK(readPlan(plan(1, kMaxNodesPerServerType)).ok());
}

TEST_CASE("fabric.sharp round-trips, is off when absent and must be true or false")
{
    auto withFabric = [](const QByteArray &fabric) {
        QByteArray json = minimalPlan();
        json.insert(json.lastIndexOf('}'), ",\"fabric\":" + fabric);
        return json;
    };
    const PlanReadResult off = readPlan(withFabric("{\"sku\":\"nvidia-quantum-qm8700\"}"));
    INFO(off.errorText().toStdString());
    REQUIRE(off.ok());
    CHECK_FALSE(off.plan->fabric->sharp);
    // Written only when on: a plan without it is written as it was before the field.
    CHECK_FALSE(planToJson(*off.plan)[QStringLiteral("fabric")].toObject().contains(QStringLiteral("sharp")));
    const PlanReadResult on = readPlan(withFabric("{\"sku\":\"nvidia-quantum-qm8700\",\"sharp\":true}"));
    REQUIRE(on.ok());
    CHECK(on.plan->fabric->sharp);
    CHECK_FALSE(on.plan->fabric->extra.contains(QStringLiteral("sharp"))); // read, not kept as an unknown member
    const QJsonObject written = planToJson(*on.plan)[QStringLiteral("fabric")].toObject();
    CHECK(written[QStringLiteral("sharp")].toBool());
    const PlanReadResult again = readPlan(QJsonDocument(planToJson(*on.plan)).toJson());
    REQUIRE(again.ok());
    CHECK(again.plan->fabric->sharp);
    CHECK(onlyError(withFabric("{\"sku\":\"nvidia-quantum-qm8700\",\"sharp\":\"yes\"}"))
              .startsWith(QStringLiteral("fabric.sharp: must be true or false")));
}
