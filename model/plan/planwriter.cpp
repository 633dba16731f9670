// The .aiplan writer: Plan -> JSON. Known members first, then whatever the reader kept in `extra`.
#include "plan/planfile.h"

#include "io/checkedwrite.h"
#include "plan/sectionfields.h"
#include "plan/servingfields.h"
#include "plan/softwarefields.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace aip {

namespace {

// The plan file's messages share the reader's translation context.
struct PlanFileText {
    Q_DECLARE_TR_FUNCTIONS(PlanReader)
};

QJsonObject withExtra(QJsonObject o, const QJsonObject &extra)
{
    for (auto it = extra.begin(); it != extra.end(); ++it) {
        if (!o.contains(it.key()))
            o.insert(it.key(), it.value());
    }
    return o;
}

template<typename T>
void put(QJsonObject &o, const char *key, const std::optional<T> &v)
{
    if (v)
        o.insert(QLatin1String(key), *v);
}

void putString(QJsonObject &o, const char *key, const QString &v)
{
    if (!v.isEmpty())
        o.insert(QLatin1String(key), v);
}

QJsonObject partyToJson(const Party &p)
{
    QJsonObject o;
    putString(o, "name", p.name);
    putString(o, "contact", p.contact);
    putString(o, "email", p.email);
    putString(o, "phone", p.phone);
    putString(o, "address", p.address);
    return withExtra(o, p.extra);
}

// A section's numbers under their keys in the plan's field table (plan/memberfields.h), whole numbers as integers.
template<class S>
void putNumbers(QJsonObject &o, const QList<planfields::MemberNumber<S>> &numbers, const S &s)
{
    for (const planfields::MemberNumber<S> &n : numbers) {
        if (n.whole)
            put(o, n.key(), s.*n.whole);
        else
            put(o, n.key(), s.*n.real);
    }
}

QJsonObject modelToJson(const ModelSpec &m)
{
    using namespace planfields;
    QJsonObject o;
    putString(o, kModelPreset, m.preset);
    putString(o, kModelType, m.type);
    putNumbers(o, modelNumbers(), m);
    put(o, kModelGatedMlp, m.gatedMlp);
    return withExtra(o, m.extra);
}

QJsonObject parallelismToJson(const Parallelism &p)
{
    using namespace planfields;
    QJsonObject o;
    putNumbers(o, parallelismNumbers(), p);
    if (p.recompute)
        o.insert(QLatin1String(kParallelismRecompute), recomputeName(*p.recompute));
    put(o, kParallelismSequenceParallel, p.sequenceParallel);
    if (p.sharding)
        o.insert(QLatin1String(kParallelismSharding), shardingName(*p.sharding));
    if (p.shardingImpl)
        o.insert(QLatin1String(kParallelismShardingImpl), shardingImplName(*p.shardingImpl));
    if (p.offload)
        o.insert(QLatin1String(kParallelismOffload), offloadName(*p.offload));
    return withExtra(o, p.extra);
}

QJsonObject goodputToJson(const Goodput &g)
{
    QJsonObject o;
    putNumbers(o, planfields::goodputNumbers(), g);
    return withExtra(o, g.extra);
}

QJsonObject fineTuneToJson(const FineTune &f)
{
    using namespace planfields;
    QJsonObject o;
    if (f.method)
        o.insert(QLatin1String(kFineTuneMethod), fineTuneMethodName(*f.method));
    putNumbers(o, fineTuneNumbers(), f);
    if (f.target)
        o.insert(QLatin1String(kFineTuneTarget), QJsonArray::fromStringList(loraTargetNames(*f.target)));
    return withExtra(o, f.extra);
}

QJsonObject servingToJson(const Serving &s)
{
    QJsonObject o;
    putNumbers(o, planfields::servingNumbers(), s);
    if (s.kvPrecision)
        o.insert(QLatin1String(planfields::kServingKvPrecision), precisionName(*s.kvPrecision));
    if (s.weightQuant)
        o.insert(QLatin1String(planfields::kServingWeightQuant), weightQuantName(*s.weightQuant));
    if (s.mig)
        o.insert(QLatin1String(planfields::kServingMig), *s.mig);
    return withExtra(o, s.extra);
}

QJsonObject workloadToJson(const Workload &w)
{
    QJsonObject o;
    if (w.kind != WorkloadKind::Training)
        o.insert(QStringLiteral("kind"), workloadKindName(w.kind));
    if (w.serving)
        o.insert(QStringLiteral("serving"), servingToJson(*w.serving));
    o.insert(QStringLiteral("model"), modelToJson(w.model));
    if (w.globalBatch)
        o.insert(QStringLiteral("global_batch"), double(*w.globalBatch));
    put(o, "micro_batch", w.microBatch);
    o.insert(QStringLiteral("precision"), precisionName(w.precision));
    if (w.parallelism)
        o.insert(QStringLiteral("parallelism"), parallelismToJson(*w.parallelism));
    put(o, "tokens_to_train", w.tokensToTrain);
    put(o, "samples_to_train", w.samplesToTrain);
    if (w.gpuDecode)
        o.insert(QStringLiteral("gpu_decode"), true);
    if (w.goodput)
        o.insert(QStringLiteral("goodput"), goodputToJson(*w.goodput));
    if (w.finetune)
        o.insert(QStringLiteral("finetune"), fineTuneToJson(*w.finetune));
    return withExtra(o, w.extra);
}

QJsonObject costsToJson(const Costs &c)
{
    QJsonObject o;
    putNumbers(o, planfields::costsNumbers(), c);
    put(o, planfields::kCostsColocationIncludesPower, c.colocationIncludesPower);
    return withExtra(o, c.extra);
}

QJsonObject quoteToJson(const QuoteSettings &q)
{
    QJsonObject o;
    putString(o, "number", q.number);
    putString(o, "date", q.date);
    o.insert(QStringLiteral("valid_days"), q.validDays);
    o.insert(QStringLiteral("customer"), partyToJson(q.customer));
    if (q.seller)
        o.insert(QStringLiteral("seller"), partyToJson(*q.seller));
    o.insert(QStringLiteral("discount_pct"), q.discountPct);
    if (q.taxPct != 0)
        o.insert(QStringLiteral("tax_pct"), q.taxPct);
    if (!q.lineDiscounts.isEmpty()) {
        QJsonArray arr;
        for (const QuoteLineDiscount &d : q.lineDiscounts)
            arr.append(QJsonObject{{QStringLiteral("sku"), d.sku}, {QStringLiteral("pct"), d.pct}});
        o.insert(QStringLiteral("line_discounts"), arr);
    }
    putString(o, "payment_terms", q.paymentTerms);
    putString(o, "delivery", q.delivery);
    putString(o, "warranty", q.warranty);
    putString(o, "notes", q.notes);
    putString(o, "paper", q.paper);
    if (q.catalogRevision)
        o.insert(QStringLiteral("catalog_revision"), *q.catalogRevision);
    putString(o, "catalog_offline_as_of", q.catalogOfflineAsOf);
    return withExtra(o, q.extra);
}

QJsonObject targetToJson(const Target &t)
{
    using namespace planfields;
    QJsonObject o;
    putNumbers(o, targetNumbers(), t);
    if (t.budgetKind)
        o.insert(QLatin1String(kTargetBudgetKind), budgetKindName(*t.budgetKind));
    if (t.where)
        o.insert(QLatin1String(kTargetWhere), whereName(*t.where));
    if (!t.vendors.isEmpty())
        o.insert(QLatin1String(kTargetVendors), QJsonArray::fromStringList(t.vendors));
    return withExtra(o, t.extra);
}

QJsonObject growthToJson(const Growth &g)
{
    QJsonObject o;
    putNumbers(o, planfields::growthNumbers(), g);
    return withExtra(o, g.extra);
}

QJsonObject softwareToJson(const Software &sw)
{
    QJsonObject o;
    for (const planfields::SoftwareField &f : planfields::softwareFields())
        putString(o, f.key, sw.*f.member);
    return withExtra(o, sw.extra);
}

} // namespace

QJsonObject planToJson(const Plan &plan)
{
    QJsonObject root;
    root.insert(QStringLiteral("format"), QLatin1String(kPlanFormatName));
    root.insert(QStringLiteral("version"), kPlanFormatVersion);
    root.insert(QStringLiteral("name"), plan.name);
    if (plan.currency != QLatin1String("USD"))
        root.insert(QStringLiteral("currency"), plan.currency);
    if (!plan.exchangeRates.isEmpty()) {
        QJsonObject rates;
        for (auto it = plan.exchangeRates.begin(); it != plan.exchangeRates.end(); ++it)
            rates.insert(it.key(), it.value());
        root.insert(QStringLiteral("exchange_rates"), rates);
    }
    putString(root, "exchange_rates_date", plan.exchangeRatesDate);

    QJsonArray servers;
    for (const ServerSpec &s : plan.servers) {
        QJsonObject o;
        o.insert(QStringLiteral("id"), s.id);
        putString(o, "name", s.name);
        o.insert(QStringLiteral("chassis"), s.chassis);
        QJsonArray parts;
        for (const PartRef &p : s.parts)
            parts.append(
                withExtra(QJsonObject{{QStringLiteral("sku"), p.sku}, {QStringLiteral("qty"), p.qty}}, p.extra));
        o.insert(QStringLiteral("parts"), parts);
        o.insert(QStringLiteral("count"), s.count);
        servers.append(withExtra(o, s.extra));
    }
    root.insert(QStringLiteral("servers"), servers);

    if (plan.fabric) {
        QJsonObject f;
        putString(f, "sku", plan.fabric->sku);
        f.insert(QStringLiteral("topology"), plan.fabric->topology);
        f.insert(QStringLiteral("oversubscription"), plan.fabric->oversubscription);
        put(f, "switches", plan.fabric->switches);
        if (plan.fabric->sharp) // absent: off, as in every plan written before the field
            f.insert(QStringLiteral("sharp"), true);
        root.insert(QStringLiteral("fabric"), withExtra(f, plan.fabric->extra));
    }
    if (plan.hasWorkload)
        root.insert(QStringLiteral("workload"), workloadToJson(plan.workload));
    const QJsonObject costs = costsToJson(plan.costs);
    if (!costs.isEmpty())
        root.insert(QStringLiteral("costs"), costs);
    if (!plan.cloud.isEmpty()) {
        QJsonArray cloud;
        for (const CloudOption &c : plan.cloud) {
            QJsonObject o{{QStringLiteral("sku"), c.sku}, {QStringLiteral("pricing"), c.pricing}};
            put(o, "instances", c.instances);
            put(o, "hourly_rate", c.hourlyRate);
            put(o, "goodput", c.goodput);
            put(o, "storage_per_month", c.storagePerMonth);
            put(o, "egress_per_month", c.egressPerMonth);
            cloud.append(withExtra(o, c.extra));
        }
        root.insert(QStringLiteral("cloud"), cloud);
    }
    if (plan.hasQuote)
        root.insert(QStringLiteral("quote"), quoteToJson(plan.quote));
    QJsonObject rack;
    put(rack, "power_limit_kw", plan.rack.powerLimitKw);
    put(rack, "units", plan.rack.units);
    rack = withExtra(rack, plan.rack.extra);
    if (!rack.isEmpty())
        root.insert(QStringLiteral("rack"), rack);
    if (plan.target)
        root.insert(QStringLiteral("target"), targetToJson(*plan.target));
    if (plan.growth)
        root.insert(QStringLiteral("growth"), growthToJson(*plan.growth));
    if (plan.software)
        root.insert(QStringLiteral("software"), softwareToJson(*plan.software));
    return withExtra(root, plan.extra);
}

QByteArray writePlan(const Plan &plan)
{
    return QJsonDocument(planToJson(plan)).toJson(QJsonDocument::Indented);
}

QString writePlanFile(const Plan &plan, const QString &path)
{
    // Atomic for a file, every write checked, the system's reason on failure (issue 22: a full disk said "Unknown
    // error").
    const QString why = writeFileChecked(path, writePlan(plan));
    if (!why.isEmpty())
        return PlanFileText::tr("cannot write %1: %2").arg(path, why);
    return {};
}

} // namespace aip
