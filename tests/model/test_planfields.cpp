// The plan's field table (model/plan/planfields.h) walked through the plan file: every value in a field's range is
// read, written and read back unchanged, and every value outside it is refused with the field's path named. The
// GUI's editors take their limits from the table, so what the GUI accepts is a plan that opens again.
#include "plan/planfields.h"
#include "plan/planfile.h"
#include "plan/sectionfields.h"
#include "plan/servingfields.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <optional>

using namespace aip;

namespace {
QJsonObject basePlan()
{
    return QJsonDocument::fromJson(R"({"format":"aiplanner-plan","version":1,"name":"fields",
        "servers":[{"id":"n","name":"n","chassis":"nvidia-dgx-a100-80gb","parts":[],"count":1}],
        "fabric":{"sku":"nvidia-quantum-qm8700","topology":"fat-tree","oversubscription":1.0},
        "costs":{},"quote":{},"rack":{},"workload":{"model":{"preset":"gpt3-1.3b"},"parallelism":{}}})")
        .object();
}

// "costs.pue" -> root["costs"]["pue"]; "servers[].count" -> root["servers"][0]["count"];
// "workload.model.layers" -> root["workload"]["model"]["layers"].
QJsonObject withValue(const QJsonObject &o, const QStringList &parts, const QJsonValue &v)
{
    QJsonObject out = o;
    if (parts.size() == 1) {
        out.insert(parts[0], v);
        return out;
    }
    if (parts[0].endsWith(QLatin1String("[]"))) {
        const QString key = parts[0].chopped(2);
        QJsonArray array = out.value(key).toArray();
        array[0] = withValue(array.at(0).toObject(), parts.mid(1), v);
        out.insert(key, array);
    } else {
        out.insert(parts[0], withValue(out.value(parts[0]).toObject(), parts.mid(1), v));
    }
    return out;
}

void setAt(QJsonObject &root, const QString &path, double value, bool integer)
{
    const QStringList parts = path.split(QLatin1Char('.'));
    REQUIRE(parts.size() >= 2);
    root = withValue(root, parts, integer ? QJsonValue(qint64(value)) : QJsonValue(value));
}

// The member's value, or none when the writer left it out.
std::optional<double> valueAt(const QJsonObject &root, const QString &path)
{
    const QStringList parts = path.split(QLatin1Char('.'));
    QJsonObject o = root;
    for (qsizetype i = 0; i + 1 < parts.size(); ++i)
        o = parts[i].endsWith(QLatin1String("[]")) ? o.value(parts[i].chopped(2)).toArray().at(0).toObject()
                                                   : o.value(parts[i]).toObject();
    if (!o.contains(parts.constLast()))
        return std::nullopt;
    return o.value(parts.constLast()).toDouble();
}

PlanReadResult readWith(const QString &path, double value, bool integer)
{
    QJsonObject root = basePlan();
    setAt(root, path, value, integer);
    return readPlan(QJsonDocument(root).toJson());
}

// The path as the reader names it: servers[].count is servers[0].count.
QString readerPath(const QString &path)
{
    QString p = path;
    return p.replace(QLatin1String("[]"), QLatin1String("[0]"));
}
} // namespace

TEST_CASE("every value in a plan field's range round-trips through the plan file")
{
    REQUIRE(planfields::numericFields().size() >= 20);
    for (const planfields::NumericField &f : planfields::numericFields()) {
        const QString path = QLatin1String(f.path);
        INFO(path.toStdString());
        double mid = (f.min + f.max) / 2;
        if (f.integer)
            mid = std::floor(mid);
        for (double v : {f.min, f.max, mid}) {
            INFO(v);
            REQUIRE(planfields::accepts(f, v));
            const PlanReadResult read = readWith(path, v, f.integer);
            REQUIRE(read.errorText().toStdString().empty());
            const QByteArray written = writePlan(*read.plan);
            // Written as read; a zero the plan treats as its default (no discount, no tax) may be left out.
            const std::optional<double> out = valueAt(QJsonDocument::fromJson(written).object(), path);
            CHECK((out ? *out == v : v == 0));
            const PlanReadResult again = readPlan(written);
            REQUIRE(again.ok());
            CHECK(*again.plan == *read.plan);
        }
    }
}

TEST_CASE("every value outside a plan field's range is refused with the field named")
{
    for (const planfields::NumericField &f : planfields::numericFields()) {
        const QString path = QLatin1String(f.path);
        INFO(path.toStdString());
        const double below = f.min > 0 && f.min < 1 ? f.min / 2 : f.min - 1;
        // Above by 1, or by a millionth where 1 is below a double's resolution (tokens_to_train's 1e18).
        QList<double> outside{below, f.max + std::max(1.0, f.max * 1e-6)};
        if (f.integer)
            outside.append(f.min + 0.5);
        for (double v : outside) {
            INFO(v);
            CHECK_FALSE(planfields::accepts(f, v));
            const PlanReadResult read = readWith(path, v, false);
            REQUIRE_FALSE(read.ok());
            CHECK(read.errorText().contains(readerPath(path)));
        }
    }
    CHECK(planfields::numericField(u"costs.years") != nullptr);
    CHECK(planfields::numericField(u"costs.no_such_field") == nullptr);
    CHECK(planfields::rangeText(*planfields::numericField(u"costs.years")).contains(QLatin1String("15")));
}

TEST_CASE("the plan reader takes a table field's limits from the table")
{
    // The reader's message names the limit it applied: the table's, not a literal of its own.
    for (const planfields::NumericField &f : planfields::numericFields()) {
        const QString path = QLatin1String(f.path);
        INFO(path.toStdString());
        const PlanReadResult above = readWith(path, f.max * 2 + 1, f.integer);
        REQUIRE_FALSE(above.ok());
        CHECK(above.errorText().contains(readerPath(path)));
        CHECK(above.errorText().contains(QString::number(f.max, 'g', 12)));
        if (!f.integer) {
            const PlanReadResult below = readWith(path, f.min - 1, false);
            REQUIRE_FALSE(below.ok());
            CHECK(below.errorText().contains(QString::number(f.min, 'g', 12)));
        }
    }
}

TEST_CASE("the serving section's keys are the field table's: each is read into its member, an unknown one is kept")
{
    // Every serving number at its table minimum (requests_per_s left out: a plan gives it or concurrency), the names,
    // and a member the program does not know.
    QJsonObject serving;
    for (const planfields::ServingNumber &n : planfields::servingNumbers()) {
        if (QLatin1String(n.key()) != QLatin1String("requests_per_s"))
            serving.insert(QLatin1String(n.key()),
                           n.field().integer ? QJsonValue(qint64(n.field().min)) : QJsonValue(n.field().min));
    }
    serving.insert(QLatin1String(planfields::kServingKvPrecision), QStringLiteral("fp8"));
    serving.insert(QLatin1String(planfields::kServingWeightQuant), QStringLiteral("int8"));
    serving.insert(QLatin1String(planfields::kServingMig), QStringLiteral("1g.10gb"));
    serving.insert(QStringLiteral("vendor_note"), QStringLiteral("kept"));
    QJsonObject root = basePlan();
    QJsonObject workload = root.value(QStringLiteral("workload")).toObject();
    workload.insert(QStringLiteral("kind"), QStringLiteral("inference"));
    workload.insert(QStringLiteral("serving"), serving);
    root.insert(QStringLiteral("workload"), workload);
    const PlanReadResult read = readPlan(QJsonDocument(root).toJson());
    INFO(read.errorText().toStdString());
    REQUIRE(read.ok());
    const Serving &s = *read.plan->workload.serving;
    // Only the unknown member is left over: every key of the table is a known member.
    CHECK(s.extra.keys() == QStringList{QStringLiteral("vendor_note")});
    for (const planfields::ServingNumber &n : planfields::servingNumbers()) {
        INFO(n.path);
        if (QLatin1String(n.key()) == QLatin1String("requests_per_s"))
            CHECK_FALSE(n.value(s).has_value());
        else
            CHECK(n.value(s) == n.field().min);
    }
    CHECK(s.kvPrecision == Precision::Fp8);
    CHECK(s.weightQuant == WeightQuant::Int8);
    CHECK(s.mig == QStringLiteral("1g.10gb"));
    // Written under the same keys, whole numbers as integers, the unknown member as it was.
    const QJsonObject written = QJsonDocument::fromJson(writePlan(*read.plan))
                                    .object()
                                    .value(QStringLiteral("workload"))
                                    .toObject()
                                    .value(QStringLiteral("serving"))
                                    .toObject();
    CHECK(written == serving);
    QStringList keys = planfields::servingKeys();
    keys.removeOne(QStringLiteral("requests_per_s"));
    keys.append(QStringLiteral("vendor_note"));
    keys.sort();
    CHECK(written.keys() == keys);
}

TEST_CASE("the plan sections' numbers and keys are the field table's and written back as read")
{
    // Every number of each section at its table maximum, every name, and a member the program does not know: read
    // into the members, nothing known left over, written back under the same keys.
    const auto numbersAtMax = [](const auto &numbers) {
        QJsonObject o;
        for (const auto &n : numbers)
            o.insert(QLatin1String(n.key()),
                     n.field().integer ? QJsonValue(qint64(n.field().max)) : QJsonValue(n.field().max));
        o.insert(QStringLiteral("vendor_note"), QStringLiteral("kept"));
        return o;
    };
    QJsonObject parallelism = numbersAtMax(planfields::parallelismNumbers());
    // ep and shard_group must divide dp: both at dp's value (the table's maxima are powers of two).
    parallelism.insert(QStringLiteral("ep"), 1);
    parallelism.insert(QStringLiteral("shard_group"), 1);
    parallelism.insert(QLatin1String(planfields::kParallelismRecompute), QStringLiteral("selective"));
    parallelism.insert(QLatin1String(planfields::kParallelismSequenceParallel), true);
    parallelism.insert(QLatin1String(planfields::kParallelismSharding), QStringLiteral("hybrid"));
    parallelism.insert(QLatin1String(planfields::kParallelismShardingImpl), QStringLiteral("fsdp"));
    parallelism.insert(QLatin1String(planfields::kParallelismOffload), QStringLiteral("cpu"));
    const QJsonObject goodput = numbersAtMax(planfields::goodputNumbers());
    QJsonObject finetune = numbersAtMax(planfields::fineTuneNumbers());
    finetune.insert(QLatin1String(planfields::kFineTuneMethod), QStringLiteral("lora"));
    finetune.insert(QLatin1String(planfields::kFineTuneTarget), QJsonArray{QStringLiteral("q"), QStringLiteral("v")});

    QJsonObject model = numbersAtMax(planfields::modelNumbers()); // kv_heads divides heads, top_k <= experts
    model.insert(QLatin1String(planfields::kModelPreset), QStringLiteral("gpt3-1.3b"));
    model.insert(QLatin1String(planfields::kModelType), QStringLiteral("transformer"));
    model.insert(QLatin1String(planfields::kModelGatedMlp), true);
    QJsonObject costs = numbersAtMax(planfields::costsNumbers());
    costs.insert(QLatin1String(planfields::kCostsColocationIncludesPower), true);

    QJsonObject target = numbersAtMax(planfields::targetNumbers());
    target.remove(QStringLiteral("epochs")); // a target gives tokens or epochs
    target.insert(QLatin1String(planfields::kTargetBudgetKind), QStringLiteral("tco"));
    target.insert(QLatin1String(planfields::kTargetWhere), QStringLiteral("owned"));
    target.insert(QLatin1String(planfields::kTargetVendors), QJsonArray{QStringLiteral("Dell")});
    const QJsonObject growth = numbersAtMax(planfields::growthNumbers());

    QJsonObject root = basePlan();
    root.insert(QStringLiteral("costs"), costs);
    root.insert(QStringLiteral("target"), target);
    root.insert(QStringLiteral("growth"), growth);
    QJsonObject workload = root.value(QStringLiteral("workload")).toObject();
    workload.insert(QStringLiteral("model"), model);
    workload.insert(QStringLiteral("parallelism"), parallelism);
    workload.insert(QStringLiteral("goodput"), goodput);
    workload.insert(QStringLiteral("finetune"), finetune);
    root.insert(QStringLiteral("workload"), workload);
    const PlanReadResult read = readPlan(QJsonDocument(root).toJson());
    INFO(read.errorText().toStdString());
    REQUIRE(read.ok());
    const Workload &w = read.plan->workload;
    const QStringList unknown{QStringLiteral("vendor_note")};
    CHECK(w.parallelism->extra.keys() == unknown);
    CHECK(w.goodput->extra.keys() == unknown);
    CHECK(w.finetune->extra.keys() == unknown);
    CHECK(w.model.extra.keys() == unknown);
    CHECK(read.plan->costs.extra.keys() == unknown);
    CHECK(w.model.expertFfnHidden == int(planfields::numericField(u"workload.model.expert_ffn_hidden")->max));
    CHECK(read.plan->costs.years == int(planfields::numericField(u"costs.years")->max));
    CHECK(w.parallelism->tp == int(planfields::numericField(u"workload.parallelism.tp")->max));
    CHECK(w.parallelism->zero == 3);
    CHECK(w.parallelism->recompute == Recompute::Selective);
    CHECK(w.parallelism->shardingImpl == ShardingImpl::Fsdp);
    CHECK(w.goodput->failuresPer1kGpuDays
          == planfields::numericField(u"workload.goodput.failures_per_1k_gpu_days")->max);
    CHECK(w.finetune->rank == int(planfields::numericField(u"workload.finetune.rank")->max));

    const QJsonObject writtenRoot = QJsonDocument::fromJson(writePlan(*read.plan)).object();
    // As JSON text reads back: Qt writes a whole double below 2^63 in full digits, which read back as an integer.
    const auto asRead
        = [](const QJsonObject &o) { return QJsonDocument::fromJson(QJsonDocument(o).toJson()).object(); };
    const QJsonObject written = writtenRoot.value(QStringLiteral("workload")).toObject();
    CHECK(written.value(QStringLiteral("model")).toObject() == model);
    CHECK(writtenRoot.value(QStringLiteral("costs")).toObject() == costs);
    CHECK(writtenRoot.value(QStringLiteral("target")).toObject() == asRead(target));
    CHECK(writtenRoot.value(QStringLiteral("growth")).toObject() == growth);
    CHECK(read.plan->target->extra.keys() == unknown);
    CHECK(read.plan->growth->extra.keys() == unknown);
    CHECK(written.value(QStringLiteral("parallelism")).toObject() == parallelism);
    CHECK(written.value(QStringLiteral("goodput")).toObject() == goodput);
    CHECK(written.value(QStringLiteral("finetune")).toObject() == finetune);
    // The key lists name every member written (and nothing else).
    const auto sortedWith = [](QStringList keys) {
        keys.append(QStringLiteral("vendor_note"));
        keys.sort();
        return keys;
    };
    CHECK(written.value(QStringLiteral("parallelism")).toObject().keys() == sortedWith(planfields::parallelismKeys()));
    CHECK(written.value(QStringLiteral("goodput")).toObject().keys() == sortedWith(planfields::goodputKeys()));
    CHECK(written.value(QStringLiteral("finetune")).toObject().keys() == sortedWith(planfields::fineTuneKeys()));
    CHECK(written.value(QStringLiteral("model")).toObject().keys() == sortedWith(planfields::modelKeys()));
    CHECK(writtenRoot.value(QStringLiteral("costs")).toObject().keys() == sortedWith(planfields::costsKeys()));
}
