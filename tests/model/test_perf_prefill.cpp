// The prefill's kernels (issue 14, perf/prefill.h): wave quantization of skinny GEMMs over the GPU's SMs, fp8 GEMMs'
// one-byte operands and the batch-1 kernel floor, each checked against a hand calculation.
#include "perf/computerates.h"
#include "perf/gpuefficiency.h"
#include "perf/inference.h"
#include "perf/mig.h"
#include "perf/prefill.h"
#include "perffixture.h"
#include "support/testsupport.h"

using namespace aip;
using namespace aip::perf;

TEST_CASE("prefill: the SM counts of the validation GPUs and none for unknown GPUs or MIG slices")
{
    const ClusterHardware a100 = perftest::dgxCluster(1, false), h100 = perftest::dgxCluster(1, true);
    CHECK(a100.gpuSku == QLatin1String("nvidia-a100-sxm4-80gb"));
    CHECK(streamingMultiprocessors(a100) == 108); // A100 whitepaper
    CHECK(streamingMultiprocessors(h100) == 132); // H100 whitepaper, SXM5
    ClusterHardware other = a100;
    other.gpuSku = QStringLiteral("nvidia-a10g"); // not listed, and not the A10 by prefix
    CHECK(streamingMultiprocessors(other) == 0);
    other.gpuSku = QStringLiteral("nvidia-l40s");
    CHECK(streamingMultiprocessors(other) == 142); // 18,176 CUDA cores / 128
    other.gpuSku = QStringLiteral("nvidia-l4");
    CHECK(streamingMultiprocessors(other) == 58); // not the L40's by prefix
    QString error;
    const auto profile = migProfile(a100.gpu, QStringLiteral("1g.10gb"), a100.gpuSku, &error);
    REQUIRE(profile);
    CHECK(streamingMultiprocessors(migSlice(a100, *profile)) == 0);
}

TEST_CASE("prefill: a 128-token GEMM with fewer tiles than SMs takes one wave of whole tiles")
{
    const ClusterHardware a100 = perftest::dgxCluster(1, false);
    const ComputeRates fp16(a100.gpu, Precision::Fp16);
    REQUIRE(gpuEfficiency(a100.gpu).gemm16 == Approx(1)); // the reference GPU: its datasheet rate per SM
    // By hand: 128 x 4096 x 4096 has 1 x 32 tiles of 128 x 128 on 108 SMs, one wave; a tile is 2 x 128 x 128 x 4096
    // = 134.2 MFLOP at 312 TFLOP/s / 108 SMs = 2.889 TFLOP/s per SM: 46.46 us, where the whole GPU would take 13.8 us
    // at its peak. The size table (27 us) and the 35.7 MB of operands at HBM bandwidth (about 24 us) are shorter.
    const double tile = 2.0 * 128 * 128 * 4096 / (312e12 / 108);
    CHECK(tile == Approx(46.46e-6).epsilon(1e-3));
    CHECK(prefillGemmTime(fp16, 108, 128, 4096, 4096) == Approx(tile).epsilon(1e-9));
    // 256 x 7040: 2 x 55 = 110 tiles, two waves on 108 SMs, each as long as a full one (92.9 us), where the size
    // table gives 75 us (14.8 GFLOP) and the 57.7 MB of weights about 33 us.
    CHECK(prefillGemmTime(fp16, 108, 256, 7040, 4096) == Approx(2 * tile).epsilon(1e-9));
    CHECK(fp16.gemmTime(256, 7040, 4096) < 0.85 * 2 * tile);
    // 129 rows need a second row of tiles: 2 x 32 = 64 tiles, still one wave.
    CHECK(prefillGemmTime(fp16, 108, 129, 4096, 4096) == Approx(tile).epsilon(1e-9));
    // Without an SM count there are no waves: the roofline alone, shorter.
    CHECK(prefillGemmTime(fp16, 0, 128, 4096, 4096) < 0.7 * tile);
    // Many tiles: the waves are nearly full and the size table decides as before (8192 x 8192 x 8192: 4096 tiles in
    // 38 waves of 108, 99.8 % full, 3.5 ms at the datasheet rate against 5.3 ms at the sustained one).
    CHECK(prefillGemmTime(fp16, 108, 8192, 8192, 8192) == Approx(fp16.gemmTime(8192, 8192, 8192)).epsilon(1e-9));
}

TEST_CASE("prefill: fp8 GEMMs read one-byte weights and inputs")
{
    const ClusterHardware h100 = perftest::dgxCluster(1, true);
    const ComputeRates fp8(h100.gpu, Precision::Fp8);
    REQUIRE(fp8.fp8Gemms());
    // A weight-bound GEMM: 128 x 8192 x 28672 (Llama 2 70B's up projection). Its operands by hand: 128 x 28672 +
    // 28672 x 8192 = 238.55 M one-byte elements and the 128 x 8192 result at two bytes: 240.65 MB, about half the
    // two-byte count (479.1 MB).
    const double m = 128, n = 8192, k = 28672;
    const double bytes = (m * k + k * n) * 1 + m * n * 2;
    CHECK(bytes == Approx(240.65e6).epsilon(1e-4));
    const double memory = fp8.memoryTime(bytes, bytes);
    REQUIRE(memory > fp8.gemmMathTime(m, n, k));
    // 64 tiles on 132 SMs, one wave of 2 x 128 x 128 x 28672 FLOP at the fp8 rate per SM.
    const double tile = 2.0 * 128 * 128 * k / (fp8.gemmFactors(n, k, true).rate / 132);
    CHECK(prefillGemmTime(fp8, 132, m, n, k) == Approx(std::max(memory, tile)).epsilon(1e-9));
    CHECK(prefillGemmTime(fp8, 0, m, n, k) == Approx(memory).epsilon(1e-9));
    const ComputeRates bf16(h100.gpu, Precision::Bf16);
    CHECK(prefillGemmTime(bf16, 0, m, n, k)
          == Approx(bf16.memoryTime((m * k + k * n + m * n) * 2, (m * k + k * n + m * n) * 2)).epsilon(1e-9));
}

TEST_CASE("prefill: no kernel is shorter than the batch-1 floor")
{
    const ClusterHardware a100 = perftest::dgxCluster(1, false);
    const ComputeRates fp16(a100.gpu, Precision::Fp16);
    CHECK(kEngineKernelFloorS == Approx(9.528e-6).epsilon(1e-3)); // 514.515 us over ResNet-50's 54 kernels
    CHECK(prefillGemmTime(fp16, 108, 1, 64, 64) == kEngineKernelFloorS);
    // A one-token prefill of Llama 2 7B: each of its 32 layers runs five GEMMs (QKV, output, gate, up, down), the
    // attention kernel, the attention plugin's four setup kernels and six elementwise kernels: at least 16 floors.
    ModelSpec spec;
    spec.preset = QStringLiteral("llama2-7b");
    const auto arch = resolveModel(spec, nullptr);
    REQUIRE(arch);
    const double t = prefillComputeTime(*arch, fp16, 108, 1, 1, 1);
    CHECK(t >= 32 * 16 * kEngineKernelFloorS);
    // The GEMMs at one token take one wave each (at most 96 tiles): 4 of K = 4096 (46.5 us each) and the down
    // projection with K = 11008 (124.9 us), or their 404 MB of weights at HBM bandwidth if longer; with the floors,
    // 32 x (311 + 11 x 9.5) us = 13.3 ms at least.
    CHECK(t >= 32 * (4 * 46.46e-6 + 2.0 * 128 * 128 * 11008 / (312e12 / 108) + 11 * kEngineKernelFloorS));
}
