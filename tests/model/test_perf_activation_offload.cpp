// Activation offload to host memory (workload "activation_offload_layers", perf/offload.h): Megatron-Core's
// cpu_offloading_num_layers on Transformer Engine's default synchroniser. The schedule's stalls against a hand count,
// where it applies, the link it takes, and the two Megatron-Bridge Llama 3 70B rows that ran with it on GB200 and
// GB300 (published_runs.csv, `activation_offload_layers` 40 and 20).
#include "model/bundledrunfixture.h"
#include "model/perffixture.h"
#include "perf/clusterhardware.h"
#include "perf/memorymodel.h"
#include "perf/offload.h"
#include "perf/perfmodel.h"
#include "perf/stepmodel.h"
#include "validation/publishedruns.h"
#include "validation/runprediction.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace aip;
using namespace aip::perf;
using namespace aip::validation;
using validationtest::bundledRun;

namespace {

// A Megatron-Bridge Llama 3 70B row's plan and cluster, on the rack `addRack` adds to the test catalog, after checking
// that the row offloads `layers` layers.
struct RowOnRack {
    Plan plan;
    ClusterHardware cluster;
};
RowOnRack rowOnRack(const char *id, void (*addRack)(PartCatalog &), int layers)
{
    PartCatalog catalog = perftest::catalog();
    addRack(catalog);
    const std::optional<PublishedRun> run = bundledRun(id);
    REQUIRE(run);
    REQUIRE(run->number("activation_offload_layers") == layers);
    QString error;
    const std::optional<Plan> plan = planForRun(*run, &error);
    INFO(error.toStdString());
    REQUIRE(plan);
    REQUIRE(plan->workload.extra.value(QStringLiteral("activation_offload_layers")).toInt() == layers);
    const std::optional<ClusterHardware> cluster = clusterFromPlan(*plan, catalog, &error);
    REQUIRE(cluster);
    // The host memory of the seed catalog's NVL72 racks (resources/catalog/seed_parts.csv: 36 Grace CPUs, each with
    // 480 GB of LPDDR5X at 512 GB/s), which the test catalog's racks carry as the seed's do.
    CHECK(cluster->hostMemoryGB == 36 * 480);
    CHECK(cluster->hostMemoryGBs == 36 * 512);
    return {*plan, *cluster};
}

Strategy dataParallel(int dp)
{
    Strategy s;
    s.dp = dp;
    return s;
}

} // namespace

TEST_CASE("perf activation offload: the copies meet their deadlines, or the compute stream waits what they miss")
{
    // 4 layers, layer 0 offloaded, copies of 0.5 s against 1 s forwards and 2 s backwards: the copy starts before
    // layer 1 (t = 1) and ends at 1.5, before layer 3 (L - N + 0) needs its memory at t = 3; the reload starts before
    // layer 2's backward (L - 1 - N + 0, t = 2), ends at 2.5, long before layer 0's backward at t = 6.
    CHECK(activationOffloadStallS(4, 1, 1e9, 1, 2, 2e9) == 0);

    // 4 layers, 2 offloaded, copies of 3 s, 1 s a layer either way. Forward: layer 0's copy runs 1-4, layer 1's 4-7;
    // layer 2 (deadline of layer 0's) starts at 2 and waits to 4; it ends at 5, and layer 3 (layer 1's deadline) waits
    // to 7: 4 s. Backward from t = 0: layer 3 (0-1); layer 1's reload starts before layer 2's backward (t = 1, done
    // at 4), layer 0's before layer 1's (t = 2, queued behind it: 4-7); layer 1 waits 2-4, ends at 5, layer 0 waits
    // 5-7: 4 s. 8 s in all.
    CHECK(activationOffloadStallS(4, 2, 3e9, 1, 1, 1e9) == Approx(8));

    // Asking for every layer offloads all but the last (Transformer Engine's limit without manual synchronisation).
    CHECK(activationOffloadStallS(4, 9, 3e9, 1, 1, 1e9) == Approx(activationOffloadStallS(4, 3, 3e9, 1, 1, 1e9)));
    // Nothing to offload, nothing to wait for; no link at all, forever.
    CHECK(activationOffloadStallS(4, 0, 3e9, 1, 1, 1e9) == 0);
    CHECK(std::isinf(activationOffloadStallS(4, 2, 3e9, 1, 1, 0)));
    // A faster link never waits longer.
    double last = activationOffloadStallS(80, 40, 4e9, 0.015, 0.030, 20e9);
    for (double rate : {50e9, 100e9, 200e9, 400e9}) {
        const double stall = activationOffloadStallS(80, 40, 4e9, 0.015, 0.030, rate);
        INFO(rate / 1e9 << " GB/s");
        CHECK(stall <= last);
        last = stall;
    }
}

TEST_CASE("perf activation offload: only without pipeline stages and recompute, at most all layers but the last")
{
    Strategy s = dataParallel(64);
    CHECK(offloadedActivationLayers(s, 40, 80) == 40);
    CHECK(offloadedActivationLayers(s, 80, 80) == 79);
    CHECK(offloadedActivationLayers(s, 0, 80) == 0);
    s.pp = 2;
    CHECK(offloadedActivationLayers(s, 40, 80) == 0);
    s.pp = 1;
    s.recompute = Recompute::Selective;
    CHECK(offloadedActivationLayers(s, 40, 80) == 0);
    s.recompute = Recompute::Full;
    CHECK(offloadedActivationLayers(s, 40, 80) == 0);
}

TEST_CASE("perf activation offload: a Grace superchip's GPU copies over NVLink-C2C, a PCIe card over its link")
{
    ClusterHardware c;
    c.gpusPerNode = 4;
    c.hostMemoryGBs = 4 * 512; // plenty: the link binds
    c.gpu.pcieGen = 5;
    c.gpu.pcieLanes = 16;
    // PCIe 5.0 x16 at the model's pinned-copy share (perf/offload.cpp).
    CHECK(activationHostBytesPerS(c, dataParallel(4)) == Approx(pcieBytesPerS(c.gpu)));
    CHECK(activationHostBytesPerS(c, dataParallel(4)) < 60e9);
    // GB200: 900 GB/s bidirectional C2C, 450 a direction, shared by the superchip's two GPUs.
    c.gpu.baseboard = QStringLiteral("gb200");
    CHECK(activationHostBytesPerS(c, dataParallel(4)) == Approx(225e9));
    // GH200: one GPU on its Grace.
    c.gpu.baseboard = QStringLiteral("gh200");
    c.gpusPerNode = 1;
    c.hostMemoryGBs = 512;
    CHECK(activationHostBytesPerS(c, dataParallel(1)) == Approx(std::min(450e9, 512e9 * 0.75)));
    // The node's host memory bandwidth, shared by the GPUs copying at once, can bind first.
    c.gpu.baseboard = QStringLiteral("gb200");
    c.gpusPerNode = 72;
    c.hostMemoryGBs = 36 * 100;
    CHECK(activationHostBytesPerS(c, dataParallel(72)) == Approx(36 * 100e9 * 0.75 / 72));
}

TEST_CASE("perf activation offload: Megatron-Bridge's Llama 3 70B on 64 GB200 fits with 40 layers offloaded, as it ran")
{
    const RowOnRack row = rowOnRack("MBRIDGE260401-LLAMA3-70B-64xGB200", perftest::addGb200Nvl72, 40);
    const Plan &plan = row.plan;
    const ClusterHardware &cluster = row.cluster;

    Workload without = plan.workload;
    without.extra.remove(QStringLiteral("activation_offload_layers"));
    const PerfResult on = simulate(plan.workload, cluster);
    const PerfResult off = simulate(without, cluster);
    // Without the offload the run does not fit in 186 GB; with it, it does (the preset's 40 layers: about 3.4 GiB a
    // layer at micro-batch 2 of 8,192 tokens).
    CHECK(off.status == PerfStatus::DoesNotFit);
    REQUIRE(on.status == PerfStatus::Ok);
    CHECK(on.memory.fits);

    const ModelArch arch = perftest::preset("llama3-70b");
    const double layerBytes
        = savedLayerActivationBytes(arch, on.strategy, plan.workload.precision, usesFlashAttention(plan.workload));
    CHECK(layerBytes > 3e9);
    CHECK(off.memory.activationsBytes - on.memory.activationsBytes == Approx(40 * layerBytes).epsilon(1e-9));
    CHECK(off.memory.totalBytes - on.memory.totalBytes == Approx(40 * layerBytes).epsilon(1e-9));
    // Held in the rack's host memory: 64 GPUs' 40 layers, within its 36 Grace CPUs' LPDDR5X.
    CHECK(on.memory.hostBytesPerNode == Approx(64 * 40 * layerBytes).epsilon(1e-9));
    CHECK(on.memory.hostBytesPerNode < on.memory.hostCapacityBytesPerNode);
    // Over NVLink-C2C the copies keep up with the layers: nothing waits, the step is the step without offload.
    CHECK(on.breakdown.offloadS == 0);
    CHECK(on.stepTimeS == Approx(off.stepTimeS).epsilon(1e-12));

    // The same GPUs on PCIe 5.0 x16 (about 50 GB/s a direction) could not hide 40 layers of 3.4 GiB: the step waits,
    // by the offload's stall and nothing else. (Off the GB200 board the GPU also loses the board's GEMM share,
    // gpuefficiency.h, so the comparison is with the same PCIe GPU without offload.)
    ClusterHardware pcie = cluster;
    pcie.gpu.baseboard.clear();
    const PerfResult slow = simulate(plan.workload, pcie);
    const PerfResult slowOff = simulate(without, pcie);
    REQUIRE(slow.status == PerfStatus::Ok);
    CHECK(slow.breakdown.offloadS > 1);
    CHECK(slow.stepTimeS == Approx(slowOff.stepTimeS + slow.breakdown.offloadS).epsilon(1e-9));
}

TEST_CASE("perf activation offload: the GB300 row's 20 layers fit its 288 GB, and 79 of 80 cannot hide their copies")
{
    const RowOnRack row = rowOnRack("MBRIDGE260401-LLAMA3-70B-64xGB300", perftest::addGb300Nvl72, 20);
    const Plan &plan = row.plan;
    const ClusterHardware &cluster = row.cluster;
    const PerfResult on = simulate(plan.workload, cluster);
    REQUIRE(on.status == PerfStatus::Ok);
    CHECK(on.breakdown.offloadS == 0);
    Workload without = plan.workload;
    without.extra.remove(QStringLiteral("activation_offload_layers"));
    CHECK(simulate(without, cluster).status == PerfStatus::DoesNotFit);

    // 79 of 80 layers: everything fits, but the copies can no longer hide behind the layers that stay.
    Workload most = plan.workload;
    most.extra.insert(QStringLiteral("activation_offload_layers"), 79);
    const PerfResult all = simulate(most, cluster);
    REQUIRE(all.status == PerfStatus::Ok);
    CHECK(all.memory.activationsBytes < on.memory.activationsBytes);
    CHECK(all.breakdown.offloadS > 0);
}
