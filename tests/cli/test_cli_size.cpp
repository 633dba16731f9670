// aiplanner-cli size and roadmap (issue 18) on the shipped catalog: the JSON keys of DESIGN.md "Contract additions
// (2026-12)", the text output, and the usage errors.
#include "cli/cli.h"
#include "clirun.h"
#include "support/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace {

const char *kPlan = R"({"format":"aiplanner-plan","version":1,"name":"13B in two weeks",
 "servers":[{"id":"n","chassis":"nvidia-dgx-a100-80gb","parts":[],"count":4}],
 "fabric":{"sku":"nvidia-quantum-qm8700","topology":"fat-tree","oversubscription":1.0},
 "workload":{"model":{"preset":"gpt3-13b"},"global_batch":1024,"precision":"bf16","tokens_to_train":3.0e11},
 "target":{"days":14,"where":"either"},
 "growth":{"model_factor_per_year":2,"tokens_factor_per_year":1,"projects_per_year":1},
 "cloud":[{"sku":"aws-p4d.24xlarge","pricing":"on_demand"}]})";

struct Fixture {
    QTemporaryDir dir;
    QString plan() const
    {
        const QString path = dir.filePath(QStringLiteral("p.aiplan"));
        aiptest::writeFile(path, kPlan);
        return path;
    }
    clitest::Run run(const QStringList &args) const
    {
        QStringList all{QStringLiteral("--catalog"), dir.filePath(QStringLiteral("c.db"))};
        return clitest::inProcess(all + args);
    }
};

} // namespace

TEST_CASE("size --json: candidates with the contract's keys, cheapest, fastest and the Pareto front")
{
    Fixture f;
    const clitest::Run r = f.run({QStringLiteral("size"), f.plan(), QStringLiteral("--json")});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray candidates = j.value(QStringLiteral("candidates")).toArray();
    REQUIRE_FALSE(candidates.isEmpty());
    for (const QJsonValue &v : candidates) {
        const QJsonObject c = v.toObject();
        for (const char *key : {"where", "system", "nodes", "gpus", "strategy", "days", "capex", "tco", "power_kw",
                                "racks", "meets_target", "binding"})
            CHECK(c.contains(QLatin1String(key)));
        const QString where = c.value(QStringLiteral("where")).toString();
        CHECK((where == QLatin1String("owned") || where == QLatin1String("cloud")));
    }
    const int cheapest = j.value(QStringLiteral("cheapest")).toInt(-1);
    const int fastest = j.value(QStringLiteral("fastest")).toInt(-1);
    REQUIRE(cheapest >= 0);
    REQUIRE(fastest >= 0);
    const QJsonObject best = candidates.at(cheapest).toObject();
    CHECK(best.value(QStringLiteral("meets_target")).toBool());
    CHECK(best.value(QStringLiteral("days")).toDouble() <= 14);
    for (const QJsonValue &v : candidates) {
        const QJsonObject c = v.toObject();
        if (c.value(QStringLiteral("meets_target")).toBool()) {
            CHECK(c.value(QStringLiteral("tco")).toDouble() >= best.value(QStringLiteral("tco")).toDouble());
            CHECK(c.value(QStringLiteral("days")).toDouble()
                  >= candidates.at(fastest).toObject().value(QStringLiteral("days")).toDouble());
        }
    }
    const QJsonArray pareto = j.value(QStringLiteral("pareto")).toArray();
    REQUIRE_FALSE(pareto.isEmpty());
    for (const QJsonValue &v : pareto)
        CHECK(v.toInt() < candidates.size());
    // Both owned systems and cloud instances answer "either".
    QSet<QString> wheres;
    for (const QJsonValue &v : candidates)
        wheres.insert(v.toObject().value(QStringLiteral("where")).toString());
    CHECK(wheres.contains(QStringLiteral("owned")));
    CHECK(wheres.contains(QStringLiteral("cloud")));
}

TEST_CASE("size: --owned, --days and --top shape the answer, and the text names the cheapest and the fastest")
{
    Fixture f;
    const clitest::Run r
        = f.run({QStringLiteral("size"), f.plan(), QStringLiteral("--json"), QStringLiteral("--owned"),
                 QStringLiteral("--days"), QStringLiteral("30"), QStringLiteral("--top"), QStringLiteral("3")});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
    CHECK(j.value(QStringLiteral("target")).toObject().value(QStringLiteral("days")).toDouble() == 30);
    for (const QJsonValue &v : j.value(QStringLiteral("candidates")).toArray())
        CHECK(v.toObject().value(QStringLiteral("where")).toString() == QLatin1String("owned"));
    const clitest::Run text = f.run({QStringLiteral("size"), f.plan()});
    REQUIRE(text.status == 0);
    CHECK(text.out.contains(QStringLiteral("Cheapest:")));
    CHECK(text.out.contains(QStringLiteral("Fastest:")));
    CHECK(text.out.contains(QStringLiteral("Pareto front")));
}

TEST_CASE("size: usage errors exit 2, a plan without work exits 1")
{
    Fixture f;
    CHECK(f.run({QStringLiteral("size")}).status == 2);
    CHECK(f.run({QStringLiteral("size"), f.plan(), QStringLiteral("--owned"), QStringLiteral("--cloud")}).status == 2);
    CHECK(f.run({QStringLiteral("size"), f.plan(), QStringLiteral("--days"), QStringLiteral("-3")}).status == 2);
    CHECK(f.run({QStringLiteral("size"), f.plan(), QStringLiteral("--top"), QStringLiteral("0")}).status == 2);
    const QString bare = f.dir.filePath(QStringLiteral("bare.aiplan"));
    aiptest::writeFile(bare, R"({"format":"aiplanner-plan","version":1,"servers":[]})");
    const clitest::Run r = f.run({QStringLiteral("size"), bare});
    CHECK(r.status == 1);
    CHECK(r.err.contains(QStringLiteral("workload")));
}

TEST_CASE("roadmap --json: the month it runs out and the three paths over 36 months")
{
    Fixture f;
    const clitest::Run r = f.run({QStringLiteral("roadmap"), f.plan(), QStringLiteral("--json")});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
    CHECK(j.contains(QStringLiteral("runs_out_month")));
    QStringList names;
    for (const QJsonValue &v : j.value(QStringLiteral("paths")).toArray()) {
        const QJsonObject p = v.toObject();
        names.append(p.value(QStringLiteral("name")).toString());
        CHECK(p.value(QStringLiteral("monthly_cumulative")).toArray().size() == 36);
        CHECK(p.value(QStringLiteral("total")).toDouble()
              == p.value(QStringLiteral("monthly_cumulative")).toArray().last().toDouble());
        CHECK_FALSE(p.value(QStringLiteral("purchases")).toArray().isEmpty());
    }
    CHECK(
        names
        == QStringList{QStringLiteral("buy_more"), QStringLiteral("burst_to_cloud"), QStringLiteral("buy_bigger_now")});
    const clitest::Run text = f.run({QStringLiteral("roadmap"), f.plan()});
    REQUIRE(text.status == 0);
    CHECK(text.out.contains(QStringLiteral("What is bought when")));
}

TEST_CASE("help lists size and roadmap")
{
    Fixture f;
    const clitest::Run r = f.run({QStringLiteral("--help")});
    CHECK(r.out.contains(QStringLiteral("aiplanner-cli size PLAN")));
    CHECK(r.out.contains(QStringLiteral("aiplanner-cli roadmap PLAN")));
    CHECK(f.run({QStringLiteral("help"), QStringLiteral("size")}).out.contains(QStringLiteral("--max-kw")));
}

TEST_CASE("size: a strategy's layout in the text multiplies to the GPUs it uses, context parallelism included")
{
    // Llama 3 405B on cloud instances: the search splits sequences on most candidates.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.aiplan"));
    aiptest::writeFile(path, R"({"format":"aiplanner-plan","version":1,"name":"405B",
 "servers":[{"id":"n","chassis":"nvidia-dgx-b200","parts":[],"count":4}],
 "workload":{"model":{"preset":"llama3-405b"},"global_batch":1024,"precision":"bf16","tokens_to_train":1.0e12},
 "target":{"days":120,"where":"cloud"}})");
    const QStringList catalog{QStringLiteral("--catalog"), dir.filePath(QStringLiteral("c.db"))};
    const clitest::Run json
        = clitest::inProcess(catalog + QStringList{QStringLiteral("size"), path, QStringLiteral("--json")});
    INFO(json.err.toStdString());
    REQUIRE(json.status == 0);
    const QJsonArray candidates
        = QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("candidates")).toArray();
    const clitest::Run text = clitest::inProcess(
        catalog + QStringList{QStringLiteral("size"), path, QStringLiteral("--top"), QStringLiteral("500")});
    REQUIRE(text.status == 0);
    // A row: "  12  cloud <system> [pricing]  nodes  GPUs  tp/pp/dp [cpN]  days ...".
    static const QRegularExpression row(QStringLiteral(R"(^\s*(\d+)[x ] .*\s(\d+)/(\d+)/(\d+)( cp(\d+))?\s)"));
    int rows = 0, withCp = 0, splitting = 0;
    for (const QString &line : text.out.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch m = row.match(line);
        if (!m.hasMatch())
            continue;
        INFO(line.toStdString());
        const int index = m.captured(1).toInt() - 1;
        REQUIRE(index >= 0);
        REQUIRE(index < candidates.size());
        const QJsonObject strategy = candidates.at(index).toObject().value(QStringLiteral("strategy")).toObject();
        const int cp = m.captured(6).isEmpty() ? 1 : m.captured(6).toInt();
        ++rows;
        withCp += cp > 1;
        splitting += strategy.value(QStringLiteral("cp")).toInt(1) > 1;
        CHECK(cp == strategy.value(QStringLiteral("cp")).toInt(1));
        CHECK(m.captured(2).toInt() * m.captured(3).toInt() * m.captured(4).toInt() * cp
              == strategy.value(QStringLiteral("gpus")).toInt());
    }
    CHECK(rows > 0);
    CHECK(withCp > 0);
    CHECK(withCp == splitting);
}
