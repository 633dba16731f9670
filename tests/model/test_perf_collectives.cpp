// Collectives against the nccl-tests measurements of ../shared/data/perf_calibration.csv, and the shape of the
// latency/bandwidth model (nccl-tests doc/PERFORMANCE.md).
#include "model/perffixture.h"
#include "perf/collectives.h"
#include "perf/perfmodel.h"
#include "support/testsupport.h"

#include <cstdio>

namespace {

using namespace aip;
using namespace aip::perf;

ClusterHardware dgx(int nodes, bool h100 = false)
{
    return perftest::dgxCluster(nodes, h100);
}

double busbw(const ClusterHardware &c, int ranks, double bytes)
{
    const CollectiveModel m(c);
    const CommGroup g{ranks, std::min(ranks, c.gpusPerNode)};
    const double t = m.time(Collective::AllReduce, bytes, g);
    return bytes / t * 2.0 * (ranks - 1) / ranks / 1e9;
}

// One node of 8 GPUs each linked to every other (perf::IntraLink::Mesh), `linkGBs` its aggregate both ways.
ClusterHardware meshNode(const char *architecture, double linkGBs)
{
    ClusterHardware c;
    c.gpusPerNode = 8;
    c.nodes = 1;
    c.gpu.architecture = QString::fromLatin1(architecture);
    c.intraLink = IntraLink::Mesh;
    c.intraLinkGBs = linkGBs;
    return c;
}

} // namespace

TEST_CASE("perf collectives: all-reduce bus bandwidth near the nccl-tests rows")
{
    // NCCL-A100-8GPU-NVSW 232.54 GB/s; NCCL-A100-DGX-8xHDR-MULTINODE 192 GB/s; NCCL-H100-8GPU-NVLS 476 GB/s.
    const struct {
        const char *id;
        ClusterHardware cluster;
        int ranks;
        double measured;
    } rows[] = {{"NCCL-A100-8GPU-NVSW", dgx(1), 8, 232.54},
                {"NCCL-A100-DGX-8xHDR-MULTINODE",
                 [] {
                     ClusterHardware c = dgx(2);
                     c.inNetworkReduction = false; // measured without the SHARP plugin
                     return c;
                 }(),
                 16, 192},
                {"NCCL-H100-8GPU-NVLS", dgx(1, true), 8, 476}};
    for (const auto &row : rows) {
        const double predicted = busbw(row.cluster, row.ranks, 4.0 * (1 << 30));
        std::printf("%-30s measured %7.1f GB/s  predicted %7.1f GB/s  error %+5.1f%%\n", row.id, row.measured,
                    predicted, 100 * (predicted - row.measured) / row.measured);
        INFO(row.id);
        CHECK(predicted == Approx(row.measured).epsilon(0.10));
    }
}

TEST_CASE("perf collectives: latency bounds small messages, bandwidth large ones")
{
    ClusterHardware c = dgx(4);
    c.inNetworkReduction = true; // a job set up for SHARP on the QM8700 (fabric.sharp)
    const CollectiveModel m(c);
    const CommGroup g{32, 8};
    double previous = 0;
    for (double bytes = 8; bytes < 1e10; bytes *= 8) {
        const double t = m.time(Collective::AllReduce, bytes, g);
        CHECK(t > previous);
        previous = t;
    }
    CHECK(m.time(Collective::AllReduce, 8, g) == Approx(m.latency(g)).epsilon(0.01));
    // Reduce-scatter and all-gather move half an all-reduce's traffic (without in-network reduction).
    const double big = 1e9;
    ClusterHardware ring = c;
    ring.inNetworkReduction = false;
    const CollectiveModel r(ring);
    CHECK(r.time(Collective::ReduceScatter, big, g) < 0.6 * r.time(Collective::AllReduce, big, g));
    CHECK(r.time(Collective::AllGather, big, g) == Approx(r.time(Collective::ReduceScatter, big, g)));
    // One rank per node uses one NIC: 8x less than a full node.
    CHECK(m.busBandwidth(Collective::AllGather, {4, 1}) == Approx(m.busBandwidth(Collective::AllGather, {32, 8}) / 8));
    // SHARP reduces in the switches: faster all-reduce across nodes.
    ClusterHardware plain = c;
    plain.inNetworkReduction = false;
    CHECK(m.time(Collective::AllReduce, big, g) < CollectiveModel(plain).time(Collective::AllReduce, big, g));
}

TEST_CASE("perf collectives: PCIe-only nodes and oversubscribed fabrics are slower")
{
    ClusterHardware c = dgx(2);
    c.intraLink = IntraLink::Pcie;
    c.intraLinkGBs = 64;
    const double pcie = CollectiveModel(c).busBandwidth(Collective::AllReduce, {8, 8});
    CHECK(pcie == Approx(20.8e9).epsilon(0.05));
    CHECK(pcie < CollectiveModel(dgx(2)).busBandwidth(Collective::AllReduce, {8, 8}));
    ClusterHardware over = dgx(2);
    over.oversubscription = 2;
    over.inNetworkReduction = false;
    ClusterHardware flat = dgx(2);
    flat.inNetworkReduction = false;
    CHECK(CollectiveModel(over).busBandwidth(Collective::AllReduce, {16, 8})
          == Approx(CollectiveModel(flat).busBandwidth(Collective::AllReduce, {16, 8}) / 2));
}

TEST_CASE("perf collectives: the report lists every collective over the nccl-tests size sweep")
{
    const QList<CollectiveRow> rows = collectiveReport(dgx(2));
    REQUIRE(rows.size() == 5 * 16);
    CHECK(rows.first().collective == QStringLiteral("all_reduce"));
    CHECK(rows.first().bytes == 8);
    CHECK(rows.first().ranks == 16);
    CHECK(rows.first().tier == QStringLiteral("network"));
    for (const CollectiveRow &r : rows) {
        CHECK(r.busbwGBs > 0);
        CHECK(r.busbwGBs < 1000);
    }
    CHECK(collectiveReport(dgx(1), 8).first().tier == QStringLiteral("nvlink"));
}

TEST_CASE("perf collectives: all-reduce across nodes as NCCL 2.8's tuner costs rings and trees, by hand")
{
    // NCCL v2.8.4-1 src/graph/tuning.cc (ncclTopoTuneModel, ncclTopoGetAlgoTime); collectives.cpp has the tables.
    ClusterHardware c = dgx(280); // 2,240 A100s, 8 HDR NICs a node, no SHARP
    c.inNetworkReduction = false;
    const CollectiveModel m(c);
    const CommGroup all{2240, 8};
    const double bus = m.busBandwidth(Collective::AllReduce, all);
    REQUIRE(bus == Approx(192e9)); // 8 channels of 25 GB/s x 0.96 (NCCL-A100-DGX-8xHDR-MULTINODE)
    const double steps = 2 * 2239, inter = 2 * 279, intra = steps - inter, ringBytes = 2.0 * 2239 / 2240;

    // 1 GB (a DeepSpeed ZeRO-3 gradient bucket): ring Simple 1.9 x (8.4 + 3,920 x 3.4 + 558 x 9.6) us + 10.4 ms =
    // 45.9 ms; ring LL128 (10 + 3,920 x 1.9 + 558 x 4.0) us + 2 GB at min(0.92 x 192, 8 x 16.9) GB/s = 24.5 ms; tree
    // Simple 2 x (7 x 28 + 8 x 28) us + 1 GB at 0.5 x min(0.92 x 192, 8 x 16) GB/s = 16.5 ms: the tree.
    const double gb = 1e9;
    const double ringSimple = 1.9 * (8.4 + intra * 3.4 + inter * 9.6) * 1e-6 + gb * ringBytes / bus;
    const double ringLl128 = (10 + intra * 1.9 + inter * 4.0) * 1e-6 + gb * ringBytes / (8 * 16.9e9);
    const double treeSimple = 2 * (7 * 28 + 8 * 28) * 1e-6 + gb / (0.5 * 8 * 16e9);
    CHECK(ringSimple == Approx(45.93e-3).epsilon(0.001));
    CHECK(ringLl128 == Approx(24.48e-3).epsilon(0.001));
    CHECK(treeSimple == Approx(16.47e-3).epsilon(0.001));
    CHECK(m.time(Collective::AllReduce, gb, all) == Approx(treeSimple).epsilon(1e-9));

    // 64 KiB: the tree in LL, 4.4 + 2 x (7 x 0.52 x 1.8 + 8 x 5.0) us, at 0.5 x min(128 / 3.8, 19.0) GB/s x 0.6 (the
    // correction factor of 2^10 x 64 bytes): 109.0 us, where a ring's 2 x 2,239 steps take milliseconds.
    const double small = 65536;
    const double treeLl = (4.4 + 2 * (7 * 0.52 * 1.8 + 8 * 5.0)) * 1e-6 + small / (19.0e9 * 0.5 * 0.6);
    CHECK(m.time(Collective::AllReduce, small, all) == Approx(treeLl).epsilon(1e-9));
    CHECK(treeLl == Approx(109.0e-6).epsilon(0.001));

    // Megatron's data-parallel group under 3D parallelism: 9 ranks, one a node, 3.8 GB of gradients, one NIC's 24
    // GB/s (one channel). The ring in Simple with its plateau latency, 1.9 x (8.4 + 16 x 9.6) us, beats LL128 at 0.7
    // of the bandwidth with one rank a node and the tree at 0.5 x 16 GB/s.
    const CommGroup dp{9, 1};
    const double dpBus = m.busBandwidth(Collective::AllReduce, dp);
    REQUIRE(dpBus == Approx(24e9));
    const double grads = 3.8e9;
    CHECK(m.time(Collective::AllReduce, grads, dp)
          == Approx(1.9 * (8.4 + 16 * 9.6) * 1e-6 + grads * 16.0 / 9 / dpBus).epsilon(1e-9));

    // Inside one node nothing changes: latency and bus bandwidth (NVSwitch).
    const CollectiveModel one(dgx(1));
    const CommGroup node{8, 8};
    CHECK(one.time(Collective::AllReduce, gb, node)
          == Approx(one.latency(node) + gb * 2.0 * 7 / 8 / one.busBandwidth(Collective::AllReduce, node)));

    // More network bandwidth never makes an all-reduce slower, at any size and scale.
    ClusterHardware faster = c;
    faster.nicGbps *= 2;
    const CollectiveModel f(faster);
    for (const CommGroup g : {CommGroup{16, 8}, CommGroup{64, 8}, CommGroup{2240, 8}, CommGroup{35, 1}})
        for (double bytes = 8; bytes < 1e10; bytes *= 4)
            CHECK(f.time(Collective::AllReduce, bytes, g) <= m.time(Collective::AllReduce, bytes, g));
}

TEST_CASE("perf collectives: a mesh gives a group the links among its GPUs, a switch the whole tier, by hand")
{
    // AMD's MI300X platform: 7 Infinity Fabric links a GPU, 64 GB/s each way, 896 GB/s both ways in all. RCCL's
    // all_reduce_perf on the 8 GPUs: 315 GB/s busbw (Azure ND MI300X v5; collectives.cpp
    // kInfinityFabricMeshEfficiency), so 315/448 of each link.
    const ClusterHardware mi300x = meshNode("cdna3", 896);
    const CollectiveModel m(mi300x);
    const double link = 64e9 * 315 / 448; // one peer's link, achievable, bytes/s
    CHECK(m.busBandwidth(Collective::AllReduce, {8, 8}) == Approx(7 * link));
    CHECK(m.busBandwidth(Collective::AllReduce, {4, 4}) == Approx(3 * link));
    CHECK(m.busBandwidth(Collective::AllGather, {2, 2}) == Approx(link));
    CHECK(m.busBandwidth(Collective::AllToAll, {8, 8}) == Approx(7 * link));
    CHECK(m.busBandwidth(Collective::SendRecv, {2, 2}) == Approx(link));
    CHECK(m.intraBusBandwidth(1) == Approx(7 * link)); // one rank on the node crosses none of them
    CHECK(m.tier({8, 8}) == QStringLiteral("mesh"));
    // A 1 GiB all-reduce among 4 of the 8: 2 x 3/4 of it over 3 links, plus the intra-node latency.
    const double bytes = double(1 << 30);
    CHECK(m.time(Collective::AllReduce, bytes, {4, 4}) == Approx(m.latency({4, 4}) + bytes * 1.5 / (3 * link)));

    // The same aggregate through a switch (and the same efficiency, an NVLink-class mesh) is never slower, and
    // equal where every GPU of the node takes part.
    ClusterHardware meshNv = mi300x;
    meshNv.gpu.architecture = QStringLiteral("hopper");
    ClusterHardware sw = meshNv;
    sw.intraLink = IntraLink::NvSwitch;
    const CollectiveModel a(meshNv), b(sw);
    for (const Collective c : {Collective::AllReduce, Collective::AllGather, Collective::ReduceScatter,
                               Collective::AllToAll, Collective::SendRecv})
        for (int k = 2; k <= 8; ++k) {
            INFO(collectiveName(c).toStdString() << " over " << k);
            CHECK(a.time(c, bytes, {k, k}) >= b.time(c, bytes, {k, k}));
            if (k == 8 && c != Collective::SendRecv)
                CHECK(a.time(c, bytes, {k, k}) == Approx(b.time(c, bytes, {k, k})));
        }
}

TEST_CASE("perf collectives: Gaudi 3's RoCE mesh at the busbw Intel's HCCL demo reports, by hand")
{
    // One HLS-3 box: 21 x 200 GbE a Gaudi 3, three ports to each of the seven others, 525 GB/s each way (1050 both
    // ways, the catalog's figure). HCCL's all_reduce of 256 MB of fp32 on the 8: 512.96 GB/s "NW Bandwidth", 293.12
    // GB/s algorithm bandwidth, 0.9158 ms (Intel Gaudi documentation 1.23, Collectives Performance).
    const CollectiveModel m(meshNode("gaudi", 1050));
    CHECK(m.busBandwidth(Collective::AllReduce, {8, 8}) == Approx(512.957298e9));
    // The demo's own time, from its bus bandwidth: 2 x 7/8 of the buffer over it, plus the model's latency.
    const double bytes = 268435456;
    CHECK(m.time(Collective::AllReduce, bytes, {8, 8}) == Approx(0.9158e-3).epsilon(0.02));
    // Three ports to each peer: a pair of Gaudis exchanges over 75 GB/s of line, 3/21 of the mesh.
    CHECK(m.busBandwidth(Collective::SendRecv, {2, 2}) == Approx(512.957298e9 / 7));
}
