// The .aiplan reader: JSON -> Plan, with every problem reported by JSON path.
#include "plan/jsonfieldreader.h"
#include "plan/planfields.h"
#include "plan/planfile.h"
#include "plan/sectionfields.h"
#include "plan/servingfields.h"
#include "plan/softwarefields.h"
#include "plan/workloadoptions.h"
#include "text/cleantext.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QStringDecoder>

#include <cstring>

namespace aip {

namespace {

using R = JsonFieldReader;

// The translation context of the plan reader's messages (as in jsonfieldreader.cpp): JSON paths, member names and
// the values quoted back stay as they are.
struct PlanReaderText {
    Q_DECLARE_TR_FUNCTIONS(PlanReader)
};

constexpr qint64 kIntMax = 2147483647;

// A member the plan's field table lists (model/plan/planfields.h): its range and whether it must be whole come from
// the table, the one place the GUI's editors also read, so what they accept is what the reader reads back.
// `tablePath` is the table's path ("costs.pue", "servers[].count"); the member's key is its last part and `prefix`
// is the path the errors name ("servers[2]").
std::optional<double> tableField(R &r, const QJsonObject &o, const QString &prefix, const char *tablePath)
{
    const planfields::NumericField *f = planfields::numericField(QString::fromLatin1(tablePath));
    if (!f)
        qFatal("plan reader: %s is not in the plan's field table", tablePath);
    const char *key = std::strrchr(tablePath, '.') + 1;
    if (f->integer) {
        if (auto v = r.integer(o, key, prefix, qint64(f->min), qint64(f->max)))
            return double(*v);
        return std::nullopt;
    }
    return r.number(o, key, prefix, f->min, f->max);
}

// The same for a whole-number field.
std::optional<int> tableInt(R &r, const QJsonObject &o, const QString &prefix, const char *tablePath)
{
    if (auto v = tableField(r, o, prefix, tablePath))
        return int(*v);
    return std::nullopt;
}

void readPartRefs(R &r, const QJsonArray &arr, const QString &path, QList<PartRef> &out)
{
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString p = R::index(path, i);
        if (!arr.at(i).isObject()) {
            r.error(p, PlanReaderText::tr("must be an object like {\"sku\": \"...\", \"qty\": 1}"));
            continue;
        }
        const QJsonObject o = arr.at(i).toObject();
        PartRef ref;
        if (auto s = r.string(o, "sku", p, true)) {
            if (s->trimmed().isEmpty())
                r.error(R::join(p, QStringLiteral("sku")), PlanReaderText::tr("must not be empty"));
            ref.sku = s->trimmed();
        }
        if (auto q = r.integer(o, "qty", p, 1, kMaxPartQty))
            ref.qty = int(*q);
        ref.extra = R::unknownMembers(o, {"sku", "qty"});
        out.append(ref);
    }
}

void readServers(R &r, const QJsonArray &arr, QList<ServerSpec> &out)
{
    const QString path = QStringLiteral("servers");
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString p = R::index(path, i);
        if (!arr.at(i).isObject()) {
            r.error(p, PlanReaderText::tr("must be an object (a server type)"));
            continue;
        }
        const QJsonObject o = arr.at(i).toObject();
        ServerSpec s;
        s.id = r.string(o, "id", p).value_or(QStringLiteral("server%1").arg(i + 1));
        s.name = r.string(o, "name", p).value_or(QString());
        if (auto c = r.string(o, "chassis", p, true))
            s.chassis = c->trimmed();
        if (auto c = tableInt(r, o, p, "servers[].count"))
            s.count = *c;
        if (auto a = r.array(o, "parts", p)) {
            readPartRefs(r, *a, R::join(p, QStringLiteral("parts")), s.parts);
            qint64 units = 0; // 64 bits: many entries of kMaxPartQty each pass 2^31
            for (const PartRef &ref : std::as_const(s.parts))
                units += ref.qty;
            if (units > kMaxUnitsPerNode)
                r.error(R::join(p, QStringLiteral("parts")),
                        PlanReaderText::tr("the parts' quantities (qty) add up to %1 units per node; a node holds at "
                                           "most %2")
                            .arg(units)
                            .arg(kMaxUnitsPerNode));
        }
        s.extra = R::unknownMembers(o, {"id", "name", "chassis", "parts", "count"});
        out.append(s);
    }
}

void readFabric(R &r, const QJsonObject &o, FabricSpec &f)
{
    const QString p = QStringLiteral("fabric");
    f.sku = r.string(o, "sku", p).value_or(QString()).trimmed();
    if (auto t = r.string(o, "topology", p)) {
        static const QStringList topologies{QStringLiteral("fat-tree"), QStringLiteral("rail-optimized"),
                                            QStringLiteral("dragonfly"), QStringLiteral("single-switch")};
        if (!topologies.contains(*t))
            r.error(R::join(p, QStringLiteral("topology")),
                    PlanReaderText::tr("must be one of %1 (got \"%2\")")
                        .arg(topologies.join(QStringLiteral(", ")), text::quotedInMessage(*t)));
        else
            f.topology = *t;
    }
    if (auto v = tableField(r, o, p, "fabric.oversubscription"))
        f.oversubscription = *v;
    if (auto v = r.integer(o, "switches", p, 0, 100000))
        f.switches = int(*v);
    f.sharp = r.boolean(o, "sharp", p).value_or(false);
    f.extra = R::unknownMembers(o, {"sku", "topology", "oversubscription", "switches", "sharp"});
}

void readModel(R &r, const QJsonObject &o, ModelSpec &m)
{
    const QString p = QStringLiteral("workload.model");
    m.preset = r.string(o, planfields::kModelPreset, p).value_or(QString()).trimmed();
    if (auto t = r.string(o, planfields::kModelType, p)) {
        static const QStringList types{QStringLiteral("transformer"), QStringLiteral("bert"), QStringLiteral("cnn"),
                                       QStringLiteral("diffusion")};
        if (!types.contains(*t))
            r.error(R::join(p, QLatin1String(planfields::kModelType)),
                    PlanReaderText::tr("must be one of %1 (got \"%2\")")
                        .arg(types.join(QStringLiteral(", ")), text::quotedInMessage(*t)));
        else
            m.type = *t;
    }
    // The numbers, their keys and ranges from the plan's field table (plan/sectionfields.h).
    for (const planfields::ModelNumber &n : planfields::modelNumbers())
        n.setValue(m, tableField(r, o, p, n.path));
    m.gatedMlp = r.boolean(o, planfields::kModelGatedMlp, p);
    if (m.experts && m.topK && *m.topK > *m.experts)
        r.error(R::join(p, QStringLiteral("top_k")),
                PlanReaderText::tr("must not exceed experts (%1)").arg(*m.experts));
    if (m.preset.isEmpty() && m.type.isEmpty())
        r.error(p, PlanReaderText::tr("needs a \"preset\" or a \"type\""));
    if (m.heads && m.kvHeads && *m.heads % *m.kvHeads != 0)
        r.error(R::join(p, QStringLiteral("kv_heads")), PlanReaderText::tr("must divide heads (%1)").arg(*m.heads));
    if (m.slidingWindowShare && !m.slidingWindow && m.preset.isEmpty())
        r.error(R::join(p, QStringLiteral("sliding_window_share")), PlanReaderText::tr("needs sliding_window"));
    m.extra = R::unknownMembers(o, planfields::modelKeys());
}

void readParallelism(R &r, const QJsonObject &o, Parallelism &par)
{
    using namespace planfields;
    const QString p = QStringLiteral("workload.parallelism");
    // The numbers, their keys and ranges from the plan's field table (plan/sectionfields.h).
    for (const ParallelismNumber &n : parallelismNumbers())
        n.setValue(par, tableField(r, o, p, n.path));
    if (auto s = r.string(o, kParallelismRecompute, p)) {
        if (auto rc = recomputeFromName(*s))
            par.recompute = *rc;
        else
            r.error(R::join(p, QLatin1String(kParallelismRecompute)),
                    PlanReaderText::tr("must be none, selective or full (got \"%1\")").arg(text::quotedInMessage(*s)));
    }
    par.sequenceParallel = r.boolean(o, kParallelismSequenceParallel, p);
    if (auto s = r.string(o, kParallelismSharding, p)) {
        if (auto v = shardingFromName(*s))
            par.sharding = *v;
        else
            r.error(R::join(p, QLatin1String(kParallelismSharding)),
                    PlanReaderText::tr("must be full or hybrid (got \"%1\")").arg(text::quotedInMessage(*s)));
    }
    if (auto s = r.string(o, kParallelismShardingImpl, p)) {
        if (auto v = shardingImplFromName(*s))
            par.shardingImpl = *v;
        else
            r.error(
                R::join(p, QLatin1String(kParallelismShardingImpl)),
                PlanReaderText::tr("must be deepspeed, fsdp or megatron (got \"%1\")").arg(text::quotedInMessage(*s)));
    }
    if (auto s = r.string(o, kParallelismOffload, p)) {
        if (auto v = offloadFromName(*s))
            par.offload = *v;
        else
            r.error(R::join(p, QLatin1String(kParallelismOffload)),
                    PlanReaderText::tr("must be none, cpu or nvme (got \"%1\")").arg(text::quotedInMessage(*s)));
    }
    // Parallel folding (etp): the experts' tensor-parallel degree divides tp, and ep takes ranks of the fold, (tp /
    // etp) x cp x dp of them (perf/moe.h expertLayoutValid()); without it ep is carved from dp.
    if (par.etp && par.tp && *par.tp % *par.etp != 0)
        r.error(R::join(p, QStringLiteral("etp")), PlanReaderText::tr("must divide tp (%1)").arg(*par.tp));
    if (par.ep && par.dp && par.etp && par.tp && *par.tp % *par.etp == 0) {
        const qint64 fold = qint64(*par.tp / *par.etp) * par.cp.value_or(1) * *par.dp;
        if (fold % *par.ep != 0)
            r.error(R::join(p, QStringLiteral("ep")),
                    PlanReaderText::tr("must divide (tp / etp) x cp x dp (%1)").arg(fold));
    } else if (par.ep && par.dp && !par.etp && *par.dp % *par.ep != 0) {
        r.error(R::join(p, QStringLiteral("ep")), PlanReaderText::tr("must divide dp (%1)").arg(*par.dp));
    }
    if (par.shardGroup && par.dp && *par.dp % *par.shardGroup != 0)
        r.error(R::join(p, QStringLiteral("shard_group")), PlanReaderText::tr("must divide dp (%1)").arg(*par.dp));
    par.extra = R::unknownMembers(o, parallelismKeys());
}

void readGoodput(R &r, const QJsonObject &o, Goodput &g)
{
    const QString p = QStringLiteral("workload.goodput");
    for (const planfields::GoodputNumber &n : planfields::goodputNumbers())
        n.setValue(g, tableField(r, o, p, n.path));
    g.extra = R::unknownMembers(o, planfields::goodputKeys());
}

void readFineTune(R &r, const QJsonObject &o, FineTune &f)
{
    const QString p = QStringLiteral("workload.finetune");
    if (auto s = r.string(o, planfields::kFineTuneMethod, p)) {
        if (auto v = fineTuneMethodFromName(*s))
            f.method = *v;
        else
            r.error(R::join(p, QLatin1String(planfields::kFineTuneMethod)),
                    PlanReaderText::tr("must be full, lora or qlora (got \"%1\")").arg(text::quotedInMessage(*s)));
    }
    for (const planfields::FineTuneNumber &n : planfields::fineTuneNumbers())
        n.setValue(f, tableField(r, o, p, n.path));
    // "target": an array of projection names, or one name as a string (plan.h, LoraTargetBit).
    if (o.contains(QLatin1String(planfields::kFineTuneTarget))) {
        const QString path = R::join(p, QLatin1String(planfields::kFineTuneTarget));
        const QJsonValue v = o.value(QLatin1String(planfields::kFineTuneTarget));
        const QJsonArray names = v.isString() ? QJsonArray{v} : v.toArray();
        unsigned target = 0;
        bool ok = (v.isString() || v.isArray()) && !names.isEmpty();
        for (const QJsonValue &n : names) {
            const auto bits = n.isString() ? loraTargetFromName(n.toString()) : std::nullopt;
            ok = ok && bits.has_value();
            target |= bits.value_or(0);
        }
        if (ok)
            f.target = target;
        else
            r.error(path,
                    PlanReaderText::tr("must name the adapted layers: q, k, v, o, gate, up, down, qkv, fc1, attention,"
                                       " mlp or all_linear (a name or an array of names)"));
    }
    f.extra = R::unknownMembers(o, planfields::fineTuneKeys());
}

void readServing(R &r, const QJsonObject &o, Serving &s)
{
    const QString p = QStringLiteral("workload.serving");
    // The numbers, their keys and ranges from the plan's field table (plan/servingfields.h).
    for (const planfields::ServingNumber &n : planfields::servingNumbers())
        n.setValue(s, tableField(r, o, p, n.path));
    if (auto k = r.string(o, planfields::kServingKvPrecision, p)) {
        const auto pr = precisionFromName(*k);
        if (pr && *pr != Precision::Tf32)
            s.kvPrecision = *pr;
        else
            r.error(R::join(p, QLatin1String(planfields::kServingKvPrecision)),
                    PlanReaderText::tr("must be fp32, fp16, bf16 or fp8 (got \"%1\")").arg(text::quotedInMessage(*k)));
    }
    if (auto q = r.string(o, planfields::kServingWeightQuant, p)) {
        if (auto v = weightQuantFromName(*q))
            s.weightQuant = *v;
        else
            r.error(R::join(p, QLatin1String(planfields::kServingWeightQuant)),
                    PlanReaderText::tr("must be none, int8 or int4 (got \"%1\")").arg(text::quotedInMessage(*q)));
    }
    // A MIG profile's name; whether the plan's GPU has it is the serving model's check (perf/mig.h).
    if (auto m = r.string(o, planfields::kServingMig, p)) {
        if (planfields::isMigProfileName(*m))
            s.mig = *m;
        else
            r.error(R::join(p, QLatin1String(planfields::kServingMig)),
                    PlanReaderText::tr("must be a MIG profile such as 1g.10gb, 3g.40gb or 7g.80gb (got \"%1\")")
                        .arg(text::quotedInMessage(*m)));
    }
    if (s.concurrency && s.requestsPerS)
        r.error(R::join(p, QStringLiteral("requests_per_s")),
                PlanReaderText::tr("give either concurrency or requests_per_s, not both"));
    s.extra = R::unknownMembers(o, planfields::servingKeys());
}

void readWorkload(R &r, const QJsonObject &o, Workload &w)
{
    const QString p = QStringLiteral("workload");
    if (auto k = r.string(o, "kind", p)) {
        if (auto v = workloadKindFromName(*k))
            w.kind = *v;
        else
            r.error(R::join(p, QStringLiteral("kind")),
                    PlanReaderText::tr("must be training or inference (got \"%1\")").arg(text::quotedInMessage(*k)));
    }
    if (auto sv = r.object(o, "serving", p)) {
        Serving parsed;
        readServing(r, *sv, parsed);
        w.serving = parsed;
    }
    if (auto m = r.object(o, "model", p, true))
        readModel(r, *m, w.model);
    if (auto v = tableField(r, o, p, "workload.global_batch"))
        w.globalBatch = qint64(*v);
    w.microBatch = tableInt(r, o, p, "workload.micro_batch");
    if (auto s = r.string(o, "precision", p)) {
        if (auto pr = precisionFromName(*s))
            w.precision = *pr;
        else
            r.error(R::join(p, QStringLiteral("precision")),
                    PlanReaderText::tr("must be fp32, tf32, fp16, bf16 or fp8 (got \"%1\")")
                        .arg(text::quotedInMessage(*s)));
    }
    if (auto par = r.object(o, "parallelism", p)) {
        Parallelism parsed;
        readParallelism(r, *par, parsed);
        w.parallelism = parsed;
    }
    w.tokensToTrain = tableField(r, o, p, "workload.tokens_to_train");
    w.samplesToTrain = tableField(r, o, p, "workload.samples_to_train");
    w.gpuDecode = r.boolean(o, "gpu_decode", p).value_or(false);
    if (auto g = r.object(o, "goodput", p)) {
        Goodput parsed;
        readGoodput(r, *g, parsed);
        w.goodput = parsed;
    }
    if (auto f = r.object(o, "finetune", p)) {
        FineTune parsed;
        readFineTune(r, *f, parsed);
        w.finetune = parsed;
    }
    if (w.globalBatch && w.microBatch && *w.microBatch > *w.globalBatch)
        r.error(R::join(p, QStringLiteral("micro_batch")),
                PlanReaderText::tr("must not exceed global_batch (%1)").arg(*w.globalBatch));
    w.extra = R::unknownMembers(o,
                                {"model", "global_batch", "micro_batch", "precision", "parallelism", "tokens_to_train",
                                 "samples_to_train", "gpu_decode", "goodput", "finetune", "kind", "serving"});
    // The model options (plan/workloadoptions.h) stay in the extras, where the performance model reads them, but only
    // with a value it knows: a misspelt kernel or schedule is an error, not a plan that silently runs another one.
    for (auto it = w.extra.begin(); it != w.extra.end(); ++it) {
        if (const WorkloadOption *option = workloadOption(it.key())) {
            if (const QString problem = workloadOptionProblem(*option, it.value()); !problem.isEmpty())
                r.error(R::join(p, it.key()), problem);
        }
    }
}

void readCosts(R &r, const QJsonObject &o, Costs &c)
{
    const QString p = QStringLiteral("costs");
    for (const planfields::CostsNumber &n : planfields::costsNumbers())
        n.setValue(c, tableField(r, o, p, n.path));
    c.colocationIncludesPower = r.boolean(o, planfields::kCostsColocationIncludesPower, p);
    c.extra = R::unknownMembers(o, planfields::costsKeys());
}

void readCloud(R &r, const QJsonArray &arr, QList<CloudOption> &out)
{
    const QString path = QStringLiteral("cloud");
    for (qsizetype i = 0; i < arr.size(); ++i) {
        const QString p = R::index(path, i);
        if (!arr.at(i).isObject()) {
            r.error(p, PlanReaderText::tr("must be an object like {\"sku\": \"...\", \"pricing\": \"on_demand\"}"));
            continue;
        }
        const QJsonObject o = arr.at(i).toObject();
        CloudOption c;
        c.sku = r.string(o, "sku", p, true).value_or(QString()).trimmed();
        if (auto s = r.string(o, "pricing", p)) {
            if (!isValidPricing(*s))
                r.error(R::join(p, QStringLiteral("pricing")),
                        PlanReaderText::tr("must be on_demand, reserved_1y, reserved_3y or spot (got \"%1\")")
                            .arg(text::quotedInMessage(*s)));
            else
                c.pricing = *s;
        }
        if (auto n = r.integer(o, "instances", p, 1, kMaxNodesPerServerType))
            c.instances = int(*n);
        c.hourlyRate = r.number(o, "hourly_rate", p, 0.0, 1e6);
        c.goodput = r.number(o, "goodput", p, 0.01, 1.0);
        c.storagePerMonth = r.number(o, "storage_per_month", p, 0.0, 1e9);
        c.egressPerMonth = r.number(o, "egress_per_month", p, 0.0, 1e9);
        c.extra = R::unknownMembers(
            o, {"sku", "pricing", "instances", "hourly_rate", "goodput", "storage_per_month", "egress_per_month"});
        out.append(c);
    }
}

Party readParty(R &r, const QJsonObject &o, const QString &p)
{
    Party party;
    party.name = r.string(o, "name", p).value_or(QString());
    party.contact = r.string(o, "contact", p).value_or(QString());
    party.email = r.string(o, "email", p).value_or(QString());
    party.phone = r.string(o, "phone", p).value_or(QString());
    party.address = r.string(o, "address", p).value_or(QString());
    party.extra = R::unknownMembers(o, {"name", "contact", "email", "phone", "address"});
    return party;
}

void readQuote(R &r, const QJsonObject &o, QuoteSettings &q)
{
    const QString p = QStringLiteral("quote");
    q.number = r.string(o, "number", p).value_or(QString());
    q.date = r.string(o, "date", p).value_or(QString());
    if (!q.date.isEmpty() && !QDate::fromString(q.date, Qt::ISODate).isValid())
        r.error(R::join(p, QStringLiteral("date")),
                PlanReaderText::tr("must be a date like 2026-11-30 (got \"%1\")").arg(text::quotedInMessage(q.date)));
    if (auto v = tableInt(r, o, p, "quote.valid_days"))
        q.validDays = *v;
    if (auto c = r.object(o, "customer", p))
        q.customer = readParty(r, *c, R::join(p, QStringLiteral("customer")));
    if (auto s = r.object(o, "seller", p))
        q.seller = readParty(r, *s, R::join(p, QStringLiteral("seller")));
    q.discountPct = tableField(r, o, p, "quote.discount_pct").value_or(0.0);
    q.taxPct = tableField(r, o, p, "quote.tax_pct").value_or(0.0);
    if (auto arr = r.array(o, "line_discounts", p)) {
        const QString lp = R::join(p, QStringLiteral("line_discounts"));
        for (qsizetype i = 0; i < arr->size(); ++i) {
            const QString ip = R::index(lp, i);
            if (!arr->at(i).isObject()) {
                r.error(ip, PlanReaderText::tr("must be an object like {\"sku\": \"...\", \"pct\": 5}"));
                continue;
            }
            const QJsonObject d = arr->at(i).toObject();
            QuoteLineDiscount ld;
            ld.sku = r.string(d, "sku", ip, true).value_or(QString());
            ld.pct = r.number(d, "pct", ip, 0.0, 100.0, true).value_or(0.0);
            q.lineDiscounts.append(ld);
        }
    }
    q.paymentTerms = r.string(o, "payment_terms", p).value_or(QString());
    q.delivery = r.string(o, "delivery", p).value_or(QString());
    q.warranty = r.string(o, "warranty", p).value_or(QString());
    q.notes = r.string(o, "notes", p).value_or(QString());
    if (auto paper = r.string(o, "paper", p)) {
        if (*paper != QLatin1String("a4") && *paper != QLatin1String("letter"))
            r.error(R::join(p, QStringLiteral("paper")),
                    PlanReaderText::tr("must be a4 or letter (got \"%1\")").arg(text::quotedInMessage(*paper)));
        else
            q.paper = *paper;
    }
    q.catalogRevision = r.integer(o, "catalog_revision", p, 0, qint64(1) << 53); // JSON numbers are exact to 2^53
    q.catalogOfflineAsOf = r.string(o, "catalog_offline_as_of", p).value_or(QString());
    if (!q.catalogOfflineAsOf.isEmpty() && !QDateTime::fromString(q.catalogOfflineAsOf, Qt::ISODate).isValid())
        r.error(R::join(p, QStringLiteral("catalog_offline_as_of")),
                PlanReaderText::tr("must be a time like 2026-11-30T09:00:00Z (got \"%1\")")
                    .arg(text::quotedInMessage(q.catalogOfflineAsOf)));
    q.extra = R::unknownMembers(o,
                                {"number", "date", "valid_days", "customer", "seller", "discount_pct", "tax_pct",
                                 "line_discounts", "payment_terms", "delivery", "warranty", "notes", "paper",
                                 "catalog_revision", "catalog_offline_as_of"});
}

void readRack(R &r, const QJsonObject &o, Rack &rack)
{
    const QString p = QStringLiteral("rack");
    rack.powerLimitKw = tableField(r, o, p, "rack.power_limit_kw");
    if (auto u = r.integer(o, "units", p, 1, 100))
        rack.units = int(*u);
    rack.extra = R::unknownMembers(o, {"power_limit_kw", "units"});
}

void readTarget(R &r, const QJsonObject &o, Target &t)
{
    const QString p = QStringLiteral("target");
    for (const planfields::TargetNumber &n : planfields::targetNumbers())
        n.setValue(t, tableField(r, o, p, n.path));
    if (auto s = r.string(o, planfields::kTargetBudgetKind, p)) {
        t.budgetKind = budgetKindFromName(*s);
        if (!t.budgetKind)
            r.error(R::join(p, QLatin1String(planfields::kTargetBudgetKind)),
                    PlanReaderText::tr("must be capex or tco (got \"%1\")").arg(text::quotedInMessage(*s)));
    }
    if (auto s = r.string(o, planfields::kTargetWhere, p)) {
        t.where = whereFromName(*s);
        if (!t.where)
            r.error(R::join(p, QLatin1String(planfields::kTargetWhere)),
                    PlanReaderText::tr("must be owned, cloud or either (got \"%1\")").arg(text::quotedInMessage(*s)));
    }
    if (auto a = r.array(o, planfields::kTargetVendors, p)) {
        for (qsizetype i = 0; i < a->size(); ++i) {
            if (a->at(i).isString() && !a->at(i).toString().trimmed().isEmpty())
                t.vendors.append(a->at(i).toString().trimmed());
            else
                r.error(R::index(R::join(p, QLatin1String(planfields::kTargetVendors)), i),
                        PlanReaderText::tr("must be a vendor name"));
        }
    }
    if (t.tokens && t.epochs)
        r.error(R::join(p, QStringLiteral("epochs")), PlanReaderText::tr("give tokens or epochs, not both"));
    t.extra = R::unknownMembers(o, planfields::targetKeys());
}

void readGrowth(R &r, const QJsonObject &o, Growth &g)
{
    const QString p = QStringLiteral("growth");
    for (const planfields::GrowthNumber &n : planfields::growthNumbers())
        n.setValue(g, tableField(r, o, p, n.path));
    g.extra = R::unknownMembers(o, planfields::growthKeys());
}

// `software`: every member a string, walked from the plan's field table (planfields::softwareFields()).
void readSoftware(R &r, const QJsonObject &o, Software &sw)
{
    const QString p = QStringLiteral("software");
    for (const planfields::SoftwareField &f : planfields::softwareFields()) {
        if (auto v = r.string(o, f.key, p))
            sw.*f.member = v->trimmed();
    }
    sw.extra = R::unknownMembers(o, planfields::softwareKeys());
}

void readExchangeRates(R &r, const QJsonObject &o, Plan &plan)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString path = R::join(QStringLiteral("exchange_rates"), text::quotedInMessage(it.key()));
        if (it.key().size() != 3 || it.key().toUpper() != it.key()) {
            r.error(path, PlanReaderText::tr("must be keyed by a three-letter currency code like CNY"));
            continue;
        }
        if (!it.value().isDouble() || !(it.value().toDouble() > 0) || !std::isfinite(it.value().toDouble())) {
            r.error(path, PlanReaderText::tr("must be a positive number"));
            continue;
        }
        plan.exchangeRates.insert(it.key(), it.value().toDouble());
    }
}

Plan readPlanObject(R &r, const QJsonObject &root)
{
    Plan plan;
    plan.name = r.string(root, "name", {}).value_or(QString());
    if (auto c = r.string(root, "currency", {})) {
        if (c->size() != 3 || c->toUpper() != *c)
            r.error(
                QStringLiteral("currency"),
                PlanReaderText::tr("must be a three-letter code like USD (got \"%1\")").arg(text::quotedInMessage(*c)));
        else
            plan.currency = *c;
    }
    if (auto o = r.object(root, "exchange_rates", {}))
        readExchangeRates(r, *o, plan);
    plan.exchangeRatesDate = r.string(root, "exchange_rates_date", {}).value_or(QString());
    if (auto a = r.array(root, "servers", {})) {
        readServers(r, *a, plan.servers);
        // Summed in 64 bits: a file may list many server types of kMaxNodesPerServerType nodes each.
        qint64 nodes = 0;
        for (const ServerSpec &s : plan.servers)
            nodes += s.count;
        if (nodes > kMaxPlanNodes)
            r.error(
                QStringLiteral("servers"),
                PlanReaderText::tr("the servers' counts (servers[].count) add up to %1 nodes; a plan has at most %2")
                    .arg(nodes)
                    .arg(kMaxPlanNodes));
    }
    if (auto o = r.object(root, "fabric", {})) {
        FabricSpec f;
        readFabric(r, *o, f);
        plan.fabric = f;
    }
    if (auto o = r.object(root, "workload", {})) {
        plan.hasWorkload = true;
        readWorkload(r, *o, plan.workload);
    }
    if (auto o = r.object(root, "costs", {}))
        readCosts(r, *o, plan.costs);
    if (auto a = r.array(root, "cloud", {}))
        readCloud(r, *a, plan.cloud);
    if (auto o = r.object(root, "quote", {})) {
        plan.hasQuote = true;
        readQuote(r, *o, plan.quote);
    }
    if (auto o = r.object(root, "rack", {}))
        readRack(r, *o, plan.rack);
    if (auto o = r.object(root, "target", {})) {
        Target t;
        readTarget(r, *o, t);
        plan.target = t;
    }
    if (auto o = r.object(root, "growth", {})) {
        Growth g;
        readGrowth(r, *o, g);
        plan.growth = g;
    }
    if (auto o = r.object(root, "software", {})) {
        Software sw;
        readSoftware(r, *o, sw);
        plan.software = sw;
    }
    plan.extra = R::unknownMembers(root,
                                   {"format", "version", "name", "currency", "exchange_rates", "exchange_rates_date",
                                    "servers", "fabric", "workload", "costs", "cloud", "quote", "rack", "target",
                                    "growth", "software"});
    return plan;
}

} // namespace

PlanReadResult readPlan(const QByteArray &json)
{
    PlanReadResult result;
    auto fail = [&](const QString &message, const QString &path = {}) {
        result.errors.append({path, message});
        return result;
    };
    if (json.size() > kMaxPlanFileBytes)
        return fail(PlanReaderText::tr("the file is %1 MB; a plan file is at most %2 MB")
                        .arg(json.size() / 1e6, 0, 'f', 1)
                        .arg(kMaxPlanFileBytes / 1e6, 0, 'f', 0));
    auto decoder = QStringDecoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    (void)QString(decoder(json));
    if (decoder.hasError())
        return fail(PlanReaderText::tr("the file is not UTF-8 text, so it is not a plan file"));
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(PlanReaderText::tr("not a JSON document: %1 at byte %2")
                        .arg(parseError.errorString(), QString::number(parseError.offset)));
    if (!doc.isObject())
        return fail(PlanReaderText::tr("not a plan: the document must be a JSON object with \"format\": \"%1\"")
                        .arg(QLatin1String(kPlanFormatName)));
    const QJsonObject root = doc.object();
    R r;
    const QJsonValue format = root.value(QStringLiteral("format"));
    if (format.toString() != QLatin1String(kPlanFormatName))
        return fail(PlanReaderText::tr("not a plan: expected \"format\": \"%1\"").arg(QLatin1String(kPlanFormatName)),
                    QStringLiteral("format"));
    const auto version = r.integer(root, "version", {}, 1, kIntMax, true);
    if (!version) {
        result.errors = r.errors();
        return result;
    }
    if (*version > kPlanFormatVersion)
        return fail(PlanReaderText::tr("the plan is version %1, newer than this program reads (%2); "
                                       "open it with a newer AI Server Planner")
                        .arg(*version)
                        .arg(kPlanFormatVersion),
                    QStringLiteral("version"));
    Plan plan = readPlanObject(r, root);
    result.errors = r.errors();
    if (result.errors.isEmpty())
        result.plan = std::move(plan);
    return result;
}

PlanReadResult readPlanFile(const QString &path)
{
    PlanReadResult result;
    // A file that cannot be read at all (missing, unreadable, a folder, a device or a pipe) is a file error, not an
    // invalid plan: the command line exits 3 for it.
    auto fileFail = [&](const QString &message) {
        result.errors.append({QString(), message});
        result.fileError = true;
        return result;
    };
    // The path as the messages show it: a file name may hold control characters or be very long.
    const QString shownPath = text::quotedInMessage(path, text::kMaxQuotedPathChars);
    const QFileInfo info(path);
    if (info.exists() && info.isDir())
        return fileFail(PlanReaderText::tr("%1 is a folder, not a plan file").arg(shownPath));
    // Only regular files: /dev/zero or /dev/urandom never end and a FIFO blocks until someone writes to it.
    if (info.exists() && !info.isFile())
        return fileFail(PlanReaderText::tr("%1 is not a regular file (a device, a pipe or a socket); a plan is read "
                                           "only from a file")
                            .arg(shownPath));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fileFail(PlanReaderText::tr("cannot open %1: %2").arg(shownPath, file.errorString()));
    // The limit is enforced while reading, not taken from the size the file system reports: one byte past it is
    // enough to refuse.
    const QByteArray bytes = file.read(kMaxPlanFileBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return fileFail(PlanReaderText::tr("cannot read %1: %2").arg(shownPath, file.errorString()));
    if (bytes.size() > kMaxPlanFileBytes) {
        result.errors.append(
            {QString(),
             PlanReaderText::tr("%1 is %2 MB; a plan file is at most %3 MB")
                 .arg(shownPath, QString::number(std::max(info.size(), qint64(bytes.size())) / 1e6, 'f', 1),
                      QString::number(kMaxPlanFileBytes / 1e6, 'f', 0))});
        return result;
    }
    return readPlan(bytes);
}

} // namespace aip
