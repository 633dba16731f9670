#pragma once
// What the performance model answers for one workload on one cluster with one parallel strategy.
// Times are seconds per optimizer step, memory is bytes per GPU; DESIGN.md "Performance model" names them.

#include "plan/plan.h"

#include <QList>
#include <QString>

#include <optional>

namespace aip::perf {

// One way of spreading the job over the GPUs.
struct Strategy {
    int tp = 1, pp = 1, dp = 1;
    int microBatch = 1;
    int zero = 0;       // ZeRO stage 0..3
    int interleave = 1; // virtual pipeline stages per GPU (Megatron interleaved 1F1B); 1 = plain 1F1B
    Recompute recompute = Recompute::None;
    bool sequenceParallel = false;
    int gradAccum = 1; // micro-batches per step per data-parallel replica (global_batch / (dp * micro_batch))
    int cp = 1;        // context parallel: each sequence split over cp GPUs (ring attention)
    // ZeRO/FSDP shard group in data-parallel ranks: 0 (or dp) = shard over all of them ("full"); a divisor of dp
    // = hybrid sharding (shard inside the group, replicate across groups).
    int shardGroup = 0;
    ShardingImpl shardingImpl = ShardingImpl::Fsdp;
    int ep = 1; // expert parallel: experts spread over ep of the dp ranks (or, with etp, of the folded ranks)
    // Expert tensor parallel under Megatron-Core's parallel folding (plan `parallelism.etp`): each routed expert split
    // over etp GPUs while attention keeps tp, the expert layers' ranks folded so that etp x ep x expert-dp covers the
    // stage's tp x cp x dp (etp divides tp). 0: no folding, the experts split over tp and ep carved from dp.
    int etp = 0;
    Offload offload = Offload::None;              // optimizer states (ZeRO-3: and weights) in host memory or NVMe
    FineTuneMethod method = FineTuneMethod::Full; // what trains: all weights, or LoRA/QLoRA adapters
    int gpus() const { return tp * cp * pp * dp; }
    bool hybrid() const { return zero >= 1 && shardGroup > 0 && shardGroup < dp; }
    // Data-parallel ranks the sharded states are split over.
    int shardRanks() const { return hybrid() ? shardGroup : dp; }
};

struct MemoryBreakdown {
    double weightsBytes = 0, gradientsBytes = 0, optimizerBytes = 0, activationsBytes = 0;
    double totalBytes = 0;    // per GPU, the above plus framework overhead (see memorymodel.cpp)
    double capacityBytes = 0; // per GPU
    bool fits = false;
    // Offload (perf/offload.h): what one node keeps in host memory and on its drives, and what it has.
    double hostBytesPerNode = 0, hostCapacityBytesPerNode = 0;
    double nvmeBytesPerNode = 0, nvmeCapacityBytesPerNode = 0;
    // The pipeline rank (0-based) these figures are for, where the model counts memory rank by rank because the
    // stages differ (a layout, DualPipe, a balanced or chunked split: perf/memorymodel.h RankHold): the rank that needs
    // the most. -1 for Megatron-LM's uniform split, whose closed form takes each part's largest stage.
    int pipelineRank = -1;
};

// Seconds per step spent on each thing; they add up to the step time.
struct StepBreakdown {
    double computeS = 0;       // forward + backward math (matmuls and memory-bound ops)
    double recomputeS = 0;     // extra forward passes of activation recompute
    double tpCommS = 0;        // tensor/sequence-parallel collectives (not overlapped)
    double cpCommS = 0;        // context-parallel K/V exchange not hidden under attention
    double ppBubbleS = 0;      // pipeline fill and drain
    double ppCommS = 0;        // pipeline point-to-point sends; a tied embedding's gradient between the two ends
    double dpCommExposedS = 0; // data-parallel gradient reduction (and ZeRO gathers) not hidden by backward
    double optimizerS = 0;     // optimizer update (memory-bound)
    double dataStallS = 0;     // input pipeline (storage or CPU) not keeping up
    double epCommS = 0;        // expert-parallel all-to-alls (token dispatch and combine), not overlapped
    double offloadS = 0;       // offload: PCIe and NVMe transfers, and activation copies, not hidden (the CPU's
                               // optimizer step is optimizerS)
    double hostSyncS = 0;      // MoE layers waiting on the host (a dispatcher that synchronises: perf/moe.h)
    double total() const
    {
        return computeS + recomputeS + tpCommS + cpCommS + ppBubbleS + ppCommS + dpCommExposedS + optimizerS
            + dataStallS + epCommS + offloadS + hostSyncS;
    }
};

enum class PerfStatus {
    Ok,
    DoesNotFit,      // computed, but the memory per GPU exceeds the capacity
    InvalidWorkload, // unknown model or preset, missing or contradictory fields
    TooManyGpus,     // parallelism needs more GPUs than the cluster has
    NoStrategy,      // the search found no strategy that fits (or the cluster is too large to search)
};

struct PerfResult {
    PerfStatus status = PerfStatus::InvalidWorkload;
    QString error; // for users, when status != Ok
    Strategy strategy;
    bool strategySearched = false; // the plan left parallelism (or micro_batch) open: this one was searched

    double stepTimeS = 0;
    double samplesPerS = 0;
    double tokensPerS = 0; // transformers only (0 otherwise)
    bool isTransformer = false;
    // Transformers: the attention kernel the step is costed with, in the vocabulary of the workload's `attention`
    // ("flash3", "flash", "flash_varlen", "flash_triton", "flash1", "standard"), and whether it is the default for
    // this GPU and stack (the plan names none: computerates.h flashKernel(), stepmodel.h usesFlashAttention()).
    QString attentionKernel;
    bool attentionKernelDefault = false;
    double modelFlopsPerStep = 0;    // 6·N·tokens + attention (PaLM appendix B), no recompute
    double hardwareFlopsPerStep = 0; // what the GPUs execute, recompute included
    double modelTflopsPerGpu = 0;    // model FLOPs (no recompute) per second per GPU
    double hardwareTflopsPerGpu = 0; // hardware FLOPs (recompute included) per second per GPU: Megatron's figure
    double mfu = 0;                  // model FLOPs utilization: model FLOPs / (time · GPUs · peak)
    double peakTflopsPerGpu = 0;     // at the workload's precision
    MemoryBreakdown memory;
    StepBreakdown breakdown;
    QString bottleneck;                 // words: what bounds the step
    std::optional<double> timeToTrainS; // pure step time x steps (no goodput)
    // Goodput (perf/goodput.h): the share of wall-clock time that trains, and what the whole run takes with it.
    double goodput = 1;
    std::optional<double> wallClockToTrainS; // timeToTrainS / goodput
    std::optional<double> gpuHours;          // GPUs x wallClockToTrainS, in hours
    double checkpointWriteS = 0;             // one checkpoint (weights + optimizer states) at the storage's bandwidth
    double energyPerStepJ = 0;               // cluster IT energy of one step (nominal power of the nodes used)
    double paramsCount = 0;
    int gpusUsed = 0;

    bool ok() const { return status == PerfStatus::Ok; }
};

struct StrategyResult {
    Strategy strategy;
    PerfResult result;
};

// Predicted collective performance, as nccl-tests prints it (algbw = size / time, busbw = algbw · factor).
struct CollectiveRow {
    QString collective; // "all_reduce", "reduce_scatter", "all_gather", "all_to_all", "sendrecv"
    int ranks = 0;
    double bytes = 0;
    double timeS = 0;
    double algbwGBs = 0;
    double busbwGBs = 0;
    QString tier; // "nvswitch", "nvlink", "pcie", "mesh" (GPUs linked directly, collectives.h), "network"
};

struct ScalingPoint {
    int nodes = 0;
    int gpus = 0; // GPUs the point offers the job: nodes x GPUs a node, or on a one-node plan those the curve gives it
    PerfResult result;
    double scalingEfficiency = 0; // throughput per GPU relative to the smallest point
};

} // namespace aip::perf
