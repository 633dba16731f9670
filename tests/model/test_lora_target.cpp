// LoRA's target layers (workload.finetune.target, issue 23): the plan file reads and writes them, and the
// performance model's adapter parameters, memory and step time follow them (hand checks against the LoRA paper's
// parameter counts; fewer adapted projections are never slower and never need more memory).
#include "perf/finetune.h"
#include "perf/memorymodel.h"
#include "perf/stepmodel.h"
#include "planjsonfixture.h"
#include "support/testsupport.h"
#include "validation/publishedruns.h"
#include "validation/runprediction.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace aip;
using namespace aip::perf;

namespace {

ModelArch preset(const char *name)
{
    ModelSpec spec;
    spec.preset = QLatin1String(name);
    const std::optional<ModelArch> a = resolveModel(spec, nullptr);
    REQUIRE(a.has_value());
    return *a;
}

QByteArray planWithFineTune(const QByteArray &finetune)
{
    return plantest::planWithWorkload("{\"model\":{\"preset\":\"llama2-7b\"},\"finetune\":" + finetune + "}");
}

// One A100 SXM4 80GB (312 TFLOPS bf16, 2039 GB/s) alone in a server.
ClusterHardware a100()
{
    ClusterHardware c;
    c.name = QStringLiteral("test");
    c.gpu.bf16Tflops = c.gpu.fp16Tflops = 312;
    c.gpu.memoryGB = 80;
    c.gpu.memoryBandwidthGBs = 2039;
    c.gpu.nvlinkGBs = 600;
    c.gpu.formFactor = GpuFormFactor::Sxm;
    c.gpu.pcieGen = 4;
    c.gpusPerNode = 1;
    c.nodes = 1;
    c.intraLink = IntraLink::NvSwitch;
    c.intraLinkGBs = 600;
    c.cpuCoresPerNode = 64;
    c.hostMemoryGB = 512;
    return c;
}

Workload lora(std::optional<unsigned> target)
{
    Workload w;
    w.model.preset = QStringLiteral("llama2-7b");
    w.model.seqLen = 2048;
    w.globalBatch = 8;
    w.finetune = FineTune{};
    w.finetune->method = FineTuneMethod::Lora;
    w.finetune->rank = 16;
    w.finetune->target = target;
    return w;
}

} // namespace

TEST_CASE("lora target: the plan file reads names, groups and a single string, and writes them back")
{
    const PlanReadResult r = readPlan(planWithFineTune(R"({"method":"lora","target":["q","v","o","mlp"]})"));
    INFO(r.errorText().toStdString());
    REQUIRE(r.ok());
    REQUIRE(r.plan->workload.finetune);
    REQUIRE(r.plan->workload.finetune->target);
    CHECK(*r.plan->workload.finetune->target == (kLoraQ | kLoraV | kLoraO | kLoraMlp));
    const QJsonObject f
        = planToJson(*r.plan)[QStringLiteral("workload")].toObject()[QStringLiteral("finetune")].toObject();
    CHECK(f[QStringLiteral("target")].toArray()
          == QJsonArray({QStringLiteral("mlp"), QStringLiteral("q"), QStringLiteral("v"), QStringLiteral("o")}));
    const PlanReadResult again = readPlan(QJsonDocument(planToJson(*r.plan)).toJson());
    REQUIRE(again.ok());
    CHECK(*again.plan == *r.plan);

    const PlanReadResult all = readPlan(planWithFineTune(R"({"method":"qlora","target":"all_linear"})"));
    REQUIRE(all.ok());
    CHECK(*all.plan->workload.finetune->target == kLoraAllLinear);
    CHECK(loraTargetNames(kLoraAllLinear) == QStringList{QStringLiteral("all_linear")});
    CHECK(loraTargetNames(kLoraQ | kLoraK | kLoraV | kLoraO) == QStringList{QStringLiteral("attention")});

    const PlanReadResult none = readPlan(planWithFineTune(R"({"method":"lora"})"));
    REQUIRE(none.ok());
    CHECK_FALSE(none.plan->workload.finetune->target);
    CHECK_FALSE(
        planToJson(*none.plan)[QStringLiteral("workload")].toObject()[QStringLiteral("finetune")].toObject().contains(
            QStringLiteral("target")));
}

TEST_CASE("lora target: an unknown name, an empty list or a number name the field")
{
    for (const char *bad : {R"({"target":["q","ffn"]})", R"({"target":[]})", R"({"target":7})", R"({"target":[1]})"}) {
        INFO(bad);
        CHECK(plantest::firstError(planWithFineTune(bad)).startsWith(QStringLiteral("workload.finetune.target")));
    }
}

TEST_CASE("lora target: adapter parameters against the LoRA paper's counts")
{
    // Hu et al. 2021, Table 4: GPT-3 175B with adapters on W_q and W_v has 4.7M trainable parameters at r = 1 and
    // 37.7M at r = 8: 96 layers x 2 matrices x r (12288 + 12288).
    const ModelArch gpt3 = preset("gpt3-175b");
    CHECK(loraParamsPerLayer(gpt3, LoraAdapters{1, kLoraQ | kLoraV}, 1) * gpt3.layers == Approx(4.72e6).epsilon(0.001));
    CHECK(loraParamsPerLayer(gpt3, LoraAdapters{8, kLoraQ | kLoraV}, 1) * gpt3.layers == Approx(37.7e6).epsilon(0.002));
    // Every linear layer is the default and the rank-only form.
    const ModelArch llama = preset("llama2-7b");
    CHECK(loraParamsPerLayer(llama, LoraAdapters{16, kLoraAllLinear}, 1) == loraParamsPerLayer(llama, 16, 1));
    // A block without a gated MLP has no gate to adapt: its "mlp" is fc1 and fc2, h x 4h and 4h x h.
    const double h = gpt3.hidden, f = gpt3.ffnHidden;
    CHECK(loraParamsPerLayer(gpt3, LoraAdapters{1, kLoraMlp}, 1) == Approx(2 * (h + f)));
    CHECK(loraParamsPerLayer(gpt3, LoraAdapters{1, kLoraGate}, 1) == 0);
}

TEST_CASE("lora target: fewer adapted layers are never slower and never need more memory")
{
    const ClusterHardware c = a100();
    const std::optional<ModelArch> arch = resolveModel(lora(std::nullopt).model, nullptr);
    REQUIRE(arch);
    Strategy s;
    s.tp = s.pp = s.dp = 1;
    s.microBatch = 2;
    s.method = FineTuneMethod::Lora;
    s.recompute = Recompute::Full;
    const StepModel byDefault(*arch, lora(std::nullopt), c);
    const StepModel all(*arch, lora(kLoraAllLinear), c);
    const StepModel attention(*arch, lora(kLoraAttention), c);
    const StepModel qv(*arch, lora(kLoraQ | kLoraV), c);
    const StepEstimate d = byDefault.evaluate(s), ea = all.evaluate(s), et = attention.evaluate(s), eq = qv.evaluate(s);
    REQUIRE(d.valid);
    REQUIRE(eq.valid);
    CHECK(d.stepS == Approx(ea.stepS));
    CHECK(et.stepS <= ea.stepS);
    CHECK(eq.stepS <= et.stepS);
    CHECK(eq.stepS < ea.stepS); // the MLP's adapters cost something
    CHECK(et.memory.totalBytes <= ea.memory.totalBytes);
    CHECK(eq.memory.totalBytes < ea.memory.totalBytes);
    // Fewer adapters, fewer model FLOPs: 2 x forward plus 6 per adapter parameter and token.
    CHECK(qv.modelFlopsPerStep(FineTuneMethod::Lora) < all.modelFlopsPerStep(FineTuneMethod::Lora));
}

TEST_CASE("lora target: the validation set's lora_target column reaches the plan")
{
    // NeMo 24.07's LoRA rows adapt the fused QKV projection (target_modules ['attention_qkv']); torchtune's configs
    // at the README table's commit (pytorch/torchtune @ 30b8519, recipes/configs/llama3_1/): q and v for the 8B LoRA,
    // q, k, v, output and the MLP for the 8B QLoRA, q, k and v for the 70B LoRA.
    int seen = 0;
    for (const validation::PublishedRun &run : validation::bundledPublishedRuns()) {
        const QString id = run.id();
        const QString expected = id.startsWith(QLatin1String("NEMO2407-FT-LORA")) ? QStringLiteral("qkv")
            : id == QLatin1String("TT-L31-8B-QLORA-4090")                         ? QStringLiteral("q;k;v;o;mlp")
            : id == QLatin1String("TT-L31-8B-LORA-4090")                          ? QStringLiteral("q;v")
            : id == QLatin1String("TT-L31-70B-LORA-8xA100")                       ? QStringLiteral("q;k;v")
                                                                                  : QString();
        if (expected.isEmpty())
            continue;
        INFO(run.id().toStdString());
        ++seen;
        const QJsonObject ft = validation::planJsonForRun(run)[QStringLiteral("workload")]
                                   .toObject()[QStringLiteral("finetune")]
                                   .toObject();
        QStringList names;
        for (const QJsonValue &v : ft[QStringLiteral("target")].toArray())
            names << v.toString();
        CHECK(names.join(QLatin1Char(';')) == expected);
        QString error;
        const std::optional<Plan> plan = validation::planForRun(run, &error);
        INFO(error.toStdString());
        REQUIRE(plan);
        REQUIRE(plan->workload.finetune->target);
    }
    CHECK(seen == 6);
}
