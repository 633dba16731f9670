#include "sizing/roadmap.h"

#include "hardware/serverconfig.h"
#include "perf/clusterhardware.h"
#include "perf/perfmodel.h"
#include "sizing/nodesweep.h"
#include "sizing/sizingtarget.h"
#include "tco/cloudsizing.h"
#include "tco/perfthroughputsource.h"
#include "tco/plantco.h"
#include "tco/tcodefaults.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace aip::sizing {

namespace {

QString tr(const char *text)
{
    // lupdate files tr() of a free function under its namespace: ask for the same context.
    return QCoreApplication::translate("aip::sizing", text);
}

constexpr double kDaysPerMonth = tco::kHoursPerMonth / 24.0;
// A purchase covers the work of the year ahead: hardware is bought in yearly budget rounds and takes months to
// arrive, so buying for next month only would mean buying every month.
constexpr int kPurchaseHorizonMonths = 12;

// The plan's cluster at any node count: its throughput from the performance model, its capex and running costs from
// the TCO (the plan's other servers stay as they are).
class ClusterModel
{
public:
    ClusterModel(const Plan &plan, const PartCatalog &catalog, int server, const Workload &workload,
                 const perf::ClusterHardware &cluster)
        : m_plan(plan)
        , m_catalog(catalog)
        , m_server(server)
        , m_workload(workload)
        , m_cluster(cluster)
    {
        m_plan.cloud.clear();
    }

    // Useful samples per second (goodput included) on n nodes; 0 when nothing runs there. A larger cluster trains
    // with a proportionally larger global batch (weak scaling: each data-parallel replica keeps its share, as the
    // large runs do, e.g. Llama 3 405B's 16M-token batches against Llama 2 70B's 4M); a fixed batch would cap the
    // data-parallel width and make extra nodes useless long before the work needs them.
    double throughput(int n)
    {
        if (const auto it = m_throughput.constFind(n); it != m_throughput.constEnd())
            return *it;
        perf::ClusterHardware c = m_cluster;
        c.nodes = n;
        Workload w = m_workload;
        if (w.globalBatch && n > m_cluster.nodes)
            w.globalBatch
                = std::max<qint64>(1, std::llround(double(*w.globalBatch) * n / std::max(1, m_cluster.nodes)));
        const perf::PerfResult r = perf::simulate(w, c);
        const double t = r.ok() ? r.samplesPerS * r.goodput : 0.0;
        m_throughput.insert(n, t);
        return t;
    }

    struct Owned {
        double capex = 0;
        double opexPerMonth = 0;
    };
    Owned owned(int n)
    {
        if (const auto it = m_owned.constFind(n); it != m_owned.constEnd())
            return *it;
        Plan p = m_plan;
        p.servers[m_server].count = n;
        const tco::PlanTco t = tco::tcoForPlan(p, m_catalog, nullptr);
        const Owned o{t.result.owned.capex, t.result.owned.opexPerYear / 12.0};
        m_owned.insert(n, o);
        return o;
    }

    // The fewest nodes (never fewer than `atLeast`) that do `load` times the work of `base` nodes; the most the
    // roadmap allows when none does (*short set).
    int nodesFor(double load, int base, int atLeast, bool *shortfall)
    {
        const double target = throughput(base) * load;
        if (throughput(atLeast) >= target)
            return atLeast;
        const int guess = std::max(atLeast, int(std::ceil(base * load)));
        const auto sized = tco::sizeByThroughput(target, 1.0, std::min(guess, kMaxRoadmapNodes), kMaxRoadmapNodes,
                                                 [this](int n) -> std::optional<double> {
                                                     const double t = throughput(n);
                                                     return t > 0 ? std::optional<double>(t) : std::nullopt;
                                                 });
        if (!sized) {
            *shortfall = true;
            return kMaxRoadmapNodes;
        }
        return std::max(atLeast, sized->instances);
    }

private:
    Plan m_plan;
    const PartCatalog &m_catalog;
    int m_server;
    Workload m_workload;
    perf::ClusterHardware m_cluster;
    QHash<int, double> m_throughput;
    QHash<int, Owned> m_owned;
};

// The index of the plan's first server with a GPU: the cluster clusterFromPlan() models.
int gpuServerIndex(const Plan &plan, const PartCatalog &catalog)
{
    for (int i = 0; i < plan.servers.size(); ++i) {
        const ResolvedServer s = resolveServer(plan.servers.at(i), catalog);
        if (s.gpu() && s.gpuCount() > 0)
            return i;
    }
    return -1;
}

RoadmapPath buyMore(const Roadmap &r, ClusterModel &m, bool *shortfall)
{
    RoadmapPath p;
    p.name = QStringLiteral("buy_more");
    int n = r.nodes;
    ClusterModel::Owned now = m.owned(n);
    double cumulative = now.capex;
    p.purchases.append({0, r.system, {}, double(n), QStringLiteral("nodes"), now.capex});
    for (int month = 1; month <= kRoadmapMonths; ++month) {
        const double capacity = m.throughput(n) / m.throughput(r.nodes);
        if (r.load.at(month) > capacity) {
            const int ahead = std::min(month - 1 + kPurchaseHorizonMonths, kRoadmapMonths);
            const int more = m.nodesFor(r.load.at(ahead), r.nodes, n + 1, shortfall);
            if (more > n) {
                const ClusterModel::Owned next = m.owned(more);
                const double cost = (next.capex - now.capex) * r.growth.priceFactor(month - 1);
                cumulative += cost;
                p.purchases.append({month, r.system, {}, double(more - n), QStringLiteral("nodes"), cost});
                n = more;
                now = next;
            }
        }
        cumulative += now.opexPerMonth;
        p.monthlyCumulative.append(cumulative);
    }
    p.nodesAtEnd = n;
    return p;
}

RoadmapPath buyBiggerNow(const Roadmap &r, ClusterModel &m, bool *shortfall)
{
    RoadmapPath p;
    p.name = QStringLiteral("buy_bigger_now");
    const double peak = *std::max_element(r.load.begin(), r.load.end());
    const int n = m.nodesFor(peak, r.nodes, r.nodes, shortfall);
    const ClusterModel::Owned owned = m.owned(n);
    p.purchases.append({0, r.system, {}, double(n), QStringLiteral("nodes"), owned.capex});
    double cumulative = owned.capex;
    for (int month = 1; month <= kRoadmapMonths; ++month) {
        cumulative += owned.opexPerMonth;
        p.monthlyCumulative.append(cumulative);
    }
    p.nodesAtEnd = n;
    return p;
}

// The cloud option the burst path rents: the plan's first, else an on-demand instance with the plan's GPU.
std::optional<CloudOption> burstOption(const Plan &plan, const PartCatalog &catalog, const QString &gpuSku)
{
    if (!plan.cloud.isEmpty())
        return plan.cloud.constFirst();
    for (const Part &p : catalog.parts()) {
        if (p.category == PartCategory::Cloud && p.cloud.gpuSku == gpuSku && !std::isnan(p.cloud.onDemandPerHour)) {
            CloudOption o;
            o.sku = p.sku;
            return o;
        }
    }
    return std::nullopt;
}

// The burst path: the excess work on the cloud at the TCO's same-work price per sample of that option.
std::optional<RoadmapPath> burstToCloud(Roadmap &r, const Plan &plan, const PartCatalog &catalog,
                                        const perf::ClusterHardware &cluster, ClusterModel &m, double samplesPerRun)
{
    const std::optional<CloudOption> option = burstOption(plan, catalog, cluster.gpuSku);
    if (!option) {
        r.notes.append(tr("burst_to_cloud: the plan has no cloud option and the catalog no instance with its GPU"));
        return std::nullopt;
    }
    Plan p = plan;
    p.cloud = {*option};
    tco::PerfThroughputSource source;
    const tco::PlanTco t = tco::tcoForPlan(p, catalog, &source);
    if (t.result.cloud.isEmpty() || !t.result.cloud.constFirst().sameWork() || !(t.result.deliveredWork > 0)) {
        r.notes.append(tr("burst_to_cloud: %1 could not be priced on the same work").arg(option->sku));
        return std::nullopt;
    }
    const tco::CloudCost &cloud = t.result.cloud.constFirst();
    const double perSample = cloud.total / t.result.deliveredWork;
    r.cloudSku = option->sku;
    r.cloudPricing = option->pricing;
    RoadmapPath path;
    path.name = QStringLiteral("burst_to_cloud");
    const ClusterModel::Owned owned = m.owned(r.nodes);
    double cumulative = owned.capex;
    path.purchases.append({0, r.system, {}, double(r.nodes), QStringLiteral("nodes"), owned.capex});
    for (int month = 1; month <= kRoadmapMonths; ++month) {
        // What the cluster cannot do this month, in samples of today's run: (load - 1) x runs it does a month.
        const double excess = std::max(0.0, r.load.at(month) - 1.0) * kDaysPerMonth / r.daysNow * samplesPerRun;
        const double cost = excess * perSample;
        if (cost > 0)
            path.purchases.append(
                {month, option->sku, option->pricing,
                 cloud.throughputPerInstance > 0 ? excess / (cloud.throughputPerInstance * 3600.0) : 0.0,
                 QStringLiteral("instance_hours"), cost});
        cumulative += owned.opexPerMonth + cost;
        path.monthlyCumulative.append(cumulative);
    }
    path.nodesAtEnd = r.nodes;
    return path;
}

void finish(RoadmapPath &p)
{
    p.total = p.monthlyCumulative.isEmpty() ? 0.0 : p.monthlyCumulative.constLast();
}

} // namespace

std::optional<Roadmap> buildRoadmap(const Plan &plan, const PartCatalog &catalog, QString *error)
{
    auto fail = [&](const QString &why) -> std::optional<Roadmap> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const std::optional<SizingTarget> target = resolveTarget(plan, {}, error);
    if (!target)
        return std::nullopt;
    const int server = gpuServerIndex(plan, catalog);
    QString why;
    const std::optional<perf::ClusterHardware> cluster = perf::clusterFromPlan(plan, catalog, &why);
    if (server < 0 || !cluster)
        return fail(why.isEmpty() ? tr("the plan has no server with a GPU") : why);
    const Workload workload = sizingWorkload(plan.workload, *target);
    const perf::PerfResult now = perf::simulate(workload, *cluster);
    if (!(wallClockS(now) > 0))
        return fail(tr("the plan's cluster cannot run its work: %1").arg(now.error));

    Roadmap r;
    r.growth = growthProfile(plan.growth);
    r.system = plan.servers.at(server).chassis;
    r.nodes = cluster->nodes;
    r.currency = plan.currency;
    r.daysNow = wallClockS(now) / 86400.0;
    r.fromTarget = plan.target && plan.target->days;
    if (r.fromTarget) {
        r.periodDays = target->days;
    } else {
        const tco::TcoSettings settings = tco::resolveSettings(plan.costs);
        r.periodDays = 365.0 * std::clamp(settings.utilization, 0.01, 1.0);
    }
    for (int month = 0; month <= kRoadmapMonths; ++month)
        r.load.append(r.daysNow * r.growth.workFactor(month) / r.periodDays);
    for (int month = 0; month <= kRoadmapMonths; ++month) {
        if (r.load.at(month) > 1.0) {
            r.runsOutMonth = month;
            break;
        }
    }

    ClusterModel model(plan, catalog, server, workload, *cluster);
    bool shortfall = false;
    r.paths.append(buyMore(r, model, &shortfall));
    if (auto burst = burstToCloud(r, plan, catalog, *cluster, model, target->samples))
        r.paths.append(*burst);
    r.paths.append(buyBiggerNow(r, model, &shortfall));
    for (RoadmapPath &p : r.paths)
        finish(p);
    if (shortfall)
        r.notes.append(tr("the work outgrows what %1 nodes of %2 can do: the owned paths stop at that many")
                           .arg(kMaxRoadmapNodes)
                           .arg(r.system));
    return r;
}

QList<RoadmapPurchase> purchasesByYear(const RoadmapPath &path)
{
    QList<RoadmapPurchase> out;
    for (RoadmapPurchase p : path.purchases) {
        p.lastMonth = p.month;
        const bool hours = p.unit == QLatin1String("instance_hours");
        const int year = (p.month + 11) / 12;
        if (hours && !out.isEmpty() && out.constLast().unit == p.unit && (out.constLast().month + 11) / 12 == year) {
            out.last().quantity += p.quantity;
            out.last().cost += p.cost;
            out.last().lastMonth = p.month;
            continue;
        }
        out.append(p);
    }
    return out;
}

QJsonObject toJson(const Roadmap &r)
{
    QJsonArray paths;
    for (const RoadmapPath &p : r.paths) {
        QJsonArray purchases;
        for (const RoadmapPurchase &b : p.purchases) {
            QJsonObject o{{QStringLiteral("month"), b.month},
                          {QStringLiteral("item"), b.item},
                          {QStringLiteral("quantity"), b.quantity},
                          {QStringLiteral("unit"), b.unit},
                          {QStringLiteral("cost"), b.cost}};
            if (!b.pricing.isEmpty())
                o.insert(QStringLiteral("pricing"), b.pricing);
            purchases.append(o);
        }
        QJsonArray monthly;
        for (double v : p.monthlyCumulative)
            monthly.append(v);
        paths.append(QJsonObject{{QStringLiteral("name"), p.name},
                                 {QStringLiteral("monthly_cumulative"), monthly},
                                 {QStringLiteral("total"), p.total},
                                 {QStringLiteral("purchases"), purchases},
                                 {QStringLiteral("nodes_at_end"), p.nodesAtEnd}});
    }
    QJsonArray load;
    for (double v : r.load)
        load.append(v);
    const auto quarter = r.runsOutQuarter();
    return QJsonObject{{QStringLiteral("runs_out_month"), r.runsOutMonth ? QJsonValue(*r.runsOutMonth) : QJsonValue()},
                       {QStringLiteral("runs_out_quarter"), quarter ? QJsonValue(*quarter) : QJsonValue()},
                       {QStringLiteral("paths"), paths},
                       {QStringLiteral("months"), kRoadmapMonths},
                       {QStringLiteral("system"), r.system},
                       {QStringLiteral("nodes"), r.nodes},
                       {QStringLiteral("days_now"), r.daysNow},
                       {QStringLiteral("period_days"), r.periodDays},
                       {QStringLiteral("load"), load},
                       {QStringLiteral("growth"),
                        QJsonObject{{QStringLiteral("model_factor_per_year"), r.growth.modelFactorPerYear},
                                    {QStringLiteral("tokens_factor_per_year"), r.growth.tokensFactorPerYear},
                                    {QStringLiteral("projects_per_year"), r.growth.projectsPerYear},
                                    {QStringLiteral("price_decline_per_year"), r.growth.priceDeclinePerYear}}},
                       {QStringLiteral("cloud"), r.cloudSku},
                       {QStringLiteral("currency"), r.currency},
                       {QStringLiteral("notes"), QJsonArray::fromStringList(r.notes)}};
}

} // namespace aip::sizing
