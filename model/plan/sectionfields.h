#pragma once
// The numbers of the plan's `workload.model`, `workload.parallelism`, `workload.goodput`, `workload.finetune` and
// `costs`, `target` and `growth` sections (issue 16, item 5), each a field of the plan's field table bound to its
// member (memberfields.h), and the keys of the sections' members that are not numbers. The plan reader and writer walk
// these lists, so a key and its range are named once.

#include "plan/memberfields.h"
#include "plan/plan.h"

#include <QList>
#include <QStringList>

namespace aip::planfields {

// The members of workload.model that are not numbers.
inline constexpr char kModelPreset[] = "preset";
inline constexpr char kModelType[] = "type";
inline constexpr char kModelGatedMlp[] = "gated_mlp";
// The members of workload.parallelism that are not numbers.
inline constexpr char kParallelismRecompute[] = "recompute";
inline constexpr char kParallelismSequenceParallel[] = "sequence_parallel";
inline constexpr char kParallelismSharding[] = "sharding";
inline constexpr char kParallelismShardingImpl[] = "sharding_impl";
inline constexpr char kParallelismOffload[] = "offload";
// The members of workload.finetune that are not numbers.
inline constexpr char kFineTuneMethod[] = "method";
inline constexpr char kFineTuneTarget[] = "target";
// The members of target that are not numbers.
inline constexpr char kTargetBudgetKind[] = "budget_kind";
inline constexpr char kTargetWhere[] = "where";
inline constexpr char kTargetVendors[] = "vendors";
// The member of costs that is not a number.
inline constexpr char kCostsColocationIncludesPower[] = "colocation_includes_power";

using ModelNumber = MemberNumber<ModelSpec>;
using ParallelismNumber = MemberNumber<Parallelism>;
using GoodputNumber = MemberNumber<Goodput>;
using FineTuneNumber = MemberNumber<FineTune>;
using CostsNumber = MemberNumber<Costs>;
using TargetNumber = MemberNumber<Target>;
using GrowthNumber = MemberNumber<Growth>;

const QList<ModelNumber> &modelNumbers();
const QList<ParallelismNumber> &parallelismNumbers();
const QList<GoodputNumber> &goodputNumbers();
const QList<FineTuneNumber> &fineTuneNumbers();
const QList<CostsNumber> &costsNumbers();
const QList<TargetNumber> &targetNumbers();
const QList<GrowthNumber> &growthNumbers();
// Every JSON key of each section: its numbers' and its names'.
QStringList modelKeys();
QStringList parallelismKeys();
QStringList goodputKeys();
QStringList fineTuneKeys();
QStringList costsKeys();
QStringList targetKeys();
QStringList growthKeys();

} // namespace aip::planfields
