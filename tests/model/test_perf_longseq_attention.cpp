// Long-sequence attention on Hopper against hand calculations from its sources (issue 14, long-seq regime): LLM
// Foundry's Triton kernel (flash_attn_triton.py on triton-pre-mlir, mma.sync code on an H100 as on an A100) keeps
// FA1's ratios to FA2, and every flash kernel keeps in training the share of its microbenchmark rate that FA2 keeps on
// the A100 (Dao 2023, Table 1: 0.959), so an H100 runs these kernels as much faster than an A100 as the
// microbenchmarks say (FlashAttention-2's release charts: 1.65-1.74x for FA1 and FA2), not the 1.25x of the GEMMs'
// sustained-to-MAMF ratio the Hopper rates kept before (gpuefficiency.cpp kHopperTraining).
#include "perf/computerates.h"
#include "perf/gpuefficiency.h"
#include "perf/transformerlayer.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;

// Datasheet figures as the seed catalog holds them (resources/catalog/seed_parts.csv).
GpuSpec gpu(double bf16, double fp8, double hbm, const char *baseboard, double tdp)
{
    GpuSpec g;
    g.bf16Tflops = g.fp16Tflops = bf16;
    g.fp8Tflops = fp8;
    g.tf32Tflops = bf16 / 2;
    g.fp32Tflops = bf16 / 16;
    g.memoryBandwidthGBs = hbm;
    g.formFactor = GpuFormFactor::Sxm;
    g.baseboard = QLatin1String(baseboard);
    g.tdpW = tdp;
    return g;
}

// MPT-7B (llm-foundry scripts/train/yamls/pretrain/mpt-7b.yaml): 32 layers, d_model 4096, 32 heads of 128, 4h GELU.
ModelArch mpt7b(int seq)
{
    ModelArch a;
    a.family = ModelFamily::Decoder;
    a.layers = 32;
    a.hidden = 4096;
    a.heads = a.kvHeads = 32;
    a.ffnHidden = 4 * 4096;
    a.seqLen = seq;
    a.vocab = 50368;
    return a;
}

// flashLengthFactor() at `keys` against the 16k-key reference (computerates.h): (1 + 233 / keys) / (1 + 233 / 16384).
double keysRatio(double keys)
{
    return (1 + 233 / keys) / (1 + 233 / 16384.0);
}

} // namespace

TEST_CASE("perf long-seq: the Triton kernel's causal forward on an H100 at 32k tokens runs at the hand-computed rate")
{
    const GpuSpec a100 = gpu(312, 0, 2039, "sxm4", 400), h100 = gpu(989.4, 1978.9, 3350, "sxm5", 700);
    const ComputeRates a(a100, Precision::Bf16, FlashKernel::Triton), h(h100, Precision::Bf16, FlashKernel::Triton);
    // MPT-7B at 32k tokens, micro-batch 2, as LF-H100-7B-S32K-8 runs it: attn_impl triton, causal.
    const ModelArch m = mpt7b(32768);
    LayerShape shape{2, 1, false, true};
    const LayerCost onA = transformerLayerCost(m, shape, a), onH = transformerLayerCost(m, shape, h);
    // The kernel's two matmuls over the causal half: 2 x 2 x s x (s/2) x d per head, 64 heads.
    const double flops = 2.0 * 2 * 32768 * 16384 * 128 * 64;
    CHECK(flops == Approx(1.759e13).epsilon(0.001));
    // FA2's share of its microbenchmark kept in training, from the A100's FA2 forward (73 % of 312 TFLOP/s; 67 % for a
    // plain GEMM): the same test as perf compute's, 0.959.
    const double kept = 0.67 / (0.73 * ComputeRates(a100, Precision::Bf16).flashForwardTime(1.0));
    CHECK(kept == Approx(0.959).epsilon(0.002));
    // H100: FA2's causal forward, 284.1 TFLOP/s at 4096 keys per query (flash-attention PR #1791), at 16384 keys by the
    // length factor, times 0.959, times the Triton kernel's forward ratio to FA2 (FA1's: 50 % against 73 % of peak,
    // Dao 2023 Sec. 1): 194.6 TFLOP/s. Was 156 with the GEMMs' sustained ratio.
    const double rateH = 284.1e12 * keysRatio(4096) / keysRatio(16384) * kept * 0.50 / 0.73;
    CHECK(rateH == Approx(194.6e12).epsilon(0.003));
    CHECK(onH.attnCoreS == Approx(flops / rateH).epsilon(0.003));
    // A100: FA2 at 73 % of 312 with the same causal loss (284.1 against 359.9 predicted) and ratios.
    const double rateA = 0.73 * 312e12 * (284.1 / 359.9) * kept * 0.50 / 0.73;
    CHECK(onA.attnCoreS == Approx(flops / rateA).epsilon(0.003));
    // So the H100 runs the kernel 369.9 x 1.014 / (0.73 x 312) = 1.65x faster than the A100: FA2's microbenchmark
    // ratio, inside FlashAttention-2's release charts' 1.65-1.74 (FA1 137 / 83, FA2 328 / 189, causal, head dimension
    // 128, 16k tokens; assets/flash2_{a100,h100}_fwd_bwd_benchmark.png at 4f285b3).
    const double speedup = onA.attnCoreS / onH.attnCoreS;
    CHECK(speedup == Approx(369.9 * keysRatio(8192) / (0.73 * 312)).epsilon(0.003));
    CHECK(speedup > 1.6);
    CHECK(speedup < 1.75);
}

TEST_CASE("perf long-seq: flash kernels on Hopper keep FA2's A100 training share and their ratios to FA2")
{
    const GpuSpec a100 = gpu(312, 0, 2039, "sxm4", 400), h100 = gpu(989.4, 1978.9, 3350, "sxm5", 700);
    // The GEMM rate a flash rate is relative to: the H100's MAMF share over the A100's (794.5 / 989 against 271.2 /
    // 312).
    const GpuEfficiency e = gpuEfficiency(h100, FlashKernel::Fa2);
    const double gemmShare = e.gemm16 * kReferenceSustainedShare;
    CHECK(gemmShare == Approx(794.5 / 989 / (271.2 / 312) * 0.67).epsilon(0.001));
    // FA2 forward, unmasked: 369.9 TFLOP/s at 8192 keys (PR #1791), 375.1 at 16k, 0.959 of it in training, of 989.
    CHECK(e.flashForward * gemmShare == Approx(369.9 * keysRatio(8192) * 0.959 / 989).epsilon(0.002));
    CHECK(e.flashBackward * gemmShare == Approx(290.6 * keysRatio(8192) * 0.959 / 989).epsilon(0.002));
    // FA3 (Hopper-native) forward: 620.7 TFLOP/s at 16k (pytorch/benchmark PR #2391), 0.959 of it in training.
    const GpuEfficiency e3 = gpuEfficiency(h100, FlashKernel::HopperNative);
    CHECK(e3.flashForward * gemmShare == Approx(620.7 * 0.959 / 989).epsilon(0.002));
    // The Triton kernel and FA1 keep FA1's ratios to FA2 on Hopper as on the A100 (FA1 / FA2 forward + backward 0.42 on
    // the H100, 0.44 on the A100 in FlashAttention-2's release charts).
    for (FlashKernel k : {FlashKernel::Triton, FlashKernel::Fa1}) {
        const GpuEfficiency hk = gpuEfficiency(h100, k), ak = gpuEfficiency(a100, k);
        const GpuEfficiency h2 = gpuEfficiency(h100, FlashKernel::Fa2), a2 = gpuEfficiency(a100, FlashKernel::Fa2);
        CHECK(hk.flashForward / h2.flashForward == Approx(0.50 / 0.73));
        CHECK(hk.flashBackward / h2.flashBackward == Approx(0.35 / 0.63));
        CHECK(hk.flashForward / h2.flashForward == Approx(ak.flashForward / a2.flashForward));
    }
    // A 500 W board (torchtitan's Grand Teton H100s) runs the kernels at its GEMM rate's share, as before.
    const GpuSpec capped = gpu(989.4, 1978.9, 2400, "sxm5", 500);
    CHECK(gpuEfficiency(capped, FlashKernel::Fa2).flashForward == Approx(e.flashForward));
    CHECK(gpuEfficiency(capped, FlashKernel::Fa2).gemm16 == Approx(e.gemm16 * hopperPowerLimitShare(500)));
}
