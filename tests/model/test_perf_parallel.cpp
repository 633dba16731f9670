// ZeRO-3 / FSDP as per-layer collectives, hybrid sharding, context parallelism and goodput: each piece against a
// hand calculation from its source (NCCL's ring cost model, FSDP's prefetch depth 1, Young's checkpoint interval,
// the Llama 3 failure rate), and the invariants that must hold whatever the constants.
#include "model/perffixture.h"
#include "perf/datacomm.h"
#include "perf/goodput.h"
#include "perf/perfmodel.h"
#include "perf/stepmodel.h"
#include "support/testsupport.h"

#include <cmath>

namespace {

using namespace aip;
using namespace aip::perf;

ClusterHardware dgx(int nodes, bool h100 = false)
{
    return perftest::dgxCluster(nodes, h100);
}

Workload llama(const char *preset, qint64 batch)
{
    Workload w;
    w.model.preset = QLatin1String(preset);
    w.globalBatch = batch;
    w.precision = Precision::Bf16;
    return w;
}

Strategy fsdp(int dp, int mb = 1)
{
    Strategy s;
    s.dp = dp;
    s.microBatch = mb;
    s.zero = 3;
    s.recompute = Recompute::Full;
    return s;
}

} // namespace

TEST_CASE("perf parallel: ring all-gather latency follows NCCL's ring cost model")
{
    const CollectiveModel m(dgx(64));
    const CommGroup g{512, 8}; // 64 DGX A100, 8 ranks each: 511 steps, 63 of them across the network
    // NCCL v2.8.4-1 src/graph/tuning.cc, in us: Simple 8.4 + 448 x 3.4 + 63 x 9.6 at the bus bandwidth; LL128 10 +
    // 448 x 1.9 + 63 x 4.0 at min(0.92 x busBw, 8 channels x 18.3 GB/s); LL 3.6 + 448 x 0.47 x 1.8 + 63 x 2.7 at
    // min(busBw / 4, 19.0 GB/s).
    const double simple = (8.4 + 448 * 3.4 + 63 * 9.6) * 1e-6;
    const double ll128 = (10 + 448 * 1.9 + 63 * 4.0) * 1e-6;
    const double ll = (3.6 + 448 * 0.47 * 1.8 + 63 * 2.7) * 1e-6;
    const double bus = 8 * 25e9 * 0.96; // 8 x 200 Gb/s NICs at 96 % (192 GB/s)
    const double share = 511.0 / 512;
    CHECK(m.ringLatency(g, 1024) == Approx(ll + 1024 * share * (1 / 19.0e9 - 1 / bus)).epsilon(1e-9)); // small: LL
    CHECK(m.ringLatency(g, 1e10) == Approx(simple).epsilon(1e-9)); // large ones: Simple
    // One layer's all-gather, 1.8 GB: LL128's lower latency (1.1 against 2.1 ms) no longer makes up for its capped
    // bandwidth (146.4 against 192 GB/s): Simple.
    const double bytes = 1.8e9;
    const double transfer = bytes * share / bus;
    CHECK(ll128 + bytes * share / (8 * 18.3e9) > simple + transfer);
    CHECK(m.time(Collective::AllGather, bytes, g) == Approx(simple + transfer).epsilon(1e-9));
    // A mid-sized one, 64 MB: LL128 wins.
    const double mid = 64e6;
    CHECK(m.time(Collective::AllGather, mid, g) == Approx(ll128 + mid * share / (8 * 18.3e9)).epsilon(1e-9));
    // A reduce-scatter's LL128 channel cap is 15.2 GB/s.
    CHECK(m.time(Collective::ReduceScatter, mid, g) == Approx(ll128 + mid * share / (8 * 15.2e9)).epsilon(1e-9));
    // Latency grows with the ring: twice the nodes, about twice the latency.
    CHECK(m.ringLatency({1024, 8}, 1e10) > 1.9 * m.ringLatency(g, 1e10));
}

TEST_CASE("perf parallel: ZeRO-3 exposes the first gather and what the neighbouring unit's compute cannot hide")
{
    const ClusterHardware c = dgx(16);
    const CollectiveModel coll(c);
    const DataParallelComm comm(coll, c.gpusPerNode);
    Strategy s = fsdp(128);
    DataParallelWork w;
    w.microBatches = 2;
    w.units = 10;
    w.unitParams = 1e8;
    w.paramsPerGpu = 10 * 1e8 + 2e8; // a 2e8-parameter root unit (embedding and output layer)
    const CommGroup g = comm.shardGroup(s);
    CHECK(g.ranks == 128);
    CHECK(g.ranksPerNode == 8);
    const double ag = coll.time(Collective::AllGather, 2e8, g), rs = coll.time(Collective::ReduceScatter, 2e8, g);
    const double rootAg = coll.time(Collective::AllGather, 4e8, g),
                 rootRs = coll.time(Collective::ReduceScatter, 4e8, g);
    const double total = rootAg + rootRs + 10 * (2 * ag + rs);
    SECTION("no compute to hide behind: everything is exposed")
    {
        CHECK(comm.cost(s, w).exposedS == Approx(2 * total).epsilon(1e-9));
    }
    SECTION("ample compute: the first gathers and the last reduce-scatters wait (prefetch depth 1)")
    {
        w.unitFwdS = 1;
        w.unitBwdS = 2;
        w.headBwdS = 1;
        const double exposed = rootAg + ag + rs + rootRs;
        const double slowdown = kOverlapComputeSlowdown; // NCCL's CTAs beside compute (datacomm.h)
        CHECK(comm.cost(s, w).exposedS == Approx(2 * (exposed + slowdown * (total - exposed))).epsilon(1e-9));
    }
    SECTION("half-hidden: each unit exposes what exceeds its neighbour's compute")
    {
        w.unitFwdS = ag / 2;
        w.unitBwdS = (ag + rs) / 2;
        w.headBwdS = 0;
        const double fwd = rootAg + ag + 9 * ag / 2;
        const double bwd = ag + 9 * (ag + rs) / 2 + rs + rootRs;
        const double exposed = fwd + bwd;
        CHECK(comm.cost(s, w).exposedS
              == Approx(2 * (exposed + kOverlapComputeSlowdown * (total - exposed))).epsilon(1e-9));
    }
    SECTION("DeepSpeed (2021) gathers each of a layer's 12 tensors synchronously and all-reduces 5e8-element buckets")
    {
        s.shardingImpl = ShardingImpl::DeepSpeed;
        // Per tensor: one ring all-gather of a twelfth of the layer, plus per rank a copy launch (3.8 us) and the
        // Python narrow that builds DeepSpeed's list of views (2.3 us, partition_parameters.py _allgather_param). The
        // gradients: flat all-reduces of reduce_bucket_size (5e8) elements, a 1e8-parameter unit a fifth of one
        // (stage3.py @ 18a26e86, contiguous_gradients off: buffered_reduce_fallback -> allreduce_bucket), no list
        // copies; the root unit's 2e8 parameters one all-reduce.
        const double agT = coll.time(Collective::AllGather, 2e8 / 12, g);
        const double rsT = 0.2 * coll.time(Collective::AllReduce, 2e8 / 0.2, g) / 12;
        const double rootAr = coll.time(Collective::AllReduce, 4e8, g);
        const double copies = 128 * (3.8e-6 + 2.3e-6);
        CHECK(rsT * 12 > rs); // an all-reduce moves twice a reduce-scatter's bytes
        CHECK(12 * agT > ag); // twelve ring latencies where FSDP pays one
        w.unitFwdS = 1;       // ample compute: FSDP would hide all but the first gather; DeepSpeed's gathers wait
        w.unitBwdS = 2;
        w.headBwdS = 1;
        auto expected = [&](double passes) {
            // Forward and backward gathers exposed; each unit's reduce-scatters hide only under the compute queued
            // before the next gather (a twelfth of the unit's backward); the root unit's gather and reduce-scatter
            // exposed.
            const double gathers = rootAg + 10 * passes * 12 * agT;
            const double reduces = 10 * 12 * rsT + rootAr;
            const double exposed = gathers + 10 * std::max(0.0, 12 * rsT - w.unitBwdS / 12) + rootAr;
            const double host = (10 * passes * 12 + 1) * copies;
            return 2 * (exposed + host + kOverlapComputeSlowdown * (gathers + reduces - exposed));
        };
        CHECK(comm.cost(s, w).exposedS == Approx(expected(2)).epsilon(1e-9));
        // Full recompute: the recomputed forward gathers every tensor once more.
        w.forwardRecomputed = true;
        CHECK(comm.cost(s, w).exposedS == Approx(expected(3)).epsilon(1e-9));
        // The per-rank copies make each collective dearer as the group grows: 4x the ranks, more than 4x the host time.
        Strategy wide = fsdp(512);
        wide.shardingImpl = ShardingImpl::DeepSpeed;
        const DataParallelComm wideComm(coll, c.gpusPerNode);
        CHECK(wideComm.cost(wide, w).exposedS > comm.cost(s, w).exposedS + 2 * 10 * 36 * (512 - 128) * 3.8e-6);
        // No compute queued between the gathers: every reduction waits as well.
        w.unitFwdS = w.unitBwdS = w.headBwdS = 0;
        const double all = rootAg + 10 * 3 * 12 * agT + 10 * 12 * rsT + rootAr;
        CHECK(comm.cost(s, w).exposedS == Approx(2 * (all + (10 * 3 * 12 + 1) * copies)).epsilon(1e-9));
    }
}

TEST_CASE("perf parallel: DeepSpeed (2021) ZeRO-3 adds its buffers' HBM passes to every synchronous gather and reduce")
{
    // deepspeed/runtime/zero at v0.3.15: a gather zeroes its output (a write), ProcessGroupNCCL copies the gathered
    // flat buffer out to the list of views (a read and a write) and fetch_sub_module evaluates param.norm() for a
    // debug string (a read): 4 bytes of HBM traffic per byte gathered; a gradient bucket is flattened, scaled in place
    // and copied back after its all-reduce (6 per byte reduced). At 1 TB/s, per micro-batch.
    const ClusterHardware c = dgx(16);
    const CollectiveModel coll(c);
    const DataParallelComm comm(coll, c.gpusPerNode);
    DataParallelWork w;
    w.microBatches = 2;
    w.units = 10;
    w.unitParams = 1e8;
    w.paramsPerGpu = 10 * 1e8 + 2e8;
    w.unitFwdS = 1;
    w.unitBwdS = 2;
    w.headBwdS = 1;
    Strategy ds = fsdp(128);
    ds.shardingImpl = ShardingImpl::DeepSpeed;
    const double without = comm.cost(ds, w).exposedS;
    w.hbmSecondsPerByte = 1e-12;
    for (bool recomputed : {false, true}) {
        w.forwardRecomputed = recomputed;
        const double passes = recomputed ? 3 : 2; // gathers per unit: forward, (recomputed forward,) backward
        DataParallelWork none = w;
        none.hbmSecondsPerByte = 0;
        const double gathered = (10 * passes * 1e8 + 2 * 2e8) * 2; // bytes, the root unit gathered once each way
        const double reduced = (10 * 1e8 + 2e8) * 2;
        INFO("recomputed " << recomputed);
        CHECK(comm.cost(ds, w).exposedS - comm.cost(ds, none).exposedS
              == Approx(2 * 1e-12 * (4 * gathered + 6 * reduced)).epsilon(1e-9));
    }
    CHECK(comm.cost(ds, w).exposedS > without);
    // PyTorch FSDP gathers into its flat parameter's preallocated buffer: nothing added.
    Strategy fs = fsdp(128);
    DataParallelWork none = w;
    none.hbmSecondsPerByte = 0;
    CHECK(comm.cost(fs, w).exposedS == comm.cost(fs, none).exposedS);
}

TEST_CASE("perf parallel: hybrid sharding never moves more bytes across nodes than full sharding")
{
    const ClusterHardware c = dgx(16);
    const StepModel model(*resolveModel(llama("llama2-13b", 512).model, nullptr), llama("llama2-13b", 512), c);
    for (int tp : {1, 2, 4}) {
        for (int zero : {1, 2, 3}) {
            Strategy full = fsdp(128 / tp);
            full.tp = tp;
            full.zero = zero;
            Strategy hybrid = full;
            hybrid.shardGroup = 8 / tp;
            REQUIRE(hybrid.hybrid() == (8 / tp < full.dp));
            const StepEstimate f = model.evaluate(full), h = model.evaluate(hybrid);
            REQUIRE(f.valid);
            REQUIRE(h.valid);
            INFO("tp " << tp << " zero " << zero);
            CHECK(h.interNodeDpBytesPerGpu <= f.interNodeDpBytesPerGpu);
            if (zero == 3)
                CHECK(h.interNodeDpBytesPerGpu < f.interNodeDpBytesPerGpu);
            // Hybrid keeps a shard per node: more memory per GPU than sharding over all ranks.
            CHECK(h.memory.totalBytes > f.memory.totalBytes);
        }
    }
}

TEST_CASE("perf parallel: more network bandwidth never slows a sharded step")
{
    const Workload w = llama("llama2-70b", 1024);
    const ModelArch arch = *resolveModel(w.model, nullptr);
    ClusterHardware slow = dgx(64);
    ClusterHardware fast = slow;
    fast.nicGbps *= 2;
    for (Strategy s : {fsdp(512), fsdp(512, 2)}) {
        for (ShardingImpl impl : {ShardingImpl::DeepSpeed, ShardingImpl::Fsdp, ShardingImpl::Megatron}) {
            s.shardingImpl = impl;
            Strategy h = s;
            h.shardGroup = 8;
            for (const Strategy &x : {s, h}) {
                const double a = StepModel(arch, w, slow).evaluate(x).stepS;
                const double b = StepModel(arch, w, fast).evaluate(x).stepS;
                CHECK(b <= a);
            }
        }
    }
}

TEST_CASE("perf parallel: context parallelism splits the sequence, its activations and its GPUs")
{
    Workload w = llama("llama3-70b", 64);
    w.model.seqLen = 32768;
    const ModelArch arch = *resolveModel(w.model, nullptr);
    const StepModel model(arch, w, dgx(32));
    Strategy s;
    s.tp = 8;
    s.pp = 4;
    s.dp = 8;
    s.zero = 1;
    s.recompute = Recompute::Selective;
    s.sequenceParallel = true;
    Strategy withCp = s;
    withCp.cp = 2;
    withCp.dp = 4;
    CHECK(withCp.gpus() == 256);
    const StepEstimate a = model.evaluate(s), b = model.evaluate(withCp);
    REQUIRE(a.valid);
    REQUIRE(b.valid);
    CHECK(b.memory.activationsBytes == Approx(a.memory.activationsBytes / 2).epsilon(0.01));
    CHECK(b.breakdown.cpCommS >= 0);
    // The same FLOPs per step are done by the same number of GPUs.
    CHECK(b.hardwareFlops == Approx(a.hardwareFlops).epsilon(0.01));
    // Ring attention's K/V exchange: (cp-1)/cp of the layer's K and V forward, twice that backward, as sends.
    const CollectiveModel coll(dgx(32));
    const double kv = 2.0 * 32768 / 2 * 8 * 128 * 2 / 8; // K and V of 16k tokens, 8 KV heads of 128, bf16, tp 8
    CHECK(coll.time(Collective::SendRecv, kv, {2, 2}) > 0);
    // A sequence that cp does not divide is refused.
    withCp.cp = 3;
    CHECK_FALSE(model.evaluate(withCp).valid);
}

TEST_CASE("perf parallel: goodput from checkpoint writes and failures (Young's interval, Llama 3 failure rate)")
{
    // 1 TB of weights and optimizer states on 128 nodes at ~1 GB/s each: 8 s per checkpoint.
    const GoodputEstimate g = estimateGoodput(std::nullopt, 1e12, 1024, 128);
    CHECK(g.checkpointWriteS == Approx(1e12 / (128 * 2e12 / 2048)));
    CHECK(kDefaultFailuresPer1kGpuDays == Approx(0.4736).epsilon(0.001));
    const double perS = kDefaultFailuresPer1kGpuDays / 1000 * 1024 / 86400;
    CHECK(g.jobMtbfS == Approx(1 / perS).epsilon(0.001));
    CHECK(g.checkpointIntervalS == Approx(std::sqrt(2 * 8.0 / perS)).epsilon(0.001));
    const double lost = (600 + 8) + (g.checkpointIntervalS + 8) / 2;
    const double expected = (1 - perS * lost) * (1 - 8 / (g.checkpointIntervalS + 8));
    CHECK(g.goodput == Approx(expected).epsilon(1e-9));
    CHECK(g.goodput < 1);
    CHECK(g.goodput > 0.9);
    // Given figures win; no failures and rare checkpoints leave almost everything.
    Goodput given;
    given.failuresPer1kGpuDays = 0;
    given.checkpointEveryMin = 600;
    const GoodputEstimate none = estimateGoodput(given, 1e12, 1024, 128);
    CHECK(none.goodput == Approx(1 - 8 / (36000 + 8.0)));
    // More GPUs fail more often.
    CHECK(estimateGoodput(std::nullopt, 1e12, 16384, 2048).goodput < g.goodput);
}

TEST_CASE("perf parallel: simulate reports model and hardware TFLOPS, goodput and GPU-hours")
{
    Workload w = llama("llama2-7b", 512);
    w.tokensToTrain = 1e11;
    const PerfResult r = simulate(w, dgx(8));
    REQUIRE(r.ok());
    CHECK(r.modelTflopsPerGpu == Approx(r.modelFlopsPerStep / r.stepTimeS / r.gpusUsed / 1e12));
    CHECK(r.hardwareTflopsPerGpu >= r.modelTflopsPerGpu);
    CHECK(r.mfu == Approx(r.modelTflopsPerGpu / r.peakTflopsPerGpu));
    REQUIRE(r.timeToTrainS);
    REQUIRE(r.gpuHours);
    CHECK(*r.wallClockToTrainS == Approx(*r.timeToTrainS / r.goodput));
    CHECK(*r.gpuHours == Approx(*r.wallClockToTrainS * r.gpusUsed / 3600));
    const QJsonObject o = toJson(r);
    for (const char *key : {"hardware_tflops_per_gpu", "gpu_hours", "goodput", "wall_clock_to_train_s"})
        CHECK(o.contains(QLatin1String(key)));
    CHECK(o[QStringLiteral("strategy")].toObject()[QStringLiteral("cp")].toInt() == 1);
}

TEST_CASE("perf parallel: FSDP2 under a pipeline schedule gathers once per step and reduces fp32 gradients once")
{
    // torchtitan apply_fsdp @ 9dec370 (reshard_after_forward=False with PP) and torch.distributed.pipelining's
    // backward_maybe_with_nosync (no reshard, no gradient sync until the last micro-batch): each unit is gathered
    // once, before the first micro-batch's forward, and its fp32 gradients (reduce_dtype float32) reduce-scattered
    // once, after the last backward.
    const ClusterHardware c = dgx(16);
    const CollectiveModel coll(c);
    const DataParallelComm comm(coll, c.gpusPerNode);
    Strategy s = fsdp(16);
    s.pp = 8;
    REQUIRE(keepsUnshardedUnderPipeline(s));
    DataParallelWork w;
    w.microBatches = 8;
    w.units = 10;
    w.unitParams = 1e8;
    w.paramsPerGpu = 10 * 1e8 + 2e8;
    w.unitFwdS = 1;
    w.unitBwdS = 2;
    w.headBwdS = 1;
    const CommGroup g = comm.shardGroup(s);
    const double ag = coll.time(Collective::AllGather, 2e8, g), rs = coll.time(Collective::ReduceScatter, 4e8, g);
    const double rootAg = coll.time(Collective::AllGather, 4e8, g),
                 rootRs = coll.time(Collective::ReduceScatter, 8e8, g);
    const double total = rootAg + rootRs + 10 * (ag + rs);
    // Exposed: the root and first gathers, and every reduce-scatter of the stage (nothing of its backward is left).
    const double exposed = rootAg + ag + 10 * rs + rootRs;
    CHECK(comm.cost(s, w).exposedS == Approx(exposed + kOverlapComputeSlowdown * (total - exposed)).epsilon(1e-9));
    // Not per micro-batch: the same with one micro-batch or eight.
    DataParallelWork one = w;
    one.microBatches = 1;
    CHECK(comm.cost(s, one).exposedS == comm.cost(s, w).exposedS);
    // Two stage chunks per rank (interleaved): each chunk's reductions still expose, since the stage makes the compute
    // stream wait for them after the chunk's last backward (stage.py backward_maybe_with_nosync calls FSDP's
    // _root_post_backward_final_callback), before the other chunk's backward runs.
    s.interleave = 2;
    CHECK(comm.cost(s, w).exposedS == Approx(exposed + kOverlapComputeSlowdown * (total - exposed)).epsilon(1e-9));
    // DeepSpeed, Megatron and FSDP without a pipeline keep resharding.
    for (ShardingImpl impl : {ShardingImpl::DeepSpeed, ShardingImpl::Megatron}) {
        Strategy other = s;
        other.shardingImpl = impl;
        CHECK_FALSE(keepsUnshardedUnderPipeline(other));
    }
    Strategy flat = fsdp(128);
    CHECK_FALSE(keepsUnshardedUnderPipeline(flat));
    CHECK(comm.cost(flat, w).exposedS > comm.cost(s, w).exposedS);
}

TEST_CASE("perf parallel: FSDP2 under a pipeline schedule accumulates each micro-batch's gradients in fp32")
{
    // _fsdp_param_group.py post_backward with reduce_grads False: the first micro-batch's bf16 gradient cast up to
    // fp32 (read 2, write 4), every later one added into it (read 2 and 4, write 4).
    Strategy s = fsdp(8);
    s.pp = 4;
    REQUIRE(keepsUnshardedUnderPipeline(s));
    CHECK(pipelineGradAccumulateBytesPerParam(s, 1, 2) == Approx(6));
    CHECK(pipelineGradAccumulateBytesPerParam(s, 8, 2) == Approx((6 + 7 * 10) / 8.0));
    // fp32 gradients already are the reduce dtype: autograd adds the later ones in place (read 4 and 4, write 4).
    CHECK(pipelineGradAccumulateBytesPerParam(s, 8, 4) == Approx(7 * 12 / 8.0));
    // So do weights outside FSDP (experts no other rank holds): bf16 gradients added in place, read 2 and 2, write 2.
    CHECK(pipelineGradAccumulateBytesPerParam(s, 8, 2, false) == Approx(7 * 6 / 8.0));
    CHECK(pipelineGradAccumulateBytesPerParam(s, 1, 2, false) == 0);
    Strategy flat = fsdp(32);
    CHECK(pipelineGradAccumulateBytesPerParam(flat, 8, 2) == 0);
    Strategy megatron = s;
    megatron.shardingImpl = ShardingImpl::Megatron;
    CHECK(pipelineGradAccumulateBytesPerParam(megatron, 8, 2) == 0);

    // In the step: the busiest stage's compute grows by those bytes over its weights at HBM speed, every micro-batch;
    // the same strategy under Megatron's sharding (no such pass) is the baseline.
    const ClusterHardware c = dgx(4);
    auto accumulateS = [&](qint64 batch) {
        const Workload w = llama("llama2-70b", batch);
        const StepModel model(*resolveModel(w.model, nullptr), w, c);
        const StepEstimate a = model.evaluate(s), b = model.evaluate(megatron);
        REQUIRE(a.valid);
        REQUIRE(b.valid);
        return a.breakdown.computeS - b.breakdown.computeS;
    };
    const double one = accumulateS(8), eight = accumulateS(64); // 1 and 8 micro-batches a step
    REQUIRE(one > 0);
    // Per micro-batch, 9.5 bytes a parameter against 6 (the passes are GB-sized: HBM efficiency the same).
    CHECK(eight / 8 / one == Approx(9.5 / 6).epsilon(0.01));
    // A stage of Llama 2 70B: 20 layers (and the embedding or the output layer) of 0.86B parameters each, 6 bytes a
    // parameter at most at the A100's 2,039 GB/s, at least at half of it.
    const double stageParams = 20 * 0.856e9 + 32000.0 * 8192;
    CHECK(one >= stageParams * 6 / (c.gpu.memoryBandwidthGBs * 1e9));
    CHECK(one <= stageParams * 6 / (0.5 * c.gpu.memoryBandwidthGBs * 1e9));
}
