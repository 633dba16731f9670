// What a mixture of experts keeps per GPU under ZeRO (perf/memorymodel.cpp transformerMemory()): the routed experts
// differ between the ep ranks of a group, so ZeRO shards each over its dp / ep copies (Megatron-Core's expert data
// parallel group, NeMo AutoModel's ep_shard), not over all dp; and a bf16 model trained without an fp32 master copy
// (workload master_weights false, perf/optimizerstep.h) keeps 4 bytes of Adam state a parameter, not 12.
#include "model/perffixture.h"
#include "perf/memorymodel.h"
#include "perf/moe.h"
#include "perf/optimizerstep.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;

Strategy fsdp(int dp, int ep, int zero = 3)
{
    Strategy s;
    s.dp = dp;
    s.ep = ep;
    s.zero = zero;
    s.recompute = Recompute::Full;
    return s;
}

MemoryBreakdown memoryOf(const ModelArch &a, const Strategy &s, bool masterWeights = true)
{
    return transformerMemory(a, s, Precision::Bf16, true, 16, 80e9, SelectiveRecompute::CoreAttention,
                             LossImpl::Standard, masterWeights);
}

} // namespace

TEST_CASE("moe memory: ZeRO shards the routed experts over their dp / ep copies, the rest over dp")
{
    const ModelArch a = perftest::preset("qwen3-30b-a3b");
    // Qwen3-30B-A3B on EP 8: 16 of the 128 experts a GPU, 48 layers of them, 3 x 2048 x 768 weights each: 3.62B.
    const double routed = 48 * 16 * 3.0 * 2048 * 768;
    CHECK(48 * moeLayerRoutedParamsPerGpu(a, 1, 8) == Approx(routed));
    const double all = parametersPerGpu(a, 1, 1, 8), dense = all - routed;

    // dp 8 = ep 8: each expert has one copy, nothing to shard it over (AutoModel's ep_shard 1: outside FSDP).
    const MemoryBreakdown one = memoryOf(a, fsdp(8, 8));
    CHECK(one.weightsBytes == Approx(2 * (dense / 8 + routed)));
    CHECK(one.gradientsBytes == Approx(2 * (dense / 8 + routed)));
    CHECK(one.optimizerBytes == Approx(12 * (dense / 8 + routed)));
    // dp 64, ep 8: eight copies of each expert, sharded eight ways.
    const MemoryBreakdown eight = memoryOf(a, fsdp(64, 8));
    CHECK(eight.weightsBytes == Approx(2 * (dense / 64 + routed / 8)));
    // ZeRO-1 shards the optimizer states alone, the same way.
    const MemoryBreakdown zero1 = memoryOf(a, fsdp(64, 8, 1));
    CHECK(zero1.weightsBytes == Approx(2 * all));
    CHECK(zero1.optimizerBytes == Approx(12 * (dense / 64 + routed / 8)));
    // Without expert parallelism every GPU holds every expert and ZeRO shards them all over dp, as before.
    const double whole = parametersPerGpu(a, 1, 1, 1);
    CHECK(memoryOf(a, fsdp(8, 1)).weightsBytes == Approx(2 * whole / 8));
    // A dense model has no routed experts: unchanged.
    const ModelArch llama = perftest::preset("llama3-8b");
    CHECK(memoryOf(llama, fsdp(8, 1)).weightsBytes == Approx(2 * parametersPerGpu(llama, 1, 1) / 8));
}

TEST_CASE("moe memory: bf16 weights trained without a master copy keep 4 bytes of Adam state, not 12")
{
    CHECK(precisionBytes(Precision::Bf16).optimizer == 12);
    CHECK(precisionBytes(Precision::Bf16, false).optimizer == 4);
    CHECK(precisionBytes(Precision::Bf16, false).weights == 2);
    CHECK(precisionBytes(Precision::Fp32, false).optimizer == 8); // fp32 has no master copy to leave out
    const ModelArch a = perftest::preset("qwen3-30b-a3b");
    const MemoryBreakdown master = memoryOf(a, fsdp(8, 8)), bf16 = memoryOf(a, fsdp(8, 8), false);
    CHECK(bf16.optimizerBytes == Approx(master.optimizerBytes / 3));
    CHECK(bf16.totalBytes == Approx(master.totalBytes - 2 * master.optimizerBytes / 3));

    Workload w;
    CHECK(masterWeights(w));
    w.extra.insert(QStringLiteral("master_weights"), false);
    CHECK_FALSE(masterWeights(w));
    w.extra.insert(QStringLiteral("master_weights"), QStringLiteral("no")); // not a boolean: the default
    CHECK(masterWeights(w));
}
