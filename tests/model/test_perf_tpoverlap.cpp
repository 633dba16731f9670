// Tensor-parallel communication overlap (Transformer Engine userbuffers, workload "tp_comm_overlap"): the three
// overlap methods by hand, a layer's exposed time composed from the collective model and the GEMM rates by hand,
// and the invariants: overlap never makes a step slower, and without tensor or sequence parallelism nothing changes.
#include "model/perffixture.h"
#include "perf/perfmodel.h"
#include "perf/stepmodel.h"
#include "support/testsupport.h"

#include <algorithm>

namespace {

using namespace aip;
using namespace aip::perf;

ClusterHardware dgxH100(int nodes)
{
    return perftest::dgxCluster(nodes, true);
}

// GPT-3 175B's layer (h 12288, 96 heads, s 2048), 8 layers, bf16.
Workload gpt(bool overlap)
{
    Workload w = perftest::gptWorkload(8, 12288, 96, 2048, 51200, 8);
    w.precision = Precision::Bf16;
    if (overlap)
        w.extra.insert(QStringLiteral("tp_comm_overlap"), true);
    return w;
}

Strategy tensorParallel(int tp, bool sp, Recompute rc)
{
    Strategy s;
    s.tp = tp;
    s.dp = 8 / tp;
    s.sequenceParallel = sp;
    s.recompute = rc;
    return s;
}

} // namespace

TEST_CASE("perf tp overlap: pipeline, ring exchange and bulk by hand")
{
    // pipeline, 4 splits: communication 3 beside a GEMM of 2: 1 beyond the GEMM plus the last chunk's 2 / 4.
    CHECK(pipelinedCommExposedS(3, 2, 4) == Approx(1.5));
    CHECK(pipelinedCommExposedS(1, 4, 4) == Approx(0.25)); // hidden but for the last chunk: 1 / 4
    // ring exchange, tp 4: the local chunk's GEMM runs first, 3 transfers beside the other 3 chunks (1.5 of 2).
    CHECK(ringExchangeCommExposedS(2, 2, 4) == Approx(0.5));
    CHECK(ringExchangeCommExposedS(1, 4, 8) == 0); // 1 under 3.5: hidden
    // bulk: the whole collective beside one GEMM.
    CHECK(bulkCommExposedS(3, 2) == Approx(1));
    CHECK(bulkCommExposedS(1, 2) == 0);
    // Never more than the collective itself, never negative.
    for (double c : {0.0, 0.1, 1.0, 7.0})
        for (double g : {0.0, 0.5, 1.0, 10.0})
            for (int n : {1, 2, 4, 8}) {
                CHECK(pipelinedCommExposedS(c, g, n) <= c + 1e-12);
                CHECK(ringExchangeCommExposedS(c, g, n) <= c + 1e-12);
                CHECK(bulkCommExposedS(c, g) <= c + 1e-12);
                CHECK(pipelinedCommExposedS(c, g, n) >= 0);
                CHECK(ringExchangeCommExposedS(c, g, n) >= 0);
            }
}

TEST_CASE("perf tp overlap: the plan option reads true only when set")
{
    CHECK_FALSE(tpCommOverlap(gpt(false)));
    CHECK(tpCommOverlap(gpt(true)));
}

TEST_CASE("perf tp overlap: a layer's exposed time composed by hand, tp 8 with sequence parallelism")
{
    const ClusterHardware c = dgxH100(1);
    const StepModel off(perftest::resolved(gpt(false).model), gpt(false), c);
    const StepModel on(perftest::resolved(gpt(true).model), gpt(true), c);
    const Strategy s = tensorParallel(8, true, Recompute::None);
    const StepEstimate a = off.evaluate(s), b = on.evaluate(s);
    REQUIRE(a.valid);
    REQUIRE(b.valid);
    // One activation of 1 x 2048 tokens x 12288 x 2 bytes, all-gathered and reduce-scattered over the node's 8 GPUs.
    const CommGroup g = on.tpGroup(s);
    const double bytes = 2048.0 * 12288 * 2;
    const double ag = on.collectives().time(Collective::AllGather, bytes, g);
    const double rs = on.collectives().time(Collective::ReduceScatter, bytes, g);
    // The GEMMs of 2048 tokens on 1/8 of each weight: QKV 2048 x 4608 x 12288, projection 2048 x 12288 x 1536, FC1
    // 2048 x 6144 x 12288, FC2 2048 x 12288 x 6144; data gradients of the projection and FC2 and weight gradients of
    // QKV and FC1 with the same FLOPs in their own shapes.
    const ComputeRates &r = on.rates();
    const double qkv = r.gemmTime(2048, 4608, 12288), proj = r.gemmTime(2048, 12288, 1536);
    const double fc1 = r.gemmTime(2048, 6144, 12288), fc2 = r.gemmTime(2048, 12288, 6144);
    const double fwd = std::max(ag - qkv * 7 / 8, 0.0) + std::max(rs - proj, 0.0) + std::min(rs, proj) / 4
        + std::max(ag - fc1 * 7 / 8, 0.0) + std::max(rs - fc2, 0.0) + std::min(rs, fc2) / 4;
    const double bwd = std::max(ag - r.gemmTime(2048, 1536, 12288) * 7 / 8, 0.0)
        + std::max(ag - r.gemmTime(2048, 6144, 12288) * 7 / 8, 0.0) + std::max(rs - r.gemmTime(12288, 4608, 2048), 0.0)
        + std::max(rs - r.gemmTime(12288, 6144, 2048), 0.0);
    // The hidden rest slows its GEMMs by 18.9 % of its time (kOverlapComputeSlowdown, Lee et al. 2025).
    const double layer = fwd + bwd + 0.189 * (4 * (ag + rs) - fwd - bwd);
    // 8 layers per micro-batch (8 of them: batch 8, dp 1), the embedding's and loss's two collectives still exposed.
    REQUIRE(b.microBatches == 8);
    CHECK(b.breakdown.tpCommS == Approx(8 * (8 * layer + 2 * (ag + rs))).epsilon(1e-9));
    CHECK(a.breakdown.tpCommS == Approx(8 * (8 * 4 * (ag + rs) + 2 * (ag + rs))).epsilon(1e-9));
    // Within one node the GEMMs outlast their collectives: most of the layers' TP time is hidden.
    CHECK(b.breakdown.tpCommS < 0.5 * a.breakdown.tpCommS);
    CHECK(b.stepS < a.stepS);
    CHECK(b.breakdown.computeS == Approx(a.breakdown.computeS).epsilon(1e-12));
}

TEST_CASE("perf tp overlap: never slower, and nothing changes without tensor or sequence parallelism")
{
    const ClusterHardware c = dgxH100(1);
    const StepModel off(perftest::resolved(gpt(false).model), gpt(false), c);
    const StepModel on(perftest::resolved(gpt(true).model), gpt(true), c);
    for (int tp : {1, 2, 4, 8})
        for (bool sp : {false, true})
            for (Recompute rc : {Recompute::None, Recompute::Selective, Recompute::Full}) {
                const Strategy s = tensorParallel(tp, sp, rc);
                const StepEstimate a = off.evaluate(s), b = on.evaluate(s);
                INFO("tp " << tp << " sp " << sp << " recompute " << int(rc));
                REQUIRE(a.valid == b.valid);
                if (!a.valid)
                    continue;
                CHECK(b.stepS <= a.stepS);
                CHECK(b.breakdown.tpCommS <= a.breakdown.tpCommS);
                if (tp == 1 || !sp) {
                    CHECK(b.stepS == a.stepS);
                    CHECK(b.breakdown.tpCommS == a.breakdown.tpCommS);
                } else {
                    CHECK(b.breakdown.tpCommS < a.breakdown.tpCommS);
                }
            }
}
