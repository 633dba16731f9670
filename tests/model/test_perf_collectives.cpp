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
