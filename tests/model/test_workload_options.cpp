// The workload's model options (plan/workloadoptions.h): the reader refuses a value the performance model does not
// read, the names in the table are the ones the model reads, and `check` notes a workload member nothing reads.
#include "analysis/planfindings.h"
#include "perf/computerates.h"
#include "perf/contextparallel.h"
#include "perf/moe.h"
#include "perf/pipelineschedule.h"
#include "perf/stepmodel.h"
#include "perf/transformerlayer.h"
#include "perffixture.h"
#include "plan/workloadoptions.h"
#include "planjsonfixture.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace aip;

namespace {

// A training workload with one option member added (a JSON member, without braces).
QByteArray workloadWith(const QByteArray &member)
{
    return plantest::planWithWorkload("{\"model\":{\"preset\":\"llama2-7b\"},\"global_batch\":64,\"precision\":"
                                      "\"bf16\","
                                      + member + "}");
}

Workload readWorkload(const QByteArray &member)
{
    const PlanReadResult r = readPlan(workloadWith(member));
    REQUIRE(r.ok());
    return r.plan->workload;
}

// The findings of `check` (rules scope) on the plan `plan` (JSON) with code `code`.
QList<Finding> findingsWithCode(const QByteArray &plan, const char *code)
{
    const PlanReadResult r = readPlan(plan);
    REQUIRE(r.ok());
    QList<Finding> out;
    for (const Finding &f : planFindings(*r.plan, perftest::catalog(), FindingScope::Rules)) {
        if (f.code == QLatin1String(code))
            out << f;
    }
    return out;
}

} // namespace

TEST_CASE("a model option with a value the model does not read is an error naming the choices")
{
    CHECK(plantest::firstError(workloadWith("\"attention\":\"flash9\""))
          == QStringLiteral("workload.attention: must be one of flash, flash1, flash3, flash_triton, flash_varlen, "
                            "standard (got \"flash9\")"));
    CHECK(plantest::firstError(workloadWith("\"pipeline_schedule\":\"dual-pipe\"")).contains(QStringLiteral("1f1b")));
    CHECK(plantest::firstError(workloadWith("\"moe_dispatcher\":7")).contains(QStringLiteral("a non-text value")));
    CHECK(plantest::firstError(workloadWith("\"tp_comm_overlap\":\"yes\"")).contains(QStringLiteral("true or false")));
    CHECK(plantest::firstError(workloadWith("\"moe_node_limit\":2.5")).contains(QStringLiteral("whole number")));
    CHECK(plantest::firstError(workloadWith("\"moe_node_limit\":0")).contains(QStringLiteral("whole number")));
    // Options the model compares whatever their case read so here too.
    CHECK(readPlan(workloadWith("\"pipeline_schedule\":\"DualPipe\"")).ok());
    CHECK_FALSE(readPlan(workloadWith("\"attention\":\"Flash3\"")).ok()); // compared exactly (computerates.cpp)
}

TEST_CASE("every choice of every model option reads and survives a save")
{
    for (const WorkloadOption &o : workloadOptions()) {
        QList<QByteArray> values;
        if (o.kind == WorkloadOption::Kind::Boolean)
            values = {"true", "false"};
        else if (o.kind == WorkloadOption::Kind::Integer)
            values = {QByteArray::number(o.min), QByteArray::number(o.max)};
        else if (o.kind == WorkloadOption::Kind::PipelineLayout)
            values = {"\"Et*8|t*8|t*8|t*8L\""}; // llama2-7b's 32 layers on four stages
        for (const QString &c : o.choices)
            values.append('"' + c.toUtf8() + '"');
        for (const QByteArray &v : values) {
            INFO(o.key << " = " << v.toStdString());
            const Workload w = readWorkload('"' + QByteArray(o.key) + "\":" + v);
            const QJsonValue kept = w.extra.value(QLatin1String(o.key));
            CHECK(QJsonDocument::fromJson("[" + v + "]").array().first() == kept);
        }
    }
}

TEST_CASE("the software options are those that say how the software runs the model, not the plan's choices")
{
    for (const char *key :
         {"attention", "fused_elementwise", "tp_comm_overlap", "moe_dispatcher", "fp8_recipe", "loss"})
        CHECK(isSoftwareOption(QLatin1String(key)));
    for (const char *key : {"selective_recompute", "activation_offload_layers", "pipeline_schedule", "pipeline_layout",
                            "moe_routing", "moe_node_limit", "master_weights", "pipline_schedule"})
        CHECK_FALSE(isSoftwareOption(QLatin1String(key)));
    const QJsonObject extra{{QStringLiteral("attention"), QStringLiteral("flash3")},
                            {QStringLiteral("tp_comm_overlap"), true},
                            {QStringLiteral("selective_recompute"), QStringLiteral("mla_up")},
                            {QStringLiteral("pipline_schedule"), QStringLiteral("dualpipe")}};
    CHECK(namesSoftwareOptions(extra));
    const QJsonObject bare = withoutSoftwareOptions(extra);
    CHECK(bare.keys() == QStringList({QStringLiteral("pipline_schedule"), QStringLiteral("selective_recompute")}));
    CHECK_FALSE(namesSoftwareOptions(bare));
    CHECK_FALSE(namesSoftwareOptions(QJsonObject{}));

    // Over a whole workload the framework counts as software too, and only what is software goes.
    Workload w;
    w.extra = extra;
    Parallelism p;
    p.zero = 3;
    p.shardingImpl = ShardingImpl::DeepSpeed;
    w.parallelism = p;
    CHECK(namesSoftware(w));
    const Workload none = withoutSoftware(w);
    CHECK_FALSE(namesSoftware(none));
    CHECK(none.extra == bare);
    REQUIRE(none.parallelism);
    CHECK_FALSE(none.parallelism->shardingImpl);
    CHECK(none.parallelism->zero == 3);
    w.extra = bare;
    CHECK(namesSoftware(w)); // the framework alone
    CHECK_FALSE(namesSoftware(Workload{}));
}

TEST_CASE("the option names are the ones the performance model reads")
{
    using namespace aip::perf;
    // Each choice other than the default changes what the model reads; the defaults read as absent.
    CHECK(usesFlashAttention(readWorkload("\"attention\":\"flash\"")));
    CHECK_FALSE(usesFlashAttention(readWorkload("\"attention\":\"standard\"")));
    CHECK(flashKernel(readWorkload("\"attention\":\"flash3\""), perftest::a100Sxm()) == FlashKernel::HopperNative);
    CHECK(flashKernel(readWorkload("\"attention\":\"flash_triton\""), perftest::a100Sxm()) == FlashKernel::Triton);
    CHECK(flashKernel(readWorkload("\"attention\":\"flash1\""), perftest::a100Sxm()) == FlashKernel::Fa1);
    CHECK(unpaddedFlashAttention(readWorkload("\"attention\":\"flash_varlen\"")));
    CHECK(channelsFirst(readWorkload("\"memory_format\":\"nchw\"")));
    CHECK_FALSE(channelsFirst(readWorkload("\"memory_format\":\"nhwc\"")));
    CHECK(selectiveRecompute(readWorkload("\"selective_recompute\":\"attention\""))
          == SelectiveRecompute::CoreAttention);
    CHECK(selectiveRecompute(readWorkload("\"selective_recompute\":\"op\"")) == SelectiveRecompute::EveryOtherMatmul);
    CHECK(selectiveRecompute(readWorkload("\"selective_recompute\":\"layer\"")) == SelectiveRecompute::EveryOtherLayer);
    CHECK(selectiveRecompute(readWorkload("\"selective_recompute\":\"elementwise\""))
          == SelectiveRecompute::Elementwise);
    CHECK_FALSE(fusedElementwise(readWorkload("\"fused_elementwise\":false")));
    CHECK(tpCommOverlap(readWorkload("\"tp_comm_overlap\":true")));
    CHECK(gradientReduceAfterBackward(readWorkload("\"gradient_reduce\":\"after_backward\"")));
    CHECK_FALSE(gradientReduceAfterBackward(readWorkload("\"gradient_reduce\":\"overlapped\"")));
    CHECK(contextParallelImpl(readWorkload("\"context_parallel\":\"torch\"")) == ContextParallelImpl::Torch);
    CHECK(contextParallelImpl(readWorkload("\"context_parallel\":\"ring\"")) == ContextParallelImpl::Ring);
    CHECK(compiledInsideCheckpoint(readWorkload("\"torch_compile\":\"inside_checkpoint\"")));
    CHECK_FALSE(compiledInsideCheckpoint(readWorkload("\"torch_compile\":\"outside_checkpoint\"")));
    CHECK(lossImpl(readWorkload("\"loss\":\"chunked_compiled\"")) == LossImpl::ChunkedCompiled);
    CHECK(lossImpl(readWorkload("\"loss\":\"standard\"")) != LossImpl::ChunkedCompiled);
    CHECK(lossImpl(readWorkload("\"loss\":\"vocab_parallel\"")) == LossImpl::VocabParallel);
    CHECK(lossImpl(readWorkload("\"loss\":\"standard\"")) == LossImpl::Standard);
    CHECK(lossImpl(readWorkload("\"loss\":\"fused\"")) == LossImpl::Fused);
    // Unset: Megatron-LM's own loss where the plan names Megatron as its implementation, eager PyTorch's otherwise.
    const QByteArray megatron = "\"parallelism\":{\"tp\":2,\"pp\":1,\"dp\":4,\"sharding_impl\":\"megatron\"}";
    CHECK(lossImpl(readWorkload(megatron)) == LossImpl::VocabParallel);
    CHECK(lossImpl(readWorkload(megatron + ",\"loss\":\"standard\"")) == LossImpl::Standard);
    CHECK(lossImpl(readWorkload("\"parallelism\":{\"tp\":2,\"pp\":1,\"dp\":4,\"sharding_impl\":\"fsdp\"}"))
          == LossImpl::Standard);
    CHECK(lossImpl(Workload{}) == LossImpl::Standard);
    CHECK(dualPipeSchedule(readWorkload("\"pipeline_schedule\":\"dualpipe\"")));
    CHECK_FALSE(dualPipeSchedule(readWorkload("\"pipeline_schedule\":\"1f1b\"")));
    CHECK(pipelineSplit(readWorkload("\"pipeline_split\":\"balanced\"")) == PipelineSplit::Balanced);
    CHECK(pipelineSplit(readWorkload("\"pipeline_split\":\"uniform\"")) == PipelineSplit::Uniform);
    CHECK(pipelineSplit(readWorkload("\"pipeline_split\":\"chunks\"")) == PipelineSplit::Chunks);
    CHECK(pipelineSplit(Workload{}) == PipelineSplit::Uniform);
    CHECK(ppCommOverlap(readWorkload("\"pp_comm_overlap\":true")));
    CHECK_FALSE(ppCommOverlap(readWorkload("\"pp_comm_overlap\":false")));
    CHECK_FALSE(ppCommOverlap(Workload{}));
    CHECK(deepEpDispatcher(readWorkload("\"moe_dispatcher\":\"deepep\"")));
    CHECK_FALSE(deepEpDispatcher(readWorkload("\"moe_dispatcher\":\"alltoall\"")));
    CHECK(rotaryImpl(readWorkload("\"rotary\":\"eager_complex\"")) == RotaryImpl::EagerComplex);
    CHECK(rotaryImpl(readWorkload("\"rotary\":\"eager_real\"")) == RotaryImpl::EagerReal);
    CHECK(rotaryImpl(readWorkload("\"rotary\":\"eager_rotate_half\"")) == RotaryImpl::EagerRotateHalf);
    CHECK(rotaryImpl(readWorkload("\"rotary\":\"fused\"")) == RotaryImpl::Fused);
    CHECK(fsdpReducesInFp32(readWorkload("\"fsdp_reduce_dtype\":\"fp32\"")));
    CHECK_FALSE(fsdpReducesInFp32(readWorkload("\"fsdp_reduce_dtype\":\"param\"")));
    CHECK(dpReducesInFp32(readWorkload("\"dp_reduce_dtype\":\"fp32\"")));
    CHECK_FALSE(dpReducesInFp32(readWorkload("\"dp_reduce_dtype\":\"param\"")));
    CHECK_FALSE(dpReducesInFp32(Workload{}));
    CHECK(paramGatherOf(readWorkload("\"param_gather\":\"in_step\"")) == ParamGather::InStep);
    CHECK(paramGatherOf(readWorkload("\"param_gather\":\"in_step_grad_buffer\"")) == ParamGather::InStepGradBuffer);
    CHECK(paramGatherOf(readWorkload("\"param_gather\":\"overlapped\"")) == ParamGather::Overlapped);
    CHECK(paramGatherOf(Workload{}) == ParamGather::Overlapped);
    CHECK(unknownWorkloadMembers(readWorkload("\"dp_reduce_dtype\":\"fp32\",\"param_gather\":\"in_step\"").extra)
              .isEmpty());
    CHECK(eagerExpertBias(readWorkload("\"moe_expert_bias\":\"eager\"")));
    CHECK_FALSE(eagerExpertBias(readWorkload("\"moe_expert_bias\":\"fused\"")));
    CHECK(moeAllToAllOverlap(readWorkload("\"moe_a2a_overlap\":true")));
    CHECK_FALSE(moeAllToAllOverlap(readWorkload("\"moe_a2a_overlap\":false")));
    CHECK(moeHostSync(readWorkload("\"moe_host_sync\":true")));
    CHECK_FALSE(moeHostSync(readWorkload("\"moe_host_sync\":false")));
    CHECK_FALSE(moeHostSync(Workload{}));
    // A known option: no "has no effect" note (it once had one, the option being read but not in the table).
    CHECK(unknownWorkloadMembers(readWorkload("\"moe_host_sync\":true").extra).isEmpty());
    CHECK(fp8CurrentScaling(readWorkload("\"fp8_recipe\":\"current\"")));
    CHECK_FALSE(fp8CurrentScaling(readWorkload("\"fp8_recipe\":\"delayed\"")));
}

TEST_CASE("check notes a workload member that nothing reads")
{
    const PlanReadResult r = readPlan(workloadWith("\"pipline_schedule\":\"dualpipe\""));
    REQUIRE(r.ok()); // kept, for a later version's members
    CHECK(unknownWorkloadMembers(r.plan->workload.extra) == QStringList{QStringLiteral("pipline_schedule")});
    int notes = 0;
    for (const Finding &f : planFindings(*r.plan, perftest::catalog(), FindingScope::Rules)) {
        if (f.code == QLatin1String("workload-unknown-member")) {
            ++notes;
            CHECK(f.severity == Severity::Warning);
            CHECK(f.message.contains(QStringLiteral("pipline_schedule")));
            CHECK(f.reason.contains(QStringLiteral("pipeline_schedule")));
        }
    }
    CHECK(notes == 1);
    // A known option is no such note.
    const PlanReadResult known = readPlan(workloadWith("\"pipeline_schedule\":\"dualpipe\""));
    REQUIRE(known.ok());
    CHECK(unknownWorkloadMembers(known.plan->workload.extra).isEmpty());
}

TEST_CASE("check says when workload.optimizer is one the model costs for another kind of network")
{
    // The findings of a plan whose workload is `workload` (JSON), with code workload-optimizer-not-costed.
    auto notes = [](const QByteArray &workload) {
        return findingsWithCode(plantest::planWithWorkload(workload), "workload-optimizer-not-costed");
    };
    const QByteArray llama = "{\"model\":{\"preset\":\"llama2-7b\"},\"global_batch\":64,\"precision\":\"bf16\",";
    const QByteArray resnet = "{\"model\":{\"preset\":\"resnet50\"},\"global_batch\":256,\"precision\":\"fp16\",";
    // torch.optim's loops are costed over a network's layers (perf/optimizerstep.h torchLoopStep): on a transformer
    // the step is the multi-tensor update, and check says so.
    for (const char *loop : {"torch_sgd", "torch_rmsprop"}) {
        INFO(loop);
        const QList<Finding> found = notes(llama + "\"optimizer\":\"" + loop + "\"}");
        REQUIRE(found.size() == 1);
        CHECK(found.first().severity == Severity::Warning);
        CHECK(found.first().message.contains(QLatin1String(loop)));
        CHECK(found.first().message.contains(QStringLiteral("multi-tensor")));
        CHECK(found.first().reason.contains(QStringLiteral("multi_tensor")));
        CHECK(notes(resnet + "\"optimizer\":\"" + loop + "\"}").isEmpty()); // costed there
    }
    // BERT's scripts' optimizers are costed over a transformer's tensors (encoderParamTensors), not a CNN's.
    for (const char *bert : {"bert_adam", "apex_o2_fused_adam"}) {
        INFO(bert);
        const QList<Finding> found = notes(resnet + "\"optimizer\":\"" + bert + "\"}");
        REQUIRE(found.size() == 1);
        CHECK(found.first().message.contains(QLatin1String(bert)));
        CHECK(notes(llama + "\"optimizer\":\"" + bert + "\"}").isEmpty());
    }
    // A serving workload has no optimizer step to price.
    CHECK(notes(llama + "\"kind\":\"inference\",\"optimizer\":\"torch_sgd\"}").isEmpty());
    // The default, named or not, is costed for every network.
    CHECK(notes(resnet + "\"optimizer\":\"multi_tensor\"}").isEmpty());
    CHECK(notes(llama + "\"optimizer\":\"multi_tensor\"}").isEmpty());
    CHECK(notes(llama.chopped(1) + "}").isEmpty());
}

TEST_CASE("workload.activation_offload_layers: read as the layers to offload, and check says where it cannot apply")
{
    using namespace aip::perf;
    CHECK(activationOffloadLayers(readWorkload("\"activation_offload_layers\":16")) == 16);
    CHECK(activationOffloadLayers(readWorkload("\"activation_offload_layers\":0")) == 0);
    CHECK(activationOffloadLayers(Workload{}) == 0);
    CHECK(plantest::firstError(workloadWith("\"activation_offload_layers\":-1")).contains(QStringLiteral("whole")));
    CHECK(plantest::firstError(workloadWith("\"activation_offload_layers\":2.5")).contains(QStringLiteral("whole")));

    // The findings with code workload-activation-offload of a Llama 2 7B (32 layers) workload with `members`.
    auto notes = [](const QByteArray &members) {
        return findingsWithCode(workloadWith(members), "workload-activation-offload");
    };
    // Left to the search, or with pp 1 and no recompute: nothing to say.
    CHECK(notes("\"activation_offload_layers\":16").isEmpty());
    CHECK(notes("\"activation_offload_layers\":16,\"parallelism\":{\"tp\":1,\"pp\":1,\"dp\":8}").isEmpty());
    // Pipeline stages or recompute: Megatron-Core refuses it, the model prices none.
    const QList<Finding> pipelined
        = notes("\"activation_offload_layers\":16,\"parallelism\":{\"tp\":1,\"pp\":2,\"dp\":4}");
    REQUIRE(pipelined.size() == 1);
    CHECK(pipelined.first().severity == Severity::Warning);
    CHECK(pipelined.first().message.contains(QStringLiteral("pp 2")));
    const QList<Finding> recomputed
        = notes("\"activation_offload_layers\":16,\"parallelism\":{\"tp\":1,\"pp\":1,\"dp\":8,\"recompute\":\"full\"}");
    REQUIRE(recomputed.size() == 1);
    CHECK(recomputed.first().message.contains(QStringLiteral("recompute full")));
    // All 32 layers or more: an error naming the model's layers.
    const QList<Finding> all = notes("\"activation_offload_layers\":32");
    REQUIRE(all.size() == 1);
    CHECK(all.first().severity == Severity::Error);
    CHECK(all.first().message.contains(QStringLiteral("32 layers")));
}

TEST_CASE("check says when a data-parallel option cannot apply to the plan's ZeRO stage")
{
    auto notes = [](const QByteArray &members) {
        return findingsWithCode(workloadWith(members), "workload-data-parallel-option");
    };
    const QByteArray zero1 = "\"parallelism\":{\"tp\":1,\"pp\":1,\"dp\":8,\"zero\":1}";
    const QByteArray zero2 = "\"parallelism\":{\"tp\":1,\"pp\":1,\"dp\":8,\"zero\":2}";
    const QByteArray zero3 = "\"parallelism\":{\"tp\":1,\"pp\":1,\"dp\":8,\"zero\":3}";
    const QByteArray ddp = "\"parallelism\":{\"tp\":1,\"pp\":1,\"dp\":8,\"zero\":0}";
    // Where each applies, or left to the search: nothing to say.
    CHECK(notes("\"param_gather\":\"in_step\"," + zero1).isEmpty());
    CHECK(notes("\"param_gather\":\"in_step\",\"parallelism\":{\"tp\":1,\"pp\":1,\"dp\":8,\"zero\":2,"
                "\"sharding_impl\":\"megatron\"}")
              .isEmpty());
    CHECK(notes("\"dp_reduce_dtype\":\"fp32\",\"param_gather\":\"in_step_grad_buffer\"," + zero1).isEmpty());
    CHECK(notes("\"dp_reduce_dtype\":\"fp32\"," + ddp).isEmpty());
    CHECK(notes("\"fsdp_reduce_dtype\":\"fp32\"," + zero3).isEmpty());
    CHECK(notes("\"fsdp_reduce_dtype\":\"fp32\"," + zero2).isEmpty()); // FSDP's SHARD_GRAD_OP
    CHECK(notes("\"fsdp_reduce_dtype\":\"fp32\",\"dp_reduce_dtype\":\"fp32\",\"param_gather\":\"in_step\"").isEmpty());
    // A parallelism that leaves the stage open: the search tries every stage, each option priced where it applies
    // (simulate searches unless zero is set, perf/perfmodel.cpp everythingGiven()).
    const QByteArray open = "\"parallelism\":{\"tp\":1,\"pp\":1,\"dp\":8}";
    CHECK(notes("\"param_gather\":\"in_step\"," + open).isEmpty());
    CHECK(notes("\"fsdp_reduce_dtype\":\"fp32\",\"dp_reduce_dtype\":\"fp32\"," + open).isEmpty());
    // The defaults, named, say nothing anywhere.
    CHECK(notes("\"param_gather\":\"overlapped\",\"dp_reduce_dtype\":\"param\"," + zero3).isEmpty());
    // A weight gather in the step with no ZeRO-1/2 to do it.
    for (const QByteArray &par : {ddp, zero3, zero2}) { // zero 2 is PyTorch FSDP's SHARD_GRAD_OP by default
        const QList<Finding> found = notes("\"param_gather\":\"in_step\"," + par);
        REQUIRE(found.size() == 1);
        CHECK(found.first().severity == Severity::Warning);
        CHECK(found.first().message.contains(QStringLiteral("param_gather")));
        CHECK(found.first().message.contains(par == ddp         ? QStringLiteral("zero 0")
                                                 : par == zero3 ? QStringLiteral("zero 3")
                                                                : QStringLiteral("zero 2 (fsdp)")));
    }
    // Each reduce dtype named where the other one applies.
    for (const QByteArray &par : {zero3, zero2}) {
        const QList<Finding> dpOnFsdp = notes("\"dp_reduce_dtype\":\"fp32\"," + par);
        REQUIRE(dpOnFsdp.size() == 1);
        CHECK(dpOnFsdp.first().reason.contains(QStringLiteral("fsdp_reduce_dtype")));
    }
    CHECK(notes("\"dp_reduce_dtype\":\"fp32\",\"parallelism\":{\"tp\":1,\"pp\":1,\"dp\":8,\"zero\":2,"
                "\"sharding_impl\":\"deepspeed\"}")
              .isEmpty());
    const QList<Finding> fsdpOnZero1 = notes("\"fsdp_reduce_dtype\":\"fp32\"," + zero1);
    REQUIRE(fsdpOnZero1.size() == 1);
    CHECK(fsdpOnZero1.first().reason.contains(QStringLiteral("dp_reduce_dtype")));
    CHECK(notes("\"fsdp_reduce_dtype\":\"fp32\",\"parallelism\":{\"tp\":1,\"pp\":1,\"dp\":8,\"zero\":3,"
                "\"sharding_impl\":\"deepspeed\"}")
              .size()
          == 1);
}

TEST_CASE("check says when an eager rotary embedding has no rotary to cost")
{
    // The findings with code workload-rotary of a workload on `model` with `members`.
    auto notes = [](const QByteArray &model, const QByteArray &members) {
        return findingsWithCode(plantest::planWithWorkload("{\"model\":" + model
                                                           + ",\"global_batch\":64,\"precision\":\"bf16\"," + members
                                                           + "}"),
                                "workload-rotary");
    };
    const QByteArray gpt = "{\"preset\":\"gpt3-1.3b\"}";
    const QByteArray neox = "{\"preset\":\"gpt3-1.3b\",\"partial_rotary_factor\":0.25}";
    const QByteArray llama = "{\"preset\":\"llama2-7b\"}";
    // GPT learns its positions: an eager rotary form prices nothing there.
    const QList<Finding> onGpt = notes(gpt, "\"rotary\":\"eager_rotate_half\"");
    REQUIRE(onGpt.size() == 1);
    CHECK(onGpt.first().severity == Severity::Warning);
    CHECK(onGpt.first().reason.contains(QStringLiteral("partial_rotary_factor")));
    // A rotary share, a Llama-style model, or the fused default: nothing to say.
    CHECK(notes(neox, "\"rotary\":\"eager_rotate_half\"").isEmpty());
    CHECK(notes(llama, "\"rotary\":\"eager_complex\"").isEmpty());
    CHECK(notes(gpt, "\"rotary\":\"fused\"").isEmpty());
    CHECK(notes(gpt, "\"micro_batch\":1").isEmpty());
}

TEST_CASE("check says when a serving plan's multi-token prediction modules are not priced")
{
    auto notes = [](const QByteArray &workload) {
        return findingsWithCode(plantest::planWithWorkload(workload), "workload-mtp");
    };
    const QList<Finding> serving
        = notes("{\"kind\":\"inference\",\"model\":{\"preset\":\"deepseek-v3\",\"mtp_layers\":1},"
                "\"precision\":\"fp8\"}");
    REQUIRE(serving.size() == 1);
    CHECK(serving.first().severity == Severity::Warning);
    CHECK(serving.first().message.contains(QStringLiteral("speculative decoding")));
    // Training prices them; serving without them has nothing to say.
    CHECK(notes("{\"model\":{\"preset\":\"deepseek-v3\",\"mtp_layers\":1},\"global_batch\":64,\"precision\":\"bf16\"}")
              .isEmpty());
    CHECK(notes("{\"kind\":\"inference\",\"model\":{\"preset\":\"deepseek-v3\"},\"precision\":\"fp8\"}").isEmpty());
}

TEST_CASE("check says when a pipeline layout does not fit the model or the plan's stages")
{
    auto errors = [](const QByteArray &members) {
        return findingsWithCode(plantest::planWithWorkload("{\"model\":{\"preset\":\"llama2-7b\"},\"global_batch\":64,"
                                                           "\"precision\":\"bf16\","
                                                           + members + "}"),
                                "workload-pipeline-layout");
    };
    const QByteArray fits = "\"pipeline_layout\":\"Et*8|t*8|t*8|t*8L\"";
    CHECK(errors(fits).isEmpty());
    CHECK(errors(fits + ",\"parallelism\":{\"tp\":1,\"pp\":4,\"dp\":4}").isEmpty());
    CHECK(errors(fits + ",\"parallelism\":{\"tp\":1,\"pp\":2,\"dp\":8,\"interleave\":2}").isEmpty());
    // llama2-7b has 32 layers: a layout of 31 is an error, as simulate says.
    const QList<Finding> short31 = errors("\"pipeline_layout\":\"Et*8|t*8|t*8|t*7L\"");
    REQUIRE(short31.size() == 1);
    CHECK(short31.first().severity == Severity::Error);
    CHECK(short31.first().message.contains(QStringLiteral("31 transformer layers")));
    // Four stages on pp 8.
    const QList<Finding> stages = errors(fits + ",\"parallelism\":{\"tp\":1,\"pp\":8,\"dp\":2}");
    REQUIRE(stages.size() == 1);
    CHECK(stages.first().message.contains(QStringLiteral("pp x interleave = 4")));
}
