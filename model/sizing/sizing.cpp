#include "sizing/sizing.h"

#include "perf/clusterhardware.h"
#include "sizing/candidatecost.h"
#include "sizing/candidateplan.h"
#include "sizing/nodesweep.h"

#include <QCoreApplication>

#include <algorithm>
#include <mutex>
#include <thread>
#include <vector>

namespace aip::sizing {

namespace {

QString tr(const char *text)
{
    // lupdate files tr() of a free function under its namespace: ask for the same context.
    return QCoreApplication::translate("aip::sizing", text);
}

// The option's cluster for more than one node (cabled with its fabric) and for one node (no fabric), as the
// candidate's plan resolves it.
struct OptionClusters {
    std::optional<perf::ClusterHardware> multi, single;
};

OptionClusters clustersOf(const Plan &plan, const SystemOption &o, const PartCatalog &catalog)
{
    OptionClusters out;
    if (!o.owned()) {
        out.multi = perf::cloudClusterForPlan(plan, *o.instance, 1, catalog, nullptr);
        out.single = out.multi;
        return out;
    }
    Plan probe;
    probe.servers = {o.server};
    probe.extra = plan.extra;
    probe.software = plan.software; // the stack the plan states runs on every option (its attention kernel)
    out.single = perf::clusterFromPlan(probe, catalog, nullptr);
    probe.fabric = o.fabric;
    out.multi = perf::clusterFromPlan(probe, catalog, nullptr);
    return out;
}

// Meeting the target first; then cheaper; then faster.
bool ranksBefore(const SizingCandidate &a, const SizingCandidate &b)
{
    if (a.meetsTarget != b.meetsTarget)
        return a.meetsTarget;
    if (a.hasTime() != b.hasTime())
        return a.hasTime();
    if (a.cost() != b.cost())
        return a.cost() < b.cost();
    return a.days < b.days;
}

} // namespace

QList<int> paretoFront(const QList<SizingCandidate> &candidates)
{
    QList<int> order;
    for (int i = 0; i < candidates.size(); ++i) {
        if (candidates.at(i).hasTime() && candidates.at(i).cost() > 0)
            order.append(i);
    }
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const SizingCandidate &x = candidates.at(a), &y = candidates.at(b);
        return x.days != y.days ? x.days < y.days : x.cost() < y.cost();
    });
    QList<int> front;
    double cheapest = 0;
    for (int i : order) {
        const double cost = candidates.at(i).cost();
        if (front.isEmpty() || cost < cheapest) {
            front.append(i);
            cheapest = cost;
        }
    }
    return front;
}

namespace {

// What one option contributes: its candidates, or why it has none.
struct OptionOutcome {
    QList<SizingCandidate> candidates;
    bool considered = false;
    bool pruned = false;
    int evaluations = 0;
};

struct SweepInput {
    const Plan &plan;
    const PartCatalog &catalog;
    const SizingTarget &target;
    const Workload &workload;
    const CandidateCoster &coster;
    const std::atomic<bool> *cancel;
};

OptionOutcome sweepOption(const SweepInput &in, const SystemOption &o, int index)
{
    OptionOutcome out;
    const OptionClusters clusters = clustersOf(in.plan, o, in.catalog);
    if (!clusters.multi || !clusters.single)
        return out;
    out.considered = true;
    const NodeSweep sweep
        = sweepNodes(in.workload, *clusters.multi, *clusters.single, in.target.deadlineS(), in.cancel);
    out.evaluations = sweep.evaluations;
    out.pruned = sweep.pruned;
    for (const NodePoint &p : sweep.points) {
        SizingCandidate c;
        c.option = index;
        c.where = o.where();
        c.system = o.name;
        c.nodes = p.nodes;
        c.gpus = p.nodes * o.gpusPerNode;
        c.perf = p.result;
        c.days = wallClockS(p.result) / 86400.0;
        c.currency = in.plan.currency;
        if (o.owned()) {
            in.coster.costOwned(c, candidatePlan(in.plan, o, c, in.target));
            judge(c, in.target);
            out.candidates.append(c);
            continue;
        }
        for (const QString &pricing : o.pricings) {
            SizingCandidate priced = c;
            priced.pricing = pricing;
            if (in.coster.costCloud(priced, *o.instance) || !p.result.ok()) {
                judge(priced, in.target);
                out.candidates.append(priced);
            }
        }
    }
    return out;
}

} // namespace

std::optional<SizingResult> sizeToTarget(const Plan &plan, const PartCatalog &catalog, const TargetOverrides &overrides,
                                         QString *error, const SweepControl &control)
{
    const std::optional<SizingTarget> target = resolveTarget(plan, overrides, error);
    if (!target)
        return std::nullopt;
    SizingResult out;
    out.target = *target;
    out.currency = plan.currency;
    out.options = systemOptions(plan, catalog, *target, &out.notes);
    out.options.squeeze();
    const Workload workload = sizingWorkload(plan.workload, *target);
    const CandidateCoster coster(plan, catalog, *target);
    out.horizonMonths = coster.months();

    // The options are independent: workers take the next one until none is left (or the sweep is cancelled); the
    // outcomes are merged in option order, so the answer does not depend on the threads.
    const int total = int(out.options.size());
    std::vector<OptionOutcome> outcomes(size_t(std::max(0, total)));
    std::atomic<int> next{0}, done{0};
    std::mutex progressMutex;
    const SweepInput in{plan, catalog, *target, workload, coster, control.cancel};
    auto work = [&] {
        for (int i = next++; i < total; i = next++) {
            if (control.cancel && control.cancel->load())
                return;
            outcomes[size_t(i)] = sweepOption(in, out.options.at(i), i);
            const int finished = ++done;
            if (control.progress) {
                const std::lock_guard lock(progressMutex);
                control.progress(finished, total);
            }
        }
    };
    const int threads = std::clamp(control.threads > 0 ? control.threads : int(std::thread::hardware_concurrency()), 1,
                                   std::max(1, total));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread &t : pool)
        t.join();
    out.cancelled = control.cancel && control.cancel->load();
    for (const OptionOutcome &o : outcomes) {
        out.considered += o.considered ? 1 : 0;
        out.pruned += o.pruned ? 1 : 0;
        out.evaluations += o.evaluations;
        out.candidates += o.candidates;
    }
    std::stable_sort(out.candidates.begin(), out.candidates.end(), ranksBefore);
    for (int i = 0; i < out.candidates.size(); ++i) {
        const SizingCandidate &c = out.candidates.at(i);
        if (!c.meetsTarget)
            break;
        if (!out.cheapest)
            out.cheapest = i;
        if (!out.fastest || c.days < out.candidates.at(*out.fastest).days)
            out.fastest = i;
    }
    out.pareto = paretoFront(out.candidates);
    if (out.pruned > 0)
        out.notes.append(tr("%1 of %2 options cannot do the work in %3 days even at their GPUs' peak on %4 nodes: "
                            "not searched")
                             .arg(out.pruned)
                             .arg(out.considered)
                             .arg(target->days)
                             .arg(kMaxNodes));
    return out;
}

} // namespace aip::sizing
