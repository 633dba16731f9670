// Storage tiers (issue 21, item 4): the plan's `storage` member, what each tier serves, and the findings when the
// input pipeline or a checkpoint write cannot be served (facility/storage.h, facility/storagecheck.h).
#include "facility/storage.h"
#include "facility/storagecheck.h"
#include "perf/goodput.h"
#include "perf/modelarch.h"
#include "support/testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace aip;
using namespace aip::facility;

namespace {

QJsonObject storageJson(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

Plan withStorage(const char *json)
{
    Plan plan;
    plan.extra.insert(QStringLiteral("storage"), storageJson(json));
    return plan;
}

bool has(const QList<Finding> &findings, const char *code)
{
    return std::any_of(findings.cbegin(), findings.cend(),
                       [code](const Finding &f) { return f.code == QLatin1String(code); });
}

const Finding *findingOf(const QList<Finding> &findings, const char *code)
{
    for (const Finding &f : findings) {
        if (f.code == QLatin1String(code))
            return &f;
    }
    return nullptr;
}

perf::ClusterHardware cluster(int nodes, double readMBs, double writeMBs, double capacityTB)
{
    perf::ClusterHardware c;
    c.nodes = nodes;
    c.gpusPerNode = 8;
    c.storageReadMBs = readMBs;
    c.storageWriteMBs = writeMBs;
    c.storageCapacityTB = capacityTB;
    return c;
}

} // namespace

TEST_CASE("the storage member is read with clear errors for each wrong field")
{
    CHECK_FALSE(storageOf(Plan()).given);
    const StorageChoice ok = storageOf(withStorage(R"({"system": "ddn-ai400x2","nodes": 2,"dataset_tb": 40.0})"));
    CHECK(ok.given);
    CHECK(ok.errors.isEmpty());
    REQUIRE(ok.tier);
    CHECK(*ok.tier == StorageTier::ParallelFs); // the system's tier
    CHECK(*ok.nodes == 2);
    CHECK(*ok.datasetTB == 40.0);

    CHECK(storageOf(withStorage(R"({"tier": "tape"})")).errors.first().startsWith(QLatin1String("storage.tier:")));
    CHECK(
        storageOf(withStorage(R"({"system": "no-such-array"})")).errors.first().contains(QLatin1String("ddn-ai400x2")));
    CHECK(storageOf(withStorage(R"({"system": "ddn-ai400x2","nodes": 0})"))
              .errors.first()
              .startsWith(QLatin1String("storage.nodes:")));
    CHECK(storageOf(withStorage(R"({"dataset_tb": -1.0})"))
              .errors.first()
              .startsWith(QLatin1String("storage.dataset_tb:")));
    CHECK(storageOf(withStorage(R"({"tier": "object","system": "ddn-ai400x2"})")).errors.size() == 1);
    Plan notObject;
    notObject.extra.insert(QStringLiteral("storage"), 3);
    CHECK(storageOf(notObject).errors == QStringList{QStringLiteral("storage: must be an object")});
    // Every system has its sources.
    for (const StorageSystem &s : storageSystems()) {
        INFO(s.sku);
        CHECK(QString::fromUtf8(s.source).size() > 30);
        CHECK(QString::fromUtf8(s.priceSource).size() > 30);
        CHECK(s.readGBs > 0);
        CHECK(s.writeGBs > 0);
    }
}

TEST_CASE("each tier serves its own bandwidth and capacity")
{
    const NodeDrives drives{16, 6800, 4000, 15.36};
    // Two DDN AI400X2 appliances: 2 x 90 GB/s read, 2 x 65 GB/s write, 2 x 250 TB.
    const auto pfs = tierFigures(storageOf(withStorage(R"({"system": "ddn-ai400x2","nodes": 2})")), drives);
    REQUIRE(pfs);
    CHECK(pfs->readBytesPerS == Approx(180e9));
    CHECK(pfs->writeBytesPerS == Approx(130e9));
    CHECK(pfs->capacityBytes == Approx(500e12));
    // The nodes' own drives: 16 x 6.8 GB/s read, 16 x 4 GB/s write; one node holds 15.36 TB.
    const auto local = tierFigures(storageOf(withStorage(R"({"tier": "local_nvme"})")), drives);
    REQUIRE(local);
    CHECK(local->readBytesPerS == Approx(16 * 6.8e9));
    CHECK(local->writeBytesPerS == Approx(16 * 4e9));
    CHECK(local->capacityPerNode);
    // Object storage scales with its clients: 16 x 12.5 GB/s, no capacity bound.
    const auto object = tierFigures(storageOf(withStorage(R"({"system": "aws-s3-standard"})")), drives);
    REQUIRE(object);
    CHECK(object->writeBytesPerS == Approx(16 * 12.5e9));
    CHECK(object->capacityBytes == 0);
    // No storage member: the goodput keeps its default.
    CHECK(checkpointWriteBytesPerS(Plan(), drives) == 0);
    CHECK(checkpointWriteBytesPerS(withStorage(R"({"system": "ddn-ai400x2","nodes": 2})"), drives) == Approx(130e9));
}

TEST_CASE("a checkpoint that takes more than its budget of the interval is a finding, and a faster tier is not")
{
    // GPT-3 175B in bf16 with Adam: 175e9 x (2 + 12) bytes = 2,450 GB per checkpoint, every 10 minutes.
    //   one AI400X2 writes 65 GB/s: 2,450 / 65 = 37.7 s; 37.7 / (600 + 37.7) = 5.9 % > 5 %: a warning.
    //   four write 260 GB/s: 9.4 s; 9.4 / 609.4 = 1.5 %: none.
    Plan plan = withStorage(R"({"system": "ddn-ai400x2","nodes": 1})");
    plan.hasWorkload = true;
    plan.workload.precision = Precision::Bf16;
    Goodput every10;
    every10.checkpointEveryMin = 10;
    plan.workload.goodput = every10;
    perf::PerfResult r;
    r.paramsCount = 175e9;
    r.samplesPerS = 1;
    r.gpusUsed = 1024;
    const perf::ClusterHardware c = cluster(128, 0, 0, 0);
    const QList<Finding> slow = storageFindings(plan, &c, &r);
    const Finding *f = findingOf(slow, "storage-checkpoint");
    REQUIRE(f);
    CHECK(f->severity == Severity::Warning);
    CHECK(f->message.contains(QLatin1String("2450 GB")));
    CHECK(f->message.contains(QLatin1String("5.9 %")));
    CHECK(f->message.contains(QLatin1String("38 s")));

    plan.extra.insert(QStringLiteral("storage"), storageJson(R"({"system": "ddn-ai400x2","nodes": 4})"));
    CHECK_FALSE(has(storageFindings(plan, &c, &r), "storage-checkpoint"));

    // The goodput takes the tier's bandwidth: 2,450 GB at 260 GB/s.
    const perf::GoodputEstimate g = perf::estimateGoodput(every10, 2450e9, 1024, 128, 260e9);
    CHECK(g.checkpointWriteS == Approx(2450.0 / 260.0));
    CHECK(perf::estimateGoodput(every10, 2450e9, 1024, 128, 65e9).goodput < g.goodput);
}

TEST_CASE("an input pipeline faster than the tier reads is a finding")
{
    // ResNet-50 reads one ImageNet JPEG per sample: at 20,000 samples/s that is 20,000 x the model's bytes per sample.
    Plan plan = withStorage(R"({"tier": "local_nvme"})");
    plan.hasWorkload = true;
    plan.workload.model.preset = QStringLiteral("resnet50");
    QString error;
    const auto arch = perf::resolveModel(plan.workload.model, &error);
    REQUIRE(arch);
    perf::PerfResult r;
    r.samplesPerS = 20000;
    r.gpusUsed = 8;
    const double need = r.samplesPerS * arch->inputBytesPerSample;
    // One node whose drives read half of that, and one that reads twice as much.
    const perf::ClusterHardware slow = cluster(1, need / 2 / 1e6, 1000, 7.68);
    const perf::ClusterHardware fast = cluster(1, need * 2 / 1e6, 1000, 7.68);
    CHECK(has(storageFindings(plan, &slow, &r), "storage-read"));
    CHECK_FALSE(has(storageFindings(plan, &fast, &r), "storage-read"));
    // Node-local checkpoints are noted: they die with their node.
    CHECK(has(storageFindings(plan, &fast, &r), "storage-local-ckpt") == (r.paramsCount > 0));
}

TEST_CASE("a data set larger than the tier, a file system without a system and drives that are not there")
{
    const perf::ClusterHardware c = cluster(4, 6800, 4000, 15.36);
    CHECK(has(storageFindings(withStorage(R"({"system": "ddn-ai400x2","dataset_tb": 600.0})"), &c, nullptr),
              "storage-capacity"));
    CHECK_FALSE(
        has(storageFindings(withStorage(R"({"system": "ddn-ai400x2","nodes": 3,"dataset_tb": 600.0})"), &c, nullptr),
            "storage-capacity"));
    // Local drives: 15.36 TB on a node.
    CHECK(has(storageFindings(withStorage(R"({"tier": "local_nvme","dataset_tb": 20.0})"), &c, nullptr),
              "storage-capacity"));
    CHECK_FALSE(has(storageFindings(withStorage(R"({"tier": "local_nvme","dataset_tb": 10.0})"), &c, nullptr),
                    "storage-capacity"));

    const QList<Finding> noSystem = storageFindings(withStorage(R"({"tier": "parallel_fs"})"), &c, nullptr);
    REQUIRE(has(noSystem, "storage-system"));
    CHECK(findingOf(noSystem, "storage-system")->severity == Severity::Error);
    const perf::ClusterHardware bare = cluster(4, 0, 0, 0);
    CHECK(has(storageFindings(withStorage(R"({"tier": "local_nvme"})"), &bare, nullptr), "storage-local-none"));
    CHECK_FALSE(has(storageFindings(withStorage(R"({"tier": "local_nvme"})"), &c, nullptr), "storage-local-none"));
    CHECK(storageFindings(Plan(), &c, nullptr).isEmpty());
}
