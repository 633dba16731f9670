// The serving regime of the validation set (issue 20): published serving measurements
// (resources/validation/published_serving.csv) against the inference model, each row's prediction as the model
// computes it by hand, and the regime's mean error within the issue's bound.
#include "perf/clusterhardware.h"
#include "perf/inference.h"
#include "perffixture.h"
#include "support/testsupport.h"
#include "validation/publishedruns.h"
#include "validation/servingprediction.h"
#include "validation/validationreport.h"

#include <cmath>
#include <cstdio>

using namespace aip;
using namespace aip::validation;

namespace {

QList<PublishedRun> servingRuns()
{
    QList<PublishedRun> runs;
    for (const PublishedRun &run : bundledPublishedRuns()) {
        if (run.regime() == QLatin1String("serving"))
            runs << run;
    }
    return runs;
}

} // namespace

TEST_CASE("serving validation: at least ten published rows, each with its engine, settings and a prediction")
{
    const QList<PublishedRun> runs = servingRuns();
    REQUIRE(runs.size() >= 10);
    const PartCatalog catalog = perftest::catalog(); // with the L40S and its PCIe server
    double sumAbs = 0;
    int n = 0;
    for (const PublishedRun &run : runs) {
        INFO(run.id().toStdString());
        CHECK(run.split() == QLatin1String("validation"));
        CHECK(!run.field("engine").isEmpty());
        CHECK(!run.field("batching").isEmpty());
        CHECK(run.source().contains(QLatin1String("@"))); // a repository file at a commit
        const RunPrediction p = predictRun(run, catalog);
        INFO(p.error.toStdString());
        REQUIRE(p.ok);
        CHECK(p.regime == QLatin1String("serving"));
        std::fprintf(stderr, "%-32s %-28s measured %9.4g predicted %9.4g error %+6.1f%%%s\n", qPrintable(p.id),
                     qPrintable(p.metric), p.measured, p.predicted, p.errorPct, p.fits ? "" : " (does not fit)");
        sumAbs += std::abs(p.errorPct);
        ++n;
    }
    std::fprintf(stderr, "serving: %d rows, mean |error| %.1f%%\n", n, sumAbs / n);
    CHECK(sumAbs / n <= 15);
}
