// Context parallelism as PyTorch's context_parallel and Transformer Engine's ring run it (perf/contextparallel.h): the
// merges and copies counted from torch/distributed/tensor/experimental/_attention.py and TE's context_parallel.py, the
// exchange left exposed and the kernel's keys a ring step, against hand calculations;
// and the unpad/pad passes around FlashAttention-2 of LLM Foundry's attn_impl "flash" (attention "flash_varlen").
#include "model/perffixture.h"
#include "perf/computerates.h"
#include "perf/contextparallel.h"
#include "perf/stepmodel.h"
#include "perf/stragglers.h"
#include "perf/transformerlayer.h"
#include "support/testsupport.h"

#include <QJsonValue>

namespace {

using namespace aip;
using namespace aip::perf;

ClusterHardware dgxH100()
{
    return perftest::dgxCluster(1, true);
}

// Llama 3.1 8B at 256k tokens on one DGX H100, context parallel 8, as torchtitan's Table 2 row 'FSDP 1, CP 8'.
Workload llama8b(bool torch)
{
    Workload w;
    w.model.preset = QStringLiteral("llama3-8b");
    w.model.seqLen = 262144;
    w.globalBatch = 1;
    w.precision = Precision::Bf16;
    if (torch)
        w.extra.insert(QStringLiteral("context_parallel"), QStringLiteral("torch"));
    return w;
}

} // namespace

TEST_CASE("context parallel: PyTorch's merge and copy bytes per output element, counted from its code")
{
    CHECK(torchCpPassBytes(1).forward == 0);
    CHECK(torchCpPassBytes(1).backward == 0);
    // Forward: K and V contiguous 8, first output to fp32 6, result to 16 bit 6; per step: K/V concatenated 8, output
    // to fp32 6, merge 12 + 8 + 12.
    CHECK(torchCpPassBytes(2).forward == Approx(20 + 46));
    CHECK(torchCpPassBytes(8).forward == Approx(20 + 7 * 46));
    // Backward: contiguous 8, zeroed fp32 gradients 12, casts back 6 + 12; step 0: K/V 8, dQ 10, dK/dV concatenated
    // 16, dK/dV in place 20; each later step the same but dK/dV by _partial_update, 2 x (5 + 8).
    CHECK(torchCpPassBytes(8).backward == Approx(38 + 54 + 7 * 60));
    Workload w;
    CHECK(contextParallelImpl(w) == ContextParallelImpl::Ring);
    w.extra.insert(QStringLiteral("context_parallel"), QStringLiteral("torch"));
    CHECK(contextParallelImpl(w) == ContextParallelImpl::Torch);
}

TEST_CASE("context parallel: PyTorch's step costs its passes and the last dK/dV exchange, hand-checked")
{
    const ClusterHardware cluster = dgxH100();
    const ModelArch arch = *resolveModel(llama8b(true).model, nullptr);
    Strategy s;
    s.cp = 8;
    s.zero = 3;
    s.recompute = Recompute::Full;
    const StepEstimate ring = StepModel(arch, llama8b(false), cluster).evaluate(s);
    const StepEstimate torch = StepModel(arch, llama8b(true), cluster).evaluate(s);
    REQUIRE(ring.valid);
    REQUIRE(torch.valid);
    // Inside one node both exchanges hide under a step's attention (32k queries against 32k keys) but for PyTorch's
    // last dK/dV, which nothing follows. Per layer: the forward's passes twice (recomputed), the backward's once, at
    // the HBM roofline over 32,768 tokens x 4096 (32 query heads of 128: K and V repeated to them), plus dK and dV of
    // the 32k tokens in fp32 sent to the next rank. The ring: Transformer Engine's merges and copies alone, over the
    // 32k tokens' queries (4096 wide) and K and V (1024 each: 8 KV heads of 128), in bf16.
    const ComputeRates rates(cluster.gpu, Precision::Bf16);
    const double elems = 32768.0 * 4096, kvElems = 32768.0 * 1024;
    const RingCpPassAccesses a = ringCpPassAccesses(8, true);
    const double ringPerLayer = 2 * rates.memoryTime(2 * (a.forwardPerQuery * elems + 2 * a.forwardPerKv * kvElems))
        + rates.memoryTime(2 * (a.backwardPerQuery * elems + 2 * a.backwardPerKv * kvElems));
    const TorchCpPassBytes p = torchCpPassBytes(8);
    const CollectiveModel coll(cluster);
    const double gradKv = coll.time(Collective::SendRecv, 2 * elems * 4, {2, 2});
    const double torchPerLayer = 2 * rates.memoryTime(p.forward * elems) + rates.memoryTime(p.backward * elems);
    // The breakdown's context-parallel field is the exchange alone ("K/V exchange not hidden under attention"): none
    // for the ring, PyTorch's last dK/dV per layer. The merges and copies are HBM passes of the GPU's own work, in
    // compute, where the slowest GPU of the job sets their pace as it does the kernels' (perf/stragglers.h).
    CHECK(ring.breakdown.cpCommS == 0);
    CHECK(torch.breakdown.cpCommS == Approx(arch.layers * gradKv).epsilon(1e-9));
    const double straggler = 1 + stragglerSlowdown(8);
    CHECK(torch.breakdown.computeS - ring.breakdown.computeS
          == Approx(straggler * arch.layers * (torchPerLayer - ringPerLayer)).epsilon(1e-6));
    CHECK(torch.stepS - ring.stepS
          == Approx(arch.layers * (straggler * (torchPerLayer - ringPerLayer) + gradKv)).epsilon(1e-6));
}

TEST_CASE("context parallel: Transformer Engine's ring merges per element, counted from its code")
{
    const RingCpPassAccesses none = ringCpPassAccesses(1, true);
    CHECK(none.forwardPerQuery == 0);
    CHECK(none.backwardPerKv == 0);
    // The last rank at cp 4 under a causal mask. Forward: K and V concatenated (2 each); the output rescaled at step 0
    // (read, write) and merged at steps 1-3 (read both, write): 2 + 3 x 3. Backward: K and V copied into the exchange
    // buffer (2); dQ copied, then accumulated 3 times (2 + 9); dK and dV: half copied at step 0 (1), half accumulated
    // at steps 1 and 2 (1.5 each), whole at step 3 (3).
    const RingCpPassAccesses causal = ringCpPassAccesses(4, true);
    CHECK(causal.forwardPerQuery == Approx(11));
    CHECK(causal.forwardPerKv == Approx(2));
    CHECK(causal.backwardPerQuery == Approx(11));
    CHECK(causal.backwardPerKv == Approx(2 + 1 + 3 + 3));
    // Without a mask every step takes the whole block: dK and dV copied, then accumulated 3 times.
    CHECK(ringCpPassAccesses(4, false).backwardPerKv == Approx(2 + 2 + 9));
}

TEST_CASE("context parallel: each ring step's attention kernel gives a query a cp-th of its keys")
{
    CHECK(ringAttentionKeysPerCall(4096, 1) == 4096);
    CHECK(ringAttentionKeysPerCall(4096, 8) == 512);
    // Llama 3 8B at 8k tokens, a GPU's share of one sequence: 1 sequence without CP, half of it at cp 2 (the layer
    // shape's micro-batch is mb / cp). The same FLOPs; the kernel runs at flashLengthFactor() of the keys a call
    // meets: 4,096 (the causal mean, half the sequence) without CP, 2,048 a call at cp 2.
    Workload w = llama8b(false);
    w.model.seqLen = 8192;
    w.extra.insert(QStringLiteral("attention"), QStringLiteral("flash3"));
    const ModelArch arch = *resolveModel(w.model, nullptr);
    const ComputeRates rates(dgxH100().gpu, Precision::Bf16, FlashKernel::HopperNative);
    LayerShape one{0.5, 1, false, true};
    LayerShape ring = one;
    ring.cp = 2;
    const LayerCost a = transformerLayerCost(arch, one, rates), b = transformerLayerCost(arch, ring, rates);
    CHECK(b.attnCoreFlops == a.attnCoreFlops);
    CHECK(b.attnCoreS / a.attnCoreS == Approx(flashLengthFactor(2048) / flashLengthFactor(4096)).epsilon(1e-9));
    CHECK(b.attnCoreS > a.attnCoreS);
}

TEST_CASE("flash_varlen: LLM Foundry's unpad and pad passes around FlashAttention-2, hand-checked")
{
    Workload w = llama8b(false);
    w.model.seqLen = 2048;
    CHECK_FALSE(unpaddedFlashAttention(w));
    w.extra.insert(QStringLiteral("attention"), QStringLiteral("flash_varlen"));
    CHECK(unpaddedFlashAttention(w));
    CHECK(usesFlashAttention(w));
    CHECK(flashKernel(w, dgxH100().gpu) == FlashKernel::Fa2);
    const ModelArch arch = *resolveModel(w.model, nullptr);
    const ComputeRates rates(dgxH100().gpu, Precision::Bf16);
    LayerShape shape{4, 2, false, true};
    const LayerCost plain = transformerLayerCost(arch, shape, rates);
    shape.unpaddedFlash = true;
    const LayerCost unpadded = transformerLayerCost(arch, shape, rates);
    // 4 x 2048 tokens, tp 2: Q, K and V are 4096 + 2 x 1024 wide over 2 GPUs, the output 4096 / 2; bf16.
    const double tokens = 4 * 2048.0, qkv = tokens * (4096 + 2 * 1024) / 2, out = tokens * 4096 / 2;
    // Forward: gathers of Q, K, V (read and write), the output zeroed and index_put (1 + 2); backward: the output
    // gradient gathered, Q, K, V gradients zeroed and scattered.
    CHECK(unpadded.fwdS - plain.fwdS
          == Approx(rates.memoryTime(2 * 2 * qkv) + rates.memoryTime(3 * 2 * out)).epsilon(1e-9));
    CHECK(unpadded.bwdS - plain.bwdS
          == Approx(rates.memoryTime(2 * 2 * out) + rates.memoryTime(3 * 2 * qkv)).epsilon(1e-9));
    CHECK(unpadded.fwdFlops == plain.fwdFlops);
}
