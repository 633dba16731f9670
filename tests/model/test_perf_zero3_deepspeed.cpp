// DeepSpeed ZeRO-3 as the runs of Narayanan et al. 2021 Table 2 used it (v0.3.12-0.3.16, spring 2021): which of a
// layer's tensors it gathers one by one and which persist (param_persistence_threshold), the layer's last tensor kept
// from its recomputed forward to its backward, and the per-rank host loops around its list-based all_gathers,
// against a hand calculation from deepspeed/runtime/zero/partition_parameters.py and stage3.py (perf/datacomm.cpp).
#include "model/perffixture.h"
#include "perf/datacomm.h"

#include <catch2/catch.hpp>

#include <algorithm>

namespace {

using namespace aip;
using namespace aip::perf;

ModelArch gpt(int hidden, bool gated = false)
{
    ModelArch a;
    a.layers = 96;
    a.hidden = hidden;
    a.heads = hidden / 128;
    a.kvHeads = a.heads;
    a.ffnHidden = 4 * hidden;
    a.seqLen = 2048;
    a.vocab = 51200;
    a.gatedMlp = gated;
    return a;
}

} // namespace

TEST_CASE("perf zero3: DeepSpeed (2021) gathers a GPT layer's weight matrices and keeps its LayerNorms and biases")
{
    // GPT-3 175B (h 12288): QKV 3h^2, attention output h^2, MLP 4h^2 up and down gathered; two LayerNorms (weight and
    // bias, h each) and four biases (3h, h, 4h, h), all under 1e5 elements, persist: 8 tensors of 13h.
    const double h = 12288;
    const LayerTensors t = deepSpeedLayerTensors(gpt(12288), 1);
    CHECK(t.large == 4);
    CHECK(t.largeParams == Approx(12 * h * h));
    CHECK(t.small == 8);
    CHECK(t.smallParams == Approx(13 * h));
    CHECK(t.lastParams == Approx(4 * h * h));
    // h 32768: the MLP's up-projection bias (4h = 131,072) passes the threshold and is gathered like the weights.
    const double H = 32768;
    const LayerTensors wide = deepSpeedLayerTensors(gpt(32768), 1);
    CHECK(wide.large == 5);
    CHECK(wide.small == 7);
    CHECK(wide.smallParams == Approx(9 * H));
    // Split over tp 8 it is under the threshold again; the row-parallel biases stay whole (h).
    const LayerTensors split = deepSpeedLayerTensors(gpt(32768), 8);
    CHECK(split.large == 4);
    CHECK(split.largeParams == Approx(12 * H * H / 8));
    CHECK(split.smallParams == Approx(4 * H + 3 * H / 8 + H + 4 * H / 8 + H));
    // A gated MLP (Llama) has no biases: two norm weights persist; up and gate projections are one 2 x f tensor.
    const LayerTensors llama = deepSpeedLayerTensors(gpt(8192, true), 1);
    CHECK(llama.small == 2);
    CHECK(llama.largeParams == Approx(4 * 8192.0 * 8192 + 3 * 8192.0 * 4 * 8192));
}

TEST_CASE("perf zero3: DeepSpeed (2021) pays its per-rank host loops on every gather and on the persistent tensors")
{
    // GPT-3 175B on 1,536 A100 (192 DGX A100), ZeRO-3 over all of them, full recompute, no compute to hide anything
    // behind: every collective, host loop and persistent-tensor unpacking adds up.
    const ClusterHardware c = perftest::dgxCluster(192);
    const CollectiveModel coll(c);
    const DataParallelComm comm(coll, c.gpusPerNode);
    const CommGroup g{1536, 8};
    const double h = 12288, n = 1536, units = 96;
    Strategy s;
    s.dp = 1536;
    s.zero = 3;
    s.recompute = Recompute::Full;
    s.shardingImpl = ShardingImpl::DeepSpeed;
    DataParallelWork w;
    w.units = units;
    w.tensors = deepSpeedLayerTensors(gpt(12288), 1);
    w.unitParams = w.tensors.largeParams + w.tensors.smallParams;
    const double root = 51200 * h;
    w.paramsPerGpu = units * w.unitParams + root;
    w.forwardRecomputed = true;
    w.unitFwdS = w.unitBwdS = w.headBwdS = 0;

    // Forward and recomputed forward: the four weight matrices one collective each (12h^2 in all); the backward: the
    // three released after the recomputed forward (the down projection, 4h^2, is used again at once: kept).
    const double g4 = 4 * coll.time(Collective::AllGather, 12 * h * h * 2 / 4, g);
    const double g3 = 3 * coll.time(Collective::AllGather, 8 * h * h * 2 / 3, g);
    // Gradients: flat all-reduces of 5e8-element buckets (unchanged by this reading).
    const double buckets = w.unitParams / 5e8;
    const double r = buckets * coll.time(Collective::AllReduce, w.unitParams * 2 / buckets, g);
    const double rootG = coll.time(Collective::AllGather, root * 2, g),
                 rootR = coll.time(Collective::AllReduce, root * 2, g);
    const double total = rootG + rootR + units * (2 * g4 + g3 + r);
    // Per list gather and rank: a Python narrow (2.3 us, PyTorch's op benchmark) and a copy launch (3.8 us); 11
    // tensor gathers per layer and the root's.
    const double perRank = n * (2.3e-6 + 3.8e-6);
    const double host = (units * 11 + 1) * perRank;
    // The persistent tensors once per step (_post_step): one gather of all 768 (96 x 13h elements), its list, then
    // for each tensor and each of the 1,536 ranks a narrow, a view, a narrow and a copy_ (4 x 2.3 + 3.8 = 13 us).
    const double persistent = coll.time(Collective::AllGather, units * 13 * h * 2, g) + perRank + units * 8 * n * 13e-6;
    CHECK(units * 8 * n * 13e-6 == Approx(15.33).epsilon(0.001)); // 15.3 s a step at 1,536 ranks
    CHECK(comm.cost(s, w).exposedS == Approx(total + host + persistent).epsilon(1e-9));

    // A second micro-batch repeats the layer traffic and gathers the persistent tensors again, one at a time, in its
    // forward (they were partitioned after the first backward).
    w.microBatches = 2;
    const double later = 768 * coll.time(Collective::AllGather, units * 13 * h * 2 / 768, g) + 768 * perRank;
    CHECK(comm.cost(s, w).exposedS == Approx(2 * (total + host) + persistent + later).epsilon(1e-9));

    // Without recompute the backward gathers all four again (nothing between the two uses keeps them).
    w.microBatches = 1;
    w.forwardRecomputed = false;
    const double noRecompute = rootG + rootR + units * (2 * g4 + r);
    CHECK(comm.cost(s, w).exposedS == Approx(noRecompute + (units * 8 + 1) * perRank + persistent).epsilon(1e-9));
}
