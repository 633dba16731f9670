// The validation rows that state the GPU they ran on where it differs from the catalog part of their system
// (resources/validation/README.md: gpu_memory_gb, gpu_memory_bandwidth_gbs, gpu_tdp_w): torchtitan's H100s are Meta
// Grand Teton parts, 96 GB HBM2e at 2.4 TB/s held at 500 W, and the model predicts them on that GPU (issue 14).
#include "model/perffixture.h"
#include "perf/clusterhardware.h"
#include "perf/perfmodel.h"
#include "validation/publishedruns.h"
#include "validation/runprediction.h"

#include <catch2/catch.hpp>

using namespace aip;
using namespace aip::perf;

TEST_CASE("validation set: torchtitan's H100 rows run on the GPU they name, 96 GB HBM2e at 2.4 TB/s and 500 W")
{
    using namespace aip::validation;
    const PartCatalog catalog = perftest::catalog();
    int rows = 0;
    for (const PublishedRun &run : bundledPublishedRuns()) {
        if (!run.id().startsWith(QLatin1String("TT-H100")))
            continue;
        INFO(run.id().toStdString());
        ++rows;
        // torchtitan benchmarks/llama3_h100_202412_torchtitan.md and asyncTP_llama3_h100_2025-06_torchtitan.md,
        // "Hardware": 96GB HBM2e, 2.4 TB/sec, the default 500W power limit.
        CHECK(run.number("gpu_memory_gb").value_or(0) == 96);
        CHECK(run.number("gpu_memory_bandwidth_gbs").value_or(0) == 2400);
        CHECK(run.number("gpu_tdp_w").value_or(0) == 500);
        if (run.id() != QLatin1String("TT-H100-L31-8B-128"))
            continue;
        // The prediction is the model's on that GPU: slower than on the catalog's 700 W, 3.35 TB/s part.
        const RunPrediction p = predictRun(run, catalog);
        REQUIRE(p.ok);
        QString error;
        const std::optional<Plan> plan = planForRun(run, &error);
        REQUIRE(plan);
        std::optional<ClusterHardware> cluster = clusterFromPlan(*plan, catalog, &error);
        REQUIRE(cluster);
        const double dgx = simulate(plan->workload, *cluster).tokensPerS / 128;
        cluster->gpu.memoryGB = 96;
        cluster->gpu.memoryBandwidthGBs = 2400;
        cluster->gpu.tdpW = 500;
        const PerfResult onGpu = simulate(plan->workload, *cluster);
        CHECK(p.predicted == Approx(onGpu.tokensPerS / 128));
        CHECK(p.predicted < dgx);
        // 96 GB holds what torchtitan measured at 67.0 GiB on 128 GPUs.
        CHECK(p.memoryShare < 1);
    }
    CHECK(rows >= 13);
}
