#include "tco/plantco.h"

#include "hardware/serverconfig.h"
#include "quote/currencyconverter.h"
#include "tco/cloudsizing.h"
#include "tco/spotoverhead.h"
#include "tco/tcodefaults.h"

#include <QCoreApplication>
#include <QMap>

#include <algorithm>
#include <limits>

namespace aip::tco {

namespace {

// The most instances the sizing search tries: generous for a weaker instance type, bounded so a plan that no
// count can match does not run the performance model for long.
constexpr int kMaxInstancesFactor = 8;
constexpr int kMinInstancesCap = 64;
constexpr int kAbsoluteInstancesCap = 4096;
// The most GPUs the TCO compares: 50 times the largest cluster made public (about 200,000 GPUs reported for xAI's
// Colossus in 2025; plan/planfile.h). A plan past it (up to 100,000 nodes of 100,000 units each) is nonsense input,
// refused with this number rather than priced.
constexpr qint64 kMaxOwnedGpus = 10'000'000;

OwnedInputs ownedInputs(const Plan &plan, const PartCatalog &catalog, const QList<ResolvedServer> &servers,
                        const PricedQuote &quote, const FacilityLoad &facility)
{
    OwnedInputs in;
    const double afterDiscountAndTax = quote.discountFactor() * (1.0 + quote.taxPct / 100.0);
    in.hardwareCapex = quote.total;
    in.serverCapex = quote.serversSubtotal * afterDiscountAndTax;
    in.explicitFabric = quote.hasFabric;
    for (const ResolvedServer &rs : servers) {
        in.nominalPowerW += rs.nodes() * rs.nominalPowerW();
        in.servers = static_cast<int>(std::clamp<qint64>(
            qint64(in.servers) + rs.nodes(), std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
        in.gpus += qint64(rs.nodes()) * rs.gpuCount(); // 64 bits: 100,000 nodes x 100,000 GPUs pass 2^31
    }
    if (quote.hasFabric && plan.fabric) {
        if (const Part *sw = catalog.find(plan.fabric->sku))
            in.nominalPowerW += quote.fabric.switches * sw->sw.powerW;
    }
    // The node ends of the fabric's links (the switch ends are in the switch's power): counted once, here.
    in.opticsPowerW = facility.optics.totalW;
    in.nominalPowerW += in.opticsPowerW;
    in.racks = facility.racks.racks;
    // The on-site storage system (facility/storage.h): its nodes' power and racks; its price is on the quote.
    in.nominalPowerW += facility.storage.powerW;
    in.racks += facility.storage.racks;
    return in;
}

class CloudBuilder
{
public:
    CloudBuilder(const Plan &plan, const PartCatalog &catalog, ThroughputSource *source, const TcoSettings &s,
                 const OwnedInputs &owned, const std::optional<Throughput> &ownedThroughput, const QString &ownedWhy,
                 PlanTco &out)
        : m_plan(plan)
        , m_catalog(catalog)
        , m_source(source)
        , m_settings(s)
        , m_owned(owned)
        , m_ownedThroughput(ownedThroughput)
        , m_ownedWhy(ownedWhy)
        , m_out(out)
        , m_fx(plan.currency, plan.exchangeRates)
    { }

    std::optional<CloudInputs> build(const CloudOption &option, int index)
    {
        const QString path = QStringLiteral("cloud[%1]").arg(index);
        const Part *part = m_catalog.find(option.sku);
        if (!part || part->category != PartCategory::Cloud) {
            m_out.errors.append(
                part ? QCoreApplication::translate("Tco", "%1: %2 is not a cloud instance type").arg(path, option.sku)
                     : QCoreApplication::translate("Tco", "%1: unknown cloud instance type %2").arg(path, option.sku));
            return std::nullopt;
        }
        const auto fx = m_fx.rate(part->currency);
        if (!fx && !option.hourlyRate) {
            m_out.errors.append(
                QCoreApplication::translate("Tco", "%1: %2 is priced in %3 and the plan has no exchange rate for it")
                    .arg(path, option.sku, part->currency));
            return std::nullopt;
        }
        const auto rate = cloudRate(part->cloud, option.pricing, option.hourlyRate, fx.value_or(1.0),
                                    m_settings.spotInterruptionPct);
        if (!rate) {
            m_out.errors.append(
                QCoreApplication::translate("Tco", "%1: the catalog has no %2 rate for %3; set hourly_rate")
                    .arg(path, pricingLabel(option.pricing), option.sku));
            return std::nullopt;
        }
        CloudInputs c;
        c.sku = option.sku;
        c.pricing = option.pricing;
        c.rate = *rate;
        c.gpusPerInstance = part->cloud.gpuCount;
        c.priceDate = part->priceDate;
        c.priceSource = part->source;
        // What fills a commitment's remainder: the same instance on demand (the plan's rate when it prices an
        // on-demand option, else the catalog's).
        if (option.pricing == QLatin1String("on_demand") && option.hourlyRate)
            c.onDemandRate = *option.hourlyRate;
        else if (const auto od = cloudRate(part->cloud, QStringLiteral("on_demand"), std::nullopt, fx.value_or(1.0),
                                           m_settings.spotInterruptionPct))
            c.onDemandRate = od->listRate;
        c.goodput = option.goodput.value_or(kDefaultGoodput);
        c.storagePerMonth = option.storagePerMonth.value_or(0.0);
        c.egressPerMonth = option.egressPerMonth.value_or(0.0);
        if (rate->estimated)
            m_out.notes.append(QCoreApplication::translate("Tco", "%1: %2 %3 rate estimated as %4")
                                   .arg(path, option.sku, pricingLabel(option.pricing), rate->source));
        if (!size(option, *part, path, c))
            return std::nullopt;
        deriveSpotOverhead(path, c);
        return c;
    }

private:
    // Spot: the interruption overhead from the instances' checkpoint write time and count (spotoverhead.h), unless
    // the plan sets costs.spot_interruption_pct or the performance model gives no write time.
    void deriveSpotOverhead(const QString &path, CloudInputs &c)
    {
        if (c.pricing != QLatin1String("spot") || m_plan.costs.spotInterruptionPct || !c.throughput
            || !c.throughput->checkpointWriteS || c.instances <= 0)
            return;
        const std::optional<double> every
            = m_plan.workload.goodput ? m_plan.workload.goodput->checkpointEveryMin : std::nullopt;
        const SpotOverhead o = spotOverhead(c.instances, *c.throughput->checkpointWriteS, every);
        c.spotOverheadPct = o.pct;
        c.rate.effectiveRate = c.rate.listRate * (1.0 + o.pct / 100.0);
        // One message per number of instances (Chinese has one form, English two).
        const QString text = c.instances == 1
            ? QCoreApplication::translate("Tco",
                                          "%1: spot interruption overhead %2% = (restart %3 min + half the %4 min "
                                          "checkpoint interval) / %5 h between interruptions of %6 instance (%7% "
                                          "interrupted per instance and month, AWS Spot Instance Advisor's top bucket)")
            : QCoreApplication::translate(
                "Tco",
                "%1: spot interruption overhead %2% = (restart %3 min + half the %4 min "
                "checkpoint interval) / %5 h between interruptions of %6 instances (%7% "
                "interrupted per instance and month, AWS Spot Instance Advisor's top bucket)");
        m_out.notes.append(text.arg(path)
                               .arg(o.pct, 0, 'f', 2)
                               .arg(o.restartS / 60.0, 0, 'f', 0)
                               .arg(o.intervalS / 60.0, 0, 'f', 0)
                               .arg(o.mtbfH, 0, 'f', 0)
                               .arg(c.instances)
                               .arg(kSpotInterruptionsPerInstanceMonth * 100.0, 0, 'f', 0));
    }

    bool size(const CloudOption &option, const Part &part, const QString &path, CloudInputs &c)
    {
        QMap<int, std::optional<Throughput>> evaluated;
        QString why;
        auto evaluate = [&](int n) -> std::optional<double> {
            if (!evaluated.contains(n))
                evaluated.insert(n, m_source->cloud(m_plan, m_catalog, part, n, &why));
            const auto t = evaluated.value(n);
            // Useful throughput: at the option's goodput when the plan sets one, else at the performance
            // model's for these instances (checkpoints and failures, as for the owned cluster).
            const double goodput = option.goodput ? 1.0 : t ? t->goodput.value_or(1.0) : 1.0;
            return t ? std::optional<double>(t->samplesPerS * goodput) : std::nullopt;
        };
        auto useModelGoodput = [&] {
            if (!option.goodput && c.throughput && c.throughput->goodput)
                c.goodput = std::clamp(*c.throughput->goodput, 0.01, 1.0);
        };
        // tcoForPlan refuses more than kMaxOwnedGpus, so the count fits instancesForGpus's int.
        const int byGpus = instancesForGpus(int(std::min<qint64>(m_owned.gpus, kMaxOwnedGpus)), c.gpusPerInstance);
        if (option.instances) {
            c.instances = *option.instances;
            if (m_source && m_ownedThroughput && evaluate(c.instances))
                c.throughput = evaluated.value(c.instances);
            useModelGoodput();
            // Two messages: English has a singular and a plural, Chinese one form (issue 17, item 3).
            m_out.notes.append((c.instances == 1
                                    ? QCoreApplication::translate("Tco", "%1: %2 instance as the plan sets it")
                                    : QCoreApplication::translate("Tco", "%1: %2 instances as the plan sets them"))
                                   .arg(path)
                                   .arg(c.instances));
            return true;
        }
        if (m_source && m_ownedThroughput) {
            const int guess = std::max(1, byGpus);
            const int cap = std::min(kAbsoluteInstancesCap, std::max(kMinInstancesCap, guess * kMaxInstancesFactor));
            const double target = m_ownedThroughput->samplesPerS * m_ownedThroughput->goodput.value_or(1.0);
            if (const auto s = sizeByThroughput(target, option.goodput.value_or(1.0), guess, cap, evaluate)) {
                c.sizing = *s;
                c.instances = s->instances;
                c.throughput = evaluated.value(s->instances);
                useModelGoodput();
                return true;
            }
            c.sizingNote = why.isEmpty()
                ? QCoreApplication::translate("Tco", "no count up to %1 instances matches the owned throughput")
                      .arg(cap)
                : why;
        } else {
            c.sizingNote = m_source ? m_ownedWhy : QCoreApplication::translate("Tco", "no performance model");
        }
        if (byGpus <= 0) {
            m_out.errors.append(
                QCoreApplication::translate("Tco", "%1: cannot size %2 (%3) and it has no GPU count to match")
                    .arg(path, option.sku, c.sizingNote));
            return false;
        }
        c.instances = byGpus;
        m_out.notes.append(QCoreApplication::translate(
                               "Tco",
                               "%1: sized by GPU count (%2 owned GPUs / %3 per instance) because the performance "
                               "model could not size it: %4")
                               .arg(path)
                               .arg(m_owned.gpus)
                               .arg(c.gpusPerInstance)
                               .arg(c.sizingNote));
        return true;
    }

    const Plan &m_plan;
    const PartCatalog &m_catalog;
    ThroughputSource *m_source;
    const TcoSettings &m_settings;
    const OwnedInputs &m_owned;
    const std::optional<Throughput> &m_ownedThroughput;
    const QString &m_ownedWhy;
    PlanTco &m_out;
    CurrencyConverter m_fx;
};

} // namespace

PlanTco tcoForPlan(const Plan &plan, const PartCatalog &catalog, ThroughputSource *source)
{
    return tcoForPlan(resolvePlan(plan, catalog), source);
}

PlanTco tcoForPlan(const ResolvedPlan &resolved, ThroughputSource *source, const PricedQuote *priced)
{
    const Plan &plan = resolved.plan;
    const PartCatalog &catalog = resolved.catalog;
    const QList<ResolvedServer> &servers = resolved.servers;
    PlanTco out;
    out.quote = priced ? *priced : priceQuote(resolved);
    out.currency = out.quote.currency;
    for (const QString &sku : std::as_const(out.quote.unknownSkus))
        out.errors.append(QCoreApplication::translate("Tco", "unknown SKU %1 (not in the catalog)").arg(sku));
    out.errors.append(out.quote.problems);
    if (plan.servers.isEmpty())
        out.errors.append(QCoreApplication::translate("Tco", "the plan has no servers"));

    const CurrencyConverter fx(plan.currency, plan.exchangeRates);
    const auto usd = fx.rate(QStringLiteral("USD"));
    if (!usd)
        out.notes.append(
            QCoreApplication::translate("Tco", "no exchange rate from USD to %1: the USD defaults are used as %1")
                .arg(out.currency));
    TcoInputs in;
    in.settings = resolveSettings(plan.costs, usd.value_or(1.0));
    out.assumptions = describeSettings(plan.costs, in.settings, out.currency);
    out.facility = facilityLoad(plan, servers, out.quote);
    out.errors.append(out.facility.facility.errors);
    applyFacility(plan, out.facility, in.settings, out.assumptions);
    in.owned = ownedInputs(plan, catalog, servers, out.quote, out.facility);
    if (in.owned.gpus > kMaxOwnedGpus)
        out.errors.append(QCoreApplication::translate("Tco", "the plan has %1 GPUs; the TCO compares at most %2")
                              .arg(in.owned.gpus)
                              .arg(kMaxOwnedGpus));
    if (!out.quote.hasFabric)
        out.notes.append(QCoreApplication::translate(
                             "Tco", "no fabric switch in the plan: network capex is %1% of the servers' capex")
                             .arg(in.settings.networkPct));

    QString ownedWhy;
    if (source && out.errors.isEmpty()) {
        in.ownedThroughput = source->owned(plan, catalog, &ownedWhy);
        if (!in.ownedThroughput)
            out.notes.append(
                QCoreApplication::translate("Tco", "no throughput for the owned cluster: %1").arg(ownedWhy));
        else if (!in.ownedThroughput->goodput && !plan.cloud.isEmpty())
            out.notes.append(QCoreApplication::translate(
                "Tco",
                "the performance model gives no goodput for this workload: the delivered work assumes 1 "
                "(every hour in service is useful) on the owned side"));
    }
    CloudBuilder cloud(plan, catalog, out.errors.isEmpty() ? source : nullptr, in.settings, in.owned,
                       in.ownedThroughput, ownedWhy, out);
    for (qsizetype i = 0; i < plan.cloud.size(); ++i) {
        if (const auto c = cloud.build(plan.cloud.at(i), int(i)))
            in.cloud.append(*c);
    }
    out.inputs = in;
    out.result = computeTco(in);
    out.bands = breakEvenBands(in);
    for (qsizetype i = 0; i < out.result.cloud.size(); ++i) {
        const CloudCost &c = out.result.cloud.at(i);
        const double horizonHours = kHoursPerMonth * out.result.horizonMonths();
        if (c.sameWork() && commitmentMonths(c.in.pricing) == 0 && c.in.instances > 0
            && c.instanceHours / c.in.instances > horizonHours * 1.000001)
            out.notes.append(
                QCoreApplication::translate("Tco",
                                            "%1 %2: on %3 instances the work takes %4 h, longer than the %5 h of the "
                                            "horizon; set more instances")
                    .arg(c.in.sku, pricingLabel(c.in.pricing))
                    .arg(c.in.instances)
                    .arg(c.instanceHours / c.in.instances, 0, 'f', 0)
                    .arg(horizonHours, 0, 'f', 0));
        if (!c.sameWork())
            out.notes.append(
                QCoreApplication::translate("Tco",
                                            "%1 %2: no delivered work to match (the performance model could not "
                                            "evaluate it), so it is costed as the same capacity, always on")
                    .arg(c.in.sku, pricingLabel(c.in.pricing)));
    }
    return out;
}

} // namespace aip::tco
