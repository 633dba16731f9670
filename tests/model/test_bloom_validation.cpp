// BLOOM 176B's validation rows (published_runs.csv `BLOOM-*` and its whole run `WR-BLOOM-176B`;
// resources/validation/README.md "BLOOM 176B", "Whole runs: BLOOM 176B"): they run
// on the node their columns name (an HGX A100 8-GPU chassis with four 100 Gb/s cards, not a DGX A100), with the
// balanced pipeline split and Megatron's unfused attention, and the report's cache follows that node's parts.
#include "model/bundledrunfixture.h"
#include "model/perffixture.h"
#include "model/wholerunfixture.h"
#include "perf/clusterhardware.h"
#include "perf/perfmodel.h"
#include "validation/publishedruns.h"
#include "validation/runprediction.h"
#include "validation/validationreport.h"

#include <catch2/catch.hpp>

#include <QJsonArray>

using namespace aip;
using namespace aip::perf;
using namespace aip::validation;
using validationtest::bundledRun;

namespace {

PartCatalog bloomCatalog()
{
    PartCatalog cat = perftest::catalog();
    perftest::addBloomNode(cat);
    return cat;
}

} // namespace

TEST_CASE("validation set: BLOOM's rows run on Jean Zay's node, 4 x 100 Gb/s, with its split and its attention")
{
    const PartCatalog catalog = bloomCatalog();
    const std::optional<PublishedRun> run = bundledRun("BLOOM-176B-384");
    REQUIRE(run);
    const QJsonObject json = planJsonForRun(*run);
    const QJsonObject server = json.value(QStringLiteral("servers")).toArray().at(0).toObject();
    CHECK(server.value(QStringLiteral("chassis")).toString() == QLatin1String("supermicro-as-4124go-nart"));
    CHECK(server.value(QStringLiteral("count")).toInt() == 48);
    const QJsonObject workload = json.value(QStringLiteral("workload")).toObject();
    CHECK(workload.value(QStringLiteral("pipeline_split")).toString() == QLatin1String("balanced"));
    CHECK(workload.value(QStringLiteral("attention")).toString() == QLatin1String("standard"));

    QString error;
    const std::optional<Plan> plan = planForRun(*run, &error);
    REQUIRE(plan);
    const std::optional<ClusterHardware> cluster = clusterFromPlan(*plan, catalog, &error);
    INFO(error.toStdString());
    REQUIRE(cluster);
    // Four 100 Gb/s cards a node (README 'Hardware': 4 Omni-Path links), NVSwitch inside it.
    CHECK(cluster->nicsPerNode == 4);
    CHECK(cluster->nicGbps == 100);
    CHECK(cluster->intraLink == IntraLink::NvSwitch);
    CHECK(cluster->gpusPerNode == 8);

    // On that node the step is slower than on a DGX A100 (eight 200 Gb/s cards), by what crosses the network.
    const PerfResult jeanZay = simulate(plan->workload, *cluster);
    REQUIRE(jeanZay.status == PerfStatus::Ok);
    const std::optional<ClusterHardware> dgx
        = clusterFromPlan(perftest::dgxPlan(48, plan->workload), perftest::catalog(), &error);
    REQUIRE(dgx);
    const PerfResult selene = simulate(plan->workload, *dgx);
    REQUIRE(selene.status == PerfStatus::Ok);
    CHECK(jeanZay.stepTimeS > selene.stepTimeS);
    CHECK(jeanZay.breakdown.ppCommS > selene.breakdown.ppCommS);
    CHECK(jeanZay.breakdown.computeS == Approx(selene.breakdown.computeS).epsilon(1e-12));

    // The row's prediction is that step (time_per_iteration).
    const RunPrediction p = predictRun(*run, catalog);
    REQUIRE(p.ok);
    CHECK(p.predicted == Approx(jeanZay.stepTimeS));
}

TEST_CASE("validation set: a row whose node is not in the catalog gets no prediction rather than another machine's")
{
    const std::optional<PublishedRun> run = bundledRun("BLOOM-176B-384");
    REQUIRE(run);
    // The test catalog without BLOOM's node: its GPUs are there, its chassis and cards are not.
    const RunPrediction p = predictRun(*run, perftest::catalog());
    CHECK_FALSE(p.ok);
    CHECK(p.error.contains(QStringLiteral("supermicro-as-4124go-nart")));
    // With the node it is predicted.
    CHECK(predictRun(*run, bloomCatalog()).ok);
}

TEST_CASE("validation report: the nodes rows name in their columns are part of what the report is cached on")
{
    QStringList skus = publishedSystemSkus();
    for (const char *sku : {"supermicro-as-4124go-nart", "nvidia-connectx6-hdr100", "nvidia-rtx-4090",
                            "supermicro-sys-221ge-nr", "nvidia-dgx-a100-80gb"})
        CHECK(skus.contains(QLatin1String(sku)));
    CHECK(skus.removeDuplicates() == 0);
    // A user's catalog with slower cards in BLOOM's node gets its own report.
    const PartCatalog base = bloomCatalog();
    PartCatalog edited = base;
    Part nic = *base.find(QStringLiteral("nvidia-connectx6-hdr100"));
    nic.nic.portGbps = 50;
    edited.add(nic);
    CHECK(publishedHardwareDigest(base) != publishedHardwareDigest(edited));
}

TEST_CASE("validation set: BLOOM 176B's whole run is its step row's layout, step for step")
{
    // The paper's 1,082,990 GPU-hours (arXiv 2211.05100 Sec. 3.4.1) and the step time BigScience's README logs
    // (BLOOM-176B-384) are one training: the whole-run row may differ from the step row only in what it measures.
    const std::optional<PublishedRun> whole = bundledRun("WR-BLOOM-176B");
    const std::optional<PublishedRun> step = bundledRun("BLOOM-176B-384");
    REQUIRE(whole);
    REQUIRE(step);
    wholeruntest::checkSameTrainingAsStepRow(*whole, *step);
    CHECK(whole->number("tokens_to_train").value_or(0) == 366e9);
    CHECK(goodputIncluded(*whole));

    const PartCatalog catalog = bloomCatalog();
    const RunPrediction w = predictRun(*whole, catalog);
    const RunPrediction s = predictRun(*step, catalog);
    REQUIRE(w.ok);
    REQUIRE(s.ok);
    // 48 nodes for four months: some failures and checkpoints, far fewer than a 2,048-GPU run's.
    CHECK(w.goodput < 1.0);
    CHECK(w.goodput > 0.95);
    // GPU-hours = steps x the step row's predicted step x 384 GPUs / goodput.
    const double steps = 366e9 / (2048.0 * 2048.0);
    CHECK(w.predicted == Approx(steps * s.predicted * 384 / 3600 / w.goodput).epsilon(1e-3));
}
