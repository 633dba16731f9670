#include "plan/workloadfields.h"

namespace aip::planfields {

// Their ranges are the table's (planfields.cpp); a path missing there stops the program at the first use.
const QList<ParallelismNumber> &parallelismNumbers()
{
    static const QList<ParallelismNumber> numbers = {
        {"workload.parallelism.tp", &Parallelism::tp, nullptr},
        {"workload.parallelism.pp", &Parallelism::pp, nullptr},
        {"workload.parallelism.dp", &Parallelism::dp, nullptr},
        {"workload.parallelism.zero", &Parallelism::zero, nullptr},
        {"workload.parallelism.interleave", &Parallelism::interleave, nullptr},
        {"workload.parallelism.cp", &Parallelism::cp, nullptr},
        {"workload.parallelism.shard_group", &Parallelism::shardGroup, nullptr},
        {"workload.parallelism.ep", &Parallelism::ep, nullptr},
    };
    return numbers;
}

const QList<GoodputNumber> &goodputNumbers()
{
    static const QList<GoodputNumber> numbers = {
        {"workload.goodput.checkpoint_every_min", nullptr, &Goodput::checkpointEveryMin},
        {"workload.goodput.failures_per_1k_gpu_days", nullptr, &Goodput::failuresPer1kGpuDays},
    };
    return numbers;
}

const QList<FineTuneNumber> &fineTuneNumbers()
{
    static const QList<FineTuneNumber> numbers = {
        {"workload.finetune.rank", &FineTune::rank, nullptr},
    };
    return numbers;
}

QStringList parallelismKeys()
{
    return memberKeys(parallelismNumbers(),
                      {kParallelismRecompute, kParallelismSequenceParallel, kParallelismSharding,
                       kParallelismShardingImpl, kParallelismOffload});
}

QStringList goodputKeys()
{
    return memberKeys(goodputNumbers(), {});
}

QStringList fineTuneKeys()
{
    return memberKeys(fineTuneNumbers(), {kFineTuneMethod, kFineTuneTarget});
}

} // namespace aip::planfields
