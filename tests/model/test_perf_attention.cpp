// Flash attention in the performance model against hand calculations from its sources: the kernel keeps the s x s
// scores on chip (Dao et al. 2022), so its time is its matmuls' math at the kernel's rate, never an HBM pass over
// the scores; and shorter rows run at a lower rate, R * keys / (keys + 233), fitted on FlashAttention-3's forward on
// an H100 (pytorch/benchmark PR #2391).
#include "model/perffixture.h"
#include "perf/computerates.h"
#include "perf/moe.h"
#include "perf/perfmodel.h"
#include "perf/transformerlayer.h"
#include "support/testsupport.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace {

using namespace aip;
using namespace aip::perf;

GpuSpec hopper(double bf16, double hbm)
{
    GpuSpec g;
    g.bf16Tflops = g.fp16Tflops = bf16;
    g.fp8Tflops = 2 * bf16;
    g.tf32Tflops = bf16 / 2;
    g.fp32Tflops = bf16 / 16;
    g.memoryBandwidthGBs = hbm;
    g.formFactor = GpuFormFactor::Sxm;
    g.baseboard = QStringLiteral("sxm5");
    g.tdpW = 700;
    return g;
}

// A B200 SXM as the seed catalog has it (2250 TF bf16, 8 TB/s, 1000 W): the Blackwell generation.
GpuSpec blackwell()
{
    GpuSpec g = hopper(2250, 8000);
    g.architecture = QStringLiteral("blackwell");
    g.baseboard = QStringLiteral("hgx-b200");
    g.tdpW = 1000;
    return g;
}

ModelArch decoder(int hidden, int heads, int seq)
{
    ModelArch a;
    a.family = ModelFamily::Decoder;
    a.layers = 32;
    a.hidden = hidden;
    a.heads = a.kvHeads = heads;
    a.ffnHidden = 4 * hidden;
    a.seqLen = seq;
    a.vocab = 50304;
    return a;
}

// One DGX H100, or A100 (perffixture.h dgxPlan(); `chassis` another of the catalog's), running `w` on the software
// stack `software` (Plan::software), simulated as the planner does; the result must be a step.
PerfResult simulateOnNode(const PartCatalog &catalog, const Workload &w, bool h100, const QString &chassis = {},
                          const std::optional<Software> &software = std::nullopt)
{
    Plan plan = perftest::dgxPlan(1, w, h100);
    if (!chassis.isEmpty())
        plan.servers[0].chassis = chassis;
    plan.software = software;
    QString error;
    const std::optional<ClusterHardware> c = clusterFromPlan(plan, catalog, &error);
    INFO(error.toStdString());
    REQUIRE(c);
    const PerfResult r = simulate(w, *c);
    REQUIRE(r.status == PerfStatus::Ok);
    return r;
}

} // namespace

TEST_CASE("perf attention: a flash kernel's rate by sequence length follows the FA3 table it is fitted on")
{
    // pytorch/benchmark PR #2391 (2024-07-23), flash_v3 forward, head dimension 128, TFLOP/s by sequence length.
    const double seq[] = {512, 1024, 2048, 4096, 8192, 16384};
    const double tflops[] = {430.32, 517.099, 565.544, 590.233, 614.234, 620.73};
    for (int i = 0; i < 6; ++i) {
        INFO(seq[i]);
        // Time per FLOP against 16k = the 16k rate over this rate, within the fit's 1.5 %.
        CHECK(flashLengthFactor(seq[i]) == Approx(tflops[5] / tflops[i]).epsilon(0.015));
    }
    // Hand calculation: (1 + 233 / 512) / (1 + 233 / 16384).
    CHECK(flashLengthFactor(512) == Approx((1 + 233.0 / 512) / (1 + 233.0 / 16384)));
    CHECK(flashLengthFactor(16384) == Approx(1));
    // Monotone: a longer row never runs slower per FLOP; nonsense lengths stay finite.
    double previous = flashLengthFactor(1);
    for (double keys = 2; keys < 1e7; keys *= 1.7) {
        INFO(keys);
        CHECK(flashLengthFactor(keys) <= previous);
        previous = flashLengthFactor(keys);
    }
    CHECK(std::isfinite(flashLengthFactor(0)));
    CHECK(std::isfinite(flashLengthFactor(-5)));
    const ComputeRates r(hopper(989.4, 3350), Precision::Bf16, FlashKernel::HopperNative);
    CHECK(r.flashForwardTime(1.0, 1024) == Approx(r.flashForwardTime(1.0) * flashLengthFactor(1024)));
    CHECK(r.flashBackwardTime(1.0, 1024) == Approx(r.flashBackwardTime(1.0) * flashLengthFactor(1024)));
}

TEST_CASE("perf attention: a GEMM's math time is its FLOPs at the sustained share, and the roofline only adds to it")
{
    const ComputeRates a(perftest::a100Sxm(), Precision::Bf16);
    // The reference GPU, a product above the size table's last point (>= 128 GFLOP) with 64-multiple dimensions:
    // 2 m n k / (312 TFLOP/s x 0.67), the sustained share (computerates.cpp).
    const double n = 8192;
    CHECK(a.gemmMathTime(n, n, n) == Approx(2 * n * n * n / (312e12 * 0.67)));
    CHECK(a.gemmTime(n, n, n) == Approx(a.gemmMathTime(n, n, n))); // compute-bound
    // A scores-shaped product (k = head dimension 128) on an H100: writing the s x s result to HBM takes longer than
    // its math, so a plain GEMM is memory-bound there; its math alone is what a flash kernel pays.
    const ComputeRates h(hopper(989.4, 3350), Precision::Bf16);
    const double s = 8192, d = 128, count = 32;
    const double math = h.gemmMathTime(s, s, d, count, false);
    const double bytes = (s * d + d * s + s * s) * count * 2;
    CHECK(h.gemmTime(s, s, d, count, false) == Approx(std::max(math, h.memoryTime(bytes))));
    CHECK(h.gemmTime(s, s, d, count, false) > 1.2 * math);
    CHECK(h.gemmMathTime(0, s, d) == 0);
}

TEST_CASE("perf attention: a layer's flash core is its two matmuls' math at the kernel's rate, causal rows half long")
{
    const ComputeRates h(hopper(989.4, 3350), Precision::Bf16, FlashKernel::HopperNative);
    const int seq = 8192, hidden = 4096, heads = 32;
    const double b = 2, d = double(hidden) / heads;
    const LayerCost c = transformerLayerCost(decoder(hidden, heads, seq), LayerShape{b, 1, false, true}, h);
    // Hand calculation: the causal mask halves the keys per query (Dao 2023, Sec. 3.1.1); scores s x s/2 x d and
    // context s x d x s/2 for every head of every sequence, at the FA3 forward rate for 4096 keys.
    const double keys = seq / 2.0;
    const double gemms
        = h.gemmMathTime(seq, keys, d, b * heads, false) + h.gemmMathTime(seq, d, keys, b * heads, false);
    CHECK(c.attnCoreS == Approx(h.flashForwardTime(gemms, keys)));
    // No HBM pass over the scores: the core costs less than the same matmuls as plain (materialized) GEMMs would at
    // the kernel's rate.
    const double plain = h.gemmTime(seq, keys, d, b * heads, false) + h.gemmTime(seq, d, keys, b * heads, false);
    CHECK(c.attnCoreS < h.flashForwardTime(plain, keys));
    // More HBM bandwidth leaves the core as it is (its matmuls are compute-bound); more peak makes it faster.
    const ComputeRates moreHbm(hopper(989.4, 4800), Precision::Bf16, FlashKernel::HopperNative);
    const ComputeRates morePeak(hopper(1200, 3350), Precision::Bf16, FlashKernel::HopperNative);
    const LayerShape shape{b, 1, false, true};
    CHECK(transformerLayerCost(decoder(hidden, heads, seq), shape, moreHbm).attnCoreS == Approx(c.attnCoreS));
    CHECK(transformerLayerCost(decoder(hidden, heads, seq), shape, morePeak).attnCoreS < c.attnCoreS);
    // Per FLOP, a short sequence's core is slower than a long one's (the tile overhead), in proportion to the factor.
    const LayerCost shortSeq = transformerLayerCost(decoder(hidden, heads, 1024), LayerShape{16, 1, false, true}, h);
    CHECK(shortSeq.attnCoreS / shortSeq.attnCoreFlops > c.attnCoreS / c.attnCoreFlops);
}

TEST_CASE("perf attention: FlashAttention-2 pays its causal forward loss in a decoder layer, an encoder does not")
{
    const ComputeRates fa2(hopper(989.4, 3350), Precision::Bf16, FlashKernel::Fa2);
    const ComputeRates fa3(hopper(989.4, 3350), Precision::Bf16, FlashKernel::HopperNative);
    const int seq = 8192, hidden = 4096, heads = 32;
    const double b = 2, d = double(hidden) / heads, keys = seq / 2.0;
    const LayerShape shape{b, 1, false, true};
    const double gemms
        = fa2.gemmMathTime(seq, keys, d, b * heads, false) + fa2.gemmMathTime(seq, d, keys, b * heads, false);
    // Hand calculation (flash-attention PR #1791, H100, head dimension 128): the causal forward runs at 284.1 TFLOP/s
    // where the unmasked 369.9 at 8k and the length factor predict 369.9 x F(8192) / F(4096) = 359.9.
    const LayerCost dec = transformerLayerCost(decoder(hidden, heads, seq), shape, fa2);
    CHECK(dec.attnCoreS == Approx(fa2.flashForwardTime(gemms, keys) * 359.9 / 284.1).epsilon(0.002));
    CHECK(dec.attnCoreS > transformerLayerCost(decoder(hidden, heads, seq), shape, fa3).attnCoreS);
    // An encoder's unmasked rows: the length factor alone.
    ModelArch enc = decoder(hidden, heads, seq);
    enc.family = ModelFamily::Encoder;
    const double full
        = fa2.gemmMathTime(seq, seq, d, b * heads, false) + fa2.gemmMathTime(seq, d, seq, b * heads, false);
    CHECK(transformerLayerCost(enc, shape, fa2).attnCoreS == Approx(fa2.flashForwardTime(full, seq)));
}

TEST_CASE("perf layer: eager PyTorch's Llama code pays its elementwise ops pass by pass, fused kernels once")
{
    const ComputeRates r(hopper(989.4, 3350), Precision::Bf16, FlashKernel::Fa2);
    // Llama 3.1 8B's shape: hidden 4096, 32 heads, 8 KV heads, SwiGLU 14336, sequence 8192, micro-batch 2.
    ModelArch a = decoder(4096, 32, 8192);
    a.kvHeads = 8;
    a.ffnHidden = 14336;
    a.gatedMlp = true;
    const double T = 2.0 * 8192, h = 4096, kv = 1024, f = 14336;
    LayerShape fused{2, 1, false, true};
    LayerShape eager = fused;
    eager.fusedElementwise = false;
    const LayerCost cf = transformerLayerCost(a, fused, r), ce = transformerLayerCost(a, eager, r);
    // Hand calculation (torchtitan models/llama/model.py and norms.py, bf16 activations, fp32 math), bytes per
    // element beyond the fused kernels': RMSNorm 6 + 8 + 4 + 8 + 6 + 4 = 36 against 4 (twice a layer); rotary of Q
    // and K 6 + 8 + 6 = 20 against 4; repeat_kv of K and V (read kv, write h, each); the context's contiguous copy
    // (2 + 2 per h); SwiGLU's separate silu (2 + 2 per f).
    const double extra = 2 * r.memoryTime(32 * T * h) + r.memoryTime(16 * T * (h + kv))
        + r.memoryTime(2 * 2 * 2 * T * (kv + h)) + r.memoryTime(4 * T * h) + r.memoryTime(4 * T * f);
    CHECK(ce.fwdS - cf.fwdS == Approx(extra).epsilon(1e-6));
    CHECK(ce.bwdS - cf.bwdS == Approx(2 * extra).epsilon(1e-6)); // backward: twice the forward's traffic
    // torchtitan's op-level selective recompute reruns those ops too.
    eager.selective = fused.selective = SelectiveRecompute::EveryOtherMatmul;
    CHECK(transformerLayerCost(a, eager, r).selectiveS - transformerLayerCost(a, fused, r).selectiveS
          == Approx(extra).epsilon(1e-6));
    // The FLOPs do not change; a GPT layer (eager LayerNorm and GELU are one kernel each) costs the same either way.
    CHECK(ce.fwdFlops == cf.fwdFlops);
    const ModelArch gpt = decoder(4096, 32, 2048);
    LayerShape gptEager{6, 1, false, true};
    gptEager.fusedElementwise = false;
    CHECK(transformerLayerCost(gpt, gptEager, r).fwdS
          == Approx(transformerLayerCost(gpt, LayerShape{6, 1, false, true}, r).fwdS));
    // More HBM bandwidth makes the eager layer faster, never slower.
    const ComputeRates moreHbm(hopper(989.4, 4800), Precision::Bf16, FlashKernel::Fa2);
    CHECK(transformerLayerCost(a, eager, moreHbm).fwdS < transformerLayerCost(a, eager, r).fwdS);
    // The workload option: fused unless the plan says false.
    Workload w;
    CHECK(fusedElementwise(w));
    w.extra.insert(QStringLiteral("fused_elementwise"), false);
    CHECK_FALSE(fusedElementwise(w));
    w.extra.insert(QStringLiteral("fused_elementwise"), true);
    CHECK(fusedElementwise(w));
}

TEST_CASE("perf layer: an eager rotary embedding alone, and Qwen3's QK-norm, pay their passes by hand")
{
    const ComputeRates r(hopper(989.4, 3350), Precision::Bf16, FlashKernel::Fa2);
    // Qwen3-30B-A3B's attention: hidden 2048, 32 query heads and 4 KV heads of 128 (Q 4,096 wide, K 512), micro-batch 4
    // of 4,096 tokens, as NeMo AutoModel ran it (norms in Transformer Engine, the rest fused but the rotary).
    ModelArch a = decoder(2048, 32, 4096);
    a.kvHeads = 4;
    a.headDimension = 128;
    a.ffnHidden = 6144;
    a.gatedMlp = true;
    const double T = 4.0 * 4096, q = 4096, kv = 512;
    const LayerShape fused{4, 1, false, true};
    const LayerCost cf = transformerLayerCost(a, fused, r);
    // eager_real (gpt_oss/layers.py _apply_rotary_emb): 5 reads and 4 writes of 2 bytes per element of Q and K,
    // against the fused kernel's read and write: 14 bytes more, forward; twice that backward.
    LayerShape real = fused;
    real.rotary = RotaryImpl::EagerReal;
    const LayerCost cr = transformerLayerCost(a, real, r);
    CHECK(cr.fwdS - cf.fwdS == Approx(r.memoryTime(14 * T * (q + kv))).epsilon(1e-9));
    CHECK(cr.bwdS - cf.bwdS == Approx(2 * r.memoryTime(14 * T * (q + kv))).epsilon(1e-9));
    // eager_complex (the Llama reference code's complex fp32, DeepSeek-V3's rope_utils.py): 16 bytes more, and only
    // the rotary: no repeat_kv, no context copy, no eager norms (fused_elementwise false adds those).
    LayerShape complexRotary = fused;
    complexRotary.rotary = RotaryImpl::EagerComplex;
    CHECK(transformerLayerCost(a, complexRotary, r).fwdS - cf.fwdS
          == Approx(r.memoryTime(16 * T * (q + kv))).epsilon(1e-9));
    LayerShape allEager = fused;
    allEager.fusedElementwise = false;
    CHECK(transformerLayerCost(a, allEager, r).fwdS > transformerLayerCost(a, complexRotary, r).fwdS);
    // The rotary option changes no FLOPs.
    CHECK(cr.fwdFlops == cf.fwdFlops);
    // QK-norm: one fused pass (read and write, 2 bytes each) over Q and K, forward; twice that backward.
    ModelArch normed = a;
    normed.qkNorm = true;
    const LayerCost cn = transformerLayerCost(normed, fused, r);
    CHECK(cn.fwdS - cf.fwdS == Approx(r.memoryTime(4 * T * (q + kv))).epsilon(1e-9));
    CHECK(cn.bwdS - cf.bwdS == Approx(2 * r.memoryTime(4 * T * (q + kv))).epsilon(1e-9));
    // The workload option: fused unless the plan names an eager form.
    Workload w;
    CHECK(rotaryImpl(w) == RotaryImpl::Fused);
    w.extra.insert(QStringLiteral("rotary"), QStringLiteral("eager_real"));
    CHECK(rotaryImpl(w) == RotaryImpl::EagerReal);
    w.extra.insert(QStringLiteral("rotary"), QStringLiteral("eager_complex"));
    CHECK(rotaryImpl(w) == RotaryImpl::EagerComplex);
    w.extra.insert(QStringLiteral("rotary"), QStringLiteral("fused"));
    CHECK(rotaryImpl(w) == RotaryImpl::Fused);
    // Multi-head latent attention (DeepSeek-V3, micro-batch 1 of 4,096): the eager complex rotary over the queries'
    // and the shared key's rotary parts (128 x 64 + 64 a token), and the concatenations of Q and K (128 heads of 192,
    // a read and a write each) that a fused rotary kernel writing into the attention's inputs does not need.
    const ModelArch ds = moeComputeArch(perftest::preset("deepseek-v3"));
    const LayerShape one{1, 1, false, true};
    LayerShape dsEager = one;
    dsEager.rotary = RotaryImpl::EagerComplex;
    const double Tds = 4096;
    CHECK(
        transformerLayerCost(ds, dsEager, r).fwdS - transformerLayerCost(ds, one, r).fwdS
        == Approx(r.memoryTime(16 * Tds * (128 * 64 + 64)) + r.memoryTime(2 * 2 * 2 * Tds * 128 * 192)).epsilon(1e-9));
    // The Qwen3 presets carry QK-norm; Llama's do not.
    CHECK(perftest::preset("qwen3-30b-a3b").qkNorm);
    CHECK(perftest::preset("qwen3-32b").qkNorm);
    CHECK_FALSE(perftest::preset("llama3-8b").qkNorm);
}

TEST_CASE("perf layer: a partial rotary embedding in GPT-NeoX's eager rotate_half form pays its passes by hand")
{
    const ComputeRates r(hopper(989.4, 3350), Precision::Bf16, FlashKernel::Fa2);
    // Pythia 1B's layer (EleutherAI/pythia models/1B/pythia-1b.yml): hidden 2048, 8 heads of 256, a GELU MLP (not
    // gated), rotary_pct 0.25, micro-batch 16 of 2,048 tokens.
    ModelArch a = decoder(2048, 8, 2048);
    a.ffnHidden = 8192;
    const double T = 16.0 * 2048, qk = 2 * 2048.0; // Q and K, each as wide as the hidden state
    const LayerShape fused{16, 1, false, true};
    // A GPT-style layer has no rotary unless the plan gives its share: learned positions, nothing a layer.
    CHECK(a.rotaryFraction() == 0);
    const LayerCost none = transformerLayerCost(a, fused, r);
    ModelArch pythia = a;
    pythia.partialRotaryFactor = 0.25;
    // Fused: one read and one write of the turned quarter of Q and K, 2 bytes each, forward; twice that backward.
    const LayerCost cf = transformerLayerCost(pythia, fused, r);
    CHECK(cf.fwdS - none.fwdS == Approx(r.memoryTime(4 * 0.25 * T * qk)).epsilon(1e-9));
    CHECK(cf.bwdS - none.bwdS == Approx(2 * r.memoryTime(4 * 0.25 * T * qk)).epsilon(1e-9));
    // apply_rotary_pos_emb_torch: -x2 (read and write half), cat (read and write all), x * cos and rotate_half(x) *
    // sin (read and write all, each), their sum (read two, write one): 10 accesses of 2 bytes an element, 16 bytes
    // more than the fused kernel's 4; then torch.cat of the turned and the passed parts, a read and a write of all of
    // Q and K (4 bytes an element).
    LayerShape neox = fused;
    neox.rotary = RotaryImpl::EagerRotateHalf;
    const LayerCost ce = transformerLayerCost(pythia, neox, r);
    const double extra = r.memoryTime(16 * 0.25 * T * qk) + r.memoryTime(4 * T * qk);
    CHECK(ce.fwdS - cf.fwdS == Approx(extra).epsilon(1e-9));
    CHECK(ce.bwdS - cf.bwdS == Approx(2 * extra).epsilon(1e-9));
    CHECK(ce.fwdFlops == none.fwdFlops); // memory passes, no FLOPs
    // A whole-head rotary has nothing to concatenate: a Llama-style layer pays the 16 bytes alone.
    ModelArch llama = decoder(2048, 16, 2048);
    llama.ffnHidden = 5632;
    llama.gatedMlp = true;
    CHECK(llama.rotaryFraction() == 1); // the default of a gated (Llama-style) model, as before the field existed
    ModelArch explicitFull = llama;
    explicitFull.partialRotaryFactor = 1;
    CHECK(transformerLayerCost(explicitFull, fused, r).fwdS == transformerLayerCost(llama, fused, r).fwdS);
    CHECK(transformerLayerCost(llama, neox, r).fwdS - transformerLayerCost(llama, fused, r).fwdS
          == Approx(r.memoryTime(16 * T * qk)).epsilon(1e-9));
    // The workload option and the model field as a plan gives them.
    Workload w;
    w.extra.insert(QStringLiteral("rotary"), QStringLiteral("eager_rotate_half"));
    CHECK(rotaryImpl(w) == RotaryImpl::EagerRotateHalf);
    ModelSpec spec;
    spec.layers = 16;
    spec.hidden = 2048;
    spec.heads = 8;
    spec.seqLen = 2048;
    spec.extra.insert(QStringLiteral("partial_rotary_factor"), 0.25);
    QString error;
    const std::optional<ModelArch> resolvedArch = resolveModel(spec, &error);
    REQUIRE(resolvedArch);
    CHECK(resolvedArch->rotaryFraction() == 0.25);
    for (const QJsonValue &bad : {QJsonValue(1.5), QJsonValue(-0.1), QJsonValue(QStringLiteral("quarter"))}) {
        spec.extra.insert(QStringLiteral("partial_rotary_factor"), bad);
        CHECK_FALSE(resolveModel(spec, &error));
        CHECK(error.contains(QLatin1String("partial_rotary_factor")));
    }
}

TEST_CASE("perf layer: eager PyTorch's BERT pays its bias adds - dropout-add and gradient copies pass by pass")
{
    const ComputeRates r(hopper(312, 2039), Precision::Fp16, FlashKernel::Fa2);
    // BERT-large at SQuAD's sequence 384, micro-batch 32 (DeepLearningExamples run_squad.sh).
    ModelArch a = decoder(1024, 16, 384);
    a.family = ModelFamily::Encoder;
    a.layers = 24;
    a.vocab = 30528;
    const double T = 32.0 * 384, h = 1024, f = 4096;
    LayerShape fused{32, 1, false, false};
    LayerShape eager = fused;
    eager.fusedElementwise = false;
    const LayerCost cf = transformerLayerCost(a, fused, r), ce = transformerLayerCost(a, eager, r);
    // Hand calculation (run_squad.py and modeling.py at 729963dd on PyTorch 1.11; 2-byte activations), bytes beyond
    // the fused kernels'. Forward: output.add_(bias) after each 3-d linear's matmul (read + write: 4 per element of
    // Q, K, V, the attention output and the MLP's down projection, h each, and of its up projection, f); dropout and
    // the residual add as two kernels after the attention output and after the MLP (4 per h each). Backward: dQ, dK
    // and dV copied by the views' reshape (4 per h each), and the layer input's gradient summed from Q, K, V and the
    // residual: two adds more than a fused QKV's (6 per h each). Q, K and V are three T x h x h GEMMs, not one
    // T x 3h x h.
    auto gemm = [&](double m, double n, double k) { return GemmOp{m, n, k, 1, true}.time(r); };
    const double qkvFwd = 3 * gemm(T, h, h) - gemm(T, 3 * h, h);
    const double qkvBwd = 3 * (gemm(T, h, h) + gemm(h, h, T)) - gemm(T, h, 3 * h) - gemm(h, 3 * h, T);
    const double fwdExtra
        = qkvFwd + 5 * r.memoryTime(4 * T * h) + r.memoryTime(4 * T * f) + 2 * r.memoryTime(4 * T * h);
    const double bwdExtra = qkvBwd + 3 * r.memoryTime(4 * T * h) + 2 * r.memoryTime(6 * T * h);
    CHECK(qkvFwd > 0); // three smaller GEMMs run at a lower efficiency than one
    CHECK(ce.fwdS - cf.fwdS == Approx(fwdExtra).epsilon(1e-6));
    CHECK(ce.bwdS - cf.bwdS == Approx(bwdExtra).epsilon(1e-6));
    CHECK(ce.fwdFlops == cf.fwdFlops);
    // A decoder without a gate (GPT) is not BERT's code: unchanged.
    const ModelArch gpt = decoder(1024, 16, 384);
    CHECK(transformerLayerCost(gpt, eager, r).fwdS == Approx(transformerLayerCost(gpt, fused, r).fwdS));
    // More HBM bandwidth makes the eager layer faster.
    const ComputeRates moreHbm(hopper(312, 3000), Precision::Fp16, FlashKernel::Fa2);
    CHECK(transformerLayerCost(a, eager, moreHbm).fwdS < transformerLayerCost(a, eager, r).fwdS);
}

TEST_CASE("perf attention: a head of 64 runs at cuDNN's measured share of 128's rate, by hand from its tables")
{
    // cudnn-frontend 1.19.0's tables (cuDNN 9.19.1, 32k tokens): GB200 head 64 over a 1,024-key window 632 forward and
    // 660 backward TFLOP/s, head 128 whole causal 1,720 and 1,473; H200 358 / 299 and 688 / 581. The windowed rows
    // compute 1,024 + 128 keys a query for 1,024 counted, at that length's factor.
    const double windowed = (1024.0 + 128) / 1024 * flashLengthFactor(1024 + 128);
    const double bwFwd = 632 * windowed / 1720, bwBwd = 660 * windowed / 1473;
    const double hopperFwd = 358 * windowed / 688, hopperBwd = 299 * windowed / 581;
    CHECK(bwFwd == Approx(0.490).epsilon(0.01));
    CHECK(hopperBwd == Approx(0.686).epsilon(0.01));
    const ComputeRates b200(blackwell(), Precision::Bf16, FlashKernel::HopperNative);
    const ComputeRates h100(hopper(989.4, 3350), Precision::Bf16, FlashKernel::HopperNative);
    CHECK(b200.flashHeadDimFactor(64, false) == Approx(1 / bwFwd));
    CHECK(b200.flashHeadDimFactor(64, true) == Approx(1 / bwBwd));
    CHECK(h100.flashHeadDimFactor(64, false) == Approx(1 / hopperFwd));
    CHECK(h100.flashHeadDimFactor(64, true) == Approx(1 / hopperBwd));
    // 128 and wider at 128's rate; between 64 and 128 the time per score is linear in the width: at 96 halfway
    // between 64's (0.5 / r of 128's) and 128's, for 0.75 of 128's FLOPs.
    CHECK(b200.flashHeadDimFactor(128, false) == 1);
    CHECK(b200.flashHeadDimFactor(256, true) == 1);
    CHECK(b200.flashHeadDimFactor(96, false) == Approx((1 + (0.5 / bwFwd - 1) / 2) / 0.75));
    // Never a higher FLOP rate than 128's, and slower the narrower the head.
    for (double d = 16; d < 128; d += 8) {
        CHECK(b200.flashHeadDimFactor(d, false) >= 1);
        CHECK(h100.flashHeadDimFactor(d, true) >= h100.flashHeadDimFactor(d + 8, true));
    }
    // Kernels with no measurement at 64 (FlashAttention-2's mma.sync kernels; the A100) keep 128's rate.
    CHECK(ComputeRates(blackwell(), Precision::Bf16, FlashKernel::Fa2).flashHeadDimFactor(64, false) == 1);
    CHECK(ComputeRates(perftest::a100Sxm(), Precision::Bf16, FlashKernel::HopperNative).flashHeadDimFactor(64, true)
          == 1);
}

TEST_CASE("perf attention: Blackwell Ultra runs cuDNN's attention at the GB300's measured gain over the GB200")
{
    // cudnn-frontend's 2026-04-24 tables (cuDNN 9.22, the same release on both): GB300 over GB200, the medians 1.18
    // forward and 1.09 backward at heads of 128 and wider, 1.04 and 1.06 at heads of 64 (128-key window).
    GpuSpec gb200 = blackwell();
    gb200.baseboard = QStringLiteral("gb200");
    gb200.bf16Tflops = gb200.fp16Tflops = 2500;
    gb200.fp8Tflops = 5000;
    GpuSpec gb300 = gb200;
    gb300.baseboard = QStringLiteral("gb300");
    gb300.tdpW = 1400;
    const GpuEfficiency e200 = gpuEfficiency(gb200, FlashKernel::HopperNative);
    const GpuEfficiency e300 = gpuEfficiency(gb300, FlashKernel::HopperNative);
    // The GB300's GEMMs run at the B300's measured rate at 1400 W (perf/gpuefficiency.cpp kMamfGb300), above the
    // GB200's; attention's factors on that rate come down by the same gain, so the same attention takes the measured
    // ratio of times.
    const double gain = e300.gemm16 / e200.gemm16;
    CHECK(gain == Approx(1769.0 * std::pow(1.4, std::log(1822.0 / 1745.0) / std::log(1.2)) / 1822.0).epsilon(1e-3));
    CHECK(e300.flashForward / e200.flashForward == Approx(1.18 / gain));
    CHECK(e300.flashBackward / e200.flashBackward == Approx(1.09 / gain));
    const ComputeRates r200(gb200, Precision::Bf16, FlashKernel::HopperNative);
    const ComputeRates r300(gb300, Precision::Bf16, FlashKernel::HopperNative);
    // Time of the same attention core: 1 / 1.18 at 128, 1 / 1.04 at 64 (forward), 1 / 1.06 (backward); its matmuls'
    // time on each board is the same work at that board's GEMM rate.
    const double gemm200 = 1e-3, gemm300 = gemm200 / gain;
    CHECK(r300.flashForwardTime(gemm300) / r200.flashForwardTime(gemm200) == Approx(1 / 1.18));
    CHECK(r300.flashForwardTime(gemm300) * r300.flashHeadDimFactor(64, false)
              / (r200.flashForwardTime(gemm200) * r200.flashHeadDimFactor(64, false))
          == Approx(1 / 1.04));
    CHECK(r300.flashBackwardTime(gemm300) * r300.flashHeadDimFactor(64, true)
              / (r200.flashBackwardTime(gemm200) * r200.flashHeadDimFactor(64, true))
          == Approx(1 / 1.06));
    // FlashAttention-2 (not measured on the GB300) runs as on the GB200: the same time for the same work.
    CHECK(gpuEfficiency(gb300, FlashKernel::Fa2).flashForward * gain
          == Approx(gpuEfficiency(gb200, FlashKernel::Fa2).flashForward));
}

TEST_CASE("perf attention: a layer of heads of 64 costs its core at the narrow head's rate, the rest unchanged")
{
    // The same hidden width as 64 heads of 64 or 32 of 128: the same FLOPs in every matmul of the layer.
    const ComputeRates b200(blackwell(), Precision::Bf16, FlashKernel::HopperNative);
    const LayerShape shape{2, 1, false, true};
    const LayerCost narrow = transformerLayerCost(decoder(4096, 64, 4096), shape, b200);
    const LayerCost wide = transformerLayerCost(decoder(4096, 32, 4096), shape, b200);
    CHECK(narrow.attnCoreFlops == Approx(wide.attnCoreFlops));
    CHECK(narrow.attnCoreS == Approx(wide.attnCoreS * b200.flashHeadDimFactor(64, false)).epsilon(0.01));
    CHECK(narrow.fwdS - narrow.attnCoreS == Approx(wide.fwdS - wide.attnCoreS).epsilon(0.01));
    // FlashAttention-2 on the same GPU: no difference beyond the matmuls' shapes.
    const ComputeRates fa2(blackwell(), Precision::Bf16, FlashKernel::Fa2);
    CHECK(transformerLayerCost(decoder(4096, 64, 4096), shape, fa2).attnCoreS
          == Approx(transformerLayerCost(decoder(4096, 32, 4096), shape, fa2).attnCoreS).epsilon(0.01));
}

TEST_CASE("perf attention: fp8 attention's backward computes a sliding window's whole causal square, by hand")
{
    // cudnn-frontend's GB200 tables (cuDNN 9.22 and 9.27): the fp8 / MXFP8 windowed backward grows with the square of
    // the sequence, the forward stays the band's. Costed as the whole-sequence layer's backward.
    const ComputeRates b200(blackwell(), Precision::Fp8, FlashKernel::HopperNative);
    ModelArch half = decoder(4096, 64, 4096);
    half.slidingWindow = 128;
    half.slidingWindowShare = 0.5; // GPT-OSS: every other layer windowed
    const ModelArch none = decoder(4096, 64, 4096);
    LayerShape bf16Attn{2, 1, false, true};
    LayerShape fp8Attn = bf16Attn;
    fp8Attn.fp8Attention = true;
    const LayerCost w16 = transformerLayerCost(half, bf16Attn, b200), w8 = transformerLayerCost(half, fp8Attn, b200);
    const LayerCost n16 = transformerLayerCost(none, bf16Attn, b200), n8 = transformerLayerCost(none, fp8Attn, b200);
    // Forward unchanged; the windowed half's backward becomes the whole layer's.
    CHECK(w8.fwdS == Approx(w16.fwdS));
    CHECK(w8.attnCoreS == Approx(w16.attnCoreS));
    const ModelArch all = [&] {
        ModelArch a = half;
        a.slidingWindowShare = 1;
        return a;
    }();
    const double windowedBwd = transformerLayerCost(all, bf16Attn, b200).bwdS - n16.bwdS; // band minus whole, < 0
    CHECK(windowedBwd < 0);
    CHECK(w8.bwdS - w16.bwdS == Approx(-0.5 * windowedBwd).epsilon(1e-6));
    // No window: nothing changes; the FLOPs counted stay the band's.
    CHECK(n8.bwdS == Approx(n16.bwdS));
    CHECK(w8.bwdFlops == Approx(w16.bwdFlops));
    // The option reads only in an fp8 run.
    Workload wl;
    wl.precision = Precision::Fp8;
    wl.extra.insert(QStringLiteral("fp8_attention"), true);
    CHECK(fp8Attention(wl));
    wl.precision = Precision::Bf16;
    CHECK_FALSE(fp8Attention(wl));
}

TEST_CASE("perf attention: a sliding window computes its band's edge tiles, 128 keys a query beyond the window")
{
    // GPT-OSS's windowed layers (128 keys) in a 4,096-token sequence: span 252 (windowSpan), 126 keys a query under
    // the causal mask, 126 + 128 computed, at that length's factor. Against a whole causal layer, 2,048 keys.
    const ComputeRates b200(blackwell(), Precision::Bf16, FlashKernel::HopperNative);
    ModelArch all = decoder(4096, 64, 4096);
    all.slidingWindow = 128;
    all.slidingWindowShare = 1;
    const ModelArch none = decoder(4096, 64, 4096);
    const LayerShape shape{2, 1, false, true};
    const double keys = all.windowSpan(4096) / 2, computed = keys + 128, d = 64, heads = 2 * 64;
    CHECK(keys == Approx(126));
    const double gemms
        = b200.gemmMathTime(4096, computed, d, heads, false) + b200.gemmMathTime(4096, d, computed, heads, false);
    const LayerCost w = transformerLayerCost(all, shape, b200), n = transformerLayerCost(none, shape, b200);
    CHECK(w.attnCoreS == Approx(b200.flashForwardTime(gemms, computed, true) * b200.flashHeadDimFactor(d, false)));
    // Per FLOP counted, at least (126 + 128) / 126 x F(254) / F(2048) = 3.5 times the whole layer's time (the rest:
    // the smaller kernel's size efficiency, as before the band).
    const double perKey = computed / keys * flashLengthFactor(computed) / flashLengthFactor(2048);
    CHECK(perKey == Approx(3.47).epsilon(0.01));
    CHECK((w.attnCoreS / w.attnCoreFlops) / (n.attnCoreS / n.attnCoreFlops) > perKey);
    // A sequence no longer than the window is a whole causal layer: no band.
    ModelArch shortAll = all, shortNone = none;
    shortAll.seqLen = shortNone.seqLen = 128;
    CHECK(transformerLayerCost(shortAll, shape, b200).attnCoreS
          == Approx(transformerLayerCost(shortNone, shape, b200).attnCoreS));
}

TEST_CASE(
    "attention: a plan on a DGX B200 that names no kernel runs cuDNN's fused attention, as both stacks pick there")
{
    // Transformer Engine prefers cuDNN's fused attention on Hopper and later, PyTorch's SDPA puts it first on sm100
    // (perf/computerates.h flashKernel()); FlashAttention-2 has no Blackwell kernels and runs its sm80 code there.
    PartCatalog catalog = perftest::catalog();
    perftest::addDgxB200(catalog);
    Workload w = perftest::gptWorkload(32, 4096, 32, 8192, 128256, 64);
    w.precision = Precision::Bf16;
    auto stepS = [&](const char *attention) {
        Workload v = w;
        if (*attention)
            v.extra.insert(QStringLiteral("attention"), QLatin1String(attention));
        return simulateOnNode(catalog, v, true, QStringLiteral("nvidia-dgx-b200")).stepTimeS;
    };
    const double unnamed = stepS(""), cudnn = stepS("flash3"), fa2 = stepS("flash");
    CHECK(unnamed == Approx(cudnn));
    CHECK(fa2 > 1.05 * unnamed);
    // On an H100 the default stays FlashAttention-2 (PyTorch tried it first there until 2.11), but for a plan that
    // names Megatron's sharding: Megatron-Core's layers are Transformer Engine's, which picks cuDNN's.
    Plan h100 = perftest::dgxPlan(1, w, true);
    QString error;
    const std::optional<ClusterHardware> h = clusterFromPlan(h100, catalog, &error);
    REQUIRE(h);
    Workload flash = w;
    flash.extra.insert(QStringLiteral("attention"), QStringLiteral("flash"));
    CHECK(simulate(w, *h).stepTimeS == Approx(simulate(flash, *h).stepTimeS));
    Workload megatron = w;
    megatron.parallelism = perftest::fixedParallelism(1, 1, 8, 1, Recompute::None, 1, false);
    megatron.parallelism->shardingImpl = ShardingImpl::Megatron;
    Workload megatronNative = megatron;
    megatronNative.extra.insert(QStringLiteral("attention"), QStringLiteral("flash3"));
    CHECK(simulate(megatron, *h).stepTimeS == Approx(simulate(megatronNative, *h).stepTimeS));
    Workload megatronFa2 = megatron;
    megatronFa2.extra.insert(QStringLiteral("attention"), QStringLiteral("flash"));
    CHECK(simulate(megatron, *h).stepTimeS < simulate(megatronFa2, *h).stepTimeS);
}

TEST_CASE(
    "attention: the software stack a plan states sets the default kernel on Hopper, as its PyTorch or Transformer "
    "Engine would pick")
{
    // PyTorch's SDPA puts cuDNN first on sm90 from 2.10 where the cuDNN it loads is newer than 9.15, which the 2.11
    // wheels bundle; Transformer Engine (Megatron, NeMo) prefers it on Hopper whatever the versions
    // (perf/computerates.h stackPrefersCudnnAttention()).
    auto stack = [](const char *framework, const char *version, const char *cudnn) {
        Software s;
        s.framework = QLatin1String(framework);
        s.frameworkVersion = QLatin1String(version);
        s.cudnn = QLatin1String(cudnn);
        return std::optional<Software>(s);
    };
    CHECK_FALSE(stackPrefersCudnnAttention(std::nullopt));
    CHECK_FALSE(stackPrefersCudnnAttention(stack("pytorch", "2.7", "9.7")));     // the templates' stack
    CHECK(stackPrefersCudnnAttention(stack("PyTorch", "2.11", "")));             // its wheel's cuDNN
    CHECK(stackPrefersCudnnAttention(stack("pytorch", "2.11.0+cu130", "9.19"))); // a pip install, stated
    CHECK_FALSE(stackPrefersCudnnAttention(stack("pytorch", "2.11", "9.7")));    // an older cuDNN loaded before it
    CHECK(stackPrefersCudnnAttention(stack("pytorch", "2.10", "9.15.1")));       // the guard: newer than 9.15
    CHECK_FALSE(stackPrefersCudnnAttention(stack("pytorch", "2.10", "9.15")));
    CHECK_FALSE(stackPrefersCudnnAttention(stack("pytorch", "2.10", "")));    // 2.10's wheel bundles an older one
    CHECK_FALSE(stackPrefersCudnnAttention(stack("pytorch", "2.9", "9.19"))); // the check came with 2.10
    CHECK_FALSE(stackPrefersCudnnAttention(stack("pytorch", "", "9.19")));    // no version, no claim
    CHECK(stackPrefersCudnnAttention(stack("NeMo", "25.09", "")));
    CHECK(stackPrefersCudnnAttention(stack("Megatron-LM", "", "")));
    CHECK(stackPrefersCudnnAttention(stack("Transformer Engine", "2.8", "")));
    CHECK_FALSE(stackPrefersCudnnAttention(stack("jax", "0.7", "9.19")));

    // End to end on one DGX H100, the plan naming no kernel: PyTorch 2.7 keeps FlashAttention-2, 2.11 runs cuDNN's,
    // and a plan that names a kernel keeps it whatever the stack.
    PartCatalog catalog = perftest::catalog();
    Workload w = perftest::gptWorkload(32, 4096, 32, 8192, 128256, 64);
    w.precision = Precision::Bf16;
    auto run = [&](const Workload &v, const std::optional<Software> &software, bool h100 = true) {
        return simulateOnNode(catalog, v, h100, {}, software);
    };
    const PerfResult old = run(w, stack("pytorch", "2.7", "9.7")), none = run(w, std::nullopt),
                     recent = run(w, stack("pytorch", "2.11", ""));
    CHECK(old.attentionKernel == QStringLiteral("flash"));
    CHECK(none.attentionKernel == QStringLiteral("flash"));
    CHECK(recent.attentionKernel == QStringLiteral("flash3"));
    CHECK(recent.attentionKernelDefault);
    CHECK(recent.stepTimeS < old.stepTimeS); // cuDNN's kernel is the faster one on Hopper at 8k tokens
    Workload named = w;
    named.extra.insert(QStringLiteral("attention"), QStringLiteral("flash"));
    const PerfResult kept = run(named, stack("pytorch", "2.11", ""));
    CHECK(kept.attentionKernel == QStringLiteral("flash"));
    CHECK(kept.stepTimeS == Approx(old.stepTimeS));
    // PyTorch's rule is for data-centre Hopper and Blackwell: an A100 keeps FlashAttention-2 on any stack.
    CHECK(run(w, stack("pytorch", "2.11", ""), false).attentionKernel == QStringLiteral("flash"));

    // The plan's cloud alternative runs the same stack.
    Part p5;
    p5.sku = QStringLiteral("aws-p5.48xlarge");
    p5.category = PartCategory::Cloud;
    p5.cloud.provider = QStringLiteral("aws");
    p5.cloud.gpuSku = QStringLiteral("nvidia-h100-sxm5-80gb");
    p5.cloud.gpuCount = 8;
    p5.cloud.vcpus = 192;
    p5.cloud.networkGbps = 3200;
    p5.cloud.nvlinkGBs = 900;
    Plan plan = perftest::dgxPlan(1, w, true);
    plan.software = stack("pytorch", "2.11", "");
    const std::optional<ClusterHardware> cloud = cloudClusterForPlan(plan, p5, 1, catalog, nullptr);
    REQUIRE(cloud);
    CHECK(cloud->cudnnAttentionFirst);
    CHECK(simulate(w, *cloud).attentionKernel == QStringLiteral("flash3"));
    plan.software.reset();
    CHECK_FALSE(cloudClusterForPlan(plan, p5, 1, catalog, nullptr)->cudnnAttentionFirst);
}
