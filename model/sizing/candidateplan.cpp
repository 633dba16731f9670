#include "sizing/candidateplan.h"

#include <QCoreApplication>

namespace aip::sizing {

void writeStrategy(Workload &w, const perf::Strategy &s)
{
    Parallelism p = w.parallelism.value_or(Parallelism{});
    p.tp = s.tp;
    p.pp = s.pp;
    p.dp = s.dp;
    p.cp = s.cp;
    p.zero = s.zero;
    p.recompute = s.recompute;
    p.sequenceParallel = s.sequenceParallel;
    p.interleave = s.interleave;
    p.shardingImpl = s.shardingImpl;
    if (s.hybrid()) {
        p.sharding = Sharding::Hybrid;
        p.shardGroup = s.shardGroup;
    } else {
        p.sharding.reset();
        p.shardGroup.reset();
    }
    w.parallelism = p;
    w.microBatch = s.microBatch;
}

Plan candidatePlan(const Plan &base, const SystemOption &option, const SizingCandidate &candidate,
                   const SizingTarget &target)
{
    Plan plan = base;
    plan.workload = sizingWorkload(base.workload, target);
    if (!option.owned()) {
        plan.name = QCoreApplication::translate("aip::sizing", "%1 (%2 x %3, %4)")
                        .arg(base.name, option.name)
                        .arg(candidate.nodes)
                        .arg(candidate.pricing);
        CloudOption cloud;
        cloud.sku = option.name;
        cloud.pricing = candidate.pricing;
        cloud.instances = candidate.nodes;
        plan.cloud = {cloud};
        return plan;
    }
    plan.name
        = QCoreApplication::translate("aip::sizing", "%1 (%2 x %3)").arg(base.name, option.name).arg(candidate.nodes);
    ServerSpec server = option.server;
    server.count = candidate.nodes;
    if (server.name.isEmpty())
        server.name = option.name;
    plan.servers = {server};
    plan.fabric = candidate.nodes > 1 ? option.fabric : std::nullopt;
    if (candidate.perf.ok())
        writeStrategy(plan.workload, candidate.perf.strategy);
    return plan;
}

} // namespace aip::sizing
