// An A100 SXM4 board held below its 400 W (issue 14): its tensor rate falls to the A100 PCIe's measured share of the
// SXM4's at 300 W (Bekman's MAMF table: 252.9 against 271.2 TFLOP/s bf16, the same 312 TFLOP/s datasheet peak),
// linearly in between; Meta's production clusters ran Llama 2 34B at 350 W (Touvron et al. 2023, Table 2).
#include "model/perffixture.h"
#include "perf/computerates.h"
#include "perf/gpuefficiency.h"

#include <catch2/catch.hpp>

namespace {

using namespace aip;
using namespace aip::perf;

// The seed catalog's A100 SXM4 80GB (perffixture.h) held at `boardW`.
GpuSpec a100Sxm(double boardW = 400)
{
    GpuSpec g = perftest::a100Sxm();
    g.tdpW = boardW;
    return g;
}

} // namespace

TEST_CASE("perf ampere: an A100 SXM4 below 400 W runs its tensor cores at the rate the PCIe and SXM4 MAMF bound")
{
    const double pcie = 252.9 / 271.2; // 0.9325
    CHECK(ampereSxmPowerLimitShare(400) == Approx(1));
    CHECK(ampereSxmPowerLimitShare(500) == Approx(1)); // no extrapolation above the SXM4 (liquid-cooled 500 W boards)
    CHECK(ampereSxmPowerLimitShare(0) == Approx(1));   // unknown board power: the part's datasheet
    CHECK(ampereSxmPowerLimitShare(300) == Approx(pcie));
    CHECK(ampereSxmPowerLimitShare(250) == Approx(pcie)); // held at the PCIe's below 300 W
    // Llama 2 34B's 350 W: half way.
    CHECK(ampereSxmPowerLimitShare(350) == Approx((1 + pcie) / 2));
    CHECK(ampereSxmPowerLimitShare(350) == Approx(0.9663).epsilon(1e-3));
    double last = 0;
    for (double w = 250; w <= 450; w += 10) {
        INFO(w << " W");
        CHECK(ampereSxmPowerLimitShare(w) >= last);
        last = ampereSxmPowerLimitShare(w);
    }
}

TEST_CASE(
    "perf ampere: a capped SXM4 board's GEMMs slow by its share, its memory-bound work not, PCIe cards keep theirs")
{
    REQUIRE(gpuGeneration(a100Sxm(350)) == GpuGeneration::AmpereSxm);
    const double share = ampereSxmPowerLimitShare(350);
    CHECK(gpuEfficiency(a100Sxm(350)).gemm16 == Approx(share * gpuEfficiency(a100Sxm(400)).gemm16));
    const ComputeRates full(a100Sxm(400), Precision::Bf16);
    const ComputeRates capped(a100Sxm(350), Precision::Bf16);
    CHECK(capped.gemmMathTime(16384, 8192, 8192) == Approx(full.gemmMathTime(16384, 8192, 8192) / share));
    // Flash attention's rates are relative to the GEMM rate: the kernel slows by the same share.
    const double gemms = full.gemmMathTime(4096, 4096, 128, 64, false);
    const double cappedGemms = capped.gemmMathTime(4096, 4096, 128, 64, false);
    CHECK(capped.flashForwardTime(cappedGemms, 4096) == Approx(full.flashForwardTime(gemms, 4096) / share));
    // HBM traffic is the memory clock's, not the SMs'.
    CHECK(capped.memoryTime(1e9) == Approx(full.memoryTime(1e9)));
    // tf32 takes the same share (one measured share for the tensor cores, gpuefficiency.h).
    const ComputeRates fullTf32(a100Sxm(400), Precision::Tf32), cappedTf32(a100Sxm(350), Precision::Tf32);
    CHECK(cappedTf32.gemmMathTime(8192, 8192, 8192) == Approx(fullTf32.gemmMathTime(8192, 8192, 8192) / share));
    // An A100 PCIe keeps its own measured share, whatever its board power (250 W 40GB, 300 W 80GB).
    GpuSpec pcie = a100Sxm(300);
    pcie.formFactor = GpuFormFactor::Pcie;
    pcie.baseboard.clear();
    REQUIRE(gpuGeneration(pcie) == GpuGeneration::AmperePcie);
    CHECK(gpuEfficiency(pcie).gemm16 == Approx(252.9 / 271.2));
    pcie.tdpW = 250;
    CHECK(gpuEfficiency(pcie).gemm16 == Approx(252.9 / 271.2));
}
