#pragma once
// The strategy search: every (tp, pp, dp, micro-batch, ZeRO, recompute, sequence parallel, interleave) the
// plan leaves open, within the rules Megatron-LM imposes (tp divides the heads and stays inside a node, pp
// divides the layers, interleaving divides the layers per stage and the micro-batches), memory first, then
// time. Its work is bounded: a cluster or a space too large to enumerate is refused with a reason.

#include "perf/stepmodel.h"

#include <QString>

#include <vector>

namespace aip::perf {

struct Candidate {
    Strategy strategy;
    StepEstimate estimate;
};

// The `top` fastest strategies that fit, fastest first (near-ties, within 2%, simplest first). When none fits,
// `closest` (if given) receives the strategy needing the least memory, so callers can say by how much it misses.
std::vector<Candidate> searchStrategies(const StepModel &model, const std::optional<Parallelism> &fixed,
                                        std::optional<int> fixedMicroBatch, int top, QString *error,
                                        Candidate *closest = nullptr);

// How many things a strategy asks of the people running it (parallel dimensions in use, ZeRO-3, hybrid sharding,
// interleaving): near-ties in time rank the simpler first.
int strategyComplexity(const Strategy &s);

// The most strategies one search evaluates; beyond it the search refuses (and says so) instead of running long.
inline constexpr qint64 kMaxSearchEvaluations = 2'000'000;
// The largest global batch whose data-parallel degrees are searched (its divisors are enumerated).
inline constexpr qint64 kMaxSearchBatch = 1'000'000'000'000;
// The largest cluster searched, in GPUs.
inline constexpr qint64 kMaxSearchGpus = 1'000'000;

} // namespace aip::perf
