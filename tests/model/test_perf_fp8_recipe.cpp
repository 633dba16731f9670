// fp8 with per-tensor current scaling against a hand count from Transformer Engine's code: each cast reads its 16-bit
// tensor once more for the amax (Float8CurrentScalingQuantizer::quantize_impl, nvte_compute_amax before the cast),
// except where TE's fused norm wrote the tensor and took the amax on the way (FUSED_NORM_AMAX_FP8: the QKV and the
// MLP's up-projection behind TELayerNormColumnParallelLinear).
#include "model/perffixture.h"
#include "perf/computerates.h"
#include "perf/transformerlayer.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;

GpuSpec h100()
{
    GpuSpec g;
    g.bf16Tflops = g.fp16Tflops = 989.4;
    g.fp8Tflops = 1978.9;
    g.tf32Tflops = 494.7;
    g.fp32Tflops = 66.9;
    g.memoryBandwidthGBs = 3350;
    g.formFactor = GpuFormFactor::Sxm;
    g.baseboard = QStringLiteral("sxm5");
    g.tdpW = 700;
    return g;
}

// Llama 3 70B's layer: hidden 8192, 64 query heads and 8 KV heads of 128, SwiGLU of 28,672.
ModelArch llama70b()
{
    ModelArch a;
    a.family = ModelFamily::Decoder;
    a.layers = 80;
    a.hidden = 8192;
    a.heads = 64;
    a.kvHeads = 8;
    a.ffnHidden = 28672;
    a.gatedMlp = true;
    a.seqLen = 4096;
    a.vocab = 128256;
    return a;
}

// Llama 3 70B's layer at tensor parallel 4 with sequence parallelism, micro-batch 1 of 4,096 tokens (Megatron-Bridge's
// H100 recipes), in fp8 on an H100 under delayed scaling, and the tensors its casts cover: what another recipe adds to
// each cast is summed over them by hand below.
struct Llama70bTp4 {
    ComputeRates r{h100(), Precision::Fp8, FlashKernel::HopperNative};
    ModelArch a = llama70b();
    LayerShape delayed{1, 4, true, true};
    double T = 4096, t = 4, h = 8192, q = 8192, kv = 1024, f = 28672;
    LayerCost cost(const LayerShape &s) const { return transformerLayerCost(a, s, r); }
    // Backward: every linear layer's output gradient (QKV, the output projection, the up- and the down-projection).
    template<typename Extra>
    double gradCasts(Extra extra) const
    {
        return extra(T * (q + 2 * kv) / t) + extra(T * h) + extra(T * 2 * f / t) + extra(T * h);
    }
    // The weights, once a step.
    template<typename Extra>
    double weightCasts(Extra extra) const
    {
        return extra(h * (q + 2 * kv) / t) + extra(q / t * h) + extra(h * 2 * f / t) + extra(f / t * h);
    }
};

} // namespace

TEST_CASE("perf fp8: current scaling reads each cast's tensor once more, but behind TE's fused norms, by hand")
{
    const Llama70bTp4 l;
    const ComputeRates &r = l.r;
    const ModelArch &a = l.a;
    const LayerShape &delayed = l.delayed;
    LayerShape current = delayed;
    current.fp8Recipe = Fp8Recipe::Current;
    const LayerCost cd = l.cost(delayed);
    const LayerCost cc = l.cost(current);
    const double T = l.T, t = l.t, h = l.h, q = l.q, f = l.f;
    // One cast: TE's cast-transpose reads 2 bytes and writes 1 + 1 (4 an element); current scaling reads 2 more first.
    auto extra = [&](double elements) { return r.memoryTime(6 * elements) - r.memoryTime(4 * elements); };
    // Forward: the output projection's input (the attention's output) and the down-projection's input (the SwiGLU's
    // output) pay; QKV and the up-projection are behind the fused norm and do not.
    CHECK(cc.fwdS - cd.fwdS == Approx(extra(T * q / t) + extra(T * f / t)).epsilon(1e-9));
    // Backward: every linear layer's output gradient pays; so does every weight's cast.
    CHECK(cc.bwdS - cd.bwdS == Approx(l.gradCasts(extra)).epsilon(1e-9));
    CHECK(cc.fp8WeightCastS - cd.fp8WeightCastS == Approx(l.weightCasts(extra)).epsilon(1e-9));
    // A pass over a few tensors, not a change of the work: the FLOPs are the same, the layer a few per cent slower.
    CHECK(cc.fwdFlops == cd.fwdFlops);
    CHECK(cc.bwdFlops == cd.bwdFlops);
    CHECK(cc.fwdS + cc.bwdS > cd.fwdS + cd.bwdS);
    CHECK((cc.fwdS + cc.bwdS) / (cd.fwdS + cd.bwdS) < 1.05);
    // A mixture of experts' up-projection takes the permuted tokens, not the norm's output: it pays too.
    ModelArch moe = a;
    moe.moePermuteRows = 3;
    const double moeDelta = transformerLayerCost(moe, current, r).fwdS - transformerLayerCost(moe, delayed, r).fwdS;
    CHECK(moeDelta == Approx(extra(T * q / t) + extra(T * f / t) + extra(T * h)).epsilon(1e-9));
    // In bf16 the recipe changes nothing.
    const ComputeRates bf16(h100(), Precision::Bf16, FlashKernel::HopperNative);
    CHECK(transformerLayerCost(a, current, bf16).fwdS == transformerLayerCost(a, delayed, bf16).fwdS);
}

TEST_CASE("perf fp8: MXFP8 block scaling writes two scale bytes per 32 elements a cast more, and no amax pass")
{
    // Transformer Engine's quantize_mxfp8_kernel: one read of the 16-bit input, a row-wise and a column-wise fp8 copy
    // (1 + 1 bytes, as the cast-transpose), and one E8M0 scale per 32 elements for each (2 / 32 bytes); the block
    // amaxes come with the read.
    const Llama70bTp4 l; // the rates only: the GPU is not checked (check's software-mxfp8 does that)
    LayerShape mx = l.delayed;
    mx.fp8Recipe = Fp8Recipe::Mxfp8;
    const LayerCost cd = l.cost(l.delayed);
    const LayerCost cm = l.cost(mx);
    const ComputeRates &r = l.r;
    const double T = l.T, t = l.t, h = l.h, q = l.q, f = l.f;
    auto extra = [&](double elements) { return r.memoryTime((4 + 2.0 / 32) * elements) - r.memoryTime(4 * elements); };
    // Forward: every linear layer's input (QKV and the up-projection included: no amax pass to save).
    const double inputs = extra(T * h) + extra(T * q / t) + extra(T * h) + extra(T * f / t);
    CHECK(cm.fwdS - cd.fwdS == Approx(inputs).epsilon(1e-9));
    CHECK(cm.bwdS - cd.bwdS == Approx(l.gradCasts(extra)).epsilon(1e-9));
    CHECK(cm.fp8WeightCastS - cd.fp8WeightCastS == Approx(l.weightCasts(extra)).epsilon(1e-9));
    // Cheaper than current scaling's amax read, dearer than delayed scaling.
    LayerShape current = l.delayed;
    current.fp8Recipe = Fp8Recipe::Current;
    const LayerCost cc = l.cost(current);
    CHECK(cm.fwdS + cm.bwdS > cd.fwdS + cd.bwdS);
    CHECK(cm.fwdS + cm.bwdS < cc.fwdS + cc.bwdS);
}

TEST_CASE("perf fp8: the workload's fp8_recipe option")
{
    Workload w;
    CHECK_FALSE(fp8CurrentScaling(w));
    CHECK_FALSE(fp8BlockScaling(w));
    w.extra.insert(QStringLiteral("fp8_recipe"), QStringLiteral("current"));
    CHECK(fp8CurrentScaling(w));
    w.extra.insert(QStringLiteral("fp8_recipe"), QStringLiteral("delayed"));
    CHECK_FALSE(fp8CurrentScaling(w));
    w.extra.insert(QStringLiteral("fp8_recipe"), QStringLiteral("mxfp8"));
    CHECK(fp8BlockScaling(w));
    CHECK_FALSE(fp8CurrentScaling(w));
}
