// Not a check: prints what the model predicts for a few fixed configurations on A100 and H100 (step time, MFU,
// memory), so the effect of a change to the per-operation physics can be seen before and after it
// (`test_model "[.probe]"`). The published figures are judged by `aiplanner-cli validate`, never here.
#include "model/perffixture.h"
#include "perf/perfmodel.h"
#include "support/testsupport.h"

#include <cstdio>

namespace {

using namespace aip;
using namespace aip::perf;

struct Probe {
    const char *name;
    const char *preset;
    qint64 batch;
    int mb, tp, pp, dp, zero;
    Recompute rc;
    Precision precision;
    int nodes;
    bool h100;
    const char *attention; // "" = the default
};

} // namespace

TEST_CASE("perf compute probe: predictions for a fixed set of configurations", "[.probe]")
{
    const Probe probes[] = {
        {"llama2-7b fsdp 8xH100 bf16 mb2", "llama2-7b", 16, 2, 1, 1, 8, 3, Recompute::None, Precision::Bf16, 1, true,
         ""},
        {"gpt3-1.3b zero2 8xH100 bf16 mb12", "gpt3-1.3b", 96, 12, 1, 1, 8, 2, Recompute::None, Precision::Bf16, 1, true,
         ""},
        {"gpt3-1.3b zero2 8xA100 bf16 mb12", "gpt3-1.3b", 96, 12, 1, 1, 8, 2, Recompute::None, Precision::Bf16, 1,
         false, ""},
        {"llama2-7b fsdp 8xA100 bf16 mb2", "llama2-7b", 16, 2, 1, 1, 8, 3, Recompute::None, Precision::Bf16, 1, false,
         ""},
        {"llama3-8b fsdp 64xH100 bf16 mb1", "llama3-8b", 64, 1, 1, 1, 64, 3, Recompute::None, Precision::Bf16, 8, true,
         ""},
        {"llama3-8b fsdp 64xH100 fp8 mb1", "llama3-8b", 64, 1, 1, 1, 64, 3, Recompute::None, Precision::Fp8, 8, true,
         ""},
        {"llama2-70b tp8pp4 H100 bf16 sel", "llama2-70b", 512, 1, 8, 4, 2, 1, Recompute::Selective, Precision::Bf16, 8,
         true, ""},
        {"llama2-70b tp8pp4 H100 fp8 sel", "llama2-70b", 512, 1, 8, 4, 2, 1, Recompute::Selective, Precision::Fp8, 8,
         true, ""},
        {"gpt3-175b tp8pp8 H100 bf16 sel", "gpt3-175b", 2048, 1, 8, 8, 8, 1, Recompute::Selective, Precision::Bf16, 64,
         true, ""},
        {"gpt3-175b tp8pp8 A100 bf16 sel", "gpt3-175b", 2048, 1, 8, 8, 8, 1, Recompute::Selective, Precision::Bf16, 64,
         false, ""},
        {"gpt3-1.3b fsdp 8xA100 mb20", "gpt3-1.3b", 160, 20, 1, 1, 8, 3, Recompute::None, Precision::Bf16, 1, false,
         ""},
        {"bert-large s512 8xA100 fp16 mb32", "bert-large", 256, 32, 1, 1, 8, 0, Recompute::None, Precision::Fp16, 1,
         false, ""},
        {"bert-large s512 8xA100 fp16 mb32 flash", "bert-large", 256, 32, 1, 1, 8, 0, Recompute::None, Precision::Fp16,
         1, false, "flash"},
        {"resnet50 1xA100 tf32 b256", "resnet50", 256, 256, 1, 1, 1, 0, Recompute::None, Precision::Tf32, 1, false, ""},
        {"resnet50 1xA100 fp16 b256", "resnet50", 256, 256, 1, 1, 1, 0, Recompute::None, Precision::Fp16, 1, false, ""},
    };
    const PartCatalog catalog = perftest::catalog();
    for (const Probe &p : probes) {
        Workload w;
        w.model.preset = QLatin1String(p.preset);
        w.globalBatch = p.batch;
        w.microBatch = p.mb;
        w.precision = p.precision;
        Parallelism par;
        par.tp = p.tp;
        par.pp = p.pp;
        par.dp = p.dp;
        par.zero = p.zero;
        par.recompute = p.rc;
        par.sequenceParallel = p.tp > 1;
        par.interleave = 1;
        w.parallelism = par;
        if (*p.attention)
            w.extra.insert(QStringLiteral("attention"), QLatin1String(p.attention));
        QString error;
        const auto cluster = clusterFromPlan(perftest::dgxPlan(p.nodes, w, p.h100), catalog, &error);
        REQUIRE(cluster.has_value());
        const PerfResult r = simulate(w, *cluster);
        std::printf("%-40s step %8.4f s  samples/s %9.1f  MFU %5.1f%%  mem %6.1f GB %s\n", p.name, r.stepTimeS,
                    r.samplesPerS, 100 * r.mfu, r.memory.totalBytes / 1e9, r.memory.fits ? "fits" : "DOES NOT FIT");
        const StepBreakdown &b = r.breakdown;
        std::printf("%40s compute %.4f recompute %.4f tp %.4f pp %.4f dp %.4f optimizer %.4f\n", "", b.computeS,
                    b.recomputeS, b.tpCommS, b.ppBubbleS + b.ppCommS, b.dpCommExposedS, b.optimizerS);
    }
    CHECK(true);
}
