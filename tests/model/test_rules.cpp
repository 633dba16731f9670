// The compatibility rules, each with a plan that passes it and one that fails it. Every case starts from a server
// that passes all rules and changes one thing.
#include "rules/compatibilityrules.h"
#include "support/testsupport.h"
#include "test_rules_fixture.h"

using namespace aip;
using namespace rulestest;

namespace {

QList<Finding> checkServerSpec(const ServerSpec &s)
{
    return check(planWith(s));
}

} // namespace

TEST_CASE("rules: the reference server passes every rule")
{
    const QList<Finding> f = checkServerSpec(goodHgxServer(2));
    INFO(describe(f).toStdString());
    for (const Finding &x : f) {
        CHECK(x.severity == Severity::Info);
        CHECK_FALSE(x.message.isEmpty());
        CHECK_FALSE(x.reason.isEmpty());
    }
    CHECK(has(f, "rack-count", Severity::Info));
}

TEST_CASE("rules: unknown SKUs and parts in the wrong place are errors")
{
    ServerSpec s = goodHgxServer();
    setQty(s, QStringLiteral("no-such-part"), 1);
    QList<Finding> f = checkServerSpec(s);
    CHECK(has(f, "unknown-sku", Severity::Error));
    s = goodHgxServer();
    s.chassis = QStringLiteral("xeon56");
    f = checkServerSpec(s);
    CHECK(has(f, "wrong-category", Severity::Error));
    s.chassis.clear();
    CHECK(has(checkServerSpec(s), "chassis-missing", Severity::Error));
}

TEST_CASE("rules: GPU count against the slots")
{
    ServerSpec s = goodHgxServer();
    setQty(s, QStringLiteral("h100"), 10);
    const QList<Finding> f = checkServerSpec(s);
    CHECK(has(f, "gpu-slots", Severity::Error));
    setQty(s, QStringLiteral("h100"), 4);
    const QList<Finding> partial = checkServerSpec(s);
    CHECK_FALSE(has(partial, "gpu-slots", Severity::Error));
    CHECK(has(partial, "gpu-baseboard-partial", Severity::Warning));
}

TEST_CASE("rules: SXM modules only on a baseboard of their family, PCIe cards only in PCIe slots")
{
    ServerSpec s = goodHgxServer();
    setQty(s, QStringLiteral("h100"), 0);
    setQty(s, QStringLiteral("a100"), 8); // SXM4 on an SXM5 board
    CHECK(has(checkServerSpec(s), "gpu-slot-kind", Severity::Error));
    setQty(s, QStringLiteral("a100"), 0);
    setQty(s, QStringLiteral("l40s"), 8); // a PCIe card on a baseboard
    CHECK(has(checkServerSpec(s), "gpu-slot-kind", Severity::Error));

    ServerSpec p;
    p.id = QStringLiteral("pcie");
    p.chassis = QStringLiteral("pcie4");
    p.parts = {{QStringLiteral("l40s"), 4, {}}, {QStringLiteral("xeon56"), 2, {}}, {QStringLiteral("ddr5-64"), 16, {}}};
    QList<Finding> f = checkServerSpec(p);
    INFO(describe(f).toStdString());
    CHECK_FALSE(has(f, "gpu-slot-kind", Severity::Error));
    CHECK_FALSE(has(f, "gpu-slot-width", Severity::Warning));
    setQty(p, QStringLiteral("l40s"), 0);
    setQty(p, QStringLiteral("h100"), 4); // SXM in PCIe slots
    CHECK(has(checkServerSpec(p), "gpu-slot-kind", Severity::Error));
    setQty(p, QStringLiteral("h100"), 0);
    setQty(p, QStringLiteral("rtx4090"), 2); // a three-slot card
    CHECK(has(checkServerSpec(p), "gpu-slot-width", Severity::Warning));
}

TEST_CASE("rules: CPU socket and count against the chassis")
{
    ServerSpec s = goodHgxServer();
    setQty(s, QStringLiteral("xeon56"), 0);
    setQty(s, QStringLiteral("epyc64"), 2);
    QList<Finding> f = checkServerSpec(s);
    CHECK(has(f, "cpu-socket", Severity::Error));
    s = goodHgxServer();
    setQty(s, QStringLiteral("xeon56"), 3);
    CHECK(has(checkServerSpec(s), "cpu-count", Severity::Error));
    setQty(s, QStringLiteral("xeon56"), 1);
    f = checkServerSpec(s);
    CHECK(has(f, "cpu-count", Severity::Warning));
    CHECK_FALSE(has(f, "cpu-count", Severity::Error));
    setQty(s, QStringLiteral("xeon56"), 0);
    CHECK(has(checkServerSpec(s), "cpu-count", Severity::Error));
    s = goodHgxServer();
    setQty(s, QStringLiteral("xeon56"), 1);
    setQty(s, QStringLiteral("xeon12"), 1);
    CHECK(has(checkServerSpec(s), "cpu-mixed", Severity::Error));
}

TEST_CASE("rules: DIMMs against slots, channels and the platform's memory type")
{
    ServerSpec s = goodHgxServer();
    setQty(s, QStringLiteral("ddr5-64"), 40);
    CHECK(has(checkServerSpec(s), "memory-slots", Severity::Error));
    setQty(s, QStringLiteral("ddr5-64"), 20); // 2 CPUs x 8 channels = 16
    QList<Finding> f = checkServerSpec(s);
    CHECK(has(f, "memory-channels", Severity::Warning));
    CHECK_FALSE(has(f, "memory-slots", Severity::Error));
    setQty(s, QStringLiteral("ddr5-64"), 16);
    CHECK_FALSE(has(checkServerSpec(s), "memory-channels", Severity::Warning));
    setQty(s, QStringLiteral("ddr5-64"), 0);
    CHECK(has(checkServerSpec(s), "memory-none", Severity::Warning));
    setQty(s, QStringLiteral("ddr4-64"), 32);
    CHECK(has(checkServerSpec(s), "memory-type", Severity::Error));
}

TEST_CASE("rules: drives against bays, cards against slots, lanes and link speed")
{
    ServerSpec s = goodHgxServer();
    setQty(s, QStringLiteral("nvme"), 9);
    CHECK(has(checkServerSpec(s), "drive-bays", Severity::Error));
    setQty(s, QStringLiteral("nvme"), 8);
    CHECK_FALSE(has(checkServerSpec(s), "drive-bays", Severity::Error));
    s = goodHgxServer();
    setQty(s, QStringLiteral("cx7"), 11);
    CHECK(has(checkServerSpec(s), "nic-slots", Severity::Error));

    // A PCIe Gen5 400G card behind a Gen4 CPU gets about 252 Gb/s.
    ServerSpec p;
    p.id = QStringLiteral("sp3");
    p.chassis = QStringLiteral("sp3box");
    p.parts
        = {{QStringLiteral("epyc64"), 2, {}}, {QStringLiteral("ddr4-64"), 16, {}}, {QStringLiteral("eth100"), 2, {}}};
    CHECK_FALSE(has(checkServerSpec(p), "nic-pcie-bandwidth", Severity::Warning));
    setQty(p, QStringLiteral("cx7"), 1);
    CHECK(has(checkServerSpec(p), "nic-pcie-bandwidth", Severity::Warning));

    // 4 GPUs and 2 NICs need 96 lanes: one 80-lane CPU is short, two are not.
    ServerSpec q;
    q.id = QStringLiteral("q");
    q.chassis = QStringLiteral("pcie4");
    q.parts = {{QStringLiteral("l40s"), 4, {}},
               {QStringLiteral("xeon56"), 2, {}},
               {QStringLiteral("ddr5-64"), 16, {}},
               {QStringLiteral("cx7"), 2, {}}};
    CHECK_FALSE(has(checkServerSpec(q), "pcie-lanes", Severity::Warning));
    setQty(q, QStringLiteral("xeon56"), 1);
    CHECK(has(checkServerSpec(q), "pcie-lanes", Severity::Warning));
}

TEST_CASE("rules: power against the supplies, with redundancy")
{
    ServerSpec p;
    p.id = QStringLiteral("p");
    p.chassis = QStringLiteral("pcie4"); // 2 x 2000 W, 1+1
    p.parts = {{QStringLiteral("l40s"), 2, {}}, {QStringLiteral("xeon56"), 2, {}}, {QStringLiteral("ddr5-64"), 16, {}}};
    QList<Finding> f = checkServerSpec(p); // 700 + 700 + 128 + 300 W
    CHECK_FALSE(has(f, "psu-redundancy", Severity::Warning));
    CHECK_FALSE(has(f, "psu-capacity", Severity::Error));
    setQty(p, QStringLiteral("l40s"), 4); // 2528 W: more than one supply
    f = checkServerSpec(p);
    CHECK(has(f, "psu-redundancy", Severity::Warning));
    CHECK_FALSE(has(f, "psu-capacity", Severity::Error));
    setQty(p, QStringLiteral("l40s"), 0);
    setQty(p, QStringLiteral("hotcard"), 4); // 5128 W: more than both
    CHECK(has(checkServerSpec(p), "psu-capacity", Severity::Error));
}

TEST_CASE("rules: power supplies the plan lists replace the chassis' stock supplies")
{
    ServerSpec p;
    p.id = QStringLiteral("p");
    p.chassis = QStringLiteral("pcie4"); // stock 2 x 2000 W, 1+1
    p.parts = {{QStringLiteral("l40s"), 4, {}}, {QStringLiteral("xeon56"), 2, {}}, {QStringLiteral("ddr5-64"), 16, {}}};
    // 2528 W: more than one stock supply, so the stock pair is not redundant.
    CHECK(has(checkServerSpec(p), "psu-redundancy", Severity::Warning));
    // Two 3000 W supplies carry it with one failed.
    setQty(p, QStringLiteral("psu3000"), 2);
    QList<Finding> f = checkServerSpec(p);
    INFO(describe(f).toStdString());
    CHECK_FALSE(has(f, "psu-redundancy", Severity::Warning));
    CHECK_FALSE(has(f, "psu-capacity", Severity::Error));
    CHECK_FALSE(has(f, "psu-bays", Severity::Error));
    CHECK_FALSE(has(f, "psu-partial", Severity::Info));
    // Two 1000 W supplies cannot: the listed ones count, not the stock ones.
    setQty(p, QStringLiteral("psu3000"), 0);
    setQty(p, QStringLiteral("psu1000"), 2);
    CHECK(has(checkServerSpec(p), "psu-capacity", Severity::Error));
    // One 3000 W supply of two bays: enough power, no redundancy left, and a note that one bay is empty.
    setQty(p, QStringLiteral("psu1000"), 0);
    setQty(p, QStringLiteral("psu3000"), 1);
    f = checkServerSpec(p);
    CHECK(has(f, "psu-partial", Severity::Info));
    CHECK_FALSE(has(f, "psu-capacity", Severity::Error));
    CHECK(has(f, "psu-redundancy", Severity::Warning));
    // Three supplies for two bays.
    setQty(p, QStringLiteral("psu3000"), 3);
    CHECK(has(checkServerSpec(p), "psu-bays", Severity::Error));
    // Mixed ratings: a warning, and the redundancy case loses the largest unit (3000 W): 2000 W < 2528 W.
    setQty(p, QStringLiteral("psu3000"), 1);
    setQty(p, QStringLiteral("psu2000"), 1);
    f = checkServerSpec(p);
    CHECK(has(f, "psu-mixed", Severity::Warning));
    CHECK(has(f, "psu-redundancy", Severity::Warning));
    CHECK_FALSE(has(f, "psu-capacity", Severity::Error));
}

TEST_CASE("rules: CPU cores per GPU (the seeds' 4 cores per GPU)")
{
    ServerSpec s = goodHgxServer();
    setQty(s, QStringLiteral("xeon56"), 0);
    setQty(s, QStringLiteral("xeon12"), 2); // 24 cores for 8 GPUs
    QList<Finding> f = checkServerSpec(s);
    REQUIRE(has(f, "cores-per-gpu", Severity::Warning));
    for (const Finding &x : f) {
        if (x.code == QStringLiteral("cores-per-gpu"))
            CHECK(x.message.contains(QStringLiteral("cores")));
    }
    CHECK_FALSE(has(checkServerSpec(goodHgxServer()), "cores-per-gpu", Severity::Warning)); // 112 cores
}

TEST_CASE("rules: host memory per GPU")
{
    ServerSpec s = goodHgxServer(); // 2048 GB for 640 GB of HBM
    CHECK_FALSE(has(checkServerSpec(s), "host-memory-per-gpu", Severity::Warning));
    CHECK_FALSE(has(checkServerSpec(s), "host-memory-per-gpu", Severity::Info));
    setQty(s, QStringLiteral("ddr5-64"), 16); // 1024 GB: less than twice
    CHECK(has(checkServerSpec(s), "host-memory-per-gpu", Severity::Info));
    setQty(s, QStringLiteral("ddr5-64"), 8); // 512 GB: less than the GPUs hold
    CHECK(has(checkServerSpec(s), "host-memory-per-gpu", Severity::Warning));
}

TEST_CASE("rules: network bandwidth per GPU, for multi-node plans only")
{
    ServerSpec s = goodHgxServer(4);
    CHECK_FALSE(has(checkServerSpec(s), "nic-bandwidth-per-gpu", Severity::Warning));
    setQty(s, QStringLiteral("cx7"), 0);
    setQty(s, QStringLiteral("eth100"), 2); // 25 Gb/s per GPU
    CHECK(has(checkServerSpec(s), "nic-bandwidth-per-gpu", Severity::Warning));
    s.count = 1;
    CHECK_FALSE(has(checkServerSpec(s), "nic-bandwidth-per-gpu", Severity::Warning));
}

TEST_CASE("rules: rack power against the plan's limit (default 14 kW)")
{
    Plan plan = planWith(goodHgxServer(3)); // 8.3 kW each: one per 14 kW rack
    QList<Finding> f = check(plan);
    CHECK_FALSE(has(f, "rack-power", Severity::Error));
    bool found = false;
    for (const Finding &x : f) {
        if (x.code == QStringLiteral("rack-count")) {
            found = true;
            CHECK(x.message.contains(QStringLiteral("3 rack")));
        }
    }
    CHECK(found);
    plan.rack.powerLimitKw = 40; // four per rack by power, five by height (42U / 8U)
    for (const Finding &x : check(plan)) {
        if (x.code == QStringLiteral("rack-count"))
            CHECK(x.message.contains(QStringLiteral("1 rack")));
    }
    plan.rack.powerLimitKw = 5;
    CHECK(has(check(plan), "rack-power", Severity::Error));
}

TEST_CASE("rules: a server taller than the plan's racks")
{
    Plan plan = planWith(goodHgxServer(1)); // an 8U chassis
    CHECK_FALSE(has(check(plan), "rack-height", Severity::Error));
    plan.rack.units = 8; // exactly its height
    CHECK_FALSE(has(check(plan), "rack-height", Severity::Error));
    plan.rack.units = 7;
    CHECK(has(check(plan), "rack-height", Severity::Error));
}

TEST_CASE("rules: a complete system's built-in parts")
{
    ServerSpec dgx;
    dgx.id = QStringLiteral("dgx");
    dgx.chassis = QStringLiteral("dgx");
    dgx.count = 2;
    QList<Finding> f = checkServerSpec(dgx);
    INFO(describe(f).toStdString());
    CHECK(errorCount(f) == 0);
    setQty(dgx, QStringLiteral("nvme"), 2); // two free bays
    CHECK(errorCount(checkServerSpec(dgx)) == 0);
    setQty(dgx, QStringLiteral("a100"), 8); // adding GPUs to a DGX
    f = checkServerSpec(dgx);
    CHECK(has(f, "built-in", Severity::Error));
    setQty(dgx, QStringLiteral("a100"), 0);
    setQty(dgx, QStringLiteral("nvme"), 3); // 5 drives in 4 bays
    CHECK(has(checkServerSpec(dgx), "drive-bays", Severity::Error));
}

TEST_CASE("rules: the workload's parallelism against the GPUs the servers hold")
{
    Plan plan = planWith(goodHgxServer(2)); // 16 GPUs
    plan.hasWorkload = true;
    Parallelism par;
    par.tp = 8;
    par.pp = 1;
    par.dp = 2;
    plan.workload.parallelism = par;
    CHECK_FALSE(has(check(plan), "parallelism-gpus", Severity::Error));
    plan.workload.parallelism->dp = 1; // a job may use fewer GPUs
    CHECK(errorCount(check(plan)) == 0);
    plan.workload.parallelism->pp = 2;
    plan.workload.parallelism->dp = 2; // 32 GPUs
    CHECK(has(check(plan), "parallelism-gpus", Severity::Error));
    plan.workload.parallelism->tp = 16;
    plan.workload.parallelism->pp = 1;
    plan.workload.parallelism->dp = 1;
    QList<Finding> f = check(plan);
    CHECK_FALSE(has(f, "parallelism-gpus", Severity::Error));
    CHECK(has(f, "parallelism-tp", Severity::Warning));
}

TEST_CASE("rules: the fabric and the cloud options name parts that fit")
{
    Plan plan = planWith(goodHgxServer(2));
    FabricSpec fabric;
    fabric.sku = QStringLiteral("ib-switch");
    plan.fabric = fabric;
    CHECK(errorCount(check(plan)) == 0);
    plan.fabric->sku = QStringLiteral("cx7");
    CHECK(has(check(plan), "wrong-category", Severity::Error));
    plan.fabric->sku = QStringLiteral("ib-switch");
    plan.servers[0].parts.removeLast();
    setQty(plan.servers[0], QStringLiteral("eth100"), 8);
    CHECK(has(check(plan), "fabric-protocol", Severity::Error));
    // SHARP asked of a switch that cannot reduce in the network: a warning, the estimate runs without it.
    CHECK_FALSE(has(check(plan), "fabric-sharp", Severity::Warning));
    plan.fabric->sharp = true;
    CHECK(has(check(plan), "fabric-sharp", Severity::Warning));

    Plan cloud = planWith(goodHgxServer());
    CloudOption opt;
    opt.sku = QStringLiteral("inst");
    cloud.cloud = {opt};
    CHECK(errorCount(check(cloud)) == 0);
    CHECK_FALSE(has(check(cloud), "cloud-price", Severity::Warning));
    cloud.cloud[0].pricing = QStringLiteral("reserved_1y"); // unknown in the catalog
    CHECK(has(check(cloud), "cloud-price", Severity::Warning));
    cloud.cloud[0].hourlyRate = 20.0;
    CHECK_FALSE(has(check(cloud), "cloud-price", Severity::Warning));
    cloud.cloud[0].sku = QStringLiteral("no-such-instance");
    CHECK(has(check(cloud), "unknown-sku", Severity::Error));
}

TEST_CASE("rules: errors come first")
{
    ServerSpec s = goodHgxServer();
    setQty(s, QStringLiteral("h100"), 10);
    setQty(s, QStringLiteral("xeon56"), 1);
    const QList<Finding> f = checkServerSpec(s);
    REQUIRE(f.size() >= 2);
    CHECK(f.constFirst().severity == Severity::Error);
    CHECK(f.constLast().severity != Severity::Error);
    CHECK(hasErrors(f));
}
