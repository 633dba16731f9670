#pragma once
// The numbers of the plan's `workload.parallelism`, `workload.goodput` and `workload.finetune` sections (issue 16,
// item 5), each a field of the plan's field table bound to its member (memberfields.h), and the keys of the sections'
// members that are names. The plan reader and writer walk these lists, so a key is named once.

#include "plan/memberfields.h"
#include "plan/plan.h"

#include <QList>
#include <QStringList>

namespace aip::planfields {

// The members of workload.parallelism that are not numbers.
inline constexpr char kParallelismRecompute[] = "recompute";
inline constexpr char kParallelismSequenceParallel[] = "sequence_parallel";
inline constexpr char kParallelismSharding[] = "sharding";
inline constexpr char kParallelismShardingImpl[] = "sharding_impl";
inline constexpr char kParallelismOffload[] = "offload";
// The members of workload.finetune that are not numbers.
inline constexpr char kFineTuneMethod[] = "method";
inline constexpr char kFineTuneTarget[] = "target";

using ParallelismNumber = MemberNumber<Parallelism>;
using GoodputNumber = MemberNumber<Goodput>;
using FineTuneNumber = MemberNumber<FineTune>;

const QList<ParallelismNumber> &parallelismNumbers();
const QList<GoodputNumber> &goodputNumbers();
const QList<FineTuneNumber> &fineTuneNumbers();
// Every JSON key of each section: its numbers' and its names'.
QStringList parallelismKeys();
QStringList goodputKeys();
QStringList fineTuneKeys();

} // namespace aip::planfields
