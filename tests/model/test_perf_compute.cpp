// The per-operation physics of the performance model against hand calculations from its sources: GEMM time at
// the generation's achievable share (S. Bekman's MAMF tables), the size tables looked up by duration, memory-bound
// kernels at HBM bandwidth, flash attention's kernel rates (FA2, Dao 2023; FA3 on Hopper), and the invariants that
// more peak or more bandwidth never slows an operation.
#include "model/perffixture.h"
#include "perf/computerates.h"
#include "perf/gpuefficiency.h"
#include "perf/perfmodel.h"
#include "perf/transformerlayer.h"
#include "support/testsupport.h"

#include <cmath>

namespace {

using namespace aip;
using namespace aip::perf;

GpuSpec spec(double bf16, double fp8, double tf32, double hbm, GpuFormFactor ff, const char *baseboard = "",
             double tdp = 700)
{
    GpuSpec g;
    g.bf16Tflops = g.fp16Tflops = bf16;
    g.fp8Tflops = fp8;
    g.tf32Tflops = tf32;
    g.fp32Tflops = bf16 / 16;
    g.memoryBandwidthGBs = hbm;
    g.formFactor = ff;
    g.baseboard = QLatin1String(baseboard);
    g.tdpW = tdp;
    return g;
}

// Datasheet figures as the seed catalog holds them (resources/catalog/seed_parts.csv).
GpuSpec a100()
{
    return spec(312, 0, 156, 2039, GpuFormFactor::Sxm, "sxm4", 400);
}
GpuSpec h100()
{
    return spec(989.4, 1978.9, 494.7, 3350, GpuFormFactor::Sxm, "sxm5", 700);
}
// B200 SXM (HGX B200, 1000 W): the seed catalog's figures, architecture blackwell.
GpuSpec b200()
{
    GpuSpec g = spec(2250, 4500, 1100, 8000, GpuFormFactor::Sxm, "sxm6", 1000);
    g.architecture = QStringLiteral("blackwell");
    return g;
}
GpuSpec h100pcie()
{
    return spec(756, 1513, 378, 2000, GpuFormFactor::Pcie, "", 350);
}
GpuSpec mi300x()
{
    return spec(1307.4, 2614.9, 653.7, 5300, GpuFormFactor::Oam, "oam-mi300", 750);
}
GpuSpec l40s()
{
    return spec(362.05, 733, 183, 864, GpuFormFactor::Pcie, "", 350);
}

// The Calculon A100 size table (computerates.cpp), linear in log(size) between its points.
double calculonGemm(double flops)
{
    const double x[] = {1e6, 1e9, 16e9, 128e9}, y[] = {0.10, 0.60, 0.90, 0.95};
    if (flops <= x[0])
        return y[0] * flops / x[0];
    for (int i = 1; i < 4; ++i)
        if (flops <= x[i])
            return y[i - 1] + (y[i] - y[i - 1]) * std::log(flops / x[i - 1]) / std::log(x[i] / x[i - 1]);
    return y[3];
}

ModelArch gpt(int layers, int hidden, int heads, int seq)
{
    ModelArch a;
    a.family = ModelFamily::Decoder;
    a.layers = layers;
    a.hidden = hidden;
    a.heads = a.kvHeads = heads;
    a.ffnHidden = 4 * hidden;
    a.seqLen = seq;
    a.vocab = 51200;
    return a;
}

} // namespace

TEST_CASE("perf compute: GPU generations come from the part's attributes")
{
    CHECK(gpuGeneration(a100()) == GpuGeneration::AmpereSxm);
    GpuSpec a100pcie = a100();
    a100pcie.formFactor = GpuFormFactor::Pcie;
    CHECK(gpuGeneration(a100pcie) == GpuGeneration::AmperePcie);
    CHECK(gpuGeneration(h100()) == GpuGeneration::HopperSxm);
    CHECK(gpuGeneration(h100pcie()) == GpuGeneration::HopperPcie);
    CHECK(gpuGeneration(mi300x()) == GpuGeneration::Cdna3);
    GpuSpec mi325x = mi300x();
    mi325x.tdpW = 1000;
    CHECK(gpuGeneration(mi325x) == GpuGeneration::Cdna3HighPower);
    CHECK(gpuGeneration(l40s()) == GpuGeneration::Other);
    CHECK(gpuGeneration(GpuSpec{}) == GpuGeneration::Other);
    // The shares against the reference, from the MAMF table: H100 794.5 of 989, A100 271.2 of 312.
    CHECK(gpuEfficiency(h100()).gemm16 == Approx((794.5 / 989) / (271.2 / 312)));
    CHECK(gpuEfficiency(h100()).gemmFp8 == Approx((1402.6 / 1979) / (271.2 / 312)));
    CHECK(gpuEfficiency(mi300x()).gemm16 == Approx((668.4 / 1300) / (271.2 / 312)));
    CHECK(gpuEfficiency(a100()).gemm16 == 1);
    // The MI210 (PCIe, one CDNA2 die) takes the MI250X's share a GCD, 147.0 of 191.5.
    GpuSpec mi210 = spec(181, 0, 90.5, 1638, GpuFormFactor::Pcie, "", 300);
    mi210.architecture = QStringLiteral("cdna2");
    CHECK(gpuGeneration(mi210) == GpuGeneration::Cdna2);
    CHECK(gpuEfficiency(mi210).gemm16 == Approx((147.0 / 191.5) / (271.2 / 312)));
}

TEST_CASE("perf compute: Intel Gaudi 2 and 3 run their matrix engines at their own measured MAMF, not the A100's share")
{
    // Bekman's table: Gaudi 2 418.7 bf16 / 826.5 fp8 TFLOP/s, Gaudi 3 1243.0 / 1289.5 (shipped at 1600 MHz: 67.7 % of
    // the white paper's 1835). The seed catalog's parts: Gaudi 2 432 / 835, Gaudi 3 1835 / 1835 on OAM baseboards.
    const GpuSpec gaudi2 = spec(432, 835, 0, 2450, GpuFormFactor::Oam, "oam-gaudi2", 600);
    const GpuSpec gaudi3 = spec(1835, 1835, 459, 3700, GpuFormFactor::Oam, "oam-gaudi3", 900);
    CHECK(gpuGeneration(gaudi2) == GpuGeneration::Gaudi2);
    CHECK(gpuGeneration(gaudi3) == GpuGeneration::Gaudi3);
    CHECK(gpuGeneration(spec(500, 1000, 0, 3000, GpuFormFactor::Oam, "oam-other", 700)) == GpuGeneration::Other);
    const double a100 = 271.2 / 312;
    CHECK(gpuEfficiency(gaudi2).gemm16 == Approx(418.7 / 432 / a100));
    CHECK(gpuEfficiency(gaudi2).gemmFp8 == Approx(826.5 / 835 / a100));
    CHECK(gpuEfficiency(gaudi3).gemm16 == Approx(1243.0 / 1835 / a100));
    CHECK(gpuEfficiency(gaudi3).gemmFp8 == Approx(1289.5 / 1835 / a100));
    // A large bf16 GEMM: the measured MAMF x the A100's sustained 0.67 over its MAMF share.
    const double big = 2.0 * 16384 * 16384 * 16384;
    CHECK(ComputeRates(gaudi3, Precision::Bf16).gemmTime(16384, 16384, 16384)
          == Approx(big / (1243.0e12 * 0.67 / a100)));
    CHECK(ComputeRates(gaudi2, Precision::Bf16).gemmTime(16384, 16384, 16384)
          == Approx(big / (418.7e12 * 0.67 / a100)));
}

TEST_CASE("perf compute: a GB200's B200 runs its GEMMs at the GB200's own MAMF share, 4-5 % above the B200 SXM's")
{
    // Bekman's table, GB200 SXM rows: 1822.0 of 2500 in bf16, 3615.6 of 5000 in fp8 (the datasheet peaks 11 % above
    // the B200 SXM's; what a GEMM reaches 4.4 and 5.3 % above).
    GpuSpec gb200 = spec(2500, 5000, 1250, 8000, GpuFormFactor::Sxm, "gb200", 1200);
    gb200.architecture = QStringLiteral("blackwell");
    CHECK(gpuGeneration(gb200) == GpuGeneration::BlackwellSxm);
    const GpuEfficiency e = gpuEfficiency(gb200);
    CHECK(e.gemm16 == Approx((1822.0 / 2500) / (271.2 / 312)));
    CHECK(e.gemmFp8 == Approx((3615.6 / 5000) / (271.2 / 312)));
    const double big = 2.0 * 16384 * 16384 * 16384;
    for (const Precision p : {Precision::Bf16, Precision::Fp8}) {
        const double onB200 = ComputeRates(b200(), p).gemmTime(16384, 16384, 16384);
        const double onGb200 = ComputeRates(gb200, p).gemmTime(16384, 16384, 16384);
        CHECK(onB200 / onGb200 == Approx(p == Precision::Fp8 ? 3615.6 / 3432.5 : 1822.0 / 1745.0));
        CHECK(onGb200 > big / (p == Precision::Fp8 ? 5000e12 : 2500e12)); // never the datasheet peak
    }
}

TEST_CASE("perf compute: Blackwell Ultra runs its GEMMs at the B300's measured share, the GB300's at its 1400 W")
{
    // Bekman's table, B300 SXM rows: 1769.0 of 2250 in bf16, 3353.3 of 4500 in fp8. No GB300 row: the B300's rates
    // at 1400 W against the SXM board's 1000, as the B200 die's rate follows its board's power (1745.0 at 1000 W,
    // 1822.0 at 1200 in bf16; 3432.5 and 3615.6 in fp8), of the GB300's 2500 / 5000.
    const double a100 = 271.2 / 312;
    GpuSpec b300 = spec(2250, 4500, 1125, 8000, GpuFormFactor::Sxm, "hgx-b300", 1000);
    b300.architecture = QStringLiteral("blackwell");
    GpuSpec gb300 = spec(2500, 5000, 1250, 8000, GpuFormFactor::Sxm, "gb300", 1400);
    gb300.architecture = QStringLiteral("blackwell");
    CHECK(gpuGeneration(b300) == GpuGeneration::BlackwellSxm);
    CHECK(gpuGeneration(gb300) == GpuGeneration::BlackwellSxm);
    CHECK(isBlackwellUltra(b300));
    CHECK(isBlackwellUltra(gb300));
    CHECK_FALSE(isBlackwellUltra(b200()));
    CHECK(gpuEfficiency(b300).gemm16 == Approx((1769.0 / 2250) / a100));
    CHECK(gpuEfficiency(b300).gemmFp8 == Approx((3353.3 / 4500) / a100));
    const double bf16Exponent = std::log(1822.0 / 1745.0) / std::log(1.2),
                 fp8Exponent = std::log(3615.6 / 3432.5) / std::log(1.2);
    CHECK(gpuEfficiency(gb300).gemm16 == Approx((1769.0 * std::pow(1.4, bf16Exponent) / 2500) / a100).epsilon(1e-3));
    CHECK(gpuEfficiency(gb300).gemmFp8 == Approx((3353.3 * std::pow(1.4, fp8Exponent) / 5000) / a100).epsilon(1e-3));
    // 1916 and 3691 TFLOP/s: above the GB200's 1822 and 3616 at the same datasheet peaks, below the peaks.
    CHECK(gpuEfficiency(gb300).gemm16 * a100 * 2500 == Approx(1916).epsilon(2e-3));
    CHECK(gpuEfficiency(gb300).gemmFp8 * a100 * 5000 == Approx(3691).epsilon(2e-3));
    // A large GEMM: the B300 1.4 % faster than the B200 in bf16, 2.3 % slower in fp8 (the measured MAMFs).
    for (const Precision p : {Precision::Bf16, Precision::Fp8}) {
        const double onB200 = ComputeRates(b200(), p).gemmTime(16384, 16384, 16384);
        const double onB300 = ComputeRates(b300, p).gemmTime(16384, 16384, 16384);
        CHECK(onB200 / onB300 == Approx(p == Precision::Fp8 ? 3353.3 / 3432.5 : 1769.0 / 1745.0));
    }
}

TEST_CASE("perf compute: a B200 runs its GEMMs at its MAMF share and its attention at cuDNN's measured rates")
{
    CHECK(gpuGeneration(b200()) == GpuGeneration::BlackwellSxm);
    // A Blackwell PCIe card (GeForce, RTX PRO) is not the SXM board and keeps the reference shares.
    GpuSpec pcie = b200();
    pcie.formFactor = GpuFormFactor::Pcie;
    CHECK(gpuGeneration(pcie) == GpuGeneration::Other);
    // MAMF (Bekman's table): 1745.0 of 2250 in bf16, 3432.5 of 4500 in fp8, against the A100's 271.2 of 312.
    const GpuEfficiency e = gpuEfficiency(b200(), FlashKernel::HopperNative);
    CHECK(e.gemm16 == Approx((1745.0 / 2250) / (271.2 / 312)));
    CHECK(e.gemmFp8 == Approx((3432.5 / 4500) / (271.2 / 312)));
    // A large bf16 GEMM: 2250 TFLOP/s x the A100's sustained 0.67 x that share.
    const ComputeRates r(b200(), Precision::Bf16, FlashKernel::HopperNative);
    const double big = 2.0 * 16384 * 16384 * 16384;
    CHECK(r.gemmTime(16384, 16384, 16384) == Approx(big / (2250e12 * 0.67 * e.gemm16)));
    // cuDNN's causal attention at q = kv = 32768 (16k keys a query; cudnn-frontend's B200 table): 1419.0 TFLOP/s
    // forward, 1108.7 backward, 0.959 of each in training, against a second of plain GEMM (1745.0 x 0.67 / 0.869).
    const double gemm = 1745.0 * 0.67 / (271.2 / 312), kept = 0.959;
    CHECK(r.flashForwardTime(1.0, 16384, true) == Approx(gemm / (1419.0 * kept)).epsilon(0.002));
    CHECK(r.flashBackwardTime(1.0, 16384) == Approx(gemm / (1108.688 * kept)).epsilon(0.002));
    // FlashAttention-2 (no tcgen05) on the same B200: 435.8 and 345.6, a third of cuDNN's.
    const ComputeRates fa2(b200(), Precision::Bf16);
    CHECK(fa2.flashForwardTime(1.0, 16384, true) == Approx(gemm / (435.762 * kept)).epsilon(0.002));
    CHECK(fa2.flashBackwardTime(1.0, 16384) == Approx(gemm / (345.634 * kept)).epsilon(0.002));
    // The rates are causal ones: the mask costs nothing beyond them.
    CHECK(r.flashForwardTime(1.0, 4096, true) == Approx(r.flashForwardTime(1.0, 4096)));
    // More than an H100 in every kernel.
    const ComputeRates h(h100(), Precision::Bf16, FlashKernel::HopperNative);
    CHECK(r.gemmTime(8192, 8192, 8192) < h.gemmTime(8192, 8192, 8192));
    CHECK(r.flashForwardTime(1.0) < h.flashForwardTime(1.0));
}

TEST_CASE("perf compute: a Turing card held to 75 W runs its tensor cores at its power-capped rate")
{
    GpuSpec t4;
    t4.fp16Tflops = 65;
    t4.fp32Tflops = 8.1;
    t4.memoryGB = 16;
    t4.memoryBandwidthGBs = 320;
    t4.tdpW = 70;
    t4.architecture = QStringLiteral("turing");
    CHECK(gpuGeneration(t4) == GpuGeneration::TuringLowPower);
    // About 24 of 65 TFLOP/s sustained on back-to-back fp16 GEMMs under the power cap, taken against the reference's
    // sustained share (0.67), not its MAMF share: a large GEMM runs at the measured 24 TFLOP/s, 0.37 of the peak.
    CHECK(gpuEfficiency(t4).gemm16 == Approx((24.0 / 65) / 0.67));
    const double big = 2.0 * 8192 * 8192 * 8192;
    CHECK(ComputeRates(t4, Precision::Fp16).gemmTime(8192, 8192, 8192) == Approx(big / 24e12));
    CHECK(ComputeRates(t4, Precision::Fp16).gemmTime(8192, 8192, 8192) > 1.8 * big / (65e12 * 0.67));
    // The same die at a full board's power (a 250 W Turing card) is not capped; nor is a part that does not say its
    // power.
    GpuSpec full = t4;
    full.tdpW = 250;
    CHECK(gpuGeneration(full) == GpuGeneration::Other);
    GpuSpec unknown = t4;
    unknown.tdpW = 0;
    CHECK(gpuGeneration(unknown) == GpuGeneration::Other);
}

TEST_CASE("perf compute: a large GEMM on an A100 in bf16 runs at the sustained share of 312 TFLOP/s")
{
    const ComputeRates r(a100(), Precision::Bf16);
    // 8192^3: 1.1 TFLOP, above the table's last point (128 GFLOP): 0.67 of peak; multiples of 64 waste no tile.
    const double flops = 2.0 * 8192 * 8192 * 8192;
    CHECK(r.gemmTime(8192, 8192, 8192) == Approx(flops / (312e12 * 0.67)));
    // A 1024 x 1024 x 512 product (1.07 GFLOP) sits on the table: 0.67 x calculon(1.07e9) / 0.95.
    const double small = 2.0 * 1024 * 1024 * 512;
    CHECK(r.gemmTime(1024, 1024, 512) == Approx(small / (312e12 * 0.67 * calculonGemm(small) / 0.95)));
    // An output width of 200 fills 200 of 256 tile columns (the tiles are 64 wide).
    CHECK(r.gemmTime(65536, 200, 8192) == Approx(2.0 * 65536 * 200 * 8192 / (312e12 * 0.67 * 200 / 256)));
}

TEST_CASE("perf compute: an H100 reaches a smaller share of its peak, and small GEMMs lose more")
{
    const ComputeRates r(h100(), Precision::Bf16);
    const double share = (794.5 / 989) / (271.2 / 312); // 0.924
    const double big = 2.0 * 8192 * 8192 * 8192;
    CHECK(r.gemmTime(8192, 8192, 8192) == Approx(big / (989.4e12 * 0.67 * share)));
    // The same 1.07 GFLOP product runs 3.2x shorter on an H100: it is looked up as 1.07e9 x 312 / 989.4 in the
    // A100 table (0.34 GFLOP: efficiency 0.52 of 0.95 instead of 0.60).
    const double small = 2.0 * 1024 * 1024 * 512;
    const double eff = 0.67 * share * calculonGemm(small * 312 / 989.4) / 0.95;
    CHECK(r.gemmTime(1024, 1024, 512) == Approx(small / (989.4e12 * eff)));
    CHECK(eff < 0.67 * calculonGemm(small) / 0.95);
    // A tiny GEMM is latency-bound: it takes as long on the H100 as on the A100 (up to the H100's smaller share).
    const ComputeRates a(a100(), Precision::Bf16);
    CHECK(r.gemmTime(16, 16, 16) == Approx(a.gemmTime(16, 16, 16) / share));
}

TEST_CASE("perf compute: fp8 GEMMs reach less of their doubled peak, attention and the output layer stay bf16")
{
    const ComputeRates bf16(h100(), Precision::Bf16), fp8(h100(), Precision::Fp8);
    REQUIRE(fp8.fp8Gemms());
    // Largest GEMMs: 1402.6 against 794.5 TFLOP/s in the MAMF tables, 1.77x rather than 2x.
    CHECK(bf16.gemmTime(16384, 16384, 16384) / fp8.gemmTime(16384, 16384, 16384)
          == Approx((1978.9 * 1402.6 / 1979) / (989.4 * 794.5 / 989)));
    // 16-bit products of an fp8 run cost what they cost in bf16.
    CHECK(fp8.gemmTime(4096, 4096, 128, 64, false) == Approx(bf16.gemmTime(4096, 4096, 128, 64, false)));
    const ModelArch a = gpt(32, 4096, 32, 4096);
    const LayerShape shape{1, 1, false, true};
    CHECK(transformerHeadCost(a, shape, fp8).logitsS == Approx(transformerHeadCost(a, shape, bf16).logitsS));
    // The layer gains less than the GEMMs: casts (4 bytes per element of inputs and output gradients) and the bf16
    // attention. The weights are cast once per step: 4 bytes per weight (QKV, output, MLP up and down: 12 h^2).
    const LayerCost l16 = transformerLayerCost(a, shape, bf16), l8 = transformerLayerCost(a, shape, fp8);
    CHECK(l16.fp8WeightCastS == 0);
    const double h = 4096;
    CHECK(l8.fp8WeightCastS
          == Approx(fp8.memoryTime(4 * 3 * h * h) + fp8.memoryTime(4 * h * h) + 2 * fp8.memoryTime(4 * 4 * h * h)));
    CHECK(l8.fwdS + l8.bwdS < l16.fwdS + l16.bwdS);
    CHECK((l16.fwdS + l16.bwdS) / (l8.fwdS + l8.bwdS) < 1402.6 / 794.5);
    // An A100 has no fp8 tensor cores: fp8 runs as bf16.
    CHECK(ComputeRates(a100(), Precision::Fp8).gemmTime(8192, 8192, 8192)
          == Approx(ComputeRates(a100(), Precision::Bf16).gemmTime(8192, 8192, 8192)));
}

TEST_CASE("perf compute: memory-bound kernels run at HBM bandwidth, small kernels below it")
{
    const ComputeRates a(a100(), Precision::Bf16), h(h100(), Precision::Bf16);
    // 200 MB: past the table's last point (100 MB, 0.90) on both GPUs.
    CHECK(a.memoryTime(200e6) == Approx(200e6 / (2039e9 * 0.90)));
    CHECK(h.memoryTime(200e6) == Approx(200e6 / (3350e9 * 0.90)));
    // 1 MB on the A100: 0.60; on the H100 it runs as 1 MB x 2039/3350 = 0.61 MB would on the A100:
    // 0.30 + 0.30 x ln(0.609e6/64e3)/ln(1e6/64e3) = 0.546.
    CHECK(a.memoryTime(1e6) == Approx(1e6 / (2039e9 * 0.60)));
    const double eff = 0.30 + 0.30 * std::log(1e6 * 2039 / 3350 / 64e3) / std::log(1e6 / 64e3);
    CHECK(h.memoryTime(1e6) == Approx(1e6 / (3350e9 * eff)));
    CHECK(eff == Approx(0.546).margin(0.001));
}

TEST_CASE("perf compute: FlashAttention-2 trains on an A100 at the rate Dao 2023's end-to-end table gives")
{
    // Hand calculation from Dao 2023 (arXiv 2307.08691) Table 1: GPT3-1.3B (flash-attention
    // training/configs/experiment/pile/gpt3xl-flash.yaml: 24 layers, hidden 2048, 16 heads of 128, vocabulary 50257
    // padded to 50264, learned positions over the sequence, tied head) on 8 x A100 80GB with FlashAttention-2 at
    // 196 TFLOP/s per GPU with 2k tokens and 220 with 8k, counted as 6 N + 12 l h s per token.
    const double l = 24, h = 2048, base = 12 * l * h * h + 13 * l * h + 50266 * h;
    const double n2 = base + 2048 * h, n8 = base + 8192 * h;
    CHECK(n2 == 1315737600.0);
    CHECK(n8 == 1328320512.0);
    const double t2 = (6 * n2 + 12 * l * h * 2048) / 196e12, t8 = (6 * n8 + 12 * l * h * 8192) / 220e12;
    // Per token: 6 N x for everything but attention, c s L(s/2) for the causal kernel over s/2 keys at 16k-key rate
    // c per key, L = flashLengthFactor. Two equations, two unknowns.
    const double b2 = 2048 * flashLengthFactor(1024), b8 = 8192 * flashLengthFactor(4096);
    const double c = (6 * n2 * t8 - 6 * n8 * t2) / (6 * n2 * b8 - 6 * n8 * b2);
    CHECK(c == Approx(1.873e-9).epsilon(0.002));
    // The kernel's own FLOPs per token and key: forward 2 l h (causal half of 4 l h), backward 2.5 times that.
    const double trained = 7 * l * h / c;
    CHECK(trained == Approx(183.6e12).epsilon(0.002));
    // The model's FA2 on an A100 at 16k keys, causal forward and backward, runs at that rate: a second of plain GEMM is
    // 312 x 0.67 TFLOP.
    const ComputeRates a(a100(), Precision::Bf16);
    const double kernelS = a.flashForwardTime(1.0, 16384, true) + a.flashBackwardTime(2.5, 16384);
    CHECK(3.5 * 312e12 * 0.67 / kernelS == Approx(trained).epsilon(0.001));
    // Against the microbenchmark rates (73 % and 63 % of 312 with the causal forward's 284.1 / 359.9): 0.959.
    const double bench = 3.5 / (1 / (0.73 * 312e12 * 284.1 / 359.9) + 2.5 / (0.63 * 312e12));
    CHECK(trained / bench == Approx(0.959).epsilon(0.002));
    // The first FlashAttention and the Triton kernel keep their measured ratios to FA2 (Dao 2023, Sec. 1).
    const ComputeRates a1(a100(), Precision::Bf16, FlashKernel::Fa1);
    CHECK(a1.flashForwardTime(1.0) == Approx(a.flashForwardTime(1.0) * 0.73 / 0.50));
    CHECK(a1.flashBackwardTime(1.0) == Approx(a.flashBackwardTime(1.0) * 0.63 / 0.35));
    // Hopper's kernels keep the same share of their own microbenchmarks in training (gpuefficiency.cpp
    // kHopperTraining): FA2 on an H100 at 369.9 x 0.959 TFLOP/s, where a second of plain GEMM is 794.5 x 0.67 / 0.869
    // TFLOP (the H100's MAMF at the A100's sustained-to-MAMF ratio).
    const ComputeRates hp(h100(), Precision::Bf16);
    const double h100Gemm = 794.5 * 0.67 / (271.2 / 312);
    CHECK(hp.flashForwardTime(1.0, 8192) == Approx(h100Gemm / (369.9 * 0.959)).epsilon(0.002));
}

TEST_CASE("perf compute: flash attention's kernels run at their published share, and selective recompute "
          "repeats their forward")
{
    const ComputeRates a(a100(), Precision::Bf16), h(h100(), Precision::Bf16);
    // FA2 on an A100: 73 % forward, 63 % backward (Dao 2023, Figs. 4-6), of which training keeps 0.959 (Dao 2023,
    // Table 1; the next test), against the 67 % of peak a plain GEMM sustains in training.
    CHECK(a.flashForwardTime(1.0) == Approx(0.67 / (0.73 * 0.959)).epsilon(0.002));
    CHECK(a.flashBackwardTime(1.0) == Approx(0.67 / (0.63 * 0.959)).epsilon(0.002));
    // FA2 on an H100 (flash-attention PR #1791, head dimension 128, 8k tokens): 369.9 TFLOP/s forward and 290.6
    // backward without a mask; with a causal mask (4096 keys per query) 284.1 forward and 287.1 backward, the backward
    // within 1.5 % of what the length factor predicts from the unmasked rate. In training 0.959 of each (as on the
    // A100), against a GEMM's sustained 794.5 x 0.67 / 0.869.
    const double gemm = 794.5 * 0.67 / (271.2 / 312), kept = 0.959;
    CHECK(h.flashForwardTime(1.0, 8192) == Approx(gemm / (369.9 * kept)).epsilon(0.002));
    CHECK(h.flashBackwardTime(1.0, 8192) == Approx(gemm / (290.6 * kept)).epsilon(0.002));
    CHECK(h.flashForwardTime(1.0, 4096, true) == Approx(gemm / (284.1 * kept)).epsilon(0.002));
    CHECK(h.flashBackwardTime(1.0, 4096) == Approx(gemm / (287.1 * kept)).epsilon(0.02));
    CHECK(h.flashForwardTime(1.0, 4096, false) == Approx(h.flashForwardTime(1.0, 4096)));
    // Forward and backward together (1 : 2.5 in FLOPs) at 16k: 314 TFLOP/s in the microbenchmark, below Dao 2023's
    // "up to 335" (Fig. 7).
    const double together = (h.flashForwardTime(1.0) + h.flashBackwardTime(2.5)) / 3.5;
    CHECK(gemm / together / kept == Approx(314).epsilon(0.01));
    CHECK(gemm / together / kept < 335);
    // Hopper-native kernels (`"attention": "flash3"`): FA3 at 620.7 of 989 TFLOP/s forward (16k tokens), 0.959 of it
    // in training; an A100 has none and keeps FA2.
    const ComputeRates h3(h100(), Precision::Bf16, FlashKernel::HopperNative);
    CHECK(h3.flashForwardTime(1.0) == Approx(gemm / (620.7 * kept)).epsilon(0.002));
    CHECK(h3.flashBackwardTime(1.0) < h.flashBackwardTime(1.0));
    // FA3 schedules the long causal rows first: no loss beyond the length factor (the mask changes nothing).
    CHECK(h3.flashForwardTime(1.0, 4096, true) == Approx(h3.flashForwardTime(1.0, 4096)));
    // FA2 on an A100 pays the same kernel's causal loss, 284.1 / 359.9.
    CHECK(a.flashForwardTime(1.0, 4096, true) / a.flashForwardTime(1.0, 4096) == Approx(359.9 / 284.1).epsilon(0.002));
    CHECK(ComputeRates(a100(), Precision::Bf16, FlashKernel::HopperNative).flashForwardTime(1.0)
          == Approx(a.flashForwardTime(1.0)));
    // The default: cuDNN's fused attention on a B200 (Transformer Engine's and PyTorch SDPA's first choice on sm100),
    // and on an H100 under Megatron's sharding (Megatron-Core's layers are Transformer Engine's), FlashAttention-2 on
    // an A100 and other H100 plans; "flash" names FlashAttention-2 and "flash3" the native kernels on any.
    Workload w;
    CHECK(flashKernel(w, a100()) == FlashKernel::Fa2);
    CHECK(flashKernel(w, h100()) == FlashKernel::Fa2);
    CHECK(flashKernel(w, b200()) == FlashKernel::HopperNative);
    w.parallelism = Parallelism{};
    CHECK(flashKernel(w, h100()) == FlashKernel::Fa2);
    w.parallelism->shardingImpl = ShardingImpl::Fsdp;
    CHECK(flashKernel(w, h100()) == FlashKernel::Fa2);
    w.parallelism->shardingImpl = ShardingImpl::Megatron;
    CHECK(flashKernel(w, h100()) == FlashKernel::HopperNative);
    CHECK(flashKernel(w, a100()) == FlashKernel::Fa2);
    w.parallelism.reset();
    w.extra.insert(QStringLiteral("attention"), QStringLiteral("flash"));
    CHECK(flashKernel(w, b200()) == FlashKernel::Fa2);
    w.extra.insert(QStringLiteral("attention"), QStringLiteral("flash3"));
    CHECK(flashKernel(w, h100()) == FlashKernel::HopperNative);
    const ModelArch m = gpt(24, 2048, 16, 4096);
    const LayerCost flash = transformerLayerCost(m, LayerShape{2, 1, false, true}, a);
    // Korthikanti et al. 2022: selective recompute costs the attention forward, 4 b s^2 h FLOPs as Megatron
    // counts them.
    CHECK(flash.attnCoreFlops == Approx(4.0 * 2 * 4096 * 4096 * 2048));
    CHECK(flash.attnCoreS > 0);
    CHECK(flash.attnCoreS < flash.fwdS);
    // Tensor parallelism splits the heads.
    CHECK(transformerLayerCost(m, LayerShape{2, 4, false, true}, a).attnCoreFlops == Approx(flash.attnCoreFlops / 4));
}

TEST_CASE("perf compute: attention's share of a layer grows with the sequence")
{
    const ComputeRates r(h100(), Precision::Bf16);
    double previous = 0;
    for (int seq : {1024, 4096, 16384, 65536}) {
        const ModelArch m = gpt(32, 4096, 32, seq);
        const LayerCost c = transformerLayerCost(m, LayerShape{1, 1, false, true}, r);
        const double share = c.attnCoreS / c.fwdS;
        INFO(seq);
        CHECK(share > previous);
        previous = share;
    }
    CHECK(previous > 0.5); // at 64k tokens attention dominates the forward
}

TEST_CASE("perf compute: more peak or more bandwidth never slows a GEMM or a memory-bound kernel")
{
    for (const GpuSpec &g : {a100(), h100(), h100pcie(), mi300x(), l40s()}) {
        for (Precision p : {Precision::Bf16, Precision::Fp8, Precision::Tf32}) {
            GpuSpec faster = g;
            faster.bf16Tflops *= 1.5;
            faster.fp16Tflops *= 1.5;
            faster.fp8Tflops *= 1.5;
            faster.tf32Tflops *= 1.5;
            faster.memoryBandwidthGBs *= 1.5;
            const ComputeRates r0(g, p), r1(faster, p);
            for (double n = 16; n <= 65536; n *= 2) {
                INFO(g.bf16Tflops << " n=" << n);
                CHECK(r1.gemmTime(n, n, n) <= r0.gemmTime(n, n, n) * (1 + 1e-12));
                CHECK(r1.gemmTime(n, 4096, 4096) <= r0.gemmTime(n, 4096, 4096) * (1 + 1e-12));
                CHECK(r1.memoryTime(n * n) <= r0.memoryTime(n * n) * (1 + 1e-12));
            }
        }
    }
}

TEST_CASE("perf compute: NCHW tensors on tensor cores pay layout transposes, NHWC and fp32 do not")
{
    Workload w;
    w.precision = Precision::Tf32;
    CHECK(channelsFirst(w)); // PyTorch's default layout for tf32/fp32
    w.precision = Precision::Fp16;
    CHECK_FALSE(channelsFirst(w)); // channels_last with mixed precision
    w.extra.insert(QStringLiteral("memory_format"), QStringLiteral("nchw"));
    CHECK(channelsFirst(w));
    const ComputeRates tf32(a100(), Precision::Tf32, FlashKernel::Fa2, true);
    // 100 M elements in and out: read and write each, 4 bytes in tf32 runs: 800 MB at 90 % of 2039 GB/s.
    CHECK(tf32.convLayoutTime(100e6) == Approx(800e6 / (2039e9 * 0.90)));
    CHECK(ComputeRates(a100(), Precision::Tf32, FlashKernel::Fa2, false).convLayoutTime(100e6) == 0);
    CHECK(ComputeRates(a100(), Precision::Fp32, FlashKernel::Fa2, true).convLayoutTime(100e6) == 0);
    CHECK(ComputeRates(a100(), Precision::Fp16, FlashKernel::Fa2, true).convLayoutTime(100e6)
          == Approx(400e6 / (2039e9 * 0.90)));
}

TEST_CASE("perf compute: on H100 nodes, more peak or more HBM bandwidth never slows a step (flash, fp8, NCHW)")
{
    const PartCatalog catalog = perftest::catalog();
    QString error;
    const auto h100 = clusterFromPlan(perftest::dgxPlan(2, Workload{}, true), catalog, &error);
    REQUIRE(h100.has_value());
    QList<Workload> workloads;
    for (Precision p : {Precision::Bf16, Precision::Fp8}) {
        for (const char *attention : {"flash", "flash3"}) {
            Workload w;
            w.model.preset = QStringLiteral("llama2-7b");
            w.globalBatch = 64;
            w.precision = p;
            w.extra.insert(QStringLiteral("attention"), QLatin1String(attention));
            workloads << w;
        }
    }
    Workload cnn;
    cnn.model.preset = QStringLiteral("resnet50");
    cnn.globalBatch = 4096;
    cnn.precision = Precision::Tf32;
    workloads << cnn;
    for (const Workload &w : workloads) {
        const PerfResult r0 = simulate(w, *h100);
        REQUIRE(r0.ok());
        for (int knob = 0; knob < 2; ++knob) {
            ClusterHardware faster = *h100;
            if (knob == 0) {
                faster.gpu.bf16Tflops *= 1.4;
                faster.gpu.fp16Tflops *= 1.4;
                faster.gpu.fp8Tflops *= 1.4;
                faster.gpu.tf32Tflops *= 1.4;
            } else {
                faster.gpu.memoryBandwidthGBs *= 1.4;
            }
            INFO(w.model.preset.toStdString() << " knob " << knob);
            CHECK(simulate(w, faster).stepTimeS <= r0.stepTimeS * (1 + 1e-12));
        }
    }
}

TEST_CASE("int8 on the 16-bit units keeps the GPU's own generation and power-cap share")
{
    // perf/batchinference.cpp runs int8 on a GPU without fp8 units as its 16-bit units at twice their rate. The
    // doubled peak must not change the GPU's class: an A30 (165 TFLOP/s fp16, tf32 units, PCIe; NVIDIA A30 datasheet)
    // doubled to 330 would read as an A100 PCIe and take its power-cap share.
    GpuSpec a30 = spec(165, 0, 82, 933, GpuFormFactor::Pcie, "", 165);
    GpuSpec a100pcie = spec(312, 0, 156, 1935, GpuFormFactor::Pcie, "", 300);
    REQUIRE(gpuGeneration(a30) == GpuGeneration::Other);
    REQUIRE(gpuGeneration(a100pcie) == GpuGeneration::AmperePcie);
    for (const GpuSpec &g : {a30, a100pcie}) {
        GpuSpec int8 = g;
        int8.fp16Tflops = int8.bf16Tflops = 2 * g.bf16Tflops;
        const auto fp16 = ComputeRates(g, Precision::Fp16).gemmFactors(8192, 8192, true);
        const auto doubled = ComputeRates(int8, Precision::Fp16, FlashKernel::Fa2, false, gpuGeneration(g))
                                 .gemmFactors(8192, 8192, true);
        // The same share of a peak twice as high, in either class.
        CHECK(doubled.rate == Approx(2 * fp16.rate).epsilon(1e-12));
    }
    // Read from the doubled spec alone, the A30 would be an A100 PCIe and lose the cap's share.
    GpuSpec doubledA30 = a30;
    doubledA30.fp16Tflops = doubledA30.bf16Tflops = 330;
    CHECK(gpuGeneration(doubledA30) == GpuGeneration::AmperePcie);
}

TEST_CASE("SM cycles per second: the fp32 peak over the architecture's FP32 lanes gives SMs x boost clock")
{
    // Each part's SM (CU) count and boost clock from its vendor's whitepaper or datasheet, against the fp32 peak and
    // architecture a catalog part carries (resources/catalog/seed_parts.csv).
    struct Part {
        const char *architecture;
        double fp64, fp32;
        double sms, boostGHz;
        int lanes;
    };
    const Part parts[] = {
        {"ampere", 9.7, 19.5, 108, 1.410, 64},   // A100 SXM4: GA100
        {"ampere", 5.2, 10.3, 56, 1.440, 64},    // A30: GA100
        {"ampere", 0.98, 31.2, 72, 1.695, 128},  // A10: GA102
        {"ampere", 1.2, 38.7, 84, 1.800, 128},   // RTX A6000: GA102
        {"hopper", 33.5, 66.9, 132, 1.980, 128}, // H100 SXM5
        {"ada", 0.5, 30.3, 58, 2.040, 128},      // L4
        {"ada", 1.3, 82.6, 128, 2.520, 128},     // GeForce RTX 4090
        {"volta", 7.8, 15.7, 80, 1.530, 64},     // V100 SXM2
        {"turing", 0.25, 8.1, 40, 1.590, 64},    // T4
        {"cdna3", 81.7, 163.4, 304, 2.100, 128}, // MI300X
        {"cdna2", 47.9, 47.9, 220, 1.700, 64},   // MI250X
    };
    for (const Part &p : parts) {
        GpuSpec g;
        g.architecture = QLatin1String(p.architecture);
        g.fp64Tflops = p.fp64;
        g.fp32Tflops = p.fp32;
        CAPTURE(p.architecture, p.fp32);
        CHECK(fp32LanesPerSm(g, gpuGeneration(g)) == p.lanes);
        CHECK(smCyclesPerS(g) == Approx(p.sms * p.boostGHz * 1e9).epsilon(0.02));
    }
    // Without an architecture, the generation read from the other attributes: the test fixture's A100 SXM has none.
    CHECK(fp32LanesPerSm(perftest::a100Sxm(), gpuGeneration(perftest::a100Sxm())) == 64);
}
