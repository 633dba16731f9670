#pragma once
// How many nodes of one option do the target's work in time (issue 18). The performance model answers for a node
// count; this finds the counts worth showing with as few answers as possible:
//   - a bound first: no strategy beats peak FLOPs, so n_peak = model FLOPs / (peak x GPUs per node x deadline) nodes
//     are needed at least; an option that needs more than kMaxNodes even at peak is not searched at all;
//   - one full strategy search at n_peak / kFirstGuessMfu, then the smallest count that meets the deadline by
//     bisection, each step keeping that strategy's shape (tp, pp, cp, micro-batch, ZeRO, recompute, sequence
//     parallel) with data parallelism (and interleaving) searched for the count; a full search at the count found;
//   - around it, half the count (cheaper, too slow: the chart's other side) and two and four times it (faster,
//     never cheaper: more of the same parts), each with the shape of the count found.
// Node counts beyond the first that meets the deadline cannot be cheaper for owned nodes (capex grows with every
// node) nor, on the same work, for cloud instances (the instance-hours grow as scaling efficiency falls), so they are
// evaluated only for the time they save.

#include "perf/clusterhardware.h"
#include "perf/perfresult.h"
#include "plan/plan.h"

#include <QList>

#include <atomic>

namespace aip::sizing {

inline constexpr int kMaxNodes = 1024;
// The share of peak a well-tuned large run reaches, for the first guess only: Megatron-LM's 3D-parallel GPT runs
// on A100 reach 44-52% (Narayanan et al. 2021, "Efficient Large-Scale Language Model Training on GPU Clusters",
// Table 1); PaLM reports 46% MFU (Chowdhery et al. 2022, Table 3).
inline constexpr double kFirstGuessMfu = 0.45;

struct NodePoint {
    int nodes = 0;
    perf::PerfResult result;
};

struct NodeSweep {
    bool pruned = false;     // cannot meet the deadline even at peak FLOPs on kMaxNodes nodes
    QList<NodePoint> points; // ascending node count; the one that meets the deadline is `meeting`
    int meeting = -1;        // index of the smallest count that meets the deadline; -1 when none does
    int evaluations = 0;
};

// `multi`: the option's cluster cabled with its fabric; `single`: one node without it (a one-node plan has no
// fabric). `workload` trains the target's work with the strategy open (sizingWorkload()).
NodeSweep sweepNodes(const Workload &workload, const perf::ClusterHardware &multi, const perf::ClusterHardware &single,
                     double deadlineS, const std::atomic<bool> *cancel = nullptr);

// The wall clock of a result's run in seconds (goodput included), or 0 when it has none.
double wallClockS(const perf::PerfResult &r);

} // namespace aip::sizing
