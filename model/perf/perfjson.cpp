// The JSON of `aiplanner-cli simulate --json` (DESIGN.md "The command line"): field names are a public
// contract; new fields may be added, none renamed.
#include "perf/perfmodel.h"

#include <QJsonArray>

namespace aip::perf {

QJsonObject toJson(const Strategy &s)
{
    return QJsonObject{{QStringLiteral("tp"), s.tp},
                       {QStringLiteral("pp"), s.pp},
                       {QStringLiteral("dp"), s.dp},
                       {QStringLiteral("micro_batch"), s.microBatch},
                       {QStringLiteral("zero"), s.zero},
                       {QStringLiteral("recompute"), recomputeName(s.recompute)},
                       {QStringLiteral("sequence_parallel"), s.sequenceParallel},
                       {QStringLiteral("interleave"), s.interleave},
                       {QStringLiteral("grad_accum"), s.gradAccum},
                       {QStringLiteral("gpus"), s.gpus()},
                       {QStringLiteral("cp"), s.cp},
                       {QStringLiteral("sharding"), shardingName(s.hybrid() ? Sharding::Hybrid : Sharding::Full)},
                       {QStringLiteral("shard_group"), s.shardRanks()},
                       {QStringLiteral("sharding_impl"), shardingImplName(s.shardingImpl)},
                       {QStringLiteral("ep"), s.ep},
                       {QStringLiteral("etp"), s.etp > 0 ? s.etp : s.tp},
                       {QStringLiteral("offload"), offloadName(s.offload)},
                       {QStringLiteral("finetune_method"), fineTuneMethodName(s.method)}};
}

QJsonObject toJson(const CollectiveRow &row)
{
    return QJsonObject{{QStringLiteral("collective"), row.collective},
                       {QStringLiteral("ranks"), row.ranks},
                       {QStringLiteral("size_bytes"), row.bytes},
                       {QStringLiteral("time_us"), row.timeS * 1e6},
                       {QStringLiteral("algbw_gbs"), row.algbwGBs},
                       {QStringLiteral("busbw_gbs"), row.busbwGBs},
                       {QStringLiteral("tier"), row.tier}};
}

QJsonObject toJson(const PerfResult &r)
{
    const MemoryBreakdown &m = r.memory;
    const StepBreakdown &b = r.breakdown;
    QJsonObject o{
        {QStringLiteral("step_time_s"), r.stepTimeS},
        {QStringLiteral("samples_per_s"), r.samplesPerS},
        {QStringLiteral("model_tflops_per_gpu"), r.modelTflopsPerGpu},
        {QStringLiteral("hardware_tflops_per_gpu"), r.hardwareTflopsPerGpu},
        {QStringLiteral("mfu"), r.mfu},
        {QStringLiteral("peak_tflops_per_gpu"), r.peakTflopsPerGpu},
        {QStringLiteral("model_flops_per_step"), r.modelFlopsPerStep},
        {QStringLiteral("hardware_flops_per_step"), r.hardwareFlopsPerStep},
        {QStringLiteral("parameters"), r.paramsCount},
        {QStringLiteral("gpus_used"), r.gpusUsed},
        {QStringLiteral("memory"),
         QJsonObject{{QStringLiteral("weights_bytes"), m.weightsBytes},
                     {QStringLiteral("gradients_bytes"), m.gradientsBytes},
                     {QStringLiteral("optimizer_bytes"), m.optimizerBytes},
                     {QStringLiteral("activations_bytes"), m.activationsBytes},
                     {QStringLiteral("total_bytes_per_gpu"), m.totalBytes},
                     {QStringLiteral("capacity_bytes_per_gpu"), m.capacityBytes},
                     {QStringLiteral("fits"), m.fits},
                     {QStringLiteral("host_bytes_per_node"), m.hostBytesPerNode},
                     {QStringLiteral("host_capacity_bytes_per_node"), m.hostCapacityBytesPerNode},
                     {QStringLiteral("nvme_bytes_per_node"), m.nvmeBytesPerNode}}},
        {QStringLiteral("breakdown"),
         QJsonObject{{QStringLiteral("compute_s"), b.computeS},
                     {QStringLiteral("recompute_s"), b.recomputeS},
                     {QStringLiteral("tp_comm_s"), b.tpCommS},
                     {QStringLiteral("cp_comm_s"), b.cpCommS},
                     {QStringLiteral("pp_bubble_s"), b.ppBubbleS},
                     {QStringLiteral("pp_comm_s"), b.ppCommS},
                     {QStringLiteral("dp_comm_exposed_s"), b.dpCommExposedS},
                     {QStringLiteral("optimizer_s"), b.optimizerS},
                     {QStringLiteral("data_stall_s"), b.dataStallS},
                     {QStringLiteral("ep_comm_s"), b.epCommS},
                     {QStringLiteral("offload_s"), b.offloadS},
                     {QStringLiteral("host_sync_s"), b.hostSyncS}}},
        {QStringLiteral("bottleneck"), r.bottleneck},
        {QStringLiteral("strategy"), toJson(r.strategy)},
        {QStringLiteral("strategy_searched"), r.strategySearched},
        {QStringLiteral("energy_per_step_j"), r.energyPerStepJ},
        {QStringLiteral("goodput"), r.goodput},
        {QStringLiteral("checkpoint_write_s"), r.checkpointWriteS},
    };
    if (r.isTransformer) {
        o.insert(QStringLiteral("tokens_per_s"), r.tokensPerS);
        o.insert(QStringLiteral("attention_kernel"), r.attentionKernel);
        o.insert(QStringLiteral("attention_kernel_default"), r.attentionKernelDefault);
    }
    if (m.pipelineRank >= 0) {
        // The pipeline rank the memory figures are for, where the stages differ (MemoryBreakdown::pipelineRank).
        QJsonObject memory = o.value(QStringLiteral("memory")).toObject();
        memory.insert(QStringLiteral("pipeline_rank"), m.pipelineRank);
        o.insert(QStringLiteral("memory"), memory);
    }
    if (r.timeToTrainS)
        o.insert(QStringLiteral("time_to_train_s"), *r.timeToTrainS);
    if (r.wallClockToTrainS)
        o.insert(QStringLiteral("wall_clock_to_train_s"), *r.wallClockToTrainS);
    if (r.gpuHours)
        o.insert(QStringLiteral("gpu_hours"), *r.gpuHours);
    if (!r.error.isEmpty())
        o.insert(QStringLiteral("error"), r.error);
    return o;
}

} // namespace aip::perf
