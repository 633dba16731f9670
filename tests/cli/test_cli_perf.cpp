// `simulate` and `search` from the command line: the JSON contract of DESIGN.md, the collective report, and the
// exit statuses (1 invalid or does not fit, 2 usage, 3 catalog errors). Runs in-process on a fresh catalog
// created from the bundled seed.
#include "cli/cli.h"
#include "clirun.h"
#include "support/testsupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <tuple>

namespace {

using clitest::Run;

class PerfCli
{
public:
    PerfCli() { REQUIRE(m_dir.isValid()); }

    QString plan(const QString &name, const QByteArray &workload, int nodes = 128)
    {
        const QString path = m_dir.filePath(name + QStringLiteral(".aiplan"));
        const QByteArray text = R"({"format": "aiplanner-plan", "version": 1, "name": ")" + name.toUtf8()
            + R"(", "servers": [{"id": "node", "chassis": "nvidia-dgx-a100-80gb", "parts": [], "count": )"
            + QByteArray::number(nodes)
            + R"(}], "fabric": {"sku": "nvidia-quantum-qm8700", "topology": "fat-tree", "oversubscription": 1.0},)"
            + R"( "workload": )" + workload + "}";
        REQUIRE(aiptest::writeFile(path, text));
        return path;
    }

    Run run(QStringList args)
    {
        args.prepend(m_dir.filePath(QStringLiteral("catalog.db")));
        args.prepend(QStringLiteral("--catalog"));
        return clitest::inProcess(args);
    }

    QString dir(const QString &name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
};

const QByteArray kGpt3 = R"({"model": {"preset": "gpt3-175b"}, "global_batch": 1536, "micro_batch": 1,
    "precision": "fp16", "parallelism": {"tp": 8, "pp": 12, "dp": 8, "zero": 1, "recompute": "full",
    "sequence_parallel": false, "interleave": 1}, "tokens_to_train": 3.0e11})";

} // namespace

TEST_CASE("cli perf: simulate --json prints the DESIGN.md fields")
{
    PerfCli cli;
    const Run r
        = cli.run({QStringLiteral("simulate"), cli.plan(QStringLiteral("gpt3"), kGpt3), QStringLiteral("--json")});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    for (const char *key : {"step_time_s", "samples_per_s", "tokens_per_s", "model_tflops_per_gpu", "mfu", "memory",
                            "breakdown", "bottleneck", "time_to_train_s"})
        CHECK(o.contains(QLatin1String(key)));
    CHECK(o.value(QStringLiteral("memory")).toObject().value(QStringLiteral("fits")).toBool());
    CHECK(o.value(QStringLiteral("step_time_s")).toDouble() > 1);
    CHECK(o.value(QStringLiteral("strategy")).toObject().value(QStringLiteral("pp")).toInt() == 12);
    CHECK(o.value(QStringLiteral("mfu")).toDouble() > 0.2);
}

TEST_CASE("cli perf: simulate prints text, and the collective report in nccl-tests' layout")
{
    PerfCli cli;
    const QString plan = cli.plan(QStringLiteral("gpt3"), kGpt3);
    const Run text = cli.run({QStringLiteral("simulate"), plan, QStringLiteral("--collectives")});
    REQUIRE(text.status == 0);
    CHECK(text.out.contains(QStringLiteral("Step time")));
    CHECK(text.out.contains(QStringLiteral("Bottleneck")));
    CHECK(text.out.contains(QStringLiteral("# all_reduce_perf")));
    CHECK(text.out.contains(QStringLiteral("busbw")));
    const Run json
        = cli.run({QStringLiteral("simulate"), plan, QStringLiteral("--json"), QStringLiteral("--collectives")});
    const QJsonArray rows
        = QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("collectives")).toArray();
    REQUIRE(rows.size() > 10);
    CHECK(rows.first().toObject().contains(QStringLiteral("busbw_gbs")));
}

TEST_CASE("cli perf: simulate says when DeepSpeed trains a bf16 plan with its BF16_Optimizer")
{
    // ZeRO 0 under DeepSpeed in bf16 is DeepSpeed's BF16_Optimizer (perf/datacomm.h): the text says so, since the
    // memory it prints holds sharded optimizer states at "ZeRO 0"; in fp16, or under another stack, nothing is said.
    PerfCli cli;
    auto simulate = [&](const char *precision, const char *impl) {
        const QByteArray workload = R"({"model": {"preset": "gpt3-1.3b"}, "global_batch": 512, "micro_batch": 4,
            "precision": ")"
            + QByteArray(precision) + R"(", "parallelism": {"tp": 1, "pp": 1, "dp": 16, "zero": 0,
            "recompute": "none", "sharding_impl": ")"
            + QByteArray(impl) + R"("}})";
        const Run r = cli.run(
            {QStringLiteral("simulate"),
             cli.plan(QStringLiteral("ds-%1-%2").arg(QLatin1String(precision), QLatin1String(impl)), workload, 2)});
        INFO(r.err.toStdString());
        REQUIRE(r.status == 0);
        return r.out;
    };
    const QString line
        = QStringLiteral("Optimizer: DeepSpeed's BF16_Optimizer, its states sharded over 16 data-parallel");
    CHECK(simulate("bf16", "deepspeed").contains(line));
    CHECK_FALSE(simulate("fp16", "deepspeed").contains(QStringLiteral("BF16_Optimizer")));
    CHECK_FALSE(simulate("bf16", "megatron").contains(QStringLiteral("BF16_Optimizer")));
}

TEST_CASE("cli perf: simulate names the attention kernel it costed and says when it is the default")
{
    // On an A100 the default is FlashAttention-2; a plan that names a kernel gets it; fp16 without one keeps
    // Megatron's unfused softmax (perf/stepmodel.h usesFlashAttention()); on an H100 under Megatron's sharding the
    // default is Transformer Engine's cuDNN attention (perf/computerates.h flashKernel()).
    PerfCli cli;
    auto simulate
        = [&](const QString &name, const char *precision, const char *attention, const char *impl, bool h100 = false) {
              QByteArray workload = R"({"model": {"preset": "gpt3-1.3b"}, "global_batch": 512, "micro_batch": 4,
            "precision": ")"
                  + QByteArray(precision) + R"(", "parallelism": {"tp": 1, "pp": 1, "dp": 16, "zero": 1,
            "recompute": "none", "sharding_impl": ")"
                  + QByteArray(impl) + R"("})";
              if (*attention)
                  workload += R"(, "attention": ")" + QByteArray(attention) + R"(")";
              workload += "}";
              QString path = cli.plan(name, workload, 2);
              if (h100) {
                  QFile f(path);
                  REQUIRE(f.open(QIODevice::ReadOnly));
                  QByteArray text = f.readAll();
                  f.close();
                  text.replace("nvidia-dgx-a100-80gb", "nvidia-dgx-h100")
                      .replace("nvidia-quantum-qm8700", "nvidia-quantum2-qm9700");
                  REQUIRE(aiptest::writeFile(path, text));
              }
              const Run json = cli.run({QStringLiteral("simulate"), path, QStringLiteral("--json")});
              INFO(json.err.toStdString());
              REQUIRE(json.status == 0);
              const Run text = cli.run({QStringLiteral("simulate"), path});
              REQUIRE(text.status == 0);
              const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
              return std::make_tuple(o.value(QStringLiteral("attention_kernel")).toString(),
                                     o.value(QStringLiteral("attention_kernel_default")).toBool(), text.out);
          };
    const auto [a100, a100Default, a100Text] = simulate(QStringLiteral("a100"), "bf16", "", "fsdp");
    CHECK(a100 == QLatin1String("flash"));
    CHECK(a100Default);
    CHECK(a100Text.contains(QStringLiteral("Attention: FlashAttention-2 (flash), the default for this GPU and stack")));
    const auto [triton, tritonDefault, tritonText] = simulate(QStringLiteral("triton"), "bf16", "flash_triton", "fsdp");
    CHECK(triton == QLatin1String("flash_triton"));
    CHECK_FALSE(tritonDefault);
    CHECK(tritonText.contains(QStringLiteral("Attention: FlashAttention in Triton (flash_triton)\n")));
    const auto [fp16, fp16Default, fp16Text] = simulate(QStringLiteral("fp16"), "fp16", "", "fsdp");
    CHECK(fp16 == QLatin1String("standard"));
    CHECK(fp16Default);
    const auto [h100, h100Default, h100Text] = simulate(QStringLiteral("h100"), "bf16", "", "megatron", true);
    CHECK(h100 == QLatin1String("flash3"));
    CHECK(h100Default);
    CHECK(h100Text.contains(QStringLiteral("cuDNN / FlashAttention-3 (flash3)")));
    const auto [h100Fsdp, h100FsdpDefault, h100FsdpText]
        = simulate(QStringLiteral("h100fsdp"), "bf16", "", "fsdp", true);
    CHECK(h100Fsdp == QLatin1String("flash"));
}

TEST_CASE("cli perf: simulate searches a plan without parallelism")
{
    PerfCli cli;
    const Run r
        = cli.run({QStringLiteral("simulate"),
                   cli.plan(QStringLiteral("open"), R"({"model": {"preset": "llama2-7b"}, "global_batch": 256})", 2),
                   QStringLiteral("--json")});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    CHECK(o.value(QStringLiteral("strategy_searched")).toBool());
    CHECK(o.value(QStringLiteral("strategy")).toObject().value(QStringLiteral("gpus")).toInt() <= 16);
}

TEST_CASE("cli perf: simulate says what the search chose where the plan fixes the layout and leaves the rest open")
{
    PerfCli cli;
    // tp, pp and dp fixed, the ZeRO stage too: the search picks the recompute and, with tensor parallelism, sequence
    // parallelism (interleaving means nothing at pp 1 and is not listed).
    const Run layout = cli.run(
        {QStringLiteral("simulate"),
         cli.plan(QStringLiteral("layout"), R"({"model": {"preset": "llama2-7b"}, "global_batch": 256, "micro_batch": 1,
                  "parallelism": {"tp": 2, "pp": 1, "dp": 8, "zero": 1}})",
                  2)});
    INFO(layout.err.toStdString());
    REQUIRE(layout.status == 0);
    CHECK(layout.out.contains(QStringLiteral("Strategy (the plan's layout; searched: recompute, sequence parallelism): "
                                             "tp 2, pp 1, dp 8")));
    // The layout open: the whole strategy is the search's.
    const Run open
        = cli.run({QStringLiteral("simulate"),
                   cli.plan(QStringLiteral("open"), R"({"model": {"preset": "llama2-7b"}, "global_batch": 256})", 2)});
    REQUIRE(open.status == 0);
    CHECK(open.out.contains(QStringLiteral("Strategy (searched): ")));
}

TEST_CASE("cli perf: exit 1 for too many GPUs, unknown models and plans that do not fit")
{
    PerfCli cli;
    const Run many = cli.run({QStringLiteral("simulate"), cli.plan(QStringLiteral("many"), kGpt3, 2)});
    CHECK(many.status == 1);
    CHECK(many.err.contains(QStringLiteral("GPUs")));
    const Run unknown
        = cli.run({QStringLiteral("simulate"),
                   cli.plan(QStringLiteral("unknown"), R"({"model": {"preset": "gpt9"}, "global_batch": 8})")});
    CHECK(unknown.status == 1);
    CHECK(unknown.err.contains(QStringLiteral("gpt9")));
    const Run big = cli.run({QStringLiteral("simulate"),
                             cli.plan(QStringLiteral("big"),
                                      R"({"model": {"preset": "gpt3-175b"}, "global_batch": 8, "micro_batch": 1,
                                          "parallelism": {"tp": 1, "pp": 1, "dp": 1}})",
                                      1),
                             QStringLiteral("--json")});
    CHECK(big.status == 1);
    CHECK(big.err.contains(QStringLiteral("does not fit")));
    CHECK_FALSE(QJsonDocument::fromJson(big.out.toUtf8())
                    .object()
                    .value(QStringLiteral("memory"))
                    .toObject()
                    .value(QStringLiteral("fits"))
                    .toBool(true));
    const Run noWorkload = cli.run({QStringLiteral("search"), cli.plan(QStringLiteral("none"), "null")});
    CHECK(noWorkload.status == 1);
}

TEST_CASE("cli perf: search ranks strategies and bounds its work")
{
    PerfCli cli;
    const QString open = cli.plan(QStringLiteral("open"),
                                  R"({"model": {"preset": "gpt3-175b"}, "global_batch": 1536, "precision": "fp16"})");
    const Run r = cli.run(
        {QStringLiteral("search"), open, QStringLiteral("--top"), QStringLiteral("3"), QStringLiteral("--json")});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    const QJsonArray list
        = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("strategies")).toArray();
    REQUIRE(list.size() == 3);
    // Fastest first, near-ties (within 2%) simplest first.
    CHECK(list[0].toObject().value(QStringLiteral("step_time_s")).toDouble()
          <= 1.02 * list[2].toObject().value(QStringLiteral("step_time_s")).toDouble());
    const Run text = cli.run({QStringLiteral("search"), open});
    CHECK(text.status == 0);
    CHECK(text.out.contains(QStringLiteral("rank")));
    CHECK(cli.run({QStringLiteral("search"), open, QStringLiteral("--top"), QStringLiteral("x")}).status == 2);
    CHECK(cli.run({QStringLiteral("search")}).status == 2);
    // The largest cluster a plan may hold (100000 nodes of 8 GPUs) is searched in bounded time.
    QElapsedTimer timer;
    timer.start();
    const Run absurd = cli.run(
        {QStringLiteral("search"),
         cli.plan(QStringLiteral("absurd"), R"({"model": {"preset": "gpt3-175b"}, "global_batch": 1536})", 100000)});
    CHECK(timer.elapsed() < 20000);
    CHECK((absurd.status == 0 || absurd.status == 1));
}

TEST_CASE("cli perf: search says what the plan fixes, and --free searches anyway")
{
    PerfCli cli;
    const QString fixed = cli.plan(QStringLiteral("fixed"), kGpt3);
    const Run kept = cli.run({QStringLiteral("search"), fixed, QStringLiteral("--json")});
    INFO(kept.err.toStdString());
    REQUIRE(kept.status == 0);
    const QJsonObject keptRoot = QJsonDocument::fromJson(kept.out.toUtf8()).object();
    CHECK_FALSE(keptRoot.value(QStringLiteral("free")).toBool(true));
    const QJsonArray fixedBy = keptRoot.value(QStringLiteral("fixed_by_plan")).toArray();
    CHECK(fixedBy.contains(QStringLiteral("tp")));
    CHECK(fixedBy.contains(QStringLiteral("micro_batch")));
    for (const QJsonValue &v : keptRoot.value(QStringLiteral("strategies")).toArray())
        CHECK(v.toObject().value(QStringLiteral("strategy")).toObject().value(QStringLiteral("tp")).toInt() == 8);
    const Run text = cli.run({QStringLiteral("search"), fixed});
    CHECK(text.out.contains(QStringLiteral("The plan fixes tp, pp, dp")));
    CHECK(text.out.contains(QStringLiteral("--free")));

    const Run free = cli.run({QStringLiteral("search"), fixed, QStringLiteral("--free"), QStringLiteral("--json")});
    REQUIRE(free.status == 0);
    const QJsonObject freeRoot = QJsonDocument::fromJson(free.out.toUtf8()).object();
    CHECK(freeRoot.value(QStringLiteral("free")).toBool());
    CHECK(freeRoot.value(QStringLiteral("fixed_by_plan")).toArray().isEmpty());
    bool otherLayout = false;
    for (const QJsonValue &v : freeRoot.value(QStringLiteral("strategies")).toArray()) {
        const QJsonObject st = v.toObject().value(QStringLiteral("strategy")).toObject();
        otherLayout = otherLayout || st.value(QStringLiteral("tp")).toInt() != 8
            || st.value(QStringLiteral("pp")).toInt() != 12;
    }
    CHECK(otherLayout);
    const QString text2 = cli.run({QStringLiteral("search"), fixed, QStringLiteral("--free")}).out;
    CHECK_FALSE(text2.contains(QStringLiteral("The plan fixes")));
}

TEST_CASE("cli perf: search keeps to a pipeline layout's stages, --free too, and says so")
{
    // GPT-3 175B's 96 layers in 24 stages of 4 (the embedding with the first, the loss with the last).
    PerfCli cli;
    const QString plan = cli.plan(QStringLiteral("layout"), R"({"model": {"preset": "gpt3-175b"}, "global_batch": 1536,
        "precision": "fp16", "pipeline_layout": "Et*4|(t*4|)*22t*4L"})");
    for (const bool free : {false, true}) {
        INFO((free ? "--free" : "kept"));
        QStringList args{QStringLiteral("search"), plan, QStringLiteral("--json"), QStringLiteral("--top"),
                         QStringLiteral("20")};
        if (free)
            args << QStringLiteral("--free");
        const Run r = cli.run(args);
        INFO(r.err.toStdString());
        REQUIRE(r.status == 0);
        const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
        CHECK(root.value(QStringLiteral("pipeline_layout_stages")).toInt() == 24);
        const QJsonArray list = root.value(QStringLiteral("strategies")).toArray();
        REQUIRE_FALSE(list.isEmpty());
        for (const QJsonValue &v : list) {
            const QJsonObject st = v.toObject().value(QStringLiteral("strategy")).toObject();
            CHECK(st.value(QStringLiteral("pp")).toInt() * st.value(QStringLiteral("interleave")).toInt() == 24);
        }
    }
    const Run text = cli.run({QStringLiteral("search"), plan});
    CHECK(text.out.contains(QStringLiteral("pipeline_layout has 24 stages")));
    // Without a layout the search says nothing of one.
    CHECK_FALSE(cli.run({QStringLiteral("search"), cli.plan(QStringLiteral("gpt3"), kGpt3)})
                    .out.contains(QStringLiteral("pipeline_layout")));
}

TEST_CASE("cli perf: simulate names the pipeline rank its memory is for where the stages differ")
{
    PerfCli cli;
    // A layout whose first stage holds one layer more than the others: the memory model counts rank by rank.
    const QString plan = cli.plan(QStringLiteral("layout"), R"({"model": {"preset": "gpt3-175b"}, "global_batch": 1536,
        "precision": "fp16", "pipeline_layout": "Et*5|(t*4|)*22t*3L"})");
    const Run r = cli.run({QStringLiteral("simulate"), plan, QStringLiteral("--json")});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonObject memory = root.value(QStringLiteral("memory")).toObject();
    const int pp = root.value(QStringLiteral("strategy")).toObject().value(QStringLiteral("pp")).toInt();
    REQUIRE(memory.contains(QStringLiteral("pipeline_rank")));
    CHECK(memory.value(QStringLiteral("pipeline_rank")).toInt() >= 0);
    CHECK(memory.value(QStringLiteral("pipeline_rank")).toInt() < pp);
    const Run text = cli.run({QStringLiteral("simulate"), plan});
    CHECK(text.out.contains(QStringLiteral("Memory per GPU (pipeline rank %1 of %2, the one that needs the most)")
                                .arg(memory.value(QStringLiteral("pipeline_rank")).toInt())
                                .arg(pp)));
    // Megatron-LM's uniform split keeps its closed form: no rank named.
    const QString gpt3 = cli.plan(QStringLiteral("gpt3"), kGpt3);
    const QJsonObject uniform
        = QJsonDocument::fromJson(cli.run({QStringLiteral("simulate"), gpt3, QStringLiteral("--json")}).out.toUtf8())
              .object();
    CHECK_FALSE(uniform.value(QStringLiteral("memory")).toObject().contains(QStringLiteral("pipeline_rank")));
    CHECK_FALSE(cli.run({QStringLiteral("simulate"), gpt3}).out.contains(QStringLiteral("pipeline rank")));
}

TEST_CASE("cli perf: a catalog that cannot be opened exits 3")
{
    PerfCli cli;
    const QString plan = cli.plan(QStringLiteral("gpt3"), kGpt3);
    REQUIRE(aiptest::writeFile(cli.dir(QStringLiteral("garbage.db")), QByteArray("this is not a database", 22)));
    for (const char *cmd : {"simulate", "search"}) {
        QString out, err;
        QTextStream o(&out), e(&err);
        const int status = aip::cli::run(
            {QStringLiteral("--catalog"), cli.dir(QStringLiteral("garbage.db")), QLatin1String(cmd), plan}, o, e);
        CHECK(status == 3);
    }
}

TEST_CASE("the GB200 NVL72 template is a rack-scale plan that checks clean and trains on all 72 GPUs")
{
    // A rack-scale system is its own rack: 48U, its rated power, liquid-cooled. In a default 42U, 14 kW, air-cooled
    // rack the rules refuse it, so the template must say all three.
    PerfCli cli;
    const QString tpl = aiptest::sourcePath(QStringLiteral("resources/templates/gb200-nvl72-llama3-70b.aiplan"));
    const Run check = cli.run({QStringLiteral("check"), tpl});
    INFO(check.out.toStdString());
    CHECK(check.status == 0);
    CHECK(check.out.contains(QStringLiteral("0 errors, 0 warnings")));
    const Run sim = cli.run({QStringLiteral("simulate"), tpl, QStringLiteral("--json")});
    INFO(sim.err.toStdString());
    REQUIRE(sim.status == 0);
    const QJsonObject o = QJsonDocument::fromJson(sim.out.toUtf8()).object();
    CHECK(o.value(QStringLiteral("gpus_used")).toInt() == 72); // the global batch splits over the whole rack
    CHECK(o.value(QStringLiteral("memory")).toObject().value(QStringLiteral("fits")).toBool());
    // Without the rack and the facility the same servers are refused.
    QFile file(tpl);
    REQUIRE(file.open(QIODevice::ReadOnly));
    QJsonObject plan = QJsonDocument::fromJson(file.readAll()).object();
    plan.remove(QStringLiteral("rack"));
    plan.remove(QStringLiteral("facility"));
    QTemporaryDir dir;
    const QString bare = dir.filePath(QStringLiteral("bare.aiplan"));
    REQUIRE(aiptest::writeFile(bare, QJsonDocument(plan).toJson()));
    const Run refused = cli.run({QStringLiteral("check"), bare});
    CHECK(refused.status == 1);
}
