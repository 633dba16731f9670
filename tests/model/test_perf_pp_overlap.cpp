// Pipeline-parallel communication overlap (perf/pipelineschedule.h ppCommOverlap(), workload `pp_comm_overlap`):
// Megatron-Core's overlap_p2p_comm under the interleaved schedule, against hand counts of the sends left on the
// critical path, and through the step model on Llama 3.1 405B's DGX Cloud layout.
#include "model/perffixture.h"
#include "perf/datacomm.h"
#include "perf/perfmodel.h"
#include "perf/pipelineschedule.h"

#include <catch2/catch.hpp>

#include <QJsonValue>

namespace {

using namespace aip;
using namespace aip::perf;

// One stage's work as the step model hands it over: a micro-batch through the stage's layers takes `layersS`, of which
// a third is the forward; 16.8 MB crosses each boundary (4,096 tokens x hidden 16,384 x 2 bytes over tp 8).
PipelineStageWork stageWork(int microBatches, double layersS, bool overlap)
{
    PipelineStageWork w;
    w.microBatches = microBatches;
    w.layersS = layersS;
    w.boundaryBytes = 4096.0 * 16384 * 2 / 8;
    w.crossesNodes = true;
    w.commOverlap = overlap;
    return w;
}

Strategy pipeline(int pp, int interleave)
{
    Strategy s;
    s.tp = 8;
    s.pp = pp;
    s.dp = 4;
    s.interleave = interleave;
    return s;
}

// Llama 3.1 405B as NVIDIA's DGX Cloud benchmark runs it (NVIDIA/dgxc-benchmarking 35a9aec,
// llama3.1/llama3.1_405b.yaml): TP 8 x PP 9 x CP 2 with 7 virtual stages, micro-batch 1, batch 252 on 72 DGX H100.
Workload llama405(bool overlap, int interleave = 7)
{
    Workload w = perftest::gptWorkload(126, 16384, 128, 8192, 128256, 252);
    w.model.kvHeads = 16;
    w.model.ffnHidden = 53248;
    w.model.gatedMlp = true;
    w.microBatch = 1;
    w.precision = Precision::Bf16;
    Parallelism p;
    p.tp = 8;
    p.pp = 9;
    p.cp = 2;
    p.dp = 4;
    p.zero = 1;
    p.interleave = interleave;
    p.recompute = Recompute::None;
    p.sequenceParallel = true;
    w.parallelism = p;
    if (overlap)
        w.extra.insert(QStringLiteral("pp_comm_overlap"), true);
    return w;
}

} // namespace

TEST_CASE("perf pp comm overlap: the interleaved schedule's steady-state sends leave the critical path, by hand")
{
    const CollectiveModel collectives(perftest::dgxCluster(72, true));
    const double p2p = collectives.time(Collective::SendRecv, 4096.0 * 16384 * 2 / 8, CommGroup{2, 1});
    REQUIRE(p2p > 0);
    const int m = 63, pp = 9, v = 7;
    // Blocking (the default): 2 (v m + p - 1) sends (Narayanan et al. 2021, Sec. 2.2).
    const PipelineCost blocking = pipelineCost(pipeline(pp, v), stageWork(m, 0.25, false), collectives);
    CHECK(blocking.sendS == Approx(2.0 * (v * m + pp - 1) * p2p).epsilon(1e-12));
    // Overlapped, with a chunk's forward (0.25 s / 7 / 3, 12 ms) far longer than a send (a third of a millisecond):
    // the fill's and the flush's 2 (p - 1) stay, the steady state's 2 v m only slow the compute they run beside.
    const PipelineCost overlapped = pipelineCost(pipeline(pp, v), stageWork(m, 0.25, true), collectives);
    CHECK(overlapped.sendS
          == Approx(2.0 * (pp - 1) * p2p + 2.0 * v * m * kOverlapComputeSlowdown * p2p).epsilon(1e-12));
    CHECK(overlapped.sendS < blocking.sendS);
    // The bubble and the stage's pace are the schedule's, whatever the sends.
    CHECK(overlapped.bubbleS == Approx(blocking.bubbleS).epsilon(1e-15));
    CHECK(overlapped.stagePerMicroS == Approx(blocking.stagePerMicroS).epsilon(1e-15));

    // A chunk's forward shorter than a send hides only its own length: the rest of each send stays exposed.
    const double tinyForward = p2p / 4; // chunkForwardS = layersS / v / 3
    const PipelineCost tiny = pipelineCost(pipeline(pp, v), stageWork(m, tinyForward * 3 * v, true), collectives);
    const double perSteadySend = (p2p - tinyForward) + kOverlapComputeSlowdown * tinyForward;
    CHECK(tiny.sendS == Approx(2.0 * (pp - 1) * p2p + 2.0 * v * m * perSteadySend).epsilon(1e-12));
    CHECK(tiny.sendS <= 2.0 * (v * m + pp - 1) * p2p);
}

TEST_CASE("perf pp comm overlap: without interleaving, with DeepSpeed's engine or with one stage nothing changes")
{
    const CollectiveModel collectives(perftest::dgxCluster(72, true));
    // NeMo overlaps the sends only with virtual pipelining (communication_overlap.rst).
    CHECK(pipelineCost(pipeline(9, 1), stageWork(63, 0.25, true), collectives).sendS
          == pipelineCost(pipeline(9, 1), stageWork(63, 0.25, false), collectives).sendS);
    Strategy deepSpeed = pipeline(8, 1);
    deepSpeed.shardingImpl = ShardingImpl::DeepSpeed;
    CHECK(pipelineCost(deepSpeed, stageWork(63, 0.25, true), collectives).sendS
          == pipelineCost(deepSpeed, stageWork(63, 0.25, false), collectives).sendS);
    CHECK(pipelineCost(pipeline(1, 1), stageWork(63, 0.25, true), collectives).sendS == 0);
}

TEST_CASE("perf pp comm overlap: through the step model only the pipeline's sends move")
{
    const PartCatalog catalog = perftest::catalog();
    QString error;
    const auto cluster = clusterFromPlan(perftest::dgxPlan(72, llama405(false), true), catalog, &error);
    REQUIRE(cluster.has_value());
    const PerfResult blocking = simulate(llama405(false), *cluster);
    const PerfResult overlapped = simulate(llama405(true), *cluster);
    REQUIRE(blocking.stepTimeS > 0);
    REQUIRE(overlapped.strategy.interleave == 7);
    // 2 (v m + p - 1) = 898 blocking sends, of which 2 (p - 1) = 16 stay exposed and the other 882 cost
    // kOverlapComputeSlowdown of their time.
    const double p2p = blocking.breakdown.ppCommS / (2.0 * (7 * 63 + 8));
    CHECK(overlapped.breakdown.ppCommS == Approx(16 * p2p + 882 * kOverlapComputeSlowdown * p2p).epsilon(1e-9));
    CHECK(blocking.stepTimeS - overlapped.stepTimeS
          == Approx(blocking.breakdown.ppCommS - overlapped.breakdown.ppCommS).epsilon(1e-9));
    CHECK(overlapped.breakdown.computeS == blocking.breakdown.computeS);
    CHECK(overlapped.breakdown.tpCommS == blocking.breakdown.tpCommS);
    CHECK(overlapped.breakdown.ppBubbleS == blocking.breakdown.ppBubbleS);
    CHECK(overlapped.memory.totalBytes == blocking.memory.totalBytes);

    // Without virtual stages the option is inert.
    const PerfResult plain = simulate(llama405(false, 1), *cluster);
    const PerfResult plainOverlap = simulate(llama405(true, 1), *cluster);
    CHECK(plainOverlap.stepTimeS == plain.stepTimeS);
}
