// What a workload's throughput counts (perf/workunit.h, issue 20): the one decision the CLI's sample_unit, the
// summary strip, the Performance tab, the Workload panel and the quote read.
#include "perf/workunit.h"

#include "support/testsupport.h"

using namespace aip;
using namespace aip::perf;

namespace {
WorkUnit unitOf(const char *preset)
{
    Workload w;
    w.model.preset = QLatin1String(preset);
    REQUIRE(resolveModel(w.model, nullptr).has_value());
    return workUnit(w);
}
} // namespace

TEST_CASE("decoders count tokens, encoders sequences, vision networks images")
{
    for (const char *p : {"llama2-7b", "llama2-70b", "mixtral-8x7b"})
        CHECK(unitOf(p) == WorkUnit::Tokens);
    for (const char *p : {"bert-base", "bert-large"})
        CHECK(unitOf(p) == WorkUnit::Sequences);
    for (const char *p : {"resnet50", "efficientnet-b0", "efficientnet-b4", "ssd300", "maskrcnn-r50", "vit-b16",
                          "vit-l16", "yolov5l", "sd15-unet"})
        CHECK(unitOf(p) == WorkUnit::Images);
    // The JSON tokens of simulate's sample_unit.
    CHECK(workUnitName(WorkUnit::Images) == QStringLiteral("images"));
    CHECK(workUnitName(WorkUnit::Sequences) == QStringLiteral("sequences"));
    CHECK(workUnitName(WorkUnit::Tokens) == QStringLiteral("tokens"));
    // A model that does not resolve reads as the default decoder.
    Workload unknown;
    unknown.model.preset = QStringLiteral("no-such-model");
    CHECK(workUnit(unknown) == WorkUnit::Tokens);
}
